"""Nothing the agent sees points at the faults or the answer.

A leak is a signal in what the agent sees (an order, a count, a word) that follows the hidden
fault plan or answer. Each order the brief shows is tested for uniformity with a chi-square test
at alpha = 0.001, per group size, over the shipped benchmark and over fresh train tasks, at every
difficulty level; then "cheating" probes that use only such a signal (learned on train tasks,
scored on the benchmark) must not beat chance. A level's extra faults (``fault_copies``) are
tested with the first ones.
"""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from typing import NamedTuple

import pytest

from uncoenv.envs.core import UnCoEnv
from uncoenv.tasks import dataset, generator, logic
from uncoenv.tasks.difficulty import LEVELS
from uncoenv.tasks.faults import IncompleteFault
from uncoenv.tasks.models import Condition, Task, Value

CHI_SQUARE_CRITICAL = {
    1: 10.828,
    2: 13.816,
    3: 16.266,
    4: 18.467,
    5: 20.515,
    6: 22.458,
    7: 24.322,
    8: 26.124,
    9: 27.877,
    10: 29.588,
    11: 31.264,
}
"""Critical values of the chi-square distribution at alpha = 0.001, by degrees of freedom."""
Z_CRITICAL = 3.090
"""One-sided normal critical value at alpha = 0.001."""
TRAIN_TASKS = 800


@pytest.fixture(scope="module", params=list(LEVELS))
def level(request) -> str:
    return request.param


@pytest.fixture(scope="module")
def train(level) -> list[Task]:
    difficulty = LEVELS[level]
    return [
        generator.generate_task(dataset.TRAIN_SEED, i, difficulty=difficulty)
        for i in range(TRAIN_TASKS)
    ]


@pytest.fixture(scope="module")
def shipped(level) -> list[Task]:
    return list(dataset.load_benchmark(dataset.LEVEL_BENCHMARKS[level]))


@pytest.fixture(scope="module", params=["benchmark", "train"])
def tasks(request, train, shipped) -> list[Task]:
    return shipped if request.param == "benchmark" else train


def assert_uniform(samples: Iterable[tuple[int, int]], what: str) -> None:
    """Each (size, position) group's positions are uniform over range(size)."""
    by_size: dict[int, Counter[int]] = defaultdict(Counter)
    for size, position in samples:
        assert 0 <= position < size
        by_size[size][position] += 1
    for size, counts in sorted(by_size.items()):
        total = sum(counts.values())
        if total < 5 * size:  # too few for the test's approximation
            continue
        expected = total / size
        statistic = sum((counts[p] - expected) ** 2 / expected for p in range(size))
        assert statistic < CHI_SQUARE_CRITICAL[size - 1], (what, size, dict(counts))


def condition_facts(task: Task) -> list[str]:
    return [c.fact for c in task.conditions]


def role_ids(task: Task) -> list[str]:
    return [r.id for r in task.roles]


def test_faulty_facts_sit_anywhere_among_the_conditions(tasks):
    misaligned = [
        (len(task.conditions), condition_facts(task).index(fault.fact))
        for task in tasks
        for fault in task.faults.misaligned
    ]
    incomplete = [
        (len(task.conditions), condition_facts(task).index(fault.fact))
        for task in tasks
        for fault in task.faults.incomplete
        if fault.fact in condition_facts(task)
    ]
    assert_uniform(misaligned, "misaligned fact")
    assert_uniform(incomplete, "incomplete fact")


def test_every_task_has_two_scoped_conditions_and_the_misaligned_one_is_any_of_them(tasks):
    samples = []
    for task in tasks:
        scoped = sorted(f for f in condition_facts(task) if task.fact(f).context is not None)
        assert len(scoped) >= 2, task.id
        # Ranked by fact id, an order the brief never shows: equal chance for each.
        samples.append((len(scoped), scoped.index(task.faults.misaligned[0].fact)))
    assert_uniform(samples, "misaligned among scoped conditions")


def test_faulty_roles_sit_anywhere_in_the_directory(tasks):
    for kind in ("misaligned", "incomplete", "missed", "mixed"):
        samples = [
            (len(task.roles), role_ids(task).index(fault.role))
            for task in tasks
            for fault in getattr(task.faults, kind)
        ]
        assert_uniform(samples, f"{kind} role")


def test_the_hedged_candidate_and_the_answer_sit_anywhere_among_the_candidates(tasks):
    hedged = [
        (len(t.candidates), t.candidates.index(fault.candidate))
        for t in tasks
        for fault in t.faults.incomplete
    ]
    winners = [
        (len(t.candidates), t.candidates.index(t.answer.candidate))
        for t in tasks
        if t.answer.candidate
    ]
    assert_uniform(hedged, "hedged candidate")
    assert_uniform(winners, "winner")


def test_a_scoped_facts_two_contexts_come_in_either_order(tasks):
    firsts = []
    for task in tasks:
        for fault in task.faults.misaligned:
            ids = [f.id for f in task.facts]
            firsts.append((2, int(ids.index(fault.fact) > ids.index(fault.reported_fact))))
    assert_uniform(firsts, "required context stated first")


def test_a_hedged_operand_sits_anywhere_in_the_rule(tasks):
    operands = [
        (len(task.rule.operands), task.rule.operands.index(task.faults.incomplete[0].fact))
        for task in tasks
        if task.faults.incomplete[0].fact in task.rule.operands
    ]
    assert len(operands) > len(tasks) / 10
    assert_uniform(operands, "hedged operand")


def test_the_brief_shape_does_not_tell_a_negative_task(shipped):
    """Counts the brief shows (conditions, colleagues, scoped conditions) are independent of
    whether anyone qualifies: a chi-square test of independence per count."""
    tasks = shipped
    shapes: dict[str, Callable[[Task], int]] = {
        "conditions": lambda t: len(t.conditions),
        "roles": lambda t: len(t.roles),
        "scoped": lambda t: sum(t.fact(f).context is not None for f in condition_facts(t)),
    }
    for name, shape in shapes.items():
        table: Counter[tuple[int, bool]] = Counter(
            (shape(t), t.answer.candidate is None) for t in tasks
        )
        values = sorted({v for v, _ in table})
        rows = {v: table[v, False] + table[v, True] for v in values}
        negatives = sum(table[v, True] for v in values) / len(tasks)
        statistic = sum(
            (table[v, neg] - rows[v] * share) ** 2 / (rows[v] * share)
            for v in values
            if rows[v] >= 20
            for neg, share in ((True, negatives), (False, 1 - negatives))
        )
        dof = sum(rows[v] >= 20 for v in values) - 1
        if dof:
            assert statistic < CHI_SQUARE_CRITICAL[dof], (name, dict(table))


# -- what a hedged reply shows -----------------------------------------------------------------


class Hedge(NamedTuple):
    """An incomplete reply: a range, a bound, or the value withheld."""

    task: Task
    fault: IncompleteFault
    condition: Condition | None  # the hedged fact's, or None for a rule operand
    value: Value  # hidden
    interval: tuple | None  # None: the value withheld

    def others(self) -> list[Value]:
        """The hedged fact's values for the candidates it does not hedge (shown exactly)."""
        values = self.task.fact(self.fault.fact).values
        return [values[c] for c in self.task.candidates if c != self.fault.candidate]

    def decides(self) -> bool:
        """Whether the answer turns on this reply alone, once every other fault is recovered.
        A hedge that would let a second candidate qualify beside one known to pass everything
        does not: the answer's uniqueness settles it, and guessing it is sound."""
        fact = self.task.fact(self.fault.fact)
        inside = [v for v in fact.domain if self.interval is None or logic.within(v, self.interval)]
        found = logic.outcomes(self.task, {(fact.id, self.fault.candidate): inside})
        return len(found.possible) > 1 and not found.ambiguous


def hedges(tasks: list[Task], setting: str = "incomplete", ranges: bool = True) -> Iterable[Hedge]:
    """The incomplete replies of a setting's plans: those that give a range or a bound (with
    ``ranges``), or every one."""
    for task in tasks:
        for fault in task.faults.of(setting):
            if isinstance(fault, IncompleteFault) and (fault.interval is not None or not ranges):
                condition = next((c for c in task.conditions if c.fact == fault.fact), None)
                value = task.fact(fault.fact).values[fault.candidate]
                yield Hedge(task, fault, condition, value, fault.interval)


def assert_a_coin_flip(hits: int, n: int, what: str) -> None:
    """``hits`` of ``n`` is what a fair coin gives (two-sided, alpha = 0.002)."""
    spread = math.sqrt(n) / 2
    assert abs(hits - n / 2) <= Z_CRITICAL * spread, (what, hits, n)


def test_a_hedged_value_is_never_an_end_of_its_reply(tasks):
    found = [*hedges(tasks), *hedges(tasks, "mixed")]  # Mixed's own at expert (compound)
    assert len(found) > 200
    assert not [h for h in found if h.value in h.interval]


def test_a_hedged_condition_hides_a_pass_as_often_as_a_fail(tasks):
    """Whatever the reply shows, the hidden outcome is a coin flip: overall, and for each rule
    on the shown numbers (the midpoint, the end of a bound, an end that equals another
    candidate's value, the threshold nearer one end)."""
    rules: dict[str, Callable[[Hedge, Condition, tuple], bool | None]] = {
        "it passes": lambda h, c, iv: True,
        "the midpoint passes": lambda h, c, iv: (
            None if None in iv else logic.holds(c, (iv[0] + iv[1]) / 2)
        ),
        "a bound's end passes": lambda h, c, iv: (
            logic.holds(c, iv[0] if iv[1] is None else iv[1]) if None in iv else None
        ),
        "the end another candidate shares passes": lambda h, c, iv: next(
            (logic.holds(c, end) for end in iv if end in h.others()), None
        ),
        "the threshold is nearer the failing end": lambda h, c, iv: (
            None
            if None in iv
            else logic.holds(c, iv[1] if c.value - iv[0] < iv[1] - c.value else iv[0])
        ),
    }
    found = [h for h in hedges(tasks) if h.condition is not None]
    assert len(found) > 200
    for name, rule in rules.items():
        guesses = [
            (rule(h, h.condition, h.interval), logic.holds(h.condition, h.value)) for h in found
        ]
        scored = [guess == passes for guess, passes in guesses if guess is not None]
        assert len(scored) > 50, name
        assert_a_coin_flip(sum(scored), len(scored), name)


def test_a_guess_of_a_hedged_operand_does_no_better_than_chance(tasks):
    """An exact value guessed from an operand's reply (the domain value nearest the midpoint,
    the value inside it that most other candidates have) is right no more often than a uniform
    guess among the domain values inside it."""
    found = [h for h in hedges(tasks) if h.condition is None]
    assert len(found) > 50
    chance = 0.0
    hits: Counter[str] = Counter()
    for hedge in found:
        domain = hedge.task.fact(hedge.fault.fact).domain
        inside = [d for d in domain if logic.within(d, hedge.interval) and d not in hedge.interval]
        chance += 1 / len(inside) / len(found)
        middle = (min(inside) + max(inside)) / 2
        nearest = min(inside, key=lambda d: (abs(d - middle), d))
        hits["nearest the midpoint"] += nearest == hedge.value
        shared = Counter(v for v in hedge.others() if v in inside).most_common(1)
        guess = shared[0][0] if shared else nearest  # one guess, as a cheating agent makes
        hits["another candidate's value"] += guess == hedge.value
    for name, count in hits.items():
        assert_no_better_than_chance(count, chance, len(found), name)


@pytest.mark.parametrize("setting", ["incomplete", "mixed"])
def test_a_probe_that_skips_a_deciding_hedge_does_no_better_than_chance(train, shipped, setting):
    """An agent that recovers every other fault and settles a hedged condition that decides the
    answer by the outcome it most often hid on train tasks is right half the time: a hedge
    hides a pass as often as a fail, in Mixed as in Incomplete. (v4, hard-v2 and expert-v4 fail
    this in Mixed: their deciding hedges all hid a fail, and a PPO policy learned to skip them.)
    """

    def deciding(tasks: list[Task]) -> list[bool]:
        found = hedges(tasks, setting, ranges=False)
        return [
            logic.holds(h.condition, h.value)
            for h in found
            if h.condition is not None and h.decides()
        ]

    learned = Counter(deciding(train)).most_common(1)[0][0]
    hidden = deciding(shipped)
    assert len(hidden) > 150
    assert_no_better_than_chance(hidden.count(learned), 0.5, len(hidden), setting)
    assert_a_coin_flip(sum(hidden), len(hidden), setting)


# -- cheating probes -------------------------------------------------------------------------


def positional_probe(train: list[Task], where: Callable[[Task], tuple[int, int] | None]):
    """The position a signal most often takes on the train tasks, per group size."""
    by_size: dict[int, Counter[int]] = defaultdict(Counter)
    for task in train:
        found = where(task)
        if found is not None:
            by_size[found[0]][found[1]] += 1
    return {size: counts.most_common(1)[0][0] for size, counts in by_size.items()}


def assert_no_better_than_chance(hits: int, chance: float, n: int, what: str) -> None:
    expected = chance * n
    spread = math.sqrt(n * chance * (1 - chance))
    assert hits <= expected + Z_CRITICAL * spread, (what, hits, round(expected, 1))


@pytest.mark.parametrize(
    "what",
    ["misaligned condition", "incomplete condition", "missed colleague", "hedged candidate"],
)
def test_a_probe_guessing_from_positions_does_no_better_than_chance(train, shipped, what):
    where: Callable[[Task], tuple[int, int] | None] = {
        "misaligned condition": lambda t: (
            len(t.conditions),
            condition_facts(t).index(t.faults.misaligned[0].fact),
        ),
        "incomplete condition": lambda t: (
            (len(t.conditions), condition_facts(t).index(t.faults.incomplete[0].fact))
            if t.faults.incomplete[0].fact in condition_facts(t)
            else None
        ),
        "missed colleague": lambda t: (len(t.roles), role_ids(t).index(t.faults.missed[0].role)),
        "hedged candidate": lambda t: (
            len(t.candidates),
            t.candidates.index(t.faults.incomplete[0].candidate),
        ),
    }[what]
    guess = positional_probe(train, where)
    found = [f for f in map(where, shipped) if f is not None]
    hits = sum(guess.get(size) == position for size, position in found)
    chance = sum(1 / size for size, _ in found) / len(found)
    assert_no_better_than_chance(hits, chance, len(found), what)


def test_a_misaligned_account_uses_only_words_reliable_accounts_use():
    """A faulty account differs in what it says, never in how it says it."""
    reliable_words: set[str] = set()
    faulty_words: set[str] = set()
    words = re.compile(r"[A-Za-z]+")
    message = "Please share everything you hold on each candidate."
    for index in range(60):
        for setting, into in (("reliable", reliable_words), ("misaligned", faulty_words)):
            env = UnCoEnv(setting=setting, split="test")
            env.reset(seed=index, options={"task_index": index})
            task = env.task
            roles = role_ids(task) if setting == "reliable" else [task.faults.misaligned[0].role]
            observation, *_ = env.step({"action": "query", "roles": roles, "message": message})
            into.update(w.lower() for w in words.findall(observation))
    assert faulty_words - reliable_words == set()


# -- the notes settings (seed 001) -------------------------------------------------------------


def misstated(task: Task):
    """Each misstating fault of the notes settings' plans (two misleading, one wrong note)."""
    return task.faults.misleading_both


def test_misstated_values_sit_anywhere(tasks):
    for index, name in enumerate(["first misleading", "second misleading", "wrong note"]):
        faults = [misstated(t)[index] for t in tasks]
        pairs = list(zip(tasks, faults, strict=True))
        assert_uniform([(len(t.roles), role_ids(t).index(f.role)) for t, f in pairs], name)
        candidates = [(len(t.candidates), t.candidates.index(f.candidate)) for t, f in pairs]
        assert_uniform(candidates, name)
        conditions = [(len(t.conditions), condition_facts(t).index(f.fact)) for t, f in pairs]
        assert_uniform(conditions, f"{name} condition")


def test_a_misstated_value_passes_as_often_as_it_fails(tasks):
    # Else "in a conflict, believe the value that fails" (or passes) would beat a coin flip.
    for index in range(3):
        passes = 0
        for task in tasks:
            fault = misstated(task)[index]
            tests = [c for c in task.conditions if c.fact == fault.fact]
            passes += all(logic.holds(c, fault.value) for c in tests)
        assert_a_coin_flip(passes, len(tasks), f"misstatement {index} passes")


def test_a_misleading_reply_reads_as_a_truthful_one_but_for_the_value():
    """The misleading colleague's first reply is the reliable one's, word for word, with its
    value in place: same opening, same phrasing, same length but for the value's digits."""
    # A number, and the unit after it without its plural "s" ("1 occurrence", "3 occurrences").
    number = re.compile(r"\d[\d,.]*(?:(\s+[A-Za-z]+?)s?\b)?")
    message = "Please share everything you hold on each candidate."
    compared = 0
    for index in range(0, 1000, 20):
        replies = []
        for setting in ("reliable", "misleading"):
            env = UnCoEnv(setting=setting, split="test")
            env.reset(seed=index, options={"task_index": index})
            role = env.task.faults.misleading[0].role
            observation, *_ = env.step({"action": "query", "roles": [role], "message": message})
            replies.append(observation)
        fault, task = env.task.faults.misleading[0], env.task
        if task.fact(fault.fact).kind == "number":
            assert number.sub(r"#\1", replies[0]) == number.sub(r"#\1", replies[1]), index
            compared += 1
        else:  # a status or category: the same words as some truthful reply uses
            assert replies[0] != replies[1]
    assert compared >= 10
