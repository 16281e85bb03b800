"""The RL wrappers: spaces, the action and observation mappings, compliance, determinism."""

from __future__ import annotations

import copy
import warnings

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env, data_equivalence

from uncoenv.envs import arrays
from uncoenv.envs.core import UnCoEnv
from uncoenv.envs.wrappers import make_recovery_env
from uncoenv.tasks.faults import SETTINGS, UNCOBENCH


def expert(env) -> np.ndarray:
    """The careful agent's policy, in the wrapped action space (reads only the evidence)."""
    evidence = env.get_wrapper_attr("evidence")
    action = np.zeros(arrays.MAX_ROLES + 1, dtype=np.int64)
    if not evidence.contacted:
        action[: len(evidence.brief.roles)] = arrays.ASK
        return action
    owed = evidence.owed()
    if owed:
        for i, role in enumerate(evidence.brief.roles):
            if role in owed:
                debt = owed[role]
                choice = arrays.ASK_CONTEXT if debt.contexts else arrays.ASK_EXACT
                choice = arrays.ASK_AGAIN if debt.recheck else choice
                action[i] = arrays.ASK if debt.silent else choice
        return action
    _, candidate, _ = evidence.decide()
    head = arrays.FINALIZE_NEGATIVE
    if candidate is not None:
        head = arrays.FINALIZE_FIRST + evidence.brief.candidates.index(candidate)
    action[arrays.MAX_ROLES] = head
    return action


def play(env, index: int, policy=expert):
    observation, info = env.reset(seed=index, options={"task_index": index})
    trace, done = [observation], False
    while not done:
        observation, reward, terminated, truncated, info = env.step(policy(env))
        trace.append((observation, reward, terminated, truncated))
        done = terminated or truncated
    return reward, info, trace


def test_spaces():
    env = make_recovery_env("mixed", split="test")
    assert env.observation_space.shape == (arrays.SIZE,)
    assert list(env.action_space.nvec) == [4] * 7 + [6]
    observation, _ = env.reset(seed=0)
    assert observation in env.observation_space


@pytest.mark.parametrize("setting", SETTINGS)
def test_the_action_space_can_express_the_careful_policy(setting):
    env = make_recovery_env(setting, split="test")
    for index in range(0, 1000, 50):
        reward, info, _ = play(env, index)
        assert reward == 1.0 and info["round"] == (2 if "reliable" in setting else 3)


def test_the_notes_settings_add_the_notes_and_a_recheck_and_keep_the_papers_spaces():
    env = make_recovery_env("shared_notes", split="test")
    assert env.observation_space.shape == (arrays.SIZE + arrays.NOTES_SIZE,)
    assert list(env.action_space.nvec) == [5] * 7 + [6]
    observation, _ = env.reset(options={"task_index": 5})
    task, evidence = env.unwrapped.task, env.get_wrapper_attr("evidence")
    notes = observation[arrays.SIZE :]
    cells = notes[: arrays.MAX_CONDITIONS * arrays.CANDIDATES * arrays.NOTE_FEATURES]
    cells = cells.reshape(arrays.MAX_CONDITIONS, arrays.CANDIDATES, arrays.NOTE_FEATURES)
    conditions = len(evidence.brief.conditions)
    assert (cells[:conditions, :, :2].sum(axis=2) == 1).all()  # each note passes or fails
    assert cells[conditions:].sum() == 0 and cells[:, :, 2].sum() == 0  # nothing contradicted
    action = np.zeros(8, dtype=np.int64)
    action[: len(task.roles)] = arrays.ASK
    observation, *_ = env.step(action)
    (wrong,) = task.faults.shared_notes
    row = next(i for i, c in enumerate(task.conditions) if c.fact == wrong.fact)
    cells = observation[arrays.SIZE :][: cells.size].reshape(cells.shape)
    assert cells[:, :, 2].sum() == 1 and cells[row, task.candidates.index(wrong.candidate), 2]
    owes = observation[arrays.SIZE + cells.size :]
    assert owes.sum() == 1 and owes[[r.id for r in task.roles].index(wrong.role)] == 1
    action[:] = 0
    action[[r.id for r in task.roles].index(wrong.role)] = arrays.ASK_AGAIN
    observation, *_ = env.step(action)  # its owner stands by its record: asked, no longer owed
    assert observation[arrays.SIZE + cells.size :].sum() == 0


def test_observation_marks_what_a_careful_reader_knows():
    env = make_recovery_env("misaligned", split="test")
    observation, _ = env.reset(options={"task_index": 3})
    roles = len(env.get_wrapper_attr("evidence").brief.roles)
    per_role = observation[: arrays.MAX_ROLES * arrays.ROLE_FEATURES].reshape(arrays.MAX_ROLES, -1)
    assert per_role[:, 0].sum() == roles and per_role[:, 1:].sum() == 0  # present, nothing sent
    action = np.zeros(8, dtype=np.int64)
    action[:roles] = arrays.ASK
    observation, *_ = env.step(action)
    per_role = observation[: arrays.MAX_ROLES * arrays.ROLE_FEATURES].reshape(arrays.MAX_ROLES, -1)
    assert per_role[:roles, 1].all() and per_role[:roles, 2].all()  # contacted, replied
    assert per_role[:, 4].sum() == 1  # exactly one role owes the required context
    statuses = env.get_wrapper_attr("evidence").statuses()
    assert any("other context" in row for row in statuses)


def test_a_finalize_number_comes_from_the_evidence():
    env = make_recovery_env("reliable", split="test")
    for index in range(40):
        env.reset(options={"task_index": index})
        task = env.unwrapped.task
        if task.answer.candidate is not None:
            break
    action = np.zeros(8, dtype=np.int64)
    head = arrays.FINALIZE_FIRST + task.candidates.index(task.answer.candidate)
    action[7] = head
    _, reward, *_ = env.step(action)  # nothing asked: every operand counts as 0
    assert reward == 0.0


def test_gymnasium_and_sb3_checkers_pass():
    pytest.importorskip("stable_baselines3")
    from stable_baselines3.common.env_checker import check_env as sb3_check_env

    for setting in ("reliable", "mixed"):
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            check_env(make_recovery_env(setting, split="test"))
            sb3_check_env(make_recovery_env(setting, split="test"))
        # Gymnasium notes that a wrapped env is checked (the point here), and that an env built
        # without gym.make has no spec to rebuild other render modes from.
        expected = ("different from the unwrapped", "alternative render modes")
        messages = [str(w.message) for w in caught]
        assert [m for m in messages if not any(e in m for e in expected)] == []


def test_the_wrapped_env_is_deterministic():
    first = play(make_recovery_env("mixed", split="test"), 7)
    second = play(make_recovery_env("mixed", split="test"), 7)
    assert data_equivalence(first[2], second[2])


def test_vector_envs():
    pytest.importorskip("stable_baselines3")
    from stable_baselines3.common.env_util import make_vec_env
    from stable_baselines3.common.vec_env import SubprocVecEnv

    for vec_env_cls in (None, SubprocVecEnv):
        vector = make_vec_env(
            make_recovery_env,
            n_envs=2,
            seed=0,
            vec_env_cls=vec_env_cls,
            env_kwargs={"setting": "missed"},
        )
        observations = vector.reset()
        assert observations.shape == (2, arrays.SIZE)
        observations, *_ = vector.step(np.zeros((2, 8), dtype=np.int64))
        assert observations.shape == (2, arrays.SIZE)
        vector.close()


def test_the_information_bonus_adds_the_share_of_facts_established():
    env = make_recovery_env("reliable", split="test", shaping=0.5)
    _, _, trace = play(env, 4)
    total = sum(step[1] for step in trace[1:])
    assert total == pytest.approx(1.0 + 0.5)  # correct, and every needed fact established


def test_a_rejected_query_contacts_nobody_and_a_partial_one_its_valid_roles():
    from uncoenv.envs.wrappers import EvidenceObservation

    env = EvidenceObservation(UnCoEnv(setting="missed", split="test"))
    env.reset(options={"task_index": 0})
    role, other = env.get_wrapper_attr("evidence").brief.roles[:2]
    env.step({"action": "query", "roles": ["Chief Nobody"], "message": "hi"})  # invalid
    assert env.get_wrapper_attr("evidence").contacted == {}
    # A duplicate role is refused, the first mention delivered.
    queries = [{"role": role, "message": "hi"}, {"role": role, "message": "hi"}]
    env.step({"action": "query", "queries": queries})
    assert set(env.get_wrapper_attr("evidence").contacted) == {role}
    env.step({"action": "query", "roles": [other, "Chief Nobody"], "message": "Your records?"})
    assert set(env.get_wrapper_attr("evidence").contacted) == {role, other}


@pytest.mark.parametrize(
    "choice",
    [[0] * 7 + [9], [-1] * 8, [np.nan] * 8, None, [0] * 3, [[0] * 8], "query"],
    ids=["out-of-range", "negative", "nan", "none", "short", "nested", "text"],
)
def test_a_choice_outside_the_action_space_is_refused_clearly(choice):
    # Review D20: IndexError, silent wrap-round of negatives, or odd conversion errors.
    env = make_recovery_env("reliable")
    env.reset(seed=0)
    with pytest.raises(ValueError, match=r"is not a choice of MultiDiscrete"):
        env.step(choice)
    assert env.step(np.array([0] * 7 + [arrays.WAIT]))[4]["round"] == 1


@pytest.mark.parametrize("setting", UNCOBENCH)  # the paper's example holds no shared notes
@pytest.mark.parametrize("which", ["paper", "handwritten"])
def test_the_wrappers_play_hand_written_tasks(paper, setting, which):
    # The observer reads typed replies, so no scenario template is needed: the paper's example,
    # and a variant whose records have no phrasings of their own.
    task = copy.deepcopy(paper)
    if which == "handwritten":
        task["background"] = "A hand-written variant of the paper's example, with plain records."
        for fact in task["facts"]:
            fact["templates"] = []
    env = make_recovery_env(setting)
    env.reset(seed=0, options={"task": task})
    done = False
    while not done:
        observation, reward, terminated, truncated, info = env.step(expert(env))
        assert observation in env.observation_space
        done = terminated or truncated
    assert reward == 1.0 and info["round"] == (2 if setting == "reliable" else 3)
