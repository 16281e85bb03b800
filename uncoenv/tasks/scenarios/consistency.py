"""Checks of scenario templates beyond the schema: labels, phrasings and contexts agree.

A context-scoped fact reaches a task as its label and one context ("statutory safety audit
score (2024 site audit)"), and its record holds it in two contexts. Two things break that:

- Words in a label or a record phrasing that point at a context: a relative word ("latest",
  "previous") or a context of its own (a year, a month, a word that tells its contexts apart).
  Play-testers found "latest statutory safety audit score (2024 site audit)" beside a 2025 site
  audit: a reliable colleague asked for "the latest score" rightly gives the 2025 one, so the
  label gives away, or contradicts, what the context field says. The context belongs in
  ``contexts`` only.
- Values no domain would give in paired contexts (a daily-average latency of 2.3 ms against a
  peak-hour latency of 0.8 ms). A fact declares the order of its values across its contexts
  (``FactTemplate.ordered``); ``consistent`` tells the generator whether drawn values keep it,
  and ``order_hint`` flags contexts that look ordered where none is declared.

Every rule is a pure function of a fact. ``scenario_findings`` runs them on one scenario and
``shipped_findings`` on every shipped one; ``uncoenv scenario check`` fails on an error and
prints a warning.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from uncoenv.tasks.scenarios import DOMAINS, templates
from uncoenv.tasks.scenarios.schema import FactTemplate, ScenarioTemplate

if TYPE_CHECKING:
    from uncoenv.tasks.models import Value

__all__ = [
    "RELATIVE",
    "Finding",
    "consistent",
    "context_words",
    "dates",
    "fact_findings",
    "label_conflicts",
    "order_hint",
    "order_warnings",
    "phrasing_conflicts",
    "relative_words",
    "scenario_findings",
    "shipped_findings",
]

Severity = Literal["error", "warning"]

RELATIVE: tuple[str, ...] = (
    "latest", "most recent", "recent", "recently", "current", "currently", "previous",
    "previously", "prior", "last", "past", "former", "formerly", "earlier", "later", "new",
    "newest", "newer", "next", "upcoming", "now", "today", "to date", "so far", "up to date",
    "up-to-date", "this year", "this month", "this quarter", "this season",
)  # fmt: skip
"""Words whose meaning depends on when they are read: each picks one context of a fact held
in several ("the latest score" is the 2025 one beside a 2024 one)."""

# Longest first, so that "most recent" wins over "recent". A hyphen counts as part of a word:
# "last-mile" and "new-build" name kinds of things, not times.
_RELATIVE = re.compile(
    r"(?<![\w-])("
    + "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in sorted(RELATIVE, key=len)[::-1])
    + r")(?![\w-])",
    re.IGNORECASE,
)

_MONTHS = (
    "January February March April June July August September October November December "
    "Jan Feb Mar Apr Jun Jul Aug Sep Sept Oct Nov Dec"
)
# Dates that name one period: a year (1990-2039, also in "FY2025" or "2024-25"), a month
# (capitalised; "May" only beside a number, so that the verb never counts), a quarter, a
# fiscal year written short ("FY26").
_DATE = re.compile(
    r"(?<![\d.,])(?:199\d|20[0-3]\d)(?![\d.,])"
    r"|\b(?:" + "|".join(_MONTHS.split()) + r")\b"
    r"|(?<!\d)\d{1,2}\s+May\b|\bMay\s+\d"
    r"|(?<![\w-])Q[1-4](?![\w-])"
    r"|(?<![\w-])FY\s?\d{2}(?![\w-])"
)

_STOPWORDS = set(
    "a an the of in on at for to and or by with from per as its their his her under over "
    "into within between each all any than this that is are was were be".split()
)
_WORD = re.compile(r"[\w°µ]+(?:[-'’][\w°µ]+)*")

_TOP = set(
    "peak maximum max worst worst-case highest upper busiest heaviest sigma percentile".split()
)
"""Words of a context that measures the top of a range. A bound by another definition ("mean
plus three sigma", a percentile) counts as a top too: two bounds are not obviously ordered."""
_BOTTOM = set("minimum min lowest lower best-case lightest off-peak quietest".split())
"""Words of a context that measures the bottom of a range."""
_CUMULATIVE = set("cumulative accumulated to-date running-total lifetime all-time since".split())
"""Words of a label or phrasing that make a count run up over time."""


@dataclass(frozen=True)
class Finding:
    """One problem of one fact of one scenario.

    Attributes:
        scenario: The scenario's name.
        role: The title of the role that holds the fact.
        fact: The fact's key.
        severity: "error" fails ``uncoenv scenario check``; "warning" is advice.
        problem: What is wrong, naming the words and contexts involved.
    """

    scenario: str
    role: str
    fact: str
    severity: Severity
    problem: str

    def __str__(self) -> str:
        return f"scenario {self.scenario!r}, role {self.role!r}, fact {self.fact!r}: {self.problem}"


# -- words --------------------------------------------------------------------------------------


def relative_words(text: str) -> list[str]:
    """The relative time words of ``text`` ("latest", "most recent", "previous"), in order,
    each once, lower-cased."""
    return _unique(" ".join(m.casefold().split()) for m in _RELATIVE.findall(text))


def dates(text: str) -> list[str]:
    """The years, months, quarters and short fiscal years ``text`` names, in order, each once."""
    return _unique(" ".join(m.group().split()) for m in _DATE.finditer(text))


def context_words(text: str, contexts: list[str]) -> list[str]:
    """The words by which ``text`` names one of ``contexts`` outright, in the order of ``text``.

    A context is named when ``text`` holds every word that sets it apart from the others
    ("night-time" of "night-time measurement" beside "daytime measurement"). Words every
    context shares ("measurement") name the kind of measure, not a context, and one word of
    a longer context is a coincidence ("public limit" beside "public roof access point").
    """
    if len(contexts) < 2:
        return []
    sets = [_words(c) for c in contexts]
    shared = set.intersection(*sets)
    held = _tokens(text)
    named = set().union(*(own for own in (s - shared for s in sets) if own and own <= set(held)))
    return _unique(w for w in held if w in named)


def _tokens(text: str) -> list[str]:
    return [w for w in _WORD.findall(text.casefold()) if w not in _STOPWORDS]


def _words(text: str) -> set[str]:
    return set(_tokens(text))


def _unique(items: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(items))


# -- labels and phrasings -----------------------------------------------------------------------


def _pointers(text: str, contexts: list[str]) -> list[str]:
    """How ``text`` points at one context: "the relative word 'latest'", "the date '2024'",
    "the context word 'night-time'"."""
    found = [f"the relative word {w!r}" for w in relative_words(text)]
    named = dates(text)
    found += [f"the date {d!r}" for d in named]
    folded = {d.casefold() for d in named}  # a year is also a word telling dated contexts apart
    found += [f"the context word {w!r}" for w in context_words(text, contexts) if w not in folded]
    return found


def label_conflicts(fact: FactTemplate) -> list[str]:
    """Words of a context-scoped fact's label that point at one of its contexts (its decoy
    context among them).

    Returns:
        One message per word, naming the label, the word and the contexts; ``[]`` for a fact
        without contexts (its label names the one thing it holds).
    """
    if not fact.contexts:
        return []
    return [
        f"label {fact.label!r} holds {pointer} while the fact has contexts "
        f"{fact.every_context}: a colleague asked for it by its label may rightly answer from "
        "another context; name the fact without it and keep periods and places in contexts"
        for pointer in _pointers(fact.label, fact.every_context)
    ]


def phrasing_conflicts(fact: FactTemplate) -> list[str]:
    """Words of a context-scoped fact's record phrasings (and bool words) that hard-code a
    context: the record would state one context's value beside words that name another.

    The slots are left out: ``{context}`` is where the context belongs.
    """
    if not fact.contexts:
        return []
    found = []
    texts = [*fact.templates, *(fact.words or ())]
    for text in texts:
        bare = re.sub(r"\{(candidate|value|context)\}", " ", text)
        found += [
            f"record phrasing {text!r} hard-codes {pointer} while the fact has contexts "
            f"{fact.every_context}: leave periods and places to {{context}}"
            for pointer in _pointers(bare, fact.every_context)
        ]
    return found


# -- orders across contexts ---------------------------------------------------------------------


def consistent(fact: FactTemplate, context_values: Mapping[str, Value]) -> bool:
    """Whether one candidate's values in some of a fact's contexts keep the fact's order.

    Args:
        fact: The fact template; its ``ordered`` field declares the order, if any.
        context_values: Context (one of ``fact.contexts``) -> the candidate's value there; any
            number of the fact's contexts, in any order.

    Returns:
        True when ``fact.ordered`` is None, when fewer than two contexts are given, or when the
        values, taken in the order ``fact.contexts`` lists their contexts, never decrease
        ("ascending") or never increase ("descending"). Equal values keep either order.

    Raises:
        ValueError: a context the fact does not have (a caller's slip, never data).
        TypeError: a value of an ordered fact that is not a number.
    """
    unknown = [c for c in context_values if c not in fact.contexts]
    if unknown:
        raise ValueError(f"fact {fact.key!r} has no context {unknown[0]!r}: {fact.contexts}")
    if fact.ordered is None:
        return True
    values = [context_values[c] for c in fact.contexts if c in context_values]
    if not all(isinstance(v, int | float) and not isinstance(v, bool) for v in values):
        raise TypeError(f"fact {fact.key!r} is ordered: its values are numbers, not {values}")
    pairs = itertools.pairwise(values)
    if fact.ordered == "ascending":
        return all(a <= b for a, b in pairs)
    return all(a >= b for a, b in pairs)


def order_hint(fact: FactTemplate) -> str | None:
    """Why a number fact's contexts look ordered, when it declares no order; else None.

    The hints are the pairs a domain orders by definition: the top or bottom of a range
    against another place in it ("peak-hour" against "daily-average", "weekday peak" against
    "weekend daytime", "minimum" against "typical"), and a cumulative count ("since", "to
    date") over dated contexts. A hint is
    advice: declare ``ordered`` when the domain orders the values, or reword the contexts.
    """
    if fact.kind != "number" or len(fact.contexts) < 2 or fact.ordered is not None:
        return None
    levels = {c: _level(c) for c in fact.contexts}
    if len(set(levels.values())) > 1:
        # Contexts at different places of one range: a top or a bottom against another.
        first = next(c for c, level in levels.items() if level != "none")
        other = next(c for c, level in levels.items() if level != levels[first])
        return f"{first!r} measures the {levels[first]} of a range and {other!r} does not"
    counted = [w for t in (fact.label, *fact.templates) for w in _parts(t) if w in _CUMULATIVE]
    if counted and all(dates(c) for c in fact.contexts):
        return f"{counted[0]!r} makes it a count that runs up over the dated contexts"
    return None


def _level(context: str) -> Literal["top", "bottom", "none"]:
    """Whether a context measures the top of a range, its bottom, or neither."""
    words = _parts(context)
    if words & _TOP:
        return "top"
    return "bottom" if words & _BOTTOM else "none"


def _parts(text: str) -> set[str]:
    """The words of ``text``, hyphenated ones also split ("peak-hour": "peak", "hour") unless
    negated ("off-peak" stays whole), and word pairs hyphen-joined ("to date": "to-date")."""
    words = _WORD.findall(text.casefold())
    split = {p for w in words if not w.startswith(("off-", "non-")) for p in w.split("-")}
    return set(words) | split | {f"{a}-{b}" for a, b in itertools.pairwise(words)}


def order_warnings(fact: FactTemplate) -> list[str]:
    """The message for a number fact whose contexts look ordered but declare no order."""
    hint = order_hint(fact)
    if hint is None:
        return []
    return [
        f"number fact with contexts {fact.contexts} declares no order although {hint}: add "
        'ordered = "ascending" or "descending" if the domain orders its values across them'
    ]


# -- scenarios ----------------------------------------------------------------------------------


def fact_findings(scenario: str, role: str, fact: FactTemplate) -> list[Finding]:
    """Every finding on one fact: label and phrasing conflicts (errors), order hints
    (warnings)."""
    found = [
        Finding(scenario, role, fact.key, "error", p)
        for p in (*label_conflicts(fact), *phrasing_conflicts(fact))
    ]
    found += [Finding(scenario, role, fact.key, "warning", p) for p in order_warnings(fact)]
    return found


def scenario_findings(template: ScenarioTemplate) -> list[Finding]:
    """Every finding on one scenario, in file order."""
    return [
        finding
        for role in template.every_role
        for fact in role.facts
        for finding in fact_findings(template.name, role.title, fact)
    ]


def shipped_findings(template_set: int | None = None) -> list[Finding]:
    """Every finding on every shipped scenario of a template set (None: the latest), by domain
    and file name. ``[]`` when the shipped scenarios are consistent."""
    return [
        finding
        for domain in DOMAINS
        for template in templates(domain, template_set)
        for finding in scenario_findings(template)
    ]
