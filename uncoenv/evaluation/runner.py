"""The evaluation runner behind ``uncoenv eval``: resumable, concurrent, error-aware.

A run is a directory: ``episodes.jsonl`` gets one complete line per finished episode, written as
soon as it finishes, and ``summary.json`` is rewritten at the end. Every episode is keyed by task,
setting, trial and a hash of the run configuration (the agent's behaviour, the split, the round
budget, the seed): rerunning the same command skips finished episodes, re-runs errored ones and
tolerates a torn last line, so an interrupt loses nothing that had finished.

Episodes run as asyncio tasks under one global concurrency cap. An agent that raises (a provider
that kept failing after its retries, a crash) gives an episode recorded with ``error``: it is
reported apart and never counted as a wrong answer.

Where an episode is played is the ``player``'s business: ``play_here`` (the default) plays it in
this process; ``uncoenv.integrations.ray.RayPlayer`` plays it as a Ray task, on this machine or a
cluster. Either way this process alone writes ``episodes.jsonl`` and the summary, so resume, errors
and the summary are the same whatever the player.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import time
import traceback
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic_core import to_jsonable_python

from uncoenv.agents.base import Agent
from uncoenv.envs.actions import parse_action
from uncoenv.envs.core import UnCoEnv
from uncoenv.evaluation.records import (
    EpisodeRecord,
    Step,
    episode_key,
    latest,
    read_episodes,
    selected,
)
from uncoenv.evaluation.stats import wilson
from uncoenv.tasks import dataset, generator
from uncoenv.tasks.models import SETTINGS, Task
from uncoenv.tasks.scenarios import latest_template_set

EPISODES = "episodes.jsonl"
SUMMARY = "summary.json"


@dataclass(frozen=True)
class RunConfig:
    """What a run evaluates.

    Attributes:
        agent: The agent's ``config()`` (what identifies its behaviour).
        settings: Settings to run.
        split: "test" (the benchmark) or "train".
        limit: How many tasks (the first ones of the split), or None for all.
        trials: Episodes per task and setting.
        concurrency: Episodes in flight at once.
        max_rounds: Round budget of each episode.
        seed: Offsets every episode's seed.
    """

    agent: dict[str, Any]
    settings: tuple[str, ...] = SETTINGS
    split: str = "test"
    limit: int | None = None
    trials: int = 1
    concurrency: int = 8
    max_rounds: int = 10
    seed: int = 0

    def tasks(self) -> dict[str, Any]:
        """Which task set the run plays: the shipped benchmark by name and sha256, or the
        train stream by seed and template set."""
        if self.split == "test":
            return dataset.benchmark_identity()
        return {
            "name": "train",
            "seed": dataset.TRAIN_SEED,
            "template_set": latest_template_set(),
        }

    def hash(self) -> str:
        """The hash that keys episodes: only what changes an episode's course (another
        benchmark file is another run, never resumed into this one)."""
        identity = {
            "agent": self.agent,
            "split": self.split,
            "tasks": self.tasks(),
            "max_rounds": self.max_rounds,
            "seed": self.seed,
        }
        text = json.dumps(identity, sort_keys=True, default=str)
        return hashlib.sha256(text.encode()).hexdigest()[:12]


@dataclass
class Progress:
    """Running counts, for a progress bar."""

    total: int = 0
    done: int = 0
    correct: int = 0
    errors: int = 0
    listeners: list[Callable[[Progress], None]] = field(default_factory=list)

    def add(self, record: EpisodeRecord) -> None:
        self.done += 1
        self.correct += record.correct
        self.errors += record.error is not None
        for listener in self.listeners:
            listener(self)

    @property
    def accuracy(self) -> float:
        scored = self.done - self.errors
        return self.correct / scored if scored else 0.0


Player = Callable[[RunConfig, str, Callable[[], Agent], int, str, int], Awaitable[EpisodeRecord]]
"""Plays one episode: ``(config, config_hash, make_agent, index, setting, trial) -> record``."""


def task_indices(split: str, limit: int | None) -> list[int]:
    """The task indices a run covers."""
    if split == "test":
        count = len(dataset.load_benchmark())
        return list(range(count if limit is None else min(limit, count)))
    return list(range(limit if limit is not None else 1000))


def load_records(path: Path) -> list[EpisodeRecord]:
    """The records of an episodes file; a torn last line (an interrupted write) is cut off."""
    if not path.exists():
        return []
    raw = path.read_bytes()
    if raw and not raw.endswith(b"\n"):
        cut = raw.rfind(b"\n") + 1
        path.write_bytes(raw[:cut])  # drop the torn tail so the next line starts clean
        raw = raw[:cut]
    return read_episodes(path)[0]


async def run(
    config: RunConfig,
    out: Path,
    make_agent: Callable[[], Agent],
    progress: Progress | None = None,
    player: Player | None = None,
) -> dict[str, Any]:
    """Run (or resume) an evaluation and write its summary.

    Args:
        config: What to evaluate.
        out: The run directory.
        make_agent: A fresh agent for each episode (agents keep per-episode state).
        progress: Counts to update as episodes finish.
        player: Where episodes are played; default ``play_here`` (this process).

    Returns:
        The summary (also written to ``out/summary.json``).
    """
    out.mkdir(parents=True, exist_ok=True)
    path = out / EPISODES
    config_hash = config.hash()
    finished = {r.key for r in load_records(path) if r.error is None}
    pending = [
        (index, setting, trial)
        for index in task_indices(config.split, config.limit)
        for trial in range(config.trials)
        for setting in config.settings
        if episode_key(_task_id(config.split, index), setting, trial, config_hash) not in finished
    ]
    progress = progress or Progress()
    player = player or play_here
    progress.total = len(pending)
    limiter = asyncio.Semaphore(config.concurrency)
    with open(path, "a", encoding="utf-8") as sink:

        async def one(index: int, setting: str, trial: int) -> None:
            async with limiter:
                record = await player(config, config_hash, make_agent, index, setting, trial)
            sink.write(record.model_dump_json() + "\n")
            sink.flush()
            progress.add(record)

        await asyncio.gather(*(one(*episode) for episode in pending))
    summary = summarize(config, load_records(path))
    (out / SUMMARY).write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
    return summary


def _task_id(split: str, index: int) -> str:
    if split == "test":
        return dataset.load_benchmark()[index].id
    return generator.task_id(dataset.TRAIN_SEED, index)


def episode_seed(config: RunConfig, index: int, trial: int) -> int:
    """The episode's seed: shared by the five settings of a task and trial (paired)."""
    return config.seed * 1_000_003 + index * 1_009 + trial


async def play_here(
    config: RunConfig,
    config_hash: str,
    make_agent: Callable[[], Agent],
    index: int,
    setting: str,
    trial: int,
) -> EpisodeRecord:
    """The local player: the episode in this process, with a fresh agent."""
    return await play(config, config_hash, make_agent(), index, setting, trial)


def error_record(
    config: RunConfig, config_hash: str, index: int, setting: str, trial: int, error: BaseException
) -> EpisodeRecord:
    """The record of an episode that could not be played (a lost worker, say): an error, re-run
    on resume."""
    task_id = _task_id(config.split, index)
    return _record(config, config_hash, task_id, index, setting, trial, error=describe(error))


def _record(
    config: RunConfig,
    config_hash: str,
    task_id: str,
    index: int,
    setting: str,
    trial: int,
    **fields: Any,
) -> EpisodeRecord:
    return EpisodeRecord(
        key=episode_key(task_id, setting, trial, config_hash),
        config_hash=config_hash,
        agent=str(config.agent.get("agent")),
        model=config.agent.get("model"),
        split=config.split,
        task_id=task_id,
        task_index=index,
        setting=setting,
        trial=trial,
        seed=episode_seed(config, index, trial),
        **fields,
    )


def describe(error: BaseException) -> str:
    """An error as a record keeps it: its type and message, then the end of its traceback."""
    text = f"{type(error).__name__}: {error}"[:2_000]
    return text + "\n" + "".join(traceback.format_tb(error.__traceback__, limit=3))[-1_000:]


async def play(
    config: RunConfig,
    config_hash: str,
    agent: Agent,
    index: int,
    setting: str,
    trial: int,
) -> EpisodeRecord:
    """One episode, recorded; an agent failure becomes a record with ``error`` set."""
    seed = episode_seed(config, index, trial)
    env = UnCoEnv(setting=setting, split=config.split, max_rounds=config.max_rounds)
    observation, info = env.reset(seed=seed, options={"task_index": index})
    task = env.task
    record = _record(config, config_hash, task.id, index, setting, trial, brief=observation)
    started = time.perf_counter()
    agent.reset(seed)
    try:
        done = False
        while not done:
            action = await agent.aact(observation, info)
            invalid_before = info["invalid_actions"]
            observation, reward, terminated, truncated, info = env.step(action)
            done = terminated or truncated
            record.steps.append(
                Step(
                    action=_plain(action),
                    observation=observation,
                    reward=reward,
                    replied_roles=info["replied_roles"],
                    invalid=info["invalid_actions"] > invalid_before,
                )
            )
        _finish(record, task, action, info, terminated, truncated)
    except Exception as error:  # any agent failure is recorded, never fatal to the run
        record.error = describe(error)
    record.calls = agent.usage.calls
    record.prompt_tokens = agent.usage.prompt_tokens
    record.completion_tokens = agent.usage.completion_tokens
    record.cost = agent.usage.cost
    record.duration_s = round(time.perf_counter() - started, 6)
    return record


def _finish(
    record: EpisodeRecord,
    task: Task,
    last_action: Any,
    info: dict[str, Any],
    terminated: bool,
    truncated: bool,
) -> None:
    record.rounds = info["round"]
    record.reward = sum(step.reward for step in record.steps)
    record.correct_decision = bool(info["correct_decision"])
    record.correct_numeric = bool(info["correct_numeric"])
    record.correct = record.correct_decision and record.correct_numeric
    record.terminated, record.truncated = terminated, truncated
    record.invalid_actions = info["invalid_actions"]
    record.answer = info["answer"]
    record.faults = info["faults"]
    record.recovery = info["recovery"]
    if terminated:
        # The accepted finalize, as the environment's one parser read it.
        final = parse_action(last_action, task)
        record.final = {k: getattr(final, k) for k in ("conclusion", "candidate", "numeric_result")}


def _plain(action: object) -> object:
    """The action as JSON data: a typed model becomes its dict; what JSON cannot hold (a numpy
    number, say) its repr, so an odd action never stops the run."""
    return to_jsonable_python(action, fallback=repr)


def summarize(config: RunConfig, records: Iterable[EpisodeRecord]) -> dict[str, Any]:
    """Per setting: accuracy with its Wilson 95% interval, mean rounds, n and errors.

    The latest record of each episode counts; an errored record never replaces a finished one.
    """
    config_hash = config.hash()
    chosen = selected(records, config_hash, config.settings, config.limit, config.trials)
    current = latest(chosen)
    settings: dict[str, Any] = {}
    for setting in config.settings:
        chosen = [r for r in current if r.setting == setting]
        scored = [r for r in chosen if r.error is None]
        correct = sum(r.correct for r in scored)
        settings[setting] = {
            "accuracy": correct / len(scored) if scored else None,
            "accuracy_ci": list(wilson(correct, len(scored))),
            "rounds": sum(r.rounds for r in scored) / len(scored) if scored else None,
            "n": len(scored),
            "errors": len(chosen) - len(scored),
        }
    episodes = [r for r in current if r.error is None]
    return {
        "agent": config.agent,
        "config_hash": config_hash,
        "split": config.split,
        "benchmark": config.tasks(),
        "limit": config.limit,
        "trials": config.trials,
        "max_rounds": config.max_rounds,
        "settings": settings,
        "episodes": len(current),
        "errors": sum(r.error is not None for r in current),
        "tokens": sum(r.prompt_tokens + r.completion_tokens for r in episodes),
        "cost": round(sum(r.cost for r in episodes), 6),
    }
