"""The paper's intervention arms: each arm's note on each fault kind, when it shows, and that it
gives away no answer; and the diagnosis a final answer may carry (T1, T2) through the env."""

from __future__ import annotations

import json
import re

import gymnasium as gym
import pytest

import uncoenv  # noqa: F401  (registers the environments)
from uncoenv.envs.interventions import ARMS, message
from uncoenv.tasks import dataset
from uncoenv.tasks.scoring import atoms

TASKS = dataset.load_benchmark("v2")  # hand-picked cases name these tasks' records
SHELTER = 3  # Mixed: a misaligned runtime, an omitted water supply, a missed engineer
ASK_ALL = {"action": "query", "roles": [], "message": "Please share everything you have."}


def first_round(arm: str, setting: str = "mixed", index: int = SHELTER):
    env = gym.make(f"UnCo-{setting.capitalize()}-v0", split="test", intervention=arm)
    env.reset(seed=0, options={"task_index": index})
    roles = [r.id for r in env.unwrapped.task.roles]
    observation, *_ = env.step({**ASK_ALL, "roles": roles})
    return env, observation


def notes(observation: str) -> list[str]:
    return [line for line in observation.splitlines() if line.startswith("Note:")]


def test_no_arm_adds_nothing_and_every_other_arm_one_note_per_fault():
    _, plain = first_round("none")
    assert notes(plain) == []
    for arm in ARMS[1:]:
        _, observation = first_round(arm)
        assert len(notes(observation)) == 3, arm
        assert observation.startswith(plain)  # the replies are the same; the notes follow


@pytest.mark.parametrize("kind", ["misaligned", "incomplete", "missed"])
def test_each_arm_says_what_the_paper_defines_and_no_more(kind):
    task = TASKS[SHELTER]
    fault = next(f for f in task.faults.mixed if f.kind == kind)
    title = next(r.title for r in task.roles if r.id == fault.role)
    existence, localization, diagnosis, action = (message(a, fault, 1, task) for a in ARMS[1:])
    assert message("none", fault, 1, task) is None
    assert title not in existence and "round" not in existence
    assert title in localization and "round 1" in localization
    assert diagnosis.startswith(localization[:-1]) and len(diagnosis) > len(localization)
    assert action.startswith(diagnosis)
    assert action[len(diagnosis) :].lstrip().startswith(("Ask the ", "Message the "))
    problem = diagnosis[len(localization) - 1 :]
    defect = {"misaligned": "another context", "incomplete": "left out", "missed": "did not answer"}
    assert defect[kind] in problem
    gold = task.answer
    for text in (existence, localization, diagnosis, action):
        assert str(gold.numeric_result) not in text.replace(",", "")
        assert gold.conclusion not in text
    if kind != "missed":
        true_values = {str(v) for v in task.fact(fault.fact).values.values()}
        assert not any(re.search(rf"\b{re.escape(v)}\b", action) for v in true_values)


def test_a_note_comes_in_the_round_its_fault_shows_and_only_once():
    env = gym.make("UnCo-Misaligned-v0", split="test", intervention="localization")
    env.reset(seed=0, options={"task_index": SHELTER})
    fault = env.unwrapped.task.faults.misaligned[0]
    other = next(r.id for r in env.unwrapped.task.roles if r.id != fault.role)
    observation, *_ = env.step({**ASK_ALL, "roles": [other]})
    assert notes(observation) == []  # not shown yet
    observation, *_ = env.step({**ASK_ALL, "roles": [fault.role]})
    assert ["round 2" in n for n in notes(observation)] == [True]
    observation, *_ = env.step({**ASK_ALL, "roles": [fault.role]})
    assert notes(observation) == []


@pytest.mark.parametrize("kind", ["misaligned", "incomplete", "missed"])
def test_doing_what_the_action_arm_says_recovers_the_fault(kind):
    env, observation = first_round("action", setting=kind)
    (note,) = notes(observation)
    role = re.search(r"\(([a-z0-9_]+)\) in round", note).group(1)
    asked = re.search(r"(?:Ask the .+? for|Message the .+? again)(.*)\.$", note).group(1)
    request = f"Could you send me{asked or ' your records'}?"
    *_, info = env.step({"action": "query", "roles": [role], "message": request})
    task = env.unwrapped.task
    answer = task.answer.model_dump()
    *_, info = env.step({"action": "finalize", **answer})
    (recovery,) = info["recovery"]
    assert recovery["recovered"], (kind, request)


def test_the_arm_is_disclosed_at_the_end_and_checked_up_front():
    env, _ = first_round("diagnosis")
    answer = env.unwrapped.task.answer.model_dump()
    *_, info = env.step({"action": "finalize", **answer})
    assert info["intervention"] == "diagnosis"
    with pytest.raises(ValueError, match="intervention must be one of"):
        gym.make("UnCo-Mixed-v0", intervention="oracle")


def _diagnosed(setting: str, **diagnosis):
    env = gym.make(
        f"UnCo-{setting.capitalize()}-v0", split="test", benchmark="v2", reward="joint+diagnosis"
    )
    env.reset(seed=0, options={"task_index": SHELTER})
    answer = env.unwrapped.task.answer.model_dump()
    action = json.dumps({"action": "finalize", **answer, **diagnosis})
    _, reward, terminated, _, info = env.step(action)
    return reward, terminated, info


def test_a_perfect_diagnosis_scores_and_earns_the_diagnosis_reward():
    task = TASKS[SHELTER]
    beliefs: dict = {}
    for atom in atoms(task, "mixed"):
        if atom.positive:
            beliefs.setdefault(atom.candidate, {})[task.fact(atom.fact).label] = atom.value
    titles = {r.id: r.title for r in task.roles}
    unreliable = [{"role": titles[f.role], "kind": f.kind} for f in task.faults.mixed]
    reward, terminated, info = _diagnosed("mixed", unreliable=unreliable, beliefs=beliefs)
    assert terminated and reward == 1.5
    diagnosis = info["diagnosis"]
    assert diagnosis["t1"] and diagnosis["t2"] == 1.0 and not diagnosis["correct_but_corrupted"]


def test_a_right_answer_on_a_corrupted_state_is_flagged():
    task = TASKS[SHELTER]
    fault = task.faults.mixed[0]  # the misaligned runtime
    reported = task.fact(fault.reported_fact).values
    label = task.fact(fault.fact).label
    beliefs = {c: {label: reported[c]} for c in task.candidates}
    reward, _, info = _diagnosed("mixed", unreliable=[], beliefs=beliefs)
    diagnosis = info["diagnosis"]
    assert diagnosis["correct_but_corrupted"] and diagnosis["t2"] < 1.0
    assert not diagnosis["t1"] and diagnosis["t1_recall"] == 0.0
    assert reward == pytest.approx(1.0 + 0.25 * diagnosis["t2"])


def test_a_malformed_diagnosis_is_an_invalid_action_not_a_crash():
    env = gym.make("UnCo-Mixed-v0", split="test")
    env.reset(seed=0, options={"task_index": SHELTER})
    answer = env.unwrapped.task.answer.model_dump()
    for bad in (
        {"unreliable": [{"role": "nobody", "kind": "missed"}]},
        {"unreliable": [{"role": "emergency_power_technician", "kind": "lazy"}]},
        {"beliefs": {"x": {"y": [1, 2]}}},
    ):
        observation, reward, terminated, _, info = env.step({"action": "finalize", **answer, **bad})
        assert not terminated and "invalid" in observation and reward == 0.0
    assert info["invalid_actions"] == 3


def test_names_a_diagnosis_cannot_place_are_reported_not_lost():
    _, _, info = _diagnosed("reliable", beliefs={"Nowhere Hall": {"runtime": 1}})
    assert info["diagnosis"]["unmatched"] == ["Nowhere Hall"]


def test_an_interval_is_diagnosed_as_inexact_and_its_action_asks_for_the_exact_value():
    task = TASKS[1]  # incomplete: 5 to 25
    fault = task.faults.incomplete[0]
    assert "only as a range or bound" in message("diagnosis", fault, 2, task)
    assert "for the exact " in message("action", fault, 2, task)
