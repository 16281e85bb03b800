"""verify() on hand-written tasks: the paper's example passes; each broken rule is named."""

from __future__ import annotations

import json

from tests.conftest import fact_of
from uncoenv.tasks import checks
from uncoenv.tasks.models import Task


def violated(task) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for violation in checks.verify(task):
        found.setdefault(violation.check, []).append(violation.message)
    return found


def test_the_paper_example_is_valid_as_dict_model_and_json(paper):
    assert checks.verify(paper) == []
    assert checks.verify(Task.model_validate(paper)) == []
    assert checks.verify(json.dumps(paper)) == []


def test_two_eligible_candidates_break_uniqueness(paper):
    fact_of(paper, "mine_manager_certificate")["values"]["Kavita Selvam"] = True
    fact_of(paper, "start_availability")["values"]["Kavita Selvam"] = True
    found = violated(paper)
    assert list(found) == ["uniqueness"]
    assert "Marcus Vance, Kavita Selvam" in found["uniqueness"][0]


def test_a_wrong_gold_answer_is_reported(paper):
    paper["answer"]["numeric_result"] = 60001
    assert violated(paper) == {"answer": ["answer.numeric_result: is 60001, the rule gives 60000"]}


def test_a_role_without_facts_is_reported(paper):
    paper["roles"][-1]["necessary"] = False
    paper["facts"] = [f for f in paper["facts"] if f["role"] != paper["roles"][-1]["id"]]
    found = violated(paper)
    assert list(found) == ["structure"]
    assert "first_nations_and_community_relations_lead" in found["structure"][0]
    assert "holds no facts" in found["structure"][0]


def test_an_unknown_operator_is_refused_by_the_models(paper):
    paper["conditions"][1]["op"] = "≈"
    found = violated(paper)
    assert list(found) == ["schema"]
    assert found["schema"][0].startswith("conditions.1.op")


def test_a_value_outside_its_domain_is_refused_by_the_models(paper):
    fact_of(paper, "hardrock_experience")["values"]["Marcus Vance"] = 13
    (message,) = violated(paper)["schema"]
    assert "hardrock_experience" in message and "outside its domain" in message


def test_an_operator_that_does_not_fit_the_kind_is_refused(paper):
    paper["conditions"][0]["op"] = ">="
    (message,) = violated(paper)["schema"]
    assert "'>=' does not apply to the bool fact 'chartered_status'" in message


def test_a_ratio_whose_denominator_can_be_zero_is_reported(paper):
    paper["operation"] = paper["rule"]["operation"] = "ratio"
    fact_of(paper, "field_establishment_allowance")["domain"].insert(0, 0)
    paper["answer"]["numeric_result"] = 3
    found = violated(paper)
    assert any("denominator" in m and "can be zero" in m for m in found["structure"])


def test_operands_from_one_role_only_are_reported(paper):
    paper["rule"]["operands"] = ["relocation_grant", "health_premium"]
    found = violated(paper)
    assert any("held by one role only" in m for m in found["structure"])


def test_too_few_condition_roles_are_reported(paper):
    paper["conditions"] = [c for c in paper["conditions"] if c["fact"] != "start_availability"]
    found = violated(paper)
    assert any("4 conditions" in m for m in found["structure"])
    assert any("over 3 roles" in m for m in found["structure"])


def test_a_fault_on_a_role_that_is_not_necessary_is_reported(paper):
    fault = {"kind": "missed", "role": "first_nations_and_community_relations_lead"}
    paper["faults"]["missed"] = [fault]
    assert violated(paper) == {
        "missed": [
            "faults.missed: role 'first_nations_and_community_relations_lead' is not necessary; "
            "faults go on necessary roles"
        ]
    }


def test_a_misalignment_that_changes_nothing_is_reported(paper):
    fact_of(paper, "background_check__april_2026")["values"]["Marcus Vance"] = True
    found = violated(paper)
    assert set(found) == {"misaligned", "mixed"}
    assert "does not change the answer" in found["misaligned"][0]


def test_an_untruthful_interval_is_reported(paper):
    paper["faults"]["incomplete"][0]["interval"] = [5, 10]
    (message,) = violated(paper)["incomplete"]
    assert "untruthful" in message


def test_an_interval_that_still_determines_the_answer_is_reported(paper):
    paper["faults"]["incomplete"][0]["interval"] = [15, 20]
    (message,) = violated(paper)["incomplete"]
    assert "still determines the answer" in message


def test_a_mixed_plan_needs_three_different_roles_and_kinds(paper):
    paper["faults"]["mixed"] = paper["faults"]["mixed"][:2]
    assert "needs exactly" in violated(paper)["mixed"][0]
    paper["faults"]["mixed"].append({"kind": "missed", "role": "technical_evaluation_board_chair"})
    assert violated(paper)["mixed"] == ["faults.mixed: faults must be on different roles"]


def test_a_necessary_role_whose_evidence_is_redundant_is_reported(paper):
    # Marcus loses his certificate: nobody qualifies. Elena fails experience and the March check,
    # so the technical chair's evidence no longer decides anything.
    fact_of(paper, "mine_manager_certificate")["values"]["Marcus Vance"] = False
    paper["answer"] = {"conclusion": "Do not appoint", "candidate": None, "numeric_result": None}
    for setting in ("misaligned", "incomplete", "missed", "mixed"):
        paper["faults"][setting] = []
    found = violated(paper)
    assert "roles[technical_evaluation_board_chair].necessary" in found["necessity"][0]
    # Operand-only roles are exempt when no candidate qualifies (the paper's A.2.2).
    assert not any("remuneration" in m or "site_mobilization" in m for m in found["necessity"])


def test_a_distractor_role_marked_necessary_is_reported(paper):
    paper["roles"][-1]["necessary"] = True
    (message,) = violated(paper)["necessity"]
    assert "holds no decision-relevant facts" in message


def test_malformed_input_names_the_field_without_a_traceback():
    found = violated({"id": "x", "candidates": ["a", "b"]})
    assert "schema" in found
    assert any(m.startswith("candidates:") for m in found["schema"])
    assert any(m.startswith("rule:") for m in found["schema"])
    assert violated("{not json")["schema"]
