"""The task interchange format: pydantic models other tools read and write.

One ``Task`` is one task group: the decision problem, the evidence each role holds, the gold
answer, the shared notes, and the fault plan of each paired setting. The models refuse what is
malformed (unknown references, values outside their domain, operators that do not fit a fact's
kind);
``uncoenv.tasks.checks.verify`` reports what is well formed but breaks a benchmark rule.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, create_model, model_validator

from uncoenv.tasks.difficulty import MAX_CANDIDATES
from uncoenv.tasks.faults import (
    SETTINGS,
    Fault,
    FaultModel,
    IncompleteFault,
    MisalignedFault,
    MissedFault,
    in_play,
)
from uncoenv.tasks.frozen import FrozenModel, ReadOnlyDict, ReadOnlyList, Value
from uncoenv.tasks.rule_constraints import Precision
from uncoenv.tasks.scenarios.schema import Domain, Operation

FORMAT_VERSION = 1

__all__ = [  # the interchange format, its fault models (``uncoenv.tasks.faults``) included
    "SETTINGS",
    "Answer",
    "Condition",
    "Fact",
    "Fault",
    "Faults",
    "IncompleteFault",
    "Labels",
    "MisalignedFault",
    "MissedFault",
    "Note",
    "ReadOnlyDict",
    "ReadOnlyList",
    "Role",
    "Rule",
    "Task",
    "Tier",
    "Value",
    "check_setting",
]

Operator = Literal[">=", ">", "<=", "<", "==", "!=", "in"]


def check_setting(setting: object, allow_all: bool = False) -> str:
    """The setting, or a ``ValueError`` naming it and the known ones (one wording everywhere).

    Args:
        setting: A setting's name, as a user gave it.
        allow_all: Whether "all" (every setting) is a valid choice here.
    """
    if setting in SETTINGS or (allow_all and setting == "all"):
        return setting  # type: ignore[return-value]
    known = ", ".join(SETTINGS) + (", or all" if allow_all else "")
    raise ValueError(f"unknown setting {setting!r}; known: {known}")


class Labels(FrozenModel):
    """The two conclusion labels ("Appoint" / "Do not appoint")."""

    positive: str = Field(min_length=1)
    negative: str = Field(min_length=1)


class Role(FrozenModel):
    """A colleague: its id, title and whether its evidence is indispensable."""

    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    title: str = Field(min_length=1)
    responsibilities: str = ""
    necessary: bool


def _is_none(value: object) -> bool:
    return value is None


class Fact(FrozenModel):
    """One kind of record a role holds, with its value for every candidate.

    A context-scoped fact (``context`` set) names the period, place or measurement definition it
    refers to; the same role usually holds the same fact in another context as a second fact.
    ``templates`` and ``words`` say how a record states the fact (see ``uncoenv.tasks.render``).
    ``cue``, at a level with indirect contexts, is how the records name the context instead
    ("twelve months to 31 December 2024" for "2024 reporting year"); the brief still names the
    context. It is left out of a task's JSON when None, so files made before it read the same.
    """

    id: str = Field(min_length=1)
    role: str
    label: str = Field(min_length=1)
    kind: Literal["bool", "number", "category"]
    unit: str | None = None
    domain: list[Value] = Field(min_length=2)
    context: str | None = None
    values: dict[str, Value]
    templates: list[str] = Field(default_factory=list)
    words: tuple[str, str] | None = None
    cue: str | None = Field(None, min_length=1, exclude_if=_is_none)

    @model_validator(mode="after")
    def _values_fit_kind_and_domain(self) -> Fact:
        # Runs again for every fact each time a ``Task`` is built (the generator builds many):
        # the common case, every value of the kind and in the domain, is checked first in bulk.
        domain, values = self.domain, self.values.values()
        types = set(map(type, domain))
        types.update(map(type, values))
        if types <= _EXACT_TYPES[self.kind] and all(map(domain.__contains__, values)):
            return self
        kind_of = {"bool": _is_bool, "number": _is_number, "category": _is_text}[self.kind]
        wrong = [v for v in domain if not kind_of(v)]
        if wrong:
            raise ValueError(f"fact {self.id!r}: domain values {wrong} are not of kind {self.kind}")
        outside = {c: v for c, v in self.values.items() if not (kind_of(v) and v in domain)}
        if outside:
            raise ValueError(f"fact {self.id!r}: values {outside} are outside its domain")
        return self


class Condition(FrozenModel):
    """An atomic eligibility condition on one fact: ``fact op value``."""

    fact: str
    op: Operator
    value: Value | list[Value]


class Tier(FrozenModel):
    """A band of a progressive rule: ``rate`` on the part of the base up to ``up_to``."""

    up_to: int | float | None
    rate: int | float


class Rule(FrozenModel):
    """The calculation for the eligible candidate (see the paper's Table 3)."""

    operation: Operation
    operands: list[str] = Field(min_length=2)
    weights: list[int | float] | None = None
    subtract: int = Field(default=0, ge=0)
    tiers: list[Tier] | None = None
    precision: Precision
    unit: str
    label: str = ""


class Answer(FrozenModel):
    """The gold answer: a conclusion label, the candidate (or None) and the rounded number."""

    conclusion: str
    candidate: str | None
    numeric_result: int | float | None


class Note(FrozenModel):
    """One shared note: a candidate's value of a fact as the team's working file records it.

    A task's notes hold the records' true values; a ``wrong_note`` fault says which one a
    setting shows wrong. The notes settings' briefs show them; the others' never do.
    """

    candidate: str
    fact: str
    value: Value


class _Plans(FrozenModel):
    """What every task's table of fault plans does (``Faults`` adds a field per setting)."""

    def of(self, setting: str) -> list[Fault]:
        """The faults of one setting's plan, by name (Misleading: every misleading colleague
        the plan holds)."""
        return getattr(self, check_setting(setting))  # type: ignore[no-any-return]

    def played(self, setting: str, misleading_roles: int = 1) -> list[Fault]:
        """The faults an episode of the setting plays (``misleading_roles``: how many of the
        plan's misleading colleagues)."""
        return in_play(self.of(setting), misleading_roles)


Faults = create_model(
    "Faults",
    __base__=_Plans,
    __module__=__name__,
    __doc__="The fault plan of each paired setting, a field per setting of the registry "
    "(``SETTINGS``, in its order); the task and the gold answer are shared.",
    **{setting: (list[Fault], Field(default_factory=list)) for setting in SETTINGS},  # type: ignore[call-overload]
)


class Task(FrozenModel):
    """One task group of the benchmark, shared by its paired settings.

    ``notes`` are the shared notes the notes settings' briefs show (seed 001's shared
    information; empty before benchmark v4, and then only the paper's five settings play the
    task); ``notes_decide`` is whether the true notes alone determine the answer (seed 001's
    Healthcare-S/I split), computed exactly (None without notes).
    """

    format_version: int = FORMAT_VERSION
    id: str = Field(min_length=1)
    domain: Domain
    scenario: str = ""
    operation: Operation
    background: str = ""
    question: str
    labels: Labels
    candidates: list[str] = Field(min_length=3, max_length=MAX_CANDIDATES)
    roles: list[Role] = Field(min_length=1)
    facts: list[Fact] = Field(min_length=1)
    conditions: list[Condition] = Field(min_length=1)
    rule: Rule
    answer: Answer
    faults: Faults = Field(default_factory=Faults)
    records: dict[str, str] = Field(default_factory=dict)
    notes: list[Note] = Field(default_factory=list)
    notes_decide: bool | None = None

    @model_validator(mode="after")
    def _references_resolve(self) -> Task:
        problems = _reference_problems(self)
        if problems:
            raise ValueError("; ".join(problems))
        return self

    def fact(self, fact_id: str) -> Fact:
        """The fact with this id."""
        return next(f for f in self.facts if f.id == fact_id)


def _reference_problems(task: Task) -> list[str]:
    problems: list[str] = []
    candidates = set(task.candidates)
    role_ids = [r.id for r in task.roles]
    facts = {f.id: f for f in task.facts}
    if len(candidates) != len(task.candidates):
        problems.append("candidates: names must be distinct")
    if len(set(role_ids)) != len(role_ids):
        problems.append("roles: ids must be distinct")
    if len(facts) != len(task.facts):
        problems.append("facts: ids must be distinct")
    for fact in task.facts:
        if fact.cue is not None and fact.context is None:
            problems.append(f"facts[{fact.id}].cue: a fact without a context has no cue")
        if fact.role not in role_ids:
            problems.append(f"facts[{fact.id}].role: unknown role {fact.role!r}")
        if set(fact.values) != candidates:
            problems.append(
                f"facts[{fact.id}].values: must give a value for exactly the task's candidates"
            )
    for i, condition in enumerate(task.conditions):
        problems.extend(
            _condition_problems(f"conditions[{i}]", condition, facts.get(condition.fact))
        )
    if task.rule.operation != task.operation:
        problems.append("rule.operation: differs from the task's operation")
    for operand in task.rule.operands:
        if operand not in facts:
            problems.append(f"rule.operands: unknown fact {operand!r}")
    answer = task.answer
    if answer.conclusion not in (task.labels.positive, task.labels.negative):
        problems.append(f"answer.conclusion: {answer.conclusion!r} is neither label")
    if answer.candidate is not None and answer.candidate not in candidates:
        problems.append(f"answer.candidate: {answer.candidate!r} is not a candidate")
    for setting in SETTINGS:
        for fault in task.faults.of(setting):
            problems.extend(
                _fault_problems(f"faults.{setting}", fault, role_ids, facts, candidates)
            )
    for i, note in enumerate(task.notes):
        fact = facts.get(note.fact)
        if fact is None:
            problems.append(f"notes[{i}].fact: unknown fact {note.fact!r}")
        elif note.candidate not in candidates:
            problems.append(f"notes[{i}].candidate: {note.candidate!r} is not a candidate")
        elif fact.values[note.candidate] != note.value:
            # The notes hold the records' values; a wrong_note fault says which one is shown wrong.
            problems.append(f"notes[{i}].value: {note.value!r} is not the record's value")
    unknown_records = sorted(set(task.records) - set(role_ids))
    if unknown_records:
        problems.append(f"records: unknown roles {unknown_records}")
    return problems


_OPERATORS_BY_KIND = {
    "bool": {"==", "!="},
    "number": {">=", ">", "<=", "<", "==", "!=", "in"},
    "category": {"==", "!=", "in"},
}


def _condition_problems(where: str, condition: Condition, fact: Fact | None) -> list[str]:
    if fact is None:
        return [f"{where}.fact: unknown fact {condition.fact!r}"]
    if condition.op not in _OPERATORS_BY_KIND[fact.kind]:
        return [f"{where}.op: {condition.op!r} does not apply to the {fact.kind} fact {fact.id!r}"]
    if condition.op == "in":
        if not isinstance(condition.value, list) or not condition.value:
            return [f"{where}.value: 'in' needs a non-empty list"]
        values = condition.value
    elif isinstance(condition.value, list):
        return [f"{where}.value: a list is only allowed with 'in'"]
    else:
        values = [condition.value]
    outside = [v for v in values if not _member(v, fact.domain)]
    if outside and not (fact.kind == "number" and all(_is_number(v) for v in values)):
        return [f"{where}.value: {outside} outside the domain of {fact.id!r}"]
    return []


def _fault_problems(
    where: str,
    fault: FaultModel,
    role_ids: list[str],
    facts: dict[str, Fact],
    candidates: set[str],
) -> list[str]:
    if fault.role not in role_ids:
        return [f"{where}: unknown role {fault.role!r}"]
    problems = []
    for name in ("fact", "reported_fact"):
        fact_id = getattr(fault, name, None)
        if fact_id is None:
            continue
        if fact_id not in facts:
            problems.append(f"{where}.{name}: unknown fact {fact_id!r}")
        elif facts[fact_id].role != fault.role:
            problems.append(f"{where}.{name}: {fact_id!r} is not held by role {fault.role!r}")
    candidate = getattr(fault, "candidate", None)
    if candidate is not None and candidate not in candidates:
        problems.append(f"{where}.candidate: {candidate!r} is not a candidate")
    return problems


def _is_bool(value: object) -> bool:
    return isinstance(value, bool)


def _is_number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _is_text(value: object) -> bool:
    return isinstance(value, str)


_EXACT_TYPES = {"bool": {bool}, "number": {int, float}, "category": {str}}
"""The types that are plainly of each kind (subclasses take the slow path)."""


def _member(value: Value, domain: list[Value]) -> bool:
    # 1 == True in Python; a bool never stands for a number here, nor the other way round.
    return any(value == d and _is_bool(value) == _is_bool(d) for d in domain)
