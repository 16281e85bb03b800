"""How a colleague reads a free-text request: which candidates, which records, which context,
whether an exact value is asked for, and what is asked that the colleague does not keep.

A reader turns a message, the colleague's record index and the conversation so far into a
structured ``Request``; colleagues then answer it in code (``uncoenv.envs.colleagues``), so fault
behaviour and reply text never depend on the reader. Anything with the ``RequestReader`` method
``read`` can read: the rules below (the default), or a model (``uncoenv.envs.llm_reader``).

The rules read in two stages:

1. what the message itself says to this colleague (``_RoleRules.reading``, pure, kept per
   message): the sentences that ask (``asking_part``), read clause by clause (``clauses``) by
   word matching against the colleague's record labels, their aliases (scenario data) and
   acronyms, with accents, British spellings, months, short forms and small typos normalised,
   candidate names and colleagues' titles kept from naming a topic, and other colleagues'
   labels and unknown words for what the colleague does not keep. Examples, hedges and asides
   ("e.g. ...", "or however it is quoted", "if you have them to hand", "before the trustees sign
   off") name nothing asked for; an offer to take more ("Tasman and Kaipara too, if you have
   them") asks; what is not kept is named once per record, without units or verbs;
2. the reading against the conversation (``_resolve``): a follow-up that names no topic ("and for
   the other two?", "same for Osøyro", "are you sure?") reuses the previous request's topic, a
   relative reference ("the more recent test", "the other period") singles out a context, "pull
   it up" or a unit ("in hours") asks for the exact value of the record under discussion, and a
   yes-or-no question on what the last reply stated ("is that for the March check?") is a
   confirmation (``Request.confirm``).
"""

from __future__ import annotations

import functools
import itertools
import re
import weakref
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Protocol, runtime_checkable

from uncoenv.envs.memo import per_task
from uncoenv.tasks.models import Fact, Task
from uncoenv.tasks.scenarios.schema import COUNT_WORDS
from uncoenv.tasks.text import folded

# -- words ------------------------------------------------------------------------------------

_WORD = re.compile(r"[a-z0-9]+")
_LETTER_NUMBER = re.compile(r"[a-z]\d{3,}")
_STANDARD = re.compile(r"(iso|iec|en|bs|as|din|astm|ieee)(\d{3,})")
"""A standard's name written whole ("iso14001" is "ISO 14001")."""
STOPWORDS = frozenset(
    """
    a about above after again all also an and any are as at be been before being below
    between both but by can could did do does each for from had has have having he her here
    his how i if in into is it its just me more most my no nor not now of off on once only
    or other our out over own please same she should so some such than that the their them
    then there these they this those through to too under until up very was we were what
    when where which while who whom why will with would you your yours per total number vs versus
    value figure record records data details information info latest current recorded share
    send provide give tell let know need want like kindly also three four five six
    candidate candidates
    everything anything something whatever hold holds held keep file files note notes thanks
    thank hello dear team colleague regards best may might must shall just still yet quick
    question follow following again earlier message request reply response asap soon today
    update detail clarify confirm check look each every full complete available possible
    exact exactly precise precisely specific actual accurate figures numbers values report
    reports reported include including context notes summary summarise summarize list
    relevant shortlist shortlisted option options assessment evaluation decision condition
    conditions requirement requirements evidence finding findings result results status area
    rundown thorough morning afternoon good hi great regarding concerning about input
    missing send sent resend chase chasing blocked urgent received previous towards toward via
    outcome outcomes
    """.split()
)
GENERIC = frozenset(
    """
    year years time times day days week weeks month months hour hours minute minutes office
    room meeting book call next last past new old system schedule leave approve prompt
    committee winner announce pretend tomorrow yesterday today weekend name people person
    work place one two four five six first second good level quarter quarters amount amounts
    sum quantity count counts tally category categories grade grades size
    classification classifications season seasons date dates
    second seconds millisecond milliseconds centimetre centimetres millimetre millimetres
    """.split()
)
"""Common words that can sit in a record's label but never name a topic on their own."""
CHATTER = frozenset(
    """
    able actually advance again ahead already answer answers anyway appreciate appreciated
    assess assessing asked asking back bit brief briefly case cheers collect collecting
    compile compiling copy correct could cover covering currently decide deciding
    definitely describe digging directly double draft email ensure especially everyone else
    eligibility eligible else feel fine finalise finalize finalising finally find fine
    fyi gather gathering glad hand handy happy help helpful hear heard hey hope hoping idea
    ideally indeed inform interested item items keen kind know last later latest line lines
    lot lots many matter maybe mean means meet meets mention mind moment much nearly next
    noted note number okay ones onto ordered others otherwise overall part parts perhaps
    pick piece pieces pls plz point points pull quickly quite range rather ready really
    reason recent record regards remaining remind reminder rest right round said say saying
    see seem seems sense set short side since sorry sound sounds stand start sure task
    things think though thx tia time together trying understand unless usual verify view
    want wanted way whether wondering work working worth write writing wrong yes
    absolutely acceptable appears apply applies around basis based below buy can't cannot
    clear close come comes compare comparing compared concerned consideration considering
    criteria criterion done etc even ever figure fill go going got great greetings hard
    important instead know largely little look looking looks made make making meet
    necessary needed noting now offer okay order own pass passing per probably provided
    question questions quick regarding relevant reply required requires screen screening
    shortlisting specifically suitable suitability thing whole within show shows showing
    checking waiting wait down facts fact against nothing refers refer covered depends
    depend defined enough threshold thresholds approximation approximate narrow gave given
    bound bounds haven gentle another nudging nudge finish finished rule rules uses use using
    used wide version versions unit units requesting completed complete correct different
    pass receive clear period periods basis context contexts verify verified verification
    provided assume assuming approx roughly ballpark rough estimate estimates estimated
    again earlier today anything someone somebody whoever whom mine ours yours theirs
    chance least surveyed quoted paper paperwork clean reading readings
    board panel committee meeting council insurer insurers management team teams cent
    flag flags flagging elsewhere anywhere somewhere
    cents long self third fourth fifth last sure certain certainty older newer oldest newest
    shared share sharing notes workfile file files recheck rechecked rechecking
    disagree disagrees disagreement conflict conflicts conflicting mismatch discrepancy
    agree agrees agreed match matches source sources error errors mistake mistaken typo
    single conclude concludes concluded replies differ differs
    lower upper wording phrasing verbatim quote quoted quoting rounding rounded unrounded
    euro euros dollar dollars pound pounds pence yen franc francs
    however whichever wherever whenever none track tracks tracked tracking
    caveat caveats skip skipping omit settle settles settled anyone anybody
    nearer nearest sooner soonest forward term latter former monday tuesday wednesday
    thursday friday saturday sunday wrote written entries entry frontrunner front runner
    contender favourite favorite bear bears bearing incl inc well obliged assistance deadline
    read reads odd strange weird came come comes coming
    state advise thousand thousands hundred hundreds million millions picture physically
    expressed taken logged pending approved granted issued signed authorised
    authorized
    couple band bracket subsequent preceding behalf attention opportunity scene picture
    assumption precondition get gets sitting fingertips simply separate document documents
    firmer enjoy enjoyed enjoying photos distinguish distinguishes indicate indicates
    explicitly words revised calc subject supersede supersedes superseded left bar analyse
    analyses analysed analyze analyzes analyzed outstanding re revision revisions moved
    vintage outsource outsources outsourced outsourcing running equivalent don doesn didn isn
    aren wasn weren haven hasn hadn won wouldn couldn shouldn lack lacks lacking submitted
    expired negotiation retest retests retested requalification requalified rescoring rescore
    rescored rescreening reinspection reinspected resurvey resurveyed reassessment reassessed
    remeasured remeasurement recertification recertified straight particular swapped swap
    neither either partial lapsed changed esp straddle straddles straddling
    admin itself themselves reference references background proposed real fare fared
    measured bonus plus money closer closest further farther
    """.split()
)
"""Words of requests and chatter: never taken for something asked that the colleague does not
keep, and never alone a context's name."""
CURRENCIES = frozenset(
    "usd eur gbp cad aud nzd nok sek dkk chf jpy sgd hkd inr zar cny isk pln czk huf".split()
)
"""Currency codes, as a message writes them after a figure asked for ("relocation allowance
(CAD)"): the unit of a record, never part of its name."""
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
_SPELLED = {"1st": "first", "2nd": "second", "3rd": "third", "4th": "fourth"}
_SHORT = {
    "cert": "certificate",
    "certs": "certificates",
    "yr": "year",
    "yrs": "years",
    "hr": "hour",
    "hrs": "hours",
    "avg": "average",
    "prev": "previous",
    "qty": "quantity",
    "temp": "temperature",
    "mgmt": "management",
    "acc": "accuracy",
    "reloc": "relocation",
    "char": "character",
    "max": "maximum",
    "approx": "approximately",
    "dept": "department",
    "ppl": "people",
    "nr": "number",
    "initial": "first",
    "final": "last",
    "exam": "examination",
    "exams": "examinations",
    "hgt": "height",
    "ht": "height",
    "pymt": "payment",
    "pmt": "payment",
    "dist": "distance",
    "amt": "amount",
    "yrly": "yearly",
    "annl": "annual",
    "vol": "volume",
    "vols": "volumes",
    "discnt": "discount",
    "disc": "discount",
    "agrmt": "agreement",
    "agmt": "agreement",
    "pgs": "pages",
    "pg": "page",
    "avail": "available",
    "mob": "mobilisation",
    "rm": "room",
    "mins": "minutes",
    "secs": "seconds",
    "wk": "week",
    "wks": "weeks",
    "mo": "month",
    "mos": "months",
    "pts": "points",
    "lab": "laboratory",
    "labs": "laboratories",
    "incl": "including",
    "excl": "excluding",
}
"""Short forms agents write, spelled out."""
_COMPASS = {"nw": ("north", "west"), "ne": ("north", "east"), "sw": ("south", "west")}
"""Compass points as agents write them ("the SW gale" is the south-westerly gale; not "se",
which is also a word's abbreviation)."""
# British spellings, written the American way on both sides of every comparison.
_SPELLINGS = (
    (re.compile(r"is(ation|ations|e|ed|es|ing)$"), r"iz\1"),
    (re.compile(r"ys(e|ed|es|ing)$"), r"yz\1"),
    (re.compile(r"our(s|ed)?$"), r"or\1"),
    (re.compile(r"tre(s)?$"), r"ter\1"),
    (re.compile(r"ogue(s)?$"), r"og\1"),
    (re.compile(r"([aeiou])ll(ed|ing|er)$"), r"\1l\2"),
    (re.compile(r"ence$"), "ense"),
    (re.compile(r"amme(s)?$"), r"am\1"),
    (re.compile(r"^(north|south|east|west)(?:ern|erly)$"), r"\1"),  # "the southern sector": south
)


@functools.lru_cache(maxsize=65_536)
def words(text: str) -> tuple[str, ...]:
    """Lower-case word tokens without accents ("Vicuña" -> "vicuna", "Førde" -> "forde"),
    months spelled out ("Mar" -> "march"), quarters as "q1" (pure; cached, since labels,
    contexts and names are read again and again)."""
    tokens = _WORD.findall(folded(text.replace("σ", " sigma ")))  # "mean+3σ"
    out: list[str] = []
    for token in tokens:
        if _LETTER_NUMBER.fullmatch(token):  # "P145" is "Part 145"; "PW127" stays whole
            out += [token[0], token[1:]]
            continue
        if standard := _STANDARD.fullmatch(token):
            out += standard.groups()
            continue
        if token in _COMPASS:
            out += _COMPASS[token]
            continue
        token = _MONTHS.get(token, token)
        token = _SHORT.get(token, token)
        if token == "far" and out and out[-1] == "how":  # "how far ... from Oban": a distance
            token = "distance"
        if token == "quarter" and out and out[-1] in _ORDINALS:
            out[-1] = "q" + _ORDINALS[out[-1]]
            continue
        out.append(token)
    # "double-check" is a check (no "B-double access"); "1st-round" is "first round", unless a
    # quarter ("1st quarter" is "q1", above)
    following = [*out[1:], ""][: len(out)]
    out = [t for t, after in zip(out, following, strict=True) if not _doubles_a_check(t, after)]
    return tuple(_SPELLED.get(token, token) for token in out)


def _doubles_a_check(token: str, after: str) -> bool:
    """Whether a token is the "double" of "double-check"."""
    return token == "double" and after.startswith("check")


_SUFFIXES = tuple("ings ing ances ance ences ence ense ures ure als al ions ion".split())

_COMMON = STOPWORDS | GENERIC | CHATTER | CURRENCIES

_KIND_WORDS = frozenset(
    """
    site sites ltd limited inc llc plc gmbh ag sa bv co company corp group services service
    hall centre center station building unit park block plant fab yard shipyard port quay
    harbour harbor vessel ship vendor supplier bidder operator firm lab laboratory office
    shop tool tools venue location facility parcel property route courier provider partner
    applicant contractor team option store depot arena repository tenderer
    """.split()
)
"""Words of kind in candidates' names, as said."""


_CLAUSE_END = re.compile(r"(\d+)\s*[;:)\]]")
"""A number that ends a clause or a parenthesis: no count of the word after it."""
_IES_SINGULAR = frozenset("series species".split())
_ES_PLURALS = ("us", "ss", "x", "sh", "ch", "zz")
"""Endings whose plural adds "es"."""


@functools.lru_cache(maxsize=65_536)
def stem(word: str) -> str:
    """A crude stem: enough to meet "certificate"/"certified", "papers"/"paper",
    "statuses"/"status", "organisation"/"organization" and "quote"/"quoted"/"quoting"."""
    cut = _cut(word)
    # Without its silent "e", as "-ed" and "-ing" leave it: "deliverable" meets "delivered".
    return cut[:-1] if len(cut) > 4 and cut.endswith("e") and not cut.endswith("ee") else cut


def _cut(word: str) -> str:
    if len(word) > 4 and word.endswith("ies") and word not in _IES_SINGULAR:
        word = word[:-3] + "y"  # "salaries" meets "salary", "supplies" "supply"
    if len(word) > 4 and word.endswith("es") and word[:-2].endswith(_ES_PLURALS):
        word = word[:-2]  # "statuses", "buses", "boxes", "matches" (but "cases" is "case"+s)
    if len(word) > 4 and not word.isdigit():
        for pattern, replacement in _SPELLINGS:
            word = pattern.sub(replacement, word)
        if word.endswith("ed") and len(word) > 5:  # "offered" meets "offer"
            return _undoubled(word[:-2])[:6]
        # "insuring" meets "insurance", "exposed" "exposure"; "clearance" is no "clear".
        for suffix in _SUFFIXES:
            base = word[: -len(suffix)]
            verbal = suffix.startswith("ing")
            # "docking" meets "dock"; but "tooling" is no "tool", nor "parking" a "park".
            short = len(base) == 4 and verbal and base not in _KIND_WORDS
            if not word.endswith(suffix) or (len(base) < 5 and not short):
                continue
            # A verb's "-ing" is its "-ed" whatever the verb ("offering" meets "offered").
            if verbal or base not in _COMMON:
                return (_undoubled(base) if verbal else base)[:6]
    if len(word) > 6:
        return word[:6]
    return word[:-1] if word.endswith("s") and not word.endswith("ss") and len(word) > 2 else word


def _undoubled(base: str) -> str:
    """A verb's base without the consonant "-ed" and "-ing" double ("scanned" meets "scan",
    "planning" "plan"); not the "ll", "ss", "ff" or "zz" of "fill", "pass", "staff"."""
    doubled = len(base) > 3 and base[-1] == base[-2] and base[-1] not in "aeiouylsfz"
    return base[:-1] if doubled else base


def _meaningful(word: str) -> bool:
    return word not in STOPWORDS and len(word) > 2


@functools.lru_cache(maxsize=16_384)
def content_stems(text: str) -> frozenset[str]:
    """Stems of the words in ``text`` that carry meaning (pure; cached, since labels, titles
    and names recur across the tasks of a scenario)."""
    return frozenset(stem(w) for w in words(text) if _meaningful(w))


def acronyms(label: str) -> tuple[str, ...]:
    """The initials of a label of two to five words, of its meaningful words and of all of
    them ("bushfire attack level" -> "bal", "mean time to repair" -> "mtr", "mttr")."""
    found = []
    for kept in ([w for w in words(label) if _meaningful(w)], words(label)):
        initials = "".join(w[0] for w in kept if not w.isdigit())
        if 2 <= len(initials) <= 5:
            found.append(initials)
    return tuple(dict.fromkeys(found))


@functools.lru_cache(maxsize=16_384)
def initials(text: str) -> frozenset[str]:
    """The initials of every run of three to five words of a text, and of its first two ("right
    to work in the UK" -> "rtw", "rtwi", ...; "supplier certificate of analysis" -> "coa")."""
    letters = [w[0] for w in words(text) if not w.isdigit()]
    spans = {
        "".join(letters[i:j])
        for i in range(len(letters))
        for j in range(i + 3, min(i + 5, len(letters)) + 1)
    }
    # Two letters are too common to stand for a run inside a text: only for its first words
    # ("DC" for "dynamic containment test").
    return frozenset(spans | ({"".join(letters[:2])} if len(letters) >= 2 else set()))


_SHOUTED = re.compile(r"\b[A-Z][a-z]?[A-Z][A-Za-z]{0,3}\b")


def shouted(text: str) -> frozenset[str]:
    """The words a message writes as initials: in capitals ("RTW", "DD", "CoA"), but not the
    common ones ("AI", "UK")."""
    return frozenset(w.lower() for w in _SHOUTED.findall(_CLOCK.sub(" ", text))) - _CAPITALS


_CLOCK = re.compile(r"\d\s*[AaPp]\.?[Mm]\b\.?")
"""A time of day ("5 PM", "9am"): no initials."""
_CAPITALS = frozenset("ai it us ok uk eu tv id no hr ceo cfo faq asap fyi eta".split())


def _near(word: str, other: str) -> bool:
    """Whether two different words are one typo apart: a letter dropped, added or changed, or
    two neighbours swapped."""
    if len(word) == len(other):
        diff = [i for i, (a, b) in enumerate(zip(word, other, strict=True)) if a != b]
        if len(diff) == 2 and diff[1] == diff[0] + 1:
            i, j = diff
            return word[i] == other[j] and word[j] == other[i]
        return len(diff) == 1
    if abs(len(word) - len(other)) != 1:
        return False
    short, long = sorted((word, other), key=len)
    return any(long[:i] + long[i + 1 :] == short for i in range(len(long)))


# -- the structured request and the reader protocol --------------------------------------------


@dataclass(frozen=True, slots=True)
class Request:
    """What a message asks of one colleague.

    Attributes:
        candidates: The candidates asked about (all when none is named).
        facts: Ids of the colleague's facts asked about (all for a general request; none when
            only things the colleague does not keep are asked for).
        contexts: Contexts the message names or singles out ("the more recent test"), among
            those of the colleague's facts. Only these correct a misaligned account.
        exact: Whether an exact value is asked for.
        relevant: Whether the message asks for any of the colleague's records at all.
        unheld: What the message asks for that the colleague does not keep, in the message's
            own words ("bus travel time").
        confirm: Whether the message asks, yes or no, whether what the last reply stated is
            what it names ("is the 40 miles the distance from her home to Oban?", "is that for
            the March check?"): the facts and candidates it names, to compare with those stated.
        units: The units the message names for a figure ("in hours", "(NOK)"), as words.
        put: The figure a yes-or-no question puts ("is 120 the correct figure?"), to compare
            with the figure stated (None: it puts none).
        exactness: Whether the message asks, yes or no, whether a figure the last reply
            stated is exact ("is the 75 seconds exact?", "is that the exact figure?"): the
            facts are those stated; a reply that gave the figures exactly says yes, and one
            that gave a range states the value (``exact``).
        again: Whether the message asks the colleague to look at its records again ("could you
            check again?"): a value it withheld or gave as a range is then given.
        which_context: Whether the message asks which context each record is from ("which
            drill is that from?", "say which survey each figure refers to"): at a level with
            unstated contexts, the reply names the contexts of what it states.
    """

    candidates: tuple[str, ...]
    facts: tuple[str, ...]
    contexts: frozenset[str]
    exact: bool
    relevant: bool
    unheld: tuple[str, ...] = ()
    confirm: bool = False
    units: frozenset[str] = frozenset()
    put: float | None = None
    exactness: bool = False
    again: bool = False
    which_context: bool = False


@dataclass(frozen=True, slots=True)
class Record:
    """One fact a colleague keeps, as a reader sees it: no values."""

    id: str
    label: str
    context: str | None
    aliases: tuple[str, ...] = ()
    unit: str | None = None
    cue: str | None = None  # how the records name the context at a level with indirect contexts

    @property
    def context_said(self) -> str:
        """Every word the context goes by: its name, and its cue ("" without a context)."""
        return " ".join(filter(None, (self.context, self.cue)))


class Team:
    """The task a colleague's index belongs to, as an identity (see ``RecordIndex.team``)."""

    __slots__ = ("__weakref__",)


@dataclass(frozen=True, eq=False)
class RecordIndex:
    """What a colleague knows when it reads: its records, the candidates, the team and the
    brief's background (no values, no fault profile).

    Attributes:
        role: The colleague's role id.
        title: The colleague's title.
        candidates: The candidates, as the task spells them.
        records: The colleague's facts.
        elsewhere: The facts other colleagues keep (labels, contexts and aliases only), so that
            a request for one of them can be told "not mine".
        titles: Every colleague's title.
        background: The task's background.
        question: The task's question (it names the rule's operands: never "shared" words).
    """

    role: str
    title: str
    candidates: tuple[str, ...]
    records: tuple[Record, ...]
    elsewhere: tuple[Record, ...]
    titles: tuple[str, ...]
    background: str
    question: str
    team: Team = field(default_factory=Team, repr=False)
    """Shared by the indexes of one task's colleagues, so that what readers derive from the
    whole task is derived once (a hand-made index gets its own)."""

    def record(self, fact_id: str) -> Record:
        """The record with this id."""
        return self._by_id[fact_id]

    @functools.cached_property
    def _by_id(self) -> dict[str, Record]:
        return {r.id: r for r in self.records}

    @functools.cached_property
    def siblings(self) -> dict[str, list[Record]]:
        """The context-scoped records, by label (a label's contexts: two, or three at a level
        with decoy contexts)."""
        siblings: dict[str, list[Record]] = {}
        for record in self.records:
            if record.context:
                siblings.setdefault(record.label, []).append(record)
        return siblings


@dataclass(frozen=True, slots=True)
class Turn:
    """An earlier message to the colleague: how it was read, the facts its reply stated (a
    misaligned reply states the alternative context's fact) and the reply's records in the
    words it stated them ("" when not kept)."""

    message: str
    request: Request
    stated: tuple[str, ...]
    said: str = ""


@runtime_checkable
class RequestReader(Protocol):
    """Reads a message to one colleague into a ``Request``.

    ``read`` must be a function of its arguments (replays are deterministic) and return facts
    and candidates from the index only.
    """

    def read(self, message: str, index: RecordIndex, history: Sequence[Turn]) -> Request:
        """The request ``message`` makes, given the colleague's index and earlier turns."""
        ...


def _title(task: Task, role_id: str) -> str:
    for role in task.roles:
        if role.id == role_id:
            return role.title
    raise ValueError(f"task {task.id} has no role {role_id!r}")


@per_task
def _team(task: Task) -> Team:
    return Team()


@per_task
def record_index(task: Task, role_id: str) -> RecordIndex:
    """The record index of one role of the task (built once per task and role)."""
    every = _records(task)
    own = tuple(r for r, f in zip(every, task.facts, strict=True) if f.role == role_id)
    own_labels = {r.label for r in own}
    return RecordIndex(
        role=role_id,
        title=_title(task, role_id),
        candidates=tuple(task.candidates),
        records=own,
        elsewhere=tuple(r for r in every if r.label not in own_labels),
        titles=tuple(r.title for r in task.roles),
        background=task.background,
        question=task.question,
        team=_team(task),
    )


@per_task
def _records(task: Task) -> tuple[Record, ...]:
    """Every fact of the task as a reader sees it, in the task's order (once per task, for
    every role's index)."""
    from uncoenv.tasks.scenarios import label_aliases  # the scenario files load on first use

    aliases = label_aliases()
    # A heading names a record only when no other label's sentences use it.
    by_heading: dict[str, set[str]] = {}
    for f in task.facts:
        for heading in _headings(f):
            by_heading.setdefault(heading.lower(), set()).add(f.label)
    headings = {
        f.id: tuple(h for h in _headings(f) if len(by_heading[h.lower()]) == 1) for f in task.facts
    }
    return tuple(
        Record(
            f.id, f.label, f.context, (*aliases.get(f.label, ()), *headings[f.id]), f.unit, f.cue
        )
        for f in task.facts
    )


_HEADING = re.compile(r"\s*([A-Za-z][A-Za-z' -]{2,60}):\s")


def _headings(fact: Fact) -> tuple[str, ...]:
    """The headings the colleague's own sentences put before a record ("Blue-light
    consultation: police, fire and ambulance ..."): names of the record too."""
    found = (_HEADING.match(t) for t in fact.templates)
    return tuple(dict.fromkeys(m.group(1) for m in found if m and len(m.group(1).split()) <= 5))


# -- stage 1: what a message says to one colleague ---------------------------------------------

EXACT = re.compile(
    # Not "the actual exercise" (a context: the drill, not the model), nor "one thing I need to
    # pin down on Mateo".
    r"\b(exact|exactly(?! do you| you| is it| are you)|precise|precisely|precision|"
    r"actual(?! (?:drills?|exercises?|tests?|trials?|events?|runs?|people|world|site)\b)|"
    r"accurate|accurately|concrete|definitive|definite|firmer|pinpoint|"
    r"pin (?:it|that|this|them) down|"
    r"pin down the (?:[\w-]+ )?(?:figure|number|value|amount)s?|narrow|point value|full figure|"
    # "What's the measured distance?", "what did they actually ask for?" after a range.
    r"the measured (?:distance|figure|value|number|length|depth|height|time)|"
    r"(?:what|how much|how many)\b[^?.!]{0,30}\bactually (?:ask|asked|quote|quoted|bid|charge|"
    r"offer|offered|request|requested|propose|proposed|agree|agreed|pay|paid|measure|measured|"
    r"record|recorded)|"
    r"(?:pull|look|dig|call) (?:it|that|this|them|those) (?:up|out)|hard (?:figure|number)s?|"
    r"(?:pull|look|dig|call) (?:that|this|the) (?:record|entry|file|figure) (?:up|out)|"
    # "could you look up the River Nethy access survey and tell me whether ...?": a document,
    # not a topic ("look up the set-up fee of Kestrel" asks the topic again).
    r"(?:pull|look|dig|call) (?:up|out) (?:the|that|this|your|its) (?:[\w'-]+ ){0,5}?(?:record|"
    r"entry|file|survey|log|report|register|sheet|inspection|audit)s?|"
    r"(?:specific|single) (?:figure|value|number)s?|"
    r"to the (?:nearest (?:[\w-]+ )?)?(?:unit|day|hour|minute|year|metre|meter|dollar|euro|cent|"
    r"penny|pound|franc|krone|krona|rand|yen|decimal)|decimal places?|"
    # "to the millisecond?" (not "with reference to the second-source qualification").
    r"to the (?:nearest (?:[\w-]+ )?)?(?:second|millisecond|kilometre|kilometer|km|mile|"
    r"centimetre|centimeter|millimetre|millimeter|cm|mm|gram|kilogram|kg|tonne|percent)s?"
    r"(?=\s*(?:[,;:?!.]|$))|"
    # "Could you give me the real distance? Not a ballpark please", "the number itself".
    r"real (?:number|figure|value|amount|distance|count|price|cost)s?|"
    r"(?i:not (?:a |an |the )?(?:ballpark|range|estimate|approximation|rough (?:figure|number)))|"
    r"(?:number|figure|value) itself)\b"
)
AGAIN = re.compile(
    r"\b(?:(?:check|look|search) (?:(?:the|your|its) (?:[\w'-]+ ){0,3}?(?:log|file|register|"
    r"report|system|notes|books|sheet)s? )?(?:again|once more)|re-?check|(?:take|have) another "
    r"look|"
    # "Can you double-check it?", "please double check the figure" (not "Just to double-check:
    # is it ...?", a question of the asker's own)
    r"(?:(?:can|could|would|will) you|please) (?:please )?double[- ]?check)\b"
)
"""A request to look at the records again ("You could not give the pilot-lot price. Could you
check again?", "could you check the closure log again?")."""
_SCOPES = (
    r"(?:contexts?|periods?|dates?|years?|months?|quarters?|seasons?|time ?frames?|windows?|"
    r"editions?|versions?|surveys?|audits?|checks?|drills?|tests?|inspections?|reviews?|"
    r"assessments?|measurements?|readings?|campaigns?|rounds?|reports?|studies|study|sources?|"
    r"visits?|sessions?|walk-?throughs?|exercises?|trials?|counts?|one|ones)"
)
WHICH_CONTEXT = re.compile(
    # "say which survey each figure refers to", "please mention the date or measurement each
    # figure refers to", "flag what period it covers".
    r"\b(?:say|state|note|tell (?:me|us)|indicate|specify|mention|confirm|flag|identify|name|"
    r"label|include|give|list|show|clarify|let (?:me|us) know|add|quote|send|provide|share|"
    r"report|with|saying|stating|noting|indicating|specifying|mentioning|naming|giving|"
    r"quoting|listing)\b[^.?!\n]{0,80}?"
    r"\b(?:it|they|this|that|these|those|each(?: \w+)?|the (?:figures?|values?|numbers?|"
    r"records?|data|results?|readings?)|figures?|values?) (?:refers?|relates?|applies|apply|"
    r"is (?:for|from)|are (?:for|from)|comes? from|(?:was|were) (?:taken|measured|recorded|"
    r"made|done)|covers?|belongs?)\b|"
    # "which drill is that from?", "which one are those for?", "what period does it cover?"
    r"\b(?:which|what) (?:\w+ ){0,3}?(?:is|are|was|were|does|do|did) (?:that|it|this|these|"
    r"those|they|the [\w'-]+(?: [\w'-]+)?|['\"][^'\"]{1,30}['\"])(?: (?:figures?|values?|"
    r"numbers?|results?|readings?|ones?))? (?:from|for|of|based on|taken from|refer|relate|"
    r"apply|come from|cover|belong)\b|"
    r"\b(?:from|for|in) which " + _SCOPES + r"\b|\bwhich " + _SCOPES + r" (?:it|that|this|"
    r"each|they|these|those) (?:is|are|was|were|comes?|refers?|relates?)\b|"
    # "when was that measured?", "what date was it taken?"
    r"\b(?:when|what date) (?:was|were) (?:that|it|this|these|those|they) (?:taken|measured|"
    r"recorded|dated|done|carried out|conducted|issued|made|tested|surveyed|assessed|inspected|"
    r"collected|held|run)\b|"
    # "with the date of each", "including their dates", "and the period each covers".
    r"\b(?:with|including|plus|and) (?:the |their |its |each )?(?:dates?|periods?|contexts?|"
    r"time ?frames?|as-of dates?|basis|scopes?)\b(?! of (?:birth|issue|expiry))|"
    # "state the survey date", "name the period".
    r"\b(?:say|state|note|indicate|specify|mention|flag|identify|name|label|quote|cite|saying|"
    r"stating|noting|indicating|specifying|mentioning|naming|quoting|citing)\b "
    r"(?:the |its |their |each |which |what )?(?:\w+ ){0,2}?(?:dates?|periods?|contexts?|"
    r"time ?frames?|basis|bases|scopes?)\b|"
    # "please quote any dated entries".
    r"\bdated (?:entries|records?|figures?|values?|versions?)\b|"
    # "The conditions refer to a specific context", "the right survey".
    r"\b(?:specific|particular|required|right|correct|relevant) (?:contexts?|periods?)\b"
)
"""A message that asks which context each record is from: at a level whose records leave a
context named in the request unstated (``Request.which_context``), a reply then names it."""
ONLY_MINE = re.compile(
    r"\b(?:just|only|simply) (?:answer|reply (?:to|on)|respond (?:to|on)|cover|send|fill in)\b"
    r"[^.?!]{0,40}?\b(?:in|within|from|for) your (?:area|remit|records|files|side|patch|domain)\b|"
    r"\b(?:ignore|skip) (?:the )?(?:items?|ones?|parts?|questions?) (?:you don'?t|that aren'?t "
    r"yours|outside your)|"
    r"\b(?:ignore|skip) (?:anything|whatever|everything|all) (?:that'?s|that is|that isn'?t|"
    r"that is not|you don'?t|you do not|not) (?:yours|hold|have|keep|in your)|"
    r"\bno need to (?:say|tell me|mention|list|flag) (?:so|that|which)\b|"
    r"\bno need to (?:mention|list|name|flag) (?:the |any )?(?:items?|things?|ones?|parts?) "
    r"(?:you|that you) (?:do not|don'?t) (?:hold|have|keep)|"
    r"\b(?:just|only) what(?:'s| is) (?:in|on) your (?:own )?(?:records|files|area|remit)\b|"
    r"\bonly (?:the )?(?:items?|ones?|things?) (?:in|from|within) your (?:own )?"
    r"(?:records|area|files)"
)
"""A request to answer only what the colleague holds: nothing is named as not held."""
COMPARED = re.compile(
    r"\b(?:(?:fewer|less|more|greater|lower|higher|shorter|longer|bigger|smaller) than|above|"
    r"below|under|over|at least|at most|exceed(?:s|ed|ing)?|beyond) (?:the (?!(?:19|20)\d\d\b))?\d"
)
"""A figure asked for against a number ("was it fewer than 6 days?"): only the value answers
(not "under the 2022 flood model")."""
_RECORD_SAYS = re.compile(r"(?:your|the|that|this) (?:record|file|entry|log|note|register)s?\b")
"""A yes-or-no question's subject that is the record itself ("does your record ... say ...?")."""
QUANTITY = re.compile(r"\bhow (?:many|much|long|far|big|large|high|deep|wide|old|often)\b")
POLAR = re.compile(
    # (after a dash too: "Uusimaa's 220 is 'declared' — has it been verified?")
    r"(?:^|[:;.!?]\s+|\s[–—-]\s+|,\s+(?=and |so |but ))(?:and |so |but )?"
    r"(?:is|are|was|were|does|do|did|"
    r"has|have)\s+"
    r"(?P<subject>(?:[\w.'-]+\s+){0,3}?[\w.'-]+)\b[^?]*\?"
)
"""A yes-or-no question on a candidate ("is Fifita authorised to work in Canada?"): asked
again of a record under discussion, it asks for its value, as a question for a figure does
(not "is there a newer test?")."""
_IS_QUESTION = re.compile(
    r"(?:^|[:;.!?]\s+)(?:and |so |but )?(?:is|are|was|were)\s+(?!there\b)[^?]*\?"
)
"""A question whether something is so ("is the high-country township Omeo?"): naming a context
of a record just stated, a yes or no on its scope. Not ``POLAR``'s "does ... say ...?", which
asks what a record says."""
ABOUT = re.compile(
    r"\b(?:anything|something|records?|information|info|details?|data|files?)"
    r"(?: (?:on|in) (?:file|record|your (?:records|files)))? (?:about|regarding|concerning|"
    r"relating to|related to|on|of) (?P<topic>[^,;:?!.\n()]+?)(?= for |[,;:?!.\n()]|$)"
)
"""Records narrowed to a topic ("anything on file about concussion-management certification")."""
_PASSED = "".join(
    rf"(?<!{verb} )"
    for verb in "pass passes passed meets meet met ticks satisfies clears cleared".split()
)
"""Verbs before "everything" that judge a candidate ("the only site that passes everything"),
not ask for records."""
GENERAL = re.compile(
    rf"\b(share|send|provide|list|summar\w*|report|{_PASSED}everything|what you have|"
    r"whatever|records?|information|info|details?|data|evidence|files?|facts?|findings?|"
    r"status|results?|look up|update|follow(?:ing)?[- ]up|remind\w*|again|resend|"
    r"earlier (?:message|request)|still waiting|haven't heard|have not heard)\b"
)
"""Words of a request for records, whatever they are: a message with one is relevant."""
HOLDINGS = re.compile(
    # Not one record pointed at ("pull that record up", "do you hold that information?"), nor
    # where a thing is ("on record").
    r"\b((?<!that )(?<!this )(?<!the )(?<!on )record\b|"
    r"(?<!that )(?<!this )(?:information|info|details?|data)\b|records|evidence|files?|findings?|"
    rf"what you have|what you hold|what do you have|whatever|{_PASSED}everything|"
    # Not "has anything moved since?": a question on what was stated.
    r"(?<!has )anything(?! (?:newer|later|older|earlier|more recent|moved|changed|happened|"
    r"shifted)))\b"
)
"""Words that ask for the colleague's records as such: a follow-up with one is a new request."""
EVERYTHING = re.compile(
    rf"\b({_PASSED}everything|all (?:of )?(?:your|the|you|that you)\b|(?:whatever|anything) "
    r"else you|"
    r"full (?:set|record|records|file|files)|complete (?:set|record|records|file|files)|"
    r"what else)"
)
"""A request for every record: topic words beside it ("including any scores") add, never
narrow."""
WHATEVER = re.compile(r"\b(?:whatever|whichever|anything)(?: of (?:these|those|this|that))? you")
"""Every record only when nothing else is named: after a list, "reply with whatever you hold"
means whichever of the list."""
_OF_ONE = r"(?! (?:for|of|at) )"
"""Not "the other two for Atlas Ridge": other things of a candidate named, not candidates."""
COMPLEMENT = re.compile(
    r"\b(other (?:two|three|four|five)|(?:two|three|four|five) others|other ones|the others|"
    r"remaining|the rest|rest of them|(?<!being )(?<!is )(?<!was )(?<!be )the third|"
    r"the last (?!time|year|month|week|season|test|survey|check))\b" + _OF_ONE
)
"""The candidates not asked about before ("the other two", "the remaining ones")."""
OTHERS = re.compile(
    r"\b(?:other (?:two|three|four|five)|(?:two|three|four|five) others|other ones|the others|"
    # "... for Sione Taufa? Others too if handy."
    r"(?<![\w'] )others (?=too\b|as well\b|also\b|if\b))\b" + _OF_ONE
)
"""The candidates other than those named ("for Nundah, and the other two if you have them")."""
OTHER_KIND = re.compile(r"\bother (?:two |three |four |five )?([a-z]+s)\b")
""""the other venues": the candidates not asked about before, when the word is one for the
candidates (not "my other sources")."""
_SOURCE = (
    r"(?:ones?|tests?|checks?|surveys?|audits?|rounds?|reports?|"
    r"years?|seasons?|periods?|results?|figures?|data|measurements?|inspections?|drills?|"
    r"reviews?|samples?|campaigns?|models?|forecasts?|versions?|readings?|values?|records?|"
    r"screenings?|assessments?|cycles?|dates?|months?|quarters?|winters?|summers?|runs?|"
    r"examinations?|exams?|visits?|trials?|mappings?|interviews?|studies|study|observations?|"
    r"consultations?|walk-throughs?|logs?|loggings?|sets?)\b"
)
_SOURCES = r"(?:\s+[\w'-]+){0,3}?\s+" + _SOURCE
_FROM_THAT = r"(?:that|this)(?: " + _SOURCE + r"|(?!\s*,))"
"""What a relative reference counts from when it is the record stated last ("the drill before
that one", "the survey after that"; never "before that, could you ...")."""
_FOLLOWING = r"\bthe (?:following|subsequent|next) (?=" + _SOURCE + r"(?!\s*:))"
"""The one after the one stated last ("how many came in during the following round?"), not a
list ("the following records:") nor a time ("by next week")."""
# A relative reference names a time and what it is of ("the more recent test", "the later of
# your two surveys", "anything newer than 2024-25"), never an everyday phrase ("by next week",
# "later today", "first, could you").
LATER = re.compile(
    r"\b(?:(?:more recent|most recent|later|newer|newest|latest|last(?! ones?\b)|"
    r"longer[- ](?:range|term)|further[- ]out)" + _SOURCES + "|"
    r"(?:later|latter|longer|second|last|more recent|newer|latest|newest) of (?:the|your|its|"
    r"their|his|her|our) (?:two|three)\b|"
    r"(?:later|latter|longer) of\b|(?:newer|later|more recent) than\b|"
    r"" + _SOURCE + r"\s+(?:after|following) " + _FROM_THAT + "|" + _FOLLOWING + ")"
)
_BEFORE_LATEST = (
    r"(?:before|prior to|preceding) (?:the |your )?(?:most recent|latest|last|newest)\b"
)
"""An earlier context ("the appraisal year before the most recent one"), whatever ``LATER``
finds in it."""
_SAID_EARLIER = "".join(
    rf"(?<!{verb} )" for verb in ("sent", "gave", "said", "quoted", "mentioned", "shared", "me")
)
"""Not "the 95% you sent earlier": when something was said, not which context."""
EARLIER = re.compile(
    r"\b"
    + _SAID_EARLIER
    + r"(?:(?:earlier|older|oldest|prior|previous|first|nearer[- ]term|near[- ]term|"
    r"shorter[- ](?:range|term)|sooner)" + _SOURCES + "|"
    r"(?:first|older|oldest|earliest) of (?:the|your|its|their|his|her|our) (?:two|three)\b|"
    r"(?:earlier|former|nearer|nearer[- ]term|shorter|sooner) of\b|(?:older|earlier) than\b|"
    + _SOURCE
    + r"\s+(?:before|prior to|preceding) "
    + _FROM_THAT
    + "|"
    + _BEFORE_LATEST
    + ")"
)
BEFORE_LATEST = re.compile(r"\b" + _BEFORE_LATEST)
_NOT_A_CONTEXT = r"(?! (?:bound|end|limit|figure|estimate|value|number|one of (?:the|your) range))"
GREATER = re.compile(
    r"\bthe (?:more severe|more intense|higher|hotter|warmer|larger|bigger|greater|heavier|"
    r"stronger|faster|longer|deeper|wider|taller|harsher)\b" + _NOT_A_CONTEXT
)
LESSER = re.compile(
    r"\bthe (?:less severe|less intense|milder|lower|colder|cooler|smaller|lighter|weaker|"
    r"slower|shorter|shallower|narrower|gentler)\b" + _NOT_A_CONTEXT
)
"""A reference by size among contexts that differ by a figure ("the hotter of the two stress
tests", "the lower C-rate test", "under the more severe load-shedding stage"), never a bound
("the lower end of your range")."""
_SIZED = re.compile(
    rf"(?:{GREATER.pattern}|{LESSER.pattern}|\bthe (?:later|earlier|latter|former|more recent|"
    r"older|newer|first|second|last) of (?:the|your|its|their|his|her|our) (?:two|three)\b)"
    r"(?P<rest>(?: of (?:the|your|its|their|his|her|our) (?:two|three))?"
    r"(?: [\w'-]+){0,3})",
    re.IGNORECASE,
)
"""That reference, or one in time among a few ("the later of the two dates"), and up to
three words after it (``_without_sizes``)."""
NEXT = re.compile(
    r"\b"
    + _SOURCE
    + r"\s+(?:after|following|before|prior to|preceding) "
    + _FROM_THAT
    + "|"
    + _FOLLOWING
)
"""A relative reference that counts from the record stated last ("the one after that"): the
nearest in time, not every one beyond it."""
_DENIED = re.compile(
    r"\b(?:not|rather than|instead of|other than|as opposed to)(?: (?:a|an|the|any|your))?"
    # "not an earlier or later test": both denied.
    r"(?: [\w-]+,? (?:or|and|nor))?\s*$"
)


_DENIED_NAME = re.compile(
    # (not a verb's "not": "You did not say about the A595 route: is its ...?")
    r"(?<!\bdid)(?<!\bdo)(?<!\bdoes)(?<!\bhave)(?<!\bhas)(?<!\bhad)(?<!\bcould)(?<!\bwould)"
    r"(?:,\s*|\s+)(?:and |but )?(?:not|rather than|instead of|as opposed to) "
    r"(?!just |only |merely )"
    r"(?:for |at |of |to |"
    r"from |with )?(?P<said>[^,;:?!.()\n]{2,60})(?=[,;:?!.()\n]|$)",
    re.IGNORECASE,
)
"""A name put aside after what is asked ("for Nundah, not Sandgate?")."""


_POINTING = re.compile(r"those are|these are|that's|that is|that was|(?:is|are|was|were) from")
"""Words of ``REJECTS`` that point at a context: a rejection only when not asked to confirm."""
_CONFIRMING = re.compile(r"\b(?:confirm|verify|make sure|just to check|to double-check)\b|\?\s*$")
"""A sentence that asks to confirm what it points at ("can you confirm that's April?", "the 1
major finding - that is from the 2026 audit rather than an earlier one?")."""


def _points(relative: re.Pattern[str], lowered: str) -> bool:
    """Whether a relative reference points somewhere: not one denied ("from the 2024 survey,
    not a later one")."""
    return any(not _DENIED.search(lowered[: m.start()]) for m in relative.finditer(lowered))


OTHER = re.compile(
    r"\b(?:the|that) other\b(?! (?:two|three|four|five|ones?\b|candidates?|roles?|colleagues?|"
    r"figures?\b|numbers?\b|values?\b|comes?\b|came\b))"
)
"""The contexts not stated last ("the other period"; not the figure of "which one is correct,
and where did the other come from?")."""
_WHAT_DOES = re.compile(r"\b(?:what|how) (?:does|do|did|would|will)\b")
"""A question before "look like" ("what does it look like going forward?"): no rejection."""
_ENSURING = re.compile(r"\b(?:make sure|ensure|check|confirm|verify)(?: that)?\s*$")
"""What an instruction on what a reply should be opens with ("please make sure ...")."""
REJECTS = re.compile(
    r"\b(not|rather than|instead of|other than|as opposed to|except(?: for)?|excluding|looks? "
    r"like|seems?|"
    r"those are|these are|that's|that is|"
    r"that was|you (?:gave|sent|quoted|provided|reported|used)|(?:is|are|was|were) from|"
    r"(?:your|the|that) (?:reply|answer|message|figures?|numbers?|data|values?) "
    r"(?:covered|covers|gave|was|were|is|are)|"
    r"isn't|aren't|don't|doesn't|wrong|old|stale|outdated|"
    r"(?:newer|later|older|earlier|more recent) than)\b"
)
"""Words before a context named as the wrong one ("not September", "that looks like the
summer figure", "you gave me August")."""
_FROM = re.compile(r"\b(before|prior to|preceding|ahead of|after|following|since)\s")
_COUNTED_FROM = frozenset(
    stem(w) for w in "one ones month year week day quarter period season time round".split()
)
"""Words a context counted from another follows, beside the contexts' own ("the survey after
the 2024 one", "the month before August"): after any other word, "after" says when, not which."""
"""Words a request counts from a context with ("the month before August")."""
_BEFORE = frozenset(("before", "prior to", "preceding", "ahead of"))
_THE = frozenset("the your our their its a an".split())
_ORDERING = frozenset(
    "last first latest current new old later earlier most recent was is were".split()
)
"""Words that order a context rather than name it ("not the final test")."""
_CONTRAST = re.compile(
    r"\b(?:but|i need|i want|we need|we want|please|instead)\b|\s[-\u2013\u2014]+\s"
)
ANAPHORA = re.compile(r"\b(both|those|these|them|that|this|it|the two|each of these)\b")
_STILL_POINTING = frozenset(
    """
    figure figures number numbers value values result results data information info detail
    details record records one ones item items entry entries reading readings amount amounts
    estimate estimates quote quotes answer answers score scores rate rates level levels status
    statuses report reports measurement measurements count counts total totals cost costs price
    prices fee fees across over up out off through
    """.split()
)
"""Words after "that" or "this" that leave it pointing back: a record's kind ("check that
figure") or a particle ("check that against your records")."""


_WHICH_IS_RIGHT = re.compile(
    r"\bwhich(?: one| figure| value| number| of (?:the|them|these|those)(?: two)?)? (?:is|was) "
    r"(?:the )?(?:right|correct|accurate|true|current|latest|valid)\b"
)
"""A question which of two values said before is right ("The notes say 1.9 M but you said
something else. Which is right per your records?")."""


def _points_back(clause: str) -> bool:
    """Whether a clause points back at what the message said before it ("Could you confirm
    this?", "Please send both", "Which is right?"; not "I'd like to rule that risk out early":
    a demonstrative before a noun of its own points at that)."""
    if _WHICH_IS_RIGHT.search(clause):
        return True
    for found in ANAPHORA.finditer(clause):
        after = clause[found.end() :].split(maxsplit=1)
        following = after[0].strip(",.;:?!") if after else ""
        if found.group(1) not in ("that", "this", "these", "those") or not following.isalpha():
            return True
        if following in STOPWORDS | CHATTER | _STILL_POINTING or len(following) < 3:
            return True
    return False


_AMPERSAND = re.compile(r"(?<=[a-z]) & (?=[a-z])")
"""An ampersand between lower-case words: an "and" of a list."""


def _ampersands(text: str) -> str:
    """The text with each ampersand of a list said as "and" ("car allowance & relocation
    allowance" is two things), but not one inside a name of one word before it ("drug & alcohol
    screen", "the health & safety record")."""

    def said(found: re.Match[str]) -> str:
        before = text[: found.start()].split()
        listed = len(before) > 1 and before[-2].isalpha() and before[-2].lower() not in _THE
        return " and " if listed else found.group()

    return _AMPERSAND.sub(said, text)


_REFERS = re.compile(
    r"\b(?:its|their|his|her|him|he|she|they|them)\b|(?<!\bis )(?<!\bare )(?<!\bwas )"
    r"(?<!\bwere )\bthere(?=\s*(?:[?.!,;]|$))"
)
"""A pronoun of a request that stands for a candidate the story named ("for him", "the
downstream reach there?")."""
_SAME_FOR = re.compile(r"\b(?:(?:the )?same (?:question|check|goes|applies) for|ditto for)\b")
"""A question asked again of another candidate ("Same question for CVD-02")."""
_DEMONSTRATIVE = re.compile(r"\b(?:that|this|the same) ([a-z]+)\b")
"""A demonstrative before a noun ("that firm", "at that site")."""
BOTH = re.compile(r"\b(both|the two|each of these)\b")
"""Words of a request that point back at what the message said before it asked."""
_RECORD_QUESTION = (
    r"(?:does|do|did) (?:your|the|that|this) (?:record|file|entry|log|note)s? (?:\w+ly )?"
    r"(?:say|show|state)s?"
)
RECORD_QUESTION = re.compile(r"\b" + _RECORD_QUESTION + r"\b")
"""A yes-or-no question on what a record says ("does your record say ...?"): its records are
the subject of the question, not records asked for."""
TITLES = ("Dr", "Mr", "Ms", "Mrs", "Capt", "Prof", "St")
"""Titles whose full stop ends no sentence ("Dr. Sofia Lindqvist")."""
_HONORIFICS = frozenset(t.lower() for t in TITLES) | {"captain", "doctor", "professor", "mx"}
_TITLE_DOT = "|".join(rf"(?<=\b{title.lower()})\." for title in TITLES)
"""The full stop of a title, which a lead-in may hold ("for Capt. Malhotra, is ...?")."""
CONFIRM = re.compile(
    # A lead-in first: "For Loch Garten outflow, is the 16,000 GBP the flood mitigation cost?",
    # "The 16,000 GBP for flow devices at Dulnain Bridge fen: is that the full cost?"
    # (A name's full stop may end a lead-in: "For Atlas Ridge Power Inc.: is ...".)
    r"(?:(?:[^,:;?.!]|(?<=\d)[,.](?=\d)|\.(?=[:,;])|"
    + _TITLE_DOT
    + r"){1,120}(?:[,:;]|\s[—–-])\s+){0,3}"
    r"\s*(?:and |so |just to (?:check|confirm|be sure)[,:]?\s*|to confirm[,:]?\s*|sorry[,:]?\s*|"
    r"(?:quick|one|last|small|another) (?:check|question|thing|clarification)[,:-]?\s*|"
    r"(?:quick |just a |a )?(?:yes/no|yes or no|yes-no)(?: question| check)?[,:?.-]*\s*)?"
    # A tag question: "that covers the whole campaign, yes?".
    # (or a record said after a lead-in: "And Hjeltefjorden 15.5 m: charted depth at the
    # anchorage position, yes?")
    r"(?:(?:(?:that|this|it|they|those)\s+[^?]{1,80}?,?|[^?,]{1,80}?(?:,|\s[\u2014\u2013-]))\s+"
    r"(?:yes|right|correct|true)\?|"
    # "And Subic Bay 0.3 for 2024 confirmed?"
    r"[^?,]{1,80}?\s(?:confirmed|correct)\?|"
    # "does your record say Brightline delivers METS/ALTO XML ...?": what the record says.
     + _RECORD_QUESTION + r"\b|"
    # "does that mean he has completed the full training?": what what was stated means.
    r"(?:does|do|did) (?:that|this|it|those|these) (?:mean|imply|amount to|count as)\b|"
    r"(?:is|are|was|were)\s+(?:that|this|it|those|these|"
    # "is the completed consultation you mentioned ...": what the last reply said.
    r"(?:the |that |this )[\w' -]{1,40}? (?:you|you've) (?:mentioned|gave|quoted|stated|said|"
    r"cited|sent|reported|listed)\b|"
    r"(?:the |her |his |their |its )?(?:figure|value|number|result|one)s?\b|"
    # "is the salary figure the proposed base salary?"
    r"(?:the|that|this|your|her|his|their|its) (?:[\w-]+ ){1,2}?(?:figure|value|number)s?\b|"
    # ('is the A595 "budget line" of 35,000 also ...?': a name in quotes too)
    r"(?:the |her |his |their |its )?\d[\d,.]*|[\w.'\"\u201c\u201d -]{1,100}?(?:'s)? \d[\d,.]*))"
)
"""A yes-or-no question that points at what was stated ("is that for the March check?", "is
the 40 miles the distance ...", "are MacLeod's 5 PEC routes Hebridean routes?")."""
_CONFIRM_STATED = re.compile(
    r"(?:.{0,40}?\b(?:just to (?:check|confirm|be sure)|to confirm|confirm(?: that)?|"
    r"double-check(?: that)?)[,:]?\s+)"
    r"(?:(?:that|this|it|they|those|these|the|all|both|[\w.'-]+'s)\b[^?]{0,80}?"
    r"\b(?:is|are|was|were|come|comes|came)\b|that's|it's|they're)[^?]{1,80}\?|"
    # A figure given, put back as a statement: "The 55 dBA at Burlington is the night-time
    # reading, not daytime?"
    r"(?:(?:great|good|ok|okay|thanks|right|perfect)[,.!]\s+(?:so\s+)?)?"
    r"(?:the |that |this |your )?\d[\d,.]*(?: ?[^\s\d?,.]+)?[^?]{0,60}?\b(?:is|are|was|were)\b"
    r"[^?]{1,120}\?|"
    # Any statement of a figure, put to confirm: "To confirm, Captain Pillai had 4 reportable
    # incidents in 2024 (not more)? Yes or no."
    r".{0,40}?\b(?:just to (?:check|confirm|be sure)|to confirm|confirm(?: that)?|double-check"
    r"(?: that)?)[,:]?\s+[^?]{0,120}?\d[^?]{0,120}\?"
)
"""A yes-or-no question put as a statement to confirm ("just to confirm, those failover times
are all from the April 2026 drill?", "could you confirm that's the April drill?")."""


def confirms(sentence: str) -> re.Match[str] | None:
    """How a lower-cased sentence asks, yes or no, about what was stated (None: it does not)."""
    return CONFIRM.match(sentence) or _CONFIRM_STATED.match(sentence)


_PUT = re.compile(r"(\d[\d,]*(?:\.\d+)?)[,.]?$")
"""The figure at the end of such a question's opening ("is 120", "is the 40 miles" ends at 40)."""


def _put(confirming: list[re.Match[str]]) -> float | None:
    """The figure a yes-or-no question (its ``CONFIRM`` matches, sentence by sentence) puts to
    the colleague ("Is 120 the correct figure?"), never one of its lead-in ("You wrote 60
    before, now 120. Is 120 right?" puts 120)."""
    for found in confirming:
        # A statement put to confirm ("that 5.03 m is the surveyed figure?") puts its first.
        where = _FIGURE if found.re is _CONFIRM_STATED else _PUT
        figure = where.search(found.group())
        if figure is not None and not _YEAR.fullmatch(figure.group(1)):  # "was the 2024 score"
            return _number(figure.group(1))
    return None


def figures(message: str) -> tuple[float, ...]:
    """The figures a message names, years and spans aside ("1,100,000 GBP", "a 5-incident
    figure"; not "2026" or the "25" of "2024-25")."""
    return tuple(_number(found.group(1)) for found in _FIGURE.finditer(message))


_PLACED_NAME = re.compile(r"\b(?:to|from|at|in|near|via)\s+(?:the\s+)?([A-Z][\w'-]*)")
"""A name something is placed at ("is the 40 miles to Bergen?")."""


def foreign_places(text: str, index: RecordIndex) -> tuple[str, ...]:
    """Names the text places something at that the task never uses, nor a unit ("is the 40
    miles to Bergen?" of the distance to Oban): a scope no record of the task has."""
    known = _task_words(index).known
    units = frozenset().union(*(content_stems(r.unit or "") for r in index.records))
    found = []
    for name in _PLACED_NAME.findall(text):
        said = words(name)  # accents folded, as the task's words are ("Győr" is "gyor")
        # Not a code or a unit ("in Q1", "in MW", "to the OB compound"): a place's name.
        if not said or len(said[0]) < 3 or not said[0].isalpha() or said[0] in _SHORT:
            continue
        if said[0] in STOPWORDS | MEASURES | CURRENCIES:
            continue
        if stem(said[0]) not in known | units | _CHATTER_STEMS:
            found.append(name)
    return tuple(dict.fromkeys(found))


def _number(figure: str) -> float:
    """A figure as written ("1,100,000") as a number."""
    return float(figure.replace(",", ""))


_YEAR = re.compile(r"(?:19|20)\d\d")
_DECIMAL = re.compile(r"(?<![\w.])\d+\.\d+(?![\w.])")
_FIGURE = re.compile(r"(?<![\w-])(?!(?:19|20)\d\d\b)(\d[\d,]*(?:\.\d+)?)(?![\w-]*\d)")
"""A figure that is no year ("5.03 m", not "2024" or "2025-26")."""
_UNIT_SLOT = re.compile(r"(?:\bin|\(|\bas)\s*([a-z%][a-z%/ ]{0,20}?)\s*(?=[),.?!;:]|$)")
"""Where a message names a unit: "in hours", "(NOK)", at the end of its clause."""
MEASURES = frozenset(
    """
    hours hour minutes minute seconds days weeks months years km kilometres kilometers miles
    metres meters cm mm kg tonnes tons litres liters percent % ppm ppb ms db
    """.split()
)
"""Units of measure a message may ask a figure in."""
_UNIT_KINDS = {
    "time": frozenset("seconds minutes hours days weeks months years".split()),
    "distance": frozenset("m metres meters km kilometres kilometers miles nm".split()),
}
_HOW = {
    "time": re.compile(r"\bhow (?:long|soon|quickly|many (?:more )?(?:days|weeks|months|years))\b"),
    "distance": re.compile(r"\bhow (?:far|long|close|near)\b"),
}
"""A question's words for the kind of figure it asks ("how long would he take": a time)."""
_IN_UNIT = re.compile(r"\b(?:how many|in|number of|(?!(?:19|20)\d\d\b)\d[\d,.]*) ?([\w%]+)")
"""A unit a question asks a figure in, or says one in ("how many months", "in km", "a range of
2 to 12 weeks")."""
EVERY_CANDIDATE = re.compile(
    r"\b((?<!\bat )all|each|every|everyone|"
    # Not a span ("the three-year cost", "over three seasons"), nor a figure ("'four or five'").
    r"(?<!over )(?<!under )(?<!about )(?<!around )(?<!than )(?<!\bor )(?<!\bto )"
    r"(?<!between \w\w\w and )(?<!between \w\w\w\w and )"
    r"(?:three|four|five|six)(?!-)(?! (?:or|to|and) )"
    r"(?! (?:years?|months?|weeks?|days?|hours?|quarters?|seasons?|times?|figures?|digits?)\b))"
    r"\b"
)
ADDS_MORE = re.compile(
    r"\b(?:also|plus|too|as well|another|(?:and|&) (?:the|their|its|his|her|your|what|how|whether|"
    r"which|do|does|is|are|has|have))\b"
)
"""Words that ask for one more thing ("Can you look it up? And what is the fee?")."""
TOO = re.compile(r"\b(?:too|as well)\b")
"""Candidates named beside those asked about before ("and for Zhou too?")."""
_COUNT = r"(?:three|four|five|six|[3-6])"  # a harder level lists up to six candidates
_COUNTED = re.compile(rf"\bthe ({_COUNT}) ([a-z]+)\b")
"""The candidates by count and kind ("the six halls")."""
ALL_THREE = re.compile(rf"\b(?:all {_COUNT}|each of the {_COUNT}|every one of the {_COUNT})\b")
"""Every candidate, even beside a name ("for all three sites, incl. Bairnsdale")."""
EACH_KIND = re.compile(r"\b(?:each|every) (?:one of the |of the )?([a-z]+)\b(?: ([a-z]+))?")
"""A quantifier over the candidates' kind ("each provider", "every vessel"): every candidate,
even beside a word that may name one ("for the cold-chain tender: ... each provider")."""


def _each_kind(lowered: str) -> bool:
    """Whether the message asks about each of the candidates by their kind ("each
    provider", "every candidate")."""
    # The kind ends its noun phrase: "each shop visit" is a visit, not every shop.
    return any(
        stem(m.group(1)) in _KINDS | _CANDIDATE and m.group(2) in (None, *STOPWORDS)
        for m in EACH_KIND.finditer(lowered)
    )


@dataclass(frozen=True)
class _Reading:
    """What one message says to one colleague, before the conversation is taken into account."""

    candidates: tuple[str, ...]
    topics: tuple[str, ...]
    contexts: frozenset[str]
    exact: bool
    again: bool  # "could you check again?": look at the records again
    figure: bool  # "how many days was the A683 closed?": a record named, its figure asked
    compared: bool  # "was it fewer than 6 days?": only the figure answers
    general: bool
    holdings: bool
    everything: bool
    complement: bool
    later: bool
    earlier: bool
    next: bool  # "the one after that": the nearest beyond the one stated last
    scale: int  # "the hotter of the two tests": 1 the context of the greater figure, -1 lesser
    other: bool
    unheld: tuple[str, ...]
    loose: bool  # what is not kept says at most one word of another colleague's label
    every_candidate: bool  # "all three", "each": every candidate, whatever was asked before
    too: bool  # "for Haddad too": the candidates named, beside those asked about before
    all_three: bool  # every candidate, whatever is named
    others: bool  # "the other two", "the other venues": beside one named, every candidate
    confirm: bool  # a yes-or-no question on what was stated ("is that the March figure?")
    on_record: bool  # every such question asks what a record says ("does your record say ...?")
    optioned: tuple[str, ...]  # of ``unheld``, those said inside such a question ("..., or Y?")
    units: frozenset[str]  # the units named for a figure ("in hours")
    put: float | None  # the figure such a question puts ("is 120 the right figure?")
    which_context: bool  # "which drill is that from?": name the context of each record stated
    exact_again: bool  # "anything more precise? Also, ...": a sentence on the records discussed
    only_mine: bool  # "just answer the items in your area": name nothing not held
    in_units: frozenset[str]  # with ``exact_again``: the records whose unit the message names
    is_question: bool  # "is the high-country township Omeo?": whether something is so
    adds: bool  # "also", "plus", "and what ...": more than one thing asked
    # "Which is right for the June 2026 walk-through specifically?": contexts asked for in so
    # many words, never named as wrong beside "or is it from an earlier inspection?"
    insisted: frozenset[str] = frozenset()
    # "Can you double-check his tunnelling years? Also is Hannah CPEng?": records named in
    # sentences that ask no yes-or-no question on what was stated (those of one that does are
    # its scope: "Are those 6 crews committed to the pilot lot?" asks no build duration)
    apart: tuple[str, ...] = ()


def _whole_stems(label: str) -> frozenset[str]:
    """A label's words but grammar, as stems ("current" in "current basic salary" too)."""
    return frozenset(stem(w) for w in words(label) if w not in _CONTEXT_STOPWORDS)


@functools.lru_cache(maxsize=16_384)
def _label_parts(
    label: str, aliases: tuple[str, ...]
) -> tuple[frozenset[str], frozenset[str], tuple[Alias, ...], frozenset[str], frozenset[str]]:
    """What a colleague's rules need of another colleague's label, whoever the colleague (pure;
    cached, since labels recur across the tasks of a scenario): its stems; those that may tell
    it from the colleague's own words (no digits); its alias forms; its words but grammar, for a
    label said in full ("current basic salary"); and the words that may bring it up."""
    stems = content_stems(label)
    forms = _RoleRules._alias_forms(label, aliases)
    whole = _whole_stems(label)
    bringing = stems.union(*(f for _, f in forms))
    return stems, frozenset(s for s in stems if not s.isdigit()), forms, whole, bringing


class _RoleRules:
    """The rules' view of one colleague's index, worked out once (``_rules``)."""

    MAX_READINGS = 64
    """Messages whose reading is kept: the first ones. A policy's messages repeat (a few per
    colleague), an LLM's rarely do."""
    MAX_REQUESTS = 256
    """Readings in their conversation (the message and the last turn) kept: the first ones."""

    def __init__(self, index: RecordIndex) -> None:
        self.index = index
        self.readings: dict[str, _Reading] = {}
        self.requests: dict[tuple[str, tuple[Request, tuple[str, ...]] | None], Request] = {}
        self.fact_ids = tuple(r.id for r in index.records)
        self.scopes = {r.id: r.context for r in index.records}
        label_stems = {r.id: content_stems(r.label) for r in index.records}
        several = len(label_stems) > 1
        shared = frozenset.intersection(*label_stems.values()) if several else frozenset()
        # A topic is named by a word that tells it from the colleague's other records.
        self.topics = {fid: stems - shared or stems for fid, stems in label_stems.items()}
        self.full = label_stems
        self.label_words = {r.id: tuple(words(r.label)) for r in index.records}
        # A long label said but for its first word, or its possessive, names it too ("the
        # quoted days in dock", "the yard quoted days in dock" of "yard's quoted days in
        # dock"), when no other label ends so.
        tails = Counter(_tail(label) for label in self.label_words.values())
        self.label_forms = {
            fid: tuple(
                dict.fromkeys(
                    form
                    for form in (label, tuple(w for w in label if w != "s"), _tail(label))
                    if form and (form != _tail(label) or tails[form] == 1)
                )
            )
            for fid, label in self.label_words.items()
        }
        self.whole = {r.id: _whole_stems(r.label) for r in index.records}
        self.own_stems = frozenset().union(*label_stems.values())
        self.aliases = {r.id: self._alias_forms(r.label, r.aliases) for r in index.records}
        # Initials a message may write in capitals for a label or a context ("RTW", "CoA").
        self.initials = {r.id: initials(r.label) for r in index.records}
        self.context_initials = {r.context: initials(r.context) for r in index.records if r.context}
        own = frozenset().union(*label_stems.values(), *self._alias_stems(index.records))
        own |= frozenset().union(*(_context_words(r.context_said) for r in index.records))
        background = content_stems(index.background)
        names = frozenset().union(*map(content_stems, index.candidates))
        self.shared = background | names | _GENERIC_STEMS
        # Words two candidates' names share name their kind ("all three wellfields").
        counted = Counter(w for c in index.candidates for w in content_stems(c))
        self.name_kinds = frozenset(w for w, n in counted.items() if n >= 2)
        self.elsewhere = []  # (label stems, the stems only it has, alias forms) per label
        self.elsewhere_whole: list[frozenset[str]] = []
        self.elsewhere_labels: list[str] = []
        # Which of those labels a word may bring up, so that a clause looks only at those.
        self.elsewhere_by_stem: dict[str, list[int]] = {}
        not_distinct = own | self.shared | _CHATTER_STEMS | _KINDS
        for i, record in enumerate({r.label: r for r in index.elsewhere}.values()):
            stems, distinct, forms, whole, bringing = _label_parts(record.label, record.aliases)
            self.elsewhere.append((stems, distinct - not_distinct, forms))
            self.elsewhere_whole.append(whole)
            self.elsewhere_labels.append(record.label)
            for word in bringing:
                self.elsewhere_by_stem.setdefault(word, []).append(i)
        self.said_in_full = frozenset(self.elsewhere_whole)
        # The stems of each such label's contexts ("written case study" of "technical assessment
        # score"): words that belong with it.
        scoped: dict[str, set[str]] = {}
        for record in index.elsewhere:
            said = words(record.context_said) if record.context else ()
            scoped.setdefault(record.label, set()).update(stem(w) for w in said)
        self.elsewhere_context_stems = [frozenset(scoped[label]) for label in self.elsewhere_labels]
        # Each of those labels as a phrase of stems, to find it said word for word, with its
        # possessive or without ("the yards' quoted days in dock").
        self.elsewhere_phrases = list(
            dict.fromkeys(
                " " + " ".join(stem(w) for w in form) + " "
                for label in self.elsewhere_labels
                for form in (words(label), tuple(w for w in words(label) if w != "s"))
            )
        )
        everyone = dict.fromkeys(r.label.lower() for r in (*index.records, *index.elsewhere))
        self.label_texts = sorted(everyone, key=len, reverse=True)
        # Words of the colleague's contexts ("24-hour forecast", "open day") are no units.
        self.context_words = frozenset(w for r in index.records for w in words(r.context_said))
        self.context_phrases = {words(r.context) for r in index.records if r.context}
        task_units = (r.unit or "" for r in (*index.records, *index.elsewhere))
        self.unit_words = MEASURES | CURRENCIES | frozenset(w for u in task_units for w in words(u))
        own_contexts = {r.context for r in index.records}
        theirs = dict.fromkeys(r.context for r in index.elsewhere if r.context)
        theirs = [c for c in theirs if c not in own_contexts]
        # Other colleagues' contexts said whole, longest first: their words name none of mine
        # ("days closed by flooding (2024 calendar year)" names no "winter 2024-25").
        self.elsewhere_contexts = [
            re.compile(rf"(?<!\w){re.escape(c)}(?!\w)", re.IGNORECASE)
            for c in sorted(theirs, key=len, reverse=True)
            if len(words(c)) > 1
        ]
        # Each other colleague's context, with the words of the labels held in it: "the July
        # 2026 temperature-mapping results" name the record qualified by temperature mapping.
        self.elsewhere_scopes = [
            (_context_words(c), _words_of(*(r.label for r in index.elsewhere if r.context == c)))
            for c in theirs
        ]
        task_words = _task_words(index)
        self.names = task_words.names
        self.name_words = {c: frozenset(words(c)) for c in index.candidates}
        self.kind_words = task_words.kind_words
        # How many of the task's labels each word is in ("NF3" in four: a word of the subject).
        labels = dict.fromkeys(r.label for r in (*index.records, *index.elsewhere))
        self.label_counts: dict[str, int] = {}
        for label in labels:
            for word in content_stems(label):
                self.label_counts[word] = self.label_counts.get(word, 0) + 1
        self.title_words = task_words.title_words
        self.context_stems = _context_stems(index, self.kind_words)
        # Words of the colleague's contexts ("the July 2025 survey") name a context, not a
        # record: unless they are words of a label too.
        self.context_vocabulary = frozenset().union(
            *(_context_words(r.context_said) - label_stems[r.id] for r in index.records)
        )
        self.task_context_words = task_words.context_words
        self.known = task_words.known  # the colleague's own words among them
        self.lower_words = task_words.lower_words
        self.vocabulary = task_words.vocabulary

    @staticmethod
    @functools.lru_cache(maxsize=16_384)
    def _alias_forms(label: str, aliases: tuple[str, ...]) -> tuple[Alias, ...]:
        """Each alias, and the label's acronym, as the phrase of stems a message must hold."""
        phrases = [[stem(w) for w in words(a)] for a in aliases]
        for short in acronyms(label):
            # Not one a common word stems to ("doe" for "dissolved oxygen in the effluent" is
            # "does"): initials in capitals are found by ``shouted`` anyway.
            if short not in _COMMON and short not in _CHATTER_STEMS and len(short) >= 3:
                phrases.append([short])
        return tuple((f" {' '.join(p)} ", frozenset(p)) for p in phrases if p)

    def _alias_stems(self, records: Iterable[Record]) -> list[frozenset[str]]:
        return [form[1] for r in records for form in self._alias_forms(r.label, r.aliases)]

    def request(self, message: str, previous: Turn | None) -> Request:
        """The request ``message`` makes after the ``previous`` turn (kept for the first
        ones: a policy's conversations repeat)."""
        key = (message, None if previous is None else (previous.request, previous.stated))
        request = self.requests.get(key)
        if request is None:
            request = _resolve(self.reading(message), self.index, previous)
            if len(self.requests) < self.MAX_REQUESTS:
                self.requests[key] = request
        return request

    def reading(self, message: str) -> _Reading:
        """What ``message`` says to this colleague (kept for the first messages)."""
        reading = self.readings.get(message)
        if reading is None:
            reading = self._read(message)
            if len(self.readings) < self.MAX_READINGS:
                self.readings[message] = reading
        return reading

    def _read(self, message: str) -> _Reading:
        # "car allowance & relocation allowance" is two things; "Smith & Sons" one name.
        asked = _ampersands(asking_part(message))
        lowered = asked.lower()
        # Examples, hedges and asides ask for nothing ("e.g. current IATSE agreement", "or
        # however it is quoted", "before the trustees sign off"), and the candidates they name
        # are not asked about ("e.g. from the Bergen or Kristiansund depots").
        plain = aside_free = self._without_denied(self._without_sizes(self._without_asides(asked)))
        tokens = self._corrected(words(plain))
        stems = [stem(t) for t in tokens]
        named = self._named(tokens, stems)
        if named and _EMPHASIS.search(plain):
            named = self._beside_stressed(plain, message, named)
        if not named and not EVERY_CANDIDATE.search(plain.lower()):
            # A name only in an aside of the request itself, not an example nor one put aside:
            # "When you were at the Hespeler outfall, did you see effluent coming out?", "For
            # the Kvitoya file: do they sail with a doctor?".
            kept = _COMPARED_WITH.sub(" ", _EXAMPLES.sub(" ", asked))
            named = self._named_in(self._without_denied(kept))
        topics, missing = self._read_clauses(plain, named, list_headings(message))
        masked = self._masked(tokens, stems, named)
        topics = list(self._whole_labels(tuple(topics), tokens, stems, masked, shouted(plain)))
        plain = plain.lower()
        # Words of a record asked for are its own, not a context's ("road distance from
        # Stuttgart" names no "deliveries to the Stuttgart plant").
        explained = frozenset().union(
            *(_context_words(self.index.record(f).label) for f in topics if not self.scopes[f])
        )
        contexts = self._contexts(
            self._without_scoped_labels(_DEADLINE.sub(" ", _EXAMPLES.sub(" ", asked)), topics),
            explained,
        )
        topics = self._beyond_contexts(topics, contexts, {stem(t) for t in tokens})
        if asked != message:
            # "Could you confirm this?", "Please send both": what it points at is in the story.
            # Not one that compares figures the request itself gives ("Comp & Ben have 192,000
            # and 178,000 - do those match your offer letters?").
            compared = bool(figures(asked))
            pointers = [
                clause
                for clause, asks in clauses(aside_free)
                if _points_back(clause.lower())
                and not (compared and _COMPARES.search(clause))
                and not self._read_clause(clause, named, asks)[0]
            ]
            pointing = bool(pointers)
            # ("The notes say all four passed the inspection and have mains water. Do your
            # records agree?": what the story says is what to compare.)
            agrees = not (topics or missing) and bool(_AGREES.search(lowered))
            if pointing or agrees or (BOTH.search(lowered) and len(set(topics)) < 2):
                topics += self._story_topics(message, named, bool(BOTH.search(lowered)))
            if pointing and not topics and not missing:
                # "We're trying to track down the raw-water nitrite result. If you hold it,
                # could you send the figures?": what it points at is not kept.
                missing = self._story_unheld(message, named)
            exact = bool(EXACT.search(self._without_names(asked)))
            # "Could you confirm the risk band recorded for that firm?": a candidate's kind
            # after a demonstrative stands for the candidate the story named.
            kind = any(stem(m.group(1)) in _KINDS for m in _DEMONSTRATIVE.finditer(lowered))
            # "Boondall looks like our venue. Can you confirm the retrofit estimate is 110,000
            # AUD?": a yes-or-no question naming no candidate is on the one the story names.
            checking = any(confirms(s.lower()) for s in _SENTENCE.split(asked))
            referring = pointing or exact or kind or checking or bool(_REFERS.search(lowered))
            if referring and not named and not EVERY_CANDIDATE.search(lowered):
                # "For Husoy you only had a range on the depth. Could you look it up?", "For
                # Allt Dubh you only had a range. Do you have the exact figure?", "You left out
                # Fairbanks. What is its latency?"
                named = self._story_names(message)
            elif _SAME_FOR.search(lowered):
                # "For SCR-09 you said ... Is that a service bulletin? Same question for CVD-02.":
                # the candidate the story names, and the one added.
                named |= self._story_names(message)
            elif any(not self._named_in(p) for p in pointers) or self._leans_on_story(asked):
                # "The notes put Fairbanks at 15 minutes. Could you check that, and confirm
                # Dunedin and Inuvik?": what "that" points at is Fairbanks's, asked too; so is
                # what a pronoun points at ("That 5 years for Mateo is a big gap. Can you
                # double-check it is his verified experience? And Hannah, Ingrid - years for
                # each?").
                named |= self._story_names(message)
            story = self._story_contexts(message, asked, explained)
            if topics and not any(self.scopes[f] for f in topics):
                # Beside records held in no context, only a context the story says in full
                # ("what drawdown do you get? The board fears boreholes running dry" names no
                # dry-season test; "... in the January 2026 screening round. Could you confirm
                # the result, and their safeguarding hours?" does).
                said = _words_of(message)
                story = frozenset(c for c in story if {stem(w) for w in words(c)} <= said)
            contexts = contexts or story
        confirming = [m for s in _SENTENCE.split(asked) if (m := confirms(s.lower()))]
        # A yes-or-no question's units are its own sentence's: "(km)" asked of another record
        # in the sentence before ("Do you hold the haulage distance (km)? Also, is the 2,500
        # AUD the fodder cost?") is not the unit it puts.
        units = self._units(" ".join(m.string for m in confirming) if confirming else lowered)
        on_record = bool(confirming) and all(RECORD_QUESTION.search(m.group()) for m in confirming)
        # "do your records show whether ...?": those records are asked about, not asked for
        # (but "what do your records show for ...?" asks for them).
        unasked = RECORD_QUESTION.sub(" ", lowered) if on_record else lowered
        # "could you check her file for the exact number of weeks?": where to look, not records.
        unasked = _LOOKED_IN.sub(" ", unasked)
        unheld = _merged(missing)
        # "whatever you hold on these: A; B; C" is whichever of the list (none, if none).
        of_list = bool(WHATEVER.search(plain)) and bool(topics or unheld)
        return _Reading(
            candidates=tuple(c for c in self.index.candidates if c in named),
            topics=tuple(f for f in self.fact_ids if f in topics),
            contexts=contexts,
            exact=bool(EXACT.search(self._without_names(message))),
            again=bool(AGAIN.search(lowered)),
            figure=bool(
                (QUANTITY.search(lowered) or self._polar(lowered)) and (topics or contexts)
            ),
            compared=bool(COMPARED.search(self._without_labels(lowered))),
            general=bool(GENERAL.search(unasked)),
            # (not in a gloss: "the pentest result (critical findings)" asks one record)
            holdings=bool(HOLDINGS.search(_PARENTHESIS.sub(" ", unasked)))
            and not (of_list or self._narrowed(lowered)),
            everything=bool(EVERYTHING.search(plain) or (WHATEVER.search(plain) and not of_list)),
            # (not in an aside: "Please flag if any differ from what other teams report")
            complement=self._complement(aside_free.lower()),
            later=_points(LATER, lowered) and not BEFORE_LATEST.search(lowered),
            earlier=_points(EARLIER, lowered),
            insisted=frozenset().union(
                *(self._contexts(t) for t in _SENTENCE.split(asked) if _INSISTS.search(t))
            ),
            next=bool(NEXT.search(lowered)),
            scale=_points(GREATER, lowered) - _points(LESSER, lowered),
            other=bool(OTHER.search(lowered)) and not self._complement(lowered),
            unheld=unheld,
            optioned=tuple(u for u in unheld if any(u.lower() in m.string for m in confirming)),
            loose=all(m.hits <= 1 for m in missing),
            every_candidate=bool(EVERY_CANDIDATE.search(lowered)),
            too=bool(TOO.search(lowered)),
            # "each provider" beside one name: that one was a word of the story ("the
            # cold-chain tender"); beside two, "each site" is each of those.
            all_three=bool(ALL_THREE.search(lowered))
            or self._all_by_count(lowered)
            or (len(named) < 2 and self._each_asked(asked, named)),
            others=self._others(aside_free.lower()),
            confirm=bool(confirming),
            on_record=on_record,
            units=units,
            put=self._put_figure(confirming, contexts),
            which_context=bool(WHICH_CONTEXT.search(message.lower())),
            exact_again=(exact_again := self._exact_again(asked, named)),
            only_mine=bool(ONLY_MINE.search(message.lower())),
            in_units=frozenset(
                f for f in self.fact_ids if exact_again and self._fits_unit(f, message)
            ),
            is_question=bool(_IS_QUESTION.search(lowered)),
            adds=bool(ADDS_MORE.search(lowered)),
            apart=self._apart_from(asked, confirming, named) if confirming else (),
        )

    def _apart_from(
        self, text: str, confirming: list[re.Match[str]], named: set[str]
    ) -> tuple[str, ...]:
        """The records that the sentences of a text other than its yes-or-no questions name
        (``confirming``), asides aside, and those whose every word the text says."""
        questions = {m.string for m in confirming}
        rest = " ".join(s for s in _SENTENCE.split(text) if s.lower() not in questions)
        plain = self._without_denied(self._without_sizes(self._without_asides(rest)))
        found = self._read_clauses(plain, named)[0] if plain.strip() else []
        # (and those the questions say every word of: "is 460,000 SGD still the latest quoted
        # price for the Subic Bay docking and retrofit?")
        said = content_stems(text)
        found += [f for f in self.fact_ids if self.whole[f] <= said]
        return tuple(dict.fromkeys(found))

    def _put_figure(
        self, confirming: list[re.Match[str]], contexts: frozenset[str]
    ) -> float | None:
        """The figure a yes-or-no question puts (``_put``), unless it is a number of a context
        it names ("are the rates from the 150 °C stress test?" puts no 150)."""
        put = _put(confirming)
        named = {f for c in contexts for f in figures(c)}
        return None if put in named else put

    def _exact_again(self, asked: str, named: set[str]) -> bool:
        """Whether a question asks for an exact value and names no record ("Is there anything
        more precise?"): of the records under discussion, whatever else the message asks."""
        return any(
            "?" in s and EXACT.search(s.lower()) and not self._read_clauses(s, named)[0]
            for s in sentences(asked)
        )

    def _each_asked(self, asked: str, named: set[str]) -> bool:
        """Whether the message asks about each candidate by their kind ("each provider"), not
        only in the story before a question that names one ("the mayor's office has asked us
        to present, for each bidder, ... How many nights has Oberrhein planned?")."""
        each = [s for s in sentences(asked) if _each_kind(s.lower())]
        if len(named) != 1:
            return bool(each)
        return any(not _NARRATIVE.search(s.lower()) or self._names_in(s) for s in each)

    def _names_in(self, sentence: str) -> bool:
        """Whether the sentence names a candidate."""
        tokens = self._corrected(words(sentence))
        return bool(self._named(tokens, [stem(t) for t in tokens]))

    def _all_by_count(self, lowered: str) -> bool:
        """Whether the message counts the candidates by their kind, every one of them ("for the
        six halls, especially Hall 3 and Hespeler Road"), even beside names."""
        count = COUNT_WORDS.get(len(self.index.candidates))
        return any(
            stem(m.group(2)) in _KINDS | _CANDIDATE | self.kind_words
            for m in _COUNTED.finditer(lowered)
            if m.group(1) in (count, str(len(self.index.candidates)))
        )

    def _polar(self, lowered: str) -> bool:
        """Whether a yes-or-no question has a candidate for its subject ("is Tevita Fifita
        authorised ...?", "does Haddad hold ...?")."""
        for match in POLAR.finditer(lowered):
            tokens = words(match.group("subject"))
            if self._named(tokens, [stem(t) for t in tokens]):
                return True
            # "does your record of the 2024 audit say that Helion failed?": what it says of one.
            if _RECORD_SAYS.match(lowered, match.start("subject")):
                said = words(match.group())
                if self._named(said, [stem(t) for t in said]):
                    return True
        return False

    def _narrowed(self, lowered: str) -> bool:
        """Whether the records asked for are narrowed to a topic, not to candidates ("anything
        on file about concussion-management certification"; not "anything on Haddad", "any
        information on the three bidders"): that topic is what is asked, not every record."""
        candidates = self.kind_words | _CANDIDATE | _EVERYONE
        for match in ABOUT.finditer(lowered):
            tokens = words(match.group("topic"))
            stems = [stem(t) for t in tokens]
            # Beside a candidate's name, words of a topic still narrow it ("a record of how many
            # days the A683 route was closed").
            masked = self._masked(tokens, stems, self._named(tokens, stems))
            rest = {
                s
                for t, s, m in zip(tokens, stems, masked, strict=True)
                if not m and t not in STOPWORDS and s not in _CHATTER_STEMS | _GENERIC_STEMS
            }
            if rest - candidates:
                return True
        return False

    def _story_contexts(
        self, message: str, asked: str, explained: frozenset[str]
    ) -> frozenset[str]:
        """What the asking part leaves open, from the story nearest it ("... the May 2026
        consultation. Could you send the figure from that consultation?"), not from what is put
        aside ("Interview scores I'll add later, once the second round is moderated")."""
        asking = set(clauses(asked))
        told = "\n".join(s for s in _SENTENCE.split(message) if not _deferred(s))
        story = [c for c, asks in clauses(told) if (c, asks) not in asking]
        for clause in reversed(story):
            if found := self._contexts(clause, explained):
                return found
        return frozenset()

    def _named_in(self, text: str) -> set[str]:
        """The candidates a piece of text names."""
        tokens = self._corrected(words(text))
        return self._named(tokens, [stem(t) for t in tokens])

    def _beside_stressed(self, plain: str, message: str, named: set[str]) -> set[str]:
        """The candidates asked about when one is stressed ("Johor in particular"): each of
        them, after "each" ("is each yard class-approved? ... Johor in particular"), else those
        the story names beside it ("The notes have Bairnsdale 1 km, Heyfield 5 km, Bruthen 8
        km. Do your records agree? Bairnsdale in particular"), else the stressed ones; and any
        named apart from it ("Silesia in particular - and for Tatra and Brennholt ...?")."""
        rest = self._corrected(words(_EMPHASIS.sub(" ", plain)))
        if self._named(rest, [stem(t) for t in rest]):
            return named
        if EVERY_CANDIDATE.search(plain.lower()):
            return set()
        story = self._story_names(message)
        return named | story if len(story) > 1 else named

    def _leans_on_story(self, asked: str) -> bool:
        """Whether the request's first sentence names no candidate but points at one by a
        pronoun or a figure it puts ("Can you double-check it is his verified experience?",
        "Which campaign is your 0.85 from?")."""
        first = _SENTENCE.split(asked)[0]
        points = bool(_REFERS.search(first.lower()) or figures(first))
        return points and not self._named_in(first)

    def _story_names(self, message: str) -> set[str]:
        """The candidates the story sentence nearest the request names (reading back)."""
        asking = set(_SENTENCE.split(asking_part(message)))
        told = _SENTENCE.split(message)
        first = next((i for i, s in enumerate(told) if s in asking), len(told))
        # Before the request first, then after it ("Which is right? (Sierra Alta is also 8,900
        # ft, so I want to rule out a mix-up.)" is on Atlas, named before); not one put aside
        # ("Burlington we've already ruled out, so skip it").
        story = [
            s
            for s in [*reversed(told[:first]), *told[first:]]
            if s not in asking and not _deferred(s)
        ]
        # Names outside asides first; then any ("because the 2024 report predates Dr
        # Lindqvist's move ... So what did the 2025 report show for him?").
        for read in (self._without_asides, str):
            for sentence in story:
                named = self._named_in(read(sentence))
                if named:
                    return named
        return set()

    def _beyond_contexts(
        self, topics: list[str], contexts: frozenset[str], said: set[str]
    ) -> list[str]:
        """The topics less records held in no context that the message names only by words of
        a context it names ("was that measured at the court centre?" asks nothing of the
        "courts")."""
        if not contexts:
            return topics
        scoped = frozenset().union(*(_context_words(c) for c in contexts))
        # (and of candidates' names: "the court-centre lux for Aarhus Marselis Hall" names no
        # "competition courts that fit the hall")
        names = frozenset(stem(w) for name in self.name_words.values() for w in name)
        kept = []
        for fact_id in topics:
            record = self.index.record(fact_id)
            own = self.full[fact_id].union(*self._alias_stems([record]))
            heard = own & said
            if record.context or not heard or not heard - names <= scoped:
                kept.append(fact_id)
        return kept  # none: the context names the records

    def _without_scoped_labels(self, text: str, topics: Sequence[str]) -> str:
        """The text without the labels of context-scoped records asked for, said word for word
        (their words name none of their contexts: "full evacuation time for the half-capacity
        drill" names no full-capacity drill), and without other colleagues' contexts said whole
        ("(2024 calendar year)", of another colleague's record, names no winter 2024-25)."""
        for label in dict.fromkeys(self.index.record(f).label for f in topics if self.scopes[f]):
            text = re.sub(rf"(?<!\w){re.escape(label)}(?!\w)", " ", text, flags=re.IGNORECASE)
        for context in self.elsewhere_contexts:
            text = context.sub(" ", text)
        return text

    def _without_asides(self, text: str) -> str:
        """The text without its examples, hedges and asides (``_ASIDES``); a "when" that names
        one of the colleague's records is no aside ("days left before the next medical
        renewal")."""

        def cut(aside: re.Match[str]) -> str:
            if aside.group("when") and self._read_clause(aside.group(), set(), True)[0]:
                return aside.group()
            return " "

        def aside(slot: re.Match[str]) -> str:
            # "(km)", "(GBP)": how to write it. "(transit included, i.e. port to port)", "(that's
            # how our spec is written)": why or how, unless it names a record of mine, a
            # context, a candidate, or adds to the request ("(and the PUE figure)").
            inside = slot.group(1)
            said = words(inside)
            if said and all(w in self.unit_words for w in said):
                return " "
            # "(CAPAs)" after "corrective and preventive actions": the words before it, short.
            if _ABBREVIATION.fullmatch(inside.strip()) and not self._names_mine(inside):
                return " "
            if _ADDS.match(inside.lower()) or _ASKS.search(inside.lower()):
                return slot.group()
            # A sentence in brackets after the question only tells what it means ("(The
            # monitoring contract only, not the alarm hardware, which finance tracks.)").
            if slot.string[: slot.start()].rstrip().endswith(("?", ".", "!")):
                return " "
            if len(said) < 3 or self._names_mine(inside):
                return slot.group()
            return " "

        # "Also, if you have it to hand, the day rate ...": the commas around a hedge, one.
        return _LEFT_COMMAS.sub(", ", _ASIDES.sub(cut, _PARENTHESIS.sub(aside, text)))

    def _without_denied(self, text: str) -> str:
        """The text without the candidates it denies ("Is the AUD 4,200 for Nundah Sports
        Complex, not Sandgate?"): a name after "not" or "rather than", with no record of mine
        beside it, is the one not asked about."""

        def cut(found: re.Match[str]) -> str:
            said = found.group("said")
            tokens = self._corrected(words(said))
            named = self._named(tokens, [stem(t) for t in tokens])
            return " " if named and not self._read_clause(said, named, True)[0] else found.group()

        return _DENIED_NAME.sub(cut, text)

    def _without_sizes(self, text: str) -> str:
        """The text without a reference by size or in time among a few, and the words after it
        that are no label's of mine ("in the lower C-rate factory test", "at the longer
        wavelength", "the later of the two dates"): they single out a context (``_SIZED``),
        asking for nothing."""

        def cut(found: re.Match[str]) -> str:
            rest = found.group("rest").split(" ")
            kept = next(
                (i for i, w in enumerate(rest) if w and stem(w.lower()) in self.own_stems),
                len(rest),
            )
            return " " + " ".join(rest[kept:])

        return _SIZED.sub(cut, text) if self.index.siblings else text

    def _names_mine(self, text: str) -> bool:
        """Whether a text names one of the colleague's records, contexts or the candidates."""
        tokens = self._corrected(words(text))
        stems = [stem(t) for t in tokens]
        return bool(
            self._read_clause(text, set(), True)[0]
            or self._contexts(text)
            or self._named(tokens, stems)
        )

    def _story_topics(self, message: str, named: set[str], both: bool) -> list[str]:
        """The records the story nearest the request names, read back from its end: the whole
        sentence that names some ("For the budget we need the field budget, the equipment
        allowance ... Could you send whichever of these you hold?"), or, for "both", the two
        nearest ("... we need a vet within 75 minutes and a soft-release pen. Would you share
        both of those?")."""
        asking = set(_SENTENCE.split(asking_part(message)))
        found: list[str] = []
        for sentence in reversed(_SENTENCE.split(message)):
            if sentence in asking or _deferred(sentence):
                continue
            for clause, asks in reversed(clauses(sentence)):
                read = self._read_clause(clause, named, asks)[0]
                # ("you said the court-centre lighting survey was 1,600 lux" names no "courts")
                said = {stem(w) for w in words(clause)}
                found += self._beyond_contexts(read, self._contexts(clause, frozenset()), said)
                if both and len({self.index.record(f).label for f in found}) >= 2:
                    return found
            if found and not both:
                return found
        return found

    def _story_unheld(self, message: str, named: set[str]) -> list[_Missing]:
        """What the story sentence nearest the request asks for that the colleague does not
        keep, read as asked (the request points at it), when it names none of its records."""
        asking = set(_SENTENCE.split(asking_part(message)))
        for sentence in reversed(_SENTENCE.split(message)):
            if sentence in asking or _deferred(sentence):
                continue
            plain = self._without_asides(sentence)
            tokens = self._corrected(words(plain))
            told = named | self._named(tokens, [stem(t) for t in tokens])
            read = [self._read_clause(c, told, True, pointed=True) for c, _ in clauses(plain)]
            if any(topics for topics, _ in read):
                return []
            if missing := [m for _, found in read for m in found]:
                return missing
        return []

    def _placed_elsewhere(self, text: str, hits: dict[str, frozenset[str]]) -> list[str]:
        """The contexts named only where another colleague's record is asked for: by words of
        its context, said more fully ("at the 12 May measured flow" names no "12 May grab
        sample"), or in a clause that asks for its record and none of mine ("the generator
        runtime from the May 2026 load test" names no "May 2026 inspection")."""
        if not hits:
            return []
        placed, parts = [], []
        for clause, asks in clauses(text):
            tokens = self._corrected(words(clause))
            stems = [stem(t) for t in tokens]
            # A candidate's name places nothing ("MV Isbjørn Surveyor" is no "2026 survey").
            named = self._named(tokens, stems)
            masked = self._masked(tokens, stems, named)
            kept = [(t, s) for t, s, m in zip(tokens, stems, masked, strict=True) if not m]
            parts.append((clause, asks, named, frozenset(w for pair in kept for w in pair)))
        for context in hits:
            own = self.context_stems[context]
            seen = []  # for each clause that names the context: whether it places another's
            for clause, asks, named, said in parts:
                if own & said:
                    seen.append(
                        self._explained_elsewhere(own & said, said, context)
                        or self._asks_elsewhere(clause, asks, named)
                    )
            if seen and all(seen):
                placed.append(context)
        return placed

    def _asks_elsewhere(self, clause: str, asks: bool, named: set[str]) -> bool:
        """Whether a clause asks for another colleague's record and names none of mine
        (``named``: the candidates it names, whose words name no record)."""
        topics, missing = self._read_clause(clause, named, asks)
        return not topics and any(m.labels for m in missing)

    def _explained_elsewhere(self, hit: frozenset[str], said: frozenset[str], context: str) -> bool:
        """Whether another colleague's context has every word of ``hit`` said, and more words
        of its own (not words of my labels: "at the site", of "grid supply interruptions at the
        site (2025 calendar year)", names no "2025 site audit")."""
        mine = _context_words(context)
        for other, _ in self.elsewhere_scopes:
            theirs = other & said
            if hit <= theirs and theirs - mine - _CHATTER_STEMS - self.own_stems:
                return True
        return False

    def _shifted(self, text: str, contexts: frozenset[str]) -> list[tuple[str, str]]:
        """Contexts named as the point a request counts from, with the sibling it points at:
        "the month before August" is July, "the survey after the 2024 one" the 2025 one."""
        shifts = []
        lowered = text.lower()
        for family in self.index.siblings.values():
            unnamed = [r.context or "" for r in family if r.context not in contexts]
            for one in (r.context or "" for r in family if r.context in contexts):
                for marker in _FROM.finditer(lowered):
                    wanted = -1 if marker.group(1) in _BEFORE else 1
                    other = _next_in_time(one, unnamed, wanted)
                    if other is None:
                        continue
                    kind = _context_words(one) & _context_words(other)
                    before = [stem(w) for w in words(lowered[: marker.start()])[-1:]]
                    if not set(before) & (kind | _COUNTED_FROM):
                        continue  # "findings after the January audit" are the January ones
                    said = [w for w in words(lowered[marker.end() :])[:3] if w not in _THE][:1]
                    if self.context_stems[one] & {*said, *map(stem, said)}:
                        shifts.append((one, other))
                        break
        return shifts

    def _rejected(self, asked: str, contexts: frozenset[str]) -> frozenset[str]:
        """The contexts a clause names after a word that rejects them ("not the March one")."""
        rejected = set()
        confirming = [s for s in _SENTENCE.split(asked) if _CONFIRMING.search(s.lower())]
        for clause, _ in clauses(asked):
            sentence = next((s for s in confirming if clause in s), None)
            for marker in REJECTS.finditer(clause.lower()):
                if marker.group(1).startswith("look") and _WHAT_DOES.search(
                    clause.lower()[: marker.start()]
                ):
                    continue  # "what does curtailment look like going forward?" asks it
                if _ENSURING.search(clause.lower()[: marker.start()]):
                    continue  # "Please make sure the figures are for 2025" asks for 2025
                rest = clause[marker.end() :]
                turn = _CONTRAST.search(rest.lower())  # "... the 1550 nm result - I need 1310"
                after = words(rest[: turn.start()] if turn else rest)
                if marker.group(1) in ("not", "don't", "doesn't"):
                    # "not September", "not the 2022 model"; but "did not cover June" asks
                    # for June.
                    placed = after[:1] in (("the",), ("for",), ("in",), ("what",))
                    # "not a sea-level-rise scenario": an article, then a noun phrase
                    article = after[:1] in (("a",), ("an",))
                    start = int(placed or article)
                    while start < len(after) - 1 and after[start] in _ORDERING:
                        start += 1  # "not final test", "not what was observed": its own word
                    end = max(start + 1, 5 if article else 3 if placed else 1)
                    while end + 1 < len(after) and after[end] in ("or", "nor", "and"):
                        end += 2  # "not 2025 or 2026"
                    after = after[:end]
                elif marker.group(1).startswith("you "):
                    # "you gave me August"; but "you gave a range of 1.2 to 15 mg/L for the 13
                    # May sample" finds fault with the value, not with the sample.
                    after = after[:5]
                said = frozenset(after) | {stem(w) for w in after}
                found = _outermost({c for c in contexts if self.context_stems[c] & said}, after)
                if sentence and (
                    _POINTING.fullmatch(marker.group(1)) or marker.group(1).startswith("you ")
                ):
                    # "can you confirm that's the April drill?" and "are the temperatures you
                    # gave for August 2026?" affirm April and August; but "just to check,
                    # those are MASS-DIMM figures - do you have DIMM?" asks for another.
                    heard = _words_of(sentence)
                    if not any(self.context_stems[c] & heard for c in contexts - found):
                        continue
                rejected |= found
        return frozenset(rejected)

    def _without_quantities(self, tokens: list[str], text: str = "") -> list[str]:
        """The tokens without the numbers of quantities ("the 26 weeks" is no "2026 supplier
        audit"; "110,000 AUD"): a number before a unit. A year of my contexts stays before a
        word that is a unit only of this task ("the 2024 critical-mineral audit" is no count of
        critical vulnerabilities), not before a measure ("2000 m"); so does a number that ends a
        clause of the ``text`` ("(winter 2025-26); days closed" counts no 26 days)."""
        following = [*tokens[1:], ""][: len(tokens)]  # none for no tokens
        units = self.unit_words - self.context_words
        ending = set(_CLAUSE_END.findall(text))
        return [
            t
            for t, after in zip(tokens, following, strict=True)
            if not (t.isdigit() and after in units and t not in ending)
            or (t in self.context_words and after not in MEASURES | CURRENCIES)
        ]

    def _units(self, lowered: str) -> frozenset[str]:
        """The units a message names for a figure: in a unit slot ("in hours", "(NOK)"), words of
        measure, of currency or of the task's units."""
        found: set[str] = set()
        for slot in _UNIT_SLOT.finditer(lowered):
            said = words(slot.group(1))
            if said and all(w in self.unit_words for w in said):
                found |= set(said)
        return frozenset(found)

    def _others(self, lowered: str) -> bool:
        """Whether the message names the candidates other than some ("the other two", "the
        other venues"; not "the rest", which may be the rest of a record)."""
        kind = OTHER_KIND.search(lowered)
        return bool(OTHERS.search(lowered)) or (
            bool(kind) and stem(kind.group(1)) in _KINDS | self.kind_words
        )

    def _complement(self, lowered: str) -> bool:
        """Whether the message asks about the candidates not asked about before."""
        if COMPLEMENT.search(lowered):
            return True
        kind = OTHER_KIND.search(lowered)
        return bool(kind) and stem(kind.group(1)) in _KINDS | self.kind_words

    def _without_labels(self, lowered: str) -> str:
        """A lowered message without the task's labels said in full: their words compare
        nothing ("floor height above the 1% AEP flood level" asks for no figure above 1)."""
        for label in self.label_texts:
            lowered = lowered.replace(label, " ")
        return lowered

    def _without_names(self, message: str) -> str:
        """The message's words without those of candidates' names ("Kovač Precision" asks
        for no precision)."""
        names = frozenset().union(*self.name_words.values())
        return " ".join(w for w in words(message) if w not in names)

    def _read_clauses(
        self, text: str, named: set[str], headings: tuple[str, ...] = ()
    ) -> tuple[list[str], list[_Missing]]:
        """The records the clauses of ``text`` name, and what they ask that is not kept. A
        list's heading ("Budget items, each site:") names a record only when its items name
        none."""
        topics: list[str] = []
        unheld: list[_Missing] = []
        heading_topics: list[str] = []
        heading_unheld: list[_Missing] = []
        in_headings = {c.strip() for line in headings for c, _ in clauses(line)}
        bare: list[tuple[str, bool]] = []  # questions that name nothing (and list items)
        before = ""
        for clause, asks in clauses(text):
            clause_topics, clause_unheld = self._read_clause(clause, named, asks)
            heading = clause.strip() in in_headings
            (heading_topics if heading else topics).extend(clause_topics)
            (heading_unheld if heading else unheld).extend(clause_unheld)
            if asks and not (heading or clause_topics or clause_unheld):
                if bare and self._lists_on(bare[-1][0], clause, text, joined=True):
                    bare[-1] = (f"{bare[-1][0]},{clause}", bare[-1][1])
                else:
                    # An item of a list a question opened ("do you hold anything on overhead line
                    # length, access capacity, curtailment, GHI ...?") asks as the question does.
                    bare.append((clause, bool(before) and self._lists_on(before, clause, text)))
            # (after something not kept, or a question naming nothing: not after a record of
            # mine, "Crash rescue response, weekend ops, all 3 sites.")
            listing = (
                asks and not clause_topics and (clause_unheld or _QUESTION.match(clause.lower()))
            )
            before = clause if listing else ""
        # (beside records of mine, any question; beside things not kept, the list's items)
        asked = [(c, item) for c, item in bare if topics or (unheld and item)]
        unheld += [m for c, item in asked for m in self._asked_of_nothing(c, named, item)]
        if not topics:
            topics, unheld = heading_topics, unheld + heading_unheld
        return topics, unheld

    @staticmethod
    def _lists_on(clause: str, after: str, text: str, joined: bool = False) -> bool:
        """Whether the clause after a comma goes on with the list of the one before ("do you
        hold any fit-out, power or lease figures?"; ``joined``: by "and" or "or", one phrase)."""
        lowered = after.lower()
        return (
            f"{clause},{after}" in text
            and (bool(_JOINED.search(lowered)) or not joined)
            and not _QUESTION.match(lowered)
            and not _ADJUNCT.match(lowered)
        )

    def _contexts(self, text: str, explained: frozenset[str] = frozenset()) -> frozenset[str]:
        """The contexts a text names, by words other than ``explained``. Of a record's contexts:
        not one named as the wrong one ("the June result, not September"; "not September"
        alone means the others), and, when two are named by the same words, the one they fit
        more ("25/26" is 2025-26)."""
        text = _KIN_PHRASES.sub(lambda m: f" {_KIN_PHRASE_WORDS[m.group(1).lower()]} ", text)
        # A decimal figure names no context by its digits ("your 5.4 million ZAR" is no
        # "load-shedding stage 4"), unless a context holds it.
        held = {r.context for r in self.index.records if r.context}
        text = _DECIMAL.sub(lambda m: m.group() if any(m.group() in c for c in held) else " ", text)
        tokens = self._without_quantities(self._corrected(words(text)), text)
        stems = [stem(t) for t in tokens]
        named = self._named(tokens, stems)
        masked = self._masked(tokens, stems, named)  # "Kolding Event Centre" names no centre
        tokens = [t for t, m in zip(tokens, masked, strict=True) if not m]
        said = (frozenset(tokens) | {stem(w) for w in tokens}) - explained
        hits = {c: s & said for c, s in self.context_stems.items() if s & said}
        in_full = self._named_in_full(said)
        for context, named_words in in_full.items():  # "first half of 2025", word for word
            hits.setdefault(context, named_words)
        for context in self._placed_elsewhere(text, hits):
            del hits[context]
        shouts = shouted(text)
        for context, letters in self.context_initials.items():
            if letters & shouts:
                hits[context] = hits.get(context, frozenset()) | (letters & shouts)
        for named, other in self._shifted(text, frozenset(hits)):
            del hits[named]
            hits[other] = frozenset()
        rejected = self._rejected(text, frozenset(hits))
        if rejected and set(hits) <= rejected:
            for family in self.index.siblings.values():
                if any(r.context in rejected for r in family):
                    for r in family:
                        hits.setdefault(r.context or "", frozenset())
        for context in rejected:
            hits.pop(context, None)
        for context in self._explained_by_full_names(hits, in_full):
            del hits[context]
        for context in self._unlike_verbatim(text, hits, in_full) if in_full else ():
            del hits[context]
        for family in self.index.siblings.values():
            for pair in itertools.combinations([r.context or "" for r in family], 2):
                if not all(c in hits for c in pair):
                    continue
                one, other = (hits[c] for c in pair)
                # The same words, read into the wider one; or one context's words inside the
                # other's ("DIMM" in "MASS-DIMM measurement"), unless said apart from it too
                # ("Separately from MASS-DIMM: ... the DIMM measurement").
                inside = [_context_words(c) for c in pair]
                if one < other or (inside[0] < inside[1] and not _apart(tokens, *inside)):
                    del hits[pair[0]]
                elif other < one or (inside[1] < inside[0] and not _apart(tokens, *inside[::-1])):
                    del hits[pair[1]]
        return frozenset(hits)

    def _unlike_verbatim(
        self, text: str, hits: dict[str, frozenset[str]], in_full: dict[str, frozenset[str]]
    ) -> list[str]:
        """Of the contexts of a record the text names in full, those it does not say letter for
        letter, hit only by words of one it does ("night-time (19:00-07:00)" is no
        "07:00-19:00" daytime)."""
        lowered = " ".join(text.lower().split())
        dropped = []
        for family in self.index.siblings.values():
            full = [r for r in family if r.context in in_full]
            verbatim = [
                r for r in full if any(f and f.lower() in lowered for f in (r.context, r.cue))
            ]
            for r in full:
                context = r.context or ""
                if r in verbatim or context not in hits:
                    continue
                if any(hits[context] <= in_full[v.context or ""] for v in verbatim):
                    dropped.append(context)
        return dropped

    def _named_in_full(self, said: frozenset[str]) -> dict[str, frozenset[str]]:
        """The contexts whose name or cue ``said`` holds word for word (each word, or its
        stem), with the words of what was said in full."""
        found: dict[str, frozenset[str]] = {}
        for family in self.index.siblings.values():
            for record in family:
                key = record.context or ""
                for phrase in filter(None, (record.context, record.cue)):
                    kept = [w for w in words(phrase) if w not in _CONTEXT_STOPWORDS]
                    if len(kept) > 1 and all(w in said or stem(w) in said for w in kept):
                        found[key] = found.get(key, frozenset()) | _context_words(phrase)
        return found

    def _explained_by_full_names(
        self, hits: dict[str, frozenset[str]], in_full: dict[str, frozenset[str]]
    ) -> list[str]:
        """Contexts hit only by words a sibling named in full holds: "first half of 2025"
        names no "second half of 2025", whose "half" and "2025" it says too."""
        explained = []
        for family in self.index.siblings.values():
            # Of the contexts named in full, those still asked for (not "the one that isn't X").
            full = [in_full[c] for r in family if (c := r.context or "") in in_full and c in hits]
            for record in family:
                context = record.context or ""
                said = hits.get(context) if context not in in_full else None
                if said and any(said <= named for named in full):
                    explained.append(context)
        return explained

    def _read_clause(
        self, clause: str, named: set[str], asks: bool, pointed: bool = False
    ) -> tuple[tuple[str, ...], tuple[_Missing, ...]]:
        """The records one clause names, and what it asks for that the colleague lacks
        (``asks``: whether its sentence asks something, with a question or a request word;
        ``pointed``: whether a request points at it, "If you hold it, could you send ...?", so
        that it asks whatever it tells)."""
        tokens = self._corrected(words(clause))
        stems = [stem(t) for t in tokens]
        masked = self._masked(tokens, stems, named)
        # A context said in full ("the 2024 open-day survey") names no record by its words.
        in_context = self._context_spans(tokens)
        said = frozenset(
            s
            for i, (t, s, m) in enumerate(zip(tokens, stems, masked, strict=True))
            if not m
            and t not in STOPWORDS
            and len(t) > 1
            and s not in self.context_vocabulary
            and i not in in_context
        )
        # The clause as a phrase of stems, names and titles cut out, for aliases to be found in.
        hidden = [m or i in in_context for i, m in enumerate(masked)]
        phrase = " " + " ".join("|" if h else s for s, h in zip(stems, hidden, strict=True)) + " "
        heard = frozenset(tokens) | frozenset(stems)
        contexts = {c for c, context_stems in self.context_stems.items() if context_stems & heard}
        spoken = frozenset(s for s, m in zip(stems, masked, strict=True) if not m)
        # A record named by words of kind or common ones alone ("how many months would her
        # contract run", "how long would he take to get in when on call") when the question
        # asks in its unit, and no other record of those words fits it.
        fitting = [f for f in self.fact_ids if self.full[f] & spoken and self._fits_unit(f, clause)]
        fits = (
            frozenset(fitting) if len({self.index.record(f).label for f in fitting}) == 1 else None
        )
        topics, beaten = self._topics(said, phrase, shouted(clause), contexts, spoken, fits)
        topics = self._not_placing(topics, tokens, stems, masked, said)
        one = len({self.index.record(f).label for f in topics}) == 1  # a record, in any context
        if asks and one and not any(f in phrase for f, _ in self.aliases[topics[0]]):
            # One word of a record among words that name nothing the colleague keeps ("the
            # covered hay storage" is not "hay haul distance"): what was asked is not held.
            unknown = {
                s
                for t, s, m in zip(tokens, stems, masked, strict=True)
                if not m and self._unknown(t, s)
            }
            named_context = any(self.scopes[f] in contexts for f in topics)
            alone = len(self.full[topics[0]] & said) == 1 and not named_context
            # ... or among more words of another colleague's label ("the customer complaints
            # rate" is no "lost-time injury rate").
            theirs = self._fuller_label(said - self.full[topics[0]])
            if alone and (unknown or theirs) and not self._fits_unit(topics[0], clause):
                beaten = [*beaten, (self.full[topics[0]] & said) | unknown | theirs]
                topics = ()
        whole = any(runs_inside(self.index.record(f).label, clause) for f in topics)
        if asks and topics and _asks_itself(clause) and not whole:
            # What the clause asks for comes first; records named after it only place it
            # ("their yield on previous pilot runs", "road cut-off times during a flood").
            head = _head(tokens, stems, masked)
            # A record named by an alias ("the blue-light consultation") explains its words.
            explained = frozenset().union(
                *(self.full[f] for f in topics),
                *(a for f in topics for form, a in self.aliases[f] if form in phrase),
            )
            unknown = {
                s
                for t, s in zip(tokens, stems, strict=True)
                if s in head and self._unknown(t, s) and s not in self.context_vocabulary
            }
            fitting = any(self._fits_unit(f, clause) for f in topics)
            if unknown and not (fitting or head & (explained | heard & self.context_vocabulary)):
                beaten, topics = [*beaten, frozenset(unknown)], ()
        # A clause that tells ("the city's transport committee has been vocal about
        # disruption") asks for nothing the colleague lacks.
        # Nor does one that compares ("do those match your offer letters?"), nor an answer
        # offered ("purity protocol, optical sorting, or no gluten-free programme at all?").
        asks = pointed or (
            asks
            and _asks_itself(clause)
            and not _COMPARES.search(clause)
            and not _NONE_OFFERED.match(clause)
        )
        unheld = self._unheld(clause, tokens, stems, hidden, said, phrase, topics, beaten, asks)
        return topics, unheld

    def _asked_of_nothing(
        self, clause: str, named: set[str], item: bool = False
    ) -> tuple[_Missing, ...]:
        """A question of its own, beside one on the colleague's records, that names none of
        them: what it asks about, as said ("also, how many HGVs a day would we be pushing onto
        it?", "and do they hold EASA Part-145 approval?"), so that the reply says it is not
        kept; or an ``item`` of a list such a question asks for ("..., curtailment, GHI")."""
        lowered = clause.lower()
        if not (item or _QUESTION.match(lowered)) or confirms(lowered) or _ON_IT.match(lowered):
            return ()
        tokens = self._corrected(words(clause))
        stems = [stem(t) for t in tokens]
        in_context = self._context_spans(tokens)
        hidden = [m or i in in_context for i, m in enumerate(self._masked(tokens, stems, named))]
        content = [
            i
            for i, (t, s, h) in enumerate(zip(tokens, stems, hidden, strict=True))
            if not h
            and len(t) > 1
            and not _FIGURE_WORD.fullmatch(t)
            and not (i and tokens[i - 1] == "how")  # "how big", "how often"
            and t not in STOPWORDS
            and t not in self.unit_words
            and s not in _CHATTER_STEMS | _KINDS | self.context_vocabulary | self.name_kinds
            and not (item and s in self.task_context_words)
        ]
        if all(stems[i] in self.own_stems for i in content):
            return ()  # "how big the compound is": a record of mine, named in another clause
        phrase = tuple(tokens[content[0] : content[-1] + 1])[:6]
        return (_Missing(self._lowered_opening(_spoken(clause, phrase), clause), frozenset(), 1),)

    def _lowered_opening(self, spoken: str, clause: str) -> str:
        """A phrase that opens its clause without the capital of the opening when the task's
        labels write its first word in lower case ("Median Seletar customs clearance time too,
        if you have it" is the "median Seletar customs clearance time"; "Natura" stays)."""
        first = spoken.split(" ", 1)[0]
        lowered = first[:1].lower() + first[1:]
        opens = clause.lstrip(" \t\n\"'(").startswith(spoken)
        if first != lowered and lowered in self.lower_words and opens:
            return lowered + spoken[len(first) :]
        return spoken

    def _fits_unit(self, fact_id: str, clause: str) -> bool:
        """Whether the clause asks for the record's figure in its unit ("how many months would
        her contract run", "how long would he take to get in" for minutes)."""
        unit = self.index.record(fact_id).unit
        if not unit:
            return False
        lowered = clause.lower()
        units = frozenset(words(unit.lower())) - STOPWORDS
        in_unit = (m.group(1) for m in _IN_UNIT.finditer(lowered))
        asked = {kind for kind, how in _HOW.items() if how.search(lowered)}
        return bool(units & set(in_unit)) or any(units & _UNIT_KINDS[k] for k in asked)

    def _whole_labels(
        self,
        topics: tuple[str, ...],
        tokens: list[str],
        stems: list[str],
        masked: list[bool],
        shouts: frozenset[str],
    ) -> tuple[str, ...]:
        """The records a message names (``topics``, as its clauses read), when it says some of
        the colleague's labels word for word: only those that words outside those labels name
        too ("the exact yard's quoted days in dock" asks for no dock slot), or, when the clauses
        found none, the records said ("the passes to be contracted per month"). A label said
        inside a longer one said ("nominated pilots" in "... endorsements for all nominated
        pilots") is not said."""
        spans = {
            fid: span
            for fid, forms in self.label_forms.items()
            if (span := next(filter(None, (_span(f, tokens, masked) for f in forms)), frozenset()))
        }
        spans = {
            fid: span
            for fid, span in spans.items()
            if not any(span < other for other in spans.values())
        }
        if not spans:
            return topics
        if not topics:  # a label of filler words ("the one for each of them") names nothing
            return tuple(f for f in spans if self.full[f] - _CHATTER_STEMS - _GENERIC_STEMS)
        covered = frozenset().union(*spans.values())
        hidden = [i in covered or m for i, m in enumerate(masked)]
        rest = frozenset(s for s, h in zip(stems, hidden, strict=True) if not h)
        shouts &= frozenset(t for t, h in zip(tokens, hidden, strict=True) if not h)
        phrase = " " + " ".join("|" if h else s for s, h in zip(stems, hidden, strict=True)) + " "
        return tuple(
            f
            for f in topics
            if f in spans
            or self.full[f] & rest
            or self.initials[f] & shouts  # "the BAL rating"
            or any(form in phrase for form, _ in self.aliases[f])
        )

    def _context_spans(self, tokens: Sequence[str]) -> set[int]:
        """Where the tokens say one of the colleague's contexts word for word."""
        return set().union(*(_span(said, tokens) for said in self.context_phrases))

    def _not_placing(
        self,
        topics: tuple[str, ...],
        tokens: list[str],
        stems: list[str],
        masked: list[bool],
        said: frozenset[str],
    ) -> tuple[str, ...]:
        """The records a clause asks for, without those its words name only where they place
        another record ("the mobilisation fee in Valhalla's bid" asks for no compliance of the
        bid; "courier vehicles for moving the volumes" for no courier cost for the volumes)."""
        labels = {self.index.record(f).label for f in topics}
        if len(labels) < 2:
            return topics
        matched = {f: self.full[f] & said for f in topics}
        # The phrase after a word that places what comes before it ("fee in", "vehicles for"),
        # up to the next word of grammar ("... and confirm whether").
        placed: set[int] = set()
        inside = False
        first = next((i for i, s in enumerate(stems) if any(s in m for m in matched.values())), 0)
        for i in range(first + 1, len(tokens)):
            before = tokens[i - 1]
            # Not a word inside a label ("the sign-on bonus" of a "signing bonus").
            after = stems[i + 1] if i + 1 < len(stems) else ""
            within = any({stems[i - 1], after} <= m for m in matched.values())
            if (
                tokens[i] in _PLACING - _VERBAL
                and not within
                and (masked[i - 1] or (before not in STOPWORDS and not before.endswith("ed")))
            ):
                inside = True
            elif inside and (masked[i] or tokens[i] in _DETERMINERS or tokens[i] not in STOPWORDS):
                placed.add(i)
            else:
                inside = False
        kept = []
        for fid in topics:
            label = self.index.record(fid).label
            others = frozenset().union(
                *(m for g, m in matched.items() if self.index.record(g).label != label)
            )
            own = matched[fid] - others
            where = [i for i, s in enumerate(stems) if s in own and not masked[i]]
            if not (where and all(i in placed for i in where)):
                kept.append(fid)
        return tuple(kept) if kept else topics

    def _fuller_label(self, said: frozenset[str]) -> frozenset[str]:
        """The words of another colleague's label said, when two or more of its own are
        (none else)."""
        best: frozenset[str] = frozenset()
        for label_stems, distinct, _ in self.elsewhere:
            hit = label_stems & said
            if len(hit) >= 2 and distinct & said and len(hit) > len(best):
                best = hit
        return best

    def _corrected(self, tokens: Sequence[str]) -> list[str]:
        """Tokens with a typo of a task word ("genrator") written as that word, and short words
        with two letters swapped ("yaer") as the common word."""
        out = []
        for i, token in enumerate(tokens):
            if token.isdigit() or token in _COMMON or token in self.vocabulary.words:
                out.append(token)
                continue
            if stem(token) in self.known:  # a short word of the task ("lost"), no typo of "lots"
                out.append(token)
                continue
            if i + 1 < len(tokens) and _YEAR.fullmatch(tokens[i + 1]):
                # A month before a year ("Juy 2025")
                months = [m for m in _MONTH_NUMBERS if _near(token, m)]
                if len(months) == 1:
                    out.append(months[0])
                    continue
            if len(token) >= 6 and stem(token) not in _CHATTER_STEMS:
                token = self.vocabulary.corrected(token)
            elif len(token) >= 4:
                swapped = [w for w in _ANAGRAMS.get("".join(sorted(token)), ()) if _near(token, w)]
                if len(swapped) == 1:
                    token = swapped[0]
                elif len(token) == 5:  # "befor"; not "lease" for "leave"
                    near = _COMMON_WORDS.corrected(token)
                    token = near if len(near) == 6 else token
            out.append(token)
        return out

    def _named(self, tokens: Sequence[str], stems: Sequence[str]) -> set[str]:
        """The candidates the words name."""
        return {c for c in self.index.candidates if self._names(c, tokens, stems)}

    def _names(self, candidate: str, tokens: Sequence[str], stems: Sequence[str]) -> bool:
        """Whether the words name the candidate: a word of requests only as the name spells it
        ("complete" shares a stem with "Nundah Sports Complex", but names no venue), and never
        by a word that carries no meaning ("La" of "Dehesa La Serena" names no "Las Hoyas")."""
        own, distinct = self.name_words[candidate], self.names[candidate]
        return any(
            s in distinct and (t not in _COMMON or t in own) and _meaningful(t)
            for t, s in zip(tokens, stems, strict=True)
        )

    def _masked(self, tokens: list[str], stems: list[str], named: set[str]) -> list[bool]:
        """Which tokens belong to a candidate's name or a colleague's title: such words never
        name a topic ("the Hartside route", "Hello Port Authority Liaison")."""
        masked = [False] * len(tokens)
        for candidate in named:
            own, distinct = self.name_words[candidate], self.names[candidate]
            for i, s in enumerate(stems):
                if s in distinct and (tokens[i] not in _COMMON or tokens[i] in own):
                    _spread(masked, tokens, i, own)
        present = set(tokens)
        for title, needed, head in self.title_words:
            if len(present & title) < needed or head not in present:
                continue
            run: list[int] = []
            for i, token in enumerate([*tokens, ""]):
                if token in title:
                    run.append(i)
                    continue
                # A title is written with its last word ("Port Authority Liaison"); without it
                # the words are a topic's ("port authority consent").
                said = [tokens[j] for j in run]
                if head in said and sum(map(_meaningful, said)) >= needed:
                    for j in run:
                        masked[j] = True
                run = []
        # A title before a name is the name's ("Capt Ewan Grant", "Dr. Lindqvist").
        for i in range(len(tokens) - 1):
            if tokens[i] in _HONORIFICS and masked[i + 1]:
                masked[i] = True
        return masked

    def _topics(
        self,
        said: frozenset[str],
        phrase: str,
        shouts: frozenset[str] = frozenset(),
        contexts: Iterable[str] = (),
        spoken: frozenset[str] = frozenset(),
        fits: frozenset[str] | None = None,
    ) -> tuple[tuple[str, ...], list[frozenset[str]]]:
        """The colleague's facts the words name, and the words of other colleagues' labels
        that fit the request better than one of its own ("road reinstatement cost estimate" is
        not "design estimate"). ``contexts``: those the clause names, which their records
        fit better than a neighbour ("the written case study score", not "psychometric
        score"). ``spoken``: the stems of every word said, for labels said in full. ``fits``:
        the records of the one label whose unit the question asks in, named by any word."""
        named, beaten, by_unit = [], [], []
        others: list[tuple[frozenset[str], frozenset[str]]] | None = None  # made once
        theirs: list[str] | None = None  # other labels said word for word, made once
        for fid in self.fact_ids:
            matched = self.topics[fid] & said
            forms = [form for form, _ in self.aliases[fid] if form in phrase]
            if forms and theirs is None:
                theirs = [p for p in self.elsewhere_phrases if p in phrase]
            # An alias said only inside another colleague's label said word for word names
            # nothing of this colleague's ("base salary" in "the current base salary").
            by_alias = any(not any(form in p for p in theirs or ()) for form in forms)
            by_alias = by_alias or bool(self.initials[fid] & shouts)
            # A word that only qualifies ("what we're offering") names no record alone.
            if not (matched - _GENERIC_STEMS - _KINDS - _QUALIFIERS or by_alias):
                if fid in (fits or ()):
                    by_unit.append(fid)
                continue
            if others is None:
                others = [
                    (hit, whole.union(*(stems for _, stems in forms)))
                    for (o, _, forms), whole in zip(
                        self.elsewhere, self.elsewhere_whole, strict=True
                    )
                    if (hit := o & said)
                ]
            # Beaten by a label that has every meaningful word this one matched, and more,
            # unless the clause says a word of this one that it lacks, aliases and all: "the
            # offered or current base salary" asks for both.
            full, own = self.full[fid], (self.full[fid] & said) - self.shared
            mine = (self.whole[fid] & spoken) - self.shared
            rivals = [] if by_alias else [(o, w) for o, w in others if own <= o and o - full]
            better = [o for o, whole in rivals if mine <= whole]
            beside = [o for o, whole in rivals if not mine <= whole]
            missing = full - said - _GENERIC_STEMS - _KINDS
            if not (by_alias or better) and missing:
                # Another label said word for word, where this one misses a word of its own
                # ("his current basic salary" is not the "offered basic salary"); not one whose
                # words this clause says with more of this label's ("benchmark daily standby
                # rate for that type").
                better = [
                    whole
                    for (o, _, _), whole in zip(self.elsewhere, self.elsewhere_whole, strict=True)
                    if whole <= spoken and not missing & o and not o < full & said
                ]
            if better:
                beaten += better
            else:
                named.append(fid)
                beaten += beside
        named = named or by_unit
        # A record whose matched words are all words of another named record is that one's
        # neighbour ("habitat suitability" beside "suitable riparian woodland"), not asked for.
        # Words of kind or generic ones ("the vessel's class") make no neighbour of their own.
        matched = {
            fid: (self.full[fid] & said).union(
                *(s for f, s in self.aliases[fid] if f in phrase),
                self.initials[fid] & shouts,
                *(self.context_stems[c] for c in contexts if c == self.scopes[fid]),
            )
            for fid in named
        }
        named = [f for f in named if not self._neighbour(f, matched)]
        if not _JOINED.search(phrase):
            # One thing asked: a label said in full outshines one word of another.
            aliased = {f for f in named if self.initials[f] & shouts} | {
                f for f in named for form, _ in self.aliases[f] if form in phrase
            }
            whole = said | spoken  # "winter gritting priority": a context's word, said
            named = [f for f in named if f in aliased or not self._outshone(f, matched, whole)]
        return tuple(named), beaten

    def _outshone(
        self, fact_id: str, matched: dict[str, frozenset[str]], said: frozenset[str]
    ) -> bool:
        """Whether a record named by one word of its own is outshone by a label said in full
        beside it ("the annual ground rent each landlord is asking" asks for no "landlord
        agreement status"; "consoles planned for installation" is not "dispatch console
        positions")."""
        label = self.index.record(fact_id).label
        whole = [
            g
            for g in matched
            if self.index.record(g).label != label and self._said_in_full(g, said)
        ]
        if not whole or self.full[fact_id] - _GENERIC_STEMS - _KINDS <= said:
            return False
        own = matched[fact_id] - frozenset().union(*(matched[g] for g in whole))
        return len(own - _GENERIC_STEMS - _KINDS) <= 1

    def _said_in_full(self, fact_id: str, said: frozenset[str]) -> bool:
        """Whether a record's label is said in full, or but for one word of a long label
        ("does the effluent chemically match the samples from the kill zone?" says the
        "chemical fingerprint match with the kill-zone samples")."""
        label = self.full[fact_id] - _GENERIC_STEMS - _KINDS
        return len(label - said) <= (1 if len(label) >= 4 else 0)

    def _neighbour(self, fact_id: str, matched: dict[str, frozenset[str]]) -> bool:
        """Whether every word that names a record also names the other records asked for
        ("median water vapour" beside "clear nights" asks for no "median night wind"), and
        they have more: words of kind or generic ones ("the vessel's class") are nobody's."""
        label = self.index.record(fact_id).label
        others = [w for g, w in matched.items() if self.index.record(g).label != label]
        union = frozenset().union(*others)
        return (
            bool(others)
            and matched[fact_id] - _KINDS - _GENERIC_STEMS <= union
            and not (union <= matched[fact_id])
        )

    def _unheld(
        self,
        clause: str,
        tokens: list[str],
        stems: list[str],
        masked: list[bool],
        said: frozenset[str],
        phrase: str,
        topics: tuple[str, ...],
        beaten: list[frozenset[str]],
        asks: bool,
    ) -> tuple[_Missing, ...]:
        """What the message asks for that this colleague does not keep, in its own words:
        another colleague's record, or words that name no record of the task."""
        explained = frozenset().union(*(self.full[f] for f in topics)) if topics else frozenset()
        # Another colleague's record counts as asked for in a clause that asks, not in the story
        # around it ("For the A66 closure HGV diversion, could you ...").
        beaten = beaten if asks else []
        elsewhere: set[str] = set().union(*beaten) - explained - _KINDS - _CHATTER_STEMS
        # A label said in full is quoted in full ("current basic salary").
        elsewhere |= set().union(*(b for b in beaten if b in self.said_in_full)) - explained
        # Another colleague's record counts as asked for in a sentence that asks, not in the
        # story around it ("the allocation comes from the transport officer").
        near = sorted({i for w in phrase.split() for i in self.elsewhere_by_stem.get(w, ())})
        # The candidates' kind goes without saying ("quoted days in dock" of each yard is the
        # "yard's quoted days in dock").
        kind = _KINDS & self.kind_words
        for i in near if asks else ():
            label_stems, distinct, forms = self.elsewhere[i]
            by_alias = next((s for f, s in forms if f in phrase), frozenset())
            core = label_stems - kind
            # Words of my contexts count here ("the charter days incl. transit", said to the
            # colleague whose context is "transit at 8 knots").
            in_full = not topics and len(core) >= 2 and core <= said | set(stems)
            if in_full:
                by_alias = label_stems  # named in full, in a clause about nothing of mine
            elif len(core) >= 2 and runs_inside(self.elsewhere_labels[i], clause):
                # Word for word beside a record of mine that shares its words ("the tenant
                # farmer agreement status and landowner agreement status", "the offered base
                # salary and current base salary"): its own words.
                elsewhere |= (core | self.elsewhere_whole[i]) - explained
            elif tail := _tail_said(words(self.elsewhere_labels[i]), set(), tokens):
                # Its end said word for word, beside a record of mine ("usable dock length and
                # quoted days in dock", of "yard's quoted days in dock").
                elsewhere |= content_stems(" ".join(tail)) - explained
            hit = (distinct & said) or by_alias
            # An alias's own words count even when short ("H-value"), but not words of requests.
            matched = (label_stems & said) | (by_alias - _CHATTER_STEMS)
            # Said in full, even words the background uses too ("showers ... evacuees") name it.
            unexplained = matched - explained - (frozenset() if in_full else self.shared)
            enough = len(unexplained) >= min(2, len(label_stems - self.shared)) or by_alias
            # In a clause about nothing of mine, a word of its own and one the background uses
            # too ("the distance from Bergen").
            enough = enough or (not topics and bool(distinct & said) and len(matched) >= 2)
            if hit and unexplained and enough and not self._subject_word(unexplained, by_alias):
                elsewhere |= (matched - explained) | hit
        # Words that name nothing in the task, in a noun phrase of a clause that names none of
        # the colleague's records ("the noise rating", "your profile"): a verb or an aside
        # ("supposed to mislead"), or words around a record asked for, are not.
        # A phrase opens after a determiner, or at a clause that adds to a list ("and ITAR
        # registration status").
        unknown, open_phrase = set(), False
        offered = self._offered_beside(clause)
        for i, (token, s, m) in enumerate(zip(tokens, stems, masked, strict=True)):
            if not asks or topics:
                break
            if token in _DETERMINERS or (i == 0 and token in ("and", "or", "plus")):
                open_phrase = True
            elif (token in STOPWORDS and token not in _NOUNS | _MODIFIERS) or m:
                open_phrase = False
            elif open_phrase and self._unknown(token, s) and s not in offered:
                unknown.add(s)
        found = []
        # A record of mine named, or said word for word ("yard's quoted days in dock for the
        # special survey + BWTS retrofit"), is what a phrase after a placing word places.
        placed_after = bool(topics) or any(
            runs_inside(self.index.record(f).label, clause) for f in self.fact_ids
        )
        # Words of kind are trimmed only when they are the candidates' ("the halls"): "port"
        # stays in "port fees" when the candidates are vessels.
        kinds = (_KINDS & self.kind_words) | _ANY_KIND
        asked = elsewhere | unknown
        for p, start in _phrases(tokens, stems, masked, asked, kinds, self.unit_words):
            p_stems = {stem(w) for w in p}
            # A phrase around a record the colleague keeps ("the fibre route count") is that
            # record, unless it names another colleague's.
            if not (p_stems & elsewhere or not p_stems & explained):
                continue
            if all(w in MEASURES | CURRENCIES for w in p):  # "how many metres of boom"
                continue
            labels, hits = self._labels_named(p_stems, near)
            if any(
                p_stems <= scope and not p_stems & label for scope, label in self.elsewhere_scopes
            ):
                continue  # another colleague's context ("outcome (midstream reach)"), no record
            # After a record the colleague keeps, a phrase that places it ("the voluntary
            # contribution towards restocking") is not asked for, unless it names another
            # colleague's record in full.
            if placed_after and _placing(tokens, start) and not self._in_full(p_stems, near):
                continue
            if _excluded(tokens, start):  # "just the basic salary, not premia or relocation"
                continue
            spoken = self._label_said(clause, tokens, stems, p_stems, near, masked)
            spoken = self._lowered_opening(spoken or _spoken(clause, p), clause)
            found.append(_Missing(spoken, labels, hits))
        return tuple(found)

    def _offered_beside(self, clause: str) -> frozenset[str]:
        """The stems of words a slash offers as alternatives of a word of the task ("or
        satellite/modelled?", beside the "satellite-derived estimate"): another name for what
        the task holds, not a record."""
        offered = set()
        for found in _SLASHED.finditer(clause.lower()):
            sides = [stem(w) for w in words(found.group(1))[-1:] + words(found.group(2))[:1]]
            # (or of a word that asks after a record: "any expansion/updated figure?")
            if len(sides) == 2 and any(s in self.known or s in _CHATTER_STEMS for s in sides):
                offered.update(sides)
        return frozenset(offered)

    def _label_said(
        self,
        clause: str,
        tokens: list[str],
        stems: list[str],
        p_stems: set[str],
        near: list[int],
        masked: Sequence[bool] = (),
    ) -> str:
        """Another colleague's record, when the clause says each word of its label close
        together but the phrase holds only some ("the cleaning and waste fee" read as "waste
        fee"; "whether the emergency services have endorsed ..."): the clause's words for it
        when only "and" parts them ("cleaning and waste fee"), else the label, whole ("" when
        none, or when words that place part them: "OCR accuracy on the pilot batch"). A
        candidate's name (``masked``) parts nothing: "the days the A683 Lune Valley route was
        closed by snow or ice" says "days closed by snow or ice"."""
        kept = [k for k in range(len(stems)) if not (masked and masked[k])]
        joined = " ".join(tokens)
        # A label said word for word first: "days with surface wind below 3 knots" is that
        # record, not "days with surface wind above 25 knots", whose words but its figures
        # the clause says too.
        near = sorted(near, key=lambda i: not runs_inside(self.elsewhere_labels[i], joined))
        for i in near:
            label_stems = self.elsewhere[i][0] - (_KINDS & self.kind_words) - _ANY_KIND
            said = words(self.elsewhere_labels[i])
            # A label of one meaningful word names itself only word for word ("the buildable
            # area in hectares").
            alone = len(label_stems) < 2 and not runs_inside(self.elsewhere_labels[i], joined)
            if alone or not p_stems & label_stems:
                continue
            how = said[0] in _HOW and _HOW[said[0]].search(joined)
            if how and {stem(w) for w in said[1:]} & p_stems and _tail_said(said, set(), tokens):
                # "How far is Stord from the primary centre in Bergen?" asks for the "distance
                # from the primary centre in Bergen".
                return self.elsewhere_labels[i]
            # ... or of its contexts: "written case study technical assessment score".
            belong = {stem(w) for w in said} | self.elsewhere_context_stems[i]
            if not p_stems <= belong | _KINDS | _ANY_KIND:
                # Words the label does not have: another record, though it shares a word
                # ("local ethics submission fee" beside "pharmacy set-up fee").
                continue
            if runs_inside(self.elsewhere_labels[i], joined):
                # Word for word (its request words too: "landowner agreement status"): up to
                # what places it ("value-engineering saving", of "... saving from the
                # alternative bearing design").
                # "due to" is part of the name ("access road closure days due to snow").
                # A placing word joined by a hyphen places nothing ("on-call rota").
                label = self.elsewhere_labels[i].lower()
                head = next(
                    (
                        k
                        for k, w in enumerate(said)
                        if k
                        and w in _PLACING
                        and said[k - 1] != "due"
                        and f"{w}-" not in label
                        and f"-{w}" not in label
                    ),
                    len(said),
                )
                # The label itself, signs kept ("the 1% AEP flood level"); and whole when its
                # head names a record of mine ("endurance in ice without resupply", said to the
                # colleague who keeps "endurance without resupply").
                # A head of one word names nothing ("days", of "days with surface wind below 3
                # knots"), nor does one placed by a single word ("yard's quoted days in dock").
                if (
                    head < 2
                    or len([w for w in said[head + 1 :] if w not in STOPWORDS]) < 2
                    or content_stems(" ".join(said[:head])) <= self.own_stems
                ):
                    return self.elsewhere_labels[i]
                while head > 1 and said[head - 1] in STOPWORDS:
                    head -= 1  # "chemical supply lot change" (of "... just before week 14")
                return _spoken(clause, said[:head])
            if tail := _tail_said(said, p_stems, tokens):
                # "days in dock", of "yard's quoted days in dock": in the label's case, though
                # it opens the sentence ("Days in dock too, if you track them").
                spoken = _spoken(clause, tail)
                lower = re.search(rf"\b{re.escape(tail[0])}", self.elsewhere_labels[i])
                return spoken[:1].lower() + spoken[1:] if lower else spoken
            if label_stems <= p_stems:
                verb = next((t for t in reversed(tokens) if stem(t) in p_stems), "")
                if p_stems == self.elsewhere[i][0] and verb.endswith("ed"):
                    # "where is each overhaul shop located": the location of the overhaul shop
                    # (but "scientist berths" as said).
                    return self.elsewhere_labels[i]
                if stem(said[0]) in p_stems or said[0] in STOPWORDS:
                    continue
                # Every word of its own said, but not its head ("during weeks", of "tool status
                # during weeks 14 to 16": "tool" is the candidates' kind, "status" a request
                # word): the label, whole.
                return self.elsewhere_labels[i]
            span = len(said) + 2
            for j in range(len(kept)):
                window = [stems[k] for k in kept[j : j + span]]
                if window[0] not in label_stems or not label_stems <= set(window):
                    continue
                end = max(k for k, s in enumerate(window) if s in label_stems) + 1
                own = [tokens[k] for k in kept[j : j + end]]
                gaps = {t for t in own if stem(t) not in label_stems}
                if gaps <= {"and"}:
                    return _spoken(clause, tuple(own))
                # "OCR accuracy on the pilot batch": placed, not named; but a placing word of the
                # label's own places nothing ("enrolment rate in the 2023 heart-failure trial").
                # Its head said first, its places may come in other words ("the distance from
                # Stord to the primary centre in Bergen").
                if (gaps - set(said)) & _PLACING and window[0] != stem(said[0]):
                    continue
                return self.elsewhere_labels[i]
        return ""

    def _subject_word(self, unexplained: frozenset[str], by_alias: frozenset[str]) -> bool:
        """Whether the only word of another colleague's label said is a word of the decision's
        subject, which several labels share ("each NF3 candidate"; "contract price of NF3")."""
        if by_alias or len(unexplained) != 1:
            return False
        (word,) = unexplained
        return word in self.kind_words and self.label_counts.get(word, 0) >= 2

    def _labels_named(self, p_stems: set[str], near: list[int]) -> tuple[frozenset[int], int]:
        """The other colleagues' labels a phrase says most words of, and how many."""
        counts = {i: len(p_stems & self.elsewhere[i][0]) for i in near}
        hits = max(counts.values(), default=0)
        return frozenset(i for i, n in counts.items() if n == hits and n), hits

    def _in_full(self, p_stems: set[str], near: list[int]) -> bool:
        """Whether a phrase says every word of another colleague's label of two or more."""
        return any(len(self.elsewhere[i][0]) >= 2 and self.elsewhere[i][0] <= p_stems for i in near)

    def _unknown(self, token: str, token_stem: str) -> bool:
        """Whether a word is no word of the task, of requests or of chatter."""
        return (
            len(token) > 3
            and not token.isdigit()
            and not _ORDINAL.fullmatch(token)  # "on the 12th"
            and not _SEASON_WORD.fullmatch(token)  # "the mid-summer one"
            and token not in _COMMON
            and token_stem not in self.known
            and token_stem not in _CHATTER_STEMS
            and token_stem not in _KINDS
            and token not in self.unit_words  # "how many tonnes of covered hay storage"
        )


_MID_SENTENCE = ("No", "Sp", "approx", "incl", "excl", "est", "Approx", "Incl", "Excl", "Est")
"""Abbreviations whose full stop ends no sentence ("Kowalski Telekom Sp. z o.o.", "approx. 40")."""
_SENTENCE = re.compile(
    r"(?<=[.?!])"
    + "".join(rf"(?<!\b{title}\.)" for title in (*TITLES, *_MID_SENTENCE))
    + r"(?<!\be\.g\.)(?<!\bi\.e\.)(?<!\bvs\.)(?<!\betc\.)"
    r"(?<!\b\w\.\w\.)"
    # Not after an initial in a list of names ("Malhotra, G. Tremblay, Papadakis"; not "Anchorage
    # B. What about ...").
    r"(?<!, [A-Z]\.)(?<!\([A-Z]\.)"
    # Not after the number of a listed item ("\n1. the lead pilot hours"): the item is one.
    r"(?<!^\d\.)(?<!\n\d\.)(?<!^\d\d\.)(?<!\n\d\d\.)\s+|\n+"
)
"""Where a message's sentences end: not after a title ("Dr. Sofia Lindqvist"), "e.g." or a
dotted abbreviation inside a name ("Castellano Infraestructuras S.A. and ...")."""


def sentences(text: str) -> list[str]:
    """The sentences of a text (``_SENTENCE``), blank ones left out."""
    return [s for s in _SENTENCE.split(text) if s.strip()]


_ASKS = re.compile(
    r"\?|\b(could you|can you|would you|will you|please|pls|plz|kindly|send me|tell me|"
    r"give me|let me know|do you|is there|are there)\b|"
    # "The cleaning and waste fee too (, if you have it)": one more thing asked for.
    r"^\s*(?:the|your|any|their|its)\b[^.?!]*\b(?:too|as well)\b[\s,;.!]*$|"
    r"\bif (?:you(?:'ve| have)? (?:\w+ )?(?:(?:to )?have|hold|keep|track|can|could|got)|handy|"
    r"available|possible|(?:they'?re|those are|these are|it'?s|they are) (?:to hand|on file|"
    r"handy|available))\b|"
    # "(Portezuelo Azul too, if it's easy to check.)", "Happy to have Tevita's status too",
    # "Maple Grove's result too, if it's back.", "Fifita as well, if that result is in."
    r"^[^.?!]{0,100}?\b(?:too|as well)\b[\s,;]*(?:(?:if|should|when|provided)\b[^.?!]*)?[.!]?\s*$|"
    r"\bif (?:it'?s|that'?s|they'?re) (?:easy|quick|simple|no trouble|in front of you)\b|"
    r"\b(?:happy|glad) to (?:have|take|get|see)\b|"
    # "Feel free to add Aroha Ngata's availability if it's on the same sheet."
    r"\bfeel free to (?:add|include|send|share|throw in|attach|pass on)\b|"
    r"\bthrow (?:that|it|this|those|them) in\b|"
    # "Same for Meranti if it's written up", "If Blackwood's is easy to grab, I'll take it too".
    r"^\s*(?:and )?(?:the )?same (?:for|with|goes for)\b|"
    r"\b(?:i'll|i will|i'd|i would) (?:take|have) (?:it|them|that|those)\b|"
    # An imperative after a condition: "If Loyang's quotes are in the same sheet, send those".
    r"^\s*if\b[^.?!]*,\s*(?:please )?(?:send|share|forward|pass|include|add|attach)\b|"
    r"^\s*(?:also|plus|and also|and)\b,?\s*(?:the|your|any|their|its|a|an)\b|"
    # "Where you hold it: (a) ...; (b) ...": an offer, then the items it asks for.
    r"\b(?:where|wherever) (?:you(?:'ve| have)? (?:hold|have|keep)|held)\b|"
    r":\s*\(?[a-z1-9]\)\s|"
    r"^\s*(?:and |so |also |then |now |plus )?(?:what|whats|which|how|whether)\b|"
    r"[,:;]\s*(?:and |so |also |then |now )?(?:what|whats|how|whether)\b|"
    # "Hi - how many exceedances ...?" (not a story's "... came up - whether ...")
    r"\s[-\u2013\u2014]\s*(?:what|whats|how)\b|"
    r"^\s*(?:and |so |also |then |now |plus )?(?:is|are|was|were|do|does|did|has|have|had|can|"
    r"could|will|would|should)\s+(?:it|they|there|he|she|the|this|that|these|those|each|any|"
    r"all|its|their|we|you|[a-z]+'s)\b|"
    # "I need the rated floor load for Oakville; that one's a must", "Main thing I need is ...".
    r"^\s*(?:so,? )?(?:i|we)(?:'d| would)? (?:still |also |now |really |just )?(?:need|want|"
    r"require|like)\s+(?:the|your)\b|"
    # "I need venue hire fee, cleaning and waste fee ... for each of the six" (the asker's own
    # need, not a story's "we need a vet within 75 minutes"), "... whichever of those you have"
    r"^\s*(?:so,? )?i (?:still |also |now |really |just )?need\s+(?!to\b|a\b|an\b)|"
    r"\bwhichever of (?:these|those|them|the above) you\b|"
    r"\b(?:main|only|one|other|last) thing (?:i|we) (?:need|want|(?:'m|am) after)\b|"
    # "And while you are at it, your estimated material cost per shop visit for each."
    r"\bwhile you(?:'re| are) (?:at it|there|in (?:there|the|that) \w+)\b"
)
"""Words of a sentence that asks the colleague something: not "we must confirm", nor a
question told about ("councillors asked how active each bidder has been"). An offer to take
what the colleague has ("Tasman and Kaipara too, if you have them to hand"; "If you also have
the PPAP cost, that would help") asks too."""
_CUE = re.compile(
    r"\?|\b(please|pls|plz|kindly|could|can|would|send|share|provide|give|tell|confirm|let me|"
    r"need|want|like|request\w*|looking for|what|whats|which|how|whether|is there|are there|"
    r"do you|"
    r"does|did|report|list|check|grateful|appreciate)\b"
)
_NARRATIVE = re.compile(
    r"\b(is|are|was|were|has|have|had|been|being|will|we|our|they|i'm|i am|we're|"
    r"we've|it's|needs|requires|must|should|already|wants|decided|produced|averages|includes|"
    r"runs|uses|means|matters|looked|asked|insists|divides|multiplies|adds|depends|decides|"
    r"usually|typically|normally|generally|tends|keeps|kept|wonders|worries|thinks|says|said|"
    r"told|tells|loved|met|agreed|raised|write|writing|gave|sent|wrote|mentioned|listed|"
    r"(?:pulling|putting|bringing) together|collating|assembling)\b|"
    r"^\s*(?:dear|to|for the attention of|attn)\b[^.?!]{0,80}[.,:]?\s*$|"
    r"^\s*(the|this|these|that|as|before|because|since|background|context|some context|it|"
    r"i'll|i've|for context|for background|by way of background|fyi)\b|"
    # A purpose: "I want to cross-check the logger data against the dilution estimate".
    r"\b(?:i|we) (?:want|need|would like|'d like) to (?:cross-check|compare|reconcile|understand|"
    r"work out|sanity-check|get a sense)\b|\b(?:just )?(?:trying|hoping) to\b"
)


_THANKS = re.compile(
    r"\s*(?:(?:many|great|ok|okay|perfect),? )?(?:thanks|thank you|cheers)(?: (?:so much|very much|"
    r"again|a lot))?,? (?:for|on)\b|"
    # "Understood on the bonus.", "Noted re the liability cover."
    r"\s*(?:understood|noted|got it|ok|okay|fair enough|fine),? (?:on|re|about|regarding)\b"
)


_LEAD_IN = re.compile(
    r"\s*what (?:i|we)(?:'m| am|'re| are)? (?:still |really |now )?(?:need|want|lack|(?:am |are )?"
    r"missing|(?:am |are )?after|(?:am |are )?chasing)\b[^?]*$",
    re.IGNORECASE,
)


def _thanks(sentence: str) -> bool:
    """Whether a sentence thanks for something and asks nothing ("Thanks for the roof loads!")."""
    lowered = sentence.lower()
    return bool(_THANKS.match(lowered)) and not _ASKS.search(lowered)


@functools.lru_cache(maxsize=4096)
def asking_part(message: str) -> str:
    """The sentences of a message that ask for something: a sentence that tells a story ("We
    are choosing a site. Loch Garten has been ruled out.") and asks nothing is left out, as
    long as another sentence asks."""
    sentences = [s for s in _SENTENCE.split(message) if s.strip()]
    # "Latency I'll ask about another time", "I already have the quotes": not asked now.
    sentences = [s for s in sentences if not _deferred(s)] or sentences
    # "Thanks for the roof loads! Do you also have ...?": thanks ask for nothing.
    sentences = [s for s in sentences if not _thanks(s)] or sentences
    # "What I still need is the planning side from you. How many hours ...?": a lead-in to the
    # question after it.
    sentences = [
        s
        for s, after in zip(sentences, [*sentences[1:], ""], strict=True)
        if not _LEAD_IN.match(s) or "?" not in after
    ]
    if any(_ASKS.search(s.lower()) for s in sentences):
        # A sentence asks the colleague in so many words: the story around it ("the board
        # wants ...", "we need a vet within 75 minutes") only tells why.
        asking = [
            s
            for s in sentences
            if _ASKS.search(s.lower()) or not _NARRATIVE.search(s.lower()) or _ITEM.match(s)
        ]
    else:
        asking = [
            s
            for s in sentences
            if _CUE.search(s.lower()) or not _NARRATIVE.search(s.lower()) or _ITEM.match(s)
        ]
    return "\n".join(asking) if asking else message


_EXAMPLE = (
    r"\b(?:e\.\s?g\.?|eg\b|such as|for example|for instance)(?:(?!,\s+the\b)[^()?!.\n]|\.(?=\w))*"
)
"""An example, to the end of its sentence or parenthesis, or to ", the" that takes up the
sentence again ("are the ratings you sent, e.g. 83% for Fifita, the exit-interview ones?")."""
_EXAMPLES = re.compile(_EXAMPLE, re.IGNORECASE)
_COMPARED = r",\s*(?:just |the same )?(?:as|like) (?:for|with|at|in|from) [^,;:?!.\n()]+"
_COMPARED_WITH = re.compile(_COMPARED, re.IGNORECASE)
"""A comparison closing a question ("..., as for Nordic Capture AB?"): its name is not asked."""
_PRESENTATION = r"(?:dates?|periods?|contexts?|time ?frames?|scopes?|basis|bases|units?|sources?)"
"""What a reply may be asked to say of each record beside its value ("with its scope and
period")."""
"""Examples, up to the end of their parenthesis or sentence: they name no context asked for
("if your record is on a different basis (e.g. written test instead of panel interview)")."""
_ASIDES = re.compile(
    # Examples: values or instances, up to the end of their parenthesis or sentence.
    _EXAMPLE + r"|\bi\.\s?e\.?(?:[^()?!.\n]|\.(?=\w))*|"
    # A figure quoted back: "You said 'a few hundred metres'", "'somewhere between 9 and 12k'".
    r"(?<!\w)['\u2018\"\u201c][^'\u2019\"\u201d\n]{0,40}?(?:\d|\b(?:few|some|about|around|roughly|"
    r"approx\w*|between|several|under|over|couple|ballpark|mid|low|high|single|double|two|"
    r"three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|hundred|thousand|"
    r"million)\b)[^'\u2019\"\u201d\n]{0,40}?"
    r"['\u2019\"\u201d](?!\w)|"
    # Where to look: "could you look them up in the bids?", "from their price sheet", "check
    # her file for ...".
    r"\b(?:(?:look|pull|dig|call) (?:it|them|that|those|this) (?:up|out) in|from|check|"
    r"checking|in) (?:the|their|her|his|its|your) (?:price )?(?:sheets?|bids?|submissions?|"
    r"quotations?|tender|file|files|paperwork|letter|form)\b(?: for\b)?|"
    # What to send only if the answer is no: "Yes or no, and if not, what is the combined
    # figure?"
    r"\bif (?:not|no)\b,?\s*(?:what|which)\b[^?.!]*|"
    # A scope the records answer as they stand: "including any co-authored ones", "whether
    # anything has changed recently".
    r"\bincluding any\b[^,;:?!.\n()]*|\b(?:and )?(?:whether|if) (?:anything|something|it|that|"
    r"this) has (?:changed|moved|been updated)\b[^,;:?!.\n()]*|"
    # Examples of a wording ("is / is not / lapsed etc.") and what a figure leaves out ("Base
    # only, excluding allowances").
    r"[^,;:?!.\n()\u2013\u2014]*(?<![\w-])etc(?![\w-])\.?|"
    r"\b(?:excluding|not including|not incl\b\.?|exclusive of|net of)[^,;:?!\n()]*?"
    r"(?=[,;:?!\n()]|\.(?:\s|$)|\s[-\u2013\u2014]\s|$)|"
    # What to say of the answer if it turns out otherwise: "and flag if any model run used a
    # different date's flow", "If you only have grab samples for any of them, say so".
    r"\b(?:and )?(?:please )?(?:flag|say|note|mention)(?: it| so| that| which)? if\b"
    r"[^;:?!.\n()]*|\bif\b[^.?!;:\n()]*,\s*(?:please )?(?:say so|say which|flag it|flag that|"
    r"flag this|note it|note that|note this|mention it|mention that)\b|"
    # What it is not: "make sure it's 2025-26, not the prior season or a contractual target".
    r",\s*not (?:the|a|an|any)\b[^,;:?!.\n()]*|"
    # A purpose: "as a cross-check", "for comparison".
    r"\b(?:as a (?:cross-?check|sanity[- ]check|double[- ]check|check|comparison)|for "
    r"(?:comparison|cross-?checking|reference))\b|"
    # A way out: "or however it is quoted", "or similar".
    r"\bor (?:however|whatever|whichever|wherever|how ever|similar|equivalent|something "
    r"similar)\b[^,;:?!.\n()]*|"
    # A hedge on having it: "if you have them to hand", "if handy", "when you get a chance"
    # (but "if you have the PPAP cost" asks for the cost).
    r"\b(?:by any chance|by chance|if (?:that'?s|that is) all (?:you have|there is)|when you "
    r"(?:get a chance|can|have a "
    r"(?:moment|minute|chance)|have time)|at your (?:convenience|earliest (?:convenience|"
    r"opportunity))|no rush|"
    r"if (?:it'?s|that'?s|they'?re|[\w'-]+(?: [\w'-]+)?'s|[\w'-]+ (?:is|are)) "
    r"(?:within reach|sitting (?:in front of|with) you|already written up)|"
    r"(?:otherwise|or) (?:don'?t|do not) worry(?: about it)?|no (?:stress|worries) if not|"
    r"if you have (?:it|them|that|those) at your fingertips|should you have (?:it|them|that|"
    r"those)(?: (?:at your fingertips|to hand|handy))?|"
    r"\b(?:sorry|apologies) (?:for|about)\b[^,;:?!.\n()]*|"
    # A sign-off and what follows it: "With respectful regards,\nPanel Secretary".
    r"\b(?:(?:with )?(?:(?:kind|best|warm|warmest|respectful|many) )?regards|best wishes|yours "
    r"(?:sincerely|faithfully|truly))[,.!]?[ \t]*(?:\n[^\n]*){0,3}\s*\Z|"
    # Pleasantries: "sorry to bother you in the middle of the year-end crunch", "congrats on
    # getting the paper accepted", "lovely photos from the Glen Tromie walk, by the way".
    r"\bsorry to (?:bother|trouble|chase|nag|pester|disturb|hassle) you\b[^,;:?!.\n()]*|"
    r"\b(?:thanks|thank you|thx|many thanks)(?: again| so much| very much| also)? (?:for|on) "
    r"(?:the |your |that |those )?[^,;:?!.\n()]*|"
    r"\b(?:(?:really|much|greatly) )?appreciate(?:d)? (?:the|your) (?:quick |fast |prompt |speedy |"
    r"swift )?(?:turnaround|help|reply|replies|response|responses|effort|support|time|patience|"
    r"chat|tour)\b[^,;:?!.\n()]*|"
    # Sign-offs and small talk: "Shout if anything's unclear", "Talk soon", "Enjoy the long
    # weekend", "Coffee's on me next time", "lovely to see you at the Carrbridge hall".
    r"\b(?:shout|give (?:me )?a shout|ping me|let me know) if (?:anything|something|any of "
    r"(?:this|that)|you have (?:any )?questions)\b[^,;:?!.\n()]*|"
    r"\b(?:talk|speak|chat) (?:soon|later)\b|"
    # (not "Do you have weekend crash rescue response times ...?": "have" takes "a" or "a good")
    r"\b(?:enjoy (?:a |the |your )?(?:good |great |nice |lovely )?|have (?:a |the |your )(?:good |"
    r"great |nice |lovely )?|have (?:good|great|nice|lovely) )(?:long )?(?:weekend|"
    r"evening|holiday|holidays|break|trip)\b[^,;:?!.\n()]*|"
    r"\bcoffee'?s on me\b[^,;:?!.\n()]*|"
    r"\b(?:lovely|great|good|nice) (?:to see|seeing|catching up with|to catch up with) you\b"
    r"[^,;:?!.\n()]*|"
    # A post named by its title: "for the Head of Process Safety offer".
    r"\bfor the (?-i:(?:[A-Z][\w&-]*|of|and|for)\s+){1,6}(?:offer|role|post|position|"
    r"appointment|vacancy|hire|search|recommendation)\b|"
    # An optional candidate's hedge: "Milton's figure would be a bonus", "... is a plus".
    r"\b(?:would be|is|'d be) (?:a )?(?:(?:real|nice|big) )?(?:bonus|plus|nice[- ]to[- ]have)\b|"
    # What it is for, as a clause: "it feeds the travel allowance calculation".
    r"\b(?:it|this|that|which) (?:feeds?|goes?) (?:in ?to |into )?(?:the|our|my|a) "
    r"[^,;:?!.\n()]*|"
    # Formal letters: "I remain at your disposal for any clarification", "On the instruction of
    # the duty director", "An early reply would be much appreciated given the evolving
    # situation".
    r"\bi remain at your disposal\b[^,;:?!.\n()]*|\b(?:on|at) the instructions? of\b"
    r"[^,;:?!.\n()]*?(?=,|\s(?:i|we)\b)|"
    r"\b(?:a|an|your) (?:early|prompt|quick|swift|timely) (?:reply|response|answer) would be "
    r"(?:much |greatly |very much |most )?appreciated\b[^,;:?!.\n()]*|"
    r"\b(?:congrats|congratulations|well done) (?:on|to|for)\b[^,;:?!.\n()]*|"
    r"\b(?:lovely|great|nice|loved|enjoyed)\b[^,;:?!.\n()]*, (?:by the way|btw)\b|"
    r"(?:at|for|on) (?:such |the |this )?short notice|while you(?:'re| are) at it|"
    r"if (?:it'?s|that'?s|they'?re) (?:easy|quick|simple|no trouble)(?: to (?:check|find|get|"
    r"pull|see))?|if (?:it'?s|that'?s|they'?re) in front of you|on average|"
    r"if (?:it'?s|that'?s|they'?re|(?:that|the|those) (?:results?|figures?|reports?) (?:is|are)) "
    r"(?:back|in|ready|through|done))\b|"
    # What it is for: "for inclusion in the hosting budget", "its for the fodder plan".
    r"\b(?:(?:it'?s|its|this is|that'?s) )?for (?:inclusion in |use in )?(?:the|our|my|a) "
    r"(?:[\w-]+ ){0,2}?(?:pack|plan|budget|file|note|report|paper|papers|model|form|submission|"
    r"briefing|calc|calculation|spreadsheet|deck|memo|letter|sheet|matrix|slides|register)\b|"
    # An alternative not asked for: "the projection rather than the historical number".
    r"\b(?:rather than|instead of|as opposed to) (?:the |a |an )?[\w'-]+(?: (?:one|ones|number|"
    r"figures?|values?|estimates?|data))?\b|"
    r"\bif (?:you(?:'ve| have)? (?:\w+ )?(?:(?:to )?have|hold|keep|track|can|could|get|got)"
    r"(?: (?:it|them|that|those|this|these|one|any|the \w+))?|(?:it'?s |they'?re |those are |"
    r"these are |that'?s |it is |they are )?(?:handy|available|possible|applicable|known|to "
    r"hand|on file|on record))(?: to hand| handy| on file| available| at hand)?"
    r"(?=\s*[,;:.?!)]|\s*$)|"
    # What it is for: "need these for the net package calc", "in preparing the season
    # contract recommendation (I would be grateful ...)".
    r"\b(?:need|needed|want|wanted|using|use) (?:these|this|them|it|that|those|the (?:exact )?"
    r"(?:figures?|values?|numbers?)) (?:for|in)\b"
    r"[^,;:?!.\n()]*|"
    # ... up to what the writer does: "on behalf of the Waste Committee to request ...".
    r"\b(?:in view of|in preparation for|on behalf of)\b[^,;:?!.\n()]*?(?=\s(?:to (?:request|ask|"
    r"seek|enquire|inquire|obtain|confirm)|i|we)\b|"
    r"[,;:?!.\n()]|$)|"
    r"\bhope (?!to\b)(?!(?:you|we|i) (?:can|could|will|would|might|may|don'?t|do not)\b)"
    r"[^,;:?!.\n()]*|"
    r"\b(?:in|while|when|for) (?:preparing|drafting|compiling|putting together|finalising|"
    r"finalizing|assembling|writing)\b[^,;:?!.\n()]*?(?=\s(?:i|we)\b|[,;:?!.\n()]|$)|"
    # How to present what is sent, on a condition about it: "where a record relates to a
    # particular audit or period", "if any figure is for another year" (then "please name it").
    r"\b(?:where|if|when|whenever) (?:(?:a|an|any|the|each|every|your) )?(?:of (?:these|those|"
    r"them|your) )?(?:record|figure|value|number|entry|item|result|reading|answer|one)s? "
    r"(?:\w+ ){0,2}?(?:relates?|refers?|applies|apply|belongs?|is|are|comes?|covers?|"
    r"depends?|split|splits|differs?|vary|varies|breaks? down)\b[^,;:?!.\n()]*|"
    # Whether a record is still current: "are your figures current and final?", "with no
    # revisions pending", "flag any revision/caveat", "say whether either has changed recently"
    # (a yes or no on what was stated, not a record asked for).
    r"\b(?:current|final|up[- ]to[- ]date)(?: (?:and|or) (?:current|final|up[- ]to[- ]date))?"
    r"(?=\s*(?:[,;:?!.()]|$|with\b))|"
    r"\b(?:with )?(?:no|any) (?:later |other |pending |recent |further )?(?:versions?|revisions?|"
    r"updates?|changes?|corrections?|caveats?)(?: (?:or|and|/) ?(?:versions?|revisions?|updates?|"
    r"changes?|corrections?|caveats?))*(?: (?:pending|since|of (?:it|them|that|those)))?\b|"
    r"\b(?:flag|note|highlight) (?:any|anything)\b[^,;:?!.\n()]*|"
    # "does either come from an older inventory or a different date?": where a figure came
    # from, asked of what was stated.
    r"\b(?:comes?|came) from (?:an? |the )?(?:older|earlier|different|another|previous|later|"
    r"newer|other)\b[^,;:?!.\n()]*|"
    # "No revised plan with a shorter queue?", "any updated offer since?": a question whether
    # what was stated still stands.
    r"\b(?:no|any) (?:revised|updated|newer|later|amended|new) (?:plan|figure|version|estimate|"
    r"quote|offer|data|report|record|number)s?\b[^,;:?!.\n()]*|"
    # How to present it: "with the date of each", "and their periods".
    r"\b(?:with|including|plus|and) (?:the |their |its )?" + _PRESENTATION + r"(?:(?:,| and| or|"
    r" ?/) ?(?:the |its |their )?" + _PRESENTATION + r")*"
    r"(?: (?:of|for) (?:each|every|them|it|those|these)(?: (?:one|figure|value|record)s?)?)?"
    r"(?=\s*(?:[,;:?!.()]|$))|"
    # The heading of a list in brackets: "the cost items (clean-up cost, fish restocking cost)".
    r"\b[\w-]+ items?(?=\s*\()|"
    # "list each separately", "as separate entries", "any dated entries".
    r"\b(?:separately|individually|respectively)\b|\bas separate (?:entries|items|lines|"
    r"figures)\b|"
    r"\b(?:any )?dated (?:entries|records?|figures?|values?|versions?)\b|"
    r"\b(?:whether|if) (?:either|any|it|they|that|these|those|this|one) (?:of (?:them|these|"
    r"those) )?(?:has|have|had) (?:\w+ )?(?:changed|been (?:revised|updated|amended|changed))"
    r"(?: recently| since)?\b|"
    # How to present it, as a question to answer: "say which product it refers to", "and say
    # which band, year or campaign each figure refers to", "flag which measurement/inspection/date
    # each figure comes from", "state the instrument/campaign year each figure comes from".
    r"\b(?:say|state|note|tell me|indicate|specify|mention|confirm|flag|identify) (?:(?:exactly|"
    r"clearly|precisely|explicitly) )?(?:which|the) [^,;:?!.\n()]{1,60}? "
    r"(?:it|each(?: \w+)?|they|this|that|the \w+) (?:refers?|relates?|applies|apply|is for|are "
    r"for|comes? from)\b[^,;:?!.\n()]*|"
    # A check on scope: "please make sure the figure is for a 5 nm radius".
    r"\bmake sure (?:(?:the|that|each|every|your) )?(?:figures?|values?|numbers?|records?|data|"
    r"it|they) (?:is|are) (?:for|from|in|on)\b[^,;:?!.\n()]*|"
    # A comparison closing a question: "Is that XML delivered with the page images, as for
    # Nordic Capture AB?" asks about the candidates before it, not the one compared with.
     + _COMPARED + r"(?=\s*\?)|"
    # Where to look: "perhaps in the final campaign report or the monthly logs".
    r"\b(?:perhaps|maybe|possibly|e\.g\.) (?:in|from|on) (?:the|a|your|its|their)\b[^,;:?!.\n()]*|"
    # Where to look, as a verb: "could you check the readiness plan for the exact number?".
    r"\b(?:check|search|consult) (?:the|your|its|their) [^,;:?!.\n()]{1,40}? (?=for\b)|"
    # The source as the subject: "do your monitoring station logs give ...".
    r"(?<=\bdo )your [^,;:?!.\n()]{1,40}? (?=(?:give|show|have|hold|record|say|list|include)\b)|"
    # ... or a candidate's own document: "does his contract draft state ...".
    r"(?<=\bdoes )(?:his|her|their|its) [^,;:?!.\n()]{1,40}? (?=(?:give|show|state|say|list|"
    r"include|record)s?\b)|"
    # What it is for, named by the decision: "for the HGV diversion decision".
    # "for the board paper", "for the committee paper", "for the mission board".
    r"\bfor (?:the|this|our|that) (?:[^,;:?!.\n()]{1,60}? )?(?:(?:decision|shortlist|choice|"
    r"selection|comparison|evaluation|paper|memo|submission)\b|(?:board|committee)(?=\s*(?:"
    r"[,;:?!.\n()]|$)))|"
    # What would do: "even a pending status would help".
    r"\beven (?:a |an |the |just )?[^,;:?!.\n()]{1,60}? (?:would|will|could) (?:help|do|be "
    r"(?:useful|helpful|fine|enough))\b|"
    # Where a record sits: "as part of safeguarding compliance".
    r"\bas part of\b[^,;:?!.\n()]*?(?=\s(?:i|we|you|could|can|would|please)\b|[,;:?!.\n()]|$)|"
    # When or why, with its own subject: "before the trustees sign off".
    r"(?P<when>\b(?:before|after|until|once|unless|because|since|so that|in case|while|when) "
    r"(?:the|we|you|they|i|our|your|their|it|he|she|this|these|those)\b[^,;:?!.\n()]*)",
    re.IGNORECASE,
)
"""Parts of a request that ask for nothing: examples, a way out, a hedge, when or why."""
_DEADLINE = re.compile(
    r"\b(?:by|before|until|till|this|next|after) (?:the |this |next )?(?:end of (?:the )?)?"
    r"weekend\b",
    re.IGNORECASE,
)
"""A deadline, not a weekend context: "by the weekend", "before next weekend"."""
_PARENTHESIS = re.compile(r"\(([^()]{1,200})\)")
_LEFT_COMMAS = re.compile(r",[ \t]*(?:,[ \t]*)+")
_ABBREVIATION = re.compile(r"[A-Z][A-Za-z0-9&/-]*[A-Z][A-Za-z0-9&/-]*")
"""One word of two capitals or more: an abbreviation ("CAPAs", "GDP")."""
_ADDS = re.compile(r"\s*(?:and|also|plus|or|as well as)\b")
"""A parenthesis that adds to what is asked ("(and the PUE figure, if you have it)")."""


_DEFERRED = re.compile(
    r"\b(?:another time|next time|some other time|later on|come back to you|get back to you|"
    r"no need|(?:don't|do not) need|not needed|already (?:have|got|received|know)|"
    # "Salary benchmarking can wait", "We'll get to complaints another day", "OCR accuracy is
    # a separate conversation", "I'm not after the yields this time".
    r"can wait|(?:another|some other) day|(?:aren't|isn't|are not|is not) needed|(?:you )?can skip|"
    r"(?:a )?separate (?:conversation|discussion|question|"
    r"matter|topic|thread)|(?:i'm|i am|we're|we are) not (?:after|asking (?:about|for)|chasing)|"
    # "Pass counts and fees I'll get from mission ops", "Interview scores I'll add later",
    # "Irradiation and grid data are coming from the other teams", "SPC data I have already".
    r"(?:i|we)(?:'ll| will| can|'d| would)? (?:\w+ )?(?:get|add|ask|chase|collect|source|obtain|"
    r"fetch|pick up|take|request) (?:\w+ ){0,4}?(?:later|separately|elsewhere|from)|"
    r"(?:is|are) (?:coming|being sent|being provided) from|"
    # "first-round scores are not what I need", "the forecast isn't what I'm after".
    r"(?:is|are|isn't|aren't)(?: not)? what (?:i|we)(?: need|'m after| am after|'re after)|"
    r"(?:i|we) (?:have|hold|'ve got|have got) (?:\w+ )?already|"
    # "Win rates and coaching qualifications I've got from the high performance director".
    r"(?:i|we)(?:'ve| have)? (?:got|had|received|taken) (?:them |it |those |these )?from|"
    # "I've got the annual energy consumption from the finance model, so leave that out".
    r"leave (?:that|it|those|them|this|these) out|(?:i|we)(?:'ve| have) (?:already )?got "
    r"(?:the |their |its )?(?:[\w'-]+ ){1,6}?from|"
    # "Finance has already given me the power costs, so please skip those", "the travel cost,
    # so leave that one", "Annual kWh isn't urgent", "so don't bother with those", "the grant
    # question can sit until after the committee meets", "the scores are already in the board
    # papers".
    r"(?:so |please |just )?skip (?:that|it|those|them|this|these)|leave (?:that|it|those|them|"
    r"this|these)(?: ones?)?$|(?:isn't|is not|aren't|are not) urgent|(?:don't|do not) bother|"
    r"can sit(?: until| till| for)?|already (?:given|sent|provided|shared|in)|"
    r"(?:i|we) (?:already )?(?:got|read|pulled|took) (?:\w+ ){0,6}?(?:from|in)\b|"
    r"(?:i|we)(?:'ve| have)? (?:got|had|received|seen)\b[^.?!]{0,80}?\balready)\b"
)
"""Words of a sentence that puts something aside."""


def _deferred(sentence: str) -> bool:
    """Whether a sentence puts something aside, asking nothing ("Latency I'll ask about another
    time"; not "Could you send the fee? I already have the rate" as one sentence)."""
    return "?" not in sentence and bool(_DEFERRED.search(sentence.lower()))


_ITEM = re.compile(r"\s*(?:[-*\u2022]|\d+[.)])\s")
"""A listed item ("- runtime", "2. fuel cost"): part of the request it lists."""


def list_headings(message: str) -> tuple[str, ...]:
    """The lines of a message that introduce a list ("EHS data for Shandong Hualin:")."""
    lines = message.splitlines()
    return tuple(
        line
        for line, following in itertools.pairwise(lines)
        if line.rstrip().endswith(":") and _ITEM.match(following)
    )


_JOINED = re.compile(r" (?:and|or|\+|&|/|plus|as well as) ")
"""Words that join two things asked for in one clause ("warranty credit and rebuild time")."""

_CLAUSE = re.compile(
    # Not the comma of "1,000 installations".
    r"(?<!\d),|,(?!\d{3}\b)|[;:?!\n]|"
    # ("... fit in roskilde dome n whats the ceiling hgt": "n" is "and" in a hurry).
    r"(?:\band|\bor|\bn|&) (?=the |their |its |his |her |each |also |what |whats |which |how )|"
    # ("passed the Feb 2026 inspection and have mains water": a second thing said)
    r"\band (?=(?:have|has|hold|holds|is|are|was|were) )|"
    r"\b(?:also|plus)\b|"
    r"\s(?:[-+\u2013\u2014/]|--)\s"
)


@functools.lru_cache(maxsize=4096)
def clauses(text: str) -> tuple[tuple[str, bool], ...]:
    """The clauses of a request, each read for the records it names ("the fibre route count
    and the noise rating" asks for two things), with whether its sentence asks something."""
    found = []
    joined = _PAIRED_PLUS.sub(r"\1 and ", _PLACED_PLUS.sub(r"\1 and ", text))
    for sentence in _SENTENCE.split(joined):
        lowered = sentence.lower()
        asks = bool(_ASKS.search(lowered)) or not _NARRATIVE.search(lowered)
        parts = [c for c in _CLAUSE.split(sentence) if c and c.strip()]
        # A phrase set before the question says why it is asked ("In preparation for the
        # cost-recovery file, could you ..."): it asks for nothing.
        first = next((i for i, c in enumerate(parts) if _ASKS.search(c.lower())), 0)
        found += [
            (c, asks and not (i < first and _ADJUNCT.match(c.lower()))) for i, c in enumerate(parts)
        ]
    return tuple(found)


_PLACED_PLUS = re.compile(
    r"(\b(?:for|in|on|at|during|of) (?:the |a |an |our |their |its )?[\w-]+(?: [\w-]+)?) \+ "
)
"""A "+" inside what places a record ("days in dock for the special survey + BWTS retrofit"):
an "and", not a new item."""
_PAIRED_PLUS = re.compile(
    r"((?:^|[,(;:]\s*|\b(?:also|the|and|plus|any|your|their|its|our)\s+)[a-z][\w-]*) \+ "
    r"(?=[a-z][\w-]* [a-z])",
    re.IGNORECASE,
)
"""A "+" between two words of one phrase ("wet + dry lab floor space"): an "and"."""
_ADJUNCT = re.compile(
    r"\s*(?:in|for|as|to|with|ahead of|before|after|given|since|because|following|regarding|"
    r"further to|with reference to|re)\b"
)


def _asks_itself(clause: str) -> bool:
    """Whether a clause asks rather than tells ("The reserve is computed on ..." tells; "the
    day rate each has offered" asks, its verb a candidate's)."""
    lowered = _OFFERED.sub(" ", clause.lower())
    return bool(_ASKS.search(lowered) or _WH.search(lowered)) or not _TELLS.search(lowered)


_EMPHASIS = re.compile(
    r"\b(?:especially|esp\.|particularly|in particular|notably|above all)\s+[^,.;:?!]+|"
    # ("Johor in particular"; not "for everyone — especially ...": that stresses what follows)
    r"[^,.;:?!\n]+\s+(?:in particular|especially|particularly)\b"
    r"(?=\s*(?:[,.;:?!)\n\u2013\u2014]|-\s|$))",
    re.IGNORECASE,
)
"""A candidate stressed among all of them ("each yard ... Johor in particular")."""
_INSISTS = re.compile(
    r"\b(?:specifically|in particular|which (?:one )?is (?:right|correct))\b", re.IGNORECASE
)
"""A sentence that asks for a context in so many words ("for June specifically")."""
_NONE_OFFERED = re.compile(r"\s*or (?:no|none|not|nothing)\b", re.IGNORECASE)
"""An answer offered last among others ("... or no gluten-free programme at all?")."""
_AGREES = re.compile(r"\b(?:agree|agrees|match|matches|tally|tallies|square with|line up)\b")
"""A request that asks whether the records agree with what the story says ("Do your records
agree?")."""
_COMPARES = re.compile(r"\b(?:match|matches|tally|tallies|agree with|square with)\b", re.I)
"""A clause that compares figures with a source ("do those match your offer letters?")."""
_OFFERED = re.compile(
    r"\b(?:each|they|he|she|which|that|who|it|we|you)(?: one)? (?:has|have|had|is|are) "
    r"(?:\w+ed|bid|put forward|asking|quoting|offering)\b"
)
"""What a candidate did, or we did, in a clause that names what is asked ("the rate each has
offered", "the offered base salary we have negotiated")."""


_LOOKED_IN = re.compile(
    r"\b(?:(?:check|checking|look in|looking in|search) (?:her|his|their|its|your|the) (?:file|"
    r"files|records?|paperwork|notes)\b(?: for\b)?|for (?:the|our|my) (?:file|files|records)|"
    # "Do your certificate files show how many routes ...?" (but "what do your records show
    # for each?" asks for them).
    r"(?<!what )(?:do|does|did) (?:your|the|their|his|her) (?:[\w-]+ )?(?:files?|records?|"
    r"paperwork|register) (?:show|say|list|give|have)\b)"
)
"""Where a request asks the colleague to look, or what a figure is for ("won't do for the
file"), beside a record it names: no request for every record."""
_ORDINAL = re.compile(r"\d+(?:st|nd|rd|th)")
_FIGURE_WORD = re.compile(r"[\d.,%]+")
_SEASON_WORD = re.compile(r"(?:mid-?|late-?|early-?)?(?:spring|summer|autumn|fall|winter)")
"""A time of year ("the mid-summer one"): when, not a thing kept."""
_QUESTION = re.compile(
    r"\W*(?:and |also |plus |so |then )?(?:could you |can you )?(?:tell me |let me know )?"
    r"(?:(?:what|whats|what's|which|how|when|where|whether)\b(?! (?:i|i'm|we|we're)\b)|"
    r"(?:is|are|was|were|do|does|did|has|have|will|would|can)\b)"
)
"""A clause put as a question of its own ("and do they hold ...", "how many ... would we")."""
_ON_IT = re.compile(
    r"\W*(?:and |also |plus |so )?(?:whether|if|does|did|do|is|was|has) (?:it|that|this)\b"
)
"""A question on the record just named ("and whether it varies by yard"), not a new one."""
_WH = re.compile(r"\b(?:which|what|how|whether|where)\b")
"""A question word inside a clause: "(also,) in which country are their servers hosted"."""


_TELLS = re.compile(
    r"\b(is|are|was|were|has|have|had|been|being|will|we|our|they|doesn't|don't|isn't|won't)\b"
)
"""Words of a clause that tells (the verbs of ``_NARRATIVE`` may be nouns: "pilot runs")."""


def _head(tokens: Sequence[str], stems: Sequence[str], masked: Sequence[bool]) -> frozenset[str]:
    """The stems of a clause's first noun phrase, after a determiner: what it asks for ("the
    cycle time for ..."). A lead-in that says what the request is for comes before it ("For the
    calculation I need the ...", "To finish the package, please send the ...")."""
    start = 0
    if tokens and tokens[0] in ("for", "to"):
        start = next((i for i, t in enumerate(tokens) if i and t in _ASKING), 0)
    head: list[str] = []
    started = False
    for token, s, m in zip(tokens[start:], stems[start:], masked[start:], strict=True):
        if started and not m and token not in STOPWORDS and not token.isdigit() and len(token) > 1:
            head.append(s)
        elif head:
            break
        else:
            started = token in _DETERMINERS
    return frozenset(head)


def _spread(masked: list[bool], tokens: list[str], i: int, name: frozenset[str]) -> None:
    """Mark token ``i`` and its neighbours that are words of the same name."""
    masked[i] = True
    for step in (-1, 1):
        j = i + step
        while 0 <= j < len(tokens) and tokens[j] in name:
            masked[j] = True
            j += step


def _phrases(
    tokens: Sequence[str],
    stems: list[str],
    masked: list[bool],
    asked: set[str],
    kinds: frozenset[str] | None = None,
    units: frozenset[str] = frozenset(),
) -> list[tuple[tuple[str, ...], int]]:
    """The noun phrases of the message that hold a word asked for ("bus travel time", "the
    hazard zone"), as their words and where they start: runs of meaningful words, without
    chatter, units ("(CAD)") or words of the candidates' kind (``kinds``: "halls") at either
    end, and never across a unit."""
    if not asked:
        return []
    phrases: dict[tuple[str, ...], int] = {}
    run: list[tuple[int, str, str]] = []
    aside = _CHATTER_STEMS | (_KINDS if kinds is None else kinds)
    for i, (token, s, m) in enumerate(
        zip([*tokens, ""], [*stems, ""], [*masked, True], strict=True)
    ):
        if (
            not m
            and (token not in STOPWORDS or s in asked)
            and len(token) > 1
            and not token.isdigit()
            and token not in CURRENCIES
            and not (token in units and i and tokens[i - 1].isdigit())  # "40 miles"
        ):
            run.append((i, token, s))  # "current" in "current basic salary", when asked
            continue
        while run and run[0][2] not in asked - _KINDS and run[0][2] in aside:
            run.pop(0)
        while run and run[-1][2] not in asked - _KINDS and run[-1][2] in aside:
            run.pop()
        if any(s in asked for _, _, s in run):
            phrases.setdefault(tuple(token for _, token, _ in run), run[0][0])
        run = []
    return list(phrases.items())


_SLASHED = re.compile(r"([\w-]+)/([\w-]+)")
"""Two words a slash offers as alternatives ("satellite/modelled")."""
_ANY_KIND = frozenset(stem(w) for w in "site venue location facility option place".split())
"""Words any candidate may be called ("the site noise rating")."""
_PLACING = frozenset(
    "to towards toward for from at in on with under during by across via after before since "
    "into within per".split()
)
"""Words before a phrase that places a record rather than naming one."""
_VERBAL = frozenset(("to", "by"))
"""Placing words that follow verbs more often than nouns ("plan to install", "covered by")."""


def _placing(tokens: Sequence[str], start: int) -> bool:
    """Whether the phrase starting at ``start`` follows a word that places ("towards the"), or
    is joined to a phrase that does ("for the special survey and BWTS retrofit")."""
    i = start - 1
    while i >= 0 and tokens[i] in _DETERMINERS:
        i -= 1
    if i >= 0 and tokens[i] in ("and", "or"):
        before = i - 1
        while before >= max(i - 4, 0) and tokens[before] not in STOPWORDS:
            before -= 1
        if before < i - 1 and _placing(tokens, before + 1):
            return True
    return i >= 0 and tokens[i] in _PLACING


_EXCLUDING = frozenset("not except excluding without".split())


def _excluded(tokens: Sequence[str], start: int) -> bool:
    """Whether the phrase starting at ``start`` is named as not wanted: after "not" or
    "except", or after another such phrase joined by "or"/"and" ("not premia or relocation")."""
    for i in range(start - 1, max(start - 5, -1), -1):
        if tokens[i] in _EXCLUDING:
            return True
        if tokens[i] in STOPWORDS and tokens[i] not in _DETERMINERS | {"or", "and"}:
            return False
    return False


@dataclass(frozen=True, slots=True)
class _Missing:
    """Something asked for that the colleague does not keep, as the message said it."""

    spoken: str
    labels: frozenset[int]  # the other colleagues' labels it says most words of (``elsewhere``)
    hits: int  # how many


def _merged(found: Iterable[_Missing]) -> tuple[str, ...]:
    """What is not kept, each thing named once: of the phrases that say words of the same
    other colleague's label ("modelled", "travel time", "kill zone"), the one that says most
    (the first of equals); and no phrase inside another ("home-to-Oban" beside
    "home-to-Oban distance")."""
    found = list(found)
    claimed: set[int] = set()
    kept: set[int] = set()
    for i in sorted(range(len(found)), key=lambda i: (-found[i].hits, i)):
        if not found[i].labels & claimed:
            kept.add(i)
            claimed |= found[i].labels
    spoken = list(dict.fromkeys(found[i].spoken for i in sorted(kept)))
    return tuple(p for p in spoken if not any(p != q and runs_inside(p, q) for q in spoken))


def runs_inside(phrase: str, other: str) -> bool:
    """Whether ``phrase``'s words run, in order, inside ``other``'s."""
    inner, outer = words(phrase), words(other)
    return any(outer[i : i + len(inner)] == inner for i in range(len(outer) - len(inner) + 1))


MAX_PHRASE = 80
"""Longest phrase a colleague quotes back, in characters."""
_PLAIN = re.compile(r"[A-Za-z0-9' ,/-]+")


def _spoken(clause: str, phrase: tuple[str, ...]) -> str:
    """A phrase as the message wrote it, compounds whole ("in-house fit-out estimate"); its
    words joined when the message cannot be matched letter for letter (folding changed it)."""
    plain = " ".join(phrase)[:MAX_PHRASE]
    text = folded(clause)
    found = re.search(r"(?<![a-z0-9])" + r"[^a-z0-9]+".join(map(re.escape, phrase)), text)
    if found is None or len(text) != len(clause) or len(found.group()) > MAX_PHRASE:
        return plain
    start, end = found.span()
    while start > 1 and clause[start - 1] == "-" and clause[start - 2].isalnum():
        start -= 2
        while start > 0 and clause[start - 1].isalnum():
            start -= 1
    while end + 1 < len(clause) and clause[end] == "-" and clause[end + 1].isalnum():
        end += 1
        while end < len(clause) and clause[end].isalnum():
            end += 1
    spoken = " ".join(clause[start:end].split())
    # Quoted back only when it is plainly the same words (folding may move letters about).
    said = words(spoken)
    inside = any(said[i : i + len(phrase)] == phrase for i in range(len(said)))
    return spoken if _PLAIN.fullmatch(spoken) and inside else plain


Alias = tuple[str, frozenset[str]]
"""An alias as its stems in a phrase (" bal ", " reinst cost ") and as a set."""

_ANAGRAMS: dict[str, list[str]] = {}
for _word in sorted(_COMMON):
    _ANAGRAMS.setdefault("".join(sorted(_word)), []).append(_word)
_GENERIC_STEMS = frozenset(stem(w) for w in GENERIC)
_CHATTER_STEMS = frozenset(stem(w) for w in CHATTER | STOPWORDS | GENERIC | CURRENCIES)
_NOUNS = frozenset(
    "data figure figures value values number numbers status result results outcome outcomes "
    "record records information details detail info report summary evidence findings".split()
)
"""Request words that sit in a noun phrase ("the data delivery latency")."""
_NOUN_STEMS = frozenset(stem(w) for w in _NOUNS)
_MODIFIERS = frozenset("full complete current latest total actual specific recent".split())
"""Request words that sit inside a noun phrase ("a full UK driving licence")."""
_ASKING = frozenset("i we please could can would what which send share give need".split())
"""Words that open the request itself after a lead-in (``_head``)."""
_DETERMINERS = frozenset(
    "the your its their a an any his her our s of on about many much what which whats".split()
)
_QUALIFIERS = frozenset(
    stem(w)
    for w in "offer offered offering proposed proposing requested quoted agreed negotiated".split()
)
"""Words that qualify a record in its label ("offered basic salary"), never naming it alone."""
_CONTEXT_STOPWORDS = frozenset("a an and at for in of on the to".split())


def _tail_said(label: tuple[str, ...], phrase: set[str], tokens: Sequence[str]) -> tuple[str, ...]:
    """The longest end of a label, of two meaningful words or more, that the clause says word
    for word and that holds the phrase's words, when the clause says nothing of the label
    before it ("days in dock" of "yard's quoted days in dock"; not "heart-failure trial" in
    "the enrolment rate in the 2023 heart-failure trial")."""
    said = {stem(t) for t in tokens}
    for k in range(1, len(label) - 1):
        end, before = label[k:], {stem(w) for w in label[:k] if w not in STOPWORDS}
        meaningful = [w for w in end if w not in STOPWORDS]
        if end[0] in STOPWORDS or len(meaningful) < 2 or not phrase <= {stem(w) for w in end}:
            continue
        if not before & said and runs_inside(" ".join(end), " ".join(tokens)):
            return end
    return ()


def _tail(label: tuple[str, ...]) -> tuple[str, ...]:
    """A label's words but its first (and that word's possessive "s"), when three or more are
    left ("quoted days in dock" of "yard's quoted days in dock"); else none."""
    rest = label[2:] if label[1:2] == ("s",) else label[1:]
    return rest if len(rest) >= 3 else ()


def _span(
    phrase: tuple[str, ...], tokens: Sequence[str], masked: Sequence[bool] = ()
) -> frozenset[int]:
    """Where the tokens say a phrase word for word (every place; none of its words ``masked``,
    a name's or a title's): the tokens' positions, empty when it is not said."""
    size = len(phrase)
    return frozenset(
        j
        for i in range(len(tokens) - size + 1)
        if tuple(tokens[i : i + size]) == phrase and not any(masked[i : i + size])
        for j in range(i, i + size)
    )


def _outermost(contexts: set[str], tokens: Sequence[str]) -> set[str]:
    """Of contexts the tokens name, those not said only inside a wider one ("MASS-DIMM" names
    no "DIMM measurement")."""
    words_of = {c: _context_words(c) for c in contexts}
    return {
        c
        for c in contexts
        if not any(
            words_of[c] < words_of[w] and not _apart(tokens, words_of[c], words_of[w])
            for w in contexts
        )
    }


def _apart(tokens: Sequence[str], inner: frozenset[str], wider: frozenset[str]) -> bool:
    """Whether a word of the inner context is said beside no word that only the wider one has
    ("the DIMM measurement", not the "dimm" of "MASS-DIMM")."""
    own = wider - inner

    def of(words: frozenset[str], token: str) -> bool:
        return token in words or stem(token) in words

    # The runs of the wider context's words around each word only it has ("mass dimm
    # measurement"): an inner word outside them is said apart.
    covered: set[int] = set()
    for i, token in enumerate(tokens):
        if of(own, token):
            start, end = i, i + 1
            while start > 0 and of(wider, tokens[start - 1]):
                start -= 1
            while end < len(tokens) and of(wider, tokens[end]):
                end += 1
            covered.update(range(start, end))
    return any(of(inner, t) and i not in covered for i, t in enumerate(tokens))


@functools.lru_cache(maxsize=16_384)
def _context_words(context: str) -> frozenset[str]:
    # Contexts are specific ("morning peak", "night and weekend test"): keep every word that is
    # not grammar, even those that are stop words in a request.
    kept = [w for w in words(context) if w not in _CONTEXT_STOPWORDS]
    years = [w[2:] for w in kept if len(w) == 4 and w[:2] in ("19", "20") and w.isdigit()]
    return frozenset(kept) | {stem(w) for w in kept} | frozenset(years)  # "'25" for 2025


def _words_of(*texts: str) -> frozenset[str]:
    """The words of texts, and their stems."""
    found = {w for text in texts for w in words(text)}
    return frozenset(found | {stem(w) for w in found})


def _context_stems(index: RecordIndex, kind_words: frozenset[str]) -> dict[str, frozenset[str]]:
    """For each context the colleague's facts use: the words that tell it from its siblings.

    Words any request may use for another reason (chatter, words of kind, the question's and
    the candidates' words: "for each supplier", "the operator audit score") name a context only
    when it has nothing more specific.
    """
    common = _CHATTER_STEMS | _KINDS | kind_words
    stems: dict[str, frozenset[str]] = {}
    for siblings in index.siblings.values():
        for record in siblings:
            own = _context_words(record.context_said)
            others = frozenset().union(
                *(_context_words(s.context_said) for s in siblings if s is not record)
            )
            # Words of the label itself ("court" in "illuminance on court") do not name
            # one of its contexts.
            label = _context_words(record.label)
            distinct = (own - others - label) or (own - others) or own
            # Words a request uses anyway ("three candidates", "morning") name a context
            # only when the context has nothing more specific.
            # (nor a unit's letter: the "m" of "0.8 m sea-level rise" is any figure's metres)
            plain = {
                w
                for w in distinct
                if w not in _COMMON
                and w not in _CHATTER_STEMS
                and not (len(w) == 1 and w.isalpha())
            }
            specific = {w for w in plain if w not in common}
            named = specific or plain or distinct
            # A common word with everyday names of its own ("weekend": Saturdays and Sundays)
            # tells the context from its siblings too ("at weekends", "on Saturdays").
            named |= {w for w in distinct if w in _CONTEXT_KIN}
            # A context's everyday names ("the forward-looking figure" for the forecast).
            # Not a request's own nouns, though: "check your records" names nothing recorded.
            kin = {k for w in named for k in _CONTEXT_KIN.get(w, ())} - others - label
            kin -= _NOUN_STEMS | _KINDS | kind_words  # "each parcel" names no on-site record
            stems[record.context or ""] = frozenset(named | kin)
    return stems


_CONTEXT_KIN = {
    stem(word): frozenset(stem(k) for k in kin.split())
    for word, kin in {
        "forecast": "forward projected projection predicted prediction outlook future",
        "projection": "forward projected forecast predicted prediction outlook future",
        "observed": "measured recorded historical historic past",
        "measured": "observed recorded gauged",
        "centre": "middle central",
        "weekday": "weekdays working business midweek",
        "weekend": "weekends saturday saturdays sunday sundays",
        "saturday": "weekend weekends saturdays",
        "sunday": "weekend weekends sundays",
        "night": "overnight nights nighttime",
        "daytime": "office business",
        "simulation": "modelled modeled model simulated computer",
        "drill": "live physical real",
        "pyranometer": "ground station parcel",
        "satellite": "satellites remote",
        "dynamic": "moving motion move",
        "static": "stationary",
        "winter": "colder cold coldest",
        "summer": "warmer warm hotter hot",
        "exit": "leaving departing departure",
        "peak": "busiest rush",
        "average": "typical mean",
        "outdoor": "outdoors street streets open-air",
        "indoor": "indoors inside",
    }.items()
}
"""Words that name a context as people say it, by a word of the context's."""
_KIN_PHRASE_WORDS = {
    "working week": "weekday",
    "during the week": "weekday",
    "out of hours": "overnight",
    "out-of-hours": "overnight",
    "after hours": "overnight",
    "after-hours": "overnight",
    "after dark": "overnight",
    "outside office hours": "overnight",
    "outside working hours": "overnight",
    "outside business hours": "overnight",
    "right now": "current",
    "at the moment": "current",
    # ("if you have both day and night, give both"; not "day" alone: "the charter day rate")
    "day and night": "daytime and night",
    "day or night": "daytime or night",
    "night and day": "night and daytime",
    "during the day": "daytime",
}
_KIN_PHRASES = re.compile(rf"\b({'|'.join(map(re.escape, _KIN_PHRASE_WORDS))})\b", re.IGNORECASE)
"""Phrases that name a context as people say it, read as the word they stand for."""


@dataclass(frozen=True)
class _TaskWords:
    """What the rules derive from the whole task, the same for each of its colleagues."""

    known: frozenset[str]  # every stem of the task's texts: never "something not kept"
    names: dict[str, frozenset[str]]  # by candidate: the stems that name it and no other
    vocabulary: Vocabulary  # the words a typo may stand for
    # Words that may stand for the candidates ("the other two routes"): of their names and of
    # the question ("Which venue ...").
    kind_words: frozenset[str]
    # Each title's words, how many meaningful ones in a row stand for it, and its last word.
    title_words: tuple[tuple[frozenset[str], int, str], ...]
    # Words of any colleague's contexts: a list item of them alone ("median coherence time,
    # 2025 campaign") scopes the item before it.
    context_words: frozenset[str]
    # Words the task's labels write in lower case ("median", not "Natura").
    lower_words: frozenset[str]


_TASK_WORDS: weakref.WeakKeyDictionary[Team, _TaskWords] = weakref.WeakKeyDictionary()


def _task_words(index: RecordIndex) -> _TaskWords:
    """The task's words, made once for all the colleagues of a task (their ``team``)."""
    found = _TASK_WORDS.get(index.team)
    if found is None:
        found = _TASK_WORDS[index.team] = _task_words_of(index)
    return found


def _task_words_of(index: RecordIndex) -> _TaskWords:
    records = (*index.records, *index.elsewhere)
    labels = list(dict.fromkeys(r.label for r in records))
    contexts = list(dict.fromkeys(r.context_said for r in records if r.context))
    aliases = list(dict.fromkeys(a for r in records for a in r.aliases))
    background, question = index.background, index.question
    candidates, titles = index.candidates, index.titles
    # Words of records and of the team never name a candidate; a place the background also
    # names ("... the group in Bairnsdale") still does.
    records_words = frozenset().union(*map(content_stems, (question, *titles, *labels, *contexts)))
    names = {}
    for candidate in candidates:
        own = content_stems(candidate)
        others = frozenset().union(*(content_stems(c) for c in candidates if c != candidate))
        distinct = own - others
        names[candidate] = (distinct - records_words - _GENERIC_STEMS - _KINDS) or distinct
    vocabulary = records_words | content_stems(background)
    known = vocabulary | frozenset().union(*map(content_stems, (*candidates, *aliases)))
    known |= frozenset().union(*map(_context_words, contexts))
    typos = {w for t in (*candidates, *titles, *labels, *contexts, *aliases) for w in words(t)}
    return _TaskWords(
        known=known,
        names=names,
        vocabulary=Vocabulary(frozenset(w for w in typos if len(w) >= 5 and not w.isdigit())),
        kind_words=_words_of(question, *candidates),
        title_words=tuple(
            (frozenset(words(t)), min(2, sum(map(_meaningful, set(words(t))))), words(t)[-1])
            for t in titles
            if words(t)
        ),
        context_words=frozenset().union(*map(_context_words, contexts)),
        lower_words=frozenset(w for label in labels for w in label.split() if w.islower()),
    )


_CANDIDATE = frozenset(stem(w) for w in ("candidate", "candidates", "bid", "bids", "shortlisted"))
_EVERYONE = frozenset(
    "all each every both two three four five six them they their your these those".split()
)
"""Words that point at the candidates as a whole ("on all three", "about them")."""
_KINDS = frozenset(map(stem, _KIND_WORDS))
"""Words of kind in candidates' names ("each site", "the three suppliers"): they name a
candidate only when its name has nothing else of its own."""


class Vocabulary:
    """Words a typo may stand for, and the corrections found so far."""

    def __init__(self, found: frozenset[str]) -> None:
        self.words = found
        self._corrections: dict[str, str] = {}

    @functools.cached_property
    def _near(self) -> dict[tuple[str, int], list[str]]:
        """The words by first letter and length, give or take one (made at the first typo)."""
        near: dict[tuple[str, int], list[str]] = {}
        for word in sorted(self.words):
            for length in (len(word) - 1, len(word), len(word) + 1):
                near.setdefault((word[0], length), []).append(word)
        return near

    def corrected(self, token: str) -> str:
        """The one word of the vocabulary a typo away from ``token`` (a typo keeps the first
        letter), or ``token``."""
        found = self._corrections.get(token)
        if found is None:
            close = [w for w in self._near.get((token[0], len(token)), ()) if _near(token, w)]
            found = self._corrections[token] = close[0] if len(close) == 1 else token
        return found


_COMMON_WORDS = Vocabulary(frozenset(w for w in _COMMON if len(w) >= 5))
"""Common words a short typo may stand for (a typo keeps the first letter)."""


_RULES: weakref.WeakKeyDictionary[RecordIndex, _RoleRules] = weakref.WeakKeyDictionary()


def _rules(index: RecordIndex) -> _RoleRules:
    rules = _RULES.get(index)
    if rules is None:
        rules = _RULES[index] = _RoleRules(index)
    return rules


# -- stage 2: the reading in its conversation ---------------------------------------------------


class RulesReader:
    """The default reader: deterministic word rules (see the module docstring)."""

    def read(self, message: str, index: RecordIndex, history: Sequence[Turn]) -> Request:
        """The request ``message`` makes of the colleague, given the earlier turns (only the
        last one matters)."""
        return _rules(index).request(message, history[-1] if history else None)

    def __repr__(self) -> str:
        return "RulesReader()"


RULES = RulesReader()
"""The rules reader every colleague uses unless given another."""


def _resolve(reading: _Reading, index: RecordIndex, previous: Turn | None) -> Request:
    """The reading in its conversation: follow-ups reuse the last request's topic and
    candidates, and relative references single out a context."""
    if previous is not None and previous.said and reading.unheld:
        # "Is the refusal there the current position?" after "Landowner position at Allt Dubh:
        # refused.": the last reply's words name what it stated, nothing else asked for.
        said = {stem(w) for w in words(previous.said)}
        unheld = tuple(u for u in reading.unheld if not {stem(w) for w in words(u)} <= said)
        reading = replace(reading, unheld=unheld)
    relative = reading.later or reading.earlier or reading.other or reading.scale
    contexts = set(reading.contexts)
    if previous is not None and contexts and relative:
        contexts -= _named_as_wrong(contexts, index, previous) - reading.insisted
    # "I need the exact SGD figure for the contingency calculation", "the actual number in
    # NOK? It goes straight into the three-year cost": words beside a request for the value of
    # the record under discussion, not something else asked for.
    beside_value = reading.loose and (reading.exact or bool(reading.units))
    follow_up = (
        previous is not None
        and previous.request.relevant
        and not (reading.topics or contexts or reading.everything)
        and (not reading.unheld or beside_value)
        and not (reading.holdings and not reading.complement)
    )
    if reading.everything and (reading.topics or not contexts):
        # Every record: "... plus anything else you hold" adds to what it names; a named
        # context alone ("everything from the June test") narrows (below).
        facts: tuple[str, ...] = ()
        contexts = set() if reading.topics else contexts
    elif reading.topics and previous is not None and reading.exact and not reading.adds:
        # "'A few thousand a day' won't get through the grant form. What's the precise daily
        # figure?": the record discussed, whatever else its words touch.
        discussed = set(previous.stated or previous.request.facts)
        facts = tuple(f for f in reading.topics if f in discussed) or reading.topics
    elif reading.topics and previous is not None and reading.exact_again and not follow_up:
        # "Is there anything more precise? Also, do you hold the bonus target?": the exact value
        # of what was stated, and the record named.
        discussed = previous.stated or previous.request.facts
        # Of those, the ones the message names a unit of ("a range of 2 to 12 weeks").
        fitting = tuple(f for f in discussed if f in reading.in_units)
        facts = tuple(dict.fromkeys((*(fitting or discussed), *reading.topics)))
    elif reading.topics:
        facts = reading.topics
    elif follow_up:
        facts = previous.request.facts
    else:
        facts = ()
    if contexts:
        # A named context narrows a topic to that context, or stands for its facts alone.
        scoped = {r.id: r.context for r in index.records}
        if facts:
            facts = tuple(f for f in facts if scoped[f] in (None, *contexts)) or facts
            # A context named beside other topics names its own record ("BPSS + referee
            # rating", "both the March and the June load test").
            facts += tuple(
                r.id for r in index.records if r.context in contexts and r.id not in facts
            )
        else:
            facts = tuple(f for f, context in scoped.items() if context in contexts)
        if previous is not None and (reading.later or reading.earlier):
            # "That's January - I need the more recent drill": of the contexts left once the
            # one stated last is named as wrong, those in time beyond it; and any asked for in
            # so many words.
            kept = tuple(f for f in facts if scoped[f] in reading.insisted)
            facts, _ = _single_out(reading, index, facts, previous, among=facts)
            facts = tuple(dict.fromkeys((*kept, *facts)))
    elif facts and relative:
        facts, singled = _single_out(reading, index, facts, previous)
        contexts |= singled
    if (
        reading.candidates
        and reading.too
        and not reading.confirm  # "Same check for Karoo: are those 5-degree figures too?"
        and previous is not None
        and set(facts) <= _same(previous, index)
    ):
        # "... the 2025-26 figure. Could you send it for Mr Haddad too?"
        asked = {*previous.request.candidates, *reading.candidates}
        candidates = tuple(c for c in index.candidates if c in asked)
    elif reading.candidates and reading.others:
        # "... for Nundah Sports Complex (and the other two if you have them)": every candidate.
        candidates = index.candidates
    elif reading.candidates and not reading.all_three:
        candidates = reading.candidates
    elif reading.complement and previous is not None:
        asked = set(previous.request.candidates)
        candidates = tuple(c for c in index.candidates if c not in asked)
    elif previous is not None and not reading.every_candidate:
        # A follow-up that names no candidate is about the same ones ("that's the March figure;
        # June please", "and do they have a parent guarantee?", "how much floor area is there?").
        candidates = previous.request.candidates
    else:
        candidates = ()
    unheld = () if follow_up else reading.unheld
    # A request to look again ("Could you double-check Drummond's approval (you had 76%)?") is
    # answered by the records, not with a yes or no.
    confirm = _confirms(reading, contexts, previous, index) and not reading.again
    exactness = _asks_if_exact(reading, previous)
    if (confirm or exactness) and previous is not None:
        # "Is the 110,000 figure the retrofit estimate, or a broader fit-out estimate?": the
        # other option is not asked for. Naming no record of mine, it asks about the one stated.
        # Something not held asked in a sentence of its own is still named.
        unheld = tuple(u for u in unheld if u not in reading.optioned) if reading.topics else unheld
        facts = facts or previous.stated
        if not contexts:
            # "Is Novak's 0.8 km on the A6?": a label named without a context is the stated
            # record of that label, not each of its contexts; a record of another label is
            # asked for too ("Can you double-check his tunnelling years? Also is Hannah CPEng?").
            stated = {index.record(f).label for f in previous.stated}
            facts = (
                tuple(
                    f
                    for f in facts
                    if f in previous.stated
                    or (f in reading.apart and index.record(f).label not in stated)
                )
                or facts
            )
        candidates = candidates or previous.request.candidates
    asked_something = bool(facts or contexts or reading.everything or follow_up)
    if unheld and not (asked_something or reading.holdings):
        relevant = False  # only things the colleague does not keep: say so, send nothing
    else:
        relevant = bool(asked_something or candidates or reading.general or reading.holdings)
    if reading.only_mine:  # "just answer the items in your area", "no need to say so"
        unheld = ()
    return Request(
        candidates=candidates or index.candidates,
        facts=(facts or tuple(r.id for r in index.records)) if relevant else (),
        contexts=frozenset(contexts),
        exact=reading.exact or _value_asked(reading, facts, previous, confirm),
        relevant=relevant,
        unheld=unheld,
        confirm=confirm,
        units=reading.units,
        put=reading.put if confirm or exactness else None,
        exactness=exactness,
        again=reading.again,
        which_context=reading.which_context,
    )


def _confirms(
    reading: _Reading, contexts: set[str], previous: Turn | None, index: RecordIndex
) -> bool:
    """Whether a yes-or-no question about what the last reply stated names what it should be
    (a record, a context, a candidate, a unit): a confirmation, not a new request. A question
    whether something is so that names a context of a record stated is one too ("is the
    high-country township Omeo?", after a reply that named the township by its cue)."""
    if previous is None or not previous.stated:
        return False
    if not reading.confirm:
        scopes = {
            r.context
            for f in previous.stated
            for r in index.siblings.get(index.record(f).label, ())
            if r.context
        }
        if not (reading.is_question and contexts & scopes):
            return False
    if reading.exact or reading.everything or reading.compared:
        return False  # "is that the exact figure?", "was it fewer than 6 days?" ask the value
    if reading.on_record and reading.put is None and not set(reading.topics) & set(previous.stated):
        return False  # "do your records show whether Drummond holds ...?" asks something new
    named = reading.topics or contexts or reading.candidates or reading.units or reading.unheld
    return bool(named) or reading.put is not None  # "is 120 right?" names the figure


def _asks_if_exact(reading: _Reading, previous: Turn | None) -> bool:
    """Whether a yes-or-no question asks if what the last reply stated is exact ("is the 75
    seconds for Knarvik exact?"), rather than for another record or a comparison."""
    if previous is None or not (reading.confirm and reading.exact):
        return False
    # A record named is one an earlier reply may have stated ("and the 84,000 CAD benchmark -
    # is that figure exact?" after a question on another record).
    stated = previous.stated or reading.topics
    return bool(stated) and not (reading.everything or reading.compared)


def _value_asked(
    reading: _Reading, facts: tuple[str, ...], previous: Turn | None, confirm: bool
) -> bool:
    """Whether a follow-up asks for the figure of the record under discussion in a unit ("and
    for Hespeler, in hours?") or names it again in a question for a figure ("How many days
    was the A683 closed?" after "I have no figure to hand"); a unit in a first message only
    says how to write it."""
    if confirm or previous is None or not (reading.units or reading.figure or reading.compared):
        return False
    return bool(set(facts) & {*previous.request.facts, *previous.stated})


def _same(previous: Turn, index: RecordIndex) -> set[str]:
    """The facts a follow-up may ask for and still be about what the last request was: those
    asked or stated, in any of their contexts."""
    labels = {index.record(f).label for f in (*previous.request.facts, *previous.stated)}
    return {r.id for r in index.records if r.label in labels}


def _named_as_wrong(contexts: set[str], index: RecordIndex, previous: Turn) -> set[str]:
    """Contexts named only as what the last reply stated, by a message that points away from
    it ("March is a bit old - is there a more recent test?"): of a record's contexts, the one
    the last reply stated, when it stated one. (A context named as wrong in so many words, "not
    March", is left out when the message is read, before the conversation is.)"""
    stated = {index.record(f).context for f in previous.stated}
    wrong = set()
    for family in index.siblings.values():
        shown = {r.context for r in family} & stated
        if len(shown) == 1 and shown <= contexts:
            wrong |= shown
    return wrong


def _single_out(
    reading: _Reading,
    index: RecordIndex,
    facts: tuple[str, ...],
    previous: Turn | None,
    among: tuple[str, ...] | None = None,
) -> tuple[tuple[str, ...], set[str]]:
    """Narrow each context-scoped record among ``facts`` to the contexts a relative reference
    points at (``_pointed_at``): any of its label's, or, when two or more are ``among`` and the
    one stated last is not, one of those."""
    stated = set(previous.stated) if previous else set()
    kept: list[str] = []
    singled: set[str] = set()
    for fact_id in facts:
        family = index.siblings.get(index.record(fact_id).label, [])
        if among is not None:
            left = [r for r in family if r.id in among]
            if len(left) < 2 or not any(r.id in stated and r.id not in among for r in family):
                kept.append(fact_id)  # one context named ("... the earlier audit. May, please")
                continue
            family = [r for r in family if r.id in among or r.id in stated]
        chosen = _pointed_at(reading, family, stated)
        kept.extend([r.id for r in chosen] or [fact_id])
        singled |= {r.context or "" for r in chosen}
    return tuple(dict.fromkeys(kept)), singled


def _pointed_at(reading: _Reading, family: list[Record], stated: set[str]) -> list[Record]:
    """The records of one label a relative reference points at: those not stated last ("the
    other"); or in time, those later (earlier) than the one stated last, else the latest
    (earliest) ("the more recent test"). ``[]`` when it points at none."""
    shown = [r for r in family if r.id in stated]
    if reading.other:
        return [r for r in family if r not in shown] if shown else []
    by_size = _by_size(family, reading.scale)
    if by_size or not (reading.later or reading.earlier):
        return by_size
    wanted = 1 if reading.later else -1
    if len(shown) == 1:
        beyond = [r for r in family if _in_time(r.context or "", shown[0].context or "") == wanted]
        if reading.next:  # "the one after that" among three: the nearest
            nearest = _next_in_time(
                shown[0].context or "", [r.context or "" for r in beyond], wanted
            )
            beyond = [r for r in beyond if r.context == nearest] or beyond
        if beyond:
            return beyond
    return [
        r
        for r in family
        if len(family) > 1
        and all(_in_time(r.context or "", o.context or "") == wanted for o in family if o is not r)
    ]


def _by_size(family: list[Record], scale: int) -> list[Record]:
    """The record whose context has the greatest (``scale`` 1) or least (-1) figure, when
    every context of the family has one figure and no two the same ("150 °C stress test")."""
    sizes = [_size(r.context or "") for r in family]
    if not scale or len(family) < 2 or None in sizes or len(set(sizes)) < len(sizes):
        return []
    pick = max(sizes) if scale > 0 else min(sizes)
    return [r for r, size in zip(family, sizes, strict=True) if size == pick]


def _size(context: str) -> float | None:
    """The one figure a context names that is not a year ("0.5C factory test": 0.5), else
    the rank of a word that orders it ("downstream reach" is the lower, "winter" the colder),
    or None."""
    found = figures(context)  # not a year, nor the "26" of "2025-26"
    if len(found) == 1:
        return found[0]
    ranks = [_RANKS[w] for w in words(context) if w in _RANKS]
    return float(ranks[0]) if len(ranks) == 1 else None


_RANKS = {"downstream": 0, "upstream": 1, "lower": 0, "upper": 1, "winter": 0, "summer": 1}
"""Words that place a context without a figure, least first."""


def _next_in_time(context: str, others: Sequence[str], wanted: int) -> str | None:
    """Of ``others``, the nearest one after ``context`` (``wanted`` 1) or before it (-1);
    None when their words do not say."""
    beyond = [o for o in others if _in_time(o, context) == wanted]
    nearest = [o for o in beyond if not any(_in_time(o, b) == wanted for b in beyond)]
    return nearest[0] if len(nearest) == 1 else None


_SEASONS = {"winter": 1, "spring": 4, "summer": 7, "autumn": 10, "fall": 10}
_MONTH_NUMBERS = {
    m: i
    for i, m in enumerate(
        "january february march april may june july august september october november "
        "december".split(),
        start=1,
    )
}
_TIMES_OF_DAY = {
    "morning": 8,
    "day": 12,
    "daytime": 12,
    "afternoon": 15,
    "evening": 19,
    "night": 23,
    "overnight": 23,
}
"""Hours that order contexts within a day ("the later of its two shifts": the evening one)."""
_PLACES = {"first": 1, "second": 2, "third": 3, "half": 0, "previous": 0, "current": 1}


@functools.lru_cache(maxsize=4096)
def _when(context: str) -> tuple[int | None, ...]:
    """A context's place in time, as far as its words say: (year, month, week, day, time of
    day, order, span): a span is a count before a unit of time ("24-hour forecast", "3-day
    soak")."""
    tokens = words(context)
    year = month = week = day = hour = order = span = None
    for i, token in enumerate(tokens):
        digits = token[2:] if token.startswith("fy") else token
        if year is None and digits.isdigit() and len(digits) == 4 and digits[:2] in ("19", "20"):
            year = int(digits)
        elif month is None and token in _MONTH_NUMBERS:
            month = _MONTH_NUMBERS[token]
            if i and tokens[i - 1].isdigit() and len(tokens[i - 1]) <= 2:
                day = int(tokens[i - 1])
        elif month is None and token in _SEASONS:
            month = _SEASONS[token]
        elif month is None and len(token) == 2 and token[0] == "q" and token[1] in "1234":
            month = 3 * int(token[1]) - 2
        elif token == "week" and i + 1 < len(tokens) and tokens[i + 1].isdigit():
            week = int(tokens[i + 1])
        elif hour is None and token in _TIMES_OF_DAY and not (i and tokens[i - 1].isdigit()):
            hour = _TIMES_OF_DAY[token]
        elif order is None and token in _PLACES:
            order = _PLACES[token]
        elif span is None and token.isdigit() and tokens[i + 1 : i + 2] in _SPANS:
            span = int(token)
    return year, month, week, day, hour, order, span


_SPANS = {(w,) for w in "hour hours day days week weeks month months year years".split()}


def _in_time(one: str, other: str) -> int | None:
    """-1 when context ``one`` comes before ``other``, 1 when after, None when their words
    do not say."""
    for a, b in zip(_when(one), _when(other), strict=True):
        if a is not None and b is not None and a != b:
            return -1 if a < b else 1
    return None
