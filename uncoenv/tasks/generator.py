"""The task generator: each task group is a pure function of (seed, index).

The index fixes the operation (``index % 8``) and the domain (``index // 8 % 14``), so any run
of consecutive indices covers all eight operations and fourteen domains evenly. Everything else
(template, roles, conditions, thresholds, contexts, values, the fault plan, phrasings) comes from
numpy's ``default_rng([seed, index, attempt])`` (its values, drawn by ``draws.Draws`` at less
cost). Each draft is proven by ``checks.verify``; a rejected draft is counted by reason and the
next attempt is drawn.

Design of a draft: three candidates, each failing one condition at most. One fails only the
misaligned fact; the one the incomplete reply hedges fails only the hedged fact in a negative
task (with probability ``NEGATIVE_SHARE``) and nothing in a positive one, where it is the winner;
the third fails a condition of the missed colleague in a negative task and of a fourth colleague
in a positive one. So in every setting a fault decides between one candidate and nobody, and the
hidden outcome is a coin flip. The three faults go on three different necessary roles.

Mixed plays the three faults at once, with one change: in a positive task the silent colleague is
the fourth one. Then the third candidate is open, as the negative task's is, and Mixed's hedge can
be Incomplete's own, hiding a pass as often as a fail (README: "What a fault hides").
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from uncoenv.tasks import checks, logic, notes, render
from uncoenv.tasks.difficulty import STANDARD, Difficulty
from uncoenv.tasks.draws import Draws
from uncoenv.tasks.faults import Fault, IncompleteFault, MisalignedFault, MissedFault
from uncoenv.tasks.frozen import ReadOnlyDict, ReadOnlyList, Value
from uncoenv.tasks.models import (
    Answer,
    Condition,
    Fact,
    Faults,
    Labels,
    Role,
    Rule,
    Task,
    Tier,
)
from uncoenv.tasks.scenarios import DOMAINS, OPERATIONS, templates
from uncoenv.tasks.scenarios.consistency import consistent
from uncoenv.tasks.scenarios.schema import (
    FactTemplate,
    RoleTemplate,
    RuleTemplate,
    ScenarioTemplate,
)
from uncoenv.tasks.text import slug

NEGATIVE_SHARE = STANDARD.negative_share
"""Share of task groups whose answer is the negative label (no candidate qualifies)."""
OPERAND_SHARE = STANDARD.operand_share
"""Share of task groups (all positive) whose incomplete reply hedges a rule operand of the
winner. The rest of the positive ones (``1 - NEGATIVE_SHARE - OPERAND_SHARE``) hedge a condition
of the winner, as many as the negative ones hedge a condition of a candidate that fails only it:
a hedged condition hides a pass as often as a fail (a coin flip, not a prior to guess from)."""
MAX_ATTEMPTS = 100
ALTERNATIVE = "~alternative"  # suffix of a template key naming its alternative-context fact

T = TypeVar("T")


class Infeasible(Exception):
    """A draft cannot be built from the drawn ingredients; ``reason`` names the check."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason


def generate_task(
    seed: int,
    index: int,
    rejections: Counter[str] | None = None,
    template_set: int | None = None,
    difficulty: Difficulty = STANDARD,
) -> Task:
    """The verified task group number ``index`` of the stream ``seed``.

    Args:
        seed: The stream's seed (a non-negative integer).
        index: The task's position in the stream (a non-negative integer).
        rejections: If given, each rejected draft adds one to the count of its failed check.
        template_set: The version of the scenario template set to draw from (None: the latest).
            A benchmark pins the set it was made from, so new scenarios never change it.
        difficulty: The level's knobs (``uncoenv.tasks.difficulty``; default: standard).

    Raises:
        ValueError: a negative seed or index, or an unknown template set.
        RuntimeError: no valid draft in ``MAX_ATTEMPTS`` attempts (never seen in practice).
    """
    operation = OPERATIONS[index % len(OPERATIONS)]
    domain = DOMAINS[index // len(OPERATIONS) % len(DOMAINS)]
    options = _options(domain, operation, template_set)
    return _first_valid(seed, index, operation, options, rejections, difficulty)


@functools.cache
def _options(domain: str, operation: str, template_set: int | None) -> tuple[ScenarioTemplate, ...]:
    """The templates of a domain with a rule for ``operation``, by name: what a draft picks
    must not depend on how the templates are stored."""
    found = sorted(templates(domain, template_set), key=lambda t: t.name)
    return tuple(t for t in found if any(r.operation == operation for r in t.rules))


def generate_from(
    template: ScenarioTemplate,
    seed: int,
    index: int,
    operation: str,
    rejections: Counter[str] | None = None,
    difficulty: Difficulty = STANDARD,
) -> Task:
    """A verified task group drawn from one scenario template (``uncoenv scenario check``).

    Args:
        template: The scenario.
        seed: The stream's seed (a non-negative integer).
        index: The task's position in the stream (a non-negative integer).
        operation: One of the operations the template's rules support.
        rejections: If given, each rejected draft adds one to the count of its failed check.
        difficulty: The level's knobs (default: standard).

    Raises:
        ValueError: a negative seed or index, or an operation the template has no rule for.
        RuntimeError: no valid draft in ``MAX_ATTEMPTS`` attempts.
    """
    if not any(r.operation == operation for r in template.rules):
        raise ValueError(f"scenario {template.name!r} has no {operation} rule")
    return _first_valid(seed, index, operation, [template], rejections, difficulty)


def _first_valid(
    seed: int,
    index: int,
    operation: str,
    options: Sequence[ScenarioTemplate],
    rejections: Counter[str] | None,
    difficulty: Difficulty = STANDARD,
) -> Task:
    """The first draft of (seed, index) that ``verify`` accepts, drawn from ``options``."""
    if seed < 0 or index < 0:
        raise ValueError(f"seed and index must be non-negative, got seed={seed}, index={index}")
    for attempt in range(MAX_ATTEMPTS):
        rng = Draws([seed, index, attempt])
        try:
            name = task_id(seed, index, difficulty)
            # The compound hedge draws from a stream of its own too (``_Draft.compound``).
            task = draft(
                rng, name, options, operation, difficulty, Draws([seed, index, attempt, 2])
            )
            # The notes settings' step draws from a stream of its own: the rest of the group
            # is the one drawn without it.
            task = notes.add_notes(
                task, Draws([seed, index, attempt, 1]), difficulty.negative_share
            )
            violations = checks.verify(task)
        except Infeasible as error:
            reason = error.reason
        except notes.NoNotes:
            reason = "notes"
        else:
            if not violations:
                return task
            reason = violations[0].check
        if rejections is not None:
            rejections[reason] += 1
    raise RuntimeError(f"no valid task for seed={seed}, index={index} in {MAX_ATTEMPTS} attempts")


def task_id(seed: int, index: int, difficulty: Difficulty = STANDARD) -> str:
    """The id of task group ``index`` of the stream ``seed`` ("s7-00042"; at another level
    than standard, its name first: "hard-s7-00042")."""
    name = f"s{seed}-{index:05d}"
    return name if difficulty.name == STANDARD.name else f"{difficulty.name}-{name}"


_TASK_ID = re.compile(r"s(\d+)-(\d+)")


def parse_task_id(text: str) -> tuple[int, int] | None:
    """The (seed, index) whose standard ``task_id`` is ``text``; None for any other text."""
    match = _TASK_ID.fullmatch(text)
    if match is None:
        return None
    seed, index = int(match[1]), int(match[2])
    return (seed, index) if task_id(seed, index) == text else None


def generate_tasks(
    seed: int,
    count: int,
    start: int = 0,
    template_set: int | None = None,
    difficulty: Difficulty = STANDARD,
) -> Iterator[Task]:
    """Task groups ``start`` … ``start + count - 1`` of the stream ``seed``."""
    for index in range(start, start + count):
        yield generate_task(seed, index, template_set=template_set, difficulty=difficulty)


def draft(
    rng: Draws,
    task_id: str,
    options: Sequence[ScenarioTemplate],
    operation: str,
    difficulty: Difficulty = STANDARD,
    compound: Draws | None = None,
) -> Task:
    """One unverified task group drawn from one of ``options`` with ``operation`` (the
    compound hedge, at a level with ``compound_faults``, from ``compound``; None: ``rng``)."""
    if not options:
        raise Infeasible("structure", f"no scenario template has a {operation} rule")
    template = _pick(rng, options)
    if difficulty.reserve_roles:
        template = _with_reserve(template)
    rule = _pick(rng, [r for r in template.rules if r.operation == operation])
    share = rng.random()
    negative = share < difficulty.negative_share
    # The top ``operand_share`` of the draw: 1 - operand_share, as 2 * negative_share exactly.
    hedges_operand = share >= 2 * difficulty.negative_share
    made = _Draft(rng, template, rule, negative, hedges_operand, difficulty, compound)
    return made.build(task_id)


def _pick(rng: Draws, items: Sequence[T]) -> T:
    return items[rng.below(len(items))]


def _shuffled(rng: Draws, items: Sequence[T]) -> list[T]:
    return [items[i] for i in rng.permutation(len(items))]


@dataclass
class _Plan:
    """The drawn structure of a task before values: which facts, conditions and faults."""

    roles: list[str] = field(default_factory=list)  # role titles, template order
    conditions: dict[str, Condition] = field(default_factory=dict)  # by template fact key
    # key -> (required, alternative) or, at a level with decoy contexts, (..., decoy)
    contexts: dict[str, tuple[str, ...]] = field(default_factory=dict)
    misaligned: str = ""  # fact key
    incomplete: str = ""  # fact key
    missed_role: str = ""  # role title
    fourth: str = ""  # positive: the third candidate's failed condition (Mixed silences its role)
    copies: list[str] = field(default_factory=list)  # a faulted decoy's fact key, each its own


class _Draft:
    """Draws one task group from a template; ``build`` returns it (unverified).

    Nothing the agent sees may follow the fault plan or the answer: the conditions are listed
    in a drawn order, the misaligned fact is any context-scoped condition with equal chance,
    and the incomplete fact is any condition (or, in ``OPERAND_SHARE`` of the tasks, rule
    operand) of another role. What a fault hides is a coin flip (``_failures``).
    """

    def __init__(
        self,
        rng: Draws,
        template: ScenarioTemplate,
        rule: RuleTemplate,
        negative: bool,
        hedges_operand: bool = False,
        difficulty: Difficulty = STANDARD,
        compound: Draws | None = None,
    ) -> None:
        self.rng = rng
        # The compound hedge's draws, apart: the rest of the group is the one drawn without it.
        self.compound = rng if compound is None else compound
        self.level = difficulty
        # Colleagues with a condition a task needs: the misaligned, incomplete, missed and
        # fourth ones, then one per faulted decoy.
        self._spread = 4 + difficulty.fault_copies - 1
        self.template = template
        self.rule = rule
        self.negative = negative
        self.hedges_operand = hedges_operand and not negative
        lookups = _lookups(template)
        self.owner, self.spec, self._splits = lookups.owner, lookups.spec, lookups.splits
        self.roles, self.domains, self._prototypes = lookups.roles, lookups.domains, lookups.facts
        self._capacities, self._rank = lookups.capacity(rule), lookups.rank
        self.plan = _Plan()

    # -- structure -------------------------------------------------------------------------

    def _choose_roles(self) -> None:
        operand_roles = list(dict.fromkeys(self.owner[k] for k in self.rule.operands))
        roles = _shuffled(self.rng, self.template.roles)
        others = [r for r in roles if r.title not in operand_roles]
        # Roles that can hold a condition first, those with a context-scoped one before them:
        # a task needs conditions over four roles, two of them context-scoped.
        others.sort(key=lambda r: self._rank[r.title])
        others = [r.title for r in others]
        fewest, most = self.level.roles
        count = max(self.rng.between(fewest, most + 1), len(operand_roles))
        chosen = operand_roles + others[: count - len(operand_roles)]
        rest = others[len(chosen) - len(operand_roles) :]
        # Add roles (up to the most) until the fewest conditions fit over enough roles.
        while rest and len(chosen) < most and not self._room_for_conditions(chosen):
            chosen.append(rest.pop(0))
        self.plan.roles = [r.title for r in self.template.roles if r.title in chosen]

    def _capacity(self, titles: Sequence[str] | None = None) -> dict[str, int]:
        """How many condition facts each role may take (see ``_Lookups.capacity``)."""
        capacities = self._capacities
        return {title: capacities[title] for title in titles or self.plan.roles}

    def _room_for_conditions(self, titles: Sequence[str]) -> bool:
        capacity = self._capacity(titles).values()
        fewest = self.level.conditions[0]
        return sum(capacity) >= fewest and sum(c > 0 for c in capacity) >= self._spread

    def _conditionable(self) -> list[FactTemplate]:
        return [
            f
            for f in self.spec.values()
            if f.good is not None
            and f.key not in self.rule.operands
            and self.owner[f.key] in self.plan.roles
        ]

    def _choose_conditions(self) -> None:
        capacity = self._capacity()
        pool = _shuffled(self.rng, self._conditionable())
        chosen: list[FactTemplate] = []
        taken: set[str] = set()  # keys of ``chosen`` (unique in a scenario): faster than ``in``
        covered: set[str] = set()  # roles of ``chosen``

        def take(f: FactTemplate) -> None:
            chosen.append(f)
            taken.add(f.key)
            covered.add(self.owner[f.key])
            capacity[self.owner[f.key]] -= 1

        # Context-scoped conditions first (all that is chosen so far): two, or one more per
        # faulted decoy, whose fact is misread too.
        scoped_first = 2 + self.level.fault_copies - 1
        for f in pool:
            if f.contexts and len(chosen) < scoped_first and capacity[self.owner[f.key]]:
                take(f)
        fewest, most = self.level.conditions
        wanted = self.rng.between(fewest, most + 1)
        # Then one fact from each not-yet-covered role (to reach enough roles), then any.
        for spread in (True, False):
            for f in pool:
                if len(chosen) >= wanted or (spread and len(covered) >= self._spread):
                    break
                if f.key in taken or capacity[self.owner[f.key]] <= 0:
                    continue
                if spread and self.owner[f.key] in covered:
                    continue
                take(f)
        scoped = [f for f in chosen if f.contexts]
        roles = len({self.owner[f.key] for f in chosen})
        if len(chosen) < fewest or roles < self._spread or len(scoped) < 2:
            raise Infeasible("structure", "too few condition facts, roles or scoped conditions")
        self.plan.conditions = {f.key: self._condition(f) for f in chosen}
        self._choose_faulty_facts(scoped, chosen)
        self._choose_missed_role()

    def _choose_faulty_facts(self, scoped: list[FactTemplate], chosen: list[FactTemplate]) -> None:
        """The misaligned fact (any scoped condition) and the incomplete one: a rule operand of
        another role when the task hedges one, else a condition of another role (a number,
        whose reply can be an interval, where the role has one).

        A hedged operand leaves the number unknown, so only asking for the exact value scores;
        a hedged condition leaves the winner or nobody, each as likely. A structure where some
        scoped condition could not be the misaligned one, or with no operand to hedge, is
        redrawn, so that each is equally likely in the tasks that are kept (a fact whose
        contexts are ordered is never misread, below)."""
        # An ordered fact (peak >= average) cannot pass in one context and fail in the other
        # both ways, as a misaligned account must be free to: it is never the misaligned one.
        scoped = [f for f in scoped if f.ordered is None]
        if not scoped:
            raise Infeasible("structure", "no context-scoped condition can be misread")
        partners = {}
        for f in scoped:
            others = [c for c in chosen if self.owner[c.key] != self.owner[f.key]]
            partners[f.key] = [c for c in others if c.kind == "number"] or others
        if not all(partners.values()):
            raise Infeasible("structure", "a scoped condition has no incomplete partner")
        misaligned = _pick(self.rng, scoped)
        owner = self.owner[misaligned.key]
        self.plan.copies = self._copies(scoped, owner)
        taken = {owner, *(self.owner[k] for k in self.plan.copies)}
        if self.hedges_operand:
            operands = [self.spec[k] for k in self.rule.operands if self.owner[k] not in taken]
            if not operands:
                raise Infeasible("structure", "no rule operand of another role to hedge")
            incomplete = _pick(self.rng, operands)
        else:
            options = [f for f in partners[misaligned.key] if self.owner[f.key] not in taken]
            if not options:
                raise Infeasible("structure", "no condition of another role to hedge")
            incomplete = _pick(self.rng, options)
        self.plan.misaligned, self.plan.incomplete = misaligned.key, incomplete.key

    def _copies(self, scoped: list[FactTemplate], owner: str) -> list[str]:
        """The faulted decoys' facts: context-scoped conditions, each of a colleague of its own
        (not ``owner``, the misaligned one), drawn evenly."""
        copies: list[str] = []
        taken = {owner}
        for _ in range(self.level.fault_copies - 1):
            options = [f for f in scoped if self.owner[f.key] not in taken]
            if not options:
                raise Infeasible("structure", "no scoped condition of another role to copy")
            chosen = _pick(self.rng, options)
            copies.append(chosen.key)
            taken.add(self.owner[chosen.key])
        return copies

    def _choose_missed_role(self) -> None:
        taken = {self.owner[self.plan.misaligned], self.owner[self.plan.incomplete]}
        taken |= self._copy_roles()
        holders = {self.owner[k] for k in self.plan.conditions}
        if not self.negative:
            holders |= {self.owner[k] for k in self.rule.operands}
        options = sorted(holders - taken, key=self.plan.roles.index)
        if not options:
            raise Infeasible("structure", "no third necessary role for the missed reply")
        self.plan.missed_role = _pick(self.rng, options)

    def _condition(self, fact: FactTemplate) -> Condition:
        rng = self.rng
        if fact.kind == "number":
            ordered = sorted(fact.domain)  # type: ignore[type-var]
            position = rng.between(1, len(ordered) - 1)
            strict = bool(rng.random() < 0.3)
            higher = fact.good == "higher"
            op = (">" if higher else "<") if strict else (">=" if higher else "<=")
            return Condition.trusted(fact="", op=op, value=ordered[position])
        if fact.kind == "bool":
            if rng.random() < 0.25:
                return Condition.trusted(fact="", op="!=", value=not fact.good)
            return Condition.trusted(fact="", op="==", value=bool(fact.good))
        good = [v for v in fact.domain if v in fact.good]  # type: ignore[operator]
        bad = [v for v in fact.domain if v not in good]
        if len(good) == 1:
            return Condition.trusted(fact="", op="==", value=good[0])
        if len(bad) == 1 and rng.random() < 0.5:
            return Condition.trusted(fact="", op="!=", value=bad[0])
        return Condition.trusted(fact="", op="in", value=good)

    def _choose_contexts(self) -> None:
        for title in self.plan.roles:
            role = self.roles[title]
            for f in role.facts:
                if f.contexts:
                    decoy = self.level.decoy_contexts
                    drawn = _shuffled(self.rng, f.every_context if decoy else f.contexts)
                    self.plan.contexts[f.key] = tuple(drawn[: 2 + decoy])

    # -- values ----------------------------------------------------------------------------

    def _split(self, key: str) -> tuple[list[Value], list[Value]]:
        """The fact's domain split into values that satisfy its condition and those that fail.

        Kept per template: drafts draw the same few thresholds again and again.
        """
        condition = self.plan.conditions[key]
        target = condition.value
        cache_key = (key, condition.op, tuple(target) if isinstance(target, list) else target)
        found = self._splits.get(cache_key)
        if found is None:
            passing: list[Value] = []
            failing: list[Value] = []
            for v in self._domain(self.spec[key]):
                (passing if logic.holds(condition, v) else failing).append(v)
            found = self._splits[cache_key] = (passing, failing)
        return found

    def _domain(self, fact: FactTemplate) -> Sequence[Value]:
        """The fact's values, in domain order (kept per template: do not modify)."""
        return self.domains[fact.key]

    def _failures(self, candidates: list[str]) -> dict[str, set[str]]:
        """Which condition facts each candidate fails: ``candidates`` are the hedged one, the
        one that fails only the misaligned fact, and a third that fails one condition only.

        Negative: the hedged candidate fails only the hedged fact and the third one condition
        of the missed colleague, so that each fault decides between one candidate and nobody.
        Positive: the hedged candidate passes everything (it is the winner) and the third fails
        one condition of a fourth colleague (``plan.fourth``), who is Mixed's silent one. Then
        in every setting a positive task leaves open as many candidates as a negative one, and
        what a fault hides is a coin flip (README: "What a fault hides").
        """
        hedged, misread, third, *decoys = candidates
        misaligned = self.plan.misaligned
        if self.negative:
            failing = {hedged: {self.plan.incomplete}, misread: {misaligned}}
            failing |= {third: {self._condition_of(self.plan.missed_role)}}
        else:
            taken = {self.owner[misaligned], self.owner[self.plan.incomplete]}
            taken |= {self.plan.missed_role, *self._copy_roles()}
            roles = sorted(
                {self.owner[k] for k in self.plan.conditions} - taken, key=self.plan.roles.index
            )
            if not roles:
                raise Infeasible("structure", "no fourth colleague with a condition")
            self.plan.fourth = self._condition_of(_pick(self.rng, roles))
            failing = {hedged: set(), misread: {misaligned}, third: {self.plan.fourth}}
        faulted, plain = decoys[: len(self.plan.copies)], decoys[len(self.plan.copies) :]
        failing |= {c: {key} for c, key in zip(faulted, self.plan.copies, strict=True)}
        # A plain decoy fails one condition that no fault touches: a reliable reply rules it out.
        faulty = {misaligned, self.plan.incomplete, self.plan.fourth, *self.plan.copies}
        untouched = [k for k in self.plan.conditions if k not in faulty]
        if plain and not untouched:
            raise Infeasible("structure", "no condition apart from the faults for a decoy")
        return failing | {c: {_pick(self.rng, untouched)} for c in plain}

    def _copy_roles(self) -> set[str]:
        """The colleagues of the faulted decoys' facts."""
        return {self.owner[k] for k in self.plan.copies}

    def _condition_of(self, role: str) -> str:
        """One of the role's condition facts, drawn evenly."""
        return _pick(self.rng, [k for k in self.plan.conditions if self.owner[k] == role])

    def _values(
        self, candidates: list[str], failures: dict[str, set[str]]
    ) -> dict[str, dict[str, Value]]:
        """Values by template fact key (required context) and candidate."""
        values: dict[str, dict[str, Value]] = {}
        rng = self.rng
        for title in self.plan.roles:
            role = self.roles[title]
            for f in role.facts:
                if f.key in self.plan.conditions:
                    passing, failing = self._split(f.key)
                    values[f.key] = {
                        c: _pick(rng, failing if f.key in failures[c] else passing)
                        for c in candidates
                    }
                else:
                    domain = self.domains[f.key]
                    values[f.key] = {c: _pick(rng, domain) for c in candidates}
        return values

    def _alternative_values(
        self, candidates: list[str], values: dict[str, dict[str, Value]]
    ) -> dict[str, list[dict[str, Value]]]:
        """Values in each context after the required one, by fact key: the alternative, then
        the decoy if any. The misaligned fact's alternative is as ``_misaligned_account`` says
        each candidate fares there; the rest are drawn like a reliable fact's alternative, so
        nothing tells a decoy from an alternative. A fact whose contexts are ordered (peak >=
        average, never with a decoy) keeps its order (``consistency.consistent``)."""
        alternative = {
            key: [{c: _pick(self.rng, self._in_order(key, values[key][c])) for c in candidates}]
            for key in self.plan.contexts
        }
        misread = candidates[1:2] + candidates[3 : 3 + len(self.plan.copies)]
        for key, candidate in zip([self.plan.misaligned, *self.plan.copies], misread, strict=True):
            passing, failing = self._split(key)
            for name, fails in self._misaligned_account(candidates, candidate).items():
                alternative[key][0][name] = _pick(self.rng, failing if fails else passing)
        # Drawn last, so that a level without decoys draws as before.
        for key, contexts in self.plan.contexts.items():
            for _ in contexts[2:]:
                domain = self._domain(self.spec[key])
                alternative[key].append({c: _pick(self.rng, domain) for c in candidates})
        return alternative

    def _in_order(self, key: str, value: Value) -> Sequence[Value]:
        """The fact's values for the alternative context that keep its order with ``value`` in
        the required one (its whole domain when its contexts are not ordered)."""
        fact, options = self.spec[key], self._domain(self.spec[key])
        if fact.ordered is None:
            return options
        required, alternative = self.plan.contexts[key]  # an ordered fact has no decoy
        kept = [v for v in options if consistent(fact, {required: value, alternative: v})]
        if not kept:
            raise Infeasible("structure", f"no value of {key!r} keeps its contexts' order")
        return kept

    def _misaligned_account(self, candidates: list[str], misread: str) -> dict[str, bool]:
        """Whether each candidate fails a misaligned condition in the alternative context
        (``candidates`` as in ``_failures``; ``misread`` fails only this condition).

        The account must change the answer (the paper's check): in a negative task the
        candidate that fails only the misaligned fact passes there; in a positive one it and
        the winner both fail there (the account leaves nobody) or both pass (two qualify), never
        one alone, which would name the winner by elimination. Every other candidate fails
        there with chance 1/2.
        """
        rng = self.rng
        hedged = candidates[0]
        fails = {c: rng.random() < 0.5 for c in candidates}
        if self.negative:
            fails[misread] = False
        else:
            fails[misread] = fails[hedged]
        return fails

    def _interval(
        self,
        key: str,
        candidate: str,
        values: dict[str, dict[str, Value]],
        rng: Draws | None = None,
    ) -> tuple | None:
        """The incomplete reply: a truthful interval or bound, or None (value omitted).

        The reply is drawn before the value it holds, then the candidate's value is drawn
        strictly inside it, on the side of the threshold the design gave it (for a rule
        operand, anywhere): so the ends, the midpoint and the threshold's place say nothing of
        the side or the value, and the value is never an end (see ``_window``). Drawn from
        ``rng`` (None: the draft's own).
        """
        rng = self.rng if rng is None else rng
        style = rng.random()
        if style < 0.1 or self.spec[key].kind != "number":  # only a number has a range
            return None
        domain = sorted(self.domains[key])  # type: ignore[type-var]
        condition = self.plan.conditions.get(key)
        split = None if condition is None else _split_index(condition, domain)
        shapes = _window_shapes(len(domain), split)
        if not shapes:
            return None
        preferred = "range" if style >= 0.3 else ("at least", "at most")[rng.below(2)]
        shape = preferred if preferred in shapes else _pick(rng, sorted(shapes))
        low, high, inside = _window(rng, shape, len(domain), split)
        if split is not None:  # keep the value on its side of the threshold
            upper = domain.index(values[key][candidate]) >= split  # type: ignore[arg-type]
            inside = [i for i in inside if (i >= split) == upper]
        values[key][candidate] = domain[_pick(rng, inside)]
        return (
            None if low is None else domain[low],
            None if high is None else domain[high],
        )

    def _compound_hedge(
        self, names: list[str], values: dict[str, dict[str, Value]]
    ) -> tuple[str, str, tuple | None]:
        """Mixed's hedge at a level with compound faults: (fact key, candidate, reply) on the
        misaligned record itself, drawn from the compound stream.

        It hedges the candidate that fails only that record (``names[1]``) or, in a positive
        task with chance ``p / (1 - p)`` (``p`` the negative share), the winner. Then a hedge
        that decides the answer hides a pass (the winner's) as often as a fail (a negative
        task's), as Incomplete's does; the rest hedge a loser beside a winner known to pass
        everything, which the answer's uniqueness settles. The loser's reply is drawn first
        either way, so a group whose hedge stays on it is the one expert-v4 drew.
        """
        key = self.plan.misaligned
        interval = self._interval(key, names[1], values, self.compound)
        share = self.level.negative_share / (1 - self.level.negative_share)
        if self.negative or self.compound.random() >= share:
            return key, names[1], interval
        return key, names[0], self._interval(key, names[0], values, self.compound)

    # -- assembly --------------------------------------------------------------------------

    def build(self, task_id: str) -> Task:
        self._choose_roles()
        self._choose_conditions()
        self._choose_contexts()
        # names: the hedged candidate (the winner of a positive task), the one that fails only
        # the misaligned fact, the one that fails one other condition (``_failures``). The
        # order the brief shows is drawn apart (``presented``).
        # Then the faulted decoys (each failing only a copy's fact) and the plain decoys.
        names = _shuffled(self.rng, self.template.candidates)[: self.level.candidates]
        incomplete_candidate = names[0]
        self._failing = self._failures(names)
        values = self._values(names, self._failing)
        interval = self._interval(self.plan.incomplete, incomplete_candidate, values)
        # The third candidate's value of the fourth colleague's condition is drawn inside a
        # window of its own, as v4's Mixed hedge drew it: the groups stay v4's.
        if self.plan.fourth:
            self._interval(self.plan.fourth, names[2], values)
        compound = self._compound_hedge(names, values) if self.level.compound_faults else None
        alternative = self._alternative_values(names, values)
        presented = _shuffled(self.rng, names)
        role_ids = {title: slug(title) for title in self.plan.roles}
        facts, ids = self._facts(presented, values, alternative, role_ids)
        # Listed in a drawn order: the order of choice would point at the faulty facts.
        chosen = self.plan.conditions
        conditions = [
            Condition.trusted_whole({"fact": ids[k], "op": chosen[k].op, "value": chosen[k].value})
            for k in _shuffled(self.rng, list(chosen))
        ]
        rule = self._rule(ids)
        # The answer the design intends; verify() proves it from the evidence.
        candidate = None if self.negative else names[0]
        result = None
        if candidate is not None:
            result = logic.calculate(rule, [values[k][candidate] for k in self.rule.operands])
        # Models built without validation (``trusted``): every part comes from a validated
        # template or is drawn from its domain, and verify() proves the task.
        misaligned = MisalignedFault.trusted(
            role=role_ids[self.owner[self.plan.misaligned]],
            fact=ids[self.plan.misaligned],
            reported_fact=ids[self.plan.misaligned + ALTERNATIVE],
        )
        incomplete = IncompleteFault.trusted(
            role=role_ids[self.owner[self.plan.incomplete]],
            fact=ids[self.plan.incomplete],
            candidate=incomplete_candidate,
            interval=interval,
        )
        missed = MissedFault.trusted(role=role_ids[self.plan.missed_role])
        # Mixed: the three at once, but silent in a positive task is the fourth colleague (the
        # third candidate open, as in a negative task); a compound hedge replaces Incomplete's.
        mixed = [misaligned, incomplete, missed]
        if compound is not None:
            key, hedged, hedge = compound
            mixed[1] = IncompleteFault.trusted(
                role=role_ids[self.owner[key]], fact=ids[key], candidate=hedged, interval=hedge
            )
        elif self.plan.fourth:
            mixed[2] = MissedFault.trusted(role=role_ids[self.owner[self.plan.fourth]])
        copies = self._copy_faults(ids, role_ids)
        necessary = self._necessary_roles()
        template = self.template
        task = Task.trusted(
            id=task_id,
            domain=template.domain,  # type: ignore[arg-type]
            scenario=template.name,
            operation=self.rule.operation,
            background=template.background_for(self.level.candidates),
            question=self._question(),
            labels=Labels.trusted(positive=template.positive, negative=template.negative),
            candidates=presented,
            roles=[
                Role.trusted_whole(
                    {
                        "id": role_ids[r.title],
                        "title": r.title,
                        "responsibilities": r.responsibilities if self.level.describe_roles else "",
                        "necessary": r.title in necessary,
                    }
                )
                for r in self._presented_roles()
            ],
            facts=facts,
            conditions=conditions,
            rule=rule,
            answer=Answer.trusted(
                conclusion=template.negative if candidate is None else template.positive,
                candidate=candidate,
                numeric_result=None if result is None else logic.to_number(result),
            ),
            faults=Faults.trusted(
                misaligned=[misaligned, *copies["misaligned"]],
                incomplete=[incomplete],
                missed=[missed, *copies["missed"]],
                mixed=[*mixed, *copies["mixed"]],
            ),
        )
        return task.model_copy(update={"records": ReadOnlyDict(self._records(task))})

    def _presented_roles(self) -> list[RoleTemplate]:
        """The chosen roles in a drawn order: in template order, the roles that hold conditions
        (and so the faulty ones) would tend to come first."""
        chosen = [r for r in self.template.roles if r.title in self.plan.roles]
        return _shuffled(self.rng, chosen)

    def _facts(
        self,
        candidates: list[str],
        values: dict[str, dict[str, Value]],
        alternative: dict[str, list[dict[str, Value]]],
        role_ids: dict[str, str],
    ) -> tuple[list[Fact], dict[str, str]]:
        """Facts in role order, and fact ids by template key (``key + ALTERNATIVE`` for the
        alternative context).

        A context-scoped fact's contexts come in a drawn order, so replies and records never
        state the required one first."""
        facts, ids = [], {}
        for title in self.plan.roles:
            role = self.roles[title]
            role_id = role_ids[title]
            for spec in role.facts:
                required, *others = self.plan.contexts.get(spec.key, (None,))
                ids[spec.key] = spec.key if required is None else f"{spec.key}__{slug(required)}"
                held = [
                    self._fact(spec, role_id, ids[spec.key], required, candidates, values[spec.key])
                ]
                for context, context_values in zip(
                    others, alternative.get(spec.key, ()), strict=True
                ):
                    fact_id = f"{spec.key}__{slug(context)}"
                    held.append(
                        self._fact(spec, role_id, fact_id, context, candidates, context_values)
                    )
                if others:
                    ids[spec.key + ALTERNATIVE] = held[1].id
                    held = _shuffled(self.rng, held)
                facts.extend(held)
        return facts, ids

    def _fact(
        self,
        spec: FactTemplate,
        role: str,
        fact_id: str,
        context: str | None,
        candidates: list[str],
        values: dict[str, Value],
    ) -> Fact:
        prototype = self._prototypes[spec.key]
        return Fact.trusted_whole(
            {
                "id": fact_id,
                "role": role,
                "label": prototype["label"],
                "kind": prototype["kind"],
                "unit": prototype["unit"],
                "domain": prototype["domain"],
                "context": context,
                # In the order the task presents candidates: draw order would reveal the winner.
                "values": ReadOnlyDict({c: values[c] for c in candidates}),
                "templates": prototype["templates"],
                "words": prototype["words"],
                "cue": self._cue(spec, context),
            }
        )

    def _cue(self, spec: FactTemplate, context: str | None) -> str | None:
        """How the records name ``context`` at this level (None: by the context itself)."""
        if context is None or not spec.cues or not self.level.indirect_contexts:
            return None
        return spec.every_cue[spec.every_context.index(context)]

    def _rule(self, ids: dict[str, str]) -> Rule:
        return rule_over(self.rule, [ids[k] for k in self.rule.operands])

    def _copy_faults(self, ids: dict[str, str], role_ids: dict[str, str]) -> dict[str, list[Fault]]:
        """The copies' faults by setting: each copy's colleague misreads its fact's context in
        Misaligned, is silent in Missed, and does one of the two, drawn evenly, in Mixed.

        Incomplete keeps one hedge at every level. A second one that bites would hedge the
        winner in a positive task, where it already holds the first hedge or another candidate
        visibly fails the hedged condition, and a failing candidate in a negative one: either
        difference in what the replies show would tell the hidden side (``tests/tasks/
        test_leaks.py`` found both)."""
        found: dict[str, list[Fault]] = {"misaligned": [], "missed": [], "mixed": []}
        for key in self.plan.copies:
            role = role_ids[self.owner[key]]
            faults = (
                MisalignedFault.trusted(
                    role=role, fact=ids[key], reported_fact=ids[key + ALTERNATIVE]
                ),
                MissedFault.trusted(role=role),
            )
            for fault in faults:
                found[fault.kind].append(fault)
            found["mixed"].append(faults[self.rng.below(len(faults))])
        return found

    def _necessary_roles(self) -> set[str]:
        if self.negative:  # the colleagues of every candidate's failed condition
            return {self.owner[k] for keys in self._failing.values() for k in keys}
        used = list(self.plan.conditions) + list(self.rule.operands)
        return {self.owner[k] for k in used}

    def _question(self) -> str:
        rule, template = self.rule, self.template
        return (
            f"{template.question} If so, report the eligible candidate's {rule.label} in "
            f"{rule.unit}, rounded to {rule.precision} decimal places (ties to even). If no "
            f'candidate qualifies, answer "{template.negative}" with no numeric result.'
        )

    def _records(self, task: Task) -> dict[str, str]:
        draws = iter(self.rng.below_each(1 << 16, len(task.facts) * len(task.candidates)))

        def phrasing(fact_id: str, candidate: str) -> int:
            return next(draws)

        return {role.id: render.record_text(task, role.id, phrasing) for role in task.roles}


class _Lookups:
    """What every draft of one template uses, made once per template (read-only).

    Attributes:
        owner: Fact key -> the title of the role holding it.
        spec: Fact key -> the fact.
        roles: Role title -> the role.
        rank: Role title -> its rank when roles are chosen: those that can hold a condition
            first, those with a context-scoped one before them.
        domains: Fact key -> its values in domain order (a bool's: False, True).
        facts: Fact key -> the fields of the fact as a task holds it but its id, role, context
            and values; its lists read-only, shared by every task of the template.
        splits: (key, op, target) -> the domain split by a condition, filled as drafts go. A
            threshold is one of its fact's domain values, so a target that equals another (1
            and 1.0) splits the domain the same way.
    """

    def __init__(self, template: ScenarioTemplate) -> None:
        self.template = template
        self.owner = {f.key: r.title for r in template.roles for f in r.facts}
        self.spec = {f.key: f for r in template.roles for f in r.facts}
        self.roles = {r.title: r for r in template.roles}
        self.rank = {
            r.title: (not _holds_scoped_condition(r), not _holds_condition(r))
            for r in template.roles
        }
        self.domains: dict[str, tuple[Value, ...]] = {
            k: (False, True) if f.kind == "bool" else tuple(f.domain) for k, f in self.spec.items()
        }
        self.facts = {
            k: {
                "label": f.label,
                "kind": f.kind,
                "unit": f.unit,
                "domain": ReadOnlyList(self.domains[k]),
                "templates": ReadOnlyList(f.templates),
                "words": f.words,
            }
            for k, f in self.spec.items()
        }
        self.splits: dict[tuple, tuple[list[Value], list[Value]]] = {}
        self._capacities: dict[tuple[str, ...], dict[str, int]] = {}

    def capacity(self, rule: RuleTemplate) -> dict[str, int]:
        """How many condition facts each role may take under ``rule``: its conditionable
        facts, keeping at least one of its facts unused as a distractor."""
        found = self._capacities.get(tuple(rule.operands))
        if found is None:
            found = self._capacities[tuple(rule.operands)] = {}
            for role in self.template.roles:
                facts = role.facts
                operands = sum(f.key in rule.operands for f in facts)
                usable = sum(f.good is not None and f.key not in rule.operands for f in facts)
                found[role.title] = max(0, min(usable, len(facts) - 1 - operands))
        return found


class _ByTemplate(Generic[T]):
    """What is made once from each scenario template, kept by identity with the template itself,
    so that its id is never reused while cached (a template is frozen, and held here)."""

    def __init__(self, make: Callable[[ScenarioTemplate], T]) -> None:
        self.make = make
        self.found: dict[int, tuple[ScenarioTemplate, T]] = {}

    def __call__(self, template: ScenarioTemplate) -> T:
        found = self.found.get(id(template))
        if found is None or found[0] is not template:
            if len(self.found) >= 1024:  # ``generate_from`` may see any number of templates
                self.found.clear()
            found = self.found[id(template)] = (template, self.make(template))
        return found[1]


_lookups = _ByTemplate(_Lookups)
"""The lookups of a template."""
_with_reserve = _ByTemplate(ScenarioTemplate.with_reserve)
"""A template with its reserve roles among its roles (the levels with more colleagues)."""


def _split_index(condition: Condition, domain: Sequence[Value]) -> int:
    """Where a threshold condition splits a sorted number domain: ``domain[:split]`` fall on
    one side, the rest on the other (a threshold is a domain value, so both sides hold some)."""
    below = logic.holds(condition, domain[0])
    return next(i for i, v in enumerate(domain) if logic.holds(condition, v) != below)


_MIN_INSIDE = 3
"""Values strictly inside a hedged operand's reply, at least: a guess of the exact value is then
right one time in three or less (operand domains hold five or six values: no more fit)."""


def _window_shapes(size: int, split: int | None) -> set[str]:
    """The reply shapes that fit a sorted domain of ``size`` values: "range" (both ends) and
    the bounds "at least" (low end) and "at most" (high end). Around a threshold at ``split``
    each side keeps a value strictly inside (an open side needs no room); around an operand
    (``split`` None), ``_MIN_INSIDE`` values are inside."""
    if split is None:
        bounds = {"at least", "at most"} if size >= _MIN_INSIDE + 1 else set()
        return bounds | {"range"} if size >= _MIN_INSIDE + 2 else bounds
    shapes = {"at most"} if split <= size - 2 else set()
    if split >= 2:
        shapes |= {"at least", "range"} if split <= size - 2 else {"at least"}
    return shapes


def _window(
    rng: Draws, shape: str, size: int, split: int | None
) -> tuple[int | None, int | None, list[int]]:
    """The ends (domain positions; None for an open side) of a reply of ``shape``, drawn
    evenly from the positions that fit (``_window_shapes``), and the positions inside it."""
    low = high = None
    if split is None:
        if shape == "range":
            low = rng.below(size - _MIN_INSIDE - 1)
            high = low + _MIN_INSIDE + 1 + rng.below(size - low - _MIN_INSIDE - 1)
        elif shape == "at least":
            low = rng.below(size - _MIN_INSIDE)
        else:
            high = _MIN_INSIDE + rng.below(size - _MIN_INSIDE)
    else:
        if shape != "at most":
            low = rng.below(split - 1)
        if shape != "at least":
            high = split + 1 + rng.below(size - split - 1)
    first = 0 if low is None else low + 1
    last = size - 1 if high is None else high - 1
    return low, high, list(range(first, last + 1))


def _holds_condition(role: RoleTemplate) -> bool:
    return any(f.good is not None for f in role.facts)


def _holds_scoped_condition(role: RoleTemplate) -> bool:
    return any(f.good is not None and f.contexts for f in role.facts)


def rule_over(shape: RuleTemplate, operands: list[str]) -> Rule:
    """A scenario's calculation as a task's rule over these operands (fact ids, or the names
    a brief gives them). Built without validation: the template was validated."""
    return Rule.trusted(
        operation=shape.operation,
        operands=operands,
        weights=shape.weights,
        subtract=shape.subtract,
        tiers=None
        if shape.tiers is None
        else [Tier.trusted(up_to=t.up_to, rate=t.rate) for t in shape.tiers],
        precision=shape.precision,
        unit=shape.unit,
        label=shape.label,
    )
