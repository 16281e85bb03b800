"""Reading the transcript back: the brief and the replies, as a careful human reader sees them,
turned into the typed brief and statements of ``uncoenv.envs.evidence``.

``CarefulAgent`` and ``PolicyAgent`` read this way, and track what they read with the same
``Evidence`` the environment's observer uses; a test checks, over the whole benchmark, that what
this reader gets from the text equals the statements the colleagues made. So the text suffices.

To read records it needs the organisation's record formats (a ``Vocabulary``): how each kind of
record is phrased, which contexts exist, which calculations. For shipped scenarios these are the
scenario templates, found by the brief's background. For a hand-written task they are the
task's own formats, without its values, answer or fault plan (``Vocabulary.of_task``), handed to
the agent as a colleague would hand over a records manual. The reader never reads the hidden
task otherwise.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from decimal import Decimal

from uncoenv.envs.colleagues import LOWER_BOUNDS, OMITTED, RANGES, UPPER_BOUNDS
from uncoenv.envs.evidence import Atom, Brief, Evidence, Statement, fact_name
from uncoenv.tasks import logic, render
from uncoenv.tasks.generator import rule_over
from uncoenv.tasks.models import Condition, Rule, Task, Value
from uncoenv.tasks.render import NOTES_HEADING
from uncoenv.tasks.scenarios import DOMAINS, templates
from uncoenv.tasks.scenarios.schema import COUNT_WORDS, FactTemplate, RuleTemplate, ScenarioTemplate
from uncoenv.tasks.text import slug

Key = tuple[str, str | None]  # (fact template key, context)


class UnknownScenario(ValueError):
    """The brief is not from a shipped scenario template (give the reader the task's formats:
    ``Vocabulary.of_task``)."""


# -- the brief -------------------------------------------------------------------------------


@dataclass(frozen=True)
class BriefText:
    """What the first observation says, in its own words, parsed (the format of
    ``uncoenv.envs.observer``); ``Reading`` turns it into a typed ``Brief``."""

    background: str
    candidates: tuple[str, ...]
    conditions: tuple[str, ...]
    rule: str
    positive: str
    negative: str
    roles: tuple[str, ...]
    max_rounds: int
    notes: tuple[str, ...] = ()

    @staticmethod
    def parse(text: str) -> BriefText:
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
            notes = []
            if NOTES_HEADING in text:
                block = text.split(NOTES_HEADING + "\n", 1)[1].split("\n\n", 1)[0]
                notes = [line[2:] for line in block.splitlines() if line.startswith("- ")]
        except (IndexError, AttributeError) as error:
            raise ValueError("not a task brief") from error
        if labels is None or rounds is None or not roles:
            raise ValueError("not a task brief")
        return BriefText(
            background=background,
            candidates=tuple(candidates),
            conditions=tuple(conditions),
            rule=rule,
            positive=labels.group(1),
            negative=labels.group(2),
            roles=tuple(roles),
            max_rounds=int(rounds.group(1)),
            notes=tuple(notes),
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
    """Shipped scenarios by background, as a task of any level words it (its count of
    candidates)."""
    return {
        t.background_for(count): t
        for domain in DOMAINS
        for t in templates(domain)
        for count in COUNT_WORDS
    }


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


def parse_value(fact: FactTemplate, text: str) -> Value:
    """A stated value back to a task value (a bool, an int or float, or a category)."""
    if fact.kind == "bool":
        words = fact.words or ("no", "yes")
        return text == words[1]
    if fact.kind == "category":
        return text
    return _number(text)  # type: ignore[return-value]


def _context_names(fact: FactTemplate) -> dict[str, str]:
    """Each way a record names one of the fact's contexts -> the context: the context itself,
    and its cue (a level with indirect contexts, ``Difficulty.indirect_contexts``)."""
    contexts = fact.every_context
    named = {c: c for c in contexts}
    named.update((cue, c) for cue, c in zip(fact.every_cue, contexts, strict=False) if cue)
    return named


class Vocabulary:
    """How one organisation's records, conditions and rules read: its record formats.

    Built from a shipped scenario template (``for_brief``) or from a task's formats without its
    values (``of_task``). Patterns are built once per fact: candidate names are swapped for
    markers in a reply before matching (``_CANDIDATE``), so no pattern depends on the names of
    one task.

    Args:
        facts: Each kind of record by key: its label, kind, unit, domain, contexts, phrasings.
        role_facts: The record keys each role id keeps.
        rules: The calculations that may appear in a brief (operands as record keys).
    """

    def __init__(
        self,
        facts: dict[str, FactTemplate],
        role_facts: dict[str, list[str]],
        rules: list[RuleTemplate],
    ) -> None:
        self.facts = facts
        self.role_facts = role_facts
        self.rules = rules
        self._pattern_cache: dict[str, list[re.Pattern[str]]] = {}
        self._hedge_cache: dict[str, list[tuple[str | None, str, re.Pattern[str]]]] = {}

    @staticmethod
    def of_template(template: ScenarioTemplate) -> Vocabulary:
        """A shipped scenario's vocabulary (a reply is attributed to a role id, the slug of a
        template role's title)."""
        return Vocabulary(
            {f.key: f for role in template.every_role for f in role.facts},
            {slug(r.title): [f.key for f in r.facts] for r in template.every_role},
            list(template.rules),
        )

    @staticmethod
    def for_brief(brief: BriefText) -> Vocabulary:
        """The vocabulary of the brief's scenario (cached).

        Raises:
            UnknownScenario: the brief's background matches no shipped scenario template.
        """
        template = _by_background().get(brief.background)
        if template is None:
            raise UnknownScenario("the brief's background matches no shipped scenario template")
        return vocabulary(template.name)

    @staticmethod
    def of_task(task: Task) -> Vocabulary:
        """A task's record formats: for each role and label, the kind, unit, domain, contexts
        and phrasings of its records, and the rule's shape; no values, answer or faults."""
        facts: dict[str, FactTemplate] = {}
        role_facts: dict[str, list[str]] = {}
        keys: dict[str, str] = {}  # fact id -> record key
        for fact in task.facts:
            key = f"{fact.role}/{fact.label}"
            keys[fact.id] = key
            known = facts.get(key)
            contexts = [] if known is None else list(known.contexts)
            cues = [] if known is None else list(known.cues)
            if fact.context is not None:
                contexts.append(fact.context)
                cues.append(fact.cue or "")  # parallel to contexts; "" when named plainly
            domain = [] if known is None else list(known.domain)
            domain += [v for v in fact.domain if v not in domain]
            phrasings = fact.templates or [_PLAIN if fact.context is None else _PLAIN_IN_CONTEXT]
            facts[key] = FactTemplate.model_construct(
                key=key,
                label=fact.label,
                kind=fact.kind,
                unit=fact.unit,
                domain=domain,
                templates=phrasings if known is None else known.templates,
                words=fact.words,
                contexts=contexts,
                cues=cues,
            )
            role_facts.setdefault(fact.role, []).append(key)
        rule = task.rule
        shape = RuleTemplate.model_construct(
            **rule.model_dump(exclude={"operands", "tiers"}),
            operands=[keys[o] for o in rule.operands],
            tiers=rule.tiers,
        )
        role_facts = {role: list(dict.fromkeys(found)) for role, found in role_facts.items()}
        return Vocabulary(facts, role_facts, [shape])

    def _patterns(self, key: str) -> list[re.Pattern[str]]:
        """The fact's record phrasings as regexes (built on first use)."""
        if key not in self._pattern_cache:
            fact = self.facts[key]
            contexts = "|".join(re.escape(c) for c in _context_names(fact)) or "(?!)"
            slots = {
                "candidate": _CANDIDATE,
                "value": _value_pattern(fact),
                "context": contexts,
                "label": re.escape(fact.label),
            }
            # A record of a context-scoped fact may come without its context (a level with
            # unstated contexts): a statement in no context.
            unscoped = render.UNSCOPED if fact.contexts else ()
            self._pattern_cache[key] = [_pattern(t, slots) for t in (*fact.templates, *unscoped)]
        return self._pattern_cache[key]

    def _hedges(self, key: str) -> list[tuple[str | None, str, re.Pattern[str]]]:
        """The fact's hedged phrasings as regexes: (context, kind, pattern); built on demand,
        since few replies hedge."""
        if key not in self._hedge_cache:
            fact = self.facts[key]
            # A range states its unit once, after the upper bound ("between 6 and 30 days").
            bound = _value_pattern(fact, unit_optional=True) if fact.kind == "number" else _NUMBER
            hedges = []
            named = list(_context_names(fact).items())
            for said, context in [*named, (None, None)] if named else [(None, None)]:
                label = re.escape(fact.label + (f" ({said})" if said else ""))
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

    def statements(
        self, text: str, candidates: tuple[str, ...], role: str | None = None
    ) -> list[Statement]:
        """Everything a reply (from ``role``, when known) states about the candidates, in the
        order the text states it."""
        keys = self.role_facts.get(role or "", list(self.facts))
        # Longest names first, so a name inside another never splits it.
        for index in sorted(range(len(candidates)), key=lambda i: -len(candidates[i])):
            text = text.replace(candidates[index], f"\x00{index}\x00")
        found: list[tuple[tuple[int, int], Statement]] = []
        if _HEDGE_MARKERS.search(text):
            for key in keys:
                label = self.facts[key].label
                for context, kind, pattern in self._hedges(key):
                    for match in pattern.finditer(text):
                        groups = match.groupdict()
                        lo = _number(groups.get("lo")) if kind in ("range", "lower") else None
                        hi = _number(groups.get("hi")) if kind in ("range", "upper") else None
                        interval = None if kind == "omitted" else (lo, hi)
                        who = candidates[int(groups["candidate"][1:-1])]
                        said = Statement(who, label, context, hedged=True, interval=interval)
                        found.append((match.span(), said))
        for key in keys:
            fact = self.facts[key]
            for pattern in self._patterns(key):
                for match in pattern.finditer(text):
                    groups = match.groupdict()
                    who = candidates[int(groups["candidate"][1:-1])]
                    value = parse_value(fact, groups["value"])
                    context = _context_names(fact).get(groups.get("context") or "")
                    found.append((match.span(), Statement(who, fact.label, context, value)))
        return _in_order(found)

    def condition(self, line: str) -> tuple[Key, Condition]:
        """A brief's condition line as (label, required context) and a Condition."""
        for fact in self.facts.values():
            for context in fact.every_context or [None]:
                name = fact_name(fact.label, context)
                head = name[0].upper() + name[1:]
                if not line.startswith(head):
                    continue
                rest = line[len(head) :].removesuffix(".")
                condition = self._condition_tail(fact, name, rest)
                if condition is not None:
                    return (fact.label, context), condition
        raise ValueError(f"unreadable condition: {line!r}")

    def _condition_tail(self, fact: FactTemplate, name: str, rest: str) -> Condition | None:
        match = re.fullmatch(r" of (at least|more than|at most|less than) (.+)", rest)
        if match:
            value = parse_value(fact, match.group(2))
            return Condition(fact=name, op=_COMPARISONS[match.group(1)], value=value)
        match = re.fullmatch(r": the record (must|must not) say (.+)", rest)
        if not match:
            return None
        options = [parse_value(fact, v) for v in re.findall(r'"(.+?)"', match.group(2))]
        if match.group(1) == "must not":
            return Condition(fact=name, op="!=", value=options[0])
        if len(options) == 1:
            return Condition(fact=name, op="==", value=options[0])
        return Condition(fact=name, op="in", value=options)

    def note(self, line: str, candidates: tuple[str, ...]) -> tuple[Atom, Value]:
        """A shared note's line ("<candidate>, <fact name>: <value>.") as its atom and value.

        Raises:
            ValueError: the line names no candidate and fact of these formats.
        """
        for candidate in sorted(candidates, key=len, reverse=True):
            if not line.startswith(candidate + ", "):
                continue
            rest = line[len(candidate) + 2 :].removesuffix(".")
            for fact in self.facts.values():
                for context in fact.every_context or [None]:
                    head = fact_name(fact.label, context) + ": "
                    if rest.startswith(head):
                        value = parse_value(fact, rest[len(head) :])
                        return (fact.label, context, candidate), value
        raise ValueError(f"unreadable note: {line!r}")

    def rule(self, line: str) -> tuple[Rule, list[Key]]:
        """The brief's calculation rule (its operands named as the brief names them), and its
        operands as (label, context)."""
        for shape in self.rules:
            head = f"{render.rule_head(shape.label, shape.unit)} = "
            if line.startswith(head):
                operands = []
                for key in shape.operands:
                    fact = self.facts[key]
                    context = next(
                        (c for c in fact.every_context if f"{fact.label} ({c})" in line), None
                    )
                    operands.append((fact.label, context))
                return rule_over(shape, [fact_name(*o) for o in operands]), operands
        raise ValueError(f"unreadable rule: {line!r}")


def _in_order(found: list[tuple[tuple[int, int], Statement]]) -> list[Statement]:
    """The statements in the text's order, each once: a phrasing that ends another ("X lies
    outside the flood zone" in "Flood check: the area of X lies outside the flood zone") matches
    inside it, and says the same."""
    kept: list[tuple[tuple[int, int], Statement]] = []
    for (start, end), statement in sorted(found, key=lambda item: (item[0][0], -item[0][1])):
        inside = any(a <= start and end <= b and said == statement for (a, b), said in kept)
        if not inside:
            kept.append(((start, end), statement))
    return [statement for _, statement in kept]


_COMPARISONS = {words: op for op, words in render.COMPARISONS.items()}
"""A condition's comparison words ("at least") back to its operator."""

_PLAIN = "{candidate}: {label}: {value}."
_PLAIN_IN_CONTEXT = "{candidate}: {label} ({context}): {value}."
"""How a record without phrasings reads (``uncoenv.tasks.render``)."""

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
    return Vocabulary.of_template(template)


def _number(text: str | None) -> int | float | None:
    """A stated number ("15 km", "1,200 EUR") as a task value."""
    if text is None:
        return None
    digits = re.match(_NUMBER, text).group(0).replace(",", "")  # type: ignore[union-attr]
    return logic.to_number(Decimal(digits))


# -- reading an episode ------------------------------------------------------------------------


class Reading:
    """One episode's transcript read back, and the evidence it establishes.

    Args:
        brief: The first observation.
        formats: The record formats to read replies with (default: the shipped scenario the
            brief's background names).

    Raises:
        ValueError: the first observation is not a brief.
        UnknownScenario: no formats given, and the brief is from no shipped scenario.
    """

    def __init__(self, brief: str, formats: Vocabulary | None = None) -> None:
        self.text = BriefText.parse(brief)
        self.vocabulary = formats or Vocabulary.for_brief(self.text)
        rule, operands = self.vocabulary.rule(self.text.rule)
        self.brief = Brief(
            candidates=self.text.candidates,
            roles=self.text.roles,
            positive=self.text.positive,
            negative=self.text.negative,
            conditions=tuple(self.vocabulary.condition(line) for line in self.text.conditions),
            operands=tuple(operands),
            rule=rule,
            max_rounds=self.text.max_rounds,
            notes=tuple(self.vocabulary.note(n, self.text.candidates) for n in self.text.notes),
        )
        self.evidence = Evidence(self.brief)

    def statements(self, observation: str) -> dict[str, list[Statement]]:
        """What a round's replies state, by role id."""
        return {
            role: self.vocabulary.statements(text, self.brief.candidates, role)
            for role, text in replies(observation).items()
        }

    def absorb(self, observation: str) -> Evidence:
        """Take in a round's replies; the evidence so far."""
        for role, statements in self.statements(observation).items():
            self.evidence.absorb(role, statements)
        return self.evidence
