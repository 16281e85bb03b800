"""What learning shows: PPO on the train split, evaluated on the benchmark as shipped and reordered.

Run: python benchmarks/bench_ppo.py [--seeds 0,1,2] [--steps 300000] [--n-envs 10]
                                    [--out models/ppo-bench] [--reuse] [--train-only]

For each seed, trains with ``uncoenv.training.train`` (the same code as ``uncoenv train``) into
``OUT/seed-S`` (``--reuse`` loads a model already there instead), recording a learning curve
(accuracy per setting on the first 100 benchmark tasks every 25k steps). Then evaluates each
policy, and the scripted agents beside them, on all 1,000 task groups in the five settings, twice:
as shipped, and with each task's conditions, colleagues and candidates reordered
(``uncoenv.tasks.variants.reordered``; the same tasks otherwise). A policy that learned recovery
scores the same on both; one that learned the benchmark's layout drops. Writes
benchmarks/results/ppo.json and docs/ppo_learning_curve.png (the first seed's curve) and prints
the tables.

Targets (README): >= 95% in every setting for every seed; reordered accuracy inside the Wilson
interval of the shipped accuracy.
"""

from __future__ import annotations

import argparse
import json
import statistics
from collections.abc import Callable
from pathlib import Path
from typing import Any

import torch
from stable_baselines3.common.callbacks import BaseCallback

from uncoenv.agents.base import Agent
from uncoenv.agents.policy import PolicyAgent
from uncoenv.agents.scripted import CarefulAgent, NaiveAgent, RandomAgent
from uncoenv.envs.core import UnCoEnv
from uncoenv.envs.wrappers import make_recovery_env
from uncoenv.evaluation.stats import wilson
from uncoenv.tasks import dataset
from uncoenv.tasks.faults import UNCOBENCH as SETTINGS  # the array view has no notes yet
from uncoenv.tasks.models import Task
from uncoenv.tasks.variants import reordered
from uncoenv.training import train

CURVE_TASKS = 100
CURVE_FILE = "curve.json"
ORDERS = ("shipped", "reordered")


class LearningCurve(BaseCallback):
    """Accuracy per setting on the first benchmark tasks, every ``every`` steps."""

    def __init__(self, every: int) -> None:
        super().__init__()
        self.every, self.next = every, every
        self.points: list[dict[str, float]] = []
        self.envs = {s: make_recovery_env(s, split="test") for s in SETTINGS}

    def _on_step(self) -> bool:
        if self.num_timesteps >= self.next:
            self.next += self.every
            point = {"steps": self.num_timesteps}
            for setting, env in self.envs.items():
                wins = 0
                for index in range(CURVE_TASKS):
                    observation, _ = env.reset(seed=index, options={"task_index": index})
                    done = False
                    while not done:
                        action, _ = self.model.predict(observation, deterministic=True)
                        observation, reward, terminated, truncated, _ = env.step(action)
                        done = terminated or truncated
                    wins += reward > 0.5
                point[setting] = wins / CURVE_TASKS
            self.points.append(point)
            print(json.dumps(point), flush=True)
        return True


def plot(points: list[dict[str, float]], path: Path) -> None:
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    figure = Figure(figsize=(6.4, 3.6))
    FigureCanvasAgg(figure)
    axes = figure.add_subplot()
    for setting in SETTINGS:
        axes.plot(
            [p["steps"] for p in points],
            [100 * p[setting] for p in points],
            marker="o",
            label=setting,
        )
    axes.axhline(95, color="grey", linestyle="--", linewidth=0.8)
    axes.set_xlabel("environment steps")
    axes.set_ylabel(f"accuracy on {CURVE_TASKS} benchmark tasks (%)")
    axes.set_ylim(0, 101)
    axes.legend(loc="lower right", fontsize=8)
    axes.set_title("PPO on the train split (seed 0)")
    figure.tight_layout()
    figure.savefig(path, dpi=120)


def trained(folder: Path, seed: int, args: argparse.Namespace) -> dict[str, Any]:
    """Train a policy into ``folder`` (or, with --reuse, keep the one there); its config."""
    config_path = folder / "config.json"
    if args.reuse and config_path.exists():
        return json.loads(config_path.read_text(encoding="utf-8"))
    curve = LearningCurve(every=25_000)
    config = train(
        folder, setting="all", steps=args.steps, n_envs=args.n_envs, seed=seed, callback=curve
    )
    (folder / CURVE_FILE).write_text(json.dumps(curve.points, indent=2) + "\n", encoding="utf-8")
    return config


def play(agent: Agent, env: UnCoEnv, task: Task, seed: int) -> tuple[float, int]:
    """One episode of ``agent`` on ``task``: its reward and rounds."""
    observation, info = env.reset(seed=seed, options={"task": task})
    agent.reset(seed)
    done = False
    while not done:
        observation, reward, terminated, truncated, info = env.step(agent.act(observation, info))
        done = terminated or truncated
    return float(reward), int(info["round"])


def evaluate(make_agent: Callable[[], Agent], tasks: dict[str, list[Task]]) -> dict[str, Any]:
    """Accuracy (with its Wilson interval) and mean rounds per order and setting."""
    agent = make_agent()
    results: dict[str, Any] = {}
    for order, listed in tasks.items():
        results[order] = {}
        for setting in SETTINGS:
            env = UnCoEnv(setting=setting, split="test")
            outcomes = [play(agent, env, task, seed=i) for i, task in enumerate(listed)]
            wins = sum(reward > 0.5 for reward, _ in outcomes)
            results[order][setting] = {
                "accuracy": wins / len(listed),
                "accuracy_ci": list(wilson(wins, len(listed))),
                "rounds": statistics.fmean(rounds for _, rounds in outcomes),
            }
    return results


def invariant(result: dict[str, Any]) -> bool:
    """Whether the reordered accuracy lies inside the shipped accuracy's Wilson interval."""
    return all(
        result["shipped"][s]["accuracy_ci"][0] <= result["reordered"][s]["accuracy"]
        for s in SETTINGS
    )


def row(name: str, cells: dict[str, Any]) -> str:
    shown = [f"{100 * c['accuracy']:.1f}% · {c['rounds']:.2f}" for c in cells.values()]
    return f"| {name} | " + " | ".join(shown) + " |"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", default="0,1,2", help="comma-separated training seeds")
    parser.add_argument("--steps", type=int, default=300_000)
    parser.add_argument("--n-envs", type=int, default=10)
    parser.add_argument("--out", type=Path, default=Path("models/ppo-bench"))
    parser.add_argument("--reuse", action="store_true", help="keep models already trained")
    parser.add_argument(
        "--train-only",
        action="store_true",
        help="train (or keep) the seeds' models and stop: seeds trained in parallel processes "
        "are then evaluated together with --reuse",
    )
    parser.add_argument(
        "--torch-threads",
        type=int,
        default=1,
        help="torch threads (1: seeds trained in parallel processes do not fight for cores)",
    )
    args = parser.parse_args()
    torch.set_num_threads(args.torch_threads)
    seeds = [int(s) for s in args.seeds.split(",")]
    if args.train_only:
        for seed in seeds:
            config = trained(args.out / f"seed-{seed}", seed, args)
            print(f"seed {seed}: {config['steps']:,} steps in {config['wall_s']} s")
        return
    benchmark = list(dataset.load_benchmark())
    tasks = {
        "shipped": benchmark,
        "reordered": [reordered(task, seed=i) for i, task in enumerate(benchmark)],
    }
    agents: dict[str, Callable[[], Agent]] = {}
    training = {}
    for seed in seeds:
        folder = args.out / f"seed-{seed}"
        training[seed] = trained(folder, seed, args)
        agents[f"PPO seed {seed}"] = lambda folder=folder: PolicyAgent(folder)
    agents |= {"CarefulAgent": CarefulAgent, "NaiveAgent": NaiveAgent, "RandomAgent": RandomAgent}
    results = {name: evaluate(make, tasks) for name, make in agents.items()}
    first_curve = args.out / f"seed-{seeds[0]}" / CURVE_FILE
    if first_curve.exists():
        plot(
            json.loads(first_curve.read_text(encoding="utf-8")), Path("docs/ppo_learning_curve.png")
        )

    for seed, config in training.items():
        print(
            f"seed {seed}: {config['steps']:,} steps in {config['wall_s']} s "
            f"({config['steps_per_s']} env steps/s, {config['n_envs']} envs)"
        )
    for order in ORDERS:
        print(f"\n{order} (accuracy · mean rounds)\n")
        print("| agent | " + " | ".join(SETTINGS) + " |")
        print("|---|" + "---:|" * len(SETTINGS))
        ppo = [results[f"PPO seed {s}"][order] for s in seeds]
        for name, result in results.items():
            print(row(name, result[order]))
            if name == f"PPO seed {seeds[-1]}":
                mean = {
                    s: {k: statistics.fmean(r[s][k] for r in ppo) for k in ("accuracy", "rounds")}
                    for s in SETTINGS
                }
                print(row(f"PPO mean of {len(seeds)} seeds", mean))
    print()
    for name, result in results.items():
        print(f"{name}: reordered inside the shipped Wilson interval: {invariant(result)}")
    Path("benchmarks/results").mkdir(exist_ok=True)
    Path("benchmarks/results/ppo.json").write_text(
        json.dumps(
            {
                "benchmark": dataset.benchmark_identity(),
                "training": training,
                "evaluation": results,
            },
            indent=2,
        )
        + "\n",
        encoding="utf-8",
    )


if __name__ == "__main__":
    main()
