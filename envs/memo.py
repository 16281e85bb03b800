"""A per-task memo: work that depends only on a task is done once per task object.

Benchmark tasks are loaded once per process and replayed in many episodes (five settings, many
seeds, trials), so what colleagues and the brief derive from a task is kept, keyed by the task
object's identity, for as long as the task lives: a task of the train split, used for one
episode, takes its entries with it. Kept values must not hold the task itself (a weak reference
will do), or it would never go.
"""

from __future__ import annotations

import functools
import weakref
from collections.abc import Callable
from typing import Any, TypeVar

from uncoenv.tasks.models import Task

T = TypeVar("T")
MAX_TASKS = 2048
"""Live tasks remembered per memoized function (the whole benchmark fits); beyond, the first
seen go first."""


def per_task(function: Callable[..., T]) -> Callable[..., T]:
    """Memoize ``function(task, *args)`` by the task's identity and the (hashable) args.

    The memo is bounded by tasks, not by entries: a function of (task, role) keeps every role of
    the tasks it remembers.
    """
    tasks: dict[int, dict[tuple[Any, ...], T]] = {}

    @functools.wraps(function)
    def memoized(task: Task, *args: Any) -> T:
        values = tasks.get(id(task))
        if values is None:
            values = tasks[id(task)] = {}
            # Forget the task when it goes, before its identity can be given to another object.
            weakref.finalize(task, tasks.pop, id(task), None)
            if len(tasks) > MAX_TASKS:
                del tasks[next(iter(tasks))]
        if args not in values:
            values[args] = function(task, *args)
        return values[args]

    return memoized
