"""The one scorer: joint correctness of the decision and the number, and the diagnosis an agent
may give with it (T1: whom not to trust; T2: what to believe), scored exactly against the fault
plan, with no judge."""

from __future__ import annotations

import math
import re
import zlib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

import numpy as np

from uncoenv.tasks.faults import Fault, kind_of
from uncoenv.tasks.logic import round_half_even, to_decimal
from uncoenv.tasks.models import Fact, Task
from uncoenv.tasks.text import folded


@dataclass(frozen=True)
class Score:
    """How a final answer compares with the gold answer.

    Attributes:
        correct_decision: The conclusion label and the candidate (or none) match.
        correct_numeric: The numeric result matches at the task's precision (both null for a
            negative answer).
    """

    correct_decision: bool
    correct_numeric: bool

    @property
    def correct(self) -> bool:
        """Joint correctness: the reward is 1.0 exactly when this holds."""
        return self.correct_decision and self.correct_numeric


def score(
    task: Task, conclusion: str, candidate: str | None, numeric_result: float | None
) -> Score:
    """Compare a final answer with the task's gold answer.

    Labels and names compare without regard to case or surrounding spaces; the number is
    rounded half to even at the task's precision before it is compared.
    """
    gold = task.answer
    decision = _same(conclusion, gold.conclusion) and (
        _same(candidate, gold.candidate) if gold.candidate else candidate is None
    )
    if gold.numeric_result is None or numeric_result is None:
        numeric = gold.numeric_result is None and numeric_result is None
    else:
        given = round_half_even(to_decimal(numeric_result), task.rule.precision)
        numeric = given == to_decimal(gold.numeric_result)
    return Score(correct_decision=decision, correct_numeric=numeric)


def _same(a: str | None, b: str | None) -> bool:
    return a is not None and b is not None and a.strip().casefold() == b.strip().casefold()


# -- diagnosis: whom not to trust (T1) and what to believe (T2) ----------------------------------

BELIEF_SAMPLE = 4
"""Decision-relevant (candidate, fact) pairs no fault touches that T2 also checks, drawn once per
task (a seeded Generator keyed by the task id), so a belief state is judged beyond the faults."""


@dataclass(frozen=True)
class Attribution:
    """T1: the unreliable colleagues an agent names against the setting's fault plan.

    Attributes:
        exact: The set of (role, kind) pairs named equals the plan's.
        precision: Named pairs that are in the plan, over those named (1.0 when none is named).
        recall: The plan's pairs named, over the plan's (1.0 when the plan has none).
    """

    exact: bool
    precision: float
    recall: float


@dataclass(frozen=True)
class Atom:
    """One atomic fact of a belief state (OffQuery's T2): a candidate's value of a fact, which
    a sound state holds (``positive``) or must not hold (a faulty account)."""

    candidate: str
    fact: str
    value: object
    positive: bool
    touched: bool = True  # a fault touches its (candidate, fact); False for the sample


@dataclass(frozen=True)
class BeliefScore:
    """T2: how many of the episode's atoms a belief state gets right.

    Attributes:
        accuracy: Positives held and negatives avoided, over all atoms checked.
        corrupted: An atom a fault touched is wrong: the state holds a faulty account, or lacks
            the value a fault hid.
        wrong: The atoms the state gets wrong.
        unmatched: The state's names of candidates or facts that name none of the task's.
    """

    accuracy: float
    corrupted: bool
    wrong: tuple[Atom, ...]
    unmatched: tuple[str, ...] = ()


def attribution(
    task: Task, setting: str, named: Iterable[tuple[str, str]], misleading_roles: int = 1
) -> Attribution:
    """T1: compare the (role id, fault kind) pairs an agent names with the faults the episode
    played (``misleading_roles`` as the env's)."""
    plan = {(f.role, f.kind) for f in task.faults.played(setting, misleading_roles)}
    given = set(named)
    hits = len(plan & given)
    return Attribution(
        exact=given == plan,
        precision=hits / len(given) if given else 1.0,
        recall=hits / len(plan) if plan else 1.0,
    )


def atoms(task: Task, setting: str, misleading_roles: int = 1) -> tuple[Atom, ...]:
    """The atoms T2 checks in one setting: for every (candidate, fact) a fault touches, the
    value the records give in the required context; each faulty account's value (the other
    context's value, an interval's bound) where it differs; and the values of
    ``BELIEF_SAMPLE`` decision-relevant pairs drawn once per task (the same in every setting;
    a pair a fault touches is counted once)."""
    relevant = _relevant(task)
    faults = task.faults.played(setting, misleading_roles)
    touched = _touched(task, faults, relevant)
    found = [Atom(c, f, task.fact(f).values[c], True) for c, f in touched]
    for fault in faults:
        found += [Atom(c, f, v, False) for c, f, v in kind_of(fault).false_values(task, fault)]
    sample = _sample(task, relevant)
    found += [
        Atom(c, f, task.fact(f).values[c], True, touched=False)
        for c, f in sample
        if (c, f) not in touched
    ]
    return tuple(found)


def beliefs_score(
    task: Task,
    setting: str,
    beliefs: Mapping[str, Mapping[str, object]],
    misleading_roles: int = 1,
) -> BeliefScore:
    """T2: check a belief state ``{candidate: {fact id or label: value}}`` against the
    setting's atoms. Values are read as the records state them: numbers (or text holding one,
    "1,300,000 JPY"), a boolean fact's words or true/false, a category's name in any case."""
    held, unmatched = _held(task, beliefs)
    checked = atoms(task, setting, misleading_roles)
    wrong = []
    for atom in checked:
        value = held.get((atom.candidate, atom.fact), _ABSENT)
        same = value is not _ABSENT and _equal(task.fact(atom.fact), value, atom.value)
        if same != atom.positive:
            wrong.append(atom)
    return BeliefScore(
        accuracy=1 - len(wrong) / len(checked) if checked else 1.0,
        corrupted=any(atom.touched for atom in wrong),
        wrong=tuple(wrong),
        unmatched=unmatched,
    )


_ABSENT = object()


def _relevant(task: Task) -> list[tuple[str, str]]:
    """The decision-relevant (candidate, fact id) pairs: the conditions' and the rule's facts."""
    fact_ids = dict.fromkeys([c.fact for c in task.conditions] + list(task.rule.operands))
    return [(c, f) for f in fact_ids for c in task.candidates]


def _sample(task: Task, relevant: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """``BELIEF_SAMPLE`` relevant pairs, drawn once per task whatever the setting."""
    rng = np.random.default_rng(zlib.crc32(task.id.encode()))
    picks = rng.choice(len(relevant), min(BELIEF_SAMPLE, len(relevant)), replace=False)
    return [relevant[i] for i in sorted(picks)]


def _touched(
    task: Task, faults: Iterable[Fault], relevant: list[tuple[str, str]]
) -> list[tuple[str, str]]:
    """The relevant pairs the faults touch (each kind says which: a misaligned fact for every
    candidate, an incomplete fact for its candidate, every fact of a missed colleague...)."""
    hit: set[tuple[str, str]] = set()
    for fault in faults:
        hit |= kind_of(fault).touched(task, fault, relevant)
    return [pair for pair in relevant if pair in hit]


def _held(
    task: Task, beliefs: Mapping[str, Mapping[str, object]]
) -> tuple[dict[tuple[str, str], object], tuple[str, ...]]:
    """A belief state keyed by (candidate, fact id), and the names in it that name nothing.

    A fact goes by its id, its label, or its label with the context as the brief writes it
    ("standby generator runtime at full load (June 2026 load test)"); a label shared by a
    record's contexts names the decision-relevant one."""
    relevant_ids = {f for _, f in _relevant(task)}
    by_name: dict[str, str] = {}
    for fact in task.facts:
        by_name.setdefault(folded(fact.id), fact.id)
        if fact.context:
            by_name[folded(f"{fact.label} ({fact.context})")] = fact.id
        label = folded(fact.label)
        if fact.id in relevant_ids or label not in by_name:
            by_name[label] = fact.id
    candidates = {folded(c): c for c in task.candidates}
    held: dict[tuple[str, str], object] = {}
    unmatched: list[str] = []
    for name, facts in beliefs.items():
        candidate = candidates.get(folded(str(name)).strip())
        if candidate is None or not isinstance(facts, Mapping):
            unmatched.append(str(name))
            continue
        for fact_name, value in facts.items():
            fact_id = by_name.get(folded(str(fact_name)).strip())
            if fact_id is None:
                unmatched.append(f"{name}: {fact_name}")
            else:
                held[(candidate, fact_id)] = value
    return held, tuple(unmatched)


_NUMBER = re.compile(r"-?\d[\d,]*(?:\.\d+)?|-?\.\d+")
_TRUE, _FALSE = frozenset({"true", "yes"}), frozenset({"false", "no"})


def _equal(fact: Fact, believed: object, value: object) -> bool:
    """Whether a believed value is the value, as the fact's kind reads it."""
    if fact.kind == "bool":
        if isinstance(believed, bool):
            return believed == value
        said = folded(str(believed)).strip()
        words = [folded(w) for w in fact.words] if fact.words else []
        return said in (_TRUE if value else _FALSE) or (bool(words) and said == words[int(value)])
    if fact.kind == "number":
        if isinstance(believed, bool):
            return False
        number = _number(believed)
        return number is not None and math.isclose(
            number,
            float(value),
            rel_tol=1e-9,
            abs_tol=1e-9,  # type: ignore[arg-type]
        )
    return folded(str(believed)).strip() == folded(str(value)).strip()


def _number(believed: object) -> float | None:
    """A believed value read as a number, or None when it holds none a fact could have.

    An integer beyond the float range is valid JSON (up to 4,300 digits) but no fact's value:
    it reads as None rather than raising ``OverflowError`` out of a finalize.
    """
    if isinstance(believed, int | float):
        text = believed
    else:
        found = _NUMBER.search(str(believed))
        if found is None:
            return None
        text = found.group().replace(",", "")
    try:
        return float(text)
    except OverflowError:
        return None
