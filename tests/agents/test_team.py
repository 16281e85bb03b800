"""The scripted team seats: the careful team wins every task in every formation that can be won;
the naive team falls for the faults; silent teams can only guess."""

from __future__ import annotations

from pathlib import Path

import pytest

from uncoenv import ENV_IDS
from uncoenv.agents.team import team_of
from uncoenv.teams import parallel_env

TASKS = range(40)


def play(env, agent: str, index: int) -> dict:
    observations, infos = env.reset(seed=index, options={"task_index": index})
    team = team_of(agent, env.possible_agents)
    for member in team.values():
        member.reset(index)
    while env.agents:
        actions = {seat: team[seat].act(observations[seat], infos[seat]) for seat in env.agents}
        observations, _, _, _, infos = env.step(actions)
    return infos["seat_0"]


def accuracy(agent: str, setting: str, formation: str, seats: int | None, **team) -> float:
    env = parallel_env(setting, formation, seats, split="test", **team)
    wins = [play(env, agent, i) for i in TASKS]
    return sum(w["correct_decision"] and w["correct_numeric"] for w in wins) / len(wins)


@pytest.mark.parametrize("setting", list(ENV_IDS))
@pytest.mark.parametrize(
    ("formation", "seats", "commit"),
    [
        ("solo", None, "first"),
        ("coordinator", None, "first"),
        ("peer", 2, "first"),
        ("peer", 3, "lead"),
        ("peer", 5, "vote"),
    ],
)
def test_the_careful_team_wins_every_task(
    setting: str, formation: str, seats: int | None, commit: str
) -> None:
    assert accuracy("careful", setting, formation, seats, commit=commit) == 1.0


def test_the_careful_team_shares_everything_before_it_commits() -> None:
    env = parallel_env("mixed", "peer", 3, split="test", charter=True, house_rules=True)
    for index in range(10):
        team = play(env, "careful", index)["team"]
        assert team["participation"] == 1.0 and team["ask_in_context"] is True
        assert team["overrides"] == [] and team["fabrications"] == []
        assert all(f["noticed_by"] for f in team["noticed"])  # each fault's owner recovered it
        owners = {f["role"]: f["noticed_by"] for f in team["noticed"]}
        for role, seats in owners.items():
            assert [s for s, share in team["shares"].items() if role in share] == seats


def test_naive_and_silent_teams_fall_short() -> None:
    assert accuracy("naive", "misaligned", "peer", 3) < 0.2
    assert accuracy("naive", "reliable", "peer", 3) == 1.0
    # Without a channel no seat holds every record a task needs (role necessity), so the
    # careful seats guess at the last round: about the share of tasks nobody qualifies for.
    silent = accuracy("careful", "reliable", "silent", 3)
    assert 0.2 < silent < 0.8


@pytest.mark.parametrize(
    ("actions", "setting", "index", "commit"),
    [
        ("team_playtest.jsonl", "mixed", 123, "first"),
        ("team_playtest_2.jsonl", "misleading", 40, "lead"),
    ],
)
def test_careful_teammates_read_records_quoted_in_any_message(
    actions: str, setting: str, index: int, commit: str
) -> None:
    """Play-tests: seat_1, written as an LLM would, passes records on in a post of its own
    words (not the relay format). The careful lead reads what it quotes; in the second, a
    paraphrase ("99.9% for all three") leaves records missing, the lead asks the team to quote
    them, and seat_1 does. Either way the team commits the gold answer."""
    lines = (Path(__file__).parent / actions).read_text().splitlines()
    env = parallel_env(setting, "peer", 3, split="test", commit=commit)
    observations, infos = env.reset(seed=index, options={"task_index": index})
    bots = team_of("careful", ["seat_0", "seat_2"])
    for bot in bots.values():
        bot.reset(index)
    for action in lines:
        moves = {seat: bot.act(observations[seat], infos[seat]) for seat, bot in bots.items()}
        observations, rewards, *_, infos = env.step({**moves, "seat_1": action})
    assert env.agents == [] and infos["seat_0"]["committed_by"] == "seat_0"
    assert rewards == dict.fromkeys(env.possible_agents, 1.0)
    assert infos["seat_0"]["team"]["ask_in_context"] is True
