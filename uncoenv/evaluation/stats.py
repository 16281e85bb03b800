"""Small statistics for reports: Wilson intervals and pass^k."""

from __future__ import annotations

import math
from collections.abc import Sequence


def wilson(successes: int, n: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """The Wilson score interval for a proportion (95% by default), as fractions in [0, 1]."""
    if n == 0:
        return (0.0, 1.0)
    if successes in (0, n):  # exact ends, not a float a hair off
        bound = z * z / (n + z * z)
        return (0.0, bound) if successes == 0 else (1.0 - bound, 1.0)
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def pass_hat_k(successes_per_task: Sequence[tuple[int, int]], k: int) -> float:
    """pass^k (tau-bench): the chance that k trials drawn without replacement all succeed,
    averaged over tasks; each item is (successes c, trials n) with n >= k."""
    values = [math.comb(c, k) / math.comb(n, k) for c, n in successes_per_task if n >= k]
    return sum(values) / len(values) if values else float("nan")
