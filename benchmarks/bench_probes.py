"""Cheating probes: how far a signal other than recovery gets on a task file.

Run: python benchmarks/bench_probes.py [FILE.jsonl.gz]   (default: the shipped benchmark)

Two kinds of probe, each scored on the decision alone (which candidate, or nobody):

- Position probes guess where a fault sits from the order the brief shows (the most common
  position on the file's first half, per list length), scored on its second half against the
  chance of a uniform guess.
- The pattern probe sees, in each setting, what an agent sees after the first replies without
  recovering: for each candidate, how many conditions it visibly fails, over how many
  colleagues, whether a context-scoped one or a fault's own fact (the ones the setting shows)
  is among them, whether it is still open, hedged, and how the misaligned account treats it.
  It learns the likeliest answer per pattern (nobody, or the candidate of a given look) on the
  file's first half and answers it on the other half, scored on the decision with the number
  guessed at chance where the setting hides it: what the fault plan's base rates give away.
- Misaligned probes know every fact except the misaligned one in its required context, and see
  the misaligned account (the alternative context's values). "face value" believes it; "reversed"
  flips each candidate's pass/fail; "exclusion" keeps every pass/fail pattern whose answer differs
  from the face-value one (a fault always changes the answer: the paper's check) and answers the
  likeliest; "no signal" does the same without the account. What exclusion gains over no signal
  is what the answer-change rule itself tells an agent that detects the fault but does not ask.
"""

from __future__ import annotations

import argparse
import itertools
from collections import Counter, defaultdict
from collections.abc import Callable
from pathlib import Path

from uncoenv.tasks import dataset, logic
from uncoenv.tasks.models import Task

Where = Callable[[Task], tuple[int, int] | None]
POSITIONS: dict[str, Where] = {
    "misaligned condition": lambda t: (
        len(t.conditions),
        [c.fact for c in t.conditions].index(t.faults.misaligned[0].fact),
    ),
    "incomplete condition": lambda t: (
        (len(t.conditions), [c.fact for c in t.conditions].index(t.faults.incomplete[0].fact))
        if t.faults.incomplete[0].fact not in t.rule.operands
        else None  # a hedged rule operand: not among the conditions
    ),
    "missed colleague": lambda t: (
        len(t.roles),
        [r.id for r in t.roles].index(t.faults.missed[0].role),
    ),
}


def position_probe(train: list[Task], tasks: list[Task], where: Where) -> tuple[float, float]:
    """Hit rate of the modal train position, and the chance rate, on the ``tasks`` where the
    signal exists."""
    seen: dict[int, Counter[int]] = defaultdict(Counter)
    for found in filter(None, map(where, train)):
        seen[found[0]][found[1]] += 1
    guess = {size: counts.most_common(1)[0][0] for size, counts in seen.items()}
    found = [f for f in map(where, tasks) if f is not None]
    hits = sum(guess.get(size) == position for size, position in found)
    return hits / len(found), sum(1 / size for size, _ in found) / len(found)


def answer(task: Task, passes: dict[str, bool]) -> str | None:
    """The answer when the misaligned condition's pass/fail is ``passes`` ("ambiguous" when
    several candidates qualify)."""
    fact = task.faults.misaligned[0].fact
    winners = [
        c
        for c in task.candidates
        if all(
            passes[c] if k.fact == fact else logic.holds(k, task.fact(k.fact).values[c])
            for k in task.conditions
        )
    ]
    return winners[0] if len(winners) == 1 else None if not winners else "ambiguous"


def misaligned_probes(task: Task, prior: float = 0.5) -> dict[str, bool]:
    """Whether each misaligned probe gets the decision right on ``task``."""
    fault = task.faults.misaligned[0]
    condition = next(k for k in task.conditions if k.fact == fault.fact)
    shown = task.fact(fault.reported_fact).values
    face = {c: logic.holds(condition, shown[c]) for c in task.candidates}
    face_answer = answer(task, face)

    def likeliest(exclude: object) -> object:
        weights: Counter[object] = Counter()
        for pattern in itertools.product((True, False), repeat=3):
            outcome = answer(task, dict(zip(task.candidates, pattern, strict=True)))
            if outcome != "ambiguous" and outcome != exclude:
                weights[outcome] += prior ** sum(pattern) * (1 - prior) ** (3 - sum(pattern))
        return max(weights, key=lambda k: (weights[k], str(k)))

    gold = task.answer.candidate
    return {
        "face value": face_answer == gold,
        "reversed": answer(task, {c: not p for c, p in face.items()}) == gold,
        "exclusion": likeliest(face_answer) == gold,
        "no signal": likeliest(None) == gold,
    }


Look = tuple[object, ...]
_KNOWN = {  # the faults whose facts an agent can point at in each setting
    "misaligned": ("misaligned",),
    "incomplete": ("incomplete",),
    "missed": ("missed",),
    "mixed": ("misaligned", "incomplete", "missed"),
}


def looks(task: Task, setting: str) -> dict[str, Look]:
    """What each candidate looks like to an agent that does not recover (see the docstring)."""
    known = _KNOWN[setting]
    plan = {f.kind: f for f in task.faults.of(setting)}  # the setting's own faults
    misaligned, incomplete, missed = (plan.get(k) or task.faults.of(k)[0] for k in _KNOWN["mixed"])
    facts = {f.id: f for f in task.facts}
    unknown = {  # facts that stay open, by candidate
        c: ({misaligned.fact} if "misaligned" in known else set())
        | ({incomplete.fact} if "incomplete" in known and c == incomplete.candidate else set())
        | (set(logic.relevant_facts(task, missed.role)) if "missed" in known else set())
        for c in task.candidates
    }
    marked = {  # facts the setting lets an agent point at
        "misaligned": {misaligned.fact} if "misaligned" in known else set(),
        "incomplete": {incomplete.fact} if "incomplete" in known else set(),
    }
    shown = task.fact(misaligned.reported_fact).values
    result = {}
    for c in task.candidates:
        failing = [
            k.fact
            for k in task.conditions
            if k.fact not in unknown[c] and not logic.holds(k, facts[k.fact].values[c])
        ]
        account = None
        if "misaligned" in known:
            condition = next(k for k in task.conditions if k.fact == misaligned.fact)
            account = logic.holds(condition, shown[c])
        result[c] = (
            len(failing),
            len({facts[f].role for f in failing}),
            any(facts[f].context is not None for f in failing),
            tuple(sorted(kind for kind, ids in marked.items() if ids & set(failing))),
            not failing and bool(unknown[c]),
            "incomplete" in known and c == incomplete.candidate,
            account,
        )
    return result


def pattern_probe(train: list[Task], tasks: list[Task], setting: str) -> float:
    """The accuracy of the likeliest answer per pattern, learned on ``train``: its decision,
    with the number guessed at chance where the setting hides it (``number_chance``)."""
    votes: dict[tuple[Look, ...], Counter[Look | None]] = defaultdict(Counter)  # weighted

    def pattern(task: Task) -> tuple[tuple[Look, ...], dict[str, Look]]:
        found = looks(task, setting)
        return tuple(sorted(found.values(), key=repr)), found

    for task in train:
        key, found = pattern(task)
        winner = task.answer.candidate
        if winner is None:
            votes[key][None] += 1
        else:  # a look several candidates share is right for one of them only
            look = found[winner]
            votes[key][look] += 1 / sum(other == look for other in found.values())
    hits = 0
    for task in tasks:
        key, found = pattern(task)
        guess = votes[key].most_common(1)[0][0] if votes[key] else None
        matching = [c for c, look in found.items() if look == guess]
        # A look several candidates share: the first of them (a drawn order).
        answer = matching[0] if guess is not None and matching else None
        if answer == task.answer.candidate:
            hits += 1 if answer is None else number_chance(task, setting)
    return hits / len(tasks)


def number_chance(task: Task, setting: str) -> float:
    """The chance of the winner's number without recovering: 1 when every operand is shown,
    0 when a silent colleague holds one, one over the values a hedged one's reply leaves (its
    ends left out when others remain: in v3 the value is never an end)."""
    winner = task.answer.candidate
    for fault in task.faults.of(setting):
        if fault.kind == "missed":
            if set(task.rule.operands) & set(logic.relevant_facts(task, fault.role)):
                return 0.0
        elif fault.kind == "incomplete" and fault.candidate == winner:
            if fault.fact not in task.rule.operands:
                continue
            interval = fault.interval
            left = [
                v
                for v in task.fact(fault.fact).domain
                if interval is None or logic.within(v, interval)
            ]
            inner = [v for v in left if interval is None or v not in interval]
            return 1 / len(inner or left)
    return 1.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file", nargs="?", type=Path, help="task file (default: the benchmark)")
    args = parser.parse_args()
    tasks = list(dataset.read_tasks(args.file) if args.file else dataset.load_benchmark())
    half = len(tasks) // 2
    print(f"{len(tasks)} tasks from {args.file or dataset.BENCHMARK_NAME}\n")
    print("| position probe (learned on the first half) | hit rate | chance |\n|---|---:|---:|")
    for name, where in POSITIONS.items():
        hit, chance = position_probe(tasks[:half], tasks[half:], where)
        print(f"| {name} | {100 * hit:.1f}% | {100 * chance:.1f}% |")
    print("\n| pattern probe (learned on the first half) | accuracy |\n|---|---:|")
    for setting in _KNOWN:
        score = pattern_probe(tasks[:half], tasks[half:], setting)
        print(f"| {setting} | {100 * score:.1f}% |")
    print("\n| misaligned probe (decision only) | prior 0.3 | prior 0.5 | prior 0.7 |")
    print("|---|---:|---:|---:|")
    scores = {p: [misaligned_probes(t, p) for t in tasks] for p in (0.3, 0.5, 0.7)}
    for probe in ("face value", "reversed", "exclusion", "no signal"):
        cells = [f"{100 * sum(r[probe] for r in rs) / len(rs):.1f}%" for rs in scores.values()]
        print(f"| {probe} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
