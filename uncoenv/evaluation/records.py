"""One line of ``runs/NAME/episodes.jsonl``: everything about one finished episode."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field


class Step(BaseModel):
    """One round: the agent's action and what came back."""

    model_config = ConfigDict(extra="forbid")

    action: Any
    observation: str
    reward: float
    replied_roles: list[str] = Field(default_factory=list)
    invalid: bool = False


class EpisodeRecord(BaseModel):
    """A finished (or errored) episode.

    ``key`` identifies the episode within a run configuration: task, setting, trial and the hash
    of the configuration. An episode with ``error`` set failed for infrastructure reasons (a
    provider that kept failing, a crash); it is reported apart and re-run on resume.
    """

    model_config = ConfigDict(extra="forbid")

    key: str
    config_hash: str
    agent: str
    model: str | None = None
    split: str
    task_id: str
    task_index: int
    setting: str
    trial: int
    seed: int
    brief: str = ""
    steps: list[Step] = Field(default_factory=list)
    rounds: int = 0
    reward: float = 0.0
    correct: bool = False
    correct_decision: bool = False
    correct_numeric: bool = False
    terminated: bool = False
    truncated: bool = False
    invalid_actions: int = 0
    final: dict[str, Any] | None = None
    answer: dict[str, Any] | None = None
    faults: list[dict[str, Any]] = Field(default_factory=list)
    recovery: list[dict[str, Any]] = Field(default_factory=list)
    calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost: float = 0.0
    duration_s: float = 0.0
    error: str | None = None


def episode_key(task_id: str, setting: str, trial: int, config_hash: str) -> str:
    """The resume key of an episode."""
    return f"{task_id}|{setting}|{trial}|{config_hash}"
