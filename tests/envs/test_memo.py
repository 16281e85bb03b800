"""The per-task memo: keyed by task identity, bounded by tasks rather than entries."""

from __future__ import annotations

import gc
import weakref

import gymnasium as gym

from uncoenv.envs import memo
from uncoenv.tasks import dataset, generator


def test_a_task_is_remembered_with_all_its_arguments_and_the_oldest_task_goes_first(monkeypatch):
    monkeypatch.setattr(memo, "MAX_TASKS", 2)
    calls = []

    @memo.per_task
    def work(task, role):
        calls.append((task.id, role))
        return (task.id, role)

    first, second, third = dataset.load_benchmark()[:3]
    roles = [r.id for r in first.roles]
    for _ in range(2):  # every role of a remembered task is kept, however many there are
        for role in roles:
            assert work(first, role) == (first.id, role)
    assert len(calls) == len(roles)
    work(second, "x")
    work(third, "x")  # a third task evicts the first
    work(first, roles[0])
    assert calls[-1] == (first.id, roles[0]) and len(calls) == len(roles) + 3
    work(third, "x")
    assert len(calls) == len(roles) + 3


def test_an_equal_copy_is_another_task():
    task = dataset.load_benchmark()[0]
    copy = task.model_copy(deep=True)

    @memo.per_task
    def identity(task):
        return task

    assert identity(task) is task and identity(copy) is copy


def test_a_task_that_goes_takes_its_entries_with_it():
    # Tasks passed in options (or train tasks the cache has stopped keeping) come and go: what
    # colleagues derive from one must go with it, not pile up.
    env = gym.make("UnCo-Mixed-v0")
    env.reset(seed=0, options={"task": generator.generate_task(5, 0)})
    roles = [r.id for r in env.unwrapped.task.roles]
    env.step({"action": "query", "roles": roles, "message": "Please share everything."})
    gone = weakref.ref(env.unwrapped.task)
    env.reset(seed=1, options={"task": generator.generate_task(5, 1)})
    gc.collect()
    assert gone() is None
