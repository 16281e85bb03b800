"""A trained policy (Stable-Baselines3) as an agent of the common protocol.

It reads the text observations back into typed statements (``uncoenv.agents.reading``) and
encodes them with the training wrappers' array layout (``uncoenv.envs.arrays``), so
``uncoenv eval --agent sb3:models/NAME`` evaluates it through the same runner and report as any
other agent. Stable-Baselines3 and torch are imported only when a policy is loaded.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from uncoenv.agents.base import Action, Agent
from uncoenv.agents.reading import Reading, Vocabulary
from uncoenv.envs import arrays

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

    def __init__(
        self, path: Path | str, deterministic: bool = True, formats: Vocabulary | None = None
    ) -> None:
        super().__init__()
        self.path = Path(path)
        self.model, self.training = load_policy(self.path)
        self.layout = arrays.layout_of(self.model.observation_space.shape[0])
        self.deterministic = deterministic
        self.formats = formats
        self.reading: Reading | None = None
        self.round = 0

    def reset(self, seed: int | None = None) -> None:
        super().reset(seed)
        self.reading, self.round = None, 0

    def act(self, observation: str, info: dict[str, Any]) -> Action:
        if self.reading is None:
            self.reading = Reading(observation, self.formats)
        else:
            self.reading.absorb(observation)
        evidence = self.reading.evidence
        features = arrays.encode(evidence, self.round, layout=self.layout)
        choice, _ = self.model.predict(features, deterministic=self.deterministic)
        action = arrays.decode(choice, evidence, self.layout)
        self.round += 1
        evidence.sent([q["role"] for q in action.get("queries", [])], self.round)
        return action

    def config(self) -> dict[str, Any]:
        return {"agent": self.name, "model": str(self.path), "training": self.training}
