"""The labelled reading corpus: well formed, and read by the rules to the issue's targets.

The corpus (``reading_corpus.jsonl``) was written the way LLM agents write, by someone who did
not read the reader. ``python benchmarks/bench_reading.py`` prints accuracy per style; the
target, asserted here, is 98% overall and no style below 90%.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from uncoenv.envs.requests import RULES, record_index
from uncoenv.evaluation.reading import CORPUS_BENCHMARK, evaluate, load_corpus
from uncoenv.tasks import dataset

CORPUS = Path(__file__).with_name("reading_corpus.jsonl")
ITEMS = load_corpus(CORPUS)
HELD_OUT = [
    *load_corpus(Path(__file__).with_name("reading_heldout.jsonl")),
    *load_corpus(Path(__file__).with_name("reading_heldout_2.jsonl")),
]
HELD_OUT_FLOOR = 0.92  # about three points under the figure reached (README)
FRESH = load_corpus(Path(__file__).with_name("reading_heldout_3.jsonl"))
FRESH_FLOOR = 0.88  # 87.8% at first sight, never tuned on until 2026-12-07 (README)
FOURTH = load_corpus(Path(__file__).with_name("reading_heldout_4.jsonl"))
FOURTH_FLOOR = 0.95  # 85.0% at first sight, written for the styles of issue 21; 95.8% after
FIFTH = load_corpus(Path(__file__).with_name("reading_heldout_5.jsonl"))
FIFTH_FLOOR = 0.88  # 79.6% at first sight, written after the fixes the fourth led to (README)
SIXTH = load_corpus(Path(__file__).with_name("reading_heldout_6.jsonl"))
SIXTH_FLOOR = 0.94  # 90.4% at first sight, written after the play-test fixes of 2026-12-06
SEVENTH = load_corpus(Path(__file__).with_name("reading_heldout_7.jsonl"))
SEVENTH_FLOOR = 0.94  # 87.5% at first sight (2026-12-07), 97.5% after the fixes it showed
EIGHTH = load_corpus(Path(__file__).with_name("reading_heldout_8.jsonl"))
EIGHTH_FLOOR = 0.91  # 91.2% at first sight, written after those fixes; never tuned on
OVERALL_FLOOR = 0.98  # the targets: 98% overall, no style below 90%
STYLE_FLOOR = 0.90
STYLES = {
    "abbreviations",
    "bullets",
    "follow_up",
    "formal",
    "held_and_unheld",
    "long_preamble",
    "lower_case",
    "multi_part",
    "no_accents",
    "relative_context",
    "terse",
    "typos",
}


def test_the_corpus_is_large_varied_and_names_real_records():
    styles = Counter(item.style for item in ITEMS)
    assert len(ITEMS) >= 500 and len(styles) >= 10 and min(styles.values()) >= 40
    assert Counter(item.style for item in HELD_OUT).keys() == styles.keys()
    assert len({item.id for item in ITEMS + HELD_OUT}) == len(ITEMS) + len(HELD_OUT)
    assert not {item.task for item in ITEMS} & {item.task for item in HELD_OUT}
    assert not {item.task for item in ITEMS + HELD_OUT} & {item.task for item in FRESH}
    assert not {item.task for item in ITEMS + HELD_OUT + FRESH} & {item.task for item in FOURTH}
    earlier = ITEMS + HELD_OUT + FRESH + FOURTH
    assert not {item.task for item in earlier} & {item.task for item in FIFTH}
    assert not {item.task for item in earlier + FIFTH} & {item.task for item in SIXTH}
    earlier += FIFTH + SIXTH
    assert not {item.task for item in earlier} & {item.task for item in SEVENTH}
    assert not {item.task for item in earlier + SEVENTH} & {item.task for item in EIGHTH}
    assert len({(item.task, item.role, item.message) for item in HELD_OUT}) == len(HELD_OUT)
    tasks = dataset.load_benchmark(CORPUS_BENCHMARK)
    for item in earlier + SEVENTH + EIGHTH:
        index = record_index(tasks[item.task], item.role)
        facts = {r.id for r in index.records}
        for expected in [item.expect, *item.history]:
            assert expected.facts == "all" or set(expected.facts) <= facts, item.id
            assert expected.candidates == "all" or set(expected.candidates) <= set(
                index.candidates
            ), item.id


@pytest.fixture(scope="module")
def report():
    return evaluate(RULES, ITEMS)


def test_the_rules_meet_the_reading_targets(report):
    assert report.accuracy >= OVERALL_FLOOR, report.errors()
    assert set(report.by_style()) == STYLES
    for style, (right, items) in report.by_style().items():
        assert right / items >= STYLE_FLOOR, (style, right, items)


def test_a_reading_is_the_same_however_often_it_is_read(report):
    again = evaluate(RULES, ITEMS)
    assert [v.request for v in again.verdicts] == [v.request for v in report.verdicts]


def test_the_held_out_corpus_reads_no_worse_than_before():
    # Written after the rules were tuned on the corpus, by someone who did not read them, on
    # other tasks: how well the rules carry over (83.3% and 82.2% at first sight; README).
    assert evaluate(RULES, HELD_OUT).accuracy >= HELD_OUT_FLOOR


def test_a_corpus_never_tuned_on_reads_no_worse_than_at_first_sight():
    # Each written on tasks no earlier corpus uses and measured once before any change: how
    # well the rules read requests they were not fitted to.
    assert evaluate(RULES, FRESH).accuracy >= FRESH_FLOOR
    assert evaluate(RULES, FOURTH).accuracy >= FOURTH_FLOOR
    assert evaluate(RULES, FIFTH).accuracy >= FIFTH_FLOOR
    assert evaluate(RULES, SIXTH).accuracy >= SIXTH_FLOOR
    assert evaluate(RULES, SEVENTH).accuracy >= SEVENTH_FLOOR
    assert evaluate(RULES, EIGHTH).accuracy >= EIGHTH_FLOOR
