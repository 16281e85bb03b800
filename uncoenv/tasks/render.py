"""How a task reads in English: values, record sentences, conditions and the rule.

Pure functions of the task (and, where a phrasing is chosen, of an explicit index), shared by the
generator's records, the task brief and the colleagues' replies. The brief lives here, not with the
environments, so that ``uncoenv.tasks.checks`` can check it fits an observation.
"""

from __future__ import annotations

import functools
import string
import textwrap
from collections.abc import Callable, Sequence

from uncoenv.action_schema import action_lines
from uncoenv.tasks.logic import to_decimal
from uncoenv.tasks.models import Condition, Fact, Note, Task, Value

_GLUED_UNITS = ("%",)


@functools.lru_cache(maxsize=65_536, typed=True)  # a task's values repeat across sentences
def format_number(value: int | float, unit: str | None = None) -> str:
    """A number as a record writes it: thousands separators, the unit after it ("45,000 AUD")."""
    decimal = to_decimal(value)
    text = f"{decimal:,f}" if decimal != decimal.to_integral_value() else f"{int(decimal):,}"
    if not unit:
        return text
    if decimal == 1:
        unit = singular(unit)
    glued = unit in _GLUED_UNITS or unit.startswith("/")
    return f"{text}{unit}" if glued else f"{text} {unit}"


def singular(unit: str) -> str:
    """The unit for a count of one: "1 incident", "1 spill kit", "1 delivery"; abbreviations and
    words that are not plain plurals ("Gbps", "PAs", "class") stay as they are."""
    head, _, last = unit.rpartition(" ")
    if len(last) <= 3 or not last.isalpha() or not last.islower() or not last.endswith("s"):
        return unit
    if last.endswith("ss"):
        return unit
    if last.endswith("ies"):
        word = last[:-3] + "y"
    elif last.endswith(("ches", "shes", "xes", "sses")):
        word = last[:-2]
    else:
        word = last[:-1]
    return f"{head} {word}" if head else word


def format_value(fact: Fact, value: Value) -> str:
    """A value of the fact as it reads in a record."""
    if fact.kind == "bool":
        words = fact.words or ("no", "yes")
        return words[bool(value)]
    if fact.kind == "number":
        return format_number(value, fact.unit)  # type: ignore[arg-type]
    return str(value)


def fact_sentence(fact: Fact, candidate: str, phrasing: int = 0, value: Value | None = None) -> str:
    """One record sentence: the candidate's value of the fact, in phrasing number ``phrasing``.

    Args:
        fact: The fact.
        candidate: Whose value.
        phrasing: Which of the fact's templates (taken modulo their number).
        value: Another value to state in place of the candidate's own.
    """
    templates = fact.templates or [None]
    text = format_value(fact, fact.values[candidate] if value is None else value)
    return _sentence(fact, candidate, text, templates[phrasing % len(templates)])


def fact_sentences(fact: Fact, candidate: str, value: Value | None = None) -> list[str]:
    """The record sentence in each of the fact's phrasings (one when it has no templates)."""
    text = format_value(fact, fact.values[candidate] if value is None else value)
    return [_sentence(fact, candidate, text, t) for t in fact.templates or [None]]


UNSCOPED = ("{candidate}: {label}: {value}.", "The {label} for {candidate}: {value}.")
"""How a record of a context-scoped fact reads without its context (a level with unstated
contexts, when the request named it): the label alone, so no phrasing names a date."""


def unscoped_sentences(fact: Fact, candidate: str, value: Value | None = None) -> list[str]:
    """The record sentence in each ``UNSCOPED`` phrasing: the value under the bare label."""
    text = format_value(fact, fact.values[candidate] if value is None else value)
    return [p.format(candidate=candidate, label=fact.label, value=text) for p in UNSCOPED]


def _sentence(fact: Fact, candidate: str, text: str, template: str | None) -> str:
    """The sentence stating ``text`` (the value as written) in ``template``, or plainly."""
    if template is None:
        return f"{candidate}: {record_name(fact)}: {text}."
    plain = _candidate_then_value(template)
    if plain is not None:
        return plain % (candidate, text)
    if candidate.endswith("s"):  # "Shannon Turbine Works' material cost", not "Works's"
        template = template.replace("{candidate}'s", "{candidate}'")
    return template.format(candidate=candidate, value=text, context=record_context(fact) or "")


@functools.lru_cache(maxsize=8192)  # the scenarios hold some 1,700 phrasings
def _candidate_then_value(template: str) -> str | None:
    """The template as a ``%`` format of (candidate, value) when it names exactly those, in
    that order, plainly (four phrasings in five): faster to fill than ``str.format``. None
    for any other template (a context, another order, a possessive, a format spec)."""
    if "{candidate}'s" in template:
        return None
    try:
        parsed = list(string.Formatter().parse(template))
    except ValueError:
        return None
    names = [(name, spec, conversion) for _, name, spec, conversion in parsed if name is not None]
    if names != [("candidate", "", None), ("value", "", None)]:
        return None
    return "".join(
        literal.replace("%", "%%") + ("%s" if name is not None else "")
        for literal, name, _, _ in parsed
    )


COMPARISONS = {">=": "at least", ">": "more than", "<=": "at most", "<": "less than"}


def condition_text(fact: Fact, condition: Condition) -> str:
    """The condition in words, naming its required context ("... of at least 12 years")."""
    label = fact_name(fact)
    target = condition.value
    if condition.op in COMPARISONS:
        return f"{label} of {COMPARISONS[condition.op]} {format_value(fact, target)}"
    if condition.op == "in":
        options = [f'"{format_value(fact, v)}"' for v in target]  # type: ignore[union-attr]
        return f"{label}: the record must say {_either(options)}"
    shown = format_value(fact, target)  # type: ignore[arg-type]
    verb = "must" if condition.op == "==" else "must not"
    return f'{label}: the record {verb} say "{shown}"'


def _either(options: list[str]) -> str:
    return options[0] if len(options) == 1 else ", ".join(options[:-1]) + " or " + options[-1]


_JOINERS = {
    "sum": " + ",
    "mean": " + ",
    "product": " × ",
    "difference": " − ",
    "ratio": " ÷ ",
}


def rule_text(task: Task) -> str:
    """The calculation rule as a formula over the operands' labels, with its rounding."""
    rule = task.rule
    names = [fact_name(task.fact(o)) for o in rule.operands]
    if rule.operation in _JOINERS:
        formula = _JOINERS[rule.operation].join(names)
        if rule.operation == "mean":
            formula = f"({formula}) ÷ {len(names)}"
    elif rule.operation == "weighted_sum":
        weights = rule.weights or []
        formula = " + ".join(
            f"{format_number(w)} × {n}" for w, n in zip(weights, names, strict=True)
        )
    elif rule.operation == "sum_minus_deduction":
        kept = len(names) - rule.subtract
        formula = " + ".join(names[:kept]) + " − " + " − ".join(names[kept:])
    else:
        formula = _piecewise_text(task, names)
    head = rule_head(rule.label, rule.unit)
    rounding = f"only the final result is rounded to {rule.precision} decimal places (ties to even)"
    return f"{head} = {formula}; {rounding}."


def rule_head(label: str, unit: str) -> str:
    """The rule as the brief heads it: its label capitalised ("result" when it has none), and
    its unit."""
    title = label or "result"
    return f"{title[0].upper()}{title[1:]} ({unit})"


def fact_name(fact: Fact) -> str:
    """The fact as the brief names it: its label, and its context if it has one."""
    return fact.label + (f" ({fact.context})" if fact.context else "")


def record_name(fact: Fact) -> str:
    """The fact as its records and colleagues name it: as the brief does, but with the context's
    cue at a level with indirect contexts."""
    return fact.label + (f" ({where})" if (where := record_context(fact)) else "")


def record_context(fact: Fact) -> str | None:
    """The context as the fact's records name it: its cue, else the context itself."""
    return fact.cue or fact.context


def _piecewise_text(task: Task, names: list[str]) -> str:
    rule = task.rule
    unit = task.fact(rule.operands[0]).unit
    bands, lower = [], None
    for tier in rule.tiers or []:
        rate = format_number(tier.rate)
        if tier.up_to is None:
            bands.append(f"{rate} × the part above {format_number(lower or 0, unit)}")
        elif lower is None:
            bands.append(f"{rate} × the part up to {format_number(tier.up_to, unit)}")
        else:
            span = f"{format_number(lower, unit)} and {format_number(tier.up_to, unit)}"
            bands.append(f"{rate} × the part between {span}")
        lower = tier.up_to
    return f"progressive rates on the base B = {' + '.join(names)}: " + "; ".join(bands)


def record_text(task: Task, role_id: str, phrasing: Callable[[str, str], int]) -> str:
    """A role's private record: one paragraph per candidate, every fact it holds.

    Args:
        task: The task.
        role_id: Whose record.
        phrasing: Picks the phrasing index for (fact id, candidate).
    """
    facts = [(f, f.values, f.templates or [None]) for f in task.facts if f.role == role_id]
    # ``fact_sentence``'s steps, with each fact's parts read once: a task has some 60 sentences.
    paragraphs = [
        " ".join(
            [
                _sentence(
                    f, c, format_value(f, values[c]), templates[phrasing(f.id, c) % len(templates)]
                )
                for f, values, templates in facts
            ]
        )
        for c in task.candidates
    ]
    return "\n".join(paragraphs)


# Written from the action models (``uncoenv.action_schema``, which sits below the tasks), so the
# brief lists the fields the parser reads; the LLM's system prompt lists the same lines.
_ACTIONS = "\n".join(["Act with one JSON object per round:", *(f"  {a}" for a in action_lines())])

_RULES = (
    "A query sends your message(s) now; replies arrive in the next observation, each attributed "
    "to its colleague. Roles can be named by id or title. Wait sends nothing. {silence} An "
    "invalid action, or an invalid part of a query, uses up the round; the valid parts of a "
    "query are still sent."
)

SILENCE = (
    "A colleague who has not answered a message will not answer it later: write again to "
    "hear from them."
)
"""What the brief says of a colleague who does not answer, by default (the paper's Missed
setting: the first request goes unanswered, and only a new message is answered)."""


def late_replies(rounds: int) -> str:
    """What the brief says instead when a missed reply arrives ``rounds`` rounds late."""
    unit = "round" if rounds == 1 else "rounds"
    return (
        f"A colleague who has not answered a first message answers it {rounds} {unit} after it "
        "was sent: wait for it, or write again."
    )


@functools.cache
def action_format(late: int | None = None) -> str:
    """How to act, as the brief ends: the actions, then what each does (``late``: the rounds
    after which a missed reply arrives anyway; None: never). Cached: every generated draft's
    brief is measured (``checks``), and the text depends on ``late`` alone."""
    silence = SILENCE if late is None else late_replies(late)
    return f"{_ACTIONS}\n{textwrap.fill(_RULES.format(silence=silence), 96)}"


ACTION_FORMAT = action_format()
"""The brief's action format with the default colleagues (a missed reply never arrives)."""


ORACLE_HEADING = "Every colleague's records, in full (you need not ask anyone):"


def records_text(task: Task) -> str:
    """The oracle's section: every role's private records, as its first phrasings state
    them (the full-information control of seed 001 and seed 003)."""
    lines = [ORACLE_HEADING]
    for role in task.roles:
        lines += [f"- {role.id} ({role.title}):", record_text(task, role.id, lambda f, c: 0)]
    return "\n".join(lines)


NOTES_HEADING = "Shared notes (the team's working file, which every colleague sees):"


def notes_text(task: Task, notes: Sequence[Note]) -> str:
    """The brief's shared notes section: one line per note, as the working file gives it."""
    lines = [NOTES_HEADING]
    for note in notes:
        fact = task.fact(note.fact)
        lines.append(f"- {note.candidate}, {fact_name(fact)}: {format_value(fact, note.value)}.")
    return "\n".join(lines)


def brief(
    task: Task,
    max_rounds: int,
    late: int | None = None,
    notes: Sequence[Note] = (),
    oracle: bool = False,
) -> str:
    """The first observation: background, question, candidates, conditions, rule, colleagues,
    the shared notes (when given: the notes settings), every colleague's records (``oracle``:
    the full-information control) and the action format (before
    ``uncoenv.tasks.text.sanitize``; ``late`` as in ``action_format``)."""
    facts = {f.id: f for f in task.facts}
    conditions = "\n".join(
        f"{i}. {_capitalized(condition_text(facts[c.fact], c))}."
        for i, c in enumerate(task.conditions, start=1)
    )
    roles = "\n".join(f"- {r.id}: {r.title}. {r.responsibilities}".rstrip() for r in task.roles)
    labels = task.labels
    return f"""\
{task.background}

Question: {task.question}

Candidates: {"; ".join(task.candidates)}.

Eligibility conditions (a candidate must satisfy all {len(task.conditions)}):
{conditions}

Calculation rule: {rule_text(task)}

Conclusions: "{labels.positive}" (give the eligible candidate and the numeric result) or \
"{labels.negative}" (candidate and numeric_result null).

Colleagues (each holds private records on every candidate):
{roles}

{notes_text(task, notes) + chr(10) + chr(10) if notes else ""}\
{records_text(task) + chr(10) + chr(10) if oracle else ""}{action_format(late)}
You have {max_rounds} rounds; finalizing takes one."""


def _capitalized(text: str) -> str:
    return text[0].upper() + text[1:]
