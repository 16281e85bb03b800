"""Evaluation episodes as Ray tasks (extra ``ray``): ``uncoenv eval --backend ray``.

Only where an episode is played changes. The evaluation runner (``uncoenv.evaluation.runner``)
still picks the pending episodes, caps how many are in flight (``--concurrency``) and, in the
driver alone, appends each finished record to ``episodes.jsonl`` and writes the summary; a
``RayPlayer`` sends each episode to a Ray task, on this machine or across a cluster, and awaits
its record. So resume, errors and the summary are those of the local backend, and the same
seeds give the same episodes.

An agent's failure is recorded inside the task, as locally. A failure of Ray itself (a worker or
node lost after Ray's own retries) gives an error record too, re-run on resume; an exception of
the episode code is raised again in the driver, as it would be locally.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable, Iterator
from typing import Any

import ray
from ray.exceptions import RayError, RayTaskError

from uncoenv.agents.base import Agent
from uncoenv.evaluation.records import EpisodeRecord
from uncoenv.evaluation.runner import RunConfig, error_record, play

__all__ = ["RayPlayer", "connected"]


@ray.remote
def _play(
    config: RunConfig,
    config_hash: str,
    make_agent: Callable[[], Agent],
    index: int,
    setting: str,
    trial: int,
) -> EpisodeRecord:
    """One episode on a Ray worker (the agent is made there: it keeps per-episode state)."""
    return asyncio.run(play(config, config_hash, make_agent(), index, setting, trial))


class RayPlayer:
    """Plays each episode as a Ray task (a ``runner.Player``).

    Args:
        num_cpus: CPUs Ray reserves for each episode (a fraction packs I/O-bound LLM agents).
        max_retries: Ray's retries of a task whose worker died, before its episode is recorded
            as an error.
    """

    def __init__(self, num_cpus: float = 1.0, max_retries: int = 3) -> None:
        self._remote = _play.options(num_cpus=num_cpus, max_retries=max_retries)

    async def __call__(
        self,
        config: RunConfig,
        config_hash: str,
        make_agent: Callable[[], Agent],
        index: int,
        setting: str,
        trial: int,
    ) -> EpisodeRecord:
        """The episode's record, played on the cluster."""
        reference = self._remote.remote(config, config_hash, make_agent, index, setting, trial)
        try:
            return await reference
        except RayTaskError as error:  # the episode code raised: as locally, the run stops
            raise error.as_instanceof_cause() from None
        except RayError as error:  # Ray lost the task: an error record, re-run on resume
            return error_record(config, config_hash, index, setting, trial, error)


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
