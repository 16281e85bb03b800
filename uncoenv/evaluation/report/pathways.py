"""Behaviour pathways (Figure 4) and the Missed decomposition (Figure 5): how an episode went
with respect to its fault, read from what the environment recorded: each step's action as it
read it (``Step.parsed``), the ``recovery`` entries and the faults (see the package's docstring
for the definitions). Records written before the environment recorded its readings are read
again (``legacy``)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from uncoenv.evaluation.records import EpisodeRecord
from uncoenv.evaluation.report import legacy
from uncoenv.evaluation.report.model import (
    BROAD_FOLLOW_UP,
    CLARIFICATION_INVOLVED,
    CONTACT_BUCKETS,
    FINALIZE_OTHER,
    INCOMPLETE_RECOVERY,
    MISSED_ROLE_ONLY,
    NO_CORRECTIVE_FOLLOW_UP,
    NO_RECORDED_FOLLOW_UP,
    NOT_TRIGGERED,
    OTHER_QUERYING,
    PATHWAY_CATEGORIES,
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
from uncoenv.tasks.faults import KINDS


def pathways(setting: str, kind: str, episodes: list[EpisodeRecord]) -> Pathways:
    """The pathways of one fault kind (one its ``pathway`` is "recovery" or "follow_ups") over
    a setting's ended episodes."""
    pathway = KINDS[kind].pathway
    counts = dict.fromkeys((*PATHWAY_CATEGORIES[pathway], UNKNOWN), 0)
    correct = dict.fromkeys(counts, 0)
    for record in episodes:
        category = CLASSIFIERS[pathway](record, kind)
        counts[category] += 1
        correct[category] += int(record.correct)
    return Pathways(setting=setting, kind=kind, counts=counts, correct=correct)


def _recovery_entry(record: EpisodeRecord, kind: str) -> dict[str, Any] | None:
    """The episode's recovery entry for its (first) fault of this kind."""
    return next((entry for entry in record.recovery if entry.get("kind") == kind), None)


def recovery_pathway(record: EpisodeRecord, kind: str = "misaligned") -> str:
    """The recovery pathway of an episode for a fault of this kind (see the package's
    docstring): shown, followed up, recovered."""
    entry = _recovery_entry(record, kind)
    if entry is None:
        return UNKNOWN
    if not entry.get("shown"):
        return NOT_TRIGGERED
    if entry.get("recovered"):
        return RECOVERED_CORRECT if record.correct else RECOVERED_WRONG
    if not entry.get("follow_ups"):
        return NO_CORRECTIVE_FOLLOW_UP
    return INCOMPLETE_RECOVERY


def follow_up_pathway(record: EpisodeRecord, kind: str = "incomplete") -> str:
    """The follow-up pathway of an episode for a fault of this kind (see the package's
    docstring): how each message after the faulty reply read."""
    entry = _recovery_entry(record, kind)
    readings = None if entry is None else entry.get("messages")
    if readings is None:  # a record written before the colleague's readings were recorded
        role = _fault_role(record, kind)
        actions = actions_of(record)
        if role is None or actions is None:
            return UNKNOWN
        messages = [message for _, message in messages_to(actions, role)]
        readings = legacy.incomplete_readings(record, messages)
        if readings is None:
            return UNKNOWN
    hedged = next((i for i, reading in enumerate(readings) if reading["covered"]), None)
    shown = bool(entry.get("shown")) if entry is not None else hedged is not None
    if not shown:
        return NOT_TRIGGERED
    follow_ups = readings[(hedged if hedged is not None else 0) + 1 :]
    if not follow_ups:
        return NO_RECORDED_FOLLOW_UP
    targeted = sum(bool(reading["targeted"]) for reading in follow_ups)
    if targeted == len(follow_ups):
        return RESOLUTION_TARGETED_ONLY
    return CLARIFICATION_INVOLVED if targeted else UNCLASSIFIED_FOLLOW_UP


CLASSIFIERS: dict[str, Callable[[EpisodeRecord, str], str]] = {
    "recovery": recovery_pathway,
    "follow_ups": follow_up_pathway,
}
"""The classifier of each Figure 4 pathway (``PATHWAY_CATEGORIES``)."""


def actions_of(record: EpisodeRecord) -> list[dict[str, Any] | None] | None:
    """Each step's action as the environment read it (``info["action"]``: a query's delivered
    parts only, None for a refused action): as recorded, or read again for a record written
    before it was (None when its task cannot be found)."""
    if record.parsed_steps:
        return [step.parsed for step in record.steps]
    return legacy.read_again(record)


def _queried(action: dict[str, Any] | None) -> list[tuple[str, str]]:
    """The (role, message) parts a step's action delivered (none unless a query)."""
    if action is None or action.get("action") != "query":
        return []
    return [(part["role"], part["message"]) for part in action["queries"]]


def messages_to(actions: list[dict[str, Any] | None], role: str) -> list[tuple[int, str]]:
    """The messages of an episode's actions (``actions_of``) to one role, as (round, message),
    in order."""
    return [
        (number, message)
        for number, action in enumerate(actions, start=1)
        for r, message in _queried(action)
        if r == role
    ]


def round_types(
    record: EpisodeRecord, actions: list[dict[str, Any] | None], role: str
) -> tuple[Counter[str], int]:
    """Each round's type with respect to a designated role (see the package's docstring).

    Args:
        record: The episode.
        actions: Its steps' actions (``actions_of``).
        role: The designated role.

    Returns:
        Rounds per type of ``ROUND_TYPES`` (rounds without a recorded step count as
        ``FINALIZE_OTHER``, so they add up to ``record.rounds``) and the number of messages to
        the role (0 when never contacted).
    """
    counts: Counter[str] = Counter(dict.fromkeys(ROUND_TYPES, 0))
    contacts = 0
    for action in actions:
        kind = None if action is None else action.get("action")
        if kind == "query":
            roles = {r for r, _ in _queried(action)}
            if role in roles and contacts:
                counts[MISSED_ROLE_ONLY if roles == {role} else BROAD_FOLLOW_UP] += 1
            else:
                counts[OTHER_QUERYING] += 1
            contacts += role in roles
        elif kind == "wait":
            counts[WAIT] += 1
        else:
            counts[FINALIZE_OTHER] += 1
    counts[FINALIZE_OTHER] += record.rounds - len(record.steps)
    return counts, contacts


def _bucket(later: int) -> str:
    if later <= 2:
        return str(later)
    return "3–5" if later <= 5 else ">5"


def _fault_role(record: EpisodeRecord, kind: str) -> str | None:
    """The role of the episode's fault of one kind, from the faults it disclosed."""
    return next((f.get("role") for f in record.faults if f.get("kind") == kind), None)


def missed_decomposition(
    setting: str,
    kind: str,
    reliable: dict[tuple[str, int], EpisodeRecord],
    episodes: dict[tuple[str, int], EpisodeRecord],
) -> MissedDecomposition:
    """Figure 5 for one setting: its paired episodes against Reliable, with the role of the
    plan's fault of this kind (one its ``pathway`` is "contacts") as the designated role."""
    later = dict.fromkeys(CONTACT_BUCKETS, 0)
    never = unknown = 0
    types: dict[tuple[str, int], Counter[str]] = {}
    roles: dict[tuple[str, int], str] = {}
    for key, record in episodes.items():
        role = _fault_role(record, kind)
        actions = actions_of(record) if role is not None else None
        if role is None or actions is None:
            unknown += 1
            continue
        roles[key] = role
        types[key], contacts = round_types(record, actions, role)
        if contacts:
            later[_bucket(contacts - 1)] += 1
        else:
            never += 1
    deltas: list[float] = []
    sums = dict.fromkeys(ROUND_TYPES, 0.0)
    for key, base in reliable.items():
        base_actions = actions_of(base) if key in roles else None
        if base_actions is None:
            continue
        base_types, _ = round_types(base, base_actions, roles[key])
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
