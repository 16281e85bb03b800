"""The train task cache: what it serves is what generation makes, and a damaged file is remade."""

from __future__ import annotations

import gzip
import os
import shutil
from pathlib import Path

import gymnasium as gym
import pytest

import uncoenv  # noqa: F401  (registers the environments)
from uncoenv.tasks import cache, dataset, generator

BLOCK = 3


def test_cached_tasks_equal_generation_byte_for_byte(tmp_path):
    made = cache.TaskCache(dataset.TRAIN_SEED, tmp_path, BLOCK)
    indices = [0, 1, 2, 3, 5]  # two blocks, the second partly asked for
    first = [made.task(i).model_dump_json() for i in indices]
    assert made.made == 2 and sorted(p.name for p in made.folder.iterdir()) == [
        "block-000000.pickle.gz",
        "block-000001.pickle.gz",
    ]
    read = cache.TaskCache(dataset.TRAIN_SEED, tmp_path, BLOCK)  # a new process: from disk
    again = [read.task(i).model_dump_json() for i in indices]
    assert read.made == 0
    expected = [generator.generate_task(dataset.TRAIN_SEED, i).model_dump_json() for i in indices]
    assert first == expected and again == expected


def test_the_last_tasks_served_are_kept_parsed_and_read_only(tmp_path, monkeypatch):
    # The same object again, so the environment's per-task memo finds its work; safe to share,
    # since a task cannot be changed in place.
    monkeypatch.setattr(cache.TaskCache, "KEEP", 2)
    made = cache.TaskCache(dataset.TRAIN_SEED, tmp_path, BLOCK)
    first = made.task(1)
    assert made.task(1) is first
    with pytest.raises(TypeError):
        first.candidates.append("Someone Else")
    made.task(2), made.task(3)  # two others served since: the first is parsed afresh
    again = made.task(1)
    assert again is not first and again == first


@pytest.mark.parametrize(
    "damage",
    [
        lambda path: path.write_bytes(path.read_bytes()[:-40]),  # truncated
        lambda path: path.write_bytes(b"not gzip at all"),
        lambda path: path.write_bytes(
            gzip.compress(gzip.decompress(path.read_bytes()).replace(b"s1-0000", b"s1-9999"))
        ),  # readable, but not what the header's digest says
        lambda path: path.write_bytes(
            gzip.compress(gzip.decompress(path.read_bytes()).split(b"\n", 1)[1])
        ),  # no header
    ],
    ids=["truncated", "not-gzip", "edited", "headless"],
)
def test_a_damaged_block_is_a_miss_and_is_made_again(tmp_path, damage):
    cache.TaskCache(dataset.TRAIN_SEED, tmp_path, BLOCK).task(0)
    fresh = cache.TaskCache(dataset.TRAIN_SEED, tmp_path, BLOCK)
    path = fresh.path(0)
    whole = path.read_bytes()
    damage(path)
    assert fresh.task(2).model_dump_json() == generator.generate_task(1, 2).model_dump_json()
    assert fresh.made == 1 and path.read_bytes() == whole  # remade, the same bytes


def test_a_block_written_by_another_key_is_not_read(tmp_path):
    one = cache.TaskCache(dataset.TRAIN_SEED, tmp_path, BLOCK)
    one.task(0)
    other = cache.TaskCache(dataset.TRAIN_SEED, tmp_path, BLOCK + 1)
    assert other.folder != one.folder
    other.folder.mkdir(parents=True)
    os.replace(one.path(0), other.path(0))  # a block of another size, where this one looks
    assert other.task(0) == generator.generate_task(1, 0) and other.made == 1


def test_the_write_is_atomic(tmp_path, monkeypatch):
    made = cache.TaskCache(dataset.TRAIN_SEED, tmp_path, BLOCK)
    made.task(0)
    before = made.path(0).read_bytes()

    def fail(*args):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", fail)
    again = cache.TaskCache(dataset.TRAIN_SEED, tmp_path, BLOCK)
    made.path(0).write_bytes(b"damaged")  # forces a remake whose rename fails
    assert again.task(1) == generator.generate_task(1, 1)  # served from memory all the same
    assert made.path(0).read_bytes() == b"damaged"  # no partial file went in its place
    assert [p.name for p in made.folder.iterdir()] == ["block-000000.pickle.gz"]  # none left
    assert before != b"damaged"


def test_ensure_makes_only_the_missing_blocks(tmp_path):
    made = cache.TaskCache(dataset.TRAIN_SEED, tmp_path, BLOCK)
    made.task(4)  # block 1
    assert made.ensure([0, 1, 4, 5, 7]) == 2  # blocks 0 and 2
    assert made.ensure(range(9)) == 0
    read = cache.TaskCache(dataset.TRAIN_SEED, tmp_path, BLOCK)
    assert [read.task(i) for i in (0, 7)] == [generator.generate_task(1, i) for i in (0, 7)]
    assert read.made == 0


def test_an_unwritable_cache_still_serves(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    made = cache.TaskCache(dataset.TRAIN_SEED, blocker, BLOCK)
    assert made.task(4) == generator.generate_task(1, 4)


def test_where_the_cache_lives(monkeypatch, tmp_path):
    monkeypatch.setenv("UNCOENV_CACHE", str(tmp_path / "mine"))
    assert cache.cache_root() == tmp_path / "mine"
    monkeypatch.delenv("UNCOENV_CACHE")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert cache.cache_root() == tmp_path / "xdg" / "uncoenv"
    monkeypatch.delenv("XDG_CACHE_HOME")
    assert cache.cache_root() == Path.home() / ".cache" / "uncoenv"
    monkeypatch.setenv("UNCOENV_CACHE_BLOCK", "0")
    with pytest.raises(ValueError, match="UNCOENV_CACHE_BLOCK"):
        cache.block_size()


def test_tests_never_write_to_the_real_cache():
    home = Path.home() / ".cache" / "uncoenv"
    assert cache.cache_root() != home and cache.train_cache().folder.parent == cache.cache_root()


def test_train_resets_read_the_cache():
    env = gym.make("UnCo-Mixed-v0", split="train")
    env.reset(seed=0, options={"task_index": 7})
    assert env.unwrapped.task == generator.generate_task(dataset.TRAIN_SEED, 7)
    assert cache.train_cache().path(7 // cache.block_size()).exists()
    env.reset(seed=0, options={"task_index": cache.TRAIN_TASKS + 1})  # beyond the pool: generated
    assert env.unwrapped.task.id == generator.task_id(dataset.TRAIN_SEED, cache.TRAIN_TASKS + 1)
    ids = set()
    for seed in range(20):
        env.reset(seed=seed)
        ids.add(int(env.unwrapped.task.id.split("-")[1]))
    assert len(ids) == 20 and max(ids) < cache.TRAIN_TASKS


def test_the_generator_identity_follows_the_source(tmp_path, monkeypatch):
    package = cache.generator_identity()
    copy = tmp_path / "tasks"
    shutil.copytree(cache._TASKS_DIR, copy, ignore=shutil.ignore_patterns("__pycache__"))
    monkeypatch.setattr(cache, "_TASKS_DIR", copy)
    cache.generator_identity.cache_clear()
    try:
        same = cache.generator_identity()
        (copy / "generator.py").write_text((copy / "generator.py").read_text() + "# edit\n")
        cache.generator_identity.cache_clear()
        edited = cache.generator_identity()
    finally:
        cache.generator_identity.cache_clear()
    assert same == package != edited  # a copy hashes as the package does; an edit does not
