"""``Draws`` gives numpy's ``default_rng`` values for the same calls in the same order."""

from __future__ import annotations

import random

import numpy as np
import pytest

from uncoenv.tasks.draws import Draws

SIZES = [1, 2, 3, 5, 7, 8, 10, 100, 1 << 16, 3 << 29, 2**31 + 11, 2**32 - 1]
"""Ranges of one value (no draw), powers of two, and ranges whose rejection step is frequent."""


def _same_sequence(seed: list[int], steps: int, plan: random.Random) -> None:
    """Mixed calls on both generators, in one order, give equal values."""
    rng, draws = np.random.default_rng(seed), Draws(seed)
    for step in range(steps):
        call = plan.randrange(5)
        if call == 0:
            n = plan.choice([*SIZES, plan.randrange(1, 2**32)])
            pair = int(rng.integers(n)), draws.below(n)
        elif call == 1:
            pair = rng.random(), draws.random()
        elif call == 2:
            n = plan.randrange(0, 40)
            pair = rng.permutation(n).tolist(), draws.permutation(n)
        elif call == 3:
            low = plan.randrange(0, 5)
            high = low + plan.randrange(1, 9)
            pair = int(rng.integers(low, high)), draws.between(low, high)
        else:
            n, count = plan.choice(SIZES), plan.choice([plan.randrange(0, 60), 301])
            pair = rng.integers(n, size=count).tolist(), draws.below_each(n, count)
        assert pair[0] == pair[1], f"seed {seed}, step {step}, call {call}: {pair}"


def test_mixed_calls_equal_numpys_for_many_seeds():
    plan = random.Random(5)
    for _ in range(300):
        seed = [plan.randrange(10**6), plan.randrange(5000), plan.randrange(3)]
        _same_sequence(seed, plan.randrange(1, 300), plan)


def test_long_runs_cross_block_boundaries():
    # Hundreds of words per generator: the raw words come in blocks of 128.
    plan = random.Random(7)
    for seed in ([0, 0, 0], [2**40 + 5, 12345, 1], [7]):
        _same_sequence(seed, 2000, plan)


def test_a_range_of_one_draws_nothing():
    rng, draws = np.random.default_rng(3), Draws(3)
    assert int(rng.integers(1)) == draws.below(1) == 0
    assert rng.random() == draws.random()


@pytest.mark.parametrize("n", [0, -1, 2**32])
def test_a_range_it_does_not_draw_is_refused(n):
    with pytest.raises(ValueError, match="n must be in"):
        Draws(1).below(n)
