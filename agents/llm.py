"""An agent backed by any chat model that litellm can reach.

``LLMAgent("openai/gpt-4o-mini")``, ``LLMAgent("anthropic/claude-3-5-haiku-latest")``,
``LLMAgent("ollama/qwen2.5")`` or ``LLMAgent("hosted_vllm/<model>", api_base="http://host/v1")``
plays an episode as one conversation: a system prompt, the brief as the first user message, then
each later observation as the next message. The model acts through three tools (``query_roles``,
``wait``, ``finalize``) or, with ``tools=False`` or when it answers in prose anyway, through a JSON
action in its text (``extract_action``). A malformed action is passed to the environment as it
is: the environment's error observation goes back to the model, never an exception.

litellm is optional (``pip install 'uncoenv[llm]'``) and imported only when the agent first calls
a model: importing it takes seconds and may fetch a price table. API keys come from the
environment, where litellm reads them; the agent never stores or logs them.
"""

from __future__ import annotations

import ast
import asyncio
import copy
import inspect
import json
import re
import time
from collections.abc import Awaitable, Callable
from typing import Any

import numpy as np

from uncoenv.agents.base import Action, Agent
from uncoenv.providers import (
    ModelFailure,
    ProviderError,
    litellm,
    model_failure,
    redacted,
    retryable,
    without_credentials,
)

MAIN_AGENT = """\
You are the main agent of a team. You must answer a decision question: which of three candidates \
meets every eligibility condition, and a number computed for that candidate. The evidence is held \
by colleagues, each with private records. Colleagues can be unreliable: an answer may describe the \
wrong context (another date, place or definition than the condition requires), may be too coarse \
(a range or a bound instead of the exact value), or may not come at all. Check every answer \
against what the conditions require, ask follow-up questions when an answer does not settle a \
condition or a number, and finalize only when the evidence determines the answer."""
"""The main agent's task and duty of care, whatever way it acts (tools, JSON text, trainers)."""

SYSTEM_PROMPT = (
    MAIN_AGENT
    + """

Act with exactly one action per turn. {how}

The actions:
  {{"action": "query", "roles": ["<role id>", ...], "message": "<your message>"}}
  {{"action": "query", "queries": [{{"role": "<role id>", "message": "<message>"}}, ...]}}
  {{"action": "wait"}}
  {{"action": "finalize", "conclusion": "<label>", "candidate": "<name>" or null, \
"numeric_result": <number> or null}}
A query sends your messages now; the replies come back in the next message. A final answer ends \
the episode: give the positive label with the eligible candidate and the number, or the negative \
label with candidate and numeric_result null."""
)

_HOW_TOOLS = (
    "Call exactly one tool per turn: query_roles, wait or finalize (their arguments are the "
    "fields of the actions below)."
)
_HOW_TEXT = "Reply with exactly one JSON object, one of the actions below, and nothing else."


DIAGNOSIS = (
    'With your final answer, give your diagnosis in two more fields of finalize. "unreliable": '
    'the colleagues whose answers you had to correct, as [{"role": "<role id>", "kind": '
    '"misaligned" | "incomplete" | "missed"}] (misaligned: an answer for another context than '
    "the condition's; incomplete: a range, a bound or no value instead of the exact one; missed: "
    'no answer to your first message), or [] when none. "beliefs": the values you hold for the '
    'decision, as {"<candidate>": {"<fact, named as the conditions and the rule name it>": '
    "<value as the records state it>}}."
)
"""What ``diagnose=True`` adds to the system prompt (scored as T1 and T2, apart from the
answer)."""


def system_prompt(tools: bool = True, diagnose: bool = False) -> str:
    """The system prompt: the actions as this agent's tools, or as JSON text (``tools=False``),
    and with ``diagnose`` the request for a diagnosis in the final answer."""
    prompt = SYSTEM_PROMPT.format(how=_HOW_TOOLS if tools else _HOW_TEXT)
    return f"{prompt}\n\n{DIAGNOSIS}" if diagnose else prompt


TOOLS: list[dict[str, Any]] = [
    {
        "type": "function",
        "function": {
            "name": "query_roles",
            "description": (
                "Send a message to colleagues. Give either 'roles' with one 'message' for all of "
                "them, or 'queries' with a message per role. Replies arrive as this call's result."
            ),
            "parameters": {
                "type": "object",
                "properties": {
                    "roles": {
                        "type": "array",
                        "items": {"type": "string"},
                        "description": "Role ids (or titles) to send the same message to.",
                    },
                    "message": {"type": "string", "description": "The message for 'roles'."},
                    "queries": {
                        "type": "array",
                        "description": "One message per role, instead of 'roles' and 'message'.",
                        "items": {
                            "type": "object",
                            "properties": {
                                "role": {"type": "string"},
                                "message": {"type": "string"},
                            },
                            "required": ["role", "message"],
                        },
                    },
                },
            },
        },
    },
    {
        "type": "function",
        "function": {
            "name": "wait",
            "description": "Send nothing this round (for example, to give a colleague time).",
            "parameters": {"type": "object", "properties": {}},
        },
    },
    {
        "type": "function",
        "function": {
            "name": "finalize",
            "description": "Give the final answer; this ends the episode.",
            "parameters": {
                "type": "object",
                "properties": {
                    "conclusion": {"type": "string", "description": "One of the two labels."},
                    # anyOf with null, not a type list: litellm turns it into Gemini's
                    # "nullable", and OpenAI and Anthropic accept it as it is.
                    "candidate": {
                        "anyOf": [{"type": "string"}, {"type": "null"}],
                        "description": "The eligible candidate, or null.",
                    },
                    "numeric_result": {
                        "anyOf": [{"type": "number"}, {"type": "null"}],
                        "description": "The computed number, or null.",
                    },
                },
                "required": ["conclusion", "candidate", "numeric_result"],
            },
        },
    },
]
_TOOL_ACTIONS = {"query_roles": "query", "wait": "wait", "finalize": "finalize"}

_DIAGNOSIS_FIELDS: dict[str, Any] = {
    "unreliable": {
        "type": "array",
        "description": "The colleagues whose answers you had to correct, and how.",
        "items": {
            "type": "object",
            "properties": {
                "role": {"type": "string"},
                "kind": {"type": "string", "enum": ["misaligned", "incomplete", "missed"]},
            },
            "required": ["role", "kind"],
        },
    },
    "beliefs": {
        "type": "object",
        "description": "By candidate: each fact of the decision and the value you hold.",
        "additionalProperties": {"type": "object"},
    },
}


def tools_for(diagnose: bool = False) -> list[dict[str, Any]]:
    """The tools offered: ``TOOLS``, with ``diagnose`` the finalize tool's diagnosis fields."""
    if not diagnose:
        return TOOLS
    *others, final = TOOLS
    function = final["function"]
    parameters = function["parameters"]
    properties = {**parameters["properties"], **_DIAGNOSIS_FIELDS}
    return [
        *others,
        {
            **final,
            "function": {**function, "parameters": {**parameters, "properties": properties}},
        },
    ]


MAX_BACKOFF = 60.0
"""Longest pause between two attempts, in seconds."""
TIMEOUT = 120.0
"""Seconds a request may take by default (litellm's own default is 6,000): a stalled server
becomes a ``Timeout``, which is retried, not a hang."""


class LLMAgent(Agent):
    """An agent that asks a litellm model for each action.

    Args:
        model: Any litellm model string ("openai/...", "anthropic/...", "ollama/...",
            "hosted_vllm/..." with ``api_base``).
        api_base: The server's base URL, for self-hosted models.
        temperature: Sampling temperature.
        seed: Sampling seed forwarded to the provider (dropped where unsupported); it also seeds
            the retry jitter.
        max_tokens: Longest reply, in tokens (None: the provider's default).
        tools: Offer the actions as tools; False asks for a JSON action in the text (for servers
            without tool calling, e.g. vLLM started without a tool-call parser).
        max_retries: Retries of a retryable provider error before giving up.
        backoff: The first retry's pause in seconds; each further retry doubles it (with jitter
            between 0.5× and 1.5×, at most ``MAX_BACKOFF``).
        timeout: Seconds per request (``TIMEOUT`` by default; None: litellm's default, which is
            6,000 s).
        diagnose: Ask the model for a diagnosis with its final answer (``DIAGNOSIS``: the
            unreliable colleagues and the values it holds, scored as T1 and T2).
        completion: Called instead of ``litellm.completion`` (in ``act``) and
            ``litellm.acompletion`` (in ``aact``, where an awaitable result is awaited), with the
            same keyword arguments. For tests, or to wrap litellm (e.g. ``mock_response``).

    Attributes:
        messages: The conversation so far, as plain dicts (what the model was sent and said).
        usage: Successful model calls this episode, their tokens and cost. A failed attempt that
            was retried is not a call (nothing was generated); it is counted in ``retries``.
        retries: Failed attempts that were retried this episode.
    """

    name = "llm"

    def __init__(
        self,
        model: str,
        api_base: str | None = None,
        temperature: float = 0.0,
        seed: int | None = None,
        max_tokens: int | None = None,
        tools: bool = True,
        max_retries: int = 4,
        backoff: float = 1.0,
        timeout: float | None = TIMEOUT,
        completion: Callable[..., Any] | None = None,
        diagnose: bool = False,
    ) -> None:
        super().__init__()
        if max_retries < 0:
            raise ValueError(f"max_retries must be at least 0, got {max_retries}")
        if backoff < 0:
            raise ValueError(f"backoff must be at least 0, got {backoff}")
        self.model = model
        self.api_base = api_base
        self.temperature = temperature
        self.seed = seed
        self.max_tokens = max_tokens
        self.tools = tools
        self.max_retries = max_retries
        self.backoff = backoff
        self.timeout = timeout
        self.diagnose = diagnose
        self._completion = completion
        # Injectable so that tests of the retry policy run instantly.
        self._sleep: Callable[[float], None] = time.sleep
        self._async_sleep: Callable[[float], Awaitable[None]] = asyncio.sleep
        self._rng = np.random.default_rng(seed)
        self.messages: list[dict[str, Any]] = []
        self.retries = 0
        self._open_calls: list[str] = []  # tool call ids still owed a result, first one first
        self._note = ""  # the result given to the tool calls after the first

    # -- the protocol ----------------------------------------------------------------------

    def reset(self, seed: int | None = None) -> None:
        """Start a new episode: clear the conversation, the usage and the retry count."""
        super().reset(seed)
        if seed is not None:
            self._rng = np.random.default_rng(seed)
        self.messages = []
        self.retries = 0
        self._open_calls = []
        self._note = ""

    def act(self, observation: str, info: dict[str, Any]) -> Action:
        """Send the observation to the model and return its action.

        Raises:
            ModelFailure: The request can never succeed (context window exceeded, content
                policy, a bad request): the agent's failure, counted as a wrong answer.
            ProviderError: The provider failed (after retries, for retryable errors).
        """
        mark, open_calls = len(self.messages), self._open_calls
        self._add_observation(observation)
        try:
            return self._take(self._call_sync(self._request()))
        except ProviderError:
            # Leave the conversation as it was, so the same observation can be sent again.
            del self.messages[mark:]
            self._open_calls = open_calls
            raise

    async def aact(self, observation: str, info: dict[str, Any]) -> Action:
        """The async form of ``act`` (``litellm.acompletion``), for concurrent episodes."""
        mark, open_calls = len(self.messages), self._open_calls
        self._add_observation(observation)
        try:
            return self._take(await self._call_async(self._request()))
        except ProviderError:
            del self.messages[mark:]
            self._open_calls = open_calls
            raise

    def config(self) -> dict[str, Any]:
        """The settings that shape behaviour (for the run's configuration hash); never a key."""
        return {
            "agent": self.name,
            "model": self.model,
            "api_base": without_credentials(self.api_base),
            "temperature": self.temperature,
            "seed": self.seed,
            "max_tokens": self.max_tokens,
            "tools": self.tools,
            # Only when set: runs made before the option existed keep their hash (and resume).
            **({"diagnose": True} if self.diagnose else {}),
        }

    # -- the conversation ------------------------------------------------------------------

    def _add_observation(self, observation: str) -> None:
        if not self.messages:
            self.messages = [
                {"role": "system", "content": system_prompt(self.tools, self.diagnose)},
                {"role": "user", "content": observation},
            ]
            return
        if not self._open_calls:
            self.messages.append({"role": "user", "content": observation})
            return
        # Providers require a result for every tool call of the last turn: the observation
        # answers the first; the others were merged into it or not carried out.
        first, *rest = self._open_calls
        self.messages.append({"role": "tool", "tool_call_id": first, "content": observation})
        for call_id in rest:
            self.messages.append({"role": "tool", "tool_call_id": call_id, "content": self._note})
        self._open_calls = []

    def _request(self) -> dict[str, Any]:
        request: dict[str, Any] = {
            "model": self.model,
            # A copy: some provider transformations edit messages in place.
            "messages": copy.deepcopy(self.messages),
            "temperature": self.temperature,
            # Some providers reject some settings (Anthropic has no seed): drop them rather than
            # fail, so that any model string works with the same agent.
            "drop_params": True,
        }
        optional = {
            "seed": self.seed,
            "max_tokens": self.max_tokens,
            "api_base": self.api_base,
            "timeout": self.timeout,
        }
        request.update({key: value for key, value in optional.items() if value is not None})
        if self.tools:
            request["tools"] = tools_for(self.diagnose)
        return request

    def _take(self, response: Any) -> Action:
        """Record the response's usage and the model's turn; return the action it stands for."""
        self._record_usage(response)
        choices = _field(response, "choices") or []
        message = _field(choices[0], "message") if choices else None
        if message is None:
            raise ProviderError(f"{self.model}: the response holds no message")
        content = _field(message, "content") or ""
        if not isinstance(content, str):  # some providers send a list of content parts
            content = str(content)
        calls = _field(message, "tool_calls") or []
        if not calls:
            # Some providers reject an empty assistant turn in the history.
            self.messages.append({"role": "assistant", "content": content or "(no reply)"})
            return extract_action(content)
        plain = [_plain_call(call, index) for index, call in enumerate(calls)]
        self.messages.append({"role": "assistant", "content": content or None, "tool_calls": plain})
        self._open_calls = [call["id"] for call in plain]
        actions = [_call_action(call) for call in plain]
        if len(actions) > 1 and all(
            isinstance(a, dict) and a.get("action") == "query" for a in actions
        ):
            # Parallel query calls are one round's messages: send them together.
            self._note = "Sent together with the first query_roles call; see its result."
            return _merge_queries(actions)
        self._note = "Not carried out: one action per turn, and only the first call was run."
        return actions[0]

    def _record_usage(self, response: Any) -> None:
        usage = _field(response, "usage")
        prompt = int(_field(usage, "prompt_tokens") or 0) if usage is not None else 0
        completion = int(_field(usage, "completion_tokens") or 0) if usage is not None else 0
        self.usage.add(prompt, completion, _cost(response))

    # -- calls and the retry policy --------------------------------------------------------

    def _call_sync(self, request: dict[str, Any]) -> Any:
        complete = self._completion or litellm().completion
        for attempt in range(self.max_retries + 1):
            try:
                return complete(**request)
            except Exception as error:
                self._sleep(self._delay_or_raise(error, attempt))
        raise AssertionError("unreachable: the last attempt returns or raises")

    async def _call_async(self, request: dict[str, Any]) -> Any:
        complete = self._completion or litellm().acompletion
        for attempt in range(self.max_retries + 1):
            try:
                response = complete(**request)
                return await response if inspect.isawaitable(response) else response
            except Exception as error:
                await self._async_sleep(self._delay_or_raise(error, attempt))
        raise AssertionError("unreachable: the last attempt returns or raises")

    def _delay_or_raise(self, error: Exception, attempt: int) -> float:
        """The pause before the next attempt, or ``ProviderError`` when there is none
        (``ModelFailure`` when no attempt can succeed because of the request itself)."""
        kind = type(error).__name__
        if model_failure(error, answered=self.usage.calls > 0):
            raise ModelFailure(f"{self.model}: {kind}: {redacted(str(error))}") from error
        if not retryable(error):
            raise ProviderError(
                f"{self.model}: {kind} (not retryable): {redacted(str(error))}"
            ) from error
        if attempt >= self.max_retries:
            raise ProviderError(
                f"{self.model}: {kind} after {attempt + 1} attempts: {redacted(str(error))}"
            ) from error
        self.retries += 1
        jitter = 0.5 + float(self._rng.random())
        return min(MAX_BACKOFF, self.backoff * 2.0**attempt * jitter)


# -- reading model output ------------------------------------------------------------------

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
    if isinstance(name, str) and name in _TOOL_ACTIONS and "arguments" in value:
        action = _call_action({"function": value})
        return action if isinstance(action, dict) else None
    return None


def _call_action(call: dict[str, Any]) -> dict[str, Any] | str:
    """The environment action of one tool call; unreadable arguments are passed on as text."""
    function = call["function"]
    name, arguments = function.get("name"), function.get("arguments")
    if isinstance(arguments, str):
        try:
            arguments = json.loads(arguments) if arguments.strip() else {}
        except (ValueError, RecursionError):  # malformed, an int of 4,300+ digits, too deep
            return arguments  # the environment reports the unreadable JSON to the model
    if not isinstance(arguments, dict) or not all(isinstance(key, str) for key in arguments):
        arguments = {}  # (a Python-style object may have other keys)
    if not isinstance(name, str) or name not in _TOOL_ACTIONS:
        # The environment names the valid actions in its error observation.
        return {"action": name, **arguments}
    arguments.pop("action", None)
    return {"action": _TOOL_ACTIONS[name], **arguments}


def _merge_queries(actions: list[dict[str, Any]]) -> dict[str, Any] | str:
    queries: list[Any] = []
    for action in actions:
        if "queries" in action:
            queries.extend(action["queries"] if isinstance(action["queries"], list) else [])
        else:
            roles = action.get("roles")
            for role in roles if isinstance(roles, list) else []:
                queries.append({"role": role, "message": action.get("message")})
    return {"action": "query", "queries": queries}


def _plain_call(call: Any, index: int) -> dict[str, Any]:
    """A tool call as a plain dict (providers' objects vary; the history keeps plain data)."""
    function = _field(call, "function")
    arguments = _field(function, "arguments")
    if not isinstance(arguments, str):
        try:
            arguments = json.dumps(arguments if arguments is not None else {})
        except (TypeError, ValueError, RecursionError):  # not JSON data: the env says so
            arguments = str(type(arguments).__name__)
    return {
        "id": _field(call, "id") or f"call_{index}",
        "type": "function",
        "function": {"name": _field(function, "name"), "arguments": arguments},
    }


def _field(obj: Any, name: str) -> Any:
    """An attribute of a response object, or a key of a response dict."""
    if isinstance(obj, dict):
        return obj.get(name)
    return getattr(obj, name, None)


# -- litellm and the providers ---------------------------------------------------------------


def _cost(response: Any) -> float:
    """The call's cost in USD from litellm's price table; 0.0 when the model has no price."""
    try:
        cost = litellm().completion_cost(completion_response=response)
    except Exception:  # unmapped models, custom providers, responses not from litellm
        return 0.0
    return float(cost or 0.0)
