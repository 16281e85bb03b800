"""uncoenv: Gymnasium environments for collaboration with unreliable colleagues.

Tasks follow the UnCoBench method: a main agent decides which of three candidates meets every
eligibility condition and computes a number, while the evidence sits with colleagues who may be
misaligned, incomplete, silent or misleading, beside shared notes that may be wrong.
``uncoenv.tasks`` generates and proves the tasks; ``uncoenv.envs`` holds the environments,
registered here:

    import gymnasium as gym
    import uncoenv

    env = gym.make("UnCo-Misaligned-v0")

Importing this package is light: no litellm, no torch.
"""

from uncoenv.envs import ENV_IDS, UnCoEnv, register_envs
from uncoenv.tasks import Task, generate_task, load_benchmark, verify

__version__ = "0.1.0"
__all__ = [
    "ENV_IDS",
    "Task",
    "UnCoEnv",
    "__version__",
    "generate_task",
    "load_benchmark",
    "verify",
]

register_envs()
