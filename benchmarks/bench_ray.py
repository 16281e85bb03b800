"""The Ray backend against the local one: the same runner, episodes played in Ray tasks.

Run: python benchmarks/bench_ray.py [--tasks 100] [--cpus 2] [--llm-episodes 200]

Two workloads, each through ``uncoenv.evaluation.runner.run`` into a fresh directory, local
backend then ``RayPlayer`` on a local Ray of ``--cpus`` CPUs (started once, outside the timings;
each timing follows a warm-up run, so Ray's workers are up):

- CPU-bound: ``CarefulAgent`` on the first ``--tasks`` benchmark tasks in all five settings, one
  CPU per episode. Locally the episodes share one process (one core); Ray spreads them over
  ``--cpus`` worker processes.
- I/O-bound: ``LLMAgent`` with a fake provider that waits 100 ms per call (as
  ``bench_runner.py``), concurrency 50; on Ray each episode reserves 1/50 CPU
  (``--cpus-per-episode 0.02``), so 50 are in flight, as locally.

Figures: wall seconds and episodes per second for each backend.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import ray
from bench_runner import fake_model

from uncoenv.agents.base import Agent
from uncoenv.agents.llm import LLMAgent
from uncoenv.agents.scripted import CarefulAgent
from uncoenv.evaluation.runner import Player, RunConfig, run
from uncoenv.integrations.ray import RayPlayer, connected


def timed(config: RunConfig, make: Callable[[], Agent], player: Player | None) -> float:
    """Wall seconds of one run into a fresh directory."""
    with tempfile.TemporaryDirectory() as folder:
        start = time.perf_counter()
        summary = asyncio.run(run(config, Path(folder), make, player=player))
        wall = time.perf_counter() - start
    assert summary["errors"] == 0, summary
    return wall


class FakeLLM(LLMAgent):
    """LLMAgent with the fake provider; a class, so Ray workers can build it."""

    def __init__(self) -> None:
        super().__init__("fake", tools=False, completion=fake_model(0.1))


def compare(label: str, config: RunConfig, make: Callable[[], Agent], player: Player) -> None:
    episodes = (config.limit or 0) * len(config.settings)
    warm = RunConfig(**{**config.__dict__, "limit": 2})
    timed(warm, make, None)
    timed(warm, make, player)
    for name, chosen in (("local", None), ("ray", player)):
        wall = timed(config, make, chosen)
        print(f"{label}, {name}: {episodes} episodes in {wall:.2f} s ({episodes / wall:.0f}/s)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tasks", type=int, default=100)
    parser.add_argument("--cpus", type=int, default=2)
    parser.add_argument("--llm-episodes", type=int, default=200)
    args = parser.parse_args()
    with connected(num_cpus=args.cpus):
        print(f"ray {ray.__version__}, local Ray of {args.cpus} CPUs")
        careful = RunConfig(agent=CarefulAgent().config(), limit=args.tasks, concurrency=8)
        compare("careful (CPU-bound)", careful, CarefulAgent, RayPlayer())
        llm = RunConfig(
            agent={"agent": "llm", "model": "fake"},
            settings=("reliable",),
            limit=args.llm_episodes,
            concurrency=50,
        )
        compare("fake LLM, 100 ms calls (I/O-bound)", llm, FakeLLM, RayPlayer())


if __name__ == "__main__":
    main()
