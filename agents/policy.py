"""A trained policy (Stable-Baselines3) as an agent of the common protocol.

It reads the text observations with the same evidence model and array layout as the training
wrappers (``uncoenv.envs.wrappers``), so ``uncoenv eval --agent sb3:models/NAME`` evaluates it
through the same runner and report as any other agent. Stable-Baselines3 and torch are
imported only when a policy is loaded.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from uncoenv.agents import arrays
from uncoenv.agents.base import Action, Agent
from uncoenv.agents.evidence import Evidence

MODEL_FILE = "model.zip"
CONFIG_FILE = "config.json"


def load_policy(path: Path) -> tuple[Any, dict[str, Any]]:
    """The saved model and its training configuration.

    Raises:
        FileNotFoundError: naming the missing file.
        ImportError: without the rl extra.
        ValueError: naming a configuration or model file that does not load.
    """
    path = Path(path)
    for name in (MODEL_FILE, CONFIG_FILE):
        if not (path / name).exists():
            raise FileNotFoundError(
                f"{path / name} not found: train with `uncoenv train --out {path}`"
            )
    try:
        config = json.loads((path / CONFIG_FILE).read_text(encoding="utf-8"))
    except ValueError as error:  # not UTF-8, or not JSON
        raise ValueError(f"{path / CONFIG_FILE} is not a JSON training configuration") from error
    if not isinstance(config, dict) or config.get("algo") != "ppo":
        raise ValueError(f'{path / CONFIG_FILE} names no known algorithm ("algo": "ppo")')
    try:
        import stable_baselines3
    except ImportError as error:
        raise ImportError(
            "trained policies need the rl extra: pip install 'uncoenv[rl]'"
        ) from error
    try:
        model = stable_baselines3.PPO.load(path / MODEL_FILE, device="cpu")
    except Exception as error:  # SB3 raises what its zip and torch readers raise
        raise ValueError(f"{path / MODEL_FILE} does not load: {error}") from error
    return model, config


class PolicyAgent(Agent):
    """Plays with a trained policy: text in, the evidence as arrays, a choice out as text."""

    name = "sb3"

    def __init__(self, path: Path | str, deterministic: bool = True) -> None:
        super().__init__()
        self.path = Path(path)
        self.model, self.training = load_policy(self.path)
        self.deterministic = deterministic
        self.evidence: Evidence | None = None
        self.round = 0

    def reset(self, seed: int | None = None) -> None:
        super().reset(seed)
        self.evidence, self.round = None, 0

    def act(self, observation: str, info: dict[str, Any]) -> Action:
        if self.evidence is None:
            self.evidence = Evidence.from_brief(observation)
        else:
            self.evidence.absorb(observation)
        features = arrays.encode(self.evidence, self.round)
        choice, _ = self.model.predict(features, deterministic=self.deterministic)
        action = arrays.decode(choice, self.evidence)
        self.round += 1
        self.evidence.sent([q["role"] for q in action.get("queries", [])], self.round)
        return action

    def config(self) -> dict[str, Any]:
        return {"agent": self.name, "model": str(self.path), "training": self.training}
