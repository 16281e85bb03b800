"""Missed: the role does not answer the first request."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from uncoenv.tasks import logic
from uncoenv.tasks.faults.base import FaultKind, FaultModel, Pair

if TYPE_CHECKING:
    from uncoenv.tasks.models import Task


class MissedFault(FaultModel):
    """The role does not answer the first request."""

    kind: Literal["missed"] = "missed"
    role: str


class Missed(FaultKind[MissedFault]):
    name = "missed"
    model = MissedFault
    summary = "no answer to your first message"
    pathway = "contacts"

    def unknowns(self, task: Task, fault: MissedFault) -> logic.Unknowns:
        # The role's decision-relevant facts, over their domains.
        return logic.hide(task, logic.relevant_facts(task, fault.role))

    def problems(self, decision: logic.Decision, fault: MissedFault) -> list[str]:
        if decision.determined_without(logic.relevant_facts(decision.task, fault.role)):
            return [f"without role {fault.role!r} the answer is still determined"]
        return []

    def touched(self, task: Task, fault: MissedFault, relevant: list[Pair]) -> set[Pair]:
        return {(c, f) for c, f in relevant if task.fact(f).role == fault.role}

    def defect(self, task: Task, fault: MissedFault) -> str:
        return "it did not answer your message"

    def remedy(self, task: Task, fault: MissedFault, title: str) -> str:
        return f"Message the {title} again"
