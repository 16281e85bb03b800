"""Environment speed: a step against CartPole-v1's in the same run, and reset times.

Run: python benchmarks/bench_env.py [--episodes 1000] [--passes 4]

Both environments go through ``gym.make`` (with its default wrappers). An UnCo episode here is
a heavy careful episode on ``UnCo-Mixed-v0``: ask every colleague for everything, follow up to
every colleague naming a context and asking for exact values, wait, finalize.

The benchmark's first ``--episodes`` tasks are played ``--passes`` times. The first pass is
each task's first sight in the process: what the colleagues derive from a task (how they read
requests, their record paragraphs in every phrasing) is made then, once per task. Later passes
replay tasks already seen, as an evaluation over five settings and several trials does, or
training on a fixed task set. On the train split every episode is a new task, generated and
proven at reset; its whole episode is timed too.

Targets (README): a step within 5x CartPole's; reset within 0.2 ms on the test split and 3 ms
on train.
"""

from __future__ import annotations

import argparse
import resource
import statistics
import time
from collections.abc import Callable

import gymnasium as gym

import uncoenv  # noqa: F401  (registers the environments)
from uncoenv.tasks import dataset
from uncoenv.tasks.models import Task

STEPS = ("query all (first)", "query all (follow-up)", "wait", "finalize")
KINDS = ("reset", *STEPS)


def cartpole_step(steps: int, repeats: int = 5) -> float:
    """Seconds per CartPole-v1 step: the median of ``repeats`` runs of ``steps`` steps."""
    env = gym.make("CartPole-v1")
    env.reset(seed=0)
    env.action_space.seed(0)
    actions = [env.action_space.sample() for _ in range(steps)]
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        for action in actions:
            *_, terminated, truncated, _ = env.step(action)
            if terminated or truncated:
                env.reset()
        times.append((time.perf_counter() - start) / steps)
    return statistics.median(times)


def plan(task: Task) -> list[dict]:
    """The four actions of the timed episode."""
    roles = [r.id for r in task.roles]
    context = next((f.context for f in task.facts if f.context), "")
    everything = "Please share everything you have on the three candidates."
    exact = f"Please resend the {context} figures, with exact values."
    return [
        {"action": "query", "roles": roles, "message": everything},
        {"action": "query", "roles": roles, "message": exact},
        {"action": "wait"},
        {"action": "finalize", **task.answer.model_dump()},
    ]


def timed_episode(env: gym.Env, reset: Callable[[], object]) -> dict[str, float]:
    """Seconds for the reset and for each step of one timed episode."""
    start = time.perf_counter()
    reset()
    times = {"reset": time.perf_counter() - start}
    for kind, action in zip(STEPS, plan(env.unwrapped.task), strict=True):
        start = time.perf_counter()
        env.step(action)
        times[kind] = time.perf_counter() - start
    return times


def test_split(episodes: int, passes: int) -> tuple[list[dict[str, float]], float]:
    """For each pass over the benchmark's first tasks: the median time by kind, in seconds;
    and the growth of the process's peak memory over the first pass, in MB (what is kept)."""
    env = gym.make("UnCo-Mixed-v0", split="test")
    dataset.load_benchmark()  # loaded before the memory is read: only what episodes keep counts
    before = _peak_mb()
    medians, kept = [], 0.0
    for number in range(passes):
        runs = [
            timed_episode(env, lambda i=i: env.reset(options={"task_index": i % 1000}))
            for i in range(episodes)
        ]
        medians.append({kind: statistics.median(r[kind] for r in runs) for kind in KINDS})
        if number == 0:
            kept = _peak_mb() - before
    return medians, kept


def _peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux


def train_split(episodes: int) -> dict[str, float]:
    """Median seconds for a reset and for a whole episode on the train split."""
    env = gym.make("UnCo-Mixed-v0", split="train")
    runs = [timed_episode(env, lambda s=seed: env.reset(seed=s)) for seed in range(episodes)]
    return {
        "reset": statistics.median(r["reset"] for r in runs),
        "episode": statistics.median(sum(r.values()) for r in runs),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--episodes", type=int, default=1000)
    parser.add_argument("--passes", type=int, default=4)
    args = parser.parse_args()
    cartpole = cartpole_step(20_000)
    passes, kept = test_split(args.episodes, max(2, args.passes))
    seen = {kind: statistics.median(p[kind] for p in passes[1:]) for kind in KINDS}
    print(f"CartPole-v1 step (gym.make): {cartpole * 1e6:.1f} us")
    for label, times in (("first sight of each task", passes[0]), ("tasks seen before", seen)):
        print(f"UnCo-Mixed-v0, test split, {label}:")
        print(f"  reset: {times['reset'] * 1e3:.3f} ms (target <= 0.2 ms)")
        for kind in STEPS:
            print(f"  step, {kind}: {_versus(times[kind], cartpole)}")
        mean = statistics.mean(times[kind] for kind in STEPS)
        print(f"  step, mean over the episode: {_versus(mean, cartpole)} (target <= 5x)")
    print(f"kept for {args.episodes} tasks seen (peak memory growth): {kept:.0f} MB")
    train = train_split(1000)
    print("UnCo-Mixed-v0, train split (every task new):")
    print(f"  reset: {train['reset'] * 1e3:.3f} ms (target <= 3 ms)")
    print(f"  episode, reset and 4 steps: {train['episode'] * 1e3:.3f} ms")


def _versus(seconds: float, cartpole: float) -> str:
    return f"{seconds * 1e6:.1f} us = {seconds / cartpole:.1f}x CartPole"


if __name__ == "__main__":
    main()
