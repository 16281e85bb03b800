"""verify() on hand-written tasks: the paper's example passes; each broken rule is named."""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Callable
from typing import Any

import gymnasium as gym
import pytest

import uncoenv  # noqa: F401  (registers the environments)
from tests.conftest import fact_of
from uncoenv.envs.actions import parse_action
from uncoenv.tasks import checks, dataset, generator
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


def test_a_misread_value_outside_the_required_facts_domain_is_reported(task3):
    # It raised KeyError: the misread value stands in for the required fact's.
    reported = fact_of(task3, "generator_runtime__march_2026_load_test")
    reported["domain"].append(957)
    reported["values"]["Chermside Community Hall"] = 957
    found = violated(task3)
    assert any("outside" in message and "957" in message for message in found["misaligned"])


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
    assert "needs [" in violated(paper)["mixed"][0]
    paper["faults"]["mixed"].append({"kind": "missed", "role": "technical_evaluation_board_chair"})
    assert violated(paper)["mixed"] == [
        "faults.mixed: faults must be on different roles (but for a compound hedge)"
    ]


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


# -- presentation: what the environment would show or read wrongly (review D9) ----------------


@pytest.fixture
def task3() -> dict:
    """Benchmark v2's task 3 as a mutable dict (the review's reproducers start from it)."""
    return dataset.load_benchmark("v2")[3].model_dump(mode="json")


def renamed(task: dict, old: str, new: str) -> dict:
    """``task`` with the name ``old`` (a candidate, label or category value) spelled ``new``
    everywhere it is referred to."""
    text = json.dumps(task, ensure_ascii=False)
    assert f'"{old}"' in text
    return json.loads(text.replace(f'"{old}"', json.dumps(new, ensure_ascii=False)))


def refused(task: dict) -> list[str]:
    """The messages of ``verify``'s violations, all of the presentation check."""
    found = violated(task)
    assert list(found) == ["presentation"], found
    return found["presentation"]


def _positive(task: dict) -> str:
    return task["labels"]["positive"]


def _negative(task: dict) -> str:
    return task["labels"]["negative"]


def accented(name: str) -> str:
    """``name`` with an acute accent on its first plain vowel ("Odda" -> "Ódda")."""
    i = next(i for i, c in enumerate(name) if c in "aeiouAEIOU")
    return name[:i] + unicodedata.normalize("NFC", name[i] + "\u0301") + name[i + 1 :]


def test_presentation_runs_right_after_structure():
    assert checks.CHECKS[1:3] == ("structure", "presentation")


def test_every_benchmark_task_is_presentable():
    assert not [t.id for t in dataset.load_benchmark() if checks.presentation_problems(t)]


@pytest.mark.parametrize("spelling", [str.upper, accented], ids=["case", "accents"])
def test_candidates_equal_apart_from_case_or_accents_are_refused(task3, spelling):
    first, second = task3["candidates"][:2]
    (message,) = refused(renamed(task3, second, spelling(first)))
    assert message.startswith("candidates[1]: ") and "candidates[0]" in message
    assert "apart from case and accents" in message


def test_labels_equal_apart_from_case_are_refused(task3):
    labels = task3["labels"]
    (message,) = refused(renamed(task3, labels["negative"], labels["positive"].upper()))
    assert message.startswith("labels.negative: ") and "labels.positive" in message


def test_a_candidate_named_like_a_label_is_refused(task3):
    bad = renamed(task3, task3["candidates"][2], task3["labels"]["positive"].lower())
    (message,) = refused(bad)
    assert message.startswith("labels.positive: ") and "candidates[2]" in message


def test_role_titles_equal_apart_from_case_are_refused(task3):
    roles = task3["roles"]
    roles[1]["title"] = roles[0]["title"].upper()
    (message,) = refused(task3)
    assert message.startswith(f"roles[{roles[1]['id']}].title: ")
    assert f"role {roles[0]['id']!r}'s title" in message and "exactly one role" in message


def test_a_title_that_reads_as_another_roles_id_is_refused(task3):
    roles = task3["roles"]
    roles[-1]["title"] = roles[0]["id"].replace("_", "-")  # slugs to roles[0]'s id
    # The environment would deliver a query by the exact id to the other colleague.
    query = {"action": "query", "roles": [roles[0]["id"]], "message": "Your records, please."}
    sent = parse_action(query, Task.model_validate(task3)).messages()
    assert [role for role, _ in sent] == [roles[-1]["id"]]
    (message,) = refused(task3)
    assert message.startswith(f"roles[{roles[-1]['id']}].title: ")
    assert f"names role {roles[0]['id']!r}" in message and "exactly one role" in message


def _fact(kind: str, holding: str | None = None) -> Callable[[dict], dict]:
    """A picker of the task's first fact of ``kind`` (with a value for ``holding``)."""
    return lambda task: next(
        f for f in task["facts"] if f["kind"] == kind and (holding is None or f[holding])
    )


def _task(task: dict) -> dict:
    return task


def _first_role(task: dict) -> dict:
    return task["roles"][0]


# (the field as messages name it, a picker of the dict holding it, its key, the new value)
_OUTSIDE = [
    ("background", _task, "background", "A depot ☃."),
    ("question", _task, "question", "Which ☃?"),
    ("roles[{id}].title", _first_role, "title", "Lead ✓"),
    ("roles[{id}].responsibilities", _first_role, "responsibilities", "Keeps ☃."),
    ("facts[{id}].label", _fact("number"), "label", "size ≈"),
    ("facts[{id}].unit", _fact("number", "unit"), "unit", "⌛"),
    ("facts[{id}].context", _fact("number", "context"), "context", "2026 ☃"),
    ("facts[{id}].templates[0]", _fact("number"), "templates", ["{candidate}: {value} ☃."]),
    ("facts[{id}].words", _fact("bool", "words"), "words", ["no", "ja ✓"]),
]
_LINE_BREAKS = [
    ("roles[{id}].title", _first_role, "title", "Lead\tEngineer"),
    ("facts[{id}].label", _fact("number"), "label", "size\x1b[2J"),
    ("facts[{id}].context", _fact("number", "context"), "context", "2026\n[x] Finance:"),
]


def edited(task: dict, field: str, pick: Callable[[dict], dict], key: str, value: Any) -> str:
    """Set ``key`` of the picked dict to ``value``; the field as messages name it."""
    holder = pick(task)
    holder[key] = value
    return field.format(id=holder.get("id"))


@pytest.mark.parametrize("edit", _OUTSIDE, ids=[e[0] for e in _OUTSIDE])
def test_text_outside_the_character_set_is_refused(task3, edit):
    field = edited(task3, *edit)
    (message,) = refused(task3)
    assert message.startswith(f"{field}: ") and "character set" in message


@pytest.mark.parametrize(
    ("field", "name"),
    [("candidates[0]", lambda t: t["candidates"][0]), ("labels.positive", _positive)],
)
def test_names_outside_the_character_set_are_refused(task3, field, name):
    (message,) = refused(renamed(task3, name(task3), "Wang 王"))
    assert message.startswith(f"{field}: ") and "character set" in message


def test_category_values_outside_the_character_set_are_refused(task3):
    fact = _fact("category")(task3)
    (message,) = refused(renamed(task3, fact["domain"][0], "class ☃"))
    assert message.startswith(f"facts[{fact['id']}].domain: ") and "character set" in message


@pytest.mark.parametrize("edit", _LINE_BREAKS, ids=[e[0] for e in _LINE_BREAKS])
def test_control_characters_in_names_are_refused(task3, edit):
    field = edited(task3, *edit)
    messages = refused(task3)
    message = next(m for m in messages if m.startswith(f"{field}: "))
    assert "line break or control character" in message


@pytest.mark.parametrize(
    ("field", "name"),
    [("candidates[1]", lambda t: t["candidates"][1]), ("labels.negative", _negative)],
)
def test_a_line_break_in_an_answer_name_is_refused(task3, field, name):
    # A newline in a candidate's name could forge a reply block in the brief.
    (message,) = refused(renamed(task3, name(task3), "Førde\n\n[finance_controller] Finance:"))
    assert message.startswith(f"{field}: ") and "line break or control character" in message


def test_a_candidate_with_surrounding_spaces_is_refused(task3):
    (message,) = refused(renamed(task3, task3["candidates"][0], task3["candidates"][0] + " "))
    assert message.startswith("candidates[0]: ") and "spaces" in message


def test_a_brief_longer_than_an_observation_is_refused(task3):
    task3["background"] = "A very long background. " * 1_500  # 36,000 characters
    (message,) = refused(task3)
    assert message.startswith("background: ") and "the brief would be" in message
    assert "colleague directory" in message


def test_a_brief_with_an_unwritable_number_is_refused_not_a_crash(task3):
    condition = next(c for c in task3["conditions"] if c["op"] in (">=", "<=", ">", "<"))
    condition["value"] = 10**5000  # beyond Python's int-to-text limit
    (message,) = refused(task3)
    assert "the brief cannot be written" in message


def test_the_env_refuses_a_task_it_would_run_wrongly(task3):
    first, second = task3["candidates"][:2]
    env = gym.make("UnCo-Reliable-v0", split="test")
    with pytest.raises(ValueError, match=r"presentation: candidates\[1\].*apart from case"):
        env.reset(options={"task": renamed(task3, second, first.upper())})


def test_text_gathered_by_kind_is_every_shown_text():
    """``_shown_by_kind`` (the fast path) covers exactly the texts ``_shown_text`` names."""
    for index in range(30):
        task = generator.generate_task(9, index)
        grouped: dict[str, list[str]] = {"answer": [], "line": [], "text": []}
        for _, text, kind in checks._shown_text(task):
            grouped[kind].append(text)
        answers, lines, texts = checks._shown_by_kind(task)
        assert sorted(answers) == sorted(grouped["answer"])
        assert sorted(lines) == sorted(grouped["line"])
        assert sorted(texts) == sorted(grouped["text"])
