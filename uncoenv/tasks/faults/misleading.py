"""Misleading: a colleague's first reply covering one value states it wrong, as plainly as a
truthful reply states a right one; asked again, it rechecks and gives its record's value."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from uncoenv.tasks.faults.misstated import MisstatedFault, MisstatingKind

if TYPE_CHECKING:
    from uncoenv.tasks.models import Task


class MisleadingFault(MisstatedFault):
    """The role's first reply covering the candidate's ``fact`` states ``value`` instead."""

    kind: Literal["misleading"] = "misleading"


class Misleading(MisstatingKind[MisleadingFault]):
    name = "misleading"
    model = MisleadingFault
    summary = "a wrong value, stated as plainly as a right one"

    def defect(self, task: Task, fault: MisleadingFault) -> str:
        label = task.fact(fault.fact).label
        return f"its account of the {label} of {fault.candidate} is not what its records hold"

    def remedy(self, task: Task, fault: MisleadingFault, title: str) -> str:
        label = task.fact(fault.fact).label
        return f"Ask the {title} to check the {label} of {fault.candidate} again"
