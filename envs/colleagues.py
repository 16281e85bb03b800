"""Colleagues: rule-based, offline role agents that answer from their own private records.

A colleague reads a request with its reader (``uncoenv.envs.requests``: the rules by default,
or any ``RequestReader``), states the records it asks for in varied English, and names each
thing it was asked for that it does not keep (never one it states). A yes-or-no question on what
its last reply stated gets "Yes:" or "No:" with the record, context, candidate and figure named
in full, and on "No" the record the question names. Its faults come from the task's fault plan
for the setting; each kind's part (``uncoenv.envs.faults``) bends the conversation, whatever the
reader:

- misaligned: the first reply that covers the faulty fact reports the alternative context instead
  (and says that context plainly, or, at a level with unstated contexts, says no context when
  the request named one, as a reliable colleague then does too); a later message that names the
  required context, or singles it out ("the other period", "the more recent test"), gets it
  right; one that does not ("are you sure?") gets the same misaligned account;
- incomplete: the first reply that covers the candidate's fact gives an interval, a bound or no
  value; a later message asking for the exact value gets it;
- missed: the first message gets no reply at all; later messages get normal replies. By default
  waiting never brings the missing reply; with ``missed_reply_after=k`` it arrives k rounds later;
- misleading: the first reply covering one candidate's value states it wrong, in a true reply's
  words; any later message covering it gets the records' value;
- wrong note (the notes settings): the colleague is truthful; the brief's note is wrong.

Phrasings come from the colleague's own Generator, seeded by the episode and the role, so they
never depend on which other roles were asked, or in which order. A colleague knows only its own
records: it cannot reveal another role's records, the answer or its own profile.

What depends only on the task (the record index, a paragraph in a given phrasing) is worked out
once per task and role in ``Records`` and shared by every episode of the task; a ``Colleague``
holds only its episode's state: a ``Conversation`` per asker, each with its fault parts.
"""

from __future__ import annotations

import functools
import math
import re
import weakref
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np

from uncoenv.envs.evidence import (
    AGAIN_OPENING,
    CONTEXT_CLOSE,
    CONTEXT_OPENING,
    EXACT_ALL,
    EXACT_OPENING,
    GENERAL_REQUEST,
    ITEMS,
    RECONTACT,
    Owed,
    Reply,
    Statement,
    again_item,
    ask_again,
    ask_context,
    ask_exact,
    context_item,
    exact_item,
)
from uncoenv.envs.faults import Bend, FaultPart, Setup, Twist, parts
from uncoenv.envs.memo import per_task
from uncoenv.envs.requests import (
    GENERIC,
    POLAR,
    RULES,
    STOPWORDS,
    RecordIndex,
    Request,
    RequestReader,
    Turn,
    clauses,
    confirms,
    figures,
    foreign_places,
    record_index,
    runs_inside,
    sentences,
    stem,
    words,
)
from uncoenv.envs.text import sanitize
from uncoenv.tasks import logic, render
from uncoenv.tasks.faults import FaultModel
from uncoenv.tasks.models import Fact, Task, Value

_OPENINGS = (
    "",
    "Here is what I have.\n",
    "From my records:\n",
    "Sure, here are the details.\n",
    "Happy to help. This is what our files show.\n",
    "Below is what I hold on that.\n",
)
# How a hedged (incomplete) reply reads; public, since scripted agents read replies with them.
# Each says it is hedged ("I can only say"), so a bound never reads as a contracted cap, and
# "it" keeps the verb right whatever the label's number ("the trained volunteers ... is").
RANGES = (
    "On the {label} for {candidate}, I can only say it is somewhere between {lo} and {hi}; "
    "I don't have the exact figure.",
    "For {candidate}, I only have a range for the {label}: somewhere between {lo} and {hi}, "
    "not an exact figure.",
)
LOWER_BOUNDS = (
    "On the {label} for {candidate}, I can only say it is no less than {lo}; "
    "I don't have the exact figure.",
    "For {candidate}, I only have a lower bound for the {label}: at least {lo}, "
    "not an exact figure.",
)
UPPER_BOUNDS = (
    "On the {label} for {candidate}, I can only say it is no more than {hi}; "
    "I don't have the exact figure.",
    "For {candidate}, I only have an upper bound for the {label}: at most {hi}, "
    "not an exact figure.",
)
OMITTED = (  # for records of every kind: "a figure" would misname a status
    "On the {label} for {candidate}, I can't give you an answer from what I have to hand.",
    "For {candidate}, I have nothing on the {label} to hand, only that it is on record.",
)
_OFF_TOPIC = (
    "That is outside what I keep. My records cover the {topics} of {candidates}.",
    "I can't help with that; I only hold the {topics} of {candidates}.",
)
# What a colleague says of things asked for that it does not keep ("bus travel time"): each
# named, however many (a message to everyone lists every record needed; the agent must still
# learn which of them this colleague lacks). {is_} and {thing} agree with how many there are.
_NOT_KEPT = (
    "I don't keep anything on {unheld}. My records cover the {topics} of {candidates}.",
    "I'm afraid {unheld} {is_} not {thing} I hold; I only keep the {topics} of {candidates}.",
)
_ALSO_NOT_KEPT = (
    "I don't keep anything on {unheld}, though.",
    "As for {unheld}: {that} {is_} not {thing} I hold.",
)
# A yes-or-no question on what the last reply stated ("is that for the March check?"): the
# answer, with what was stated named in full (record, context, candidate; a figure's unit).
_YES = "Yes: {what} is the {name} for {candidates}."
_YES_EXACT = "Yes: {what} is the exact {name} for {candidates}."
_NO = "No: {what} is the {name} for {candidates}."
# A misstatement taken back, after the records' value (a colleague that rechecks, or is asked
# about the figure it took back: "where did the 55 dBA come from?").
_WITHDRAWN = (
    "I misread my records before: what I gave then ({old}) is not the {name} for {candidate}."
)
# A yes-or-no question that puts a qualifier the records do not carry ("is that bonus a one-off
# payment?", "excluding road reinstatement?"): the scope, and that the records do not say.
_UNSAID = "{what} is the {name} for {candidates}; my records do not say whether it {qualifier}."
_QUALIFIER = re.compile(
    # Not "annual", "monthly": "is the 64,000 GBP the annual base salary?" asks what a salary is.
    # (not "net 90 days", payment terms)
    r"\b(?:(?:a|an|the) )?(?P<trigger>one-off|one off|one-time|recurring|gross|net(?: of)?(?! \d)|"
    r"pre-tax|post-tax|(?:before|after) tax|inclusive of|exclusive of|including|excluding|incl|"
    r"excl|includes?|excludes?|with(?:out)? (?:vat|gst|tax|taxes)|capped|guaranteed|fixed|"
    r"indexed|index-linked|all-in|paid (?:annually|monthly|up ?front|once|in (?:full|"
    r"instalments|installments))|final|provisional|signed[- ]off|audited|binding|draft|"
    r"indicative|firm|preliminary|tentative|verified|unverified|validated|estimated|negotiated|"
    r"official|"
    # "Is it before any volume rebate?", "after deducting commission?"
    r"(?:before|after) (?:any|the|deducting|deduction of)|"
    # "is it per season or per event?", "one-way or return?" (not "moisture per supplier CoA")
    r"per (?:season|event|match|game|trip|journey|visit|shift|year|month|week|day|night|head|"
    r"person|unit|load|truckload|tonne|hour)|one-way|one way|round-trip|round trip|"
    r"(?:gst|vat|tax)[- ](?:exclusive|inclusive|free)|ex[- ](?:vat|gst|tax)|contractual|"
    # "is the discount confirmed, or still under negotiation?" (not "confirmed" alone: "the
    # confirmed overnight sleeping capacity" is the one on record)
    r"(?:still )?under negotiation)\b"
    # (to the end of its clause, or a dash: "incl. bonus - and is it gross annual?")
    r"(?:(?!\s[-\u2013\u2014]\s)[^?,;:()])*",
    re.IGNORECASE,
)
"""A qualifier a yes-or-no question puts on a record, to the end of its clause."""
_RECENCY = re.compile(
    # (not "currently": "whether each currently holds IATF 16949" asks the status itself)
    r"\b(?:(?:current|latest)\b(?: (?:position|status|situation|picture|version))?|"
    r"up[- ]to[- ]date|still (?:valid|in force|the case)|more recent|newer|"
    r"(?:any|an?) (?:update|updated|revised|later|renewal)\b|since (?:then|been)\b|superseded|"
    r"has (?:it|that|this|anything|any of (?:those|these|them)) (?:changed|lapsed|been (?:updated|"
    r"revised|superseded))|most recent|"
    r"re-?(?:inspect|test|assess|survey|audit|issu|screen|scor|qualif|measur|certif|evaluat)\w*"
    r"(?: (?:planned|scheduled|pending|due|since))?|correct(?:ion|ed)s? since)",
    re.IGNORECASE,
)
"""A question whether a record is the newest there is ("is that current?", "any re-inspection
since then?", "has it since been cleared?")."""
_NOTHING_NEWER = "I hold nothing more recent on the {names} than what I have given."
_DATES_ASKED = re.compile(
    r"\bwhen (?:was|were|is|are|does|do|did|will)\b[^?.;]*?\b(?:issu|expir|renew|grant|laps|"
    r"dated\b|from\b|measured\b|recorded\b|taken\b)|"
    r"\b(?:which|what) (?:year|date|month)s?\b|\b(?:issue|expiry|expiration|renewal) dates?\b|"
    r"\bdates? of (?:issue|expiry)\b|\bvalid until\b|\bdated\b",
    re.IGNORECASE,
)
"""A question on the dates of a record ("When was the PI certificate issued / when does it
expire?", "When is your 90 nm figure from?", "Which year does it cover?")."""
_DATED = re.compile(
    r"\b(?:(?:19|20)\d\d|q[1-4]|date|dated|expir\w*|issu\w*|renew\w*|valid (?:until|on|from)|"
    r"until|january|february|march|april|may|june|july|august|september|october|november|"
    r"december)\b",
    re.IGNORECASE,
)
"""Words of a record that says when it holds (a year, a date, a period of validity)."""
_NO_DATES = "My records give no dates for the {names}."
_TAX_IN = re.compile(r"\b(vat|gst|taxes|tax) (?:is |are )?(included|excluded)\b", re.IGNORECASE)


def _of_qualifiers_alone(question: str) -> bool:
    """Whether a question, or its part after a dash or a colon, says qualifiers and nothing
    else ("Verified figures?", "And Uppsala's 3,000 EUR pharmacy fee - one-off, or per
    year?")."""
    tail = re.split(r"\s[-\u2013\u2014]\s|:\s", question)[-1]
    return not _said(_QUALIFIER.sub(" ", tail)) - _FILLER - _PLAIN


@functools.lru_cache(maxsize=4096)
def _dates_asked(text: str) -> tuple[str, ...]:
    """The words of a text that ask when a record was issued, dated or from (``_DATES_ASKED``;
    cached: a broadcast reaches every colleague)."""
    return tuple(found.group() for found in _DATES_ASKED.finditer(text))


@functools.lru_cache(maxsize=4096)
def _recency(text: str) -> tuple[str, ...]:
    """The words of a text that ask whether a record is the newest (``_RECENCY``; cached: a
    broadcast reaches every colleague)."""
    return tuple(found.group() for found in _RECENCY.finditer(text))


def _qualifiers(text: str) -> Iterator[re.Match[str]]:
    """The qualifiers of a text (``_QUALIFIER``), "VAT is included" read as "including VAT"."""
    said = _TAX_IN.sub(lambda m: f"{m.group(2).lower()[:-2]}ing {m.group(1)}", text)
    # Not what is left out: "Base only please, not incl. bonus/allowances".
    return (
        q
        for q in _QUALIFIER.finditer(said)
        if not said[: q.start()].lower().endswith("not ")
        # (nor what a file holds: "Do your eligibility files include concussion certification?")
        and not _FILES_BEFORE.search(said[: q.start()])
    )


_FILES_BEFORE = re.compile(
    r"\b(?:files?|records?|registers?|notes|database|system|log|logs)\s*$", re.IGNORECASE
)
_FILLER = frozenset(stem(w) for w in STOPWORDS | GENERIC)
_VERBAL = {
    **dict.fromkeys(("including", "incl", "with", "include", "includes"), "includes"),
    **dict.fromkeys(("excluding", "excl", "without", "exclude", "excludes"), "excludes"),
}
"""Qualifiers said as a verb after "it" ("whether it includes drilling"); others take "is"."""
_ABBREVIATED_VERB = re.compile(r"\b(incl|excl)\b\.?", re.IGNORECASE)
_STANDING = frozenset(
    """final provisional signed-off audited binding draft indicative firm preliminary
    tentative verified unverified validated estimated negotiated official contractual""".split()
)
"""Qualifiers of a figure's standing, said alone ("whether it is final", not "whether it is
final seating plan")."""
_PERIOD_OF = {
    **{"daily": "day", "weekly": "week", "monthly": "month"},
    **dict.fromkeys(("annual", "annually", "yearly"), "year"),
}
"""A period's adjective and its noun ("daily hire" is a "hire ... per day")."""
_PERIODIC = frozenset(stem(w) for w in (*_PERIOD_OF, *_PERIOD_OF.values(), "per"))
"""Words of a recurring amount ("annual rent", "allowance per day")."""
_BARE_VERBS = frozenset(
    "is|is not|are|are not|was|was not|has|has not|have|have not|does|does not|do|do not|holds|"
    "does not hold".split("|")
)
"""A status's words that say nothing alone ("is not", of a certificate "valid on" a date)."""
_EITHER = "{what} is the {name} for {candidates}."
_EITHER_EXACT = "{what} is the exact {name} for {candidates}."
_ASKING = re.compile(r"\?|\b(?:please|could you|can you|would you|send|tell me|let me know|need)\b")
"""A sentence that asks something (beside yes-or-no questions)."""
# "Is the 18 days the snow-related count, or all road closures?": one option names it.
_ALTERNATIVE = re.compile(
    # After lead-ins ("Straight question: for Tatra's 2024 shop visits, is it 45 days or 68?").
    r"^\s*(?:[^,:;?]{1,160}(?:[,:;]|\s[-\u2013\u2014])){0,3}\s*(?:and |so )?(?:is|are|was|were)\b"
    r"[^?]*?,? or "
    r"(?!not\b|so\b|no\b)\w",
    re.I,
)


class Phrasings:
    """One colleague's phrasing draws: a function of the episode's seed and the role's position.

    The first block comes from the environment at reset (one Generator call for all roles);
    later blocks from a Generator seeded with (episode seed, position, block number). Either way
    a colleague's phrasing never depends on which other roles were asked, or when.
    """

    BLOCK = 64

    def __init__(self, episode_seed: int, position: int, first_block: list[int]) -> None:
        self.seed = (episode_seed, position)
        self.block = 0
        self.draws = first_block  # owned from here on: draws are popped from it

    def draw(self) -> int:
        """The next phrasing draw (a non-negative integer)."""
        if not self.draws:
            self.block += 1
            rng = np.random.default_rng([*self.seed, self.block])
            self.draws = rng.integers(1 << 16, size=self.BLOCK).tolist()
        return self.draws.pop()


class Paragraph(Sequence[str]):
    """A paragraph of record sentences in each of its phrasings (the first ``MAX_PHRASINGS``
    combinations of its sentences' phrasings, in ``itertools.product`` order); a draw picks
    one. Only the one picked is written: a paragraph of six sentences has 64 or more."""

    __slots__ = ("count", "sentences")

    def __init__(self, sentences: Sequence[tuple[str, ...]]) -> None:
        self.sentences = tuple(sentences)
        self.count = min(math.prod(map(len, self.sentences)), MAX_PHRASINGS)

    def __len__(self) -> int:
        return self.count

    def __getitem__(self, number: int) -> str:  # type: ignore[override]
        if not 0 <= number < self.count:
            raise IndexError(f"phrasing {number} of {self.count}")
        chosen = []
        for phrasings in reversed(self.sentences):  # the last sentence's phrasing varies fastest
            number, pick = divmod(number, len(phrasings))
            chosen.append(phrasings[pick])
        return " ".join(reversed(chosen))


EVERYTHING = frozenset((GENERAL_REQUEST, RECONTACT))
"""The coordinator's requests for everything (``uncoenv.envs.evidence``: the RL wrappers' and
``CarefulAgent``'s first messages and re-contacts). The rules read each as every record of every
candidate, whatever came before (``tests/envs/test_colleagues.py`` proves it over the benchmark),
so a colleague takes that request without reading them: they cost no reading rules at first
sight."""

MAX_PHRASINGS = 256
"""Phrasings kept per paragraph. Benchmark paragraphs have at most 144 (sentences with two or
three phrasings each); a hand-written role with many facts keeps the first 256 combinations."""


class Records:
    """One role's records in one task, and the work done on them once for every episode.

    Build it with ``records(task, role_id)``. It holds the role's record index (what a reader
    sees) and writes record paragraphs (``paragraphs``), pure and kept. A paragraph is made in
    every phrasing at once, so an episode's reply is a draw among texts made before.
    """

    def __init__(self, task: Task, role_id: str) -> None:
        self._task = weakref.ref(task)  # kept per task: holding the task would keep it forever
        self.role_id = role_id
        self.facts = {f.id: f for f in task.facts if f.role == role_id}
        # Kept at three levels, each shared by several of the next: replies (the candidates
        # asked about), paragraphs (one candidate) and sentences (one fact of one candidate).
        # Each keyed by what it states, the twist and the facts stated without their context.
        self._replies: dict[tuple[Any, ...], tuple[Paragraph, ...]] = {}
        self._paragraphs: dict[tuple[Any, ...], Paragraph] = {}
        self._sentences: dict[tuple[str, str, Twist | None, bool], tuple[str, ...]] = {}
        self._statements: dict[tuple[Any, ...], tuple[Statement, ...]] = {}
        self._vocabularies: dict[tuple[str, ...], frozenset[str]] = {}

    def __reduce__(self) -> tuple[object, ...]:
        # Pickled as what it is, the records of a task's role: rebuilt (or found) on loading.
        return records, (self._task(), self.role_id)

    # Made when first needed: a role may never be asked, or never asked for what it lacks.
    @functools.cached_property
    def index(self) -> RecordIndex:
        """What a reader sees of the role's records."""
        return record_index(self._task(), self.role_id)

    @functools.cached_property
    def theirs(self) -> frozenset[frozenset[str]]:
        """Other colleagues' labels, as ``_said`` reads them: a phrase that says one is never
        taken for a record of this role's that shares its words."""
        return frozenset(_said(r.label) for r in self.index.elsewhere)

    def says_theirs(self, phrase: str) -> bool:
        """Whether a phrase says another colleague's label, or two words or more of one that
        no label of this role holds ("days in dock", of "yard's quoted days in dock")."""
        said = _said(phrase)
        return said in self.theirs or (
            len(said) > 1
            and any(said <= label for label in self.theirs)
            and not any(said <= label for label in self.ours)
        )

    def says_a_label(self, phrase: str, holding: str = "") -> bool:
        """Whether a phrase says a label of the task's, this role's or another's, or two
        words or more of one ("guaranteed annual availability" is a record, not a qualifier
        "guaranteed"); one that holds the words of ``holding``, when given ("the gross price
        before the volume rebate" puts "gross" on the price: the rebate's label holds no
        "gross")."""
        said = _said(phrase) - _PLAIN
        held = _said(holding) - _PLAIN
        return any(
            (label <= said or (len(said) > 1 and said <= label)) and held <= label
            for label in self.theirs | self.ours
        )

    @functools.cached_property
    def ours(self) -> frozenset[frozenset[str]]:
        """This role's labels, as ``_said`` reads them."""
        return frozenset(_said(f.label) for f in self.facts.values())

    @functools.cached_property
    def everything(self) -> Request:
        """What a request for everything reads to (``EVERYTHING``): every record, for every
        candidate, in the index's order."""
        task = self._task()
        return Request(
            candidates=tuple(task.candidates),
            facts=tuple(self.facts),
            contexts=frozenset(),
            exact=False,
            relevant=True,
        )

    def templated(self, message: str, previous: Turn | None = None) -> Request | None:
        """The request of a coordinator's follow-up about this role's own records
        (``ask_context``, ``ask_exact`` or ``ask_again`` of what it owes, or ``EXACT_ALL``
        after the ``previous`` turn, as the RL wrappers and ``CarefulAgent`` write them), known
        without reading; None for any other message. The rules read each such message to
        exactly this request (``tests/envs/test_colleagues.py`` proves it over the benchmark),
        so it costs no reading rules at first sight."""
        if message == EXACT_ALL:
            return self._exact_all(previous)
        if message.startswith(CONTEXT_OPENING) and message.endswith(CONTEXT_CLOSE):
            listed = message[len(CONTEXT_OPENING) : -len(CONTEXT_CLOSE)].split(ITEMS)
            scoped = [self._scopes.get(item) for item in listed]
            if None in scoped or ask_context(Owed(contexts=set(listed))) != message:
                return None
            # "The conditions refer to a specific context": it asks which each record is from.
            return self._asking(self._task().candidates, scoped, exact=False, which=True)
        for opening, items, write in (
            (EXACT_OPENING, self._exact_items, ask_exact),
            (AGAIN_OPENING, self._again_items, ask_again),
        ):
            if not message.startswith(opening):
                continue
            listed = message[len(opening) :].split(ITEMS)
            if listed[-1][:-1] in items:  # the full stop, unless a name ends with one
                listed[-1] = listed[-1][:-1]
            pairs = [items.get(item) for item in listed]
            if None in pairs:
                return None
            wanted = [(render.fact_name(self.facts[f]), c) for f, c in pairs]
            owed = Owed(exact=wanted) if write is ask_exact else Owed(recheck=wanted)
            if write(owed) != message:
                return None
            named = {c for _, c in pairs}
            candidates = [c for c in self._task().candidates if c in named]
            return self._asking(candidates, [f for f, _ in pairs], exact=write is ask_exact)
        return None

    def _exact_all(self, previous: Turn | None) -> Request:
        """``EXACT_ALL``'s request: its words name no record, context or candidate, so it asks
        for the exact values of what the last request asked for, for every candidate; first,
        or after a message that asked for nothing, it asks for nothing either."""
        follow_up = previous is not None and previous.request.relevant
        facts = previous.request.facts if follow_up else ()
        return Request(
            candidates=tuple(self._task().candidates),
            facts=facts,
            contexts=frozenset(),
            exact=True,
            relevant=follow_up,
        )

    def _asking(
        self, candidates: Sequence[str], fact_ids: Sequence[str], exact: bool, which: bool = False
    ) -> Request:
        """A request for these facts (in the records' order) of these candidates (``which``:
        naming the context of each)."""
        asked = set(fact_ids)
        facts = tuple(f for f in self.facts if f in asked)
        return Request(
            candidates=tuple(candidates),
            facts=facts,
            contexts=frozenset(c for f in facts if (c := self.facts[f].context) is not None),
            exact=exact,
            relevant=True,
            which_context=which,
        )

    @functools.cached_property
    def _scopes(self) -> dict[str, str]:
        """Each fact with a context, as a follow-up names it (``context_item``)."""
        return {context_item(f.label, f.context): f.id for f in self.facts.values() if f.context}

    @functools.cached_property
    def _exact_items(self) -> dict[str, tuple[str, str]]:
        """(fact, candidate) by how ``ask_exact`` names it."""
        return self._items(exact_item)

    @functools.cached_property
    def _again_items(self) -> dict[str, tuple[str, str]]:
        """(fact, candidate) by how ``ask_again`` names it."""
        return self._items(again_item)

    def _items(self, item: Callable[[str, str], str]) -> dict[str, tuple[str, str]]:
        """(fact, candidate) by how ``item`` names the fact's name and the candidate."""
        return {
            item(render.fact_name(f), c): (f.id, c)
            for f in self.facts.values()
            for c in self._task().candidates
        }

    def vocabulary(self, fact_ids: Sequence[str]) -> frozenset[str]:
        """The stems of what these records say of themselves: their labels, contexts, cues,
        units and phrasings."""
        key = tuple(fact_ids)
        if key not in self._vocabularies:
            said = [
                text
                for f in map(self.facts.__getitem__, key)
                for text in (f.label, f.context, f.cue, f.unit, *f.templates)
                if text
            ]
            self._vocabularies[key] = frozenset(stem(w) for text in said for w in words(text))
        return self._vocabularies[key]

    @functools.cached_property
    def holdings(self) -> dict[str, str]:
        """What the role keeps, for replies that say so: its topics and the candidates."""
        topics = _and(list(dict.fromkeys(f.label for f in self.facts.values())))
        return {"topics": topics, "candidates": _and(self._task().candidates)}

    def paragraphs(
        self,
        candidates: tuple[str, ...],
        fact_ids: tuple[str, ...],
        twist: Twist | None = None,
        unscoped: frozenset[str] = frozenset(),
    ) -> tuple[Paragraph, ...]:
        """A paragraph per candidate stating its values of ``fact_ids`` (``twist``: one value
        given as an interval; ``unscoped``: facts stated without their context)."""
        key = (candidates, fact_ids, twist, unscoped)
        paragraphs = self._replies.get(key)
        if paragraphs is None:
            paragraphs = self._replies[key] = tuple(
                self._paragraph(
                    c, fact_ids, twist if twist and twist.candidate == c else None, unscoped
                )
                for c in candidates
            )
        return paragraphs

    def statements(
        self,
        candidates: tuple[str, ...],
        fact_ids: tuple[str, ...],
        twist: Twist | None = None,
        unscoped: frozenset[str] = frozenset(),
    ) -> tuple[Statement, ...]:
        """What ``paragraphs`` states, in its order: each candidate's value of each fact (with
        no context where it is ``unscoped``)."""
        key = (candidates, fact_ids, twist, unscoped)
        statements = self._statements.get(key)
        if statements is None:
            statements = self._statements[key] = tuple(
                _statement(self.facts[f], c, twist, f not in unscoped)
                for c in candidates
                for f in fact_ids
            )
        return statements

    def _paragraph(
        self,
        candidate: str,
        fact_ids: tuple[str, ...],
        twist: Twist | None,
        unscoped: frozenset[str],
    ) -> Paragraph:
        key = (candidate, fact_ids, twist, unscoped)
        paragraph = self._paragraphs.get(key)
        if paragraph is None:
            sentences = [
                self._sentence(
                    f, candidate, twist if twist and twist.fact == f else None, f not in unscoped
                )
                for f in fact_ids
            ]
            paragraph = self._paragraphs[key] = Paragraph(sentences)
        return paragraph

    def _sentence(
        self, fact_id: str, candidate: str, twist: Twist | None, scoped: bool
    ) -> tuple[str, ...]:
        key = (fact_id, candidate, twist, scoped)
        phrasings = self._sentences.get(key)
        if phrasings is None:
            fact = self.facts[fact_id]
            phrasings = self._sentences[key] = _phrasings(fact, candidate, twist, scoped)
        return phrasings


def _phrasings(
    fact: Fact, candidate: str, twist: Twist | None, scoped: bool = True
) -> tuple[str, ...]:
    """Every phrasing of the sentence stating the candidate's value of the fact (``twist``: as
    the interval it gives; not ``scoped``: without the fact's context)."""
    scoped = scoped or fact.context is None
    if twist is None or twist.misstated:
        value = None if twist is None else twist.value  # misstated: in a true reply's words
        sentences = render.fact_sentences if scoped else render.unscoped_sentences
        texts = sentences(fact, candidate, value)
    else:
        label = render.record_name(fact) if scoped else fact.label
        interval = twist.interval
        if interval is None:
            texts = [p.format(candidate=candidate, label=label) for p in OMITTED]
        else:
            lo, hi = (None if v is None else render.format_number(v, fact.unit) for v in interval)
            phrasings = UPPER_BOUNDS if lo is None else LOWER_BOUNDS if hi is None else RANGES
            if lo is not None and hi is not None and fact.unit:
                # "between 6 and 30 volunteers": the unit once, after the range.
                lo = render.format_number(interval[0], None)
            texts = [p.format(candidate=candidate, label=label, lo=lo, hi=hi) for p in phrasings]
    return tuple(sanitize(t) for t in texts)


def _statement(fact: Fact, candidate: str, twist: Twist | None, scoped: bool = True) -> Statement:
    """The candidate's value of the fact as a reply states it (``twist``: the interval it
    gives, when it is this candidate's and fact's; not ``scoped``: in no context said)."""
    context = fact.context if scoped else None
    if twist is not None and (twist.candidate, twist.fact) == (candidate, fact.id):
        if twist.misstated:
            return Statement(candidate, fact.label, context, value=twist.value)
        return Statement(candidate, fact.label, context, hedged=True, interval=twist.interval)
    return Statement(candidate, fact.label, context, value=fact.values[candidate])


def _check(request: Request, index: RecordIndex, reader: RequestReader) -> None:
    """A reader's request names only the colleague's candidates, facts and contexts."""
    if not isinstance(request, Request):
        raise TypeError(f"reader {reader!r} returned a {type(request).__name__}, not a Request")
    unknown = [
        *(c for c in request.candidates if c not in index.candidates),
        *(f for f in request.facts if f not in {r.id for r in index.records}),
        *(c for c in request.contexts if c not in {r.context for r in index.records}),
    ]
    if unknown:
        raise ValueError(
            f"reader {reader!r} returned a request for what {index.role} does not hold: {unknown}"
        )


def _the(context: str) -> str:
    """A context as a sentence names it: "the January 2026 failover drill", "the day between
    Friday and Sunday", but "Omeo" and "July 2026" (a name or a period) without the article."""
    said = context.split() or [""]
    if said[0].lower() in ("the", "a", "an"):  # "the first day of Q2 2027" has its own
        return context
    return f"the {context}" if said[0][:1].islower() or said[-1][:1].islower() else context


def _and(items: Sequence[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _unstated(
    unheld: tuple[str, ...],
    statements: tuple[Statement, ...],
    *texts: str,
    theirs: Callable[[str], bool] = lambda phrase: False,
    qualified: Sequence[str] = (),
    own: frozenset[str] = frozenset(),
) -> tuple[str, ...]:
    """What is not kept, without what the reply states: a phrase all of whose words are words of
    a record stated (its label, context or value) names that record, as does one quoted word for
    word from the ``texts`` that stated records (this reply's, the last one's: "holds valid GCP
    training certification"); one whose last word is the last of a value stated names another
    such value ("the IATSE agreement", beside "current NABET-CWA agreement"). A phrase that says
    another colleague's label (``theirs``) is that record, not one stated ("scanning days
    quoted" beside the "quoted scanning price"), unless it is said inside a qualifier the reply
    says the records do not carry (``qualified``: "before any volume rebate"). A phrase all of
    whose words the stated records' own phrasings use (``own``, their vocabulary: "a
    forecast/climatology" of a temperature "forecast at 31 °C") is their scope, not a record."""
    if not unheld:
        return ()
    stated = frozenset().union(
        *(_said(" ".join([s.label, s.context or "", str(s.value or "")])) for s in statements)
    )
    kinds = {
        stem(words(s.value)[-1]) for s in statements if isinstance(s.value, str) and words(s.value)
    }
    return tuple(
        u
        for u in unheld
        if (theirs(u) and not any(runs_inside(u, q) for q in qualified))
        or not (
            _said(u) - _PLAIN <= stated  # "the March grades" beside the March results
            or _said(u) - _PLAIN <= own
            or (words(u) and stem(words(u)[-1]) in kinds)
            or any(runs_inside(u, text) for text in texts)
        )
    )


_GRAMMAR = frozenset("a an the of for in on at to and or with by from".split())
_PLAIN = frozenset(stem(w) for w in (*GENERIC, *"need needs needing require requires".split()))
"""Words that never name a record on their own ("grades", "count", "year"; the "needing" of
"needing visa sponsorship")."""


def _said(text: str) -> frozenset[str]:
    """The stems of a text's words but grammar ("current" counts: "current basic salary" is no
    "offered basic salary"); a period's adjective is its noun ("daily hire" of a "hire lost per
    day")."""
    return frozenset(stem(_PERIOD_OF.get(w, w)) for w in words(text) if w not in _GRAMMAR)


def _not_kept(unheld: Sequence[str]) -> dict[str, str]:
    """The slots of a "not kept" line: the things, and words that agree with how many."""
    one = len(unheld) <= 1
    return {
        "unheld": _and(unheld) if unheld else "",
        "is_": "is" if one else "are",
        "thing": "something" if one else "things",
        "that": "that" if one else "those",
    }


@per_task
def records(task: Task, role_id: str) -> Records:
    """The role's records in the task (built once per task and role)."""
    return Records(task, role_id)


ME = "agent"
"""Who asks, when one agent plays: conversations are kept per asker (the team variant has more)."""


@dataclass
class Conversation:
    """One asker's conversation with one colleague: the messages it answered, as its reader
    read them, and the state of each of the colleague's faults in this conversation.

    Attributes:
        parts: The colleague's fault parts, one per fault, in the plan's order.
        history: The messages answered, as the reader read them.
        messages: Messages received (answered or not; late replies not counted).
    """

    parts: list[FaultPart[Any]]
    history: list[Turn] = field(default_factory=list)
    messages: int = 0


class Colleague:
    """One role's agent in one episode: its records (per task), its conversations (per asker)
    and, in each, its fault parts.

    Args:
        task: The task.
        role_id: Which role this colleague plays.
        faults: The setting's faults (those on other roles are ignored).
        phrasings: This colleague's own stream of phrasing draws.
        reader: How the colleague reads messages (default: the rules reader).
        reply_after: Rounds after which an unanswered first message is answered anyway
            (None: never).
        unstated_contexts: Whether a record whose context the request names is stated without
            it, the first time its label comes up, unless the request asks which context it is
            (``Difficulty.unstated_contexts``).
    """

    def __init__(
        self,
        task: Task,
        role_id: str,
        faults: Sequence[FaultModel],
        phrasings: Phrasings,
        reader: RequestReader = RULES,
        reply_after: int | None = None,
        unstated_contexts: bool = False,
    ) -> None:
        self.role_id = role_id
        self.unstated_contexts = unstated_contexts
        self.records = records(task, role_id)
        self.phrasings = phrasings
        self.reader = reader
        self.faults = [f for f in faults if f.role == role_id]
        self._setup = Setup(self.records, reply_after)
        self.conversations: dict[str, Conversation] = {}

    def conversation(self, asker: str = ME) -> Conversation:
        """The conversation with ``asker`` (begun on first use)."""
        found = self.conversations.get(asker)
        if found is None:
            found = self.conversations[asker] = Conversation(parts(self.faults, self._setup))
        return found

    def respond(self, message: str, round_number: int = 0, asker: str = ME) -> Reply | None:
        """The reply to a message sent in round ``round_number``, or None when the colleague
        does not answer it."""
        talk = self.conversation(asker)
        talk.messages += 1
        # Every part is asked (no short cut): a silenced message is one each part notes.
        if any([part.silences(talk.messages, message, round_number) for part in talk.parts]):
            return None
        for part in talk.parts:
            if part.shown:  # a message after the faulty account (or the ignored first one)
                part.follow_ups += 1
        reply = self._answer(message, talk)
        for part in talk.parts:
            part.answered(talk.history[-1].request)
        return reply

    def late_replies(self, round_number: int, asker: str = ME) -> list[Reply]:
        """The replies to unanswered messages that are due by this round."""
        talk = self.conversations.get(asker)
        if talk is None:
            return []
        due = [message for part in talk.parts for message in part.late(round_number)]
        return [self._answer(message, talk) for message in due]

    def answer(self, message: str, asker: str = ME) -> Reply:
        """The reply to a message, following the faults, ignoring silence: the records it
        states (typed), rendered to text."""
        return self._answer(message, self.conversation(asker))

    def _answer(self, message: str, talk: Conversation) -> Reply:
        questions = self._separate_questions(message, talk)
        if questions:  # each answered in turn, about the records it names
            replies = [self._answer(question, talk) for question in questions]
            # One reply opens once ("Happy to help." never mid-reply).
            texts = [replies[0].text, *(_unopened(r.text) for r in replies[1:])]
            return Reply(
                self.role_id,
                "\n".join(texts),
                tuple(s for r in replies for s in r.statements),
                tuple(dict.fromkeys(u for r in replies for u in r.unheld)),
            )
        request = self._read(message, talk.history)
        previous = talk.history[-1] if talk.history else None
        if not request.relevant:
            talk.history.append(Turn(message, request, ()))
            reply = self._choose(_NOT_KEPT if request.unheld else _OFF_TOPIC)
            text = sanitize(reply.format(**_not_kept(request.unheld), **self.records.holdings))
            return Reply(self.role_id, text, unheld=tuple(request.unheld))
        request = self._asked_outright(request, talk)
        bend = Bend(request.candidates, request.facts)
        # Whether the figures a question asks to be exact were stated exactly: asked before a
        # follow-up corrects a hedge, which had given them only as a range.
        exactly = request.exactness and self._stated_exactly(request, talk)
        for part in talk.parts:  # follow-ups correct first, then the faults bend the reply
            part.correct(request)
        for part in talk.parts:
            part.bend(bend)
        fact_ids, twist = bend.fact_ids, bend.twist
        withdrawn = (
            [bend.withdrawn] if bend.withdrawn else self._withdrawn_put(message, request, talk)
        )
        confirming = (request.confirm or exactly) and previous is not None and not bend.plain
        if confirming and not self._asks_anew(message, request, previous, talk):
            questioned = self._questioned(request, talk, message)
            return self._confirmation(message, request, bend, questioned, talk, withdrawn)
        # (what the records hold of a figure taken back is stated beside it)
        fact_ids = tuple(dict.fromkeys([*fact_ids, *(t.fact for t in withdrawn)]))
        unscoped = self._unscoped(request, fact_ids, talk)
        statements = self.records.statements(request.candidates, fact_ids, twist, unscoped)
        body = self._body(request.candidates, fact_ids, twist, unscoped)  # before the opening
        unsaid = self._unsaid_lines(message, fact_ids, talk)
        newer = self._nothing_newer(message, fact_ids) + self._undated(message, fact_ids, talk)
        talk.history.append(Turn(message, request, fact_ids, body))
        lines = [body, *map(self._taken_back, withdrawn), *unsaid, *newer]
        reply = self._choose(_OPENINGS) + "\n".join(lines)
        # Never "not held" for what the reply states ("... NABET-CWA agreement") or the last
        # one said in its words ("holds valid GCP training certification"), nor a qualifier it
        # says it cannot speak to ("excl. VAT", "before any volume rebate", in the agent's own
        # words too), nor what it says it has nothing newer of ("any re-inspection since?").
        said = "\n".join([previous.said if previous else "", *unsaid])
        spans = [found.group() for found in _qualifiers(message)] if unsaid else []
        unheld = self._still_unheld(
            request.unheld, statements, [body, said], spans, message, fact_ids
        )
        if unheld:
            reply += "\n" + self._also_not_kept(unheld)
        return Reply(self.role_id, reply, statements, unheld)

    def _still_unheld(
        self,
        unheld: tuple[str, ...],
        statements: tuple[Statement, ...],
        texts: Sequence[str],
        spans: Sequence[str],
        message: str,
        fact_ids: Sequence[str],
    ) -> tuple[str, ...]:
        """What a reply names as not kept (``_unstated``): nothing it states or said before
        (``texts``), nor what it answers in a line of its own, in the message's words: the
        qualifiers the records do not carry (``spans``), whether there is anything newer ("any
        retest since?", of a record held in several contexts too) and when a record is dated
        ("When is your figure dated?")."""
        answered = [*spans, *_recency(message), *_dates_asked(message)]
        return _unstated(
            unheld,
            statements,
            *texts,
            *answered,
            theirs=self.records.says_theirs,
            qualified=answered,
            own=self.records.vocabulary(fact_ids),
        )

    def _also_not_kept(self, unheld: Sequence[str]) -> str:
        """The line, after what a reply states, that names what is not kept."""
        return sanitize(self._choose(_ALSO_NOT_KEPT).format(**_not_kept(unheld)))

    def _asked_outright(self, request: Request, talk: Conversation) -> Request:
        """A yes-or-no question on a value the colleague withheld ("I can't give you an answer")
        asks for that value ("Plain yes or no - is Lindgren's medical valid on 1 April 2027?"):
        it is no question on what was given, since nothing was."""
        if not request.confirm or request.exact:
            return request
        withheld = any(
            part.shown
            and (twist := part.standing(c, f))
            and twist.interval is None
            and not twist.misstated
            for part in talk.parts
            for c in request.candidates
            for f in request.facts
        )
        return replace(request, confirm=False, exact=True) if withheld else request

    def _asks_anew(
        self, message: str, request: Request, previous: Turn, talk: Conversation
    ) -> bool:
        """Whether a message asks for records the last reply did not state, and its yes-or-no
        questions name none of their own but those: they are on what it asks ("What's the daily
        camp allowance? Is it recurring?", "do u hold the FMCSA safety rating? is it
        satisfactory?"), not on what was stated."""
        # ("And the catering minimum at Valby - is it excl. VAT?" asks anew: another candidate.)
        candidates = set(request.candidates) <= set(previous.request.candidates)
        if set(request.facts) <= set(previous.stated) and candidates:
            return False
        # (Records stated before the last reply are no news: "you gave a pavement repair
        # estimate of 52,000 GBP: is that the patching cost?", asked after the snow days.)
        new = set(request.facts).difference(*(turn.stated for turn in talk.history))
        told = sentences(message)
        questions = [s for s in told if confirms(s.lower())]
        if not 0 < len(questions) < len(told):
            return False
        # What the other sentences ask for anew; a question that names a context is on what
        # was stated ("Is that from the 2024 security review? Yes or no.", "Are the figures you
        # gave for August 2026? Please give the August 2026 ...").
        others = " ".join(s for s in told if s not in questions)
        anew = new & set(self._read(others, []).facts)
        readings = [self._read(q, []) for q in questions]
        return all(set(r.facts) <= anew and not r.contexts for r in readings)

    def _separate_questions(self, message: str, talk: Conversation) -> list[str]:
        """The parts of a message that asks several things, one at least a yes-or-no question on
        what was stated, each part on records of its own ("Is Fifita's certification current?
        And are the ratings you sent the exit-interview ratings?", "Can you give me the exact
        bonus? Also, is the 125,000 CAD the base salary?"); else none (one question, or one
        request)."""
        if not talk.history or message.count("?") < 2:  # each question ends in one
            return []
        told = sentences(message)
        questions = [s for s in told if confirms(s.lower()) or POLAR.search(s.lower())]
        if not any(confirms(q.lower()) for q in questions):
            return []
        # A request beside them is a part of its own ("Can you give me the exact bonus? Also,
        # is the 125,000 CAD the base salary?"), when it is on records of its own.
        parts = [s for s in told if s in questions or _ASKING.search(s.lower())]
        if len(parts) < 2:
            return []
        labels = []
        for part in parts:
            # Read alone: a part that leans on another ("What's the allowance? Is it
            # recurring?") names no record of its own, and the message is one request.
            request = self._read(part, [])
            labels.append(frozenset(self.records.facts[f].label for f in request.facts))
        # "Is that the Q2 figure? Please send Q3 too.": one request, on one record; so is one
        # whose part names none and reads as every record ("... is that current? Any update
        # since?").
        if not all(labels) or len(frozenset().union(*labels)) < sum(map(len, labels)):
            return []
        return parts

    def _read(self, message: str, history: list[Turn]) -> Request:
        """The request a message makes, by the colleague's reader (a request for everything
        is known without reading: ``EVERYTHING``)."""
        if self.reader is RULES:
            if message in EVERYTHING:
                return self.records.everything
            templated = self.records.templated(message, history[-1] if history else None)
            if templated is not None:
                return templated
            return RULES.read(message, self.records.index, history)
        request = self.reader.read(message, self.records.index, history)
        _check(request, self.records.index, self.reader)
        return request

    def _unscoped(
        self, request: Request, fact_ids: tuple[str, ...], talk: Conversation
    ) -> frozenset[str]:
        """The facts a reply states without their context: those of a label that has not come
        up before in the conversation, asked for in one context the request names, when it
        does not ask which context each record is from. A colleague takes the context named
        as read; a misaligned one, answering in another, says nothing of it either, so only a
        question on the context ("which drill is that from?") tells them apart."""
        if not self.unstated_contexts or request.which_context or not request.contexts:
            return frozenset()
        facts = self.records.facts
        came_up = {facts[f].label for turn in talk.history for f in turn.stated}
        asked = Counter(facts[f].label for f in request.facts if facts[f].context)
        named = {f.label for f in facts.values() if f.context in request.contexts}
        labels = {label for label, n in asked.items() if n == 1 and label in named} - came_up
        return frozenset(f for f in fact_ids if facts[f].label in labels)

    def _body(
        self,
        candidates: tuple[str, ...],
        fact_ids: tuple[str, ...],
        twist: Twist | None,
        unscoped: frozenset[str] = frozenset(),
    ) -> str:
        """A paragraph per candidate stating its values of the facts, each in a drawn phrasing
        (``unscoped``: facts stated without their context)."""
        paragraphs = self.records.paragraphs(candidates, fact_ids, twist, unscoped)
        draw = self.phrasings.draw
        return "\n".join([texts[draw() % len(texts)] for texts in paragraphs])

    def _questioned(self, request: Request, talk: Conversation, message: str = "") -> Turn:
        """The turn a yes-or-no question is about: the last one, unless that stated no record
        of the labels the question names and an earlier one did ("you gave a pavement repair
        estimate of 52,000 GBP: is that the patching cost?", asked after the snow days). Then
        it is that turn, narrowed to the records of those labels."""
        last = talk.history[-1]
        labels = {self.records.facts[f].label for f in request.facts}
        if not labels:
            return last
        # The figure put, or the one figure the message names ("What year was that 5-incident
        # figure for? Is it 2023?").
        named = set(figures(message))
        put = request.put if request.put is not None or len(named) != 1 else named.pop()
        for turn in reversed(talk.history):
            named = self._stated_as_asked(turn, labels, request.candidates, put, talk)
            if named and turn is last:
                return last
            if named:
                return Turn(turn.message, turn.request, named, turn.said)
        return last

    def _stated_as_asked(
        self,
        turn: Turn,
        labels: set[str],
        candidates: tuple[str, ...],
        put: float | None,
        talk: Conversation,
    ) -> tuple[str, ...]:
        """The records of these labels a turn stated, when it stated them for a candidate the
        question names and, if it puts a figure, that figure ("For Archivio, is the 3 incidents
        figure ...?" is about the turn that gave Archivio's 3, not the last one, on two others;
        "in your very first reply you said 5 incidents: what year was that for?" likewise)."""
        named = tuple(f for f in turn.stated if self.records.facts[f].label in labels)
        asked = [c for c in turn.request.candidates if c in candidates]
        if not named or not asked:
            return ()
        pairs = [(c, f) for c in asked for f in named]
        return named if self._puts_the_figure(put, pairs, talk) else ()

    def _confirmation(
        self,
        message: str,
        request: Request,
        bend: Bend,
        previous: Turn,
        talk: Conversation,
        withdrawn: Sequence[Twist] = (),
    ) -> Reply:
        """The answer to a yes-or-no question on what the last reply stated: yes when the
        question names what it stated (the record, its context, the candidate, the unit), with
        that named in full; else no, what was stated, and the record the question names; and
        the misstatements it puts that were taken back (``withdrawn``)."""
        fact_ids, twist = bend.fact_ids, bend.twist
        stated = [(c, f) for f in previous.stated for c in previous.request.candidates]
        # Candidates beside those stated ("Is that the Q2 figure? And for the other two?") are
        # a request of their own, answered after the yes or no.
        on_stated = [c for c in request.candidates if c in previous.request.candidates]
        extra = tuple(c for c in request.candidates if c not in on_stated) if on_stated else ()
        asked = [(c, f) for f in fact_ids for c in on_stated or request.candidates]
        named = [pair for pair in stated if pair[0] in request.candidates] or stated
        # Of what was stated, the record the question is about ("is that depth from August?"
        # after the woodland length and the July depth): the one of the same label.
        labels = {self.records.facts[f].label for f in fact_ids}
        named = [pair for pair in named if self.records.facts[pair[1]].label in labels] or named
        # A question that names several records of its own ("confirm: installation quote
        # 1,100,000 GBP, annual LTSA fee 420,000 GBP, ... - are these current?") is about each
        # of them, whatever figure it puts first.
        several = len(labels) > 1 and len(set(figures(message))) > 1
        named = self._of_the_figure_put(request.put, named, talk, by_label=several)
        units = all(self._in_unit(f, request.units) for _, f in named)
        told = sentences(message)
        # "X or Y?" names what was stated when either option does.
        which = any(map(_ALTERNATIVE.match, told))
        # Something not held, named in the question itself ("is the 40 km to Bergen?"), is a
        # scope it does not have; asked in a sentence of its own, it is only named as not held.
        questions = [s for s in told if confirms(s.lower())]
        if not questions and len(told) > 1:
            # "Could you give me the court-centre lux for all four? And is the clear height for
            # Esbjerg from the venue inspection?": the yes or no is the question's.
            questions = [s for s in told if POLAR.search(s.lower())]
        put = [u for u in request.unheld if any(u.lower() in q.lower() for q in questions)]
        # Words the records' own phrasings use are their scope ("from the venue inspection" of
        # "Venue inspection, Esbjerg Harbour Arena: clear height ... 13 m").
        own = self.records.vocabulary(tuple(dict.fromkeys(f for _, f in named)))
        put = [u for u in put if not {stem(w) for w in words(u)} - _FILLER <= own]
        # A word put as what the record is ("is that a provisional figure?") is a qualifier
        # the records do not carry; a place or a scope ("to Bergen") is one it does not have,
        # and so is a place no record of the task has ("is the 40 miles to Bergen?").
        asked_of = " ".join(questions)
        qualities = [u for u in put if not _placed(u, asked_of)]
        beyond = len(qualities) < len(put) or bool(foreign_places(asked_of, self.records.index))
        # The yes or no is the question's: "Those are the 2023 figures, right? Do you also have
        # 2024?" says yes to 2023, then gives 2024 (the request of the other sentence).
        judged = self._questioned_pairs(questions, told, talk) or asked
        named = [pair for pair in named if pair in judged] or named
        within = set(judged) & set(stated) if which else set(judged) <= set(stated)
        agrees = bool(within) and units and not beyond
        if agrees:
            # ("And for Kestrel, what was the Q1 rate? Was the 95% for that quarter?": the
            # question alone is on the last request's candidates, the figure put is Kestrel's.)
            named = [pair for pair in named if pair in judged] or named
            agrees = self._puts_the_figure(request.put, named, talk)
        exact = request.exactness and agrees
        answers = agrees or (which and bool(within))
        unsaid = self._unsaid_qualifier(questions, [f for _, f in named]) if answers else None
        if answers and not unsaid and qualities:
            unsaid = f"is {qualities[0]}"
        if which or unsaid:
            # "Is it X, or Y?" is answered with what it is, not with a yes or no; so is a
            # question whose qualifier the records do not carry ("is it final, or provisional?").
            either = _EITHER_EXACT if exact else _EITHER
            template = _UNSAID.replace("{qualifier}", sanitize(unsaid)) if unsaid else either
            lines = self._scope_lines(template, named, talk, message, request.contexts)
            lines = [line[0].upper() + line[1:] for line in lines]
        else:
            template = _YES_EXACT if exact else _YES if agrees else _NO
            lines = self._scope_lines(template, named, talk, message, request.contexts)
        # A question of its own on what the records do not carry ("Is the 2,100,000 EUR the
        # full upgrade cost? And does it include VAT?"): said so after the yes or no.
        rest = " ".join(s for s in told if s not in questions)
        judged_facts = tuple(dict.fromkeys(f for _, f in named))
        # (a question of its own beside one already said so: "... final? Excl. VAT?")
        later = self._unsaid_lines(rest, judged_facts, talk)
        newer = self._nothing_newer(message, judged_facts)
        newer += self._undated(message, judged_facts, talk)
        lines += [*map(self._taken_back, withdrawn), *later, *newer]
        shown: tuple[str, ...] = previous.stated
        statements: tuple[Statement, ...] = ()
        said, unheld = previous.said, request.unheld
        if not set(asked) <= set(stated) and not (which and within):
            # The record asked about, in its own sentence ("For the March 2026 credit check").
            said = self._body(request.candidates, fact_ids, twist)
            lines.append(said)
            statements = self.records.statements(request.candidates, fact_ids, twist)
            shown = fact_ids
        else:
            # A record another sentence asks for ("Which one is correct? Also, is 1,210,000 EUR
            # the material cost?"), beside the one the yes or no is on: stated after it.
            others = tuple(f for f in fact_ids if f not in judged_facts)
            if others and _ASKING.search(rest):
                whose = self._read(rest, talk.history).candidates  # the sentence's own
                body = self._body(whose, others, twist)
                lines.append(body)
                said = f"{said}\n{body}"
                statements = self.records.statements(whose, others, twist)
                shown = tuple(dict.fromkeys((*shown, *others)))
            if extra:
                body = self._body(extra, fact_ids, twist)
                lines.append(body)
                said = f"{said}\n{body}"
                statements += self.records.statements(extra, fact_ids, twist)
                shown = tuple(dict.fromkeys((*shown, *fact_ids)))
            # A qualifier said to be beyond the records is no record either.
            beside = [m.group() for q in questions for m in _qualifiers(q)] if unsaid else []
            beside += [m.group() for m in _qualifiers(rest)] if later else []
            texts = [said, *(qualities if unsaid else ())]
            unheld = self._still_unheld(unheld, statements, texts, beside, message, shown)
            if unheld:
                lines.append(self._also_not_kept(unheld))
        talk.history.append(Turn(message, request, shown, said))
        return Reply(self.role_id, "\n".join(lines), statements, tuple(unheld))

    def _unsaid_lines(
        self, message: str, fact_ids: tuple[str, ...], talk: Conversation
    ) -> list[str]:
        """For each yes-or-no question of a message on one record the reply states that puts
        a qualifier the record does not carry ("Could you send the relocation allowance? Is it a
        one-off payment?"): that the records do not say."""
        asking = "?" in message or "whether" in message.lower()
        if not asking or next(_qualifiers(message), None) is None:  # the common case, cheaply
            return []
        lines = []
        told = sentences(message)
        for i, question in enumerate(told):
            lowered = question.lower()
            # (or "Please say whether these are final figures, and whether VAT is included.";
            # or a question of the qualifier alone: "Verified figures?")
            alone = "?" in question and _of_qualifiers_alone(question)
            if not (POLAR.search(lowered) or confirms(lowered) or "whether" in lowered or alone):
                continue
            # "Is it net of pension contributions?": what it names, else what the request just
            # before it named last ("... the payment terms, and the charter hire we lose per day?
            # Is that daily figure net of commission?"), else what the reply states.
            asked = [f for f in self._read(question, talk.history).facts if f in fact_ids]
            if not asked and i:
                last = clauses(told[i - 1])[-1][0]
                asked = [f for f in self._read(last, talk.history).facts if f in fact_ids]
            asked = asked or list(fact_ids)
            labels = list(dict.fromkeys(self.records.facts[f].label for f in asked))
            if len(labels) > 1:
                # "(1) holding capacity ..., and (2) the fencing repair cost ... - exact, and is
                # it incl. or excl. GST?": of the record named last before the qualifier.
                asked = self._named_before(question, asked, talk) or asked
                labels = list(dict.fromkeys(self.records.facts[f].label for f in asked))
            if unsaid := self._unsaid_qualifier([question], asked):
                # ("Are any of these provisional?", of several records: any of them)
                name = labels[0] if len(labels) == 1 else f"{_and(labels)}, any of them,"
                lines.append(sanitize(f"My records do not say whether the {name} {unsaid}."))
        return lines

    def _named_before(self, question: str, fact_ids: list[str], talk: Conversation) -> list[str]:
        """Of ``fact_ids``, those the last clause before the question's first qualifier names
        (none: no clause before it names one)."""
        found = next(_qualifiers(question), None)
        for clause, _ in reversed(clauses(question[: found.start()] if found else "")):
            named = [f for f in self._read(clause, talk.history).facts if f in fact_ids]
            if named and len(named) < len(fact_ids):
                return named
        return []

    def _withdrawn_put(self, message: str, request: Request, talk: Conversation) -> list[Twist]:
        """The misstatements taken back whose figure a message puts ("Is that 55 dBA figure
        wrong?", after the colleague rechecked and said 58)."""
        recovered = [part for part in talk.parts if part.recovered]
        if not recovered:  # the common case, cheaply
            return []
        facts = self.records.facts
        labels = {facts[f].label for f in request.facts}  # (in another context of the label too)
        taken_back = [
            twist
            for part in recovered
            for candidate in request.candidates
            for fact_id in facts
            if facts[fact_id].label in labels
            and (twist := part.withdrawn(candidate, fact_id))
            and isinstance(twist.value, (int, float))
        ]
        put = figures(message) if taken_back else ()
        return [t for t in taken_back if any(logic.equal_values(f, t.value) for f in put)]

    def _taken_back(self, twist: Twist) -> str:
        """That a misstatement was a misreading, in the records' words."""
        fact = self.records.facts[twist.fact]
        old = render.format_value(fact, twist.value)
        name = render.record_name(fact)
        return sanitize(_WITHDRAWN.format(old=old, name=name, candidate=twist.candidate))

    def _nothing_newer(self, message: str, fact_ids: Sequence[str]) -> list[str]:
        """For a question whether what is stated is the newest there is ("is that still
        current?", "any re-inspection since then?"): that there is nothing newer, of records
        held in one context only (of a record held in several, "the latest" names a context)."""
        if not _recency(message):  # the common case, cheaply
            return []
        asked = [
            s
            for s in sentences(message)
            if ("?" in s or "whether" in s.lower()) and self._asks_newest(s)
        ]
        if not asked:
            return []
        # (not of what the colleague does not keep: "does Fifita currently hold one?", of a
        # certificate kept by another)
        reading = self._read(" ".join(asked), [])
        named = set(reading.facts) & set(fact_ids)
        if reading.unheld and (not named or len(reading.facts) == len(self.records.facts) > 1):
            return []
        labels = Counter(f.label for f in self.records.facts.values())
        names = [
            self.records.facts[f].label
            for f in fact_ids
            if labels[self.records.facts[f].label] == 1
        ]
        if not names:
            return []
        return [sanitize(_NOTHING_NEWER.format(names=_and(list(dict.fromkeys(names)))))]

    def _undated(self, message: str, fact_ids: Sequence[str], talk: Conversation) -> list[str]:
        """For a question on when a record was issued, dated or from, of records whose words
        carry no date ("When was the PI certificate issued / when does it expire?" of a
        certificate held or not held; "Which year does it cover?" of a latest-year rate): that
        the records give none."""
        if not _dates_asked(message):  # the common case, cheaply
            return []
        asked = [s for s in sentences(message) if _DATES_ASKED.search(s)]
        facts = self.records.facts
        named = [f for s in asked for f in self._read(s, talk.history).facts if f in fact_ids]
        undated = [
            facts[f].label
            for f in dict.fromkeys(named or fact_ids)
            if not any(
                _DATED.search(text)
                for text in (facts[f].label, facts[f].context or "", *facts[f].templates)
            )
        ]
        if not undated:
            return []
        return [sanitize(_NO_DATES.format(names=_and(list(dict.fromkeys(undated)))))]

    def _asks_newest(self, sentence: str) -> bool:
        """Whether a sentence asks whether something is the newest, by words that are not of a
        label it says: "is the current base salary 64,000 GBP?" and "the notice period owed to
        their current employer" name records, "is it the current version of the offer model?"
        names none (the word after "current" is not the label's)."""
        index = self.records.index
        labels = [words(r.label) for r in (*index.records, *index.elsewhere)]
        lowered = sentence.lower()
        for found in _RECENCY.finditer(lowered):
            said = words(found.group()) + words(lowered[found.end() :])[:1]
            of_label = any(
                label[i : i + len(said)] == said for label in labels for i in range(len(label))
            )
            if not of_label:
                return True
        return False

    def _unsaid_qualifier(self, questions: list[str], fact_ids: list[str]) -> str | None:
        """The qualifiers the questions put on the records that their labels, contexts and
        phrasings do not carry ("a one-off payment" of the "maximum performance bonus"; not
        "per day" of a "daily camp allowance ... per day"), in the question's words, joined by
        "or" ("is final or includes VAT")."""
        own = self.records.vocabulary(fact_ids)
        if own & _PERIODIC:  # an annual rent, a daily allowance: recurring
            own |= {stem("recurring")}
        unsaid = []
        for question in questions:
            # Not in brackets: "(excluding sea allowances)" only says what the asker takes it to be.
            for found in _qualifiers(re.sub(r"\([^()]*\)", " ", question)):
                if self.records.says_a_label(found.group(), found.group("trigger")):
                    continue  # "whether ...; guaranteed annual availability; ...": a record
                if self._in_a_label(found, question):
                    continue  # "an exact figure for charter days including transit anywhere?"
                # The qualifier's own word counts, filler or not ("a one-off cost" of a cost).
                trigger = {stem(w) for w in words(found.group("trigger"))}
                standing = found.group("trigger").lower().replace(" ", "-") in _STANDING
                said = trigger if standing else {stem(w) for w in words(found.group())}
                carried = said - _FILLER - trigger
                if _VERBAL.get(found.group("trigger").lower()) == "includes" and carried:
                    # What it includes is a word of its own ("does the piling and earthworks
                    # estimate include piling?"): carried.
                    trigger = frozenset()
                if (carried | trigger) - own:
                    unsaid.append(_as_predicate(found, standing))
        return _or(list(dict.fromkeys(unsaid))) or None

    def _in_a_label(self, found: re.Match[str], question: str) -> bool:
        """Whether a qualifier's trigger is a word of one of this role's labels that the
        question says word for word ("charter days including transit")."""
        trigger = words(found.group("trigger"))
        return any(
            runs_inside(f.label, question) and runs_inside(" ".join(trigger), f.label)
            for f in self.records.facts.values()
        )

    def _questioned_pairs(
        self, questions: list[str], sentences: list[str], talk: Conversation
    ) -> list[tuple[str, str]]:
        """The (candidate, fact) pairs the question sentences ask about, read alone, when other
        sentences of the message ask for something too (empty: none, or the question is all)."""
        if not questions or len(questions) == len(sentences):
            return []
        own = self._read(" ".join(questions), talk.history)
        return [(c, f) for f in own.facts for c in own.candidates] if own.relevant else []

    def _of_the_figure_put(
        self,
        put: float | None,
        pairs: list[tuple[str, str]],
        talk: Conversation,
        by_label: bool = False,
    ) -> list[tuple[str, str]]:
        """Of each candidate's (candidate, fact) pairs, those whose stated figure a question puts
        ("that 6 days is the 2024-25 winter, right?" is about the 2024-25 record, not the
        2025-26 one); a candidate none of whose figures it puts keeps them all (the question
        may put one figure for each of several candidates). ``by_label``: among the pairs of
        each record's label only (a question on several records keeps each)."""
        kept = []
        facts = self.records.facts
        groups = dict.fromkeys((c, facts[f].label if by_label else "") for c, f in pairs)
        for candidate, label in groups:
            own = [
                p
                for p in pairs
                if p[0] == candidate and (not by_label or facts[p[1]].label == label)
            ]
            if put is not None:
                # (a record that is no number is not what the figure is put on: "confirm the
                # estimate is 110,000 AUD and that it is IL4-certified" asks of both)
                own = [
                    p
                    for p in own
                    if facts[p[1]].kind != "number"
                    or (
                        self._stated_value(*p, talk) is not None
                        and self._puts_the_figure(put, [p], talk)
                    )
                ] or own
            kept += own
        return kept

    def _stated_exactly(self, request: Request, talk: Conversation) -> bool:
        """Whether the last reply stated, exactly, every figure a question on exactness asks
        about (of number records; at least one), in the turn the question is about."""
        last = self._questioned(request, talk)
        pairs = [
            (c, f)
            for f in last.stated
            if f in request.facts and self.records.facts[f].kind == "number"
            for c in last.request.candidates
            if c in request.candidates
        ]
        return bool(pairs) and all(self._stated_value(c, f, talk) is not None for c, f in pairs)

    def _puts_the_figure(
        self, put: float | None, pairs: list[tuple[str, str]], talk: Conversation
    ) -> bool:
        """Whether the figure a question puts ("is 120 right?") is one stated for these
        (candidate, fact) pairs (any, when it puts none or none was stated as a number)."""
        stated = [v for c, f in pairs if (v := self._stated_value(c, f, talk)) is not None]
        return put is None or not stated or any(logic.equal_values(put, v) for v in stated)

    def _stated_value(self, candidate: str, fact_id: str, talk: Conversation) -> float | None:
        """The candidate's figure of a fact as stated, when it was stated exactly (None: not a
        number, or given only hedged)."""
        if self.records.facts[fact_id].kind != "number":
            return None
        return self._stated(candidate, fact_id, talk)  # type: ignore[return-value]

    def _stated(self, candidate: str, fact_id: str, talk: Conversation) -> Value | None:
        """The candidate's value of a fact as stated, when it was stated in full (None: given
        only hedged): the records', or the one a fault states instead."""
        twists = [t for part in talk.parts if (t := part.standing(candidate, fact_id))]
        if twists and not twists[0].misstated:
            return None
        return twists[0].value if twists else self.records.facts[fact_id].values[candidate]

    def _in_unit(self, fact_id: str, units: frozenset[str]) -> bool:
        """Whether a fact is in the units a message names (any, when it names none)."""
        unit = self.records.facts[fact_id].unit
        own = {stem(w) for w in words(unit or "")}
        return not units or bool(own & {stem(w) for w in units})

    def _scope_lines(
        self,
        template: str,
        pairs: list[tuple[str, str]],
        talk: Conversation,
        message: str = "",
        contexts: frozenset[str] = frozenset(),
    ) -> list[str]:
        """One line per fact stated: what was given, and the record, context and candidates it
        is of ("Yes: the figure I gave (40 miles) is the distance from home to Oban for ...");
        each figure that was given exactly beside its candidate. A context the records name by
        a cue is named in the ``message``'s words too, when it names it ("is the 16 April 2024
        class survey the 2024 annual survey?"), or as the reader read it (``contexts``: "the
        150 °C dielectric breakdown stress" is the 150 °C stress test)."""
        lines = []
        for fact_id in dict.fromkeys(f for _, f in pairs):
            fact = self.records.facts[fact_id]
            candidates = [c for c, f in pairs if f == fact_id]
            figures = {c: self._given(c, fact, talk) for c in candidates}
            if len(candidates) == 1 and figures[candidates[0]] and fact.kind == "number":
                what, named = f"the figure I gave ({figures[candidates[0]]})", candidates
            elif len(candidates) == 1 and figures[candidates[0]]:
                # A status said in full: "Yes: what I gave (has not been granted) is the permit
                # for Dehesa" never reads as a yes to "it is granted, right?"; a bare "is not"
                # as its sentence ("Yes: what I gave (Capt. Mikael Lindgren's Category 1
                # medical certificate is not valid on ...)").
                given = figures[candidates[0]]
                if given in _BARE_VERBS:
                    given = self._given_sentence(candidates[0], fact, talk) or given
                what, named = f"what I gave ({given})", candidates
            else:  # "... for Aurora Broadcast Group (15,000 USD) and Blue Spruce Live (8,000 USD)"
                what = "what I gave"
                named = [f"{c} ({figures[c]})" if figures[c] else c for c in candidates]
            name = render.record_name(fact)
            said = fact.context in contexts or (fact.context or "?").lower() in message.lower()
            if fact.cue and fact.context and said:
                name = f"{fact.label} ({_the(fact.cue)}, which is {_the(fact.context)})"
            text = template.format(what=what, name=name, candidates=_and(named))
            lines.append(sanitize(text.replace("..", ".")))  # "... S.p.A.."
        return lines

    def _given(self, candidate: str, fact: Fact, talk: Conversation) -> str | None:
        """The candidate's value as stated, in full (None: given only hedged): a figure with
        its unit, or a status in its record's words."""
        value = self._stated(candidate, fact.id, talk)
        return None if value is None else render.format_value(fact, value)

    def _given_sentence(self, candidate: str, fact: Fact, talk: Conversation) -> str | None:
        """The record sentence of the candidate's value as stated, without its full stop
        (None: given only hedged)."""
        value = self._stated(candidate, fact.id, talk)
        return None if value is None else render.fact_sentence(fact, candidate, 0, value)[:-1]

    def recovery(self, kind: str, asker: str = ME) -> dict[str, Any]:
        """For this colleague's fault of one kind, in the conversation with ``asker``: its
        kind and role, whether its faulty account was given (``shown``), whether the agent
        recovered from it, the follow-ups it received (``follow_ups``) and those that did what
        recovery takes (``targeted_follow_ups``); the kind may add more (Incomplete: each
        message as the colleague read it, ``messages``).
        """
        return self.part(kind, asker).entry(self.conversation(asker).history)

    def part(self, kind: str, asker: str = ME) -> FaultPart[Any]:
        """This colleague's fault part of one kind in the conversation with ``asker``."""
        return next(p for p in self.conversation(asker).parts if p.kind == kind)

    def _choose(self, options: Sequence[str]) -> str:
        return options[self.phrasings.draw() % len(options)]


def _unopened(text: str) -> str:
    """A reply's text without its opening ("From my records:")."""
    for opening in _OPENINGS:
        if opening and text.startswith(opening):
            return text[len(opening) :]
    return text


def _or(predicates: list[str]) -> str:
    """Predicates joined by "or", a verb said once for those that share it ("is final,
    signed-off or provisional or includes VAT")."""
    groups: list[tuple[str, list[str]]] = []
    for predicate in predicates:
        verb, _, rest = predicate.partition(" ")
        if groups and groups[-1][0] == verb:
            groups[-1][1].append(rest)
        else:
            groups.append((verb, [rest]))
    said = [
        f"{verb} {items[0] if len(items) == 1 else ', '.join(items[:-1]) + ' or ' + items[-1]}"
        for verb, items in groups
    ]
    return " or ".join(said)


def _as_predicate(found: re.Match[str], standing: bool) -> str:
    """A qualifier as said of "it": "is final", "includes VAT", "is a one-off payment"."""
    if standing:  # "is that figure final?", "the final seating plan?"
        return f"is {found.group('trigger').lower()}"
    first, _, rest = found.group().strip().rstrip(".!").partition(" ")
    verb = _VERBAL.get(first.lower().rstrip("."))
    if found.group().strip().startswith(found.group("trigger")) and first[1:2].islower():
        first = first[0].lower() + first[1:]  # "Gross or net?": "is gross ..." (not "gST")
    rest = _ABBREVIATED_VERB.sub(lambda m: _VERBAL[m.group(1).lower()], rest)  # "or excl. GST"
    return f"{verb} {rest}" if verb else f"is {first} {rest}".rstrip()


def _placed(phrase: str, text: str) -> bool:
    """Whether the text says the phrase as a place or a scope ("to Bergen", "for the harbour
    crane"), not as what something is ("a provisional figure")."""
    scope = r"\b(?:to|from|at|in|near|via|for|of|on|by|during|under|over)\s+(?:the\s+)?"
    return bool(re.search(rf"{scope}{re.escape(phrase)}\b", text, re.IGNORECASE))
