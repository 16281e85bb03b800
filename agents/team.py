"""Scripted team seats: the proof that a team can succeed, and a contrast.

Each seat is an ordinary ``Agent`` playing one seat of ``uncoenv.teams.TeamEnv`` (any agent can
sit in a seat, an LLM one included); these read their seat's part of the brief
(``uncoenv.teams.formation.SeatBrief``) to learn whom they reach and how the team commits.

- ``CarefulSeat`` settles its own colleagues as ``CarefulAgent`` does (context, precision,
  silence, a recheck), then relays every reply it received to the team channel, word for word.
  It reads its teammates' relays as the replies they are (any other message by the owner of
  each record it quotes), and finalizes once every teammate has written (under the lead rule
  only the lead finalizes; under the vote rule every seat votes). Should a needed record still
  be missing then, it first asks the team, once, to quote what its colleagues said (a careful
  seat asked so relays again).
  Without a channel it can only finalize what its own colleagues determine, and guesses at the
  last round.
- ``NaiveSeat`` asks its colleagues once, relays what they said, and finalizes the next round at
  face value (``NaiveAgent``'s assumption of perfect colleagues).
"""

from __future__ import annotations

import re
from typing import Any

from uncoenv.agents.base import Action, Agent, diagnosed, finalize
from uncoenv.agents.reading import Reading, replies
from uncoenv.agents.scripted import CarefulAgent, NaiveAgent, take_at_face_value
from uncoenv.envs.evidence import GENERAL_REQUEST, Evidence, Statement, fact_name
from uncoenv.teams.formation import LEAD, SeatBrief
from uncoenv.teams.messages import split_messages

__all__ = ["QUOTE_REQUEST", "SEATS", "CarefulSeat", "NaiveSeat", "relay", "team_of"]

QUOTE_REQUEST = "Please forward, word for word, what your colleagues told you"
"""How a careful seat asks its team to quote records; a careful seat asked relays again."""
_RELAYED = re.compile(r"^From ([a-z][a-z0-9_]*), round (\d+):\n", flags=re.MULTILINE)


def relay(received: list[tuple[str, int, str]]) -> str:
    """Replies passed on word for word: (role, round, text) each, in the order received."""
    return "\n\n".join(f"From {role}, round {number}:\n{text}" for role, number, text in received)


def _relayed(reading: Reading, text: str) -> list[tuple[str, list[Statement]]]:
    """What a teammate's message states, by the colleague who holds each record: a relay's
    parts ("From <role>, round N:") as that colleague's reply, any other text by the owner of
    each record it states."""
    vocabulary, candidates = reading.vocabulary, reading.brief.candidates
    pieces = _RELAYED.split(text)
    if len(pieces) >= 4:
        return [
            (pieces[i], vocabulary.statements(pieces[i + 2].strip("\n"), candidates, pieces[i]))
            for i in range(1, len(pieces) - 2, 3)
        ]
    owners = {
        vocabulary.facts[key].label: role
        for role, keys in vocabulary.role_facts.items()
        for key in keys
    }
    by_owner: dict[str, list[Statement]] = {}
    for statement in vocabulary.statements(text, candidates):
        owner = owners.get(statement.label)
        if owner is not None:
            by_owner.setdefault(owner, []).append(statement)
    return list(by_owner.items())


class _Seat:
    """What both scripted seats share: reading the team's messages and relaying replies.

    Mixed in before a ``_Reader`` agent (it uses ``_observe``, ``reading`` and ``round``).
    """

    def reset(self, seed: int | None = None) -> None:
        super().reset(seed)  # type: ignore[misc]
        self.seat: SeatBrief | None = None
        self.received: list[tuple[str, int, str]] = []
        self.heard: set[str] = set()  # teammates who wrote since the last request
        self.relayed = False
        self.asked_for_quotes = False  # asked the team to quote records still missing
        self.quote_requested = False  # a teammate asked this seat to quote its records

    def _read(self, observation: str) -> Evidence:
        """Take in an observation: the seat's own replies, then its teammates' relays."""
        messages, rest = split_messages(observation)
        if self.reading is None:  # type: ignore[attr-defined]
            self.seat = SeatBrief.parse(observation)
            if self.seat is not None:  # a careful seat follows up its own colleagues only
                self.reach = self.seat.reach
        evidence = self._observe(rest)  # type: ignore[attr-defined]
        number = self.round  # type: ignore[attr-defined]
        self.received += [(role, number - 1, text) for role, text in replies(rest).items()]
        reading = self.reading  # type: ignore[attr-defined]
        for message in messages:
            if message.vote:
                continue
            self.heard.add(message.sender)
            self.quote_requested |= QUOTE_REQUEST in message.text
            for role, said in _relayed(reading, message.text):
                evidence.absorb(role, said)
        return evidence

    def _first_queries(self, evidence: Evidence) -> dict[str, str]:
        mine = self.seat.reach if self.seat else frozenset(evidence.brief.roles)
        return {role: GENERAL_REQUEST for role in evidence.brief.roles if role in mine}

    def _relay(self) -> dict[str, Any]:
        self.relayed = True
        return {"action": "post", "message": relay(self.received) or "My colleagues sent nothing."}

    def _ask_for_quotes(self, evidence: Evidence) -> dict[str, Any]:
        """Ask the team to quote the records the decision still lacks (a teammate may have
        passed them on in words no record phrasing matches), and wait for every teammate."""
        self.asked_for_quotes, self.heard = True, set()
        missing = [
            f"{fact_name(label, context)} of {candidate}"
            for label, context, candidate in evidence.needed()
            if evidence.value(label, context, candidate) is None
        ]
        listed = "; ".join(missing[:6]) + (
            f" and {len(missing) - 6} more" if len(missing) > 6 else ""
        )
        return {"action": "post", "message": f"I still lack: {listed}. {QUOTE_REQUEST}."}

    def _may_finalize(self) -> bool:
        """Whether the team's rule lets this seat give a final answer."""
        return self.seat is None or self.seat.commit != "lead" or self.seat.seat == LEAD

    def _heard_everyone(self) -> bool:
        return self.seat is None or set(self.seat.teammates) <= self.heard


class CarefulSeat(_Seat, CarefulAgent):
    """A careful team member (module docstring)."""

    name = "careful"

    def act(self, observation: str, info: dict[str, Any]) -> Action:
        evidence = self._read(observation)
        if self.round == 1:
            return self._ask(self._first_queries(evidence))
        last = self.round >= evidence.brief.max_rounds
        follow_ups = self.follow_ups(evidence)
        if follow_ups and not last:
            return self._ask(follow_ups)
        if self.seat is not None and self.seat.channel and not last:
            if not self.relayed or self.quote_requested:
                self.quote_requested = False
                return self._relay()
            if not self._heard_everyone():
                return {"action": "wait"}
            if evidence.known_share() < 1 and not self.asked_for_quotes:
                return self._ask_for_quotes(evidence)
        elif self.seat is not None and not last and evidence.known_share() < 1:
            return {"action": "wait"}  # no channel: only a seat that holds everything decides
        if not self._may_finalize():
            return {"action": "wait"}
        suspects = [{"role": role, "kind": kind} for role, kind in self.suspects]
        return diagnosed(finalize(*evidence.decide()), suspects, evidence.beliefs())


class NaiveSeat(_Seat, NaiveAgent):
    """A naive team member (module docstring)."""

    name = "naive"

    def act(self, observation: str, info: dict[str, Any]) -> Action:
        evidence = self._read(observation)
        if self.round == 1:
            return self._ask(self._first_queries(evidence))
        if self.round == 2 and self.seat is not None and self.seat.channel:
            return self._relay()
        if not self._may_finalize():
            return {"action": "wait"}
        take_at_face_value(evidence)
        return diagnosed(finalize(*evidence.decide()), [], evidence.beliefs())


SEATS: dict[str, type[Agent]] = {"careful": CarefulSeat, "naive": NaiveSeat}
"""The scripted seats by name (``uncoenv eval --agent careful --formation peer``)."""


def team_of(agent: str, seats: list[str]) -> dict[str, Agent]:
    """A team of one scripted seat kind: a fresh agent per seat."""
    return {seat: SEATS[agent]() for seat in seats}
