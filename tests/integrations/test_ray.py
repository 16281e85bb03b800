"""``uncoenv eval --backend ray``: the same records, summary, resume and errors as locally."""

from __future__ import annotations

import asyncio
import json
import os
from pathlib import Path

import pytest

pytest.importorskip("ray", reason="needs the ray extra")

from typer.testing import CliRunner

from uncoenv.agents.base import Agent
from uncoenv.agents.scripted import CarefulAgent, NaiveAgent
from uncoenv.cli import app
from uncoenv.evaluation.runner import RunConfig, load_records, run
from uncoenv.integrations.ray import RayPlayer, connected


@pytest.fixture(scope="module")
def player():
    """A player of two workers (started once) on a local Ray for the module, shut down after.

    Ray's CPUs are slots, not cores: eight leave room for the other tests' workers.
    """
    with connected(num_cpus=8):
        yield RayPlayer(workers=2)


def comparable(out: Path) -> list[dict]:
    """The run's records by key, without the one field that measures time."""
    records = sorted(load_records(out / "episodes.jsonl"), key=lambda r: r.key)
    return [r.model_dump(exclude={"duration_s"}) for r in records]


@pytest.mark.parametrize("agent", [NaiveAgent, CarefulAgent])
def test_scripted_agents_give_the_same_records_and_summary_on_both_backends(
    tmp_path, agent, player
):
    config = RunConfig(agent=agent().config(), limit=2)
    local = asyncio.run(run(config, tmp_path / "local", agent))
    remote = asyncio.run(run(config, tmp_path / "ray", agent, player=player))
    assert remote == local
    assert local["episodes"] == 10 and local["errors"] == 0
    assert comparable(tmp_path / "ray") == comparable(tmp_path / "local")
    saved = json.loads((tmp_path / "ray" / "summary.json").read_text())
    assert saved == local


def test_a_ray_run_resumes_a_local_one(tmp_path, player):
    config = RunConfig(agent=NaiveAgent().config(), limit=1, settings=("reliable", "missed"))
    asyncio.run(run(config, tmp_path, NaiveAgent))
    wider = RunConfig(agent=NaiveAgent().config(), limit=3, settings=("reliable", "missed"))
    summary = asyncio.run(run(wider, tmp_path, NaiveAgent, player=player))
    records = load_records(tmp_path / "episodes.jsonl")
    assert len(records) == 6  # the two finished episodes were not played again
    assert summary == asyncio.run(run(wider, tmp_path / "fresh", NaiveAgent))


class FailsOnce(Agent):
    """Fails the first episode it plays in any process (a marker file says it did), then plays
    like the careful agent: an agent failure on a Ray worker."""

    name = "fails-once"

    def __init__(self, marker: Path) -> None:
        super().__init__()
        self.marker = marker
        self.inner = CarefulAgent()

    def reset(self, seed=None):
        super().reset(seed)
        self.inner.reset(seed)

    def act(self, observation, info):
        if not self.marker.exists():
            self.marker.touch()
            raise ConnectionError("provider unreachable")
        return self.inner.act(observation, info)


def test_an_agent_failure_on_a_worker_is_an_error_record_rerun_on_resume(tmp_path, player):
    marker = tmp_path / "failed"
    config = RunConfig(agent={"agent": "fails-once"}, limit=1, settings=("reliable",))
    make = lambda: FailsOnce(marker)  # noqa: E731
    summary = asyncio.run(run(config, tmp_path, make, player=player))
    assert summary["errors"] == 1 and summary["settings"]["reliable"]["n"] == 0
    (record,) = load_records(tmp_path / "episodes.jsonl")
    assert record.error.startswith("ConnectionError: provider unreachable")
    summary = asyncio.run(run(config, tmp_path, make, player=player))
    assert summary["errors"] == 0 and summary["settings"]["reliable"]["accuracy"] == 1.0


class DiesOnce(FailsOnce):
    """Kills its worker process the first time: a worker Ray loses."""

    def act(self, observation, info):
        if not self.marker.exists():
            self.marker.touch()
            os._exit(1)
        return self.inner.act(observation, info)


def test_a_lost_worker_is_restarted_and_its_episode_played_again(tmp_path, player):
    marker = tmp_path / "died"
    config = RunConfig(agent={"agent": "dies-once"}, limit=1, settings=("missed",))
    summary = asyncio.run(run(config, tmp_path, lambda: DiesOnce(marker), player=player))
    assert marker.exists()  # the worker did die
    assert summary["errors"] == 0 and summary["settings"]["missed"]["accuracy"] == 1.0
    assert len(load_records(tmp_path / "episodes.jsonl")) == 1


class DiesWhileBroken(DiesOnce):
    """Kills its worker process as long as the marker file exists."""

    def act(self, observation, info):
        if self.marker.exists():
            os._exit(1)
        return self.inner.act(observation, info)


def test_an_episode_lost_beyond_its_retries_is_an_error_record_rerun_on_resume(tmp_path):
    marker = tmp_path / "broken"
    marker.touch()
    config = RunConfig(agent={"agent": "dies"}, limit=1, settings=("reliable",))
    make = lambda: DiesWhileBroken(marker)  # noqa: E731
    summary = asyncio.run(run(config, tmp_path, make, player=RayPlayer(workers=1, retries=0)))
    assert summary["errors"] == 1
    (record,) = load_records(tmp_path / "episodes.jsonl")
    # Ray's name for the loss: ActorDiedError, or ActorUnavailableError while it restarts it.
    assert record.error.startswith("Actor") and record.seed == 0
    marker.unlink()
    summary = asyncio.run(run(config, tmp_path, make, player=RayPlayer(workers=1)))
    assert summary["errors"] == 0 and summary["settings"]["reliable"]["accuracy"] == 1.0


def test_eval_backend_ray_from_the_command_line(tmp_path, player):
    out = tmp_path / "run"
    args = ["eval", "--agent", "careful", "--limit", "1", "--out", str(out)]
    args += ["--backend", "ray", "--workers", "2"]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0, result.output
    summary = json.loads((out / "summary.json").read_text())
    assert summary["episodes"] == 5 and summary["settings"]["mixed"]["accuracy"] == 1.0


def test_an_address_without_the_ray_backend_is_refused(tmp_path):
    args = ["eval", "--agent", "naive", "--address", "auto", "--out", str(tmp_path)]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 2 and "--address and --workers need --backend ray" in result.output
