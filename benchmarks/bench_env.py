"""Environment speed: a step against CartPole-v1's in the same run, and reset times.

Run: python benchmarks/bench_env.py [--episodes 300]

Both environments go through ``gym.make`` (with its default wrappers). An UnCo episode here is
what a careful agent does: ask every colleague for everything, follow up to every colleague
naming the first condition's context and asking for exact values, wait, finalize. Targets
(README): a step within 5x CartPole's; reset within 0.2 ms on the test split and 3 ms on train.
"""

from __future__ import annotations

import argparse
import statistics
import time

import gymnasium as gym

import uncoenv  # noqa: F401  (registers the environments)


def _median_time(work, repeats: int = 5) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        count = work()
        times.append((time.perf_counter() - start) / count)
    return statistics.median(times)


def cartpole_step(steps: int) -> float:
    env = gym.make("CartPole-v1")
    env.reset(seed=0)
    env.action_space.seed(0)
    actions = [env.action_space.sample() for _ in range(steps)]

    def work() -> int:
        for action in actions:
            *_, terminated, truncated, _ = env.step(action)
            if terminated or truncated:
                env.reset()
        return steps

    return _median_time(work)


STEP_KINDS = ("query all (first)", "query all (follow-up)", "wait", "finalize")


def unco_steps(episodes: int, repeats: int = 3) -> dict[str, float]:
    """Median step time by kind over careful-agent episodes, in seconds."""
    env = gym.make("UnCo-Mixed-v0", split="test")
    times: dict[str, list[float]] = {kind: [] for kind in STEP_KINDS}
    for _ in range(repeats):
        for episode in range(episodes):
            env.reset(options={"task_index": episode % 1000})
            task = env.unwrapped.task
            roles = [r.id for r in task.roles]
            context = next((f.context for f in task.facts if f.context), "")
            plan = [
                {
                    "action": "query",
                    "roles": roles,
                    "message": "Please share everything you have on the three candidates.",
                },
                {
                    "action": "query",
                    "roles": roles,
                    "message": f"Please resend the {context} figures, with exact values.",
                },
                {"action": "wait"},
                {"action": "finalize", **task.answer.model_dump()},
            ]
            for kind, action in zip(STEP_KINDS, plan, strict=True):
                start = time.perf_counter()
                env.step(action)
                times[kind].append(time.perf_counter() - start)
    return {kind: statistics.median(values) for kind, values in times.items()}


def reset_time(split: str, count: int) -> float:
    env = gym.make("UnCo-Misaligned-v0", split=split)
    env.reset(seed=0)

    def work() -> int:
        for seed in range(count):
            env.reset(seed=seed)
        return count

    return _median_time(work)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--episodes", type=int, default=300)
    args = parser.parse_args()
    cartpole = cartpole_step(20_000)
    steps = unco_steps(args.episodes)
    print(f"CartPole-v1 step (gym.make): {cartpole * 1e6:.1f} us")
    for kind, seconds in steps.items():
        print(
            f"UnCo-Mixed-v0 step, {kind}: {seconds * 1e6:.1f} us = "
            f"{seconds / cartpole:.1f}x CartPole"
        )
    mean = statistics.mean(steps.values())
    print(
        f"UnCo-Mixed-v0 step, mean over the episode: {mean * 1e6:.1f} us = "
        f"{mean / cartpole:.1f}x CartPole (target <= 5x)"
    )
    print(f"reset, test split: {reset_time('test', 2000) * 1e3:.3f} ms (target <= 0.2 ms)")
    print(f"reset, train split: {reset_time('train', 300) * 1e3:.3f} ms (target <= 3 ms)")


if __name__ == "__main__":
    main()
