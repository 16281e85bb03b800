"""Nothing the agent sees points at the faults or the answer.

A leak is a signal in what the agent sees (an order, a count, a word) that follows the hidden
fault plan or answer. Each order the brief shows is tested for uniformity with a chi-square test
at alpha = 0.001, per group size, over the shipped benchmark and over fresh train tasks; then
"cheating" probes that use only such a signal (learned on train tasks, scored on the benchmark)
must not beat chance.
"""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable

import pytest

from uncoenv.envs.core import UnCoEnv
from uncoenv.tasks import dataset, generator
from uncoenv.tasks.models import Task

CHI_SQUARE_CRITICAL = {1: 10.828, 2: 13.816, 3: 16.266, 4: 18.467, 5: 20.515, 6: 22.458}
"""Critical values of the chi-square distribution at alpha = 0.001, by degrees of freedom."""
Z_CRITICAL = 3.090
"""One-sided normal critical value at alpha = 0.001."""
TRAIN_TASKS = 800


@pytest.fixture(scope="module")
def train() -> list[Task]:
    return [generator.generate_task(dataset.TRAIN_SEED, i) for i in range(TRAIN_TASKS)]


@pytest.fixture(scope="module", params=["benchmark", "train"])
def tasks(request, train) -> list[Task]:
    return list(dataset.load_benchmark()) if request.param == "benchmark" else train


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
        (len(task.conditions), condition_facts(task).index(task.faults.misaligned[0].fact))
        for task in tasks
    ]
    incomplete = [
        (len(task.conditions), condition_facts(task).index(task.faults.incomplete[0].fact))
        for task in tasks
        if task.faults.incomplete[0].fact in condition_facts(task)
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
    for kind in ("misaligned", "incomplete", "missed"):
        faults = [getattr(task.faults, kind)[0] for task in tasks]
        samples = [
            (len(task.roles), role_ids(task).index(fault.role))
            for task, fault in zip(tasks, faults, strict=True)
        ]
        assert_uniform(samples, f"{kind} role")


def test_the_hedged_candidate_and_the_answer_sit_anywhere_among_the_candidates(tasks):
    hedged = [(3, t.candidates.index(t.faults.incomplete[0].candidate)) for t in tasks]
    winners = [(3, t.candidates.index(t.answer.candidate)) for t in tasks if t.answer.candidate]
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


def test_the_brief_shape_does_not_tell_a_negative_task():
    """Counts the brief shows (conditions, colleagues, scoped conditions) are independent of
    whether anyone qualifies: a chi-square test of independence per count."""
    tasks = dataset.load_benchmark()
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
def test_a_probe_guessing_from_positions_does_no_better_than_chance(train, what):
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
        "hedged candidate": lambda t: (3, t.candidates.index(t.faults.incomplete[0].candidate)),
    }[what]
    guess = positional_probe(train, where)
    found = [f for f in map(where, dataset.load_benchmark()) if f is not None]
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
