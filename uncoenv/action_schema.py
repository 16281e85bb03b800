"""The action schema: the models of what an agent sends, and every text generated from them.

The models (``Query``, ``Wait``, ``Finalize``) are the one description of the actions. What an
agent is told about them is written from their fields, so that a change to a model changes every
text at once:

- ``action_lines``: each action as a JSON line, for the brief (``uncoenv.tasks.render``) and the
  LLM's system prompt (``uncoenv.prompts``);
- ``tool_schemas``: the actions as function-calling tools (``uncoenv.agents.llm``);
- ``TOOL_ACTIONS``: the action each tool name stands for, for reading tool calls
  (``uncoenv.envs.action_text``);
- ``shown``: a model's object as the JSON lines write one (a diagnosis's suspect, for prompts).

A field's ``description`` is what the tools say of it, and its ``placeholder`` extra what the JSON
lines write for its value (for a list, for each item). ``ACTIONS`` holds the rest, per action: the
tool's name and description, and the forms of the action the lines show. The fault kinds a
diagnosis may name are the registry's (``uncoenv.tasks.faults.KIND_NAMES``), read when used.

This module sits below ``uncoenv.tasks`` (the brief is rendered there) and imports nothing of
``uncoenv`` when loaded: the parser that checks an action against a task is
``uncoenv.envs.actions``.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    StrictBool,
    StrictFloat,
    StrictInt,
    TypeAdapter,
)
from pydantic_core import PydanticCustomError


def kind_names() -> tuple[str, ...]:
    """The fault kinds a diagnosis may name: the registry's, in its order."""
    # Imported when used, not when loaded: uncoenv.tasks.render imports this module while the
    # uncoenv.tasks package (which holds the registry) is still loading.
    from uncoenv.tasks.faults import KIND_NAMES

    return KIND_NAMES


def either(words: Sequence[str]) -> str:
    """The words as a choice: "a", "a or b", "a, b or c"."""
    *others, last = words
    return f"{', '.join(others)} or {last}" if others else last


def _known_kind(kind: Any) -> Any:
    # The message pydantic gives a Literal, so that an unknown kind reads as it always has.
    names = kind_names()
    if kind not in names:
        expected = either([repr(name) for name in names])
        raise PydanticCustomError(
            "literal_error", "Input should be {expected}", {"expected": expected}
        )
    return kind


def _kinds_enum(schema: dict[str, Any]) -> None:
    schema["enum"] = list(kind_names())


class _Action(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class RoleMessage(_Action):
    """One message to one colleague."""

    role: str = Field(json_schema_extra={"placeholder": "<role id>"})
    message: str = Field(json_schema_extra={"placeholder": "<message>"})


class Query(_Action):
    """Send messages: one message to several roles, or a message per role."""

    action: Literal["query"] = "query"
    roles: list[str] | None = Field(
        None,
        description="Role ids (or titles) to send the same message to.",
        json_schema_extra={"placeholder": "<role id>"},
    )
    message: str | None = Field(
        None,
        description="The message for 'roles'.",
        json_schema_extra={"placeholder": "<your message>"},
    )
    queries: list[RoleMessage] | None = Field(
        None, description="One message per role, instead of 'roles' and 'message'."
    )

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


class Suspect(_Action):
    """A colleague the agent names as unreliable, and how (a kind of the fault registry)."""

    role: str = Field(json_schema_extra={"placeholder": "<role id>"})
    # Checked against the registry when validated (see ``kind_names``), so a kind added there
    # is accepted, and offered by the tools, without an edit here.
    kind: Annotated[str, BeforeValidator(_known_kind)] = Field(json_schema_extra=_kinds_enum)


Belief = StrictBool | StrictInt | StrictFloat | str


class Finalize(_Action):
    """The final answer: a conclusion label, the candidate (or null) and the number (or null).

    Two optional fields give the agent's diagnosis, scored apart from the answer
    (``uncoenv.tasks.scoring``): ``unreliable``, the colleagues it found unreliable and how
    (T1), and ``beliefs``, what it holds true, ``{candidate: {fact label or id: value}}`` (T2).
    """

    action: Literal["finalize"] = "finalize"
    conclusion: str = Field(
        description="One of the two labels.", json_schema_extra={"placeholder": "<label>"}
    )
    candidate: str | None = Field(
        None,
        description="The eligible candidate, or null.",
        json_schema_extra={"placeholder": "<name>"},
    )
    numeric_result: StrictInt | StrictFloat | None = Field(
        None,
        description="The computed number, or null.",
        json_schema_extra={"placeholder": "<number>"},
    )
    unreliable: list[Suspect] | None = Field(
        None, description="The colleagues whose answers you had to correct, and how."
    )
    beliefs: dict[str, dict[str, Belief]] | None = Field(
        None, description="By candidate: each fact of the decision and the value you hold."
    )


Action = Annotated[Query | Wait | Finalize, Field(discriminator="action")]
"""Any action, told apart by its ``action`` field."""


class Post(_Action):
    """A team's seat writes to the team channel (``uncoenv.teams``): every other seat reads it."""

    action: Literal["post"] = "post"
    message: str = Field(
        description="What to tell the team.", json_schema_extra={"placeholder": "<text>"}
    )


class Direct(_Action):
    """A team's seat writes to one teammate (``uncoenv.teams``)."""

    action: Literal["dm"] = "dm"
    to: str = Field(description="The teammate's seat.", json_schema_extra={"placeholder": "<seat>"})
    message: str = Field(
        description="What to tell the teammate.", json_schema_extra={"placeholder": "<text>"}
    )


TeamAction = Annotated[Post | Direct, Field(discriminator="action")]
"""A message between seats, told apart by its ``action`` field."""


@dataclass(frozen=True)
class ActionWords:
    """What is said of one action beyond its model's fields.

    Attributes:
        model: The action's model.
        tool: The name of its tool.
        description: What its tool does, for the model that calls it.
        forms: The fields the JSON lines write, one line per form. A field outside every form is
            a diagnosis field: offered by the tools only when a diagnosis is asked for.
    """

    model: type[BaseModel]
    tool: str
    description: str
    forms: tuple[tuple[str, ...], ...]

    @property
    def name(self) -> str:
        """The action's name, the value of its ``action`` field ("query")."""
        return self.model.model_fields["action"].default

    @property
    def always_given(self) -> tuple[str, ...]:
        """The fields always written, null included: those of the action's one form (none
        when it has several, whose fields are there or absent by form)."""
        return self.forms[0] if len(self.forms) == 1 else ()

    @property
    def diagnosis(self) -> tuple[str, ...]:
        """The fields outside every form, in the model's order."""
        shown = {name for form in self.forms for name in form}
        return tuple(name for name in _fields(self.model) if name not in shown)

    def lines(self) -> tuple[str, ...]:
        """The action as JSON lines, one per form, placeholders for the values."""
        action = f'"action": {json.dumps(self.name)}'
        return tuple(
            _object([action, *(_member(name, self._field(name)) for name in form)])
            for form in self.forms
        )

    def tool_schema(self, diagnose: bool = False) -> dict[str, Any]:
        """The action as a function-calling tool (the diagnosis fields with ``diagnose``)."""
        names = [name for form in self.forms for name in form]
        names += self.diagnosis if diagnose else ()
        properties = {name: _without_placeholders(self._field(name)) for name in names}
        parameters: dict[str, Any] = {"type": "object", "properties": properties}
        if self.always_given:
            parameters["required"] = list(self.always_given)
        function = {"name": self.tool, "description": self.description, "parameters": parameters}
        return {"type": "function", "function": function}

    def _field(self, name: str) -> dict[str, Any]:
        return field_schema(self.model, name, always=name in self.always_given)


ACTIONS: tuple[ActionWords, ...] = (
    ActionWords(
        Query,
        tool="query_roles",
        description=(
            "Send a message to colleagues. Give either 'roles' with one 'message' for all of "
            "them, or 'queries' with a message per role. Replies arrive as this call's result."
        ),
        forms=(("roles", "message"), ("queries",)),
    ),
    ActionWords(
        Wait,
        tool="wait",
        description="Send nothing this round (for example, to give a colleague time).",
        forms=((),),
    ),
    ActionWords(
        Finalize,
        tool="finalize",
        description="Give the final answer; this ends the episode.",
        forms=(("conclusion", "candidate", "numeric_result"),),
    ),
)
"""Every action, in the order the texts list them."""
TEAM_ACTIONS: tuple[ActionWords, ...] = (
    ActionWords(
        Post,
        tool="post",
        description="Write to your team's channel: every other seat reads it this round.",
        forms=(("message",),),
    ),
    ActionWords(
        Direct,
        tool="direct_message",
        description="Write to one teammate ('to': its seat); it reads it this round.",
        forms=(("to", "message"),),
    ),
)
"""What a team's seat may do besides (``uncoenv.teams``), in the order the texts list them."""
ACTION_NAMES: tuple[str, ...] = tuple(words.name for words in ACTIONS)
"""("query", "wait", "finalize")."""
TEAM_ACTION_NAMES: tuple[str, ...] = tuple(words.name for words in TEAM_ACTIONS)
"""("post", "dm")."""
TOOL_ACTIONS: dict[str, str] = {words.tool: words.name for words in ACTIONS + TEAM_ACTIONS}
"""The action each tool stands for, by the tool's name."""


@functools.cache
def action_lines() -> tuple[str, ...]:
    """Every action as JSON lines, one per form, in ``ACTIONS``' order."""
    return tuple(line for words in ACTIONS for line in words.lines())


@functools.cache
def team_action_lines() -> tuple[str, ...]:
    """A team seat's messages as JSON lines, in ``TEAM_ACTIONS``' order."""
    return tuple(line for words in TEAM_ACTIONS for line in words.lines())


@functools.cache
def tool_schemas(diagnose: bool = False, team: bool = False) -> list[dict[str, Any]]:
    """The actions as function-calling tools; with ``diagnose``, finalize's diagnosis fields
    too; with ``team``, a seat's messages to its team. Shared: do not edit the result."""
    return [words.tool_schema(diagnose) for words in ACTIONS + (TEAM_ACTIONS if team else ())]


def shown(model: type[BaseModel]) -> str:
    """An object of the model as the JSON lines write one, a placeholder for each value
    (``{"role": "<role id>", "kind": "misaligned" | ...}`` for a ``Suspect``).

    Raises:
        ValueError: A field's value cannot be written (a string without a placeholder).
    """
    return _object([_member(name, field_schema(model, name)) for name in _fields(model)])


def field_schema(model: type[BaseModel], name: str, always: bool = False) -> dict[str, Any]:
    """A field's JSON schema as the tools give it, placeholders kept.

    Nested models are written out in place (no ``$ref``), without titles, defaults or class
    docstrings (written for Python readers; the descriptions are for models); an integer-or-float
    is a number. A nullable field keeps its null only when ``always`` given (null included);
    otherwise null stands for the field being absent, which the schema says already.

    Args:
        model: The model the field is of.
        name: The field.
        always: Whether the field is always given.
    """
    info = model.model_fields[name]
    schema = TypeAdapter(Annotated[info.annotation, info]).json_schema()
    return _plain(schema, schema.get("$defs", {}), always)


_NULL = {"type": "null"}


def _plain(schema: dict[str, Any], defs: dict[str, Any], always: bool) -> dict[str, Any]:
    """The schema as the tools give it (see ``field_schema``), ``defs`` its nested models."""
    if "$ref" in schema:
        target = dict(defs[schema["$ref"].rsplit("/", 1)[-1]])
        target.pop("description", None)  # the class docstring
        schema = {**target, **{k: v for k, v in schema.items() if k != "$ref"}}
    plain = {k: v for k, v in schema.items() if k not in ("title", "default", "$defs")}
    if plain.get("additionalProperties") is False:
        # An unknown field is refused by the environment, which says so; providers differ on
        # accepting the keyword.
        del plain["additionalProperties"]
    if "anyOf" in plain:
        return _union(plain, defs, always)
    if "items" in plain:
        plain["items"] = _plain(plain["items"], defs, False)
    if isinstance(plain.get("additionalProperties"), dict):
        plain["additionalProperties"] = _plain(plain["additionalProperties"], defs, False)
    if "properties" in plain:
        plain["properties"] = {k: _plain(v, defs, False) for k, v in plain["properties"].items()}
    return plain


def _union(schema: dict[str, Any], defs: dict[str, Any], always: bool) -> dict[str, Any]:
    """An ``anyOf``: integers merged into numbers, null kept only for a field always given."""
    members = [_plain(member, defs, False) for member in schema["anyOf"]]
    rest = {k: v for k, v in schema.items() if k != "anyOf"}
    types = [member for member in members if member != _NULL]
    if {"type": "integer"} in types and {"type": "number"} in types:
        types.remove({"type": "integer"})
    one = types[0] if len(types) == 1 else {"anyOf": types}
    if always and _NULL in members:
        # anyOf with null, not a type list: litellm turns it into Gemini's "nullable", and
        # OpenAI and Anthropic accept it as it is.
        return {"anyOf": [one, _NULL], **rest}
    return {**one, **rest}


def _without_placeholders(schema: Any) -> Any:
    """The schema without the placeholders, which are for the JSON lines only."""
    if isinstance(schema, list):
        return [_without_placeholders(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    # A placeholder is a string; a field named "placeholder" would be a schema, and is kept.
    return {
        k: _without_placeholders(v)
        for k, v in schema.items()
        if not (k == "placeholder" and isinstance(v, str))
    }


def _shown(schema: dict[str, Any], placeholder: str | None = None) -> str:
    """What the JSON lines write for a value of the schema."""
    placeholder = schema.get("placeholder", placeholder)
    if "anyOf" in schema and len(schema["anyOf"]) == 2 and _NULL in schema["anyOf"]:
        (one,) = [member for member in schema["anyOf"] if member != _NULL]
        return f"{_shown(one, placeholder)} or null"
    kind = schema.get("type")
    if "enum" in schema:
        return " | ".join(json.dumps(value) for value in schema["enum"])
    if kind == "array":
        return f"[{_shown(schema['items'], placeholder)}, ...]"
    if kind == "object" and "properties" in schema:
        return _object([_member(name, value) for name, value in schema["properties"].items()])
    if placeholder is not None and kind == "string":
        return json.dumps(placeholder)
    if placeholder is not None and kind in ("number", "integer"):
        return placeholder
    raise ValueError(f"no placeholder for a value of {schema}")


def _member(name: str, schema: dict[str, Any]) -> str:
    return f"{json.dumps(name)}: {_shown(schema)}"


def _object(members: Sequence[str]) -> str:
    return "{" + ", ".join(members) + "}"


def _fields(model: type[BaseModel]) -> tuple[str, ...]:
    """The model's fields but ``action`` (the tool's name, or the JSON line's first key)."""
    return tuple(name for name in model.model_fields if name != "action")
