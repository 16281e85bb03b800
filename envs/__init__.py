"""Gymnasium environments (installed as ``uncoenv.envs``).

``import uncoenv`` registers ``UnCo-{Reliable,Misaligned,Incomplete,Missed,Mixed}-v0``; all five
are ``UnCoEnv`` with a different ``setting``.
"""

from __future__ import annotations

from gymnasium.envs.registration import register, registry

from uncoenv.envs.core import SPLITS, UnCoEnv

ENV_IDS: dict[str, str] = {
    setting: f"UnCo-{setting.capitalize()}-v0"
    for setting in ("reliable", "misaligned", "incomplete", "missed", "mixed")
}

__all__ = ["ENV_IDS", "SPLITS", "UnCoEnv", "register_envs"]


def register_envs() -> None:
    """Register the five environments with Gymnasium (once per process)."""
    for setting, env_id in ENV_IDS.items():
        if env_id not in registry:
            register(
                id=env_id, entry_point="uncoenv.envs.core:UnCoEnv", kwargs={"setting": setting}
            )
