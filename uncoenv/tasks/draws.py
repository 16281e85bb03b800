"""numpy's ``default_rng`` draws, bit for bit, at a fraction of their per-call cost.

The generator makes about 100 small draws per task (an index below a few, a probability, a short
permutation). Each call into ``numpy.random.Generator`` costs about 2 µs of argument handling for
nanoseconds of arithmetic, which was a tenth of the time to generate a task. ``Draws`` takes the
same PCG64 stream in blocks of raw 64-bit words and applies numpy's own algorithms to them in
Python, so every value equals what ``numpy.random.default_rng(seed)`` gives for the same calls
in the same order (``tests/tasks/test_draws.py`` compares them over many mixed sequences; the
shipped benchmark's bytes depend on it):

- ``integers(n)``: Lemire's bounded integers on 32-bit halves of the words, low half first
  (``random_bounded_uint64_fill`` with a range below 2**32, ``pcg64_next32``'s buffered half);
- ``random()``: the top 53 bits of a whole word (``next_double``), leaving the buffered half;
- ``permutation(n)``: Fisher-Yates from the end, each index by masked rejection
  (``random_interval``).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

import numpy as np

_BLOCK = 128
"""Raw words fetched at once: a draft's draws take about 100."""
_UINT32 = 1 << 32
_DOUBLE = 1.0 / 9007199254740992.0  # 2**-53, as numpy's next_double


class Draws:
    """The draws of ``numpy.random.default_rng(seed)`` that the generator uses.

    Args:
        seed: Anything ``numpy.random.default_rng`` takes as a seed (``[seed, index, attempt]``).
    """

    __slots__ = ("_bits", "_half", "_words")

    def __init__(self, seed: int | Sequence[int]) -> None:
        self._bits = np.random.PCG64(seed)
        self._words = iter(())
        self._half: int | None = None  # the high half of a word whose low half was used

    def _word(self) -> int:
        word = next(self._words, None)
        if word is None:
            self._words = iter(self._bits.random_raw(_BLOCK).tolist())
            word = next(self._words)
        return word

    def _uint32(self) -> int:
        half = self._half
        if half is not None:
            self._half = None
            return half
        word = next(self._words, None)
        if word is None:
            word = self._word()
        self._half = word >> 32
        return word & 0xFFFFFFFF

    def below(self, n: int) -> int:
        """``int(rng.integers(n))``: an integer in ``[0, n)``.

        Raises:
            ValueError: ``n`` is not in ``[1, 2**32)``.
        """
        if n <= 1 or n >= _UINT32:
            if n == 1:
                return 0  # numpy draws nothing for a range of one value
            raise ValueError(f"n must be in [1, 2**32), got {n}")
        m = self._uint32() * n
        if m & 0xFFFFFFFF < n:  # n bounds the rejection threshold: rarely worth computing
            threshold = _UINT32 % n
            while m & 0xFFFFFFFF < threshold:
                m = self._uint32() * n
        return m >> 32

    def below_each(self, n: int, count: int) -> list[int]:
        """``rng.integers(n, size=count).tolist()``: ``count`` integers in ``[0, n)``."""
        if n < 2 or n & (n - 1) or n >= _UINT32:
            return [self.below(n) for _ in range(count)]
        # A power of two rejects nothing (2**32 % n == 0): each value is a half's top bits,
        # taken from whole words here (the low half first), the buffered half before them.
        shift = 33 - n.bit_length()
        found = []
        if count and self._half is not None:
            found.append(self._half >> shift)
            self._half = None
            count -= 1
        words = self._take((count + 1) // 2)
        for word in words:
            found.append((word & 0xFFFFFFFF) >> shift)
            found.append(word >> (32 + shift))
        if count % 2:  # the last word's high half is left for the next draw
            found.pop()
            self._half = words[-1] >> 32
        return found

    def _take(self, count: int) -> list[int]:
        """The next ``count`` raw words."""
        words = list(itertools.islice(self._words, count))
        while len(words) < count:
            self._words = iter(self._bits.random_raw(_BLOCK).tolist())
            words += itertools.islice(self._words, count - len(words))
        return words

    def between(self, low: int, high: int) -> int:
        """``int(rng.integers(low, high))``: an integer in ``[low, high)``."""
        return low + self.below(high - low)

    def random(self) -> float:
        """``rng.random()``: a float in ``[0, 1)``."""
        return (self._word() >> 11) * _DOUBLE

    def permutation(self, n: int) -> list[int]:
        """``rng.permutation(n).tolist()``: a random order of ``range(n)``."""
        order = list(range(n))
        half = self._half  # ``_uint32``, unfolded: a draft shuffles some 14 times
        for i in range(n - 1, 0, -1):
            mask = (1 << i.bit_length()) - 1
            while True:
                if half is None:
                    word = next(self._words, None)
                    if word is None:
                        word = self._word()
                    j, half = word & mask, word >> 32
                else:
                    j, half = half & mask, None
                if j <= i:
                    break
            order[i], order[j] = order[j], order[i]
        self._half = half
        return order
