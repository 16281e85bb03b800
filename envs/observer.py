"""What the main agent reads: the task brief, then each round's replies.

Built from the task and the episode's state only; never from the answer or the fault plan. The
brief itself (``brief``, ``ACTION_FORMAT``) is ``uncoenv.tasks.render``'s, re-exported here.
"""

from __future__ import annotations

from collections.abc import Sequence

# The brief is rendered in the tasks layer, where the task checks can measure it.
from uncoenv.tasks.render import ACTION_FORMAT, brief

__all__ = ["ACTION_FORMAT", "brief", "round_text"]


def round_text(
    round_number: int,
    replies: Sequence[tuple[str, str, str]],
    error: str | None = None,
    rounds_left: int | None = None,
    refused: Sequence[str] = (),
    notes: Sequence[str] = (),
) -> str:
    """One round's observation: the replies (role id, title, text), or the action's error.

    ``refused`` names the parts of a query that were not sent (one problem each); they come
    first, so that no reply block runs into them. ``notes`` (an intervention arm's) come last.
    """
    text = _replies(round_number, replies, error, rounds_left, refused)
    return "\n\n".join([text, *notes])


def _replies(
    round_number: int,
    replies: Sequence[tuple[str, str, str]],
    error: str | None,
    rounds_left: int | None,
    refused: Sequence[str],
) -> str:
    if error is not None:
        left = "" if rounds_left is None else f" {rounds_left} rounds left."
        return f"Round {round_number}: invalid action: {error}. The round is used up.{left}"
    head = ""
    if refused:
        listed = "".join(f"- {problem}\n" for problem in refused)
        sent = "The rest of the query was sent."
        head = f"Round {round_number}: not sent (invalid):\n{listed}{sent}\n\n"
    if not replies:
        return f"{head}Round {round_number}: no replies."
    blocks = [f"[{role}] {title}:\n{text}" for role, title, text in replies]
    return f"{head}Round {round_number} replies:\n\n" + "\n\n".join(blocks)
