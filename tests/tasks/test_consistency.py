"""Labels, phrasings and contexts agree (``uncoenv.tasks.scenarios.consistency``): each rule on a
fact it flags and one it passes, orders across contexts, the shipped scenarios, the CLI check."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from tests.test_cli_scenario import new_scenario
from uncoenv.cli import app
from uncoenv.tasks import scenarios
from uncoenv.tasks.scenarios import consistency, load_scenario
from uncoenv.tasks.scenarios.consistency import (
    Finding,
    consistent,
    context_words,
    dates,
    label_conflicts,
    order_hint,
    phrasing_conflicts,
    relative_words,
    scenario_findings,
    shipped_findings,
)
from uncoenv.tasks.scenarios.schema import FactTemplate

DATA = Path(scenarios.__file__).parent / "scenario-data"
MINE = DATA / "energy_mining" / "mine_director_appointment.toml"
TRIAL = DATA / "healthcare" / "health_trial_lead_site_selection.toml"
AUDITS = ["2025 site audit", "2024 site audit"]


def number(**fields: object) -> FactTemplate:
    """A number fact held in two site audits, with ``fields`` replacing the defaults."""
    given: dict[str, object] = {
        "key": "audit_score",
        "label": "statutory safety audit score",
        "kind": "number",
        "unit": "/100",
        "domain": [68, 74, 79, 82],
        "contexts": AUDITS,
        "templates": [
            "{candidate} scored {value} in the {context}.",
            "{context}, {candidate}: {value}.",
        ],
    }
    return FactTemplate(**{**given, **fields})


# -- words --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("latest statutory safety audit score", ["latest"]),
        ("score in the Most  Recent audit", ["most recent"]),  # one phrase, not "recent"
        ("enrolment rate in a previous trial, current to date", ["previous", "current", "to date"]),
        ("statutory safety audit score", []),
        ("last-mile delivery cost of the new-build depot", []),  # kinds of things, not times
        ("blasting grit and newsprint recovery", []),  # whole words only
    ],
)
def test_relative_words(text, found):
    assert relative_words(text) == found


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("score (2024 site audit)", ["2024"]),
        ("throughput in the Q3 2026 ramp-up, FY26 and 2024-25", ["Q3", "2026", "FY26", "2024"]),
        ("sampled on 12 May and in March", ["12 May", "March"]),
        ("the value may differ by 2000.5 m", []),  # "may" the verb; no year
        ("floor height above the 1% AEP flood level", []),
    ],
)
def test_dates(text, found):
    assert dates(text) == found


def test_context_words_are_those_that_name_one_context_outright():
    shift = ["daytime measurement", "night-time measurement"]
    assert context_words("night-time noise at the property line", shift) == ["night-time"]
    # Shared by every context: the kind of measure, not one of them.
    assert context_words("noise measurement at the property line", shift) == []
    # One word of a longer context is a coincidence: the public limit is not the roof.
    points = ["nearest balcony", "public roof access point"]
    assert context_words("exposure relative to the public limit", points) == []
    assert context_words("exposure at the nearest balcony", points) == ["nearest", "balcony"]
    assert context_words("night-time noise", []) == []


# -- labels and phrasings -----------------------------------------------------------------------


def test_a_label_with_a_relative_word_conflicts_with_its_contexts():
    fact = number(label="latest statutory safety audit score")
    [problem] = label_conflicts(fact)
    assert "label 'latest statutory safety audit score'" in problem
    assert "the relative word 'latest'" in problem
    assert "['2025 site audit', '2024 site audit']" in problem
    assert label_conflicts(number()) == []
    # Without contexts the label names the one thing the record holds.
    assert label_conflicts(number(contexts=[])) == []


def test_a_label_that_names_a_context_conflicts_with_its_contexts():
    [problem] = label_conflicts(number(label="2024 statutory safety audit score"))
    assert "the date '2024'" in problem  # said once, not again as a context word
    [problem] = label_conflicts(number(label="safety audit score of July"))
    assert "the date 'July'" in problem
    seasons = number(label="winter UPS autonomy", contexts=["winter load", "summer load"])
    assert "the context word 'winter'" in label_conflicts(seasons)[0]


def test_a_phrasing_that_hard_codes_a_context_word_conflicts():
    fact = number(
        templates=[
            "{candidate} scored {value} in the {context}.",
            "Latest audit ({context}), {candidate}: {value}.",
        ]
    )
    [problem] = phrasing_conflicts(fact)
    assert "record phrasing 'Latest audit ({context}), {candidate}: {value}.'" in problem
    assert "the relative word 'latest'" in problem and str(AUDITS) in problem
    assert phrasing_conflicts(number()) == []
    # The slots are no words of the phrasing; a bool fact's words are.
    held = FactTemplate(
        key="endorsement",
        label="mountain-flying endorsement",
        kind="bool",
        words=("did not hold a current", "held a valid"),
        contexts=["January 2027 check", "April 2027 check"],
        templates=[
            "At the {context}, {candidate} {value} endorsement.",
            "{context}: {candidate} {value} one.",
        ],
    )
    [problem] = phrasing_conflicts(held)
    assert "'did not hold a current'" in problem and "'current'" in problem


# -- orders across contexts ---------------------------------------------------------------------

LATENCY = number(
    key="replication_latency",
    label="round-trip replication latency",
    unit="ms",
    domain=[0.8, 1.2, 1.7, 2.3],
    contexts=["peak-hour basis", "daily-average basis"],
    ordered="descending",
)


def test_consistent_keeps_the_declared_order_in_the_order_contexts_are_written():
    assert consistent(LATENCY, {"peak-hour basis": 2.3, "daily-average basis": 0.8})
    assert not consistent(LATENCY, {"peak-hour basis": 0.8, "daily-average basis": 2.3})
    assert consistent(LATENCY, {"daily-average basis": 1.2, "peak-hour basis": 1.2})  # ties
    assert consistent(LATENCY, {"daily-average basis": 2.3})  # one value: nothing to order
    assert consistent(LATENCY, {})
    rising = LATENCY.model_copy(update={"ordered": "ascending"})
    assert consistent(rising, {"peak-hour basis": 0.8, "daily-average basis": 2.3})
    assert not consistent(rising, {"peak-hour basis": 2.3, "daily-average basis": 0.8})


def test_consistent_is_true_when_no_order_is_declared_and_refuses_unknown_contexts():
    assert consistent(number(), {"2025 site audit": 68, "2024 site audit": 82})
    assert consistent(number(), {"2024 site audit": 68, "2025 site audit": 82})
    with pytest.raises(ValueError, match="no context '2023 site audit'"):
        consistent(number(), {"2023 site audit": 68})
    with pytest.raises(TypeError, match="ordered"):
        consistent(LATENCY, {"peak-hour basis": "high", "daily-average basis": 0.8})


def test_three_contexts_are_ordered_in_the_written_order():
    fact = number(contexts=["2024 audit", "2025 audit", "2026 audit"], ordered="ascending")
    assert consistent(fact, {"2026 audit": 82, "2024 audit": 68, "2025 audit": 74})
    assert consistent(fact, {"2026 audit": 82, "2024 audit": 68})
    assert not consistent(fact, {"2025 audit": 82, "2026 audit": 79})


@pytest.mark.parametrize(
    ("contexts", "label", "hinted"),
    [
        (["peak-hour basis", "daily-average basis"], "latency", True),
        (["weekday peak period", "weekend daytime period"], "extra journey time", True),
        (["worst-case scenario", "typical day"], "queue length", True),
        (["Q1 2026", "Q2 2026"], "cumulative incidents since commissioning", True),
        (["minimum-flow day", "typical day"], "dilution", True),
        (["off-peak period", "peak period"], "journey time", True),
        (["morning peak", "evening peak"], "queue length", False),  # two tops
        (["mean-plus-three-sigma basis", "maximum-error basis"], "overlay", False),  # two bounds
        (["Q1 2026", "Q2 2026"], "incidents", False),  # a count per quarter, not to date
        (["north store", "south store"], "cumulative moisture", False),  # not dated
    ],
)
def test_order_hint_flags_contexts_that_look_ordered(contexts, label, hinted):
    fact = number(label=label, contexts=contexts)
    assert (order_hint(fact) is not None) == hinted
    assert order_hint(fact.model_copy(update={"ordered": "ascending"})) is None  # declared
    assert order_hint(number(contexts=[])) is None


def test_order_hint_leaves_facts_that_are_no_numbers_alone():
    flag = FactTemplate(
        key="covered",
        label="coverage",
        kind="bool",
        words=("no", "yes"),
        contexts=["peak hour", "daily average"],
        templates=["{candidate}: {value} ({context}).", "{context}, {candidate}: {value}."],
    )
    assert order_hint(flag) is None


# -- scenarios ----------------------------------------------------------------------------------


def test_scenario_findings_name_the_scenario_role_fact_word_and_contexts():
    text = MINE.read_text(encoding="utf-8")
    label = 'label = "statutory safety audit score"'
    assert label in text
    template = load_scenario(text.replace(label, 'label = "latest statutory safety audit score"'))
    [finding] = scenario_findings(template)
    assert finding == Finding(
        scenario="mine_director_appointment",
        role="HSE Compliance Lead",
        fact="safety_audit_score",
        severity="error",
        problem=finding.problem,
    )
    assert str(finding).startswith(
        "scenario 'mine_director_appointment', role 'HSE Compliance Lead', "
        "fact 'safety_audit_score': label 'latest statutory safety audit score' holds the "
        "relative word 'latest' while the fact has contexts ['2025 site audit', '2024 site audit', "
        "'2023 site audit']"
    )


def test_every_shipped_scenario_is_consistent():
    found = shipped_findings()
    assert found == [], "\n".join(map(str, found))
    # The declared orders are there to be kept: the shipped files use both directions.
    every = [
        f
        for d in scenarios.DOMAINS
        for t in scenarios.templates(d)
        for r in t.roles
        for f in r.facts
    ]
    assert {f.ordered for f in every} == {None, "ascending", "descending"}
    assert all(f.kind == "number" and len(f.contexts) >= 2 for f in every if f.ordered)


def test_the_module_lists_what_it_exports():
    assert all(hasattr(consistency, name) for name in consistency.__all__)


# -- the CLI ------------------------------------------------------------------------------------

runner = CliRunner()
TRIAL_LABEL = 'label = "enrolment rate in a heart-failure trial"'


def test_scenario_check_fails_on_a_label_that_conflicts_with_its_contexts(tmp_path):
    text = TRIAL.read_text(encoding="utf-8")
    assert TRIAL_LABEL in text
    bad = text.replace(TRIAL_LABEL, 'label = "enrolment rate in the latest heart-failure trial"')
    path = new_scenario(tmp_path, bad)
    result = runner.invoke(app, ["scenario", "check", str(path), "--tasks", "1"])
    assert result.exit_code == 1, result.output
    assert "4. Labels and contexts: failed" in result.stdout
    assert (
        "role 'Clinical Operations Lead', fact 'enrolment_rate': label 'enrolment rate in the "
        "latest heart-failure trial' holds the relative word 'latest' while the fact has "
        "contexts ['2024 heart-failure trial', '2025 heart-failure trial', "
        "'2023 heart-failure trial']"
    ) in " ".join(result.stdout.split())
    assert "1 label or phrasing conflict with contexts" in result.stdout


def test_scenario_check_warns_of_contexts_that_look_ordered_without_failing(tmp_path):
    text = TRIAL.read_text(encoding="utf-8")
    contexts = 'contexts = ["2024 heart-failure trial", "2025 heart-failure trial"]'
    assert contexts in text
    unordered = text.replace(contexts, 'contexts = ["peak month", "average month"]', 1)
    path = new_scenario(tmp_path, unordered)
    result = runner.invoke(app, ["scenario", "check", str(path), "--tasks", "1"])
    assert result.exit_code == 0, result.output
    assert "4. Labels and contexts: passed" in result.stdout
    assert "warning:" in result.stdout and "'peak month'" in result.stdout
