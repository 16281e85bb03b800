"""The report: Table 1, paired transitions, behaviour pathways and figures, on two synthetic runs.

Episodes are played in the real environments with scripted actions, so the steps, faults and
recovery entries are exactly what a runner records; each script is chosen to land in one
category, and the tests assert the exact numbers.
"""

from __future__ import annotations

import json
import math
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from uncoenv.envs import UnCoEnv
from uncoenv.evaluation import report as rp
from uncoenv.evaluation.records import EpisodeRecord, Step, episode_key
from uncoenv.evaluation.report.model import ratio
from uncoenv.evaluation.report.pathways import follow_up_pathway
from uncoenv.tasks import generator
from uncoenv.tasks.dataset import TRAIN_SEED, load_benchmark
from uncoenv.tasks.generator import generate_task
from uncoenv.tasks.models import Task

GENERAL = "Please share everything you have on the three candidates."
VAGUE = "Could you resend your records on the three candidates?"
CHASE = "Following up on my earlier request: please share your records."

Script = Callable[[Task, str], list[dict[str, Any]]]


# -- scripted actions ---------------------------------------------------------------------------


def fault(task: Task, setting: str, kind: str) -> Any:
    return next(f for f in task.faults.of(setting) if f.kind == kind)


def query(roles: list[str], message: str = GENERAL) -> dict[str, Any]:
    return {"action": "query", "roles": roles, "message": message}


def everyone(task: Task, but: str | None = None) -> dict[str, Any]:
    return query([r.id for r in task.roles if r.id != but])


def context_message(task: Task, setting: str) -> str:
    """Names the required context of the misaligned fact: recovers it."""
    mis = fault(task, setting, "misaligned")
    fact = next(f for f in task.facts if f.id == mis.fact)
    return (
        f"That is the wrong context. What does your record show for {fact.label} "
        f"at the {fact.context}?"
    )


def exact_message(task: Task, setting: str) -> str:
    """Asks for the exact value of the incomplete fact for its candidate: resolution-targeted."""
    inc = fault(task, setting, "incomplete")
    fact = next(f for f in task.facts if f.id == inc.fact)
    return f"What is the exact {fact.label} for {inc.candidate}?"


WAIT = {"action": "wait"}


def ask_all(t: Task, s: str) -> list[dict[str, Any]]:
    return [everyone(t)]


def ask_all_wait(t: Task, s: str) -> list[dict[str, Any]]:
    return [everyone(t), WAIT]


# Misaligned
def mis_untouched(t: Task, s: str) -> list[dict[str, Any]]:
    return [everyone(t, but=fault(t, s, "misaligned").role)]


def mis_vague(t: Task, s: str) -> list[dict[str, Any]]:
    return [everyone(t), query([fault(t, s, "misaligned").role], VAGUE)]


def mis_recover(t: Task, s: str) -> list[dict[str, Any]]:
    return [everyone(t), query([fault(t, s, "misaligned").role], context_message(t, s))]


# Incomplete
def inc_untouched(t: Task, s: str) -> list[dict[str, Any]]:
    return [everyone(t, but=fault(t, s, "incomplete").role)]


def inc_targeted(t: Task, s: str) -> list[dict[str, Any]]:
    return [everyone(t), query([fault(t, s, "incomplete").role], exact_message(t, s))]


def inc_clarify(t: Task, s: str) -> list[dict[str, Any]]:
    role = fault(t, s, "incomplete").role
    return [everyone(t), query([role], VAGUE), query([role], exact_message(t, s))]


def inc_vague(t: Task, s: str) -> list[dict[str, Any]]:
    return [everyone(t), query([fault(t, s, "incomplete").role], VAGUE)]


# Missed
def missed_once(t: Task, s: str) -> list[dict[str, Any]]:
    return [everyone(t), query([fault(t, s, "missed").role], CHASE)]


def missed_broad(t: Task, s: str) -> list[dict[str, Any]]:
    return [everyone(t), query([r.id for r in t.roles], CHASE)]


def missed_wait_once(t: Task, s: str) -> list[dict[str, Any]]:
    return [everyone(t), WAIT, query([fault(t, s, "missed").role], CHASE)]


def missed_thrice(t: Task, s: str) -> list[dict[str, Any]]:
    return [everyone(t), *[query([fault(t, s, "missed").role], CHASE)] * 3]


def missed_late_first(t: Task, s: str) -> list[dict[str, Any]]:
    role = fault(t, s, "missed").role
    return [everyone(t, but=role), query([role], GENERAL)]


# Mixed: one round that follows up with all three faulty roles
def mixed_all_three(t: Task, s: str) -> list[dict[str, Any]]:
    queries = [
        {"role": fault(t, s, "misaligned").role, "message": context_message(t, s)},
        {"role": fault(t, s, "incomplete").role, "message": exact_message(t, s)},
        {"role": fault(t, s, "missed").role, "message": CHASE},
    ]
    return [everyone(t), {"action": "query", "queries": queries}]


# -- episodes -----------------------------------------------------------------------------------


def play(
    split: str,
    index: int,
    setting: str,
    trial: int,
    script: Script,
    correct: bool,
    *,
    agent: str = "scripted",
    model: str | None = None,
    usage: tuple[int, int, float] = (0, 0, 0.0),
) -> EpisodeRecord:
    """Play a scripted episode in the real environment, finalizing right or wrong, recorded as
    the runner records it (each step's ``info["action"]`` included)."""
    env = UnCoEnv(setting, split=split)
    _, info = env.reset(seed=trial, options={"task_index": index})
    task = env.task
    gold = task.answer
    if correct:
        final = gold.model_dump()
    elif gold.conclusion == task.labels.positive:
        final = {"conclusion": task.labels.negative, "candidate": None, "numeric_result": None}
    else:
        final = {
            "conclusion": task.labels.positive,
            "candidate": task.candidates[0],
            "numeric_result": 1,
        }
    steps, total = [], 0.0
    terminated = truncated = False
    for action in [*script(task, setting), {"action": "finalize", **final}]:
        observation, reward, terminated, truncated, info = env.step(action)
        total += reward
        steps.append(
            Step(action=action, observation=observation, reward=reward, parsed=info.get("action"))
        )
    assert terminated and (total == 1.0) == correct
    prompt, completion, cost = usage
    return EpisodeRecord(
        key=episode_key(task.id, setting, trial, "cfg"),
        config_hash="cfg",
        agent=agent,
        model=model,
        split=split,
        task_id=task.id,
        task_index=index,
        setting=setting,
        trial=trial,
        seed=trial,
        steps=steps,
        rounds=info["round"],
        reward=total,
        correct=total == 1.0,
        correct_decision=info["correct_decision"],
        correct_numeric=info["correct_numeric"],
        terminated=terminated,
        truncated=truncated,
        final=final,
        answer=info["answer"],
        faults=info["faults"],
        recovery=info["recovery"],
        parsed_steps=True,
        calls=len(steps),
        prompt_tokens=prompt,
        completion_tokens=completion,
        cost=cost,
    )


def as_written_before(record: EpisodeRecord) -> EpisodeRecord:
    """The record as the runner wrote it before the environment said what it read: no parsed
    steps, no ``messages`` in the recovery entries."""
    data = record.model_dump(exclude={"parsed_steps"})
    for step in data["steps"]:
        del step["parsed"]
    for entry in data["recovery"]:
        entry.pop("messages", None)
    return EpisodeRecord.model_validate(data)


def errored(split: str, index: int, setting: str, trial: int, usage=(0, 0, 0.0)) -> EpisodeRecord:
    if split == "test":
        task_id = load_benchmark()[index].id
    else:
        task_id = generator.task_id(TRAIN_SEED, index)
    return EpisodeRecord(
        key=episode_key(task_id, setting, trial, "cfg"),
        config_hash="cfg",
        agent="scripted",
        split=split,
        task_id=task_id,
        task_index=index,
        setting=setting,
        trial=trial,
        seed=trial,
        prompt_tokens=usage[0],
        completion_tokens=usage[1],
        cost=usage[2],
        error="ProviderError: rate limited after 5 retries",
    )


# Run "alpha": benchmark tasks 0, 1, 2 (a, b, c), two trials each: (setting, task, trial) ->
# (script, correct).
ALPHA: dict[tuple[str, int, int], tuple[Script, bool]] = {
    ("reliable", 0, 0): (ask_all, True),
    ("reliable", 0, 1): (ask_all, True),
    ("reliable", 1, 0): (ask_all, True),
    ("reliable", 1, 1): (ask_all, True),
    ("reliable", 2, 0): (ask_all, True),
    ("reliable", 2, 1): (ask_all_wait, False),
    ("misaligned", 0, 0): (mis_untouched, False),  # fault not triggered
    ("misaligned", 0, 1): (ask_all, False),  # no corrective follow-up
    ("misaligned", 1, 0): (mis_vague, False),  # incomplete recovery
    ("misaligned", 1, 1): (mis_recover, False),  # fact recovered; final wrong
    ("misaligned", 2, 0): (mis_recover, True),  # fact recovered; final correct
    ("misaligned", 2, 1): (mis_recover, True),  # fact recovered; final correct
    ("incomplete", 0, 0): (ask_all, False),  # no recorded follow-up
    ("incomplete", 0, 1): (inc_targeted, True),  # resolution-targeted only
    ("incomplete", 1, 0): (inc_clarify, True),  # clarification involved
    ("incomplete", 1, 1): (inc_vague, False),  # unclassified follow-up
    ("incomplete", 2, 0): (inc_untouched, False),  # fault not triggered
    ("incomplete", 2, 1): (inc_targeted, True),  # resolution-targeted only
    ("missed", 0, 0): (ask_all, True),  # 0 later contacts
    ("missed", 0, 1): (missed_once, True),  # 1, missed-role-only
    ("missed", 1, 0): (missed_broad, True),  # 1, broad
    ("missed", 1, 1): (missed_wait_once, False),  # 1, wait + missed-role-only
    ("missed", 2, 0): (missed_thrice, False),  # 3, missed-role-only x3
    ("missed", 2, 1): (missed_late_first, False),  # 0, first contact in round 2
    ("mixed", 0, 0): (ask_all, True),
    ("mixed", 0, 1): (mixed_all_three, False),
}
# Run "beta": the train stream (tasks s1-00003, s1-00004), one trial, with token usage.
BETA: dict[tuple[str, int, int], tuple[Script, bool]] = {
    ("reliable", 3, 0): (ask_all, True),
    ("reliable", 4, 0): (ask_all, True),
    ("misaligned", 3, 0): (mis_recover, True),
    ("misaligned", 4, 0): (ask_all, False),
}
USAGE = (100, 20, 0.01)


def write_run(path: Path, lines: list[str], summary: dict[str, Any]) -> Path:
    path.mkdir(parents=True)
    (path / "episodes.jsonl").write_text("".join(lines), encoding="utf-8")
    (path / "summary.json").write_text(json.dumps(summary), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    root = tmp_path_factory.mktemp("runs")
    alpha = [play("test", i, s, k, *v) for (s, i, k), v in ALPHA.items()]
    alpha.append(errored("test", 0, "misaligned", 2))
    alpha_lines = [r.model_dump_json() + "\n" for r in alpha]
    beta = [
        play("train", i, s, k, *v, agent="llm", model="gpt-test", usage=USAGE)
        for (s, i, k), v in BETA.items()
    ]
    # A resumed run: the errored first attempt, then the finished episode with the same key.
    beta_lines = [errored("train", 4, "misaligned", 0, usage=(50, 0, 0.005)).model_dump_json()]
    beta_lines = [beta_lines[0] + "\n"] + [r.model_dump_json() + "\n" for r in beta]
    beta_lines.append(beta[0].model_dump_json()[:57])  # torn last line: no newline, cut short
    return [
        write_run(root / "alpha", alpha_lines, {"agent": "scripted"}),
        write_run(root / "beta", beta_lines, {"agent": "llm", "model": "gpt-test"}),
    ]


@pytest.fixture(scope="module")
def report(runs: list[Path]) -> rp.Report:
    return rp.build_report(runs)


# -- reading ------------------------------------------------------------------------------------


def test_runs_are_read_with_errors_apart_and_a_torn_last_line_skipped(report: rp.Report):
    alpha, beta = report.runs
    assert (alpha.label, alpha.agents, alpha.models) == ("alpha", ("scripted",), ())
    assert (beta.label, beta.agents, beta.models) == ("beta", ("llm",), ("gpt-test",))
    assert beta.title == "beta (llm / gpt-test)"
    assert (alpha.episodes, alpha.errors, alpha.torn_lines, alpha.trials) == (27, 1, 0, 2)
    assert alpha.unreadable_lines == beta.unreadable_lines == ()
    # beta: the errored attempt is replaced by the finished one with the same key
    assert (beta.episodes, beta.errors, beta.torn_lines, beta.trials) == (4, 0, 1, 1)
    assert beta.summary == {"agent": "llm", "model": "gpt-test"}


def test_a_corrupt_line_before_the_last_is_skipped_with_a_warning(runs: list[Path], tmp_path: Path):
    lines = (runs[0] / "episodes.jsonl").read_text(encoding="utf-8").splitlines(keepends=True)
    broken = write_run(tmp_path / "broken", [*lines[:2], "{not json\n", *lines[2:]], {})
    run = rp.build_report([broken]).runs[0]
    assert (run.episodes, run.unreadable_lines, run.torn_lines) == (27, (3,), 0)
    assert "skipped unreadable lines of episodes.jsonl: 3." in rp.Report([run]).markdown()


# -- Table 1 ------------------------------------------------------------------------------------


def test_main_table_accuracy_wilson_rounds_and_deltas(report: rp.Report):
    table = report.runs[0].table
    assert list(table) == ["reliable", "misaligned", "incomplete", "missed", "mixed"]
    reliable, misaligned = table["reliable"], table["misaligned"]
    assert (reliable.n, reliable.errors, reliable.correct) == (6, 0, 5)
    assert reliable.accuracy == pytest.approx(5 / 6)
    # Wilson 95% for 5/6, by hand: (0.8333 + 0.3201) / 1.6403 -/+ 0.2667
    assert reliable.ci == pytest.approx((0.4365, 0.9699), abs=1e-4)
    assert reliable.mean_rounds == pytest.approx(13 / 6)
    assert reliable.delta_accuracy_pp is None and reliable.delta_rounds is None
    # the errored episode is counted apart, never as a wrong answer
    assert (misaligned.n, misaligned.errors, misaligned.correct) == (6, 1, 2)
    assert misaligned.delta_accuracy_pp == pytest.approx(-50.0)
    assert misaligned.mean_rounds == pytest.approx(16 / 6)
    assert misaligned.delta_rounds == pytest.approx(0.5)
    assert table["incomplete"].delta_accuracy_pp == pytest.approx(-100 / 3)
    assert table["incomplete"].mean_rounds == pytest.approx(17 / 6)
    assert table["missed"].delta_rounds == pytest.approx(7 / 6)
    assert table["mixed"].accuracy == pytest.approx(0.5)
    assert table["mixed"].delta_accuracy_pp == pytest.approx(50 - 500 / 6)


def test_pass_hat_k_over_two_trials(report: rp.Report):
    table = report.runs[0].table
    # reliable: tasks a 2/2, b 2/2, c 1/2
    assert table["reliable"].pass_k == pytest.approx((5 / 6, 2 / 3))
    # misaligned: a 0/2 (the errored third trial is not counted), b 0/2, c 2/2
    assert table["misaligned"].pass_k == pytest.approx((1 / 3, 1 / 3))
    assert table["mixed"].pass_k == pytest.approx((0.5, 0.0))
    assert report.runs[1].table["reliable"].pass_k == (1.0,)


def test_tokens_and_cost_count_every_spent_episode(report: rp.Report):
    beta = report.runs[1]
    assert (beta.prompt_tokens, beta.completion_tokens) == (400, 80)
    assert beta.cost == pytest.approx(0.04)
    assert beta.table["misaligned"].tokens == 240
    assert report.runs[0].cost == 0.0


# -- transitions --------------------------------------------------------------------------------


def test_paired_transitions(report: rp.Report):
    alpha, beta = report.runs
    expected = {
        "misaligned": (1, 4, 0, 1),
        "incomplete": (2, 3, 0, 1),
        "missed": (3, 2, 1, 0),
        "mixed": (1, 1, 0, 0),
    }
    for setting, counts in expected.items():
        result = alpha.transitions[setting]
        assert tuple(result.counts[c] for c in rp.TRANSITIONS) == counts, setting
    assert alpha.transitions["misaligned"].pairs == 6  # the errored trial 2 has no pair
    assert alpha.transitions["misaligned"].share(rp.CORRECT_WRONG) == pytest.approx(4 / 6)
    assert list(beta.transitions) == ["misaligned"]
    assert beta.transitions["misaligned"].counts[rp.CORRECT_CORRECT] == 1
    assert beta.transitions["misaligned"].counts[rp.CORRECT_WRONG] == 1


# -- pathways -----------------------------------------------------------------------------------


def test_misaligned_pathways(report: rp.Report):
    alpha, beta = report.runs
    assert alpha.pathways["misaligned"]["misaligned"].counts == {
        rp.NO_CORRECTIVE_FOLLOW_UP: 1,
        rp.INCOMPLETE_RECOVERY: 1,
        rp.RECOVERED_WRONG: 1,
        rp.RECOVERED_CORRECT: 2,
        rp.NOT_TRIGGERED: 1,
        rp.UNKNOWN: 0,
    }
    assert alpha.pathways["misaligned"]["misaligned"].correct[rp.RECOVERED_CORRECT] == 2
    mixed = alpha.pathways["misaligned"]["mixed"].counts
    assert (mixed[rp.NO_CORRECTIVE_FOLLOW_UP], mixed[rp.RECOVERED_WRONG]) == (1, 1)
    assert alpha.pathways["misaligned"]["mixed"].n == 2
    beta_counts = beta.pathways["misaligned"]["misaligned"].counts
    assert (beta_counts[rp.RECOVERED_CORRECT], beta_counts[rp.NO_CORRECTIVE_FOLLOW_UP]) == (1, 1)


def test_incomplete_pathways_agree_with_the_colleagues(report: rp.Report, runs: list[Path]):
    alpha = report.runs[0]
    assert alpha.pathways["incomplete"]["incomplete"].counts == {
        rp.NO_RECORDED_FOLLOW_UP: 1,
        rp.UNCLASSIFIED_FOLLOW_UP: 1,
        rp.CLARIFICATION_INVOLVED: 1,
        rp.RESOLUTION_TARGETED_ONLY: 2,
        rp.NOT_TRIGGERED: 1,
        rp.UNKNOWN: 0,
    }
    mixed = alpha.pathways["incomplete"]["mixed"].counts
    assert (mixed[rp.NO_RECORDED_FOLLOW_UP], mixed[rp.RESOLUTION_TARGETED_ONLY]) == (1, 1)
    # every episode classified as resolution-targeted got the exact value, and no other did
    records, _, _ = rp.read_records(runs[0] / "episodes.jsonl")
    for record in records:
        if record.setting == "incomplete" and record.error is None:
            entry = next(e for e in record.recovery if e["kind"] == "incomplete")
            category = follow_up_pathway(record)
            targeted = category in (rp.RESOLUTION_TARGETED_ONLY, rp.CLARIFICATION_INVOLVED)
            assert entry["recovered"] == targeted, category


def test_records_written_before_the_env_recorded_its_readings_give_the_same_report(
    runs: list[Path], report: rp.Report, tmp_path: Path
):
    records, _, _ = rp.read_records(runs[0] / "episodes.jsonl")
    old = [as_written_before(r) if r.error is None else r for r in records]
    assert not any(r.parsed_steps or any(s.parsed for s in r.steps) for r in old)
    run = write_run(tmp_path / "alpha", [r.model_dump_json() + "\n" for r in old], {})
    again = rp.build_report([run]).runs[0]
    alpha = report.runs[0]
    assert again.pathways == alpha.pathways
    assert again.missed == alpha.missed and again.table == alpha.table
    # what was read again is what the environment recorded
    for new, before in zip(records, old, strict=True):
        if new.error is None:
            assert rp.actions_of(before) == rp.actions_of(new) == [s.parsed for s in new.steps]


def test_recorded_pathways_need_no_task(report: rp.Report, runs: list[Path], tmp_path: Path):
    # The recorded readings are the whole story: a task the report cannot find changes nothing.
    lines = (runs[0] / "episodes.jsonl").read_text(encoding="utf-8").splitlines(keepends=True)
    records = [EpisodeRecord.model_validate_json(line) for line in lines]
    lost = [r.model_copy(update={"task_id": f"lost-{r.task_id}"}) for r in records]
    assert rp.find_task("test", lost[0].task_id) is None
    run = write_run(tmp_path / "lost", [r.model_dump_json() + "\n" for r in lost], {})
    again = rp.build_report([run]).runs[0]
    alpha = report.runs[0]
    assert again.pathways == alpha.pathways and again.missed == alpha.missed
    # read again, the same records cannot be classified without their task
    old = [as_written_before(r) if r.error is None else r for r in lost]
    run = write_run(tmp_path / "lost-old", [r.model_dump_json() + "\n" for r in old], {})
    unknown = rp.build_report([run]).runs[0]
    assert unknown.pathways["incomplete"]["incomplete"].counts[rp.UNKNOWN] == 6
    assert unknown.missed["missed"].unknown == 6


def test_missed_decomposition(report: rp.Report):
    missed = report.runs[0].missed["missed"]
    assert missed.pairs == 6
    assert missed.delta_rounds == pytest.approx(7 / 6)
    assert missed.contributions == pytest.approx(
        {
            rp.MISSED_ROLE_ONLY: 5 / 6,
            rp.BROAD_FOLLOW_UP: 1 / 6,
            rp.OTHER_QUERYING: 1 / 6,
            rp.WAIT: 0.0,
            rp.FINALIZE_OTHER: 0.0,
        }
    )
    assert sum(missed.contributions.values()) == pytest.approx(missed.delta_rounds)
    assert missed.later_contacts == {"0": 2, "1": 3, "2": 0, "3–5": 1, ">5": 0}
    assert (missed.never_contacted, missed.unknown) == (0, 0)
    mixed = report.runs[0].missed["mixed"]
    assert (mixed.pairs, mixed.delta_rounds) == (2, pytest.approx(0.5))
    assert mixed.contributions[rp.BROAD_FOLLOW_UP] == pytest.approx(0.5)
    assert mixed.later_contacts == {"0": 1, "1": 1, "2": 0, "3–5": 0, ">5": 0}
    assert report.runs[1].missed == {}


# -- output -------------------------------------------------------------------------------------


def test_markdown_holds_the_numbers_in_aligned_tables(report: rp.Report):
    text = report.markdown()
    for needle in (
        "## Main results (Table 1)",
        "### alpha (scripted)",
        "### beta (llm / gpt-test)",
        "[43.6, 97.0]",  # Wilson interval of 5/6
        "33.3 (-50.0)",  # misaligned accuracy and its delta
        "| pass^1 | pass^2 |",
        "skipped a torn last line",
        "4 (66.7%)",  # Correct → Wrong under Misaligned
        rp.RESOLUTION_TARGETED_ONLY,
        "+1.17",  # Missed Δ rounds
        "## Definitions",
    ):
        assert needle in text, needle
    assert "nan" not in text.lower()
    table: list[str] = []
    for line in [*text.splitlines(), ""]:
        if line.startswith("|"):
            table.append(line)
        elif table:
            assert len({len(row) for row in table}) == 1, table  # padded: reads as plain text
            assert re.fullmatch(r"\|(-+:?\|)+", table[1]), table[1]  # a GFM delimiter row
            table = []


def test_save_writes_the_report_and_non_empty_pngs(report: rp.Report, tmp_path: Path):
    written = rp.Report(runs=report.runs).save(tmp_path / "out")
    names = [p.name for p in written]
    assert names == ["report.md", "accuracy.png", "transitions.png", "pathways.png"]
    for path in written[1:]:
        data = path.read_bytes()
        assert data.startswith(b"\x89PNG") and len(data) > 5_000
    markdown = written[0].read_text(encoding="utf-8")
    assert markdown.startswith(report.markdown().rstrip())
    assert "![accuracy](accuracy.png)" in markdown


def test_a_run_with_reliable_only_has_no_transitions_and_no_nan(tmp_path: Path):
    record = play("test", 5, "reliable", 0, ask_all, True)
    run = write_run(tmp_path / "solo", [record.model_dump_json() + "\n"], {})
    report = rp.build_report([run])
    assert report.runs[0].transitions == {}
    assert "nan" not in report.markdown().lower()
    assert [p.name for p in report.save(tmp_path / "out")] == ["report.md", "accuracy.png"]


def test_find_task_reads_both_splits():
    assert rp.find_task("test", load_benchmark()[7].id) is load_benchmark()[7]
    assert rp.find_task("train", "s1-00004") == generate_task(1, 4)
    assert rp.find_task("test", "s1-00004") is None
    assert rp.find_task("train", "nonsense") is None


def test_importing_the_report_does_not_import_matplotlib():
    code = "import sys, uncoenv.evaluation.report; print('matplotlib' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "False"


def test_ratio_of_nothing_is_nan():
    assert math.isnan(ratio(1, 0))


# -- one run directory, two configurations --------------------------------------------------


def test_two_configurations_in_one_folder_are_two_runs_never_blended(tmp_path: Path):
    # N8: without a readable summary.json, two agents' records made one row ("careful, naive")
    # at a blended accuracy; with a valid one, the other agent's records were dropped unsaid.
    import asyncio

    from typer.testing import CliRunner

    import uncoenv
    from tests.test_cli import said
    from uncoenv.agents.scripted import CarefulAgent, NaiveAgent
    from uncoenv.cli import app
    from uncoenv.evaluation.runner import RunConfig, run

    folder = tmp_path / "two"
    settings = ("reliable", "misaligned")
    careful = RunConfig(agent=CarefulAgent().config(), settings=settings, limit=3)
    naive = RunConfig(agent=NaiveAgent().config(), settings=settings, limit=2)
    for config, agent in ((careful, CarefulAgent), (naive, NaiveAgent)):
        asyncio.run(run(config, tmp_path / agent.name, agent))
    # What `eval --agent careful --out two` then `eval --agent naive --out two` left before
    # eval refused that (--new-config now): both agents' records, naive's summary.
    folder.mkdir()
    episodes = [(tmp_path / name / "episodes.jsonl").read_bytes() for name in ("careful", "naive")]
    (folder / "episodes.jsonl").write_bytes(b"".join(episodes))
    summary = (tmp_path / "naive" / "summary.json").read_text(encoding="utf-8")
    (folder / "summary.json").write_text(summary, encoding="utf-8")
    for state in ("valid", "missing", "corrupt"):
        if state == "missing":
            (folder / "summary.json").unlink()
        elif state == "corrupt":
            (folder / "summary.json").write_text(summary[:40], encoding="utf-8")
        runs = rp.build_report([folder]).runs
        assert [(r.label, r.agents, r.episodes) for r in runs] == [
            (f"two [{careful.hash()}]", ("careful",), 6),
            (f"two [{naive.hash()}]", ("naive",), 4),
        ], state
        assert [r.config_hash for r in runs] == [careful.hash(), naive.hash()]
        assert [r.table["misaligned"].accuracy for r in runs] == [1.0, 0.0], state
        assert runs[0].versions == (uncoenv.__version__,)
        assert runs[0].tasks["sha256"] == runs[1].tasks["sha256"]  # from the records alone
        text = rp.Report(runs).markdown()
        assert "careful, naive" not in text
        assert "holds the episodes of 2 run configurations" in text
    result = CliRunner().invoke(app, ["report", str(folder), "--out", str(tmp_path / "report")])
    assert result.exit_code == 0, result.output
    assert said(result.stdout, f"two [{careful.hash()}] (careful)", f"two [{naive.hash()}] (naive)")
    assert "careful, naive" not in result.stdout
