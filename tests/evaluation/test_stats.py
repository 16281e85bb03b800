"""Wilson intervals and pass^k against hand-computed values."""

import math

import pytest

from uncoenv.evaluation.stats import pass_hat_k, wilson


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
