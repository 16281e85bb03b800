"""Actions: the one place where what an agent sends is validated.

An action arrives as JSON text, a dict or a typed model:

    {"action": "query", "roles": ["hse_compliance_lead", ...], "message": "..."}
    {"action": "query", "queries": [{"role": "...", "message": "..."}, ...]}
    {"action": "wait"}
    {"action": "finalize", "conclusion": "...", "candidate": "..." | null,
     "numeric_result": number | null}

``parse_action`` returns a resolved ``Query``, ``Wait`` or ``Finalize`` (roles as ids, names as
the task spells them) or raises ``ActionError`` with a message meant for the agent.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from typing import Annotated, Any, Literal

import numpy as np
from gymnasium import spaces
from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StrictFloat,
    StrictInt,
    TypeAdapter,
    ValidationError,
)

from uncoenv.envs.memo import per_task
from uncoenv.envs.text import CHARSET
from uncoenv.tasks.models import Task
from uncoenv.tasks.text import slug

MAX_MESSAGE = 8_000
"""Longest message to a colleague, in characters."""


class ActionError(ValueError):
    """An action the environment cannot carry out; the message says why, for the agent."""


class _Action(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class RoleMessage(_Action):
    """One message to one colleague."""

    role: str
    message: str


class Query(_Action):
    """Send messages: one message to several roles, or a message per role."""

    action: Literal["query"] = "query"
    roles: list[str] | None = None
    message: str | None = None
    queries: list[RoleMessage] | None = None

    def messages(self) -> list[tuple[str, str]]:
        """The (role, message) pairs the query sends, in order, whichever form it has."""
        if self.queries is not None:
            return [(q.role, q.message) for q in self.queries]
        if self.roles is None or self.message is None:
            return []
        return [(role, self.message) for role in self.roles]


class Wait(_Action):
    """Send nothing this round."""

    action: Literal["wait"] = "wait"


class Finalize(_Action):
    """The final answer: a conclusion label, the candidate (or null) and the number (or null)."""

    action: Literal["finalize"] = "finalize"
    conclusion: str
    candidate: str | None = None
    numeric_result: StrictInt | StrictFloat | None = None


Action = Annotated[Query | Wait | Finalize, Field(discriminator="action")]
_ACTION: TypeAdapter[Query | Wait | Finalize] = TypeAdapter(Action)


def parse_action(raw: str | dict | BaseModel, task: Task) -> Query | Wait | Finalize:
    """The action, validated against the task and resolved.

    Returns:
        ``Query`` in the form it came in, roles as ids (``Query.messages()`` lists what it
        sends), ``Wait``, or ``Finalize`` with the conclusion, candidate and number as the task
        spells them.

    Raises:
        ActionError: naming what is wrong.
    """
    data = _as_dict(raw)
    kind = data.get("action")
    if kind not in ("query", "wait", "finalize"):
        raise ActionError(f"unknown action {_short(kind)}; expected 'query', 'wait' or 'finalize'")
    try:
        action = _ACTION.validate_python(data)
    except ValidationError as error:
        problems = "; ".join(
            f"{'.'.join(map(str, e['loc'][1:])) or 'action'}: {e['msg']}" for e in error.errors()
        )
        raise ActionError(f"invalid {kind} action: {problems}") from None
    if isinstance(action, Query):
        return _resolve_query(action, task)
    if isinstance(action, Finalize):
        return _resolve_finalize(action, task)
    return action


def _as_dict(raw: str | dict | BaseModel) -> dict:
    if isinstance(raw, BaseModel):
        return raw.model_dump()
    if isinstance(raw, str):
        if len(raw) > 4 * MAX_MESSAGE:
            raise ActionError(f"action too long ({len(raw):,} characters)")
        try:
            raw = json.loads(raw)
        except json.JSONDecodeError as error:
            raise ActionError(f"malformed JSON: {error.msg} at character {error.pos}") from None
        except (RecursionError, ValueError) as error:  # too deep, or too many digits
            raise ActionError(f"unreadable JSON: {type(error).__name__}") from None
    if not isinstance(raw, dict):
        raise ActionError(f"an action is a JSON object, got {type(raw).__name__}")
    return raw


def _resolve_query(action: Query, task: Task) -> Query:
    if action.queries is not None:
        if action.roles is not None or action.message is not None:
            raise ActionError("give either 'roles' with 'message', or 'queries', not both")
    elif action.roles is None or action.message is None:
        raise ActionError("query needs 'roles' and 'message', or 'queries'")
    given = action.roles if action.queries is None else [q.role for q in action.queries]
    if not given:
        raise ActionError("query needs at least one role")
    names = _role_names(task)
    roles = [_resolve(role, names, task) for role in given]
    if len(set(roles)) != len(roles):
        raise ActionError("each role may appear once per query")
    if action.queries is None:
        _check_message(action.message, roles[0])  # one message for every role
        if roles == given:  # already as the task spells them
            return action
        return Query(roles=roles, message=action.message)
    for role, query in zip(roles, action.queries, strict=True):
        _check_message(query.message, role)
    if roles == given:
        return action
    pairs = zip(roles, action.queries, strict=True)
    return Query(queries=[RoleMessage(role=role, message=q.message) for role, q in pairs])


def _check_message(message: str, role: str) -> None:
    if not message.strip():
        raise ActionError(f"the message to {role} is empty")
    if len(message) > MAX_MESSAGE:
        raise ActionError(
            f"the message to {role} is too long ({len(message):,} characters; "
            f"the limit is {MAX_MESSAGE:,})"
        )


def resolve_role(name: str, task: Task) -> str:
    """The role id that ``name`` (an id or a title, any case) stands for."""
    return _resolve(name, _role_names(task), task)


def _resolve(name: str, names: dict[str, str], task: Task) -> str:
    found = names.get(name) if isinstance(name, str) else None
    found = found or names.get(slug(str(name)))
    if found is None:
        known = ", ".join(r.id for r in task.roles)
        raise ActionError(f"unknown role {_short(name)}; the roles are: {known}")
    return found


@per_task
def _role_names(task: Task) -> dict[str, str]:
    """Role ids by every accepted spelling: the id, the title, and their slugs."""
    names = {}
    for role in task.roles:
        for spelling in (role.id, role.title, slug(role.title)):
            names[spelling] = role.id
    return names


def _resolve_finalize(action: Finalize, task: Task) -> Finalize:
    labels, names = _answer_names(task)
    conclusion = labels.get(action.conclusion.strip().casefold())
    if conclusion is None:
        raise ActionError(
            f"conclusion {_short(action.conclusion)} is neither {task.labels.positive!r} "
            f"nor {task.labels.negative!r}"
        )
    candidate = None
    if action.candidate is not None:
        candidate = names.get(action.candidate.strip().casefold())
        if candidate is None:
            raise ActionError(
                f"candidate {_short(action.candidate)} is not one of: {', '.join(task.candidates)}"
            )
    number = action.numeric_result
    # A Python int is always finite (and may be too large to become a float).
    if isinstance(number, float) and not math.isfinite(number):
        raise ActionError(f"numeric_result must be a finite number, got {number!r}")
    if conclusion == task.labels.positive and (candidate is None or number is None):
        raise ActionError(
            f"the conclusion {conclusion!r} needs the candidate and the numeric_result"
        )
    if (conclusion, candidate) == (action.conclusion, action.candidate):
        return action  # already as the task spells them
    return Finalize(
        conclusion=conclusion, candidate=candidate, numeric_result=action.numeric_result
    )


@per_task
def _answer_names(task: Task) -> tuple[dict[str, str], dict[str, str]]:
    """Conclusion labels and candidates as the task spells them, by their case-folded forms."""
    labels = {label.casefold(): label for label in (task.labels.positive, task.labels.negative)}
    return labels, {c.casefold(): c for c in task.candidates}


def _short(value: object, limit: int = 60) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


@dataclass(frozen=True)
class Menu:
    """What the brief shows an agent about the choices: all ``ActionSpace.sample()`` needs.

    Never the task itself: the action space is handed to agents (vector environments'
    ``single_action_space``, training libraries), and the task holds the gold answer and the
    fault plan.
    """

    candidates: tuple[str, ...]
    roles: tuple[tuple[str, str], ...]
    """(id, title) of each colleague, in the brief's order."""
    positive: str
    negative: str
    precision: int


def menu(task: Task) -> Menu:
    """The task's public choices: candidates, roles, the two labels and the rule's precision."""
    return Menu(
        candidates=tuple(task.candidates),
        roles=tuple((role.id, role.title) for role in task.roles),
        positive=task.labels.positive,
        negative=task.labels.negative,
        precision=task.rule.precision,
    )


class ActionSpace(spaces.Text):
    """Actions as JSON text; ``sample()`` draws a random valid action for the current task.

    ``menu`` holds the task's public choices (set by the environment on reset), never the task.
    """

    def __init__(self, seed: int | np.random.Generator | None = None) -> None:
        super().__init__(max_length=4 * MAX_MESSAGE, min_length=2, charset=CHARSET, seed=seed)
        self.menu: Menu | None = None

    def sample(self, mask: Any = None, probability: Any = None) -> str:
        """A random valid action (wait before the first reset)."""
        if self.menu is None:
            return json.dumps({"action": "wait"})
        rng, choices = self.np_random, self.menu
        draw = rng.random()
        if draw < 0.6:
            count = int(rng.integers(1, len(choices.roles) + 1))
            chosen = rng.choice(len(choices.roles), size=count, replace=False)
            roles = [choices.roles[int(i)][0] for i in sorted(chosen)]
            message = _SAMPLE_MESSAGES[int(rng.integers(len(_SAMPLE_MESSAGES)))]
            return json.dumps({"action": "query", "roles": roles, "message": message})
        if draw < 0.8:
            return json.dumps({"action": "wait"})
        if rng.random() < 0.25:
            answer = {"conclusion": choices.negative, "candidate": None, "numeric_result": None}
        else:
            candidate = choices.candidates[int(rng.integers(len(choices.candidates)))]
            number = round(float(rng.normal(0, 10_000)), choices.precision)
            answer = {
                "conclusion": choices.positive,
                "candidate": candidate,
                "numeric_result": number,
            }
        return json.dumps({"action": "finalize", **answer})

    def __repr__(self) -> str:
        return "ActionSpace(JSON text: query | wait | finalize)"


_SAMPLE_MESSAGES = (
    "Please share everything you have on the three candidates.",
    "Could you send me your records on each candidate?",
    "Please give me the exact figures you hold.",
)
