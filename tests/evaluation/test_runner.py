"""The evaluation runner: records, summary, resume after an interrupt, errors apart."""

from __future__ import annotations

import asyncio
import dataclasses
import errno
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

import uncoenv
from tests.test_cli import one_line_error, said
from uncoenv.agents.base import Agent, ProviderError
from uncoenv.agents.scripted import CarefulAgent, NaiveAgent
from uncoenv.cli import app
from uncoenv.envs import UnCoEnv
from uncoenv.evaluation import report as rp
from uncoenv.evaluation import runner
from uncoenv.evaluation.report import build_report
from uncoenv.evaluation.runner import (
    OtherConfiguration,
    RunConfig,
    load_records,
    run,
    summarize,
)
from uncoenv.tasks import dataset


def config(agent: Agent, **overrides) -> RunConfig:
    return RunConfig(agent=agent.config(), **{"limit": 4, **overrides})


def test_a_run_records_every_episode_and_summarizes_per_setting(tmp_path):
    summary = asyncio.run(run(config(CarefulAgent()), tmp_path, CarefulAgent))
    records = load_records(tmp_path / "episodes.jsonl")
    assert len(records) == 4 * 5
    record = records[0]
    env = UnCoEnv(setting=record.setting, split=record.split)  # the brief: its first observation
    assert record.brief == env.reset(seed=record.seed, options={"task_index": record.task_index})[0]
    assert record.steps[0].observation
    assert record.rounds == len(record.steps) and record.correct and record.final
    saved = json.loads((tmp_path / "summary.json").read_text())
    assert saved == summary
    reliable = summary["settings"]["reliable"]
    assert reliable["accuracy"] == 1.0 and reliable["n"] == 4 and reliable["errors"] == 0
    assert reliable["rounds"] == 2.0 and reliable["accuracy_ci"][1] == 1.0
    assert summary["benchmark"] == dataset.benchmark_identity()


def test_records_keep_each_action_as_the_env_read_it_and_the_accepted_final(tmp_path):
    task = dataset.load_benchmark()[0]
    gold = task.answer.model_dump()
    lead = task.roles[0]
    query = {"action": "query", "roles": ["nobody", lead.title.upper()], "message": "Hello"}
    written = {
        "action": "finalize",
        **gold,
        "conclusion": f" {gold['conclusion'].upper()} ",
        "candidate": gold["candidate"] and gold["candidate"].lower(),
    }
    summary = scripted_run(tmp_path, "garbage", query, written, max_rounds=3)
    assert summary["settings"]["reliable"]["accuracy"] == 1.0
    (record,) = load_records(tmp_path / "episodes.jsonl")
    assert record.parsed_steps and [s.invalid for s in record.steps] == [True, True, False]
    assert record.steps[0].parsed is None  # refused whole
    assert record.steps[1].parsed == {  # the delivered part only, the role as its id
        "action": "query",
        "queries": [{"role": lead.id, "message": "Hello"}],
    }
    assert record.steps[2].parsed == {"action": "finalize", **gold}
    assert record.final == gold  # as the environment resolved it, not as written


def test_a_run_written_before_parsed_steps_resumes_and_reports_the_same(tmp_path):
    asyncio.run(run(config(NaiveAgent(), limit=2), tmp_path, NaiveAgent))
    path = tmp_path / "episodes.jsonl"
    from uncoenv.evaluation.report import build_report

    before = build_report([tmp_path]).runs[0]
    lines = []
    for record in load_records(path):  # as an older runner wrote them
        data = json.loads(record.model_dump_json())
        for field in ("parsed_steps", "config", "uncoenv_version", "benchmark_version"):
            del data[field]
        for step in data["steps"]:
            del step["parsed"]
        for entry in data["recovery"]:
            entry.pop("messages", None)
        lines.append(json.dumps(data) + "\n")
    path.write_text("".join(lines[:7]), encoding="utf-8")  # interrupted after 7 episodes
    summary = asyncio.run(run(config(NaiveAgent(), limit=2), tmp_path, NaiveAgent))
    records = load_records(path)
    assert (
        summary["episodes"] == 10 and [r.parsed_steps for r in records] == [False] * 7 + [True] * 3
    )
    assert [r.uncoenv_version for r in records] == [None] * 7 + [uncoenv.__version__] * 3
    again = build_report([tmp_path]).runs[0]
    assert (again.table, again.pathways, again.missed) == (
        before.table,
        before.pathways,
        before.missed,
    )


def test_another_benchmark_file_is_another_configuration(monkeypatch):
    before = config(CarefulAgent()).hash()
    other = dataclasses.replace(dataset.benchmark(), sha256="0" * 64)
    monkeypatch.setitem(dataset.BENCHMARKS, dataset.LATEST, other)
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
        "agent_errors": 0,
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
    assert "benchmark-v5 (sha256 " in result.stdout
    assert (tmp_path / "report" / "report.md").exists()
    assert (tmp_path / "report" / "accuracy.png").stat().st_size > 1000
    bad = CliRunner().invoke(app, ["eval", "--agent", "oracle", "--limit", "1"])
    assert bad.exit_code == 2 and said(bad.output, "unknown agent 'oracle'")


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


# -- the reliability review's defects: nothing finished is lost, nothing counted twice -----------


class Scripted(Agent):
    """Plays the given actions in order, then waits."""

    name = "scripted"
    actions: tuple = ()

    def __init__(self) -> None:
        super().__init__()
        self.played = 0

    def act(self, observation, info):
        self.played += 1
        actions = type(self).actions
        return actions[self.played - 1] if self.played <= len(actions) else {"action": "wait"}


def scripted_run(tmp_path, *actions, **overrides):
    agent = type("Odd", (Scripted,), {"actions": actions})
    cfg = config(agent(), **{"limit": 1, "settings": ("reliable",), "max_rounds": 2, **overrides})
    return asyncio.run(run(cfg, tmp_path, agent))


@pytest.mark.parametrize("separator", ["\u2028", "\u2029", "\u0085"])
def test_an_action_with_a_line_separator_is_recorded_once_and_not_rerun(tmp_path, separator):
    # D3: the record broke into unreadable pieces; every resume re-ran (and re-paid) it.
    query = {"action": "query", "roles": ["nobody"], "message": f"Please share{separator}it"}
    for _ in range(3):
        summary = scripted_run(tmp_path, query)
        assert summary["episodes"] == 1 and summary["settings"]["reliable"]["n"] == 1
    assert (tmp_path / "episodes.jsonl").read_bytes().count(b"\n") == 1


@pytest.mark.parametrize(
    "action",
    [
        {"action": "finalize", "conclusion": "x", "candidate": None, "numeric_result": 10**4300},
        {"action": "query", "roles": ["nobody"], "message": "a lone \ud800 surrogate"},
    ],
    ids=["huge-int", "surrogate"],
)
def test_an_action_json_cannot_carry_back_is_recorded_once_and_not_rerun(tmp_path, action):
    # D11: the record was written but could not be read back: lost, re-run on every resume.
    for _ in range(2):
        summary = scripted_run(tmp_path, action)
        assert summary["episodes"] == 1 and summary["errors"] == 0
    assert (tmp_path / "episodes.jsonl").read_bytes().count(b"\n") == 1


def test_an_invalid_utf8_byte_neither_crashes_resume_nor_loses_episodes(tmp_path):
    # D6: one byte 0xff made `eval` (resume) and `report` crash with UnicodeDecodeError.
    from uncoenv.evaluation.report import build_report

    cfg = config(NaiveAgent(), limit=3, settings=("reliable",))
    asyncio.run(run(cfg, tmp_path, NaiveAgent))
    path = tmp_path / "episodes.jsonl"
    with open(path, "ab") as sink:
        sink.write(b"\xff\n")
    summary = asyncio.run(
        run(config(NaiveAgent(), limit=4, settings=("reliable",)), tmp_path, NaiveAgent)
    )
    assert summary["episodes"] == 4 and summary["skipped_lines"] == 1
    (report,) = build_report([tmp_path]).runs
    assert report.episodes == 4 and report.unreadable_lines == (4,)


class FailsToStart(Agent):
    name = "fails-to-start"

    def reset(self, seed=None):
        raise RuntimeError("could not start the episode")

    def act(self, observation, info):
        return {"action": "wait"}


def test_an_agent_reset_failure_is_that_episodes_error_and_the_run_goes_on(tmp_path):
    # D12: the exception escaped asyncio.gather: the whole run aborted, no summary.
    cfg = config(FailsToStart(), limit=2, settings=("reliable", "missed"))
    summary = asyncio.run(run(cfg, tmp_path, FailsToStart))
    assert summary["episodes"] == 4 and summary["errors"] == 4
    assert (tmp_path / "summary.json").exists()
    (record, *_) = load_records(tmp_path / "episodes.jsonl")
    assert record.error.startswith("RuntimeError: could not start the episode")


class Stalls(Agent):
    """A server that accepts the request and never answers."""

    name = "stalls"

    def act(self, observation, info):
        raise AssertionError("aact is used")

    async def aact(self, observation, info):
        await asyncio.sleep(3600)


def test_a_stalled_agent_meets_the_episode_deadline_and_is_an_error_not_a_hang(tmp_path):
    # D5: nothing bounded an episode: a stalled server hung the run.
    cfg = config(Stalls(), limit=2, settings=("reliable",), episode_timeout=0.2)
    started = time.perf_counter()
    summary = asyncio.run(run(cfg, tmp_path, Stalls))
    assert time.perf_counter() - started < 10
    assert summary["errors"] == 2 and summary["settings"]["reliable"]["n"] == 0
    assert "EpisodeTimeout" in load_records(tmp_path / "episodes.jsonl")[0].error


class ContextOverflow(Agent):
    """Queries once, then its model fails in a way no retry fixes (R1)."""

    name = "overflow"

    def act(self, observation, info):
        if info["round"] == 0:
            return {"action": "query", "roles": ["nobody"], "message": "hello"}
        from uncoenv.providers import ModelFailure

        raise ModelFailure("m: ContextWindowExceededError: too many tokens")


def test_a_model_failure_is_an_agent_error_scored_wrong_and_not_rerun(tmp_path):
    # R1: deterministic failures left the denominator (inflating accuracy) and were re-run forever.
    cfg = config(ContextOverflow(), limit=3, settings=("reliable",))
    for _ in range(2):
        summary = asyncio.run(run(cfg, tmp_path, ContextOverflow))
    reliable = summary["settings"]["reliable"]
    assert reliable["n"] == 3 and reliable["agent_errors"] == 3 and reliable["errors"] == 0
    assert reliable["accuracy"] == 0.0 and reliable["rounds"] is None
    records = load_records(tmp_path / "episodes.jsonl")
    assert len(records) == 3  # not re-run
    assert records[0].agent_error.startswith("ModelFailure: m: ContextWindowExceededError")
    assert records[0].rounds == 1 and records[0].answer and not records[0].correct


def test_a_second_run_on_the_same_directory_is_refused_and_changes_nothing(tmp_path):
    # D21: a second run cut the line the first was writing.
    from uncoenv.evaluation.runner import RunLocked, locked

    cfg = config(NaiveAgent(), limit=1, settings=("reliable",))
    asyncio.run(run(cfg, tmp_path, NaiveAgent))
    path = tmp_path / "episodes.jsonl"
    # Run A, halfway through writing its next line:
    with locked(tmp_path), open(path, "a", encoding="utf-8") as sink:
        sink.write('{"key": "run A writes')
        sink.flush()
        before = path.read_bytes()
        with pytest.raises(RunLocked, match=rf"in use by process {os.getpid()}"):
            asyncio.run(run(config(NaiveAgent(), limit=2), tmp_path, NaiveAgent))
        assert path.read_bytes() == before
    result = CliRunner().invoke(
        app, ["eval", "--agent", "naive", "--limit", "1", "--out", str(tmp_path)]
    )
    assert result.exit_code == 0  # the lock goes with its holder


def test_a_whole_last_record_without_its_newline_is_kept_not_cut(tmp_path):
    # Found by the fuzz test: a complete record lacking only its newline was cut and re-run.
    cfg = config(NaiveAgent(), limit=2, settings=("reliable",))
    asyncio.run(run(cfg, tmp_path, NaiveAgent))
    path = tmp_path / "episodes.jsonl"
    path.write_bytes(path.read_bytes().rstrip(b"\n"))
    before = path.read_bytes()
    summary = asyncio.run(run(cfg, tmp_path, NaiveAgent))
    assert summary["episodes"] == 2 and path.read_bytes() == before + b"\n"


def test_an_arm_is_part_of_the_configuration_only_when_set(tmp_path):
    plain = config(CarefulAgent())
    assert plain.hash() == config(CarefulAgent(), intervention="none").hash()
    assert plain.hash() != config(CarefulAgent(), intervention="action").hash()
    summary = asyncio.run(
        run(config(NaiveAgent(), intervention="action", limit=2), tmp_path, NaiveAgent)
    )
    records = load_records(tmp_path / "episodes.jsonl")
    assert summary["intervention"] == "action" and {r.intervention for r in records} == {"action"}
    misaligned = next(r for r in records if r.setting == "misaligned")
    assert "Note: your interaction with the" in misaligned.steps[0].observation
    assert misaligned.diagnosis is not None and misaligned.diagnosis["t1"] is False


def test_eval_runs_each_arm_apart_and_the_report_compares_them(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # runs/<agent>-<arm> go under the working directory
    result = CliRunner().invoke(
        app, ["eval", "--agent", "careful", "--limit", "2", "--intervention", "action,none"]
    )
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in (tmp_path / "runs").iterdir()) == ["careful", "careful-action"]
    assert "## Interventions (Appendix E)" in result.stdout
    assert "T1 %" in result.stdout
    bad = CliRunner().invoke(app, ["eval", "--agent", "careful", "--intervention", "oracle"])
    assert bad.exit_code == 2 and said(bad.output, "unknown arms ['oracle']")


# -- the second review: a resume never rewrites the run, a full disk is one line --------------


@pytest.mark.parametrize(
    "tail", [b'{"key": "torn', b'{"key": "' + b"x" * 200_000], ids=["short", "past-a-chunk"]
)
def test_a_torn_tail_is_cut_off_in_place_never_rewritten(tmp_path, monkeypatch, tail):
    # N7: the cut truncated then rewrote episodes.jsonl: a kill -9 then left a 178 MB run at 0.
    asyncio.run(run(config(NaiveAgent(), limit=2, settings=("reliable",)), tmp_path, NaiveAgent))
    path = tmp_path / "episodes.jsonl"
    whole = path.read_bytes()
    with open(path, "ab") as sink:
        sink.write(tail)
    inode = path.stat().st_ino
    cuts, truncate = [], os.truncate

    def shorten(target, length):
        cuts.append((Path(target), length))
        truncate(target, length)

    def never(*args, **kwargs):
        raise AssertionError("the run's file is rewritten, or read whole into memory")

    monkeypatch.setattr(runner.os, "truncate", shorten)
    monkeypatch.setattr(Path, "write_bytes", never)
    monkeypatch.setattr(Path, "read_bytes", never)
    assert len(load_records(path)) == 2
    monkeypatch.undo()
    assert cuts == [(path, len(whole))]  # only shortened, at the end of the last whole line
    assert path.read_bytes() == whole and path.stat().st_ino == inode


class FullDisk:
    """An append-only file on a disk with room for ``room`` more writes: the next one fails with
    ENOSPC, as on a full disk."""

    def __init__(self, sink, room: int) -> None:
        self.sink, self.room = sink, room

    def write(self, text):
        if self.room == 0:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        self.room -= 1
        return self.sink.write(text)

    def __getattr__(self, name):
        return getattr(self.sink, name)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.sink.close()


def test_a_full_disk_is_one_error_line_not_tracebacks(tmp_path, monkeypatch, caplog):
    # N10: on a full disk `eval` printed 306 lines, 24 tracebacks ("Task exception was never
    # retrieved ... I/O operation on closed file"), before its one-line error.
    real_open = open

    def opened(file, mode="r", *args, **kwargs):
        sink = real_open(file, mode, *args, **kwargs)
        return FullDisk(sink, 3) if Path(file).name == "episodes.jsonl" and "a" in mode else sink

    monkeypatch.setattr(runner, "open", opened, raising=False)  # the runner's open only
    out = tmp_path / "run"
    command = ["eval", "--agent", "careful", "--limit", "20", "--out", str(out)]
    result = CliRunner().invoke(app, command)
    one_line_error(result, f"cannot write the run {out}: No space left on device")
    # asyncio logs what its tasks left unretrieved (on stderr outside pytest, which captures it)
    shown = result.stderr + "".join(f"{r.getMessage()}\n{r.exc_text}" for r in caplog.records)
    for trace in ("Traceback", "Task exception", "never retrieved", "unhandled exception"):
        assert trace not in shown, shown
    assert len(result.stderr.splitlines()) <= 2, result.stderr  # the progress bar, the error
    assert len(load_records(out / "episodes.jsonl")) == 3  # what was written stays


def test_the_summary_is_replaced_whole_or_not_at_all(tmp_path, monkeypatch):
    # N8: summary.json was rewritten in place, so an interrupt or a full disk could tear it.
    asyncio.run(run(config(NaiveAgent(), limit=1), tmp_path, NaiveAgent))
    before = (tmp_path / "summary.json").read_bytes()

    def full(fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(runner.os, "fsync", full)
    with pytest.raises(OSError, match="No space left"):
        asyncio.run(run(config(NaiveAgent(), limit=2), tmp_path, NaiveAgent))
    monkeypatch.undo()
    assert (tmp_path / "summary.json").read_bytes() == before  # the old one, whole
    assert sorted(p.name for p in tmp_path.iterdir()) == [".lock", "episodes.jsonl", "summary.json"]
    renamed, replace = [], os.replace

    def spy(source, target):
        renamed.append((Path(source).parent, Path(target)))
        replace(source, target)

    monkeypatch.setattr(runner.os, "replace", spy)
    summary = asyncio.run(run(config(NaiveAgent(), limit=2), tmp_path, NaiveAgent))
    assert renamed == [(tmp_path, tmp_path / "summary.json")]  # written beside it, renamed
    assert json.loads((tmp_path / "summary.json").read_text()) == summary


def test_a_run_directory_holds_one_configuration_unless_asked(tmp_path):
    first = config(NaiveAgent(), limit=1)
    asyncio.run(run(first, tmp_path, NaiveAgent))
    path = tmp_path / "episodes.jsonl"
    before = path.read_bytes()
    other = config(NaiveAgent(), limit=1, max_rounds=5)
    with pytest.raises(OtherConfiguration, match="differs in max_rounds 10 → 5") as refused:
        asyncio.run(run(other, tmp_path, NaiveAgent))
    assert f"{first.hash()} (naive)" in str(refused.value) and other.hash() in str(refused.value)
    assert path.read_bytes() == before
    assert asyncio.run(run(other, tmp_path, NaiveAgent, new_config=True))["episodes"] == 5
    again = asyncio.run(run(first, tmp_path, NaiveAgent))  # either one resumes, unasked
    assert again["episodes"] == 5 and len(load_records(path)) == 10


def test_records_and_summary_say_what_produced_them(tmp_path):
    import hashlib

    cfg = config(NaiveAgent(), limit=1, settings=("reliable",))
    summary = asyncio.run(run(cfg, tmp_path, NaiveAgent))
    assert summary["uncoenv_version"] == uncoenv.__version__
    assert summary["benchmark_version"] == "v5"
    assert summary["benchmark"]["sha256"] == dataset.BENCHMARK_SHA256
    (record,) = load_records(tmp_path / "episodes.jsonl")
    assert (record.uncoenv_version, record.benchmark_version) == (uncoenv.__version__, "v5")
    assert record.config == cfg.identity()  # the configuration that was hashed, whole
    text = json.dumps(record.config, sort_keys=True, default=str)
    assert hashlib.sha256(text.encode()).hexdigest()[:12] == record.config_hash
    train = config(NaiveAgent(), limit=1, settings=("reliable",), split="train")
    summary = asyncio.run(run(train, tmp_path / "train", NaiveAgent))
    assert summary["benchmark_version"] is None and summary["benchmark"]["name"] == "train"


def test_the_report_follows_seed_001s_kinds_with_their_own_pathway(tmp_path):
    # The pathway is the kind's (FaultKind.pathway): no report code names the new kinds.
    settings = ("misleading", "shared_notes")
    for agent in (CarefulAgent, NaiveAgent):
        cfg = config(agent(), limit=4, settings=settings)
        asyncio.run(run(cfg, tmp_path / agent.__name__, agent))
    careful, naive = build_report([tmp_path / "CarefulAgent", tmp_path / "NaiveAgent"]).runs
    assert set(careful.pathways) == {"misleading", "wrong_note"}
    assert careful.pathways["misleading"]["misleading"].counts[rp.RECOVERED_CORRECT] == 4
    assert careful.pathways["wrong_note"]["shared_notes"].counts[rp.RECOVERED_CORRECT] == 4
    # The naive agent believes the first reply and asks nothing again.
    assert naive.pathways["misleading"]["misleading"].counts[rp.NO_CORRECTIVE_FOLLOW_UP] == 4
    text = build_report([tmp_path / "CarefulAgent"]).markdown()
    assert "### Misleading fault" in text and "### Wrong note fault" in text
    assert "No Misaligned or Mixed episodes." in text  # the paper's kinds say they were not run
