"""Wrappers for trained policies: arrays in, discrete choices out (Stable-Baselines3 ready).

``RecoveryActions(EvidenceObservation(env))`` turns the text environment into a Box observation
of the evidence gathered and a MultiDiscrete action of per-colleague requests plus one head
(query / wait / finalize). The layouts are in ``uncoenv.envs.arrays``; the observation comes from
the environment's observer, so the wrappers play any valid task, hand-written ones included. The
colleagues still read text: each choice becomes the message a careful coordinator would write.

``make_recovery_env`` builds the pair, with ``render_mode=None`` by default: SB3's
``make_vec_env`` asks for "rgb_array", which a text environment cannot give, so build vector
environments from this factory (or pass ``env_kwargs={"render_mode": None}``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import gymnasium as gym
import numpy as np

from uncoenv.envs import arrays
from uncoenv.envs.core import UnCoEnv
from uncoenv.envs.evidence import Evidence
from uncoenv.tasks.faults import SETTING_PLANS


def _shows_notes(env: gym.Env) -> bool:
    """Whether the environment's setting shows shared notes (its arrays have their features)."""
    return SETTING_PLANS[env.unwrapped.setting].notes


def _layout(env: gym.Env, layout: arrays.Layout | None) -> arrays.Layout:
    """The layout asked for, else the one the environment's level fits."""
    return arrays.layout_for(env.unwrapped.difficulty) if layout is None else layout


class EvidenceObservation(gym.ObservationWrapper):
    """The evidence the replies so far state, as a flat array (``uncoenv.envs.arrays``).

    The environment's observer makes it from the same typed replies as the text; ``evidence``
    holds them (``env.get_wrapper_attr("evidence")``; None before the first reset).

    Args:
        env: The text environment.
        layout: The arrays' slots (default: the ones the environment's level fits; a curriculum
            over levels passes ``arrays.LARGEST``).
    """

    def __init__(self, env: gym.Env, layout: arrays.Layout | None = None) -> None:
        super().__init__(env)
        self.layout = _layout(env, layout)
        self.observation_space = arrays.observation_space(_shows_notes(env), self.layout)

    @property
    def evidence(self) -> Evidence | None:
        """The episode's evidence (the environment observer's)."""
        observer = self.env.unwrapped.observer
        return None if observer is None else observer.evidence

    def observation(self, observation: str) -> np.ndarray:
        return self.env.unwrapped.observer.tensor(self.layout)


class RecoveryActions(gym.ActionWrapper):
    """Per-colleague requests and one head, turned into the text action colleagues read
    (``layout`` as for ``EvidenceObservation``)."""

    def __init__(self, env: gym.Env, layout: arrays.Layout | None = None) -> None:
        super().__init__(env)
        self.layout = _layout(env, layout)
        self.action_space = arrays.action_space(_shows_notes(env), self.layout)

    def action(self, action: np.ndarray) -> dict[str, Any]:
        """The text action of a choice in ``action_space``.

        Raises:
            ValueError: The choice is not in the space (a wrong length, an entry out of range
                or negative, not an integer), naming the space.
        """
        try:
            choice = np.asarray(action)
            valid = self.action_space.contains(choice)
        except (TypeError, ValueError):  # e.g. a ragged list
            valid = False
        if not valid:
            raise ValueError(
                f"RecoveryActions: {action!r} is not a choice of {self.action_space}: "
                f"{len(self.action_space.nvec)} integers, entry i in [0, nvec[i])"
            )
        evidence = self.env.get_wrapper_attr("evidence")
        return arrays.decode(choice, evidence, self.layout)


class InformationBonus(gym.Wrapper):
    """A training bonus for evidence gathered: reward += scale * (phi(s') - phi(s)), where phi
    is the share of the facts the decision needs that are known exactly.

    The bonus is not taken back at the end (it is not potential-based): over an episode it adds
    ``scale`` times the share of the needed facts the agent established. Without it, PPO
    settles early on answering "nobody qualifies" before asking anyone (right in a quarter of
    the tasks); with it, asking pays at once and the learner finds the recoveries. Evaluate
    without it: the environment's own reward is joint correctness.
    """

    def __init__(self, env: gym.Env, scale: float = 0.5) -> None:
        super().__init__(env)
        self.scale = scale
        self.potential = 0.0

    def reset(self, **kwargs: Any) -> tuple[Any, dict[str, Any]]:
        observation, info = self.env.reset(**kwargs)
        self.potential = self._phi()
        return observation, info

    def step(self, action: Any) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        observation, reward, terminated, truncated, info = self.env.step(action)
        potential = self._phi()
        reward += self.scale * (potential - self.potential)
        self.potential = potential
        return observation, float(reward), terminated, truncated, info

    def _phi(self) -> float:
        evidence = self.env.get_wrapper_attr("evidence")
        return 0.0 if evidence is None else evidence.known_share()


def make_recovery_env(
    setting: str = "mixed",
    split: str = "train",
    max_rounds: int | None = None,
    round_cost: float = 0.0,
    shaping: float = 0.0,
    render_mode: str | None = None,
    task_indices: Sequence[int] | None = None,
    layout: arrays.Layout | None = None,
    **env_kwargs: Any,
) -> gym.Env:
    """The environment with both wrappers, ready for Stable-Baselines3.

    Args:
        setting: The UnCo setting.
        split: "train" (the procedural stream) or "test" (the benchmark).
        max_rounds: Round budget (None: the level's).
        round_cost: Reward subtracted per step.
        shaping: Scale of the ``InformationBonus`` (0: none; for training only).
        render_mode: None, "ansi" or "human".
        task_indices: Draw tasks only from these indices of the split.
        layout: The arrays' slots (default: the ones the level fits).
        **env_kwargs: Passed on to ``UnCoEnv`` (``misleading_roles=2``, ``difficulty="hard"``).
    """
    env: gym.Env = UnCoEnv(
        setting=setting,
        split=split,
        max_rounds=max_rounds,
        round_cost=round_cost,
        render_mode=render_mode,
        task_indices=task_indices,
        **env_kwargs,
    )
    env = RecoveryActions(EvidenceObservation(env, layout), layout)
    return InformationBonus(env, scale=shaping) if shaping else env
