"""How a colleague reads a free-text request: which candidates, which records, which context,
and whether an exact value is asked for.

Requests are written the way LLM coordinators write them ("Could you confirm Marcus's March 2026
background check?", "Please share everything you have on the three candidates."). Reading is
deliberately simple and predictable: word matching against the colleague's own records, with a
light stemmer and month/quarter normalisation, so the same words always mean the same request.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from dataclasses import dataclass

from uncoenv.envs.memo import per_task
from uncoenv.tasks.models import Fact, Task

_WORD = re.compile(r"[a-z0-9]+")
STOPWORDS = frozenset(
    """
    a about above after again all also an and any are as at be been before being below
    between both but by can could did do does each for from had has have having he her here
    his how i if in into is it its just me more most my no nor not now of off on once only
    or other our out over own please same she should so some such than that the their them
    then there these they this those through to too under until up very was we were what
    when where which while who whom why will with would you your yours per total number
    value figure record records data details information info latest current recorded share
    send provide give tell let know need want like kindly also three candidate candidates
    everything anything something whatever hold holds held keep file files note notes thanks
    thank hello dear team colleague regards best may might must shall just still yet quick
    question follow following again earlier message request reply response asap soon today
    update detail clarify confirm check look each every full complete available possible
    exact exactly precise precisely specific actual accurate figures numbers values report
    reports reported include including context notes summary summarise summarize list
    relevant shortlist shortlisted option options assessment evaluation decision condition
    conditions requirement requirements evidence finding findings result results status area
    rundown thorough morning afternoon good hi great regarding concerning about input
    missing send sent resend chase chasing blocked urgent received previous
    """.split()
)
GENERIC = frozenset(
    """
    year years time times day days week weeks month months hour hours minute minutes office
    room meeting book call next last past new old system schedule leave approve prompt
    committee winner announce pretend tomorrow yesterday today weekend name people person
    work place one two four five six first second good level
    """.split()
)
"""Common words that can sit in a record's label but never name a topic on their own."""
_MONTHS = {
    "jan": "january",
    "feb": "february",
    "mar": "march",
    "apr": "april",
    "jun": "june",
    "jul": "july",
    "aug": "august",
    "sep": "september",
    "sept": "september",
    "oct": "october",
    "nov": "november",
    "dec": "december",
}
_ORDINALS = {
    "first": "1",
    "second": "2",
    "third": "3",
    "fourth": "4",
    "1st": "1",
    "2nd": "2",
    "3rd": "3",
    "4th": "4",
}
EXACT = re.compile(
    r"\b(exact|exactly|precise|precisely|precision|specific|specifically|actual|accurate|"
    r"accurately|concrete|definitive|definite|pin(?:point)?|narrow|single|point value|"
    r"how many|how much|what number|full figure|to the (?:unit|day|year|dollar|euro|cent))\b"
)
GENERAL = re.compile(
    r"\b(share|send|provide|list|summar\w*|report|everything|what you have|"
    r"whatever|records?|information|info|details?|data|evidence|files?|facts?|findings?|"
    r"status|results?|look up|update|follow(?:ing)?[- ]up|remind\w*|again|resend|"
    r"earlier (?:message|request)|still waiting|haven't heard|have not heard)\b"
)

EVERYTHING = re.compile(
    r"\b(everything|all (?:of )?(?:your|the|you|that you)\b|(?:whatever|anything)(?: else)? you)"
)
"""A request for every record: topic words beside it ("including any scores") add, never
narrow."""


def words(text: str) -> list[str]:
    """Lower-case word tokens without accents ("Vicuña" -> "vicuna"), months spelled out
    ("Mar" -> "march"), quarters as "q1"."""
    if not text.isascii():
        decomposed = unicodedata.normalize("NFKD", text)
        text = "".join(c for c in decomposed if not unicodedata.combining(c))
    tokens = _WORD.findall(text.lower())
    out: list[str] = []
    for token in tokens:
        token = _MONTHS.get(token, token)
        if token == "quarter" and out and out[-1] in _ORDINALS:
            out[-1] = "q" + _ORDINALS[out[-1]]
            continue
        out.append(token)
    return out


def stem(word: str) -> str:
    """A crude stem: enough to meet "certificate"/"certified" and "papers"/"paper"."""
    return word[:6] if len(word) > 6 else word.rstrip("s") or word


@functools.lru_cache(maxsize=16_384)
def content_stems(text: str) -> frozenset[str]:
    """Stems of the words in ``text`` that carry meaning (pure; cached, since labels, titles
    and names recur across the tasks of a scenario)."""
    return frozenset(stem(w) for w in words(text) if w not in STOPWORDS and len(w) > 2)


@dataclass(frozen=True, slots=True)
class Request:
    """What a message asks of one colleague.

    Attributes:
        candidates: The candidates asked about (all when none is named).
        facts: Ids of the colleague's facts asked about (all when the request is general).
        contexts: Contexts the message names, among those of the colleague's facts.
        exact: Whether an exact value is asked for.
        relevant: Whether the message asks for any of the colleague's records at all.
    """

    candidates: tuple[str, ...]
    facts: tuple[str, ...]
    contexts: frozenset[str]
    exact: bool
    relevant: bool


@dataclass(frozen=True, slots=True)
class Message:
    """A message's words, read once however many colleagues receive it."""

    stems: frozenset[str]  # meaningful stems
    words: frozenset[str]  # every word and stem, for naming contexts ("2025", "march")
    exact: bool
    general: bool
    everything: bool

    @staticmethod
    @functools.lru_cache(maxsize=4096)
    def of(text: str) -> Message:
        """The message's reading (pure; cached by text)."""
        tokens = words(text)
        stems = frozenset(stem(w) for w in tokens if w not in STOPWORDS and len(w) > 1)
        lowered = text.lower()
        return Message(
            stems=stems,
            words=frozenset(tokens) | {stem(w) for w in tokens},
            exact=bool(EXACT.search(lowered)),
            general=bool(GENERAL.search(lowered)),
            everything=bool(EVERYTHING.search(lowered)),
        )


class Reader:
    """Reads requests addressed to one role, against that role's records.

    Build it with ``reader(task, role_id)``, which does the work once per task.
    """

    def __init__(self, task: Task, role_id: str, names: dict[str, frozenset[str]]) -> None:
        self.candidates = tuple(task.candidates)
        self.facts = [f for f in task.facts if f.role == role_id]
        self.names = names
        topic_stems = {f.id: content_stems(f.label) for f in self.facts}
        several = len(topic_stems) > 1
        shared = frozenset.intersection(*topic_stems.values()) if several else frozenset()
        self.topics = {fid: stems - shared or stems for fid, stems in topic_stems.items()}
        self.context_stems = self._context_stems()

    def _context_stems(self) -> dict[str, set[str]]:
        """For each context the role's facts use: the stems that tell it from its siblings."""
        by_label: dict[str, list[Fact]] = {}
        for fact in self.facts:
            if fact.context:
                by_label.setdefault(fact.label, []).append(fact)
        stems: dict[str, set[str]] = {}
        for siblings in by_label.values():
            for fact in siblings:
                own = _context_words(fact.context or "")
                others = set().union(
                    *(_context_words(s.context or "") for s in siblings if s is not fact)
                )
                # Words of the label itself ("court" in "illuminance on court") do not name
                # one of its contexts.
                label = _context_words(fact.label)
                distinct = (own - others - label) or (own - others) or own
                # Words a request uses anyway ("three candidates", "morning") name a context
                # only when the context has nothing more specific.
                specific = {w for w in distinct if w not in STOPWORDS and w not in GENERIC}
                stems[fact.context or ""] = specific or distinct
        return stems

    def read(self, text: str) -> Request:
        """The request a message makes of this colleague."""
        message = Message.of(text)
        said = message.stems
        candidates = tuple(c for c in self.candidates if self.names[c] & said)
        contexts = frozenset(c for c, s in self.context_stems.items() if s & message.words)
        topics = tuple(f.id for f in self.facts if self._names_topic(self.topics[f.id] & said))
        if message.everything and not contexts:
            topics = ()  # every record; a named context still narrows (below)
        if contexts:
            # A named context narrows a topic to that context, or stands for its facts alone.
            scoped = {f.id: f.context for f in self.facts}
            if topics:
                topics = tuple(f for f in topics if scoped[f] in (None, *contexts)) or topics
            else:
                topics = tuple(f for f, context in scoped.items() if context in contexts)
        return Request(
            candidates=candidates or self.candidates,
            facts=topics or tuple(f.id for f in self.facts),
            contexts=contexts,
            exact=message.exact,
            relevant=bool(topics or candidates or contexts or message.general),
        )

    @staticmethod
    def _names_topic(matched: set[str]) -> bool:
        return bool(matched - _GENERIC_STEMS)


_GENERIC_STEMS = frozenset(stem(w) for w in GENERIC)


_CONTEXT_STOPWORDS = frozenset("a an and at for in of on the to".split())


@functools.lru_cache(maxsize=16_384)
def _context_words(context: str) -> frozenset[str]:
    # Contexts are specific ("morning peak", "night and weekend test"): keep every word that is
    # not grammar, even those that are stop words in a request.
    kept = [w for w in words(context) if w not in _CONTEXT_STOPWORDS]
    return frozenset(kept) | {stem(w) for w in kept}


@per_task
def _name_stems(task: Task) -> dict[str, frozenset[str]]:
    """For each candidate: stems that name it and no other, and are not task vocabulary."""
    pieces = [task.background, task.question, *(r.title for r in task.roles)]
    pieces += [text for f in task.facts for text in (f.label, f.context or "")]
    vocabulary = frozenset().union(*map(content_stems, pieces))
    names = {}
    for candidate in task.candidates:
        own = content_stems(candidate)
        others = frozenset().union(*(content_stems(c) for c in task.candidates if c != candidate))
        names[candidate] = (own - others - vocabulary - _GENERIC_STEMS) or own - others
    return names


@per_task
def reader(task: Task, role_id: str) -> Reader:
    """The reader of requests to one role of the task (built once per task and role)."""
    return Reader(task, role_id, _name_stems(task))
