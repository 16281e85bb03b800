"""``Model.trusted``: what the generator builds without validation is what validation gives."""

from __future__ import annotations

import pickle

import pytest
from pydantic import BaseModel

from uncoenv.tasks import generator
from uncoenv.tasks.models import (
    Fact,
    Faults,
    ReadOnlyDict,
    ReadOnlyList,
    Role,
    Task,
)


def _containers(value, path="task"):
    """Every list and dict inside a model, with where it is."""
    if isinstance(value, BaseModel):
        for name, item in value.__dict__.items():
            yield from _containers(item, f"{path}.{name}")
    if isinstance(value, list | dict):
        yield path, value
        items = value.values() if isinstance(value, dict) else value
        for i, item in enumerate(items):
            yield from _containers(item, f"{path}[{i}]")


@pytest.mark.parametrize("seed", [0, 7])
def test_generated_tasks_equal_their_validated_form(seed):
    for index in range(40):
        task = generator.generate_task(seed, index)
        validated = Task.model_validate(task.model_dump())
        assert validated == task
        assert validated.model_dump_json() == task.model_dump_json()
        assert Task.model_validate_json(task.model_dump_json()) == task
        assert pickle.loads(pickle.dumps(task)) == task


def test_generated_tasks_hold_read_only_containers_only():
    task = generator.generate_task(3, 5)
    found = list(_containers(task))
    assert len(found) > 50
    for where, container in found:
        assert type(container) in (ReadOnlyList, ReadOnlyDict), where
    with pytest.raises(TypeError, match="read-only"):
        task.facts[0].values[task.candidates[0]] = 0  # type: ignore[index]
    with pytest.raises(TypeError, match="read-only"):
        task.records[task.roles[0].id] = ""  # type: ignore[index]


def test_trusted_fills_defaults_copies_containers_and_matches_validation():
    values = {"a": 1, "b": 2, "c": 3}
    domain = [1, 2, 3]
    fields = {"id": "x", "role": "r", "label": "size", "kind": "number", "domain": domain}
    trusted = Fact.trusted(values=values, **fields)
    assert trusted == Fact(values=values, **fields)
    assert trusted.model_fields_set == Fact(values=values, **fields).model_fields_set
    assert type(trusted.values) is ReadOnlyDict and trusted.values is not values
    assert type(trusted.domain) is ReadOnlyList and trusted.domain is not domain
    assert type(trusted.templates) is ReadOnlyList and trusted.templates == []
    assert trusted.unit is None and trusted.context is None
    faults = Faults.trusted()
    assert faults == Faults() and type(faults.mixed) is ReadOnlyList
    assert faults.mixed is not Faults.trusted().mixed  # a default is never shared


def test_trusted_refuses_unknown_and_missing_fields():
    with pytest.raises(TypeError, match="no fields \\['bogus'\\]"):
        Role.trusted(id="a", title="A", necessary=True, bogus=1)
    with pytest.raises(TypeError, match="required field 'title'"):
        Role.trusted(id="a", necessary=True)


def test_trusted_whole_takes_every_field_or_none():
    fields = {
        "id": "x",
        "role": "r",
        "label": "size",
        "kind": "number",
        "unit": None,
        "domain": ReadOnlyList([1, 2]),
        "context": None,
        "values": ReadOnlyDict({"a": 1}),
        "templates": ReadOnlyList([]),
        "words": None,
        "cue": None,
    }
    assert Fact.trusted_whole(dict(fields)) == Fact.trusted(**fields) == Fact(**fields)
    del fields["words"]
    with pytest.raises(TypeError, match="every field"):
        Fact.trusted_whole(fields)
