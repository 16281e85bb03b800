"""How well a reader reads: a labelled corpus of requests, and a reader's accuracy on it.

Each corpus item is a message to one colleague of a benchmark task, the earlier turns with that
colleague, and the reading a careful human colleague would get (``Expected``). A reader (any
``uncoenv.envs.requests.RequestReader``) reads the message against the colleague's record index
and the earlier turns; the item is right when every labelled field matches. The corpus shipped
for the rules reader is ``tests/envs/reading_corpus.jsonl`` (``benchmarks/bench_reading.py``).
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from uncoenv.envs.requests import RecordIndex, Request, RequestReader, Turn, record_index
from uncoenv.tasks import dataset
from uncoenv.tasks.models import Task

if TYPE_CHECKING:
    from uncoenv.envs.llm_reader import LLMReader

All = Literal["all"]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Expected(_Strict):
    """The reading an item must get.

    Attributes:
        candidates: The candidates the reply must cover ("all": every candidate).
        facts: The colleague's fact ids the reply must state ("all": every one; empty: none,
            only things the colleague does not keep were asked for).
        exact: Whether an exact value is asked for.
        unheld: Whether something the colleague does not keep is asked for.
        contexts: The contexts the message names or singles out (None: not labelled).
    """

    candidates: list[str] | All
    facts: list[str] | All
    exact: bool = False
    unheld: bool = False
    contexts: list[str] | None = None


class PastTurn(_Strict):
    """An earlier message to the same colleague, as it was read and answered."""

    message: str
    candidates: list[str] | All
    facts: list[str] | All
    stated: list[str] | None = None  # the facts the reply stated (default: ``facts``)


class Item(_Strict):
    """One labelled request."""

    id: str
    style: str
    task: int = Field(ge=0)
    role: str
    history: list[PastTurn] = Field(default_factory=list)
    message: str
    expect: Expected


def load_corpus(path: str | Path) -> list[Item]:
    """The items of a JSON-lines corpus, validated (errors name the line)."""
    items = []
    for number, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        if line.strip():
            try:
                items.append(Item.model_validate_json(line))
            except ValueError as error:
                raise ValueError(f"{path}, line {number}: {error}") from None
    return items


@dataclass(frozen=True)
class Verdict:
    """One item's reading and the fields it got wrong."""

    item: Item
    request: Request
    wrong: tuple[str, ...]


def read_item(reader: RequestReader, item: Item, tasks: Sequence[Task]) -> Verdict:
    """The item read by ``reader``, with the fields it got wrong."""
    task = tasks[item.task]
    index = record_index(task, item.role)
    history = [_turn(past, index) for past in item.history]
    request = reader.read(item.message, index, history)
    return Verdict(item, request, _wrong(item.expect, request, index))


def _turn(past: PastTurn, index: RecordIndex) -> Turn:
    candidates = _expand(past.candidates, index.candidates)
    facts = _expand(past.facts, tuple(r.id for r in index.records))
    stated = tuple(past.stated) if past.stated is not None else facts
    request = Request(
        candidates=candidates, facts=facts, contexts=frozenset(), exact=False, relevant=True
    )
    return Turn(past.message, request, stated)


def _expand(value: list[str] | All, every: tuple[str, ...]) -> tuple[str, ...]:
    return every if value == "all" else tuple(value)


def _wrong(expect: Expected, request: Request, index: RecordIndex) -> tuple[str, ...]:
    wrong = []
    candidates = set(_expand(expect.candidates, index.candidates))
    if set(request.candidates) != candidates and request.facts:
        wrong.append("candidates")
    if set(request.facts) != set(_expand(expect.facts, tuple(r.id for r in index.records))):
        wrong.append("facts")
    if expect.exact != request.exact:
        wrong.append("exact")
    if expect.unheld != bool(request.unheld):
        wrong.append("unheld")
    if expect.contexts is not None and set(expect.contexts) != set(request.contexts):
        wrong.append("contexts")
    return tuple(wrong)


@dataclass(frozen=True)
class Report:
    """A reader's accuracy on a corpus."""

    verdicts: tuple[Verdict, ...]

    @property
    def accuracy(self) -> float:
        """Share of items read right (0.0 for no items)."""
        return sum(not v.wrong for v in self.verdicts) / max(1, len(self.verdicts))

    def by_style(self) -> dict[str, tuple[int, int]]:
        """(right, items) per style, styles sorted."""
        counts: dict[str, list[int]] = defaultdict(lambda: [0, 0])
        for verdict in self.verdicts:
            counts[verdict.item.style][0] += not verdict.wrong
            counts[verdict.item.style][1] += 1
        return {style: (r, n) for style, (r, n) in sorted(counts.items())}

    def errors(self) -> Counter[str]:
        """How often each field was wrong."""
        return Counter(field for v in self.verdicts for field in v.wrong)

    def failures(self) -> list[Verdict]:
        """The items read wrong."""
        return [v for v in self.verdicts if v.wrong]


CORPUS_BENCHMARK = "v2"
"""The benchmark version whose tasks the corpora name by index (written before v3)."""


def evaluate(reader: RequestReader, items: Iterable[Item]) -> Report:
    """Read every item with ``reader`` (tasks of ``CORPUS_BENCHMARK``) and report."""
    tasks = dataset.load_benchmark(CORPUS_BENCHMARK)
    return Report(tuple(read_item(reader, item, tasks) for item in items))


def to_json(report: Report) -> str:
    """The report's figures as JSON: overall and per-style accuracy, field errors."""
    return json.dumps(
        {
            "items": len(report.verdicts),
            "accuracy": round(report.accuracy, 4),
            "styles": {s: {"right": r, "items": n} for s, (r, n) in report.by_style().items()},
            "errors": dict(report.errors().most_common()),
        },
        indent=2,
    )


# -- the LLM reader's prompts answered outside the process (a batch API, or by hand) ------------


def prompt_key(messages: list[dict[str, str]]) -> str:
    """The hash that names one prompt of the LLM reader (its system and user messages)."""
    return hashlib.sha256(json.dumps(messages).encode()).hexdigest()


def write_prompts(items: Iterable[Item], out: str | Path) -> int:
    """Write the prompt the LLM reader sends for each item, as JSON lines (its key, the system
    and the user prompt), and return how many. No model is called: the rules read meanwhile."""
    from uncoenv.envs.llm_reader import LLMReader

    seen: dict[str, list[dict[str, str]]] = {}

    def record(**request: Any) -> SimpleNamespace:
        seen.setdefault(prompt_key(request["messages"]), request["messages"])
        return _completion("")  # no reading: the reader falls back to the rules

    evaluate(LLMReader("offline", completion=record), items)
    lines = [
        json.dumps({"prompt": key, "system": m[0]["content"], "user": m[1]["content"]})
        for key, m in seen.items()
    ]
    Path(out).write_text("".join(f"{line}\n" for line in lines), encoding="utf-8")
    return len(lines)


def offline_reader(replies: str | Path, model: str = "offline") -> LLMReader:
    """The LLM reader answered by the replies in a JSON-lines file (``prompt``: the key,
    ``content``: the model's reply): its parsing and checks, no model call. A prompt with no
    reply is a ``ProviderError`` naming it."""
    from uncoenv.envs.llm_reader import LLMReader

    path = Path(replies)
    answers = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            reply = json.loads(line)
            answers[reply["prompt"]] = reply["content"]

    def complete(**request: Any) -> SimpleNamespace:
        key = prompt_key(request["messages"])
        if key not in answers:
            raise KeyError(f"{path}: no reply to prompt {key}")
        return _completion(answers[key])

    return LLMReader(model, completion=complete)


def _completion(content: str) -> SimpleNamespace:
    """A completion shaped as litellm returns one."""
    return SimpleNamespace(choices=[SimpleNamespace(message=SimpleNamespace(content=content))])
