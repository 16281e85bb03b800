"""The spaces an agent is handed hold nothing hidden: no task, gold answer or fault plan."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator
from typing import Any

import gymnasium as gym
import numpy as np
import pytest

import uncoenv  # noqa: F401  (registers the environments)
from uncoenv.envs.actions import Menu, menu, parse_action
from uncoenv.envs.wrappers import make_recovery_env
from uncoenv.tasks.models import Answer, Faults, IncompleteFault, MisalignedFault, MissedFault, Task

HIDDEN = (Task, Answer, Faults, MisalignedFault, IncompleteFault, MissedFault)
_ATOMS = (str, bytes, int, float, complex, bool, type(None), np.ndarray, np.generic)


def reachable(root: object, path: str = "space") -> Iterator[tuple[str, object]]:
    """Every object reachable from ``root`` (attributes, ``__dict__``, slots, containers, a
    random generator's state), with the path that reaches it."""
    seen: set[int] = set()
    stack = [(path, root)]
    while stack:
        path, value = stack.pop()
        if id(value) in seen:
            continue
        seen.add(id(value))
        yield path, value
        stack.extend(_children(path, value))


def _children(path: str, value: object) -> list[tuple[str, object]]:
    if isinstance(value, (*_ATOMS, type)) or callable(value):
        return []
    if isinstance(value, dict):
        keys = [(f"{path}.<key>", key) for key in value]
        return keys + [(f"{path}[{key!r}]", item) for key, item in value.items()]
    if isinstance(value, list | tuple | set | frozenset):
        return [(f"{path}[{i}]", item) for i, item in enumerate(value)]
    if isinstance(value, np.random.Generator):
        return [(f"{path}.bit_generator.state", value.bit_generator.state)]
    found = dict(vars(value)) if hasattr(value, "__dict__") else {}
    for cls in type(value).__mro__:
        for name in getattr(cls, "__slots__", ()):
            if hasattr(value, name):
                found.setdefault(name, getattr(value, name))
    if isinstance(value, gym.Space):
        found.setdefault("np_random", value.np_random)  # made on first use
    return [(f"{path}.{name}", item) for name, item in found.items()]


def assert_nothing_hidden(space: gym.Space, task: Task) -> None:
    paths = list(reachable(space))
    assert any(isinstance(value, np.random.Generator) for _, value in paths)  # the walk got in
    for path, value in paths:
        assert not isinstance(value, HIDDEN), f"{path} holds a {type(value).__name__}"
        # The gold candidate may only appear as one of the candidates the brief lists.
        if isinstance(value, str) and value == task.answer.candidate:
            assert ".candidates[" in path, f"{path} holds the gold candidate"


def positive_task_env(env: gym.Env) -> gym.Env:
    """``env`` reset onto a test task whose gold answer names a candidate."""
    for seed in range(50):
        env.reset(seed=seed)
        if env.unwrapped.task.answer.candidate is not None:
            return env
    raise AssertionError("no task with an eligible candidate in 50 seeds")


def test_the_env_spaces_hold_nothing_hidden_after_reset():
    env = positive_task_env(gym.make("UnCo-Mixed-v0", split="test"))
    env.action_space.sample()
    for space in (env.observation_space, env.action_space):
        assert_nothing_hidden(space, env.unwrapped.task)
    assert env.action_space.menu == menu(env.unwrapped.task)


def test_a_vector_envs_spaces_hold_nothing_hidden():
    vector = gym.vector.SyncVectorEnv([lambda: gym.make("UnCo-Mixed-v0", split="test")] * 2)
    vector.reset(seed=[3, 4])
    task = vector.envs[0].unwrapped.task
    assert vector.single_action_space.menu is not None  # the first env's space, after reset
    for space in (
        vector.single_action_space,
        vector.single_observation_space,
        vector.action_space,
        vector.observation_space,
    ):
        assert_nothing_hidden(space, task)
    vector.close()


def test_the_recovery_wrappers_spaces_hold_nothing_hidden():
    env = positive_task_env(make_recovery_env("mixed", split="test"))
    for space in (env.observation_space, env.action_space):
        assert_nothing_hidden(space, env.unwrapped.task)
    assert_nothing_hidden(env.unwrapped.action_space, env.unwrapped.task)


def test_the_menu_is_frozen_and_shows_only_the_brief():
    env = gym.make("UnCo-Misaligned-v0", split="test")
    env.reset(seed=1)
    task = env.unwrapped.task
    choices = env.action_space.menu
    assert isinstance(choices, Menu)
    assert choices.candidates == tuple(task.candidates)
    assert choices.roles == tuple((r.id, r.title) for r in task.roles)
    assert (choices.positive, choices.negative) == (task.labels.positive, task.labels.negative)
    assert choices.precision == task.rule.precision
    with pytest.raises(dataclasses.FrozenInstanceError):
        choices.candidates = ()  # type: ignore[misc]


def test_samples_are_valid_for_the_current_task_and_follow_it():
    env = gym.make("UnCo-Reliable-v0", split="test")
    assert json.loads(env.action_space.sample()) == {"action": "wait"}  # before any reset
    env.action_space.seed(0)
    for index in (0, 5, 9):
        env.reset(options={"task_index": index})
        task = env.unwrapped.task
        roles, named = {r.id for r in task.roles}, set()
        for _ in range(60):
            action = parse_action(env.action_space.sample(), task)  # raises when invalid
            sent: Any = getattr(action, "messages", list)()
            named.update(role for role, _ in sent)
            if getattr(action, "candidate", None) is not None:
                assert action.candidate in task.candidates
        assert named and named <= roles
