"""What learning shows: PPO on the train split, evaluated on the benchmark (test split).

Run: python benchmarks/bench_ppo.py [--steps 300000] [--n-envs 10] [--out models/ppo-bench]

Trains with ``uncoenv.training.train`` (the same code as ``uncoenv train``), records a learning
curve (accuracy per setting on the first 100 benchmark tasks every 25k steps), then evaluates
the final policy on all 1,000 task groups in the five settings through the evaluation runner,
next to the scripted agents. Writes docs/ppo_learning_curve.png and prints the table.
Targets (README): >= 95% in every setting, mean rounds within +0.5 of CarefulAgent, within
300k environment steps.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import tempfile
from pathlib import Path

from stable_baselines3.common.callbacks import BaseCallback

from uncoenv.agents.policy import PolicyAgent
from uncoenv.agents.scripted import CarefulAgent, NaiveAgent, RandomAgent
from uncoenv.envs.wrappers import make_recovery_env
from uncoenv.evaluation.runner import RunConfig, run
from uncoenv.tasks.models import SETTINGS
from uncoenv.training import train

CURVE_TASKS = 100


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
    axes.set_title("PPO on the train split")
    figure.tight_layout()
    figure.savefig(path, dpi=120)


def evaluate(agent_factory, folder: Path) -> dict:
    config = RunConfig(agent=agent_factory().config())
    return asyncio.run(run(config, folder, agent_factory))["settings"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=300_000)
    parser.add_argument("--n-envs", type=int, default=10)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, default=Path("models/ppo-bench"))
    args = parser.parse_args()
    curve = LearningCurve(every=25_000)
    config = train(
        args.out,
        setting="all",
        steps=args.steps,
        n_envs=args.n_envs,
        seed=args.seed,
        callback=curve,
    )
    plot(curve.points, Path("docs/ppo_learning_curve.png"))
    rows = {}
    with tempfile.TemporaryDirectory() as folder:
        agents = {
            "PPO": lambda: PolicyAgent(args.out),
            "CarefulAgent": CarefulAgent,
            "NaiveAgent": NaiveAgent,
            "RandomAgent": RandomAgent,
        }
        for name, factory in agents.items():
            rows[name] = evaluate(factory, Path(folder) / name)
    print(
        f"trained {config['steps']:,} steps in {config['wall_s']} s "
        f"({config['steps_per_s']} env steps/s, {args.n_envs} envs, 2-core machine)"
    )
    print("| agent | " + " | ".join(SETTINGS) + " |")
    print("|---|" + "---:|" * len(SETTINGS))
    for name, settings in rows.items():
        cells = [f"{100 * s['accuracy']:.1f}% · {s['rounds']:.2f}" for s in settings.values()]
        print(f"| {name} | " + " | ".join(cells) + " |")
    Path("benchmarks/results").mkdir(exist_ok=True)
    Path("benchmarks/results/ppo.json").write_text(
        json.dumps({"training": config, "curve": curve.points, "evaluation": rows}, indent=2)
        + "\n",
        encoding="utf-8",
    )


if __name__ == "__main__":
    main()
