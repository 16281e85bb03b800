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
