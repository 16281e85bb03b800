"""The task interchange format: pydantic models other tools read and write.

One ``Task`` is one task group: the decision problem, the evidence each role holds, the gold
answer, and the fault plan of the five paired settings. The models refuse what is malformed
(unknown references, values outside their domain, operators that do not fit a fact's kind);
``uncoenv.tasks.checks.verify`` reports what is well formed but breaks a benchmark rule.
"""

from __future__ import annotations

import copy
import functools
import typing
from collections.abc import Callable
from typing import Annotated, Any, Literal, NoReturn, TypeVar

from pydantic import BaseModel, ConfigDict, Field, StrictBool, model_validator

from uncoenv.tasks.rule_constraints import Precision
from uncoenv.tasks.scenarios.schema import Domain, Operation

FORMAT_VERSION = 1

Value = StrictBool | int | float | str
Operator = Literal[">=", ">", "<=", "<", "==", "!=", "in"]
SETTINGS: tuple[str, ...] = ("reliable", "misaligned", "incomplete", "missed", "mixed")


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


class ReadOnlyList(list):
    """A list that refuses changes: a task's lists are shared by every episode of the task."""

    def _refuse(self, *args: Any, **kwargs: Any) -> NoReturn:
        raise TypeError(_READ_ONLY)

    __setitem__ = __delitem__ = __iadd__ = __imul__ = _refuse
    append = extend = insert = pop = remove = clear = sort = reverse = _refuse

    def __reduce__(self) -> tuple[Any, ...]:  # copy and pickle rebuild it whole
        return type(self), (list(self),)


class ReadOnlyDict(dict):
    """A dict that refuses changes (see ``ReadOnlyList``)."""

    def _refuse(self, *args: Any, **kwargs: Any) -> NoReturn:
        raise TypeError(_READ_ONLY)

    __setitem__ = __delitem__ = __ior__ = _refuse
    pop = popitem = clear = update = setdefault = _refuse

    def __reduce__(self) -> tuple[Any, ...]:
        return type(self), (dict(self),)


_READ_ONLY = (
    "task data is read-only (the benchmark's tasks are shared by every episode); change a "
    "copy: Task.model_validate(task.model_dump() edited)"
)


_M = TypeVar("_M", bound="_Model")
_new = object.__new__
_set = object.__setattr__


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    @model_validator(mode="after")
    def _read_only(self) -> _Model:
        # Frozen models still hold lists and dicts that could be changed in place, and a task is
        # shared (the benchmark is loaded once per process): its containers refuse changes.
        for name, value in self.__dict__.items():
            if type(value) is list:
                object.__setattr__(self, name, ReadOnlyList(value))
            elif type(value) is dict:
                object.__setattr__(self, name, ReadOnlyDict(value))
        return self

    @classmethod
    def trusted(cls: type[_M], **fields: Any) -> _M:
        """The model of ``fields`` without validating them: for data already in its validated
        form (the generator's, drawn from validated scenario templates; ``checks.verify`` then
        proves the task). Lists and dicts are copied read-only, as validation leaves them, and
        fields not given take their defaults. Tasks read from files or users are validated.

        What ``model_construct`` does, less its alias handling (these models have no aliases):
        it costs a quarter, and a generated task is some fifty models.

        Raises:
            TypeError: a field name the model does not have, or a required field missing.
        """
        defaults, made, containers = _shape(cls)
        values = {**defaults, **fields}  # in field order
        if len(values) != len(defaults):
            unknown = sorted(values.keys() - defaults.keys())
            raise TypeError(f"{cls.__name__} has no fields {unknown}")
        if len(fields) < len(defaults):
            for name, make in made:
                if name not in fields:
                    values[name] = make()
        for name in containers:
            value = values[name]
            if type(value) is list:
                values[name] = ReadOnlyList(value)
            elif type(value) is dict:
                values[name] = ReadOnlyDict(value)
        return cls._made(values, set(fields))

    @classmethod
    def trusted_whole(cls: type[_M], values: dict[str, Any]) -> _M:
        """``trusted(**values)`` for ``values`` that give every field (in field order, as
        ``repr`` shows them), their lists and dicts read-only already: the generator's facts,
        some twenty a task, without ``trusted``'s merging and copying.

        Raises:
            TypeError: not every field given.
        """
        if values.keys() != _shape(cls)[0].keys():
            raise TypeError(f"{cls.__name__}.trusted_whole needs every field and no other")
        return cls._made(values, set(values))

    @classmethod
    def _made(cls: type[_M], values: dict[str, Any], fields_set: set[str]) -> _M:
        """What ``model_construct`` does last: the instance holding ``values``."""
        model = _new(cls)
        _set(model, "__dict__", values)
        _set(model, "__pydantic_fields_set__", fields_set)
        _set(model, "__pydantic_extra__", None)
        _set(model, "__pydantic_private__", None)
        return model


@functools.cache
def _shape(
    model: type[_Model],
) -> tuple[dict[str, Any], tuple[tuple[str, Callable[[], Any]], ...], tuple[str, ...]]:
    """What ``trusted`` needs of a model: each field, in order, with its default if that is
    immutable; the others' makers of a default (raising for a required field); and the
    fields whose type admits a list or a dict."""
    defaults: dict[str, Any] = {}
    made: list[tuple[str, Callable[[], Any]]] = []
    containers: list[str] = []
    for name, info in model.__pydantic_fields__.items():
        defaults[name] = None
        if info.default_factory is not None:  # these models' factories take no arguments
            made.append((name, info.default_factory))  # type: ignore[arg-type]
        elif info.is_required():
            made.append((name, functools.partial(_required, model.__name__, name)))
        elif isinstance(info.default, str | int | float | tuple | frozenset | type(None)):
            defaults[name] = info.default
        else:  # as validation does: a mutable default is never shared
            made.append((name, functools.partial(copy.deepcopy, info.default)))
        if _admits_containers(info.annotation):
            containers.append(name)
    return defaults, tuple(made), tuple(containers)


def _admits_containers(annotation: Any) -> bool:
    """Whether a field of this type may hold a list or a dict (which validation makes
    read-only)."""
    if annotation in (list, dict) or typing.get_origin(annotation) in (list, dict):
        return True
    return any(_admits_containers(arg) for arg in typing.get_args(annotation))


def _required(model: str, field: str) -> NoReturn:
    raise TypeError(f"{model}.trusted: the required field {field!r} is missing")


class Labels(_Model):
    """The two conclusion labels ("Appoint" / "Do not appoint")."""

    positive: str = Field(min_length=1)
    negative: str = Field(min_length=1)


class Role(_Model):
    """A colleague: its id, title and whether its evidence is indispensable."""

    id: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    title: str = Field(min_length=1)
    responsibilities: str = ""
    necessary: bool


class Fact(_Model):
    """One kind of record a role holds, with its value for every candidate.

    A context-scoped fact (``context`` set) names the period, place or measurement definition it
    refers to; the same role usually holds the same fact in another context as a second fact.
    ``templates`` and ``words`` say how a record states the fact (see ``uncoenv.tasks.render``).
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


class Condition(_Model):
    """An atomic eligibility condition on one fact: ``fact op value``."""

    fact: str
    op: Operator
    value: Value | list[Value]


class Tier(_Model):
    """A band of a progressive rule: ``rate`` on the part of the base up to ``up_to``."""

    up_to: int | float | None
    rate: int | float


class Rule(_Model):
    """The calculation for the eligible candidate (see the paper's Table 3)."""

    operation: Operation
    operands: list[str] = Field(min_length=2)
    weights: list[int | float] | None = None
    subtract: int = Field(default=0, ge=0)
    tiers: list[Tier] | None = None
    precision: Precision
    unit: str
    label: str = ""


class Answer(_Model):
    """The gold answer: a conclusion label, the candidate (or None) and the rounded number."""

    conclusion: str
    candidate: str | None
    numeric_result: int | float | None


class MisalignedFault(_Model):
    """The role's first reply reports ``reported_fact`` (another context) in place of ``fact``."""

    kind: Literal["misaligned"] = "misaligned"
    role: str
    fact: str
    reported_fact: str


class IncompleteFault(_Model):
    """The role's first reply gives only an interval for one candidate's value of ``fact``.

    ``interval`` is ``[lo, hi]``; either end may be None for a one-sided bound ("at least 5
    years"); ``interval`` None means the reply omits the value altogether.
    """

    kind: Literal["incomplete"] = "incomplete"
    role: str
    fact: str
    candidate: str
    interval: tuple[int | float | None, int | float | None] | None


class MissedFault(_Model):
    """The role does not answer the first request."""

    kind: Literal["missed"] = "missed"
    role: str


Fault = Annotated[MisalignedFault | IncompleteFault | MissedFault, Field(discriminator="kind")]


class Faults(_Model):
    """The fault plan of each paired setting; the task and the gold answer are shared."""

    reliable: list[Fault] = Field(default_factory=list)
    misaligned: list[Fault] = Field(default_factory=list)
    incomplete: list[Fault] = Field(default_factory=list)
    missed: list[Fault] = Field(default_factory=list)
    mixed: list[Fault] = Field(default_factory=list)

    def of(self, setting: str) -> list[Fault]:
        """The faults of one setting, by name."""
        return getattr(self, check_setting(setting))


class Task(_Model):
    """One task group of the benchmark, shared by its five paired settings."""

    format_version: int = FORMAT_VERSION
    id: str = Field(min_length=1)
    domain: Domain
    scenario: str = ""
    operation: Operation
    background: str = ""
    question: str
    labels: Labels
    candidates: list[str] = Field(min_length=3, max_length=3)
    roles: list[Role] = Field(min_length=1)
    facts: list[Fact] = Field(min_length=1)
    conditions: list[Condition] = Field(min_length=1)
    rule: Rule
    answer: Answer
    faults: Faults = Field(default_factory=Faults)
    records: dict[str, str] = Field(default_factory=dict)

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
    if len(candidates) != 3:
        problems.append("candidates: names must be distinct")
    if len(set(role_ids)) != len(role_ids):
        problems.append("roles: ids must be distinct")
    if len(facts) != len(task.facts):
        problems.append("facts: ids must be distinct")
    for fact in task.facts:
        if fact.role not in role_ids:
            problems.append(f"facts[{fact.id}].role: unknown role {fact.role!r}")
        if set(fact.values) != candidates:
            problems.append(
                f"facts[{fact.id}].values: must give a value for exactly the 3 candidates"
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
    fault: MisalignedFault | IncompleteFault | MissedFault,
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
    if isinstance(fault, IncompleteFault) and fault.candidate not in candidates:
        problems.append(f"{where}.candidate: {fault.candidate!r} is not a candidate")
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
