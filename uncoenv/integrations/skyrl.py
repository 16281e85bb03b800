"""SkyRL-gym: UnCo episodes as a ``BaseTextEnv`` (the ``skyrl`` extra).

The policy writes each action as text (JSON, found as tolerantly as the LLM agent finds it:
code fences, prose around it); the environment's replies come back as the next user message.
Register the class in the SkyRL entrypoint (inside the Ray task, where SkyRL builds its envs) and
train on rows from ``make_rows``, whose ``env_class`` is ``"unco"``:

    from uncoenv.integrations.skyrl import make_rows, register
    register()  # skyrl_gym.make("unco", env_config=..., extras=row) then builds UnCoTextEnv

``env_config`` (SkyRL's ``environment.skyrl_gym.unco``) may set the ``UnCoEnv`` arguments
``max_rounds``, ``round_cost`` and ``missed_reply_after``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from skyrl_gym.envs.base_text_env import BaseTextEnv, BaseTextEnvStepOutput, ConversationType

from uncoenv.envs.action_text import extract_action
from uncoenv.envs.core import UnCoEnv
from uncoenv.integrations.episodes import episode_rows
from uncoenv.prompts import system_prompt

ENV_CLASS = "unco"
"""The id UnCo episodes have in SkyRL-gym's registry and in a dataset row's ``env_class``."""


class UnCoTextEnv(BaseTextEnv):
    """One UnCo episode, named by the row's ``extra_info``, played in text.

    Args:
        env_config: ``UnCoEnv`` arguments (``max_rounds``, ``round_cost``,
            ``missed_reply_after``); None for the defaults.
        extras: The dataset row; its ``extra_info`` holds ``setting``, ``seed``, and optionally
            ``split`` (default "train") and ``task_index`` (default: the seed picks the task).
    """

    def __init__(
        self, env_config: Mapping[str, Any] | None = None, extras: Mapping[str, Any] | None = None
    ) -> None:
        super().__init__()
        episode = dict((extras or {}).get("extra_info") or {})
        missing = [key for key in ("setting", "seed") if key not in episode]
        if missing:
            raise ValueError(f"the row's extra_info needs {missing}; see make_rows")
        self._env = UnCoEnv(
            setting=episode["setting"],
            split=episode.get("split", "train"),
            **dict(env_config or {}),
        )
        self._seed = int(episode["seed"])
        index = episode.get("task_index")
        self._options = None if index is None else {"task_index": int(index)}
        self.max_turns = self._env.max_rounds
        self.info: dict[str, Any] = {}

    def init(self, prompt: ConversationType) -> tuple[ConversationType, dict[str, Any]]:
        """Start the episode: the brief joins the prompt's last user message (or becomes one)."""
        brief, self.info = self._env.reset(seed=self._seed, options=self._options)
        self.turns = 0
        chat = [dict(message) for message in prompt]
        if chat and chat[-1].get("role") == "user":
            text = chat[-1].get("content") or ""
            chat[-1]["content"] = f"{text}\n\n{brief}" if text else brief
        else:
            chat.append({"role": "user", "content": brief})
        return chat, {}

    def step(self, action: str) -> BaseTextEnvStepOutput:
        """Carry out the action written in the policy's text; the replies are the next message."""
        self.turns += 1
        observation, reward, terminated, truncated, self.info = self._env.step(
            extract_action(action)
        )
        done = terminated or truncated
        return BaseTextEnvStepOutput(
            observations=[] if done else [{"role": "user", "content": observation}],
            reward=float(reward),
            done=done,
            metadata=self.info,
        )

    def get_metrics(self) -> dict[str, Any]:
        """The episode's diagnostics (averaged over episodes by SkyRL)."""
        return {
            "rounds": self.info.get("round", 0),
            "invalid_actions": self.info.get("invalid_actions", 0),
            "correct_decision": self.info.get("correct_decision", False),
            "correct_numeric": self.info.get("correct_numeric", False),
        }


def register() -> None:
    """Register ``UnCoTextEnv`` with SkyRL-gym as ``"unco"`` (once per process)."""
    from skyrl_gym.envs.registration import register as skyrl_register
    from skyrl_gym.envs.registration import registry

    if ENV_CLASS not in registry:
        skyrl_register(id=ENV_CLASS, entry_point=f"{__name__}:UnCoTextEnv")


def make_rows(
    settings: str | Sequence[str] = "all", split: str = "train", n: int = 256, seed: int = 0
) -> list[dict[str, Any]]:
    """SkyRL dataset rows (write them to parquet for SkyRL's trainer).

    Args:
        settings: "all", a setting, or a sequence of settings.
        split: "train" (the procedural stream) or "test" (the shipped benchmark).
        n: Task groups (see ``uncoenv.integrations.episodes.episode_rows``).
        seed: Seeds the tasks and the episodes.

    Returns:
        Rows with ``data_source``, ``prompt`` (the system prompt; ``init`` adds the brief),
        ``env_class`` and ``extra_info`` (the episode); the environment scores, so there is no
        ``reward_spec``.
    """
    prompt = [{"role": "system", "content": system_prompt(tools=False)}]
    return [
        {
            "data_source": "uncoenv",
            "prompt": prompt,
            "env_class": ENV_CLASS,
            "extra_info": episode,
        }
        for episode in episode_rows(settings, split, n, seed)
    ]
