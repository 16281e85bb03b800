"""The episodes a trainer's dataset names: which task, in which setting, with which seed.

Every trainer adapter builds its dataset rows from ``episode_rows``, so an episode is always a
pure function of its row (§9 of the ecosystem review: seeds come from the dataset row).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from uncoenv.envs.core import SPLITS
from uncoenv.tasks import dataset
from uncoenv.tasks.faults import UNCOBENCH
from uncoenv.tasks.models import SETTINGS

TRAIN_TASKS = 2**31
"""Task indices of the procedural train split that rows draw from."""


def settings_named(settings: str | Sequence[str]) -> tuple[str, ...]:
    """The settings that ``settings`` names: "all" (the paper's five), one setting, or a
    sequence of them."""
    if settings == "all":
        return UNCOBENCH
    names = (settings,) if isinstance(settings, str) else tuple(settings)
    unknown = [s for s in names if s not in SETTINGS]
    if unknown or not names:
        raise ValueError(f"unknown settings {unknown}; expected some of {SETTINGS} or 'all'")
    return names


def episode_rows(
    settings: str | Sequence[str], split: str, n: int, seed: int
) -> list[dict[str, Any]]:
    """``n`` task groups, each once in every setting named, as rows of episode parameters.

    The tasks are ``n`` distinct indices of the split drawn from a Generator seeded with
    ``seed`` (in increasing order; ``split="test"`` with ``n=1000`` is the whole benchmark). Each
    task group gets one episode seed, shared by its settings, so its episodes are paired as in
    the UnCoBench method.

    Args:
        settings: "all", a setting, or a sequence of settings.
        split: "train" (the procedural stream) or "test" (the shipped benchmark).
        n: Task groups.
        seed: Seeds the draw of the tasks and of the episode seeds.

    Returns:
        Rows ``{"setting", "split", "task_index", "seed"}``, task by task, each task's settings
        in the order given: what ``reset`` of every adapter takes.
    """
    names = settings_named(settings)
    if split not in SPLITS:
        raise ValueError(f"split must be one of {SPLITS}, got {split!r}")
    population = len(dataset.load_benchmark()) if split == "test" else TRAIN_TASKS
    if not 0 < n <= population:
        raise ValueError(f"n must be between 1 and {population:,} for split {split!r}, got {n}")
    rng = np.random.default_rng(seed)
    tasks = np.sort(rng.choice(population, size=n, replace=False))
    seeds = rng.integers(2**31, size=n)
    return [
        {"setting": setting, "split": split, "task_index": int(task), "seed": int(episode_seed)}
        for task, episode_seed in zip(tasks, seeds, strict=True)
        for setting in names
    ]
