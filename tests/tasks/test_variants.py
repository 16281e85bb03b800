"""Reordered tasks: the same decision problem, listed in another order."""

from __future__ import annotations

from uncoenv.tasks import checks, dataset
from uncoenv.tasks.variants import reordered


def test_a_reordered_task_is_the_same_problem_in_another_order():
    for index in range(0, 1000, 50):
        task = dataset.load_benchmark()[index]
        other = reordered(task, seed=index)
        assert checks.verify(other) == []
        assert (other.answer, other.faults, other.rule) == (task.answer, task.faults, task.rule)
        assert sorted(other.candidates) == sorted(task.candidates)
        assert sorted(map(str, other.conditions)) == sorted(map(str, task.conditions))
        assert {r.id: r for r in other.roles} == {r.id: r for r in task.roles}
        assert {f.id: f.values for f in other.facts} == {f.id: f.values for f in task.facts}
        assert list(other.facts[0].values) == other.candidates
        for role, record in other.records.items():
            assert sorted(record.split("\n")) == sorted(task.records[role].split("\n"))
            for line, candidate in zip(record.split("\n"), other.candidates, strict=True):
                assert candidate in line


def test_orders_are_drawn_from_the_seed():
    task = dataset.load_benchmark()[7]
    assert reordered(task, seed=1) == reordered(task, seed=1)
    orders = {
        (tuple(t.candidates), tuple(r.id for r in t.roles), tuple(c.fact for c in t.conditions))
        for t in (reordered(task, seed=s) for s in range(20))
    }
    assert len(orders) > 10
