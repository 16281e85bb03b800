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
from uncoenv.tasks.faults.misleading import Misleading, MisleadingFault
from uncoenv.tasks.faults.missed import Missed, MissedFault
from uncoenv.tasks.faults.misstated import MisstatedFault
from uncoenv.tasks.faults.wrong_note import WrongNote, WrongNoteFault

KINDS: dict[str, FaultKind[Any]] = {
    kind.name: kind for kind in (Misaligned(), Incomplete(), Missed(), Misleading(), WrongNote())
}
"""Every fault kind by name, in the order diagnoses and reports list them."""
KIND_NAMES: tuple[str, ...] = tuple(KINDS)

# The union a task's fault plan stores, told apart by ``kind`` (built from the registry, so a
# new kind's model joins it without an edit here).
Fault = Annotated[Union[tuple(k.model for k in KINDS.values())], Field(discriminator="kind")]  # type: ignore[valid-type]  # noqa: UP007


MISLEADING_ROLES = 2
"""Misleading colleagues a task's plans hold (``misleading_roles=k`` plays the first k)."""


@dataclass(frozen=True)
class SettingPlan:
    """A setting: its name and the kinds of fault its plan holds.

    Attributes:
        name: The setting's name ("mixed").
        kinds: The kinds of its plan's faults, sorted (Mixed: incomplete, misaligned, missed;
            Misleading: misleading twice, of which ``misleading_roles`` are played).
        notes: Whether its brief shows the task's shared notes.
    """

    name: str
    kinds: tuple[str, ...]
    notes: bool = False

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
        SettingPlan("reliable_notes", (), notes=True),
        SettingPlan("misleading", ("misleading",) * MISLEADING_ROLES, notes=True),
        SettingPlan("shared_notes", ("wrong_note",), notes=True),
        SettingPlan(
            "misleading_both", ("misleading",) * MISLEADING_ROLES + ("wrong_note",), notes=True
        ),
    )
}
"""Every setting by name: UnCoBench's five, then seed 001's three (OffQuery)."""

SETTINGS: tuple[str, ...] = tuple(SETTING_PLANS)
UNCOBENCH: tuple[str, ...] = SETTINGS[:5]
"""The paper's five settings, which every task's plan holds (the notes settings need a task
with shared notes: benchmark v4 on)."""
NOTE_SETTINGS: tuple[str, ...] = tuple(s for s, plan in SETTING_PLANS.items() if plan.notes)


def kind_of(fault: FaultModel) -> FaultKind[Any]:
    """The kind a fault is of."""
    return KINDS[fault.kind]


def in_play(faults: list[Fault], misleading_roles: int = 1) -> list[Fault]:
    """The faults of a plan an episode plays: all but the misleading ones past the first
    ``misleading_roles``."""
    kept, misleading = [], 0
    for fault in faults:
        if fault.kind == "misleading":
            misleading += 1
            if misleading > misleading_roles:
                continue
        kept.append(fault)
    return kept


__all__ = [
    "KINDS",
    "KIND_NAMES",
    "MISLEADING_ROLES",
    "NOTE_SETTINGS",
    "SETTINGS",
    "SETTING_PLANS",
    "UNCOBENCH",
    "Fault",
    "FaultKind",
    "FaultModel",
    "IncompleteFault",
    "MisalignedFault",
    "MisleadingFault",
    "MissedFault",
    "MisstatedFault",
    "Pair",
    "SettingPlan",
    "WrongNoteFault",
    "in_play",
    "kind_of",
]
