"""The character set and length limit of everything an agent reads.

Observations are English text. Gymnasium's ``Text`` space needs a finite character set (its
vector environments store text in shared memory as character indices), so the environments
speak a fixed set: printable ASCII, Latin letters with diacritics, and the few symbols records use.
Anything else is folded to its closest ASCII form by ``sanitize`` before it reaches an agent.

The set lives with the tasks, not the environments, so that ``uncoenv.tasks.checks`` can refuse a
task whose text the environments could not show, without importing them.
"""

from __future__ import annotations

import functools
import re
import string
import unicodedata

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
_ASCII = "".join(c for c in CHARSET if c.isascii()).encode()
_OUTSIDE = re.compile(f"[^{re.escape(CHARSET)}]")


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


def showable(text: str) -> bool:
    """Whether every character of ``text`` is in ``CHARSET`` (shown as written)."""
    # Deleting the allowed ASCII bytes is many times faster than any search, and leaves whole
    # characters: the bytes of a longer UTF-8 character are never ASCII.
    rest = text.encode("utf-8", "surrogatepass").translate(None, _ASCII)
    return not rest or not _OUTSIDE.search(rest.decode("utf-8", "surrogatepass"))


def unshowable(text: str) -> str:
    """The distinct characters of ``text`` outside ``CHARSET``, in order of appearance."""
    return "" if showable(text) else "".join(dict.fromkeys(_OUTSIDE.findall(text)))


@functools.lru_cache(maxsize=4096)  # titles and contexts repeat across tasks
def slug(text: str) -> str:
    """An identifier from a title ("HSE Compliance Lead" -> "hse_compliance_lead").

    The generator makes role and fact ids with it, and the environments resolve a role named
    in a query by its id, its title, or this form of either.
    """
    return re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")


# Letters that do not decompose into an ASCII letter and accents (after case folding, which
# already turns "ß" into "ss"), spelled as an English keyboard writes them.
_PLAIN_LETTERS = str.maketrans(
    {
        "æ": "ae",
        "ð": "d",
        "đ": "d",
        "ħ": "h",
        "ı": "i",
        "ĸ": "k",
        "ŀ": "l",  # NFKD would leave "l·"
        "ł": "l",
        "ʼ": "'",  # from "ŉ", which case folds to "ʼn"
        "ŋ": "ng",
        "ø": "o",
        "œ": "oe",
        "þ": "th",
        "ŧ": "t",
    }
)


def folded(text: str) -> str:
    """``text`` without case or accents: names equal in this form cannot be told apart.

    Every Latin letter of ``CHARSET`` folds to ASCII: accents go ("é" -> "e", "å" -> "a") and
    letters without a decomposition are written plainly ("ø" -> "o", "æ" -> "ae", "ß" -> "ss",
    "œ" -> "oe", "ł" -> "l", "đ"/"ð" -> "d", "þ" -> "th"), so "Førde" and "Forde" fold alike.
    """
    if text.isascii():
        return text.casefold()
    plain = text.casefold().translate(_PLAIN_LETTERS)
    decomposed = unicodedata.normalize("NFKD", plain)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


def _fold(char: str) -> str:
    if char in _ALLOWED:
        return char
    ascii_form = unicodedata.normalize("NFKD", char).encode("ascii", "ignore").decode()
    return "".join(c for c in ascii_form if c in _ALLOWED) or "?"
