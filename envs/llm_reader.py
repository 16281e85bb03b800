"""A colleague reader backed by a chat model through litellm (the optional ``llm`` extra).

``gym.make("UnCo-Mixed-v0", colleagues=LLMReader("openai/gpt-4o-mini"))`` has colleagues read
messages with the model; what they answer, and every fault, stays in code
(``uncoenv.envs.colleagues``). The model sees the message, the colleague's record index (labels,
contexts, aliases: never a value or the fault profile) and the conversation so far, and returns
the structured request as JSON at temperature 0.

- Output that is not a valid reading (not JSON, an unknown fact id or candidate) falls back to the
  rules reader, and is counted in ``fallbacks``.
- Readings are cached on disk, keyed by the model and a hash of the prompt, so a replay reads
  every message as before without calling the model (``cache_dir``; None keeps them in memory).
- A provider error is retried (``max_retries``, with backoff) and then raised as
  ``ProviderError``: the evaluation runner records such an episode as an error, never scores it.

``calls`` and ``fallbacks`` count in the process that reads: under ``AsyncVectorEnv`` each
worker holds its own copy of the reader (and of its in-memory cache; the disk cache is shared).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from uncoenv.envs.requests import RULES, RecordIndex, Request, RequestReader, Turn, words
from uncoenv.providers import ProviderError, litellm, redacted, retryable, without_credentials
from uncoenv.tasks.text import folded

READING_VERSION = 1
"""Bumped when what a cached reply means changes (how it is parsed), so old replies are not
reused; a change of the prompt's text changes the key by itself."""

SYSTEM = """\
You read one message that a coordinator sent to a colleague, and say what it asks of that \
colleague. The colleague holds the records listed in the index, for every candidate. Reply \
with one JSON object and nothing else:
{"facts": "all" | [record ids], "candidates": "all" | [candidate names], \
"contexts": [contexts], "exact": true | false, "which_context": true | false, \
"unheld": [phrases]}
- facts: the ids of the colleague's records the message asks for; "all" when it asks for \
everything the colleague has or names no record; [] when it asks only for things the \
colleague does not hold.
- candidates: the candidates it asks about, spelled as in the index; "all" when it names none.
- contexts: the contexts (as spelled in the index) that the message names or singles out, e.g. \
"the more recent test" or "the other period" (the one not stated in the last reply). Vague \
doubts such as "are you sure?" name none.
- exact: true when it asks for an exact or precise value.
- which_context: true when it asks which context (date, period, test, survey...) each record \
is from, or asks the colleague to name it ("which drill is that from?").
- unheld: what it asks for that the colleague does not hold, in the message's words.
A follow-up that names no record ("and for the other two?", "same for X") asks for the records \
of the previous request; "the other two" are the candidates not asked about before."""


_SECRET = re.compile(r"key|token|secret|password|credential", re.IGNORECASE)


class _ModelReading(BaseModel):
    """A model's reading, before it is checked against the index."""

    model_config = ConfigDict(extra="ignore")

    facts: list[str] | Literal["all"]
    candidates: list[str] | Literal["all"] = "all"
    contexts: list[str] = []
    exact: bool = False
    which_context: bool = False
    unheld: list[str] = []


class LLMReader:
    """Reads requests with a chat model; see the module docstring.

    Args:
        model: Any litellm model string ("openai/gpt-4o-mini", "ollama/qwen2.5", ...).
        cache_dir: Where readings are kept, one JSON file per prompt (None: in memory only).
        fallback: The reader used when the model's output is not a valid reading.
        max_retries: Retries of a retryable provider error before ``ProviderError``.
        completion: Called instead of ``litellm.completion`` with the same keyword arguments
            (for tests, or to wrap litellm).
        **kwargs: Passed to every completion call (``api_base``, ``timeout``,
            ``mock_response``...). Keys come from the environment, never from here.
    """

    def __init__(
        self,
        model: str,
        cache_dir: str | Path | None = None,
        fallback: RequestReader = RULES,
        max_retries: int = 3,
        completion: Callable[..., Any] | None = None,
        **kwargs: Any,
    ) -> None:
        self.model = model
        self.cache_dir = None if cache_dir is None else Path(cache_dir)
        self.fallback = fallback
        self.max_retries = max_retries
        self._completion = completion
        self._kwargs = kwargs
        self._memory: dict[str, str] = {}
        self.calls = 0  # model calls made (cached readings make none)
        self.fallbacks = 0  # readings that fell back to ``fallback``

    def __repr__(self) -> str:
        return f"LLMReader({self.model!r})"

    def read(self, message: str, index: RecordIndex, history: Sequence[Turn]) -> Request:
        """The request ``message`` makes, as the model reads it (or the fallback's reading)."""
        messages = [
            {"role": "system", "content": SYSTEM},
            {"role": "user", "content": prompt(message, index, history)},
        ]
        settings = {k: v for k, v in sorted(self._kwargs.items()) if not _SECRET.search(k)}
        if "api_base" in settings:
            settings["api_base"] = without_credentials(str(settings["api_base"]))
        key = hashlib.sha256(
            json.dumps([READING_VERSION, self.model, settings, messages], default=str).encode()
        ).hexdigest()
        content = self._cached(key)
        if content is None:
            content = self._ask(messages)
            if content.strip():  # an empty reply is not kept: the next replay asks again
                self._keep(key, content)
        request = parse_reading(content, index)
        if request is None:
            self.fallbacks += 1
            return self.fallback.read(message, index, history)
        return request

    # -- the model ---------------------------------------------------------------------------

    def _ask(self, messages: list[dict[str, str]]) -> str:
        complete = self._completion or litellm().completion
        request = {
            "model": self.model,
            "messages": messages,
            "temperature": 0,
            "response_format": {"type": "json_object"},
            **self._kwargs,
        }
        for attempt in range(self.max_retries + 1):
            try:
                response = complete(**request)
                break
            except Exception as error:
                kind = type(error).__name__
                if not retryable(error) or attempt >= self.max_retries:
                    text = redacted(str(error))
                    for value in self._kwargs.values():  # an api_key or a URL with a password
                        if isinstance(value, str) and len(value) >= 8 and value in text:
                            text = text.replace(value, "***")
                    raise ProviderError(
                        f"{self.model} (colleague reader): {kind} after {attempt + 1} "
                        f"attempts: {text}"
                    ) from error
                time.sleep(min(30.0, 2.0**attempt))
        self.calls += 1
        try:
            return str(response.choices[0].message.content or "")
        except (AttributeError, IndexError, KeyError, TypeError):
            return ""

    # -- the cache ---------------------------------------------------------------------------

    def _path(self, key: str) -> Path | None:
        if self.cache_dir is None:
            return None
        return self.cache_dir / key[:2] / f"{key}.json"

    def _cached(self, key: str) -> str | None:
        if key in self._memory:
            return self._memory[key]
        path = self._path(key)
        if path is None or not path.exists():
            return None
        try:
            content = str(json.loads(path.read_text(encoding="utf-8"))["content"])
        except (OSError, ValueError, KeyError, TypeError):
            return None  # a damaged file is a miss: the reading is asked for and written again
        self._memory[key] = content
        return content

    def _keep(self, key: str, content: str) -> None:
        self._memory[key] = content
        path = self._path(key)
        if path is None:
            return
        path.parent.mkdir(parents=True, exist_ok=True)
        # Written whole, then renamed: a reader never sees half a file.
        with tempfile.NamedTemporaryFile(
            "w", encoding="utf-8", dir=path.parent, delete=False, suffix=".tmp"
        ) as handle:
            try:
                json.dump({"model": self.model, "content": content}, handle)
            except BaseException:
                handle.close()
                os.unlink(handle.name)
                raise
        os.replace(handle.name, path)


def prompt(message: str, index: RecordIndex, history: Sequence[Turn]) -> str:
    """The user prompt: the colleague's index, the conversation so far and the message."""
    lines = [f"Colleague: {index.title}", "Candidates: " + "; ".join(index.candidates)]
    lines.append("Records (id: label [context] (aliases)):")
    for record in index.records:
        # At a level with indirect contexts the records (and so the agent) may use the cue.
        cue = f", written {record.cue}" if record.cue else ""
        context = f" [{record.context}{cue}]" if record.context else ""
        aliases = f" (also: {', '.join(record.aliases)})" if record.aliases else ""
        lines.append(f"- {record.id}: {record.label}{context}{aliases}")
    others = list(dict.fromkeys(r.label for r in index.elsewhere))
    if others:
        lines.append("Held by other colleagues, not this one: " + "; ".join(others))
    for number, turn in enumerate(history, 1):
        lines.append(f"Earlier message {number}: {turn.message}")
        lines.append(
            f"  read as facts {list(turn.request.facts)}, candidates "
            f"{list(turn.request.candidates)}; the reply stated {list(turn.stated)}"
        )
    lines.append(f"Message: {message}")
    return "\n".join(lines)


def parse_reading(content: str, index: RecordIndex) -> Request | None:
    """The request a model's JSON output describes, or None when it is not a valid reading of
    this index (unknown ids, candidates or contexts)."""
    try:
        reading = _ModelReading.model_validate(json.loads(content))
    except (ValueError, ValidationError):
        return None
    ids = [r.id for r in index.records]
    if reading.facts == "all":
        facts = tuple(ids)
    elif all(f in ids for f in reading.facts):
        facts = tuple(dict.fromkeys(reading.facts))
    else:
        return None
    names = {folded(c): c for c in index.candidates}
    if reading.candidates == "all" or not reading.candidates:
        candidates = index.candidates
    elif all(folded(c) in names for c in reading.candidates):
        chosen = {names[folded(c)] for c in reading.candidates}
        candidates = tuple(c for c in index.candidates if c in chosen)
    else:
        return None
    known = {r.context for r in index.records if r.context}
    if not set(reading.contexts) <= known:
        return None
    facts = _narrowed(facts, set(reading.contexts), index)
    # Quoted back in a reply: plain words only, and short.
    unheld = tuple(dict.fromkeys(" ".join(words(u))[:80] for u in reading.unheld if words(u)))
    return Request(
        candidates=candidates,
        facts=facts,
        contexts=frozenset(reading.contexts),
        exact=reading.exact,
        relevant=bool(facts),
        unheld=unheld,
        which_context=reading.which_context,
    )


def _narrowed(facts: tuple[str, ...], contexts: set[str], index: RecordIndex) -> tuple[str, ...]:
    """Of the records of a label held in several contexts, those of the contexts named, when it
    names some of that label's ("Is that from the May 2026 consultation?" asks about the May
    record, whatever else the model listed, even only the record the last reply stated), as
    the rules read a named context."""
    records = {r.id: r for r in index.records}
    named = {r.label for r in index.records if r.context in contexts}
    kept: list[str] = []
    for fact_id in facts:
        label = records[fact_id].label
        if label not in named:
            kept.append(fact_id)
        else:  # in the model's order, the label's records of the contexts named
            kept += [r.id for r in index.records if r.label == label and r.context in contexts]
    return tuple(dict.fromkeys(kept))
