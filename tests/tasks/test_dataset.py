"""Task files and the shipped benchmark."""

from __future__ import annotations

import gzip
import os
import subprocess
import sys

import pytest

from uncoenv.tasks import dataset, generator
from uncoenv.tasks.difficulty import LEVELS
from uncoenv.tasks.models import Task
from uncoenv.tasks.scenarios import DOMAINS, OPERATIONS
from uncoenv.tasks.stats import summarize


def test_the_shipped_benchmark_equals_its_documented_regeneration():
    shipped = gzip.decompress(dataset.benchmark_path().read_bytes())
    regenerated = "".join(
        dataset.to_line(
            generator.generate_task(
                dataset.BENCHMARK_SEED, i, template_set=dataset.BENCHMARK_TEMPLATE_SET
            )
        )
        + "\n"
        for i in range(dataset.BENCHMARK_GROUPS)
    ).encode()
    assert shipped == regenerated


@pytest.mark.parametrize("version", sorted(dataset.BENCHMARKS))
def test_every_shipped_file_is_the_one_summaries_name(version):
    shipped = dataset.BENCHMARKS[version]
    assert dataset.file_sha256(dataset.benchmark_path(version)) == shipped.sha256
    assert dataset.benchmark_identity(version) == {
        "name": f"benchmark-{version}",
        "sha256": shipped.sha256,
    }
    tasks = dataset.load_benchmark(version)
    assert len(tasks) == shipped.groups
    assert tasks[0].id == generator.task_id(shipped.seed, 0, LEVELS[shipped.difficulty])


def test_the_latest_version_is_the_default_and_an_unknown_one_is_named():
    assert dataset.LATEST == "v5" and dataset.BENCHMARK_NAME == "benchmark-v5"
    assert dataset.load_benchmark() is dataset.load_benchmark("v5")
    assert dataset.benchmark_identity() == dataset.benchmark_identity("v5")
    with pytest.raises(ValueError, match=r"unknown benchmark version 'v9'; known: v2, v3"):
        dataset.load_benchmark("v9")


def test_the_benchmark_covers_every_domain_and_balances_operations():
    tasks = dataset.load_benchmark()
    assert len(tasks) == dataset.BENCHMARK_GROUPS == 1000
    stats = summarize(tasks)
    assert set(stats.domains) == set(DOMAINS)
    for operation in OPERATIONS:
        assert 0.10 <= stats.operations[operation] / stats.groups <= 0.15
    assert 0 < stats.negative < stats.groups


def test_written_files_are_byte_identical_and_read_back(tmp_path):
    tasks = [generator.generate_task(2, i) for i in range(5)]
    for name in ("a.jsonl.gz", "b.jsonl.gz", "c.jsonl"):
        dataset.write_tasks(tmp_path / name, tasks)
    assert (tmp_path / "a.jsonl.gz").read_bytes() == (tmp_path / "b.jsonl.gz").read_bytes()
    assert list(dataset.read_tasks(tmp_path / "a.jsonl.gz")) == tasks
    assert list(dataset.read_tasks(tmp_path / "c.jsonl")) == tasks


def test_a_bad_line_is_named(tmp_path):
    path = tmp_path / "bad.jsonl"
    path.write_text(dataset.to_line(generator.generate_task(2, 0)) + "\n{}\n", encoding="utf-8")
    with pytest.raises(ValueError, match="line 2"):
        list(dataset.read_tasks(path))


def test_a_bad_line_is_named_by_its_line_in_the_file(tmp_path):
    # Review D16: blank lines were not counted.
    path = tmp_path / "bad.jsonl"
    line = dataset.to_line(generator.generate_task(2, 0))
    path.write_text(f"\n{line}\n\n\n{{}}\n", encoding="utf-8")
    with pytest.raises(ValueError, match="line 5"):
        list(dataset.read_tasks(path))
    path.write_bytes(line.encode() + b"\n\xff\n")
    with pytest.raises(ValueError, match="line 2: not UTF-8 text"):
        list(dataset.read_tasks(path))


def test_an_interrupted_write_leaves_the_earlier_file_whole(tmp_path):
    # Review D7: the file was truncated first, and an interrupt left a shorter, valid-looking one.
    path = tmp_path / "set.jsonl.gz"
    tasks = [generator.generate_task(2, i) for i in range(3)]
    dataset.write_tasks(path, tasks)
    before = path.read_bytes()

    def interrupted():
        yield tasks[0]
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        dataset.write_tasks(path, interrupted())
    assert path.read_bytes() == before and list(tmp_path.iterdir()) == [path]
    assert dataset.write_tasks(path, tasks[:1]) == 1
    assert list(dataset.read_tasks(path)) == tasks[:1]


def test_a_partial_file_a_killed_writer_left_is_removed_by_the_next_write(tmp_path):
    # Review N14: kill -9 during generate left a 4 MB .<name>.<pid>.partial behind.
    path = tmp_path / "set.jsonl.gz"
    ended = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"],
        capture_output=True,
        text=True,
        check=True,
    )
    orphan = tmp_path / f".{path.name}.{ended.stdout.strip()}.partial"
    live = tmp_path / f".{path.name}.{os.getppid()}.partial"  # a writer still running
    orphan.write_bytes(b"torn")
    live.write_bytes(b"in progress")
    dataset.write_tasks(path, [generator.generate_task(2, 0)])
    assert sorted(tmp_path.iterdir()) == sorted([path, live])


def content(task: Task) -> tuple:
    """What makes two tasks the same puzzle: the scenario and every fact's values, whatever the
    candidates are called and however the records are phrased."""
    facts = {(f.label, f.context, tuple(sorted(map(repr, f.values.values())))) for f in task.facts}
    return task.scenario, frozenset(facts)


def test_benchmark_and_train_stream_are_disjoint():
    benchmark = {content(t) for t in dataset.load_benchmark()[:200]}
    train = [generator.generate_task(dataset.TRAIN_SEED, i) for i in range(200)]
    assert not [t.id for t in train if content(t) in benchmark]
    # The check can fail: the benchmark's own tasks are found again.
    again = generator.generate_task(dataset.BENCHMARK_SEED, 3)
    assert content(again) in benchmark


def test_no_category_value_is_dropped_into_a_that_clause():
    # Play-test: "The draft agreement with X provides that shared foreground IP." A category
    # value is a noun phrase, not a clause.
    for task in dataset.load_benchmark():
        for fact in task.facts:
            if fact.kind == "category":
                assert not any("that {value}" in t for t in fact.templates), (fact.id, task.id)


@pytest.mark.parametrize("version", sorted(dataset.BENCHMARKS))
def test_each_dataset_card_names_its_shipped_file_and_a_canary(version):
    shipped = dataset.BENCHMARKS[version]
    card = (dataset.benchmark_path(version).parent / f"{shipped.name}.md").read_text()
    assert shipped.sha256 in card and shipped.file in card
    assert "canary GUID" in card


def test_expert_v6_plays_expert_v5s_groups_from_its_file_with_unstated_contexts():
    v5, v6 = dataset.benchmark("expert-v5"), dataset.benchmark("expert-v6")
    assert v6.file == v5.file and v6.sha256 == v5.sha256
    assert v6.unstated_contexts and not v5.unstated_contexts
    assert dataset.load_benchmark("expert-v6") is dataset.load_benchmark("expert-v5")
    assert dataset.LEVEL_BENCHMARKS["expert"] == "expert-v6"
    assert LEVELS["expert"].unstated_contexts
