"""The team metrics, read from a played episode."""

from __future__ import annotations

import json
import re

from uncoenv.agents.reading import Vocabulary
from uncoenv.teams import parallel_env
from uncoenv.teams.metrics import _moves_answer, _truth

GENERAL = "Please share everything you have on the three candidates."


def _ask(env, seat: str) -> str:
    return json.dumps({"action": "query", "roles": list(env.shares[seat]), "message": GENERAL})


def _finalize_correct(env) -> str:
    return json.dumps({"action": "finalize", **env.task.answer.model_dump()})


def test_participation_start_rounds_and_waste() -> None:
    env = parallel_env("reliable", "peer", 3, split="test")
    env.reset(seed=0, options={"task_index": 0})
    env.step({"seat_0": _ask(env, "seat_0")})
    env.step({"seat_0": _ask(env, "seat_0"), "seat_1": _ask(env, "seat_1")})  # asked again
    *_, infos = env.step({"seat_0": _finalize_correct(env)})
    team = infos["seat_2"]["team"]
    assert team["participation"] == 2 / 3
    assert team["start_rounds"] == {"seat_0": 1, "seat_1": 2, "seat_2": None}
    first, again = len(env.shares["seat_0"]), len(env.shares["seat_1"])
    assert team["messages"] == 2 * first + again
    assert team["wasted_share"] == first / (2 * first + again)  # seat_0's second asking
    assert team["ask_in_context"] is False  # seat_0 never heard seat_1's or seat_2's records
    assert team["committed_by"] == "seat_0" and team["commit_round"] == 3


def test_a_changed_figure_is_a_fabrication_and_an_override_when_it_moves_the_answer() -> None:
    env = parallel_env("reliable", "peer", 2, split="test")
    env.reset(seed=0, options={"task_index": 3})
    env.step({"seat_0": _ask(env, "seat_0")})
    vocabulary = Vocabulary.of_task(env.task)
    candidates = tuple(env.task.candidates)
    truth = _truth(env.task)
    replies = [reply.text for reply in env.seat_envs["seat_0"].observer.replies]
    relay = "\n".join(replies)
    assert not [s for s in vocabulary.statements(relay, candidates) if truth.get(s.atom) != s.value]
    # Every number changed: each stated figure now contradicts its owner's record.
    changed = re.sub(r"\d[\d,]*(\.\d+)?", "7", relay)
    stated = [s for s in vocabulary.statements(changed, candidates) if not s.hedged]
    wrong = [s for s in stated if truth.get(s.atom) != s.value]
    assert wrong
    env.step({"seat_0": json.dumps({"action": "post", "message": relay})})
    *_, infos = env.step(
        {
            "seat_0": json.dumps({"action": "post", "message": changed}),
            "seat_1": _finalize_correct(env),
        }
    )
    team = infos["seat_0"]["team"]
    assert len(team["fabrications"]) == len(wrong)
    moving = [s for s in wrong if s.atom in truth and _moves_answer(env.task, s)]
    assert moving  # some changed figure decides the answer
    assert len(team["overrides"]) == len(moving)
    assert {(o["candidate"], o["fact"]) for o in team["overrides"]} == {
        (s.candidate, s.label) for s in moving
    }
    assert team["team_messages"] == 2
