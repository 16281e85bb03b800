"""Records written before the environment said what it read: their actions and messages read
again, as the environment read them then.

Since ``info["action"]`` and the Incomplete ``recovery`` entry's ``messages`` exist, the runner
records them (``EpisodeRecord.parsed_steps``, ``Step.parsed``) and the report uses them as they
are. An older ``episodes.jsonl`` has neither; for its records this module reads each step's
action again against the task (``uncoenv.envs.actions.read_action``, which the environment used)
and the messages to the incomplete colleague again, in order, as one conversation, with the rules
reader (``uncoenv.envs.requests.RULES``, the colleagues' default reader, which the runner always
used). Only here does the report need the task.
"""

from __future__ import annotations

import functools
from typing import Any

from uncoenv.envs.actions import ActionError, action_data, read_action
from uncoenv.envs.faults import message_reading
from uncoenv.envs.requests import RULES, Request, Turn, record_index
from uncoenv.evaluation.records import EpisodeRecord
from uncoenv.tasks import dataset, generator
from uncoenv.tasks.models import IncompleteFault, Task


@functools.cache
def _benchmark_ids() -> dict[str, Task]:
    return {task.id: task for task in dataset.load_benchmark()}


@functools.lru_cache(maxsize=4096)
def _train_task(task_id: str) -> Task | None:
    found = generator.parse_task_id(task_id)
    return None if found is None else generator.generate_task(*found)


def find_task(split: str, task_id: str) -> Task | None:
    """The task of a record: from the shipped benchmark ("test") or regenerated from its id
    (``generator.task_id``: "train"); None when it cannot be found."""
    if split == "test":
        return _benchmark_ids().get(task_id)
    if split == "train":
        return _train_task(task_id)
    return None


def read_again(record: EpisodeRecord) -> list[dict[str, Any] | None] | None:
    """Each step's action read again against the task, in the form of ``info["action"]``
    (None for an action the environment refused); None when the task cannot be found."""
    task = find_task(record.split, record.task_id)
    if task is None:
        return None
    actions: list[dict[str, Any] | None] = []
    for step in record.steps:
        try:
            actions.append(action_data(read_action(step.action, task).action))
        except (ActionError, TypeError, ValueError):
            actions.append(None)
    return actions


def incomplete_readings(record: EpisodeRecord, messages: list[str]) -> list[dict[str, bool]] | None:
    """The readings an Incomplete ``recovery`` entry's ``messages`` now records, for the
    episode's messages to the incomplete colleague, read again; None when the task or its
    incomplete fault cannot be found."""
    task = find_task(record.split, record.task_id)
    if task is None:
        return None
    fault = next(
        (f for f in task.faults.of(record.setting) if isinstance(f, IncompleteFault)), None
    )
    if fault is None:
        return None
    return [message_reading(request, fault) for request in conversation(messages, task, fault.role)]


def conversation(messages: list[str], task: Task, role: str) -> list[Request]:
    """The messages to one role re-read in order by the rules reader, each with the earlier
    ones as its conversation (each reply taken to state what was asked: an incomplete
    colleague states what it is asked)."""
    index, history = record_index(task, role), []
    for message in messages:
        request = RULES.read(message, index, history)
        history.append(Turn(message, request, request.facts))
    return [turn.request for turn in history]
