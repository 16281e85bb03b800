"""The uncoenv command line."""

from __future__ import annotations

import json
import re

import pytest
from typer.testing import CliRunner

import uncoenv
from uncoenv.cli import app
from uncoenv.tasks import dataset

runner = CliRunner()

_BOX = re.compile(r"[\s\u2500-\u257f]+")  # whitespace and box drawing (rich's panels)


def said(output: str, *words: str) -> bool:
    """Whether the output says each of the words, however rich wrapped or boxed it: whitespace
    and box-drawing characters are left out of both before comparing."""
    text = _BOX.sub("", output)
    return all(_BOX.sub("", word) in text for word in words)


def test_schema_prints_the_task_json_schema():
    result = runner.invoke(app, ["schema"])
    assert result.exit_code == 0
    schema = json.loads(result.stdout)
    assert schema["title"] == "Task"
    for field in ("candidates", "roles", "facts", "conditions", "rule", "answer", "faults"):
        assert field in schema["properties"]


def test_generate_writes_deterministic_bytes_and_reports(tmp_path):
    outputs = []
    for name in ("one.jsonl", "two.jsonl"):
        result = runner.invoke(
            app, ["generate", "--groups", "12", "--seed", "4", "--out", str(tmp_path / name)]
        )
        assert result.exit_code == 0, result.output
        outputs.append((tmp_path / name).read_bytes())
    assert outputs[0] == outputs[1]
    assert outputs[0].count(b"\n") == 12
    for heading in ("rejected by check", "Domains", "Operations", "negative answers"):
        assert heading in result.stdout


def test_verify_passes_good_files_and_names_bad_lines(tmp_path):
    good = tmp_path / "good.jsonl"
    runner.invoke(app, ["generate", "--groups", "3", "--seed", "1", "--out", str(good)])
    assert runner.invoke(app, ["verify", str(good)]).exit_code == 0
    lines = good.read_text(encoding="utf-8").splitlines()
    task = json.loads(lines[1])
    task["answer"]["numeric_result"] = 123456789
    task["answer"]["candidate"] = task["candidates"][0]
    task["answer"]["conclusion"] = task["labels"]["positive"]
    bad = tmp_path / "bad.jsonl"
    bad.write_text("\n".join([lines[0], json.dumps(task)]) + "\n", encoding="utf-8")
    result = runner.invoke(app, ["verify", str(bad)])
    assert result.exit_code == 1
    assert "line 2: answer:" in result.stdout
    assert "1 invalid task groups" in result.stdout


def test_stats_describes_the_shipped_benchmark():
    result = runner.invoke(app, ["stats"])
    assert result.exit_code == 0
    assert dataset.BENCHMARK_FILE in result.stdout
    assert "Groups: 1000" in result.stdout


def test_bad_options_are_named():
    result = runner.invoke(app, ["generate", "--groups", "0", "--out", "x.jsonl"])
    assert result.exit_code == 2
    assert said(result.output, "--groups")


def test_eval_plays_an_older_benchmark_version_of_the_level_when_asked(tmp_path):
    out = tmp_path / "run"
    args = ["eval", "--agent", "trusting", "--difficulty", "expert", "--setting", "misaligned"]
    result = runner.invoke(app, [*args, "--benchmark", "expert-v5", "--limit", "2", "--out", out])
    assert result.exit_code == 0, result.output
    summary = json.loads((out / "summary.json").read_text())
    assert summary["benchmark_version"] == "expert-v5"
    wrong = runner.invoke(app, [*args, "--benchmark", "v4", "--limit", "1"])
    assert wrong.exit_code == 2 and said(wrong.output, "'v4' is of the standard level")
    unknown = runner.invoke(app, [*args, "--benchmark", "expert-v9", "--limit", "1"])
    assert unknown.exit_code == 2 and said(unknown.output, "unknown benchmark version")


# -- the reliability review: one-line errors, true line numbers, honest exit codes -------------


def one_line_error(result, *words: str) -> None:
    """A user mistake: exit 1, no traceback, one line on stderr naming what is wrong."""
    assert result.exit_code == 1, result.output
    assert isinstance(result.exception, SystemExit)  # not an escaped exception
    assert "Traceback" not in result.output and "Aborted" not in result.output
    errors = [line for line in result.stderr.splitlines() if line.startswith("Error: ")]
    assert len(errors) == 1 and result.stderr.strip().endswith(errors[0]), result.stderr
    for word in words:
        assert word in errors[0], errors[0]


def task_file(tmp_path, name="good.jsonl", groups=2):
    path = tmp_path / name
    dataset.write_tasks(path, dataset.load_benchmark()[:groups])
    return path


def test_unreadable_task_files_are_one_line_errors(tmp_path):
    # D15: tracebacks (FileNotFoundError, IsADirectoryError, BadGzipFile), or only "Aborted."
    # for a truncated gzip.
    truncated = tmp_path / "trunc.jsonl.gz"
    truncated.write_bytes(task_file(tmp_path, "whole.jsonl.gz").read_bytes()[:300])
    plain = tmp_path / "plain.jsonl.gz"
    plain.write_bytes(task_file(tmp_path).read_bytes())
    cases = [
        (["verify", str(truncated)], "is truncated"),
        (["stats", str(truncated)], "is truncated"),
        (["verify", str(tmp_path / "missing.jsonl")], "No such file"),
        (["verify", str(tmp_path)], "Is a directory"),
        (["verify", str(plain)], "is not a gzip file"),
    ]
    for command, words in cases:
        one_line_error(runner.invoke(app, command), words)


def test_a_task_that_does_not_load_is_named_in_one_line(tmp_path):
    path = tmp_path / "broken.jsonl"
    path.write_text('\n{"id": "x"}\n', encoding="utf-8")
    one_line_error(runner.invoke(app, ["stats", str(path)]), "line 2", "validation error")


def test_verify_names_true_line_numbers_and_lines_that_are_not_text(tmp_path):
    # D16: blank lines were not counted, so a broken task on line 5 was reported as line 2.
    lines = task_file(tmp_path).read_bytes().split(b"\n")
    broken = json.loads(lines[1])
    broken["answer"]["numeric_result"] = 123456789
    broken["answer"]["candidate"] = broken["candidates"][0]
    broken["answer"]["conclusion"] = broken["labels"]["positive"]
    path = tmp_path / "gaps.jsonl"
    path.write_bytes(
        b"\n".join([b"", b"", lines[0], b"  ", json.dumps(broken).encode(), b"\xff\xfe"])
    )
    result = runner.invoke(app, ["verify", str(path)])
    assert result.exit_code == 1
    assert "line 5: answer:" in result.stdout and "line 6: not UTF-8 text" in result.stdout
    assert "line 2" not in result.stdout


def test_commands_that_processed_nothing_exit_non_zero(tmp_path):
    # D16: an empty file verified and described with exit 0; a report of unreadable episodes too.
    empty = tmp_path / "empty.jsonl"
    empty.write_text("\n", encoding="utf-8")
    one_line_error(runner.invoke(app, ["verify", str(empty)]), "no task groups")
    one_line_error(runner.invoke(app, ["stats", str(empty)]), "no task groups")
    run = tmp_path / "run"
    run.mkdir()
    (run / "episodes.jsonl").write_bytes(b'{"foreign": 1}\n\xff\n')
    result = runner.invoke(app, ["report", str(run), "--out", str(tmp_path / "report")])
    assert result.exit_code == 1 and "no readable episode" in result.stderr
    assert "skipped unreadable lines" in result.stdout


def test_eval_exits_non_zero_when_every_episode_failed(tmp_path):
    # D16: with a rejected request every episode errored, and eval still exited 0.
    out = tmp_path / "run"
    command = ["eval", "--agent", "llm", "--model", "nosuchprovider/x", "--limit", "1"]
    result = runner.invoke(app, [*command, "--settings", "reliable", "--out", str(out)])
    # The cause is named, not only where the errors are.
    one_line_error(result, "no episode was scored", "does not know the model's provider")
    assert json.loads((out / "summary.json").read_text())["errors"] == 1


def test_a_run_that_scores_nothing_names_the_first_errors_cause(tmp_path, monkeypatch):
    # Newcomers saw only "see the errors in episodes.jsonl" when litellm was not installed.
    monkeypatch.setitem(__import__("sys").modules, "litellm", None)  # import litellm fails
    out = tmp_path / "run"
    command = ["eval", "--agent", "llm", "--model", "openai/x", "--limit", "1"]
    result = runner.invoke(app, [*command, "--settings", "reliable", "--out", str(out)])
    one_line_error(
        result, f"no episode was scored in {out}", "calling a model needs litellm", "uncoenv[llm]"
    )


def test_generate_output_problems_are_one_line_errors(tmp_path):
    (tmp_path / "file").write_text("x")
    for out in (tmp_path, tmp_path / "file" / "under.jsonl"):
        result = runner.invoke(app, ["generate", "--groups", "1", "--out", str(out)])
        one_line_error(result)


def test_generate_replaces_its_output_only_when_complete(tmp_path, monkeypatch):
    # D7: --out was truncated at the start; an interrupt left a shorter file that looked valid.
    from uncoenv.tasks import generator

    out = tmp_path / "set.jsonl.gz"
    assert runner.invoke(app, ["generate", "--groups", "3", "--out", str(out)]).exit_code == 0
    before = out.read_bytes()
    made = generator.generate_task

    def interrupted(seed, index, *args, **kwargs):
        if index == 2:
            raise KeyboardInterrupt
        return made(seed, index, *args, **kwargs)

    monkeypatch.setattr(generator, "generate_task", interrupted)
    result = runner.invoke(app, ["generate", "--groups", "5", "--out", str(out)])
    assert result.exit_code != 0
    assert out.read_bytes() == before and sorted(tmp_path.iterdir()) == [out]


def test_eval_option_mistakes_are_named(tmp_path):
    # D13: --seed -1 was accepted, then crashed in gymnasium; --out naming a file: a traceback.
    result = runner.invoke(app, ["eval", "--agent", "naive", "--seed", "-1", "--limit", "1"])
    assert result.exit_code == 2 and said(result.output, "--seed")
    (tmp_path / "good.jsonl").write_text("")
    command = ["eval", "--agent", "naive", "--limit", "1", "--out", str(tmp_path / "good.jsonl")]
    result = runner.invoke(app, command)
    assert result.exit_code == 2
    assert said(result.output, f"{tmp_path / 'good.jsonl'} is a file, not a run directory")
    assert said(runner.invoke(app, ["eval", "--help"]).output, "--timeout")


def test_a_policy_with_a_bad_configuration_is_named(tmp_path):
    # D15: KeyError 'algo' or JSONDecodeError tracebacks.
    (tmp_path / "model.zip").write_bytes(b"not a zip")
    for config in ("{", '{"steps": 3}'):
        (tmp_path / "config.json").write_text(config)
        result = runner.invoke(app, ["eval", "--agent", f"sb3:{tmp_path}", "--limit", "1"])
        assert result.exit_code == 2 and said(result.output, "config.json")
        assert "Traceback" not in result.output


def test_a_second_eval_on_a_directory_in_use_names_its_holder(tmp_path):
    # D21: two runs on one --out could corrupt a record.
    import os

    from uncoenv.evaluation.runner import locked

    with locked(tmp_path):
        result = runner.invoke(
            app, ["eval", "--agent", "naive", "--limit", "1", "--out", str(tmp_path)]
        )
    one_line_error(result, "is in use by process", str(os.getpid()))


# -- eval for newcomers: what it did, where it is, what went wrong ------------------------------


def test_eval_says_a_finished_run_is_complete_and_where_the_run_is(tmp_path):
    out = tmp_path / "naive"
    command = ["eval", "--agent", "naive", "--limit", "3", "--settings", "reliable,missed"]
    first = runner.invoke(app, [*command, "--out", str(out)])
    assert first.exit_code == 0, first.output
    assert "complete" not in first.stderr
    again = runner.invoke(app, [*command, "--out", str(out)])
    assert again.exit_code == 0, again.output
    assert f"{out}: complete, 6 episodes already recorded" in again.stderr
    assert "0/?" not in again.stderr  # no progress bar of nothing
    for result in (first, again):  # the folder and its size, on stderr: stdout is the report
        size = re.search(rf"Run folder: {re.escape(str(out))} \((\d+\.\d) kB\)", result.stderr)
        assert size and 1 < float(size.group(1)) < 1000, result.stderr
        assert "Run folder" not in result.stdout


def test_eval_takes_setting_and_settings_alike(tmp_path):
    for option in ("--setting", "--settings"):
        out = tmp_path / option
        command = ["eval", "--agent", "naive", "--limit", "1", option, "reliable,missed"]
        result = runner.invoke(app, [*command, "--out", str(out)])
        assert result.exit_code == 0, result.output
        summary = json.loads((out / "summary.json").read_text(encoding="utf-8"))
        assert list(summary["settings"]) == ["reliable", "missed"]
    result = runner.invoke(app, ["eval", "--agent", "naive", "--setting", "relaible"])
    assert result.exit_code == 2 and said(result.output, "--setting", "unknown setting 'relaible'")


def test_eval_help_names_every_kind_of_agent():
    shown = runner.invoke(app, ["eval", "--help"]).output
    assert said(shown, "sb3:PATH", "module:Class", "--setting", "--settings", "--new-config")


MY_AGENT = """
from uncoenv.agents.scripted import CarefulAgent


class Mine(CarefulAgent):
    name = "mine"


class Unnamed(CarefulAgent):
    name = "agent"


class NotAnAgent:
    pass


class Broken(CarefulAgent):
    def __init__(self):
        raise RuntimeError("no model here")
"""


@pytest.fixture
def my_agents(tmp_path, monkeypatch):
    """``my_agents.py`` in the working directory, importable as ``python -m`` would find it;
    forgotten after the test (off the path, out of ``sys.modules``)."""
    import sys

    (tmp_path / "my_agents.py").write_text(MY_AGENT, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    yield tmp_path
    sys.modules.pop("my_agents", None)


def test_eval_runs_your_own_agent_class_by_module_or_file(my_agents):
    for agent, folder in (("my_agents:Mine", "mine"), ("my_agents.py:Unnamed", "Unnamed")):
        result = runner.invoke(app, ["eval", "--agent", agent, "--limit", "1"])
        assert result.exit_code == 0, result.output
        summary = json.loads((my_agents / "runs" / folder / "summary.json").read_text())
        assert summary["settings"]["reliable"]["accuracy"] == 1.0


def test_a_bad_agent_class_is_named(my_agents):
    cases = {
        "no_such_module:Mine": "cannot import 'no_such_module'",
        "my_agents:Missing": "'my_agents' has no 'Missing'",
        "my_agents:NotAnAgent": "'NotAnAgent' is not an Agent subclass",
        "my_agents:Broken": "Broken() failed: RuntimeError: no model here",
        "missing.py:Mine": "no Python file missing.py",
    }
    for agent, words in cases.items():
        result = runner.invoke(app, ["eval", "--agent", agent, "--limit", "1"])
        assert result.exit_code == 2, (agent, result.output)
        assert said(result.output, "--agent", agent, words), result.output
        assert "Traceback" not in result.output
    assert not (my_agents / "runs").exists()  # refused before anything ran


def test_eval_refuses_to_add_another_configuration_to_a_run(tmp_path):
    out = tmp_path / "two"
    careful = ["eval", "--agent", "careful", "--limit", "2", "--out", str(out)]
    assert runner.invoke(app, careful).exit_code == 0
    before = (out / "episodes.jsonl").read_bytes()
    naive = ["eval", "--agent", "naive", "--limit", "2", "--out", str(out)]
    from uncoenv.agents.scripted import CarefulAgent, NaiveAgent
    from uncoenv.evaluation.runner import RunConfig

    hashes = [RunConfig(agent=a().config(), limit=2).hash() for a in (CarefulAgent, NaiveAgent)]
    result = runner.invoke(app, naive)
    one_line_error(result, str(out), f"{hashes[0]} (careful)", f"{hashes[1]} (naive)")
    assert "--new-config" in result.stderr and "another --out" in result.stderr
    assert (out / "episodes.jsonl").read_bytes() == before  # nothing played, nothing written
    # Asked for, both are kept and reported apart.
    result = runner.invoke(app, [*naive, "--new-config"])
    assert result.exit_code == 0, result.output
    assert f"two [{hashes[0]}] (careful)" in result.stdout
    assert f"two [{hashes[1]}] (naive)" in result.stdout
    # The same configuration again resumes (here: nothing left to play).
    result = runner.invoke(app, careful)
    assert result.exit_code == 0 and f"{out}: complete, 10 episodes" in result.stderr


def test_version_and_short_help():
    # Newcomer: there was no --version and no -h.
    version = runner.invoke(app, ["--version"])
    assert version.exit_code == 0 and version.stdout.strip() == f"uncoenv {uncoenv.__version__}"
    for command in ([], ["eval"], ["train"], ["serve"]):
        result = runner.invoke(app, [*command, "-h"])
        assert result.exit_code == 0 and "--help" in result.stdout, command


def test_eval_plays_teams_and_the_report_shows_them(tmp_path):
    runs = []
    for options in (["--formation", "coordinator"], ["--formation", "peer", "--seats", "2"]):
        out = tmp_path / options[1]
        command = ["eval", "--agent", "careful", "--limit", "2", "--settings", "misaligned"]
        result = runner.invoke(app, [*command, *options, "--out", str(out)])
        assert result.exit_code == 0, result.output
        runs.append(str(out))
    report = runner.invoke(app, ["report", *runs])
    assert report.exit_code == 0, report.output
    assert "## Teams (seed 003)" in report.stdout and "+0.0 [+0.0, +0.0]" in report.stdout
    mistakes = [
        (["--formation", "peer", "--seats", "9"], "a peer team has 2 to 5 seats, got 9"),
        (["--commit", "lead"], "team options need --formation"),
    ]
    for options, words in mistakes:
        result = runner.invoke(app, ["eval", "--limit", "1", *options])
        assert result.exit_code == 2 and said(result.output, words)
