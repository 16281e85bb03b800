"""The evaluation runner behind ``uncoenv eval``: resumable, concurrent, error-aware.

A run is a directory: ``episodes.jsonl`` gets one complete line per finished episode, written as
soon as it finishes, and ``summary.json`` is rewritten at the end. Every episode is keyed by task,
setting, trial and a hash of the run configuration (the agent's behaviour, the split, the round
budget, the seed): rerunning the same command skips finished episodes, re-runs errored ones,
cuts a torn last line (shortening the file in place, never rewriting it) and skips (and
counts) any other unreadable line, so an interrupt loses nothing that had finished. One run at a
time holds the directory (an exclusive lock on ``.lock``): a second run on it stops with
``RunLocked``, naming the holder. A directory holds one configuration: a run of another one
stops with ``OtherConfiguration`` unless asked to add it (``new_config``); the report then shows
each configuration apart. Each record and the summary say what produced them (the package's and
the benchmark's versions); the summary is replaced whole (written aside, then renamed).

Episodes run as asyncio tasks under one global concurrency cap. What can go wrong in an episode:

- The model fails in a way no retry can fix (``ModelFailure``: the context window exceeded, a
  content policy refusal, a bad request): recorded with ``agent_error``, finished and scored as
  a wrong answer (in the accuracy's denominator, counted apart as well).
- Anything else raises (a provider that kept failing after its retries, the episode's deadline,
  a crash, in ``agent.reset`` or anywhere else): recorded with ``error``, an infrastructure
  failure, reported apart, never scored, and re-run on resume.

Where an episode is played is the ``player``'s business: ``play`` (the default) plays it in this
process; ``uncoenv.integrations.ray.RayPlayer`` plays it on a Ray worker, on this machine or a
cluster. Either way this process alone writes ``episodes.jsonl`` and the summary, so resume,
errors and the summary are the same whatever the player.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import os
import socket
import time
import traceback
from collections.abc import Awaitable, Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO, TypeVar

try:
    import fcntl
except ImportError:  # not POSIX: runs go unlocked
    fcntl = None  # type: ignore[assignment]

from pydantic_core import to_jsonable_python

from uncoenv import __version__, files
from uncoenv.agents.base import Agent
from uncoenv.envs.core import UnCoEnv
from uncoenv.evaluation.records import (
    EPISODES_FILE,
    SUMMARY_FILE,
    EpisodeRecord,
    Produced,
    Step,
    episode_key,
    latest,
    produced,
    read_episodes,
    readable,
    selected,
    to_line,
)
from uncoenv.evaluation.stats import scores
from uncoenv.providers import ModelFailure, redacted
from uncoenv.tasks import dataset, generator
from uncoenv.tasks.difficulty import level as difficulty_level
from uncoenv.tasks.faults import UNCOBENCH
from uncoenv.tasks.models import Task
from uncoenv.tasks.scenarios import latest_template_set

LOCK = ".lock"
EPISODE_TIMEOUT = 3600.0
"""Default deadline of one episode, in seconds (every model call has its own timeout too)."""

T = TypeVar("T")


class RunLocked(RuntimeError):
    """Another process is running in this run directory (the message names it)."""


class OtherConfiguration(ValueError):
    """The run directory holds the episodes of another run configuration, not of this one (the
    message names both); ``run(..., new_config=True)`` adds this one beside it."""


class EpisodeTimeout(TimeoutError):
    """An episode ran past its deadline (an infrastructure error: re-run on resume)."""


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
        max_rounds: Round budget of each episode (None: the level's).
        seed: Offsets every episode's seed.
        episode_timeout: Seconds one episode may take (None: no deadline); past it, the
            episode is recorded as an error and re-run on resume. Not part of the hash: it does
            not change an episode's course.
        intervention: The intervention arm every episode is played under (``"none"``, or one
            of ``uncoenv.envs.interventions.ARMS``).
        oracle: The full-information control: every brief shows every colleague's records.
        team: A team run (``uncoenv.teams.Team.identity()``: formation, seats, commit rule,
            mitigations): every episode is played by a team of agents, one per seat (None:
            one agent, the single-agent env).
        difficulty: The level (``uncoenv.tasks.difficulty``): its benchmark (test split) or
            its train stream, and its round budget unless ``max_rounds`` is given.
        version: The shipped benchmark version the test split plays (None: the level's,
            ``dataset.LEVEL_BENCHMARKS``; "expert-v5" plays the expert groups with contexts
            stated).
    """

    agent: dict[str, Any]
    settings: tuple[str, ...] = UNCOBENCH
    split: str = "test"
    limit: int | None = None
    trials: int = 1
    concurrency: int = 8
    max_rounds: int | None = None
    seed: int = 0
    episode_timeout: float | None = EPISODE_TIMEOUT
    intervention: str = "none"
    oracle: bool = False
    team: dict[str, Any] | None = None
    difficulty: str = "standard"
    version: str | None = None

    @property
    def rounds(self) -> int:
        """The round budget: ``max_rounds``, else the level's."""
        return self.max_rounds or difficulty_level(self.difficulty).max_rounds

    @property
    def benchmark(self) -> str:
        """The version of the shipped benchmark the test split plays (``version``, else the
        level's)."""
        return self.version or dataset.LEVEL_BENCHMARKS[difficulty_level(self.difficulty).name]

    def tasks(self) -> dict[str, Any]:
        """Which task set the run plays: the shipped benchmark by name and sha256, or the
        train stream by seed, template set (and level, past the standard one)."""
        if self.split == "test":
            return dataset.benchmark_identity(self.benchmark)
        stream = {
            "name": "train",
            "seed": dataset.TRAIN_SEED,
            "template_set": latest_template_set(),
        }
        if self.difficulty != "standard":  # a standard run keeps the hash it had
            stream["difficulty"] = self.difficulty
        return stream

    def identity(self) -> dict[str, Any]:
        """What the hash covers: only what changes an episode's course (another benchmark file
        is another run, never resumed into this one). Each record keeps it as ``config``."""
        identity = {
            "agent": self.agent,
            "split": self.split,
            "tasks": self.tasks(),
            "max_rounds": self.rounds,
            "seed": self.seed,
        }
        if self.intervention != "none":  # runs made before arms existed keep their hash
            identity["intervention"] = self.intervention
        if self.oracle:  # likewise: runs without it keep their hash
            identity["oracle"] = True
        if self.team is not None:
            identity["team"] = self.team
        return identity

    def hash(self) -> str:
        """The hash that keys episodes (of ``identity``)."""
        text = json.dumps(self.identity(), sort_keys=True, default=str)
        return hashlib.sha256(text.encode()).hexdigest()[:12]

    def benchmark_version(self) -> str | None:
        """The benchmark's version ("v3"), recorded beside its sha256; None on the train split.
        Not hashed: the sha256 already is, and a resume must not depend on how it is named."""
        if self.split != "test":
            return None
        return self.benchmark


@dataclass
class Progress:
    """Running counts, for a progress bar.

    ``total`` is the episodes left to play and ``recorded`` those of the run already finished
    (a resume skips them), both set by ``start`` before the first episode is played.
    """

    total: int = 0
    recorded: int = 0
    done: int = 0
    correct: int = 0
    errors: int = 0
    agent_errors: int = 0
    skipped_lines: int = 0
    listeners: list[Callable[[Progress], None]] = field(default_factory=list)

    def start(self, total: int, recorded: int) -> None:
        """The run's plan is known: tell the listeners (a finished run has ``total`` 0)."""
        self.total, self.recorded = total, recorded
        for listener in self.listeners:
            listener(self)

    def add(self, record: EpisodeRecord) -> None:
        self.done += 1
        self.correct += record.correct
        self.errors += record.error is not None
        self.agent_errors += record.agent_error is not None
        for listener in self.listeners:
            listener(self)

    @property
    def accuracy(self) -> float:
        """Correct over scored episodes (agent errors are scored, as wrong; errors are not)."""
        scored = self.done - self.errors
        return self.correct / scored if scored else 0.0


Player = Callable[[RunConfig, str, Callable[[], Agent], int, str, int], Awaitable[EpisodeRecord]]
"""Plays one episode: ``(config, config_hash, make_agent, index, setting, trial) -> record``;
``play`` is the local one."""


def task_indices(split: str, limit: int | None, benchmark: str | None = None) -> list[int]:
    """The task indices a run covers (``benchmark``: the test split's version)."""
    if split == "test":
        count = len(dataset.load_benchmark(benchmark))
        return list(range(count if limit is None else min(limit, count)))
    return list(range(limit if limit is not None else 1000))


def load_records(path: Path) -> list[EpisodeRecord]:
    """The readable records of an episodes file; a torn last line (an interrupted write) is cut
    off (a last line that is a whole record, only without its newline, gets it). Call it only
    while holding the run directory's lock (``locked``): it may shorten the file."""
    return _load(path)[0]


def _load(path: Path) -> tuple[list[EpisodeRecord], int]:
    """The readable records and the number of unreadable lines skipped (a torn tail, cut off,
    is the normal trace of an interrupt and is not counted)."""
    if not path.exists():
        return [], 0
    _mend_tail(path)
    records, torn, unreadable = read_episodes(path)
    return records, torn + len(unreadable)


def _mend_tail(path: Path) -> None:
    """End the file with a whole line, so the next record starts clean: a torn last line is cut
    off, a whole record lacking only its newline gets it.

    The file is only ever shortened (``os.truncate``) or appended to, never rewritten: a kill at
    any moment leaves every line before the cut as it was (rewriting it in place once left a
    178 MB run at 0 bytes). Only the last line is read.
    """
    with open(path, "rb") as source:
        start = _last_line_start(source)
        if start is None:
            return
        source.seek(start)
        tail = source.read()
    try:  # a whole record that only lacks its newline is kept
        EpisodeRecord.model_validate_json(tail)
    except ValueError:
        os.truncate(path, start)
    else:
        with open(path, "ab") as sink:
            sink.write(b"\n")


_CHUNK = 1 << 16


def _last_line_start(source: BinaryIO) -> int | None:
    """Where the file's unterminated last line starts, found by reading back from the end in
    chunks; None when the file is empty or ends with a newline."""
    position = source.seek(0, os.SEEK_END)
    if position == 0:
        return None
    source.seek(position - 1)
    if source.read(1) == b"\n":
        return None
    while position > 0:
        size = min(_CHUNK, position)
        position -= size
        source.seek(position)
        newline = source.read(size).rfind(b"\n")
        if newline >= 0:
            return position + newline + 1
    return 0


def check_configuration(config: RunConfig, out: Path, found: Mapping[str, Produced]) -> None:
    """Refuse to add a configuration to a run directory that holds another one.

    Args:
        config: The configuration about to run.
        out: The run directory.
        found: The configurations its records hold (``records.configurations``).

    Raises:
        OtherConfiguration: ``found`` holds configurations and none is ``config`` (rerunning
            one of them resumes it).
    """
    config_hash = config.hash()
    if not found or config_hash in found:
        return
    this = describe(config_hash, str(config.agent.get("agent")), config.agent.get("model"))
    differences = next(
        (difference(p.config, config.identity()) for p in found.values() if p.config), ""
    )
    held = ", ".join(describe(h, p.agent, p.model) for h, p in found.items())
    raise OtherConfiguration(
        f"{out} holds the episodes of another run configuration, {held}; this run's is {this}"
        + (f", which differs in {differences}" if differences else "")
    )


def describe(config_hash: str, agent: str, model: str | None) -> str:
    """A configuration as messages name it: ``3f2a1b9c0d12 (llm / gpt-5)``."""
    return f"{config_hash} ({agent}{f' / {model}' if model else ''})"


def difference(before: dict[str, Any], after: dict[str, Any]) -> str:
    """What differs between two configurations (``RunConfig.identity``), e.g.
    ``max_rounds 10 → 5``; empty when nothing does."""
    old, new = dict(_flat(before)), dict(_flat(after))
    changed = [k for k in sorted(old.keys() | new.keys()) if old.get(k) != new.get(k)]
    return ", ".join(f"{k} {old.get(k, '—')} → {new.get(k, '—')}" for k in changed)


def _flat(data: dict[str, Any], prefix: str = "") -> Iterator[tuple[str, Any]]:
    for key, value in data.items():
        if isinstance(value, dict):
            yield from _flat(value, f"{prefix}{key}.")
        else:
            yield f"{prefix}{key}", value


@contextlib.contextmanager
def locked(out: Path) -> Iterator[None]:
    """Hold the exclusive lock of a run directory (``out/.lock``) for the block.

    The lock goes with the process, however it ends; the file stays, naming the last holder.
    On systems without ``fcntl`` (not POSIX) nothing is locked.

    Raises:
        RunLocked: Another process holds it (the message names that process).
    """
    with open(out / LOCK, "a+", encoding="utf-8") as handle:
        if fcntl is not None:
            try:
                fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                handle.seek(0)
                holder = handle.read().strip() or "another process"
                raise RunLocked(
                    f"{out} is in use by {holder}; wait for that run to end, or give another --out"
                ) from None
        handle.seek(0)
        handle.truncate()
        handle.write(f"process {os.getpid()} on {socket.gethostname()}\n")
        handle.flush()
        yield


async def run(
    config: RunConfig,
    out: Path,
    make_agent: Callable[[], Agent],
    progress: Progress | None = None,
    player: Player | None = None,
    new_config: bool = False,
) -> dict[str, Any]:
    """Run (or resume) an evaluation and write its summary.

    Args:
        config: What to evaluate.
        out: The run directory.
        make_agent: A fresh agent for each episode (agents keep per-episode state).
        progress: Counts to update as episodes finish.
        player: Where episodes are played; default ``play`` (this process).
        new_config: Add this configuration to a directory that holds another one.

    Returns:
        The summary (also written to ``out/summary.json``).

    Raises:
        RunLocked: Another run holds the directory.
        OtherConfiguration: The directory holds another configuration (and not ``new_config``).
        OSError: The run cannot be written (a full disk, say); the episodes in flight are
            cancelled first, and every record written before stays.
    """
    out.mkdir(parents=True, exist_ok=True)
    with locked(out):
        return await _run(
            config, out, make_agent, progress or Progress(), player or play, new_config
        )


async def _run(
    config: RunConfig,
    out: Path,
    make_agent: Callable[[], Agent],
    progress: Progress,
    player: Player,
    new_config: bool,
) -> dict[str, Any]:
    path = out / EPISODES_FILE
    config_hash = config.hash()
    records, progress.skipped_lines = _load(path)
    if not new_config:  # checked again under the lock: another run may have written since
        check_configuration(config, out, produced(records))
    finished = {r.key for r in records if r.error is None}
    planned = [
        (index, setting, trial)
        for index in task_indices(config.split, config.limit, config.benchmark)
        for trial in range(config.trials)
        for setting in config.settings
    ]
    pending = [
        (index, setting, trial)
        for index, setting, trial in planned
        if episode_key(_task_id(config, index), setting, trial, config_hash) not in finished
    ]
    progress.start(len(pending), len(planned) - len(pending))
    limiter = asyncio.Semaphore(config.concurrency)
    with open(path, "a", encoding="utf-8", newline="\n") as sink:

        async def one(index: int, setting: str, trial: int) -> None:
            async with limiter:
                record = await player(config, config_hash, make_agent, index, setting, trial)
            sink.write(to_line(record) + "\n")
            sink.flush()
            progress.add(record)

        await _all_or_none([one(*episode) for episode in pending])
    records, skipped = _load(path)
    summary = {**summarize(config, records), "skipped_lines": skipped}
    files.write_text(out / SUMMARY_FILE, json.dumps(summary, indent=2) + "\n")
    return summary


async def _all_or_none(episodes: list[Awaitable[None]]) -> None:
    """Await every episode; on the first failure (a full disk, an interrupt) cancel the others
    and wait for them to end before raising it, so that none writes to the closed file or dies
    with an exception nobody retrieves (a full disk once printed 24 such tracebacks)."""
    tasks = [asyncio.ensure_future(episode) for episode in episodes]
    try:
        await asyncio.gather(*tasks)
    finally:
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)


def _task_id(config: RunConfig, index: int) -> str:
    if config.split == "test":
        return dataset.load_benchmark(config.benchmark)[index].id
    return generator.task_id(dataset.TRAIN_SEED, index, difficulty_level(config.difficulty))


def episode_seed(config: RunConfig, index: int, trial: int) -> int:
    """The episode's seed: shared by the five settings of a task and trial (paired)."""
    return config.seed * 1_000_003 + index * 1_009 + trial


def error_record(
    config: RunConfig, config_hash: str, index: int, setting: str, trial: int, error: BaseException
) -> EpisodeRecord:
    """The record of an episode that could not be played (a lost worker, say): an error, re-run
    on resume."""
    return _record(config, config_hash, index, setting, trial, error=_error_text(error))


def _record(
    config: RunConfig, config_hash: str, index: int, setting: str, trial: int, **fields: Any
) -> EpisodeRecord:
    task_id = _task_id(config, index)
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
        intervention=config.intervention,
        config=config.identity(),
        uncoenv_version=__version__,
        benchmark_version=config.benchmark_version(),
        **fields,
    )


async def play(
    config: RunConfig,
    config_hash: str,
    make_agent: Callable[[], Agent] | Agent,
    index: int,
    setting: str,
    trial: int,
) -> EpisodeRecord:
    """One episode, recorded; never raises for what goes wrong inside it.

    A ``ModelFailure`` raised by the agent's action gives a finished record with
    ``agent_error`` set (a wrong answer); any other failure, from making the agent to the last
    step, gives a record with ``error`` set (see the module's docstring).
    """
    if config.team is not None:
        return await play_team(config, config_hash, make_agent, index, setting, trial)
    seed = episode_seed(config, index, trial)
    record = _record(config, config_hash, index, setting, trial)
    started = time.perf_counter()
    deadline = None if config.episode_timeout is None else started + config.episode_timeout
    agent: Agent | None = None
    try:
        agent = make_agent if isinstance(make_agent, Agent) else make_agent()
        env = UnCoEnv(
            setting=setting,
            split=config.split,
            max_rounds=config.rounds,
            intervention=config.intervention,
            oracle=config.oracle,
            difficulty=config.difficulty,
            benchmark=config.benchmark,
        )
        observation, info = env.reset(seed=seed, options={"task_index": index})
        record.brief = observation
        record.parsed_steps = True  # each step keeps the env's reading of its action
        agent.reset(seed)
        done = False
        while not done:
            try:
                action = await _before(deadline, agent.aact(observation, info))
            except ModelFailure as failure:  # the model's own failure: a wrong answer
                record.agent_error = _error_text(failure)
                _give_up(record, env.task, setting, info)
                break
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
                    parsed=info.get("action"),  # absent: the env refused the action
                )
            )
        if done:
            _finish(record, info, terminated, truncated)
    except Exception as error:  # an infrastructure failure: recorded, never fatal to the run
        record.error = _error_text(error)
    if agent is not None:
        record.calls = agent.usage.calls
        record.prompt_tokens = agent.usage.prompt_tokens
        record.completion_tokens = agent.usage.completion_tokens
        record.cost = agent.usage.cost
    record.duration_s = round(time.perf_counter() - started, 6)
    return record


TeamFactory = Callable[[], Agent | Mapping[str, Agent]]
"""What plays a team: a fresh agent per call, one call per seat; or one call giving an agent for
every seat by seat id (a mix of models)."""


def seat_agents(make_agent: TeamFactory | Agent, seats: list[str]) -> dict[str, Agent]:
    """A fresh agent for each seat."""
    if isinstance(make_agent, Agent):
        raise TypeError("a team needs an agent factory, not one agent")
    made = make_agent()
    if isinstance(made, Mapping):
        missing = sorted(set(seats) - set(made))
        if missing:
            raise ValueError(f"the team factory gave no agent for seats {missing}")
        return {seat: made[seat] for seat in seats}
    return {seat: made if i == 0 else make_agent() for i, seat in enumerate(seats)}  # type: ignore[misc]


async def play_team(
    config: RunConfig,
    config_hash: str,
    make_agent: TeamFactory | Agent,
    index: int,
    setting: str,
    trial: int,
) -> EpisodeRecord:
    """One team episode, recorded; never raises for what goes wrong inside it (as ``play``).

    The seats act concurrently each round. A seat whose model fails for good (``ModelFailure``)
    waits from then on, and the record's ``agent_error`` names the first such failure; the team
    plays on. The record's ``steps`` are empty and its ``brief`` is seat_0's; ``team`` holds each
    seat's steps and usage (and the other seats' briefs) and the team's metrics; ``recovery``
    has each fault's entry from the seat that reaches its colleague.
    """
    from uncoenv.teams import Team, TeamEnv

    seed = episode_seed(config, index, trial)
    record = _record(config, config_hash, index, setting, trial)
    started = time.perf_counter()
    deadline = None if config.episode_timeout is None else started + config.episode_timeout
    agents: dict[str, Agent] = {}
    try:
        team = Team(**(config.team or {}))
        env = TeamEnv(
            setting,
            team,
            split=config.split,
            max_rounds=config.rounds,
            intervention=config.intervention,
            oracle=config.oracle or team.formation == "solo",
            difficulty=config.difficulty,
            benchmark=config.benchmark,
        )
        agents = seat_agents(make_agent, env.possible_agents)
        observations, infos = env.reset(seed=seed, options={"task_index": index})
        record.brief = observations[env.possible_agents[0]]
        record.parsed_steps = True
        for agent in agents.values():
            agent.reset(seed)
        seats: dict[str, dict[str, Any]] = {seat: {"steps": []} for seat in env.possible_agents}
        for seat in env.possible_agents[1:]:  # the first seat's brief is the record's
            seats[seat]["brief"] = observations[seat]
        failed: dict[str, str] = {}
        while env.agents:
            live = [seat for seat in env.agents if seat not in failed]
            acted = await _before(
                deadline,
                asyncio.gather(
                    *(agents[s].aact(observations[s], infos[s]) for s in live),
                    return_exceptions=True,
                ),
            )
            actions: dict[str, Any] = {}
            for seat, action in zip(live, acted, strict=True):
                if isinstance(action, ModelFailure):
                    failed[seat] = _error_text(action)
                elif isinstance(action, BaseException):
                    raise action
                else:
                    actions[seat] = action
            invalid_before = {seat: infos[seat]["invalid_actions"] for seat in env.agents}
            observations, rewards, terminations, truncations, infos = env.step(actions)
            for seat in observations:
                seats[seat]["steps"].append(
                    Step(
                        action=_plain(actions.get(seat, {"action": "wait"})),
                        observation=observations[seat],
                        reward=rewards[seat],
                        replied_roles=infos[seat]["replied_roles"],
                        invalid=infos[seat]["invalid_actions"] > invalid_before[seat],
                        parsed=infos[seat].get("action"),
                    ).model_dump()
                )
        first = env.possible_agents[0]
        ended = infos[infos[first].get("committed_by") or first]  # the committer's: its answer
        if failed:
            record.agent_error = next(iter(failed.values()))
        _finish(record, ended, any(terminations.values()), any(truncations.values()))
        record.reward = sum(step["reward"] for step in seats[first]["steps"])
        record.invalid_actions = sum(infos[seat]["invalid_actions"] for seat in seats)
        record.recovery = _owners_recovery(env, infos)
        for seat, agent in agents.items():
            seats[seat]["usage"] = vars(agent.usage)
            seats[seat]["agent_error"] = failed.get(seat)
        record.team = {"config": team.identity(), "metrics": ended["team"], "seats": seats}
    except Exception as error:  # an infrastructure failure: recorded, never fatal to the run
        record.error = _error_text(error)
    for agent in agents.values():
        record.calls += agent.usage.calls
        record.prompt_tokens += agent.usage.prompt_tokens
        record.completion_tokens += agent.usage.completion_tokens
        record.cost += agent.usage.cost
    record.duration_s = round(time.perf_counter() - started, 6)
    return record


def _owners_recovery(env: Any, infos: Mapping[str, dict[str, Any]]) -> list[dict[str, Any]]:
    """Each fault's recovery entry, from the seat that reaches its colleague."""
    owner = {role: seat for seat, share in env.shares.items() for role in share}
    entries = []
    for fault in infos[env.possible_agents[0]]["faults"]:
        seat = owner[fault["role"]]
        entries += [
            e
            for e in infos[seat]["recovery"]
            if e["role"] == fault["role"] and e["kind"] == fault["kind"]
        ]
    return entries


async def _before(deadline: float | None, step: Awaitable[T]) -> T:
    """The step's result, or ``EpisodeTimeout`` once the episode's deadline has passed."""
    if deadline is None:
        return await step
    try:
        return await asyncio.wait_for(step, max(0.0, deadline - time.perf_counter()))
    except asyncio.TimeoutError:
        raise EpisodeTimeout("the episode ran past its deadline (--episode-timeout)") from None


def _error_text(error: BaseException) -> str:
    """The error as recorded: type, message and where, with credentials masked."""
    text = redacted(f"{type(error).__name__}: {error}", limit=2_000)
    where = "".join(traceback.format_tb(error.__traceback__, limit=3))[-1_000:]
    return readable(f"{text}\n{where}")


def _give_up(record: EpisodeRecord, task: Task, setting: str, info: dict[str, Any]) -> None:
    """Close a record the agent could not finish: a wrong answer, the gold and faults shown."""
    record.rounds = info["round"]
    record.reward = sum(step.reward for step in record.steps)
    record.invalid_actions = info["invalid_actions"]
    record.answer = task.answer.model_dump()
    record.faults = [fault.model_dump() for fault in task.faults.of(setting)]


def _finish(record: EpisodeRecord, info: dict[str, Any], terminated: bool, truncated: bool) -> None:
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
    record.diagnosis = info.get("diagnosis")
    if terminated:  # the accepted finalize, as the environment read it
        final = info["action"]
        record.final = {k: final[k] for k in ("conclusion", "candidate", "numeric_result")}


def _plain(action: object) -> object:
    """The action as JSON data that reads back: a typed model becomes its dict; what JSON cannot
    hold (a numpy number, say) its repr (``records.readable``), so an odd action never stops the
    run nor makes its record unreadable."""
    try:
        return readable(to_jsonable_python(action, fallback=repr))
    except (ValueError, RecursionError):  # e.g. nested too deep
        return readable(f"<a {type(action).__name__} action too deep to record>")


def summarize(config: RunConfig, records: Iterable[EpisodeRecord]) -> dict[str, Any]:
    """Per setting: accuracy with its Wilson 95% interval, mean rounds, n, agent errors and
    errors; what produced the run (its configuration, the package's and the benchmark's
    versions); and the first line of the first error, if any.

    ``n`` counts the scored episodes: those finished, agent errors (wrong answers) included;
    ``errors`` (infrastructure failures) are outside it. Mean rounds are over the episodes that
    ended (a final answer or the round budget). The latest record of each episode counts; an
    errored record never replaces a finished one.
    """
    config_hash = config.hash()
    chosen = selected(records, config_hash, config.settings, config.limit, config.trials)
    current = latest(chosen)
    settings: dict[str, Any] = {}
    for setting in config.settings:
        found = scores(r for r in current if r.setting == setting)
        settings[setting] = {
            "accuracy": found.accuracy,
            "accuracy_ci": list(found.ci),
            "rounds": found.mean_rounds,
            "n": found.n,
            "agent_errors": found.agent_errors,
            "errors": found.errors,
        }
    episodes = [r for r in current if r.error is None]
    first_error = next((r.error for r in current if r.error is not None), None)
    return {
        "agent": config.agent,
        "config_hash": config_hash,
        "uncoenv_version": __version__,
        "split": config.split,
        "benchmark": config.tasks(),
        "benchmark_version": config.benchmark_version(),
        "limit": config.limit,
        "trials": config.trials,
        "max_rounds": config.rounds,
        "seed": config.seed,
        "intervention": config.intervention,
        "oracle": config.oracle,
        "settings": settings,
        "episodes": len(current),
        "agent_errors": sum(r.agent_error is not None for r in current),
        "errors": sum(r.error is not None for r in current),
        "tokens": sum(r.prompt_tokens + r.completion_tokens for r in episodes),
        "cost": round(sum(r.cost for r in episodes), 6),
        # What went wrong first, for the console to name its cause when nothing was scored.
        "first_error": None if first_error is None else first_error.split("\n", 1)[0][:500],
    }
