"""Reading run directories and computing every table of the report."""

from __future__ import annotations

import dataclasses
import json
import math
from collections import Counter
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from uncoenv.evaluation.records import (
    EPISODES_FILE,
    SUMMARY_FILE,
    EpisodeRecord,
    latest,
    read_episodes,
    selected,
)
from uncoenv.evaluation.report.model import (
    CORRECT_CORRECT,
    CORRECT_WRONG,
    TRANSITIONS,
    WRONG_CORRECT,
    WRONG_WRONG,
    Pathways,
    Report,
    RunReport,
    SettingResult,
    Transitions,
    setting_order,
)
from uncoenv.evaluation.report.pathways import missed_decomposition, pathways
from uncoenv.evaluation.report.teams import team_summary
from uncoenv.evaluation.stats import pass_hat_k, scores
from uncoenv.tasks.faults import KINDS, SETTING_PLANS


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


def build_report(run_dirs: Sequence[Path]) -> Report:
    """Read each run directory and compute every table of the report.

    Args:
        run_dirs: Run directories, each with ``episodes.jsonl`` (and ``summary.json``).

    Returns:
        The report: for each directory in the order given, one ``RunReport`` per run
        configuration its records hold (``build_runs``).

    Raises:
        FileNotFoundError: A directory has no ``episodes.jsonl``.
    """
    paths = [Path(p) for p in run_dirs]
    names = Counter(p.resolve().name for p in paths)
    runs = []
    for path in paths:
        label = path.resolve().name
        runs += build_runs(path, label if names[label] == 1 else str(path))
    return Report(runs=runs)


def build_runs(run_dir: Path, label: str | None = None) -> list[RunReport]:
    """The reports of one run directory: one per run configuration its records hold.

    Records are grouped by ``config_hash``, in the order the configurations first appear, and
    never blended: two agents' episodes in one directory are two rows, each labelled with its
    hash (``runs/two [3f2a1b9c0d12]``) when there are several. The summary, whether missing,
    unreadable or valid, only narrows the configuration it describes to its settings, tasks
    and trials (a directory may hold episodes of an earlier, wider run of it).
    """
    run_dir = Path(run_dir)
    episodes_file = run_dir / EPISODES_FILE
    if not episodes_file.is_file():
        raise FileNotFoundError(f"{episodes_file} does not exist")
    records, torn, unreadable = read_records(episodes_file)
    summary = _read_summary(run_dir)
    label = label or run_dir.resolve().name
    groups: dict[str, list[EpisodeRecord]] = {}
    for record in records:
        groups.setdefault(record.config_hash, []).append(record)
    if not groups:  # nothing readable: still one row, which says so
        return [_run_report(run_dir, label, [], summary, (torn, unreadable))]
    reports = []
    for number, (config_hash, group) in enumerate(groups.items()):
        described = _describes(summary, config_hash, len(groups) == 1)
        if "config_hash" in described:
            group = selected(
                group,
                config_hash,
                described.get("settings", {}),
                described.get("limit"),
                int(described.get("trials", 1)),
            )
        name = label if len(groups) == 1 else f"{label} [{config_hash}]"
        lines = (torn, unreadable) if number == 0 else (0, ())  # the file's, said once
        reports.append(_run_report(run_dir, name, group, described, lines, config_hash))
    return reports


def _describes(summary: dict[str, Any], config_hash: str, only: bool) -> dict[str, Any]:
    """The summary if it describes this configuration (by its hash; one without a hash, from
    before summaries had one, describes a directory's only configuration), else nothing."""
    return (
        summary if summary.get("config_hash", config_hash if only else None) == config_hash else {}
    )


def _run_report(
    run_dir: Path,
    label: str,
    records: list[EpisodeRecord],
    summary: dict[str, Any],
    lines: tuple[int, tuple[int, ...]],
    config_hash: str | None = None,
) -> RunReport:
    """The report of one configuration's records (the latest of each episode)."""
    torn, unreadable = lines
    scored = [r for r in records if r.error is None]
    ended = [r for r in scored if r.agent_error is None]  # the behaviour analyses need an end
    by_setting: dict[str, list[EpisodeRecord]] = {}
    for record in records:
        by_setting.setdefault(record.setting, []).append(record)
    settings = sorted(by_setting, key=setting_order)
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
    team = team_summary(records)
    transitions, missed = {}, {}
    followed: dict[str, dict[str, Pathways]] = {}
    for setting in settings:
        if setting == "reliable":
            continue
        episodes = [r for r in ended if r.setting == setting]
        if reliable:
            transitions[setting] = _transitions(setting, reliable, pairs[setting])
        plan = SETTING_PLANS.get(setting)
        for kind in dict.fromkeys(plan.kinds if plan else ()):
            if KINDS[kind].pathway == "contacts" and team is not None:
                continue  # a team's rounds are not one agent's contacts: its records keep no steps
            if KINDS[kind].pathway == "contacts":
                missed[setting] = missed_decomposition(
                    setting, kind, ended_pairs.get("reliable", {}), ended_pairs[setting]
                )
            else:
                followed.setdefault(kind, {})[setting] = pathways(setting, kind, episodes)

    agents = tuple(dict.fromkeys(r.agent for r in records)) or _names(summary, "agent")
    models = tuple(dict.fromkeys(r.model for r in records if r.model)) or _names(summary, "model")
    versions = tuple(dict.fromkeys(r.uncoenv_version for r in records if r.uncoenv_version))
    recorded = next((r.config for r in records if r.config), {})
    tasks = summary.get("benchmark") or recorded.get("tasks") or {}
    return RunReport(
        label=label,
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
        pathways=followed,
        missed=missed,
        summary=summary,
        intervention=next(
            (r.intervention for r in records), str(summary.get("intervention", "none"))
        ),
        config_hash=config_hash or summary.get("config_hash"),
        versions=versions or _names(summary, "uncoenv_version"),
        tasks=tasks if isinstance(tasks, dict) else {},
        team=team,
    )


def _names(summary: dict[str, Any], key: str) -> tuple[str, ...]:
    value = summary.get(key)
    return (value,) if isinstance(value, str) and value else ()


def _trials_per_task(records: Iterable[EpisodeRecord]) -> Counter[str]:
    return Counter(r.task_id for r in records if r.error is None)


def _setting_result(setting: str, records: list[EpisodeRecord], trials: int) -> SettingResult:
    found = scores(records)
    finished = [r for r in records if r.error is None]
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
        n=found.n,
        errors=found.errors,
        correct=found.correct,
        accuracy=math.nan if found.accuracy is None else found.accuracy,
        ci=found.ci,
        mean_rounds=math.nan if found.mean_rounds is None else found.mean_rounds,
        delta_accuracy_pp=None,
        delta_rounds=None,
        pass_k=tuple(pass_hat_k(items, k) for k in range(1, trials + 1)),
        prompt_tokens=sum(r.prompt_tokens for r in records),
        completion_tokens=sum(r.completion_tokens for r in records),
        cost=sum(r.cost for r in records),
        agent_errors=found.agent_errors,
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
