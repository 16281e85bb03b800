"""The report's figures (PNG): matplotlib with the Agg backend, imported only when drawing."""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from uncoenv.envs.interventions import ARMS
from uncoenv.evaluation.report.model import (
    PATHWAY_CATEGORIES,
    TRANSITIONS,
    UNKNOWN,
    Report,
    intervention_groups,
    kind_title,
    pathway_kinds,
    setting_name,
    setting_order,
)
from uncoenv.tasks.faults import KINDS
from uncoenv.tasks.models import SETTINGS

_TRANSITION_COLOURS = ("#4c9a5b", "#d1495b", "#8d8d8d", "#66a3d2")
_PATHWAY_COLOURS = ("#d1495b", "#edae49", "#8d6cab", "#4c9a5b", "#c8c8c8", "#555555")


def draw(report: Report, out_dir: Path) -> list[Path]:
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    written = []

    def save(figure: Figure, name: str) -> None:
        FigureCanvasAgg(figure)
        path = out_dir / name
        figure.savefig(path, dpi=120, bbox_inches="tight")
        written.append(path)

    settings = sorted({s for run in report.runs for s in run.table}, key=setting_order)
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
        axes.set_xticks(range(len(settings)), [setting_name(s) for s in settings])
        axes.set_ylim(0, 105)
        axes.set_ylabel("Accuracy (%), Wilson 95% CI")
        axes.set_title("Accuracy by setting")
        axes.legend(fontsize="small", loc="upper left", bbox_to_anchor=(1.01, 1.0))
        save(figure, "accuracy.png")

    rows = [
        (f"{run.label} · {setting_name(s)}", [t.share(c) for c in TRANSITIONS])
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
    for kind in pathway_kinds():
        chosen = (*PATHWAY_CATEGORIES[KINDS[kind].pathway], UNKNOWN)
        rows = [
            (f"{run.label} · {setting_name(s)}", [p.share(c) for c in chosen])
            for run in report.runs
            for s, p in run.pathways.get(kind, {}).items()
            if p.n
        ]
        if rows:
            panels.append((rows, chosen, f"{kind_title(kind)} fault"))
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
            axes.set_title(setting_name(setting))
            axes.set_ylim(0, 105)
        panels[0].set_ylabel("Accuracy (%); dashed: Reliable reference")
        panels[-1].legend(fontsize="small", loc="upper left", bbox_to_anchor=(1.01, 1.0))
        save(figure, "interventions.png")
    figure = Figure(figsize=(6.0, 4.5), layout="constrained")
    if _draw_teams(report, figure.add_subplot):
        save(figure, "teams.png")
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


def _draw_teams(report: Report, axes_factory: Any) -> bool:
    """Participation against accuracy, one point per team run of several seats; whether there
    was anything to draw."""
    points = [
        (run.team.participation, sum(run.team.outcomes.values()) / len(run.team.outcomes), run)
        for run in report.runs
        if run.team is not None and run.team.config["seats"] > 1
    ]
    if not points:
        return False
    axes = axes_factory()
    for participation, accuracy, run in points:
        axes.scatter(100 * participation, 100 * accuracy)
        axes.annotate(run.label, (100 * participation, 100 * accuracy), fontsize=8)
    axes.set_xlabel("participation (% of seats that ever act)")
    axes.set_ylabel("accuracy (%)")
    axes.set_xlim(0, 105)
    axes.set_ylim(0, 105)
    axes.set_title("Teams: participation against score")
    return True
