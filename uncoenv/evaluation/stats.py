"""Small statistics for reports: Wilson intervals, pass^k, and the scores of a setting (Table 1's
numbers, shared by the run summary and the report)."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from uncoenv.evaluation.records import EpisodeRecord


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


@dataclass(frozen=True)
class Scores:
    """The scores of a setting's episodes: accuracy with its Wilson interval, and mean rounds.

    Attributes:
        n: Scored episodes: finished, agent errors included (as wrong answers).
        correct: Scored episodes answered correctly.
        errors: Errored episodes (infrastructure failures, not scored).
        agent_errors: Scored episodes that ended in the model's own failure.
        rounds: Rounds of the episodes that ended (agent errors left out), all together.
        ended: Episodes that ended: a final answer or the round budget.
    """

    n: int
    correct: int
    errors: int
    agent_errors: int
    rounds: int
    ended: int

    @property
    def accuracy(self) -> float | None:
        """``correct / n``; None without scored episodes."""
        return self.correct / self.n if self.n else None

    @property
    def ci(self) -> tuple[float, float]:
        """The Wilson 95% interval of the accuracy, as fractions."""
        return wilson(self.correct, self.n)

    @property
    def mean_rounds(self) -> float | None:
        """Mean rounds of the episodes that ended; None when none did."""
        return self.rounds / self.ended if self.ended else None


def scores(records: Iterable[EpisodeRecord]) -> Scores:
    """The scores of episode records, the latest record of each episode (``records.latest``)."""
    records = list(records)
    scored = [r for r in records if r.error is None]
    ended = [r for r in scored if r.agent_error is None]
    return Scores(
        n=len(scored),
        correct=sum(r.correct for r in scored),
        errors=len(records) - len(scored),
        agent_errors=len(scored) - len(ended),
        rounds=sum(r.rounds for r in ended),
        ended=len(ended),
    )
