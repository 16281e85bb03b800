"""One line of ``runs/NAME/episodes.jsonl``: everything about one finished episode.

Lines are written by ``to_line``, which guarantees that ``read_episodes`` reads them back, and
read by ``read_episodes``, which splits the file on ``\n`` only (JSON leaves U+2028, U+2029 and
U+0085 raw, and ``str.splitlines`` would split on them) and skips, and counts, a line it cannot
read (not UTF-8, not JSON, not a record) instead of failing.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

EPISODES_FILE = "episodes.jsonl"
"""A run directory's episode log: one ``EpisodeRecord`` per line."""
SUMMARY_FILE = "summary.json"
"""A run directory's summary (``uncoenv.evaluation.runner.summarize``)."""


class Step(BaseModel):
    """One round: the agent's action and what came back.

    ``parsed`` is the action as the environment read it (its ``info["action"]``: a query's
    delivered parts, roles as ids; the finalize it accepted; None for an invalid action), when
    the record's ``parsed_steps`` says it was recorded.
    """

    model_config = ConfigDict(extra="forbid")

    action: Any
    observation: str
    reward: float
    replied_roles: list[str] = Field(default_factory=list)
    invalid: bool = False
    parsed: dict[str, Any] | None = None


class EpisodeRecord(BaseModel):
    """A finished (or errored) episode.

    ``key`` identifies the episode within a run configuration: task, setting, trial and the hash
    of the configuration. An episode with ``error`` set failed for infrastructure reasons (a
    provider that kept failing, a timeout, a crash); it is reported apart, never scored, and
    re-run on resume. An episode with ``agent_error`` set ended in a failure of the model that no
    retry can fix (the context window exceeded, a content policy refusal, a bad request): it is
    finished, scored as a wrong answer, and not re-run. ``intervention`` is the arm the episode
    was played under (``uncoenv.envs.interventions``); ``diagnosis`` the scores of the diagnosis
    its final answer gave, if any (the environment's ``info["diagnosis"]``).

    ``parsed_steps`` says that each step's ``parsed`` holds the action as the environment read
    it; records written before the environment said so (``info["action"]``) leave it False, and
    the report reads their actions again. Likewise their Incomplete ``recovery`` entry has no
    ``messages``, and the report reads those messages again.

    What produced the record: ``config`` is the run configuration that ``config_hash`` hashes
    (``runner.RunConfig.identity``: the agent's ``config()``, the split, the task set with the
    benchmark file's sha256, the round budget, the seed, the arm), ``uncoenv_version`` the
    package's version and ``benchmark_version`` the benchmark's ("v3"; None on the train split).
    Records written before they were recorded leave all three None.

    A team episode (``uncoenv.teams``) has ``team``: its configuration, its metrics
    (``uncoenv.teams.metrics``) and each seat's steps, usage and any model failure (and the other
    seats' briefs); its ``steps`` are empty, and ``brief`` and ``reward`` are seat_0's.
    """

    model_config = ConfigDict(extra="forbid")

    key: str
    config_hash: str
    agent: str
    model: str | None = None
    split: str
    task_id: str
    task_index: int
    setting: str
    trial: int
    seed: int
    brief: str = ""
    steps: list[Step] = Field(default_factory=list)
    rounds: int = 0
    reward: float = 0.0
    correct: bool = False
    correct_decision: bool = False
    correct_numeric: bool = False
    terminated: bool = False
    truncated: bool = False
    invalid_actions: int = 0
    final: dict[str, Any] | None = None
    answer: dict[str, Any] | None = None
    faults: list[dict[str, Any]] = Field(default_factory=list)
    recovery: list[dict[str, Any]] = Field(default_factory=list)
    calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost: float = 0.0
    duration_s: float = 0.0
    error: str | None = None
    agent_error: str | None = None
    intervention: str = "none"
    diagnosis: dict[str, Any] | None = None
    parsed_steps: bool = False
    config: dict[str, Any] | None = None
    uncoenv_version: str | None = None
    benchmark_version: str | None = None
    team: dict[str, Any] | None = None


class Produced(BaseModel):
    """What a record says of the run configuration that produced it (the rest of it is not
    read: scanning a large file for its configurations stays cheap)."""

    model_config = ConfigDict(extra="ignore", from_attributes=True)

    config_hash: str
    agent: str
    model: str | None = None
    config: dict[str, Any] | None = None


def episode_key(task_id: str, setting: str, trial: int, config_hash: str) -> str:
    """The resume key of an episode."""
    return f"{task_id}|{setting}|{trial}|{config_hash}"


def latest(records: Iterable[EpisodeRecord]) -> list[EpisodeRecord]:
    """The last record of each episode; an errored record never replaces a finished one."""
    by_key: dict[str, EpisodeRecord] = {}
    for record in records:
        kept = by_key.get(record.key)
        if kept is None or kept.error is not None or record.error is None:
            by_key.pop(record.key, None)
            by_key[record.key] = record
    return list(by_key.values())


def selected(
    records: Iterable[EpisodeRecord],
    config_hash: str,
    settings: Iterable[str],
    limit: int | None,
    trials: int,
) -> list[EpisodeRecord]:
    """The records one run configuration covers: its hash, settings, first ``limit`` tasks and
    ``trials`` trials (a run directory can hold episodes of earlier, wider runs)."""
    wanted = set(settings)
    return [
        r
        for r in records
        if r.config_hash == config_hash
        and r.setting in wanted
        and r.trial < trials
        and (limit is None or r.task_index < limit)
    ]


def read_episodes(path: Path) -> tuple[list[EpisodeRecord], int, tuple[int, ...]]:
    """Every readable record of an ``episodes.jsonl`` file, in file order.

    Lines are split on ``\n`` only, and each is read on its own, so a bad line (invalid UTF-8,
    not JSON, not a record) costs that line only.

    Returns:
        The records, the number of torn last lines skipped (0 or 1, an interrupted write) and
        the numbers of other lines that could not be read (skipped too).
    """
    records: list[EpisodeRecord] = []
    unreadable: list[int] = []
    last = 0  # the number of the last line that is not blank
    for last, line in _lines(path):
        try:
            records.append(EpisodeRecord.model_validate_json(line))
        except ValueError:  # a ValidationError, invalid UTF-8 or JSON included
            unreadable.append(last)
    torn = int(bool(unreadable) and unreadable[-1] == last)
    return records, torn, tuple(unreadable[: len(unreadable) - torn])


def configurations(path: Path) -> dict[str, Produced]:
    """The run configurations whose records an ``episodes.jsonl`` file holds, by hash in the
    order they first appear, each as its first readable record describes it; unreadable lines
    are skipped, and a file that does not exist holds none."""
    if not Path(path).exists():
        return {}
    return produced(_produced_lines(path))


def produced(records: Iterable[EpisodeRecord | Produced]) -> dict[str, Produced]:
    """``configurations`` of records already read."""
    found: dict[str, Produced] = {}
    for record in records:
        if record.config_hash not in found:
            found[record.config_hash] = Produced.model_validate(record, from_attributes=True)
    return found


def _produced_lines(path: Path) -> Iterator[Produced]:
    """What each readable line of an episodes file says of its configuration."""
    for _, line in _lines(path):
        try:
            yield Produced.model_validate_json(line)
        except ValueError:
            continue


def _lines(path: Path) -> Iterator[tuple[int, bytes]]:
    """The numbered lines of a file that are not blank, read one at a time (a run's file can
    be hundreds of megabytes) and split on ``\n`` only (binary lines are)."""
    with open(path, "rb") as source:
        for number, line in enumerate(source, start=1):
            if line.strip():
                yield number, line


def to_line(record: EpisodeRecord) -> str:
    """The record as one line of ``episodes.jsonl`` (without its newline), readable back.

    What JSON text cannot carry back (a lone surrogate, an integer of thousands of digits, say
    in an agent's odd action) is replaced by a readable stand-in (``readable``): a finished
    episode is never written in a form that would make it look unfinished and be re-run.
    """
    try:
        line = record.model_dump_json()
        EpisodeRecord.model_validate_json(line)
        return line
    except (ValueError, RecursionError):  # could not be written, or not read back
        pass
    try:
        data = readable(record.model_dump(mode="python"))
    except (ValueError, RecursionError):  # an action too deep to walk: shown by its kind
        data = readable(record.model_dump(mode="python", exclude={"steps"}))
        data["steps"] = [
            {**readable(step.model_dump(exclude={"action"})), "action": _unshown(step.action)}
            for step in record.steps
        ]
    return EpisodeRecord.model_validate(data).model_dump_json()


_LONGEST_INT_BITS = 13_000
"""Integers up to this many bits (about 3,900 digits) go to JSON and come back as they are;
JSON readers refuse longer ones (pydantic's past 4,300 digits)."""


def readable(value: Any) -> Any:
    """JSON data that reads back: strings with lone surrogates escaped, integers too long for a
    reader named by their size, anything else not JSON data by its ``repr`` (itself made
    readable), containers walked."""
    if isinstance(value, str):
        return value.encode("utf-8", "backslashreplace").decode("utf-8")
    if isinstance(value, bool) or value is None or isinstance(value, float):
        return value
    if isinstance(value, int):
        if value.bit_length() <= _LONGEST_INT_BITS:
            return int(value)
        return f"<an integer of {value.bit_length():,} bits>"
    if isinstance(value, dict):
        return {
            readable(key) if isinstance(key, str) else str(readable(key)): readable(item)
            for key, item in value.items()
        }
    if isinstance(value, list | tuple):
        return [readable(item) for item in value]
    try:
        return readable(repr(value))
    except (ValueError, RecursionError):
        return _unshown(value)


def _unshown(value: Any) -> str:
    return f"<a {type(value).__name__} that cannot be shown>"
