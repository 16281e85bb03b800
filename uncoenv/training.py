"""Training recovery policies with Stable-Baselines3 (the ``uncoenv train`` command).

PPO learns on the procedural train split through ``make_recovery_env``: array observations of
the evidence, MultiDiscrete requests, and an information bonus while training
(``InformationBonus``: each step adds the gain in the share of the needed facts known exactly,
scaled, and the bonus is never taken back at the end, so it is not potential-based and can
change which policy is best; evaluation uses the plain reward). Stable-Baselines3 and torch come
from the ``rl`` extra and are imported here only.

Nothing trained is lost to a bad ``out``: the directory is made (or found unusable) before
training starts. With ``checkpoint_every``, the model is saved to ``out/checkpoint.zip`` every
so many steps (at the end of a rollout, replaced whole); ``resume=True`` continues from it. A
resumed run continues the same learner (weights, optimizer, step count), not the same random
stream: its result differs from an uninterrupted run's (and a curriculum starts again from its
first level).

``difficulty`` trains at one level; ``curriculum`` (``uncoenv.curriculum``) raises the level as
the policy's accuracy rises, with the largest array layout throughout.
"""

from __future__ import annotations

import contextlib
import functools
import gc
import json
import os
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from uncoenv import files
from uncoenv.agents.policy import CONFIG_FILE, MODEL_FILE
from uncoenv.curriculum import Curriculum, curriculum_callback
from uncoenv.envs import arrays
from uncoenv.envs.wrappers import make_recovery_env
from uncoenv.tasks import cache
from uncoenv.tasks.difficulty import level as difficulty_level
from uncoenv.tasks.faults import UNCOBENCH
from uncoenv.tasks.models import check_setting

ROLLOUT = 640
"""Steps per PPO rollout over all environments, whatever their number (64 × 10 was tuned)."""
MINIBATCHES = 4
"""Minibatches per rollout: ``batch_size`` is a quarter of it."""
DEFAULTS: dict[str, Any] = {
    "algo": "ppo",
    "n_epochs": 10,
    "learning_rate": 3e-4,
    "ent_coef": 0.01,
    "gamma": 0.95,
    "shaping": 0.3,  # InformationBonus scale (training only)
    "round_cost": 0.03,  # per-step cost while training: finish once the evidence is in
}
ENV_SETTINGS = ("shaping", "round_cost")
TRAIN_TASKS = cache.TRAIN_TASKS
"""Task groups trained on by default: the whole train pool, nearly every episode a task never
seen before (a reset reads it from the cache; the colleagues take the wrappers' messages
without building their reading rules). The policy sees only the evidence arrays, which do not
tell one task from another, so it cannot learn the tasks themselves."""
GC_THRESHOLD = 10_000
"""Allocations between two collections of the cyclic collector's youngest generation while
training (Python's default is 700); see ``collector_threshold``."""
CHECKPOINT_FILE = "checkpoint.zip"
CHECKPOINT_CONFIG = "checkpoint.json"


@contextlib.contextmanager
def collector_threshold(threshold: int = GC_THRESHOLD) -> Iterator[None]:
    """Run the block with the cyclic collector's youngest generation collected every
    ``threshold`` allocations, then restore the thresholds.

    An episode's objects (colleagues, conversations, evidence, a task read from the train
    cache) live for a few thousand allocations. At Python's default of 700 they outlive two
    young collections, are promoted to the oldest generation and are scanned again in its full
    collections, whose cost grows with the live heap (a process keeps thousands of tasks). At
    10,000 most die young: the wrapped env alone runs about 20% faster on the whole train pool
    (``benchmarks/bench_ppo_speed.py``). Nothing computed depends on the collector.

    Raises:
        ValueError: a threshold below 1.
    """
    if threshold < 1:
        raise ValueError(f"threshold must be at least 1, got {threshold}")
    before = gc.get_threshold()
    gc.set_threshold(threshold, *before[1:])
    try:
        yield
    finally:
        gc.set_threshold(*before)


def ppo_sizes(
    n_envs: int, n_steps: int | None = None, batch_size: int | None = None
) -> dict[str, int]:
    """PPO's ``n_steps`` per environment and ``batch_size`` for ``n_envs`` environments: a
    rollout of about ``ROLLOUT`` steps in ``MINIBATCHES`` whole minibatches (10 environments:
    64 and 160). SB3 only warns when a rollout leaves a partial minibatch, and with its default
    sizes two environments give rollouts smaller than one minibatch, so that nothing is learned.

    Raises:
        ValueError: given sizes whose rollout (``n_steps * n_envs``) is not a whole number of
            minibatches, or is smaller than one.
    """
    if n_steps is None:
        n_steps = MINIBATCHES * -(-ROLLOUT // (MINIBATCHES * n_envs))  # ceil, a multiple of 4
    rollout = n_steps * n_envs
    if batch_size is None:
        batch_size = max(1, rollout // MINIBATCHES)
    if rollout < batch_size or rollout % batch_size:
        raise ValueError(
            f"a rollout of n_steps × n_envs = {n_steps} × {n_envs} = {rollout} steps is not a "
            f"whole number of minibatches of batch_size {batch_size}: choose sizes that divide"
        )
    return {"n_steps": n_steps, "batch_size": batch_size}


def env_factories(setting: str, n_envs: int, **env_kwargs: Any) -> list[Callable[[], Any]]:
    """One factory per vector slot; "all" spreads the paper's five settings over the slots."""
    settings = UNCOBENCH if check_setting(setting, allow_all=True) == "all" else (setting,)
    return [
        functools.partial(make_recovery_env, settings[i % len(settings)], "train", **env_kwargs)
        for i in range(n_envs)
    ]


def train(
    out: Path,
    setting: str = "all",
    steps: int = 300_000,
    n_envs: int = 10,
    seed: int = 0,
    subprocess: bool = False,
    progress_bar: bool = False,
    callback: Any = None,
    task_indices: list[int] | None = None,
    tasks: int | None = None,
    checkpoint_every: int | None = None,
    resume: bool = False,
    difficulty: str = "standard",
    curriculum: Curriculum | None = None,
    **overrides: Any,
) -> dict[str, Any]:
    """Train a policy and save ``model.zip`` and ``config.json`` in ``out``.

    Args:
        out: The model directory.
        setting: A setting, or "all" (the slots cycle through the five).
        steps: Environment steps.
        n_envs: Environments in the vector.
        seed: Seed of the vector environment and the algorithm.
        subprocess: ``SubprocVecEnv`` (one process per environment) instead of ``DummyVecEnv``;
            the train task cache's missing blocks are made first, once, in this process.
        progress_bar: Show SB3's progress bar.
        callback: An SB3 callback (learning curves).
        task_indices: Train on these tasks of the train stream only (a fixed set).
        tasks: Without ``task_indices``, train on the first this many groups of the train pool
            (None: the whole pool, ``uncoenv.tasks.cache.TRAIN_TASKS``).
        checkpoint_every: Save ``out/checkpoint.zip`` every this many steps (None: never).
        resume: Continue from ``out/checkpoint.zip``, trained with the same arguments.
        difficulty: The level trained at (without ``curriculum``).
        curriculum: Raise the level as the policy's accuracy rises (from its first level;
            ``difficulty`` is then unused); the saved config records its climb.
        **overrides: PPO hyperparameters and ``shaping``, over ``DEFAULTS`` and the sizes of
            ``ppo_sizes`` (``n_steps`` and ``batch_size`` given are checked to divide).

    Returns:
        The saved configuration, with the wall time and steps per second (of this session).

    Raises:
        OSError: ``out`` cannot be made a directory (checked before training).
        ValueError: ``resume`` without a checkpoint, or with one of other arguments; a
            checkpoint in ``out`` without ``resume`` (it would be overwritten); PPO sizes
            that leave a partial minibatch.
    """
    from stable_baselines3 import PPO
    from stable_baselines3.common.callbacks import CallbackList
    from stable_baselines3.common.logger import Logger
    from stable_baselines3.common.vec_env import DummyVecEnv, SubprocVecEnv

    sizes = ppo_sizes(n_envs, overrides.pop("n_steps", None), overrides.pop("batch_size", None))
    settings = {**DEFAULTS, **sizes, **overrides}
    if settings["algo"] != "ppo":
        raise ValueError(f"unknown algorithm {settings['algo']!r}; this release trains 'ppo'")
    if checkpoint_every is not None and checkpoint_every < 1:
        raise ValueError(f"checkpoint_every must be at least 1, got {checkpoint_every}")
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)  # before training: a bad out costs nothing
    arguments = {
        **settings,
        "setting": setting,
        "steps": steps,
        "n_envs": n_envs,
        "seed": seed,
        "task_indices": task_indices,
        "tasks": None if task_indices is not None else tasks,
        "difficulty": difficulty_level(difficulty).name if curriculum is None else None,
    }
    levels = [arguments["difficulty"]] if curriculum is None else list(curriculum.levels)
    if curriculum is not None:
        arguments["curriculum"] = {"levels": levels, **_curriculum_knobs(curriculum)}
    if task_indices is None and tasks is not None:
        task_indices = list(range(min(tasks, cache.TRAIN_TASKS)))
    checkpoint = _checkpoint(out, arguments, resume)
    factories = env_factories(
        setting,
        n_envs,
        shaping=settings["shaping"],
        round_cost=settings["round_cost"],
        task_indices=task_indices,
        difficulty=levels[0],
        layout=None if curriculum is None else arrays.LARGEST,
    )
    if subprocess:  # the train pool's missing blocks, made once here rather than in each worker
        for name in levels:
            pool = task_indices or range(cache.TRAIN_TASKS)
            cache.train_cache(difficulty_level(name)).ensure(pool)
    vector = SubprocVecEnv(factories) if subprocess else DummyVecEnv(factories)
    vector.seed(seed)
    if checkpoint is not None:
        model = PPO.load(checkpoint, env=vector, device="cpu")  # torn: a ValueError naming it
    else:
        hyper = {k: v for k, v in settings.items() if k != "algo" and k not in ENV_SETTINGS}
        model = PPO("MlpPolicy", vector, seed=seed, device="cpu", verbose=0, **hyper)
    # SB3's default logger makes an empty /tmp/SB3-<time> folder per run; this one writes nothing.
    model.set_logger(Logger(folder=None, output_formats=[]))
    if checkpoint_every is not None:
        files.write_text(out / CHECKPOINT_CONFIG, json.dumps(arguments, indent=2) + "\n")
        saver = _checkpoint_callback(out, checkpoint_every, model.num_timesteps)
        callback = saver if callback is None else CallbackList([saver, callback])
    if curriculum is not None:
        climber = curriculum_callback(curriculum)
        callback = climber if callback is None else CallbackList([climber, callback])
    done = model.num_timesteps
    started = time.perf_counter()
    if steps > done:
        with collector_threshold():  # SubprocVecEnv's workers keep Python's default
            model.learn(
                total_timesteps=steps - done,
                progress_bar=progress_bar,
                callback=callback,
                reset_num_timesteps=checkpoint is None,
            )
    wall = max(time.perf_counter() - started, 1e-9)
    vector.close()
    model.save(out / MODEL_FILE)
    config = {
        **settings,
        "setting": setting,
        "steps": steps,
        "n_envs": n_envs,
        "seed": seed,
        "tasks": arguments["tasks"],
        "task_indices": arguments["task_indices"],
        "difficulty": arguments["difficulty"],
        "wall_s": round(wall, 1),
        "steps_per_s": round((steps - done) / wall, 1),
    }
    if curriculum is not None:
        config["curriculum"] = curriculum.state()
    if checkpoint is not None:
        config["resumed_at"] = done
    (out / CONFIG_FILE).write_text(json.dumps(config, indent=2) + "\n", encoding="utf-8")
    # The model is saved: the checkpoint has served.
    (out / CHECKPOINT_FILE).unlink(missing_ok=True)
    (out / CHECKPOINT_CONFIG).unlink(missing_ok=True)
    return config


def _curriculum_knobs(curriculum: Curriculum) -> dict[str, Any]:
    return {
        "threshold": curriculum.threshold,
        "window": curriculum.window,
        "review": curriculum.review,
    }


def _checkpoint(out: Path, arguments: dict[str, Any], resume: bool) -> Path | None:
    """The checkpoint to resume from (None for a fresh start), after checking it fits."""
    path, saved = out / CHECKPOINT_FILE, out / CHECKPOINT_CONFIG
    if not resume:
        if path.exists():
            raise ValueError(
                f"{path} holds an interrupted run: --resume continues it; delete it (or give "
                "another --out) to start afresh"
            )
        return None
    if not path.exists() or not saved.exists():
        raise ValueError(f"nothing to resume: no {CHECKPOINT_FILE} in {out}")
    try:
        before = json.loads(saved.read_text(encoding="utf-8"))
    except ValueError as error:
        before = error
    if not isinstance(before, dict):
        raise ValueError(
            f"{saved} is unreadable ({before}): delete it and {CHECKPOINT_FILE} to start afresh"
        )
    changed = sorted(k for k in {*before, *arguments} if before.get(k) != arguments.get(k))
    changed = [k for k in changed if k != "steps"]  # a resumed run may go further
    if changed:
        raise ValueError(
            f"the checkpoint in {out} was trained with other arguments: {', '.join(changed)}"
        )
    return path


def _checkpoint_callback(out: Path, every: int, start: int) -> Any:
    """An SB3 callback that saves the model to ``out/checkpoint.zip`` (replaced whole) at the end
    of the first rollout after every ``every`` steps (counted from ``start``)."""
    from stable_baselines3.common.callbacks import BaseCallback

    class Checkpoints(BaseCallback):
        def __init__(self) -> None:
            super().__init__()
            self.saved_at = start

        def _on_step(self) -> bool:
            return True

        def _on_rollout_end(self) -> None:
            if self.num_timesteps - self.saved_at >= every:
                partial = out / f"{CHECKPOINT_FILE}.partial.zip"
                self.model.save(partial)
                os.replace(partial, out / CHECKPOINT_FILE)
                self.saved_at = self.num_timesteps

    return Checkpoints()
