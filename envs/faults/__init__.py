"""The colleague's half of each fault kind, by kind name (``uncoenv.tasks.faults`` holds the
tasks' half, and the registry of kinds and settings)."""

from __future__ import annotations

from typing import Any

from uncoenv.envs.faults.base import Bend, FaultPart, Setup, Twist
from uncoenv.envs.faults.incomplete import IncompletePart, message_reading
from uncoenv.envs.faults.misaligned import MisalignedPart
from uncoenv.envs.faults.misleading import MisleadingPart
from uncoenv.envs.faults.missed import MissedPart
from uncoenv.envs.faults.wrong_note import WrongNotePart
from uncoenv.tasks.faults import KIND_NAMES, FaultModel

PARTS: dict[str, type[FaultPart[Any]]] = {
    part.kind: part
    for part in (MisalignedPart, IncompletePart, MissedPart, MisleadingPart, WrongNotePart)
}
"""The part class of every fault kind."""
if tuple(PARTS) != KIND_NAMES:  # a kind registered without its colleague's half
    raise ImportError(f"fault kinds {KIND_NAMES} need colleague parts; have {tuple(PARTS)}")


def parts(faults: list[FaultModel], setup: Setup) -> list[FaultPart[Any]]:
    """A fresh part for each fault, in the plan's order."""
    return [PARTS[fault.kind](fault, setup) for fault in faults]


__all__ = ["PARTS", "Bend", "FaultPart", "Setup", "Twist", "message_reading", "parts"]
