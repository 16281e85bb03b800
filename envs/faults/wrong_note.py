"""Wrong note, in a conversation: the owner of the record a shared note misstates answers
truthfully; the fault shows (the conflict is in the agent's hands) when the owner states it."""

from __future__ import annotations

from uncoenv.envs.faults.base import Bend, FaultPart
from uncoenv.tasks.faults import WrongNoteFault


class WrongNotePart(FaultPart[WrongNoteFault]):
    """Shown and recovered at once: the owner's reply states the true value beside the note.
    A later message to the owner covering the value is a targeted follow-up (a recheck)."""

    kind = "wrong_note"

    def bend(self, bend: Bend) -> None:
        if not bend.covers(self.fault.candidate, self.fault.fact):
            return
        if self.shown:
            self.targeted += 1
        self.shown, self.active = True, False
