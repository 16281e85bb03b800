"""Shared notes and the misstating kinds: what the generator's notes step draws, and what
``verify`` proves of it (seed 001's OffQuery settings)."""

from __future__ import annotations

import pytest

from uncoenv.tasks import checks, dataset
from uncoenv.tasks.faults import MISLEADING_ROLES, NOTE_SETTINGS
from uncoenv.tasks.notes import noted_pairs, passing_share

TASKS = dataset.load_benchmark("v4")


def edited(task, **changes):
    data = task.model_dump()
    for path, value in changes.items():
        where = data
        *parents, last = path.split(".")
        for part in parents:
            where = where[int(part)] if part.isdigit() else where[part]
        where[int(last) if last.isdigit() else last] = value
    return data


def test_the_notes_hold_every_conditions_value_in_the_brief_order():
    for task in TASKS[:50]:
        assert [(n.candidate, n.fact) for n in task.notes] == noted_pairs(task)
        assert all(n.value == task.fact(n.fact).values[n.candidate] for n in task.notes)


def test_every_notes_setting_plan_is_shaped_and_apart():
    for task in TASKS:
        misleading = task.faults.misleading
        (wrong,) = task.faults.shared_notes
        assert [f.kind for f in misleading] == ["misleading"] * MISLEADING_ROLES
        assert task.faults.misleading_both == [*misleading, wrong]
        roles = [f.role for f in task.faults.misleading_both]
        assert len(set(roles)) == len(roles)


def test_notes_decide_exactly_the_negative_tasks():
    # The notes hold no rule operand: they can decide only that no candidate qualifies.
    assert all(t.notes_decide == (t.answer.candidate is None) for t in TASKS)


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        ({"faults.misleading.0.candidate": None}, "misleading"),
        ({"notes_decide": False}, "notes_decide"),
    ],
)
def test_verify_names_a_broken_notes_plan(change, problem):
    task = next(t for t in TASKS if t.answer.candidate is None)
    if "faults.misleading.0.candidate" in change:
        # A misleading value that changes nothing: the record's own value.
        fault = task.faults.misleading[0]
        change = {"faults.misleading.0.value": task.fact(fault.fact).values[fault.candidate]}
    found = checks.verify(edited(task, **change))
    assert found and any(problem in str(v) for v in found), found


def test_a_misstated_pair_no_note_holds_is_refused():
    task = TASKS[1]
    fault = task.faults.shared_notes[0]
    data = edited(task)
    data["notes"] = [
        n for n in data["notes"] if (n["candidate"], n["fact"]) != (fault.candidate, fault.fact)
    ]
    assert any("no shared note holds" in str(v) for v in checks.verify(data))


def test_a_note_must_hold_the_records_value():
    task = TASKS[2]
    fault = task.faults.shared_notes[0]
    data = edited(task)
    index = next(
        i
        for i, n in enumerate(task.notes)
        if (n.candidate, n.fact) == (fault.candidate, fault.fact)
    )
    data["notes"][index]["value"] = fault.value
    assert any("not the record's value" in str(v) for v in checks.verify(data))


def test_the_passing_share_evens_the_directions_over_the_benchmark():
    share = passing_share(0.35)
    assert 0.35 + 0.65 * share == pytest.approx(0.5)


def test_tasks_without_notes_skip_the_notes_settings_checks():
    assert checks.verify(dataset.load_benchmark("v3")[0]) == []
    assert set(NOTE_SETTINGS) == {"reliable_notes", "misleading", "shared_notes", "misleading_both"}
