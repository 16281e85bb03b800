"""What the main agent reads: the task brief, then each round's replies.

Built from the task and the episode's state only; never from the answer or the fault plan.
"""

from __future__ import annotations

from collections.abc import Sequence

from uncoenv.tasks import render
from uncoenv.tasks.models import Task

ACTION_FORMAT = """\
Act with one JSON object per round:
  {"action": "query", "roles": ["<role id>", ...], "message": "<your message>"}
  {"action": "query", "queries": [{"role": "<role id>", "message": "<message>"}, ...]}
  {"action": "wait"}
  {"action": "finalize", "conclusion": "<label>", "candidate": "<name>" or null, \
"numeric_result": <number> or null}
A query sends your message(s) now; replies arrive in the next observation, each attributed to
its colleague. Roles can be named by id or title."""


def brief(task: Task, max_rounds: int) -> str:
    """The first observation: background, question, candidates, conditions, rule, colleagues,
    and the action format."""
    conditions = "\n".join(
        f"{i}. {_sentence(render.condition_text(task.fact(c.fact), c))}"
        for i, c in enumerate(task.conditions, start=1)
    )
    roles = "\n".join(f"- {r.id}: {r.title}. {r.responsibilities}" for r in task.roles)
    labels = task.labels
    return f"""\
{task.background}

Question: {task.question}

Candidates: {"; ".join(task.candidates)}.

Eligibility conditions (a candidate must satisfy all {len(task.conditions)}):
{conditions}

Calculation rule: {render.rule_text(task)}

Conclusions: "{labels.positive}" (give the eligible candidate and the numeric result) or \
"{labels.negative}" (candidate and numeric_result null).

Colleagues (each holds private records on every candidate):
{roles}

{ACTION_FORMAT}
You have {max_rounds} rounds; finalizing takes one."""


def _sentence(text: str) -> str:
    return text[0].upper() + text[1:] + "."


def round_text(
    round_number: int,
    replies: Sequence[tuple[str, str, str]],
    error: str | None = None,
    rounds_left: int | None = None,
) -> str:
    """One round's observation: the replies (role id, title, text), or the action's error."""
    if error is not None:
        left = "" if rounds_left is None else f" {rounds_left} rounds left."
        return f"Round {round_number}: invalid action: {error}. The round is used up.{left}"
    if not replies:
        return f"Round {round_number}: no replies."
    blocks = [f"[{role}] {title}:\n{text}" for role, title, text in replies]
    return f"Round {round_number} replies:\n\n" + "\n\n".join(blocks)
