"""Scripted agents: the baselines that prove the benchmark sound.

- ``NaiveAgent`` assumes perfect colleagues: it asks everyone once and finalizes on the replies
  at face value (a fact reported in any context counts; missing or hedged evidence fails).
- ``CarefulAgent`` reads the replies as a careful coordinator would: it checks each fact
  against the required context and precision, follows up precisely (the right role; the
  required context; the exact value; re-contact of a silent role), then finalizes.
- ``RandomAgent`` draws random valid actions from a seeded Generator.
"""

from __future__ import annotations

import json
from typing import Any

import numpy as np

from uncoenv.agents.base import Action, Agent, diagnosed, finalize
from uncoenv.agents.reading import BriefText, Reading, Vocabulary
from uncoenv.envs.evidence import GENERAL_REQUEST, Evidence, follow_up


class _Reader(Agent):
    """An agent that reads its episode's transcript and keeps the evidence it establishes.

    Args:
        formats: The record formats to read replies with (``Vocabulary.of_task`` for a
            hand-written task; default: the shipped scenario the brief names).
    """

    def __init__(self, formats: Vocabulary | None = None) -> None:
        super().__init__()
        self.formats = formats

    def reset(self, seed: int | None = None) -> None:
        super().reset(seed)
        self.reading: Reading | None = None
        self.round = 0

    @property
    def evidence(self) -> Evidence | None:
        """The evidence read so far (None before the brief)."""
        return None if self.reading is None else self.reading.evidence

    def _observe(self, observation: str) -> Evidence:
        if self.reading is None:
            self.reading = Reading(observation, self.formats)
        else:
            self.reading.absorb(observation)
        self.round += 1
        return self.reading.evidence

    def _ask(self, queries: dict[str, str]) -> dict[str, Any]:
        assert self.reading is not None
        self.reading.evidence.sent(list(queries), self.round)
        return {
            "action": "query",
            "queries": [{"role": role, "message": text} for role, text in queries.items()],
        }


class NaiveAgent(_Reader):
    """The perfect-colleague assumption: ask every role once, then finalize at face value.

    Its final answer names no unreliable colleague, and its beliefs are what it took at face
    value: a fact stated in another context held as the required one (a corrupted state).
    """

    name = "naive"

    def act(self, observation: str, info: dict[str, Any]) -> Action:
        evidence = self._observe(observation)
        if self.round == 1:
            return self._ask({role: GENERAL_REQUEST for role in evidence.brief.roles})
        # Face value: a fact stated in any context stands for the required one.
        for key, context, candidate in evidence.needed():
            if evidence.value(key, context, candidate) is None:
                others = evidence.other_contexts(key, context, candidate)
                if others:
                    value = evidence.value(key, others[0], candidate)
                    evidence.assume((key, context, candidate), value)
        return diagnosed(finalize(*evidence.decide()), [], evidence.beliefs())


class CarefulAgent(_Reader):
    """Checks every needed fact for context and precision and follows up precisely.

    Round 1 asks every role for everything. Each later round either sends, in one query, the
    follow-ups the evidence needs (a message per role), or finalizes when nothing is missing.
    With the benchmark's faults that is 2 rounds when colleagues are reliable and 3 otherwise.
    Its final answer names each colleague it had to follow up and why (a wrong context, an
    inexact or withheld value, no reply), and the values it holds.
    """

    name = "careful"

    def reset(self, seed: int | None = None) -> None:
        super().reset(seed)
        self.suspects: dict[tuple[str, str], None] = {}  # (role, kind), in the order found

    def act(self, observation: str, info: dict[str, Any]) -> Action:
        evidence = self._observe(observation)
        if self.round == 1:
            return self._ask({role: GENERAL_REQUEST for role in evidence.brief.roles})
        follow_ups = self.follow_ups(evidence)
        if follow_ups and self.round < evidence.brief.max_rounds:
            return self._ask(follow_ups)
        suspects = [{"role": role, "kind": kind} for role, kind in self.suspects]
        return diagnosed(finalize(*evidence.decide()), suspects, evidence.beliefs())

    def follow_ups(self, evidence: Evidence) -> dict[str, str]:
        """The message for each role that still owes the decision something."""
        messages: dict[str, str] = {}
        for role, owed in evidence.owed().items():
            if owed.contexts:
                self.suspects[(role, "misaligned")] = None
            if owed.exact:
                self.suspects[(role, "incomplete")] = None
            if owed.silent:
                self.suspects[(role, "missed")] = None
            messages[role] = follow_up(owed)
        return messages


class RandomAgent(Agent):
    """Random valid actions (queries to random roles, waits, random final answers), seeded."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        super().__init__()
        self.seed = seed
        self.rng = np.random.default_rng(seed)
        self.brief: BriefText | None = None

    def reset(self, seed: int | None = None) -> None:
        super().reset(seed)
        self.rng = np.random.default_rng([self.seed, 0 if seed is None else seed])
        self.brief = None

    def act(self, observation: str, info: dict[str, Any]) -> Action:
        if self.brief is None:
            self.brief = BriefText.parse(observation)
        brief, rng = self.brief, self.rng
        draw = rng.random()
        if draw < 0.6:
            count = int(rng.integers(1, len(brief.roles) + 1))
            chosen = sorted(rng.choice(len(brief.roles), size=count, replace=False))
            roles = [brief.roles[int(i)] for i in chosen]
            return json.dumps({"action": "query", "roles": roles, "message": GENERAL_REQUEST})
        if draw < 0.75:
            return json.dumps({"action": "wait"})
        if rng.random() < 0.3:
            return json.dumps(finalize(brief.negative, None, None))
        candidate = brief.candidates[int(rng.integers(len(brief.candidates)))]
        number = float(rng.integers(0, 100_000))
        return json.dumps(finalize(brief.positive, candidate, number))

    def config(self) -> dict[str, Any]:
        return {"agent": self.name, "seed": self.seed}
