"""LLMAgent, offline: litellm's own mocks and a scripted litellm provider stand in for models.

No network and no key: ``mock_response`` / ``mock_tool_calls`` go through ``litellm.completion``,
and a registered ``litellm.CustomLLM`` ("uncoscripted/<script>") plays a scripted model for sync
and async calls, seeing exactly the messages a real provider would.
"""

from __future__ import annotations

import asyncio
import copy
import itertools
import json
import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

# Before litellm is imported anywhere: never fetch the price table in tests.
os.environ["LITELLM_LOCAL_MODEL_COST_MAP"] = "True"

import gymnasium as gym
import pytest

import uncoenv  # noqa: F401  (registers UnCo-*-v0)
from uncoenv.agents import llm
from uncoenv.agents.base import ProviderError
from uncoenv.agents.llm import LLMAgent, extract_action, system_prompt
from uncoenv.envs import action_text

# litellm's own typed dicts make pydantic warn when first used; not ours to fix.
pytestmark = pytest.mark.filterwarnings("ignore:.*`ReadOnly` qualifier:UserWarning")

PRICED = "openai/gpt-4o-mini"  # in litellm's local price table, so mock calls have a cost
SECRET = "sk-uncoenv-test-secret-0123456789"

# -- extraction -------------------------------------------------------------------------------

WAIT = {"action": "wait"}
FINAL = {"action": "finalize", "conclusion": "Appoint", "candidate": "A", "numeric_result": 1.5}
NEGATIVE = {"conclusion": "No", "candidate": None, "numeric_result": None}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('{"action": "wait"}', WAIT),
        ('```json\n{"action": "wait"}\n```', WAIT),
        ('```\n{"action": "wait"}\n```\nThat is my move.', WAIT),
        ('I will wait for the missing reply.\n{"action": "wait"} Thanks!', WAIT),
        (
            "Draft:\n" + json.dumps(WAIT) + "\nOn reflection, I can answer:\n" + json.dumps(FINAL),
            FINAL,
        ),
        (
            '{"action": "wait"}{"action": "finalize", "conclusion": "Appoint", "candidate": "A", '
            '"numeric_result": 1.5}',
            FINAL,
        ),
        (
            '```json\n{"action": "query", "queries": [{"role": "a", "message": "Exact {value}?"}]}'
            "\n```",
            {"action": "query", "queries": [{"role": "a", "message": "Exact {value}?"}]},
        ),
        (
            "Set {x} aside. {'action': 'finalize', 'conclusion': 'No', 'candidate': None, "
            "'numeric_result': None}",
            {"action": "finalize", "conclusion": "No", "candidate": None, "numeric_result": None},
        ),
        ('<tool_call>{"name": "wait", "arguments": {}}</tool_call>', WAIT),
        (
            json.dumps({"name": "finalize", "arguments": json.dumps(NEGATIVE)}),
            {"action": "finalize", "conclusion": "No", "candidate": None, "numeric_result": None},
        ),
    ],
    ids=[
        "bare",
        "fence",
        "fence-then-prose",
        "prose",
        "two-actions-last",
        "adjacent",
        "nested-braces-in-string",
        "python-literal",
        "tool-call-tags",
        "tool-call-string-args",
    ],
)
def test_extract_action_finds_the_action(text: str, expected: dict[str, Any]) -> None:
    assert extract_action(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "",
        "I need more information first.",
        '{"action": "wait"',
        '{"note": "no action here"}',
        "[1, 2, 3]",
        "{{{{ }}}}",
    ],
    ids=["empty", "prose", "unclosed", "no-action-key", "not-an-object", "braces"],
)
def test_extract_action_returns_unparseable_text_as_is(text: str) -> None:
    # The environment rejects it with an error observation that the model then reads.
    assert extract_action(text) == text


# -- no litellm at import -----------------------------------------------------------------------


def test_importing_the_agent_does_not_import_litellm() -> None:
    code = (
        "import sys, uncoenv, uncoenv.agents.llm; "
        "from uncoenv.agents.llm import LLMAgent; LLMAgent('openai/x').config(); "
        "assert 'litellm' not in sys.modules, 'litellm imported'"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)


def test_config_names_the_behaviour_and_no_secret(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    agent = LLMAgent(
        "hosted_vllm/qwen",
        api_base="http://user:pw@gpu:8000/v1",
        seed=3,
        max_tokens=256,
        tools=False,
        temperature=0.2,
    )
    assert agent.config() == {
        "agent": "llm",
        "model": "hosted_vllm/qwen",
        "api_base": "http://gpu:8000/v1",
        "temperature": 0.2,
        "seed": 3,
        "max_tokens": 256,
        "tools": False,
    }
    assert SECRET not in json.dumps(agent.config())
    assert agent.name == "llm"


# -- the scripted provider ----------------------------------------------------------------------

Reply = str | dict[str, Any] | list[dict[str, Any]] | Exception


@dataclass
class Script:
    """What a scripted model answers, call by call, and what it was sent."""

    replies: list[Reply]
    seen: list[list[dict[str, Any]]] = field(default_factory=list)
    params: list[dict[str, Any]] = field(default_factory=list)


SCRIPTS: dict[str, Script] = {}
_names = itertools.count()


def call(name: str, **arguments: Any) -> dict[str, Any]:
    """A scripted tool call."""
    return {"name": name, "arguments": arguments}


@pytest.fixture(scope="module")
def litellm() -> Iterator[Any]:
    """litellm, quiet, with the scripted provider registered once."""
    litellm = pytest.importorskip("litellm", reason="litellm not installed (uncoenv[llm])")

    quiet = litellm.suppress_debug_info
    litellm.suppress_debug_info = True  # no "Give Feedback" banners on simulated errors

    class ScriptedModel(litellm.CustomLLM):
        """Answers from SCRIPTS[model]: a text, tool call(s) or an exception, call by call."""

        def completion(self, model: str, messages: list, **kwargs: Any) -> Any:
            script = SCRIPTS[model]
            script.seen.append(copy.deepcopy(messages))
            script.params.append(
                {
                    "api_base": kwargs.get("api_base"),
                    "timeout": kwargs.get("timeout"),
                    **kwargs["optional_params"],
                }
            )
            reply = script.replies.pop(0)
            if isinstance(reply, Exception):
                raise reply
            message: dict[str, Any] = {"role": "assistant", "content": None}
            if isinstance(reply, str):
                message["content"] = reply
            else:
                calls = reply if isinstance(reply, list) else [reply]
                message["tool_calls"] = [
                    {
                        "id": f"call_{i}",
                        "type": "function",
                        "function": {"name": c["name"], "arguments": json.dumps(c["arguments"])},
                    }
                    for i, c in enumerate(calls)
                ]
            usage = {
                "prompt_tokens": 100 * len(messages),
                "completion_tokens": 7,
                "total_tokens": 100 * len(messages) + 7,
            }
            return litellm.ModelResponse(choices=[{"message": message}], usage=usage, model=model)

        async def acompletion(self, model: str, messages: list, **kwargs: Any) -> Any:
            return self.completion(model, messages, **kwargs)

    if not any(p.get("provider") == "uncoscripted" for p in litellm.custom_provider_map):
        # Append: reassigning the list would drop other registrations.
        litellm.custom_provider_map.append(
            {"provider": "uncoscripted", "custom_handler": ScriptedModel()}
        )
    yield litellm
    litellm.suppress_debug_info = quiet


@pytest.fixture
def scripted(litellm: Any) -> Callable[..., tuple[str, Script]]:
    """A fresh script under its own model name (so tests never share a script)."""

    def make(*replies: Reply) -> tuple[str, Script]:
        name = f"script{next(_names)}"
        SCRIPTS[name] = Script(list(replies))
        return f"uncoscripted/{name}", SCRIPTS[name]

    return make


class Sleeps:
    """Records the pauses the agent asks for instead of sleeping."""

    def __init__(self) -> None:
        self.delays: list[float] = []

    def __call__(self, seconds: float) -> None:
        self.delays.append(seconds)

    async def asleep(self, seconds: float) -> None:
        self.delays.append(seconds)


def instant(agent: LLMAgent) -> Sleeps:
    sleeps = Sleeps()
    agent._sleep, agent._async_sleep = sleeps, sleeps.asleep
    return sleeps


def mocked(litellm: Any, *responses: Any, tool_calls: list | None = None) -> Callable[..., Any]:
    """A completion function: litellm.completion with one mock_response per call, in order."""
    pending = list(responses)

    def complete(**request: Any) -> Any:
        return litellm.completion(
            **request, mock_response=pending.pop(0), mock_tool_calls=tool_calls
        )

    return complete


# -- whole episodes -----------------------------------------------------------------------------


def play(env: gym.Env, agent: LLMAgent, seed: int, use_async: bool) -> tuple[float, dict]:
    """One episode in the plain Gymnasium loop."""
    observation, info = env.reset(seed=seed)
    agent.reset(seed=seed)
    reward, terminated, truncated = 0.0, False, False
    while not (terminated or truncated):
        if use_async:
            action = asyncio.run(agent.aact(observation, info))
        else:
            action = agent.act(observation, info)
        observation, reward, terminated, truncated, info = env.step(action)
    return reward, info


@pytest.mark.parametrize("use_async", [False, True], ids=["act", "aact"])
@pytest.mark.parametrize("tools", [True, False], ids=["tools", "text"])
def test_scripted_model_queries_then_finalizes_the_gold_answer(
    scripted: Callable[..., tuple[str, Script]], tools: bool, use_async: bool
) -> None:
    env = gym.make("UnCo-Reliable-v0", split="test")
    env.reset(seed=5)
    task = env.unwrapped.task
    roles = [role.id for role in task.roles]
    gold = task.answer.model_dump()
    ask = {"roles": roles, "message": "Please share all your records on the candidates."}
    if tools:
        model, script = scripted(call("query_roles", **ask), call("finalize", **gold))
    else:
        model, script = scripted(
            "Let me ask everyone first.\n```json\n"
            + json.dumps({"action": "query", **ask})
            + "\n```",
            json.dumps({"action": "finalize", **gold}),
        )
    agent = LLMAgent(model, tools=tools, seed=1)

    reward, info = play(env, agent, seed=5, use_async=use_async)

    assert reward == 1.0 and info["correct_decision"] and info["invalid_actions"] == 0
    first, second = script.seen
    assert [m["role"] for m in first] == ["system", "user"]
    assert "exactly one action per turn" in first[0]["content"]
    assert first[1]["content"].startswith(task.background[:40])  # the brief
    # The replies of the query round reach the model as its next message.
    answered = second[-1]
    assert answered["role"] == ("tool" if tools else "user")
    assert all(f"[{role}]" in answered["content"] for role in roles)
    assert ("tools" in script.params[0]) is tools
    assert agent.usage.calls == 2
    assert agent.usage.prompt_tokens == 100 * (2 + 4) and agent.usage.completion_tokens == 14
    assert agent.usage.cost == 0.0  # a scripted model has no price


def test_malformed_reply_becomes_an_error_observation_for_the_model(
    scripted: Callable[..., tuple[str, Script]],
) -> None:
    env = gym.make("UnCo-Reliable-v0", split="test")
    env.reset(seed=2)
    task = env.unwrapped.task
    model, script = scripted(
        "I am not sure what to do yet; maybe ask someone?",  # prose, no action
        call("finalize", conclusion="Perhaps"),  # a tool call the environment rejects
        call("finalize", **task.answer.model_dump()),
    )
    agent = LLMAgent(model)

    reward, info = play(env, agent, seed=2, use_async=False)

    assert reward == 1.0 and info["invalid_actions"] == 2
    # Prose is answered as a user message, a tool call as its tool result; both carry the error.
    after_prose, after_call = script.seen[1][-1], script.seen[2][-1]
    assert after_prose["role"] == "user" and "invalid action" in after_prose["content"]
    assert "malformed JSON" in after_prose["content"]
    assert after_call["role"] == "tool" and after_call["tool_call_id"] == "call_0"
    assert "'Perhaps' is neither" in after_call["content"]
    assert script.seen[1][-2] == {
        "role": "assistant",
        "content": "I am not sure what to do yet; maybe ask someone?",
    }


def test_unreadable_tool_arguments_go_to_the_environment_as_text(litellm: Any) -> None:
    broken = [
        {
            "id": "c1",
            "type": "function",
            "function": {"name": "finalize", "arguments": '{"conclusion": "Appoint",'},
        }
    ]
    agent = LLMAgent(PRICED, completion=mocked(litellm, "", tool_calls=broken))
    assert agent.act("brief", {}) == '{"conclusion": "Appoint",'


# -- tool calls -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "arguments", "action"),
    [
        (
            "query_roles",
            {"roles": ["a", "b"], "message": "Exact values, please."},
            {"action": "query", "roles": ["a", "b"], "message": "Exact values, please."},
        ),
        (
            "query_roles",
            {"queries": [{"role": "a", "message": "Hi"}]},
            {"action": "query", "queries": [{"role": "a", "message": "Hi"}]},
        ),
        ("wait", {}, {"action": "wait"}),
        (
            "finalize",
            {"conclusion": "Do not appoint", "candidate": None, "numeric_result": None},
            {
                "action": "finalize",
                "conclusion": "Do not appoint",
                "candidate": None,
                "numeric_result": None,
            },
        ),
    ],
    ids=["query-roles", "query-queries", "wait", "finalize"],
)
def test_a_tool_call_becomes_the_action_dict(
    litellm: Any, name: str, arguments: dict[str, Any], action: dict[str, Any]
) -> None:
    tool_call = {
        "id": "c1",
        "type": "function",
        "function": {"name": name, "arguments": json.dumps(arguments)},
    }
    agent = LLMAgent(PRICED, completion=mocked(litellm, "", tool_calls=[tool_call]))
    assert agent.act("brief", {}) == action
    assert agent.messages[-1]["tool_calls"] == [tool_call]
    assert agent.messages[-1]["content"] is None


def test_text_reply_when_tools_are_offered_is_read_as_json(litellm: Any) -> None:
    agent = LLMAgent(PRICED, completion=mocked(litellm, '{"action": "wait"}'))
    assert agent.act("brief", {}) == WAIT


def test_parallel_query_calls_are_one_round_and_every_call_gets_a_result(
    scripted: Callable[..., tuple[str, Script]],
) -> None:
    model, script = scripted(
        [
            call("query_roles", roles=["a", "b"], message="Records?"),
            call("query_roles", queries=[{"role": "c", "message": "Exact figure?"}]),
        ],
        [call("wait"), call("finalize", conclusion="No", candidate=None, numeric_result=None)],
        "{}",
    )
    agent = LLMAgent(model)
    assert agent.act("brief", {}) == {
        "action": "query",
        "queries": [
            {"role": "a", "message": "Records?"},
            {"role": "b", "message": "Records?"},
            {"role": "c", "message": "Exact figure?"},
        ],
    }
    assert agent.act("replies", {}) == WAIT  # mixed calls: the first one runs
    agent.act("waited", {})
    results = [m for m in script.seen[1] if m["role"] == "tool"]
    assert [m["tool_call_id"] for m in results] == ["call_0", "call_1"]
    assert results[0]["content"] == "replies" and "first" in results[1]["content"]
    last = [m for m in script.seen[2] if m["role"] == "tool"][-2:]
    assert last[0]["content"] == "waited" and "Not carried out" in last[1]["content"]


# -- requests, usage and reset ------------------------------------------------------------------


def test_settings_are_forwarded_to_the_provider(
    scripted: Callable[..., tuple[str, Script]],
) -> None:
    model, script = scripted("{}", "{}")
    agent = LLMAgent(
        model,
        api_base="http://localhost:9/v1",
        temperature=0.3,
        seed=11,
        max_tokens=64,
        timeout=12.5,
        tools=False,
    )
    agent.act("brief", {})
    asyncio.run(agent.aact("more", {}))
    for params in script.params:
        assert params["api_base"] == "http://localhost:9/v1"
        assert params["temperature"] == 0.3 and params["seed"] == 11
        assert params["max_tokens"] == 64 and params["timeout"] == 12.5
        assert "tools" not in params


def test_tokens_and_cost_are_recorded_from_the_response(litellm: Any) -> None:
    agent = LLMAgent(PRICED, completion=mocked(litellm, '{"action": "wait"}', "{}"))
    agent.act("brief", {})
    agent.act("more", {})
    # litellm's mocks report 10 prompt and 20 completion tokens per call.
    assert (agent.usage.calls, agent.usage.prompt_tokens, agent.usage.completion_tokens) == (
        2,
        20,
        40,
    )
    one = litellm.completion(
        model=PRICED, messages=[{"role": "user", "content": "x"}], mock_response="x"
    )
    assert agent.usage.cost == pytest.approx(2 * litellm.completion_cost(completion_response=one))
    assert agent.usage.cost > 0


def test_reset_clears_the_conversation_and_the_usage(litellm: Any) -> None:
    agent = LLMAgent(PRICED, completion=mocked(litellm, "{}", "{}"))
    agent.act("first brief", {})
    agent.reset(seed=4)
    assert agent.messages == [] and agent.usage.calls == 0 and agent.retries == 0
    agent.act("second brief", {})
    assert [m["role"] for m in agent.messages] == ["system", "user", "assistant"]
    assert agent.messages[1]["content"] == "second brief"


# -- the retry policy ---------------------------------------------------------------------------


def rate_limit(litellm: Any) -> Exception:
    return litellm.RateLimitError(message="slow down", llm_provider="uncoscripted", model="m")


@pytest.mark.parametrize("use_async", [False, True], ids=["act", "aact"])
def test_rate_limits_are_retried_with_backoff_then_succeed(
    litellm: Any, scripted: Callable[..., tuple[str, Script]], use_async: bool
) -> None:
    model, script = scripted(rate_limit(litellm), rate_limit(litellm), '{"action": "wait"}')
    agent = LLMAgent(model, backoff=2.0, seed=0)
    sleeps = instant(agent)

    action = asyncio.run(agent.aact("brief", {})) if use_async else agent.act("brief", {})

    assert action == WAIT
    assert len(script.seen) == 3 and agent.retries == 2
    # usage.calls counts calls that produced a reply; failed attempts are in agent.retries.
    assert agent.usage.calls == 1
    first, second = sleeps.delays
    assert 1.0 <= first < 3.0 and 2.0 <= second < 6.0  # 2 s, then 4 s, each jittered ×0.5–1.5


def test_litellm_mock_rate_limit_then_success(litellm: Any) -> None:
    agent = LLMAgent(
        PRICED,
        completion=mocked(litellm, "litellm.RateLimitError", "litellm.InternalServerError", "{}"),
    )
    sleeps = instant(agent)
    assert agent.act("brief", {}) == "{}"
    assert len(sleeps.delays) == 2 and agent.usage.calls == 1


def test_jitter_is_reproducible_from_the_seed(litellm: Any) -> None:
    delays = []
    for _ in range(2):
        agent = LLMAgent(
            PRICED, seed=7, completion=mocked(litellm, *["litellm.RateLimitError"] * 3, "{}")
        )
        sleeps = instant(agent)
        agent.act("brief", {})
        delays.append(sleeps.delays)
    assert delays[0] == delays[1] and len(set(delays[0])) == 3


@pytest.mark.parametrize("use_async", [False, True], ids=["act", "aact"])
def test_bad_request_raises_provider_error_without_retry(
    litellm: Any, scripted: Callable[..., tuple[str, Script]], use_async: bool
) -> None:
    bad = litellm.BadRequestError(message="unknown parameter", model="m", llm_provider="x")
    model, script = scripted(bad, "{}")
    agent = LLMAgent(model)
    sleeps = instant(agent)
    with pytest.raises(ProviderError, match="BadRequestError"):
        if use_async:
            asyncio.run(agent.aact("brief", {}))
        else:
            agent.act("brief", {})
    assert len(script.seen) == 1 and sleeps.delays == [] and agent.usage.calls == 0
    assert agent.messages == []  # rolled back: the same observation can be sent again


def test_authentication_error_is_not_retried_and_the_key_is_masked(
    litellm: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    denied = litellm.AuthenticationError(
        message=f"Incorrect API key provided: {SECRET}", llm_provider="openai", model=PRICED
    )
    agent = LLMAgent(PRICED, completion=mocked(litellm, denied))
    sleeps = instant(agent)
    with pytest.raises(ProviderError, match="AuthenticationError") as caught:
        agent.act("brief", {})
    assert SECRET not in str(caught.value) and sleeps.delays == []


def test_retries_exhausted_raise_provider_error(litellm: Any) -> None:
    agent = LLMAgent(
        PRICED, max_retries=2, completion=mocked(litellm, *["litellm.RateLimitError"] * 3)
    )
    sleeps = instant(agent)
    with pytest.raises(ProviderError, match=r"RateLimitError after 3 attempts"):
        agent.act("brief", {})
    assert len(sleeps.delays) == 2 and agent.usage.calls == 0 and agent.messages == []


def test_no_key_in_config_or_messages(
    scripted: Callable[..., tuple[str, Script]], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    monkeypatch.setenv("ANTHROPIC_API_KEY", SECRET)
    env = gym.make("UnCo-Reliable-v0", split="test")
    env.reset(seed=9)
    model, script = scripted(
        call("wait"), call("finalize", **env.unwrapped.task.answer.model_dump())
    )
    agent = LLMAgent(model)
    play(env, agent, seed=9, use_async=False)
    recorded = json.dumps([agent.config(), agent.messages, script.seen])
    assert SECRET not in recorded


# -- the reliability review: odd output, stalls, failures no retry fixes, quiet stdout ---------

HUGE = "1" + "0" * 5_000  # more digits than json reads (sys.int_max_str_digits: 4,300)
DEEP = '{"action": "finalize", "x": ' + "[" * 2_000 + "]" * 2_000 + "}"


def finalize_call(arguments: str) -> list[dict[str, Any]]:
    return [
        {"id": "c1", "type": "function", "function": {"name": "finalize", "arguments": arguments}}
    ]


@pytest.mark.parametrize(
    ("text", "tool_arguments"),
    [
        (f'{{"action": "finalize", "numeric_result": {HUGE}}}', None),
        (None, f'{{"conclusion": "x", "candidate": null, "numeric_result": {HUGE}}}'),
        (DEEP, None),
        (None, DEEP),
    ],
    ids=["huge-number-text", "huge-number-tool", "deep-text", "deep-tool"],
)
def test_degenerate_model_output_is_an_invalid_action_not_an_error(
    litellm: Any, text: str | None, tool_arguments: str | None
) -> None:
    # D4: json raised ValueError / RecursionError out of the agent: an unscored error, re-run.
    tool_calls = finalize_call(tool_arguments) if tool_arguments else None
    agent = LLMAgent(PRICED, completion=mocked(litellm, text or "", tool_calls=tool_calls))
    env = gym.make("UnCo-Reliable-v0", split="test")
    observation, info = env.reset(seed=0)
    action = agent.act(observation, info)
    observation, _, terminated, _, info = env.step(action)
    assert not terminated and info["invalid_actions"] == 1
    assert "invalid" in observation or "unreadable" in observation or "malformed" in observation


@pytest.mark.parametrize(
    "text",
    ['{"name": ["finalize"], "arguments": {}}', "{'name': 'wait', 'arguments': {1: 2}}"],
    ids=["unhashable-name", "python-keys"],
)
def test_odd_objects_in_text_never_raise(text: str) -> None:
    assert extract_action(text) in (text, {"action": "wait"})


def test_the_text_reader_and_the_prompt_are_the_shared_ones() -> None:
    # They moved below the agents (the integrations use them); users still find them here.
    from uncoenv import prompts

    assert llm.extract_action is action_text.extract_action
    assert llm.system_prompt is prompts.system_prompt and llm.MAIN_AGENT is prompts.MAIN_AGENT


@pytest.mark.parametrize(
    "junk", ["{'" * 16_000, "{'action': " * 3_000, '{"a":[' * 5_000, "{'a' " * 4_000 + "}" * 4_000]
)
def test_extract_action_reads_brace_heavy_text_in_linear_work(junk, monkeypatch) -> None:
    # Review N9: an attempt from every brace was quadratic (32 KB of "{'" took 19.5 s of CPU).
    read = []
    scan = action_text._matching_brace
    monkeypatch.setattr(
        action_text, "_matching_brace", lambda t, s, n: read.append(s) or scan(t, s, n)
    )
    assert extract_action(junk) == junk
    assert len(read) <= action_text.SCAN_BUDGET + 2
    honest = "I don't know yet; {not json}. " * 500 + '{"action": "wait"}'
    assert extract_action(honest) == {"action": "wait"}


def test_a_request_has_a_finite_timeout_by_default(
    scripted: Callable[..., tuple[str, Script]],
) -> None:
    # D5: litellm's default is 6,000 s: a server that never answers stalled the run for hours.
    model, script = scripted("{}")
    LLMAgent(model).act("brief", {})
    assert script.params[0]["timeout"] == 120.0


def test_a_timeout_is_retried(litellm: Any, scripted: Callable[..., tuple[str, Script]]) -> None:
    stalled = litellm.Timeout(message="no answer", model="m", llm_provider="x")
    model, script = scripted(stalled, "{}")
    agent = LLMAgent(model)
    sleeps = instant(agent)
    assert agent.act("brief", {}) == "{}" and len(sleeps.delays) == 1 and len(script.seen) == 2


@pytest.mark.parametrize(
    "error",
    ["ContextWindowExceededError", "ContentPolicyViolationError", "BadRequestError"],
)
@pytest.mark.parametrize("use_async", [False, True], ids=["act", "aact"])
def test_a_failure_no_retry_can_fix_is_a_model_failure(
    litellm: Any, scripted: Callable[..., tuple[str, Script]], error: str, use_async: bool
) -> None:
    # R1: the runner scores a ModelFailure as a wrong answer (agent_error), never re-runs it.
    from uncoenv.providers import ModelFailure

    failure = getattr(litellm, error)(message="too long", model="m", llm_provider="x")
    model, script = scripted('{"action": "wait"}', failure, "{}")
    agent = LLMAgent(model)
    sleeps = instant(agent)
    agent.act("brief", {})
    with pytest.raises(ModelFailure, match=error):
        asyncio.run(agent.aact("more", {})) if use_async else agent.act("more", {})
    assert len(script.seen) == 2 and sleeps.delays == []


def test_a_bad_request_before_any_answer_is_the_set_ups_not_the_models(
    litellm: Any, scripted: Callable[..., tuple[str, Script]]
) -> None:
    # An unknown model or a parameter the server refuses: an error, re-run once fixed.
    from uncoenv.providers import ModelFailure

    bad = litellm.BadRequestError(message="unknown parameter", model="m", llm_provider="x")
    overflow = litellm.ContextWindowExceededError(message="long", model="m", llm_provider="x")
    model, _ = scripted(bad, overflow)
    agent = LLMAgent(model)
    with pytest.raises(ProviderError) as caught:
        agent.act("brief", {})
    assert not isinstance(caught.value, ModelFailure)
    with pytest.raises(ModelFailure):  # a brief too long for the model is the model's limit
        agent.act("brief", {})


def test_a_set_up_failure_is_not_a_model_failure(litellm: Any) -> None:
    from uncoenv.providers import ModelFailure

    denied = litellm.AuthenticationError(message="bad key", llm_provider="openai", model=PRICED)
    agent = LLMAgent(PRICED, completion=mocked(litellm, denied))
    with pytest.raises(ProviderError) as caught:
        agent.act("brief", {})
    assert not isinstance(caught.value, ModelFailure)


def test_litellm_banners_never_reach_stdout(
    litellm: Any,
    scripted: Callable[..., tuple[str, Script]],
    capfd: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # D17: an unpriced model printed a "Provider List" banner to stdout on every call, and a
    # provider error a "Give Feedback / Get Help" one: into the Markdown report.
    from uncoenv import providers

    monkeypatch.setattr(litellm, "suppress_debug_info", False)
    providers.litellm()  # the agent's import sets litellm quiet
    bad = litellm.BadRequestError(message="no", model="m", llm_provider="x")
    model, _ = scripted('{"action": "wait"}', bad)
    agent = LLMAgent(model)
    agent.act("brief", {})
    with pytest.raises(ProviderError):
        agent.act("more", {})
    out = capfd.readouterr().out
    assert "Provider List" not in out and "Give Feedback" not in out


def test_a_key_in_the_api_base_query_is_never_recorded(tmp_path: Any) -> None:
    # D18: "?api-key=..." was written verbatim to summary.json (and keyed the configuration).
    from uncoenv.evaluation.runner import RunConfig, summarize

    agent = LLMAgent("openai/m", api_base=f"http://127.0.0.1:9/v1?api-key={SECRET}&v=2")
    rotated = LLMAgent("openai/m", api_base="http://127.0.0.1:9/v1?api-key=sk-other-key&v=2")
    assert agent.config()["api_base"] == "http://127.0.0.1:9/v1?api-key=***&v=2"
    assert agent.config() == rotated.config()  # rotating the key keeps the run resumable
    summary = summarize(RunConfig(agent=agent.config(), limit=1), [])
    assert SECRET not in json.dumps(summary)


def test_diagnose_asks_for_the_diagnosis_and_passes_it_to_the_environment(
    scripted: Callable[..., tuple[str, Script]],
) -> None:
    diagnosis = {
        "unreliable": [{"role": "a", "kind": "missed"}],
        "beliefs": {"A": {"runtime": 24}},
    }
    model, script = scripted([call("finalize", **NEGATIVE, **diagnosis)])
    agent = LLMAgent(model, diagnose=True)
    assert agent.act("brief", {}) == {"action": "finalize", **NEGATIVE, **diagnosis}
    system = script.seen[0][0]["content"]
    assert '"unreliable"' in system and '"beliefs"' in system
    (finalize,) = [t for t in script.params[0]["tools"] if t["function"]["name"] == "finalize"]
    assert {"unreliable", "beliefs"} <= set(finalize["function"]["parameters"]["properties"])
    assert agent.config()["diagnose"] is True
    plain = LLMAgent(model)
    assert "diagnose" not in plain.config()  # the hash of runs without it is unchanged
    assert '"beliefs"' not in system_prompt(True)


# -- ReGround ---------------------------------------------------------------------------------


def test_reground_gathers_without_a_model_call_then_follows_its_procedure(litellm):
    from uncoenv.agents.reground import PROCEDURE, ReGroundAgent
    from uncoenv.envs.core import UnCoEnv

    final = json.dumps({**FINAL, "unreliable": [], "beliefs": {}})
    agent = ReGroundAgent(PRICED, pool=2, tools=False, completion=mocked(litellm, final))
    env = UnCoEnv("misleading", split="test")
    brief, info = env.reset(seed=0, options={"task_index": 0})
    agent.reset(0)
    first = agent.act(brief, info)
    assert first["action"] == "query" and first["roles"] == [r.id for r in env.task.roles]
    assert agent.usage.calls == 0
    observation, *_, info = env.step(first)
    assert agent.act(observation, info)["action"] == "finalize"
    assert agent.usage.calls == 1
    system = agent.messages[0]["content"]
    assert PROCEDURE.format(pool=2) in system and '"unreliable"' in system
    assert agent.config()["pool"] == 2 and agent.config()["diagnose"] is True
    with pytest.raises(ValueError, match="pool"):
        ReGroundAgent(PRICED, pool=0)


# -- team seats -----------------------------------------------------------------------------


def test_llm_seats_play_a_team_through_the_runner_with_team_tools(
    litellm: Any, tmp_path: Any
) -> None:
    from uncoenv.evaluation.runner import RunConfig, run
    from uncoenv.teams import Team

    env = gym.make("UnCo-Reliable-v0", split="test")
    env.reset(seed=0, options={"task_index": 0})
    gold = env.unwrapped.task.answer.model_dump()
    requests: list[dict[str, Any]] = []

    def seat(*replies: str) -> LLMAgent:
        complete = mocked(litellm, *replies)

        def recorded(**request: Any) -> Any:
            requests.append(request)
            return complete(**request)

        return LLMAgent(PRICED, tools=False, completion=recorded)

    post = json.dumps({"action": "post", "message": "Nothing yet from my side."})
    final = json.dumps({"action": "finalize", **gold})
    config = RunConfig(
        agent={"agent": "llm", "model": PRICED},
        settings=("reliable",),
        limit=1,
        team=Team(formation="peer", seats=2).identity(),
    )
    summary = asyncio.run(
        run(config, tmp_path, lambda: {"seat_0": seat(post, final), "seat_1": seat(post, "{}")})
    )
    assert summary["settings"]["reliable"]["accuracy"] == 1.0
    record = json.loads((tmp_path / "episodes.jsonl").read_text())
    seats = record["team"]["seats"]
    assert [s["parsed"]["action"] for s in seats["seat_0"]["steps"]] == ["post", "finalize"]
    assert (
        "<seat_0> to the team:\n  Nothing yet from my side."
        in seats["seat_1"]["steps"][0]["observation"]
    )
    assert record["calls"] == 4 and record["prompt_tokens"] > 0
    assert record["team"]["metrics"]["committed_by"] == "seat_0"
    assert all('"action": "post"' in r["messages"][0]["content"] for r in requests)
    tools = LLMAgent(PRICED)
    tools._add_observation(record["brief"])  # the brief tells it it is a seat
    assert [t["function"]["name"] for t in tools._request()["tools"]][-2:] == [
        "post",
        "direct_message",
    ]
