"""The OpenEnv server (``uncoenv serve``) and its typed client, over loopback."""

from __future__ import annotations

import json
import math
import os
import runpy
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from contextlib import contextmanager
from pathlib import Path

import pytest

pytest.importorskip("openenv", reason="needs the openenv extra")

import uvicorn
from openenv.cli.__main__ import app as openenv_cli
from typer.testing import CliRunner
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

import uncoenv
from uncoenv.agents.base import finalize
from uncoenv.agents.scripted import CarefulAgent
from uncoenv.envs.core import UnCoEnv
from uncoenv.integrations.openenv import UnCoAction, UnCoClient, UnCoState, make_app

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture(scope="module")
def url():
    """``uncoenv serve`` in a subprocess on a free loopback port, as a user starts it."""
    port = free_port()
    command = [sys.executable, "-m", "uncoenv.cli", "serve", "--port", str(port)]
    command += ["--setting", "misaligned", "--idle-timeout", "300"]
    env = {**os.environ, "LITELLM_LOCAL_MODEL_COST_MAP": "True"}
    server = subprocess.Popen(command, env=env, stderr=subprocess.PIPE, text=True)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 90  # the import of openenv (gradio) is slow on a busy machine
    try:
        while True:
            if server.poll() is not None:
                pytest.fail(f"uncoenv serve exited: {server.stderr.read()}")
            try:
                with urllib.request.urlopen(base + "/health", timeout=2) as response:
                    if response.status == 200:
                        break
            except OSError:
                if time.monotonic() > deadline:
                    pytest.fail("uncoenv serve did not answer /health in 90 s")
                time.sleep(0.2)
        yield base
    finally:
        server.terminate()
        server.wait(timeout=30)


def local_episode(setting: str, seed: int, task_index: int | None = None):
    """The careful agent's episode on a local UnCoEnv: (observation, reward, info) per round."""
    env = UnCoEnv(setting=setting)
    options = None if task_index is None else {"task_index": task_index}
    observation, info = env.reset(seed=seed, options=options)
    agent = CarefulAgent()
    agent.reset(seed)
    rounds, done = [(observation, None, info)], False
    while not done:
        observation, reward, terminated, truncated, info = env.step(agent.act(observation, info))
        rounds.append((observation, reward, info))
        done = terminated or truncated
    return rounds


def gold(setting: str, seed: int) -> dict:
    """The gold answer of the episode a seed gives (read from a local env: test-only)."""
    env = UnCoEnv(setting=setting)
    env.reset(seed=seed)
    answer = env.task.answer
    return finalize(answer.conclusion, answer.candidate, answer.numeric_result)


def test_a_gold_episode_over_the_wire_earns_reward_one(url):
    with UnCoClient(base_url=url).sync() as env:
        result = env.reset(seed=11, episode_id="gold")
        assert "candidates" in result.observation.text.lower() and not result.done
        result = env.step(UnCoAction.of(gold("misaligned", 11)))
        assert result.done and result.reward == 1.0
        assert result.metadata == {"terminated": True, "truncated": False}
        info = result.observation.info
        assert info["correct_decision"] and info["correct_numeric"] and info["round"] == 1
        state = env.state()
    assert isinstance(state, UnCoState)
    assert (state.episode_id, state.setting, state.seed, state.step_count, state.done) == (
        "gold",
        "misaligned",
        11,
        1,
        True,
    )


def test_the_wire_replays_the_local_episode_exactly(url):
    # Same seed, setting and task: the same brief, replies, rewards and info, round by round.
    expected = local_episode("incomplete", seed=5, task_index=3)
    agent = CarefulAgent()
    with UnCoClient(base_url=url).sync() as env:
        result = env.reset(seed=5, setting="incomplete", task_index=3)
        agent.reset(5)
        played = [[result.observation.text, None, result.observation.info]]
        while not result.done:
            action = agent.act(result.observation.text, result.observation.info)
            result = env.step(UnCoAction.of(action))
            played.append([result.observation.text, result.reward, result.observation.info])
    assert json.loads(json.dumps(expected)) == played
    assert played[-1][1] == 1.0 and len(played) > 2


def test_invalid_actions_come_back_as_observations(url):
    with UnCoClient(base_url=url).sync() as env:
        env.reset(seed=2)
        result = env.step(UnCoAction(text="{not json"))
        assert "malformed JSON" in result.observation.text and not result.done
        assert result.reward == 0.0 and result.observation.info["invalid_actions"] == 1
        action = {"action": "query", "roles": ["nobody"], "message": "hello"}
        result = env.step(UnCoAction.of(action))
        assert "unknown role 'nobody'" in result.observation.text
        assert result.observation.info["invalid_actions"] == 2 and not result.done


def test_a_bad_reset_is_a_clear_error_and_the_session_goes_on(url):
    with UnCoClient(base_url=url).sync() as env:
        with pytest.raises(RuntimeError, match="unknown setting 'chaotic'"):
            env.reset(seed=0, setting="chaotic")
        with pytest.raises(RuntimeError, match=r"unknown reset fields \['difficulty'\]"):
            env.reset(seed=0, difficulty="hard")
        with pytest.raises(RuntimeError, match="call reset"):  # nothing to step yet
            env.step(UnCoAction(text='{"action": "wait"}'))
        assert not env.reset(seed=0).done


def test_concurrent_sessions_each_play_their_own_episode(url):
    # Two WebSocket sessions, stepped in turn: each equals its own local episode.
    plans = {("reliable", 1): None, ("mixed", 4): None}
    for setting, seed in plans:
        plans[setting, seed] = [r[1] for r in local_episode(setting, seed)][1:]
    clients = [UnCoClient(base_url=url).sync() for _ in plans]
    agents = [CarefulAgent() for _ in plans]
    try:
        results = []
        for client, agent, (setting, seed) in zip(clients, agents, plans, strict=True):
            client.connect()
            results.append(client.reset(seed=seed, setting=setting))
            agent.reset(seed)
        rewards: list[list[float]] = [[] for _ in plans]
        while not all(r.done for r in results):
            for i, (client, agent) in enumerate(zip(clients, agents, strict=True)):
                if not results[i].done:
                    seen = results[i].observation
                    results[i] = client.step(UnCoAction.of(agent.act(seen.text, seen.info)))
                    rewards[i].append(results[i].reward)
    finally:
        for client in clients:
            client.close()
    assert rewards == list(plans.values())
    assert [r[-1] for r in rewards] == [1.0, 1.0]


def test_openenv_validate_passes_against_the_running_server(url):
    result = CliRunner().invoke(openenv_cli, ["validate", "--url", url, "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["passed"] is True


def test_the_manifest_passes_openenv_static_validation():
    result = CliRunner().invoke(
        openenv_cli, ["validate", str(ROOT), "--level", "static", "--skip-build"]
    )
    assert result.exit_code == 0, result.output
    assert "PASS  static.manifest" in result.output
    manifest = (ROOT / "openenv.yaml").read_text(encoding="utf-8")
    assert f"\nversion: {uncoenv.__version__}\n" in manifest  # bumped with the package


def test_the_readme_client_example_plays_to_reward_one(url, monkeypatch, capsys):
    example = ROOT / "examples" / "openenv_client.py"
    monkeypatch.setattr(sys, "argv", [str(example), "--url", url, "--episodes", "2"])
    runpy.run_path(str(example), run_name="__main__")
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2
    assert all("(misaligned): reward 1.0" in line for line in lines), lines


def test_serve_names_a_bad_setting_before_listening():
    from uncoenv.cli import app

    result = CliRunner().invoke(app, ["serve", "--setting", "chaotic"])
    assert result.exit_code == 2
    assert "unknown setting 'chaotic'" in result.output


def test_the_readme_client_snippet_runs_as_written(url, capsys):
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("### Serve over OpenEnv")[1]
    snippet = section.split("```python\n")[1].split("```")[0]
    exec(snippet.replace("http://127.0.0.1:8000", url), {})
    printed = capsys.readouterr().out
    assert "Question:" in printed.split("Round 1")[0]  # the brief, then the round's text
    assert "0.0 False {'round': 1, 'invalid_actions': 0" in printed


# -- hostile clients: every mistake named, no session lost, no slot held forever -------------

IDLE = 1.5
"""The idle timeout of the ``short_server``, in seconds."""


@pytest.fixture
def short_server():
    """``make_app(max_sessions=1, idle_timeout=IDLE)`` under uvicorn in a thread, on loopback."""
    port = free_port()
    app = make_app(setting="misaligned", max_sessions=1, idle_timeout=IDLE)
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    try:
        while not server.started:
            if not thread.is_alive() or time.monotonic() > deadline:
                pytest.fail("uvicorn did not start in 30 s")
            time.sleep(0.05)
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=30)
        assert not thread.is_alive()


@contextmanager
def raw_socket(url: str, path: str = "/ws", **options):
    """A plain WebSocket to the server, to send frames no typed client would."""
    uri = url.replace("http://", "ws://") + path
    with connect(uri, proxy=None, open_timeout=30, close_timeout=5, **options) as ws:
        yield ws


def exchange(ws, frame: str | bytes) -> dict:
    """Send one frame and read the one reply it gets."""
    ws.send(frame)
    return json.loads(ws.recv(timeout=30))


def post(url: str, path: str, body: dict) -> tuple[int, dict]:
    """POST JSON over HTTP: the status and the JSON answer, 4xx included."""
    request = urllib.request.Request(
        url + path, json.dumps(body).encode(), {"Content-Type": "application/json"}
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.load(response)
    except urllib.error.HTTPError as error:
        return error.code, json.load(error)


def capacity_reached(url: str) -> bool:
    """Whether a new session is refused for want of a slot (else it plays a reset)."""
    with UnCoClient(base_url=url).sync() as env:
        try:
            env.reset(seed=1)
        except RuntimeError as refused:
            assert "CAPACITY_REACHED" in str(refused)
            return True
    return False


def a_role(setting: str, seed: int) -> str:
    """A colleague's role id in the episode a seed gives (read from a local env)."""
    env = UnCoEnv(setting=setting)
    env.reset(seed=seed)
    return env.task.roles[0].id


def test_a_lone_surrogate_in_an_action_gets_its_reply_and_reward(url):
    # json.dumps writes the surrogate as a \ud800 escape, which the env's parser decodes to a
    # lone surrogate: the round used to be spent, then its reply failed to serialize.
    query = {"action": "query", "roles": [a_role("misaligned", 11)], "message": "hi \ud800 there"}
    answer = {**gold("misaligned", 11)}
    answer["beliefs"] = {answer["candidate"]: {"note\ud800": 1}}
    with UnCoClient(base_url=url).sync() as env:
        env.reset(seed=11)
        result = env.step(UnCoAction.of(query))
        assert result.observation.info["action"]["queries"][0]["message"] == "hi \ufffd there"
        assert result.observation.info["round"] == 1 and not result.done
        result = env.step(UnCoAction.of(answer))
    assert result.done and result.reward == 1.0
    assert result.observation.info["action"]["beliefs"] == {answer["candidate"]: {"note\ufffd": 1}}


def test_every_websocket_frame_is_answered_and_the_session_goes_on(url):
    with raw_socket(url) as ws:
        reset = {"type": "reset", "data": {"seed": 4}}
        assert exchange(ws, json.dumps(reset))["type"] == "observation"
        for frame in ["[1]", '"hello"', "null", "42"]:  # JSON, but not an object
            reply = exchange(ws, frame)
            assert reply["type"] == "error" and reply["data"]["code"] == "VALIDATION_ERROR"
            assert "a message is a JSON object" in reply["data"]["message"]
        unknown = exchange(ws, '{"type": "\\ud800"}')["data"]  # an unknown, unencodable type
        assert unknown["code"] == "UNKNOWN_TYPE" and "unknown message type" in unknown["message"]
        assert exchange(ws, "[" * 100_000)["data"]["code"] == "INVALID_JSON"  # too deep to parse
        not_utf8 = exchange(ws, b"\xff\xfe")["data"]
        assert not_utf8["code"] == "INVALID_JSON" and "UTF-8" in not_utf8["message"]
        state = exchange(ws, b'{"type": "state"}')  # a binary frame of UTF-8 JSON is read as text
        assert state["type"] == "state" and state["data"]["seed"] == 4  # the same session
        step = {"type": "step", "data": {"text": '{"action": "wait"}'}}
        assert exchange(ws, json.dumps(step).encode())["data"]["observation"]["info"]["round"] == 1


def test_a_step_without_text_names_the_missing_field(url):
    with raw_socket(url) as ws:
        exchange(ws, json.dumps({"type": "reset", "data": {"seed": 4}}))
        reply = exchange(ws, json.dumps({"type": "step", "data": {"txt": '{"action": "wait"}'}}))
        assert reply["data"]["code"] == "VALIDATION_ERROR"
        assert "data.text: Field required" in reply["data"]["message"]
        assert "data.txt: Extra inputs are not permitted" in reply["data"]["message"]
        no_data = exchange(ws, '{"type": "step"}')["data"]["message"]
        assert no_data == "invalid step: data: Field required"
        assert exchange(ws, '{"type": "state"}')["data"]["step_count"] == 0  # nothing was played


def test_the_mcp_socket_answers_a_non_object_frame_and_goes_on(url):
    with raw_socket(url, "/mcp") as ws:
        error = exchange(ws, "[1]")["error"]
        assert error["code"] == -32600 and "not an array" in error["message"]
        listed = exchange(ws, b'{"jsonrpc": "2.0", "method": "tools/list", "params": {}, "id": 2}')
        assert listed["id"] == 2  # still served (this env has no MCP tools: a named error)


def test_a_refused_reset_leaves_the_live_episode_playing(url):
    with UnCoClient(base_url=url).sync() as env:
        env.reset(seed=3)
        env.step(UnCoAction(text='{"action": "wait"}'))
        with pytest.raises(RuntimeError, match=r"task_index must be an integer in \[0, 1000\)"):
            env.reset(seed=0, setting="mixed", split="test", task_index=5000)
        state = env.state()
        assert (state.setting, state.seed, state.step_count) == ("misaligned", 3, 1)
        assert not state.done
        result = env.step(UnCoAction(text='{"action": "wait"}'))
    assert result.observation.info["round"] == 2 and not result.done


def test_http_routes_answer_a_users_mistake_with_4xx_naming_it(url):
    status, answer = post(url, "/step", {"action": {"text": '{"action": "wait"}'}})
    assert status == 409 and "/ws WebSocket" in answer["detail"]
    status, answer = post(url, "/reset", {"setting": "evil"})
    assert status == 422 and "unknown setting 'evil'" in answer["detail"]
    status, answer = post(url, "/reset", {"task_index": -1, "split": "test"})
    assert status == 422 and "task_index must be an integer in [0, 1000)" in answer["detail"]
    status, answer = post(url, "/reset", {"seed": 2})
    assert status == 200 and "Candidates:" in answer["observation"]["text"]
    close = {"jsonrpc": "2.0", "method": "openenv/session/close", "params": {"session_id": [1]}}
    status, answer = post(url, "/mcp", close)
    assert status == 200 and answer["error"]["code"] == -32602  # was a 500 (unhashable)
    status, answer = post(url, "/mcp", {"jsonrpc": "2.0", "method": "\ud800", "id": 1})
    assert status == 200 and answer["error"]["message"] == "Method not found: \ufffd"


def test_an_idle_websocket_is_told_closed_and_frees_its_slot(short_server):
    # The client pings every 0.2 s and the server answers: pings are not messages.
    with raw_socket(short_server, ping_interval=0.2) as ws:
        exchange(ws, json.dumps({"type": "reset", "data": {"seed": 1}}))
        start = time.monotonic()
        reply = json.loads(ws.recv(timeout=IDLE + 10))
        waited = time.monotonic() - start
        assert reply["data"]["code"] == "SESSION_ERROR"
        assert reply["data"]["message"].startswith(f"idle timeout: no message in {IDLE:g} s")
        with pytest.raises(ConnectionClosed) as closed:
            ws.recv(timeout=10)
        assert closed.value.rcvd.code == 1000 and closed.value.rcvd.reason == "idle timeout"
    assert IDLE - 0.1 <= waited < IDLE + 10  # (the server's timer starts as it replies)
    assert not capacity_reached(short_server)  # the one slot is free again


def test_a_socket_in_use_keeps_its_session_past_the_idle_timeout(short_server):
    # Messages at under the timeout, for longer than OpenEnv's reaper takes to look (5 s):
    # neither the socket's timer nor the reaper ends the session, and it keeps its slot.
    with raw_socket(short_server) as ws:
        exchange(ws, json.dumps({"type": "reset", "data": {"seed": 1}}))
        for _ in range(24):  # about 7 s of state polls, no step
            assert exchange(ws, '{"type": "state"}')["data"]["seed"] == 1
            time.sleep(IDLE / 5)
        assert capacity_reached(short_server)
        step = {"type": "step", "data": {"text": '{"action": "wait"}'}}
        assert exchange(ws, json.dumps(step))["data"]["observation"]["info"]["round"] == 1


def test_an_idle_http_mcp_session_expires_and_frees_its_slot(short_server):
    create = {"jsonrpc": "2.0", "method": "openenv/session/create", "params": {}, "id": 1}
    status, answer = post(short_server, "/mcp", create)
    assert status == 200 and answer["result"]["session_id"]
    assert capacity_reached(short_server)  # the one slot is taken
    deadline = time.monotonic() + 20  # the reaper looks every max(IDLE / 4, 5) s
    while capacity_reached(short_server):
        assert time.monotonic() < deadline, "the idle /mcp session kept its slot"
        time.sleep(0.5)


@pytest.mark.parametrize("timeout", [0, -1.0, math.inf, math.nan, "600", True])
def test_make_app_names_a_bad_idle_timeout(timeout):
    with pytest.raises(ValueError, match="idle_timeout must be a positive number"):
        make_app(idle_timeout=timeout)
