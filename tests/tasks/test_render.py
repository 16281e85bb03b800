"""Record sentences, conditions and rules in English."""

from __future__ import annotations

import pytest

from uncoenv.envs import observer
from uncoenv.tasks import render
from uncoenv.tasks.models import Fact, Task, Tier
from uncoenv.tasks.scenarios import DOMAINS, templates
from uncoenv.tasks.text import showable


@pytest.mark.parametrize(
    ("value", "unit", "expected"),
    [
        (45000, "AUD", "45,000 AUD"),
        (94, "%", "94%"),
        (94, "/100", "94/100"),
        (3.5, "tonnes", "3.5 tonnes"),
        (1234.25, None, "1,234.25"),
        (0.1, None, "0.1"),
    ],
)
def test_numbers_read_as_records_write_them(value, unit, expected):
    assert render.format_number(value, unit) == expected


def test_the_paper_example_reads_like_its_records(paper):
    task = Task.model_validate(paper)
    march = task.fact("background_check__march_2026")
    april = task.fact("background_check__april_2026")
    assert render.fact_sentence(march, "Marcus Vance") == (
        "Marcus Vance passed the March 2026 vetting cycle statutory background check."
    )
    assert render.fact_sentence(april, "Marcus Vance") == (
        "Marcus Vance did not pass the April 2026 vetting cycle statutory background check."
    )
    experience = task.fact("hardrock_experience")
    assert render.fact_sentence(experience, "Kavita Selvam") == (
        "Kavita Selvam has 17 years of underground hardrock experience."
    )
    # A fact without phrasings still reads plainly.
    assert render.fact_sentence(task.fact("roster_flights"), "Dr. Elena Rostova") == (
        "Dr. Elena Rostova: annual allocation of roster flights: 18 flights."
    )


def test_conditions_name_their_required_context(paper):
    task = Task.model_validate(paper)
    texts = [render.condition_text(task.fact(c.fact), c) for c in task.conditions]
    assert texts[1] == "underground hardrock experience of at least 12 years"
    assert texts[3] == (
        'statutory background check (March 2026 vetting cycle): the record must say "passed"'
    )


def test_rules_read_as_formulas(paper):
    task = Task.model_validate(paper)
    assert render.rule_text(task) == (
        "Total relocation and establishment package (AUD) = executive relocation grant + field "
        "establishment allowance; only the final result is rounded to 0 decimal places "
        "(ties to even)."
    )
    piecewise = task.model_copy(
        update={
            "rule": task.rule.model_copy(
                update={
                    "operation": "piecewise",
                    "tiers": [Tier(up_to=40000, rate=0.1), Tier(up_to=None, rate=0.25)],
                }
            )
        }
    )
    assert "0.1 × the part up to 40,000 AUD; 0.25 × the part above 40,000 AUD" in (
        render.rule_text(piecewise)
    )


def test_a_record_holds_every_fact_of_the_role_for_every_candidate(paper):
    task = Task.model_validate(paper)
    record = render.record_text(task, "integrity_and_governance_lead", lambda f, c: 0)
    assert record.count("\n") == 2
    assert "Marcus Vance did not pass the April 2026" in record
    assert "Kavita Selvam: governance seminar hours" in record


@pytest.mark.parametrize(
    ("value", "unit", "expected"),
    [
        (1, "incidents", "1 incident"),
        (1, "spill kits", "1 spill kit"),
        (1, "deliveries", "1 delivery"),
        (1, "batches", "1 batch"),
        (1, "Gbps", "1 Gbps"),
        (1, "class", "1 class"),
        (1.0, "days", "1 day"),
        (2, "incidents", "2 incidents"),
        (1, "m", "1 m"),
    ],
)
def test_a_count_of_one_reads_in_the_singular(value, unit, expected):
    assert render.format_number(value, unit) == expected


def test_the_env_shows_the_brief_the_tasks_layer_renders():
    # The brief lives with the other task renderings so that ``verify`` can measure it.
    assert observer.brief is render.brief and observer.ACTION_FORMAT is render.ACTION_FORMAT


def test_the_brief_says_what_wait_is_for_and_what_an_invalid_action_costs(paper):
    text = " ".join(render.brief(Task.model_validate(paper), 10).split())  # one line
    assert "Wait sends nothing. " + render.SILENCE in text
    assert "An invalid action, or an invalid part of a query, uses up the round" in text
    assert "the valid parts of a query are still sent" in text
    assert showable(render.ACTION_FORMAT) and render.ACTION_FORMAT.isascii()


def test_a_name_ending_in_s_takes_a_bare_apostrophe():
    # Play-test: "Tulloch Moor pools's ...".
    from uncoenv.tasks import dataset

    seen = 0
    for task in dataset.load_benchmark()[:300]:
        for fact in task.facts:
            for candidate in task.candidates:
                for sentence in render.fact_sentences(fact, candidate):
                    assert f"{candidate}'s" not in sentence or not candidate.endswith("s")
                    seen += candidate.endswith("s") and f"{candidate}'" in sentence
    assert seen  # the case occurs


def test_plain_phrasings_are_filled_as_str_format_fills_them():
    """``_sentence`` fills most phrasings through a ``%`` format: it must write what
    ``str.format`` writes, for every phrasing of every scenario and for odd templates."""
    phrasings = {
        t
        for d in DOMAINS
        for s in templates(d, None)
        for r in s.roles
        for f in r.facts
        for t in f.templates
    }
    phrasings |= {
        "{candidate} has 5% of {value} (100%)",
        "{{candidate}} {candidate}: {value}",
        "{value} for {candidate}",
        "{candidate:>12} {value}",
        "{candidate!r} {value}",
        "{candidate}'s {value}",
        "{candidate} {value} in {context}",
    }
    fact = Fact(id="f", role="r", label="size", kind="number", domain=[1, 2], values={})
    scoped = fact.model_copy(update={"context": "2025"})
    for template in phrasings:
        for candidate in ("Ana Lee", "Shannon Turbine Works", "50% Co"):
            for f in (fact, scoped):
                expected = template
                if candidate.endswith("s"):
                    expected = expected.replace("{candidate}'s", "{candidate}'")
                expected = expected.format(
                    candidate=candidate, value="1,200 AUD", context=f.context or ""
                )
                assert render._sentence(f, candidate, "1,200 AUD", template) == expected
