"""Behaviour pathways (Figure 4) and the Missed decomposition (Figure 5): how an episode went
with respect to its fault, read from its steps, its ``recovery`` entries and its task (see the
package's docstring for the definitions)."""

from __future__ import annotations

import functools
from collections import Counter
from typing import Any

from uncoenv.envs.actions import ActionError, Finalize, Query, Wait, read_action
from uncoenv.envs.requests import RULES, Request, Turn, record_index
from uncoenv.evaluation.records import EpisodeRecord
from uncoenv.evaluation.report.model import (
    BROAD_FOLLOW_UP,
    CLARIFICATION_INVOLVED,
    CONTACT_BUCKETS,
    FINALIZE_OTHER,
    INCOMPLETE_PATHWAYS,
    INCOMPLETE_RECOVERY,
    MISALIGNED_PATHWAYS,
    MISSED_ROLE_ONLY,
    NO_CORRECTIVE_FOLLOW_UP,
    NO_RECORDED_FOLLOW_UP,
    NOT_TRIGGERED,
    OTHER_QUERYING,
    RECOVERED_CORRECT,
    RECOVERED_WRONG,
    RESOLUTION_TARGETED_ONLY,
    ROUND_TYPES,
    UNCLASSIFIED_FOLLOW_UP,
    UNKNOWN,
    WAIT,
    MissedDecomposition,
    Pathways,
    ratio,
)
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


def pathways(setting: str, kind: str, episodes: list[EpisodeRecord]) -> Pathways:
    """The pathways of one fault kind ("misaligned" or "incomplete") over a setting's ended
    episodes."""
    categories, classify = (
        (MISALIGNED_PATHWAYS, misaligned_pathway)
        if kind == "misaligned"
        else (INCOMPLETE_PATHWAYS, incomplete_pathway)
    )
    counts = dict.fromkeys((*categories, UNKNOWN), 0)
    correct = dict.fromkeys(counts, 0)
    for record in episodes:
        category = classify(record)
        counts[category] += 1
        correct[category] += int(record.correct)
    return Pathways(setting=setting, kind=kind, counts=counts, correct=correct)


def _recovery_entry(record: EpisodeRecord, kind: str) -> dict[str, Any] | None:
    return next((entry for entry in record.recovery if entry.get("kind") == kind), None)


def misaligned_pathway(record: EpisodeRecord) -> str:
    """The Misaligned pathway of an episode (see the package's docstring)."""
    entry = _recovery_entry(record, "misaligned")
    if entry is None:
        return UNKNOWN
    if not entry.get("shown"):
        return NOT_TRIGGERED
    if entry.get("recovered"):
        return RECOVERED_CORRECT if record.correct else RECOVERED_WRONG
    if not entry.get("follow_ups"):
        return NO_CORRECTIVE_FOLLOW_UP
    return INCOMPLETE_RECOVERY


def incomplete_pathway(record: EpisodeRecord) -> str:
    """The Incomplete pathway of an episode (see the package's docstring)."""
    task = find_task(record.split, record.task_id)
    if task is None:
        return UNKNOWN
    fault = next(
        (f for f in task.faults.of(record.setting) if isinstance(f, IncompleteFault)), None
    )
    if fault is None:
        return UNKNOWN
    messages = [message for _, message in messages_to(record, task, fault.role)]
    requests = conversation(messages, task, fault.role)
    hedged = next((i for i, request in enumerate(requests) if _covered(request, fault)), None)
    entry = _recovery_entry(record, "incomplete")
    shown = bool(entry.get("shown")) if entry is not None else hedged is not None
    if not shown:
        return NOT_TRIGGERED
    follow_ups = requests[(hedged if hedged is not None else 0) + 1 :]
    if not follow_ups:
        return NO_RECORDED_FOLLOW_UP
    targeted = sum(resolution_targeted(request, fault) for request in follow_ups)
    if targeted == len(follow_ups):
        return RESOLUTION_TARGETED_ONLY
    return CLARIFICATION_INVOLVED if targeted else UNCLASSIFIED_FOLLOW_UP


def conversation(messages: list[str], task: Task, role: str) -> list[Request]:
    """The messages to one role re-read in order by the rules reader, each with the earlier
    ones as its conversation (each reply taken to state what was asked)."""
    index, history = record_index(task, role), []
    for message in messages:
        request = RULES.read(message, index, history)
        history.append(Turn(message, request, request.facts))
    return [turn.request for turn in history]


def resolution_targeted(request: Request, fault: IncompleteFault) -> bool:
    """Whether a request asks for the exact value covering the fault's fact and candidate
    (relevant, exact, the candidate and the fact covered: the colleague's own rule)."""
    return request.exact and _covered(request, fault)


def _covered(request: Request, fault: IncompleteFault) -> bool:
    return (
        request.relevant and fault.candidate in request.candidates and fault.fact in request.facts
    )


def actions_of(record: EpisodeRecord, task: Task) -> list[Query | Wait | Finalize | None]:
    """Each recorded step's action as the environment carried it out: read against the task,
    a query without its invalid parts (None when nothing of it was carried out)."""
    actions: list[Query | Wait | Finalize | None] = []
    for step in record.steps:
        try:
            actions.append(read_action(step.action, task).action)
        except (ActionError, TypeError, ValueError):
            actions.append(None)
    return actions


def messages_to(record: EpisodeRecord, task: Task, role: str) -> list[tuple[int, str]]:
    """The messages of the episode to one role, as (round, message), in order."""
    messages = []
    for number, action in enumerate(actions_of(record, task), start=1):
        if isinstance(action, Query):
            messages.extend((number, m) for r, m in action.messages() if r == role)
    return messages


def round_types(record: EpisodeRecord, task: Task, role: str) -> tuple[Counter[str], int]:
    """Each round's type with respect to a designated role (see the package's docstring).

    Returns:
        Rounds per type of ``ROUND_TYPES`` (rounds without a recorded step count as
        ``FINALIZE_OTHER``, so they add up to ``record.rounds``) and the number of messages to
        the role (0 when never contacted).
    """
    counts: Counter[str] = Counter(dict.fromkeys(ROUND_TYPES, 0))
    contacts = 0
    for action in actions_of(record, task):
        if isinstance(action, Query):
            roles = {r for r, _ in action.messages()}
            if role in roles and contacts:
                counts[MISSED_ROLE_ONLY if roles == {role} else BROAD_FOLLOW_UP] += 1
            else:
                counts[OTHER_QUERYING] += 1
            contacts += role in roles
        elif isinstance(action, Wait):
            counts[WAIT] += 1
        else:
            counts[FINALIZE_OTHER] += 1
    counts[FINALIZE_OTHER] += record.rounds - len(record.steps)
    return counts, contacts


def _bucket(later: int) -> str:
    if later <= 2:
        return str(later)
    return "3–5" if later <= 5 else ">5"


def _missed_role(task: Task, setting: str) -> str | None:
    return next((f.role for f in task.faults.of(setting) if f.kind == "missed"), None)


def missed_decomposition(
    setting: str,
    reliable: dict[tuple[str, int], EpisodeRecord],
    episodes: dict[tuple[str, int], EpisodeRecord],
) -> MissedDecomposition:
    later = dict.fromkeys(CONTACT_BUCKETS, 0)
    never = unknown = 0
    types: dict[tuple[str, int], Counter[str]] = {}
    roles: dict[tuple[str, int], tuple[Task, str]] = {}
    for key, record in episodes.items():
        task = find_task(record.split, record.task_id)
        role = _missed_role(task, setting) if task is not None else None
        if task is None or role is None:
            unknown += 1
            continue
        roles[key] = (task, role)
        types[key], contacts = round_types(record, task, role)
        if contacts:
            later[_bucket(contacts - 1)] += 1
        else:
            never += 1
    deltas: list[float] = []
    sums = dict.fromkeys(ROUND_TYPES, 0.0)
    for key, base in reliable.items():
        if key not in roles:
            continue
        task, role = roles[key]
        base_types, _ = round_types(base, task, role)
        deltas.append(episodes[key].rounds - base.rounds)
        for kind in ROUND_TYPES:
            sums[kind] += types[key][kind] - base_types[kind]
    pairs = len(deltas)
    return MissedDecomposition(
        setting=setting,
        pairs=pairs,
        delta_rounds=ratio(sum(deltas), pairs),
        contributions={kind: ratio(total, pairs) for kind, total in sums.items()},
        later_contacts=later,
        never_contacted=never,
        unknown=unknown,
    )
