"""Missed, in a conversation: the first message gets no reply; later ones are answered."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from uncoenv.envs.faults.base import FaultPart
from uncoenv.tasks.faults import MissedFault

if TYPE_CHECKING:
    from uncoenv.envs.requests import Request


@dataclass
class MissedPart(FaultPart[MissedFault]):
    """Waiting never brings the missing reply, unless ``reply_after`` rounds are given: then it
    arrives that many rounds after the first message. Any later message recovers (it is
    answered); one that asks for the colleague's records counts as targeted."""

    kind = "missed"
    due: list[tuple[int, str]] = field(default_factory=list)  # (round, unanswered message)

    def silences(self, messages: int, message: str, round_number: int) -> bool:
        if messages != 1:
            return False
        self.shown = True
        if self.setup.reply_after is not None:
            self.due.append((round_number + self.setup.reply_after, message))
        return True

    def late(self, round_number: int) -> list[str]:
        ready = [message for due, message in self.due if due <= round_number]
        self.due = [(due, message) for due, message in self.due if due > round_number]
        return ready

    def answered(self, request: Request) -> None:
        self.active = False
        if request.relevant:
            self.targeted += 1
