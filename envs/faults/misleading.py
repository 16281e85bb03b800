"""Misleading, in a conversation: the first reply covering the value states it wrong, in a
true reply's words; any later message covering it gets the records' value (the colleague
rechecks), stated plainly even when the message is a yes-or-no question, with what it had
misread."""

from __future__ import annotations

from uncoenv.envs.faults.base import Bend, FaultPart, Twist
from uncoenv.tasks.faults import MisleadingFault


class MisleadingPart(FaultPart[MisleadingFault]):
    """Once it has misled, the next reply covering the value corrects it (and is a follow-up
    that did what recovery takes)."""

    kind = "misleading"

    def bend(self, bend: Bend) -> None:
        fault = self.fault
        if not bend.covers(fault.candidate, fault.fact):
            return
        if not self.shown:
            self.shown = True
            bend.twist = Twist(fault.candidate, fault.fact, misstated=True, value=fault.value)
        elif self.active:  # asked again: it rechecks its records and says what they hold
            self.recover()
            bend.plain = True
            bend.withdrawn = self._misstatement()

    def standing(self, candidate: str, fact_id: str) -> Twist | None:
        if self.shown and self.active and self._of(candidate, fact_id):
            return self._misstatement()
        return None

    def withdrawn(self, candidate: str, fact_id: str) -> Twist | None:
        return self._misstatement() if self.recovered and self._of(candidate, fact_id) else None

    def _of(self, candidate: str, fact_id: str) -> bool:
        return (self.fault.candidate, self.fault.fact) == (candidate, fact_id)

    def _misstatement(self) -> Twist:
        fault = self.fault
        return Twist(fault.candidate, fault.fact, misstated=True, value=fault.value)
