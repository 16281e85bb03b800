"""Difficulty levels: the config validates, the standard level is the paper's benchmark, and the
harder levels' tasks have the shapes their knobs ask for, each proven by ``verify``."""

from __future__ import annotations

import gzip
from collections import Counter

import pytest
from pydantic import ValidationError

from uncoenv.tasks import checks, dataset, generator
from uncoenv.tasks.difficulty import LEVELS, STANDARD, Difficulty, level


def test_the_standard_level_is_the_default_and_an_unknown_one_is_named():
    assert level(None) is STANDARD and level("hard") is LEVELS["hard"]
    with pytest.raises(ValueError, match="unknown difficulty 'insane'; known: standard"):
        level("insane")


@pytest.mark.parametrize(
    ("knobs", "named"),
    [
        ({"decoys": 4}, "candidates"),
        ({"roles": (6, 5)}, "roles"),
        ({"conditions": (5, 10)}, "conditions"),
        ({"negative_share": 0.6}, "negative_share"),
        ({"fault_copies": 3}, "fault_copies"),
        ({"roles": (9, 12)}, "reserve_roles"),
        ({"roles": (9, 13), "reserve_roles": True}, "roles"),
    ],
)
def test_a_config_that_cannot_be_built_is_refused_naming_the_knob(knobs, named):
    with pytest.raises(ValidationError, match=named):
        Difficulty(name="mine", **knobs)


def test_a_config_is_frozen_and_its_digest_names_every_knob():
    with pytest.raises(ValidationError):
        STANDARD.decoys = 1  # type: ignore[misc]
    assert len({lv.digest for lv in LEVELS.values()}) == len(LEVELS)
    assert Difficulty(name="standard", max_rounds=9).digest != STANDARD.digest


def test_hedges_stay_a_coin_flip_whatever_the_negative_share():
    # The positive condition hedges match the negative ones in number.
    for lv in LEVELS.values():
        assert 1 - lv.negative_share - lv.operand_share == pytest.approx(lv.negative_share)


@pytest.mark.parametrize("name", ["hard", "expert"])
def test_a_level_shipped_benchmark_equals_its_regeneration(name):
    """Each group is generated, so proven by ``verify``; the file is its bytes."""
    shipped = dataset.benchmark(dataset.LEVEL_BENCHMARKS[name])
    assert shipped.difficulty == name
    regenerated = "".join(
        dataset.to_line(
            generator.generate_task(shipped.seed, i, template_set=2, difficulty=LEVELS[name])
        )
        + "\n"
        for i in range(shipped.groups)
    ).encode()
    assert gzip.decompress(dataset.benchmark_path(shipped.version).read_bytes()) == regenerated


@pytest.mark.parametrize("name", ["hard", "expert"])
def test_a_level_tasks_have_the_shapes_its_knobs_ask_for(name):
    lv = LEVELS[name]
    tasks = dataset.load_benchmark(dataset.LEVEL_BENCHMARKS[name])
    negative = sum(t.answer.candidate is None for t in tasks) / len(tasks)
    assert abs(negative - lv.negative_share) < 0.05
    roles, conditions = (
        Counter(len(t.roles) for t in tasks),
        Counter(len(t.conditions) for t in tasks),
    )
    assert set(roles) <= set(range(lv.roles[0], lv.roles[1] + 1)), roles
    assert set(conditions) <= set(range(lv.conditions[0], lv.conditions[1] + 1)), conditions
    for task in tasks[:100]:
        assert task.id.startswith(f"{name}-s")
        assert len(task.candidates) == lv.candidates
        assert len(task.faults.misaligned) == len(task.faults.missed) == lv.fault_copies
        assert len(task.faults.incomplete) == 1
        assert len(task.faults.mixed) == 3 + lv.fault_copies - 1
        for setting in ("misaligned", "missed", "mixed"):
            faults = task.faults.of(setting)
            compound = checks.compounded(faults)
            assert len({f.role for f in faults}) == len(faults) - len(compound), (task.id, setting)
        # A compound hedge sits on Mixed's first misaligned record, for the candidate it misreads.
        (hedge,) = [f for f in task.faults.mixed if f.kind == "incomplete"]
        misread = task.faults.mixed[0]
        assert (
            (hedge in compound)
            == lv.compound_faults
            == ((hedge.role, hedge.fact) == (misread.role, misread.fact))
        ), task.id
        scoped = [f for f in task.facts if f.context is not None]
        assert all(bool(f.cue) == lv.indirect_contexts for f in scoped), task.id
        assert all(bool(r.responsibilities) == lv.describe_roles for r in task.roles), task.id
    assert checks.verify(tasks[0]) == []


def test_copies_are_checked_with_the_first_faults():
    """Two missed colleagues pass; the same one twice, or none, is refused."""
    data = dataset.load_benchmark("hard-v1")[0].model_dump()
    first, _ = data["faults"]["missed"]
    data["faults"]["missed"] = [first, first]
    assert any(v.check == "missed" and "different roles" in str(v) for v in checks.verify(data))
    data["faults"]["missed"] = []
    assert any(v.check == "missed" for v in checks.verify(data))


def test_an_older_level_version_stays_loadable_as_it_was_made():
    """expert-v1 (contexts by label, described colleagues, at most eight) reads as shipped."""
    for task in dataset.load_benchmark("expert-v1")[:50]:
        assert all(f.cue is None for f in task.facts)
        assert all(r.responsibilities for r in task.roles) and len(task.roles) <= 8
        assert '"cue"' not in dataset.to_line(task)


def test_the_standard_level_generates_as_before():
    assert generator.generate_task(dataset.BENCHMARK_SEED, 5, template_set=2).model_dump_json() == (
        generator.generate_task(
            dataset.BENCHMARK_SEED, 5, template_set=2, difficulty=STANDARD
        ).model_dump_json()
    )
    assert dataset.load_benchmark()[5].id == generator.task_id(dataset.BENCHMARK_SEED, 5)
