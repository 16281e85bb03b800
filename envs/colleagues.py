"""Colleagues: rule-based, offline role agents that answer from their own private records.

A colleague reads a request (``requests.Reader``), picks the records it asks for, and states them
in varied English. Its fault profile comes from the task's fault plan for the setting:

- misaligned: the first reply that covers the faulty fact reports the alternative context instead
  (and says that context plainly); a later message that names the required context gets it right,
  one that does not gets the same misaligned account;
- incomplete: the first reply that covers the candidate's fact gives an interval, a bound or no
  value; a later message asking for the exact value gets it;
- missed: the first message gets no reply at all; later messages get normal replies. By default
  waiting never brings the missing reply; with ``missed_reply_after=k`` it arrives k rounds later.

Phrasings come from the colleague's own Generator, seeded by the episode and the role, so they
never depend on which other roles were asked, or in which order. A colleague knows only its own
records: it cannot reveal another role's records, the answer or its own profile.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from uncoenv.envs.memo import per_task
from uncoenv.envs.requests import Request, reader
from uncoenv.tasks import render
from uncoenv.tasks.models import Fact, IncompleteFault, MisalignedFault, MissedFault, Task

_OPENINGS = (
    "",
    "Here is what I have.",
    "From my records:",
    "Sure, here are the details.",
    "Happy to help. This is what our files show.",
    "Below is what I hold on that.",
)
# How a hedged (incomplete) reply reads; public, since scripted agents read replies with them.
RANGES = (
    "{candidate}'s {label} is somewhere between {lo} and {hi}.",
    "For {candidate}, I can only say the {label} lies between {lo} and {hi}.",
)
LOWER_BOUNDS = (
    "{candidate}'s {label} is at least {lo}.",
    "For {candidate}, the {label} is no less than {lo}.",
)
UPPER_BOUNDS = (
    "{candidate}'s {label} is at most {hi}.",
    "For {candidate}, the {label} is no more than {hi}.",
)
OMITTED = (
    "I don't have {candidate}'s {label} to hand right now.",
    "{candidate}'s {label} is on file, but I can't give you the figure at the moment.",
)
_OFF_TOPIC = (
    "That is outside what I keep. My records cover the {topics} of {candidates}.",
    "I can't help with that; I only hold the {topics} of {candidates}.",
)


class Phrasings:
    """One colleague's phrasing draws: a function of the episode's seed and the role's position.

    The first block comes from the environment at reset (one Generator call for all roles);
    later blocks from a Generator seeded with (episode seed, position, block number). Either way
    a colleague's phrasing never depends on which other roles were asked, or when.
    """

    BLOCK = 64

    def __init__(self, episode_seed: int, position: int, first_block: list[int]) -> None:
        self.seed = (episode_seed, position)
        self.block = 0
        self.draws = list(first_block)

    def draw(self) -> int:
        """The next phrasing draw (a non-negative integer)."""
        if not self.draws:
            self.block += 1
            rng = np.random.default_rng([*self.seed, self.block])
            self.draws = rng.integers(1 << 16, size=self.BLOCK).tolist()
        return self.draws.pop()


class Colleague:
    """One role's agent: its records, its fault profile and its state within an episode.

    Args:
        task: The task.
        role_id: Which role this colleague plays.
        faults: The setting's faults (those on other roles are ignored).
        phrasings: This colleague's own stream of phrasing draws.
    """

    def __init__(
        self,
        task: Task,
        role_id: str,
        faults: Sequence[MisalignedFault | IncompleteFault | MissedFault],
        phrasings: Phrasings,
    ) -> None:
        self.task = task
        self.role_id = role_id
        self.reader = reader(task, role_id)
        self.facts = {f.id: f for f in task.facts if f.role == role_id}
        self.phrasings = phrasings
        self.sentences = _sentences(task)  # shared by the task's colleagues, across episodes
        own = [f for f in faults if f.role == role_id]
        self.misaligned = next((f for f in own if isinstance(f, MisalignedFault)), None)
        self.incomplete = next((f for f in own if isinstance(f, IncompleteFault)), None)
        self.silent = any(isinstance(f, MissedFault) for f in own)
        self.faults = own
        self.misreported = False  # a misaligned account has been given
        self.hedged = False  # an incomplete account has been given
        self.messages = 0
        self.follow_ups = 0  # messages after the faulty account (or the ignored first message)
        self.targeted = 0  # follow-ups that named the required context / asked for the exact value

    def respond(self, message: str) -> str | None:
        """The reply to a message, or None when the colleague does not answer it."""
        self.messages += 1
        if self.silent and self.messages == 1:
            return None
        if self.silent or self.misreported or self.hedged:
            self.follow_ups += 1
        return self.answer(message)

    def answer(self, message: str) -> str:
        """The reply to a message, following the profile, ignoring silence."""
        request = self.reader.read(message)
        if not request.relevant:
            return self._off_topic()
        self._update_profile(request)
        paragraphs = [self._paragraph(c, request) for c in request.candidates]
        opening = self._choose(_OPENINGS)
        return "\n".join(([opening] if opening else []) + [p for p in paragraphs if p])

    def _update_profile(self, request: Request) -> None:
        """Corrections: the required context named, or the exact value asked for, after the
        faulty account was given."""
        fault = self.misaligned
        if fault and self.misreported and self.facts[fault.fact].context in request.contexts:
            self.misaligned = None
            self.targeted += 1
        fault = self.incomplete
        if fault and self.hedged and request.exact and self._covers_incomplete(request):
            self.incomplete = None
            self.targeted += 1

    def recovery(self) -> list[dict[str, object]]:
        """For each of this colleague's faults: whether its faulty account was given
        (``shown``), whether the agent recovered from it, and the follow-ups it received."""
        report = []
        for fault in self.faults:
            if fault.kind == "misaligned":
                shown, recovered = self.misreported, self.misreported and self.misaligned is None
            elif fault.kind == "incomplete":
                shown, recovered = self.hedged, self.hedged and self.incomplete is None
            else:
                shown, recovered = self.messages >= 1, self.messages >= 2
            report.append(
                {
                    "kind": fault.kind,
                    "role": self.role_id,
                    "shown": shown,
                    "recovered": recovered,
                    "follow_ups": self.follow_ups,
                    "targeted_follow_ups": self.targeted,
                }
            )
        return report

    def _covers_incomplete(self, request: Request) -> bool:
        fault = self.incomplete
        return bool(fault) and fault.candidate in request.candidates and fault.fact in request.facts

    def _paragraph(self, candidate: str, request: Request) -> str:
        fact_ids = list(request.facts)
        fault = self.misaligned
        if fault and fault.fact in fact_ids:
            # Report the alternative context in place of the required one.
            fact_ids = [fault.reported_fact if f == fault.fact else f for f in fact_ids]
            fact_ids = list(dict.fromkeys(fact_ids))
            self.misreported = True
        sentences = []
        for fact_id in fact_ids:
            fact = self.facts[fact_id]
            hedge = self.incomplete
            if hedge and hedge.fact == fact_id and hedge.candidate == candidate:
                self.hedged = True
                sentences.append(self._hedged(fact, candidate, hedge.interval))
            else:
                key = (fact_id, candidate, self._phrasing() % max(1, len(fact.templates)))
                if key not in self.sentences:
                    self.sentences[key] = render.fact_sentence(fact, candidate, key[2])
                sentences.append(self.sentences[key])
        return " ".join(sentences)

    def _hedged(self, fact: Fact, candidate: str, interval: tuple | None) -> str:
        label = fact.label + (f" ({fact.context})" if fact.context else "")
        if interval is None:
            return self._choose(OMITTED).format(candidate=candidate, label=label)
        lo, hi = (None if v is None else render.format_number(v, fact.unit) for v in interval)
        if lo is None:
            phrasings = UPPER_BOUNDS
        elif hi is None:
            phrasings = LOWER_BOUNDS
        else:
            phrasings = RANGES
        return self._choose(phrasings).format(candidate=candidate, label=label, lo=lo, hi=hi)

    def _off_topic(self) -> str:
        labels = list(dict.fromkeys(f.label for f in self.facts.values()))
        topics = ", ".join(labels[:-1]) + (" and " if len(labels) > 1 else "") + labels[-1]
        names = ", ".join(self.task.candidates[:-1]) + " and " + self.task.candidates[-1]
        return self._choose(_OFF_TOPIC).format(topics=topics, candidates=names)

    def _phrasing(self) -> int:
        return self.phrasings.draw()

    def _choose(self, options: Sequence[str]) -> str:
        return options[self._phrasing() % len(options)]


@per_task
def _sentences(task: Task) -> dict[tuple[str, str, int], str]:
    """Record sentences by (fact id, candidate, phrasing), rendered once per task."""
    return {}
