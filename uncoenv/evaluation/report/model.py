"""The report's data model: the categories it counts in, and one dataclass per table (Table 1
rows, Figure 3 transitions, Figure 4 pathways, the Figure 5 Missed decomposition), gathered per
run (``RunReport``) and over runs (``Report``)."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from uncoenv.envs.interventions import ARMS
from uncoenv.evaluation.report.teams import TeamSummary
from uncoenv.tasks.faults import KINDS, SETTING_PLANS
from uncoenv.tasks.models import SETTINGS

REPORT_FILE = "report.md"

UNKNOWN = "unknown"

CORRECT_CORRECT = "Correct → Correct"
CORRECT_WRONG = "Correct → Wrong"
WRONG_WRONG = "Wrong → Wrong"
WRONG_CORRECT = "Wrong → Correct"
TRANSITIONS = (CORRECT_CORRECT, CORRECT_WRONG, WRONG_WRONG, WRONG_CORRECT)

NO_CORRECTIVE_FOLLOW_UP = "no corrective follow-up"
INCOMPLETE_RECOVERY = "incomplete recovery"
RECOVERED_WRONG = "fact recovered; final wrong"
RECOVERED_CORRECT = "fact recovered; final correct"
NOT_TRIGGERED = "fault not triggered"
RECOVERY_PATHWAYS = (
    NO_CORRECTIVE_FOLLOW_UP,
    INCOMPLETE_RECOVERY,
    RECOVERED_WRONG,
    RECOVERED_CORRECT,
    NOT_TRIGGERED,
)

NO_RECORDED_FOLLOW_UP = "no recorded follow-up"
UNCLASSIFIED_FOLLOW_UP = "unclassified follow-up"
CLARIFICATION_INVOLVED = "clarification involved"
RESOLUTION_TARGETED_ONLY = "resolution-targeted only"
FOLLOW_UP_PATHWAYS = (
    NO_RECORDED_FOLLOW_UP,
    UNCLASSIFIED_FOLLOW_UP,
    CLARIFICATION_INVOLVED,
    RESOLUTION_TARGETED_ONLY,
    NOT_TRIGGERED,
)

PATHWAY_CATEGORIES: dict[str, tuple[str, ...]] = {
    "recovery": RECOVERY_PATHWAYS,
    "follow_ups": FOLLOW_UP_PATHWAYS,
}
"""The categories of each Figure 4 pathway, by the ``pathway`` a fault kind declares (a kind
followed by ``"contacts"`` gets the Figure 5 decomposition instead)."""


def pathway_kinds() -> list[str]:
    """The fault kinds the report follows with a Figure 4 pathway, in the registry's order."""
    return [name for name, kind in KINDS.items() if kind.pathway in PATHWAY_CATEGORIES]


def settings_with(kind: str) -> list[str]:
    """The settings whose plan holds a fault of this kind."""
    return [name for name, plan in SETTING_PLANS.items() if kind in plan.kinds]


def kind_title(kind: str) -> str:
    """A kind's name as a heading writes it ("wrong_note" -> "Wrong note")."""
    return kind.replace("_", " ").capitalize()


MISSED_ROLE_ONLY = "missed-role-only follow-up"
BROAD_FOLLOW_UP = "broad follow-up incl. missed role"
OTHER_QUERYING = "other querying / initial collection"
WAIT = "wait"
FINALIZE_OTHER = "finalize / other"
ROUND_TYPES = (MISSED_ROLE_ONLY, BROAD_FOLLOW_UP, OTHER_QUERYING, WAIT, FINALIZE_OTHER)
CONTACT_BUCKETS = ("0", "1", "2", "3–5", ">5")


@dataclass(frozen=True)
class SettingResult:
    """One row of Table 1: one setting of one run.

    Attributes:
        setting: The setting's name.
        n: Scored episodes: finished, agent errors included (as wrong answers).
        errors: Errored episodes (infrastructure failures, not scored).
        correct: Scored episodes answered correctly.
        accuracy: ``correct / n`` (NaN when n is 0).
        ci: Wilson 95% interval of the accuracy, as fractions.
        mean_rounds: Mean rounds of the episodes that ended, agent errors left out (NaN when
            there are none).
        delta_accuracy_pp: Accuracy minus Reliable's, in percentage points (None for Reliable
            or without Reliable episodes).
        delta_rounds: Mean rounds minus Reliable's (None likewise).
        pass_k: pass^k for k = 1, 2, ... up to the run's most trials per task.
        prompt_tokens: Prompt tokens of all episodes of the setting, errored ones included.
        completion_tokens: Completion tokens, likewise.
        cost: Cost, likewise.
        agent_errors: Scored episodes that ended in the model's own failure (in ``n``, wrong).
        t1: Share of the scored episodes with a diagnosis that named exactly the unreliable
            colleagues (T1; None when no final answer named any).
        t2: Mean belief score of the scored episodes that gave beliefs (T2; None without).
        corrupted_correct: Correct answers given on a corrupted belief state.
    """

    setting: str
    n: int
    errors: int
    correct: int
    accuracy: float
    ci: tuple[float, float]
    mean_rounds: float
    delta_accuracy_pp: float | None
    delta_rounds: float | None
    pass_k: tuple[float, ...]
    prompt_tokens: int
    completion_tokens: int
    cost: float
    agent_errors: int = 0
    t1: float | None = None
    t2: float | None = None
    corrupted_correct: int = 0

    @property
    def tokens(self) -> int:
        """Prompt plus completion tokens."""
        return self.prompt_tokens + self.completion_tokens


@dataclass(frozen=True)
class Transitions:
    """Reliable → setting joint correctness of the paired (task, trial) episodes (Figure 3).

    Attributes:
        setting: The unreliable setting.
        counts: Pairs per category of ``TRANSITIONS``.
    """

    setting: str
    counts: dict[str, int]

    @property
    def pairs(self) -> int:
        """The number of pairs."""
        return sum(self.counts.values())

    def share(self, category: str) -> float:
        """The category's share of the pairs (NaN without pairs)."""
        return ratio(self.counts.get(category, 0), self.pairs)


@dataclass(frozen=True)
class Pathways:
    """Behaviour pathways for one fault kind in one setting (Figure 4).

    Attributes:
        setting: The setting ("misaligned", "mixed", ...).
        kind: The fault kind analysed ("misaligned", "incomplete", "misleading", ...).
        counts: Episodes per category (``PATHWAY_CATEGORIES`` of the kind's pathway, plus
            ``UNKNOWN``).
        correct: Of those, the episodes answered correctly.
    """

    setting: str
    kind: str
    counts: dict[str, int]
    correct: dict[str, int]

    @property
    def n(self) -> int:
        """Episodes classified."""
        return sum(self.counts.values())

    def share(self, category: str) -> float:
        """The category's share of the episodes (NaN without episodes)."""
        return ratio(self.counts.get(category, 0), self.n)


@dataclass(frozen=True)
class MissedDecomposition:
    """Extra rounds against Reliable and contacts with the missed role (Figure 5).

    Attributes:
        setting: The setting ("missed" or "mixed").
        pairs: (task, trial) pairs finished in both Reliable and the setting.
        delta_rounds: Mean of (rounds in the setting − rounds in Reliable) over the pairs.
        contributions: For each of ``ROUND_TYPES``, the mean over pairs of (its rounds in the
            setting − its rounds in Reliable); they add up to ``delta_rounds``.
        later_contacts: Episodes of the setting per ``CONTACT_BUCKETS`` bucket of messages to
            the missed role after the first one (episodes that contacted it).
        never_contacted: Episodes of the setting that never messaged the missed role.
        unknown: Episodes of the setting whose task could not be found.
    """

    setting: str
    pairs: int
    delta_rounds: float
    contributions: dict[str, float]
    later_contacts: dict[str, int]
    never_contacted: int
    unknown: int = 0


@dataclass(frozen=True)
class RunReport:
    """Everything the report says about one run.

    Attributes:
        label: The run directory's name (its path when names clash).
        path: The run directory.
        agents: Agent names found in the records (or the summary).
        models: Model names found in the records (or the summary).
        episodes: Distinct episodes read (errored ones included).
        errors: Errored episodes (infrastructure failures, not scored).
        torn_lines: Torn last lines skipped (0 or 1).
        unreadable_lines: Numbers of other lines that could not be read (skipped).
        trials: The most finished trials of any task in any setting.
        table: Table 1 rows by setting, in the order of ``SETTINGS``.
        transitions: Figure 3 by unreliable setting.
        pathways: Figure 4 pathways by fault kind, then by setting ("misaligned" ->
            "misaligned", "mixed"), for the settings run whose plan holds the kind.
        missed: The Missed decomposition by setting ("missed", "mixed").
        summary: The run's ``summary.json`` (empty when absent or unreadable).
        agent_errors: Episodes that ended in the model's own failure (scored as wrong).
        intervention: The intervention arm the run's episodes were played under.
        config_hash: The run configuration's hash (a directory holding several is reported
            as one run each).
        versions: The uncoenv versions that wrote the records (empty for older records).
        tasks: The task set: the benchmark's name and sha256, or the train stream's seed and
            template set (from the summary or the records; empty when neither says).
        team: A team run's summary (``uncoenv.evaluation.report.teams``); None for one agent.
    """

    label: str
    path: Path
    agents: tuple[str, ...]
    models: tuple[str, ...]
    episodes: int
    errors: int
    torn_lines: int
    unreadable_lines: tuple[int, ...]
    trials: int
    table: dict[str, SettingResult]
    transitions: dict[str, Transitions]
    pathways: dict[str, dict[str, Pathways]]
    missed: dict[str, MissedDecomposition]
    summary: dict[str, Any] = field(default_factory=dict)
    agent_errors: int = 0
    intervention: str = "none"
    config_hash: str | None = None
    versions: tuple[str, ...] = ()
    tasks: dict[str, Any] = field(default_factory=dict)
    team: TeamSummary | None = None

    @property
    def title(self) -> str:
        """The label with the agent and model, e.g. ``gpt (llm / gpt-5)``."""
        return f"{self.label} ({self.who})" if self.who else self.label

    @property
    def who(self) -> str:
        """The agent and model, e.g. ``llm / gpt-5`` (empty when unknown)."""
        return " / ".join(x for x in (", ".join(self.agents), ", ".join(self.models)) if x)

    @property
    def prompt_tokens(self) -> int:
        """Prompt tokens over every setting."""
        return sum(row.prompt_tokens for row in self.table.values())

    @property
    def completion_tokens(self) -> int:
        """Completion tokens over every setting."""
        return sum(row.completion_tokens for row in self.table.values())

    @property
    def cost(self) -> float:
        """Cost over every setting."""
        return sum(row.cost for row in self.table.values())


@dataclass(frozen=True)
class Report:
    """The comparison of one or more runs.

    Attributes:
        runs: One ``RunReport`` per run directory, in the order given.
    """

    runs: list[RunReport]

    def markdown(self) -> str:
        """The report as Markdown, readable as plain text too."""
        # The renderers read this module: imported when called, the dependency stays one-way.
        from uncoenv.evaluation.report.markdown import render

        return render(self)

    def save(self, out_dir: Path) -> list[Path]:
        """Write ``report.md`` and the PNG figures into ``out_dir`` (created if needed).

        Args:
            out_dir: Where to write.

        Returns:
            The files written: ``report.md`` first, then the figures that have data.
        """
        from uncoenv.evaluation.report.figures import draw  # see ``markdown``

        out_dir = Path(out_dir)
        out_dir.mkdir(parents=True, exist_ok=True)
        figures = draw(self, out_dir)
        text = self.markdown()
        if figures:
            text += "\n## Figures\n\n" + "\n".join(
                f"![{path.stem}]({path.name})\n" for path in figures
            )
        report = out_dir / REPORT_FILE
        report.write_text(text, encoding="utf-8")
        return [report, *figures]


def intervention_groups(report: Report) -> dict[str, dict[str, RunReport]]:
    """The runs by agent (title without the arm), then by arm, when any run has an arm."""
    if all(run.intervention == "none" for run in report.runs):
        return {}
    groups: dict[str, dict[str, RunReport]] = {}
    for run in report.runs:
        groups.setdefault(run.who or run.label, {})[run.intervention] = run
    return {who: {arm: arms[arm] for arm in ARMS if arm in arms} for who, arms in groups.items()}


def setting_order(setting: str) -> tuple[int, str]:
    """Sort key of a setting: the order of ``SETTINGS``, then unknown ones by name."""
    return (SETTINGS.index(setting) if setting in SETTINGS else len(SETTINGS), setting)


def setting_name(setting: str) -> str:
    """A setting as the report names it ("Reliable", "SharedNotes")."""
    return "".join(part.capitalize() for part in setting.split("_"))


def ratio(numerator: float, denominator: float) -> float:
    """The quotient; NaN when the denominator is 0 (shown as "—")."""
    return numerator / denominator if denominator else math.nan
