"""One line of ``runs/NAME/episodes.jsonl``: everything about one finished episode."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError


class Step(BaseModel):
    """One round: the agent's action and what came back."""

    model_config = ConfigDict(extra="forbid")

    action: Any
    observation: str
    reward: float
    replied_roles: list[str] = Field(default_factory=list)
    invalid: bool = False


class EpisodeRecord(BaseModel):
    """A finished (or errored) episode.

    ``key`` identifies the episode within a run configuration: task, setting, trial and the hash
    of the configuration. An episode with ``error`` set failed for infrastructure reasons (a
    provider that kept failing, a crash); it is reported apart and re-run on resume.
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

    Returns:
        The records, the number of torn last lines skipped (0 or 1, an interrupted write) and
        the numbers of other lines that could not be read (skipped too).
    """
    lines = Path(path).read_text(encoding="utf-8").splitlines()
    while lines and not lines[-1].strip():
        lines.pop()
    records: list[EpisodeRecord] = []
    torn, unreadable = 0, []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            records.append(EpisodeRecord.model_validate_json(line))
        except ValidationError:
            if number == len(lines):
                torn = 1
            else:
                unreadable.append(number)
    return records, torn, tuple(unreadable)
