"""Cheating probes: how far a signal other than recovery gets on a task file.

Run: python benchmarks/bench_probes.py [FILE.jsonl.gz]   (default: the shipped benchmark)

Two kinds of probe, each scored on the decision alone (which candidate, or nobody):

- Position probes guess where a fault sits from the order the brief shows (the most common
  position on the file's first half, per list length), scored on its second half against the
  chance of a uniform guess.
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
    print("\n| misaligned probe (decision only) | prior 0.3 | prior 0.5 | prior 0.7 |")
    print("|---|---:|---:|---:|")
    scores = {p: [misaligned_probes(t, p) for t in tasks] for p in (0.3, 0.5, 0.7)}
    for probe in ("face value", "reversed", "exclusion", "no signal"):
        cells = [f"{100 * sum(r[probe] for r in rs) / len(rs):.1f}%" for rs in scores.values()]
        print(f"| {probe} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
