"""Messages between seats: the team's two actions, and how a round's team messages read.

A seat messages its team in place of a query:

    {"action": "post", "message": "..."}                 the team channel: every other seat
    {"action": "dm", "to": "<seat>", "message": "..."}   one teammate

``read_message`` validates one against its model (``uncoenv.action_schema.Post``, ``Direct``;
anything else is left to ``uncoenv.envs.actions.read_action``);
``messages_text`` writes the messages a seat receives in a round. Each message's lines are
indented, so no line of a message can pass for a header of the observation (a relayed reply's
``[role] Title:`` line, say), and ``split_messages`` reads them back exactly.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import TypeAdapter, ValidationError

from uncoenv.action_schema import TEAM_ACTION_NAMES, Direct, Post, TeamAction
from uncoenv.envs.actions import MAX_MESSAGE, ActionError, invalid
from uncoenv.envs.text import sanitize

__all__ = ["TEAM_ACTION_NAMES", "TeamMessage", "messages_text", "read_message", "split_messages"]

_TEAM_ACTION: TypeAdapter[Post | Direct] = TypeAdapter(TeamAction)
HEADING = "team messages:"
"""Ends the first line of a round's team messages ("Round 3 team messages:")."""
INDENT = "  "
_HEADER = re.compile(r"^<(seat_\d+)> (to the team|to you|votes):\n", flags=re.MULTILINE)


@dataclass(frozen=True)
class TeamMessage:
    """One message from a seat: to the team channel (``to`` None) or to one teammate; a vote
    shown on the channel is one too (``vote``)."""

    sender: str
    text: str
    to: str | None = None
    vote: bool = False

    def reaches(self, seat: str) -> bool:
        """Whether ``seat`` receives it."""
        return seat != self.sender and (self.to is None or self.to == seat)

    def data(self) -> dict[str, Any]:
        """As an action's JSON data (``info["action"]``)."""
        if self.to is None:
            return {"action": "post", "message": self.text}
        return {"action": "dm", "to": self.to, "message": self.text}


def read_message(
    data: dict[str, Any], sender: str, seats: Sequence[str], channel: bool
) -> TeamMessage:
    """The post or direct message in ``data`` (an action whose "action" is in
    ``TEAM_ACTION_NAMES``), validated.

    Raises:
        ActionError: naming what is wrong: no channel, an unknown or own seat, an empty or too
            long message, a missing or unknown field.
    """
    kind = data["action"]
    if not channel:
        raise ActionError(f"this team has no channel: a seat cannot {kind} (query or wait)")
    try:
        action = _TEAM_ACTION.validate_python(data)
    except ValidationError as error:
        raise invalid(kind, error) from None
    if not action.message.strip():
        raise ActionError(f"invalid {kind} action: the message is empty")
    if len(action.message) > MAX_MESSAGE:
        raise ActionError(
            f"invalid {kind} action: the message is too long ({len(action.message):,} "
            f"characters; the limit is {MAX_MESSAGE:,})"
        )
    to = None
    if isinstance(action, Direct):
        to = action.to.strip().lower()
        others = [seat for seat in seats if seat != sender]
        if to not in others:
            raise ActionError(
                f"invalid dm action: 'to' must be one of your teammates ({', '.join(others)}), "
                f"got {action.to!r}"
            )
    return TeamMessage(sender, sanitize(action.message.strip()), to)


def vote_text(answer: dict[str, Any]) -> str:
    """A standing vote as the channel shows it."""
    if answer["candidate"] is None:
        return f'"{answer["conclusion"]}"'
    number = answer["numeric_result"]
    return f'"{answer["conclusion"]}", {answer["candidate"]}, {number}'


def messages_text(round_number: int, messages: Sequence[TeamMessage], seat: str) -> str:
    """The team messages ``seat`` receives this round (empty text when there are none)."""
    received = [m for m in messages if m.reaches(seat)]
    if not received:
        return ""
    blocks = []
    for message in received:
        how = "votes" if message.vote else "to the team" if message.to is None else "to you"
        body = "\n".join(INDENT + line for line in message.text.splitlines())
        blocks.append(f"<{message.sender}> {how}:\n{body}")
    return f"Round {round_number} {HEADING}\n\n" + "\n\n".join(blocks)


def split_messages(observation: str) -> tuple[list[TeamMessage], str]:
    """A seat's observation read back: the team messages it received this round (recipients
    as seen from the reader: ``to`` is "you" for a direct message) and the rest of the
    observation (the replies, as the single-agent environment writes them)."""
    first, _, rest = observation.partition("\n")
    if not first.endswith(" " + HEADING):
        return [], observation
    body, _, after = ("\n" + rest).partition("\n\nRound ")
    after = "Round " + after if after else ""
    pieces = _HEADER.split(body.strip("\n") + "\n")
    found = []
    for i in range(1, len(pieces) - 2, 3):
        sender, how, text = pieces[i], pieces[i + 1], pieces[i + 2]
        lines = [line.removeprefix(INDENT) for line in text.strip("\n").splitlines()]
        to = "you" if how == "to you" else None
        found.append(TeamMessage(sender, "\n".join(lines), to, vote=how == "votes"))
    return found, after
