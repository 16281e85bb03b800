"""Misleading, in a conversation: the first reply covering the value states it wrong, in a
true reply's words; any later message covering it gets the records' value (the colleague
rechecks), stated plainly even when the message is a yes-or-no question."""

from __future__ import annotations

from uncoenv.envs.faults.base import Bend, FaultPart, Twist
from uncoenv.tasks.faults import MisleadingFault


def covers(bend: Bend, candidate: str, fact_id: str) -> bool:
    """Whether what a reply states includes the candidate's value of the fact."""
    return candidate in bend.candidates and fact_id in bend.fact_ids


class MisleadingPart(FaultPart[MisleadingFault]):
    """Once it has misled, the next reply covering the value corrects it (and is a follow-up
    that did what recovery takes)."""

    kind = "misleading"

    def bend(self, bend: Bend) -> None:
        fault = self.fault
        if not covers(bend, fault.candidate, fault.fact):
            return
        if not self.shown:
            self.shown = True
            bend.twist = Twist(fault.candidate, fault.fact, misstated=True, value=fault.value)
        elif self.active:  # asked again: it rechecks its records and says what they hold
            self.active = False
            self.targeted += 1
            bend.plain = True

    def standing(self, candidate: str, fact_id: str) -> Twist | None:
        fault = self.fault
        if self.shown and self.active and (fault.candidate, fault.fact) == (candidate, fact_id):
            return Twist(fault.candidate, fault.fact, misstated=True, value=fault.value)
        return None
