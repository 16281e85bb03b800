"""The agent protocol: every agent, scripted or LLM, and the evaluation runner speak it.

An episode is ``reset(seed)`` then, each round, ``act(observation, info)`` (or its async twin
``aact``) returning an action for the environment: JSON text, a dict or a typed model.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any

from uncoenv.envs.actions import finalize
from uncoenv.providers import ProviderError

__all__ = ["Action", "Agent", "ProviderError", "Usage", "diagnosed", "finalize"]

Action = str | dict[str, Any]


@dataclass
class Usage:
    """What an agent spent on model calls in the current episode."""

    calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost: float = 0.0

    def add(self, prompt_tokens: int, completion_tokens: int, cost: float) -> None:
        """Count one model call."""
        self.calls += 1
        self.prompt_tokens += prompt_tokens
        self.completion_tokens += completion_tokens
        self.cost += cost


def diagnosed(
    action: dict[str, Any], unreliable: list[dict[str, str]], beliefs: dict[str, dict[str, Any]]
) -> dict[str, Any]:
    """A finalize action with the agent's diagnosis: the colleagues it found unreliable, as
    ``{"role", "kind"}``, and the values it holds, ``{candidate: {fact: value}}``."""
    return {**action, "unreliable": unreliable, "beliefs": beliefs}


class Agent(ABC):
    """An agent that plays UnCo episodes.

    Subclasses implement ``act``; ``aact`` runs it by default, and agents that wait on I/O (an
    LLM) override ``aact`` so many episodes can run concurrently.
    """

    name: str = "agent"

    def __init__(self) -> None:
        self.usage = Usage()

    def reset(self, seed: int | None = None) -> None:
        """Start a new episode (``seed`` seeds any randomness of the agent's own)."""
        self.usage = Usage()

    @abstractmethod
    def act(self, observation: str, info: dict[str, Any]) -> Action:
        """The action for this round, given the latest observation."""

    async def aact(self, observation: str, info: dict[str, Any]) -> Action:
        """The async form of ``act``."""
        return self.act(observation, info)

    def config(self) -> dict[str, Any]:
        """What identifies this agent's behaviour in a run's configuration hash."""
        return {"agent": self.name}
