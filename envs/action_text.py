"""Actions written in text: the tolerant reader of a model's output.

A policy that writes its action as text (an LLM without tool calling, a SkyRL or TRL policy)
rarely writes bare JSON: code fences, prose around it, a draft before the answer, a tool call
written out, Python-style quotes. ``extract_action`` finds the action in such text for
``uncoenv.envs.actions.read_action``, which then validates it as it validates any action;
``tool_call_action`` turns one tool call into the action its tool stands for.
"""

from __future__ import annotations

import ast
import json
import re
from typing import Any

from uncoenv.action_schema import TOOL_ACTIONS

__all__ = ["SCAN_BUDGET", "SCAN_SLACK", "extract_action", "tool_call_action"]

_DECODER = json.JSONDecoder()
_CALL_TAGS = re.compile(r"</?tool_call>")
_PYTHON_OBJECT = re.compile(r"\{\s*'")


def extract_action(text: str) -> dict[str, Any] | str:
    """The action a model wrote in text, found as tolerantly as is safe.

    Finds every top-level JSON object in the text (in code fences or not, with prose around it)
    and returns the last one that is an action: an object with an "action" key, or a tool call
    written out as ``{"name": <tool>, "arguments": {...}}`` (as some self-hosted models do when
    their server does not parse tool calls). The last one, because models often show an example
    or a draft before their real answer. Python-style objects (single quotes, None, True) are
    read too.

    The time is linear in the text: failed attempts share a budget of characters
    (``SCAN_BUDGET`` per character of text), since an attempt from every brace of a brace-heavy
    text would be quadratic (32 KB of ``{'`` took 15 s of CPU).

    Returns:
        The action as a dict; or, when nothing parses, the text itself, for the environment to
        reject with an error observation the model can correct.
    """
    found: dict[str, Any] | None = None
    scanner = _Scanner(_CALL_TAGS.sub(" ", text))
    position = scanner.text.find("{")
    while position != -1 and scanner.budget > 0:
        value, end = scanner.object_at(position)
        if value is None:
            position = scanner.text.find("{", position + 1)
            continue
        action = _as_action(value)
        if action is not None:
            found = action
        position = scanner.text.find("{", end)
    return found if found is not None else text


SCAN_BUDGET = 8
"""Characters that failed attempts may read, per character of text (plus ``SCAN_SLACK``)."""
SCAN_SLACK = 10_000


class _Scanner:
    """Reads objects out of a text, charging what failed attempts read to one budget."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.budget = SCAN_BUDGET * len(text) + SCAN_SLACK

    def object_at(self, start: int) -> tuple[Any, int]:
        """The JSON (or Python literal) object starting at ``start`` and where it ends."""
        text = self.text
        try:
            value, end = _DECODER.raw_decode(text, start)
        except json.JSONDecodeError as error:  # it read as far as the error
            self.budget -= error.pos - start
        except (ValueError, RecursionError):  # an int of 4,300+ digits, too deep: up to the end
            self.budget -= len(text) - start
        else:
            return (value, end) if isinstance(value, dict) else (None, start)
        if not _PYTHON_OBJECT.match(text, start):
            return None, start
        end = _matching_brace(text, start, self.budget)
        if end is None:
            self.budget -= len(text) - start
            return None, start
        try:
            value = ast.literal_eval(text[start:end])
        except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
            self.budget -= 2 * (end - start)  # the brace scan and the parse
            return None, start
        return (value, end) if isinstance(value, dict) else (None, start)


def _matching_brace(text: str, start: int, limit: int) -> int | None:
    """The index just past the brace that closes the one at ``start`` (quotes respected), or
    None when there is none within ``limit`` characters."""
    depth, quote, escaped = 0, "", False
    for index in range(start, min(len(text), start + max(limit, 0))):
        char = text[index]
        if quote:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == quote:
                quote = ""
        elif char in "\"'":
            quote = char
        elif char == "{":
            depth += 1
        elif char == "}":
            depth -= 1
            if depth == 0:
                return index + 1
    return None


def _as_action(value: dict[str, Any]) -> dict[str, Any] | None:
    if "action" in value:
        return value
    name = value.get("name")
    if isinstance(name, str) and name in TOOL_ACTIONS and "arguments" in value:
        action = tool_call_action({"function": value})
        return action if isinstance(action, dict) else None
    return None


def tool_call_action(call: dict[str, Any]) -> dict[str, Any] | str:
    """The environment action of one tool call; unreadable arguments are passed on as text.

    Args:
        call: The call as plain data, ``{"function": {"name": <tool>, "arguments": ...}}``, the
            arguments as JSON text or a dict (``uncoenv.action_schema.TOOL_ACTIONS`` names the
            tools).
    """
    function = call["function"]
    name, arguments = function.get("name"), function.get("arguments")
    if isinstance(arguments, str):
        try:
            arguments = json.loads(arguments) if arguments.strip() else {}
        except (ValueError, RecursionError):  # malformed, an int of 4,300+ digits, too deep
            return arguments  # the environment reports the unreadable JSON to the model
    if not isinstance(arguments, dict) or not all(isinstance(key, str) for key in arguments):
        arguments = {}  # (a Python-style object may have other keys)
    if not isinstance(name, str) or name not in TOOL_ACTIONS:
        # The environment names the valid actions in its error observation.
        return {"action": name, **arguments}
    arguments.pop("action", None)
    return {"action": TOOL_ACTIONS[name], **arguments}
