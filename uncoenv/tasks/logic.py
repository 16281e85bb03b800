"""The decision logic as pure functions: conditions, the calculation, and what an answer can be.

All arithmetic is decimal: a JSON number becomes a ``Decimal`` through its shortest repr, and
only the final result is rounded (half to even) at the rule's precision.

``outcomes`` is the one engine behind the answer, answer uniqueness, role necessity and the
fault checks: given the values some (fact, candidate) pairs could take, it enumerates exactly,
candidate by candidate, which answers the evidence still allows.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_EVEN, Context, Decimal
from typing import TYPE_CHECKING

from uncoenv.tasks.frozen import Value

if TYPE_CHECKING:  # types only: the fault kinds, which the models import, use this module
    from uncoenv.tasks.models import Condition, Fact, Rule, Task

Outcome = tuple[str | None, Decimal | None]
"""(eligible candidate, rounded result), or (None, None) when no candidate qualifies."""
NEGATIVE: Outcome = (None, None)
Unknowns = Mapping[tuple[str, str], Sequence[Value]]
"""For (fact id, candidate): the values still possible."""


def to_decimal(value: int | float | Decimal) -> Decimal:
    """A JSON number as the decimal it was written as (0.1 stays 0.1)."""
    # Tasks repeat the same few numbers thousands of times, and a cache hit costs a quarter of
    # a conversion. Ints and floats keep separate caches, as 1 == 1.0 would share one entry.
    kind = value.__class__
    if kind is float:
        found = _FLOATS.get(value)  # type: ignore[call-overload]
        if found is None:
            found = Decimal(repr(value))
            # -0.0 == 0.0 but reads "-0.0"; NaN never equals itself; neither is worth a slot.
            if value and value == value and len(_FLOATS) < _CACHE_SIZE:
                _FLOATS[value] = found  # type: ignore[index]
        return found
    if kind is int:
        found = _INTS.get(value)  # type: ignore[call-overload]
        if found is None:
            found = Decimal(value)
            if len(_INTS) < _CACHE_SIZE:
                _INTS[value] = found  # type: ignore[index]
        return found
    if isinstance(value, Decimal):
        return value
    return Decimal(value) if isinstance(value, int) else Decimal(repr(value))


_CACHE_SIZE = 100_000  # bounds the caches for a long-lived process reading arbitrary numbers
_FLOATS: dict[float, Decimal] = {}
_INTS: dict[int, Decimal] = {}


def to_number(value: Decimal) -> int | float:
    """A rounded decimal as a JSON number: int when integral, else float."""
    return int(value) if value == value.to_integral_value() else float(value)


def holds(condition: Condition, value: Value) -> bool:
    """Whether ``value`` satisfies ``condition``."""
    target = condition.value
    match condition.op:
        case "==":
            return equal_values(value, target)
        case "!=":
            return not equal_values(value, target)
        case "in":
            return any(equal_values(value, t) for t in target)  # type: ignore[union-attr]
    a, b = to_decimal(value), to_decimal(target)  # type: ignore[arg-type]
    match condition.op:
        case ">=":
            return a >= b
        case ">":
            return a > b
        case "<=":
            return a <= b
    return a < b


def equal_values(a: Value, b: Value) -> bool:
    """Equal values of one fact: 1 == 1.0, but a bool never stands for a number."""
    return a == b and isinstance(a, bool) == isinstance(b, bool)


def calculate(rule: Rule, operands: Sequence[int | float | Decimal]) -> Decimal:
    """The rule applied to operand values (in ``rule.operands`` order), rounded half to even.

    Raises:
        ZeroDivisionError: a ratio with a zero denominator.
    """
    return round_half_even(calculate_exact(rule, operands), rule.precision)


def calculate_exact(rule: Rule, operands: Sequence[int | float | Decimal]) -> Decimal:
    """The rule applied to operand values, before rounding."""
    x = [to_decimal(v) for v in operands]
    match rule.operation:
        case "sum":
            return sum(x, Decimal(0))
        case "difference":
            return x[0] - x[1]
        case "mean":
            return sum(x, Decimal(0)) / len(x)
        case "ratio":
            return x[0] / x[1]
        case "product":
            result = Decimal(1)
            for v in x:
                result *= v
            return result
        case "weighted_sum":
            weights = [to_decimal(w) for w in rule.weights or ()]
            return sum((w * v for w, v in zip(weights, x, strict=True)), Decimal(0))
        case "sum_minus_deduction":
            kept = len(x) - rule.subtract
            return sum(x[:kept], Decimal(0)) - sum(x[kept:], Decimal(0))
        case "piecewise":
            return progressive(sum(x, Decimal(0)), rule)
    raise ValueError(f"unknown operation {rule.operation!r}")


def progressive(base: Decimal, rule: Rule) -> Decimal:
    """Tiered marginal rates: each tier's rate applies to the part of ``base`` inside it."""
    total, lower = Decimal(0), Decimal(0)
    for tier in rule.tiers or ():
        upper = None if tier.up_to is None else to_decimal(tier.up_to)
        part = (base if upper is None else min(base, upper)) - lower
        if part > 0:
            total += to_decimal(tier.rate) * part
        if upper is None:
            break
        lower = upper
    return total


def round_half_even(value: Decimal, precision: int) -> Decimal:
    """``value`` rounded to ``precision`` decimal places, ties to even."""
    # Enough digits for any magnitude (the default context holds 28, an agent may send more).
    needed = value.adjusted() + precision + 2
    digits = _DIGITS if needed <= _DIGITS.prec else Context(prec=needed)
    return value.quantize(Decimal(1).scaleb(-precision), rounding=ROUND_HALF_EVEN, context=digits)


_DIGITS = Context(prec=28)  # made once: a Context costs more than the rounding itself


@dataclass(frozen=True)
class Outcomes:
    """What the evidence still allows.

    Attributes:
        possible: Every answer some completion of the unknowns gives.
        ambiguous: Whether some completion makes two or more candidates eligible.
    """

    possible: frozenset[Outcome]
    ambiguous: bool

    @property
    def determined(self) -> bool:
        """One answer, and no completion with two eligible candidates (|O| + 1[a] == 1)."""
        return len(self.possible) + self.ambiguous == 1


def outcomes(task: Task, unknowns: Unknowns | None = None) -> Outcomes:
    """Every answer the task's evidence allows when some values are unknown.

    A shorthand for ``Decision(task).outcomes(unknowns)``; build the ``Decision`` once when
    asking many questions of one task.
    """
    return Decision(task).outcomes(unknowns)


class Decision:
    """A task's decision problem, prepared for exact enumeration of its possible answers.

    Candidates are independent (each unknown belongs to one candidate), so the enumeration is
    factorised: for each candidate, whether it can fail, and which results it gives when it
    qualifies; the answers then combine exactly.
    """

    def __init__(self, task: Task) -> None:
        self.task = task
        self.values = {f.id: f.values for f in task.facts}
        conditions: dict[str, list[Condition]] = {}
        for condition in task.conditions:
            conditions.setdefault(condition.fact, []).append(condition)
        # Truth of each condition fact's conditions, per value (the values of one fact share a
        # kind, so True and 1 never meet as keys of one table).
        self.passes: dict[str, dict[Value, bool]] = {
            fact.id: _truth_table(fact, conditions[fact.id])
            for fact in task.facts
            if fact.id in conditions
        }
        self._results_cache = _results_of(task.rule)
        # ``verify`` asks the same questions more than once (the mixed setting repeats the other
        # three, the missed fault repeats a necessity check): answers are kept by question.
        # Keys compare values as the tables above do (1 == 1.0), which gives equal answers.
        self._answers: dict[tuple, Outcomes] = {}
        self._without: dict[tuple[str, ...], Outcomes] = {}
        self._determined_without: dict[tuple[str, ...], bool] = {}
        self._complete: dict[str, tuple[bool, frozenset[Decimal]]] = {}
        self._domains = {f.id: f.domain for f in task.facts}
        self._fails: dict[str, tuple[str, ...]] = {}
        self._operands = task.rule.operands

    def _failing(self, candidate: str) -> tuple[str, ...]:
        """The condition facts whose conditions the candidate's own value fails."""
        found = self._fails.get(candidate)
        if found is None:
            values = self.values
            found = self._fails[candidate] = tuple(
                [
                    fact_id
                    for fact_id, table in self.passes.items()
                    if not table[values[fact_id][candidate]]
                ]
            )
        return found

    def outcomes(self, unknowns: Unknowns | None = None) -> Outcomes:
        """Every answer the evidence allows.

        Args:
            unknowns: For (fact id, candidate), the values still possible (each in its fact's
                domain); other values are known.

        Returns:
            The possible answers and whether two candidates can qualify at once.
        """
        key = tuple([(k, tuple(v)) for k, v in unknowns.items()]) if unknowns else ()
        found = self._answers.get(key)
        if found is None:
            found = self._answers[key] = self._enumerate(unknowns or {})
        return found

    def outcomes_without(self, fact_ids: Iterable[str]) -> Outcomes:
        """``outcomes(hide(task, fact_ids))``: every answer the evidence allows when these
        facts are unknown for every candidate, anywhere in their domains.

        Necessity and the missed fault ask this of each role: hiding facts for all candidates
        at once costs less than naming every (fact, candidate) pair. Answers are kept by facts.
        """
        key = tuple(fact_ids)
        found = self._without.get(key)
        if found is None:
            hidden = {fact_id: self._domains[fact_id] for fact_id in key}
            found = self._without[key] = self._combine(
                {c: self._state(c, hidden) for c in self.task.candidates}
            )
        return found

    def determined(self, unknowns: Unknowns) -> bool:
        """``outcomes(unknowns).determined``, at less cost: the enumeration stops once a second
        answer (or a second candidate that can qualify) is found."""
        return self._determined(_by_candidate(unknowns).get)

    def determined_without(self, fact_ids: Iterable[str]) -> bool:
        """``outcomes_without(fact_ids).determined``, at less cost (see ``determined``): role
        necessity asks it of each necessary role, the missed fault again of its role."""
        key = tuple(fact_ids)
        found = self._determined_without.get(key)
        if found is None:
            hidden = {fact_id: self._domains[fact_id] for fact_id in key}
            found = self._determined_without[key] = self._determined(lambda _: hidden)
        return found

    def _determined(self, hidden_of: Callable[[str], Mapping[str, Sequence[Value]] | None]) -> bool:
        """``_combine(...).determined`` from each candidate's can-fail and can-qualify alone,
        enumerating results only for a lone candidate that can qualify, and only up to two."""
        candidates = self.task.candidates
        fails: dict[str, bool] = {}
        qualifying = []  # (candidate, its operands' possible values, its results if known)
        for candidate in candidates:
            hidden = hidden_of(candidate)
            if not hidden:
                can_fail, results = self._state(candidate, None)
                fails[candidate] = can_fail
                if results:
                    qualifying.append((candidate, [], results))
                continue
            conditions = self._conditions(candidate, hidden)
            if conditions is None:
                fails[candidate] = True
                continue
            fails[candidate], passing = conditions
            operands = self._operand_options(candidate, hidden, passing)
            if all(operands):  # some result: no operand is left without values
                qualifying.append((candidate, operands, None))
        everyone_can_fail = all(fails.values())  # the negative answer is possible

        def others_can_fail(candidate: str) -> bool:
            return all([fails[other] for other in candidates if other != candidate])

        if len(qualifying) >= 2:  # ambiguous: determined only when no answer is possible
            return not everyone_can_fail and not any(others_can_fail(q[0]) for q in qualifying)
        if not qualifying or not others_can_fail(qualifying[0][0]):
            return everyone_can_fail
        if everyone_can_fail:  # the negative answer and some result of the lone qualifier
            return False
        ((_, operands, results),) = qualifying
        if results is None:
            results = self._results(operands, stop=2)
        return len(results) == 1

    def _enumerate(self, unknowns: Unknowns) -> Outcomes:
        by_candidate = _by_candidate(unknowns)
        return self._combine({c: self._state(c, by_candidate.get(c)) for c in self.task.candidates})

    def _state(
        self, candidate: str, hidden: Mapping[str, Sequence[Value]] | None
    ) -> tuple[bool, frozenset[Decimal]]:
        if hidden:
            return self._states(candidate, hidden)
        # The complete evidence on this candidate: the same for every question.
        state = self._complete.get(candidate)
        if state is None:
            state = self._complete[candidate] = self._states(candidate, {})
        return state

    def _combine(self, states: Mapping[str, tuple[bool, frozenset[Decimal]]]) -> Outcomes:
        """The answers from each candidate's (can fail, results when it qualifies)."""
        candidates = self.task.candidates
        possible: set[Outcome] = set()
        if all([can_fail for can_fail, _ in states.values()]):
            possible.add(NEGATIVE)
        for candidate in candidates:
            results = states[candidate][1]
            # A candidate that can qualify is the answer when every other one can fail.
            if results and all([states[other][0] for other in candidates if other != candidate]):
                possible.update([(candidate, result) for result in results])
        qualifying = sum([1 for _, results in states.values() if results])
        return Outcomes(frozenset(possible), ambiguous=qualifying >= 2)

    def _states(
        self, candidate: str, hidden: Mapping[str, Sequence[Value]]
    ) -> tuple[bool, frozenset[Decimal]]:
        """Whether the candidate can fail, and its possible results when it qualifies.

        Args:
            candidate: The candidate.
            hidden: For each of its unknown facts, the values still possible.
        """
        conditions = self._conditions(candidate, hidden)
        if conditions is None:
            return True, _NONE
        can_fail, passing = conditions
        return can_fail, frozenset(self._results(self._operand_options(candidate, hidden, passing)))

    def _conditions(
        self, candidate: str, hidden: Mapping[str, Sequence[Value]]
    ) -> tuple[bool, dict[str, list[Value]]] | None:
        """None when the candidate cannot qualify; else whether it can fail, and the passing
        values of its unknown condition facts."""
        for fact_id in self._failing(candidate):
            if fact_id not in hidden:  # a known value fails
                return None
        can_fail = False
        passing: dict[str, list[Value]] = {}
        tables = self.passes
        for fact_id, options in hidden.items():
            table = tables.get(fact_id)
            if table is None:  # not a condition fact
                continue
            allowed = passing[fact_id] = [v for v in options if table[v]]
            if not allowed:
                return None
            can_fail = can_fail or len(allowed) < len(options)
        return can_fail, passing

    def _operand_options(
        self,
        candidate: str,
        hidden: Mapping[str, Sequence[Value]],
        passing: Mapping[str, list[Value]],
    ) -> list[Sequence[Value]]:
        """The values each rule operand can take for the candidate when it qualifies (given
        ``_conditions``' passing values), in operand order."""
        # A fact that is both a condition and an operand only takes its passing values here.
        values = self.values
        operands = []
        for o in self._operands:
            options = passing.get(o) or hidden.get(o)
            operands.append((values[o][candidate],) if options is None else options)
        return operands

    def _results(self, operands: list[Sequence[Value]], stop: int = 0) -> set[Decimal]:
        """The results of the operands' possible values; with ``stop``, as soon as that many
        differ (the rest are not needed)."""
        cache, rule = self._results_cache, self.task.rule
        found: set[Decimal] = set()
        for combo in itertools.product(*operands):
            result = cache.get(combo)
            if result is None:
                if len(cache) >= _CACHE_SIZE:
                    cache.clear()
                result = cache[combo] = calculate(rule, combo)  # type: ignore[arg-type]
            found.add(result)
            if len(found) == stop:
                break
        return found


def _by_candidate(unknowns: Unknowns) -> dict[str, dict[str, Sequence[Value]]]:
    """Unknowns by candidate, then fact."""
    by_candidate: dict[str, dict[str, Sequence[Value]]] = {}
    for (fact_id, candidate), options in unknowns.items():
        by_candidate.setdefault(candidate, {})[fact_id] = options
    return by_candidate


_NONE: frozenset[Decimal] = frozenset()


def _results_of(rule: Rule) -> dict[tuple[Value, ...], Decimal]:
    """The kept results of a rule's calculation, by operand values: shared by every task whose
    rule does the same calculation (generated tasks draw their rules from a few templates).

    Keys compare values as Python does (1 == 1.0): equal values and equal weights, rates and
    bounds give equal rounded results, since rounding fixes the exponent.
    """
    weights = None if rule.weights is None else tuple(rule.weights)
    tiers = None if rule.tiers is None else tuple((t.up_to, t.rate) for t in rule.tiers)
    key = (rule.operation, weights, rule.subtract, tiers, rule.precision)
    found = _RESULTS.get(key)
    if found is None:
        if len(_RESULTS) >= 1024:
            _RESULTS.clear()
        found = _RESULTS[key] = {}
    return found


_RESULTS: dict[tuple, dict[tuple[Value, ...], Decimal]] = {}


def _truth_table(fact: Fact, conditions: Sequence[Condition]) -> dict[Value, bool]:
    """Whether each value of the fact (its domain and its values) satisfies every condition.

    Generated tasks repeat the same facts and thresholds, so tables are kept (read-only) by
    kind, domain and conditions. Keys compare values as the tables do (1 == 1.0), and equal
    values give equal truth; the kind keeps True and 1 apart.
    """
    key = (
        fact.kind,
        tuple(fact.domain),
        tuple((c.op, tuple(c.value) if isinstance(c.value, list) else c.value) for c in conditions),
    )
    table = _TABLES.get(key)
    if table is None:
        tests = [_test(c) for c in conditions]
        table = {v: all(test(v) for test in tests) for v in fact.domain}
        if len(_TABLES) >= _CACHE_SIZE:
            _TABLES.clear()
        _TABLES[key] = table
    extra = [v for v in fact.values.values() if v not in table]
    if extra:  # a value outside the domain (a malformed task): a table of its own
        tests = [_test(c) for c in conditions]
        table = {**table, **{v: all(test(v) for test in tests) for v in extra}}
    return table


_TABLES: dict[tuple, dict[Value, bool]] = {}


def _test(condition: Condition) -> Callable[[Value], bool]:
    """``holds(condition, ·)`` as a function of the value."""
    target = condition.value
    match condition.op:
        case "==" | "!=" | "in":
            return lambda v: holds(condition, v)
    b = to_decimal(target)  # type: ignore[arg-type]
    match condition.op:
        case ">=":
            return lambda v: to_decimal(v) >= b  # type: ignore[arg-type]
        case ">":
            return lambda v: to_decimal(v) > b  # type: ignore[arg-type]
        case "<=":
            return lambda v: to_decimal(v) <= b  # type: ignore[arg-type]
    return lambda v: to_decimal(v) < b  # type: ignore[arg-type]


def solve(task: Task) -> Outcome:
    """The answer the complete evidence gives.

    Raises:
        ValueError: when two or more candidates qualify.
    """
    found = outcomes(task)
    if found.ambiguous:
        raise ValueError(f"task {task.id!r}: more than one candidate qualifies")
    (outcome,) = found.possible
    return outcome


def eligible(task: Task) -> list[str]:
    """The candidates that satisfy every condition."""
    facts = {f.id: f for f in task.facts}
    return [
        c
        for c in task.candidates
        if all(holds(k, facts[k.fact].values[c]) for k in task.conditions)
    ]


def relevant_ids(task: Task) -> list[str]:
    """The decision-relevant fact ids: the conditions' facts, then the rule's operands."""
    return list(dict.fromkeys([c.fact for c in task.conditions] + list(task.rule.operands)))


def relevant_facts(task: Task, role_id: str) -> list[str]:
    """The role's decision-relevant facts: those used by a condition or by the rule."""
    # ``verify`` asks this of one task some twenty times: the answers for every role are kept
    # for the last task asked about (by identity; a task is frozen).
    global _relevant
    cached_task, by_role = _relevant
    if cached_task is not task:
        used = {c.fact for c in task.conditions} | set(task.rule.operands)
        by_role = {}
        for f in task.facts:
            if f.id in used:
                by_role.setdefault(f.role, []).append(f.id)
        _relevant = (task, by_role)
    return list(by_role.get(role_id, ()))


_relevant: tuple[Task | None, dict[str, list[str]]] = (None, {})


def hide(
    task: Task, fact_ids: Iterable[str], candidates: Iterable[str] | None = None
) -> dict[tuple[str, str], list[Value]]:
    """Unknowns that hide these facts (for these candidates, default all) over their domains."""
    facts = {f.id: f for f in task.facts}
    names = list(task.candidates if candidates is None else candidates)
    return {(f, c): list(facts[f].domain) for f in fact_ids for c in names}


def within(value: Value, interval: tuple[int | float | None, int | float | None]) -> bool:
    """Whether a number lies in ``[lo, hi]`` (an end that is None is open)."""
    lo, hi = interval
    v = to_decimal(value)  # type: ignore[arg-type]
    return (lo is None or v >= to_decimal(lo)) and (hi is None or v <= to_decimal(hi))
