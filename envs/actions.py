"""Actions: the one place where what an agent sends is validated.

An action arrives as JSON text, a dict or a typed model:

    {"action": "query", "roles": ["hse_compliance_lead", ...], "message": "..."}
    {"action": "query", "queries": [{"role": "...", "message": "..."}, ...]}
    {"action": "wait"}
    {"action": "finalize", "conclusion": "...", "candidate": "..." | null,
     "numeric_result": number | null,
     "unreliable": [{"role": "...", "kind": "<a fault kind>"}],   # optional
     "beliefs": {"<candidate>": {"<fact label or id>": value}}}   # optional

The models are defined in ``uncoenv.action_schema``, with the texts generated from them that tell
an agent how to act (the brief's, the prompt's, the tools'), and imported here; a diagnosis's
kinds are the fault registry's (``uncoenv.tasks.faults.KIND_NAMES``).

``read_action`` is the parser. It returns a ``Parsed``: the resolved ``Query``, ``Wait`` or
``Finalize`` (roles as ids, names as the task spells them) and the problems of a query's refused
parts, or raises ``ActionError``, with a message meant for the agent, when nothing of the action
can be carried out. ``parse_action`` is its strict form: the action, or ``ActionError`` when any
part is invalid.

A query is checked part by part, a part being one (role, message) pair: an unknown role, a role
named again in the same query, or (in the ``queries`` form) a part of the wrong shape (a list for
a role) or an empty or too long message refuses that part only; the valid parts are kept. A query
none of whose parts is valid is refused whole, and so is malformed JSON, any other wrong shape,
or an empty or too long message in the ``roles`` form (it goes to every role).

Candidates and conclusion labels are matched without case, then, when no name matches that way,
without accents as well (``uncoenv.tasks.text.folded``: "Forde" finds "Førde"); a spelling that
two names share is refused as ambiguous.
"""

from __future__ import annotations

import json
import math
import sys
from dataclasses import dataclass
from typing import Any

import numpy as np
from gymnasium import spaces
from pydantic import BaseModel, TypeAdapter, ValidationError

from uncoenv.action_schema import (
    ACTION_NAMES,
    Action,
    Belief,
    Finalize,
    Query,
    RoleMessage,
    Suspect,
    Wait,
    either,
)
from uncoenv.envs.memo import per_task
from uncoenv.envs.text import CHARSET
from uncoenv.tasks.models import Task
from uncoenv.tasks.text import folded, slug

MAX_MESSAGE = 8_000
"""Longest message to a colleague, in characters."""
_LARGEST = sys.float_info.max
"""The largest numeric_result accepted (the finite float range)."""

__all__ = [
    "MAX_MESSAGE",
    "Action",
    "ActionError",
    "ActionSpace",
    "Belief",
    "Finalize",
    "Menu",
    "Parsed",
    "Query",
    "RoleMessage",
    "Suspect",
    "Wait",
    "action_data",
    "as_dict",
    "finalize",
    "invalid",
    "menu",
    "parse_action",
    "read_action",
]


class ActionError(ValueError):
    """An action the environment cannot carry out; the message says why, for the agent."""


_ACTION: TypeAdapter[Query | Wait | Finalize] = TypeAdapter(Action)


@dataclass(frozen=True)
class Parsed:
    """An action as read: what can be carried out, and what of it was refused."""

    action: Query | Wait | Finalize
    """``Query`` (its valid parts only) in the form it came in, roles as ids
    (``Query.messages()`` lists what it sends), ``Wait``, or ``Finalize`` with the conclusion,
    candidate and number as the task spells them."""
    problems: tuple[str, ...] = ()
    """One message per refused part of a query, in order, for the agent; empty when the whole
    action is valid (always, for ``Wait`` and ``Finalize``)."""


def finalize(conclusion: str, candidate: str | None, number: float | None) -> dict[str, Any]:
    """A finalize action, as a dict."""
    return {
        "action": "finalize",
        "conclusion": conclusion,
        "candidate": candidate,
        "numeric_result": number,
    }


def action_data(action: Query | Wait | Finalize) -> dict[str, Any]:
    """A parsed action as JSON data (``info["action"]``): a query as the (role id, message)
    parts it delivered, a finalize with the names as the task spells them and the number as
    given (and a diagnosis only when one was given)."""
    if isinstance(action, Query):
        parts = [{"role": role, "message": message} for role, message in action.messages()]
        return {"action": "query", "queries": parts}
    if isinstance(action, Finalize):
        read = finalize(action.conclusion, action.candidate, action.numeric_result)
        if action.unreliable is not None:
            read["unreliable"] = [suspect.model_dump() for suspect in action.unreliable]
        if action.beliefs is not None:
            read["beliefs"] = {c: dict(values) for c, values in action.beliefs.items()}
        return read
    return {"action": "wait"}


def parse_action(raw: str | dict | BaseModel, task: Task) -> Query | Wait | Finalize:
    """The action, validated against the task and resolved; only when all of it is valid.

    Returns:
        ``read_action(raw, task).action`` (see ``Parsed.action``).

    Raises:
        ActionError: naming what is wrong, every refused part of a query included.
    """
    parsed = read_action(raw, task)
    if parsed.problems:
        raise ActionError("; ".join(parsed.problems))
    return parsed.action


def read_action(
    raw: str | dict | BaseModel, task: Task, reach: frozenset[str] | None = None
) -> Parsed:
    """The action, validated against the task and resolved, with a query's refused parts.

    Args:
        raw: The action as the agent sent it.
        task: The episode's task.
        reach: The role ids the agent may query (None: all); a part to another is refused.

    Returns:
        The action to carry out and the problems of the query parts it leaves out.

    Raises:
        ActionError: naming what is wrong, when nothing of the action can be carried out.
    """
    data = as_dict(raw)
    kind = data.get("action")
    if kind not in ACTION_NAMES:
        expected = either([repr(name) for name in ACTION_NAMES])
        raise ActionError(f"unknown action {_short(kind)}; expected {expected}")
    data, malformed = _well_formed_parts(data)
    try:
        action = _ACTION.validate_python(data)
    except ValidationError as error:
        raise invalid(kind, error) from None
    if isinstance(action, Query):
        parsed = _resolve_query(action, task, reach, malformed)
        return Parsed(parsed.action, (*malformed, *parsed.problems))
    if isinstance(action, Finalize):
        return Parsed(_resolve_finalize(action, task))
    return Parsed(action)


def invalid(kind: str, error: ValidationError) -> ActionError:
    """The error of an action of ``kind`` whose fields its model refused, naming each."""
    problems = "; ".join(
        f"{'.'.join(map(str, e['loc'][1:])) or 'action'}: {e['msg']}" for e in error.errors()
    )
    return ActionError(f"invalid {kind} action: {problems}")


def as_dict(raw: str | dict | BaseModel) -> dict:
    """The action as a dict: JSON text parsed, a typed model dumped.

    Raises:
        ActionError: malformed or unreadable JSON, text too long, or not an object.
    """
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


def _well_formed_parts(data: dict) -> tuple[dict, tuple[str, ...]]:
    """A query's parts of the wrong shape set aside, each with its problem ("queries.1.role:
    Input should be a valid string"), when others have the right one: the brief promises that
    the valid parts of a query are still sent. Anything else comes back as it was."""
    parts = data.get("queries")
    if data.get("action") != "query" or not isinstance(parts, list):
        return data, ()
    kept, problems = [], []
    for i, part in enumerate(parts):
        try:
            RoleMessage.model_validate(part)
        except ValidationError as error:
            problems += [
                f"queries.{i}.{'.'.join(map(str, e['loc'])) or 'part'}: {e['msg']}"
                for e in error.errors()
            ]
        else:
            kept.append(part)
    if not kept or not problems:
        return data, ()  # refused whole below, or nothing to set aside
    return {**data, "queries": kept}, tuple(problems)


def _resolve_query(
    action: Query, task: Task, reach: frozenset[str] | None, malformed: tuple[str, ...] = ()
) -> Parsed:
    """The valid parts of the query, roles as ids, and a problem for each refused part
    (``malformed``: those already set aside for their shape, which count as refused)."""
    shared = action.message  # the roles form's one message for every role, checked once
    if action.queries is not None:
        if action.roles is not None or shared is not None:
            raise ActionError("give either 'roles' with 'message', or 'queries', not both")
        given = [(q.role, q.message) for q in action.queries]
    elif action.roles is None or shared is None:
        raise ActionError("query needs 'roles' and 'message', or 'queries'")
    else:
        given = [(role, shared) for role in action.roles]
    if not given:
        raise ActionError("query needs at least one role")
    problems: list[str] = []
    names = _role_names(task)
    kept: list[tuple[str, str]] = []
    named: set[str] = set()
    for name, message in given:
        role = _lookup_role(name, names)
        if role is None:
            problems.append(_unknown_role(name, task))
        elif role in named:  # the first mention counts, valid or not
            problems.append(f"{role} is named again; each role may appear once per query")
        elif reach is not None and role not in reach:
            named.add(role)
            problems.append(_out_of_reach(role, task, reach))
        else:
            named.add(role)
            problem = None if shared is not None else _message_problem(message, f"to {role}")
            if problem is None:
                kept.append((role, message))
            else:
                problems.append(problem)
    if shared is not None:
        problem = _message_problem(shared, "")
        if problem is not None:
            raise ActionError("; ".join([problem, *problems]))
    if not kept:
        raise ActionError("; ".join([*malformed, *problems]))
    if not problems and [role for role, _ in kept] == [name for name, _ in given]:
        return Parsed(action)  # already as the task spells them
    if shared is not None:
        query = Query(roles=[role for role, _ in kept], message=shared)
    else:
        query = Query(queries=[RoleMessage(role=role, message=m) for role, m in kept])
    return Parsed(query, tuple(problems))


def _message_problem(message: str, recipient: str) -> str | None:
    """What is wrong with the message (``recipient``: "to <role>", or "" for every role)."""
    what = f"the message {recipient}".rstrip()
    if not message.strip():
        return f"{what} is empty"
    if len(message) > MAX_MESSAGE:
        return f"{what} is too long ({len(message):,} characters; the limit is {MAX_MESSAGE:,})"
    return None


def _lookup_role(name: str, names: dict[str, str]) -> str | None:
    found = names.get(name) if isinstance(name, str) else None
    return found or names.get(slug(str(name)))


def _out_of_reach(role: str, task: Task, reach: frozenset[str]) -> str:
    yours = ", ".join(r.id for r in task.roles if r.id in reach)
    return f"{role} is not one of the colleagues you reach; yours are: {yours}"


def _unknown_role(name: str, task: Task) -> str:
    known = ", ".join(r.id for r in task.roles)
    return f"unknown role {_short(name)}; the roles are: {known}"


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
    conclusion = _one(labels.find(action.conclusion), f"conclusion {_short(action.conclusion)}")
    if conclusion is None:
        raise ActionError(
            f"conclusion {_short(action.conclusion)} is neither {task.labels.positive!r} "
            f"nor {task.labels.negative!r}"
        )
    candidate = None
    if action.candidate is not None:
        candidate = _one(names.find(action.candidate), f"candidate {_short(action.candidate)}")
        if candidate is None:
            raise ActionError(
                f"candidate {_short(action.candidate)} is not one of: {', '.join(task.candidates)}"
            )
    number = action.numeric_result
    # A Python int is always finite, but may be too large for a float (or for JSON readers,
    # or even to be shown: past 4,300 digits, str() raises): the finite float range is the
    # range of numbers.
    if isinstance(number, float) and not math.isfinite(number):
        raise ActionError(f"numeric_result must be a finite number, got {number!r}")
    if isinstance(number, int) and abs(number) > _LARGEST:
        raise ActionError(
            f"numeric_result is too large ({number.bit_length():,} bits); the limit is {_LARGEST:g}"
        )
    if conclusion == task.labels.positive and (candidate is None or number is None):
        raise ActionError(
            f"the conclusion {conclusion!r} needs the candidate and the numeric_result"
        )
    if conclusion == task.labels.negative and (candidate is not None or number is not None):
        raise ActionError(f"the conclusion {conclusion!r} takes candidate and numeric_result null")
    unreliable = _resolve_suspects(action.unreliable, task)
    if (conclusion, candidate, unreliable) == (
        action.conclusion,
        action.candidate,
        action.unreliable,
    ):
        return action  # already as the task spells them
    return action.model_copy(
        update={"conclusion": conclusion, "candidate": candidate, "unreliable": unreliable}
    )


def _resolve_suspects(suspects: list[Suspect] | None, task: Task) -> list[Suspect] | None:
    """The colleagues named as unreliable, roles as ids; an unknown role is refused."""
    if suspects is None:
        return None
    names = _role_names(task)
    resolved = []
    for suspect in suspects:
        role = _lookup_role(suspect.role, names)
        if role is None:
            raise ActionError(f"unreliable: {_unknown_role(suspect.role, task)}")
        resolved.append(suspect if role == suspect.role else Suspect(role=role, kind=suspect.kind))
    return resolved


@dataclass(frozen=True)
class _Names:
    """Names as the task spells them, by their case-folded and their accent-folded forms."""

    by_case: dict[str, tuple[str, ...]]
    by_letters: dict[str, tuple[str, ...]]

    @staticmethod
    def of(names: tuple[str, ...]) -> _Names:
        by_case: dict[str, tuple[str, ...]] = {}
        by_letters: dict[str, tuple[str, ...]] = {}
        for name in dict.fromkeys(names):
            by_case[name.casefold()] = (*by_case.get(name.casefold(), ()), name)
            by_letters[folded(name)] = (*by_letters.get(folded(name), ()), name)
        return _Names(by_case, by_letters)

    def find(self, written: str) -> tuple[str, ...]:
        """The names ``written`` may stand for: those equal to it apart from case, or else
        those equal to it apart from case and accents."""
        written = written.strip()
        return self.by_case.get(written.casefold()) or self.by_letters.get(folded(written), ())


def _one(found: tuple[str, ...], what: str) -> str | None:
    """The one name found, None for none; two or more are refused as ambiguous."""
    if len(found) > 1:
        shown = " or ".join(repr(name) for name in found)
        raise ActionError(f"{what} could be {shown}; write it as the brief does")
    return found[0] if found else None


@per_task
def _answer_names(task: Task) -> tuple[_Names, _Names]:
    """Conclusion labels and candidates as the task spells them."""
    labels = (task.labels.positive, task.labels.negative)
    return _Names.of(labels), _Names.of(tuple(task.candidates))


def _short(value: object, limit: int = 60) -> str:
    try:
        text = repr(value)
    except (ValueError, RecursionError):  # e.g. an int of 4,300+ digits, which no repr shows
        text = f"<a {type(value).__name__} that cannot be shown>"
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
        return f"ActionSpace(JSON text: {' | '.join(ACTION_NAMES)})"


_SAMPLE_MESSAGES = (
    "Please share everything you have on the three candidates.",
    "Could you send me your records on each candidate?",
    "Please give me the exact figures you hold.",
)
