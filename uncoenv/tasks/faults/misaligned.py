"""Misaligned: the first reply that covers the fact reports it in another context."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from uncoenv.tasks import logic
from uncoenv.tasks.faults.base import FaultKind, FaultModel, Pair
from uncoenv.tasks.frozen import Value

if TYPE_CHECKING:
    from uncoenv.tasks.models import Task


class MisalignedFault(FaultModel):
    """The role's first reply reports ``reported_fact`` (another context) in place of ``fact``."""

    kind: Literal["misaligned"] = "misaligned"
    role: str
    fact: str
    reported_fact: str


class Misaligned(FaultKind[MisalignedFault]):
    name = "misaligned"
    model = MisalignedFault
    summary = "an answer for another context than the condition's"

    def unknowns(self, task: Task, fault: MisalignedFault) -> logic.Unknowns:
        # Nothing unknown, but the required fact reads as the reported context's values.
        reported = task.fact(fault.reported_fact)
        return {(fault.fact, c): [reported.values[c]] for c in task.candidates}

    def problems(self, decision: logic.Decision, fault: MisalignedFault) -> list[str]:
        task = decision.task
        fact, reported = task.fact(fault.fact), task.fact(fault.reported_fact)
        if fact.id not in logic.relevant_facts(task, fault.role):
            return [f"misaligned fact {fact.id!r} is not decision-relevant"]
        if fact.context is None or reported.context is None or fact.context == reported.context:
            return [f"reported fact {reported.id!r} must be {fact.id!r} in another context"]
        if (fact.label, fact.kind, fact.unit) != (reported.label, reported.kind, reported.unit):
            return [f"reported fact {reported.id!r} must be the same fact as {fact.id!r}"]
        outside = sorted({str(v) for v in reported.values.values() if v not in fact.domain})
        if outside:  # the misread value stands in the required fact's place: it must fit
            return [
                f"reported fact {reported.id!r} has values {outside} outside {fact.id!r}'s domain"
            ]
        misread = decision.outcomes(self.unknowns(task, fault))
        if misread.possible == decision.outcomes().possible and not misread.ambiguous:
            return [
                f"reporting {reported.context!r} for {fact.context!r} does not change the answer"
            ]
        return []

    def touched(self, task: Task, fault: MisalignedFault, relevant: list[Pair]) -> set[Pair]:
        return {(c, fault.fact) for c in task.candidates}

    def false_values(self, task: Task, fault: MisalignedFault) -> list[tuple[str, str, Value]]:
        shown, true = task.fact(fault.reported_fact).values, task.fact(fault.fact).values
        return [(c, fault.fact, shown[c]) for c in task.candidates if shown[c] != true[c]]

    def defect(self, task: Task, fault: MisalignedFault) -> str:
        label = task.fact(fault.fact).label
        return f"its account of the {label} is for another context than the one the task requires"

    def remedy(self, task: Task, fault: MisalignedFault, title: str) -> str:
        fact = task.fact(fault.fact)
        return f"Ask the {title} for the {fact.label} in the {fact.context}"
