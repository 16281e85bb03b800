"""Shared notes and the misstating faults (seed 001's OffQuery settings): the generator's
step after a task group's paper settings are drawn and proven.

The step draws one wrong note and ``MISLEADING_ROLES`` misleading colleagues, each a
(candidate, fact) pair with a wrong value that changes the answer, on necessary roles apart,
then the notes: ``NOTES_PER_CANDIDATE`` per candidate, the misstated pairs among them, the rest
drawn from the candidate's other decision-relevant pairs, all in a drawn order. So:

- how many notes a candidate has never points at the answer;
- a wrong value makes a failing condition pass ("passes") or a passing one fail, or moves the
  number ("other"). In a negative task only "passes" exists; a positive task draws it with
  probability ``passing_share(negative_share)``, so that over the benchmark a wrong value
  passes exactly as often as not, and "believe the value that fails" is a coin flip;
- which note is wrong and which colleague misleads are uniform over the pairs of the drawn
  direction.

It draws from its own stream, so the task's other parts are those of the group without it.
"""

from __future__ import annotations

from uncoenv.tasks import logic
from uncoenv.tasks.draws import Draws
from uncoenv.tasks.faults import MISLEADING_ROLES, MisleadingFault, Pair, WrongNoteFault
from uncoenv.tasks.faults.misstated import MisstatedFault, changes_answer
from uncoenv.tasks.frozen import ReadOnlyList, Value
from uncoenv.tasks.models import Note, Task

NOTES_PER_CANDIDATE = 3
TRIES = 20

Misstatement = tuple[Pair, Value]


class NoNotes(Exception):
    """The task has no misstatements enough to draw (the generator redraws the group)."""


def passing_share(negative_share: float) -> float:
    """How often a positive task's wrong value makes a failing condition pass, so that over
    all tasks (a share ``negative_share`` of them negative, where only that exists) it is
    half of them."""
    return max(0.0, (0.5 - negative_share) / (1 - negative_share))


def misstatements(decision: logic.Decision) -> dict[str, dict[Pair, list[Value]]]:
    """Every wrong value that changes the answer, on necessary roles' decision-relevant facts:
    by direction ("passes", "other"), then by (candidate, fact id), in task order."""
    task = decision.task
    necessary = {r.id for r in task.roles if r.necessary}
    conditions: dict[str, list] = {}
    for condition in task.conditions:
        conditions.setdefault(condition.fact, []).append(condition)
    found: dict[str, dict[Pair, list[Value]]] = {"passes": {}, "other": {}}
    for fact_id in logic.relevant_ids(task):
        fact = task.fact(fact_id)
        if fact.role not in necessary:
            continue
        tests = conditions.get(fact_id, [])
        for candidate in task.candidates:
            true = fact.values[candidate]
            passes_now = all(logic.holds(c, true) for c in tests)
            for value in fact.domain:
                if value == true or not changes_answer(decision, {(candidate, fact_id): value}):
                    continue
                passes = not passes_now and all(logic.holds(c, value) for c in tests)
                direction = "passes" if passes else "other"
                found[direction].setdefault((candidate, fact_id), []).append(value)
    return found


def _draw(
    rng: Draws,
    options: dict[str, dict[Pair, list[Value]]],
    share: float,
    avoid: set[str],
    task: Task,
) -> Misstatement:
    """One misstatement on a role not in ``avoid``: its direction, then a pair, then a value,
    each uniform."""
    allowed = {
        d: [p for p in pairs if task.fact(p[1]).role not in avoid] for d, pairs in options.items()
    }
    directions = [d for d in ("passes", "other") if allowed[d]]
    if not directions:
        raise NoNotes("no misstatement left on another role")
    if len(directions) == 2:
        direction = "passes" if rng.random() < share else "other"
    else:
        direction = directions[0]
    pair = allowed[direction][rng.below(len(allowed[direction]))]
    values = options[direction][pair]
    return pair, values[rng.below(len(values))]


def add_notes(task: Task, rng: Draws, negative_share: float) -> Task:
    """The task with shared notes, ``notes_decide`` and the notes settings' fault plans.

    Raises:
        NoNotes: the task holds too few misstatements on roles apart.
    """
    decision = logic.Decision(task)
    options = misstatements(decision)
    share = passing_share(negative_share)
    for _ in range(TRIES):
        drawn: list[Misstatement] = []
        roles: set[str] = set()
        for _ in range(1 + MISLEADING_ROLES):
            pair, value = _draw(rng, options, share, roles, task)
            drawn.append((pair, value))
            roles.add(task.fact(pair[1]).role)
        if changes_answer(decision, dict(drawn[:2])) and changes_answer(decision, dict(drawn)):
            break
    else:
        raise NoNotes("no draw of misstatements that together change the answer")
    (note_pair, note_value), *misled = drawn
    wrong_note = _fault(WrongNoteFault, task, note_pair, note_value)
    misleading = [_fault(MisleadingFault, task, pair, value) for pair, value in misled]
    notes = _notes(rng, task, [pair for pair, _ in drawn])
    noted = {(n.candidate, n.fact) for n in notes}
    hidden = {
        (f, c): list(task.fact(f).domain)
        for f in logic.relevant_ids(task)
        for c in task.candidates
        if (c, f) not in noted
    }
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
            "notes_decide": decision.determined(hidden),
            "faults": faults,
        }
    )


def _fault(
    model: type[MisleadingFault] | type[WrongNoteFault], task: Task, pair: Pair, value: Value
) -> MisstatedFault:
    candidate, fact_id = pair
    role = task.fact(fact_id).role
    return model.trusted(role=role, fact=fact_id, candidate=candidate, value=value)


def _notes(rng: Draws, task: Task, misstated: list[Pair]) -> list[Note]:
    """``NOTES_PER_CANDIDATE`` notes per candidate, the misstated pairs among them, in a drawn
    order, each with the record's true value."""
    relevant = logic.relevant_ids(task)
    chosen: list[Pair] = []
    for candidate in task.candidates:
        mine = [p for p in misstated if p[0] == candidate]
        others = [(candidate, f) for f in relevant if (candidate, f) not in mine]
        picks = rng.permutation(len(others))[: NOTES_PER_CANDIDATE - len(mine)]
        chosen += mine + [others[i] for i in picks]
    order = rng.permutation(len(chosen))
    return [
        Note.trusted(candidate=c, fact=f, value=task.fact(f).values[c])
        for c, f in (chosen[i] for i in order)
    ]


def shown(task: Task, faults: list) -> list[Note]:
    """The notes as a setting's brief shows them: a wrong note's value in its place."""
    wrong = {(f.candidate, f.fact): f.value for f in faults if f.kind == "wrong_note"}
    return [
        n.model_copy(update={"value": wrong[(n.candidate, n.fact)]})
        if (n.candidate, n.fact) in wrong
        else n
        for n in task.notes
    ]
