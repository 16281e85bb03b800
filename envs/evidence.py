"""What the main agent has been told, as typed data: the brief's public part and the replies'
statements, and the one loop that tracks what they establish.

Colleagues state records as ``Statement`` objects first and render them to text second
(``uncoenv.envs.colleagues``); the environment's observer feeds the same statements to an
``Evidence`` to build the array observation of trained policies. ``CarefulAgent`` reads the text
back into the same types (``uncoenv.agents.reading``) and tracks them with the same ``Evidence``,
which is the proof that the text says everything the arrays hold.

Nothing here is hidden from the agent: a ``Brief`` holds what the first observation shows
(candidates, conditions, the rule, colleagues, conclusion labels), a ``Statement`` what a reply
says. Facts are named as the brief and the replies name them, by label and context; the task's
fact ids, values, answer and fault plan never enter.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass, field

from uncoenv.tasks import logic
from uncoenv.tasks.models import Condition, Note, Rule, Task, Value

FactName = tuple[str, str | None]
"""A fact as the brief and the replies name it: its label and its context (None: none)."""

Atom = tuple[str, str | None, str]
"""One candidate's value of one fact: (label, context, candidate)."""

Interval = tuple[Value | None, Value | None]
"""A hedged value: its lower and upper bounds (None: open on that side)."""


def fact_name(label: str, context: str | None) -> str:
    """The fact in words, as the brief writes it: "label (context)"."""
    return f"{label} ({context})" if context else label


@dataclass(frozen=True, slots=True)
class Statement:
    """One thing a reply states about one candidate's record.

    Attributes:
        candidate: Whom it is about.
        label: The record's label.
        context: The context it is stated in (None: the record has none).
        value: The exact value, or None when hedged.
        hedged: The value is not given exactly: ``interval`` bounds it, or (None) it is withheld.
        interval: The bounds of a hedged value.
    """

    candidate: str
    label: str
    context: str | None
    value: Value | None = None
    hedged: bool = False
    interval: Interval | None = None

    @property
    def atom(self) -> Atom:
        """What it is a statement of: (label, context, candidate)."""
        return self.label, self.context, self.candidate


@dataclass(frozen=True, slots=True)
class Reply:
    """A colleague's reply: what it states, in order, and the text it is rendered to.

    Attributes:
        role: The colleague's role id.
        text: The reply as the agent reads it.
        statements: Each record stated, one per candidate and fact, in the text's order.
        unheld: Things asked for that the colleague does not keep, in the agent's words.
    """

    role: str
    text: str
    statements: tuple[Statement, ...] = ()
    unheld: tuple[str, ...] = ()


@dataclass(frozen=True)
class Brief:
    """The public part of a task: what the first observation shows.

    Conditions and rule operands name facts by ``fact_name``; ``facts`` gives the (label,
    context) of each condition's fact and each operand, in order.

    Attributes:
        candidates: The candidates, in the brief's order.
        roles: The colleagues' role ids, in the directory's order.
        positive: The positive conclusion label.
        negative: The negative conclusion label.
        conditions: Each condition's fact and the condition (its ``fact`` the fact's name).
        operands: The rule's operands.
        rule: The calculation (its ``operands`` the operands' names).
        max_rounds: The round budget.
        notes: The shared notes the brief shows (the notes settings): each atom and the value
            the note gives.
    """

    candidates: tuple[str, ...]
    roles: tuple[str, ...]
    positive: str
    negative: str
    conditions: tuple[tuple[FactName, Condition], ...]
    operands: tuple[FactName, ...]
    rule: Rule
    max_rounds: int
    notes: tuple[tuple[Atom, Value], ...] = ()

    @functools.cached_property
    def needed(self) -> tuple[Atom, ...]:
        """Every (label, context, candidate) the decision needs: the conditions' facts, then
        the rule's operands, for each candidate."""
        names = [name for name, _ in self.conditions] + list(self.operands)
        return tuple((k, c, n) for k, c in dict.fromkeys(names) for n in self.candidates)

    @staticmethod
    def of_task(task: Task, max_rounds: int, notes: Sequence[Note] = ()) -> Brief:
        """What the brief of ``task`` shows (``notes``: the shared notes, as it shows them)."""
        named = {f.id: (f.label, f.context) for f in task.facts}
        conditions = tuple(
            (named[c.fact], c.model_copy(update={"fact": fact_name(*named[c.fact])}))
            for c in task.conditions
        )
        operands = tuple(named[o] for o in task.rule.operands)
        rule = task.rule.model_copy(update={"operands": [fact_name(*o) for o in operands]})
        return Brief(
            candidates=tuple(task.candidates),
            roles=tuple(r.id for r in task.roles),
            positive=task.labels.positive,
            negative=task.labels.negative,
            conditions=conditions,
            operands=operands,
            rule=rule,
            max_rounds=max_rounds,
            notes=tuple((named[n.fact] + (n.candidate,), n.value) for n in notes),
        )


# -- what a careful coordinator writes -----------------------------------------------------

GENERAL_REQUEST = "Please share everything you have on the three candidates."
RECONTACT = (
    "Following up on my earlier message: please share everything you have on the three candidates."
)
RECHECK_ALL = "Please check your records again and send me everything you have on the candidates."
EXACT_ALL = "Please give me the exact figures you hold for each candidate."
"""A request for exact values that names nothing of its own (the RL wrappers' when nothing
exact is owed): the exact values of what the last request asked for, else nothing."""


@dataclass
class Owed:
    """What one role still owes: facts in the required context, exact values, any reply, and
    values to check again (its reply contradicts a shared note)."""

    contexts: set[str] = field(default_factory=set)  # "label for the context"
    exact: list[tuple[str, str]] = field(default_factory=list)  # (fact name, candidate)
    silent: bool = False
    recheck: list[tuple[str, str]] = field(default_factory=list)  # (fact name, candidate)


# The follow-ups' fixed words and the items they list, one per thing owed. A colleague knows
# these messages without reading them (``uncoenv.envs.colleagues.Records.templated``).
CONTEXT_OPENING = "The conditions refer to a specific context. Please send the "
CONTEXT_CLOSE = ", for each candidate."
EXACT_OPENING = "Please give me "
AGAIN_OPENING = "Please check your records again and send me "
ITEMS = "; "


def context_item(label: str, context: str) -> str:
    """How a follow-up names a fact in its required context: "label for the context"."""
    return f"{label} for the {context}"


def exact_item(name: str, candidate: str) -> str:
    """How a follow-up asks for one hedged value."""
    return f"the exact {name} for {candidate}"


def again_item(name: str, candidate: str) -> str:
    """How a follow-up asks for one value to be checked again."""
    return f"the {name} for {candidate}"


def ask_context(owed: Owed) -> str:
    """A follow-up that names the required contexts."""
    return CONTEXT_OPENING + ITEMS.join(sorted(owed.contexts)) + CONTEXT_CLOSE


def ask_exact(owed: Owed) -> str:
    """A follow-up that asks for the exact values of the hedged facts."""
    return _sentence(EXACT_OPENING + ITEMS.join(exact_item(n, c) for n, c in owed.exact))


def ask_again(owed: Owed) -> str:
    """A follow-up that asks for values to be checked again in the records."""
    return _sentence(AGAIN_OPENING + ITEMS.join(again_item(n, c) for n, c in owed.recheck))


def _sentence(ask: str) -> str:
    """The request as a sentence: a full stop, unless a name ends it with one ("S.p.A.")."""
    return ask if ask.endswith(".") else ask + "."


def follow_up(owed: Owed) -> str:
    """The one message that asks a role for everything it owes (a silent role: everything)."""
    if owed.silent:
        return RECONTACT
    parts = []
    if owed.contexts:
        parts.append(ask_context(owed))
    if owed.exact:
        parts.append(ask_exact(owed))
    if owed.recheck:
        parts.append(ask_again(owed))
    return " ".join(parts)


# -- what is known -------------------------------------------------------------------------

STATUSES = ("unknown", "satisfied", "violated", "undetermined", "other context")
"""What the evidence says of one candidate against one condition."""


@dataclass
class Evidence:
    """What the statements so far establish, and what is still missing.

    Change it through ``absorb``, ``assume`` and ``sent`` only: what it derives (what is owed,
    the conditions' statuses) is kept until one of them changes it.

    Attributes:
        brief: The brief.
        exact: Exact values by (label, context, candidate).
        hedged: Hedged values' intervals by (label, context, candidate) (None: withheld).
        source: Which role stated each label.
        contacted: Roles sent a message, with the round of the last one.
        replied: Roles that have replied at least once.
        rechecked: Atoms a role was asked to check again (its latest value then stands
            against the note).
    """

    brief: Brief
    exact: dict[Atom, Value] = field(default_factory=dict)
    hedged: dict[Atom, Interval | None] = field(default_factory=dict)
    source: dict[str, str] = field(default_factory=dict)
    contacted: dict[str, int] = field(default_factory=dict)
    replied: set[str] = field(default_factory=set)
    rechecked: set[Atom] = field(default_factory=set)
    # Derived, kept until the evidence changes: a policy's step reads them several times.
    _contexts: dict[tuple[str, str], list[str | None]] = field(default_factory=dict, repr=False)
    _owed: dict[str, Owed] | None = field(default=None, repr=False)
    _statuses: list[list[str]] | None = field(default=None, repr=False)
    _known: float | None = field(default=None, repr=False)

    def sent(self, roles: list[str], round_number: int) -> None:
        """Note that these roles were sent a message in this round."""
        for role in roles:
            self.contacted[role] = round_number
        self._owed = None

    def asked_again(self, atoms: list[Atom]) -> None:
        """Note that these atoms' roles were asked to check them again."""
        self.rechecked.update(atoms)
        self._owed = None

    def conflicts(self) -> list[Atom]:
        """The needed atoms whose value a reply gave otherwise than the shared notes."""
        return [
            atom
            for atom, noted in self.brief.notes
            if atom in self.exact and not logic.equal_values(self.exact[atom], noted)
        ]

    def to_recheck(self, role: str) -> list[Atom]:
        """The conflicts (``conflicts``) this role's reply made that it was not yet asked to
        check again."""
        return [
            atom
            for atom in self.conflicts()
            if self.source.get(atom[0]) == role and atom not in self.rechecked
        ]

    def absorb(self, role: str, statements: tuple[Statement, ...] | list[Statement]) -> None:
        """Take in one reply's statements. An exact value stands against later hedges."""
        self.replied.add(role)
        for statement in statements:
            self.source[statement.label] = role
            if statement.hedged:
                if statement.atom not in self.exact:
                    self.hedged[statement.atom] = statement.interval
            else:
                self.assume(statement.atom, statement.value)  # type: ignore[arg-type]
        self._owed = self._statuses = self._known = None

    def assume(self, atom: Atom, value: Value) -> None:
        """Hold ``value`` as the exact value of ``atom`` (as a statement of it does)."""
        self.exact[atom] = value
        self.hedged.pop(atom, None)
        label, context, candidate = atom
        stated = self._contexts.setdefault((label, candidate), [])
        if context not in stated:
            stated.append(context)
        self._owed = self._statuses = self._known = None

    def needed(self) -> list[Atom]:
        """Every (label, context, candidate) the decision needs."""
        return list(self.brief.needed)

    def owed(self) -> dict[str, Owed]:
        """What each role still owes the decision: facts given only in another context, hedged
        values, or (for a role contacted that never replied) everything."""
        if self._owed is not None:
            return self._owed
        owed: dict[str, Owed] = {}
        for label, context, candidate in self.needed():
            role = self.source.get(label)
            if role is None or (label, context, candidate) in self.exact:
                continue  # known, or held by a silent role (owed below)
            if (label, context, candidate) in self.hedged:
                owed.setdefault(role, Owed()).exact.append((fact_name(label, context), candidate))
            elif context is not None:
                owed.setdefault(role, Owed()).contexts.add(context_item(label, context))
        for label, context, candidate in self.conflicts():
            if (label, context, candidate) not in self.rechecked:
                wanted = (fact_name(label, context), candidate)
                owed.setdefault(self.source[label], Owed()).recheck.append(wanted)
        for role in self.brief.roles:
            if role in self.contacted and role not in self.replied:
                owed.setdefault(role, Owed()).silent = True
        self._owed = owed
        return owed

    def known_share(self) -> float:
        """The share of what the decision needs that is known exactly."""
        if self._known is None:
            needed = self.brief.needed
            self._known = sum(atom in self.exact for atom in needed) / max(1, len(needed))
        return self._known

    def value(self, label: str, context: str | None, candidate: str) -> Value | None:
        """The exact value, or None when not (yet) known."""
        return self.exact.get((label, context, candidate))

    def other_contexts(self, label: str, context: str | None, candidate: str) -> list[str | None]:
        """Contexts in which the fact was stated for the candidate, other than ``context``."""
        return [c for c in self._contexts.get((label, candidate), ()) if c != context]

    def statuses(self) -> list[list[str]]:
        """For each condition and candidate, one of ``STATUSES``."""
        if self._statuses is not None:
            return self._statuses
        rows = []
        for (label, context), condition in self.brief.conditions:
            row = []
            for candidate in self.brief.candidates:
                atom = (label, context, candidate)
                if atom in self.exact:
                    row.append(
                        "satisfied" if logic.holds(condition, self.exact[atom]) else "violated"
                    )
                elif atom in self.hedged:
                    row.append(_interval_status(condition, self.hedged[atom]))
                elif self.other_contexts(label, context, candidate):
                    row.append("other context")
                else:
                    row.append("unknown")
            rows.append(row)
        self._statuses = rows
        return rows

    def decide(self) -> tuple[str, str | None, float | None]:
        """The answer the known evidence gives: (conclusion, candidate, number).

        A condition whose value is unknown counts as failing, and so does a qualifying
        candidate whose number cannot be computed.
        """
        brief = self.brief
        eligible = [
            candidate
            for candidate in brief.candidates
            if all(
                (value := self.value(label, context, candidate)) is not None
                and logic.holds(condition, value)
                for (label, context), condition in brief.conditions
            )
        ]
        if len(eligible) != 1:
            return brief.negative, None, None
        (winner,) = eligible
        number = self.number(winner)
        if number is None:  # the number cannot be computed: missing evidence counts as failing
            return brief.negative, None, None
        return brief.positive, winner, number

    def number(self, candidate: str, unknown: Value | None = None) -> float | None:
        """The rule computed for a candidate from the values known (``unknown`` stands for a
        missing one; without it, a missing one gives None, as does a zero denominator)."""
        values = [self.value(label, context, candidate) for label, context in self.brief.operands]
        if unknown is not None:
            values = [unknown if v is None else v for v in values]
        if any(v is None for v in values):
            return None
        try:
            return logic.to_number(logic.calculate(self.brief.rule, values))  # type: ignore[arg-type]
        except (ArithmeticError, ValueError):
            return None

    def beliefs(self) -> dict[str, dict[str, Value]]:
        """The exact values held for the decision, for a final answer's ``beliefs``: by
        candidate, each fact named as the brief names it ("standby generator runtime at full
        load (June 2026 load test)")."""
        held: dict[str, dict[str, Value]] = {}
        for label, context, candidate in self.needed():
            value = self.value(label, context, candidate)
            if value is not None:
                held.setdefault(candidate, {})[fact_name(label, context)] = value
        return held


def _interval_status(condition: Condition, interval: Interval | None) -> str:
    """Satisfied or violated when every value in the interval agrees, else undetermined."""
    if interval is None or None in interval or condition.op not in (">=", ">", "<=", "<"):
        return "undetermined"
    ends = {logic.holds(condition, end) for end in interval}  # type: ignore[arg-type]
    if len(ends) != 1:
        return "undetermined"
    return "satisfied" if ends.pop() else "violated"
