"""Wrong note, in a conversation: the owner of the record a shared note misstates answers
truthfully; the fault shows (the conflict is in the agent's hands) when the owner states it."""

from __future__ import annotations

from uncoenv.envs.faults.base import Bend, FaultPart
from uncoenv.tasks.faults import WrongNoteFault


class WrongNotePart(FaultPart[WrongNoteFault]):
    """Shown and recovered at once: the owner's reply states the true value beside the note."""

    kind = "wrong_note"

    def bend(self, bend: Bend) -> None:
        if self.active and bend.covers(self.fault.candidate, self.fault.fact):
            self.shown, self.active = True, False
