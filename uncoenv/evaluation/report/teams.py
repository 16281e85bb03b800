"""Seed 003's views of team runs, as data: accuracy by formation and team size beside the
coordinator, participation against score, and mitigation arms against their control, paired.

``team_summary`` reads a run's team records into a ``TeamSummary`` (kept on its ``RunReport``);
``uncoenv.evaluation.report.markdown`` and ``figures`` render it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from uncoenv.evaluation.records import EpisodeRecord

MITIGATIONS = ("lead", "charter", "house_rules")
PARTICIPATION_BINS = ((0.0, 0.5, "< 50%"), (0.5, 1.0, "50–99%"), (1.0, 1.01, "100%"))
BOOTSTRAP = 2_000


@dataclass(frozen=True)
class TeamSummary:
    """A team run's means over its finished episodes (``uncoenv.teams.metrics``).

    Attributes:
        config: The team (``Team.identity()``): formation, seats and what is set.
        n: Finished team episodes.
        participation: Mean share of seats that ever acted.
        start_round: Mean first round a seat acted in (over seats that acted).
        wasted_share: Mean share of messages that changed no seat's evidence.
        ask_in_context: Share of committed episodes whose committing seat held every needed
            fact (None when nothing was committed).
        overrides: Overriding claims per episode.
        fabrications: Unsupported claims per episode.
        outcomes: Correctness by (task id, setting, trial), for paired comparisons.
        by_participation: (label, n, accuracy) per participation bin.
    """

    config: dict[str, Any]
    n: int
    participation: float
    start_round: float | None
    wasted_share: float
    ask_in_context: float | None
    overrides: float
    fabrications: float
    outcomes: dict[tuple[str, str, int], bool] = field(default_factory=dict)
    by_participation: tuple[tuple[str, int, float | None], ...] = ()

    @property
    def control(self) -> dict[str, Any]:
        """The configuration of this run's control: no mitigation, the first answer commits."""
        return {"formation": self.config["formation"], "seats": self.config["seats"]}

    @property
    def mitigated(self) -> bool:
        return any(self.config.get(m) for m in MITIGATIONS) or "commit" in self.config

    @property
    def arm(self) -> str:
        """The mitigations, in words ("lead-only commit + charter"; "none")."""
        named = []
        if self.config.get("commit") == "lead":
            named.append("lead-only commit")
        elif self.config.get("lead"):
            named.append("advisory lead")
        if self.config.get("commit") == "vote":
            named.append("vote")
        named += [m.replace("_", " ") for m in ("charter", "house_rules") if self.config.get(m)]
        return " + ".join(named) or "none"


def team_summary(records: Iterable[EpisodeRecord]) -> TeamSummary | None:
    """The team summary of a run's scored records (None when they are not a team's)."""
    teams = [r for r in records if r.team is not None and r.error is None]
    if not teams:
        return None
    metrics = [r.team["metrics"] for r in teams]  # type: ignore[index]
    starts = [s for m in metrics for s in m["start_rounds"].values() if s is not None]
    committed = [m["ask_in_context"] for m in metrics if m["ask_in_context"] is not None]
    bins = []
    for low, high, label in PARTICIPATION_BINS:
        inside = [
            r.correct
            for r, m in zip(teams, metrics, strict=True)
            if low <= m["participation"] < high
        ]
        bins.append((label, len(inside), sum(inside) / len(inside) if inside else None))
    return TeamSummary(
        config=teams[0].team["config"],  # type: ignore[index]
        n=len(teams),
        participation=_mean(m["participation"] for m in metrics),
        start_round=_mean(starts) if starts else None,
        wasted_share=_mean(m["wasted_share"] for m in metrics),
        ask_in_context=_mean(committed) if committed else None,
        overrides=_mean(len(m["overrides"]) for m in metrics),
        fabrications=_mean(len(m["fabrications"]) for m in metrics),
        outcomes={(r.task_id, r.setting, r.trial): r.correct for r in teams},
        by_participation=tuple(bins),
    )


def _mean(values: Iterable[float]) -> float:
    found = list(values)
    return sum(found) / len(found)


def paired_difference(
    arm: dict[tuple[str, str, int], bool], control: dict[tuple[str, str, int], bool]
) -> tuple[int, float, tuple[float, float]] | None:
    """Arm minus control accuracy over the episodes both played (same task, setting, trial),
    with a 95% percentile interval from resampling those pairs (seeded: the same report twice
    gives the same interval). None when they share no episode."""
    shared = sorted(set(arm) & set(control))
    if not shared:
        return None
    deltas = np.array([float(arm[k]) - float(control[k]) for k in shared])
    rng = np.random.default_rng(0)
    means = deltas[rng.integers(len(deltas), size=(BOOTSTRAP, len(deltas)))].mean(axis=1)
    low, high = np.percentile(means, [2.5, 97.5])
    return len(shared), float(deltas.mean()), (float(low), float(high))
