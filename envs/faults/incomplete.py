"""Incomplete, in a conversation: the first reply covering the value gives an interval."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from uncoenv.envs.faults.base import Bend, FaultPart, Twist
from uncoenv.tasks.faults import IncompleteFault

if TYPE_CHECKING:
    from uncoenv.envs.requests import Request, Turn


def message_reading(request: Request, fault: IncompleteFault) -> dict[str, bool]:
    """Whether a request covers an incomplete fault's candidate and fact, and whether it asks
    for their exact value or to look again (the rule by which the colleague hedges, then gives
    the value)."""
    covered = (
        request.relevant and fault.candidate in request.candidates and fault.fact in request.facts
    )
    return {"covered": covered, "targeted": covered and (request.exact or request.again)}


class IncompletePart(FaultPart[IncompleteFault]):
    """A later message asking for the exact value of the candidate's fact gets it."""

    kind = "incomplete"

    def corrected_by(self, request: Request) -> bool:
        return message_reading(request, self.fault)["targeted"]

    def bend(self, bend: Bend) -> None:
        fault = self.fault
        if not self.active or not bend.covers(fault.candidate, fault.fact):
            return
        self.shown = True
        bend.twist = Twist(fault.candidate, fault.fact, fault.interval)

    def standing(self, candidate: str, fact_id: str) -> Twist | None:
        fault = self.fault
        if self.active and (fault.candidate, fault.fact) == (candidate, fact_id):
            return Twist(fault.candidate, fault.fact, fault.interval)
        return None

    def entry(self, history: list[Turn]) -> dict[str, Any]:
        # For behaviour reports: each message the colleague read, in order, as it read it.
        messages = [message_reading(turn.request, self.fault) for turn in history]
        return {**super().entry(history), "messages": messages}
