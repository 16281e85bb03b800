"""Text observations as a Gymnasium space.

The character set, the length limit and the folding into them live in ``uncoenv.tasks.text``
(the task checks need them too); they are re-exported here under their old names.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

import numpy as np
from gymnasium import spaces
from gymnasium.vector.utils import read_from_shared_memory

from uncoenv.tasks.text import CHARSET, MAX_OBSERVATION, fit, sanitize

__all__ = ["CHARSET", "MAX_OBSERVATION", "SharedText", "fit", "sanitize", "text_space"]


def text_space(max_length: int = MAX_OBSERVATION) -> SharedText:
    """The observation space: text of 1 to ``max_length`` characters from ``CHARSET``."""
    return SharedText(max_length=max_length, min_length=1, charset=CHARSET)


class SharedText(spaces.Text):
    """A ``Text`` space whose observations pass through ``AsyncVectorEnv``'s shared memory.

    Gymnasium reads a ``Text`` shared memory once, into a tuple of strings, when the vector env
    starts; the workers' later writes never reach it, so every observation came back as the
    first character of the set repeated (32,768 tabs). Read as ``_SharedTexts``, each access
    decodes what the workers last wrote.
    """


@read_from_shared_memory.register(SharedText)
def _read_shared_texts(space: SharedText, shared_memory: Any, n: int = 1) -> _SharedTexts:
    return _SharedTexts(space, shared_memory, n)


class _SharedTexts(Sequence[str]):
    """The current observations of ``n`` sub-environments, decoded from shared memory.

    ``AsyncVectorEnv`` hands out a deep copy (a tuple of strings, as for any ``Text`` space)
    unless it was made with ``copy=False``.
    """

    def __init__(self, space: SharedText, shared_memory: Any, n: int) -> None:
        self._rows = np.frombuffer(shared_memory.get_obj(), dtype=np.int32).reshape(
            n, space.max_length
        )
        self._characters = np.array((*space.character_list, ""))

    def __len__(self) -> int:
        return len(self._rows)

    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, slice):
            return tuple(self)[index]
        return "".join(self._characters[np.minimum(self._rows[index], len(self._characters) - 1)])

    def __iter__(self) -> Iterator[str]:
        return (self[i] for i in range(len(self)))

    def __eq__(self, other: object) -> bool:
        return tuple(self) == (tuple(other) if isinstance(other, Sequence) else other)

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return repr(tuple(self))

    def __deepcopy__(self, memo: dict[int, Any]) -> tuple[str, ...]:
        return tuple(self)
