"""``UnCoToolEnv`` as TRL uses it, without TRL: tools, reset, reward, schemas, the dataset."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from uncoenv.agents.scripted import CarefulAgent
from uncoenv.integrations.episodes import episode_rows
from uncoenv.integrations.trl import TOOL_FORMAT, UnCoToolEnv, make_dataset, tool_brief
from uncoenv.tasks.render import ACTION_FORMAT

TOOLS = ("query", "query_many", "wait", "finalize")


def play_careful(env: UnCoToolEnv, row: dict) -> float:
    """Play the row's episode with ``CarefulAgent``, its actions as tool calls."""
    agent = CarefulAgent()
    agent.reset(row["seed"])
    observation = env.reset(**row)
    while not env.done:
        action = agent.act(observation, env.info)
        if action["action"] == "query":
            observation = env.query_many(action["queries"])
        else:
            fields = ("conclusion", "candidate", "numeric_result", "unreliable", "beliefs")
            observation = env.finalize(*(action[field] for field in fields))
    return env.get_reward()


def test_importing_the_adapter_imports_no_trainer():
    code = (
        "import sys, uncoenv.integrations, uncoenv.integrations.trl; "
        "print([m for m in ('trl', 'torch', 'transformers', 'datasets', 'skyrl_gym', 'litellm') "
        "if m in sys.modules])"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_a_careful_agent_wins_every_setting_through_the_tools():
    env = UnCoToolEnv()  # one instance for every row, as TRL's pool reuses it
    rows = episode_rows("all", "test", n=2, seed=5)
    assert [play_careful(env, row) for row in rows] == [1.0] * len(rows)


def test_the_finalize_tool_carries_a_diagnosis():
    env = UnCoToolEnv()
    (row,) = episode_rows("mixed", "test", n=1, seed=5)
    assert play_careful(env, row) == 1.0
    diagnosis = env.info["diagnosis"]
    assert diagnosis["t1"] and diagnosis["t2"] == 1.0


def test_the_brief_tells_how_to_act_through_the_tools():
    row = episode_rows("mixed", "test", n=1, seed=0)[0]
    brief = UnCoToolEnv().reset(**row, prompt=[{"role": "user", "content": ""}])
    assert TOOL_FORMAT in brief and ACTION_FORMAT not in brief
    assert all(f"{tool}(" in brief for tool in TOOLS)
    with pytest.raises(ValueError, match="no action format"):
        tool_brief("Some other text.")


def test_invalid_calls_are_observations_that_use_up_the_round():
    env = UnCoToolEnv()
    env.reset(**episode_rows("reliable", "test", n=1, seed=0)[0])
    role = env.env.task.roles[0].id
    answers = [
        env.query("nobody", "Hello?"),
        env.query(role, "   "),
        env.query_many("not a list"),  # type: ignore[arg-type]
        env.query_many([{"role": role}]),
        env.finalize("Maybe"),
        env.finalize(env.env.task.labels.positive, candidate=None, numeric_result=None),
        env.finalize(env.env.task.labels.negative, numeric_result="12"),  # type: ignore[arg-type]
    ]
    for round_number, text in enumerate(answers, start=1):
        assert text.startswith(f"Round {round_number}: invalid action: "), text
    assert "unknown role 'nobody'" in answers[0]
    assert "is neither" in answers[4] and "needs the candidate" in answers[5]
    assert env.info["invalid_actions"] == len(answers) and not env.done


def test_a_query_many_with_one_bad_part_sends_the_rest():
    env = UnCoToolEnv()
    env.reset(**episode_rows("reliable", "test", n=1, seed=0)[0])
    role = env.env.task.roles[0].id
    text = env.query_many(
        [{"role": role, "message": "Your records, please."}, {"role": "x", "message": "Hi"}]
    )
    assert "not sent (invalid)" in text and f"[{role}]" in text
    assert env.info["replied_roles"] == [role] and env.info["invalid_actions"] == 1


def test_calls_outside_an_episode_raise_for_trl_to_return_to_the_model():
    env = UnCoToolEnv(max_rounds=2)
    with pytest.raises(ValueError, match="reset"):
        env.wait()
    env.reset(**episode_rows("missed", "train", n=1, seed=0)[0])
    env.wait()
    text = env.wait()  # the last round: the episode is truncated
    assert env.done and "The episode has ended" in text
    assert env.get_reward() == 0.0 and env.info["correct_decision"] is False
    with pytest.raises(ValueError, match="over"):
        env.finalize("anything")


def test_reset_clears_everything_and_a_row_replays_exactly():
    env = UnCoToolEnv()
    first = episode_rows("misaligned", "train", n=1, seed=1)[0]
    second = episode_rows("incomplete", "test", n=1, seed=2)[0]

    def transcript(row: dict) -> list[str]:
        brief = env.reset(**row)
        role = env.env.task.roles[-1].id
        replies = [env.query(role, "Everything on all three, please."), env.wait()]
        return [brief, *replies, json.dumps(env.info, sort_keys=True)]  # info: no clock, no ids

    played = transcript(first)
    assert play_careful(env, second) == 1.0  # another setting and task in between
    assert env.done and env.info["round"] > 0
    again = transcript(first)
    assert again == played
    assert env.info["round"] == 2 and env.info["invalid_actions"] == 0 and not env.done
    assert env.get_reward() == 0.0


def test_every_tool_has_a_schema_transformers_accepts():
    utils = pytest.importorskip("transformers.utils")
    env = UnCoToolEnv()
    schemas = {tool: utils.get_json_schema(getattr(env, tool))["function"] for tool in TOOLS}
    for name, schema in schemas.items():
        assert schema["name"] == name and schema["description"]
        for parameter in schema["parameters"]["properties"].values():
            assert parameter["description"]
    assert schemas["query"]["parameters"]["required"] == ["role", "message"]
    items = schemas["query_many"]["parameters"]["properties"]["queries"]
    assert items["type"] == "array" and items["items"]["type"] == "object"
    finalize = schemas["finalize"]["parameters"]
    assert finalize["required"] == ["conclusion"]
    assert finalize["properties"]["candidate"]["nullable"] is True
    assert finalize["properties"]["numeric_result"]["type"] == "number"
    assert schemas["wait"]["parameters"]["properties"] == {}


def test_make_dataset_gives_prompts_and_paired_episode_rows():
    pytest.importorskip("datasets")
    dataset = make_dataset(["misaligned", "mixed"], "train", n=3, seed=7)
    assert dataset.column_names == ["prompt", "setting", "split", "task_index", "seed"]
    rows = list(dataset)
    assert [r["setting"] for r in rows] == ["misaligned", "mixed"] * 3
    assert rows[0]["task_index"] == rows[1]["task_index"] and rows[0]["seed"] == rows[1]["seed"]
    assert rows[-1]["prompt"][-1] == {"role": "user", "content": ""}  # TRL appends the brief
    assert list(make_dataset(["misaligned", "mixed"], "train", n=3, seed=7)) == rows
    assert [r["setting"] for r in make_dataset("all", "test", n=1, seed=0)] == [
        "reliable",
        "misaligned",
        "incomplete",
        "missed",
        "mixed",
    ]


def test_a_row_that_cannot_start_leaves_no_episode_to_play():
    env = UnCoToolEnv()
    env.reset(**episode_rows("mixed", "test", n=1, seed=0)[0])
    with pytest.raises(ValueError, match="task_index"):
        env.reset(setting="mixed", split="test", task_index=5_000, seed=1)
    with pytest.raises(ValueError, match="over"):
        env.wait()
    assert env.get_reward() == 0.0 and env.info == {}
