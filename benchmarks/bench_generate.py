"""Generation speed: verified task groups per second on one core.

Run: python benchmarks/bench_generate.py [--groups 2000] [--repeats 3]

Measures the real path, ``generator.generate_task`` (drafting, rendering records, and
``verify`` with all five settings' fault checks, rejected drafts included), pinned to one core.
Also reports ``verify`` alone on the shipped benchmark, whether ``import uncoenv`` pulls in
litellm or torch, and a CartPole-v1 step (``bench_env.cartpole_step``) measured after each timed
run, so that a figure from a slower or busier machine can be read against the reference
machine's (4.8 µs a step). Target: at least 2,000 groups per second on the reference machine.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from collections import Counter

from bench_env import cartpole_step

from uncoenv.tasks import checks, dataset, generator

REFERENCE_CARTPOLE = 4.8e-6
"""Seconds per CartPole-v1 step on the reference machine (README, "Speed")."""


def _rate(work, count: int, repeats: int, cartpole: list[float] | None = None) -> float:
    """Median items per second over ``repeats`` runs; with ``cartpole``, a CartPole-v1 step
    time is measured after each run and added to it (the same moments' load)."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
        if cartpole is not None:
            cartpole.append(cartpole_step(20_000, repeats=1))
    return count / statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--groups", type=int, default=2000)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--seed", type=int, default=123)
    args = parser.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})

    generator.generate_task(args.seed, 0)  # load the scenario modules outside the timing
    rejections: Counter[str] = Counter()

    def generate() -> None:
        rejections.clear()
        for index in range(args.groups):
            generator.generate_task(args.seed, index, rejections)

    steps: list[float] = []
    generated = _rate(generate, args.groups, args.repeats, steps)
    cartpole = statistics.median(steps)
    drafts = args.groups + sum(rejections.values())
    tasks = dataset.load_benchmark()
    verified = _rate(lambda: [checks.verify(t) for t in tasks], len(tasks), args.repeats)
    code = "import sys, uncoenv; print(sorted({'litellm', 'torch'} & set(sys.modules)))"
    heavy = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True).stdout

    print(
        f"generate + verify (all five settings), one core: {generated:,.0f} groups/s "
        f"({args.groups} groups, median of {args.repeats}; target >= 2,000)"
    )
    print(f"  drafts accepted: {args.groups}/{drafts} ({100 * args.groups / drafts:.1f}%)")
    print(f"verify alone on the shipped benchmark: {verified:,.0f} groups/s")
    print(f"heavy modules after `import uncoenv`: {heavy.strip()}")
    print(
        f"CartPole-v1 step after each run (median): {cartpole * 1e6:.1f} us; scaled to the "
        f"reference machine's {REFERENCE_CARTPOLE * 1e6:.1f} us, generation would run at about "
        f"{generated * cartpole / REFERENCE_CARTPOLE:,.0f} groups/s there (rough: a shared "
        "machine's load moves both)"
    )


if __name__ == "__main__":
    main()
