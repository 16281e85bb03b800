"""The scripted baselines: the careful agent proves the benchmark solvable through the
interface, the naive one fails where the faults are."""

from __future__ import annotations

import pytest

from uncoenv.agents.reading import BriefText, Reading, UnknownScenario, replies
from uncoenv.agents.scripted import (
    CarefulAgent,
    NaiveAgent,
    OptimisticAgent,
    PessimisticAgent,
    RandomAgent,
    TrustingAgent,
)
from uncoenv.envs.core import UnCoEnv
from uncoenv.evaluation.stats import wilson
from uncoenv.tasks import dataset, generator, logic
from uncoenv.tasks.difficulty import LEVELS
from uncoenv.tasks.models import SETTINGS

# Ask everyone, follow up where a fault showed, answer.
MINIMAL_ROUNDS = {**dict.fromkeys(SETTINGS, 3), "reliable": 2, "reliable_notes": 2}


def play(
    agent,
    setting: str,
    index: int,
    split: str = "test",
    seed: int = 0,
    difficulty="standard",
    benchmark=None,
):
    env = UnCoEnv(setting=setting, split=split, difficulty=difficulty, benchmark=benchmark)
    observation, info = env.reset(seed=seed, options={"task_index": index})
    agent.reset(seed)
    done = False
    while not done:
        observation, reward, terminated, truncated, info = env.step(agent.act(observation, info))
        done = terminated or truncated
    return reward, info


@pytest.mark.parametrize("setting", SETTINGS)
def test_the_careful_agent_solves_benchmark_tasks_in_the_fewest_rounds(setting):
    # The whole benchmark is covered by `uncoenv eval` (README); a slice keeps this test quick.
    for index in range(0, 1000, 7):
        reward, info = play(CarefulAgent(), setting, index)
        assert reward == 1.0, (setting, index)
        assert info["round"] == MINIMAL_ROUNDS[setting], (setting, index)


@pytest.mark.parametrize("difficulty", ["hard", "expert"])
@pytest.mark.parametrize("setting", SETTINGS)
def test_the_careful_agent_solves_every_level_in_the_fewest_rounds(setting, difficulty):
    # Two misaligned or missed colleagues are followed up in the same round; a compound hedge,
    # shown only by the corrected reply, takes one more.
    compound = setting == "mixed" and LEVELS[difficulty].compound_faults
    for index in range(0, 1000, 23):
        reward, info = play(CarefulAgent(), setting, index, difficulty=difficulty)
        assert reward == 1.0, (setting, difficulty, index)
        assert info["round"] == MINIMAL_ROUNDS[setting] + compound, (setting, difficulty, index)


@pytest.mark.parametrize("difficulty", ["hard", "expert"])
@pytest.mark.parametrize("setting", ["misaligned", "incomplete", "missed", "mixed"])
@pytest.mark.parametrize("probe", ["optimistic", "pessimistic"])
def test_a_rule_of_thumb_stays_near_chance_at_every_level(probe, setting, difficulty):
    indices = range(0, 1000, 4)
    wins = sum(
        int(play(PROBES[probe](), setting, i, difficulty=difficulty)[0] == 1.0) for i in indices
    )
    assert wilson(wins, len(indices))[1] <= PROBE_CEILING, (probe, setting, wins)


def test_the_careful_agent_also_solves_the_training_stream():
    for index in range(40):
        for setting in ("reliable", "mixed"):
            reward, _ = play(CarefulAgent(), setting, index, split="train")
            assert reward == 1.0, (setting, index)


def test_the_naive_agent_fails_exactly_where_faults_bite():
    for index in range(60):
        task = dataset.load_benchmark()[index]
        assert play(NaiveAgent(), "reliable", index)[0] == 1.0
        assert play(NaiveAgent(), "misaligned", index)[0] == 0.0
        reward, info = play(NaiveAgent(), "missed", index)
        # Missing evidence counts as failing: right only when nobody qualifies anyway.
        assert reward == float(task.answer.candidate is None)
        assert info["round"] == 2


PROBES = {
    "optimistic": lambda: OptimisticAgent(),
    "optimistic, rejecting other contexts": lambda: OptimisticAgent(face_value=False),
    "pessimistic": lambda: PessimisticAgent(),
    "pessimistic, rejecting other contexts": lambda: PessimisticAgent(face_value=False),
}
PROBE_CEILING = 0.55  # the "about half"


@pytest.mark.parametrize("setting", ["misaligned", "incomplete", "missed", "mixed"])
@pytest.mark.parametrize("probe", PROBES)
def test_a_rule_of_thumb_without_recovery_is_right_about_half_the_time_at_most(probe, setting):
    # Every other benchmark task (500): the Wilson interval's top stays under the ceiling.
    indices = range(0, len(dataset.load_benchmark()), 2)
    wins = sum(int(play(PROBES[probe](), setting, index)[0] == 1.0) for index in indices)
    assert wilson(wins, len(indices))[1] <= PROBE_CEILING, (probe, setting, wins, len(indices))


def test_a_probe_never_follows_up_and_guesses_a_hedged_operand_from_its_reply():
    tasks = dataset.load_benchmark()
    index, task = next(
        (i, t)
        for i, t in enumerate(tasks)
        if t.faults.incomplete[0].fact in t.rule.operands and t.faults.incomplete[0].interval
    )
    fault = task.faults.incomplete[0]
    reward, info = play(OptimisticAgent(), "incomplete", index)
    assert info["round"] == 2 and info["action"]["candidate"] == task.answer.candidate
    fact = task.fact(fault.fact)
    (guess,) = [
        value
        for name, value in info["action"]["beliefs"][fault.candidate].items()
        if name.startswith(fact.label)
    ]
    assert guess != fact.values[fault.candidate] or reward == 1.0
    assert logic.within(guess, fault.interval)


def test_the_random_agent_is_seeded():
    first = [play(RandomAgent(seed=3), "mixed", i, seed=i)[1]["round"] for i in range(10)]
    again = [play(RandomAgent(seed=3), "mixed", i, seed=i)[1]["round"] for i in range(10)]
    other = [play(RandomAgent(seed=4), "mixed", i, seed=i)[1]["round"] for i in range(10)]
    assert first == again and first != other


def test_evidence_reads_the_brief_and_replies_without_the_hidden_task():
    env = UnCoEnv(setting="misaligned", split="test")
    observation, _ = env.reset(options={"task_index": 5})
    task = env.task
    brief = BriefText.parse(observation)
    assert brief.candidates == tuple(task.candidates)
    assert brief.roles == tuple(r.id for r in task.roles)
    assert (brief.positive, brief.negative) == (task.labels.positive, task.labels.negative)
    reading = Reading(observation)
    assert len(reading.brief.conditions) == len(task.conditions)
    roles = [r.id for r in task.roles]
    message = "Please share everything you have."
    observation, *_ = env.step({"action": "query", "roles": roles, "message": message})
    assert set(replies(observation)) == set(roles)
    evidence = reading.absorb(observation)
    (fault,) = task.faults.misaligned
    fact = task.fact(fault.fact)
    reported = task.fact(fault.reported_fact)
    for candidate in task.candidates:
        assert evidence.value(fact.label, fact.context, candidate) is None
        assert evidence.value(fact.label, reported.context, candidate) is not None


def test_a_brief_from_no_shipped_scenario_is_refused_clearly(paper):
    env = UnCoEnv(split="test")
    observation, _ = env.reset(options={"task": paper})
    with pytest.raises(UnknownScenario, match="no shipped scenario"):
        Reading(observation)


def test_generated_tasks_are_read_for_every_template():
    env = UnCoEnv(setting="mixed")
    for index in range(112):
        task = generator.generate_task(17, index)
        reading = Reading(env.reset(options={"task": task})[0])
        assert reading.brief == env.observer.brief


def test_a_brief_whose_background_counts_more_candidates_is_read():
    # expert-v3 881 says "one of six suspect tools" (a counted background); the scripted agents
    # found their scenario by the background as the standard level words it, and stopped.
    env = UnCoEnv(split="test", difficulty="expert", benchmark="expert-v3")
    observation, _ = env.reset(options={"task_index": 881})
    assert "one of six suspect tools" in observation
    assert Reading(observation).vocabulary is not None


@pytest.mark.parametrize("setting", ["misaligned", "mixed"])
def test_unstated_contexts_mislead_an_agent_that_trusts_the_context_it_named(setting):
    # The trusting agent is careful but for one habit: it asks in the brief's words and takes
    # a record stated without its context as the one asked for. With contexts stated
    # (expert-v5) it wins; with them unstated (expert-v6) a misaligned colleague misleads it
    # wherever the fault bites (README: "Difficulty levels").
    indices = range(0, 1000, 40)
    stated = [
        play(TrustingAgent(), setting, i, difficulty="expert", benchmark="expert-v5")[0]
        for i in indices
    ]
    unstated = [play(TrustingAgent(), setting, i, difficulty="expert")[0] for i in indices]
    assert stated == [1.0] * len(indices)
    assert sum(unstated) <= 0.15 * len(indices), unstated


@pytest.mark.parametrize("setting", ["reliable", "incomplete", "missed"])
def test_the_trusting_agent_is_careful_where_no_context_is_misread(setting):
    for index in range(0, 1000, 100):
        assert play(TrustingAgent(), setting, index, difficulty="expert")[0] == 1.0, index
