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
HELD_OUT_FLOORS = {
    # Each measured once at first sight, then tuned on (or not); the floor sits just under the
    # figure reached (README, "How colleagues read").
    "reading_heldout_3.jsonl": 0.88,  # 87.8% at first sight, never tuned on until 2026-12-07
    "reading_heldout_4.jsonl": 0.95,  # 85.0% at first sight, for the styles of issue 21
    "reading_heldout_5.jsonl": 0.90,  # 79.6% at first sight, after the fixes the fourth led to
    "reading_heldout_6.jsonl": 0.96,  # 90.4% at first sight, after the play-tests of 2026-12-06
    "reading_heldout_7.jsonl": 0.96,  # 87.5% at first sight (2026-12-07)
    "reading_heldout_8.jsonl": 0.98,  # 91.2% at first sight, after those fixes
    "reading_heldout_9.jsonl": 0.90,  # 82.1% at first sight (2026-12-07, third session)
    "reading_heldout_10.jsonl": 0.98,  # 87.9% at first sight (2026-12-07, fourth session)
    "reading_heldout_11.jsonl": 0.82,  # 70.0% at first sight (2026-12-07, fifth session)
    "reading_heldout_12.jsonl": 0.77,  # 78.8% at first sight (2026-12-07, seventh session)
    "reading_heldout_13.jsonl": 0.75,  # 75.8% at first sight (2026-12-07, eighth session)
}
LATER = {name: load_corpus(Path(__file__).with_name(name)) for name in HELD_OUT_FLOORS}
# Written when 11 of the 1,000 tasks were unused: new text on tasks earlier corpora used.
SHARED_TASKS = {
    "reading_heldout_9.jsonl",
    "reading_heldout_10.jsonl",
    "reading_heldout_11.jsonl",
    "reading_heldout_12.jsonl",
    "reading_heldout_13.jsonl",
}
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
    earlier = ITEMS + HELD_OUT
    for name, items in LATER.items():
        if name in SHARED_TASKS:  # new text on tasks earlier corpora used: none was left
            said = {(i.task, i.role, i.message) for i in earlier}
            assert not said & {(i.task, i.role, i.message) for i in items}, name
        else:
            assert not {i.task for i in earlier} & {i.task for i in items}, name
        earlier += items
    assert len({item.id for item in earlier}) == len(earlier)
    assert len({(item.task, item.role, item.message) for item in HELD_OUT}) == len(HELD_OUT)
    tasks = dataset.load_benchmark(CORPUS_BENCHMARK)
    for item in earlier:
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


@pytest.mark.parametrize(("name", "floor"), HELD_OUT_FLOORS.items())
def test_a_corpus_written_apart_reads_no_worse_than_its_floor(name, floor):
    # Each written on tasks no earlier corpus used, by someone who did not read the rules, and
    # measured once before any change: how well the rules read requests they were not fitted to.
    assert evaluate(RULES, LATER[name]).accuracy >= floor
