"""Text observations as a Gymnasium space.

Observations are English text. Gymnasium's ``Text`` space needs a finite character set (its
vector environments store text in shared memory as character indices), so the environments
speak a fixed set: printable ASCII, Latin letters with diacritics, and the few symbols records use.
Anything else is folded to its closest ASCII form by ``sanitize`` before it reaches an agent.
"""

from __future__ import annotations

import string
import unicodedata

from gymnasium import spaces

MAX_OBSERVATION = 32_768
"""Longest observation in characters; longer text is cut with a note."""

CHARSET = "".join(
    sorted(
        set(string.printable) - set("\x0b\x0c\r")
        | {chr(c) for c in range(0xC0, 0x180)}
        | set("—–−×÷…‘’“”•°²³µ±≤≥€£¥·")
    )
)
_ALLOWED = frozenset(CHARSET)


def sanitize(text: str, limit: int = MAX_OBSERVATION) -> str:
    """``text`` in the environments' character set, at most ``limit`` characters."""
    # Printable ASCII is in the set, and str's own checks are much faster than the set's.
    if not (text.isascii() and text.isprintable()) and not _ALLOWED.issuperset(text):
        text = "".join(_fold(c) for c in text)
    return fit(text, limit)


def fit(text: str, limit: int = MAX_OBSERVATION) -> str:
    """``text`` cut to at most ``limit`` characters, with a note saying so.

    Checking the character set costs time in proportion to the text, so observations are
    composed of pieces sanitized where they are made, and only fitted here.
    """
    if len(text) > limit:
        note = "\n[... cut: the observation was too long]"
        text = text[: limit - len(note)] + note
    return text


def _fold(char: str) -> str:
    if char in _ALLOWED:
        return char
    ascii_form = unicodedata.normalize("NFKD", char).encode("ascii", "ignore").decode()
    return "".join(c for c in ascii_form if c in _ALLOWED) or "?"


def text_space(max_length: int = MAX_OBSERVATION) -> spaces.Text:
    """The observation space: text of 1 to ``max_length`` characters from ``CHARSET``."""
    return spaces.Text(max_length=max_length, min_length=1, charset=CHARSET)
