"""The report behind ``uncoenv report``: the paper's Table 1, Figure 3 and the behaviour pathways
of Figures 4 and 5, for one or more runs.

A run is one directory ``runs/NAME/`` holding ``episodes.jsonl`` (one ``EpisodeRecord`` per line)
and ``summary.json``; one run is one agent configuration, and several runs are compared side by
side. ``build_report(run_dirs)`` reads them; ``Report.markdown()`` is the text (stdout or
``report.md``); ``Report.save(out_dir)`` writes ``report.md`` and the figures.

Reading the records
    A torn last line (an interrupted write) is skipped and counted; any other unreadable line is
    skipped too, and the report warns about it by line number. When a key appears more than once
    (a resumed run), the last record wins, except that an errored record never replaces a
    finished one. Records with ``error`` set are infrastructure failures: they are counted per
    setting in the ``errors`` column and are never scored (not in ``n``, accuracy, rounds,
    pass^k, transitions or pathways). Records with ``agent_error`` set are the model's own
    failures (context window exceeded, content policy, bad request): they are scored as wrong
    answers (in ``n``, accuracy, pass^k and transitions) and counted in the ``agent errors``
    column; having no end, they are left out of mean rounds, pathways and the Missed
    decomposition. Tokens and cost count every episode, since they were spent.

Main results (Table 1)
    Per setting: ``n`` scored episodes, accuracy (the share with ``correct``: conclusion,
    candidate and number all right) with its Wilson 95% interval, mean rounds (``rounds``: one per
    agent action, including the final one), and the differences from Reliable: accuracy in
    percentage points and mean rounds. When a task was played more than once in a setting,
    pass^k (k = 1 .. the most trials of any task) averages over tasks the chance that k trials
    drawn without replacement are all correct (tasks with fewer than k trials are left out of
    pass^k). Tokens are prompt plus completion tokens.

Paired transitions (Figure 3)
    For each unreliable setting, the (task, trial) pairs finished in both Reliable and that
    setting, split by correctness in Reliable then in the setting: Correct → Correct, Correct →
    Wrong, Wrong → Wrong, Wrong → Correct. Shares are of the pairs.

Behaviour pathways
    Every pathway is computed per finished episode of the setting, for one fault of its plan: the
    single fault of Misaligned, Incomplete and Missed, and the fault of that kind in Mixed. An
    episode whose task cannot be found or that carries no recovery entry for the fault is
    ``unknown``. "Messages to a role" are the messages of the episode's valid query actions
    addressed to it, in order (actions read with ``uncoenv.envs.actions.read_action``: an invalid
    action sends nothing, a query with an invalid part sends its valid parts).

    Misaligned (Figure 4, left), from the episode's ``recovery`` entry for the misaligned fault
    (see ``uncoenv.envs.colleagues.Colleague.recovery``):

    - **fault not triggered**: the faulty account was never given (``shown`` False): the agent
      never asked that role about the context-scoped fact.
    - **no corrective follow-up**: the faulty account was given and the agent sent that role no
      message afterwards (``follow_ups`` 0).
    - **incomplete recovery**: the agent sent that role follow-ups, but none named the required
      context, so the fact was never given correctly (``recovered`` False).
    - **fact recovered; final wrong**: a follow-up named the required context and the role gave
      the fact in it (``recovered``), yet the final answer is wrong (or missing).
    - **fact recovered; final correct**: recovered, and the final answer is correct.

    Incomplete (Figure 4, right), from the messages to the incomplete role and the task. The
    *hedged reply* answers the first message to that role that is relevant and covers the
    fault's fact and candidate (the messages re-read in order, as one conversation, by the rules
    reader ``uncoenv.envs.requests.RULES``: ``relevant``, the candidate in ``candidates`` and
    the fact in ``facts``); the *follow-ups* are the later messages to that role. A follow-up
    is **resolution-targeted** when it asks for the exact value covering the fact
    and candidate: ``relevant``, ``exact``, the candidate in ``candidates`` and the fact in
    ``facts`` (the very rule by which the colleague gives the exact value; a message that names
    no candidate or record covers them all, so "could you give me the exact distances on your
    records?" counts, and so does a follow-up such as "the exact figure, please", which reuses
    the previous request's records and candidates).

    - **fault not triggered**: the hedged reply was never given (the ``recovery`` entry's
      ``shown`` when present, else no covering message).
    - **no recorded follow-up**: the hedged reply was given and no message to that role
      followed it.
    - **unclassified follow-up**: follow-ups, none of them resolution-targeted.
    - **clarification involved**: at least one resolution-targeted follow-up and at least one
      other follow-up.
    - **resolution-targeted only**: every follow-up is resolution-targeted.

    Missed (Figure 5), for the (task, trial) pairs finished in both Reliable and the setting, with
    the missed role of the setting's plan as the *designated role* in both episodes of a pair.
    Every round of an episode is of one type:

    - **missed-role-only follow-up**: a query to the designated role alone, after the agent's
      first message to it.
    - **broad follow-up incl. missed role**: a query to the designated role and others, after
      the agent's first message to it.
    - **other querying / initial collection**: any other valid query (the first contact with the
      designated role included).
    - **wait**: a wait action.
    - **finalize / other**: a finalize action, an invalid action, or a round without a recorded
      step.

    The mean paired Δ rounds is the mean of (rounds in the setting − rounds in Reliable); each
    type's contribution is the mean of (its rounds in the setting − its rounds in Reliable), so
    the contributions add up to the Δ. *Later contacts* are the messages to the designated role
    after the first one, in the setting's finished episodes that contacted it at all (those that
    never did are counted apart), bucketed 0, 1, 2, 3–5, more than 5.

Figures (PNG, matplotlib with the Agg backend, imported only when saving)
    ``accuracy.png``: accuracy per setting per run with Wilson 95% error bars.
    ``transitions.png``: the paired transitions as stacked horizontal bars per run and setting.
    ``pathways.png``: the Misaligned and Incomplete pathways as stacked horizontal bars.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import math
import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from uncoenv.envs.actions import ActionError, Finalize, Query, Wait, read_action
from uncoenv.envs.interventions import ARMS
from uncoenv.envs.requests import RULES, Request, Turn, record_index
from uncoenv.evaluation.records import EpisodeRecord, latest, read_episodes, selected
from uncoenv.evaluation.stats import pass_hat_k, wilson
from uncoenv.tasks import dataset, generator
from uncoenv.tasks.models import SETTINGS, IncompleteFault, Task

EPISODES_FILE = "episodes.jsonl"
SUMMARY_FILE = "summary.json"
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
MISALIGNED_PATHWAYS = (
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
INCOMPLETE_PATHWAYS = (
    NO_RECORDED_FOLLOW_UP,
    UNCLASSIFIED_FOLLOW_UP,
    CLARIFICATION_INVOLVED,
    RESOLUTION_TARGETED_ONLY,
    NOT_TRIGGERED,
)

MISSED_ROLE_ONLY = "missed-role-only follow-up"
BROAD_FOLLOW_UP = "broad follow-up incl. missed role"
OTHER_QUERYING = "other querying / initial collection"
WAIT = "wait"
FINALIZE_OTHER = "finalize / other"
ROUND_TYPES = (MISSED_ROLE_ONLY, BROAD_FOLLOW_UP, OTHER_QUERYING, WAIT, FINALIZE_OTHER)
CONTACT_BUCKETS = ("0", "1", "2", "3–5", ">5")

_TRAIN_ID = re.compile(r"^s(\d+)-(\d+)$")


# -- results ----------------------------------------------------------------------------------


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
        return _ratio(self.counts.get(category, 0), self.pairs)


@dataclass(frozen=True)
class Pathways:
    """Behaviour pathways for one fault kind in one setting (Figure 4).

    Attributes:
        setting: The setting ("misaligned", "incomplete" or "mixed").
        kind: The fault kind analysed ("misaligned" or "incomplete").
        counts: Episodes per category (``MISALIGNED_PATHWAYS`` or ``INCOMPLETE_PATHWAYS``,
            plus ``UNKNOWN``).
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
        return _ratio(self.counts.get(category, 0), self.n)


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
        misaligned: Misaligned pathways by setting ("misaligned", "mixed").
        incomplete: Incomplete pathways by setting ("incomplete", "mixed").
        missed: The Missed decomposition by setting ("missed", "mixed").
        summary: The run's ``summary.json`` (empty when absent or unreadable).
        agent_errors: Episodes that ended in the model's own failure (scored as wrong).
        intervention: The intervention arm the run's episodes were played under.
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
    misaligned: dict[str, Pathways]
    incomplete: dict[str, Pathways]
    missed: dict[str, MissedDecomposition]
    summary: dict[str, Any] = field(default_factory=dict)
    agent_errors: int = 0
    intervention: str = "none"

    @property
    def title(self) -> str:
        """The label with the agent and model, e.g. ``gpt (llm / gpt-5)``."""
        who = " / ".join(x for x in (", ".join(self.agents), ", ".join(self.models)) if x)
        return f"{self.label} ({who})" if who else self.label

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
        return _markdown(self)

    def save(self, out_dir: Path) -> list[Path]:
        """Write ``report.md`` and the PNG figures into ``out_dir`` (created if needed).

        Args:
            out_dir: Where to write.

        Returns:
            The files written: ``report.md`` first, then the figures that have data.
        """
        out_dir = Path(out_dir)
        out_dir.mkdir(parents=True, exist_ok=True)
        figures = _figures(self, out_dir)
        text = self.markdown()
        if figures:
            text += "\n## Figures\n\n" + "\n".join(
                f"![{path.stem}]({path.name})\n" for path in figures
            )
        report = out_dir / REPORT_FILE
        report.write_text(text, encoding="utf-8")
        return [report, *figures]


# -- reading ----------------------------------------------------------------------------------


def read_records(path: Path) -> tuple[list[EpisodeRecord], int, tuple[int, ...]]:
    """The records of an ``episodes.jsonl`` file, the latest per episode (see
    ``records.latest``), with the counts of torn and unreadable lines (``records.read_episodes``).
    """
    records, torn, unreadable = read_episodes(path)
    return latest(records), torn, unreadable


def _read_summary(run_dir: Path) -> dict[str, Any]:
    path = run_dir / SUMMARY_FILE
    try:
        summary = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return summary if isinstance(summary, dict) else {}


@functools.cache
def _benchmark_ids() -> dict[str, Task]:
    return {task.id: task for task in dataset.load_benchmark()}


@functools.lru_cache(maxsize=4096)
def _train_task(task_id: str) -> Task | None:
    match = _TRAIN_ID.match(task_id)
    if match is None:
        return None
    task = generator.generate_task(int(match[1]), int(match[2]))
    return task if task.id == task_id else None


def find_task(split: str, task_id: str) -> Task | None:
    """The task of a record: from the shipped benchmark ("test") or regenerated from its id
    ``s{seed}-{index:05d}`` ("train"); None when it cannot be found."""
    if split == "test":
        return _benchmark_ids().get(task_id)
    if split == "train":
        return _train_task(task_id)
    return None


# -- building ---------------------------------------------------------------------------------


def build_report(run_dirs: Sequence[Path]) -> Report:
    """Read each run directory and compute every table of the report.

    Args:
        run_dirs: Run directories, each with ``episodes.jsonl`` (and ``summary.json``).

    Returns:
        The report, one ``RunReport`` per directory in the order given.

    Raises:
        FileNotFoundError: A directory has no ``episodes.jsonl``.
    """
    paths = [Path(p) for p in run_dirs]
    names = Counter(p.resolve().name for p in paths)
    runs = []
    for path in paths:
        label = path.resolve().name
        runs.append(build_run(path, label if names[label] == 1 else str(path)))
    return Report(runs=runs)


def build_run(run_dir: Path, label: str | None = None) -> RunReport:
    """The report of one run directory (see ``build_report``)."""
    run_dir = Path(run_dir)
    episodes_file = run_dir / EPISODES_FILE
    if not episodes_file.is_file():
        raise FileNotFoundError(f"{episodes_file} does not exist")
    records, torn, unreadable = read_records(episodes_file)
    summary = _read_summary(run_dir)
    if "config_hash" in summary:
        # Only the configuration the summary describes: a directory may hold earlier runs.
        records = selected(
            records,
            summary["config_hash"],
            summary.get("settings", {}),
            summary.get("limit"),
            int(summary.get("trials", 1)),
        )
    scored = [r for r in records if r.error is None]
    ended = [r for r in scored if r.agent_error is None]  # the behaviour analyses need an end
    by_setting: dict[str, list[EpisodeRecord]] = {}
    for record in records:
        by_setting.setdefault(record.setting, []).append(record)
    settings = sorted(by_setting, key=_setting_order)
    trials = max((n for r in settings for n in _trials_per_task(by_setting[r]).values()), default=0)
    table: dict[str, SettingResult] = {}
    for setting in settings:
        table[setting] = _setting_result(setting, by_setting[setting], trials)
    reference = table.get("reliable")
    if reference is not None and reference.n:
        for setting, row in table.items():
            if setting != "reliable" and row.n:
                table[setting] = _with_deltas(row, reference)

    pairs = {s: {(r.task_id, r.trial): r for r in scored if r.setting == s} for s in settings}
    reliable = pairs.get("reliable", {})
    ended_pairs = {s: {(r.task_id, r.trial): r for r in ended if r.setting == s} for s in settings}
    transitions, missed = {}, {}
    misaligned, incomplete = {}, {}
    for setting in settings:
        if setting == "reliable":
            continue
        episodes = [r for r in ended if r.setting == setting]
        if reliable:
            transitions[setting] = _transitions(setting, reliable, pairs[setting])
        if setting in ("misaligned", "mixed"):
            misaligned[setting] = _pathways(setting, "misaligned", episodes, _misaligned_pathway)
        if setting in ("incomplete", "mixed"):
            incomplete[setting] = _pathways(setting, "incomplete", episodes, _incomplete_pathway)
        if setting in ("missed", "mixed"):
            missed[setting] = _missed(
                setting, ended_pairs.get("reliable", {}), ended_pairs[setting]
            )

    agents = tuple(dict.fromkeys(r.agent for r in records)) or _names(summary, "agent")
    models = tuple(dict.fromkeys(r.model for r in records if r.model)) or _names(summary, "model")
    return RunReport(
        label=label or run_dir.resolve().name,
        path=run_dir,
        agents=agents,
        models=models,
        episodes=len(records),
        errors=len(records) - len(scored),
        agent_errors=len(scored) - len(ended),
        torn_lines=torn,
        unreadable_lines=unreadable,
        trials=trials,
        table=table,
        transitions=transitions,
        misaligned=misaligned,
        incomplete=incomplete,
        missed=missed,
        summary=summary,
        intervention=next(
            (r.intervention for r in records), str(summary.get("intervention", "none"))
        ),
    )


def _names(summary: dict[str, Any], key: str) -> tuple[str, ...]:
    value = summary.get(key)
    return (value,) if isinstance(value, str) and value else ()


def _setting_order(setting: str) -> tuple[int, str]:
    return (SETTINGS.index(setting) if setting in SETTINGS else len(SETTINGS), setting)


def _trials_per_task(records: Iterable[EpisodeRecord]) -> Counter[str]:
    return Counter(r.task_id for r in records if r.error is None)


def _setting_result(setting: str, records: list[EpisodeRecord], trials: int) -> SettingResult:
    finished = [r for r in records if r.error is None]
    ended = [r for r in finished if r.agent_error is None]
    n, correct = len(finished), sum(r.correct for r in finished)
    per_task: dict[str, list[int]] = {}
    for record in finished:
        per_task.setdefault(record.task_id, [0, 0])
        per_task[record.task_id][0] += int(record.correct)
        per_task[record.task_id][1] += 1
    items = [(c, t) for c, t in per_task.values()]
    diagnoses = [r.diagnosis for r in finished if r.diagnosis]
    t1 = [d["t1"] for d in diagnoses if "t1" in d]
    t2 = [d["t2"] for d in diagnoses if "t2" in d]
    return SettingResult(
        setting=setting,
        n=n,
        errors=len(records) - n,
        correct=correct,
        accuracy=_ratio(correct, n),
        ci=wilson(correct, n),
        mean_rounds=_ratio(sum(r.rounds for r in ended), len(ended)),
        delta_accuracy_pp=None,
        delta_rounds=None,
        pass_k=tuple(pass_hat_k(items, k) for k in range(1, trials + 1)),
        prompt_tokens=sum(r.prompt_tokens for r in records),
        completion_tokens=sum(r.completion_tokens for r in records),
        cost=sum(r.cost for r in records),
        agent_errors=n - len(ended),
        t1=sum(t1) / len(t1) if t1 else None,
        t2=sum(t2) / len(t2) if t2 else None,
        corrupted_correct=sum(bool(d.get("correct_but_corrupted")) for d in diagnoses),
    )


def _with_deltas(row: SettingResult, reference: SettingResult) -> SettingResult:
    return dataclasses.replace(
        row,
        delta_accuracy_pp=100 * (row.accuracy - reference.accuracy),
        delta_rounds=row.mean_rounds - reference.mean_rounds,
    )


def _transitions(
    setting: str,
    reliable: dict[tuple[str, int], EpisodeRecord],
    other: dict[tuple[str, int], EpisodeRecord],
) -> Transitions:
    counts = dict.fromkeys(TRANSITIONS, 0)
    for key, base in reliable.items():
        paired = other.get(key)
        if paired is None:
            continue
        if base.correct:
            counts[CORRECT_CORRECT if paired.correct else CORRECT_WRONG] += 1
        else:
            counts[WRONG_CORRECT if paired.correct else WRONG_WRONG] += 1
    return Transitions(setting=setting, counts=counts)


# -- pathways ---------------------------------------------------------------------------------


def _pathways(
    setting: str,
    kind: str,
    episodes: list[EpisodeRecord],
    classify: Callable[[EpisodeRecord], str],
) -> Pathways:
    categories = MISALIGNED_PATHWAYS if kind == "misaligned" else INCOMPLETE_PATHWAYS
    counts = dict.fromkeys((*categories, UNKNOWN), 0)
    correct = dict.fromkeys(counts, 0)
    for record in episodes:
        category = classify(record)
        counts[category] += 1
        correct[category] += int(record.correct)
    return Pathways(setting=setting, kind=kind, counts=counts, correct=correct)


def _recovery_entry(record: EpisodeRecord, kind: str) -> dict[str, Any] | None:
    return next((entry for entry in record.recovery if entry.get("kind") == kind), None)


def _misaligned_pathway(record: EpisodeRecord) -> str:
    """The Misaligned pathway of an episode (see the module docstring)."""
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


def _incomplete_pathway(record: EpisodeRecord) -> str:
    """The Incomplete pathway of an episode (see the module docstring)."""
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
    """Each round's type with respect to a designated role (see the module docstring).

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


def _missed(
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
        delta_rounds=_ratio(sum(deltas), pairs),
        contributions={kind: _ratio(total, pairs) for kind, total in sums.items()},
        later_contacts=later,
        never_contacted=never,
        unknown=unknown,
    )


def _ratio(numerator: float, denominator: float) -> float:
    return numerator / denominator if denominator else math.nan


# -- markdown ---------------------------------------------------------------------------------


def _pct(value: float, digits: int = 1) -> str:
    return "—" if math.isnan(value) else f"{100 * value:.{digits}f}"


def _signed(value: float | None, digits: int) -> str:
    if value is None or math.isnan(value):
        return "—"
    return f"{value:+.{digits}f}"


def _number(value: float, digits: int = 2) -> str:
    return "—" if math.isnan(value) else f"{value:.{digits}f}"


def _count_share(count: int, total: int) -> str:
    return f"{count} ({_pct(_ratio(count, total))}%)" if total else "—"


def _table(headers: Sequence[str], rows: Sequence[Sequence[str]], left: int = 1) -> str:
    """A Markdown table padded so that it also reads as plain text; the first ``left``
    columns are left-aligned, the rest right-aligned."""
    widths = [max(len(str(c)) for c in column) for column in zip(headers, *rows, strict=True)]
    widths = [max(w, 3) for w in widths]

    def line(cells: Sequence[str]) -> str:
        padded = [
            str(c).ljust(w) if i < left else str(c).rjust(w)
            for i, (c, w) in enumerate(zip(cells, widths, strict=True))
        ]
        return "| " + " | ".join(padded) + " |"

    rule = [("-" * (w + 2)) if i < left else ("-" * (w + 1) + ":") for i, w in enumerate(widths)]
    return "\n".join([line(headers), "|" + "|".join(rule) + "|", *map(line, rows)])


def _name(setting: str) -> str:
    return setting.capitalize()


def _markdown(report: Report) -> str:
    out = ["# UnCo evaluation report", ""]
    out += _runs_section(report)
    out += _main_section(report)
    out += _transitions_section(report)
    out += _pathways_section(report)
    out += _missed_section(report)
    out += _interventions_section(report)
    out += _definitions()
    return "\n".join(out).rstrip() + "\n"


def _runs_section(report: Report) -> list[str]:
    rows = []
    for run in report.runs:
        settings = ", ".join(run.table) or "—"
        rows.append(
            [
                run.label,
                ", ".join(run.agents) or "—",
                ", ".join(run.models) or "—",
                _tasks_name(run.summary.get("benchmark")),
                settings,
                str(run.episodes),
                str(run.agent_errors),
                str(run.errors),
                str(run.trials),
                f"{run.prompt_tokens + run.completion_tokens:,}",
                f"${run.cost:,.4f}",
            ]
        )
    headers = ["run", "agent", "model", "tasks", "settings", "episodes", "agent errors", "errors"]
    lines = ["## Runs", "", _table([*headers, "trials", "tokens", "cost"], rows, left=5), ""]
    notes = []
    for run in report.runs:
        if run.torn_lines:
            notes.append(f"- {run.label}: skipped a torn last line of {EPISODES_FILE}.")
        if run.unreadable_lines:
            numbers = ", ".join(map(str, run.unreadable_lines))
            notes.append(
                f"- **Warning** {run.label}: skipped unreadable lines of {EPISODES_FILE}: "
                f"{numbers}."
            )
    lines += [
        "Agent errors (the model's own failures: context window exceeded, content policy, bad "
        "request) are scored as wrong answers. Errors (infrastructure failures: rate limits, "
        "timeouts, connection and server errors, crashes) are counted apart, never scored, and "
        "re-run on resume.",
        *notes,
        "",
    ]
    return lines


def _tasks_name(tasks: Any) -> str:
    """The task set a summary names: "benchmark-v2 (sha256 5b697511…)", or "train"."""
    if not isinstance(tasks, dict) or "name" not in tasks:
        return "—"
    digest = tasks.get("sha256")
    return f"{tasks['name']} (sha256 {digest[:8]}…)" if isinstance(digest, str) else tasks["name"]


def _main_section(report: Report) -> list[str]:
    lines = ["## Main results (Table 1)", ""]
    settings = sorted({s for run in report.runs for s in run.table}, key=_setting_order)
    if not settings:
        return [*lines, "No episodes.", ""]
    headers = ["run"]
    for setting in settings:
        headers += [f"{_name(setting)} acc %", "rounds"]
    rows = []
    for run in report.runs:
        row = [run.label]
        for setting in settings:
            result = run.table.get(setting)
            if result is None:
                row += ["—", "—"]
                continue
            acc, rounds = _pct(result.accuracy), _number(result.mean_rounds)
            if result.delta_accuracy_pp is not None:
                acc += f" ({_signed(result.delta_accuracy_pp, 1)})"
                rounds += f" ({_signed(result.delta_rounds, 2)})"
            row += [acc, rounds]
        rows.append(row)
    lines += [
        _table(headers, rows),
        "",
        "Accuracy in %, mean rounds; in brackets the change from Reliable (accuracy in "
        "percentage points).",
        "",
    ]
    for run in report.runs:
        lines += [f"### {run.title}", ""]
        rows = []
        diagnosed = any(r.t1 is not None or r.t2 is not None for r in run.table.values())
        for result in run.table.values():
            low, high = result.ci
            diagnosis = [
                "—" if result.t1 is None else _pct(result.t1),
                "—" if result.t2 is None else _pct(result.t2),
                str(result.corrupted_correct),
            ]
            rows.append(
                [
                    _name(result.setting),
                    str(result.n),
                    str(result.agent_errors),
                    str(result.errors),
                    _pct(result.accuracy),
                    f"[{_pct(low)}, {_pct(high)}]" if result.n else "—",
                    _signed(result.delta_accuracy_pp, 1),
                    _number(result.mean_rounds),
                    _signed(result.delta_rounds, 2),
                    f"{result.tokens:,}",
                    f"${result.cost:,.4f}",
                    *(diagnosis if diagnosed else ()),
                ]
            )
        headers = ["setting", "n", "agent errors", "errors", "acc %", "95% CI (Wilson)"]
        headers += ["Δ acc pp", "rounds", "Δ rounds", "tokens", "cost"]
        if diagnosed:
            headers += ["T1 %", "T2 %", "correct, corrupted"]
        lines += [_table(headers, rows), ""]
        if run.trials > 1:
            ks = range(1, run.trials + 1)
            rows = [[_name(r.setting), *(_pct(v) for v in r.pass_k)] for r in run.table.values()]
            lines += [
                f"pass^k (%), k = 1..{run.trials} trials:",
                "",
                _table(["setting", *(f"pass^{k}" for k in ks)], rows),
                "",
            ]
        lines += [
            f"Total: {run.prompt_tokens:,} prompt + {run.completion_tokens:,} completion tokens, "
            f"cost ${run.cost:,.4f}.",
            "",
        ]
    return lines


def _transitions_section(report: Report) -> list[str]:
    rows = []
    for run in report.runs:
        for setting, result in run.transitions.items():
            rows.append(
                [
                    run.label,
                    _name(setting),
                    str(result.pairs),
                    *(_count_share(result.counts[c], result.pairs) for c in TRANSITIONS),
                ]
            )
    lines = ["## Paired transitions from Reliable (Figure 3)", ""]
    if not rows:
        return [*lines, "No paired episodes (Reliable and another setting).", ""]
    headers = ["run", "setting", "pairs", *TRANSITIONS]
    return [*lines, _table(headers, rows, left=2), ""]


def _pathway_table(report: Report, attribute: str, categories: Sequence[str]) -> str | None:
    results = [(run, p) for run in report.runs for p in getattr(run, attribute).values()]
    if not results:
        return None
    shown = list(categories) + ([UNKNOWN] if any(p.counts[UNKNOWN] for _, p in results) else [])
    rows = [
        [run.label, _name(p.setting), str(p.n), *(_count_share(p.counts[c], p.n) for c in shown)]
        for run, p in results
    ]
    return _table(["run", "setting", "n", *shown], rows, left=2)


def _pathways_section(report: Report) -> list[str]:
    lines = ["## Behaviour pathways (Figure 4)", ""]
    table = _pathway_table(report, "misaligned", MISALIGNED_PATHWAYS)
    lines += ["### Misaligned fault", ""]
    lines += [table, ""] if table else ["No Misaligned or Mixed episodes.", ""]
    table = _pathway_table(report, "incomplete", INCOMPLETE_PATHWAYS)
    lines += ["### Incomplete fault", ""]
    lines += [table, ""] if table else ["No Incomplete or Mixed episodes.", ""]
    return lines


def _missed_section(report: Report) -> list[str]:
    lines = ["## Missed: extra rounds against Reliable (Figure 5)", ""]
    results = [(run, m) for run in report.runs for m in run.missed.values()]
    if not results:
        return [*lines, "No Missed or Mixed episodes.", ""]
    rows = [
        [
            run.label,
            _name(m.setting),
            str(m.pairs),
            _signed(m.delta_rounds, 2),
            *(_signed(m.contributions[t], 2) for t in ROUND_TYPES),
        ]
        for run, m in results
    ]
    lines += [
        "Mean paired Δ rounds (setting − Reliable) and each round type's contribution:",
        "",
        _table(["run", "setting", "pairs", "Δ rounds", *ROUND_TYPES], rows, left=2),
        "",
    ]
    rows = []
    for run, m in results:
        contacted = sum(m.later_contacts.values())
        rows.append(
            [
                run.label,
                _name(m.setting),
                str(contacted),
                *(_count_share(m.later_contacts[b], contacted) for b in CONTACT_BUCKETS),
                str(m.never_contacted),
            ]
        )
    headers = ["run", "setting", "contacted", *(f"{b} later" for b in CONTACT_BUCKETS)]
    lines += [
        "Later contacts with the missed role (messages after the first):",
        "",
        _table([*headers, "never contacted"], rows, left=2),
        "",
    ]
    return lines


def _definitions() -> list[str]:
    return [
        "## Definitions",
        "",
        "- Accuracy: conclusion, candidate and number all correct, over n scored episodes: agent "
        "errors count as wrong; errors (infrastructure) are not in n.",
        "- Transitions: (task, trial) pairs finished in Reliable and the setting.",
        "- Misaligned pathways (recovery of the misaligned fault): not triggered = the faulty "
        "account was never given; no corrective follow-up = given, no later message to that "
        "role; incomplete recovery = follow-ups, the required context never named; fact "
        "recovered = the role gave the fact in the required context, split by the final answer.",
        "- Incomplete pathways (messages to the incomplete role after its hedged reply): "
        "resolution-targeted = asks for the exact value and covers the fault's fact and "
        "candidate; clarification involved = targeted and other follow-ups; unclassified = "
        "follow-ups, none targeted.",
        "- Missed rounds: a follow-up is a query to the missed role after the first message to "
        "it (alone: missed-role-only; with others: broad); every other query is other querying; "
        "contributions are paired means of (count in the setting − count in Reliable).",
        "- Diagnosis (when final answers give one): T1 % = final answers naming exactly the "
        "unreliable colleagues and how; T2 % = the mean accuracy of the belief state over the "
        "atoms the faults touch and a fixed sample of others (OffQuery's definitions, scored "
        "exactly against the fault plan); correct, corrupted = correct answers given on a "
        "belief state that holds a faulty account or lacks a value a fault hid.",
        "",
    ]


# -- figures ----------------------------------------------------------------------------------

_TRANSITION_COLOURS = ("#4c9a5b", "#d1495b", "#8d8d8d", "#66a3d2")
_PATHWAY_COLOURS = ("#d1495b", "#edae49", "#8d6cab", "#4c9a5b", "#c8c8c8", "#555555")


def intervention_groups(report: Report) -> dict[str, dict[str, RunReport]]:
    """The runs by agent (title without the arm), then by arm, when any run has an arm."""
    if all(run.intervention == "none" for run in report.runs):
        return {}
    groups: dict[str, dict[str, RunReport]] = {}
    for run in report.runs:
        who = " / ".join(x for x in (", ".join(run.agents), ", ".join(run.models)) if x)
        groups.setdefault(who or run.label, {})[run.intervention] = run
    return {who: {arm: arms[arm] for arm in ARMS if arm in arms} for who, arms in groups.items()}


def _interventions_section(report: Report) -> list[str]:
    groups = intervention_groups(report)
    if not groups:
        return []
    settings = [s for s in SETTINGS if s != "reliable"]
    rows = []
    for who, arms in groups.items():
        reference = arms.get("none")
        reliable = reference.table.get("reliable") if reference else None
        for arm, run in arms.items():
            cells = [who, arm]
            for setting in settings:
                result = run.table.get(setting)
                if result is None or not result.n:
                    cells.append("—")
                else:
                    low, high = result.ci
                    cells.append(f"{_pct(result.accuracy)} [{_pct(low)}, {_pct(high)}]")
            cells.append("—" if reliable is None or not reliable.n else _pct(reliable.accuracy))
            rows.append(cells)
    headers = ["agent", "arm", *(f"{_name(s)} acc % [95% CI]" for s in settings), "Reliable ref."]
    return [
        "## Interventions (Appendix E)",
        "",
        _table(headers, rows, left=2),
        "",
        "The same episodes under nested interventions, inserted when a fault shows: existence "
        "(an earlier interaction needs recovery), localization (the role and the round), "
        "diagnosis (and the defect), action (and the corrective action). The arm at which an "
        "agent reaches its Reliable reference names the capability it lacks.",
        "",
    ]


def _figures(report: Report, out_dir: Path) -> list[Path]:
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    written = []

    def save(figure: Figure, name: str) -> None:
        FigureCanvasAgg(figure)
        path = out_dir / name
        figure.savefig(path, dpi=120, bbox_inches="tight")
        written.append(path)

    settings = sorted({s for run in report.runs for s in run.table}, key=_setting_order)
    if settings:
        figure = Figure(figsize=(max(6.0, 1.4 * len(settings) + 3), 4.0), layout="constrained")
        axes = figure.add_subplot()
        width = 0.8 / len(report.runs)
        for i, run in enumerate(report.runs):
            xs, heights, low, high = [], [], [], []
            for j, setting in enumerate(settings):
                result = run.table.get(setting)
                if result is None or not result.n:
                    continue
                xs.append(j - 0.4 + width * (i + 0.5))
                heights.append(100 * result.accuracy)
                # Rounding can put an end of the interval a hair past the estimate (at 0% or
                # 100%); an error bar is never negative.
                low.append(max(0.0, 100 * (result.accuracy - result.ci[0])))
                high.append(max(0.0, 100 * (result.ci[1] - result.accuracy)))
            axes.bar(xs, heights, width, yerr=[low, high], capsize=3, label=run.label)
        axes.set_xticks(range(len(settings)), [_name(s) for s in settings])
        axes.set_ylim(0, 105)
        axes.set_ylabel("Accuracy (%), Wilson 95% CI")
        axes.set_title("Accuracy by setting")
        axes.legend(fontsize="small", loc="upper left", bbox_to_anchor=(1.01, 1.0))
        save(figure, "accuracy.png")

    rows = [
        (f"{run.label} · {_name(s)}", [t.share(c) for c in TRANSITIONS])
        for run in report.runs
        for s, t in run.transitions.items()
        if t.pairs
    ]
    if rows:
        figure = Figure(figsize=(9.0, 1.2 + 0.45 * len(rows)), layout="constrained")
        _stacked(figure.add_subplot(), rows, TRANSITIONS, _TRANSITION_COLOURS)
        figure.axes[0].set_title("Reliable → setting, paired tasks")
        save(figure, "transitions.png")

    panels = []
    for attribute, categories, title in (
        ("misaligned", MISALIGNED_PATHWAYS, "Misaligned fault"),
        ("incomplete", INCOMPLETE_PATHWAYS, "Incomplete fault"),
    ):
        chosen = (*categories, UNKNOWN)
        rows = [
            (f"{run.label} · {_name(s)}", [p.share(c) for c in chosen])
            for run in report.runs
            for s, p in getattr(run, attribute).items()
            if p.n
        ]
        if rows:
            panels.append((rows, chosen, title))
    if panels:
        height = sum(1.0 + 0.45 * len(rows) for rows, _, _ in panels)
        figure = Figure(figsize=(9.0, height + 0.5 * len(panels)), layout="constrained")
        ratios = [len(rows) + 2 for rows, _, _ in panels]
        grid = figure.add_gridspec(len(panels), 1, height_ratios=ratios)
        for i, (rows, chosen, title) in enumerate(panels):
            axes = figure.add_subplot(grid[i])
            _stacked(axes, rows, chosen, _PATHWAY_COLOURS)
            axes.set_title(title)
        save(figure, "pathways.png")

    groups = intervention_groups(report)
    if groups:
        settings = [s for s in SETTINGS if s != "reliable"]
        figure = Figure(figsize=(3.2 * len(settings) + 2.0, 3.6), layout="constrained")
        panels = figure.subplots(1, len(settings), sharey=True)
        for axes, setting in zip(panels, settings, strict=True):
            for who, arms in groups.items():
                points = [
                    (ARMS.index(arm), 100 * run.table[setting].accuracy)
                    for arm, run in arms.items()
                    if setting in run.table and run.table[setting].n
                ]
                colour = None
                if points:
                    (line,) = axes.plot(*zip(*points, strict=True), marker="o", label=who)
                    colour = line.get_color()
                reference = arms.get("none")
                reliable = reference.table.get("reliable") if reference else None
                if reliable is not None and reliable.n:
                    axes.axhline(
                        100 * reliable.accuracy, linestyle="--", linewidth=0.8, color=colour
                    )
            axes.set_xticks(range(len(ARMS)), ARMS, rotation=30)
            axes.set_title(_name(setting))
            axes.set_ylim(0, 105)
        panels[0].set_ylabel("Accuracy (%); dashed: Reliable reference")
        panels[-1].legend(fontsize="small", loc="upper left", bbox_to_anchor=(1.01, 1.0))
        save(figure, "interventions.png")
    return written


def _stacked(
    axes: Any,
    rows: list[tuple[str, list[float]]],
    categories: Sequence[str],
    colours: Sequence[str],
) -> None:
    """Stacked horizontal bars of shares (fractions), one bar per row, top to bottom."""
    labels = [label for label, _ in rows]
    ys = list(range(len(rows)))[::-1]
    left = [0.0] * len(rows)
    for c, category in enumerate(categories):
        values = [100 * (0.0 if math.isnan(s[c]) else s[c]) for _, s in rows]
        if not any(values):
            continue
        axes.barh(ys, values, left=left, color=colours[c % len(colours)], label=category)
        for y, x, v in zip(ys, left, values, strict=True):
            if v >= 8:
                axes.text(x + v / 2, y, f"{v:.0f}%", ha="center", va="center", fontsize=7)
        left = [a + b for a, b in zip(left, values, strict=True)]
    axes.set_yticks(ys, labels, fontsize=8)
    axes.set_xlim(0, 100)
    axes.set_xlabel("Share (%)")
    axes.legend(fontsize="x-small", loc="center left", bbox_to_anchor=(1.01, 0.5))
