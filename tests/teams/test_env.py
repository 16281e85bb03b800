"""The team environment: PettingZoo's API and seed tests, the coordinator formation against the
single-agent env, determinism, privacy, and the team's rules."""

from __future__ import annotations

import json
import re
import warnings

import pytest
from pettingzoo.test import parallel_api_test, parallel_seed_test

from uncoenv import ENV_IDS
from uncoenv.agents.scripted import CarefulAgent
from uncoenv.envs.core import UnCoEnv
from uncoenv.teams import FORMATIONS, parallel_env

SETTINGS = list(ENV_IDS)
WAIT = {"action": "wait"}
GENERAL = "Please share everything you have on the three candidates."


def _team(formation: str, setting: str = "misaligned", **kwargs):
    seats = None if formation in ("solo", "coordinator") else kwargs.pop("seats", 3)
    return parallel_env(setting, formation, seats, split="test", **kwargs)


@pytest.mark.parametrize("formation", FORMATIONS)
@pytest.mark.parametrize("setting", SETTINGS)
def test_pettingzoo_api_and_seed_tests_pass(formation: str, setting: str) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the API test's unknown reset option is warned about
        parallel_api_test(_team(formation, setting), num_cycles=30)
    parallel_seed_test(lambda: _team(formation, setting), num_cycles=30)


def _ask_all(env) -> dict[str, str]:
    return {
        seat: json.dumps({"action": "query", "roles": list(env.shares[seat]), "message": GENERAL})
        for seat in env.agents
    }


@pytest.mark.parametrize("setting", SETTINGS)
def test_the_coordinator_formation_is_the_single_agent_env_round_by_round(setting: str) -> None:
    for index in (0, 7):
        single = UnCoEnv(setting, split="test")
        team = _team("coordinator", setting)
        observation, info = single.reset(seed=index, options={"task_index": index})
        observations, _infos = team.reset(seed=index, options={"task_index": index})
        assert observations["seat_0"] == observation
        agent = CarefulAgent()
        agent.reset(index)
        sampler = team.action_space("seat_0")
        sampler.seed(index)
        done = False
        while not done:
            action = agent.act(observation, info)
            if single._round == 0:  # one random action first: errors and waits match too
                action = sampler.sample()
            observation, reward, terminated, truncated, info = single.step(action)
            seated = team.step({"seat_0": action})
            assert [part["seat_0"] for part in seated[:4]] == [
                observation,
                reward,
                terminated,
                truncated,
            ]
            team_info = dict(seated[4]["seat_0"])
            for key in ("seat", "team", "committed_by"):
                team_info.pop(key, None)
            assert team_info == info
            done = terminated or truncated


def _play_random(env, seed: int) -> list[str]:
    observations, infos = env.reset(seed=seed)
    for seat in env.possible_agents:
        env.action_space(seat).seed(seed)
    trace = [json.dumps([observations, infos], sort_keys=True, default=str)]
    while env.agents:
        actions = {seat: env.action_space(seat).sample() for seat in env.agents}
        trace.append(json.dumps([actions, *env.step(actions)], sort_keys=True, default=str))
    return trace


@pytest.mark.parametrize("formation", ["peer", "silent"])
def test_same_seed_and_actions_give_the_same_episode_byte_for_byte(formation: str) -> None:
    for seed in (0, 1, 2):
        assert _play_random(_team(formation), seed) == _play_random(_team(formation), seed)
    assert _play_random(_team(formation), 0) != _play_random(_team(formation), 1)


def test_the_split_is_seeded_and_reaches_every_colleague_once() -> None:
    env = _team("peer", seats=3)
    seen = set()
    for seed in range(6):
        env.reset(seed=seed)
        dealt = [role for share in env.shares.values() for role in share]
        assert sorted(dealt) == sorted(role.id for role in env.task.roles)
        sizes = sorted(len(share) for share in env.shares.values())
        assert sizes[-1] - sizes[0] <= 1
        seen.add(tuple(env.shares["seat_0"]))
        again = _team("peer", seats=3)
        again.reset(seed=seed)
        assert again.shares == env.shares
    assert len(seen) > 1


def test_a_seat_never_sees_another_seats_replies() -> None:
    for setting in ("reliable", "mixed"):
        env = _team("peer", setting, seats=3)
        observations, _ = env.reset(seed=4)
        private: dict[str, list[str]] = {seat: [] for seat in env.possible_agents}
        seen: dict[str, str] = {seat: "" for seat in env.possible_agents}
        for _ in range(3):
            actions = _ask_all(env)
            observations, *_ = env.step(actions)
            for seat, text in observations.items():
                seen[seat] += text
                headers = set(re.findall(r"^\[([a-z0-9_]+)\] ", text, flags=re.MULTILINE))
                assert headers <= set(env.shares[seat])
                for reply in env.seat_envs[seat].observer.replies:
                    private[seat].append(reply.text)
        for seat, texts in private.items():
            for other in env.possible_agents:
                if other != seat:
                    assert not any(text in seen[other] for text in texts)


def test_invalid_actions_are_observations_for_that_seat_only() -> None:
    env = _team("peer", seats=3)
    env.reset(seed=1)
    outside = env.shares["seat_2"][0]
    actions = {
        "seat_0": "{not json",
        "seat_1": json.dumps({"action": "dm", "to": "seat_1", "message": "me?"}),
        "seat_2": json.dumps({"action": "query", "roles": [outside], "message": GENERAL}),
    }
    actions["seat_2"] = json.dumps(
        {"action": "query", "roles": [env.shares["seat_0"][0]], "message": GENERAL}
    )
    observations, _rewards, _terminated, _truncated, infos = env.step(actions)
    assert "malformed JSON" in observations["seat_0"]
    assert "'to' must be one of your teammates (seat_0, seat_2)" in observations["seat_1"]
    assert "is not one of the colleagues you reach" in observations["seat_2"]
    assert [infos[s]["invalid_actions"] for s in env.possible_agents] == [1, 1, 1]
    assert env.agents == env.possible_agents  # nothing ended
    observations, *_, infos = env.step({"seat_0": WAIT})  # the others wait when not given
    assert all("invalid" not in text for text in observations.values())
    assert [infos[s]["invalid_actions"] for s in env.possible_agents] == [1, 1, 1]


def _final(env, correct: bool = True) -> str:
    answer = env.task.answer.model_dump()
    if not correct:
        answer = {"conclusion": env.task.labels.negative, "candidate": None, "numeric_result": None}
        if env.task.answer.candidate is None:
            answer = {
                "conclusion": env.task.labels.positive,
                "candidate": env.task.candidates[0],
                "numeric_result": 1.0,
            }
    return json.dumps({"action": "finalize", **answer})


def test_first_rule_the_lowest_seat_commits_and_ends_every_seat() -> None:
    env = _team("peer", seats=3)
    env.reset(seed=2)
    observations, rewards, terminated, _truncated, infos = env.step(
        {"seat_1": _final(env, correct=False), "seat_2": _final(env)}
    )
    assert infos["seat_0"]["committed_by"] == "seat_1"
    assert rewards == dict.fromkeys(env.possible_agents, 0.0)
    assert all(terminated.values()) and env.agents == []
    assert "seat_1 gave the team's final answer" in observations["seat_0"]


def test_lead_rule_refuses_another_seats_final_answer() -> None:
    env = _team("peer", seats=3, commit="lead")
    observations, _ = env.reset(seed=2)
    assert "Only seat_0 may finalize" in observations["seat_1"]
    observations, _rewards, terminated, _, infos = env.step({"seat_1": _final(env)})
    assert "only the lead, seat_0, may finalize" in observations["seat_1"]
    assert not any(terminated.values()) and infos["seat_1"]["invalid_actions"] == 1
    *_, terminated, _, infos = env.step({"seat_0": _final(env)})
    assert all(terminated.values()) and infos["seat_2"]["correct_decision"]


def test_vote_rule_commits_on_a_majority_and_shows_votes() -> None:
    env = _team("peer", seats=3, commit="vote")
    env.reset(seed=2)
    observations, rewards, terminated, _, infos = env.step({"seat_2": _final(env)})
    assert not any(terminated.values())
    assert "<seat_2> votes:" in observations["seat_0"] and infos["seat_2"]["action"]["vote"]
    observations, rewards, terminated, _, infos = env.step({"seat_0": _final(env)})
    assert all(terminated.values()) and infos["seat_1"]["committed_by"] == "seat_0"
    assert rewards == dict.fromkeys(env.possible_agents, 1.0)


def test_active_reward_pays_only_seats_that_acted() -> None:
    env = _team("peer", seats=3, reward="active")
    env.reset(seed=2)
    env.step({"seat_1": json.dumps({"action": "post", "message": "hello"})})
    *_, rewards, _, _, _ = env.step({"seat_0": _final(env)})
    assert rewards == {"seat_0": 1.0, "seat_1": 1.0, "seat_2": 0.0}


def test_silent_teams_have_no_channel_and_options_are_checked() -> None:
    env = _team("silent", seats=2)
    env.reset(seed=0)
    observations, *_ = env.step({"seat_0": json.dumps({"action": "post", "message": "hi"})})
    assert "this team has no channel" in observations["seat_0"]
    for bad, words in [
        ({"formation": "coordinator", "seats": 2}, "has one seat"),
        ({"formation": "peer", "seats": 6}, "2 to 5 seats"),
        ({"formation": "solo", "charter": True}, "are for teams"),
    ]:
        with pytest.raises(ValueError, match=words):
            parallel_env("reliable", **bad)
    with pytest.raises(ValueError, match="actions for seats not in play"):
        env.step({"seat_7": WAIT})


def test_mitigations_are_in_every_brief() -> None:
    env = _team("peer", seats=2, lead=True, charter=True, house_rules=True)
    observations, _ = env.reset(seed=0)
    for text in observations.values():
        assert "Team charter:" in text and "AGENTS.md" in text and "team lead (advisory)" in text
    env = _team("peer", seats=2, house_rules="Rule zero: be kind.")
    observations, _ = env.reset(seed=0)
    assert "Rule zero: be kind." in observations["seat_1"]


def test_an_unseeded_reset_puts_every_seat_on_the_same_task() -> None:
    env = _team("peer", seats=3)
    for _ in range(3):
        env.reset()
        ids = {seat_env.task.id for seat_env in env.seat_envs.values()}
        assert len(ids) == 1


def test_interventions_speak_to_the_seat_whose_colleague_showed_the_fault() -> None:
    env = _team("peer", "misaligned", seats=3, intervention="localization")
    env.reset(seed=5, options={"task_index": 5})
    (fault,) = env.task.faults.played("misaligned", 1)
    owner = next(seat for seat, share in env.shares.items() if fault.role in share)
    observations, *_ = env.step(_ask_all(env))
    for seat, text in observations.items():
        plain = UnCoEnv("misaligned", split="test", reach=env.shares[seat], intervention="none")
        plain.reset(seed=5, options={"task_index": 5})
        bare, *_ = plain.step(_ask_all(env)[seat])
        assert (text != bare) == (seat == owner), seat  # only the owner's round carries a note


def test_the_shares_say_nothing_of_the_fault_plan() -> None:
    """Who reaches the faulty colleague is the split's draw, not the plan's: seat_0 holds it as
    often as its share of the colleagues predicts (a probe that trusts seat_0's share less
    would gain nothing)."""
    env = _team("peer", "misaligned", seats=3)
    held, expected = [], []
    for seed in range(300):
        env.reset(seed=seed)
        (fault,) = env.task.faults.played("misaligned", 1)
        held.append(fault.role in env.shares["seat_0"])
        expected.append(len(env.shares["seat_0"]) / len(env.task.roles))
    assert abs(sum(held) / len(held) - sum(expected) / len(expected)) < 0.08


def test_every_seat_is_told_what_its_team_committed() -> None:
    for commit, words in [
        ("first", "seat_2 gave the team's final answer: "),
        ("vote", "most seats voted for "),
    ]:
        env = _team("peer", "reliable", seats=3, commit=commit)
        env.reset(seed=2)
        if commit == "vote":
            env.step({"seat_0": _final(env)})
        observations, *_ = env.step({"seat_2": _final(env)})
        answer = env.task.answer
        assert f'{words}"{answer.conclusion}"' in observations["seat_1"]
