"""The arithmetic of every operation, against hand-computed values, and the answer engine."""

from __future__ import annotations

from decimal import Decimal

import numpy as np
import pytest

from uncoenv.tasks import generator, logic
from uncoenv.tasks.models import Condition, Rule, Task


def rule(operation: str, precision: int = 2, **extra) -> Rule:
    operands = extra.pop("operands", ["a", "b"])
    return Rule(operation=operation, operands=operands, precision=precision, unit="u", **extra)


@pytest.mark.parametrize(
    ("operation", "values", "extra", "expected"),
    [
        ("sum", [45000, 15000], {}, "60000.00"),
        ("sum", [0.1, 0.2], {}, "0.30"),  # decimal, not binary float: 0.1 + 0.2 is 0.3
        ("difference", [12.5, 20], {}, "-7.50"),
        ("mean", [10, 20, 40], {"operands": ["a", "b", "c"]}, "23.33"),
        ("ratio", [10, 3], {}, "3.33"),
        ("ratio", [2, 8], {}, "0.25"),
        ("product", [12, 450], {}, "5400.00"),
        ("product", [1.5, 2.5], {}, "3.75"),
        ("weighted_sum", [100, 200], {"weights": [0.6, 0.4]}, "140.00"),
        (
            "weighted_sum",
            [1000, 400, 50],
            {"operands": ["a", "b", "c"], "weights": [1, 1.5, 2]},
            "1700.00",
        ),
        (
            "sum_minus_deduction",
            [100, 50, 30],
            {"operands": ["a", "b", "c"], "subtract": 1},
            "120.00",
        ),
        (
            "sum_minus_deduction",
            [100, 50, 30, 5],
            {"operands": ["a", "b", "c", "d"], "subtract": 2},
            "115.00",
        ),
    ],
)
def test_each_operation_against_hand_computed_values(operation, values, extra, expected):
    assert logic.calculate(rule(operation, **extra), values) == Decimal(expected)


TWO_TIERS = {"tiers": [{"up_to": 10000, "rate": 0.1}, {"up_to": None, "rate": 0.2}]}
THREE_TIERS = {
    "tiers": [
        {"up_to": 1000, "rate": 0},
        {"up_to": 5000, "rate": 0.05},
        {"up_to": None, "rate": 0.3},
    ]
}


@pytest.mark.parametrize(
    ("values", "tiers", "expected"),
    [
        ([4000, 5000], TWO_TIERS, "900.00"),  # all in the first tier: 9000 × 0.1
        ([10000, 0], TWO_TIERS, "1000.00"),  # exactly at the bound
        ([20000, 5000], TWO_TIERS, "4000.00"),  # 10000 × 0.1 + 15000 × 0.2
        ([500, 400], THREE_TIERS, "0.00"),
        ([3000, 3000], THREE_TIERS, "500.00"),  # 0 + 4000 × 0.05 + 1000 × 0.3
        ([1234.5, 0], THREE_TIERS, "11.72"),  # 234.5 × 0.05 = 11.725, a tie: to even
    ],
)
def test_progressive_piecewise_tiers(values, tiers, expected):
    assert logic.calculate(rule("piecewise", **tiers), values) == Decimal(expected)


@pytest.mark.parametrize(
    ("value", "precision", "expected"),
    [
        ("2.5", 0, "2"),
        ("3.5", 0, "4"),
        ("-2.5", 0, "-2"),
        ("0.125", 2, "0.12"),
        ("0.135", 2, "0.14"),
        ("60000.5", 0, "60000"),
        ("1.005", 2, "1.00"),  # binary floats would say 1.00 for the wrong reason; decimal is exact
        ("1.015", 2, "1.02"),
    ],
)
def test_rounding_is_half_to_even(value, precision, expected):
    assert logic.round_half_even(Decimal(value), precision) == Decimal(expected)


def test_only_the_final_result_is_rounded():
    # Rounding each term first would give 0 + 0 + 1 = 1; the exact sum 1.5 rounds to 2.
    assert logic.calculate(rule("sum", 0, operands=["a", "b", "c"]), [0.4, 0.4, 0.7]) == 2


@pytest.mark.parametrize(
    ("op", "target", "value", "expected"),
    [
        (">=", 12, 12, True),
        (">", 12, 12, False),
        ("<=", 3.5, 3.5, True),
        ("<", 3.5, 3.4, True),
        ("==", True, True, True),
        ("==", True, 1, False),  # a number never stands for a bool
        ("!=", "scheduled", "completed", True),
        ("in", ["completed", "scheduled"], "not started", False),
    ],
)
def test_conditions(op, target, value, expected):
    assert logic.holds(Condition(fact="f", op=op, value=target), value) is expected


def test_the_paper_example_solves_to_its_answer(paper):
    task = Task.model_validate(paper)
    assert logic.solve(task) == ("Marcus Vance", Decimal(60000))
    assert logic.eligible(task) == ["Marcus Vance"]


def test_outcomes_enumerate_what_hidden_evidence_allows(paper):
    task = Task.model_validate(paper)
    decision = logic.Decision(task)
    # Hiding the experience of all three: Marcus may fail (negative) or pass (60,000 AUD);
    # Kavita fails the certificate anyway, Elena the March check.
    found = decision.outcomes(logic.hide(task, ["hardrock_experience"]))
    assert found.possible == {logic.NEGATIVE, ("Marcus Vance", Decimal(60000))}
    assert not found.ambiguous and not found.determined
    # Hiding the grant: four possible grants (15,000 to 45,000) plus 15,000 each.
    found = decision.outcomes(logic.hide(task, ["relocation_grant"]))
    assert {r for _, r in found.possible} == {Decimal(v) for v in (30000, 40000, 50000, 60000)}
    # Hiding Kavita's certificate and availability makes two eligible candidates possible.
    found = decision.outcomes(
        logic.hide(task, ["mine_manager_certificate", "start_availability"], ["Kavita Selvam"])
    )
    assert found.ambiguous


def test_determined_agrees_with_the_full_enumeration():
    """``determined`` and ``determined_without`` stop early; they must say what ``outcomes``
    says, for any unknowns (random subsets of facts, candidates and values)."""
    rng = np.random.default_rng(4)
    seen = {True: 0, False: 0}
    for index in range(60):
        task = generator.generate_task(11, index)
        decision = logic.Decision(task)
        for role in task.roles:
            facts = logic.relevant_facts(task, role.id)
            expected = decision.outcomes_without(facts).determined
            assert logic.Decision(task).determined_without(facts) == expected
            assert decision.determined(logic.hide(task, facts)) == expected
        for _ in range(10):
            unknowns = {}
            for fact in task.facts:
                for candidate in task.candidates:
                    if rng.random() < 0.15:
                        size = int(rng.integers(0, len(fact.domain) + 1))  # 0: none left
                        options = rng.choice(len(fact.domain), size=size, replace=False)
                        unknowns[(fact.id, candidate)] = [fact.domain[i] for i in options]
            expected = logic.Decision(task).outcomes(unknowns).determined
            assert decision.determined(unknowns) == expected
            seen[expected] += 1
    assert min(seen.values()) > 20  # both answers were put to the test
