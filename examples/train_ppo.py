"""Train a recovery policy with PPO, then evaluate it like any other agent.

Run: python examples/train_ppo.py   (needs the rl extra; 60k steps take a few minutes)
"""

import asyncio
from pathlib import Path

from uncoenv.agents.policy import PolicyAgent
from uncoenv.evaluation.report import build_report
from uncoenv.evaluation.runner import RunConfig, run
from uncoenv.training import train

model_dir = Path("models/ppo-example")
# PPO on the procedural train split, the five settings spread over 10 environments.
config = train(model_dir, setting="all", steps=60_000, n_envs=10, progress_bar=True)
print(f"{config['steps']:,} steps at {config['steps_per_s']} steps/s")

# The trained policy reads the text observations like any agent: evaluate it on the benchmark.
run_dir = Path("runs") / "ppo-example"
agent_config = PolicyAgent(model_dir).config()
asyncio.run(run(RunConfig(agent=agent_config, limit=100), run_dir, lambda: PolicyAgent(model_dir)))
print(build_report([run_dir]).markdown())
