"""The ``uncoenv`` command line: generate, verify and describe task sets.

Typer gives typed options and help text; rich gives the progress bar (on stderr, so stdout stays
clean for tables and pipes) and the tables.
"""

from __future__ import annotations

import asyncio
import contextlib
import gzip
import importlib
import importlib.util
import json
import os
import re
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, NoReturn

import typer
from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, TextColumn, TimeRemainingColumn
from rich.progress import Progress as Bar
from rich.table import Table

import uncoenv
from uncoenv.agents.base import Agent
from uncoenv.agents.llm import TIMEOUT
from uncoenv.evaluation.records import EPISODES_FILE, configurations
from uncoenv.evaluation.runner import (
    EPISODE_TIMEOUT,
    OtherConfiguration,
    Player,
    Progress,
    RunConfig,
    RunLocked,
    check_configuration,
    run,
)
from uncoenv.tasks import cache, checks, dataset, generator, render, scenarios
from uncoenv.tasks.difficulty import LEVELS, Difficulty
from uncoenv.tasks.difficulty import level as difficulty_level
from uncoenv.tasks.faults import NOTE_SETTINGS, UNCOBENCH
from uncoenv.tasks.models import Fact, Task, check_setting
from uncoenv.tasks.scenarios import DOMAIN_NAMES, DOMAINS, OPERATIONS, ScenarioTemplate
from uncoenv.tasks.stats import TaskStats, summarize
from uncoenv.tasks.text import slug

if TYPE_CHECKING:
    from uncoenv.teams import Team

app = typer.Typer(
    help="UnCo environments: tasks with unreliable colleagues.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},
)
out_console = Console(soft_wrap=True)
err = Console(stderr=True)


def _level(name: str) -> Difficulty:
    """The difficulty level named on the command line (``--difficulty``)."""
    try:
        return difficulty_level(name)
    except ValueError as error:
        raise typer.BadParameter(str(error), param_hint="--difficulty") from error


def _print_version(asked: bool) -> None:
    if asked:
        out_console.print(f"uncoenv {uncoenv.__version__}")
        raise typer.Exit()


@app.callback()
def _options(
    version: Annotated[
        bool,
        typer.Option(
            "--version", callback=_print_version, is_eager=True, help="Print the version."
        ),
    ] = False,
) -> None:
    """UnCo environments: tasks with unreliable colleagues."""


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
    template_set: Annotated[
        int | None,
        typer.Option(
            min=1, help="Scenario template set to draw from (the benchmark uses 1); default latest."
        ),
    ] = None,
    difficulty: Annotated[
        str, typer.Option(help=f"Difficulty level: {', '.join(LEVELS)}.")
    ] = "standard",
) -> None:
    """Generate verified task groups; deterministic bytes for the same arguments."""
    level = _level(difficulty)
    rejections: Counter[str] = Counter()
    stats = TaskStats()
    try:  # an unknown set fails here, before the output file is opened
        scenarios.templates(DOMAINS[0], template_set)
    except ValueError as error:
        raise typer.BadParameter(str(error), param_hint="--template-set") from error

    def tasks():
        with _progress() as progress:
            bar = progress.add_task("generating", total=groups)
            for index in range(start, start + groups):
                task = generator.generate_task(
                    seed, index, rejections, template_set=template_set, difficulty=level
                )
                stats.add(task)
                progress.advance(bar)
                yield task

    with _user_errors(out_path, "cannot write"):  # the file appears whole, or not at all
        dataset.write_tasks(out_path, tasks())
    last = start + groups - 1
    out_console.print(
        f"Wrote {groups} task groups to {out_path} (seed {seed}, indices {start}–{last})."
    )
    out_console.print(_rejection_table(rejections, groups))
    _print_stats(stats)


@app.command()
def verify(path: Annotated[Path, typer.Argument(help="JSONL file of task groups.")]) -> None:
    """Run every check on every task group of a file; exit 1 if any is violated, or if the file
    holds none."""
    failed = groups = 0
    with _user_errors(path, "cannot read"):
        for number, line in dataset.numbered_lines(path):
            groups += 1
            violations = ["not UTF-8 text"] if line is None else checks.verify(line)
            if violations:
                failed += 1
                for violation in violations:
                    out_console.print(f"line {number}: {violation}", markup=False)
    if not groups:
        _fail(f"no task groups in {path}")
    out_console.print(f"{failed} invalid task groups in {path}.")
    raise typer.Exit(1 if failed else 0)


@app.command()
def stats(
    path: Annotated[
        Path | None, typer.Argument(help="JSONL file; default: the shipped benchmark.")
    ] = None,
) -> None:
    """Describe a task set: domains, operations, negative share, sizes; exit 1 if it holds
    none."""
    with _user_errors(path, "cannot read", tasks=True):
        summary = summarize(dataset.load_benchmark() if path is None else dataset.read_tasks(path))
    if not summary.groups:
        _fail(f"no task groups in {path}")
    out_console.print(f"Task set: {path or dataset.benchmark_path().name}")
    _print_stats(summary)


SCRIPTED_AGENTS = ("naive", "careful", "optimistic", "pessimistic", "random")
"""The agents ``uncoenv eval`` runs by default: the baselines and the two probes."""
TEAM_AGENTS = ("naive", "careful")
"""The scripted seats, which a team run (``--formation``) plays by default."""


def _check_version(version: str | None, level: Difficulty) -> None:
    """A benchmark version given on the command line is a shipped one of the level's."""
    if version is None:
        return
    try:
        shipped = dataset.benchmark(version)
    except ValueError as error:
        raise typer.BadParameter(str(error), param_hint="--benchmark") from error
    if shipped.difficulty != level.name:
        raise typer.BadParameter(
            f"{version!r} is of the {shipped.difficulty} level, not {level.name!r} (--difficulty)",
            param_hint="--benchmark",
        )


def _team(
    formation: str | None,
    seats: int | None,
    commit: str,
    lead: bool,
    charter: bool,
    house_rules: bool,
) -> Team | None:
    """The team ``uncoenv eval``'s options describe (None: no --formation, one agent)."""
    from pydantic import ValidationError

    from uncoenv.teams import Team

    options = {"seats": seats, "lead": lead, "charter": charter, "house_rules": house_rules}
    if formation is None:
        if seats is not None or lead or charter or house_rules or commit != "first":
            raise typer.BadParameter("team options need --formation", param_hint="--formation")
        return None
    try:
        return Team(formation=formation, commit=commit, **{k: v for k, v in options.items() if v})
    except ValidationError as error:
        problems = "; ".join(e["msg"].removeprefix("Value error, ") for e in error.errors())
        raise typer.BadParameter(problems, param_hint="--formation") from None


def _team_name(team: Team) -> str:
    """A team run's directory suffix: peer3, peer3-lead-charter, ..."""
    name = team.formation + (str(team.seats) if team.seats > 1 else "")
    if team.commit != "first":
        name += f"-{team.commit}"
    elif team.lead:
        name += "-lead"
    name += "-charter" if team.charter else ""
    return name + ("-rules" if team.house_rules else "")


@app.command("eval")
def evaluate(
    agent: Annotated[
        list[str] | None,
        typer.Option(
            help="naive, careful, optimistic, pessimistic, random, trusting, llm or reground (with "
            "--model), sb3:PATH (a policy from uncoenv train) or module:Class (your own "
            "uncoenv.agents Agent subclass; the module may be a file.py); repeatable; default: "
            "the scripted five."
        ),
    ] = None,
    model: Annotated[str | None, typer.Option(help="litellm model string (--agent llm).")] = None,
    api_base: Annotated[str | None, typer.Option(help="Server URL (vLLM, Ollama, ...).")] = None,
    settings: Annotated[
        str,
        typer.Option(
            "--setting",
            "--settings",
            help="Comma-separated settings, 'all' (the paper's five) or 'notes' (seed 001's).",
        ),
    ] = "all",
    split: Annotated[str, typer.Option(help="test (the benchmark) or train.")] = "test",
    limit: Annotated[int | None, typer.Option(min=1, help="Only the first N tasks.")] = None,
    trials: Annotated[int, typer.Option(min=1, help="Episodes per task and setting.")] = 1,
    concurrency: Annotated[int, typer.Option(min=1, help="Episodes in flight.")] = 8,
    max_rounds: Annotated[
        int | None,
        typer.Option(min=1, help="Round budget per episode (default: the level's; 10 standard)."),
    ] = None,
    difficulty: Annotated[
        str, typer.Option(help=f"Difficulty level: {', '.join(LEVELS)} (its own benchmark).")
    ] = "standard",
    benchmark: Annotated[
        str | None,
        typer.Option(
            help="Benchmark version of the level the test split plays (default: the level's "
            "latest; e.g. v4, expert-v5)."
        ),
    ] = None,
    out: Annotated[
        Path | None, typer.Option(help="Run directory (one agent); default runs/<agent>.")
    ] = None,
    temperature: Annotated[float, typer.Option(help="LLM sampling temperature.")] = 0.0,
    max_tokens: Annotated[int | None, typer.Option(min=1, help="LLM output token cap.")] = None,
    seed: Annotated[int, typer.Option(min=0, help="Seed of the episodes (and the LLM).")] = 0,
    tools: Annotated[bool, typer.Option(help="LLM tool calling (else JSON in text).")] = True,
    intervention: Annotated[
        str,
        typer.Option(
            help="Intervention arms, comma-separated: none, existence, localization, diagnosis, "
            "action (one run each; the reliable setting only with none)."
        ),
    ] = "none",
    diagnose: Annotated[
        bool, typer.Option(help="Ask the LLM for its diagnosis (T1, T2) in the final answer.")
    ] = False,
    pool: Annotated[
        int, typer.Option(min=1, help="ReGround's candidate pool M (--agent reground).")
    ] = 3,
    oracle: Annotated[
        bool,
        typer.Option(help="The full-information control: briefs show every colleague's records."),
    ] = False,
    backend: Annotated[
        str, typer.Option(help="local (this process) or ray (Ray tasks; the ray extra).")
    ] = "local",
    address: Annotated[
        str | None,
        typer.Option(help="Ray cluster address (--backend ray); default: a local Ray."),
    ] = None,
    workers: Annotated[
        int | None,
        typer.Option(
            min=1,
            help="Ray workers, one CPU each (--backend ray); default: the cluster's CPUs.",
        ),
    ] = None,
    timeout: Annotated[
        float, typer.Option(min=0.001, help="Seconds per model call (a stall is retried).")
    ] = TIMEOUT,
    episode_timeout: Annotated[
        float, typer.Option(min=0.001, help="Seconds per episode (past it: an error, re-run).")
    ] = EPISODE_TIMEOUT,
    new_config: Annotated[
        bool,
        typer.Option(
            "--new-config",
            help="Add this configuration to a run directory that holds another one (the "
            "report shows each apart); without it, that is an error.",
        ),
    ] = False,
    formation: Annotated[
        str | None,
        typer.Option(
            help="Play as a team (uncoenv.teams): solo, coordinator, peer or silent; an agent "
            "per seat (careful and naive are the scripted seats; default: those two)."
        ),
    ] = None,
    seats: Annotated[
        int | None, typer.Option(min=1, help="Seats of a peer or silent team (default 3).")
    ] = None,
    commit: Annotated[
        str, typer.Option(help="Who commits a team's answer: first, lead or vote.")
    ] = "first",
    lead: Annotated[bool, typer.Option(help="Name seat_0 the team's (advisory) lead.")] = False,
    charter: Annotated[bool, typer.Option(help="Give every seat the team charter.")] = False,
    house_rules: Annotated[
        bool, typer.Option(help="Give every seat the house rules (AGENTS.md).")
    ] = False,
) -> None:
    """Evaluate agents on the benchmark; resumable (rerun the same command to continue).

    Exit 1 when a run scores no episode at all (every one failed), another run holds its
    directory, or the directory holds another configuration (see --new-config).
    """
    from uncoenv.evaluation.report import build_report

    team = _team(formation, seats, commit, lead, charter, house_rules)
    agents = agent or (list(TEAM_AGENTS) if team else list(SCRIPTED_AGENTS))
    if out is not None and len(agents) > 1:
        raise typer.BadParameter(
            "--out names one run directory: give one --agent", param_hint="--out"
        )
    if out is not None and out.exists() and not out.is_dir():
        raise typer.BadParameter(f"{out} is a file, not a run directory", param_hint="--out")
    groups = {"all": UNCOBENCH, "notes": NOTE_SETTINGS}
    names = groups.get(settings) or (s.strip() for s in settings.split(","))
    chosen = tuple(_setting(s) for s in dict.fromkeys(names))
    if split not in ("test", "train"):
        raise typer.BadParameter("split is 'test' or 'train'", param_hint="--split")
    arms = _arms(intervention)
    level = _level(difficulty)
    _check_version(benchmark, level)
    if out is not None and len(arms) > 1:
        raise typer.BadParameter("--out names one run directory: give one arm", param_hint="--out")
    player, session = _backend(backend, address, workers)
    planned = []  # (config, run directory, agent factory, name), each checked before any runs
    for name in agents:
        factory = _agent_factory(
            name, model, api_base, temperature, max_tokens, seed, tools, timeout, diagnose, pool
        )
        if team is not None and name in TEAM_AGENTS:
            from uncoenv.agents.team import SEATS

            factory = SEATS[name]
        made = factory()
        for arm in arms:
            config = RunConfig(
                agent=made.config(),
                settings=_arm_settings(chosen, arm),
                split=split,
                limit=limit,
                trials=trials,
                concurrency=concurrency,
                max_rounds=max_rounds,
                seed=seed,
                episode_timeout=episode_timeout,
                intervention=arm,
                oracle=oracle,
                team=None if team is None else team.identity(),
                difficulty=level.name,
                version=benchmark,
            )
            run_name = _run_name(name, model, made) + ("" if arm == "none" else f"-{arm}")
            run_name += "" if level.name == "standard" else f"-{level.name}"
            run_name += "" if benchmark is None else f"-{benchmark}"
            run_name += "-oracle" if oracle else ""
            run_name += "" if team is None else "-" + _team_name(team)
            planned.append((config, out or Path("runs") / run_name, factory, name))
    if not new_config:
        for config, run_dir, _, _ in planned:
            _check_configuration(config, run_dir)
    runs, empty = [], []
    with session():  # one Ray session for every agent's run
        for config, run_dir, factory, name in planned:
            try:
                with _user_errors(run_dir, "cannot write the run"):
                    summary = _run_with_progress(config, run_dir, factory, name, player, new_config)
            except RunLocked as error:
                _fail(str(error))
            except OtherConfiguration as error:  # written between the check and the lock
                _fail(_other_configuration(error, run_dir))
            if summary["skipped_lines"]:
                err.print(
                    f"Warning: skipped {summary['skipped_lines']} unreadable lines of "
                    f"{run_dir / EPISODES_FILE} (`uncoenv report {run_dir}` lists them)",
                    markup=False,
                )
            if not any(s["n"] for s in summary["settings"].values()):
                empty.append(_nothing_scored(run_dir, summary, api_base))
            runs.append(run_dir)
    out_console.print(build_report(runs).markdown(), markup=False)
    for run_dir in runs:  # on stderr: stdout stays the report
        _say(f"Run folder: {run_dir} ({_size(run_dir)})")
    if empty:
        _fail("; ".join(empty))


@app.command()
def report(
    runs: Annotated[list[Path], typer.Argument(help="Run directories to compare.")],
    out: Annotated[Path | None, typer.Option(help="Where to write report.md and figures.")] = None,
) -> None:
    """The paper's tables and figures for one or more runs (Markdown on stdout, PNGs on disk).

    A run directory holding the episodes of several configurations is reported as one run per
    configuration, labelled with its hash: never blended into one row.
    """
    from uncoenv.evaluation.report import build_report

    missing = [str(r) for r in runs if not (r / EPISODES_FILE).is_file()]
    if missing:
        raise typer.BadParameter(f"no {EPISODES_FILE} in {missing}", param_hint="RUNS")
    with _user_errors(runs[0], "cannot read"):
        result = build_report(runs)
    out_console.print(result.markdown(), markup=False)
    target = out or runs[0] / "report"
    with _user_errors(target, "cannot write"):
        written = result.save(target)
    err.print(f"Wrote {', '.join(str(p) for p in written)}")
    # A directory holding several configurations is several runs: unread only if all are empty.
    read = {str(r.path) for r in result.runs if r.episodes}
    unread = [p for p in dict.fromkeys(str(r.path) for r in result.runs) if p not in read]
    if unread:
        _fail(f"no readable episode in {', '.join(unread)}")


@app.command("train")
def train_policy(
    out: Annotated[Path, typer.Option(help="Model directory (model.zip + config.json).")],
    algo: Annotated[str, typer.Option(help="The algorithm (ppo).")] = "ppo",
    setting: Annotated[str, typer.Option(help="A setting, or 'all'.")] = "all",
    steps: Annotated[int, typer.Option(min=1, help="Environment steps.")] = 300_000,
    n_envs: Annotated[int, typer.Option(min=1, help="Environments in the vector.")] = 10,
    seed: Annotated[int, typer.Option(min=0, help="Seed of environments and algorithm.")] = 0,
    subprocess: Annotated[bool, typer.Option(help="SubprocVecEnv instead of DummyVecEnv.")] = False,
    tasks: Annotated[
        int, typer.Option(min=1, help="Train on the first N groups of the train pool.")
    ] = cache.TRAIN_TASKS,
    checkpoint_every: Annotated[
        int | None,
        typer.Option(min=1, help="Save a checkpoint in --out every N steps (for --resume)."),
    ] = None,
    resume: Annotated[
        bool, typer.Option(help="Continue the interrupted run whose checkpoint is in --out.")
    ] = False,
    difficulty: Annotated[
        str, typer.Option(help=f"Difficulty level trained at: {', '.join(LEVELS)}.")
    ] = "standard",
    curriculum: Annotated[
        bool,
        typer.Option(
            help="Climb the levels, standard to expert, as the policy's accuracy rises (over "
            "--difficulty)."
        ),
    ] = False,
    threshold: Annotated[
        float,
        typer.Option(min=0.01, max=1.0, help="Curriculum: accuracy that moves to the next level."),
    ] = 0.9,
    window: Annotated[
        int, typer.Option(min=1, help="Curriculum: episodes the accuracy is measured over.")
    ] = 500,
    review: Annotated[
        float,
        typer.Option(
            min=0.0,
            max=0.99,
            help="Curriculum: share of the environments that replay the levels passed.",
        ),
    ] = 0.2,
) -> None:
    """Train a recovery policy on the train split (needs the rl extra)."""
    from uncoenv.curriculum import Curriculum
    from uncoenv.training import train

    _setting(setting, allow_all=True)
    level = _level(difficulty)
    if algo != "ppo":
        raise typer.BadParameter("this release trains 'ppo'", param_hint="--algo")
    _need("stable_baselines3", "rl", "training needs Stable-Baselines3")
    with _user_errors(out, "cannot train into", mistakes=True):
        config = train(
            out,
            setting=setting,
            steps=steps,
            n_envs=n_envs,
            seed=seed,
            subprocess=subprocess,
            tasks=tasks,
            progress_bar=True,
            checkpoint_every=checkpoint_every,
            resume=resume,
            difficulty=level.name,
            curriculum=(
                Curriculum(threshold=threshold, window=window, review=review)
                if curriculum
                else None
            ),
        )
    if "curriculum" in config:
        climb = ", ".join(
            f"{step['level']} at episode {step['episodes']:,}"
            for step in config["curriculum"]["history"]
        )
        out_console.print(f"Curriculum: {climb}.")
    out_console.print(
        f"Saved {out}/model.zip: {steps:,} steps in {config['wall_s']} s "
        f"({config['steps_per_s']} steps/s). Evaluate: uncoenv eval --agent sb3:{out}"
    )


@app.command()
def serve(
    host: Annotated[str, typer.Option(help="Address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option(min=0, max=65535, help="Port to listen on.")] = 8000,
    setting: Annotated[str, typer.Option(help="Default setting (a reset may name another).")] = (
        "reliable"
    ),
    split: Annotated[str, typer.Option(help="Default split: train or test.")] = "train",
    max_rounds: Annotated[int, typer.Option(min=1, help="Round budget per episode.")] = 10,
    max_sessions: Annotated[int, typer.Option(min=1, help="Concurrent sessions at most.")] = 64,
    idle_timeout: Annotated[
        float,
        typer.Option(
            min=0, help="Seconds a session may go without a message before it ends (0: never)."
        ),
    ] = 600.0,
) -> None:
    """Serve the environment over OpenEnv (needs the openenv extra); one session per WebSocket."""
    try:
        import uvicorn

        from uncoenv.integrations.openenv import make_app
    except ImportError as error:
        raise typer.BadParameter(
            f"{error}; install the extra: pip install 'uncoenv[openenv]'"
        ) from error
    _setting(setting)
    try:
        server = make_app(
            setting, split, max_rounds, max_sessions, idle_timeout=idle_timeout or None
        )
    except ValueError as error:
        raise typer.BadParameter(str(error)) from error
    err.print(f"Serving UnCo ({setting}, {split}) on http://{host}:{port} (WebSocket /ws)")
    uvicorn.run(server, host=host, port=port, log_level="warning")


scenario_app = typer.Typer(
    help="Scenario template files: check a new or edited one (README: Adding a scenario).",
    no_args_is_help=True,
)
app.add_typer(scenario_app, name="scenario")

SCENARIO_DATA = "uncoenv/tasks/scenarios/scenario-data"


@scenario_app.command("check")
def scenario_check(
    path: Annotated[Path, typer.Argument(help="The scenario file (.toml).")],
    tasks: Annotated[int, typer.Option(min=1, help="Tasks generated per operation.")] = 20,
    seed: Annotated[int, typer.Option(min=0, help="Seed of the generated tasks.")] = 0,
    difficulty: Annotated[
        str,
        typer.Option(help=f"Level the tasks are drawn at: {', '.join(LEVELS)}."),
    ] = "standard",
) -> None:
    """Check a scenario file: its schema, its tasks, colleagues' replies, its labels against its
    contexts; exit 1 on a failure.

    Tasks: ``--tasks`` per operation of its rules, each proven by ``checks.verify``. Replies: in a
    reliable episode of each task, each role is asked for each fact it holds by the fact's label,
    and must state every candidate's value. Labels and contexts: no label or record phrasing of
    a context-scoped fact points at one of its contexts ("latest", a year); contexts that look
    ordered (peak against average) without a declared order are a warning
    (``uncoenv.tasks.scenarios.consistency``).
    """
    out_console.print(f"Checking {escape(str(path))}")
    level = _level(difficulty)
    try:
        template = scenarios.load_scenario(path)
    except ValueError as error:
        out_console.print("[red]1. Schema: failed[/red]")
        out_console.print(str(error), markup=False)
        raise typer.Exit(1) from None
    facts = sum(len(role.facts) for role in template.every_role)
    reserve = f" (+{len(template.reserve_roles)} reserve)" if template.reserve_roles else ""
    out_console.print(
        f"[green]1. Schema: passed[/green] — {escape(template.name)} "
        f"({DOMAIN_NAMES[template.domain]}), since = {template.since}: "
        f"{len(template.roles)} roles{reserve}, {facts} facts, {len(template.rules)} rules"
    )
    for note in _placement_notes(path, template):
        out_console.print(f"[yellow]note:[/yellow] {escape(note)}")

    generated, empty = _check_generation(template, tasks, seed, level)
    unclear = _check_requests(template, generated, level)
    conflicts = _check_consistency(template)

    failed = [f"no task for {', '.join(empty)}"] if empty else []
    if unclear:
        failed.append(f"{unclear} fact{'s' if unclear != 1 else ''} not understood")
    if conflicts:
        failed.append(
            f"{conflicts} label or phrasing conflict{'s' if conflicts != 1 else ''} with contexts"
        )
    if failed:
        out_console.print(
            f"[red]Scenario {escape(template.name)} failed:[/red] {'; '.join(failed)}."
        )
        raise typer.Exit(1)
    out_console.print(f"[green]Scenario {escape(template.name)} passed every check.[/green]")


def _placement_notes(path: Path, template: ScenarioTemplate) -> list[str]:
    """Advice that does not fail the check: where the file goes, and which ``since`` it takes."""
    notes = []
    if path.name != f"{template.name}.toml" or path.parent.name != template.domain:
        notes.append(
            f"the file belongs at {SCENARIO_DATA}/{template.domain}/{template.name}.toml "
            "(folder = domain, file name = name)"
        )
    released = max(scenarios.TEMPLATE_SETS)
    try:
        shipped = {t.name: t for d in DOMAINS for t in scenarios.templates(d)}
        intact = scenarios.template_set_digest(released) == scenarios.TEMPLATE_SETS[released]
    except ValueError as error:  # e.g. a broken file already placed among the shipped ones
        return [*notes, f"the shipped scenarios do not load: {error}"]
    same = shipped.get(template.name)
    if same is not None and same != template and same.since <= released:
        notes.append(
            f"this edits {template.name!r}, released in template set {same.since}; released "
            f"scenarios never change: save it under a new name with since = {released + 1}"
        )
    elif same is None and template.since <= released:
        notes.append(
            f"since = {template.since} names a released template set; a new scenario takes "
            f"since = {released + 1}"
        )
    if not intact:
        notes.append(
            f"the shipped scenarios no longer match released template set {released} (digest "
            f"differs): a released scenario was edited, or a new one has since <= {released}"
        )
    return notes


def _check_generation(
    template: ScenarioTemplate, count: int, seed: int, level: Difficulty
) -> tuple[list[Task], list[str]]:
    """Generate ``count`` tasks per operation the rules support, each proven by
    ``checks.verify``; print drafts and rejections. Returns the tasks and the operations that
    yielded none."""
    operations = [op for op in OPERATIONS if any(r.operation == op for r in template.rules)]
    table = Table(title=f"2. Generated tasks ({count} per operation, seed {seed}, {level.name})")
    for column in ("operation", "tasks", "drafts", "accepted", "rejected by check"):
        table.add_column(
            column, justify="left" if column in ("operation", "rejected by check") else "right"
        )
    generated, empty = [], []
    with _progress() as progress:
        bar = progress.add_task("generating", total=count * len(operations))
        for operation in operations:
            rejections: Counter[str] = Counter()
            made = []
            for i in range(count):
                # Indices as in the task stream: this operation's positions.
                index = OPERATIONS.index(operation) + len(OPERATIONS) * i
                # RuntimeError: every draft of this index was rejected (counted by check).
                with contextlib.suppress(RuntimeError):
                    made.append(
                        generator.generate_from(template, seed, index, operation, rejections, level)
                    )
                progress.advance(bar)
            generated += made
            if not made:
                empty.append(operation)
            drafted = len(made) + sum(rejections.values())
            reasons = ", ".join(f"{check}: {n}" for check, n in rejections.most_common())
            style = "" if made else "[red]"
            table.add_row(
                f"{style}{operation}",
                f"{style}{len(made)}/{count}",
                str(drafted),
                _pct(len(made), drafted),
                reasons or "–",
            )
    out_console.print(table)
    return generated, empty


def _check_requests(template: ScenarioTemplate, tasks: list[Task], level: Difficulty) -> int:
    """Ask each role of each task, in a reliable episode, for each fact it holds by the fact's
    label; print the facts whose request was not understood and return how many."""
    from uncoenv.envs.colleagues import Colleague, Phrasings

    asked: Counter[tuple[str, str]] = Counter()
    missed: dict[tuple[str, str], tuple[int, str, str]] = {}  # -> (misses, a message, its reply)
    drawn = set()
    for task in tasks:
        reliable = task.faults.of("reliable")
        for position, role in enumerate(task.roles):
            for fact in (f for f in task.facts if f.role == role.id):
                drawn.add(fact.id.split("__")[0])  # "key__context" -> the template's key
                name = (role.title, render.fact_name(fact))
                asked[name] += 1
                message = _request(fact)
                # A fresh colleague per request: each is the first message of an episode.
                colleague = Colleague(task, role.id, reliable, Phrasings(0, position, []))
                reply = colleague.respond(message)
                stated = {s.atom for s in reply.statements if not s.hedged} if reply else set()
                if not all((fact.label, fact.context, c) in stated for c in task.candidates):
                    misses = missed.get(name, (0, "", ""))[0] + 1
                    missed[name] = (misses, message, reply.text if reply else "")
    requests = sum(asked.values())
    roles = template.every_role if level.reserve_roles else template.roles
    every = [(role.title, fact) for role in roles for fact in role.facts]
    summary = (
        f"{requests} requests for {len(asked)} facts "
        f"({len(drawn)} of the {len(every)} template facts drawn)"
    )
    if missed:
        out_console.print(f"[red]3. Colleague requests: failed[/red] — {summary}")
        for (title, label), (misses, message, reply) in missed.items():
            out_console.print(
                f"  {title}: {label!r} not understood in {misses} of {asked[title, label]} "
                f"requests\n    request: {message}\n    reply:   {_clip(reply, 300)}",
                markup=False,
            )
    else:
        out_console.print(f"[green]3. Colleague requests: passed[/green] — {summary}")
    undrawn = [f"{title}: {fact.label}" for title, fact in every if fact.key not in drawn]
    if undrawn:
        out_console.print(
            f"[yellow]note:[/yellow] not drawn in these tasks, so not asked (try more --tasks): "
            f"{escape('; '.join(undrawn))}"
        )
    return len(missed)


def _check_consistency(template: ScenarioTemplate) -> int:
    """Print what ``consistency.scenario_findings`` finds: errors (labels and phrasings that
    point at a context) fail the check, warnings (contexts that look ordered) are advice.
    Returns how many errors."""
    from uncoenv.tasks.scenarios import consistency

    findings = consistency.scenario_findings(template)
    errors = [f for f in findings if f.severity == "error"]
    if errors:
        count = f"{len(errors)} conflict{'s' if len(errors) != 1 else ''} with contexts"
        out_console.print(f"[red]4. Labels and contexts: failed[/red] — {count}")
        for finding in errors:
            out_console.print(f"  {finding}", markup=False)
    else:
        out_console.print("[green]4. Labels and contexts: passed[/green]")
    for finding in findings:
        if finding.severity == "warning":
            out_console.print(f"[yellow]warning:[/yellow] {escape(str(finding))}")
    return len(errors)


def _request(fact: Fact) -> str:
    """A natural request for one fact of every candidate, naming its context if it has one."""
    return f"What is the {render.fact_name(fact)} of each candidate?"


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _agent_factory(
    name: str,
    model: str | None,
    api_base: str | None,
    temperature: float,
    max_tokens: int | None,
    seed: int,
    tools: bool,
    timeout: float = TIMEOUT,
    diagnose: bool = False,
    pool: int = 3,
) -> Callable[[], Agent]:
    from uncoenv.agents.scripted import (
        CarefulAgent,
        NaiveAgent,
        OptimisticAgent,
        PessimisticAgent,
        RandomAgent,
        TrustingAgent,
    )

    scripted = {
        "naive": NaiveAgent,
        "careful": CarefulAgent,
        "optimistic": OptimisticAgent,
        "pessimistic": PessimisticAgent,
        "trusting": TrustingAgent,
    }
    if name in scripted:
        return scripted[name]
    if name == "random":
        return lambda: RandomAgent(seed=seed)
    if name in ("llm", "reground"):
        if not model:
            raise typer.BadParameter(f"--agent {name} needs --model (any litellm model string)")
        options = {
            "api_base": api_base,
            "temperature": temperature,
            "seed": seed,
            "max_tokens": max_tokens,
            "tools": tools,
            "timeout": timeout,
        }
        if name == "reground":
            from uncoenv.agents.reground import ReGroundAgent

            return lambda: ReGroundAgent(model, pool=pool, **options)
        from uncoenv.agents.llm import LLMAgent

        return lambda: LLMAgent(model, diagnose=diagnose, **options)
    if name.startswith("sb3:"):
        from uncoenv.agents.policy import PolicyAgent

        path = Path(name.removeprefix("sb3:"))
        try:
            PolicyAgent(path)  # fail now, clearly, not inside every episode
        except (OSError, ImportError, ValueError) as error:
            raise typer.BadParameter(str(error), param_hint="--agent") from error
        return lambda: PolicyAgent(path)
    if ":" in name:
        return _agent_class(name)
    raise typer.BadParameter(
        f"unknown agent {name!r}; expected naive, careful, optimistic, pessimistic, random, "
        "trusting, llm, "
        "reground, sb3:PATH or module:Class",
        param_hint="--agent",
    )


def _backend(
    backend: str, address: str | None, workers: int | None
) -> tuple[Player | None, Callable[[], Any]]:
    """The runner's player for ``--backend`` and what to hold open while it plays."""
    if backend == "local":
        if address is not None or workers is not None:
            raise typer.BadParameter("--address and --workers need --backend ray")
        return None, contextlib.nullcontext
    if backend != "ray":
        raise typer.BadParameter(
            f"unknown backend {backend!r}; expected local or ray", param_hint="--backend"
        )
    try:
        from uncoenv.integrations.ray import RayPlayer, connected
    except ImportError as error:
        raise typer.BadParameter(
            f"{error}; install the extra: pip install 'uncoenv[ray]'", param_hint="--backend"
        ) from error
    return RayPlayer(workers), lambda: connected(address)


def _arms(intervention: str) -> tuple[str, ...]:
    """The arms ``--intervention`` names, in the paper's order."""
    from uncoenv.envs.interventions import ARMS

    named = {a.strip() for a in intervention.split(",") if a.strip()}
    unknown = sorted(named - set(ARMS))
    if unknown or not named:
        raise typer.BadParameter(
            f"unknown arms {unknown}; known: {', '.join(ARMS)}", param_hint="--intervention"
        )
    return tuple(a for a in ARMS if a in named)


def _arm_settings(settings: tuple[str, ...], arm: str) -> tuple[str, ...]:
    """The settings an arm is run in: an arm has nothing to say where nothing goes wrong, so
    Reliable (the reference) is run with "none" only, unless it is all that was asked for."""
    if arm == "none":
        return settings
    return tuple(s for s in settings if s != "reliable") or settings


def _run_name(agent: str, model: str | None, made: Agent | None = None) -> str:
    """The default run directory's name: the agent (and model); a policy's folder name; your
    own agent's ``name`` (its class name when it keeps the default)."""
    if agent.startswith("sb3:"):
        return "sb3-" + slug(Path(agent.removeprefix("sb3:")).name)
    if ":" in agent and made is not None:
        own = made.name if made.name != Agent.name else type(made).__name__
        return re.sub(r"[^A-Za-z0-9._-]+", "-", own).strip("-.") or "agent"
    return agent if not model else f"{agent}-{slug(model)}"


def _run_with_progress(
    config: RunConfig,
    run_dir: Path,
    factory: Callable[[], Agent],
    name: str,
    player: Player | None = None,
    new_config: bool = False,
) -> dict:
    counts = Progress()
    with _progress() as bar:
        task = bar.add_task(name, total=None)

        def update(state: Progress) -> None:
            if not state.total:  # nothing left to play: no bar stuck at 0/?, a line says so
                bar.update(task, visible=False)
                return
            description = (
                f"{name}: accuracy {state.accuracy:.1%}, agent errors {state.agent_errors}, "
                f"errors {state.errors}"
            )
            bar.update(task, completed=state.done, total=state.total, description=description)

        counts.listeners.append(update)
        summary = asyncio.run(run(config, run_dir, factory, counts, player, new_config))
    if not counts.total:
        _say(f"{run_dir}: complete, {counts.recorded:,} episodes already recorded")
    return summary


def _check_configuration(config: RunConfig, run_dir: Path) -> None:
    """A one-line error when the run directory holds another configuration (checked for every
    planned run before any plays)."""
    with _user_errors(run_dir, "cannot read the run"):
        found = configurations(run_dir / EPISODES_FILE)
    try:
        check_configuration(config, run_dir, found)
    except OtherConfiguration as error:
        _fail(_other_configuration(error, run_dir))


def _other_configuration(error: OtherConfiguration, run_dir: Path) -> str:
    return (
        f"{error}. Give another --out, or add --new-config to keep both in {run_dir} (the "
        "report shows each configuration apart)"
    )


def _nothing_scored(run_dir: Path, summary: dict[str, Any], api_base: str | None) -> str:
    """Why a run scored nothing: the cause of its first error, not only where the errors are."""
    from uncoenv.evaluation.causes import cause

    errors, first = run_dir / EPISODES_FILE, summary.get("first_error")
    why = f"{cause(first, api_base)} (the first error; all are in {errors})" if first else ""
    return (
        f"no episode was scored in {run_dir} ({summary['errors']} errors): "
        f"{why or f'see the errors in {errors}'}"
    )


def _agent_class(spec: str) -> type[Agent]:
    """The class ``--agent module:Class`` names: in a module (importable, or from the working
    directory) or a ``.py`` file; an ``uncoenv.agents`` Agent that starts without arguments."""
    where, _, name = spec.rpartition(":")

    def bad(problem: str) -> NoReturn:
        raise typer.BadParameter(
            f"{spec}: {problem} (module:Class names your own agent: a subclass of "
            "uncoenv.agents.base.Agent, see examples/custom_agent.py)",
            param_hint="--agent",
        )

    try:
        module = _import_module(where)
    except Exception as error:  # anything the user's module raises on import
        bad(f"cannot import {where!r}: {type(error).__name__}: {error}")
    found = getattr(module, name, None)
    if found is None:
        bad(f"{where!r} has no {name!r}")
    if not (isinstance(found, type) and issubclass(found, Agent)):
        bad(f"{name!r} is not an Agent subclass")
    try:
        found()  # fail now, clearly, not inside every episode
    except Exception as error:
        bad(f"{name}() failed: {type(error).__name__}: {error}")
    return found


def _import_module(where: str) -> Any:
    """A module by name (the working directory first on the path, as ``python -m`` has it) or
    from a ``.py`` file."""
    if where.endswith(".py"):
        path = Path(where)
        spec = importlib.util.spec_from_file_location(path.stem, path)
        if spec is None or spec.loader is None or not path.is_file():
            raise FileNotFoundError(f"no Python file {path}")
        module = importlib.util.module_from_spec(spec)
        sys.modules.setdefault(path.stem, module)  # dataclasses and pickle look it up there
        spec.loader.exec_module(module)
        return module
    if os.getcwd() not in sys.path:
        sys.path.insert(0, os.getcwd())
    return importlib.import_module(where)


def _size(folder: Path) -> str:
    """The size of a folder's files, e.g. "178.3 MB"."""
    size, unit = float(sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())), "B"
    for larger in ("kB", "MB", "GB", "TB"):
        if size < 1000:
            break
        size, unit = size / 1000, larger
    return f"{size:.0f} B" if unit == "B" else f"{size:.1f} {unit}"


def _say(message: str) -> None:
    """A plain line on stderr, never wrapped."""
    err.print(message, markup=False, highlight=False, soft_wrap=True)


def _setting(setting: str, allow_all: bool = False) -> str:
    """The --setting given, or a usage error naming the known ones."""
    try:
        return check_setting(setting, allow_all)
    except ValueError as error:
        raise typer.BadParameter(str(error), param_hint="--setting") from error


def _need(module: str, extra: str, why: str) -> None:
    """A one-line error naming the extra to install when an optional module is missing."""
    try:
        importlib.import_module(module)
    except ImportError as error:
        torch = " (CPU torch first: pip install torch==2.13.0)" if extra == "rl" else ""
        _fail(f"{why}: pip install 'uncoenv[{extra}]'{torch} ({error})")


def _fail(message: str) -> NoReturn:
    """A one-line error on stderr, and exit 1."""
    _say(f"Error: {message}")
    raise typer.Exit(1)


@contextlib.contextmanager
def _user_errors(
    path: Path | None, doing: str, tasks: bool = False, mistakes: bool = False
) -> Iterator[None]:
    """File problems a user can fix, as a one-line error and exit 1, never a traceback.

    Args:
        path: The file or directory concerned.
        doing: What failed, for the message ("cannot read").
        tasks: Also a task that does not load (a ``ValueError`` naming its line).
        mistakes: Also any ``ValueError`` (a mistake the message names, such as a checkpoint
            that does not fit the arguments).
    """
    try:
        yield
    except EOFError:  # gzip's stream ended early; click would say only "Aborted."
        _fail(f"{path} is truncated: its gzip stream ends early")
    except gzip.BadGzipFile:
        _fail(f"{path} is not a gzip file, though its name ends in .gz")
    except OSError as error:
        _fail(f"{doing} {error.filename or path}: {error.strerror or error}")
    except ValueError as error:
        if not (tasks or mistakes):
            raise
        _fail(_clip(" ".join(str(error).split()), 500))


def _progress() -> Bar:
    return Bar(
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
    out_console.print(by_domain, by_operation)
    out_console.print(
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


if __name__ == "__main__":
    main()
