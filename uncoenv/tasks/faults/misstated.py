"""What the two misstating kinds share (seed 001's misleading information): one candidate's
value of one fact stated wrong, plainly, in the words a truthful account uses.

``misleading`` puts the wrong value in a colleague's reply; ``wrong_note`` in a shared note of
the brief. Either way the task's shared notes hold the pair (true, or the wrong one), so the
conflict between the note and the colleague's reply is what shows that one account is wrong;
asked again, a colleague rechecks its records (a misleading one corrects itself, a truthful one
stands by its value), so the conflict can be settled through the interface.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from uncoenv.tasks import logic
from uncoenv.tasks.faults.base import FaultKind, FaultModel, Pair
from uncoenv.tasks.frozen import Value

if TYPE_CHECKING:
    from uncoenv.tasks.models import Task


class MisstatedFault(FaultModel):
    """One candidate's value of ``fact`` stated as ``value`` (the records hold another)."""

    role: str
    fact: str
    candidate: str
    value: Value


M = TypeVar("M", bound=MisstatedFault)


def changes_answer(decision: logic.Decision, misstated: dict[Pair, Value]) -> bool:
    """Whether a reader who believes these values ((candidate, fact id) -> value) would reach
    another answer than the gold one, or none (two candidates eligible)."""
    read = decision.outcomes({(f, c): [v] for (c, f), v in misstated.items()})
    return read.ambiguous or read.possible != decision.outcomes().possible


class MisstatingKind(FaultKind[M]):
    """The behaviour both misstating kinds share; each names where the wrong value appears."""

    def unknowns(self, task: Task, fault: M) -> logic.Unknowns:
        return {(fault.fact, fault.candidate): [fault.value]}

    def problems(self, decision: logic.Decision, fault: M) -> list[str]:
        task = decision.task
        fact = task.fact(fault.fact)
        pair = (fault.candidate, fault.fact)
        if fact.id not in logic.relevant_facts(task, fault.role):
            return [f"{self.name} fact {fact.id!r} is not decision-relevant"]
        if not any(logic.equal_values(v, fault.value) for v in fact.domain):
            return [f"{self.name} value {fault.value!r} is outside {fact.id!r}'s domain"]
        if logic.equal_values(fact.values[fault.candidate], fault.value):
            return [f"{self.name} value {fault.value!r} is the record's own value"]
        if not any((n.candidate, n.fact) == pair for n in task.notes):
            return [f"no shared note holds {pair}, so nothing shows the conflict"]
        if not changes_answer(decision, {pair: fault.value}):
            return [f"believing {fault.value!r} for {pair} does not change the answer"]
        return []

    def touched(self, task: Task, fault: M, relevant: list[Pair]) -> set[Pair]:
        return {(fault.candidate, fault.fact)}

    def false_values(self, task: Task, fault: M) -> list[tuple[str, str, Value]]:
        return [(fault.candidate, fault.fact, fault.value)]
