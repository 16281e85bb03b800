"""Evaluation episodes on Ray workers (extra ``ray``): ``uncoenv eval --backend ray``.

Only where an episode is played changes. The evaluation runner (``uncoenv.evaluation.runner``)
still picks the pending episodes, caps how many are in flight (``--concurrency``) and, in the
driver alone, appends each finished record to ``episodes.jsonl`` and writes the summary. A
``RayPlayer`` sends each episode, as a Ray task, to the least busy of a pool of worker actors
(one CPU each, spread over the cluster's machines) and awaits its record. So resume, errors and
the summary are those of the local backend, and the same seeds give the same episodes.

Workers are long-lived async actors, not a task (and a process) per episode: a worker keeps
what a process caches (the benchmark, what colleagues derive from a task, litellm's import), and
an I/O-bound agent (an LLM waiting on its server) plays many episodes at once in one worker, as it
does locally. An agent's failure is recorded inside the worker, as locally. When Ray loses a
worker (its process or its node dies), it starts it again and plays the episodes it held again,
from their seeds, ``retries`` times at most; an episode lost even so gets an error record, re-run
on resume. An exception of the episode code is raised again in the driver,
as locally.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from typing import Any

import ray
from ray.exceptions import RayError, RayTaskError

from uncoenv.agents.base import Agent
from uncoenv.evaluation.records import EpisodeRecord
from uncoenv.evaluation.runner import RunConfig, error_record, play

__all__ = ["RayPlayer", "connected"]


@ray.remote(num_cpus=1, max_restarts=-1, scheduling_strategy="SPREAD")
class _Worker:
    """Plays episodes in one process; async, so waiting agents overlap."""

    async def play(
        self,
        config: RunConfig,
        config_hash: str,
        make_agent: Callable[[], Agent],
        index: int,
        setting: str,
        trial: int,
    ) -> EpisodeRecord:
        return await play(config, config_hash, make_agent(), index, setting, trial)


class RayPlayer:
    """Plays each episode on a Ray worker (a ``runner.Player``).

    Args:
        workers: Worker actors, one CPU each; default: every CPU of the Ray cluster, at most the
            run's concurrency. They start at the first episode.
        retries: Replays of an episode whose worker was lost, before it is recorded as an error.
    """

    def __init__(self, workers: int | None = None, retries: int = 2) -> None:
        if workers is not None and workers < 1:
            raise ValueError(f"workers must be at least 1, got {workers}")
        if retries < 0:
            raise ValueError(f"retries must be at least 0, got {retries}")
        self._size = workers
        self._retries = retries
        self._pool: list[Any] = []
        self._busy: list[int] = []  # episodes in flight per worker

    async def __call__(
        self,
        config: RunConfig,
        config_hash: str,
        make_agent: Callable[[], Agent],
        index: int,
        setting: str,
        trial: int,
    ) -> EpisodeRecord:
        """The episode's record, played by the least busy worker."""
        if not self._pool:
            cpus = int(ray.cluster_resources().get("CPU", 1))
            size = self._size or max(1, min(cpus, config.concurrency))
            worker = _Worker.options(max_task_retries=self._retries)
            self._pool = [worker.remote() for _ in range(size)]
            self._busy = [0] * size
        chosen = self._busy.index(min(self._busy))
        self._busy[chosen] += 1
        try:
            worker = self._pool[chosen]
            return await worker.play.remote(config, config_hash, make_agent, index, setting, trial)
        except RayTaskError as error:  # the episode code raised: as locally, the run stops
            raise error.as_instanceof_cause() from None
        except RayError as error:  # Ray lost the worker: an error record, re-run on resume
            return error_record(config, config_hash, index, setting, trial, error)
        finally:
            self._busy[chosen] -= 1


@contextlib.contextmanager
def connected(address: str | None = None, **init: Any) -> Iterator[None]:
    """Ray for the length of a run: the running one, the cluster at ``address``, or a local Ray.

    Args:
        address: A cluster's address ("auto", "ray://head:10001", "10.0.0.5:6379"); None starts a
            local Ray on this machine.
        **init: More ``ray.init`` arguments (e.g. ``num_cpus`` for a local Ray).

    A Ray started or connected here is shut down on exit; one already running is left alone.
    """
    if ray.is_initialized():
        yield
        return
    if address is None:  # a local Ray: no dashboard (ports, start-up time) unless asked
        init.setdefault("include_dashboard", False)
    ray.init(address=address, **init)
    try:
        yield
    finally:
        ray.shutdown()
