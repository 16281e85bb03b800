"""The report as Markdown, padded so that it reads as plain text too."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from uncoenv.evaluation.records import EPISODES_FILE
from uncoenv.evaluation.report.model import (
    CONTACT_BUCKETS,
    PATHWAY_CATEGORIES,
    ROUND_TYPES,
    TRANSITIONS,
    UNKNOWN,
    Report,
    RunReport,
    intervention_groups,
    kind_title,
    pathway_kinds,
    ratio,
    setting_name,
    setting_order,
    settings_with,
)
from uncoenv.evaluation.report.teams import PARTICIPATION_BINS, paired_difference
from uncoenv.tasks.faults import KINDS, SETTING_PLANS, UNCOBENCH
from uncoenv.tasks.models import SETTINGS


def _pct(value: float, digits: int = 1) -> str:
    return "—" if math.isnan(value) else f"{100 * value:.{digits}f}"


def _signed(value: float | None, digits: int) -> str:
    if value is None or math.isnan(value):
        return "—"
    return f"{value:+.{digits}f}"


def _number(value: float, digits: int = 2) -> str:
    return "—" if math.isnan(value) else f"{value:.{digits}f}"


def _count_share(count: int, total: int) -> str:
    return f"{count} ({_pct(ratio(count, total))}%)" if total else "—"


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


def render(report: Report) -> str:
    out = ["# UnCo evaluation report", ""]
    out += _runs_section(report)
    out += _main_section(report)
    out += _notes_grid_section(report)
    out += _transitions_section(report)
    out += _pathways_section(report)
    out += _missed_section(report)
    out += _interventions_section(report)
    out += _teams_section(report)
    out += _definitions()
    return "\n".join(out).rstrip() + "\n"


NOTES_GRID = (
    ("reliable", ("reliable_notes", "shared_notes")),
    ("unreliable", ("misleading", "misleading_both")),
)
"""The notes settings by private records (rows) and shared notes (columns): seed 001's
Table 9 grid."""


def _notes_grid_section(report: Report) -> list[str]:
    """Accuracy (T3), T1 and T2 of each run's notes settings, private x shared."""
    lines: list[str] = []
    for run in report.runs:
        if not any(s in run.table for _, row in NOTES_GRID for s in row):
            continue
        rows = []
        for private, settings in NOTES_GRID:
            cells = []
            for setting in settings:
                result = run.table.get(setting)
                if result is None:
                    cells.append("—")
                    continue
                t1 = "—" if result.t1 is None else _pct(result.t1)
                t2 = "—" if result.t2 is None else _pct(result.t2)
                cells.append(f"{_pct(result.accuracy)} / {t1} / {t2}")
            rows.append([f"private {private}", *cells])
        lines += [
            f"### Shared notes: {run.title}",
            "",
            _table(["", "shared reliable", "shared unreliable"], rows),
            "",
            "T3 (accuracy) / T1 / T2 in %, by whether the colleagues' records (private) and the "
            "brief's shared notes can mislead (seed 001, Table 9).",
            "",
        ]
    return ["## Shared notes and misleading colleagues", "", *lines] if lines else []


def _runs_section(report: Report) -> list[str]:
    rows = []
    for run in report.runs:
        settings = ", ".join(run.table) or "—"
        rows.append(
            [
                run.label,
                ", ".join(run.agents) or "—",
                ", ".join(run.models) or "—",
                _tasks_name(run.tasks),
                ", ".join(run.versions) or "—",
                settings,
                str(run.episodes),
                str(run.agent_errors),
                str(run.errors),
                str(run.trials),
                f"{run.prompt_tokens + run.completion_tokens:,}",
                f"${run.cost:,.4f}",
            ]
        )
    headers = ["run", "agent", "model", "tasks", "uncoenv", "settings", "episodes", "agent errors"]
    headers += ["errors", "trials", "tokens", "cost"]
    lines = ["## Runs", "", _table(headers, rows, left=6), ""]
    notes = _mixed_notes(report)
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


def _mixed_notes(report: Report) -> list[str]:
    """A note per run directory that holds several configurations: its rows are apart."""
    by_path: dict[str, list[str]] = {}
    for run in report.runs:
        by_path.setdefault(str(run.path), []).append(run.config_hash or "?")
    return [
        f"- {path} holds the episodes of {len(hashes)} run configurations "
        f"({', '.join(hashes)}): each is reported as its own run, labelled with its hash, never "
        "blended."
        for path, hashes in by_path.items()
        if len(hashes) > 1
    ]


def _tasks_name(tasks: Any) -> str:
    """The task set a summary names: "benchmark-v3 (sha256 b61a9e33…)", or "train"."""
    if not isinstance(tasks, dict) or "name" not in tasks:
        return "—"
    digest = tasks.get("sha256")
    return f"{tasks['name']} (sha256 {digest[:8]}…)" if isinstance(digest, str) else tasks["name"]


def _main_section(report: Report) -> list[str]:
    lines = ["## Main results (Table 1)", ""]
    settings = sorted({s for run in report.runs for s in run.table}, key=setting_order)
    if not settings:
        return [*lines, "No episodes.", ""]
    headers = ["run"]
    for setting in settings:
        headers += [f"{setting_name(setting)} acc %", "rounds"]
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
                    setting_name(result.setting),
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
            rows = [
                [setting_name(r.setting), *(_pct(v) for v in r.pass_k)] for r in run.table.values()
            ]
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
                    setting_name(setting),
                    str(result.pairs),
                    *(_count_share(result.counts[c], result.pairs) for c in TRANSITIONS),
                ]
            )
    lines = ["## Paired transitions from Reliable (Figure 3)", ""]
    if not rows:
        return [*lines, "No paired episodes (Reliable and another setting).", ""]
    headers = ["run", "setting", "pairs", *TRANSITIONS]
    return [*lines, _table(headers, rows, left=2), ""]


def _pathway_table(report: Report, kind: str) -> str | None:
    results = [(run, p) for run in report.runs for p in run.pathways.get(kind, {}).values()]
    if not results:
        return None
    categories = PATHWAY_CATEGORIES[KINDS[kind].pathway]
    shown = list(categories) + ([UNKNOWN] if any(p.counts[UNKNOWN] for _, p in results) else [])
    rows = [
        [
            run.label,
            setting_name(p.setting),
            str(p.n),
            *(_count_share(p.counts[c], p.n) for c in shown),
        ]
        for run, p in results
    ]
    return _table(["run", "setting", "n", *shown], rows, left=2)


def _pathways_section(report: Report) -> list[str]:
    lines = ["## Behaviour pathways (Figure 4)", ""]
    for kind in pathway_kinds():
        table = _pathway_table(report, kind)
        if table is None and not _paper_kind(kind):
            continue  # seed 001's kinds are shown only when run
        settings = " or ".join(setting_name(s) for s in settings_with(kind))
        lines += [f"### {kind_title(kind)} fault", ""]
        lines += [table, ""] if table else [f"No {settings} episodes.", ""]
    return lines


def _paper_kind(kind: str) -> bool:
    return any(kind in SETTING_PLANS[s].kinds for s in UNCOBENCH)


def _missed_section(report: Report) -> list[str]:
    lines = ["## Missed: extra rounds against Reliable (Figure 5)", ""]
    results = [(run, m) for run in report.runs for m in run.missed.values()]
    if not results:
        return [*lines, "No Missed or Mixed episodes.", ""]
    rows = [
        [
            run.label,
            setting_name(m.setting),
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
                setting_name(m.setting),
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
        "- Misaligned pathways (recovery of the misaligned fault; Misleading and Wrong note "
        "alike): not triggered = the faulty account was never given; no corrective follow-up = "
        "given, no later message to that role; incomplete recovery = follow-ups, none of which "
        "corrected it (Misaligned: the required context never named; Misleading: the value "
        "never asked again); fact recovered = the role gave the true value, split by the final "
        "answer (Wrong note: shown and recovered at once, when the note's owner states it).",
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
    headers = [
        "agent",
        "arm",
        *(f"{setting_name(s)} acc % [95% CI]" for s in settings),
        "Reliable ref.",
    ]
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


def _teams_section(report: Report) -> list[str]:
    """The Markdown of seed 003's views, for the runs that are teams' (and the coordinators
    beside them)."""
    teams = [run for run in report.runs if run.team is not None]
    if not teams:
        return []
    coordinators = {  # each agent's coordinator run: its teams' reference
        run.agents: run.team for run in teams if run.team.config["formation"] == "coordinator"
    }
    rows = []
    for run in teams:
        t = run.team
        accuracy = sum(t.outcomes.values()) / len(t.outcomes)
        coordinator = coordinators.get(run.agents)
        delta = None if coordinator is None else paired_difference(t.outcomes, coordinator.outcomes)
        rows.append(
            [
                run.label,
                t.config["formation"],
                str(t.config["seats"]),
                t.arm,
                str(t.n),
                _pct(accuracy),
                "—" if delta is None or t is coordinator else _team_delta(delta),
                _pct(t.participation),
                "—" if t.start_round is None else f"{t.start_round:.2f}",
                _pct(t.wasted_share),
                "—" if t.ask_in_context is None else _pct(t.ask_in_context),
                f"{t.overrides:.2f}",
                f"{t.fabrications:.2f}",
            ]
        )
    headers = [
        "run",
        "formation",
        "seats",
        "mitigations",
        "n",
        "acc %",
        "Δ vs coordinator (pp) [95%]",
        "participation",
        "start round",
        "wasted",
        "ask in context",
        "overrides/ep",
        "fabrications/ep",
    ]
    out = [
        "## Teams (seed 003)",
        "",
        _table(headers, rows, left=4),
        "",
        "Δ vs coordinator pairs each episode with the same agent's coordinator run's on the same "
        "task, setting and trial (resampled 2,000 times). Participation: share of seats that ever "
        "acted; start round: a seat's first action; wasted: messages that changed no seat's "
        "evidence; ask in context: committed episodes whose committing seat held every needed "
        "fact; overrides: claims on the channel that would move the team to a wrong answer; "
        "fabrications: claims no record nor anything the sender received supports "
        "(``uncoenv.teams.metrics``).",
        "",
    ]
    out += _participation_table(teams)
    out += _mitigations_table(teams)
    return out


def _team_delta(found: tuple[int, float, tuple[float, float]]) -> str:
    _, mean, (low, high) = found
    return f"{100 * mean:+.1f} [{100 * low:+.1f}, {100 * high:+.1f}]"


def _participation_table(teams: Sequence[RunReport]) -> list[str]:
    rows = []
    for run in teams:
        if run.team.config["seats"] < 2:
            continue
        cells = [run.label]
        for _, n, accuracy in run.team.by_participation:
            cells.append("—" if accuracy is None else f"{_pct(accuracy)} (n={n})")
        rows.append(cells)
    if not rows:
        return []
    headers = ["run", *(f"acc % at participation {label}" for *_, label in PARTICIPATION_BINS)]
    return ["### Participation against score", "", _table(headers, rows), ""]


def _mitigations_table(teams: Sequence[RunReport]) -> list[str]:
    rows = []
    for run in teams:
        t = run.team
        if not t.mitigated:
            continue
        control = next(
            (
                other.team
                for other in teams
                if not other.team.mitigated
                and other.team.config == t.control
                and other.agents == run.agents
            ),
            None,
        )
        found = None if control is None else paired_difference(t.outcomes, control.outcomes)
        rows.append(
            [
                run.label,
                t.arm,
                "—" if found is None else str(found[0]),
                "no control run" if found is None else _team_delta(found),
            ]
        )
    if not rows:
        return []
    headers = ["run", "arm", "pairs", "arm − control (pp) [95%]"]
    return [
        "### Mitigations against the control (paired)",
        "",
        _table(headers, rows, left=2),
        "",
        "The control is the run of the same agent, formation and team size with no "
        "mitigation, where the first final answer commits.",
        "",
    ]
