"""Text observations as a Gymnasium space.

The character set, the length limit and the folding into them live in ``uncoenv.tasks.text``
(the task checks need them too); they are re-exported here under their old names.
"""

from __future__ import annotations

from gymnasium import spaces

from uncoenv.tasks.text import CHARSET, MAX_OBSERVATION, fit, sanitize

__all__ = ["CHARSET", "MAX_OBSERVATION", "fit", "sanitize", "text_space"]


def text_space(max_length: int = MAX_OBSERVATION) -> spaces.Text:
    """The observation space: text of 1 to ``max_length`` characters from ``CHARSET``."""
    return spaces.Text(max_length=max_length, min_length=1, charset=CHARSET)
