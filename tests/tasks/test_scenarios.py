"""The scenario templates: every domain, several decisions each, every operation, every phrasing."""

from __future__ import annotations

import re

import pytest

from uncoenv.tasks import checks, generator, render
from uncoenv.tasks.scenarios import DOMAINS, OPERATIONS, templates


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
