"""RL speed: SB3 PPO on the wrapped env against the same PPO on CartPole-v1, in the same run.

Run: python benchmarks/bench_ppo_speed.py [--steps 8192] [--env-steps 5000] [--n-envs 10]
                                          [--setting mixed] [--profile-steps 3000] [--repeats 1]
                                          [--gc-threshold 10000]

Every run uses the collector's threshold that training uses (``--gc-threshold``, default
``uncoenv.training.GC_THRESHOLD``; 700 is Python's default), CartPole-v1's included.

Measures, in this order and in one process:

1. the train task cache (``uncoenv.tasks.cache``): the time to make or read all its blocks
   (made once per machine, read once per process), outside the timed runs below;
2. the wrapped env alone (``make_recovery_env(setting, "train")`` with training's shaping and
   round cost): env steps/s under random valid actions (``action_space.sample()``, seeded), on
   tasks seen before (the first ``cache.TaskCache.KEEP`` groups, each visited once first, as a
   process keeps them) and on the whole train pool (``uncoenv.training.TRAIN_TASKS``, what
   training draws from: nearly every episode a task at first sight);
3. PPO with the project's settings (``uncoenv.training.DEFAULTS``, ``MlpPolicy``,
   ``DummyVecEnv`` of ``--n-envs`` envs from ``uncoenv.training.env_factories``) for ``--steps``
   env steps on the whole pool and on the tasks seen before, against the same PPO on
   CartPole-v1 and on an env of the same spaces that does nothing (the learner's own ceiling on
   these spaces): env steps/s of each, and their ratios;
4. a cProfile of the wrapped env alone on the whole pool: where its time goes.

Writes benchmarks/results/ppo_speed.json. Targets (issue 25, README "Speed"): PPO on the whole
pool at least 0.4x CartPole's steps/s; the wrapped env alone at least 20,000 steps/s on tasks
seen before and 5,000 on the whole pool.
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import json
import pstats
import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import gymnasium as gym
import numpy as np
import torch
from stable_baselines3 import PPO
from stable_baselines3.common.vec_env import DummyVecEnv

from uncoenv.envs import arrays
from uncoenv.envs.wrappers import make_recovery_env
from uncoenv.tasks import cache
from uncoenv.training import (
    DEFAULTS,
    ENV_SETTINGS,
    GC_THRESHOLD,
    collector_threshold,
    env_factories,
)

SEEN = list(range(cache.TaskCache.KEEP))
"""Tasks seen before: as many as a process keeps whole, each visited once before timing."""

# Where the wrapped env's time goes: (label, file fragment, function name) of the functions whose
# cumulative time the profile reports. Nested ones overlap (a reset includes its task's read).
PHASES = (
    ("reset: read the task from the cache", "tasks/cache.py", "train_task"),
    ("reset: cast the colleagues", "envs/core.py", "_cast"),
    ("reset: write the brief", "envs/core.py", "_brief"),
    ("reset: the observer's brief (Brief.of_task)", "envs/observer.py", "public_brief"),
    ("step: colleagues answer (Colleague.respond)", "envs/colleagues.py", "respond"),
    ("step: the observer takes the statements (Observer.observe)", "envs/observer.py", "observe"),
    ("wrapper: encode arrays", "envs/arrays.py", "encode"),
    ("wrapper: decode the action to text", "envs/arrays.py", "decode"),
    ("actions parsed (read_action, env and wrapper)", "envs/actions.py", "read_action"),
    ("bonus: needed facts (InformationBonus._phi)", "envs/wrappers.py", "_phi"),
)


class SameSpaces(gym.Env):
    """An env with the wrapped env's spaces that does nothing (episodes of 3 steps): PPO's steps/s
    on it is the learner's own ceiling on these spaces, with the env's cost at zero."""

    def __init__(self) -> None:
        self.observation_space = arrays.observation_space()
        self.action_space = arrays.action_space()
        self.zeros = np.zeros(self.observation_space.shape, dtype=np.float32)
        self.steps = 0

    def reset(self, *, seed: int | None = None, options: Any = None) -> tuple[Any, dict]:
        super().reset(seed=seed)
        self.steps = 0
        return self.zeros, {}

    def step(self, action: Any) -> tuple[Any, float, bool, bool, dict]:
        self.steps += 1
        return self.zeros, 0.0, self.steps >= 3, False, {}


def env_kwargs() -> dict[str, Any]:
    """The wrapped env's training settings (shaping and round cost)."""
    return {k: DEFAULTS[k] for k in ENV_SETTINGS}


def warm_cache() -> dict[str, float]:
    """Make (or read) every block of the train pool; seconds and blocks made."""
    train = cache.train_cache()
    made = train.made
    start = time.perf_counter()
    for first in range(0, cache.TRAIN_TASKS, train.block):
        train.task(first)
    return {
        "seconds": time.perf_counter() - start,
        "blocks": cache.TRAIN_TASKS // train.block,
        "made": train.made - made,
        "folder": train.folder.name,  # its name only: no machine's path in results
    }


def env_alone(
    setting: str, steps: int, seed: int = 0, task_indices: list[int] | None = None
) -> dict[str, float]:
    """Env steps/s of the wrapped env under random valid actions, by wall and by CPU time (this
    process's, which another process's load on the machine does not inflate); episodes and their
    mean length. ``task_indices``: the tasks drawn from (None: the whole train pool)."""
    env = make_recovery_env(setting, "train", task_indices=task_indices, **env_kwargs())
    env.action_space.seed(seed)
    actions = [env.action_space.sample() for _ in range(steps)]
    env.reset(seed=seed)
    episodes = 1
    wall, cpu = time.perf_counter(), time.process_time()
    for action in actions:
        _, _, terminated, truncated, _ = env.step(action)
        if terminated or truncated:
            env.reset()
            episodes += 1
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return {
        "steps_per_s": steps / wall,
        "steps_per_cpu_s": steps / cpu,
        "episodes": episodes,
        "steps_per_episode": steps / episodes,
    }


def warm_tasks(setting: str, indices: list[int]) -> float:
    """Visit each task once (every colleague asked once), as training's first episodes do:
    afterwards the process holds each task and what was worked out for it. Seconds taken."""
    env = make_recovery_env(setting, "train", task_indices=indices, **env_kwargs())
    ask_everyone = np.zeros(env.action_space.shape, dtype=np.int64)
    ask_everyone[: arrays.MAX_ROLES] = arrays.ASK
    start = time.perf_counter()
    for index in indices:
        env.reset(options={"task_index": index})
        env.step(ask_everyone)
    return time.perf_counter() - start


def ppo_steps_per_s(
    factories: list[Callable[[], gym.Env]], steps: int, seed: int = 0
) -> dict[str, float]:
    """Env steps/s of PPO with the project's settings learning for ``steps`` env steps, by wall
    and by this process's CPU time (one torch thread: the CPU time is the work done)."""
    gc.collect()  # an earlier run's garbage is not this run's cost
    vector = DummyVecEnv(factories)
    vector.seed(seed)
    hyper = {k: v for k, v in DEFAULTS.items() if k != "algo" and k not in ENV_SETTINGS}
    model = PPO("MlpPolicy", vector, seed=seed, device="cpu", verbose=0, **hyper)
    wall, cpu = time.perf_counter(), time.process_time()
    model.learn(total_timesteps=steps)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    vector.close()
    return {"steps_per_s": model.num_timesteps / wall, "steps_per_cpu_s": model.num_timesteps / cpu}


def profile(setting: str, steps: int, task_indices: list[int] | None = None) -> dict[str, Any]:
    """cProfile of the wrapped env alone on ``task_indices`` (None: the whole pool): shares of
    its time by phase, and the top functions."""
    gc.collect()
    profiler = cProfile.Profile(time.process_time)  # CPU time: another process's load is not ours
    profiler.enable()
    env_alone(setting, steps, seed=1, task_indices=task_indices)
    profiler.disable()
    stats = pstats.Stats(profiler)
    rows = stats.stats  # type: ignore[attr-defined]
    total = sum(tottime for _, _, tottime, _, _ in rows.values())
    phases = {}
    for label, fragment, name in PHASES:
        cumulative = sum(
            row[3]
            for (file, _, function), row in rows.items()
            if function == name and file.replace("\\", "/").endswith(fragment)
        )
        phases[label] = cumulative / total
    top = sorted(rows.items(), key=lambda item: -item[1][2])[:15]
    return {
        "total_s": total,
        "phases": phases,
        "top_self": [
            {"function": f"{Path(file).name}:{line} {function}", "share": row[2] / total}
            for (file, line, function), row in top
        ],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=8192, help="PPO env steps per run")
    parser.add_argument("--env-steps", type=int, default=5000, help="wrapped env steps alone")
    parser.add_argument("--n-envs", type=int, default=10)
    parser.add_argument("--setting", default="mixed")
    parser.add_argument("--profile-steps", type=int, default=3000)
    parser.add_argument("--repeats", type=int, default=1, help="PPO runs of each, alternated")
    parser.add_argument("--torch-threads", type=int, default=1)
    parser.add_argument(
        "--gc-threshold",
        type=int,
        default=GC_THRESHOLD,
        help="the collector's first threshold for every run, CartPole's included (default: "
        "training's; 700 is Python's own)",
    )
    args = parser.parse_args()
    torch.set_num_threads(args.torch_threads)
    with collector_threshold(args.gc_threshold):
        run(args)


def run(args: argparse.Namespace) -> None:
    """Every measure, in order, printed and written to benchmarks/results/ppo_speed.json."""

    warm = warm_cache()
    print(
        f"train cache: {warm['blocks']} blocks ({warm['made']} made) in {warm['seconds']:.1f} s "
        f"at {warm['folder']}"
    )
    print(f"{len(SEEN):,} tasks visited once in {warm_tasks(args.setting, SEEN):.1f} s")
    # Tasks seen before first: a run on the whole pool makes room for its tasks in the
    # process's caches by dropping these, so it comes after.
    alone: dict[str, list[dict[str, float]]] = {"seen": [], "whole pool": []}
    for i in range(args.repeats):
        alone["seen"].append(env_alone(args.setting, args.env_steps, task_indices=SEEN))
        alone["whole pool"].append(env_alone(args.setting, args.env_steps, seed=3 + i))
    profiled = profile(args.setting, args.profile_steps)  # before PPO: a clean process
    print(
        f"where the wrapped env's time goes on the whole pool (cProfile, CPU time, "
        f"{args.profile_steps:,} steps):"
    )
    for label, share in profiled["phases"].items():
        print(f"  {100 * share:5.1f}%  {label}")
    print("  top functions by own time:")
    for row in profiled["top_self"]:
        print(f"  {100 * row['share']:5.1f}%  {row['function']}")
    makers: dict[str, Callable[[], list[Callable[[], gym.Env]]]] = {
        "whole pool": lambda: env_factories(args.setting, args.n_envs, **env_kwargs()),
        "seen": lambda: env_factories(args.setting, args.n_envs, task_indices=SEEN, **env_kwargs()),
        "cartpole": lambda: [lambda: gym.make("CartPole-v1") for _ in range(args.n_envs)],
        "same spaces": lambda: [SameSpaces for _ in range(args.n_envs)],
    }
    runs: dict[str, list[dict[str, float]]] = {name: [] for name in makers}
    for _ in range(args.repeats):  # alternated, so a change in the machine's load hits each
        for name, make in makers.items():
            runs[name].append(ppo_steps_per_s(make(), args.steps))
    ppo = {
        name: {key: statistics.median(run[key] for run in listed) for key in listed[0]}
        for name, listed in runs.items()
    }
    print(
        f"PPO ({args.n_envs} envs, {args.steps:,} steps, median of {args.repeats}, "
        f"torch threads {args.torch_threads}), env steps/s by wall (by CPU time):"
    )
    for name, label in (
        ("whole pool", f"make_recovery_env({args.setting!r}), the whole train pool (target 0.4x)"),
        ("seen", f"make_recovery_env({args.setting!r}), {len(SEEN):,} tasks seen before"),
        ("cartpole", "CartPole-v1"),
        ("same spaces", "an env of the same spaces that does nothing (the learner's ceiling)"),
    ):
        wall, cpu = ppo[name]["steps_per_s"], ppo[name]["steps_per_cpu_s"]
        print(
            f"  {wall:8,.0f} ({cpu:8,.0f})  {label}: "
            f"{wall / ppo['cartpole']['steps_per_s']:.2f}x "
            f"({cpu / ppo['cartpole']['steps_per_cpu_s']:.2f}x) CartPole-v1"
        )
    ceiling = 1e3 / ppo["same spaces"]["steps_per_cpu_s"]
    per_step = {way: 1e3 / ppo[way]["steps_per_cpu_s"] - ceiling for way in ("whole pool", "seen")}
    print(
        "  the wrapped env's share of a PPO step, ms of CPU: "
        + ", ".join(f"{way} {ms:.2f}" for way, ms in per_step.items())
    )
    figures = {
        way: {key: statistics.median(run[key] for run in runs) for key in runs[0]}
        for way, runs in alone.items()
    }
    print(
        f"wrapped env alone ({args.setting}, train split, random actions, median of "
        f"{args.repeats}), steps/s by wall (by CPU time):"
    )
    for way, target in (("seen", "20,000"), ("whole pool", "5,000")):
        row = figures[way]
        print(
            f"  {row['steps_per_s']:8,.0f} ({row['steps_per_cpu_s']:8,.0f})  {way} "
            f"({row['steps_per_episode']:.2f} steps/episode; target >= {target})"
        )
    result = {
        "arguments": vars(args),
        "cache": warm,
        "env_alone": {"runs": alone, "medians": figures},
        "ppo": {"runs": runs, "medians": ppo, "env_ms_per_step_cpu": per_step},
        "profile": profiled,
    }
    Path("benchmarks/results").mkdir(exist_ok=True)
    Path("benchmarks/results/ppo_speed.json").write_text(
        json.dumps(result, indent=2) + "\n", encoding="utf-8"
    )


if __name__ == "__main__":
    main()
