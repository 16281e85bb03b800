"""The one action parser: resolution against the task, both query forms, refusals."""

from __future__ import annotations

import pytest

from uncoenv.envs.actions import ActionError, Finalize, Query, Wait, parse_action
from uncoenv.tasks import dataset

TASK = dataset.load_benchmark()[0]
IDS = [r.id for r in TASK.roles]


def test_roles_by_title_in_any_case_resolve_to_ids():
    titles = [r.title.upper() for r in TASK.roles[:3]]
    query = parse_action({"action": "query", "roles": titles, "message": "Hello"}, TASK)
    assert isinstance(query, Query) and query.roles == IDS[:3]
    assert query.messages() == [(role, "Hello") for role in IDS[:3]]


def test_an_action_already_in_the_tasks_spelling_comes_back_as_it_was():
    given = Query(roles=IDS, message="Hello")
    assert parse_action(given, TASK) == given
    answer = TASK.answer
    final = parse_action({"action": "finalize", **answer.model_dump()}, TASK)
    assert isinstance(final, Finalize) and final.conclusion == answer.conclusion


def test_a_message_per_role_keeps_its_order_and_pairs():
    raw = {
        "action": "query",
        "queries": [
            {"role": TASK.roles[1].title, "message": "first"},
            {"role": IDS[0], "message": "second"},
        ],
    }
    query = parse_action(raw, TASK)
    assert query.messages() == [(IDS[1], "first"), (IDS[0], "second")]


def test_finalize_names_are_matched_without_case_and_given_as_the_task_spells_them():
    label, candidate = TASK.labels.positive, TASK.candidates[1]
    raw = {
        "action": "finalize",
        "conclusion": f"  {label.lower()} ",
        "candidate": candidate.upper(),
        "numeric_result": 1.5,
    }
    final = parse_action(raw, TASK)
    assert (final.conclusion, final.candidate, final.numeric_result) == (label, candidate, 1.5)


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        ({"action": "query", "roles": [IDS[0], IDS[0].upper()], "message": "x"}, "once per query"),
        (
            {"action": "query", "roles": [IDS[0]], "message": "x", "queries": []},
            "not both",
        ),
        ({"action": "query", "roles": [IDS[0]]}, "needs 'roles' and 'message'"),
        ({"action": "query", "queries": []}, "at least one role"),
        ({"action": "query", "roles": [IDS[0]], "message": "  "}, "is empty"),
        ({"action": "query", "queries": [{"role": "nobody", "message": "x"}]}, "unknown role"),
    ],
)
def test_refusals_name_what_is_wrong(raw, message):
    with pytest.raises(ActionError, match=message):
        parse_action(raw, TASK)


def test_wait_is_wait():
    assert isinstance(parse_action('{"action": "wait"}', TASK), Wait)
