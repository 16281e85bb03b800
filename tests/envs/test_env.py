"""The registered environments: Gymnasium compliance, determinism, bad input, episode rules."""

from __future__ import annotations

import copy
import json
import math
import os
import pickle
import subprocess
import sys
import warnings

import gymnasium as gym
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env, data_equivalence
from pydantic import ValidationError

import uncoenv
from uncoenv.envs import ENV_IDS
from uncoenv.envs.core import UnCoEnv
from uncoenv.tasks import checks, dataset, render
from uncoenv.tasks.text import folded

ALL_IDS = list(ENV_IDS.values())
GENERAL = "Please share everything you have on the three candidates."


def ask_all(env) -> dict:
    return {
        "action": "query",
        "roles": [r.id for r in env.unwrapped.task.roles],
        "message": GENERAL,
    }


def finalize_gold(env) -> dict:
    answer = env.unwrapped.task.answer
    return {"action": "finalize", **answer.model_dump()}


def test_every_setting_is_registered_on_import():
    assert set(ALL_IDS) == {
        "UnCo-Reliable-v0",
        "UnCo-Misaligned-v0",
        "UnCo-Incomplete-v0",
        "UnCo-Missed-v0",
        "UnCo-Mixed-v0",
        "UnCo-ReliableNotes-v0",
        "UnCo-Misleading-v0",
        "UnCo-SharedNotes-v0",
        "UnCo-MisleadingBoth-v0",
    }
    assert all(env_id in gym.registry for env_id in ALL_IDS)


def test_module_prefixed_ids_work_in_a_fresh_process():
    code = (
        "import gymnasium as gym; env = gym.make('uncoenv:UnCo-Missed-v0'); "
        "print(env.reset(seed=1)[0].splitlines()[0][:20])"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip()


@pytest.mark.parametrize("env_id", ALL_IDS)
@pytest.mark.parametrize("split", ["train", "test"])
def test_gymnasium_check_env_passes_without_warnings(env_id, split):
    env = gym.make(env_id, split=split, render_mode="ansi")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        check_env(env.unwrapped)
    assert [str(w.message) for w in caught] == []


def rollout(env_id: str, seed: int, actions) -> list:
    env = gym.make(env_id, split="test", render_mode="ansi")
    trace = [env.reset(seed=seed)]
    for action in actions(env):
        trace.append(env.step(action))
        if trace[-1][2] or trace[-1][3]:
            break
    trace.append(env.render())
    return trace


def scripted(env):
    yield ask_all(env)
    yield {"action": "wait"}
    first = env.unwrapped.task.roles[0].id
    yield {"action": "query", "roles": [first, "Fire Chief"], "message": GENERAL}  # partly valid
    yield ask_all(env)
    yield finalize_gold(env)


@pytest.mark.parametrize("env_id", ALL_IDS)
def test_same_seed_and_actions_give_the_same_episode(env_id):
    first, second = rollout(env_id, 11, scripted), rollout(env_id, 11, scripted)
    assert data_equivalence(first, second)
    other = rollout(env_id, 12, scripted)
    assert first[0][0] != other[0][0]


_SCRIPT = """
import hashlib, json, gymnasium as gym, uncoenv
digest = hashlib.sha256()
for env_id in sorted(uncoenv.ENV_IDS.values()):
    for split in ("train", "test"):
        env = gym.make(env_id, split=split, render_mode="ansi")
        obs, info = env.reset(seed=5)
        roles = [r.id for r in env.unwrapped.task.roles]
        steps = [{"action": "query", "roles": roles, "message": "Please share all your records."},
                 {"action": "query", "roles": roles, "message": "Exact values, please."},
                 {"action": "query", "roles": roles[:1] + ["Fire Chief"], "message": "Hi."},
                 {"action": "finalize", "conclusion": "x"}, {"action": "wait"}]
        for action in steps:
            obs, reward, term, trunc, info = env.step(action)
            digest.update(json.dumps([obs, reward, term, trunc, info], sort_keys=True).encode())
        digest.update(env.render().encode())
print(digest.hexdigest())
"""


def test_episodes_are_byte_identical_across_processes_and_hash_seeds():
    digests = set()
    for hash_seed in ("0", "4242", "random"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run(
            [sys.executable, "-c", _SCRIPT], env=env, capture_output=True, text=True, check=True
        )
        digests.add(done.stdout.strip())
    assert len(digests) == 1


def test_paired_settings_share_the_task_for_a_seed():
    for split in ("train", "test"):
        tasks = set()
        for env_id in ALL_IDS:
            env = gym.make(env_id, split=split)
            env.reset(seed=21)
            tasks.add(env.unwrapped.task.id)
        assert len(tasks) == 1


def test_splits_and_task_options():
    env = gym.make("UnCo-Reliable-v0", split="test")
    env.reset(options={"task_index": 7})
    assert env.unwrapped.task == dataset.load_benchmark()[7]
    env.reset(seed=1, options={"task": uncoenv.generate_task(99, 3)})
    assert env.unwrapped.task.id == "s99-00003"
    train = gym.make("UnCo-Reliable-v0")
    ids = set()
    for seed in range(30):
        train.reset(seed=seed)
        ids.add(train.unwrapped.task.id)
    assert all(i.startswith(f"s{dataset.TRAIN_SEED}-") for i in ids) and len(ids) == 30


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"task_index": 1000}, "task_index"),
        ({"task_index": "3"}, "task_index"),
        ({"level": 3}, "unknown reset options"),
        ({"task": {"id": "x"}}, "fails verification"),
    ],
)
def test_bad_reset_options_are_named(options, message):
    env = gym.make("UnCo-Reliable-v0", split="test")
    with pytest.raises(ValueError, match=message):
        env.reset(options=options)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"setting": "chaotic"}, "setting"),
        ({"split": "valid"}, "split"),
        ({"max_rounds": 0}, "max_rounds"),
        ({"render_mode": "rgb_array"}, "render_mode"),
    ],
)
def test_bad_constructor_arguments_are_named(kwargs, message):
    with pytest.raises(ValueError, match=message):
        uncoenv.UnCoEnv(**kwargs)


BAD_ACTIONS = [
    ("[" * 20_000, "unreadable JSON"),
    ('{"action": "wait", "x": ' + "9" * 5_000 + "}", "unreadable JSON"),
    ("{not json", "malformed JSON"),
    (json.dumps({"action": "dance"}), "unknown action 'dance'"),
    ({"action": "query", "roles": ["nobody"], "message": "hi"}, "unknown role 'nobody'"),
    ({"action": "query", "roles": [], "message": "hi"}, "at least one role"),
    ({"action": "query", "roles": ["x"]}, "needs 'roles' and 'message'"),
    ({"action": "finalize", "conclusion": "maybe"}, "neither"),
    ("[1, 2]", "JSON object"),
    (42, "JSON object"),
]


@pytest.mark.parametrize(("action", "expected"), BAD_ACTIONS)
def test_malformed_actions_are_observations_not_exceptions(action, expected):
    env = gym.make("UnCo-Mixed-v0", split="test")
    env.reset(seed=0)
    obs, reward, terminated, truncated, info = env.step(action)
    assert expected in obs and "invalid action" in obs
    assert (reward, terminated, truncated) == (0.0, False, False)
    assert info["invalid_actions"] == 1 and info["round"] == 1


def replies_only(observation: str) -> str:
    """The observation from its replies header on (what a valid query alone would show)."""
    return observation[observation.index("Round 1 replies:") :]


@pytest.mark.parametrize("form", ["roles", "queries"])
def test_a_query_with_an_invalid_part_delivers_its_valid_parts(form):
    env = gym.make("UnCo-Reliable-v0", split="test", render_mode="ansi")
    env.reset(seed=6)
    ids = [r.id for r in env.unwrapped.task.roles]
    valid, given = ids[:3], [ids[0], "Fire Chief", ids[1], ids[2]]
    if form == "roles":
        action = {"action": "query", "roles": given, "message": GENERAL}
    else:
        action = {"action": "query", "queries": [{"role": r, "message": GENERAL} for r in given]}
    obs, reward, terminated, truncated, info = env.step(action)
    assert (reward, terminated, truncated) == (0.0, False, False)
    assert info["replied_roles"] == valid and info["invalid_actions"] == 1 and info["round"] == 1
    assert obs.startswith(
        "Round 1: not sent (invalid):\n- unknown role 'Fire Chief'; the roles are: "
    )
    assert "The rest of the query was sent." in obs and "invalid action" not in obs
    assert env.unwrapped.invalid_actions == 1
    # The valid parts are answered exactly as the same query without the invalid part.
    alone = gym.make("UnCo-Reliable-v0", split="test")
    alone.reset(seed=6)
    reference, *_ = alone.step({"action": "query", "roles": valid, "message": GENERAL})
    assert replies_only(obs) == reference
    assert "Fire Chief" in env.render()


def test_an_action_counts_once_however_many_of_its_parts_are_invalid():
    env = gym.make("UnCo-Reliable-v0", split="test")
    env.reset(seed=6)
    ids = [r.id for r in env.unwrapped.task.roles]
    parts = [
        {"role": ids[0], "message": GENERAL},
        {"role": "Fire Chief", "message": GENERAL},
        {"role": ids[0], "message": "again"},
        {"role": ids[1], "message": ""},
        {"role": ids[2], "message": "x" * 10_000},
    ]
    obs, *_, info = env.step({"action": "query", "queries": parts})
    assert info["invalid_actions"] == 1 and info["replied_roles"] == [ids[0]]
    assert obs.count("\n- ") == 4
    for problem in ("unknown role 'Fire Chief'", "named again", "is empty", "is too long"):
        assert problem in obs
    *_, info = env.step({"action": "query", "roles": [ids[3], "nobody"], "message": GENERAL})
    assert info["invalid_actions"] == 2 and info["replied_roles"] == [ids[3]]


def test_a_query_whose_every_part_is_invalid_is_refused_whole():
    env = gym.make("UnCo-Reliable-v0", split="test")
    env.reset(seed=6)
    action = {"action": "query", "roles": ["Fire Chief", "nobody"], "message": GENERAL}
    obs, reward, terminated, truncated, info = env.step(action)
    assert obs.startswith("Round 1: invalid action: unknown role 'Fire Chief'; the roles are: ")
    assert "unknown role 'nobody'" in obs and obs.endswith("The round is used up. 9 rounds left.")
    assert (reward, terminated, truncated) == (0.0, False, False)
    assert info["invalid_actions"] == 1 and info["replied_roles"] == []


def reset_to_an_accented_winner(env) -> str:
    """Reset to the first benchmark task whose winner's name has letters that fold to ASCII
    ("Førde"); that name."""
    for index in range(len(dataset.load_benchmark())):
        env.reset(options={"task_index": index})
        candidate = env.unwrapped.task.answer.candidate
        if candidate and any(c in candidate for c in "øØæÆłŁ"):
            return candidate
    raise AssertionError("no benchmark winner with such a name")


def test_a_candidate_written_without_accents_is_accepted_and_scored():
    env = gym.make("UnCo-Reliable-v0", split="test")
    candidate = reset_to_an_accented_winner(env)
    plain = folded(candidate)
    assert plain.isascii() and plain != candidate.casefold()
    final = {**finalize_gold(env), "candidate": plain}
    obs, reward, terminated, _, info = env.step(final)
    assert terminated and reward == 1.0, obs
    assert info["correct_decision"] and info["correct_numeric"] and info["invalid_actions"] == 0


def test_info_action_is_the_action_as_the_env_read_it():
    env = gym.make("UnCo-Reliable-v0", split="test")
    env.reset(seed=6)
    task = env.unwrapped.task
    ids = [r.id for r in task.roles]
    # a refused action: no "action" (a None would break Gymnasium's vector info merge)
    *_, info = env.step({"action": "query", "roles": ["Fire Chief"], "message": GENERAL})
    assert "action" not in info and info["invalid_actions"] == 1
    *_, info = env.step("not json")
    assert "action" not in info
    # a partly valid query: the delivered parts only, roles as ids, in the queries form
    title = task.roles[1].title.upper()
    given = {"action": "query", "roles": [ids[0], "Fire Chief", title], "message": GENERAL}
    *_, info = env.step(given)
    assert info["action"] == {
        "action": "query",
        "queries": [{"role": ids[0], "message": GENERAL}, {"role": ids[1], "message": GENERAL}],
    }
    assert info["replied_roles"] == [ids[0], ids[1]] and info["invalid_actions"] == 3
    parts = [{"role": ids[2], "message": "Hi."}, {"role": ids[3], "message": " "}]
    *_, info = env.step({"action": "query", "queries": parts})
    assert info["action"] == {"action": "query", "queries": parts[:1]}
    *_, info = env.step('{"action": "wait"}')
    assert info["action"] == {"action": "wait"}
    json.dumps(info)  # plain JSON data


def test_info_action_is_the_resolved_finalize():
    env = gym.make("UnCo-Reliable-v0", split="test")
    candidate = reset_to_an_accented_winner(env)
    task = env.unwrapped.task
    final = {
        **finalize_gold(env),
        "conclusion": f"  {task.labels.positive.upper()} ",
        "candidate": folded(candidate).lower(),
        "unreliable": [{"role": task.roles[0].title.lower(), "kind": "missed"}],
    }
    *_, terminated, _, info = env.step(final)
    assert terminated and info["correct_decision"]
    assert info["action"] == {
        "action": "finalize",
        "conclusion": task.labels.positive,
        "candidate": candidate,
        "numeric_result": task.answer.numeric_result,
        "unreliable": [{"role": task.roles[0].id, "kind": "missed"}],
    }
    json.dumps(info)


def test_the_incomplete_recovery_entry_lists_each_message_as_the_colleague_read_it():
    env = gym.make("UnCo-Incomplete-v0", split="test")
    env.reset(seed=0, options={"task_index": 1})
    task = env.unwrapped.task
    (fault,) = task.faults.incomplete
    fact = next(f for f in task.facts if f.id == fault.fact)
    others = [c for c in task.candidates if c != fault.candidate]
    for message in (
        f"What is the {fact.label} for {others[0]}?",  # not the fault's candidate
        GENERAL,  # covers it: the hedged reply
        "Could you resend your records on the three candidates?",  # covers it, not exact
        f"What is the exact {fact.label} for {fault.candidate}?",  # the exact value: targeted
    ):
        env.step({"action": "query", "roles": [fault.role], "message": message})
    *_, info = env.step(finalize_gold(env))
    (entry,) = info["recovery"]
    assert entry["shown"] and entry["recovered"] and entry["targeted_follow_ups"] == 1
    assert entry["messages"] == [
        {"covered": False, "targeted": False},
        {"covered": True, "targeted": False},
        {"covered": True, "targeted": False},
        {"covered": True, "targeted": True},
    ]
    mixed = gym.make("UnCo-Mixed-v0", split="test")
    mixed.reset(seed=0)
    *_, info = mixed.step(finalize_gold(mixed))
    kinds = {e["kind"]: e for e in info["recovery"]}
    assert kinds["incomplete"]["messages"] == [] and "messages" not in kinds["misaligned"]
    assert "messages" not in kinds["missed"]


def test_vector_envs_merge_steps_refused_in_one_sub_env_only():
    vector = gym.make_vec("UnCo-Mixed-v0", num_envs=2, vectorization_mode="sync", split="test")
    vector.reset(seed=[1, 2])
    for actions in (('{"action": "wait"}', "garbage"), ("garbage", '{"action": "wait"}')):
        *_, info = vector.step(actions)
        assert list(info["_action"]) == [a != "garbage" for a in actions]
    vector.close()


def test_sync_and_async_vector_envs_give_a_plain_loops_observations():
    # Newcomer: async make_vec returned 32,768 tabs (a Text space's shared memory read once).
    seeds, plain, actions = [3, 4], [], []
    for seed in seeds:
        env = gym.make("UnCo-Incomplete-v0", split="test")
        episode = [env.reset(seed=seed)[0]]
        steps = [json.dumps(ask_all(env)), json.dumps(finalize_gold(env))]
        plain.append(episode + [env.step(action)[0] for action in steps])
        actions.append(steps)
    for mode in ("sync", "async"):
        vector = gym.make_vec("UnCo-Incomplete-v0", 2, vectorization_mode=mode, split="test")
        steps = zip(*actions, strict=True)
        seen = [vector.reset(seed=seeds)[0]] + [vector.step(list(a))[0] for a in steps]
        vector.close()
        assert [list(episode) for episode in zip(*seen, strict=True)] == plain, mode


def test_finalize_with_an_unknown_candidate_or_a_non_number_is_refused():
    env = gym.make("UnCo-Reliable-v0", split="test")
    env.reset(seed=0)
    task = env.unwrapped.task
    positive = task.labels.positive
    obs, *_ = env.step({"action": "finalize", "conclusion": positive, "candidate": "Nobody"})
    assert "is not one of" in obs
    bad = {
        "action": "finalize",
        "conclusion": positive,
        "candidate": task.candidates[0],
        "numeric_result": "60,000",
    }
    obs, _, terminated, _, info = env.step(bad)
    assert "numeric_result" in obs and not terminated and info["invalid_actions"] == 2


@pytest.mark.parametrize("render_mode", [None, "ansi"])
@pytest.mark.parametrize("digits", [400, 5_000])
def test_a_huge_integer_result_is_an_invalid_action_not_a_crash(render_mode, digits):
    # Review D10: with a render mode, 10**4300 raised out of step; a result past the finite
    # float range is refused (D11: it could not be recorded and read back either).
    env = gym.make("UnCo-Reliable-v0", split="test", render_mode=render_mode)
    env.reset(seed=0)
    task = env.unwrapped.task
    final = {
        "action": "finalize",
        "conclusion": task.labels.positive,
        "candidate": task.candidates[0],
        "numeric_result": 10**digits,
    }
    obs, _, terminated, _, info = env.step(final)
    assert not terminated and info["invalid_actions"] == 1
    assert "numeric_result is too large" in obs
    if render_mode:
        assert "cannot be shown" in env.render() or digits < 4_300
    final["numeric_result"] = 10**300  # still a float-range number: scored
    assert env.step(final)[2]


def test_beliefs_beyond_the_float_range_are_scored_not_raised():
    # Review N1: an integer past the float range in beliefs raised OverflowError out of step
    # after the episode was marked ended, so it had no outcome.
    env = gym.make("UnCo-Misaligned-v0", split="test")
    env.reset(seed=0, options={"task_index": 3})
    task = env.unwrapped.task
    numbers = [f.id for f in task.facts if f.kind == "number"]
    final = finalize_gold(env)
    final["beliefs"] = {c: dict.fromkeys(numbers, 10**400) for c in task.candidates}
    _, reward, terminated, _, info = env.step(json.dumps(final))
    assert terminated and reward == 1.0 and info["diagnosis"]["t2"] < 1


def test_a_megabyte_message_is_refused_with_its_size_and_not_echoed():
    env = gym.make("UnCo-Reliable-v0", split="test", render_mode="ansi")
    env.reset(seed=0)
    role = env.unwrapped.task.roles[0].id
    obs, *_ = env.step({"action": "query", "roles": [role], "message": "x" * 1_000_000})
    assert "too long (1,000,000 characters" in obs
    assert len(obs) < 500 and len(env.render()) < 20_000


def test_a_step_without_a_cost_is_rewarded_zero_not_minus_zero():
    # Newcomer: every non-final step printed as -0.0.
    env = gym.make("UnCo-Reliable-v0", split="test")
    env.reset(seed=0)
    rewards = [env.step(action)[1] for action in ('{"action": "wait"}', "garbage")]
    assert [math.copysign(1.0, reward) for reward in rewards] == [1.0, 1.0]


def test_reward_is_joint_correctness_and_the_end_is_final():
    env = gym.make("UnCo-Reliable-v0", split="test", round_cost=0.01)
    env.reset(seed=4)
    _, reward, terminated, truncated, info = env.step(ask_all(env))
    assert reward == pytest.approx(-0.01) and set(info) == {
        "round",
        "invalid_actions",
        "replied_roles",
        "action",
    }
    _, reward, terminated, truncated, info = env.step(finalize_gold(env))
    assert terminated and not truncated and reward == pytest.approx(0.99)
    assert info["correct_decision"] and info["correct_numeric"]
    assert info["answer"] == env.unwrapped.task.answer.model_dump()
    with pytest.raises(gym.error.ResetNeeded, match="final answer"):
        env.step({"action": "wait"})


def test_a_wrong_number_is_not_rewarded():
    env = gym.make("UnCo-Reliable-v0", split="test")
    for index in range(30):
        env.reset(options={"task_index": index})
        answer = env.unwrapped.task.answer
        if answer.candidate is not None:
            break
    wrong = {**finalize_gold(env), "numeric_result": answer.numeric_result + 1}
    _, reward, terminated, _, info = env.step(wrong)
    assert terminated and reward == 0.0
    assert info["correct_decision"] and not info["correct_numeric"]


def test_max_rounds_truncates():
    env = gym.make("UnCo-Reliable-v0", max_rounds=3)
    env.reset(seed=0)
    results = [env.step({"action": "wait"}) for _ in range(3)]
    assert [r[3] for r in results] == [False, False, True]
    assert "answer" in results[-1][4] and results[-1][4]["correct_decision"] is False
    with pytest.raises(gym.error.ResetNeeded, match="3 rounds reached"):
        env.step({"action": "wait"})


def test_missed_reply_arrives_after_k_rounds_only_when_asked_for():
    for after, expect_late in ((None, False), (2, True)):
        env = gym.make("UnCo-Missed-v0", split="test", missed_reply_after=after)
        env.reset(seed=3)
        missed = env.unwrapped.task.faults.missed[0].role
        _, _, _, _, info = env.step(ask_all(env))
        assert missed not in info["replied_roles"]
        _, _, _, _, info = env.step({"action": "wait"})
        assert missed not in info["replied_roles"]
        _, _, _, _, info = env.step({"action": "wait"})
        assert (missed in info["replied_roles"]) is expect_late


def test_nothing_during_the_episode_leaks_the_answer_or_the_profile():
    for env_id in ALL_IDS:
        env = gym.make(env_id, split="test")
        obs, info = env.reset(seed=8)
        texts = [obs, json.dumps(info)]
        for action in (ask_all(env), {"action": "wait"}):
            obs, _, _, _, info = env.step(action)
            texts += [obs, json.dumps(info)]
        joined = "\n".join(texts).lower()
        for word in ("misaligned", "incomplete", "missed", "necessary", "gold", "profile"):
            assert word not in joined, (env_id, word)
        assert "answer" not in info and "faults" not in info


def test_pickle_and_vector_envs():
    env = gym.make("UnCo-Mixed-v0", split="test")
    env.reset(seed=2)
    env.step(ask_all(env))
    clone = pickle.loads(pickle.dumps(env))  # mid-episode: colleagues keep their state
    for action in (ask_all(env), {"action": "wait"}, finalize_gold(env)):
        assert clone.step(action) == env.step(action)
    for vector in (
        gym.make_vec("UnCo-Mixed-v0", num_envs=2, vectorization_mode="sync", split="test"),
        # Shared memory (the default) carries text observations too: see SharedText.
        gym.vector.AsyncVectorEnv([lambda: gym.make("UnCo-Misaligned-v0", split="test")] * 2),
    ):
        observations, _ = vector.reset(seed=[1, 2])
        assert len(observations) == 2 and all(isinstance(o, str) for o in observations)
        observations, *_ = vector.step(('{"action": "wait"}',) * 2)
        assert all("Round 1" in o for o in observations)
        vector.close()


def test_action_space_samples_valid_actions():
    env = gym.make("UnCo-Incomplete-v0", split="test")
    env.reset(seed=0)
    env.action_space.seed(3)
    for _ in range(30):
        *_, info = env.step(env.action_space.sample())
        assert info["invalid_actions"] == 0
        if "answer" in info:
            env.reset()


def test_render_modes():
    env = gym.make("UnCo-Misaligned-v0", split="test", render_mode="ansi")
    env.reset(seed=0)
    env.step(ask_all(env))
    text = env.render()
    assert "Round 1: agent" in text and "Round 1: observation" in text


def test_observations_stay_in_the_character_set_whatever_the_task_spells(paper, monkeypatch):
    # Observations are composed of pieces sanitized where they are made; a hand-written task
    # with characters outside the set, in names, titles, labels and templates, checks that.
    # verify() refuses such a task (its presentation check), so it is bypassed here: the
    # sanitizing stays as a second line of defence.
    verify = checks.verify
    monkeypatch.setattr(
        checks, "verify", lambda task: [v for v in verify(task) if v.check != "presentation"]
    )
    text = json.dumps(paper, ensure_ascii=False)
    for plain, exotic in (
        ("Kavita Selvam", "Kavita Selvam 王 ☃"),
        ("HSE Compliance Lead", "HSE Compliance Lead ✓"),
        ("background check", "background check ≈"),
        ("years", "years ⌛"),
    ):
        text = text.replace(plain, exotic)
    task = json.loads(text)
    env = gym.make("UnCo-Mixed-v0", split="test")
    observation, _ = env.reset(seed=0, options={"task": task})
    observations = [observation]
    roles = [r.id for r in env.unwrapped.task.roles]
    for action in (
        ask_all(env),
        {"action": "query", "roles": roles, "message": "Exact values for Kavita Selvam 王 ☃?"},
        {"action": "query", "roles": roles[:2], "message": "Book me a meeting room."},
        {"action": "query", "roles": ["☃ nobody"], "message": "hi"},
        {"action": "query", "roles": [roles[0], "☃ nobody"], "message": "hi"},
        {"action": "finalize", "conclusion": "☃", "candidate": None, "numeric_result": None},
    ):
        observations.append(env.step(action)[0])
    assert "王" not in "".join(observations) and "Kavita Selvam" in observations[1]
    for observation in observations:
        assert env.observation_space.contains(observation), observation[:200]


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"max_rounds": float("nan")}, "max_rounds must be an integer"),
        ({"max_rounds": float("inf")}, "max_rounds must be an integer"),
        ({"max_rounds": 1.5}, "max_rounds must be an integer"),
        ({"max_rounds": "5"}, "max_rounds must be an integer"),
        ({"max_rounds": True}, "max_rounds must be an integer"),
        ({"round_cost": float("nan")}, "round_cost must be a finite number"),
        ({"round_cost": "0.1"}, "round_cost must be a finite number"),
        ({"missed_reply_after": float("nan")}, "missed_reply_after must be an integer"),
        ({"task_indices": "12"}, "task_indices must be a sequence of integers"),
        ({"task_indices": [1.7]}, "task_indices must be non-negative integers"),
        ({"task_indices": [-1]}, "task_indices must be non-negative integers"),
        ({"task_indices": []}, "task_indices must name at least one task"),
    ],
)
def test_arguments_are_checked_by_type_and_range(kwargs, message):
    # Review D14: max_rounds=nan never truncated, round_cost=nan gave NaN rewards, and
    # task_indices="12" meant tasks 1 and 2.
    with pytest.raises(ValueError, match=message):
        UnCoEnv(**kwargs)


def test_numpy_arguments_are_still_accepted():
    env = UnCoEnv(max_rounds=np.int64(3), round_cost=np.float32(0.5), task_indices=np.arange(2))
    env.reset(seed=0)
    assert env.max_rounds == 3 and env.task_indices == [0, 1]


@pytest.mark.parametrize(
    ("options", "message"),
    [("ab", "options must be a dict"), ({"task_index": True}, "task_index must be an integer")],
)
def test_reset_options_are_checked(options, message):
    with pytest.raises(ValueError, match=message):
        UnCoEnv(split="test").reset(seed=0, options=options)


def test_the_task_cannot_be_changed_in_place():
    # Review D22: env.unwrapped.task is the shared benchmark object; changing its lists or dicts
    # changed later episodes, and inconsistently (the memoized brief kept the old names).
    env = gym.make("UnCo-Reliable-v0", split="test")
    env.reset(seed=0)
    task = env.unwrapped.task
    changes = [
        lambda: task.candidates.__setitem__(0, "Someone else"),
        lambda: task.candidates.append("A fourth"),
        lambda: task.roles.clear(),
        lambda: task.facts[0].values.update({task.candidates[0]: 0}),
        lambda: task.facts[0].domain.sort(),
        lambda: task.records.__setitem__("x", "y"),
        lambda: task.faults.reliable.extend([]),
        lambda: task.rule.operands.pop(),
    ]
    for change in changes:
        with pytest.raises(TypeError, match="read-only"):
            change()
    with pytest.raises(ValidationError):
        task.id = "changed"  # the models themselves are frozen
    edited = task.model_dump()  # the way to change one: a copy
    edited["candidates"][0] = "Someone else"
    assert edited["candidates"] != list(task.candidates)
    assert copy.deepcopy(task) == task == pickle.loads(pickle.dumps(task))


def test_a_level_plays_its_benchmark_with_its_budget_and_refuses_another_levels():
    env = UnCoEnv(setting="mixed", split="test", difficulty="expert")
    env.reset(seed=0, options={"task_index": 3})
    assert env.task.id.startswith("expert-") and len(env.task.candidates) == 6
    assert env.max_rounds == 6 and UnCoEnv(difficulty="expert", max_rounds=9).max_rounds == 9
    with pytest.raises(ValueError, match="benchmark 'v4' is of the standard level, not 'hard'"):
        UnCoEnv(split="test", difficulty="hard", benchmark="v4")
    with pytest.raises(ValueError, match="unknown difficulty 'easy'"):
        UnCoEnv(difficulty="easy")
    with pytest.raises(ValueError, match="needs the train split"):
        env.set_difficulty("hard")


def test_set_difficulty_takes_effect_at_the_next_reset():
    env = UnCoEnv(setting="missed", task_indices=[0])
    env.reset(seed=0)
    env.set_difficulty("hard")
    assert env.task.id.startswith("s")  # the episode under way keeps its task
    env.reset(seed=0)
    assert env.task.id.startswith("hard-") and env.max_rounds == 8


def test_at_expert_records_and_replies_name_contexts_by_cue_and_the_brief_by_label():
    """A misaligned reply no longer names its wrong context in the brief's words: every
    context-scoped record, right or wrong, names its context by the scenario's cue."""
    env = UnCoEnv(setting="misaligned", split="test", difficulty="expert")
    brief, _ = env.reset(seed=0, options={"task_index": 0})
    task = env.task
    scoped = [f for f in task.facts if f.context]
    assert scoped and all(f.cue for f in scoped)
    assert all(r.responsibilities == "" for r in task.roles)
    for fact in scoped:
        assert fact.cue not in brief
    fault = task.faults.misaligned[0]
    asked, reported = task.fact(fault.fact), task.fact(fault.reported_fact)
    assert f"({asked.context})" in brief
    # (A request that names no context: at expert-v6 one that names it is answered without.)
    message = f"Please give me the {asked.label} of every candidate."
    reply, *_ = env.step({"action": "query", "roles": [fault.role], "message": message})
    assert reported.cue in reply and asked.cue not in reply and reported.context not in reply


@pytest.mark.parametrize(
    ("split", "difficulty", "benchmark", "unstated"),
    [
        ("test", "expert", None, True),  # expert-v6
        ("test", "expert", "expert-v5", False),
        ("train", "expert", None, True),
        ("test", "standard", None, False),
        ("train", "hard", None, False),
    ],
)
def test_unstated_contexts_are_the_benchmark_versions_rule_or_the_levels(
    split, difficulty, benchmark, unstated
):
    env = UnCoEnv(setting="misaligned", split=split, difficulty=difficulty, benchmark=benchmark)
    assert env.unstated_contexts is unstated
    env.reset(seed=0, options={"task_index": 0})
    fault = env.task.faults.misaligned[0]
    asked, reported = env.task.fact(fault.fact), env.task.fact(fault.reported_fact)
    message = f"Please give me the {render.fact_name(asked)} of every candidate."
    reply, *_ = env.step({"action": "query", "roles": [fault.role], "message": message})
    said = render.record_context(reported) or ""
    assert (said in reply) is not unstated, reply
