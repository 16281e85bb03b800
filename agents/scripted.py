"""Scripted agents: the baselines that prove the benchmark sound.

- ``NaiveAgent`` assumes perfect colleagues: it asks everyone once and finalizes on the replies
  at face value (a fact reported in any context counts; missing or hedged evidence fails).
- ``CarefulAgent`` reads the replies as a careful coordinator would: it checks each fact
  against the required context and precision, follows up precisely (the right role; the
  required context; the exact value; re-contact of a silent role), then finalizes.
- ``TrustingAgent`` is ``CarefulAgent`` but for one habit: its first message asks each role for
  every record the brief needs in the brief's words, context included ("call-routing failover
  time (January 2026 failover drill)"), and it takes a record stated without a context as the
  one it asked for. It measures what unstated contexts (``Difficulty.unstated_contexts``) cost a
  diligent agent that trusts the answer to the question it asked.
- ``OptimisticAgent`` and ``PessimisticAgent`` are probes: they ask everyone once, never
  follow up, and settle what is still open by a rule of thumb (it passes; it fails). A benchmark
  whose faults hide a coin flip holds both near half (README: "What a fault hides").
- ``RandomAgent`` draws random valid actions from a seeded Generator.
"""

from __future__ import annotations

import json
from typing import Any

import numpy as np

from uncoenv.agents.base import Action, Agent, diagnosed, finalize
from uncoenv.agents.reading import BriefText, Reading, Vocabulary
from uncoenv.envs.evidence import (
    GENERAL_REQUEST,
    Atom,
    Evidence,
    Statement,
    fact_name,
    follow_up,
)
from uncoenv.tasks.models import Value


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


def take_at_face_value(evidence: Evidence) -> None:
    """Hold a fact stated only in another context as the required one (a corrupted state). A
    hedged value in the required context stays hedged: it was stated there."""
    for key, context, candidate in evidence.needed():
        others = evidence.other_contexts(key, context, candidate)
        atom = (key, context, candidate)
        if evidence.value(*atom) is None and atom not in evidence.hedged and others:
            evidence.assume(atom, evidence.value(key, others[0], candidate))


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
        take_at_face_value(evidence)
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
        self.checking: dict[Atom, tuple[str, Value]] = {}  # asked again: (role, value then)
        self.reach: frozenset[str] | None = None  # a team's seat follows up its own roles only

    def act(self, observation: str, info: dict[str, Any]) -> Action:
        evidence = self._observe(observation)
        if self.round == 1:
            return self._ask({role: GENERAL_REQUEST for role in evidence.brief.roles})
        return self._next(evidence)

    def _next(self, evidence: Evidence) -> Action:
        """The follow-ups the evidence needs, or the final answer when none is left."""
        follow_ups = self.follow_ups(evidence)
        if follow_ups and self.round < evidence.brief.max_rounds:
            return self._ask(follow_ups)
        suspects = [{"role": role, "kind": kind} for role, kind in self.suspects]
        return diagnosed(finalize(*evidence.decide()), suspects, evidence.beliefs())

    def follow_ups(self, evidence: Evidence) -> dict[str, str]:
        """The message for each role that still owes the decision something."""
        self._settle(evidence)
        messages: dict[str, str] = {}
        for role, owed in evidence.owed().items():
            if self.reach is not None and role not in self.reach:
                continue
            if owed.contexts:
                self.suspects[(role, "misaligned")] = None
            if owed.exact:
                self.suspects[(role, "incomplete")] = None
            if owed.silent:
                self.suspects[(role, "missed")] = None
            if owed.recheck:
                atoms = evidence.to_recheck(role)
                self.checking.update((a, (role, evidence.exact[a])) for a in atoms)
                evidence.asked_again(atoms)
            messages[role] = follow_up(owed)
        return messages

    def _settle(self, evidence: Evidence) -> None:
        """A value checked again: the role misled if it changed; else the note was wrong."""
        for atom, (role, before) in list(self.checking.items()):
            if role in evidence.contacted and evidence.contacted[role] < self.round:
                changed = evidence.exact.get(atom) != before
                self.suspects[(role, "misleading" if changed else "wrong_note")] = None
                del self.checking[atom]


class TrustingAgent(CarefulAgent):
    """``CarefulAgent``, asking in the brief's words and trusting the context it named.

    Round 1 asks every role for each record the decision needs, named as the brief names it
    (with its context); a record a reply states in no context is held as the one asked for.
    Every later step is ``CarefulAgent``'s: a record stated in another context, a hedge or a
    silence is followed up as it would be.
    """

    name = "trusting"

    def act(self, observation: str, info: dict[str, Any]) -> Action:
        evidence = self._observe(observation)
        if self.round == 1:
            needed = dict.fromkeys((label, context) for label, context, _ in evidence.needed())
            asked = "; ".join(fact_name(label, context) for label, context in needed)
            message = f"Please send, for each candidate: {asked}."
            return self._ask({role: message for role in evidence.brief.roles})
        take_unstated_as_asked(evidence)
        return self._next(evidence)


def take_unstated_as_asked(evidence: Evidence) -> None:
    """Hold a record stated in no context as the one in the context asked for (its exact
    value, or its hedge): what an agent that trusts the answer to its question believes."""
    for label, context, candidate in evidence.needed():
        atom, unstated = (label, context, candidate), (label, None, candidate)
        if context is None or evidence.value(*atom) is not None or atom in evidence.hedged:
            continue
        role = evidence.source.get(label)
        value = evidence.value(*unstated)
        if role is not None and value is not None:
            evidence.absorb(role, [Statement(candidate, label, context, value)])
        elif role is not None and unstated in evidence.hedged:
            interval = evidence.hedged[unstated]
            evidence.absorb(
                role, [Statement(candidate, label, context, hedged=True, interval=interval)]
            )


class _Guesser(_Reader):
    """A probe that asks every role once and answers without following up.

    What is still open after the first replies is settled by one rule of thumb: a hedged or
    withheld value, and a silent colleague's facts, pass (``hopeful``) or fail. A fact stated
    only in another context is taken at face value (``face_value``, as ``NaiveAgent`` does), or
    set aside and settled by the same rule. A hedged rule operand is guessed from its reply: the
    midpoint of a range, the end of a bound. When several candidates pass, the first listed is
    answered (the brief lists them in a drawn order).
    """

    hopeful = True

    def __init__(self, face_value: bool = True, formats: Vocabulary | None = None) -> None:
        super().__init__(formats)
        self.face_value = face_value

    def config(self) -> dict[str, Any]:
        return {"agent": self.name, "face_value": self.face_value}

    def act(self, observation: str, info: dict[str, Any]) -> Action:
        evidence = self._observe(observation)
        if self.round == 1:
            return self._ask({role: GENERAL_REQUEST for role in evidence.brief.roles})
        if self.face_value:
            take_at_face_value(evidence)
        return diagnosed(finalize(*self._guess(evidence)), [], evidence.beliefs())

    def _guess(self, evidence: Evidence) -> tuple[str, str | None, float | None]:
        brief = evidence.brief
        statuses = evidence.statuses()
        for column, candidate in enumerate(brief.candidates):
            if all(self._passes(row[column]) for row in statuses):
                number = self._number(evidence, candidate)
                if number is not None:
                    return brief.positive, candidate, number
        return brief.negative, None, None

    def _passes(self, status: str) -> bool:
        if status in ("satisfied", "violated"):
            return status == "satisfied"
        return self.hopeful  # unknown, undetermined, or in another context only

    def _number(self, evidence: Evidence, candidate: str) -> float | None:
        """The candidate's number, a hedged operand guessed from its reply."""
        for label, context in evidence.brief.operands:
            atom = (label, context, candidate)
            if atom not in evidence.exact and evidence.hedged.get(atom) is not None:
                low, high = evidence.hedged[atom]  # type: ignore[misc]
                guess = high if low is None else low if high is None else (low + high) / 2
                evidence.assume(atom, guess)
        try:
            return evidence.number(candidate)
        except (ArithmeticError, ValueError):
            return None


class OptimisticAgent(_Guesser):
    """Never follows up; whatever is still open passes (a hedged value, a silent colleague)."""

    name = "optimistic"
    hopeful = True


class PessimisticAgent(_Guesser):
    """Never follows up; whatever is still open fails (a hedged value, a silent colleague)."""

    name = "pessimistic"
    hopeful = False


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
