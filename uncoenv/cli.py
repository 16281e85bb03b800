"""The ``uncoenv`` command line: generate, verify and describe task sets.

Typer gives typed options and help text; rich gives the progress bar (on stderr, so stdout stays
clean for tables and pipes) and the tables.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

from uncoenv.tasks import checks, dataset, generator
from uncoenv.tasks.models import Task
from uncoenv.tasks.scenarios import DOMAIN_NAMES, DOMAINS, OPERATIONS
from uncoenv.tasks.stats import TaskStats, summarize

app = typer.Typer(
    help="UnCo environments: tasks with unreliable colleagues.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
out = Console(soft_wrap=True)
err = Console(stderr=True)


@app.command()
def schema() -> None:
    """Print the JSON Schema of a task group (one JSONL line)."""
    print(json.dumps(Task.model_json_schema(), indent=2))


@app.command()
def generate(
    out_path: Annotated[Path, typer.Option("--out", help="JSONL file to write (.gz compresses).")],
    groups: Annotated[int, typer.Option(min=1, help="How many task groups.")] = 1000,
    seed: Annotated[
        int, typer.Option(min=0, help="Seed of the task stream.")
    ] = dataset.BENCHMARK_SEED,
    start: Annotated[int, typer.Option(min=0, help="Index of the first group.")] = 0,
) -> None:
    """Generate verified task groups; deterministic bytes for the same arguments."""
    rejections: Counter[str] = Counter()
    stats = TaskStats()

    def tasks():
        with _progress() as progress:
            bar = progress.add_task("generating", total=groups)
            for index in range(start, start + groups):
                task = generator.generate_task(seed, index, rejections)
                stats.add(task)
                progress.advance(bar)
                yield task

    dataset.write_tasks(out_path, tasks())
    last = start + groups - 1
    out.print(f"Wrote {groups} task groups to {out_path} (seed {seed}, indices {start}–{last}).")
    out.print(_rejection_table(rejections, groups))
    _print_stats(stats)


@app.command()
def verify(path: Annotated[Path, typer.Argument(help="JSONL file of task groups.")]) -> None:
    """Run every check on every task group of a file; exit 1 if any is violated."""
    failed = 0
    for number, line in enumerate(dataset.read_lines(path), start=1):
        violations = checks.verify(line)
        if violations:
            failed += 1
            for violation in violations:
                out.print(f"line {number}: {violation}", markup=False)
    out.print(f"{failed} invalid task groups in {path}.")
    raise typer.Exit(1 if failed else 0)


@app.command()
def stats(
    path: Annotated[
        Path | None, typer.Argument(help="JSONL file; default: the shipped benchmark.")
    ] = None,
) -> None:
    """Describe a task set: domains, operations, negative share, sizes."""
    tasks = dataset.load_benchmark() if path is None else dataset.read_tasks(path)
    out.print(f"Task set: {path or dataset.benchmark_path().name}")
    _print_stats(summarize(tasks))


def _progress() -> Progress:
    return Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        console=err,
    )


def _rejection_table(rejections: Counter[str], accepted: int) -> Table:
    drafted = accepted + sum(rejections.values())
    table = Table(title=f"Drafts: {drafted}, accepted {accepted} ({_pct(accepted, drafted)})")
    table.add_column("rejected by check")
    table.add_column("drafts", justify="right")
    table.add_column("share of drafts", justify="right")
    for check in checks.CHECKS:
        table.add_row(check, str(rejections[check]), _pct(rejections[check], drafted))
    return table


def _print_stats(stats: TaskStats) -> None:
    n = stats.groups
    by_domain = Table(title=f"Domains ({len(stats.scenarios)} scenario templates used)")
    by_domain.add_column("domain")
    by_domain.add_column("groups", justify="right")
    by_domain.add_column("share", justify="right")
    for domain in DOMAINS:
        by_domain.add_row(
            DOMAIN_NAMES[domain], str(stats.domains[domain]), _pct(stats.domains[domain], n)
        )
    by_operation = Table(title="Operations")
    by_operation.add_column("operation")
    by_operation.add_column("groups", justify="right")
    by_operation.add_column("share", justify="right")
    for operation in OPERATIONS:
        count = stats.operations[operation]
        by_operation.add_row(operation, str(count), _pct(count, n))
    out.print(by_domain, by_operation)
    out.print(
        f"Groups: {n}; negative answers: {stats.negative} ({_pct(stats.negative, n)}); "
        f"roles per task: {_spread(stats.roles)}; "
        f"conditions per task: {_spread(stats.conditions)}; "
        f"incomplete replies: {_spread(stats.incomplete_styles)}"
    )


def _pct(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}%" if whole else "–"


def _spread(counts: Counter) -> str:
    return ", ".join(f"{key}: {counts[key]}" for key in sorted(counts))


def main() -> None:
    """Entry point of the ``uncoenv`` script."""
    app()
