"""Wilson intervals and pass^k against hand-computed values."""

import math

import pytest

from uncoenv.evaluation.records import EpisodeRecord
from uncoenv.evaluation.stats import pass_hat_k, scores, wilson


@pytest.mark.parametrize(
    ("successes", "n", "expected"),
    [
        (0, 3, (0.0, 0.561497)),  # upper end z²/(n+z²)
        (3, 3, (0.438503, 1.0)),  # lower end n/(n+z²)
        (5, 10, (0.236593, 0.763407)),
        (81, 100, (0.722212, 0.874852)),
    ],
)
def test_wilson_interval(successes, n, expected):
    low, high = wilson(successes, n)
    assert low == pytest.approx(expected[0], abs=1e-6)
    assert high == pytest.approx(expected[1], abs=1e-6)
    assert 0.0 <= low <= successes / n <= high <= 1.0


def test_pass_hat_k():
    # Two tasks: 2 of 3 trials and 3 of 3; pass^2 = (C(2,2)/C(3,2) + 1) / 2 = (1/3 + 1) / 2.
    assert pass_hat_k([(2, 3), (3, 3)], 2) == pytest.approx((1 / 3 + 1) / 2)
    assert pass_hat_k([(2, 3), (3, 3)], 1) == pytest.approx((2 / 3 + 1) / 2)
    assert math.isnan(pass_hat_k([(1, 1)], 2))


def record(i: int, **fields) -> EpisodeRecord:
    return EpisodeRecord(
        key=str(i), config_hash="h", agent="a", split="test", task_id=f"t{i}", task_index=i,
        setting="reliable", trial=0, seed=0, **fields,
    )  # fmt: skip


def test_scores_count_agent_errors_as_wrong_and_leave_errors_out():
    found = scores(
        [
            record(0, correct=True, rounds=3),
            record(1, correct=False, rounds=5),
            record(2, agent_error="context window", rounds=9),  # scored, wrong, no end
            record(3, error="rate limit", correct=True, rounds=1),  # not scored
        ]
    )
    assert (found.n, found.correct, found.errors, found.agent_errors) == (3, 1, 1, 1)
    assert found.accuracy == pytest.approx(1 / 3)
    assert found.ci == wilson(1, 3)
    assert found.mean_rounds == 4.0  # (3 + 5) / 2: the agent error has no end


def test_scores_of_nothing_are_none():
    found = scores([record(0, error="timeout")])
    assert (found.n, found.errors, found.accuracy, found.mean_rounds) == (0, 1, None, None)
    assert found.ci == (0.0, 1.0)
