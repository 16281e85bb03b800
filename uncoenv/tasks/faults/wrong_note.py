"""Wrong note: a shared note in the brief misstates one value; its owner's records hold the
true one (seed 001's unreliable shared information)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from uncoenv.tasks.faults.misstated import MisstatedFault, MisstatingKind

if TYPE_CHECKING:
    from uncoenv.tasks.models import Task


class WrongNoteFault(MisstatedFault):
    """The shared note on the candidate's ``fact`` says ``value``; ``role`` owns the record."""

    kind: Literal["wrong_note"] = "wrong_note"


class WrongNote(MisstatingKind[WrongNoteFault]):
    name = "wrong_note"
    model = WrongNoteFault
    summary = "a shared note that its owner's records contradict (name the owner's role)"

    def defect(self, task: Task, fault: WrongNoteFault) -> str:
        label = task.fact(fault.fact).label
        return f"the shared note on the {label} of {fault.candidate} contradicts its records"

    def remedy(self, task: Task, fault: WrongNoteFault, title: str) -> str:
        label = task.fact(fault.fact).label
        return f"Take the {title}'s {label} of {fault.candidate}, not the shared note's"
