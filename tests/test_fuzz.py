"""Fuzzing (Hypothesis) of what agents, files and task authors can send: actions through the
environment, episode files torn and garbled through the runner and the report, hand-written tasks
through the environment.

Invariants: no exception escapes (a malformed action is an observation; a malformed task is a
``ValueError`` at reset), nothing finished is lost (a readable finished episode is never re-run),
nothing is counted twice (every episode once in the summary and the report). The budget is a few
seconds: few, derandomized examples (the same ones in every CI run), no example database.
"""

from __future__ import annotations

import asyncio
import json
import shutil
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

import gymnasium as gym
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from uncoenv.agents.base import Agent
from uncoenv.agents.scripted import CarefulAgent
from uncoenv.envs.core import UnCoEnv
from uncoenv.evaluation.records import read_episodes
from uncoenv.evaluation.report import build_report
from uncoenv.evaluation.runner import RunConfig, run
from uncoenv.tasks import dataset

FUZZ = settings(
    max_examples=40,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
TASK = dataset.load_benchmark()[3]

# Text with what breaks naive code: line and paragraph separators, NEL, controls, format
# characters (BOM, RTL override), lone surrogates, combining marks, letters.
ODD = st.characters(codec=None, categories=["Cs", "Zl", "Zp", "Cc", "Cf", "Mn", "Lu", "Ll", "Nd"])
TEXT = st.one_of(
    st.text(ODD, max_size=30),
    st.sampled_from(["\u2028", "\u2029", "\x85", "\x00", "\ufeff", "\u202e", "\ud800", "{", '"']),
)
NUMBERS = st.one_of(
    st.integers(),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from([2**64, -0.0, 1e308, 10**400]),
    # Past what str() shows and JSON readers take (built lazily: Hypothesis shows its values).
    st.integers(4_301, 5_000).map(lambda digits: -(10**digits)),
)
SCALARS = st.one_of(st.none(), st.booleans(), NUMBERS, TEXT)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(TEXT, inner, max_size=3),
    max_leaves=8,
)
ROLES = st.sampled_from([r.id for r in TASK.roles] + [r.title.upper() for r in TASK.roles])
NAMES = st.sampled_from([*TASK.candidates, TASK.labels.positive, TASK.labels.negative])
FACTS = st.one_of(st.sampled_from([f.id for f in TASK.facts] + [f.label for f in TASK.facts]), TEXT)


def action_dicts() -> st.SearchStrategy[dict[str, Any]]:
    """Dicts shaped like actions, with fuzzed fields (and sometimes extra keys)."""
    field = st.one_of(VALUES, NAMES, ROLES, st.lists(st.one_of(ROLES, TEXT), max_size=4))
    return st.fixed_dictionaries(
        {"action": st.one_of(st.sampled_from(["query", "wait", "finalize"]), VALUES)},
        optional={
            "roles": st.one_of(st.lists(ROLES, max_size=4), field),
            "message": st.one_of(TEXT, st.just("Please send your records."), field),
            "queries": st.lists(
                st.fixed_dictionaries({"role": st.one_of(ROLES, TEXT), "message": TEXT}),
                max_size=3,
            )
            | field,
            "conclusion": st.one_of(NAMES, field),
            "candidate": st.one_of(NAMES, st.none(), field),
            "numeric_result": st.one_of(NUMBERS, st.none(), field),
            "beliefs": st.one_of(
                st.dictionaries(NAMES, st.dictionaries(FACTS, SCALARS, max_size=3), max_size=3),
                field,
            ),
            "extra": VALUES,
        },
    )


def as_text(action: dict[str, Any]) -> str:
    try:
        return json.dumps(action, ensure_ascii=False)
    except ValueError:  # an int json cannot write: the JSON with a torn end instead
        return '{"action": "finalize", "numeric_result": 1' + "0" * 5_000


ACTIONS = st.one_of(
    action_dicts(),
    action_dicts().map(as_text),
    TEXT,
    VALUES,
    st.binary(max_size=20).map(lambda b: b.decode("latin-1")),
)


@FUZZ
@given(actions=st.lists(ACTIONS, min_size=1, max_size=6), render=st.booleans())
def test_fuzzed_actions_are_observations_never_exceptions(actions, render):
    env = UnCoEnv(
        split="test",
        setting="mixed",
        max_rounds=4,
        missed_reply_after=1,
        render_mode="ansi" if render else None,
    )
    observation, info = env.reset(seed=0, options={"task_index": 3})
    for action in actions:
        observation, reward, terminated, truncated, info = env.step(action)
        assert env.observation_space.contains(observation)
        assert info["invalid_actions"] <= info["round"]
        if render:
            assert isinstance(env.render(), str)
        if terminated or truncated:
            assert "answer" in info and reward in (0.0, 1.0)
            break


class Fuzzed(Agent):
    """Plays a fuzzed action list in every episode, then finalizes negatively."""

    name = "fuzzed"
    actions: tuple = ()

    def reset(self, seed=None):
        super().reset(seed)
        self.round = 0

    def act(self, observation, info):
        self.round += 1
        if self.round <= len(self.actions):
            return self.actions[self.round - 1]
        return {"action": "finalize", "conclusion": "Do not know", "candidate": None}


def corrupt(path: Path, edits: list[tuple[str, Any]]) -> None:
    """Damage an episodes file as crashes, disks and people do."""
    lines = path.read_bytes().split(b"\n")
    for kind, value in edits:
        if kind == "garbage":  # a line of bytes, anywhere
            lines.insert(value[0] % (len(lines) + 1), value[1])
        elif kind == "tear" and lines:  # an interrupted write
            last = max((i for i, line in enumerate(lines) if line), default=0)
            lines[last] = lines[last][: value % (len(lines[last]) + 1)]
            del lines[last + 1 :]
        elif kind == "duplicate" and lines:
            lines.append(lines[value % len(lines)])
    path.write_bytes(b"\n".join(lines))


EDITS = st.lists(
    st.one_of(
        st.tuples(
            st.just("garbage"),
            st.tuples(
                st.integers(0, 50),
                st.one_of(st.binary(max_size=40), TEXT.map(lambda t: t.encode("utf-8", "replace"))),
            ),
        ),
        st.tuples(st.just("tear"), st.integers(0, 10_000)),
        st.tuples(st.just("duplicate"), st.integers(0, 50)),
    ),
    max_size=4,
)
SETTINGS = ("reliable", "missed")
LIMIT = 2
CONFIG = RunConfig(agent=Fuzzed().config(), settings=SETTINGS, limit=LIMIT, max_rounds=4)
_BASELINE: dict[str, bytes] = {}


def baseline() -> bytes:
    """An episodes file of a finished careful run (made once)."""
    if not _BASELINE:
        with tempfile.TemporaryDirectory() as folder:
            asyncio.run(run(CONFIG, Path(folder), CarefulAgent))
            _BASELINE["file"] = (Path(folder) / "episodes.jsonl").read_bytes()
    return _BASELINE["file"]


@FUZZ
@given(actions=st.lists(ACTIONS, max_size=3), edits=EDITS)
def test_fuzzed_episode_files_lose_nothing_and_count_nothing_twice(actions, edits):
    agent = type("Agent", (Fuzzed,), {"actions": tuple(actions)})
    cfg = CONFIG
    folder = Path(tempfile.mkdtemp())
    try:
        path = folder / "episodes.jsonl"
        path.write_bytes(baseline())
        asyncio.run(run(cfg, folder, agent))  # nothing left: plays nothing
        assert path.read_bytes() == baseline()
        corrupt(path, edits)
        before = Counter(r.key for r in read_episodes(path)[0] if r.error is None)
        summary = asyncio.run(run(cfg, folder, agent))
        after = Counter(r.key for r in read_episodes(path)[0] if r.error is None)
        # Nothing finished is lost: no readable finished episode was played again.
        assert all(after[key] == count for key, count in before.items())
        # Nothing counted twice, nothing missing: every episode once.
        assert summary["episodes"] == len(after) == LIMIT * len(SETTINGS)
        assert sum(s["n"] + s["errors"] for s in summary["settings"].values()) == len(after)
        (report,) = build_report([folder]).runs
        assert report.episodes == summary["episodes"]
        assert sum(row.n + row.errors for row in report.table.values()) == report.episodes
        report_text = build_report([folder]).markdown()
        assert "# UnCo evaluation report" in report_text
    finally:
        shutil.rmtree(folder)


def hand_written() -> st.SearchStrategy[dict[str, Any]]:
    """The benchmark task as a task author might edit it: names, texts and numbers changed."""

    def edit(data: dict[str, Any], where: str, value: Any) -> dict[str, Any]:
        data = json.loads(json.dumps(data))
        if where == "candidate":
            data["candidates"][0] = value
        elif where == "title":
            data["roles"][0]["title"] = value
        elif where == "label":
            data["labels"]["negative"] = value
        elif where == "background":
            data["background"] = value
        elif where == "value":
            fact = data["facts"][0]
            fact["values"][data["candidates"][1]] = value
        elif where == "answer":
            data["answer"]["numeric_result"] = value
        elif where == "drop":
            data.pop(value if isinstance(value, str) else "rule", None)
        return data

    base = TASK.model_dump(mode="json")
    where = st.sampled_from(
        ["candidate", "title", "label", "background", "value", "answer", "drop", "none"]
    )
    return st.builds(edit, st.just(base), where, st.one_of(TEXT, NUMBERS, NAMES, st.none()))


@FUZZ
@given(task=hand_written())
def test_hand_written_tasks_run_or_are_refused_clearly(task):
    env = gym.make("UnCo-Mixed-v0", render_mode="ansi", max_rounds=6)
    try:
        env.reset(seed=0, options={"task": task})
    except ValueError as error:
        assert str(error)  # refused, saying why
        return
    env.action_space.seed(0)
    for _ in range(6):  # random valid actions (the scripted agents know shipped scenarios only)
        _, _, terminated, truncated, _ = env.step(env.action_space.sample())
        if terminated or truncated:
            break
    assert terminated or truncated
    assert isinstance(env.render(), str)
