"""Presentation variants: the same task group shown in another order.

A policy that learned recovery, not the benchmark's layout, scores the same on a task whatever
order its conditions, colleagues and candidates are listed in. ``reordered`` draws such an order;
``benchmarks/bench_ppo.py`` evaluates trained policies on the reordered benchmark, and the tests
use it to check that nothing in the generator ties an order to the fault plan.
"""

from __future__ import annotations

import numpy as np

from uncoenv.tasks.models import Task


def reordered(task: Task, seed: int) -> Task:
    """``task`` with its conditions, roles and candidates listed in an order drawn from ``seed``.

    The decision problem, the answer and the fault plan are unchanged; only the order in which the
    brief lists things (and the records state candidates) differs.
    """
    rng = np.random.default_rng(seed)
    conditions = [task.conditions[int(i)] for i in rng.permutation(len(task.conditions))]
    roles = [task.roles[int(i)] for i in rng.permutation(len(task.roles))]
    order = [int(i) for i in rng.permutation(len(task.candidates))]
    candidates = [task.candidates[i] for i in order]
    facts = [
        f.model_copy(update={"values": {c: f.values[c] for c in candidates}}) for f in task.facts
    ]
    records = {role: _reorder_lines(text, order) for role, text in task.records.items()}
    return task.model_copy(
        update={
            "conditions": conditions,
            "roles": roles,
            "candidates": candidates,
            "facts": facts,
            "records": records,
        }
    )


def _reorder_lines(record: str, order: list[int]) -> str:
    """A generated record holds one paragraph (line) per candidate, in the task's candidate
    order; another record is kept as it is."""
    lines = record.split("\n")
    if len(lines) != len(order):
        return record
    return "\n".join(lines[i] for i in order)
