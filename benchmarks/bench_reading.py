"""How well colleagues read requests: accuracy per style on the labelled reading corpus.

Run: python benchmarks/bench_reading.py                      (the rules reader)
     python benchmarks/bench_reading.py --reader llm --model openai/gpt-4o-mini
                                       [--cache .cache/readings] [--failures 20]
     python benchmarks/bench_reading.py --corpus C --prompts OUT  (the LLM reader's prompts)
     python benchmarks/bench_reading.py --corpus C --reader llm --replies FILE

``--prompts`` writes the prompt the LLM reader sends for each item (JSON lines: its hash, the
system prompt and the user prompt), for a model to answer outside this script (a batch API, or
by hand); ``--replies`` reads those answers (JSON lines: the hash and the reply) instead of
calling a model, through the reader's own parsing and checks. A prompt with no reply is an
error that names it.

The corpus (``tests/envs/reading_corpus.jsonl``) holds requests written the way LLM agents write
them, each with the reading a careful colleague would get (``uncoenv.evaluation.reading``). An
item is right when every labelled field is: candidates, facts, exact, unheld and, where
labelled, the contexts named. Targets: 98% overall, no style below 90%.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from uncoenv.envs.requests import RULES, RequestReader
from uncoenv.evaluation.reading import (
    evaluate,
    load_corpus,
    offline_reader,
    to_json,
    write_prompts,
)

CORPUS = Path(__file__).resolve().parents[1] / "tests" / "envs" / "reading_corpus.jsonl"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reader", choices=("rules", "llm"), default="rules")
    parser.add_argument("--model", help="litellm model string (with --reader llm)")
    parser.add_argument("--cache", type=Path, help="disk cache of the LLM reader's readings")
    parser.add_argument("--corpus", type=Path, default=CORPUS)
    parser.add_argument("--failures", type=int, default=0, help="show this many misreadings")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument(
        "--prompts", type=Path, help="write the LLM reader's prompts here, and stop"
    )
    parser.add_argument(
        "--replies", type=Path, help="model replies to those prompts (--reader llm)"
    )
    args = parser.parse_args()
    reader: RequestReader = RULES
    if args.prompts:
        written = write_prompts(load_corpus(args.corpus), args.prompts)
        print(f"{written} prompts written to {args.prompts}")
        return 0
    if args.reader == "llm":
        if not (args.model or args.replies):
            parser.error("--reader llm needs --model or --replies")
        from uncoenv.envs.llm_reader import LLMReader

        if args.replies:
            reader = offline_reader(args.replies)
        else:
            reader = LLMReader(args.model, cache_dir=args.cache)
    report = evaluate(reader, load_corpus(args.corpus))
    if args.json:
        print(to_json(report))
        return 0
    print(f"reader: {reader!r}; corpus: {args.corpus.name}, {len(report.verdicts)} requests")
    print(f"{'style':<18} {'right':>7} {'items':>6} {'accuracy':>9}")
    for style, (right, items) in report.by_style().items():
        print(f"{style:<18} {right:>7} {items:>6} {right / items:>9.1%}")
    print(f"{'overall':<18} {'':>7} {len(report.verdicts):>6} {report.accuracy:>9.1%}")
    errors = ", ".join(f"{field} {n}" for field, n in report.errors().most_common())
    print(f"fields wrong: {errors or 'none'}")
    if hasattr(reader, "fallbacks"):
        print(f"model calls: {reader.calls}; fallbacks to the rules: {reader.fallbacks}")
    for verdict in report.failures()[: args.failures]:
        item, request = verdict.item, verdict.request
        print(f"\n{item.id} [{', '.join(verdict.wrong)}] task {item.task}, {item.role}")
        for past in item.history:
            print(f"  before: {past.message}")
        print(f"  message: {item.message}")
        print(f"  expected: {item.expect.model_dump(exclude_none=True)}")
        print(
            f"  read: facts {list(request.facts)}, candidates {list(request.candidates)}, "
            f"contexts {sorted(request.contexts)}, exact {request.exact}, "
            f"unheld {list(request.unheld)}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
