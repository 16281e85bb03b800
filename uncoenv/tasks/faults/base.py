"""What a fault kind is, on the tasks' side: its model and what it does to the evidence.

A kind is one object (``FaultKind``) that owns its behaviour, as a Minigrid ``WorldObj`` does:
the model a task's fault plan stores, what a reader who takes the faulty account at face value
still does not know, the checks that prove it bites, the atoms it touches for the belief score
(T2), and the words of the intervention notes. The colleague's half (how the fault bends a
reply, when it counts as shown and recovered) lives in ``uncoenv.envs.faults``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Generic, TypeVar

from uncoenv.tasks.frozen import FrozenModel, Value

if TYPE_CHECKING:
    from uncoenv.tasks.logic import Decision, Unknowns
    from uncoenv.tasks.models import Task

Pair = tuple[str, str]
"""(candidate, fact id)."""


class FaultModel(FrozenModel):
    """A fault of a task's plan: the role it is on (each kind adds its fields and ``kind``)."""

    kind: str
    role: str


F = TypeVar("F", bound=FaultModel)


class FaultKind(Generic[F]):
    """One kind of fault (of faults ``F``). Subclasses set the class attributes and override
    the methods.

    Attributes:
        name: The kind's name, as plans, diagnoses (T1) and reports write it.
        model: The model of one fault of this kind.
        summary: What its faulty account looks like, for prompts ("an answer for another
            context than the condition's").
        pathway: How the report follows an episode's handling of it: "recovery" (shown,
            followed up, recovered: Figure 4, left), "follow_ups" (each later message read as
            targeted or not: Figure 4, right) or "contacts" (rounds spent on its role: Figure 5).
    """

    name: ClassVar[str]
    model: ClassVar[type[FaultModel]]
    summary: ClassVar[str]
    pathway: ClassVar[str] = "recovery"

    def unknowns(self, task: Task, fault: F) -> Unknowns:
        """What a reader who takes the faulty account at face value still does not know: for
        each (fact id, candidate) it touches, the values still possible."""
        raise NotImplementedError

    def problems(self, decision: Decision, fault: F) -> list[str]:
        """Why the fault does not bite as its kind must (empty: it does)."""
        raise NotImplementedError

    def touched(self, task: Task, fault: F, relevant: list[Pair]) -> set[Pair]:
        """The decision-relevant pairs whose value the faulty account hides or misstates."""
        raise NotImplementedError

    def false_values(self, task: Task, fault: F) -> list[tuple[str, str, Value]]:
        """What the faulty account states that the records do not: (candidate, fact id,
        value), the belief score's negative atoms."""
        return []

    def defect(self, task: Task, fault: F) -> str:
        """The intervention note's diagnosis ("it did not answer your message")."""
        raise NotImplementedError

    def remedy(self, task: Task, fault: F, title: str) -> str:
        """The intervention note's corrective action ("Message the Planner again")."""
        raise NotImplementedError
