"""Gymnasium environments (installed as ``uncoenv.envs``).

``import uncoenv`` registers ``UnCo-{Reliable,Misaligned,Incomplete,Missed,Mixed}-v0`` and the
notes settings ``UnCo-{ReliableNotes,Misleading,SharedNotes,MisleadingBoth}-v0``; all are
``UnCoEnv`` with a different ``setting`` (ids from ``uncoenv.tasks.faults.SETTING_PLANS``).
"""

from __future__ import annotations

from gymnasium.envs.registration import register, registry

from uncoenv.envs.core import SPLITS, UnCoEnv
from uncoenv.tasks.faults import SETTING_PLANS

ENV_IDS: dict[str, str] = {name: plan.env_id for name, plan in SETTING_PLANS.items()}
"""Every setting's Gymnasium id ("UnCo-Mixed-v0", "UnCo-SharedNotes-v0")."""

__all__ = ["ENV_IDS", "SPLITS", "UnCoEnv", "register_envs"]


def register_envs() -> None:
    """Register every setting's environment with Gymnasium (once per process)."""
    for setting, env_id in ENV_IDS.items():
        if env_id not in registry:
            register(
                id=env_id, entry_point="uncoenv.envs.core:UnCoEnv", kwargs={"setting": setting}
            )
