"""What the main agent is shown: the task brief, then each round's replies, as text for LLMs and
people and as arrays for trained policies, both from the same typed replies (as OpenSpiel's
observers make a game's string and tensor from one state).

Built from the task's public part and the episode's replies only; never from the answer or the
fault plan. The brief's text (``brief``, ``ACTION_FORMAT``) is ``uncoenv.tasks.render``'s,
re-exported here.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from uncoenv.envs import arrays
from uncoenv.envs.evidence import Brief, Evidence, Reply
from uncoenv.envs.memo import per_task
from uncoenv.tasks.models import Note, Task

# The brief is rendered in the tasks layer, where the task checks can measure it.
from uncoenv.tasks.render import ACTION_FORMAT, brief

__all__ = ["ACTION_FORMAT", "Observer", "brief", "round_text"]


class Observer:
    """One episode from the main agent's seat: the brief, the messages it sent and the replies
    it received, kept as typed statements.

    ``tensor()`` is the array observation of ``uncoenv.envs.arrays``; ``round_text`` renders a
    round's replies as text. Both come from the same ``Reply`` objects.

    Args:
        task: The episode's task (only its public part is kept).
        max_rounds: The round budget the brief states.
        notes: The shared notes the brief shows, as it shows them (the notes settings).
    """

    def __init__(self, task: Task, max_rounds: int, notes: tuple[Note, ...] = ()) -> None:
        self.brief = public_brief(task, max_rounds, notes)
        self.evidence = Evidence(self.brief)
        self.round = 0
        self.replies: tuple[Reply, ...] = ()  # the last round's

    def observe(
        self, round_number: int, contacted: Sequence[str], replies: Sequence[Reply]
    ) -> None:
        """Take in a round: the roles its query reached and the replies that came back."""
        self.round, self.replies = round_number, tuple(replies)
        self.evidence.sent(list(contacted), round_number)
        for reply in replies:
            self.evidence.absorb(reply.role, reply.statements)

    def tensor(self, layout: arrays.Layout = arrays.STANDARD) -> np.ndarray:
        """The evidence so far as the policy's array observation."""
        return arrays.encode(self.evidence, self.round, layout=layout)


@per_task
def public_brief(task: Task, max_rounds: int, notes: tuple[Note, ...] = ()) -> Brief:
    """What the brief of ``task`` shows, as data (made once per task, budget and notes)."""
    return Brief.of_task(task, max_rounds, notes)


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
