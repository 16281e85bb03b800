"""Runner speed with a fake model: 1,000 episodes at concurrency 50, model calls of 100 ms.

Run: python benchmarks/bench_runner.py [--episodes 1000] [--concurrency 50] [--latency 0.1]

The real path: ``uncoenv.evaluation.runner.run`` drives ``LLMAgent`` (its message building,
parsing and usage accounting) through the environment; only the provider is replaced, by an
async function that sleeps ``latency`` seconds and answers like a model (ask everyone, then
finalize). Ideal time = calls x latency / concurrency. The runner's own overhead per model call
is measured with a zero-latency model in the same process (all that is not waiting).
Targets (README): within 1.3x the ideal time; under 2 ms of overhead per call.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import tempfile
import time
from pathlib import Path

from uncoenv.agents.llm import LLMAgent
from uncoenv.agents.reading import BriefText
from uncoenv.evaluation.runner import RunConfig, load_records, run


def fake_model(latency: float):
    """An async completion: the first turn asks every colleague, the second finalizes."""

    async def complete(**request):
        await asyncio.sleep(latency)
        messages = request["messages"]
        brief = BriefText.parse(next(m["content"] for m in messages if m["role"] == "user"))
        turns = sum(m["role"] == "assistant" for m in messages)
        if turns == 0:
            action = {
                "action": "query",
                "roles": list(brief.roles),
                "message": "Please share everything you have on the three candidates.",
            }
        else:
            action = {
                "action": "finalize",
                "conclusion": brief.negative,
                "candidate": None,
                "numeric_result": None,
            }
        return {
            "choices": [{"message": {"role": "assistant", "content": json.dumps(action)}}],
            "usage": {"prompt_tokens": 1000, "completion_tokens": 40},
        }

    return complete


def measure(episodes: int, concurrency: int, latency: float) -> tuple[float, int]:
    """Wall time and model calls of one run into a fresh directory."""
    config = RunConfig(
        agent={"agent": "llm", "model": "fake", "latency": latency},
        settings=("reliable",),
        limit=episodes,
        concurrency=concurrency,
    )
    completion = fake_model(latency)
    with tempfile.TemporaryDirectory() as folder:
        start = time.perf_counter()
        asyncio.run(
            run(config, Path(folder), lambda: LLMAgent("fake", tools=False, completion=completion))
        )
        wall = time.perf_counter() - start
        calls = sum(r.calls for r in load_records(Path(folder) / "episodes.jsonl"))
    return wall, calls


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--episodes", type=int, default=1000)
    parser.add_argument("--concurrency", type=int, default=50)
    parser.add_argument("--latency", type=float, default=0.1)
    args = parser.parse_args()
    measure(20, args.concurrency, 0.0)  # warm up: load the benchmark, import litellm
    wall, calls = measure(args.episodes, args.concurrency, args.latency)
    ideal = calls * args.latency / args.concurrency
    overhead_wall, overhead_calls = measure(args.episodes, args.concurrency, 0.0)
    print(
        f"{args.episodes} episodes, {calls} model calls of {args.latency * 1000:.0f} ms, "
        f"concurrency {args.concurrency}: {wall:.2f} s; ideal {ideal:.2f} s; "
        f"ratio {wall / ideal:.2f} (target <= 1.3)"
    )
    print(
        f"runner overhead (zero-latency model): {overhead_wall / overhead_calls * 1000:.2f} ms "
        f"per model call (target < 2 ms)"
    )


if __name__ == "__main__":
    main()
