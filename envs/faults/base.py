"""What a fault kind does to a colleague's conversation: the colleague's half of a kind.

One ``FaultPart`` per fault and conversation (a conversation is one asker with one colleague):
it may silence a message, bend the reply (the facts stated, a hedged value), take a correction
from a follow-up, and say when its faulty account was shown and recovered from. The tasks'
half of the kind (its model, checks and notes) is in ``uncoenv.tasks.faults``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

from uncoenv.tasks.faults import FaultModel
from uncoenv.tasks.frozen import Value

if TYPE_CHECKING:
    from uncoenv.envs.colleagues import Records
    from uncoenv.envs.requests import Request, Turn


@dataclass(frozen=True)
class Twist:
    """One candidate's value of one fact as a faulty reply gives it: hedged (an interval, or
    withheld) or misstated (another value, in a true reply's words).

    Attributes:
        candidate: Whose value.
        fact: The fact id.
        interval: A hedged value's bounds (None: withheld; either end None: open).
        misstated: The reply states ``value`` instead of the record's.
        value: The misstated value.
    """

    candidate: str
    fact: str
    interval: tuple[Value | None, Value | None] | None = None
    misstated: bool = False
    value: Value | None = None


@dataclass
class Bend:
    """What a reply is to state, as the faults bend it.

    Attributes:
        candidates: The candidates the reply covers.
        fact_ids: The facts it states (a misaligned fact's other context in its place).
        twist: The one value it gives otherwise than the records (hedged or misstated), if any.
        plain: It states the records asked for even when the message is a yes-or-no question
            (a colleague that rechecks its records restates them).
        withdrawn: A misstatement the reply takes back (a colleague that rechecks says what it
            had misread).
    """

    candidates: tuple[str, ...]
    fact_ids: tuple[str, ...]
    twist: Twist | None = None
    plain: bool = False
    withdrawn: Twist | None = None

    def covers(self, candidate: str, fact_id: str) -> bool:
        """Whether the reply states the candidate's value of the fact."""
        return candidate in self.candidates and fact_id in self.fact_ids


@dataclass(frozen=True)
class Setup:
    """What a part may need of its colleague and its episode.

    Attributes:
        records: The colleague's records.
        reply_after: Rounds after which an unanswered first message is answered anyway
            (None: never).
    """

    records: Records
    reply_after: int | None = None


F = TypeVar("F", bound=FaultModel)


@dataclass
class FaultPart(Generic[F]):
    """One fault in one conversation, and the state of its recovery.

    Attributes:
        fault: The fault, as the task's plan holds it.
        setup: What the part may use of its colleague.
        shown: Its faulty account was given (or, Missed: the first message went unanswered).
        active: It still bends replies (False once the agent recovered from it).
        follow_ups: Messages received after it showed.
        targeted: Follow-ups that did what recovery takes.
    """

    kind: ClassVar[str]
    fault: F
    setup: Setup
    shown: bool = False
    active: bool = True
    follow_ups: int = 0
    targeted: int = 0

    @property
    def recovered(self) -> bool:
        """Whether the agent recovered from it: it showed, and no longer bends replies."""
        return self.shown and not self.active

    def silences(self, messages: int, message: str, round_number: int) -> bool:
        """Whether the colleague leaves this message (its ``messages``-th) unanswered."""
        return False

    def correct(self, request: Request) -> None:
        """Take a follow-up's correction (before the reply is bent)."""
        if self.active and self.shown and self.corrected_by(request):
            self.recover()

    def corrected_by(self, request: Request) -> bool:
        """Whether a follow-up, as read, does what recovery from this fault takes."""
        return False

    def recover(self) -> None:
        """The agent recovered: the fault bends no more replies (a targeted follow-up)."""
        self.active = False
        self.targeted += 1

    def bend(self, bend: Bend) -> None:
        """Bend what the reply states (and note that the faulty account was shown)."""

    def answered(self, request: Request) -> None:
        """Note a message answered (after the reply)."""

    def standing(self, candidate: str, fact_id: str) -> Twist | None:
        """How the colleague's account still gives the candidate's value of the fact, when
        otherwise than its records (a hedge not yet corrected, a misstatement)."""
        return None

    def withdrawn(self, candidate: str, fact_id: str) -> Twist | None:
        """A misstatement of the candidate's value of the fact that the colleague has taken
        back (Misleading, once rechecked)."""
        return None

    def late(self, round_number: int) -> list[str]:
        """The unanswered messages whose late reply is due by this round (each once)."""
        return []

    def entry(self, history: list[Turn]) -> dict[str, Any]:
        """The episode's recovery entry for this fault (``info["recovery"]``)."""
        return {
            "kind": self.kind,
            "role": self.fault.role,
            "shown": self.shown,
            "recovered": self.recovered,
            "follow_ups": self.follow_ups,
            "targeted_follow_ups": self.targeted,
        }
