"""The paper's intervention arms (UnCoBench, Appendix E): what an agent is told after an
unreliable interaction, from nothing to the corrective action.

Each arm adds to the one before it (Table 8):

- ``none``: nothing;
- ``existence``: one earlier interaction with a colleague needs recovery (not which, not why);
- ``localization``: the interaction with role R in round i needs it (not why);
- ``diagnosis``: and the defect: a wrong context, an inexact value, no reply;
- ``action``: and the corrective action: ask R for the value in context C, ask R for the exact
  value of F for candidate X, message R again.

A message never gives the answer or a correct value: only where the evidence went wrong and how
to ask again. The environment adds it to the observation of the round in which the fault shows
(the faulty account is given, or the first request goes unanswered), one message per fault.
"""

from __future__ import annotations

from uncoenv.tasks.faults import Fault, kind_of
from uncoenv.tasks.models import Task

ARMS: tuple[str, ...] = ("none", "existence", "localization", "diagnosis", "action")


def check_arm(arm: str) -> str:
    """``arm`` when it names an arm; else a ``ValueError`` that lists them."""
    if arm not in ARMS:
        raise ValueError(f"intervention must be one of {ARMS}, got {arm!r}")
    return arm


def message(arm: str, fault: Fault, round_number: int, task: Task) -> str | None:
    """What ``arm`` tells the agent about ``fault``, shown in round ``round_number``."""
    if check_arm(arm) == "none":
        return None
    if arm == "existence":
        return "Note: one of your earlier interactions with a colleague needs recovery."
    title = next(r.title for r in task.roles if r.id == fault.role)
    where = f"Note: your interaction with the {title} ({fault.role}) in round {round_number}"
    if arm == "localization":
        return f"{where} needs recovery."
    kind = kind_of(fault)
    diagnosed = f"{where} needs recovery: {kind.defect(task, fault)}."
    if arm == "diagnosis":
        return diagnosed
    return f"{diagnosed} {kind.remedy(task, fault, title)}."
