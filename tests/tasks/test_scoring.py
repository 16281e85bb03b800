"""The one scorer: the diagnosis scores T1 (whom not to trust) and T2 (what to believe)."""

from __future__ import annotations

import pytest

from uncoenv.tasks import dataset
from uncoenv.tasks.models import SETTINGS
from uncoenv.tasks.scoring import BELIEF_SAMPLE, _equal, atoms, attribution, beliefs_score

TASKS = dataset.load_benchmark("v2")  # TASK is described below
TASK = TASKS[1]  # misaligned: an April check reported as January; incomplete: 5 to 25


def perfect(task, setting):
    """The belief state of an agent that recovered every fault."""
    state: dict[str, dict[str, object]] = {c: {} for c in task.candidates}
    for atom in atoms(task, setting):
        if atom.positive:
            state[atom.candidate][atom.fact] = atom.value
    return state


def naive(task, setting):
    """The belief state of an agent that took every first account at face value."""
    state = perfect(task, setting)
    for atom in atoms(task, setting):
        if not atom.positive:
            state[atom.candidate][atom.fact] = atom.value
    return state


def test_attribution_is_exact_only_for_the_plan():
    plan = [(f.role, f.kind) for f in TASK.faults.mixed]
    assert attribution(TASK, "mixed", plan).exact
    partial = attribution(TASK, "mixed", [*plan[:1], ("nobody", "missed")])
    assert not partial.exact
    assert partial.precision == 0.5 and partial.recall == pytest.approx(1 / 3)
    assert attribution(TASK, "reliable", []).exact
    blamed = attribution(TASK, "reliable", plan[:1])
    assert not blamed.exact and blamed.precision == 0.0 and blamed.recall == 1.0


def test_faulty_accounts_are_the_negative_atoms():
    misaligned = TASK.faults.misaligned[0]
    negatives = [a for a in atoms(TASK, "misaligned") if not a.positive]
    reported = TASK.fact(misaligned.reported_fact).values
    assert negatives and all(a.fact == misaligned.fact for a in negatives)
    assert all(a.value == reported[a.candidate] for a in negatives)
    incomplete = TASK.faults.incomplete[0]
    bounds = [a.value for a in atoms(TASK, "incomplete") if not a.positive]
    assert set(bounds) <= set(incomplete.interval) and bounds
    assert not [a for a in atoms(TASK, "reliable") if not a.positive]
    assert len(atoms(TASK, "reliable")) == BELIEF_SAMPLE


@pytest.mark.parametrize("setting", SETTINGS)
def test_a_recovered_state_scores_one_and_a_naive_one_is_corrupted(setting):
    assert beliefs_score(TASK, setting, perfect(TASK, setting)).accuracy == 1.0
    corrupted = beliefs_score(TASK, setting, naive(TASK, setting))
    if setting in ("misaligned", "incomplete", "mixed"):
        assert corrupted.corrupted and corrupted.accuracy < 1.0
    else:  # no faulty account to believe; a missed colleague's facts are simply absent
        assert not corrupted.corrupted


def test_a_missed_colleagues_facts_left_out_corrupt_the_state():
    state = perfect(TASK, "missed")
    role = TASK.faults.missed[0].role
    for facts in state.values():
        for fact_id in [f for f in facts if TASK.fact(f).role == role]:
            del facts[fact_id]
    result = beliefs_score(TASK, "missed", state)
    assert result.corrupted and all(TASK.fact(a.fact).role == role for a in result.wrong)


def test_beliefs_are_read_as_records_state_them():
    setting = "incomplete"
    fault = TASK.faults.incomplete[0]
    fact = TASK.fact(fault.fact)
    state = perfect(TASK, setting)
    value = state[fault.candidate].pop(fault.fact)
    # by label, in text with its unit and thousands separators, candidate in another case
    state[fault.candidate.upper()] = {fact.label: f"{value:,} {fact.unit or ''}"}
    assert beliefs_score(TASK, setting, state).accuracy == 1.0
    state[fault.candidate.upper()] = {fact.label: "unknown"}
    assert beliefs_score(TASK, setting, state).corrupted


def test_a_number_beyond_the_float_range_is_a_wrong_belief_not_an_error():
    setting = "reliable"
    state = perfect(TASK, setting)
    number = next(f for f in TASK.facts if f.kind == "number" and f.id in state[TASK.candidates[0]])
    state[TASK.candidates[0]][number.id] = 10**400
    result = beliefs_score(TASK, setting, state)
    assert [a.fact for a in result.wrong] == [number.id] and result.accuracy < 1


def test_a_boolean_belief_may_be_the_records_words():
    bools = [f for f in TASK.facts if f.kind == "bool" and f.words]
    fact = bools[0]
    candidate = TASK.candidates[0]
    truth = fact.values[candidate]
    assert _equal(fact, fact.words[int(truth)], truth)
    assert _equal(fact, truth, truth)
    assert not _equal(fact, fact.words[int(not truth)], truth)
    assert _equal(fact, "yes" if truth else "no", truth)
