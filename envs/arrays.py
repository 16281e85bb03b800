"""The evidence as arrays for trained policies, and a policy's choices as text actions.

Both sides work on the one evidence model (``uncoenv.envs.evidence``), fed by the statements the
replies make: a policy sees what the text of the replies says, never the fault plan, and its
choices reach the colleagues as the messages a careful coordinator writes (``follow_up``).

Sizes come from a ``Layout``: the standard level's (``STANDARD``: 7 role slots, 7 condition slots,
3 candidates) or the harder levels' (``LARGEST``: 12, 9 and 6), which a curriculum uses at every
level so that one policy plays them all. Below, in the standard layout:

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

from dataclasses import dataclass
from typing import Any

import numpy as np
from gymnasium import spaces

from uncoenv.envs.actions import finalize
from uncoenv.envs.evidence import (
    EXACT_ALL,
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
from uncoenv.tasks import difficulty, logic

ROLE_FEATURES = 6
CANDIDATE_FEATURES = 3
NOTE_FEATURES = 3  # per condition and candidate: noted satisfied, noted violated, contradicted
NOTHING, ASK, ASK_CONTEXT, ASK_EXACT, ASK_AGAIN = range(5)
QUERY, WAIT, FINALIZE_FIRST = 0, 1, 2


@dataclass(frozen=True)
class Layout:
    """The slots of the arrays: a task with more is cut to them, one with fewer padded."""

    roles: int
    conditions: int
    candidates: int

    @property
    def size(self) -> int:
        """The observation's length without the notes' features."""
        conditions = self.conditions * (self.candidates * len(STATUSES) + 1)
        return self.roles * ROLE_FEATURES + conditions + self.candidates * CANDIDATE_FEATURES + 2

    @property
    def notes_size(self) -> int:
        """What a setting whose brief shows shared notes adds to the observation."""
        return self.conditions * self.candidates * NOTE_FEATURES + self.roles

    @property
    def finalize_negative(self) -> int:
        """The head's last choice: finalize with the negative label."""
        return FINALIZE_FIRST + self.candidates


STANDARD = Layout(7, 7, 3)
"""The standard level's layout (the paper's tasks)."""
LARGEST = Layout(difficulty.MAX_ROLES, difficulty.MAX_CONDITIONS, difficulty.MAX_CANDIDATES)
"""Room for every level's tasks."""
MAX_ROLES, MAX_CONDITIONS, CANDIDATES = STANDARD.roles, STANDARD.conditions, STANDARD.candidates
SIZE, NOTES_SIZE = STANDARD.size, STANDARD.notes_size
FINALIZE_NEGATIVE = STANDARD.finalize_negative


def layout_for(level: difficulty.Difficulty) -> Layout:
    """The layout a level's tasks fit: the standard one for the standard level, else the
    largest."""
    return STANDARD if level.name == difficulty.STANDARD.name else LARGEST


def layout_of(size: int) -> Layout:
    """The layout whose observation has ``size`` features (with or without the notes').

    Raises:
        ValueError: no layout has that size.
    """
    for layout in (STANDARD, LARGEST):
        if size in (layout.size, layout.size + layout.notes_size):
            return layout
    raise ValueError(f"no array layout has {size} observation features")


def observation_space(notes: bool = False, layout: Layout = STANDARD) -> spaces.Box:
    """The array observation's space (``notes``: a setting whose brief shows shared notes)."""
    size = layout.size + layout.notes_size * notes
    return spaces.Box(0.0, 1.0, shape=(size,), dtype=np.float32)


def action_space(notes: bool = False, layout: Layout = STANDARD) -> spaces.MultiDiscrete:
    """The policy's action space (``notes``: with the choice to ask a role again)."""
    choices = ASK_AGAIN + 1 if notes else ASK_AGAIN
    return spaces.MultiDiscrete([choices] * layout.roles + [layout.finalize_negative + 1])


_STATUS_INDEX = {status: i for i, status in enumerate(STATUSES)}
_EMPTY = Owed()


def encode(
    evidence: Evidence | None, round_number: int, notes: bool = False, layout: Layout = STANDARD
) -> np.ndarray:
    """The evidence as the policy's observation (all zeros before the brief is read; a brief
    with shared notes adds their features)."""
    if evidence is None:
        return np.zeros(layout.size + layout.notes_size * notes, dtype=np.float32)
    max_roles, max_conditions, candidates_ = layout.roles, layout.conditions, layout.candidates
    brief = evidence.brief
    owed = evidence.owed()
    features: list[float] = []
    roles = brief.roles[:max_roles]
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
    features += [0.0] * ROLE_FEATURES * (max_roles - len(roles))
    statuses = evidence.statuses()
    width = candidates_ * len(STATUSES) + 1
    for row in statuses[:max_conditions]:
        block = [0.0] * width
        for j, status in enumerate(row[:candidates_]):
            block[j * len(STATUSES) + _STATUS_INDEX[status]] = 1.0
        block[-1] = 1.0
        features += block
    features += [0.0] * width * (max_conditions - min(len(statuses), max_conditions))
    candidates = brief.candidates[:candidates_]
    for j, candidate in enumerate(candidates):
        column = [row[j] for row in statuses]
        known = all((k, c, candidate) in evidence.exact for k, c in brief.operands)
        features += (
            all(s == "satisfied" for s in column),
            any(s == "violated" for s in column),
            known,
        )
    features += [0.0] * (CANDIDATE_FEATURES * (candidates_ - len(candidates)))
    features += (min(1.0, round_number / brief.max_rounds), bool(owed))
    if brief.notes:
        features += _note_features(evidence, owed, layout)
    return np.array(features, dtype=np.float32)


def _note_features(evidence: Evidence, owed: dict[str, Owed], layout: Layout) -> list[float]:
    """What the shared notes say of each condition and candidate, where a reply contradicts
    them, and which roles owe a recheck."""
    brief = evidence.brief
    noted = dict(brief.notes)
    contradicted = set(evidence.conflicts())
    features: list[float] = []
    conditions = brief.conditions[: layout.conditions]
    candidates = brief.candidates[: layout.candidates]
    for (label, context), condition in conditions:
        for candidate in candidates:
            atom = (label, context, candidate)
            value = noted.get(atom)
            holds = value is not None and logic.holds(condition, value)
            features += (holds, value is not None and not holds, atom in contradicted)
        features += [0.0] * NOTE_FEATURES * (layout.candidates - len(candidates))
    features += [0.0] * (layout.candidates * NOTE_FEATURES * (layout.conditions - len(conditions)))
    roles = brief.roles[: layout.roles]
    features += [bool(owed.get(role, _EMPTY).recheck) for role in roles]
    return features + [0.0] * (layout.roles - len(roles))


def decode(action: np.ndarray, evidence: Evidence, layout: Layout = STANDARD) -> dict[str, Any]:
    """A policy's choice as the text action the colleagues read (a finalize for a candidate
    slot the task does not fill is an invalid action, which the environment reports)."""
    choices = [int(a) for a in np.asarray(action).reshape(-1)]
    head = choices[layout.roles]
    brief = evidence.brief
    if head == WAIT:
        return {"action": "wait"}
    if head == layout.finalize_negative:
        return finalize(brief.negative, None, None)
    if head >= FINALIZE_FIRST:
        if head - FINALIZE_FIRST >= len(brief.candidates):
            slot = f"empty candidate slot {head - FINALIZE_FIRST + 1}"  # named in the error
            return finalize(brief.positive, slot, 0.0)
        candidate = brief.candidates[head - FINALIZE_FIRST]
        # Unknown operands count as 0: a policy that finalizes early gets the number it earned.
        number = evidence.number(candidate, unknown=0)
        return finalize(brief.positive, candidate, 0.0 if number is None else number)
    owed = evidence.owed()
    queries = []
    for role, choice in zip(brief.roles[: layout.roles], choices[: layout.roles], strict=False):
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
        return EXACT_ALL
    return GENERAL_REQUEST
