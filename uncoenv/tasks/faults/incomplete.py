"""Incomplete: the first reply that covers one candidate's fact gives only an interval."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from uncoenv.tasks import logic
from uncoenv.tasks.faults.base import FaultKind, FaultModel, Pair
from uncoenv.tasks.frozen import Value

if TYPE_CHECKING:
    from uncoenv.tasks.models import Task


class IncompleteFault(FaultModel):
    """The role's first reply gives only an interval for one candidate's value of ``fact``.

    ``interval`` is ``[lo, hi]``; either end may be None for a one-sided bound ("at least 5
    years"); ``interval`` None means the reply omits the value altogether.
    """

    kind: Literal["incomplete"] = "incomplete"
    role: str
    fact: str
    candidate: str
    interval: tuple[int | float | None, int | float | None] | None


class Incomplete(FaultKind[IncompleteFault]):
    name = "incomplete"
    model = IncompleteFault
    summary = "a range, a bound or no value instead of the exact one"
    pathway = "follow_ups"

    def unknowns(self, task: Task, fault: IncompleteFault) -> logic.Unknowns:
        # The candidate's value, anywhere in the interval (or the domain, when omitted).
        interval = fault.interval
        domain = task.fact(fault.fact).domain
        possible = [v for v in domain if interval is None or logic.within(v, interval)]
        return {(fault.fact, fault.candidate): possible}

    def problems(self, decision: logic.Decision, fault: IncompleteFault) -> list[str]:
        task = decision.task
        fact = task.fact(fault.fact)
        if fact.id not in logic.relevant_facts(task, fault.role):
            return [f"incomplete fact {fact.id!r} is not decision-relevant"]
        if fault.interval is not None:
            if fact.kind != "number":
                return [f"an interval needs a number fact; {fact.id!r} is {fact.kind}"]
            if fault.interval == (None, None):
                return ["interval [null, null] says nothing; use interval null to omit the value"]
            true_value = fact.values[fault.candidate]
            if not logic.within(true_value, fault.interval):
                return [f"interval {list(fault.interval)} is untruthful: the value is {true_value}"]
        if decision.determined(self.unknowns(task, fault)):
            return [f"the reply on {fact.id!r} for {fault.candidate!r} still determines the answer"]
        return []

    def touched(self, task: Task, fault: IncompleteFault, relevant: list[Pair]) -> set[Pair]:
        return {(fault.candidate, fault.fact)}

    def false_values(self, task: Task, fault: IncompleteFault) -> list[tuple[str, str, Value]]:
        if fault.interval is None:
            return []
        true_value = task.fact(fault.fact).values[fault.candidate]
        return [
            (fault.candidate, fault.fact, bound)
            for bound in dict.fromkeys(fault.interval)
            if bound is not None and bound != true_value
        ]

    def defect(self, task: Task, fault: IncompleteFault) -> str:
        label, candidate = task.fact(fault.fact).label, fault.candidate
        if fault.interval is None:
            return f"it left out the {label} of {candidate}"
        return f"it gave the {label} of {candidate} only as a range or bound, not an exact value"

    def remedy(self, task: Task, fault: IncompleteFault, title: str) -> str:
        fact = task.fact(fault.fact)
        if fact.kind == "number":
            return f"Ask the {title} for the exact {fact.label} of {fault.candidate}"
        return f"Ask the {title} for the {fact.label} of {fault.candidate}, exactly as recorded"
