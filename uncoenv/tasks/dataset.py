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
    """Write tasks as JSONL (gzip when the name ends in .gz, with a fixed header); returns count."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    count = 0
    with open(path, "wb") as raw, _text_writer(raw, compressed=path.suffix == ".gz") as out:
        for task in tasks:
            out.write(to_line(task) + "\n")
            count += 1
    return count


def _text_writer(raw: io.BufferedWriter, compressed: bool) -> io.TextIOWrapper:
    # mtime=0 and an empty filename keep the gzip bytes a function of the content alone.
    stream = gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0) if compressed else raw
    return io.TextIOWrapper(stream, encoding="utf-8", newline="\n")


def read_lines(path: str | Path) -> Iterator[str]:
    """The non-empty lines of a JSONL file (gzip or plain)."""
    path = Path(path)
    opener = gzip.open if path.suffix == ".gz" else open
    with opener(path, "rt", encoding="utf-8") as lines:
        for line in lines:
            if line.strip():
                yield line


def read_tasks(path: str | Path) -> Iterator[Task]:
    """The tasks of a JSONL file, validated by the models.

    Raises:
        ValueError: naming the line of a task that does not load.
    """
    for number, line in enumerate(read_lines(path), start=1):
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
