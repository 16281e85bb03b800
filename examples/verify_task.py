"""Load a hand-written task, prove it, read it in English, and play it in every setting.

Run: python examples/verify_task.py [TASK.json]   (default: the paper's worked example)

No scenario template made the task: ``CarefulAgent`` reads the text with the task's record
formats (``Vocabulary.of_task``: phrasings, labels, contexts, never values or faults), and the
RL wrappers read the environment's typed replies, so both play it.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from uncoenv.agents.reading import Vocabulary
from uncoenv.agents.scripted import CarefulAgent
from uncoenv.envs.core import UnCoEnv
from uncoenv.tasks import logic, render, verify
from uncoenv.tasks.faults import UNCOBENCH, kind_of
from uncoenv.tasks.models import Task

path = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("paper_example.json")
raw = json.loads(path.read_text(encoding="utf-8"))

violations = verify(raw)
print(f"{path.name}: {len(violations)} violated checks")
for violation in violations:
    print(f"  {violation}")
if violations:
    sys.exit(1)

task = Task.model_validate(raw)
print("\nConditions:")
for condition in task.conditions:
    print(f"  - {render.condition_text(task.fact(condition.fact), condition)}")
print(f"\nRule: {render.rule_text(task)}")
print(f"\nAnswer: {task.answer.conclusion}, {task.answer.candidate}, {task.answer.numeric_result}")

# What each unreliable first reply would make a trusting reader conclude.
decision = logic.Decision(task)
for fault in task.faults.mixed:
    found = decision.outcomes(kind_of(fault).unknowns(task, fault))
    answers = sorted(f"{c or 'none'}: {r}" for c, r in found.possible)
    print(f"{fault.kind:>10} on {fault.role}: possible answers {answers}")

# The careful agent, from the text alone (and the task's record formats).
agent = CarefulAgent(formats=Vocabulary.of_task(task))
print()
for setting in UNCOBENCH:  # a hand-written task has no shared notes
    env = UnCoEnv(setting=setting)
    observation, info = env.reset(seed=0, options={"task": task})
    agent.reset(0)
    done = False
    while not done:
        observation, reward, terminated, truncated, info = env.step(agent.act(observation, info))
        done = terminated or truncated
    found = "named the unreliable exactly" if info["diagnosis"]["t1"] else "misdiagnosed"
    print(f"careful agent, {setting:>10}: reward {reward}, {info['round']} rounds, {found}")
