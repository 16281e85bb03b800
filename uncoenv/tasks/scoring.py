"""The one scorer: joint correctness of the decision and the number."""

from __future__ import annotations

from dataclasses import dataclass

from uncoenv.tasks.logic import round_half_even, to_decimal
from uncoenv.tasks.models import Task


@dataclass(frozen=True)
class Score:
    """How a final answer compares with the gold answer.

    Attributes:
        correct_decision: The conclusion label and the candidate (or none) match.
        correct_numeric: The numeric result matches at the task's precision (both null for a
            negative answer).
    """

    correct_decision: bool
    correct_numeric: bool

    @property
    def correct(self) -> bool:
        """Joint correctness: the reward is 1.0 exactly when this holds."""
        return self.correct_decision and self.correct_numeric


def score(
    task: Task, conclusion: str, candidate: str | None, numeric_result: float | None
) -> Score:
    """Compare a final answer with the task's gold answer.

    Labels and names compare without regard to case or surrounding spaces; the number is
    rounded half to even at the task's precision before it is compared.
    """
    gold = task.answer
    decision = _same(conclusion, gold.conclusion) and (
        _same(candidate, gold.candidate) if gold.candidate else candidate is None
    )
    if gold.numeric_result is None or numeric_result is None:
        numeric = gold.numeric_result is None and numeric_result is None
    else:
        given = round_half_even(to_decimal(numeric_result), task.rule.precision)
        numeric = given == to_decimal(gold.numeric_result)
    return Score(correct_decision=decision, correct_numeric=numeric)


def _same(a: str | None, b: str | None) -> bool:
    return a is not None and b is not None and a.strip().casefold() == b.strip().casefold()
