"""What a team did, read exactly from its episode (seed 003's measures; no LLM judge).

``TeamRecord`` is kept by ``TeamEnv`` round by round; ``TeamRecord.metrics`` gives:

- ``participation``: the share of seats that ever acted (anything but a wait, an invalid
  action included: an attempt), and each seat's ``start_round``, its first such round;
- ``wasted_share`` (and ``wasted_characters_share``): the share of messages (query parts to
  colleagues, posts, direct messages) that changed no seat's evidence: a query part whose reply
  stated nothing new to the seat (or that got no reply), a team message that gave no recipient
  a claim it did not hold;
- ``ask_in_context``: whether the committing seat held, before the round it committed in, the
  true value of every fact the decision needs (from its own replies or its teammates'
  messages); None when nobody committed;
- ``overrides``: claims in team messages that state a needed fact otherwise than its owner's
  record, where that value alone would move the team to a wrong answer;
- ``fabrications``: claims in team messages that neither the owner's records nor anything the
  sender had received support;
- ``noticed``: for each fault, the seats whose conversation with the faulty colleague
  recovered from it (``info["recovery"]``).

A claim is a statement read from a message's text with the record formats the scripted agents
read replies with (``uncoenv.agents.reading``): exact for relayed or quoted replies, blind to a
paraphrase no record phrasing matches (such a message counts as carrying no claim).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from uncoenv.agents.reading import BriefText, UnknownScenario, Vocabulary
from uncoenv.envs.evidence import Brief, Evidence, Statement
from uncoenv.envs.memo import per_task
from uncoenv.tasks.models import Task, Value
from uncoenv.tasks.scoring import score

if TYPE_CHECKING:
    from uncoenv.envs.core import UnCoEnv
    from uncoenv.teams.formation import Team
    from uncoenv.teams.messages import TeamMessage

Claim = tuple[str, str | None, str, Any, Any]
"""(label, context, candidate, value, interval): one thing a seat holds."""


def claim(statement: Statement) -> Claim:
    """What a statement gives its reader to hold."""
    return (
        statement.label,
        statement.context,
        statement.candidate,
        statement.value,
        statement.interval,
    )


@dataclass
class Sent:
    """One message a seat sent: to a colleague (``to`` its role id) or to seats."""

    round: int
    seat: str
    kind: str  # "query", "post" or "dm"
    to: str | None
    characters: int
    wasted: bool


@dataclass
class TeamRecord:
    """A team episode as its metrics need it, kept round by round."""

    task: Task | None = None
    shares: dict[str, tuple[str, ...]] = field(default_factory=dict)
    vocabulary: Vocabulary | None = None
    known: dict[str, set[Claim]] = field(default_factory=dict)
    start_rounds: dict[str, int | None] = field(default_factory=dict)
    sent: list[Sent] = field(default_factory=list)
    overrides: list[dict[str, Any]] = field(default_factory=list)
    fabrications: list[dict[str, Any]] = field(default_factory=list)
    in_context: bool | None = None
    commit_round: int | None = None

    @staticmethod
    def start(
        task: Task, shares: Mapping[str, tuple[str, ...]], briefs: Mapping[str, str]
    ) -> TeamRecord:
        """The record of a new episode (``briefs``: each seat's first observation)."""
        try:
            vocabulary = Vocabulary.for_brief(BriefText.parse(next(iter(briefs.values()))))
        except (UnknownScenario, ValueError):
            vocabulary = Vocabulary.of_task(task)
        return TeamRecord(
            task=task,
            shares=dict(shares),
            vocabulary=vocabulary,
            known={seat: set() for seat in shares},
            start_rounds=dict.fromkeys(shares),
        )

    def acted(self, seat: str) -> bool:
        """Whether the seat has acted (anything but a wait)."""
        return self.start_rounds.get(seat) is not None

    def before_round(self, committer: str | None, round_number: int) -> None:
        """Before a round's actions are carried out: what a committing seat holds."""
        if committer is not None:
            self.in_context = all(self._holds(committer, atom) for atom in _needed(self.task))
            self.commit_round = round_number

    def round(
        self,
        round_number: int,
        infos: Mapping[str, dict[str, Any]],
        waited: Mapping[str, bool],
        messages: list[TeamMessage],
        seat_envs: Mapping[str, UnCoEnv],
    ) -> None:
        """Take in a carried-out round: who acted, the team messages (read against what their
        senders held before it), then the replies each seat received."""
        for seat, did_wait in waited.items():
            if not did_wait and self.start_rounds[seat] is None:
                self.start_rounds[seat] = round_number
        for message in messages:
            if not message.vote:
                self._message(round_number, message)
        for seat, info in infos.items():
            observer = seat_envs[seat].observer
            assert observer is not None
            by_role = {reply.role: reply for reply in observer.replies}
            parts = info.get("action", {}).get("queries", ())
            asked = {part["role"]: part["message"] for part in parts}
            for role, text in asked.items():
                reply = by_role.get(role)
                new = reply is not None and self._learn(seat, reply.statements)
                self.sent.append(Sent(round_number, seat, "query", role, len(text), not new))
            for role, reply in by_role.items():
                if role not in asked:  # a late reply
                    self._learn(seat, reply.statements)

    def _message(self, round_number: int, message: TeamMessage) -> None:
        assert self.task is not None and self.vocabulary is not None
        said = self.vocabulary.statements(message.text, tuple(self.task.candidates))
        for statement in (s for s in said if not s.hedged):
            held = claim(statement)
            where = {
                "round": round_number,
                "seat": message.sender,
                "candidate": statement.candidate,
                "fact": statement.label,
                "context": statement.context,
                "value": statement.value,
            }
            truth = _truth(self.task).get(statement.atom)
            if held not in self.known[message.sender] and truth != statement.value:
                self.fabrications.append(where)
            if (
                truth is not None
                and truth != statement.value
                and _moves_answer(self.task, statement)
            ):
                self.overrides.append(where)
        recipients = [s for s in self.known if message.reaches(s)]
        new = False
        for seat in recipients:
            new = self._learn(seat, said) or new
        kind = "post" if message.to is None else "dm"
        self.sent.append(
            Sent(round_number, message.sender, kind, message.to, len(message.text), not new)
        )

    def _learn(self, seat: str, statements: tuple[Statement, ...] | list[Statement]) -> bool:
        """Add what the statements say to what the seat holds; whether any of it was new."""
        held = self.known[seat]
        before = len(held)
        held.update(claim(s) for s in statements)
        return len(held) > before

    def _holds(self, seat: str, atom: tuple[str, str | None, str]) -> bool:
        truth = _truth(self.task)[atom]  # type: ignore[arg-type]
        return any(c[:3] == atom and c[3] == truth for c in self.known[seat])

    def metrics(
        self, team: Team, seat_envs: Mapping[str, UnCoEnv], committer: str | None
    ) -> dict[str, Any]:
        """The team's metrics (the module's docstring says what each is)."""
        seats = list(self.shares)
        acted = [seat for seat in seats if self.acted(seat)]
        wasted = [s for s in self.sent if s.wasted]
        characters = sum(s.characters for s in self.sent)
        return {
            "formation": team.formation,
            "seats": team.seats,
            "commit": team.commit,
            "committed_by": committer,
            "commit_round": self.commit_round,
            "shares": {seat: list(share) for seat, share in self.shares.items()},
            "participation": len(acted) / len(seats),
            "start_rounds": dict(self.start_rounds),
            "messages": len(self.sent),
            "team_messages": sum(s.kind != "query" for s in self.sent),
            "wasted_share": len(wasted) / len(self.sent) if self.sent else 0.0,
            "wasted_characters_share": (
                sum(s.characters for s in wasted) / characters if characters else 0.0
            ),
            "ask_in_context": self.in_context,
            "overrides": list(self.overrides),
            "fabrications": list(self.fabrications),
            "noticed": _noticed(seat_envs),
        }


def _noticed(seat_envs: Mapping[str, UnCoEnv]) -> list[dict[str, Any]]:
    """For each fault played, the seats whose conversation recovered from it."""
    entries: dict[tuple[str, str], list[str]] = {}
    for seat, env in seat_envs.items():
        for entry in env.recovery():
            found = entries.setdefault((entry["role"], entry["kind"]), [])
            if entry.get("recovered"):
                found.append(seat)
    return [{"role": r, "kind": k, "noticed_by": seats} for (r, k), seats in entries.items()]


@per_task
def _truths(task: Task) -> dict[tuple[str, str | None, str], Value]:
    """Each record's value by (label, context, candidate): what its owner holds."""
    return {
        (fact.label, fact.context, candidate): value
        for fact in task.facts
        for candidate, value in fact.values.items()
    }


def _truth(task: Task | None) -> dict[tuple[str, str | None, str], Value]:
    assert task is not None
    return _truths(task)


def _needed(task: Task | None) -> tuple[tuple[str, str | None, str], ...]:
    assert task is not None
    return _brief(task).needed


@per_task
def _brief(task: Task) -> Brief:
    return Brief.of_task(task, 1)


def _moves_answer(task: Task, statement: Statement) -> bool:
    """Whether the decision, with every record true but this statement's value, is wrong."""
    evidence = Evidence(_brief(task))
    truth = _truth(task)
    for atom in evidence.needed():
        evidence.assume(atom, truth[atom])
    evidence.assume(statement.atom, statement.value)  # type: ignore[arg-type]
    return not score(task, *evidence.decide()).correct
