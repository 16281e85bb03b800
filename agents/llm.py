"""An agent backed by any chat model that litellm can reach.

``LLMAgent("openai/gpt-4o-mini")``, ``LLMAgent("anthropic/claude-3-5-haiku-latest")``,
``LLMAgent("ollama/qwen2.5")`` or ``LLMAgent("hosted_vllm/<model>", api_base="http://host/v1")``
plays an episode as one conversation: a system prompt, the brief as the first user message, then
each later observation as the next message. The model acts through three tools (``query_roles``,
``wait``, ``finalize``) or, with ``tools=False`` or when it answers in prose anyway, through a JSON
action in its text (``extract_action``, from ``uncoenv.envs.action_text``). The system prompt
(``uncoenv.prompts``) and the tools (``uncoenv.action_schema``) are written from the action
models. A malformed action is passed to the environment as it is: the environment's error
observation goes back to the model, never an exception.

litellm is optional (``pip install 'uncoenv[llm]'``) and imported only when the agent first calls
a model: importing it takes seconds and may fetch a price table. API keys come from the
environment, where litellm reads them; the agent never stores or logs them.
"""

from __future__ import annotations

import asyncio
import copy
import inspect
import json
import time
from collections.abc import Awaitable, Callable
from typing import Any

import numpy as np

from uncoenv.action_schema import tool_schemas
from uncoenv.agents.base import Action, Agent
from uncoenv.envs.action_text import extract_action, tool_call_action
from uncoenv.prompts import DIAGNOSIS, MAIN_AGENT, system_prompt
from uncoenv.providers import (
    ModelFailure,
    ProviderError,
    litellm,
    model_failure,
    redacted,
    retryable,
    without_credentials,
)
from uncoenv.teams.formation import SeatBrief

# The prompt and the text reader live below the agents (the integrations use them too); they
# are re-exported here, where users have always found them.
__all__ = [
    "DIAGNOSIS",
    "MAIN_AGENT",
    "MAX_BACKOFF",
    "TIMEOUT",
    "TOOLS",
    "LLMAgent",
    "extract_action",
    "system_prompt",
    "tools_for",
]

TOOLS: list[dict[str, Any]] = tool_schemas()
"""The tools offered, one per action, written from the action models (``uncoenv.action_schema``)."""


def tools_for(diagnose: bool = False, team: bool = False) -> list[dict[str, Any]]:
    """The tools offered: ``TOOLS``, with ``diagnose`` the finalize tool's diagnosis fields, and
    with ``team`` a team seat's messages."""
    return tool_schemas(diagnose, team)


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
        self.team = False  # a team's seat with a channel (read from the brief)

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
        self.team = False

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
            # A team's seat (uncoenv.teams) with a channel is offered its messages too.
            seat = SeatBrief.parse(observation)
            self.team = seat is not None and seat.channel
            prompt = system_prompt(self.tools, self.diagnose, self.team)
            self.messages = [
                {"role": "system", "content": prompt},
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
            request["tools"] = tools_for(self.diagnose, self.team)
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
        actions = [tool_call_action(call) for call in plain]
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


# -- reading the model's turn ---------------------------------------------------------------


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
