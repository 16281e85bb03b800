"""Teams: several main agents share one task (seed 003, "Worse Together"), as a PettingZoo
``ParallelEnv``.

    from uncoenv.teams import parallel_env
    env = parallel_env("misaligned", formation="peer", seats=3, split="test")
    observations, infos = env.reset(seed=0)

The formations (``FORMATIONS``): ``solo`` (one seat with every record), ``coordinator`` (one
seat reaching every colleague: today's single-agent env), ``peer`` (seats sharing the
colleagues, with a team channel and direct messages) and ``silent`` (the same shares, no
channel). ``uncoenv.teams.metrics`` reads what the team did.
"""

from __future__ import annotations

from typing import Any

from uncoenv.teams.env import TeamEnv
from uncoenv.teams.formation import COMMIT_RULES, FORMATIONS, MAX_SEATS, TEAM_REWARDS, Team

__all__ = [
    "COMMIT_RULES",
    "FORMATIONS",
    "MAX_SEATS",
    "TEAM_REWARDS",
    "Team",
    "TeamEnv",
    "parallel_env",
]

_TEAM_FIELDS = set(Team.model_fields)


def parallel_env(
    setting: str = "reliable",
    formation: str = "peer",
    seats: int | None = None,
    render_mode: str | None = None,
    **kwargs: Any,
) -> TeamEnv:
    """A team environment.

    Args:
        setting: Any setting of ``uncoenv.ENV_IDS``.
        formation: One of ``FORMATIONS``.
        seats: Seats (1 for solo and coordinator; 2 to ``MAX_SEATS`` otherwise, default 3).
        render_mode: "ansi", "human" or None.
        **kwargs: The team's options (``Team``: commit, lead, charter, house_rules, reward)
            and the single-agent env's arguments (split, max_rounds, intervention, ...).

    Raises:
        ValueError: an option out of range, naming it (pydantic's message for the team's).
    """
    team_options = {key: kwargs.pop(key) for key in list(kwargs) if key in _TEAM_FIELDS}
    team = Team(formation=formation, seats=seats or 0, **team_options)
    return TeamEnv(setting, team, render_mode=render_mode, **kwargs)
