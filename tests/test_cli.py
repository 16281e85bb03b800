"""The uncoenv command line."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from uncoenv.cli import app
from uncoenv.tasks import dataset

runner = CliRunner()


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
    assert "--groups" in result.output


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
    assert result.exit_code == 1 and "no episode was scored" in result.stderr
    assert json.loads((out / "summary.json").read_text())["errors"] == 1


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
    assert result.exit_code == 2 and "--seed" in result.output
    (tmp_path / "good.jsonl").write_text("")
    command = ["eval", "--agent", "naive", "--limit", "1", "--out", str(tmp_path / "good.jsonl")]
    result = runner.invoke(app, command)
    assert result.exit_code == 2 and "a file, not a run directory" in result.output
    assert "--timeout" in runner.invoke(app, ["eval", "--help"]).output


def test_a_policy_with_a_bad_configuration_is_named(tmp_path):
    # D15: KeyError 'algo' or JSONDecodeError tracebacks.
    (tmp_path / "model.zip").write_bytes(b"not a zip")
    for config in ("{", '{"steps": 3}'):
        (tmp_path / "config.json").write_text(config)
        result = runner.invoke(app, ["eval", "--agent", f"sb3:{tmp_path}", "--limit", "1"])
        assert result.exit_code == 2 and "config.json" in result.output
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
