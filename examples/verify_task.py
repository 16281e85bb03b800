"""Load a hand-written task, prove it, and read it in English.

Run: python examples/verify_task.py [TASK.json]   (default: the paper's worked example)
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from uncoenv.tasks import logic, render, verify
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
    found = decision.outcomes(logic.unknowns_after(task, fault))
    answers = sorted(f"{c or 'none'}: {r}" for c, r in found.possible)
    print(f"{fault.kind:>10} on {fault.role}: possible answers {answers}")
