"""The OpenEnv server (``uncoenv serve``) and its typed client, over loopback."""

from __future__ import annotations

import json
import os
import runpy
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

pytest.importorskip("openenv", reason="needs the openenv extra")

from openenv.cli.__main__ import app as openenv_cli
from typer.testing import CliRunner

import uncoenv
from uncoenv.agents.base import finalize
from uncoenv.agents.scripted import CarefulAgent
from uncoenv.envs.core import UnCoEnv
from uncoenv.integrations.openenv import UnCoAction, UnCoClient, UnCoState

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
    command += ["--setting", "misaligned"]
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
        with pytest.raises(RuntimeError, match="setting must be one of"):
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
    assert "setting must be one of" in result.output


def test_the_readme_client_snippet_runs_as_written(url, capsys):
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("### Serve over OpenEnv")[1]
    snippet = section.split("```python\n")[1].split("```")[0]
    exec(snippet.replace("http://127.0.0.1:8000", url), {})
    printed = capsys.readouterr().out
    assert "Question:" in printed.split("Round 1")[0]  # the brief, then the round's text
    assert "0.0 False {'round': 1, 'invalid_actions': 0" in printed
