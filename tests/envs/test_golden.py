"""The shipped settings' episodes, pinned: a digest of every observation, reward and info.

A refactor of the colleagues, the fault kinds or the observer must leave the episodes of the
shipped benchmarks byte-identical. These digests were taken before the fault kinds became parts
of their own; a change that alters them changes what published results measured, and needs a
new benchmark version (or env version), not a new digest. To see what changed, run this file
with ``-s``: it prints the digests it computes.
"""

from __future__ import annotations

import hashlib
import json

import numpy as np
import pytest

from uncoenv.agents.reading import Vocabulary
from uncoenv.agents.scripted import CarefulAgent, NaiveAgent, RandomAgent
from uncoenv.envs.core import UnCoEnv
from uncoenv.envs.wrappers import make_recovery_env
from uncoenv.tasks.models import SETTINGS

SHIPPED = ("reliable", "misaligned", "incomplete", "missed", "mixed")
TASKS = range(0, 1000, 25)  # 40 groups of each version, every operation and many domains
GOLDEN = {
    ("v2", "text"): "1947c4ae00c03e967ac0c40996ba66f1aaf1de8faf0549af32c3ef4b12bb4cf8",
    ("v3", "text"): "f778c36b18bdc7ea3ed945e410cc4464d9d511797f758c389fc3a525fc06c6db",
    ("v3", "arrays"): "6035ec65333519e69c76a8f77f00b89a4cb86d8f1411a2e128362c4892f8f574",
    ("v5", "text"): "91d51d5487568ff2a5be194340444932480e328d35ac2a574235e2ac63224050",
}


def _line(*parts: object) -> bytes:
    return json.dumps(parts, sort_keys=True, default=repr).encode() + b"\n"


def _text_digest(version: str) -> str:
    digest = hashlib.sha256()
    agents = (CarefulAgent(), NaiveAgent(), RandomAgent(seed=3))
    for setting in SHIPPED:
        for arm, late in (("none", None), ("action", 2)):
            env = UnCoEnv(
                setting, split="test", benchmark=version, intervention=arm, missed_reply_after=late
            )
            for index in TASKS:
                agent = agents[index % len(agents)]
                agent.reset(seed=index)
                observation, info = env.reset(seed=index, options={"task_index": index})
                if hasattr(agent, "formats"):  # v2's record formats are not the latest ones
                    agent.formats = Vocabulary.of_task(env.unwrapped.task)
                digest.update(_line(observation, info))
                done = False
                while not done:
                    action = agent.act(observation, info)
                    observation, reward, terminated, truncated, info = env.step(action)
                    digest.update(_line(action, observation, reward, terminated, truncated, info))
                    done = terminated or truncated
    return digest.hexdigest()


def _array_digest(version: str) -> str:
    digest = hashlib.sha256()
    for setting in SHIPPED:
        env = make_recovery_env(setting, split="test", task_indices=list(TASKS))
        env.unwrapped.benchmark = version
        rng = np.random.default_rng(7)
        for episode in range(len(TASKS)):
            observation, info = env.reset(seed=episode)
            digest.update(observation.tobytes() + _line(info))
            done = False
            while not done:
                action = rng.integers(env.action_space.nvec)
                observation, reward, terminated, truncated, info = env.step(action)
                digest.update(observation.tobytes() + _line(reward, terminated, truncated, info))
                done = terminated or truncated
    return digest.hexdigest()


def test_the_shipped_settings_are_still_the_registered_ones():
    assert SETTINGS[: len(SHIPPED)] == SHIPPED


def test_v4_plays_the_shipped_settings_as_v3():
    # v4 adds shared notes and the notes settings' plans to v3's groups, and nothing else.
    assert _text_digest("v4") == GOLDEN[("v3", "text")]


@pytest.mark.parametrize(("version", "view"), sorted(GOLDEN))
def test_shipped_episodes_are_byte_identical(version, view):
    found = _text_digest(version) if view == "text" else _array_digest(version)
    print(version, view, found)
    assert found == GOLDEN[(version, view)]
