"""Training recovery policies with Stable-Baselines3 (the ``uncoenv train`` command).

PPO learns on the procedural train split through ``make_recovery_env``: array observations of
the evidence, MultiDiscrete requests, and a potential-based information bonus while training
(``InformationBonus``; evaluation uses the plain reward). Stable-Baselines3 and torch come from
the ``rl`` extra and are imported here only.
"""

from __future__ import annotations

import functools
import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from uncoenv.agents.policy import CONFIG_FILE, MODEL_FILE
from uncoenv.envs.wrappers import make_recovery_env
from uncoenv.tasks.models import SETTINGS

DEFAULTS: dict[str, Any] = {
    "algo": "ppo",
    "n_steps": 64,
    "batch_size": 160,
    "n_epochs": 10,
    "learning_rate": 3e-4,
    "ent_coef": 0.01,
    "gamma": 0.95,
    "shaping": 0.3,  # InformationBonus scale (training only)
    "round_cost": 0.03,  # per-step cost while training: finish once the evidence is in
}
ENV_SETTINGS = ("shaping", "round_cost")


def env_factories(setting: str, n_envs: int, **env_kwargs: Any) -> list[Callable[[], Any]]:
    """One factory per vector slot; "all" spreads the five settings over the slots."""
    settings = SETTINGS if setting == "all" else (setting,)
    unknown = [s for s in settings if s not in SETTINGS]
    if unknown:
        raise ValueError(f"unknown setting {setting!r}; expected one of {SETTINGS} or 'all'")
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
    **overrides: Any,
) -> dict[str, Any]:
    """Train a policy and save ``model.zip`` and ``config.json`` in ``out``.

    Args:
        out: The model directory.
        setting: A setting, or "all" (the slots cycle through the five).
        steps: Environment steps.
        n_envs: Environments in the vector.
        seed: Seed of the vector environment and the algorithm.
        subprocess: ``SubprocVecEnv`` (one process per environment) instead of ``DummyVecEnv``.
        progress_bar: Show SB3's progress bar.
        callback: An SB3 callback (learning curves).
        task_indices: Train on these tasks of the train stream only (a fixed set).
        **overrides: PPO hyperparameters and ``shaping``, over ``DEFAULTS``.

    Returns:
        The saved configuration, with the wall time and steps per second.
    """
    from stable_baselines3 import PPO
    from stable_baselines3.common.vec_env import DummyVecEnv, SubprocVecEnv

    settings = {**DEFAULTS, **overrides}
    if settings["algo"] != "ppo":
        raise ValueError(f"unknown algorithm {settings['algo']!r}; this release trains 'ppo'")
    factories = env_factories(
        setting,
        n_envs,
        shaping=settings["shaping"],
        round_cost=settings["round_cost"],
        task_indices=task_indices,
    )
    vector = SubprocVecEnv(factories) if subprocess else DummyVecEnv(factories)
    vector.seed(seed)
    hyper = {k: v for k, v in settings.items() if k != "algo" and k not in ENV_SETTINGS}
    model = PPO("MlpPolicy", vector, seed=seed, device="cpu", verbose=0, **hyper)
    started = time.perf_counter()
    model.learn(total_timesteps=steps, progress_bar=progress_bar, callback=callback)
    wall = time.perf_counter() - started
    vector.close()
    out.mkdir(parents=True, exist_ok=True)
    model.save(out / MODEL_FILE)
    config = {
        **settings,
        "setting": setting,
        "steps": steps,
        "n_envs": n_envs,
        "seed": seed,
        "wall_s": round(wall, 1),
        "steps_per_s": round(steps / wall, 1),
    }
    (out / CONFIG_FILE).write_text(json.dumps(config, indent=2) + "\n", encoding="utf-8")
    return config
