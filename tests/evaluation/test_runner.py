"""The evaluation runner: records, summary, resume after an interrupt, errors apart."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import time

from typer.testing import CliRunner

from uncoenv.agents.base import Agent, ProviderError
from uncoenv.agents.scripted import CarefulAgent, NaiveAgent
from uncoenv.cli import app
from uncoenv.evaluation.runner import RunConfig, load_records, run, summarize
from uncoenv.tasks import dataset


def config(agent: Agent, **overrides) -> RunConfig:
    return RunConfig(agent=agent.config(), **{"limit": 4, **overrides})


def test_a_run_records_every_episode_and_summarizes_per_setting(tmp_path):
    summary = asyncio.run(run(config(CarefulAgent()), tmp_path, CarefulAgent))
    records = load_records(tmp_path / "episodes.jsonl")
    assert len(records) == 4 * 5
    record = records[0]
    assert record.steps[0].observation and record.brief.startswith(record.brief[:20])
    assert record.rounds == len(record.steps) and record.correct and record.final
    saved = json.loads((tmp_path / "summary.json").read_text())
    assert saved == summary
    reliable = summary["settings"]["reliable"]
    assert reliable["accuracy"] == 1.0 and reliable["n"] == 4 and reliable["errors"] == 0
    assert reliable["rounds"] == 2.0 and reliable["accuracy_ci"][1] == 1.0
    assert summary["benchmark"] == dataset.benchmark_identity()


def test_another_benchmark_file_is_another_configuration(monkeypatch):
    before = config(CarefulAgent()).hash()
    monkeypatch.setattr(dataset, "BENCHMARK_SHA256", "0" * 64)
    assert config(CarefulAgent()).hash() != before


def test_rerunning_skips_finished_episodes_and_tolerates_a_torn_line(tmp_path):
    asyncio.run(run(config(NaiveAgent(), limit=2), tmp_path, NaiveAgent))
    path = tmp_path / "episodes.jsonl"
    with open(path, "a", encoding="utf-8") as sink:
        sink.write('{"key": "torn')  # an interrupted write
    asyncio.run(run(config(NaiveAgent(), limit=3), tmp_path, NaiveAgent))
    records = load_records(path)
    assert len(records) == 15
    assert len({r.key for r in records}) == 15


class Flaky(Agent):
    """Fails on the first episode it plays, then plays like the careful agent."""

    name = "flaky"
    failures = 0

    def __init__(self) -> None:
        super().__init__()
        self.inner = CarefulAgent()

    def reset(self, seed=None):
        super().reset(seed)
        self.inner.reset(seed)

    def act(self, observation, info):
        if Flaky.failures == 0:
            Flaky.failures += 1
            raise ProviderError("RateLimitError after 4 retries")
        return self.inner.act(observation, info)


def test_an_agent_failure_is_an_error_record_reported_apart_and_rerun(tmp_path):
    Flaky.failures = 0
    cfg = config(Flaky(), limit=1, settings=("reliable",))
    summary = asyncio.run(run(cfg, tmp_path, Flaky))
    assert summary["settings"]["reliable"] == {
        "accuracy": None,
        "accuracy_ci": [0.0, 1.0],
        "rounds": None,
        "n": 0,
        "errors": 1,
    }
    (record,) = load_records(tmp_path / "episodes.jsonl")
    assert record.error.startswith("ProviderError: RateLimitError") and not record.correct
    summary = asyncio.run(run(cfg, tmp_path, Flaky))
    assert summary["settings"]["reliable"]["n"] == 1
    assert summary["settings"]["reliable"]["errors"] == 0
    assert summary["settings"]["reliable"]["accuracy"] == 1.0


def test_episodes_of_another_configuration_are_not_mixed_in(tmp_path):
    asyncio.run(run(config(NaiveAgent(), limit=1), tmp_path, NaiveAgent))
    other = config(NaiveAgent(), limit=1, max_rounds=5)
    records = load_records(tmp_path / "episodes.jsonl")
    assert summarize(other, records)["episodes"] == 0


def test_an_interrupted_command_resumes_where_it_stopped(tmp_path):
    out = tmp_path / "run"
    command = [
        sys.executable,
        "-m",
        "uncoenv.cli",
        "eval",
        "--agent",
        "careful",
        "--limit",
        "400",
        "--concurrency",
        "1",
        "--out",
        str(out),
    ]
    process = subprocess.Popen(
        command,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    path = out / "episodes.jsonl"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and (not path.exists() or path.stat().st_size < 200_000):
        time.sleep(0.05)
    process.send_signal(signal.SIGKILL)
    process.wait()
    halfway = len(load_records(path))
    assert 0 < halfway < 2000
    result = CliRunner().invoke(app, command[3:])
    assert result.exit_code == 0, result.output
    records = load_records(path)
    assert len(records) == 2000 and len({r.key for r in records}) == 2000
    assert json.loads((out / "summary.json").read_text())["settings"]["mixed"]["n"] == 400


def test_eval_and_report_commands(tmp_path):
    out = tmp_path / "naive"
    result = CliRunner().invoke(
        app, ["eval", "--agent", "naive", "--limit", "3", "--out", str(out)]
    )
    assert result.exit_code == 0, result.output
    assert "Main results" in result.stdout
    result = CliRunner().invoke(app, ["report", str(out), "--out", str(tmp_path / "report")])
    assert result.exit_code == 0, result.output
    assert "benchmark-v2 (sha256 " in result.stdout
    assert (tmp_path / "report" / "report.md").exists()
    assert (tmp_path / "report" / "accuracy.png").stat().st_size > 1000
    bad = CliRunner().invoke(app, ["eval", "--agent", "oracle", "--limit", "1"])
    assert bad.exit_code == 2 and "unknown agent 'oracle'" in bad.output


class NumpyFinal(Agent):
    """Finalizes at once with a numpy number: odd, but an action the env accepts."""

    name = "numpy"

    def act(self, observation, info):
        import numpy as np

        return {
            "action": "finalize",
            "conclusion": "x",
            "candidate": None,
            "numeric_result": np.int64(3),
        }


def test_an_action_json_cannot_hold_is_recorded_not_fatal(tmp_path):
    summary = asyncio.run(run(config(NumpyFinal(), limit=1), tmp_path, NumpyFinal))
    assert summary["episodes"] == 5 and summary["errors"] == 0


def test_the_summary_covers_only_the_current_limit(tmp_path):
    asyncio.run(run(config(NaiveAgent(), limit=3), tmp_path, NaiveAgent))
    summary = asyncio.run(run(config(NaiveAgent(), limit=1), tmp_path, NaiveAgent))
    assert summary["settings"]["reliable"]["n"] == 1
    from uncoenv.evaluation.report import build_report

    (report,) = build_report([tmp_path]).runs
    assert report.table["reliable"].n == 1
