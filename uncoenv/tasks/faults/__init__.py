"""The registry of fault kinds and of the settings built from them.

A kind is one module here (its model and its tasks-side behaviour, ``FaultKind``) plus its
colleague-side half in ``uncoenv.envs.faults``. Everything that lists kinds or settings (the
``Fault`` union a task stores, the settings and their env ids, the checks' table of which kinds a
setting's plan holds, the diagnosis literal and tool enums) is derived from ``KINDS`` and
``SETTING_PLANS``: adding a kind touches its own files and these two tables.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any, Union

from pydantic import Field

from uncoenv.tasks.faults.base import FaultKind, FaultModel, Pair
from uncoenv.tasks.faults.incomplete import Incomplete, IncompleteFault
from uncoenv.tasks.faults.misaligned import Misaligned, MisalignedFault
from uncoenv.tasks.faults.missed import Missed, MissedFault

KINDS: dict[str, FaultKind[Any]] = {
    kind.name: kind for kind in (Misaligned(), Incomplete(), Missed())
}
"""Every fault kind by name, in the order diagnoses and reports list them."""
KIND_NAMES: tuple[str, ...] = tuple(KINDS)

# The union a task's fault plan stores, told apart by ``kind`` (built from the registry, so a
# new kind's model joins it without an edit here).
Fault = Annotated[Union[tuple(k.model for k in KINDS.values())], Field(discriminator="kind")]  # type: ignore[valid-type]  # noqa: UP007


@dataclass(frozen=True)
class SettingPlan:
    """A setting: its name and the kinds of fault its plan holds (one fault of each).

    Attributes:
        name: The setting's name ("mixed").
        kinds: The kinds of its faults, sorted (Mixed: incomplete, misaligned, missed).
    """

    name: str
    kinds: tuple[str, ...]

    @property
    def env_id(self) -> str:
        """The Gymnasium id ("UnCo-Mixed-v0")."""
        return f"UnCo-{''.join(part.capitalize() for part in self.name.split('_'))}-v0"


SETTING_PLANS: dict[str, SettingPlan] = {
    plan.name: plan
    for plan in (
        SettingPlan("reliable", ()),
        SettingPlan("misaligned", ("misaligned",)),
        SettingPlan("incomplete", ("incomplete",)),
        SettingPlan("missed", ("missed",)),
        SettingPlan("mixed", ("incomplete", "misaligned", "missed")),
    )
}
"""Every setting by name, the paper's five first."""
SETTINGS: tuple[str, ...] = tuple(SETTING_PLANS)


def kind_of(fault: FaultModel) -> FaultKind[Any]:
    """The kind a fault is of."""
    return KINDS[fault.kind]


__all__ = [
    "KINDS",
    "KIND_NAMES",
    "SETTINGS",
    "SETTING_PLANS",
    "Fault",
    "FaultKind",
    "FaultModel",
    "IncompleteFault",
    "MisalignedFault",
    "MissedFault",
    "Pair",
    "SettingPlan",
    "kind_of",
]
