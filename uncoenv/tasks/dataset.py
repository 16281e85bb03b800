"""Task files (JSONL, optionally gzip-compressed) and the benchmarks shipped in the package.

A benchmark version is ``groups`` task groups of the stream ``seed``, drawn from scenario
template set ``template_set`` at a difficulty level by the generator of its release, written by
(for v5, and for the hard level's third version)::

    uncoenv generate --groups 1000 --seed 20261202 --template-set 2 \
        --out uncoenv/data/benchmark-v5.jsonl.gz
    uncoenv generate --groups 1000 --seed 20261202 --template-set 2 --difficulty hard \
        --out uncoenv/data/benchmark-hard-v3.jsonl.gz

Each level has its own versions (``LEVEL_BENCHMARKS`` names the one each level plays).

Its bytes are reproducible: the JSON is deterministic and the gzip header carries no time or name.
Pinning the template set means a scenario added later never changes these bytes; ``sha256`` is
the digest of the file, recorded in every evaluation summary. The latest version (``LATEST``) is
the one the test split plays; an older one stays loadable by name (``load_benchmark("v2")``),
from its file: the generator that made it has since changed, so only the latest regenerates.
"""

from __future__ import annotations

import functools
import gzip
import hashlib
import io
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from uncoenv.files import replaced
from uncoenv.tasks.models import Task


@dataclass(frozen=True)
class Benchmark:
    """A released benchmark version: how it was made, and the digest of its shipped file."""

    version: str
    seed: int
    template_set: int
    groups: int
    sha256: str
    difficulty: str = "standard"
    unstated_contexts: bool = False
    groups_of: str | None = None

    @property
    def name(self) -> str:
        """ "benchmark-v3"."""
        return f"benchmark-{self.version}"

    @property
    def file(self) -> str:
        """The file's name in the package's data folder (a version that plays another's groups
        under new rules reads that version's file)."""
        return f"benchmark-{self.groups_of or self.version}.jsonl.gz"


BENCHMARKS: dict[str, Benchmark] = {
    "v2": Benchmark(
        "v2", 20261130, 1, 1000, "2bbde5df64321a6bf72328a49f2be0352efb52c5761de952e97f97a071cdf299"
    ),
    "v3": Benchmark(
        "v3", 20261202, 2, 1000, "b61a9e33ea23f51b41489c9fb7417a30d05ade4372e0ef1890f3afd13fa000cf"
    ),
    "v4": Benchmark(
        "v4", 20261202, 2, 1000, "b631923ac7b664eba4fb091331a1e462c2260126b8dd6813acebcbaf2d8dd5e9"
    ),
    "v5": Benchmark(
        "v5", 20261202, 2, 1000, "a997a26270724f577e20977b7caf33fc3917ee5312ebb5fb0bed6b07e44d71b0"
    ),
    "hard-v1": Benchmark(
        "hard-v1",
        20261202,
        2,
        1000,
        "9e02ffb0d7e3330d5de942e850c627c019fccc21b3e6f6270817b462c70b17d3",
        "hard",
    ),
    "hard-v2": Benchmark(
        "hard-v2",
        20261202,
        2,
        1000,
        "90ee7d169b1d9fd3a96cae215f2bbd4a55cc96891c6d71e9451707b27f54b329",
        "hard",
    ),
    "hard-v3": Benchmark(
        "hard-v3",
        20261202,
        2,
        1000,
        "d5eca7515fb2d86884531c3ca9e56812543460184b3983ddfcdccd1281b7ecbb",
        "hard",
    ),
    "expert-v1": Benchmark(
        "expert-v1",
        20261202,
        2,
        1000,
        "3c470f0cbc3aebeb2fbae9a2ffc4df5ec45f17bb8fdbfeb89720bfa8feadbc2c",
        "expert",
    ),
    "expert-v2": Benchmark(
        "expert-v2",
        20261202,
        2,
        1000,
        "ad72db7ce29428f1e188b3fc37e9970d1b6904b38a226c980202433e75a0f41f",
        "expert",
    ),
    "expert-v3": Benchmark(
        "expert-v3",
        20261202,
        2,
        1000,
        "cf4a0200e33c046ed8df97dfd0881a0a732e95f2cddf1caee38342772a476575",
        "expert",
    ),
    "expert-v4": Benchmark(
        "expert-v4",
        20261202,
        2,
        1000,
        "de6d5b4fb3d83f207a9f1c326f74912db78863d6a4d710f5894299d4c9dc7cf9",
        "expert",
    ),
    "expert-v5": Benchmark(
        "expert-v5",
        20261202,
        2,
        1000,
        "fdc388aa29e92901680fe5f5441b5da6f657ce50965537fc2d367dc77781a7e9",
        "expert",
    ),
    "expert-v6": Benchmark(
        "expert-v6",
        20261202,
        2,
        1000,
        "fdc388aa29e92901680fe5f5441b5da6f657ce50965537fc2d367dc77781a7e9",
        "expert",
        unstated_contexts=True,
        groups_of="expert-v5",
    ),
}
"""Every shipped version (a test checks each file's digest). v2: the faults' hidden outcomes
followed a prior and intervals gave values away (README: "What a fault hides"); v3 fixes both;
v4 is v3's groups, each with shared notes and the plans of the three notes settings (seed 001):
the paper's five settings play exactly as on v3. hard-v1 and expert-v1: the harder levels'
first versions (``uncoenv.tasks.difficulty``), with notes. expert-v2: 9-12 colleagues (the
scenarios' reserve roles, some holding near-duplicate labels), records that name a context by its
scenario cue, and colleagues listed by title alone. expert-v3: context-scoped records held in a
third, decoy context too. hard-v2 and expert-v3: a background that counts the candidates counts
the level's (``ScenarioTemplate.counted_background``); hard-v2 is hard-v1 with those 49
backgrounds alone changed. expert-v4: Mixed hedges the misaligned record itself (compound
faults). v5, hard-v3 and expert-v5: a Mixed hedge that decides the answer hides a pass as often
as a fail (in the earlier versions it always hid a fail, and a PPO policy learned to skip it);
their groups are the earlier versions' but for the Mixed plans (and, at expert, the winner's
value of the record a compound hedge holds). expert-v6 plays expert-v5's groups (its file) with
unstated contexts (``Difficulty.unstated_contexts``): a record asked for in a context the request
names is stated without it, the first time its label comes up, unless the request asks which
context it is from."""
LATEST = "v5"
"""The standard level's latest version."""
LEVEL_BENCHMARKS: dict[str, str] = {"standard": LATEST, "hard": "hard-v3", "expert": "expert-v6"}
"""The version each difficulty level's test split plays."""

BENCHMARK_SEED = BENCHMARKS[LATEST].seed
BENCHMARK_GROUPS = BENCHMARKS[LATEST].groups
BENCHMARK_TEMPLATE_SET = BENCHMARKS[LATEST].template_set
BENCHMARK_NAME = BENCHMARKS[LATEST].name
BENCHMARK_FILE = BENCHMARKS[LATEST].file
BENCHMARK_SHA256 = BENCHMARKS[LATEST].sha256
"""The latest version's digest, so a summary names exactly what it ran."""
TRAIN_SEED = 1
"""The procedural training stream; its seed differs from the benchmark's."""


def benchmark(version: str | None = None) -> Benchmark:
    """A shipped benchmark version by name ("v2"; None: the latest).

    Raises:
        ValueError: an unknown version, naming the known ones.
    """
    found = BENCHMARKS.get(LATEST if version is None else version)
    if found is None:
        raise ValueError(f"unknown benchmark version {version!r}; known: {', '.join(BENCHMARKS)}")
    return found


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


def benchmark_path(version: str | None = None) -> Path:
    """Where a shipped benchmark version (default: the latest) lies inside the package."""
    return Path(str(resources.files("uncoenv") / "data" / benchmark(version).file))


def benchmark_identity(version: str | None = None) -> dict[str, str]:
    """A shipped benchmark's name and the sha256 of its file, as summaries record them."""
    found = benchmark(version)
    return {"name": found.name, "sha256": found.sha256}


def file_sha256(path: str | Path) -> str:
    """The sha256 hex digest of a file's bytes."""
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def load_benchmark(version: str | None = None) -> tuple[Task, ...]:
    """A shipped benchmark version's task groups, in order (default: the latest; each version
    is loaded once per process).

    Raises:
        ValueError: an unknown version.
    """
    return _load(benchmark(version).file)


@functools.cache
def _load(file: str) -> tuple[Task, ...]:
    """A data file's tasks (one tuple per file, shared by the versions that play it)."""
    return tuple(read_tasks(Path(str(resources.files("uncoenv") / "data" / file))))
