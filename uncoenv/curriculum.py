"""A curriculum over the difficulty levels: the level rises as a policy's accuracy does.

reasoning-gym's curricula are the model: a small object that holds the current level, is told
each episode's outcome, and moves on once the recent accuracy passes a threshold. ``Curriculum``
is pure (no learner, no environment); ``CurriculumCallback`` feeds it from Stable-Baselines3's
episode ends and moves the environments of the vector to the new level (``UnCoEnv.
set_difficulty``). A policy trained this way sees the largest array layout at every level
(``uncoenv.envs.arrays.LARGEST``), so the one policy plays them all.

Once past a level, a share of the vector (``review``) keeps replaying the levels behind: a run
that trained on the last level alone forgot the first (measured: a PPO climb without review
scored 47.7-69.7% on the standard benchmark after reaching 99.8-100% on the expert one; with
review 0.2, 99.1-100% on every level).
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
        threshold: The accuracy over the last ``window`` episodes at the current level that
            moves to the next level.
        window: Episodes the accuracy is measured over (a full window is needed to move).
        review: Once past the first level, the share of the environments that replay the
            levels behind (``level_for``), so that a policy does not forget them.

    Raises:
        ValueError: no levels, an unknown one, a threshold outside (0, 1], a window below 1 or
            a review share outside [0, 1).
    """

    def __init__(
        self,
        levels: Sequence[str] = tuple(LEVELS),
        threshold: float = 0.9,
        window: int = 500,
        review: float = 0.2,
    ) -> None:
        if not levels:
            raise ValueError("a curriculum needs at least one level")
        for name in levels:
            level(name)  # named when unknown
        if not 0.0 < threshold <= 1.0:
            raise ValueError(f"threshold must be in (0, 1], got {threshold!r}")
        if window < 1:
            raise ValueError(f"window must be at least 1, got {window!r}")
        if not 0.0 <= review < 1.0:
            raise ValueError(f"review must be in [0, 1), got {review!r}")
        self.levels = tuple(levels)
        self.threshold = threshold
        self.window = window
        self.review = review
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

    def level_for(self, slot: int, slots: int) -> str:
        """The level environment ``slot`` of a vector of ``slots`` plays: the first
        ``round(review * slots)`` slots (never all) cycle through the levels already passed,
        the others play the current level."""
        reviewing = min(round(self.review * slots), slots - 1) if self.stage else 0
        return self.levels[slot % self.stage] if slot < reviewing else self.level

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
            "review": self.review,
            "level": self.level,
            "episodes": self.episodes,
            "history": [dict(step) for step in self.history],
        }


def curriculum_callback(curriculum: Curriculum) -> Any:
    """A Stable-Baselines3 callback that feeds ``curriculum`` the joint correctness of each
    episode finished at its current level, and sets each environment of the vector to its level
    (``Curriculum.level_for``) when it moves.

    The level changes from each environment's next reset on; an episode under way ends at the
    level it began with. Needs the ``rl`` extra (imported here only).
    """
    from stable_baselines3.common.callbacks import BaseCallback

    class CurriculumCallback(BaseCallback):
        def __init__(self) -> None:
            super().__init__()
            self.curriculum = curriculum

        def _on_training_start(self) -> None:
            self._assign()

        def _assign(self) -> None:
            slots = self.training_env.num_envs
            for slot in range(slots):
                level = curriculum.level_for(slot, slots)
                self.training_env.env_method("set_difficulty", level, indices=[slot])

        def _on_step(self) -> bool:
            slots = len(self.locals["dones"])
            ended = zip(self.locals["dones"], self.locals["infos"], strict=True)
            for slot, (done, info) in enumerate(ended):
                if not done or "correct_decision" not in info:
                    continue
                if curriculum.level_for(slot, slots) != curriculum.level:
                    continue  # a review of a level passed: not this level's accuracy
                if curriculum.record(info["correct_decision"] and info["correct_numeric"]):
                    self._assign()
            self.logger.record("curriculum/stage", curriculum.stage)
            return True

    return CurriculumCallback()
