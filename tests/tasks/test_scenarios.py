"""The scenario templates: every domain, several decisions each, every operation, every phrasing;
the scenario files, their order and the versioned template sets."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from uncoenv.tasks import checks, generator, render, scenarios
from uncoenv.tasks.scenarios import (
    DOMAINS,
    OPERATIONS,
    TEMPLATE_SETS,
    ScenarioTemplate,
    _load_set,
    latest_template_set,
    load_scenario,
    template_set_digest,
    templates,
)


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

DATA = Path(scenarios.__file__).parent / "data"
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
