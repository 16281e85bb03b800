"""Task files (JSONL, optionally gzip-compressed) and the benchmark shipped in the package.

The benchmark is ``BENCHMARK_GROUPS`` task groups of the stream ``BENCHMARK_SEED``, drawn from
scenario template set ``BENCHMARK_TEMPLATE_SET``, written by::

    uncoenv generate --groups 1000 --seed 20261130 --template-set 1 \
        --out uncoenv/data/benchmark-v2.jsonl.gz

Its bytes are reproducible: the JSON is deterministic and the gzip header carries no time or name.
Pinning the template set means a scenario added later never changes these bytes;
``BENCHMARK_SHA256`` is the digest of the file, recorded in every evaluation summary.
"""

from __future__ import annotations

import functools
import gzip
import hashlib
import io
from collections.abc import Iterable, Iterator
from importlib import resources
from pathlib import Path

from uncoenv.files import replaced
from uncoenv.tasks.models import Task

BENCHMARK_SEED = 20261130
BENCHMARK_GROUPS = 1000
BENCHMARK_TEMPLATE_SET = 1
BENCHMARK_NAME = "benchmark-v2"
BENCHMARK_FILE = f"{BENCHMARK_NAME}.jsonl.gz"
BENCHMARK_SHA256 = "2bbde5df64321a6bf72328a49f2be0352efb52c5761de952e97f97a071cdf299"
"""The digest of the shipped file (a test checks it), so a summary names exactly what it ran."""
TRAIN_SEED = 1
"""The procedural training stream; its seed differs from the benchmark's."""


def to_line(task: Task) -> str:
    """One task as its JSONL line (no newline)."""
    return task.model_dump_json()


def write_tasks(path: str | Path, tasks: Iterable[Task]) -> int:
    """Write tasks as JSONL (gzip when the name ends in .gz, with a fixed header); returns count.

    The file appears whole or not at all: the tasks go to a partial file beside it, renamed into
    place once every task is written. An interrupt, or an error while the tasks are made, leaves
    ``path`` as it was (an earlier file intact) and no partial file behind (nor, at the next
    write, one a killed writer left).

    Raises:
        OSError: ``path`` exists and is not a regular file, or cannot be written.
    """
    path = Path(path)
    if path.exists() and not path.is_file():
        raise IsADirectoryError(f"{path} exists and is not a regular file")
    path.parent.mkdir(parents=True, exist_ok=True)
    count = 0
    with (
        replaced(path) as partial,
        open(partial, "wb") as raw,
        _text_writer(raw, path.suffix == ".gz") as out,
    ):
        for task in tasks:
            out.write(to_line(task) + "\n")
            count += 1
    return count


def _text_writer(raw: io.BufferedWriter, compressed: bool) -> io.TextIOWrapper:
    # mtime=0 and an empty filename keep the gzip bytes a function of the content alone.
    stream = gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0) if compressed else raw
    return io.TextIOWrapper(stream, encoding="utf-8", newline="\n")


def numbered_lines(path: str | Path) -> Iterator[tuple[int, str | None]]:
    """The non-blank lines of a JSONL file (gzip or plain) with their line numbers in the file
    (blank lines counted); a line that is not UTF-8 text comes as None. Lines end at ``\n``
    only.

    Raises:
        OSError: the file cannot be read (``gzip.BadGzipFile`` when a .gz file is not gzip).
        EOFError: a gzip file is truncated.
    """
    path = Path(path)
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rb") as lines:
        for number, raw in enumerate(lines, start=1):
            if raw.strip():
                try:
                    yield number, raw.decode("utf-8")
                except UnicodeDecodeError:
                    yield number, None


def read_lines(path: str | Path) -> Iterator[str]:
    """The non-blank lines of a JSONL file (gzip or plain).

    Raises:
        ValueError: naming a line that is not UTF-8 text.
    """
    for number, line in numbered_lines(path):
        if line is None:
            raise ValueError(f"{path}, line {number}: not UTF-8 text")
        yield line


def read_tasks(path: str | Path) -> Iterator[Task]:
    """The tasks of a JSONL file, validated by the models.

    Raises:
        ValueError: naming the line of a task that does not load.
    """
    for number, line in numbered_lines(path):
        if line is None:
            raise ValueError(f"{path}, line {number}: not UTF-8 text")
        try:
            yield Task.model_validate_json(line)
        except ValueError as error:
            raise ValueError(f"{path}, line {number}: {error}") from error


def benchmark_path() -> Path:
    """Where the shipped benchmark lies inside the installed package."""
    return Path(str(resources.files("uncoenv") / "data" / BENCHMARK_FILE))


def benchmark_identity() -> dict[str, str]:
    """The shipped benchmark's name and the sha256 of its file, as summaries record them."""
    return {"name": BENCHMARK_NAME, "sha256": BENCHMARK_SHA256}


def file_sha256(path: str | Path) -> str:
    """The sha256 hex digest of a file's bytes."""
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


@functools.cache
def load_benchmark() -> tuple[Task, ...]:
    """The shipped benchmark's task groups, in order (loaded once per process)."""
    return tuple(read_tasks(benchmark_path()))
