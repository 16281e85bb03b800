"""The paper's Table 3 constraints on a numerical rule, in one place.

Two formats hold rules: a task's ``Rule`` (``uncoenv.tasks.models``, checked by
``uncoenv.tasks.checks``) and a scenario's ``RuleTemplate`` (``uncoenv.tasks.scenarios.schema``,
checked when the scenario loads). Both check the same constraints here, on what the two share:
the rule's operation, weights, subtract and tiers, and the kind, unit, domain and holder of each
operand. This module imports nothing else of the package, so the schema and the models can both
use it.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import Annotated, Protocol

from pydantic import Field

MAX_PRECISION = 6
"""The most decimal places a rule's result is rounded to."""

Precision = Annotated[int, Field(ge=0, le=MAX_PRECISION)]
"""A rule's ``precision``: the decimal places of the rounded result, 0 to ``MAX_PRECISION``."""

TWO_OPERANDS = ("difference", "ratio", "product")
"""Operations that take exactly two operands."""

ONE_UNIT = ("sum", "difference", "mean", "sum_minus_deduction", "piecewise")
"""Operations whose operands must share a unit."""


class Band(Protocol):
    """A tier of a piecewise rule (``Tier`` or ``TierTemplate``)."""

    up_to: int | float | None
    rate: int | float


class Calculation(Protocol):
    """What the constraints read of a rule (``Rule`` or ``RuleTemplate``)."""

    operation: str
    operands: list[str]
    weights: list[int | float] | None
    subtract: int

    @property
    def tiers(self) -> Sequence[Band] | None: ...


class Operand(Protocol):
    """What the constraints read of an operand's fact (``Fact`` or ``FactTemplate``)."""

    kind: str
    unit: str | None
    domain: Sequence[object]


def rule_problems(
    rule: Calculation, operands: Sequence[Operand], roles: Sequence[str]
) -> list[str]:
    """What breaks Table 3 in a rule, each message led by the field it names.

    Args:
        rule: The rule.
        operands: The fact of each of ``rule.operands``, in order.
        roles: The role holding each operand, in order.

    Returns:
        Messages such as "operands: held by one role only; at least 2 roles must hold them";
        empty when the rule keeps every constraint.
    """
    operation, n = rule.operation, len(operands)
    if any(f.kind != "number" for f in operands):
        return ["operands: every operand must be a number fact"]  # the rest assume numbers
    problems = []
    if len(set(roles)) < 2:
        problems.append("operands: held by one role only; at least 2 roles must hold them")
    if operation in TWO_OPERANDS and n != 2:
        problems.append(f"operands: {operation} takes exactly 2 operands, got {n}")
    if operation == "ratio" and any(v == 0 for v in operands[-1].domain):
        problems.append(f"operands: the ratio's denominator {rule.operands[-1]!r} can be zero")
    if operation == "weighted_sum":
        if not rule.weights or len(rule.weights) != n or min(rule.weights) <= 0:
            problems.append("weights: weighted_sum needs one positive weight per operand")
    elif rule.weights is not None:
        problems.append(f"weights: only weighted_sum has weights, not {operation}")
    if operation == "sum_minus_deduction":
        if not (rule.subtract >= 1 and n - rule.subtract >= 2):
            problems.append("subtract: needs at least 2 additions and 1 subtraction")
    elif rule.subtract:
        problems.append(f"subtract: only sum_minus_deduction subtracts, not {operation}")
    problems.extend(_tier_problems(rule, operands))
    if operation in ONE_UNIT and len({f.unit for f in operands}) != 1:
        problems.append(f"operands: {operation} needs operands in one unit")
    return problems


def _tier_problems(rule: Calculation, operands: Sequence[Operand]) -> list[str]:
    if rule.operation != "piecewise":
        return [] if rule.tiers is None else ["tiers: only piecewise has tiers"]
    tiers = rule.tiers or []
    bounds = [t.up_to for t in tiers]
    if len(tiers) < 2 or bounds[-1] is not None or None in bounds[:-1]:
        return ["tiers: piecewise needs 2+ tiers, only the last open (up_to null)"]
    problems = []
    if any(b <= a for a, b in itertools.pairwise(bounds[:-1])):  # type: ignore[operator]
        problems.append("tiers: bounds must increase")
    if len({t.rate for t in tiers}) < 2:
        problems.append("tiers: tiers need distinct rates")
    if any(v < 0 for f in operands for v in f.domain):  # type: ignore[operator]
        problems.append("operands: piecewise operands must be non-negative")
    return problems
