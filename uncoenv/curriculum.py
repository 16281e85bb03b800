"""A curriculum over the difficulty levels: the level rises as a policy's accuracy does.

reasoning-gym's curricula are the model: a small object that holds the current level, is told
each episode's outcome, and moves on once the recent accuracy passes a threshold. ``Curriculum``
is pure (no learner, no environment); ``CurriculumCallback`` feeds it from Stable-Baselines3's
episode ends and moves every environment of the vector to the new level (``UnCoEnv.
set_difficulty``). A policy trained this way sees the largest array layout at every level
(``uncoenv.envs.arrays.LARGEST``), so the one policy plays them all.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from typing import Any

from uncoenv.tasks.difficulty import LEVELS, level


class Curriculum:
    """The level a learner trains at, raised when its recent accuracy is high enough.

    Args:
        levels: The levels, easiest first (default: every shipped level).
        threshold: The accuracy over the last ``window`` episodes that moves to the next level.
        window: Episodes the accuracy is measured over (a full window is needed to move).

    Raises:
        ValueError: no levels, an unknown one, a threshold outside (0, 1] or a window below 1.
    """

    def __init__(
        self, levels: Sequence[str] = tuple(LEVELS), threshold: float = 0.9, window: int = 500
    ) -> None:
        if not levels:
            raise ValueError("a curriculum needs at least one level")
        for name in levels:
            level(name)  # named when unknown
        if not 0.0 < threshold <= 1.0:
            raise ValueError(f"threshold must be in (0, 1], got {threshold!r}")
        if window < 1:
            raise ValueError(f"window must be at least 1, got {window!r}")
        self.levels = tuple(levels)
        self.threshold = threshold
        self.window = window
        self.stage = 0
        self.episodes = 0
        self.recent: deque[bool] = deque(maxlen=window)
        self.history: list[dict[str, Any]] = [{"level": self.level, "episodes": 0}]

    @property
    def level(self) -> str:
        """The current level's name."""
        return self.levels[self.stage]

    @property
    def accuracy(self) -> float | None:
        """Accuracy over the recent episodes at this level (None before any)."""
        return sum(self.recent) / len(self.recent) if self.recent else None

    def record(self, correct: bool) -> bool:
        """Count one finished episode; True when it moves the curriculum to the next level."""
        self.episodes += 1
        self.recent.append(bool(correct))
        full = len(self.recent) == self.window
        if not full or self.stage + 1 >= len(self.levels) or self.accuracy < self.threshold:
            return False
        self.history[-1]["accuracy"] = self.accuracy
        self.stage += 1
        self.recent.clear()
        self.history.append({"level": self.level, "episodes": self.episodes})
        return True

    def state(self) -> dict[str, Any]:
        """What a saved model's config records of the curriculum."""
        return {
            "levels": list(self.levels),
            "threshold": self.threshold,
            "window": self.window,
            "level": self.level,
            "episodes": self.episodes,
            "history": [dict(step) for step in self.history],
        }


def curriculum_callback(curriculum: Curriculum) -> Any:
    """A Stable-Baselines3 callback that feeds ``curriculum`` each finished episode's joint
    correctness and sets every environment of the vector to its level when it moves.

    The level changes from each environment's next reset on; an episode under way ends at the
    level it began with. Needs the ``rl`` extra (imported here only).
    """
    from stable_baselines3.common.callbacks import BaseCallback

    class CurriculumCallback(BaseCallback):
        def __init__(self) -> None:
            super().__init__()
            self.curriculum = curriculum

        def _on_training_start(self) -> None:
            self.training_env.env_method("set_difficulty", curriculum.level)

        def _on_step(self) -> bool:
            for done, info in zip(self.locals["dones"], self.locals["infos"], strict=True):
                if done and "correct_decision" in info:
                    correct = info["correct_decision"] and info["correct_numeric"]
                    if curriculum.record(correct):
                        self.training_env.env_method("set_difficulty", curriculum.level)
            self.logger.record("curriculum/stage", curriculum.stage)
            return True

    return CurriculumCallback()
