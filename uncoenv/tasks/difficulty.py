"""Difficulty levels: the generator's knobs as one frozen, validated config.

``LEVELS["standard"]`` is the paper's benchmark (three candidates, 5–7 colleagues, 5–7
conditions, one fault of each kind, ten rounds) and generates it byte for byte. The harder levels
turn the knobs that make a task harder without making it ambiguous, each still proven by
``checks.verify``:

- ``fault_copies``: misaligned and missed faults a setting plays (Mixed: one more of either per
  copy). Every copy past the first sits on a colleague of its own and decides a candidate of its
  own (a *faulted decoy*, which fails one context-scoped condition of that colleague and nothing
  else), so each fault still changes or undetermines the answer alone. Incomplete keeps one
  hedge: a second that bites would show, in what the replies say, which side it hides
  (``generator._Draft._copy_faults``).
- ``decoys``: candidates that fail one condition a reliable colleague holds: more to rule out.
- ``roles`` and ``conditions``: the ranges drawn from (the scenarios hold at most eight
  colleagues, twelve with their reserve roles, and nine conditions a task can use beside its
  distractors).
- ``reserve_roles``: colleagues drawn from each scenario's reserve roles too. Some of them keep
  near-duplicates of another colleague's labels (another measure under a name that shares most
  of its words: "lost-time injury frequency" beside "total recordable injury frequency"), so a
  reply must be read for which record it states.
- ``negative_share``: how many task groups have no qualifying candidate. A naive agent, which
  takes the first replies at face value and counts what is missing as failing, is right about
  that often in every unreliable setting, and a random one in proportion: a harder level has
  fewer. The share of incomplete replies that hedge a rule operand follows from it
  (``operand_share``), so that a hedged condition still hides a pass as often as a fail.
- ``max_rounds``: the round budget the environment gives at this level.
- ``indirect_contexts``: records name a context by a date, a span or a definition that maps to
  it unmistakably ("twelve months to 31 December 2024"), not by its label, which only the brief
  uses: a misaligned reply no longer names its wrong context in the brief's words. Every
  context-scoped record does it, the right ones too, so the phrasing tells nothing of a fault.
- ``decoy_contexts``: a context-scoped record is held in a third context of the same kind
  (a June survey beside the July and August ones; ``FactTemplate.decoy_context``), drawn like
  the alternative: one more record a reply may state, and one more context a misaligned
  colleague may answer in (the wrong one is either of the two, with equal chance).
- ``compound_faults``: in Mixed, the hedge sits on the misaligned record itself, for the
  candidate the misaligned account misreads or, in some positive tasks, the winner: once a
  follow-up names the right context, the corrected reply gives that candidate's value only as a
  range, a bound or not at all. One fault hides behind another, and only a second follow-up, for
  the exact value, recovers the record. A hedge that decides the answer hides a pass as often as
  a fail (``generator._Draft._compound_hedge``).
- ``unstated_contexts``: how colleagues play, not what tasks hold. A record asked for in a
  context the request names is stated without it, the first time its label comes up, unless the
  request asks which context it is from ("which drill is that from?", "say which survey each
  figure refers to"): the colleague takes the context named as read. A misaligned colleague
  answering in another context then says nothing of it either, as the paper's colleagues do
  when they "provide a plausible figure from the wrong context": only a question on the context
  tells a right record from a wrong one. A request that names no context gets each record with
  its context, as at the other levels. The test split's rule is its benchmark version's
  (``dataset.Benchmark.unstated_contexts``: expert-v6 plays expert-v5's groups with it).
- ``describe_roles``: whether the brief lists each colleague's responsibilities beside its
  title. Without them, which colleague holds which record is read from titles alone.

reasoning-gym's configs are the model: a frozen object whose ``validate`` runs at construction,
and whose ``digest`` keys whatever was made from it (the train cache's folder).
"""

from __future__ import annotations

import hashlib
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, model_validator

MAX_CANDIDATES = 6
"""Candidates a task may list (the scenarios name eight; six keep the brief to one screen)."""
MAX_ROLES = 12
"""Colleagues a task may hold: the most any scenario has with its reserve roles (8 + 4)."""
ROLES_WITHOUT_RESERVE = 8
"""The most colleagues a scenario's roles alone give (without ``reserve_roles``)."""
MAX_CONDITIONS = 9
"""Conditions a task may hold: the most every scenario can give beside a distractor per role."""

Span = tuple[Annotated[int, Field(ge=5)], Annotated[int, Field(ge=5)]]


class Difficulty(BaseModel):
    """The generator's knobs for one level (frozen; invalid combinations raise at construction).

    Attributes:
        name: The level's name ("standard").
        fault_copies: Misaligned and missed faults a setting plays (1 or 2), each on its own
            colleague.
        decoys: Candidates beyond the faulted ones that fail a reliable colleague's condition.
        roles: The fewest and most colleagues a task holds (inclusive).
        conditions: The fewest and most eligibility conditions a task holds (inclusive).
        negative_share: Share of task groups whose answer is the negative label (at most 0.5).
        max_rounds: The environment's round budget at this level.
        reserve_roles: Whether tasks also draw colleagues from the scenarios' reserve roles
            (needed for more than eight).
        indirect_contexts: Whether records name contexts by their scenario cues.
        decoy_contexts: Whether context-scoped records are held in their scenario's decoy
            context too.
        compound_faults: Whether Mixed hedges the misaligned record (a fault behind a fault).
        describe_roles: Whether the brief gives each colleague's responsibilities.
        unstated_contexts: Whether a record asked for in a context the request names is stated
            without it (until the request asks which context it is from).
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(min_length=1, pattern=r"^[a-z][a-z0-9_]*$")
    fault_copies: int = Field(1, ge=1, le=2)
    decoys: int = Field(0, ge=0)
    roles: Span = (5, 7)
    conditions: Span = (5, 7)
    negative_share: float = Field(0.35, gt=0.0, le=0.5)
    max_rounds: int = Field(10, ge=1)
    reserve_roles: bool = False
    indirect_contexts: bool = False
    decoy_contexts: bool = False
    compound_faults: bool = False
    describe_roles: bool = True
    unstated_contexts: bool = False

    @model_validator(mode="after")
    def _validate(self) -> Difficulty:
        if self.candidates > MAX_CANDIDATES:
            raise ValueError(
                f"candidates: 3 + (fault_copies - 1) + decoys = {self.candidates}; at most "
                f"{MAX_CANDIDATES}"
            )
        for what, (low, high), most in (
            ("roles", self.roles, MAX_ROLES),
            ("conditions", self.conditions, MAX_CONDITIONS),
        ):
            if not low <= high <= most:
                raise ValueError(f"{what}: ({low}, {high}) must have 5 <= low <= high <= {most}")
        if self.roles[1] > ROLES_WITHOUT_RESERVE and not self.reserve_roles:
            raise ValueError(
                f"roles: more than {ROLES_WITHOUT_RESERVE} colleagues need reserve_roles=True"
            )
        if self.roles[0] < 4 + self.fault_copies - 1:
            raise ValueError("roles: too few for the faults, each on a colleague of its own")
        return self

    @property
    def candidates(self) -> int:
        """Candidates a task lists: the three of the paper's design, then the decoys."""
        return 3 + (self.fault_copies - 1) + self.decoys

    @property
    def operand_share(self) -> float:
        """Share of task groups (all positive) whose incomplete reply hedges a rule operand of
        the winner. The other positive ones hedge a condition of the winner, as many as the
        negative ones hedge a condition of a candidate that fails only it: a hedged condition
        hides a pass as often as a fail."""
        return 1.0 - 2 * self.negative_share

    @property
    def digest(self) -> str:
        """A short digest of every knob (the train cache's key)."""
        return hashlib.sha256(self.model_dump_json().encode()).hexdigest()[:12]


LEVELS: dict[str, Difficulty] = {
    level.name: level
    for level in (
        Difficulty(name="standard"),
        Difficulty(
            name="hard",
            fault_copies=2,
            roles=(6, 8),
            conditions=(6, 8),
            negative_share=0.25,
            max_rounds=8,
        ),
        Difficulty(
            name="expert",
            fault_copies=2,
            decoys=2,
            roles=(9, 12),
            conditions=(7, 9),
            negative_share=0.2,
            max_rounds=6,
            reserve_roles=True,
            indirect_contexts=True,
            decoy_contexts=True,
            compound_faults=True,
            describe_roles=False,
            unstated_contexts=True,
        ),
    )
}
"""The shipped levels, easiest first."""
STANDARD = LEVELS["standard"]


def level(name: str | Difficulty | None) -> Difficulty:
    """A level by name (None: standard), or the config itself.

    Raises:
        ValueError: an unknown name, naming the known ones.
    """
    if isinstance(name, Difficulty):
        return name
    found = LEVELS.get("standard" if name is None else name)
    if found is None:
        raise ValueError(f"unknown difficulty {name!r}; known: {', '.join(LEVELS)}")
    return found
