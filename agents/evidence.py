"""The evidence a reader of the transcript has: one model shared by the scripted agents (and
the array observations of RL wrappers).

It reads only what an agent sees: the brief and the replies. To understand them it uses the
organisation's public vocabulary, the scenario templates shipped in ``uncoenv.tasks.scenarios``
(how each kind of record is phrased, which conditions and calculations exist), the way a
colleague who knows the organisation's record formats would. It never reads the hidden task:
no values, no answer, no fault plan. A brief whose background matches no shipped template
cannot be read this way (``UnknownScenario``).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from decimal import Decimal

from uncoenv.envs.colleagues import LOWER_BOUNDS, OMITTED, RANGES, UPPER_BOUNDS
from uncoenv.tasks import logic, render
from uncoenv.tasks.models import Condition, Rule, Tier
from uncoenv.tasks.scenarios import DOMAINS, templates
from uncoenv.tasks.scenarios.schema import FactTemplate, RuleTemplate, ScenarioTemplate
from uncoenv.tasks.text import slug

Key = tuple[str, str | None]  # (fact template key, context)

GENERAL_REQUEST = "Please share everything you have on the three candidates."
RECONTACT = (
    "Following up on my earlier message: please share everything you have on the three candidates."
)


class UnknownScenario(ValueError):
    """The brief is not from a shipped scenario template."""


# -- the brief -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Brief:
    """What the first observation says, parsed (the format of ``uncoenv.envs.observer``)."""

    background: str
    candidates: tuple[str, ...]
    conditions: tuple[str, ...]
    rule: str
    positive: str
    negative: str
    roles: tuple[str, ...]
    max_rounds: int

    @staticmethod
    def parse(text: str) -> Brief:
        """Parse a brief.

        Raises:
            ValueError: the text is not a brief.
        """
        try:
            background = text.split("\n\nQuestion: ", 1)[0].strip()
            candidates = _line(text, "Candidates: ").removesuffix(".").split("; ")
            block = text.split("Eligibility conditions", 1)[1].split("\n\n", 1)[0]
            conditions = re.findall(r"^\d+\. (.+)$", block, flags=re.MULTILINE)
            rule = _line(text, "Calculation rule: ")
            labels = re.search(r'^Conclusions: "(.+?)" .*? or "(.+?)" ', text, flags=re.MULTILINE)
            roles = re.findall(r"^- ([a-z][a-z0-9_]*): ", text, flags=re.MULTILINE)
            rounds = re.search(r"You have (\d+) rounds", text)
        except (IndexError, AttributeError) as error:
            raise ValueError("not a task brief") from error
        if labels is None or rounds is None or not roles:
            raise ValueError("not a task brief")
        return Brief(
            background=background,
            candidates=tuple(candidates),
            conditions=tuple(conditions),
            rule=rule,
            positive=labels.group(1),
            negative=labels.group(2),
            roles=tuple(roles),
            max_rounds=int(rounds.group(1)),
        )


def _line(text: str, prefix: str) -> str:
    return next(line[len(prefix) :] for line in text.splitlines() if line.startswith(prefix))


def replies(observation: str) -> dict[str, str]:
    """A round's replies by role id (empty for an error or a round without replies)."""
    blocks = re.split(r"^\[([a-z][a-z0-9_]*)\] [^\n]*:\n", observation, flags=re.MULTILINE)
    return {blocks[i]: blocks[i + 1].strip() for i in range(1, len(blocks) - 1, 2)}


# -- the vocabulary of a scenario ---------------------------------------------------------------


@functools.cache
def _by_background() -> dict[str, ScenarioTemplate]:
    return {t.background: t for domain in DOMAINS for t in templates(domain)}


def scenario_of(brief: Brief) -> ScenarioTemplate:
    """The scenario template the brief was written from."""
    template = _by_background().get(brief.background)
    if template is None:
        raise UnknownScenario("the brief's background matches no shipped scenario template")
    return template


_NUMBER = r"-?\d[\d,]*(?:\.\d+)?"


def _value_pattern(fact: FactTemplate, unit_optional: bool = False) -> str:
    if fact.kind == "bool":
        words = fact.words or ("no", "yes")
        return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    if fact.kind == "category":
        options = sorted(map(str, fact.domain), key=len, reverse=True)
        return "|".join(re.escape(o) for o in options)
    if not fact.unit:
        return _NUMBER
    units = {render.format_number(2, fact.unit)[1:], render.format_number(1, fact.unit)[1:]}
    optional = "?" if unit_optional else ""
    spelled = "|".join(re.escape(u) for u in sorted(units, key=len, reverse=True))
    return f"{_NUMBER}(?:{spelled}){optional}"


def _pattern(template: str, slots: dict[str, str]) -> re.Pattern[str]:
    """A phrasing as a regex: literal text escaped, each slot a named group."""
    parts = re.split(r"\{(\w+)\}", template)
    regex = ""
    for i, part in enumerate(parts):
        if i % 2:
            regex += f"(?P<{part}>{slots[part]})"
        elif i and parts[i - 1] == "candidate" and part.startswith("'s"):
            regex += "'s?" + re.escape(part[2:])  # a name ending in s takes a bare apostrophe
        else:
            regex += re.escape(part)
    return re.compile(regex)


def parse_value(fact: FactTemplate, text: str) -> object:
    """A stated value back to a domain value (a bool, a number as Decimal, or a category)."""
    if fact.kind == "bool":
        words = fact.words or ("no", "yes")
        return text == words[1]
    if fact.kind == "category":
        return text
    return Decimal(re.match(_NUMBER, text).group(0).replace(",", ""))  # type: ignore[union-attr]


@dataclass
class Statement:
    """One thing a reply states about a candidate's fact."""

    key: str
    context: str | None
    candidate: str
    value: object = None  # exact value, or None
    interval: tuple[Decimal | None, Decimal | None] | None = None  # hedged
    hedged: bool = False


class Vocabulary:
    """How one scenario's records, conditions and rules read.

    Patterns are built once per scenario: candidate names are swapped for markers in a reply
    before matching (``_CANDIDATE``), so no pattern depends on the names of one task.
    """

    def __init__(self, template: ScenarioTemplate) -> None:
        self.template = template
        self.facts = {f.key: f for role in template.roles for f in role.facts}
        # A reply is attributed to a role id, the slug of a template role's title.
        self.role_facts = {slug(r.title): [f.key for f in r.facts] for r in template.roles}

    @staticmethod
    def for_brief(brief: Brief) -> Vocabulary:
        """The vocabulary of the brief's scenario (cached)."""
        return vocabulary(scenario_of(brief).name)

    def _patterns(self, key: str) -> list[re.Pattern[str]]:
        """The fact's record phrasings as regexes (built on first use)."""
        if key not in self._pattern_cache:
            fact = self.facts[key]
            contexts = "|".join(re.escape(c) for c in fact.contexts) or "(?!)"
            slots = {"candidate": _CANDIDATE, "value": _value_pattern(fact), "context": contexts}
            self._pattern_cache[key] = [_pattern(t, slots) for t in fact.templates]
        return self._pattern_cache[key]

    @functools.cached_property
    def _pattern_cache(self) -> dict[str, list[re.Pattern[str]]]:
        return {}

    def _hedges(self, key: str) -> list[tuple[str | None, str, re.Pattern[str]]]:
        """The fact's hedged phrasings as regexes: (context, kind, pattern); built on demand,
        since few replies hedge."""
        if key not in self._hedge_cache:
            fact = self.facts[key]
            # A range states its unit once, after the upper bound ("between 6 and 30 days").
            bound = _value_pattern(fact, unit_optional=True) if fact.kind == "number" else _NUMBER
            hedges = []
            for context in fact.contexts or [None]:
                label = re.escape(fact.label + (f" ({context})" if context else ""))
                for kind, phrasings in _HEDGES:
                    for phrasing in phrasings:
                        # The label slot takes an escaped literal: swap it in after building.
                        slots = {
                            "candidate": _CANDIDATE,
                            "label": "LABEL",
                            "lo": bound,
                            "hi": bound,
                        }
                        regex = _pattern(phrasing, slots).pattern
                        regex = regex.replace("(?P<label>LABEL)", label)
                        hedges.append((context, kind, re.compile(regex)))
            self._hedge_cache[key] = hedges
        return self._hedge_cache[key]

    @functools.cached_property
    def _hedge_cache(self) -> dict[str, list[tuple[str | None, str, re.Pattern[str]]]]:
        return {}

    def statements(
        self, text: str, candidates: tuple[str, ...], role: str | None = None
    ) -> list[Statement]:
        """Everything a reply (from ``role``, when known) states about the candidates."""
        keys = self.role_facts.get(role or "", list(self.facts))
        # Longest names first, so a name inside another never splits it.
        for index in sorted(range(len(candidates)), key=lambda i: -len(candidates[i])):
            text = text.replace(candidates[index], f"\x00{index}\x00")
        found = []
        if _HEDGE_MARKERS.search(text):
            for key in keys:
                for context, kind, pattern in self._hedges(key):
                    for match in pattern.finditer(text):
                        groups = match.groupdict()
                        lo = _number(groups.get("lo")) if kind in ("range", "lower") else None
                        hi = _number(groups.get("hi")) if kind in ("range", "upper") else None
                        interval = None if kind == "omitted" else (lo, hi)
                        who = candidates[int(groups["candidate"][1:-1])]
                        found.append(Statement(key, context, who, interval=interval, hedged=True))
        for key in keys:
            fact = self.facts[key]
            for pattern in self._patterns(key):
                for match in pattern.finditer(text):
                    groups = match.groupdict()
                    who = candidates[int(groups["candidate"][1:-1])]
                    value = parse_value(fact, groups["value"])
                    found.append(Statement(key, groups.get("context"), who, value=value))
        return found

    def condition(self, line: str) -> tuple[Key, Condition]:
        """A brief's condition line as (fact key, required context) and a Condition."""
        for fact in self.facts.values():
            for context in fact.contexts or [None]:
                head = fact.label + (f" ({context})" if context else "")
                head = head[0].upper() + head[1:]
                if not line.startswith(head):
                    continue
                rest = line[len(head) :].removesuffix(".")
                condition = self._condition_tail(fact, rest)
                if condition is not None:
                    return (fact.key, context), condition
        raise ValueError(f"unreadable condition: {line!r}")

    def _condition_tail(self, fact: FactTemplate, rest: str) -> Condition | None:
        comparisons = {"at least": ">=", "more than": ">", "at most": "<=", "less than": "<"}
        match = re.fullmatch(r" of (at least|more than|at most|less than) (.+)", rest)
        if match:
            value = logic.to_number(parse_value(fact, match.group(2)))  # type: ignore[arg-type]
            return Condition(fact=fact.key, op=comparisons[match.group(1)], value=value)
        match = re.fullmatch(r": the record (must|must not) say (.+)", rest)
        if not match:
            return None
        options = [parse_value(fact, v) for v in re.findall(r'"(.+?)"', match.group(2))]
        if match.group(1) == "must not":
            return Condition(fact=fact.key, op="!=", value=options[0])  # type: ignore[arg-type]
        if len(options) == 1:
            return Condition(fact=fact.key, op="==", value=options[0])  # type: ignore[arg-type]
        return Condition(fact=fact.key, op="in", value=options)  # type: ignore[arg-type]

    def rule(self, line: str) -> tuple[RuleTemplate, list[Key]]:
        """The brief's calculation rule, and its operands as (fact key, context)."""
        for rule in self.template.rules:
            head = f"{rule.label[0].upper()}{rule.label[1:]} ({rule.unit}) = "
            if line.startswith(head):
                operands = []
                for key in rule.operands:
                    fact = self.facts[key]
                    context = next(
                        (c for c in fact.contexts if f"{fact.label} ({c})" in line), None
                    )
                    operands.append((key, context))
                return rule, operands
        raise ValueError(f"unreadable rule: {line!r}")


_HEDGES = (
    ("range", RANGES),
    ("lower", LOWER_BOUNDS),
    ("upper", UPPER_BOUNDS),
    ("omitted", OMITTED),
)
_HEDGE_MARKERS = re.compile(
    "|".join(
        re.escape(part)
        for phrasing in (*RANGES, *LOWER_BOUNDS, *UPPER_BOUNDS, *OMITTED)
        for part in [re.split(r"\{\w+\}", phrasing)[2]]
        if part.strip()
    )
)
"""Literal text that only hedged phrasings contain ("is somewhere between", "is at least")."""


_CANDIDATE = r"\x00\d\x00"
"""How a candidate's name appears in a reply once swapped for its marker."""


@functools.cache
def vocabulary(template_name: str) -> Vocabulary:
    """The vocabulary of a scenario (built once per process: it compiles patterns)."""
    template = next(t for t in _by_background().values() if t.name == template_name)
    return Vocabulary(template)


def _number(text: str | None) -> Decimal | None:
    """A stated bound ("15 km", "1,200 EUR") as a Decimal."""
    if text is None:
        return None
    return Decimal(re.match(_NUMBER, text).group(0).replace(",", ""))  # type: ignore[union-attr]


# -- what is known ---------------------------------------------------------------------------


@dataclass
class Owed:
    """What one role still owes: facts in the required context, exact values, any reply."""

    contexts: set[str] = field(default_factory=set)  # "label for the context"
    exact: list[tuple[str, str]] = field(default_factory=list)  # (label (context), candidate)
    silent: bool = False


def ask_context(owed: Owed) -> str:
    """A follow-up that names the required contexts."""
    return (
        "The conditions refer to a specific context. Please send the "
        f"{'; '.join(sorted(owed.contexts))}, for each candidate."
    )


def ask_exact(owed: Owed) -> str:
    """A follow-up that asks for the exact values of the hedged facts."""
    wanted = "; ".join(f"the exact {label} for {candidate}" for label, candidate in owed.exact)
    ask = f"Please give me {wanted}"
    return ask if ask.endswith(".") else ask + "."


@dataclass
class Evidence:
    """What the transcript so far establishes, and what is still missing.

    Attributes:
        brief: The parsed brief.
        conditions: The conditions, keyed by (fact key, required context).
        operands: The rule's operands as (fact key, context).
        exact: Exact values by (fact key, context, candidate).
        hedged: Intervals by (fact key, context, candidate) (None: value withheld).
        source: Which role stated each fact key.
        contacted: Roles sent a message, with the round of the last one.
        replied: Roles that have replied at least once.
    """

    brief: Brief
    vocabulary: Vocabulary
    conditions: list[tuple[Key, Condition]]
    rule: RuleTemplate
    operands: list[Key]
    exact: dict[tuple[str, str | None, str], object] = field(default_factory=dict)
    hedged: dict[tuple[str, str | None, str], tuple | None] = field(default_factory=dict)
    source: dict[str, str] = field(default_factory=dict)
    contacted: dict[str, int] = field(default_factory=dict)
    replied: set[str] = field(default_factory=set)

    @staticmethod
    def from_brief(text: str) -> Evidence:
        """Start from the first observation.

        Raises:
            UnknownScenario: the brief is not from a shipped scenario.
        """
        brief = Brief.parse(text)
        vocabulary = Vocabulary.for_brief(brief)
        rule, operands = vocabulary.rule(brief.rule)
        conditions = [vocabulary.condition(line) for line in brief.conditions]
        return Evidence(brief, vocabulary, conditions, rule, operands)

    def sent(self, roles: list[str], round_number: int) -> None:
        """Note that these roles were sent a message in this round."""
        for role in roles:
            self.contacted[role] = round_number

    def absorb(self, observation: str) -> None:
        """Take in a round's replies."""
        for role, text in replies(observation).items():
            self.replied.add(role)
            for statement in self.vocabulary.statements(text, self.brief.candidates, role):
                where = (statement.key, statement.context, statement.candidate)
                self.source[statement.key] = role
                if statement.hedged:
                    if where not in self.exact:
                        self.hedged[where] = statement.interval
                else:
                    self.exact[where] = statement.value
                    self.hedged.pop(where, None)

    def needed(self) -> list[tuple[str, str | None, str]]:
        """Every (fact key, context, candidate) the decision needs."""
        keys = [key for key, _ in self.conditions] + self.operands
        return [(k, c, n) for k, c in dict.fromkeys(keys) for n in self.brief.candidates]

    def owed(self) -> dict[str, Owed]:
        """What each role still owes the decision: facts given only in another context, hedged
        values, or (for a role contacted that never replied) everything."""
        owed: dict[str, Owed] = {}
        for key, context, candidate in self.needed():
            role = self.source.get(key)
            if role is None or self.value(key, context, candidate) is not None:
                continue  # known, or held by a silent role (owed below)
            label = self.vocabulary.facts[key].label
            if (key, context, candidate) in self.hedged:
                named = f"{label} ({context})" if context else label
                owed.setdefault(role, Owed()).exact.append((named, candidate))
            elif context is not None:
                owed.setdefault(role, Owed()).contexts.add(f"{label} for the {context}")
        for role in self.brief.roles:
            if role in self.contacted and role not in self.replied:
                owed.setdefault(role, Owed()).silent = True
        return owed

    def value(self, key: str, context: str | None, candidate: str) -> object:
        """The exact value, or None when not (yet) known."""
        return self.exact.get((key, context, candidate))

    def other_contexts(self, key: str, context: str | None, candidate: str) -> list[str]:
        """Contexts in which the fact was stated for the candidate, other than ``context``."""
        return [c for (k, c, n) in self.exact if k == key and n == candidate and c != context]

    def decide(self) -> tuple[str, str | None, float | None]:
        """The answer the known evidence gives: (conclusion, candidate, number).

        A condition whose value is unknown counts as failing, and so does a qualifying
        candidate whose number cannot be computed.
        """
        eligible = []
        for candidate in self.brief.candidates:
            passes = True
            for (key, context), condition in self.conditions:
                value = self.value(key, context, candidate)
                if value is None or not logic.holds(condition, value):  # type: ignore[arg-type]
                    passes = False
                    break
            if passes:
                eligible.append(candidate)
        if len(eligible) != 1:
            return self.brief.negative, None, None
        (winner,) = eligible
        values = [self.value(key, context, winner) for key, context in self.operands]
        if any(v is None for v in values):
            # The number cannot be computed: missing evidence counts as failing.
            return self.brief.negative, None, None
        result = logic.calculate(self.calculation(), values)  # type: ignore[arg-type]
        return self.brief.positive, winner, logic.to_number(result)

    def beliefs(self) -> dict[str, dict[str, bool | int | float | str]]:
        """The exact values held for the decision, for a final answer's ``beliefs``: by
        candidate, each fact named by its label and required context as the brief writes them
        ("standby generator runtime at full load (June 2026 load test)")."""
        held: dict[str, dict[str, bool | int | float | str]] = {}
        for key, context, candidate in self.needed():
            value = self.value(key, context, candidate)
            if value is None:
                continue
            label = self.vocabulary.facts[key].label
            name = f"{label} ({context})" if context else label
            plain = logic.to_number(value) if isinstance(value, Decimal) else value
            held.setdefault(candidate, {})[name] = plain  # type: ignore[assignment]
        return held

    def calculation(self) -> Rule:
        """The brief's rule as a ``Rule`` over the operands' template keys."""
        rule = self.rule
        return Rule(
            operation=rule.operation,
            operands=list(rule.operands),
            weights=rule.weights,
            subtract=rule.subtract,
            tiers=None if rule.tiers is None else [Tier(**t.model_dump()) for t in rule.tiers],
            precision=rule.precision,
            unit=rule.unit,
        )
