"""A per-task memo: work that depends only on a task is done once per task object.

Benchmark tasks are loaded once per process and replayed in many episodes (five settings, many
seeds, trials), so what colleagues and the brief derive from a task is kept, keyed by the task
object's identity (the task is held too, so an identity is never reused for another task).
"""

from __future__ import annotations

import functools
from collections import OrderedDict
from collections.abc import Callable
from typing import Any, TypeVar

from uncoenv.tasks.models import Task

T = TypeVar("T")
MAX_TASKS = 4096


def per_task(function: Callable[..., T]) -> Callable[..., T]:
    """Memoize ``function(task, *args)`` by the task's identity and the (hashable) args."""
    cache: OrderedDict[tuple[Any, ...], tuple[Task, T]] = OrderedDict()

    @functools.wraps(function)
    def memoized(task: Task, *args: Any) -> T:
        key = (id(task), *args)
        hit = cache.get(key)
        if hit is not None and hit[0] is task:
            cache.move_to_end(key)
            return hit[1]
        value = function(task, *args)
        cache[key] = (task, value)
        if len(cache) > MAX_TASKS:
            cache.popitem(last=False)
        return value

    return memoized
