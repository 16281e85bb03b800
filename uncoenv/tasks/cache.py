"""Pre-generated train tasks, kept on disk so a train-split reset does not generate and prove one.

Generating and proving a task group costs a few milliseconds; reading one back, under one. The
train split draws from the first ``TRAIN_TASKS`` groups of the stream ``dataset.TRAIN_SEED``;
``train_task(i)`` returns group ``i`` from a block file of ``block`` consecutive groups, made on
the first request that needs it (one pause of a few seconds per block, once per machine) and
read from disk afterwards. A cached group equals ``generator.generate_task(seed, i)``: its JSON
is the same byte for byte.

Files live under ``$UNCOENV_CACHE``, else ``$XDG_CACHE_HOME/uncoenv``, else ``~/.cache/uncoenv``,
in a folder named by the stream's seed, the template set and a digest of everything generation
depends on (the source of ``uncoenv.tasks``, numpy's and pydantic's versions), the file format
and the block size: a change to any of them starts a new folder, never a stale read.
``UNCOENV_CACHE_BLOCK`` sets the groups per block (default 1,024; the tests use a small one).

A block file is gzip: a JSON header line (format, key, block number, count, sha256 of the tasks),
then the block's tasks, each pickled. Pickles, not JSON: reading a task back is then about twice
as fast as validating its JSON (0.6 ms against 1.4 ms), and a train reset on the whole pool reads
one. They are as safe to load as the ``__pycache__`` files Python itself runs: written here, by
this code, into the user's own cache, and named by the digest of the code and of the library
versions that read them, so a class never meets a pickle of another layout. The file is written
to a partial file and renamed into place, so it appears whole or not at all; one that does not
match its header, or does not read, is a miss and is made again. A cache folder that cannot be
written costs the disk copy only: the block is kept in memory for the process.
"""

from __future__ import annotations

import contextlib
import functools
import gzip
import hashlib
import json
import os
import pickle
import zlib
from collections import OrderedDict
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import numpy as np
import pydantic

from uncoenv.files import replaced
from uncoenv.tasks import dataset, generator
from uncoenv.tasks.difficulty import STANDARD, Difficulty
from uncoenv.tasks.models import Task
from uncoenv.tasks.scenarios import latest_template_set

TRAIN_TASKS = 16_384
"""The train split's pool: resets without a task index draw among these groups of the stream."""
BLOCK = 1024
"""Task groups per block file (``UNCOENV_CACHE_BLOCK`` overrides it)."""
FORMAT = 2  # 1: JSON lines
_TASKS_DIR = Path(__file__).resolve().parent
_THIS_FILE = Path(__file__).name  # not an input of generation: its format is ``FORMAT``


def cache_root() -> Path:
    """Where cache files go: ``$UNCOENV_CACHE``, else ``$XDG_CACHE_HOME/uncoenv``, else
    ``~/.cache/uncoenv``."""
    if os.environ.get("UNCOENV_CACHE"):
        return Path(os.environ["UNCOENV_CACHE"])
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "uncoenv"


def block_size() -> int:
    """Task groups per block: ``$UNCOENV_CACHE_BLOCK`` or ``BLOCK``.

    Raises:
        ValueError: ``UNCOENV_CACHE_BLOCK`` is not a positive integer.
    """
    raw = os.environ.get("UNCOENV_CACHE_BLOCK")
    if not raw:
        return BLOCK
    if not raw.isdigit() or int(raw) < 1:
        raise ValueError(f"UNCOENV_CACHE_BLOCK must be a positive integer, got {raw!r}")
    return int(raw)


@functools.cache
def generator_identity() -> str:
    """A digest of what generation depends on: every file of ``uncoenv.tasks`` but this one (code
    and scenario data, by relative path and bytes) and the numpy and pydantic versions."""
    digest = hashlib.sha256(f"numpy {np.__version__}; pydantic {pydantic.VERSION}".encode())
    files = (
        p
        for p in _TASKS_DIR.rglob("*")
        if p.is_file() and "__pycache__" not in p.parts and p.name != _THIS_FILE
    )
    for path in sorted(files, key=lambda p: p.relative_to(_TASKS_DIR).as_posix()):
        digest.update(path.relative_to(_TASKS_DIR).as_posix().encode() + b"\0")
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()


class TaskCache:
    """The task groups of one stream, served from block files made on first need.

    In memory, a block read or made in this process is kept as its tasks' pickles, compressed
    (about 4 kB a group), and the last ``KEEP`` tasks served are kept whole: a task asked for
    again is the same (read-only) object, as a benchmark task is, so what the environment
    worked out for it (``uncoenv.envs.memo``) is found again, not redone.
    """

    KEEP = 2048
    """Parsed tasks kept (about 55 kB each), the most recently served; as many as the
    environment's per-task memo keeps (``uncoenv.envs.memo.MAX_TASKS``)."""

    def __init__(
        self,
        seed: int,
        root: str | Path | None = None,
        block: int | None = None,
        difficulty: Difficulty = STANDARD,
    ) -> None:
        self.seed = seed
        self.difficulty = difficulty
        self.block = block_size() if block is None else block
        if self.block < 1:
            raise ValueError(f"block must be at least 1, got {self.block}")
        self.key: dict[str, Any] = {
            "format": FORMAT,
            "seed": seed,
            "template_set": latest_template_set(),
            "generator": generator_identity(),
            "block": self.block,
        }
        if difficulty != STANDARD:  # the standard key is as before: its files stay valid
            self.key["difficulty"] = difficulty.model_dump(mode="json")
        name = hashlib.sha256(json.dumps(self.key, sort_keys=True).encode()).hexdigest()[:16]
        level = "" if difficulty == STANDARD else f"{difficulty.name}-"
        folder = f"train-{level}s{seed}-t{self.key['template_set']}-{name}"
        self.folder = Path(root if root is not None else cache_root()) / folder
        self._blocks: dict[int, tuple[bytes, ...]] = {}  # compressed pickles
        self._parsed: OrderedDict[int, Task] = OrderedDict()
        self.made = 0  # blocks generated by this process (a miss each)

    def task(self, index: int) -> Task:
        """Task group ``index`` of the stream, as ``generator.generate_task`` makes it.

        Raises:
            ValueError: a negative index.
        """
        if index < 0:
            raise ValueError(f"index must be non-negative, got {index}")
        task = self._parsed.get(index)
        if task is not None:
            self._parsed.move_to_end(index)
            return task
        number, offset = divmod(index, self.block)
        lines = self._blocks.get(number)
        if lines is None:
            lines = self._blocks[number] = self._load(number)
        task = self._parsed[index] = pickle.loads(zlib.decompress(lines[offset]))
        if len(self._parsed) > self.KEEP:
            self._parsed.popitem(last=False)
        return task

    def ensure(self, indices: Iterable[int]) -> int:
        """Make the block files of these indices that are not on disk yet; the number made.

        For a parent process before it starts workers: each would otherwise make the same
        missing blocks itself. A file there is not read (a damaged one is remade on use).
        """
        made = 0
        for number in sorted({index // self.block for index in indices}):
            if not self.path(number).exists():
                lines = self._make(number)
                with contextlib.suppress(OSError):
                    self._write(number, lines)
                made += 1
        self.made += made
        return made

    def path(self, number: int) -> Path:
        """The file of block ``number``."""
        return self.folder / f"block-{number:06d}.pickle.gz"

    def _load(self, number: int) -> tuple[bytes, ...]:
        """Block ``number``'s tasks, pickled and compressed, from its file or, on a miss,
        made and written."""
        lines = self._read(number)
        if lines is None:
            lines = self._make(number)
            self.made += 1
            # An unwritable cache costs the disk copy only: the block is in memory.
            with contextlib.suppress(OSError):
                self._write(number, lines)
        return tuple(zlib.compress(task, 1) for task in lines)

    def _header(self, number: int, tasks: list[bytes]) -> dict[str, Any]:
        digest = hashlib.sha256(_framed(tasks))
        return {**self.key, "number": number, "count": len(tasks), "sha256": digest.hexdigest()}

    def _read(self, number: int) -> list[bytes] | None:
        """The block's pickled tasks if its file is there and whole, else None (a miss)."""
        try:
            with gzip.open(self.path(number), "rb") as file:
                header, body = file.read().split(b"\n", 1)
            tasks = _unframed(body)  # each task is loaded when asked for, not here
            if json.loads(header) == self._header(number, tasks) and len(tasks) == self.block:
                return tasks
        except (OSError, EOFError, ValueError, zlib.error):  # missing, truncated, not gzip
            pass
        return None

    def _make(self, number: int) -> list[bytes]:
        first = number * self.block
        level = self.difficulty
        return [
            pickle.dumps(
                generator.generate_task(self.seed, index, difficulty=level),
                pickle.HIGHEST_PROTOCOL,
            )
            for index in range(first, first + self.block)
        ]

    def _write(self, number: int, lines: list[bytes]) -> None:
        """Write the block atomically: a partial file beside it, renamed into place."""
        path = self.path(number)
        path.parent.mkdir(parents=True, exist_ok=True)
        # mtime=0 and no name: the bytes are a function of the tasks alone.
        with (
            replaced(path) as partial,
            open(partial, "wb") as raw,
            gzip.GzipFile("", "wb", fileobj=raw, mtime=0) as out,
        ):
            out.write((json.dumps(self._header(number, lines)) + "\n").encode())
            out.write(_framed(lines))


def _framed(tasks: list[bytes]) -> bytes:
    """The pickled tasks one after another, each after its length (8 bytes)."""
    return b"".join(len(task).to_bytes(8, "little") + task for task in tasks)


def _unframed(body: bytes) -> list[bytes]:
    """The pickled tasks of ``_framed`` bytes.

    Raises:
        ValueError: the bytes end inside a task.
    """
    tasks, at = [], 0
    while at < len(body):
        size = int.from_bytes(body[at : at + 8], "little")
        task = body[at + 8 : at + 8 + size]
        if len(task) != size or at + 8 > len(body):
            raise ValueError("a block ends inside a task")
        tasks.append(task)
        at += 8 + size
    return tasks


_SETTINGS = ("UNCOENV_CACHE", "XDG_CACHE_HOME", "HOME", "UNCOENV_CACHE_BLOCK")
"""The environment variables a cache depends on."""


@functools.cache
def _train_cache(settings: tuple[str | None, ...], difficulty: Difficulty) -> TaskCache:
    return TaskCache(dataset.TRAIN_SEED, cache_root(), block_size(), difficulty)


def train_cache(difficulty: Difficulty = STANDARD) -> TaskCache:
    """The cache of the train stream at a level, for the current ``UNCOENV_CACHE`` and block
    size (one per setting of the variables: a reset asks for it, so it is found, not rebuilt)."""
    return _train_cache(tuple(os.environ.get(name) for name in _SETTINGS), difficulty)


def train_task(index: int, difficulty: Difficulty = STANDARD) -> Task:
    """Group ``index`` of the train stream at a level: from the cache within the pool
    (``TRAIN_TASKS``), generated beyond it (a block of far indices would be made for one task)."""
    if 0 <= index < TRAIN_TASKS:
        return train_cache(difficulty).task(index)
    return generator.generate_task(dataset.TRAIN_SEED, index, difficulty=difficulty)
