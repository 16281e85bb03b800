"""The one action parser: resolution against the task, both query forms, partial queries,
refusals."""

from __future__ import annotations

import pytest

from uncoenv.envs.actions import (
    MAX_MESSAGE,
    ActionError,
    Finalize,
    Parsed,
    Query,
    Wait,
    parse_action,
    read_action,
)
from uncoenv.tasks import dataset
from uncoenv.tasks.text import folded

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


def test_a_query_with_an_unknown_role_keeps_the_valid_roles():
    raw = {"action": "query", "roles": [IDS[0], "Fire Chief", TASK.roles[1].title], "message": "Hi"}
    parsed = read_action(raw, TASK)
    assert parsed.action == Query(roles=IDS[:2], message="Hi")
    (problem,) = parsed.problems
    assert problem == f"unknown role 'Fire Chief'; the roles are: {', '.join(IDS)}"
    with pytest.raises(ActionError, match="unknown role 'Fire Chief'"):
        parse_action(raw, TASK)  # the strict form: any refused part refuses the action


def test_each_refused_part_of_a_message_per_role_is_named_in_order():
    long = "x" * (MAX_MESSAGE + 1)
    raw = {
        "action": "query",
        "queries": [
            {"role": "Fire Chief", "message": "a"},
            {"role": IDS[0], "message": "first"},
            {"role": IDS[1], "message": "   "},
            {"role": TASK.roles[0].title, "message": "again"},
            {"role": IDS[2], "message": long},
            {"role": IDS[3], "message": "fourth"},
        ],
    }
    parsed = read_action(raw, TASK)
    assert parsed.action.messages() == [(IDS[0], "first"), (IDS[3], "fourth")]
    assert parsed.action.roles is None  # the form it came in
    assert len(parsed.problems) == 4
    unknown, empty, twice, too_long = parsed.problems
    assert unknown.startswith("unknown role 'Fire Chief'; the roles are: ")
    assert empty == f"the message to {IDS[1]} is empty"
    assert twice == f"{IDS[0]} is named again; each role may appear once per query"
    assert too_long == (
        f"the message to {IDS[2]} is too long ({MAX_MESSAGE + 1:,} characters; "
        f"the limit is {MAX_MESSAGE:,})"
    )


def test_a_part_of_the_wrong_shape_is_refused_and_the_rest_sent():
    # Play-test: {"role": ["high_performance_director"], ...} beside a valid part refused the
    # whole query, though the brief says the valid parts of a query are still sent.
    raw = {
        "action": "query",
        "queries": [
            {"role": IDS[0], "message": "first"},
            {"role": [IDS[1]], "message": "second"},
            {"role": IDS[2]},
        ],
    }
    parsed = read_action(raw, TASK)
    assert parsed.action.messages() == [(IDS[0], "first")]
    assert parsed.problems == (
        "queries.1.role: Input should be a valid string",
        "queries.2.message: Field required",
    )
    with pytest.raises(ActionError, match=r"queries\.0\.role: Input should be a valid string"):
        read_action({"action": "query", "queries": [{"role": 5, "message": "x"}]}, TASK)


def test_a_valid_action_has_no_problems():
    assert read_action({"action": "query", "roles": IDS, "message": "Hi"}, TASK) == Parsed(
        Query(roles=IDS, message="Hi")
    )
    assert read_action({"action": "wait"}, TASK) == Parsed(Wait())


@pytest.mark.parametrize(
    ("raw", "messages"),
    [
        (
            {"action": "query", "roles": ["Fire Chief", "nobody"], "message": "Hi"},
            ["unknown role 'Fire Chief'", "; unknown role 'nobody'"],
        ),
        (
            {
                "action": "query",
                "queries": [{"role": IDS[0], "message": ""}, {"role": IDS[0], "message": "x"}],
            },
            [f"the message to {IDS[0]} is empty", f"; {IDS[0]} is named again"],
        ),
        (
            # The roles form's one message goes to every role: a bad one refuses them all.
            {"action": "query", "roles": [IDS[0], "nobody"], "message": " "},
            ["the message is empty", "; unknown role 'nobody'"],
        ),
        ({"action": "query", "roles": [IDS[0], 5], "message": "x"}, ["invalid query action"]),
    ],
)
def test_a_query_without_a_valid_part_is_refused_whole(raw, messages):
    with pytest.raises(ActionError) as refused:
        read_action(raw, TASK)
    for message in messages:
        assert message in str(refused.value)


def accented_task():
    """A benchmark task whose gold candidate has a letter NFKD does not decompose."""
    tasks = dataset.load_benchmark()
    return next(
        t
        for t in tasks
        if t.answer.candidate and any(c in t.answer.candidate for c in "øØæÆłŁđðþß")
    )


def test_finalize_names_are_matched_without_accents():
    task = accented_task()
    written = folded(task.answer.candidate).upper()
    assert written.isascii()
    raw = {
        "action": "finalize",
        "conclusion": task.labels.positive,
        "candidate": written,
        "numeric_result": 1,
    }
    assert parse_action(raw, task).candidate == task.answer.candidate
    labels = task.labels.model_copy(update={"positive": "Välj", "negative": "Välj inte"})
    swedish = task.model_copy(update={"labels": labels})
    final = parse_action({**raw, "conclusion": " valj "}, swedish)
    assert (final.conclusion, final.candidate) == ("Välj", task.answer.candidate)


def test_a_name_two_candidates_share_without_accents_is_ambiguous():
    # verify() refuses such a task; the parser still refuses to guess.
    names = ["Hôpital Lyon", "Hòpital Lyon", TASK.candidates[2]]
    task = TASK.model_copy(update={"candidates": names})
    raw = {"action": "finalize", "conclusion": task.labels.positive, "numeric_result": 1}
    with pytest.raises(ActionError, match="could be 'Hôpital Lyon' or 'Hòpital Lyon'"):
        parse_action({**raw, "candidate": "Hopital Lyon"}, task)
    # A spelling equal to one name apart from case alone is that name.
    assert parse_action({**raw, "candidate": "HÒPITAL LYON"}, task).candidate == "Hòpital Lyon"


@pytest.mark.parametrize(
    ("candidate", "number"),
    [("first", None), (None, 0), ("first", 12.5)],
    ids=["candidate", "zero", "both"],
)
def test_a_negative_conclusion_with_a_candidate_or_a_number_is_correctable(candidate, number):
    # Review D19: this was accepted, ended the episode and scored 0, while a positive conclusion
    # without them was returned to the agent as an invalid action.
    chosen = TASK.candidates[0] if candidate else None
    final = {
        "action": "finalize",
        "conclusion": TASK.labels.negative.upper(),
        "candidate": chosen,
        "numeric_result": number,
    }
    message = f"the conclusion {TASK.labels.negative!r} takes candidate and numeric_result null"
    with pytest.raises(ActionError, match=message):
        parse_action(final, TASK)
    final.update(candidate=None, numeric_result=None)
    assert parse_action(final, TASK).conclusion == TASK.labels.negative


def test_the_refusals_of_an_unknown_action_or_kind_name_the_known_ones():
    # Both lists are the schema's (the actions) and the registry's (the kinds).
    from uncoenv.tasks.faults import KIND_NAMES

    with pytest.raises(ActionError) as refused:
        parse_action({"action": "ask"}, TASK)
    assert str(refused.value) == "unknown action 'ask'; expected 'query', 'wait' or 'finalize'"
    answer = {"action": "finalize", **TASK.answer.model_dump()}
    with pytest.raises(ActionError) as refused:
        parse_action({**answer, "unreliable": [{"role": IDS[0], "kind": "unsure"}]}, TASK)
    *others, last = [repr(name) for name in KIND_NAMES]
    expected = f"Input should be {', '.join(others)} or {last}"
    assert str(refused.value) == f"invalid finalize action: unreliable.0.kind: {expected}"
