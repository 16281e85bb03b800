"""``UnCoTextEnv`` through SkyRL-gym's own registry (the ``skyrl`` extra)."""

from __future__ import annotations

import json

import pytest

skyrl_gym = pytest.importorskip("skyrl_gym")

from uncoenv.agents.scripted import CarefulAgent  # noqa: E402
from uncoenv.integrations.skyrl import ENV_CLASS, UnCoTextEnv, make_rows, register  # noqa: E402


def make(row: dict, **env_config) -> UnCoTextEnv:
    register()
    env = skyrl_gym.make(row["env_class"], env_config=env_config, extras=row)
    assert isinstance(env, UnCoTextEnv)
    return env


@pytest.mark.parametrize("setting", ["reliable", "mixed"])
def test_a_careful_agent_plays_a_gold_episode_to_reward_one(setting):
    row = make_rows(setting, "test", n=1, seed=4)[0]
    env = make(row)
    chat, _ = env.init(row["prompt"])
    assert [m["role"] for m in chat] == ["system", "user"]
    agent = CarefulAgent()
    agent.reset(row["extra_info"]["seed"])
    observation, info, rewards, done = chat[-1]["content"], {}, [], False
    while not done:
        action = agent.act(observation, info)
        # Written as a model would: prose, then the JSON in a code fence.
        out = env.step(f"I will do this next.\n```json\n{json.dumps(action)}\n```")
        rewards.append(out["reward"])
        done, info = out["done"], out["metadata"]
        observation = out["observations"][0]["content"] if not done else ""
    assert rewards[-1] == 1.0 and sum(rewards) == 1.0
    assert out["observations"] == [] and info["correct_decision"] is True
    assert env.get_metrics() == {
        "rounds": env.turns,
        "invalid_actions": 0,
        "correct_decision": True,
        "correct_numeric": True,
    }
    assert env.turns == (2 if setting == "reliable" else 3)


def test_text_without_an_action_is_an_observation_and_the_budget_ends_the_episode():
    row = make_rows("missed", "train", n=1, seed=0)[0]
    env = make(row, max_rounds=2)
    assert env.max_turns == 2
    env.init([{"role": "system", "content": "S"}, {"role": "user", "content": "Go."}])
    first = env.step("I am not sure what to do.")
    assert not first["done"] and first["reward"] == 0.0
    assert "invalid action" in first["observations"][0]["content"]
    last = env.step('{"action": "wait"}')
    assert last["done"] and last["observations"] == [] and last["reward"] == 0.0
    assert env.get_metrics()["invalid_actions"] == 1


def test_the_brief_joins_a_trailing_user_message():
    row = make_rows("incomplete", "test", n=1, seed=1)[0]
    chat, _ = make(row).init([{"role": "user", "content": "Solve this."}])
    assert len(chat) == 1 and chat[0]["content"].startswith("Solve this.\n\n")
    assert "Act with one JSON object per round" in chat[0]["content"]


def test_rows_name_their_episode_and_a_row_without_one_is_refused():
    rows = make_rows(["misaligned", "mixed"], "train", n=2, seed=3)
    assert {r["env_class"] for r in rows} == {ENV_CLASS} and len(rows) == 4
    assert set(rows[0]["extra_info"]) == {"setting", "split", "task_index", "seed"}
    with pytest.raises(ValueError, match="extra_info needs"):
        UnCoTextEnv(extras={"extra_info": {"setting": "mixed"}})
