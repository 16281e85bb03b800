"""A team's make-up: its formation, its seats and their shares of the colleagues, who commits,
and the mitigations its brief carries (seed 003, "Worse Together").

Pure data and functions: ``Team`` is the configuration, ``shares`` deals the colleagues to the
seats, ``team_brief`` writes the part of a seat's brief that describes its team.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

import numpy as np
from pydantic import BaseModel, ConfigDict, Field, model_validator

from uncoenv.action_schema import TEAM_ACTIONS

FORMATIONS = ("solo", "coordinator", "peer", "silent")
"""seed 003's formations: one seat with every record (the full-information control), one seat
reaching every colleague (today's single-agent env), N seats sharing the colleagues with a team
channel and direct messages, or N seats with the same shares and no channel."""
COMMIT_RULES = ("first", "lead", "vote")
"""Who commits the team's answer: the first final answer given (seed 003's personal
assistant), the lead's alone, or a majority of standing votes."""
TEAM_REWARDS = ("team", "active")
"""Every seat gets the team's reward, or only the seats that ever acted (a shaping that pays
for participation)."""
MAX_SEATS = 5
"""Most seats a team may have: every task has at least five colleagues, and each seat reaches
at least one."""
LEAD = "seat_0"
"""The lead's seat, when the team has one."""
SPLIT_STREAM = 3
"""The split's random stream (``shares``), apart from the episode's own."""

CHARTER = (
    "Team charter: treat the question as one decision that the whole team owns. Agree early "
    "who asks which colleague. Post every figure you receive to the team channel, with its "
    "context and who gave it. Do not finalize until every seat has posted its findings and "
    "the team agrees on the answer."
)
HOUSE_RULES = """\
AGENTS.md (house rules for every seat):
1. Quote a colleague's figure exactly as it was given, with its context and its source; never
   round it or restate it from memory.
2. Never state a figure about a candidate that no colleague gave you.
3. If an answer is in the wrong context, too coarse, or missing, ask that colleague again
   before you share it.
4. Before the team commits, check that every condition and the calculation rest on a figure
   the team received."""
LEAD_TEXT = {
    "first": (
        "seat_0 is the team lead (advisory): it plans who asks what, collects the findings and "
        "proposes the answer; any seat may still finalize."
    ),
    "lead": (
        "seat_0 is the team lead: it plans who asks what and collects the findings, and only "
        "seat_0 may finalize the team's answer."
    ),
    "vote": (
        "seat_0 is the team lead (advisory): it plans who asks what, collects the findings and "
        "proposes the answer; the team still commits by vote."
    ),
}


class Team(BaseModel):
    """A team's configuration (``uncoenv.teams.parallel_env``'s team arguments).

    Attributes:
        formation: One of ``FORMATIONS``.
        seats: How many seats: 1 for solo and coordinator; 2 to ``MAX_SEATS`` for peer and
            silent (default 3).
        commit: Who commits the team's answer, one of ``COMMIT_RULES``: "first" (the first
            final answer counts; in one round, the lowest seat's), "lead" (only seat_0 may
            finalize) or "vote" (a final answer is the seat's vote, which it may change; the
            team commits once more than half the seats stand on one answer).
        lead: Name seat_0 the team lead in every brief (an advisory lead unless ``commit`` is
            "lead", which implies one).
        charter: Give every seat the team charter (``CHARTER``).
        house_rules: Give every seat house rules, AGENTS.md style: True for ``HOUSE_RULES``,
            or the text itself.
        reward: One of ``TEAM_REWARDS``.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    formation: Literal["solo", "coordinator", "peer", "silent"] = "peer"
    seats: int = Field(default=3, ge=1)
    commit: Literal["first", "lead", "vote"] = "first"
    lead: bool = False
    charter: bool = False
    house_rules: bool | str = False
    reward: Literal["team", "active"] = "team"

    @model_validator(mode="before")
    @classmethod
    def _defaults(cls, data: object) -> object:
        """The formation's seat count when none is given; a lead when only the lead commits."""
        if not isinstance(data, dict):
            return data
        data = dict(data)
        if not data.get("seats"):
            single = data.get("formation", "peer") in ("solo", "coordinator")
            data["seats"] = 1 if single else 3
        if data.get("commit") == "lead":
            data["lead"] = True
        return data

    @model_validator(mode="after")
    def _fits(self) -> Team:
        single = self.formation in ("solo", "coordinator")
        if single:
            if self.seats != 1:
                raise ValueError(f"the {self.formation} formation has one seat, not {self.seats}")
            if self.lead or self.charter or self.house_rules:
                raise ValueError(
                    f"a lead, a charter and house rules are for teams (peer or silent), "
                    f"not the {self.formation} formation"
                )
        elif not 2 <= self.seats <= MAX_SEATS:
            raise ValueError(
                f"a {self.formation} team has 2 to {MAX_SEATS} seats, got {self.seats}"
            )
        if isinstance(self.house_rules, str) and not self.house_rules.strip():
            raise ValueError("house_rules text is empty (give True for the default rules)")
        return self

    @property
    def seat_ids(self) -> tuple[str, ...]:
        """The seats' ids, which are the ParallelEnv's agents: seat_0, seat_1, ..."""
        return tuple(f"seat_{i}" for i in range(self.seats))

    @property
    def channel(self) -> bool:
        """Whether seats can message each other (the peer formation)."""
        return self.formation == "peer"

    @property
    def split(self) -> bool:
        """Whether each seat reaches only its share of the colleagues."""
        return self.formation in ("peer", "silent")

    def majority(self) -> int:
        """Standing votes on one answer that commit it: more than half the seats."""
        return self.seats // 2 + 1

    def identity(self) -> dict[str, object]:
        """What distinguishes this team in a run's configuration (only what is set)."""
        return {"formation": self.formation, "seats": self.seats} | self.model_dump(
            exclude_defaults=True
        )


def shares(roles: Sequence[str], seats: int, seed: int) -> tuple[tuple[str, ...], ...]:
    """Deal the colleagues to the seats: a seeded shuffle, dealt round-robin, each share in the
    directory's order. Every colleague goes to exactly one seat, and every seat gets
    ``len(roles) // seats`` or one more.

    Raises:
        ValueError: fewer colleagues than seats.
    """
    if len(roles) < seats:
        raise ValueError(
            f"{seats} seats need at least {seats} colleagues; the task has {len(roles)}"
        )
    order = np.random.default_rng([seed, SPLIT_STREAM]).permutation(len(roles))
    dealt = [sorted(int(i) for i in order[seat::seats]) for seat in range(seats)]
    return tuple(tuple(roles[i] for i in share) for share in dealt)


def team_brief(team: Team, seat: str, split: Sequence[Sequence[str]]) -> str:
    """What a seat's brief adds about its team: who reaches whom, how to message, who commits,
    and the mitigations."""
    ids = team.seat_ids
    lines = [f"Your team: {team.seats} seats ({team.formation} formation). You are {seat}."]
    lines.append("Each seat reaches its own colleagues; only it can query them, and only it")
    lines.append("sees their replies:")
    for other, share in zip(ids, split, strict=True):
        you = " (you)" if other == seat else ""
        lines.append(f"- {other}{you} reaches: {', '.join(share)}.")
    if team.channel:
        post, direct = (line for words in TEAM_ACTIONS for line in words.lines())
        lines += [
            "Message your team in a round instead of querying:",
            f"  {post}  (the team channel: every other seat)",
            f"  {direct}  (one teammate)",
            "A message you send reaches your teammates in the observation that follows this "
            "round, listed before its replies, as their messages reach you.",
        ]
    else:
        lines.append("There is no team channel: seats cannot message each other.")
    lines.append(_commit_text(team))
    if team.lead:
        lines.append(LEAD_TEXT[team.commit])
    if team.charter:
        lines.append(CHARTER)
    if team.house_rules:
        lines.append(HOUSE_RULES if team.house_rules is True else str(team.house_rules))
    return "\n".join(lines)


@dataclass(frozen=True)
class SeatBrief:
    """What a seat's brief says of its team (``team_brief``), read back from the text."""

    seat: str
    shares: dict[str, tuple[str, ...]]
    channel: bool
    commit: str

    @staticmethod
    def parse(text: str) -> SeatBrief | None:
        """The team part of a brief, or None when the brief has none (one seat)."""
        found = re.search(
            r"^Your team: \d+ seats \(\w+ formation\)\. You are (seat_\d+)\.$", text, re.M
        )
        if found is None:
            return None
        dealt = re.findall(r"^- (seat_\d+)(?: \(you\))? reaches: (.+)\.$", text, flags=re.M)
        commit = "first"
        if _commit_text(Team(commit="lead")) in text:
            commit = "lead"
        elif "A final answer is your vote" in text:
            commit = "vote"
        return SeatBrief(
            seat=found.group(1),
            shares={seat: tuple(roles.split(", ")) for seat, roles in dealt},
            channel='{"action": "post"' in text,
            commit=commit,
        )

    @property
    def reach(self) -> frozenset[str]:
        """The colleagues this seat reaches."""
        return frozenset(self.shares[self.seat])

    @property
    def teammates(self) -> tuple[str, ...]:
        return tuple(seat for seat in self.shares if seat != self.seat)


def _commit_text(team: Team) -> str:
    if team.commit == "lead":
        return "Only seat_0 may finalize; its final answer is the team's."
    if team.commit == "vote":
        shown = " Votes are shown on the team channel." if team.channel else ""
        return (
            f"A final answer is your vote, and you may change it; the team commits once "
            f"{team.majority()} of the {team.seats} seats stand on the same answer.{shown}"
        )
    return (
        "The first final answer any seat gives is the team's (in one round, the lowest seat's) "
        "and ends the episode for everyone."
    )
