"""The evidence as arrays for trained policies, and a policy's choices as text actions.

Both sides work on the one evidence model (``uncoenv.envs.evidence``), fed by the statements the
replies make: a policy sees what the text of the replies says, never the fault plan, and its
choices reach the colleagues as the messages a careful coordinator writes (``follow_up``).

Observation (a flat Box in [0, 1]):
    per role slot (7): present, contacted, replied, silent, owes a required context, owes an
    exact value; per condition slot (7) and candidate (3): unknown / satisfied / violated /
    undetermined (an interval) / reported in another context, plus the condition's presence;
    per candidate: meets every condition, fails one, all operands known; the round as a share
    of the budget; whether anything is still owed.

Action (MultiDiscrete): per role slot (7): nothing / ask / ask for the required context / ask
for the exact value; plus one head: query / wait / finalize for candidate 1, 2, 3 / finalize
negative. A finalize's number is computed from the evidence gathered (wrong when it is wrong).

The settings whose brief shows shared notes (seed 001's) add to the observation, per condition
slot and candidate, what its note says (satisfied, violated) and whether a reply gave another
value; per role slot, whether it owes a recheck; and to each role's choices a fifth: ask it to
check its records again (the values it gave against the notes). The paper's five settings keep
their spaces.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces

from uncoenv.envs.actions import finalize
from uncoenv.envs.evidence import (
    GENERAL_REQUEST,
    RECHECK_ALL,
    RECONTACT,
    STATUSES,
    Evidence,
    Owed,
    ask_again,
    ask_context,
    ask_exact,
)
from uncoenv.tasks import logic

MAX_ROLES = 7
MAX_CONDITIONS = 7
CANDIDATES = 3
ROLE_FEATURES = 6
CANDIDATE_FEATURES = 3
SIZE = (
    MAX_ROLES * ROLE_FEATURES
    + MAX_CONDITIONS * (CANDIDATES * len(STATUSES) + 1)
    + CANDIDATES * CANDIDATE_FEATURES
    + 2
)
NOTE_FEATURES = 3  # per condition and candidate: noted satisfied, noted violated, contradicted
NOTES_SIZE = MAX_CONDITIONS * CANDIDATES * NOTE_FEATURES + MAX_ROLES
NOTHING, ASK, ASK_CONTEXT, ASK_EXACT, ASK_AGAIN = range(5)
QUERY, WAIT, FINALIZE_FIRST, FINALIZE_NEGATIVE = 0, 1, 2, 2 + CANDIDATES


def observation_space(notes: bool = False) -> spaces.Box:
    """The array observation's space (``notes``: a setting whose brief shows shared notes)."""
    return spaces.Box(0.0, 1.0, shape=(SIZE + NOTES_SIZE * notes,), dtype=np.float32)


def action_space(notes: bool = False) -> spaces.MultiDiscrete:
    """The policy's action space (``notes``: with the choice to ask a role again)."""
    choices = ASK_AGAIN + 1 if notes else ASK_AGAIN
    return spaces.MultiDiscrete([choices] * MAX_ROLES + [FINALIZE_NEGATIVE + 1])


_STATUS_INDEX = {status: i for i, status in enumerate(STATUSES)}
_EMPTY = Owed()
_ROLE_PADDING = [0.0] * ROLE_FEATURES
_CONDITION_PADDING = [0.0] * (CANDIDATES * len(STATUSES) + 1)


def encode(evidence: Evidence | None, round_number: int, notes: bool = False) -> np.ndarray:
    """The evidence as the policy's observation (all zeros before the brief is read; a brief
    with shared notes adds their features)."""
    if evidence is None:
        return np.zeros(SIZE + NOTES_SIZE * notes, dtype=np.float32)
    brief = evidence.brief
    owed = evidence.owed()
    features: list[float] = []
    roles = brief.roles[:MAX_ROLES]
    for role in roles:
        debt = owed.get(role, _EMPTY)
        features += (
            1.0,
            role in evidence.contacted,
            role in evidence.replied,
            debt.silent,
            bool(debt.contexts),
            bool(debt.exact),
        )
    features += _ROLE_PADDING * (MAX_ROLES - len(roles))
    statuses = evidence.statuses()
    for row in statuses[:MAX_CONDITIONS]:
        block = [0.0] * (CANDIDATES * len(STATUSES) + 1)
        for j, status in enumerate(row[:CANDIDATES]):
            block[j * len(STATUSES) + _STATUS_INDEX[status]] = 1.0
        block[-1] = 1.0
        features += block
    features += _CONDITION_PADDING * (MAX_CONDITIONS - min(len(statuses), MAX_CONDITIONS))
    candidates = brief.candidates[:CANDIDATES]
    for j, candidate in enumerate(candidates):
        column = [row[j] for row in statuses]
        known = all((k, c, candidate) in evidence.exact for k, c in brief.operands)
        features += (
            all(s == "satisfied" for s in column),
            any(s == "violated" for s in column),
            known,
        )
    features += [0.0] * (CANDIDATE_FEATURES * (CANDIDATES - len(candidates)))
    features += (min(1.0, round_number / brief.max_rounds), bool(owed))
    if brief.notes:
        features += _note_features(evidence, owed)
    return np.array(features, dtype=np.float32)


def _note_features(evidence: Evidence, owed: dict[str, Owed]) -> list[float]:
    """What the shared notes say of each condition and candidate, where a reply contradicts
    them, and which roles owe a recheck."""
    brief = evidence.brief
    noted = dict(brief.notes)
    contradicted = set(evidence.conflicts())
    features: list[float] = []
    for (label, context), condition in brief.conditions[:MAX_CONDITIONS]:
        for candidate in brief.candidates[:CANDIDATES]:
            atom = (label, context, candidate)
            value = noted.get(atom)
            holds = value is not None and logic.holds(condition, value)
            features += (holds, value is not None and not holds, atom in contradicted)
    features += [0.0] * (CANDIDATES * NOTE_FEATURES * (MAX_CONDITIONS - len(brief.conditions)))
    roles = brief.roles[:MAX_ROLES]
    features += [bool(owed.get(role, _EMPTY).recheck) for role in roles]
    return features + [0.0] * (MAX_ROLES - len(roles))


def decode(action: np.ndarray, evidence: Evidence) -> dict[str, Any]:
    """A policy's choice as the text action the colleagues read."""
    choices = [int(a) for a in np.asarray(action).reshape(-1)]
    head = choices[MAX_ROLES]
    brief = evidence.brief
    if head == WAIT:
        return {"action": "wait"}
    if head == FINALIZE_NEGATIVE:
        return finalize(brief.negative, None, None)
    if head >= FINALIZE_FIRST:
        candidate = brief.candidates[head - FINALIZE_FIRST]
        # Unknown operands count as 0: a policy that finalizes early gets the number it earned.
        number = evidence.number(candidate, unknown=0)
        return finalize(brief.positive, candidate, 0.0 if number is None else number)
    owed = evidence.owed()
    queries = []
    for role, choice in zip(brief.roles[:MAX_ROLES], choices[:MAX_ROLES], strict=False):
        if choice != NOTHING:
            queries.append({"role": role, "message": _message(choice, owed.get(role))})
            if choice == ASK_AGAIN:  # kept as a coordinator keeps track of what it re-asked
                evidence.asked_again(evidence.to_recheck(role))
    return {"action": "query", "queries": queries}


def _message(choice: int, owed: Owed | None) -> str:
    if owed is not None and owed.silent:
        return RECONTACT
    if choice == ASK_AGAIN and owed is not None and owed.recheck:
        return ask_again(owed)
    if choice == ASK_AGAIN:
        return RECHECK_ALL
    if choice == ASK_CONTEXT and owed is not None and owed.contexts:
        return ask_context(owed)
    if choice == ASK_EXACT and owed is not None and owed.exact:
        return ask_exact(owed)
    if choice == ASK_EXACT:
        return "Please give me the exact figures you hold for each candidate."
    return GENERAL_REQUEST
