"""Statistics of a task set, as in the paper's Tables 4–5 and Figure 7."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from uncoenv.tasks.models import Task


@dataclass
class TaskStats:
    """Counts over a set of task groups.

    Attributes:
        groups: How many task groups.
        domains: Groups per domain.
        operations: Groups per operation.
        negative: Groups whose answer is the negative label.
        roles: Groups per number of roles.
        conditions: Groups per number of conditions.
        incomplete_styles: Incomplete replies per style (interval, bound, omitted).
        scenarios: How many distinct scenario templates appear.
    """

    groups: int = 0
    domains: Counter[str] = field(default_factory=Counter)
    operations: Counter[str] = field(default_factory=Counter)
    negative: int = 0
    roles: Counter[int] = field(default_factory=Counter)
    conditions: Counter[int] = field(default_factory=Counter)
    incomplete_styles: Counter[str] = field(default_factory=Counter)
    scenarios: set[str] = field(default_factory=set)

    def add(self, task: Task) -> None:
        """Count one task group."""
        self.groups += 1
        self.domains[task.domain] += 1
        self.operations[task.operation] += 1
        self.negative += task.answer.candidate is None
        self.roles[len(task.roles)] += 1
        self.conditions[len(task.conditions)] += 1
        self.scenarios.add(task.scenario)
        for fault in task.faults.incomplete:
            self.incomplete_styles[_style(getattr(fault, "interval", None))] += 1


def _style(interval: tuple | None) -> str:
    if interval is None:
        return "value omitted"
    return "interval" if None not in interval else "one-sided bound"


def summarize(tasks: Iterable[Task]) -> TaskStats:
    """Statistics of a task set."""
    stats = TaskStats()
    for task in tasks:
        stats.add(task)
    return stats
