"""The LLM reader, offline: litellm's ``mock_response`` stands in for the model."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from uncoenv.envs.llm_reader import LLMReader, parse_reading, prompt
from uncoenv.envs.requests import RULES, Request, Turn, record_index
from uncoenv.evaluation.reading import evaluate, load_corpus, offline_reader, write_prompts
from uncoenv.providers import ProviderError
from uncoenv.tasks import dataset, render

ROOT = Path(__file__).resolve().parents[2]
TASK = dataset.load_benchmark("v2")[2]  # hand-picked: the cases name its records
ROLE = "emergency_power_technician"
INDEX = record_index(TASK, ROLE)
MODEL = "openai/gpt-4o-mini"
MESSAGE = "What was the generator runtime at Aspley in the June test?"
JUNE = "generator_runtime__june_2026_load_test"


def reading(**fields: Any) -> str:
    return json.dumps({"facts": [JUNE], "candidates": ["Aspley Leisure Centre"], **fields})


def never_called(**_: Any) -> Any:
    raise AssertionError("the model was called")


def test_a_valid_reading_becomes_the_request():
    reader = LLMReader(MODEL, mock_response=reading(contexts=["June 2026 load test"]))
    request = reader.read(MESSAGE, INDEX, [])
    assert request.facts == (JUNE,)
    assert request.candidates == ("Aspley Leisure Centre",)
    assert request.contexts == {"June 2026 load test"}
    assert request.relevant and not request.exact
    assert (reader.calls, reader.fallbacks) == (1, 0)


@pytest.mark.parametrize(
    "output",
    [
        "not json",
        '{"facts": ["no_such_fact"]}',
        '{"facts": "all", "candidates": ["Nowhere Hall"]}',
        '{"facts": "all", "contexts": ["July 2031 test"]}',
        '{"candidates": "all"}',
        "[1, 2]",
    ],
)
def test_an_invalid_reading_falls_back_to_the_rules(output):
    reader = LLMReader(MODEL, mock_response=output)
    assert reader.read(MESSAGE, INDEX, []) == RULES.read(MESSAGE, INDEX, [])
    assert reader.fallbacks == 1


def test_readings_are_cached_on_disk_so_a_replay_calls_no_model(tmp_path):
    first = LLMReader(MODEL, cache_dir=tmp_path, mock_response=reading())
    request = first.read(MESSAGE, INDEX, [])
    replay = LLMReader(MODEL, cache_dir=tmp_path, completion=never_called, mock_response=reading())
    assert replay.read(MESSAGE, INDEX, []) == request
    assert replay.calls == 0
    # Another model, or another conversation, is another prompt.
    other = LLMReader("openai/gpt-4o", cache_dir=tmp_path, mock_response=reading(exact=True))
    assert other.read(MESSAGE, INDEX, []).exact
    history = [Turn("earlier", request, (JUNE,))]
    with pytest.raises(ProviderError):
        replay.read(MESSAGE, INDEX, history)  # not cached: the model is called, and fails


def test_the_prompt_shows_labels_never_values_or_faults():
    text = prompt(MESSAGE, INDEX, [])
    for fact in (f for f in TASK.facts if f.role == ROLE):
        assert fact.label in text
        for value in fact.values.values():
            shown = render.format_number(value, fact.unit) if fact.kind == "number" else value
            assert str(shown) not in text
    assert "fault" not in text.lower() and "misaligned" not in text.lower()


def test_a_question_on_which_context_comes_back_marked():
    content = json.dumps({"facts": "all", "which_context": True})
    request = parse_reading(content, INDEX)
    assert request is not None and request.which_context
    assert not parse_reading(json.dumps({"facts": "all"}), INDEX).which_context


def test_a_context_named_narrows_its_label_to_that_context_as_the_rules_read_it():
    # Corpus 9 at first sight: "Is that the June 2026 load test result?" came back with both
    # load tests listed and the June one named; a colleague would restate both.
    june, march = (
        "generator_runtime__june_2026_load_test",
        "generator_runtime__march_2026_load_test",
    )
    content = json.dumps(
        {"facts": [march, june, "daily_fuel_cost"], "contexts": ["June 2026 load test"]}
    )
    assert parse_reading(content, INDEX).facts == (june, "daily_fuel_cost")
    both = json.dumps({"facts": [march, june], "contexts": []})
    assert parse_reading(both, INDEX).facts == (march, june)
    # Corpus 10 at first sight: "Was that under the 2022 flood model?" came back with only the
    # record the last reply stated (the 2025 one) and the 2022 model named.
    stated = json.dumps({"facts": [march], "contexts": ["June 2026 load test"]})
    assert parse_reading(stated, INDEX).facts == (june,)


def test_unheld_phrases_come_back_as_plain_words():
    content = json.dumps({"facts": [], "unheld": ["the <b>noise</b> rating!!"]})
    request = parse_reading(content, INDEX)
    assert request is not None and not request.relevant
    assert request.unheld == ("the b noise b rating",)


def test_a_provider_error_is_retried_then_raised_never_read():
    class Flaky(Exception):
        status_code = 503

    calls = []

    def failing(**_: Any) -> Any:
        calls.append(1)
        raise Flaky("service unavailable")

    with pytest.raises(ProviderError, match="Flaky after 1 attempts"):
        LLMReader(MODEL, max_retries=0, completion=failing).read(MESSAGE, INDEX, [])

    class Denied(Exception):
        status_code = 401

    def denied(**_: Any) -> Any:
        raise Denied("bad key")

    with pytest.raises(ProviderError, match="Denied"):
        LLMReader(MODEL, max_retries=5, completion=denied).read(MESSAGE, INDEX, [])


def test_the_completion_call_asks_for_json_at_temperature_zero():
    seen: dict[str, Any] = {}

    def record(**request: Any) -> Any:
        seen.update(request)
        from uncoenv.providers import litellm

        return litellm().completion(**request, mock_response=reading())

    LLMReader(MODEL, completion=record).read(MESSAGE, INDEX, [])
    assert seen["temperature"] == 0
    assert seen["response_format"] == {"type": "json_object"}
    assert seen["messages"][-1]["content"].endswith(f"Message: {MESSAGE}")


def test_importing_the_reader_does_not_import_litellm():
    code = "import uncoenv.envs.llm_reader, sys; print('litellm' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.stdout.strip() == "False", result.stderr


def test_an_environment_reads_with_the_reader_it_is_given():
    import gymnasium as gym

    import uncoenv  # noqa: F401  (registers the environments)

    everything = json.dumps({"facts": "all", "candidates": "all"})
    reader = LLMReader(MODEL, mock_response=everything)
    env = gym.make("UnCo-Reliable-v0", split="test", benchmark="v2", colleagues=reader)
    env.reset(seed=0, options={"task_index": 2})
    message = {"action": "query", "roles": [ROLE], "message": "hello there"}
    observation, *_ = env.step(message)
    assert reader.calls == 1
    for fact in (f for f in TASK.facts if f.role == ROLE):
        assert render.format_number(fact.values[TASK.candidates[0]], fact.unit) in observation
    with pytest.raises(ValueError, match="colleagues must be 'rules' or a reader"):
        gym.make("UnCo-Reliable-v0", colleagues="llm")


def test_the_cache_key_holds_the_call_settings_but_no_secret(tmp_path):
    LLMReader(MODEL, cache_dir=tmp_path, mock_response=reading()).read(MESSAGE, INDEX, [])
    other_base = LLMReader(
        MODEL, cache_dir=tmp_path, api_base="http://elsewhere/v1", mock_response=reading(exact=True)
    )
    assert other_base.read(MESSAGE, INDEX, []).exact and other_base.calls == 1
    keyed = LLMReader(
        MODEL, cache_dir=tmp_path, api_key="sk-first-secret-key", mock_response=reading()
    )
    keyed.read(MESSAGE, INDEX, [])
    rekeyed = LLMReader(
        MODEL,
        cache_dir=tmp_path,
        api_key="sk-other-secret-key",
        completion=never_called,
        mock_response=reading(),
    )
    rekeyed.read(MESSAGE, INDEX, [])  # another key, the same reading: the key is not hashed
    for path in tmp_path.rglob("*.json"):
        assert "secret" not in path.read_text()


def test_an_empty_reply_is_not_kept_and_a_damaged_file_is_a_miss(tmp_path):
    empty = LLMReader(MODEL, cache_dir=tmp_path, mock_response="")
    assert empty.read(MESSAGE, INDEX, []) == RULES.read(MESSAGE, INDEX, [])
    assert not list(tmp_path.rglob("*.json"))
    LLMReader(MODEL, cache_dir=tmp_path, mock_response=reading()).read(MESSAGE, INDEX, [])
    (path,) = tmp_path.rglob("*.json")
    path.write_text("{not json", encoding="utf-8")
    again = LLMReader(MODEL, cache_dir=tmp_path, mock_response=reading())
    assert again.read(MESSAGE, INDEX, []).facts == (JUNE,) and again.calls == 1
    assert json.loads(path.read_text(encoding="utf-8"))["content"]


def test_a_provider_error_never_shows_a_key_given_as_an_argument():
    class Denied(Exception):
        status_code = 401

    def denied(**request: Any) -> Any:
        raise Denied(f"bad key {request['api_key']}")

    reader = LLMReader(MODEL, completion=denied, api_key="sk-very-secret-value")
    with pytest.raises(ProviderError) as raised:
        reader.read(MESSAGE, INDEX, [])
    assert "sk-very-secret-value" not in str(raised.value)


def test_a_reader_that_names_what_the_colleague_does_not_hold_is_refused():
    import gymnasium as gym

    import uncoenv  # noqa: F401

    class Wrong:
        def read(self, message, index, history):
            return Request(("Nobody Ltd",), (), frozenset(), False, True)

    env = gym.make("UnCo-Reliable-v0", split="test", colleagues=Wrong())
    env.reset(seed=0, options={"task_index": 2})
    with pytest.raises(ValueError, match="Nobody Ltd"):
        env.step({"action": "query", "roles": [ROLE], "message": "hello"})


@pytest.mark.parametrize("number", [5, 7, 8, 9, 10, 11, 12, 13])
def test_replies_written_offline_read_a_held_out_corpus_through_the_reader(number, tmp_path):
    # The replies in benchmarks/results were written by hand by a model that read only the
    # prompts (README): they still answer every prompt the reader sends, and read as measured.
    # A change of the prompt's text leaves a prompt unanswered: the figure must be measured anew.
    corpus = load_corpus(ROOT / "tests" / "envs" / f"reading_heldout_{number}.jsonl")
    replies = ROOT / "benchmarks" / "results" / f"reading_heldout_{number}.replies.jsonl"
    assert write_prompts(corpus, tmp_path / "prompts.jsonl") == len(corpus)
    reader = offline_reader(replies)
    report = evaluate(reader, corpus)
    assert reader.fallbacks == 0 and report.accuracy >= 0.98


def test_a_prompt_without_an_offline_reply_is_an_error_naming_it(tmp_path):
    replies = tmp_path / "replies.jsonl"
    replies.write_text("", encoding="utf-8")
    item = load_corpus(ROOT / "tests" / "envs" / "reading_heldout_8.jsonl")[:1]
    with pytest.raises(ProviderError, match="no reply to prompt"):
        evaluate(offline_reader(replies), item)
