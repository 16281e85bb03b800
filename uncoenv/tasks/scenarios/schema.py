"""Scenario templates: the hand-written vocabulary the generator draws tasks from.

A template describes one kind of decision in one application domain: who decides, which
colleagues hold which records, how those records are phrased, and which calculations make
sense there. The generator (``uncoenv.tasks.generator``) picks roles, conditions, thresholds,
contexts and values from it; nothing here is random.

Phrasing slots used in ``FactTemplate.templates``:
    ``{candidate}`` the candidate's name; ``{value}`` the value with its unit (for a bool fact, one
    of ``words``); ``{context}`` the fact's context (required for context-scoped facts).
"""

from __future__ import annotations

from typing import Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, model_validator

from uncoenv.tasks import rule_constraints

Operation = Literal[
    "sum",
    "difference",
    "mean",
    "ratio",
    "product",
    "weighted_sum",
    "sum_minus_deduction",
    "piecewise",
]
OPERATIONS: tuple[Operation, ...] = get_args(Operation)

Domain = Literal[
    "public_safety",
    "healthcare",
    "energy_mining",
    "earth_ocean_space",
    "cultural_heritage",
    "events_sports_media",
    "maritime",
    "environment_water",
    "aviation_aerospace",
    "land_transport",
    "telecom_it",
    "manufacturing",
    "semiconductors",
    "agriculture_food",
]
DOMAINS: tuple[Domain, ...] = get_args(Domain)
DOMAIN_NAMES: dict[str, str] = {
    "public_safety": "Public safety & disaster response",
    "healthcare": "Healthcare & biomedicine",
    "energy_mining": "Energy, power & mining",
    "earth_ocean_space": "Earth, ocean & space sciences",
    "cultural_heritage": "Cultural heritage & archives",
    "events_sports_media": "Events, sports & media",
    "maritime": "Maritime transport & engineering",
    "environment_water": "Environment, water & recycling",
    "aviation_aerospace": "Aviation, aerospace & airports",
    "land_transport": "Land transport & civil infrastructure",
    "telecom_it": "Telecommunications & IT infrastructure",
    "manufacturing": "Manufacturing & process engineering",
    "semiconductors": "Semiconductors & electronics",
    "agriculture_food": "Agriculture, food & conservation",
}

Scalar = bool | int | float | str

Order = Literal["ascending", "descending"]
"""How a number fact's values run across its contexts, in the order ``contexts`` is written."""


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class FactTemplate(_Strict):
    """One kind of record a role keeps about every candidate.

    Attributes:
        key: Identifier, unique within the scenario (snake_case).
        label: Lower-case noun phrase naming the fact ("underground hardrock experience").
        kind: ``bool``, ``number`` or ``category``.
        unit: Unit of a number ("years", "AUD", "%"); None for bool and category facts.
        domain: The finite set of values the fact can take (ignored for bool: always both).
        templates: At least two record phrasings, each with ``{candidate}`` and ``{value}``.
        words: For bool facts, how the value reads: ``[when False, when True]``.
        contexts: Two or more contexts (periods, places, measurement definitions) when the fact
            is context-scoped; the record then holds the fact in two of them. The label names
            the fact in every context: it holds no relative word ("latest", "previous") nor a
            context of its own (see ``uncoenv.tasks.scenarios.consistency``).
        ordered: For a number fact with contexts whose values the domain orders (peak-hour
            latency is never below the daily average; a count to date never falls):
            "ascending" when a candidate's values never decrease in the order ``contexts`` is
            written, "descending" when they never increase. Ties are allowed. None (omitted):
            no order; values in different contexts are drawn independently.
        good: Which values a condition may require: "higher" or "lower" for numbers, the
            required truth value for bools, the acceptable values for categories. None: the
            fact is never a condition (a calculation operand or a distractor).
        aliases: Other names a requester may use for the fact: standard acronyms ("BAL" for
            "bushfire attack level"), short forms ("freeboard"), synonyms ("bed spaces").
            Reading knowledge only: the generator never copies them into a task, and the
            template-set digest leaves them out (``uncoenv.tasks.scenarios.label_aliases``).
            Each is stripped, non-empty, listed once and differs from the label; within a
            scenario none names another fact (see ``ScenarioTemplate``).
        cues: For a context-scoped fact, how a record names each context indirectly but
            unmistakably, in the order of ``contexts``: a date, a span or a definition
            ("twelve months to 31 December 2024" for "2024 reporting year") that a careful
            reader maps to that context and to no other. Each fits every template in place of
            ``{context}``. Used by the levels that turn ``indirect_contexts`` on
            (``uncoenv.tasks.difficulty``); empty: the fact always names its contexts.
        decoy_context: For a context-scoped fact whose contexts are not ordered, one more
            context of the same kind ("June 2025 survey" beside the July and August ones),
            held only at levels that turn ``decoy_contexts`` on: a third record a reply may
            state, and a third context a misaligned colleague may answer in. None: none.
        decoy_cue: The decoy's cue, as ``cues`` gives one per context; required when the
            fact has cues and a decoy.
        since: The template-set version in which a fact added to a released scenario first
            appears (a released set never changes: earlier sets draw the scenario without
            it); None: the scenario's own ``since``. Never a rule operand.
    """

    key: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    label: str = Field(min_length=3)
    kind: Literal["bool", "number", "category"]
    unit: str | None = None
    domain: list[Scalar] = Field(default_factory=list)
    templates: list[str] = Field(min_length=2)
    words: tuple[str, str] | None = None
    contexts: list[str] = Field(default_factory=list)
    ordered: Order | None = None
    good: Literal["higher", "lower"] | bool | list[str] | None = None
    aliases: list[str] = Field(default_factory=list)
    cues: list[str] = Field(default_factory=list)
    decoy_context: str | None = None
    decoy_cue: str | None = None
    since: int | None = Field(default=None, ge=2)

    @property
    def every_context(self) -> list[str]:
        """The contexts, then the decoy context if the fact has one."""
        return [*self.contexts, *filter(None, [self.decoy_context])]

    @property
    def every_cue(self) -> list[str]:
        """The cues, then the decoy's cue if the fact has one (one per ``every_context``)."""
        return [*self.cues, *filter(None, [self.decoy_cue])]

    @model_validator(mode="after")
    def _consistent(self) -> FactTemplate:
        problems = [*_alias_problems(self), *_decoy_problems(self), *_cue_problems(self)]
        for template in self.templates:
            for slot in ("{candidate}", "{value}"):
                if slot not in template:
                    problems.append(f"template {template!r} lacks {slot}")
            if self.contexts and "{context}" not in template:
                problems.append(f"template {template!r} of a context-scoped fact lacks {{context}}")
        if len(self.contexts) == 1:
            problems.append("contexts needs two or more entries (or none)")
        problems.extend(_order_problems(self))
        if self.kind == "bool":
            if self.words is None:
                problems.append("a bool fact needs words [when False, when True]")
            if self.good not in (None, True, False):
                problems.append("good of a bool fact is True, False or None")
        elif self.kind == "number":
            if len(self.domain) < 4 or not all(_is_number(v) for v in self.domain):
                problems.append("a number fact needs a domain of four or more numbers")
            if self.good not in (None, "higher", "lower"):
                problems.append("good of a number fact is 'higher', 'lower' or None")
        else:
            if len(self.domain) < 3 or not all(isinstance(v, str) for v in self.domain):
                problems.append("a category fact needs a domain of three or more strings")
            if self.good is not None and (
                not isinstance(self.good, list)
                or not self.good
                or not set(self.good) < set(self.domain)
            ):
                problems.append("good of a category fact is a non-empty proper subset of domain")
        if len(set(map(repr, self.domain))) != len(self.domain):
            problems.append("domain has repeated values")
        if problems:
            raise ValueError(f"fact {self.key!r}: " + "; ".join(problems))
        return self


def _order_problems(fact: FactTemplate) -> list[str]:
    """What is wrong with the ``ordered`` field: an order needs numbers in two or more contexts."""
    if fact.ordered is None:
        return []
    problems = []
    if fact.kind != "number":
        problems.append(f"ordered applies to number facts only, not to a {fact.kind} fact")
    if len(fact.contexts) < 2:
        problems.append("ordered needs two or more contexts to order")
    return problems


def _decoy_problems(fact: FactTemplate) -> list[str]:
    """What is wrong with ``decoy_context`` and ``decoy_cue``: a third context of an unordered
    context-scoped fact, its own, with a cue exactly when the other contexts have them."""
    decoy = fact.decoy_context
    if decoy is None:
        return ["decoy_cue without a decoy_context"] if fact.decoy_cue is not None else []
    problems = []
    if not fact.contexts:
        problems.append("decoy_context needs contexts: a fact without them has no decoy")
    if fact.ordered is not None:
        problems.append("decoy_context on an ordered fact: its place in the order is unknown")
    if not decoy.strip() or decoy != decoy.strip():
        problems.append(f"decoy_context {decoy!r} is empty or has leading or trailing spaces")
    if decoy.casefold() in {c.casefold() for c in fact.contexts}:
        problems.append(f"decoy_context {decoy!r} repeats a context")
    if bool(fact.cues) != (fact.decoy_cue is not None):
        problems.append("decoy_cue: give one exactly when the fact has cues")
    return problems


def _cue_problems(fact: FactTemplate) -> list[str]:
    """What is wrong with the ``cues`` field: one per context, each its own and none a label."""
    if not fact.cues:
        return []
    if len(fact.cues) != len(fact.contexts):
        return [f"cues: {len(fact.cues)} for {len(fact.contexts)} contexts; give one per context"]
    problems = []
    cues = fact.every_cue
    folded = [c.casefold() for c in cues]
    if len(set(folded)) != len(folded):
        problems.append("cues repeat")
    for cue in cues:
        if not cue.strip() or cue != cue.strip():
            problems.append(f"cue {cue!r} is empty or has leading or trailing spaces")
        named = [c for c in fact.every_context if c.casefold() in cue.casefold()]
        if named:
            problems.append(f"cue {cue!r} names the context {named[0]!r}: say it indirectly")
    return problems


def _alias_problems(fact: FactTemplate) -> list[str]:
    """What is wrong with the aliases of one fact, on their own."""
    problems = []
    seen: set[str] = set()
    for alias in fact.aliases:
        folded = alias.casefold()
        if not alias.strip():
            problems.append(f"alias {alias!r} is empty")
        elif alias != alias.strip():
            problems.append(f"alias {alias!r} has leading or trailing spaces")
        elif folded == fact.label.casefold():
            problems.append(f"alias {alias!r} repeats the label {fact.label!r}")
        elif folded in seen:
            problems.append(f"alias {alias!r} is listed twice")
        seen.add(folded)
    return problems


class RoleTemplate(_Strict):
    """A colleague's position: title, responsibilities and the records it keeps."""

    title: str
    responsibilities: str
    facts: list[FactTemplate] = Field(min_length=2)


class TierTemplate(_Strict):
    """One band of a progressive piecewise rule: ``rate`` applies up to ``up_to``.

    The last, open band has no bound: ``up_to`` is None (omitted in a scenario file).
    """

    up_to: int | float | None = None
    rate: int | float


class RuleTemplate(_Strict):
    """A calculation that makes sense in the scenario.

    Attributes:
        operation: One of the eight operations.
        label: Lower-case name of the result ("total relocation package").
        unit: Unit of the result.
        precision: Decimal places of the rounded result.
        operands: Keys of number facts, in formula order (held by two or more roles).
        weights: Positive dimensionless weights (weighted_sum only).
        subtract: How many trailing operands are subtracted (sum_minus_deduction only).
        tiers: Bands of the progressive rule on the operands' sum (piecewise only).
    """

    operation: Operation
    label: str
    unit: str
    precision: rule_constraints.Precision
    operands: list[str] = Field(min_length=2)
    weights: list[int | float] | None = None
    subtract: int = 0
    tiers: list[TierTemplate] | None = None


class ScenarioTemplate(_Strict):
    """A decision setting in one domain.

    Attributes:
        domain: One of the fourteen application domains.
        name: Identifier of the template (snake_case, unique overall).
        background: Two or three sentences: who decides what, and why the evidence is spread.
        question: The decision question, without the calculation ("Which site, if any, ...?").
        positive: Conclusion label when one candidate qualifies ("Appoint").
        negative: Conclusion label when none does ("Do not appoint").
        candidates: Six or more candidate names; three are drawn per task.
        roles: Seven or more roles; five to seven are drawn per task.
        reserve_roles: More colleagues, drawn only by levels that turn ``reserve_roles`` on
            (``uncoenv.tasks.difficulty``: more than eight colleagues a task). Each holds at
            least one record a condition may use; some hold near-duplicates of another role's
            labels (another measure under a name that shares most of its words), which a reader
            must tell apart. Never a rule operand.
        rules: Calculations; each operation the template supports appears at least once.
        since: The template-set version in which the scenario first appears (see
            ``uncoenv.tasks.scenarios.TEMPLATE_SETS``).
        counted_background: The background again, with ``{count}`` where it says how many
            candidates there are ("one of {count} suspect tools"), for levels that draw more
            than three: required when the background says it (a test looks for "three").
            None: the background names no count.

    Within a scenario, a fact's alias never names another fact: it equals neither another
    fact's label nor one of its aliases (ignoring case), unless both facts carry the same label
    (then they are one topic).
    """

    domain: Domain
    name: str = Field(pattern=r"^[a-z][a-z0-9_]*$")
    background: str
    question: str
    positive: str
    negative: str
    candidates: list[str] = Field(min_length=6)
    roles: list[RoleTemplate] = Field(min_length=7)
    rules: list[RuleTemplate] = Field(min_length=1)
    since: int = Field(default=1, ge=1)
    reserve_roles: list[RoleTemplate] = Field(default_factory=list)
    counted_background: str | None = None

    @property
    def every_role(self) -> list[RoleTemplate]:
        """The roles, then the reserve roles."""
        return [*self.roles, *self.reserve_roles]

    def as_of(self, version: int) -> ScenarioTemplate:
        """The scenario as template set ``version`` holds it: without the facts added after
        that set (``FactTemplate.since``); the scenario itself when it has none. Unvalidated:
        a removed fact is never an operand, and its role keeps the facts it was released with."""
        later = [f for r in self.every_role for f in r.facts if (f.since or 0) > version]
        if not later:
            return self

        def kept(roles: list[RoleTemplate]) -> list[RoleTemplate]:
            return [
                r.model_copy(update={"facts": [f for f in r.facts if f not in later]})
                for r in roles
            ]

        return self.model_copy(
            update={"roles": kept(self.roles), "reserve_roles": kept(self.reserve_roles)}
        )

    def with_reserve(self) -> ScenarioTemplate:
        """The scenario with its reserve roles among its roles (what a level with more
        colleagues draws from). Unvalidated: this scenario was, reserve roles included."""
        return self.model_copy(update={"roles": self.every_role, "reserve_roles": []})

    @model_validator(mode="after")
    def _consistent(self) -> ScenarioTemplate:
        every = self.every_role
        facts = {f.key: (role.title, f) for role in every for f in role.facts}
        problems = []
        if len(facts) != sum(len(role.facts) for role in every):
            problems.append("fact keys repeat across roles")
        if len({role.title for role in every}) != len(every):
            problems.append("role titles repeat")
        main = {f.key: facts[f.key] for role in self.roles for f in role.facts}
        for rule in self.rules:
            problems.extend(_rule_problems(rule, main))
        problems.extend(_alias_clashes([f for _, f in facts.values()]))
        problems.extend(
            f"reserve role {role.title!r} holds no record a condition may use"
            for role in self.reserve_roles
            if all(f.good is None for f in role.facts)
        )
        condition_roles = {t for t, f in main.values() if f.good is not None}
        if len(condition_roles) < 5:
            problems.append("fewer than five roles hold condition facts")
        scoped = {t for t, f in facts.values() if f.contexts and f.good is not None}
        if len(scoped) < 2:
            # Every task lists two or more context-scoped conditions, so that the context alone
            # never points at the one a Misaligned colleague gets wrong.
            problems.append("context-scoped condition facts in fewer than two roles")
        problems.extend(_counted_background_problems(self))
        problems.extend(_added_fact_problems(self))
        if problems:
            raise ValueError(f"scenario {self.name!r}: " + "; ".join(problems))
        return self

    def background_for(self, candidates: int) -> str:
        """The background of a task with this many candidates (3-6)."""
        if self.counted_background is None:
            return self.background
        return self.counted_background.replace(COUNT, COUNT_WORDS[candidates])


COUNT = "{count}"
COUNT_WORDS = {3: "three", 4: "four", 5: "five", 6: "six"}
"""How a background says the number of candidates a level draws."""


def _counted_background_problems(scenario: ScenarioTemplate) -> list[str]:
    """``counted_background`` holds ``{count}`` once and, with three, is the background."""
    counted = scenario.counted_background
    if counted is None:
        return []
    if counted.count(COUNT) != 1:
        return [f"counted_background: say {COUNT} once, where the background says three"]
    if counted.replace(COUNT, COUNT_WORDS[3]) != scenario.background:
        return [
            "counted_background: with {count} as three it must be the background, word for word"
        ]
    return []


def _added_fact_problems(scenario: ScenarioTemplate) -> list[str]:
    """A fact added later (``since``) comes after its scenario and is no rule operand: an
    earlier set's rules must hold without it."""
    operands = {key for rule in scenario.rules for key in rule.operands}
    problems = []
    for role in scenario.every_role:
        for fact in role.facts:
            if fact.since is None:
                continue
            if fact.since <= scenario.since:
                problems.append(
                    f"fact {fact.key!r}: since {fact.since} is not after the scenario's "
                    f"({scenario.since}); omit it"
                )
            if fact.key in operands:
                problems.append(f"fact {fact.key!r}: added in set {fact.since}, so no operand")
    return problems


def _alias_clashes(facts: list[FactTemplate]) -> list[str]:
    """Aliases that name another fact of the scenario (a label or an alias of it)."""
    problems = []
    for i, fact in enumerate(facts):
        for other in facts[i + 1 :]:
            if other.label == fact.label:
                continue  # one topic: its aliases may repeat
            for one, two in ((fact, other), (other, fact)):
                for alias in one.aliases:
                    if alias.casefold() == two.label.casefold():
                        problems.append(
                            f"fact {one.key!r}: alias {alias!r} is the label of fact {two.key!r}"
                        )
            shared = {a.casefold() for a in fact.aliases} & {a.casefold() for a in other.aliases}
            for alias in (a for a in fact.aliases if a.casefold() in shared):
                problems.append(
                    f"fact {fact.key!r}: alias {alias!r} is also an alias of fact {other.key!r}"
                )
    return problems


def _rule_problems(rule: RuleTemplate, facts: dict[str, tuple[str, FactTemplate]]) -> list[str]:
    where = f"rule {rule.operation} ({rule.label})"
    missing = [key for key in rule.operands if key not in facts]
    if missing:
        return [f"{where}: unknown operands {missing}"]
    roles, operands = zip(*(facts[key] for key in rule.operands), strict=True)
    return [f"{where}: {m}" for m in rule_constraints.rule_problems(rule, operands, roles)]


def _is_number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)
