"""Misaligned, in a conversation: the first reply covering the fact gives the other context."""

from __future__ import annotations

from typing import TYPE_CHECKING

from uncoenv.envs.faults.base import Bend, FaultPart
from uncoenv.tasks.faults import MisalignedFault

if TYPE_CHECKING:
    from uncoenv.envs.requests import Request


class MisalignedPart(FaultPart[MisalignedFault]):
    """A later message that names the required context (or singles it out: "the other
    period") gets it right; one that does not ("are you sure?") gets the same account."""

    kind = "misaligned"

    def corrected_by(self, request: Request) -> bool:
        return self.setup.records.facts[self.fault.fact].context in request.contexts

    def bend(self, bend: Bend) -> None:
        fault = self.fault
        if not self.active or fault.fact not in bend.fact_ids:
            return
        self.shown = True
        swapped = (fault.reported_fact if f == fault.fact else f for f in bend.fact_ids)
        bend.fact_ids = tuple(dict.fromkeys(swapped))
