"""The notes settings (seed 001's OffQuery): shared notes in the brief, misleading colleagues
that recheck when asked again, and the scripted agents on them."""

from __future__ import annotations

import warnings

import gymnasium as gym
import pytest
from gymnasium.utils.env_checker import check_env

from uncoenv.agents.scripted import CarefulAgent, NaiveAgent
from uncoenv.envs import ENV_IDS
from uncoenv.envs.core import UnCoEnv
from uncoenv.tasks.faults import NOTE_SETTINGS
from uncoenv.tasks.render import NOTES_HEADING

GENERAL = "Please share everything you have on the three candidates."


def play(env: UnCoEnv, agent, index: int) -> tuple[float, dict]:
    agent.reset(seed=index)
    observation, info = env.reset(seed=index, options={"task_index": index})
    reward, done = 0.0, False
    while not done:
        observation, reward, terminated, truncated, info = env.step(agent.act(observation, info))
        done = terminated or truncated
    return reward, info


@pytest.mark.parametrize("setting", NOTE_SETTINGS)
def test_the_notes_settings_pass_the_gymnasium_checker(setting):
    env = gym.make(ENV_IDS[setting], split="test")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        check_env(env.unwrapped, skip_render_check=True)


def test_the_ids_come_from_the_registry():
    assert ENV_IDS["shared_notes"] == "UnCo-SharedNotes-v0"
    assert ENV_IDS["misleading_both"] == "UnCo-MisleadingBoth-v0"


def test_only_the_notes_settings_show_the_notes():
    for setting in ("reliable", "mixed", *NOTE_SETTINGS):
        brief, _ = UnCoEnv(setting, split="test").reset(seed=0, options={"task_index": 0})
        assert (NOTES_HEADING in brief) == (setting in NOTE_SETTINGS)


def test_the_briefs_of_the_notes_settings_differ_only_in_the_wrong_note():
    briefs = {}
    for setting in NOTE_SETTINGS:
        env = UnCoEnv(setting, split="test")
        briefs[setting], _ = env.reset(seed=4, options={"task_index": 4})
    assert briefs["shared_notes"] == briefs["misleading_both"] != briefs["misleading"]
    lines = [set(b.splitlines()) for b in (briefs["misleading"], briefs["shared_notes"])]
    assert len(lines[0] - lines[1]) == len(lines[1] - lines[0]) == 1


def test_a_misleading_colleague_asked_again_gives_its_records_value():
    env = UnCoEnv("misleading", split="test")
    env.reset(seed=0, options={"task_index": 7})
    fault = env.task.faults.misleading[0]
    label = env.task.fact(fault.fact).label
    query = {"action": "query", "roles": [fault.role], "message": GENERAL}
    first, *_ = env.step(query)
    again = f"Could you double-check the {label} for {fault.candidate}? Is that right?"
    second, *_ = env.step({**query, "message": again})
    assert first != second
    end = env.step({"action": "wait"})[-1]
    assert end["round"] == 3
    env.step({"action": "finalize", **env.task.answer.model_dump()})
    (entry,) = env.recovery()
    assert entry["shown"] and entry["recovered"] and entry["targeted_follow_ups"] == 1


@pytest.mark.parametrize("setting", NOTE_SETTINGS)
@pytest.mark.parametrize("misleading_roles", [1, 2])
def test_the_careful_agent_solves_every_notes_setting_and_names_whom_not_to_trust(
    setting, misleading_roles
):
    env = UnCoEnv(setting, split="test", misleading_roles=misleading_roles)
    for index in range(0, 1000, 50):
        reward, info = play(env, CarefulAgent(), index)
        assert reward == 1.0, (setting, index)
        assert info["diagnosis"]["t1"], (setting, index, info["faults"])
        assert info["diagnosis"]["t2"] == 1.0, (setting, index)
        assert info["round"] == (2 if setting == "reliable_notes" else 3)


@pytest.mark.parametrize(("setting", "wins"), [("misleading", 0), ("misleading_both", 0)])
def test_the_naive_agent_falls_where_a_colleague_misleads(setting, wins):
    env = UnCoEnv(setting, split="test")
    found = sum(play(env, NaiveAgent(), index)[0] for index in range(0, 1000, 50))
    assert found == wins


def test_misleading_roles_is_checked_and_plays_that_many():
    with pytest.raises(ValueError, match="misleading_roles"):
        UnCoEnv("misleading", misleading_roles=3)
    env = UnCoEnv("misleading", split="test", misleading_roles=2)
    env.reset(seed=0, options={"task_index": 0})
    info = env.step({"action": "finalize", **env.task.answer.model_dump()})[-1]
    assert [f["kind"] for f in info["faults"]] == ["misleading", "misleading"]


def test_a_task_without_notes_is_refused_by_a_notes_setting_with_the_reason():
    env = UnCoEnv("shared_notes", split="test", benchmark="v3")
    with pytest.raises(ValueError, match="shared notes"):
        env.reset(seed=0)


def test_the_oracle_brief_holds_every_colleagues_records_and_the_default_none():
    from uncoenv.evaluation.runner import RunConfig
    from uncoenv.tasks.render import ORACLE_HEADING

    plain, _ = UnCoEnv("mixed", split="test").reset(seed=0, options={"task_index": 5})
    env = UnCoEnv("mixed", split="test", oracle=True)
    brief, _ = env.reset(seed=0, options={"task_index": 5})
    assert ORACLE_HEADING not in plain and ORACLE_HEADING in brief
    assert all(f"- {role.id} ({role.title}):" in brief for role in env.task.roles)
    with pytest.raises(ValueError, match="oracle"):
        UnCoEnv("mixed", oracle="yes")
    agent = {"agent": "careful"}
    assert "oracle" not in RunConfig(agent=agent).identity()
    assert RunConfig(agent=agent, oracle=True).hash() != RunConfig(agent=agent).hash()
