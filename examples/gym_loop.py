"""The plain Gymnasium loop: ask everyone, then finalize (a naive agent, for illustration).

Run: python examples/gym_loop.py
"""

import json

import gymnasium as gym

import uncoenv  # noqa: F401  (registers UnCo-*-v0)

env = gym.make("UnCo-Misaligned-v0", split="test", render_mode="ansi")
observation, info = env.reset(seed=0)
roles = [role.id for role in env.unwrapped.task.roles]
action = {"action": "query", "roles": roles, "message": "Please share all your records."}
observation, reward, terminated, truncated, info = env.step(json.dumps(action))
print(observation)
labels = env.unwrapped.task.labels
final = {"action": "finalize", "conclusion": labels.negative, "candidate": None}
observation, reward, terminated, truncated, info = env.step(final)
print(observation, reward, info["answer"], sep="\n")
