"""Executable checks every benchmark task passes: ``verify(task)`` lists what a task violates.

Checks, by name (the names count rejections in ``uncoenv generate``):

- ``schema``: the task does not load into the models (bad reference, value outside its domain…).
- ``structure``: counts and shapes of the levels (3–6 candidates, 5–8 roles each holding facts
  about every candidate, 5–9 conditions over 4+ roles, rule operands from 2+ roles, a valid rule).
- ``presentation``: the environment can show the task and tell its names apart: candidates and
  labels distinct apart from case and accents, every role id and title naming one role, text in
  the observations' character set, no line breaks or control characters in names, and a brief
  that fits one observation.
- ``answer``: the gold answer is what the complete evidence gives.
- ``uniqueness``: at most one candidate qualifies (the paper's A.2.1).
- ``necessity``: hiding any necessary role's decision-relevant facts leaves the answer
  undetermined, |O_r| + 1[a_r] > 1 (A.2.2); operand-only roles only when a candidate qualifies.
- ``misaligned``, ``incomplete``, ``missed``, ``mixed``: each setting's faults are on necessary
  roles, and each really changes or undetermines the answer.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from uncoenv.tasks import logic, notes, render, rule_constraints
from uncoenv.tasks.difficulty import MAX_CONDITIONS, MAX_ROLES
from uncoenv.tasks.faults import (
    MISLEADING_ROLES,
    NOTE_SETTINGS,
    SETTING_PLANS,
    Fault,
    kind_of,
)
from uncoenv.tasks.faults.misstated import changes_answer
from uncoenv.tasks.models import Task
from uncoenv.tasks.text import MAX_OBSERVATION, folded, showable, slug, unshowable

CHECKS: tuple[str, ...] = (
    "schema",
    "structure",
    "presentation",
    "answer",
    "uniqueness",
    "necessity",
    "notes",
    *(setting for setting, plan in SETTING_PLANS.items() if plan.kinds),
)


@dataclass(frozen=True)
class Violation:
    """A broken rule: which check, and a message naming the field and the rule."""

    check: str
    message: str

    def __str__(self) -> str:
        return f"{self.check}: {self.message}"


def load(task: Task | Mapping[str, Any] | str) -> Task:
    """A task from a model, a dict or JSON text.

    Raises:
        pydantic.ValidationError: naming each malformed field.
    """
    if isinstance(task, Task):
        return task
    if isinstance(task, str):
        return Task.model_validate_json(task)
    return Task.model_validate(task)


def verify(task: Task | Mapping[str, Any] | str) -> list[Violation]:
    """Every benchmark rule the task breaks; an empty list when it is valid.

    Args:
        task: A ``Task``, or its dict or JSON form (a hand-written task, say).

    Returns:
        The violations, in check order. A task that does not load gives ``schema`` violations
        only; one with a structural fault stops there too, since later checks assume the shape.
    """
    try:
        loaded = load(task)
    except ValidationError as error:
        return [Violation("schema", _describe(e)) for e in error.errors()]
    found = structure_problems(loaded)
    if found:
        return [Violation("structure", m) for m in found]
    found = presentation_problems(loaded)
    if found:  # A task the environment would show or read wrongly is not worth proving.
        return [Violation("presentation", m) for m in found]
    decision = logic.Decision(loaded)
    if decision.outcomes().ambiguous:
        names = ", ".join(logic.eligible(loaded))
        return [Violation("uniqueness", f"answer: candidates {names} all satisfy every condition")]
    violations = [Violation("answer", m) for m in answer_problems(decision)]
    violations += [Violation("necessity", m) for m in necessity_problems(decision)]
    # Mixed repeats the paper settings' faults, MisleadingBoth the other notes settings'.
    checked: dict[Fault, list[str]] = {}
    for setting, plan in SETTING_PLANS.items():
        if plan.kinds and (loaded.notes or not plan.notes):  # notes settings need notes
            found = fault_problems(decision, setting, checked)
            violations += [Violation(setting, m) for m in found]
    if loaded.notes:
        violations += [Violation("notes", m) for m in notes_problems(decision)]
    return violations


def _describe(error: Mapping[str, Any]) -> str:
    where = ".".join(str(part) for part in error["loc"]) or "task"
    return f"{where}: {error['msg']}"


def structure_problems(task: Task) -> list[str]:
    """Shape rules of the benchmark that the models alone do not enforce."""
    problems = []
    if not 5 <= len(task.roles) <= MAX_ROLES:
        problems.append(f"roles: {len(task.roles)} roles; the levels use 5 to {MAX_ROLES}")
    holders = {f.role for f in task.facts}
    for role in task.roles:
        if role.id not in holders:
            problems.append(f"roles[{role.id}]: holds no facts; every role holds records")
    if not 5 <= len(task.conditions) <= MAX_CONDITIONS:
        problems.append(
            f"conditions: {len(task.conditions)} conditions; the levels use 5 to {MAX_CONDITIONS}"
        )
    facts = {f.id: f for f in task.facts}
    condition_roles = {facts[c.fact].role for c in task.conditions}
    if len(condition_roles) < 4:
        problems.append(f"conditions: over {len(condition_roles)} roles; at least 4 are needed")
    problems.extend(rule_problems(task))
    return problems


BRIEF_ROUNDS = 1_000_000
"""The round budget the brief is measured with. The environment sets no upper bound, but the
brief's length grows only with the budget's digits, and no episode runs a million rounds."""

_NAMES_RULE = "candidate names and conclusion labels must differ apart from case and accents"
_ROLES_RULE = "every role id and title must name exactly one role"


def presentation_problems(task: Task) -> list[str]:
    """What the environment would show or read wrongly.

    Names it cannot tell apart (the environment compares answers case-folded and resolves roles
    by id, title or their slugs), text outside the observations' character set (shown as "?"),
    line breaks or control characters in names (which could forge a reply block), and a brief
    too long for one observation (cut before the colleague directory and the action format).
    """
    problems = _name_problems(task) + _role_problems(task) + _text_problems(task)
    if not problems:  # Only text that is shown as written has a meaningful length.
        problems = _brief_problems(task)
    return problems


def _name_problems(task: Task) -> list[str]:
    names = [*task.candidates, task.labels.positive, task.labels.negative]
    problems, seen = [], {}
    for i, name in enumerate(names):
        first = seen.setdefault(folded(name), i)
        if first != i:
            fields = [f"candidates[{j}]" for j in range(len(task.candidates))]
            fields += ["labels.positive", "labels.negative"]
            problems.append(
                f"{fields[i]}: {name!r} equals {fields[first]} {names[first]!r}; {_NAMES_RULE}"
            )
    return problems


def _role_problems(task: Task) -> list[str]:
    return list(_role_spelling_problems(tuple((role.id, role.title) for role in task.roles)))


@functools.lru_cache(maxsize=4096)
def _role_spelling_problems(roles: tuple[tuple[str, str], ...]) -> tuple[str, ...]:
    """Spellings that name two roles: the environment looks a role up by its id, its title and
    the title's slug (or the slug of what the agent wrote), and a later role would win.

    Cached by (id, title) pairs: drafts of one scenario share their roles.
    """
    problems, titles, owners = [], {}, {}
    for role_id, title in roles:
        first = titles.setdefault(folded(title), role_id)
        if first != role_id:
            problems.append(
                f"roles[{role_id}].title: {title!r} equals role {first!r}'s title apart from "
                f"case and accents; {_ROLES_RULE}"
            )
            continue
        for field, written, spelling in (
            ("id", role_id, role_id),
            ("title", title, title),
            ("title", title, slug(title)),
        ):
            owner = owners.setdefault(spelling, role_id)
            if owner != role_id:
                problems.append(
                    f"roles[{role_id}].{field}: {written!r} reads as {spelling!r}, which names "
                    f"role {owner!r}; {_ROLES_RULE}"
                )
                break
    return tuple(problems)


def _shown_text(task: Task) -> Iterator[tuple[tuple, str, str]]:
    """Every text an agent may read: (where, text, kind), where kind is "answer" for names an
    answer must repeat, "line" for the other one-line names, and "text" for the rest.

    ``where`` is (field, indices...), named by ``_field``: most tasks have no problem to name, and
    writing some hundred field names cost more than checking the text."""
    yield ("background", ""), task.background, "text"
    yield ("question", ""), task.question, "text"
    for i, name in enumerate(task.candidates):
        yield ("candidates[{}]", str(i)), name, "answer"
    yield ("labels.positive", ""), task.labels.positive, "answer"
    yield ("labels.negative", ""), task.labels.negative, "answer"
    for role in task.roles:
        yield ("roles[{}].id", role.id), role.id, "line"
        yield ("roles[{}].title", role.id), role.title, "line"
        yield ("roles[{}].responsibilities", role.id), role.responsibilities, "text"
    for fact in task.facts:
        yield ("facts[{}].label", fact.id), fact.label, "line"
        if fact.context is not None:
            yield ("facts[{}].context", fact.id), fact.context, "line"
        if fact.cue is not None:
            yield ("facts[{}].cue", fact.id), fact.cue, "line"
        if fact.unit is not None:
            yield ("facts[{}].unit", fact.id), fact.unit, "text"
        if fact.kind == "category":
            yield ("facts[{}].domain", fact.id), " ".join(map(str, fact.domain)), "text"
        for i, template in enumerate(fact.templates):
            yield ("facts[{}].templates[{}]", fact.id, i), template, "text"
        if fact.words is not None:
            yield ("facts[{}].words", fact.id), " ".join(fact.words), "text"
    yield ("rule.unit", ""), task.rule.unit, "text"
    yield ("rule.label", ""), task.rule.label, "text"


def _field(where: tuple) -> str:
    """A field's name from ``_shown_text``'s (field, indices...): "facts[fee__2025].label"."""
    return where[0].format(*where[1:])


def _text_problems(task: Task) -> list[str]:
    if _plainly_shown(*_shown_by_kind(task)):
        return []
    found = (_text_problem(_field(where), text, kind) for where, text, kind in _shown_text(task))
    return [problem for problem in found if problem]


def _shown_by_kind(task: Task) -> tuple[list[str], list[str], list[str]]:
    """The texts of ``_shown_text`` by kind ("answer", "line", "text"), in another order and
    without naming their fields: the generator verifies every draft, and most have no problem
    to name (a test checks that both give the same texts)."""
    labels, roles, facts, rule = task.labels, task.roles, task.facts, task.rule
    answers = [*task.candidates, labels.positive, labels.negative]
    lines = [r.id for r in roles] + [r.title for r in roles] + [f.label for f in facts]
    lines += [f.context for f in facts if f.context is not None]
    lines += [f.cue for f in facts if f.cue is not None]
    texts = [task.background, task.question, rule.unit, rule.label]
    texts += [r.responsibilities for r in roles]
    texts += [f.unit for f in facts if f.unit is not None]
    texts += [" ".join(map(str, f.domain)) for f in facts if f.kind == "category"]
    texts += [t for f in facts for t in f.templates]
    texts += [" ".join(f.words) for f in facts if f.words is not None]
    return answers, lines, texts


def _plainly_shown(answers: list[str], lines: list[str], texts: list[str]) -> bool:
    """Whether ``_text_problem`` finds nothing in any of these texts, checked at once."""
    if any(text != text.strip() for text in answers):
        return False
    names = "".join(answers) + "".join(lines)
    if "\t" in names or "\n" in names:  # other control characters are outside the set
        return False
    return showable(names + "".join(texts))


def _text_problem(where: str, text: str, kind: str) -> str | None:
    if kind != "text" and not text.isprintable():
        return (
            f"{where}: {_clip(text)} holds a line break or control character; names, "
            "titles, labels and contexts must be one line of printable text"
        )
    if kind == "answer" and text != text.strip():
        return (
            f"{where}: {_clip(text)} starts or ends with spaces; the environment strips "
            "them from an answer, so it could never match"
        )
    bad = unshowable(text)
    if bad:
        return (
            f"{where}: {_clip(text)} holds {bad!r}, outside the observations' character set "
            "(uncoenv.tasks.text.CHARSET); agents would read '?'"
        )
    return None


def _brief_problems(task: Task) -> list[str]:
    try:
        length = len(render.brief(task, BRIEF_ROUNDS))
    except ValueError as error:  # an integer too long to write out, say
        return [f"task: the brief cannot be written: {error}"]
    if length <= MAX_OBSERVATION:
        return []
    where, text, _ = max(_shown_text(task), key=lambda item: len(item[1]))
    return [
        f"{_field(where)}: the brief would be {length:,} characters, over the "
        f"{MAX_OBSERVATION:,} of one observation, and be cut before the colleague directory and "
        f"the action format (this field is the longest, {len(text):,} characters)"
    ]


def _clip(text: str, limit: int = 60) -> str:
    shown = repr(text)
    return shown if len(shown) <= limit else shown[: limit - 3] + "..."


def rule_problems(task: Task) -> list[str]:
    """The paper's Table 3 constraints on the numerical rule (``rule_constraints``)."""
    operands = [task.fact(o) for o in task.rule.operands]
    found = rule_constraints.rule_problems(task.rule, operands, [f.role for f in operands])
    return [f"rule.{problem}" for problem in found]


def answer_problems(decision: logic.Decision) -> list[str]:
    """Whether the gold answer is the one the complete evidence gives."""
    task = decision.task
    ((candidate, result),) = decision.outcomes().possible
    expected_label = task.labels.negative if candidate is None else task.labels.positive
    problems = []
    if task.answer.conclusion != expected_label:
        problems.append(
            f"answer.conclusion: is {task.answer.conclusion!r}, the evidence gives "
            f"{expected_label!r}"
        )
    if task.answer.candidate != candidate:
        problems.append(
            f"answer.candidate: is {task.answer.candidate!r}, the evidence gives {candidate!r}"
        )
    given = task.answer.numeric_result
    if (None if given is None else logic.to_decimal(given)) != result:
        shown = None if result is None else logic.to_number(result)
        problems.append(f"answer.numeric_result: is {given!r}, the rule gives {shown!r}")
    return problems


def role_is_indispensable(decision: logic.Decision, role_id: str) -> bool:
    """Whether hiding the role's decision-relevant facts leaves the answer undetermined."""
    return not decision.determined_without(logic.relevant_facts(decision.task, role_id))


def is_operand_only(task: Task, role_id: str) -> bool:
    """Whether the role's decision-relevant facts are all rule operands."""
    conditioned = {c.fact for c in task.conditions}
    relevant = logic.relevant_facts(task, role_id)
    return bool(relevant) and not conditioned.intersection(relevant)


def necessity_problems(decision: logic.Decision) -> list[str]:
    """Role necessity (A.2.2) for every role marked necessary."""
    task = decision.task
    positive = task.answer.candidate is not None
    problems = []
    for role in task.roles:
        if not role.necessary:
            continue
        if not logic.relevant_facts(task, role.id):
            problems.append(
                f"roles[{role.id}].necessary: the role holds no decision-relevant "
                "facts, so it cannot be necessary"
            )
        elif not positive and is_operand_only(task, role.id):
            continue  # Operand-only roles are checked only when a candidate qualifies.
        elif not role_is_indispensable(decision, role.id):
            problems.append(
                f"roles[{role.id}].necessary: the answer is still determined without "
                "this role's evidence"
            )
    return problems


def fault_problems(
    decision: logic.Decision, setting: str, checked: dict[Fault, list[str]] | None = None
) -> list[str]:
    """Whether a setting's fault plan is the right shape and each fault really bites.

    Args:
        decision: The task's decision problem.
        setting: Which fault plan.
        checked: Problems of the task's single faults already checked, by fault (a fault is
            frozen, and its problems depend on it and the task alone: Mixed holds the faults
            of the other paper settings, MisleadingBoth those of the other notes settings);
            filled as faults are checked.
    """
    task = decision.task
    faults = task.faults.of(setting)
    where = f"faults.{setting}"
    kinds, wanted = sorted(f.kind for f in faults), list(SETTING_PLANS[setting].kinds)
    # A harder level plays more faults of the plan's kinds (``Difficulty.fault_copies``).
    if set(kinds) != set(wanted) or len(kinds) < len(wanted):
        return [f"{where}: needs {wanted} faults (or more of these kinds), got {kinds}"]
    if len({f.role for f in faults}) != len(faults) - len(compounded(faults)):
        return [f"{where}: faults must be on different roles (but for a compound hedge)"]
    problems = []
    for fault in faults:
        found = None if checked is None else checked.get(fault)
        if found is None:
            found = _single_fault_problems(decision, fault)
            if checked is not None:
                checked[fault] = found
        problems.extend(f"{where}: {m}" for m in found)
    if not problems and len(faults) > 1 and not SETTING_PLANS[setting].notes:
        problems.extend(f"{where}: {m}" for m in _together_problems(decision, faults))
    return problems


def compounded(faults: list[Fault]) -> list[Fault]:
    """The hedges of a plan that sit on a misaligned fault's own record (``compound_faults``):
    each shows only once that fault is corrected, on the same colleague."""
    misread = {(f.role, f.fact) for f in faults if f.kind == "misaligned"}
    return [f for f in faults if f.kind == "incomplete" and (f.role, f.fact) in misread]


def _together_problems(decision: logic.Decision, faults: list[Fault]) -> list[str]:
    """Whether a plan's faults, taken at face value together, still change or undetermine the
    answer: two misaligned accounts can each bite and yet together give the right answer back
    (each puts the other's candidate out), which a reader who trusts both would be paid for.
    The notes settings check their misstatements together apart (``notes_problems``)."""
    task = decision.task
    unknowns: dict[tuple[str, str], Any] = {}
    for fault in faults:
        unknowns.update(kind_of(fault).unknowns(task, fault))
    together = decision.outcomes(unknowns)
    if together.possible == decision.outcomes().possible and not together.ambiguous:
        return ["its faults together leave the answer as it is"]
    return []


def notes_problems(decision: logic.Decision) -> list[str]:
    """The shared notes: ``notes_decide`` is exact, and in every notes setting, however many
    misleading colleagues play, the wrong values together change the answer (each alone does,
    ``fault_problems``), on pairs apart."""
    task = decision.task
    problems = []
    if task.notes_decide != notes.decided_by(decision, {(n.candidate, n.fact) for n in task.notes}):
        problems.append(f"notes_decide: {task.notes_decide} is not what the notes give")
    for setting in (s for s in NOTE_SETTINGS if SETTING_PLANS[s].kinds):
        for roles in range(1, MISLEADING_ROLES + 1):
            faults = task.faults.played(setting, roles)
            misstated = {(f.candidate, f.fact): f.value for f in faults}
            if len(misstated) != len(faults):
                problems.append(f"faults.{setting}: two faults misstate one value")
            elif not changes_answer(decision, misstated):
                problems.append(f"faults.{setting}: with {roles} misleading, the answer stands")
    return problems


def _single_fault_problems(decision: logic.Decision, fault: Fault) -> list[str]:
    role = next(r for r in decision.task.roles if r.id == fault.role)
    if not role.necessary:
        return [f"role {role.id!r} is not necessary; faults go on necessary roles"]
    return kind_of(fault).problems(decision, fault)
