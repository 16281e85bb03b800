"""A Misaligned episode with a recovery: ask everyone, notice that a required context is never
mentioned in the replies, and ask again naming it.

Run: python examples/misaligned_recovery.py [TASK_INDEX]

The agent reads only what an agent sees: the brief's conditions (with their contexts) and the
replies. It stops once the evidence is recovered; deciding from the replies is an agent's job.
"""

import sys

import gymnasium as gym

import uncoenv  # noqa: F401  (registers UnCo-*-v0)

index = int(sys.argv[1]) if len(sys.argv) > 1 else 3
env = gym.make("UnCo-Misaligned-v0", split="test", render_mode="ansi")
env.reset(seed=0, options={"task_index": index})
task = env.unwrapped.task
roles = [role.id for role in task.roles]
ask = {
    "action": "query",
    "roles": roles,
    "message": "Please share everything you have on the three candidates.",
}
replies, *_ = env.step(ask)

required = [task.fact(c.fact).context for c in task.conditions if task.fact(c.fact).context]
missing = [context for context in required if context not in replies]
for context in missing:
    follow_up = f"Your records did not cover {context}. Please resend the {context} figures."
    env.step({"action": "query", "roles": roles, "message": follow_up})
print(env.render())
