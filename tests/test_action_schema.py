"""The one action schema: the brief's action list, the system prompt's and the tools are written
from the action models, and the fault kinds from the registry."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Literal, get_args

import pytest
from pydantic import Field, StrictFloat, StrictInt, ValidationError

from uncoenv import action_schema, prompts
from uncoenv.action_schema import ACTIONS, ActionWords, Finalize, Suspect, shown, tool_schemas
from uncoenv.tasks import faults
from uncoenv.tasks.faults import KIND_NAMES, KINDS
from uncoenv.tasks.render import ACTION_FORMAT

BRIEF_ACTIONS = """\
Act with one JSON object per round:
  {"action": "query", "roles": ["<role id>", ...], "message": "<your message>"}
  {"action": "query", "queries": [{"role": "<role id>", "message": "<message>"}, ...]}
  {"action": "wait"}
  {"action": "finalize", "conclusion": "<label>", "candidate": "<name>" or null, \
"numeric_result": <number> or null}
"""
"""The brief's action list as it has always read (the golden episodes pin every byte of it)."""


def _fields(words: ActionWords) -> list[str]:
    return [name for name in words.model.model_fields if name != "action"]


def test_the_brief_and_the_prompt_list_the_lines_written_from_the_models():
    lines = "".join(f"  {line}\n" for line in action_schema.action_lines())
    assert ACTION_FORMAT.startswith(BRIEF_ACTIONS)
    assert BRIEF_ACTIONS.endswith(lines)
    for tools in (True, False):
        assert f"The actions:\n{lines}" in prompts.system_prompt(tools)


def test_every_field_of_every_action_is_in_its_tool_and_the_shown_ones_in_the_brief():
    for words, tool in zip(ACTIONS, tool_schemas(diagnose=True), strict=True):
        assert tool["function"]["name"] == words.tool
        assert list(tool["function"]["parameters"]["properties"]) == _fields(words)
        shown_fields = [name for form in words.forms for name in form]
        assert [*shown_fields, *words.diagnosis] == _fields(words)
        for name in shown_fields:
            assert f'"{name}": ' in ACTION_FORMAT
        for name in words.diagnosis:  # the diagnosis is asked for apart, never in the brief
            assert f'"{name}"' not in ACTION_FORMAT and f'"{name}"' in prompts.DIAGNOSIS
    without = [t["function"]["parameters"]["properties"] for t in tool_schemas()]
    assert [list(p) for p in without] == [[n for f in w.forms for n in f] for w in ACTIONS]
    assert action_schema.TOOL_ACTIONS == {
        "query_roles": "query",
        "wait": "wait",
        "finalize": "finalize",
        "post": "post",  # a team seat's (uncoenv.teams); the single-agent env refuses them
        "direct_message": "dm",
    }


def test_a_team_seat_is_offered_its_messages_as_tools_and_in_its_brief():
    from uncoenv.teams import parallel_env

    observations, _ = parallel_env("reliable", "peer", 2, split="test").reset(seed=0)
    team_tools = tool_schemas(team=True)[len(ACTIONS) :]
    for words, tool in zip(action_schema.TEAM_ACTIONS, team_tools, strict=True):
        assert tool["function"]["name"] == words.tool
        assert list(tool["function"]["parameters"]["properties"]) == _fields(words)
        for line in words.lines():
            assert line in observations["seat_0"] and line in prompts.system_prompt(team=True)


def test_the_words_cover_every_action_the_parser_reads():
    (union, _) = get_args(action_schema.Action)
    assert [words.model for words in ACTIONS] == list(get_args(union))
    assert action_schema.ACTION_NAMES == ("query", "wait", "finalize")


def test_types_nullability_and_descriptions_come_from_the_fields():
    (query, wait, final) = (tool["function"] for tool in tool_schemas(diagnose=True))
    properties = final["parameters"]["properties"]
    # The fields of the one form are always given, null included; required says so.
    assert final["parameters"]["required"] == ["conclusion", "candidate", "numeric_result"]
    assert properties["candidate"]["anyOf"] == [{"type": "string"}, {"type": "null"}]
    assert properties["numeric_result"]["anyOf"] == [{"type": "number"}, {"type": "null"}]
    for name, value in properties.items():
        assert value["description"] == Finalize.model_fields[name].description
    # A query's forms are alternatives: nothing is required, and an absent field is no null.
    assert "required" not in query["parameters"]
    assert query["parameters"]["properties"]["roles"]["type"] == "array"
    items = query["parameters"]["properties"]["queries"]["items"]
    assert (
        items["required"] == ["role", "message"] and list(items["properties"]) == items["required"]
    )
    assert wait["parameters"] == {"type": "object", "properties": {}}
    assert "placeholder" not in str(tool_schemas(diagnose=True))


def test_a_new_field_or_action_changes_the_lines_and_the_tools():
    class Nudge(action_schema._Action):
        action: Literal["nudge"] = "nudge"
        role: str = Field(json_schema_extra={"placeholder": "<role id>"})
        urgency: StrictInt | StrictFloat | None = Field(
            None, description="How urgent.", json_schema_extra={"placeholder": "<number>"}
        )
        note: str | None = Field(None, description="Why.")

    words = ActionWords(
        Nudge, tool="nudge_role", description="Nudge.", forms=(("role", "urgency"),)
    )
    assert words.lines() == (
        '{"action": "nudge", "role": "<role id>", "urgency": <number> or null}',
    )
    assert words.diagnosis == ("note",)
    parameters = words.tool_schema()["function"]["parameters"]
    assert parameters == {
        "type": "object",
        "properties": {
            "role": {"type": "string"},
            "urgency": {
                "anyOf": [{"type": "number"}, {"type": "null"}],
                "description": "How urgent.",
            },
        },
        "required": ["role", "urgency"],
    }
    assert words.tool_schema(diagnose=True)["function"]["parameters"]["properties"]["note"] == {
        "type": "string",
        "description": "Why.",
    }


def test_the_kinds_are_the_registrys_everywhere():
    (final,) = [t for t in tool_schemas(diagnose=True) if t["function"]["name"] == "finalize"]
    suspect = final["function"]["parameters"]["properties"]["unreliable"]["items"]
    assert suspect["properties"]["kind"]["enum"] == list(KIND_NAMES)
    kinds = " | ".join(f'"{name}"' for name in KIND_NAMES)
    assert shown(Suspect) == f'{{"role": "<role id>", "kind": {kinds}}}'
    assert f"[{shown(Suspect)}]" in prompts.DIAGNOSIS
    for kind in KINDS.values():
        assert f"{kind.name}: {kind.summary}" in prompts.DIAGNOSIS
    for name in KIND_NAMES:
        assert Suspect(role="a", kind=name).kind == name
    expected = "Input should be " + ", ".join(repr(name) for name in KIND_NAMES[:-1])
    with pytest.raises(ValidationError, match=f"{expected} or {KIND_NAMES[-1]!r}"):
        Suspect(role="a", kind="unsure")


def test_a_kind_added_to_the_registry_is_accepted_and_offered(monkeypatch):
    monkeypatch.setattr(faults, "KIND_NAMES", (*KIND_NAMES, "forged"))
    assert Suspect(role="a", kind="forged").kind == "forged"
    assert '"forged"' in shown(Suspect)
    (final,) = [words for words in ACTIONS if words.name == "finalize"]
    suspect = final.tool_schema(diagnose=True)["function"]["parameters"]["properties"]["unreliable"]
    assert suspect["items"]["properties"]["kind"]["enum"][-1] == "forged"
    with pytest.raises(ValidationError, match=f"{KIND_NAMES[-1]!r} or 'forged'"):
        Suspect(role="a", kind="unsure")


def test_the_schema_module_imports_nothing_of_uncoenv_when_loaded():
    # uncoenv.tasks.render imports it while uncoenv.tasks is loading: an import of the package
    # at load time would be a cycle (the registry is read when used, see kind_names).
    tree = ast.parse(Path(action_schema.__file__).read_text(encoding="utf-8"))
    loaded = [
        node.module if isinstance(node, ast.ImportFrom) else node.names[0].name
        for node in tree.body
        if isinstance(node, ast.Import | ast.ImportFrom)
    ]
    assert not [name for name in loaded if name and name.split(".")[0] == "uncoenv"]
