"""Shared notes and the misstating faults (seed 001's OffQuery settings): the generator's
step after a task group's paper settings are drawn and proven.

The notes are the team's working file: every candidate's value of every condition's fact, in
the brief's order of conditions and candidates, so which values are noted never depends on the
fault plan or the answer (the rule's operands are left to the colleagues: the notes decide a
task exactly when no candidate qualifies, ``notes_decide``). The step then draws one wrong note
and ``MISLEADING_ROLES`` misleading colleagues, each a noted (candidate, fact) pair with a wrong
value that changes the answer, on necessary roles apart:

- a wrong value makes a failing condition pass ("passes") or a passing one fail ("fails"). In a
  negative task only "passes" exists; a positive task draws it with probability
  ``passing_share(negative_share)``, so that over the benchmark a wrong value passes exactly as
  often as not, and "believe the value that fails" is a coin flip;
- which note is wrong and which colleague misleads are uniform over the pairs of the drawn
  direction.

It draws from its own stream, so the task's other parts are those of the group without it.
"""

from __future__ import annotations

from collections.abc import Sequence

from uncoenv.tasks import logic
from uncoenv.tasks.draws import Draws
from uncoenv.tasks.faults import MISLEADING_ROLES, Fault, MisleadingFault, Pair, WrongNoteFault
from uncoenv.tasks.faults.misstated import MisstatedFault, changes_answer
from uncoenv.tasks.frozen import ReadOnlyList, Value
from uncoenv.tasks.models import Note, Task

TRIES = 20

Misstatement = tuple[Pair, Value]


class NoNotes(Exception):
    """The task has no misstatements enough to draw (the generator redraws the group)."""


DRAWN = 1 + MISLEADING_ROLES
"""Misstatements a task's plans hold: the wrong note, then the misleading colleagues."""


def passing_share(negative_share: float) -> float:
    """How often a positive task's misstatement makes a failing condition pass, so that over
    all tasks (a share ``negative_share`` of them negative, where every one does) each
    misstatement passes half the time."""
    return max(0.0, (0.5 - negative_share) / (1 - negative_share))


def _directions(rng: Draws, options: dict[str, dict[Pair, list[Value]]], share: float) -> list[str]:
    """Each misstatement's direction. A negative task has only "passes"; a positive one has
    such pairs too (its losers' one failing condition each), so it draws how many of its
    ``DRAWN`` pass: ``DRAWN * share`` on average, its whole part always and one more with the
    chance of its fraction (the standard level: none or one). Each misstatement then passes
    with probability ``share`` exactly, once dealt in a drawn order (``_draw``)."""
    if not options["fails"]:
        return ["passes"] * DRAWN
    whole, fraction = divmod(DRAWN * share, 1.0)
    passing = int(whole) + (1 if rng.random() < fraction else 0)
    return ["passes"] * passing + ["fails"] * (DRAWN - passing)


def misstatements(decision: logic.Decision) -> dict[str, dict[Pair, list[Value]]]:
    """Every wrong value of a noted pair that changes the answer, on necessary roles: by
    direction ("passes", "fails"), then by (candidate, fact id), in the notes' order.

    A noted fact is a condition's and never a rule operand, so one wrong value changes the
    answer exactly when it makes the winner fail, or a candidate that fails only this fact
    pass (``verify`` proves each drawn one by enumeration: ``changes_answer``)."""
    task = decision.task
    necessary = {r.id for r in task.roles if r.necessary}
    facts = {f.id: f for f in task.facts}
    passes = decision.passes  # each condition fact's truth, by value
    failing = {
        c: [f for f, table in passes.items() if not table[facts[f].values[c]]]
        for c in task.candidates
    }
    found: dict[str, dict[Pair, list[Value]]] = {"passes": {}, "fails": {}}
    for candidate, fact_id in noted_pairs(task):
        fact = facts[fact_id]
        if fact.role not in necessary:
            continue
        fails, table = failing[candidate], passes[fact_id]
        for value in fact.domain:
            if value == fact.values[candidate]:
                continue
            if not fails and not table[value]:  # the winner made to fail
                found["fails"].setdefault((candidate, fact_id), []).append(value)
            elif fails == [fact_id] and table[value]:  # its one fail made a pass
                found["passes"].setdefault((candidate, fact_id), []).append(value)
    return found


def decided_by(decision: logic.Decision, noted: set[Pair]) -> bool:
    """Whether the true values of these (candidate, fact id) pairs alone determine the answer
    (seed 001's Healthcare-S/I split): every other decision-relevant value hidden."""
    task = decision.task
    hidden = {
        (f, c): list(task.fact(f).domain)
        for f in logic.relevant_ids(task)
        for c in task.candidates
        if (c, f) not in noted
    }
    return decision.determined(hidden)


def noted_pairs(task: Task) -> list[Pair]:
    """The pairs the notes hold: each condition's fact (once) for each candidate."""
    facts = dict.fromkeys(c.fact for c in task.conditions)
    return [(candidate, fact) for fact in facts for candidate in task.candidates]


def _draw(
    rng: Draws, options: dict[str, dict[Pair, list[Value]]], directions: list[str], task: Task
) -> list[Misstatement] | None:
    """A misstatement of each direction on roles apart (a pair, then a value, each uniform),
    dealt in a drawn order; None when no pair of a direction is left on another role."""
    drawn: list[Misstatement] = []
    roles: set[str] = set()
    for direction in directions:
        allowed = [p for p in options[direction] if task.fact(p[1]).role not in roles]
        if not allowed:
            return None
        pair = allowed[rng.below(len(allowed))]
        values = options[direction][pair]
        drawn.append((pair, values[rng.below(len(values))]))
        roles.add(task.fact(pair[1]).role)
    # Dealt to the wrong note and the misleading colleagues in a drawn order: a later draw
    # finds fewer roles free, and no fault may be the one that always drew last.
    return [drawn[i] for i in rng.permutation(DRAWN)]


def _together(decision: logic.Decision, drawn: list[Misstatement]) -> bool:
    """Whether every notes setting's plan, with any number of its misleading colleagues,
    changes the answer (each misstatement alone does): the wrong note, then the misleading."""
    note, misled = drawn[0], drawn[1:]
    plans = [misled[:k] for k in range(2, len(misled) + 1)]
    plans += [[note, *misled[:k]] for k in range(1, len(misled) + 1)]
    return all(changes_answer(decision, dict(plan)) for plan in plans)


def add_notes(task: Task, rng: Draws, negative_share: float) -> Task:
    """The task with shared notes, ``notes_decide`` and the notes settings' fault plans.

    Raises:
        NoNotes: the task holds too few misstatements on roles apart.
    """
    decision = logic.Decision(task)
    options = misstatements(decision)
    share = passing_share(negative_share)
    if not options["passes"]:
        raise NoNotes("no misstatement makes a failing condition pass")
    directions = _directions(rng, options, share)
    for _ in range(TRIES):
        drawn = _draw(rng, options, directions, task)
        if drawn is not None and _together(decision, drawn):
            break
    else:
        raise NoNotes("no draw of misstatements that together change the answer")
    (note_pair, note_value), *misled = drawn
    wrong_note = _fault(WrongNoteFault, task, note_pair, note_value)
    misleading = [_fault(MisleadingFault, task, pair, value) for pair, value in misled]
    facts = {f.id: f for f in task.facts}
    notes = [
        Note.trusted(candidate=c, fact=f, value=facts[f].values[c]) for c, f in noted_pairs(task)
    ]
    faults = task.faults.model_copy(
        update={
            "misleading": ReadOnlyList(misleading),
            "shared_notes": ReadOnlyList([wrong_note]),
            "misleading_both": ReadOnlyList([*misleading, wrong_note]),
        }
    )
    return task.model_copy(
        update={
            "notes": ReadOnlyList(notes),
            "notes_decide": decided_by(decision, set(noted_pairs(task))),
            "faults": faults,
        }
    )


def _fault(
    model: type[MisleadingFault] | type[WrongNoteFault], task: Task, pair: Pair, value: Value
) -> MisstatedFault:
    candidate, fact_id = pair
    role = task.fact(fact_id).role
    return model.trusted(role=role, fact=fact_id, candidate=candidate, value=value)


def shown(task: Task, faults: Sequence[Fault]) -> list[Note]:
    """The notes as a setting's brief shows them: a wrong note's value in its place."""
    wrong = {(f.candidate, f.fact): f.value for f in faults if f.kind == "wrong_note"}
    return [
        n.model_copy(update={"value": wrong[(n.candidate, n.fact)]})
        if (n.candidate, n.fact) in wrong
        else n
        for n in task.notes
    ]
