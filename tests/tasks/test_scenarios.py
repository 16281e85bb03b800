"""The scenario templates: every domain, several decisions each, every operation, every phrasing;
the scenario files, their order and the versioned template sets; fact aliases."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from uncoenv.tasks import checks, dataset, generator, render, scenarios
from uncoenv.tasks.models import Fact, Task
from uncoenv.tasks.rule_constraints import MAX_PRECISION
from uncoenv.tasks.scenarios import (
    DOMAINS,
    OPERATIONS,
    TEMPLATE_SETS,
    ScenarioTemplate,
    _load_set,
    label_aliases,
    latest_template_set,
    load_scenario,
    template_set_digest,
    templates,
)
from uncoenv.tasks.scenarios.schema import FactTemplate


@pytest.mark.parametrize("domain", DOMAINS)
def test_each_domain_has_several_distinct_templates_covering_every_operation(domain):
    found = templates(domain)
    assert len(found) >= 3
    assert len({t.name for t in found}) == len(found)
    assert len({t.roles[0].title for t in found}) == len(found)  # different decisions
    for template in found:
        assert {r.operation for r in template.rules} == set(OPERATIONS), template.name


def test_template_names_are_unique_overall():
    names = [t.name for d in DOMAINS for t in templates(d)]
    assert len(names) == len(set(names))


@pytest.mark.parametrize("domain", DOMAINS)
def test_every_phrasing_fills_in_cleanly(domain):
    for template in templates(domain):
        for role in template.roles:
            for fact in role.facts:
                value = fact.domain[0] if fact.domain else True
                words = fact.words or ("no", "yes")
                shown = words[bool(value)] if fact.kind == "bool" else str(value)
                for phrasing in fact.templates:
                    text = phrasing.format(candidate="Ana", value=shown, context="Q1 2026")
                    assert not re.search(r"[{}]", text), (template.name, fact.key)
                    assert text[-1] in ".:)", (template.name, fact.key, text)


@pytest.mark.parametrize("domain", DOMAINS)
def test_every_template_yields_valid_tasks(domain):
    index = DOMAINS.index(domain) * len(OPERATIONS)
    seen = set()
    for seed in range(30):
        task = generator.generate_task(seed, index + seed % len(OPERATIONS))
        assert checks.verify(task) == []
        seen.add(task.scenario)
        for role in task.roles:
            record = task.records[role.id]
            assert all(name in record for name in task.candidates)
            assert "{" not in record
    assert seen == {t.name for t in templates(domain)}


def test_records_state_each_value_in_its_unit():
    task = generator.generate_task(0, 16)
    fact = next(f for f in task.facts if f.kind == "number" and f.unit)
    candidate = task.candidates[0]
    assert render.format_value(fact, fact.values[candidate]) in task.records[fact.role]


# -- scenario files -----------------------------------------------------------------------------

DATA = Path(scenarios.__file__).parent / "scenario-data"
TRIAL = DATA / "healthcare" / "health_trial_lead_site_selection.toml"
# The first fact of the third role (roles[2].facts[0]) of TRIAL: its two phrasings.
TRIAL_PHRASINGS = (
    'templates = ["The {context} raised {value} at {candidate}.", '
    '"{context}, {candidate}: {value}."]'
)


def copy_scenario(source: Path, folder: Path, name: str, since: int = 1) -> Path:
    """A copy of a scenario file as a new scenario: ``folder/<domain>/<name>.toml``."""
    template = load_scenario(source)
    text = source.read_text(encoding="utf-8")
    text = text.replace(f'name = "{template.name}"', f'name = "{name}"', 1)
    text = text.replace(f"since = {template.since}", f"since = {since}", 1)
    target = folder / template.domain / f"{name}.toml"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")
    return target


def test_load_scenario_reads_files_and_text_alike_and_keeps_number_types():
    shipped = {t.name: t for t in templates("healthcare")}
    from_file = load_scenario(TRIAL)
    assert from_file == load_scenario(str(TRIAL)) == load_scenario(TRIAL.read_text("utf-8"))
    assert from_file == shipped[from_file.name]
    assert ScenarioTemplate.model_validate(from_file.model_dump()) == from_file
    # 2.0 stays a float and 3 an int: digests and rendered values depend on it.
    yields = load_scenario(
        DATA / "semiconductors" / "semiconductors_yield_excursion_root_cause.toml"
    )
    numbers = [v for r in yields.roles for f in r.facts for v in f.domain if f.kind == "number"]
    assert any(type(v) is float and v.is_integer() for v in numbers)
    assert any(type(v) is int for v in numbers)
    piecewise = next(r for r in from_file.rules if r.operation == "piecewise")
    assert piecewise.tiers is not None and piecewise.tiers[-1].up_to is None  # omitted in file


def test_a_broken_file_names_the_file_and_the_field(tmp_path):
    text = TRIAL.read_text(encoding="utf-8")
    assert TRIAL_PHRASINGS in text
    broken = tmp_path / "broken.toml"
    broken.write_text(text.replace(TRIAL_PHRASINGS, 'templates = ["{candidate}: {value}."]'))
    with pytest.raises(ValueError, match=r"broken\.toml(.|\n)*roles\[2\]\.facts\[0\]\.templates"):
        load_scenario(broken)
    broken.write_text(text.replace('kind = "bool"', 'kind = "boolean"', 1))
    with pytest.raises(ValueError, match=r"roles\[1\]\.facts\[1\]\.kind"):
        load_scenario(broken)
    broken.write_text(text.replace("[[rules]]", "[[rules]", 1))
    with pytest.raises(ValueError, match=r"broken\.toml: not valid TOML.*line"):
        load_scenario(broken)


def test_templates_are_ordered_by_file_name_not_by_listing(tmp_path):
    # Written in reverse order, so a listing in creation order would differ.
    for name in ("health_c", "health_b", "health_a"):
        copy_scenario(TRIAL, tmp_path, name)
    assert [t.name for t in _load_set(tmp_path).templates("healthcare")] == [
        "health_a",
        "health_b",
        "health_c",
    ]
    for domain in DOMAINS:
        names = [t.name for t in templates(domain)]
        assert names == sorted(names)


def test_a_template_set_holds_the_scenarios_since_its_version(tmp_path):
    copy_scenario(TRIAL, tmp_path, "health_old")
    copy_scenario(TRIAL, tmp_path, "health_new", since=2)
    found = _load_set(tmp_path)
    assert found.latest == 2
    assert [t.name for t in found.templates("healthcare", 1)] == ["health_old"]
    assert [t.name for t in found.templates("healthcare")] == ["health_new", "health_old"]
    assert found.templates("maritime") == ()
    assert found.digest(1) != found.digest(2)
    with pytest.raises(ValueError, match=r"unknown template set 3; known: \[1, 2\]"):
        found.templates("healthcare", 3)
    with pytest.raises(ValueError, match=r"unknown domain 'oceans'.*healthcare"):
        found.templates("oceans")


# A record added to TRIAL's first role after its release (``FactTemplate.since``).
ADDED = """
[[roles.facts]]
key = "added_record"
label = "site feasibility questionnaire return"
kind = "bool"
words = ["has not returned", "has returned"]
good = true
since = {since}
templates = ["{{candidate}} {{value}} it.", "Questionnaire: {{candidate}} {{value}} it."]
"""


def with_added_record(since: int) -> str:
    """TRIAL's text with a record added to its first role in template set ``since``."""
    text = TRIAL.read_text(encoding="utf-8")
    second_role = text.index("[[roles]]", text.index("[[roles]]") + 1)
    return text[:second_role] + ADDED.format(since=since) + "\n" + text[second_role:]


def test_a_record_added_later_is_in_its_set_and_not_before(tmp_path):
    plain = copy_scenario(TRIAL, tmp_path / "plain", "health_grown")
    grown = copy_scenario(TRIAL, tmp_path / "grown", "health_grown")
    name = f'name = "{load_scenario(TRIAL).name}"'
    grown.write_text(with_added_record(2).replace(name, 'name = "health_grown"', 1))
    found = _load_set(tmp_path / "grown")
    assert found.latest == 2
    keys = {v: [f.key for f in found.templates("healthcare", v)[0].roles[0].facts] for v in (1, 2)}
    assert keys[2] == [*keys[1], "added_record"]
    assert found.digest(1) == _load_set(plain.parent.parent).digest(1)  # set 1 never changes
    assert found.digest(2) != found.digest(1)


def test_a_record_added_later_comes_after_its_scenario_and_is_no_operand():
    text = with_added_record(2)
    with pytest.raises(ValueError, match="since 2 is not after the scenario's"):
        load_scenario(text.replace("\nsince = 1\n", "\nsince = 2\n", 1))
    operand = load_scenario(TRIAL).rules[0].operands[0]
    with pytest.raises(ValueError, match="added in set 2, so no operand"):
        load_scenario(text.replace(f'"{operand}"', '"added_record"'))


def test_heritage_finance_officer_gains_a_condition_in_set_3_only():
    """Set 3's one change: without it no task could use two of the scenario's rules."""

    def finance(version: int) -> list[str]:
        (found,) = [
            t
            for t in templates("cultural_heritage", version)
            if t.name == "heritage_digitisation_vendor"
        ]
        (role,) = [r for r in found.roles if r.title == "Finance Officer"]
        return [f.key for f in role.facts]

    assert finance(2) == ["credit_risk", "early_payment_discount"]
    assert finance(3) == [*finance(2), "parent_guarantee"]


def test_a_misplaced_or_renamed_file_is_refused(tmp_path):
    copy_scenario(TRIAL, tmp_path, "health_a")
    (tmp_path / "healthcare" / "health_a.toml").rename(tmp_path / "healthcare" / "other.toml")
    with pytest.raises(ValueError, match=r"belongs in healthcare/health_a\.toml"):
        _load_set(tmp_path)


def test_unknown_domain_or_set_names_the_known_ones():
    with pytest.raises(ValueError, match="unknown domain 'oceans'"):
        templates("oceans")
    with pytest.raises(ValueError, match="unknown template set 0; known"):
        templates("healthcare", 0)
    assert latest_template_set() >= max(TEMPLATE_SETS)


@pytest.mark.parametrize("version", sorted(TEMPLATE_SETS))
def test_released_template_sets_never_change(version):
    assert template_set_digest(version) == TEMPLATE_SETS[version], (
        f"template set {version} is released (the benchmark is pinned to it) and its scenarios "
        f"changed. Do not edit a released scenario: add a new scenario file with "
        f"since = {max(TEMPLATE_SETS) + 1} instead (README: Adding a scenario)."
    )


# -- aliases ------------------------------------------------------------------------------------

# The aliases of TRIAL's first fact (roles[0].facts[0], "enrolment_rate"), as written in the file.
TRIAL_ALIASES = 'aliases = ["recruitment rate", "enrollment rate", "accrual rate"]'


def with_aliases(aliases: list[str]) -> str:
    """TRIAL's text with other aliases for its first fact."""
    text = TRIAL.read_text(encoding="utf-8")
    assert TRIAL_ALIASES in text
    return text.replace(TRIAL_ALIASES, f"aliases = {json.dumps(aliases)}", 1)


@pytest.mark.parametrize(
    ("aliases", "message"),
    [
        (["accrual rate", ""], "alias '' is empty"),
        (["  "], "alias '  ' is empty"),
        ([" accrual rate"], "alias ' accrual rate' has leading or trailing spaces"),
        (["accrual rate\n"], "alias 'accrual rate\\n' has leading or trailing spaces"),
        (
            ["Enrolment Rate in a Heart-Failure Trial"],
            "alias 'Enrolment Rate in a Heart-Failure Trial' repeats the label "
            "'enrolment rate in a heart-failure trial'",
        ),
        (["accrual rate", "Accrual Rate"], "alias 'Accrual Rate' is listed twice"),
    ],
)
def test_a_bad_alias_names_the_file_the_fact_and_the_alias(aliases, message):
    with pytest.raises(ValueError) as error:
        load_scenario(with_aliases(aliases))
    assert "<scenario text>: invalid scenario" in str(error.value)
    assert f"roles[0].facts[0]: Value error, fact 'enrolment_rate': {message}" in str(error.value)


def test_an_alias_never_names_another_fact_of_the_scenario():
    where = "scenario 'health_trial_lead_site_selection': fact 'enrolment_rate'"
    other_label = "Cardiology trials conducted in the past five years"  # trials_conducted
    with pytest.raises(ValueError) as error:
        load_scenario(with_aliases(["accrual rate", other_label]))
    message = str(error.value)
    assert f"{where}: alias {other_label!r} is the label of fact 'trials_conducted'" in message
    with pytest.raises(ValueError) as error:
        load_scenario(with_aliases(["Trial Experience"]))  # an alias of trials_conducted
    shared = f"{where}: alias 'Trial Experience' is also an alias of fact 'trials_conducted'"
    assert shared in str(error.value)
    # Facts of one label are one topic: they may share aliases.
    data = load_scenario(TRIAL).model_dump()
    first, second = data["roles"][0]["facts"][:2]
    second["label"] = first["label"]
    second["aliases"] = [*first["aliases"], "site recruitment"]
    assert ScenarioTemplate.model_validate(data).roles[0].facts[1].aliases[0] == "recruitment rate"


def test_every_shipped_scenario_loads_with_a_few_aliases_per_fact():
    found = _load_set(DATA)
    shipped = [t for d in DOMAINS for t in templates(d)]
    assert [t for d in DOMAINS for t in found.templates(d)] == shipped
    assert len(shipped) == len(list(DATA.glob("*/*.toml")))
    facts = [f for t in shipped for r in t.roles for f in r.facts]
    assert all(len(f.aliases) <= 4 for f in facts)
    assert sum(bool(f.aliases) for f in facts) > len(facts) / 2


def test_aliases_stay_out_of_the_digest_and_of_generated_tasks(tmp_path):
    # The released digest holds with the aliases in the files (test above); an edit of aliases
    # keeps it, an edit of anything else does not.
    copy_scenario(TRIAL, tmp_path / "a", "health_a")
    copy_scenario(TRIAL, tmp_path / "b", "health_a")
    edited = tmp_path / "b" / "healthcare" / "health_a.toml"
    text = edited.read_text(encoding="utf-8")
    edited.write_text(text.replace(TRIAL_ALIASES, 'aliases = ["accrual"]'), encoding="utf-8")
    assert _load_set(tmp_path / "b").templates("healthcare")[0].roles[0].facts[0].aliases == [
        "accrual"
    ]
    assert _load_set(tmp_path / "a").digest(1) == _load_set(tmp_path / "b").digest(1)
    edited.write_text(text.replace("Leiden", "Delft"), encoding="utf-8")
    assert _load_set(tmp_path / "a").digest(1) != _load_set(tmp_path / "b").digest(1)
    # Tasks never carry them: the models have no such field, and no task mentions one.
    assert "aliases" not in Fact.model_fields and "aliases" not in Task.model_fields
    for index in range(0, len(DOMAINS) * len(OPERATIONS), 3):
        line = dataset.to_line(generator.generate_task(0, index))
        assert '"aliases"' not in line


def test_label_aliases_map_each_label_to_the_aliases_of_its_facts():
    found = label_aliases()
    assert found is label_aliases()  # cached
    assert found["bushfire attack level"][:2] == ("BAL", "BAL rating")
    assert "runtime" in found["standby generator runtime at full load"]
    assert "GHI" in found["annual global horizontal irradiation"]
    shipped = [t for d in DOMAINS for t in templates(d)]
    facts = [f for t in shipped for r in t.every_role for f in r.facts]  # reserve roles too
    assert set(found) == {f.label for f in facts}
    for label, aliases in found.items():
        union: dict[str, str] = {}
        for fact in (f for f in facts if f.label == label):
            for alias in fact.aliases:
                union.setdefault(alias.casefold(), alias)
        assert aliases == tuple(union.values()), label
    assert found.get("no such label", ()) == ()


@pytest.mark.parametrize("domain", DOMAINS)
def test_a_labels_aliases_name_no_other_fact_of_any_scenario_holding_it(domain):
    # label_aliases() unites the aliases of one label across scenarios: the union must still
    # tell the facts of each scenario apart, as the validator requires of each file.
    found = label_aliases()
    for template in templates(domain):
        facts = [f for r in template.every_role for f in r.facts]
        for fact in facts:
            own = {a.casefold() for a in found[fact.label]}
            assert fact.label.casefold() not in own, (template.name, fact.key)
            for other in facts:
                if other.label != fact.label:
                    names = {a.casefold() for a in found[other.label]} | {other.label.casefold()}
                    assert not own & names, (template.name, fact.key, other.key, own & names)


def test_a_rule_template_keeps_the_constraints_of_a_task_rule():
    # One set of Table 3 checks (uncoenv.tasks.rule_constraints): a template is refused for what
    # would make every task drawn from it fail ``checks.verify``.
    data = load_scenario(TRIAL).model_dump()
    rule = next(r for r in data["rules"] if r["operation"] == "piecewise")
    facts = {f["key"]: f for role in data["roles"] for f in role["facts"]}
    facts[rule["operands"][0]]["domain"].insert(0, -1)
    with pytest.raises(ValueError, match="piecewise operands must be non-negative"):
        ScenarioTemplate.model_validate(data)


@pytest.mark.parametrize("precision", [0, MAX_PRECISION, MAX_PRECISION + 1])
def test_templates_and_tasks_allow_the_same_precision(precision):
    data = load_scenario(TRIAL).model_dump()
    data["rules"][0]["precision"] = precision
    task = generator.generate_task(1, 0).model_dump()
    task["rule"]["precision"] = precision
    accepted = []
    for model, value in ((ScenarioTemplate, data), (Task, task)):
        try:
            model.model_validate(value)
        except ValueError:
            accepted.append(False)
        else:
            accepted.append(True)
    assert accepted == [precision <= MAX_PRECISION] * 2


# -- orders across contexts ---------------------------------------------------------------------


def with_order(ordered: object, role: int = 0, fact: int = 0) -> dict:
    """TRIAL as data, with ``ordered`` set on one fact (by default the first: enrolment_rate,
    a number fact with two contexts)."""
    data = load_scenario(TRIAL).model_dump()
    # An ordered fact takes no decoy context (its place in the order is unknown).
    data["roles"][role]["facts"][fact] |= {"ordered": ordered, "decoy_context": None}
    data["roles"][role]["facts"][fact]["decoy_cue"] = None
    return data


@pytest.mark.parametrize("ordered", ["ascending", "descending", None])
def test_a_number_fact_with_contexts_may_declare_an_order(ordered):
    template = ScenarioTemplate.model_validate(with_order(ordered))
    assert template.roles[0].facts[0].ordered == ordered
    # In a file it is one line after the contexts; omitted, there is no order.
    line = 'contexts = ["2024 heart-failure trial", "2025 heart-failure trial"]'
    text = TRIAL.read_text(encoding="utf-8")
    assert line in text
    decoy = 'decoy_context = "2023 heart-failure trial"\ndecoy_cue = "HF study of 2023"\n'
    assert decoy in text
    ordered_text = text.replace(decoy, "", 1).replace(line, f'{line}\nordered = "descending"', 1)
    assert load_scenario(ordered_text).roles[0].facts[0].ordered == "descending"
    assert load_scenario(TRIAL).roles[0].facts[0].ordered is None


@pytest.mark.parametrize(
    ("ordered", "role", "fact", "message"),
    [
        ("up", 0, 0, "roles.0.facts.0.ordered\n  Input should be 'ascending' or 'descending'"),
        (True, 0, 0, "Input should be 'ascending' or 'descending'"),
        ("ascending", 0, 1, "fact 'trials_conducted': ordered needs two or more contexts"),
        (
            "ascending",
            4,
            0,
            "fact 'cold_storage_mapping': ordered applies to number facts only, not to a bool",
        ),
    ],
)
def test_a_bad_order_is_refused_with_its_reason(ordered, role, fact, message):
    with pytest.raises(ValueError, match=re.escape(message)):
        ScenarioTemplate.model_validate(with_order(ordered, role, fact))


def test_a_bad_order_in_a_file_names_the_field():
    line = 'contexts = ["2024 heart-failure trial", "2025 heart-failure trial"]'
    text = TRIAL.read_text(encoding="utf-8").replace(line, f'{line}\nordered = "rising"', 1)
    with pytest.raises(ValueError, match=r"roles\[0\]\.facts\[0\]\.ordered: Input should be"):
        load_scenario(text)


SCOPED = {
    "key": "ltif",
    "label": "lost-time injury frequency",
    "kind": "number",
    "unit": "per million hours",
    "domain": [0.3, 0.6, 0.9, 1.2],
    "good": "lower",
    "contexts": ["2024 reporting year", "2025 reporting year"],
    "templates": ["LTIF, {context}, {candidate}: {value}.", "{context}: {candidate}, {value}."],
}


@pytest.mark.parametrize(
    ("cues", "message"),
    [
        (["twelve months to 31 December 2024"], "1 for 2 contexts; give one per context"),
        (["year to 31 December 2024", "Year to 31 December 2024"], "cues repeat"),
        (["2024 Reporting Year span", "year to 31 December 2025"], "names the context"),
        ([" year to 31 December 2024", "year to 31 December 2025"], "leading or trailing"),
    ],
)
def test_a_bad_cue_is_refused_with_its_reason(cues, message):
    with pytest.raises(ValueError, match=message):
        FactTemplate.model_validate({**SCOPED, "cues": cues})


@pytest.mark.parametrize("domain", DOMAINS)
def test_every_context_has_a_cue_that_fills_every_phrasing_cleanly(domain):
    """Levels with indirect contexts name every context by its cue: none may be missing, or
    a plainly named context would stand out among cued ones."""
    for template in templates(domain):
        for fact in (f for r in template.roles for f in r.facts if f.contexts):
            assert len(fact.cues) == len(fact.contexts), (template.name, fact.key)
            for cue in fact.cues:
                for phrasing in fact.templates:
                    text = phrasing.format(candidate="Ana", value="1", context=cue)
                    assert not re.search(r"[{}]|\bthe the\b", text), (template.name, text)


CUED = {**SCOPED, "cues": ["year to 31 December 2024", "year to 31 December 2025"]}


@pytest.mark.parametrize(
    ("decoy", "message"),
    [
        ({"decoy_cue": "year to 31 December 2023"}, "decoy_cue without a decoy_context"),
        ({"decoy_context": "2023 reporting year"}, "give one exactly when the fact has cues"),
        (
            {"decoy_context": "2025 Reporting Year", "decoy_cue": "year to 31 December 2023"},
            "repeats a context",
        ),
        (
            {"decoy_context": "2023 reporting year", "decoy_cue": "year to 31 December 2025"},
            "cues repeat",
        ),
        (
            {"decoy_context": "2023 reporting year", "decoy_cue": "2023 reporting year span"},
            "names the context",
        ),
        (
            {"decoy_context": "2023 reporting year", "decoy_cue": "year to 31 December 2023"}
            | {"ordered": "ascending"},
            "ordered fact",
        ),
    ],
)
def test_a_bad_decoy_context_is_refused_with_its_reason(decoy, message):
    FactTemplate.model_validate(
        {**CUED, "decoy_context": "2023 reporting year", "decoy_cue": "year to 31 December 2023"}
    )
    with pytest.raises(ValueError, match=message):
        FactTemplate.model_validate({**CUED, **decoy})


def test_most_unordered_context_scoped_facts_have_a_decoy_that_fills_every_phrasing():
    """The expert level holds a third context where the scenario gives one; a few facts have
    no sensible third (a tunnel engineer's previous and current project)."""
    facts = [
        (template.name, f)
        for domain in DOMAINS
        for template in templates(domain)
        for r in template.every_role
        for f in r.facts
        if f.contexts and f.ordered is None
    ]
    decoys = [(name, f) for name, f in facts if f.decoy_context is not None]
    assert len(decoys) >= 0.9 * len(facts)
    for name, fact in decoys:
        assert fact.decoy_cue is not None, (name, fact.key)
        for phrasing in fact.templates:
            text = phrasing.format(candidate="Ana", value="1", context=fact.decoy_cue)
            assert not re.search(r"[{}]|\bthe the\b", text), (name, text)


def test_cues_stay_out_of_the_digest(tmp_path):
    copy_scenario(TRIAL, tmp_path / "a", "health_a")
    copy_scenario(TRIAL, tmp_path / "b", "health_a")
    edited = tmp_path / "b" / "healthcare" / "health_a.toml"
    text = edited.read_text(encoding="utf-8")
    cues = re.search(r"^cues = .*$", text, flags=re.MULTILINE)
    assert cues is not None
    bare = text.replace(cues.group(), "cues = []", 1)
    decoy_cue = re.search(r"^decoy_cue = .*\n", bare, flags=re.MULTILINE)
    bare = bare.replace(decoy_cue.group(), "", 1) if decoy_cue else bare  # goes with the cues
    edited.write_text(bare, encoding="utf-8")
    assert _load_set(tmp_path / "a").digest(1) == _load_set(tmp_path / "b").digest(1)


def test_decoy_contexts_stay_out_of_the_digest(tmp_path):
    copy_scenario(TRIAL, tmp_path / "a", "health_a")
    copy_scenario(TRIAL, tmp_path / "b", "health_a")
    edited = tmp_path / "b" / "healthcare" / "health_a.toml"
    text = edited.read_text(encoding="utf-8")
    bare = re.sub(r"^decoy_(context|cue) = .*\n", "", text, flags=re.MULTILINE)
    assert bare != text
    edited.write_text(bare, encoding="utf-8")
    assert _load_set(tmp_path / "a").digest(1) == _load_set(tmp_path / "b").digest(1)


COUNT_WORDS = re.compile(r"\b(?:two|three|four|five|six)\b")


def test_a_background_that_counts_the_candidates_counts_them_at_every_level():
    # Play-test (expert v3, 881): "decide whether one of three suspect tools is the root
    # cause", above six candidates.
    counted = []
    for domain in DOMAINS:
        for template in templates(domain):
            if template.counted_background is not None:
                counted.append(template.name)
                for count, word in ((3, "three"), (6, "six")):
                    assert word in template.background_for(count)
            elif COUNT_WORDS.search(template.background):
                # Another count ("move two extrusion lines") is the scenario's own.
                assert "two extrusion lines" in template.background, template.name
    assert sorted(counted) == [
        "mine_director_appointment",
        "semiconductors_yield_excursion_root_cause",
    ]
    task = dataset.load_benchmark("expert-v3")[881]
    assert task.scenario == "semiconductors_yield_excursion_root_cause"
    assert "one of six suspect tools" in task.background and len(task.candidates) == 6


@pytest.mark.parametrize(
    ("counted", "message"),
    [
        ("No count at all.", "say {count} once"),
        ("{count} and {count}", "say {count} once"),
        ("Another {count} background.", "must be the background, word for word"),
    ],
)
def test_a_bad_counted_background_is_refused_with_its_reason(counted, message):
    data = load_scenario(TRIAL).model_dump()
    with pytest.raises(ValueError, match=re.escape(message)):
        ScenarioTemplate.model_validate(data | {"counted_background": counted})


def test_a_counted_background_stays_out_of_the_digest(tmp_path):
    source = DATA / "semiconductors" / "semiconductors_yield_excursion_root_cause.toml"
    copy_scenario(source, tmp_path / "a", "semi_a")
    edited = copy_scenario(source, tmp_path / "b", "semi_a")
    text = edited.read_text(encoding="utf-8")
    bare = re.sub(r'^counted_background = """.*?"""\n', "", text, flags=re.MULTILINE | re.DOTALL)
    assert bare != text
    edited.write_text(bare, encoding="utf-8")
    assert load_scenario(edited).counted_background is None
    assert _load_set(tmp_path / "a").digest(1) == _load_set(tmp_path / "b").digest(1)


def _label_words(label: str) -> set[str]:
    return set(re.findall(r"[a-z0-9]+", label.lower())) - {"the", "of", "a", "in", "on", "at"}


def _near(one: str, other: str) -> bool:
    """Another label under a name that shares most of its words ("usable dock width")."""
    a, b = _label_words(one), _label_words(other)
    return one != other and len(a & b) >= 0.5 * min(len(a), len(b))


@pytest.mark.parametrize("domain", DOMAINS)
def test_every_scenario_has_four_reserve_roles_two_holding_near_duplicate_labels(domain):
    for template in templates(domain):
        assert len(template.reserve_roles) == 4, template.name
        labels = [f.label for r in template.roles for f in r.facts]
        near = [
            f.label
            for r in template.reserve_roles
            for f in r.facts
            if any(_near(f.label, label) for label in labels)
        ]
        assert len(near) >= 2, (template.name, near)


def test_a_reserve_role_is_refused_without_a_condition_record_or_with_a_taken_title():
    data = load_scenario(TRIAL).model_dump()
    reserve = data["reserve_roles"][0]
    ScenarioTemplate.model_validate(data)  # as shipped
    distractors = {**reserve, "facts": [{**f, "good": None} for f in reserve["facts"]]}
    with pytest.raises(ValueError, match="holds no record a condition may use"):
        ScenarioTemplate.model_validate({**data, "reserve_roles": [distractors]})
    taken = {**reserve, "title": data["roles"][0]["title"]}
    with pytest.raises(ValueError, match="role titles repeat"):
        ScenarioTemplate.model_validate({**data, "reserve_roles": [taken]})


def test_reserve_roles_stay_out_of_the_digest_and_of_the_standard_levels_tasks(tmp_path):
    copy_scenario(TRIAL, tmp_path / "a", "health_a")
    copy_scenario(TRIAL, tmp_path / "b", "health_a")
    edited = tmp_path / "b" / "healthcare" / "health_a.toml"
    text = edited.read_text(encoding="utf-8")
    edited.write_text(text[: text.index("[[reserve_roles]]")], encoding="utf-8")
    assert not _load_set(tmp_path / "b").templates("healthcare")[0].reserve_roles
    assert _load_set(tmp_path / "a").digest(1) == _load_set(tmp_path / "b").digest(1)
    reserve = {r.title for t in templates("healthcare") for r in t.reserve_roles}
    task = generator.generate_task(0, DOMAINS.index("healthcare") * len(OPERATIONS))
    assert not {r.title for r in task.roles} & reserve
