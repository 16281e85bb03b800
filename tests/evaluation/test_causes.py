"""The cause of a run's first error, named for the person running it."""

from __future__ import annotations

import pytest

from uncoenv.evaluation.causes import cause

# The first lines of errors as the runner recorded them, offline, for the usual set-up mistakes.
RECORDED = {
    "litellm": "ImportError: calling a model needs litellm: pip install 'uncoenv[llm]'",
    "provider": "ProviderError: nosuchprovider/x: BadRequestError (not retryable): "
    "litellm.BadRequestError: LLM Provider NOT provided. Pass in the LLM provider you are "
    "trying to call. You passed model=nosuchprovider/x",
    "key": "ProviderError: openai/gpt-4o-mini: InternalServerError after 5 attempts: "
    "litellm.InternalServerError: InternalServerError: OpenAIException - Missing credentials. "
    "Please pass an `api_key`, `workload_identity`, `admin_api_key`, or set the "
    "`OPENAI_API_KEY` or `OPENAI_ADMIN_KEY` environment variable.",
    "refused": "ProviderError: openai/x: InternalServerError after 5 attempts: "
    "litellm.InternalServerError: InternalServerError: OpenAIException - Connection error.",
    "ollama": "ProviderError: ollama/llama3: APIConnectionError after 5 attempts: "
    "litellm.APIConnectionError: OllamaException - Cannot connect to host localhost:11434 "
    "[Connect call failed ('127.0.0.1', 11434)]",
    "deadline": "EpisodeTimeout: the episode ran past its deadline (--episode-timeout)",
}


@pytest.mark.parametrize(
    ("error", "said"),
    [
        ("litellm", "calling a model needs litellm: pip install 'uncoenv[llm]'"),
        ("provider", "litellm does not know the model's provider: give --model as provider/"),
        ("key", "no valid credentials: set its API key in the environment (OPENAI_API_KEY)"),
        ("refused", "cannot reach the model's server (http://127.0.0.1:9): is it running"),
        ("ollama", "cannot reach the model's server (http://127.0.0.1:9)"),
        ("deadline", "episodes ran past their deadline (--episode-timeout)"),
    ],
)
def test_the_usual_set_up_mistakes_are_named(error, said):
    assert said in cause(RECORDED[error], api_base="http://127.0.0.1:9")


def test_without_an_api_base_the_default_address_is_meant():
    assert "(the provider's default address)" in cause(RECORDED["ollama"])


def test_an_unknown_error_is_its_first_line_shortened():
    assert cause("RuntimeError: the agent crashed\n  File ...") == "RuntimeError: the agent crashed"
    assert cause("ValueError: " + "x" * 1000).endswith("…")
    assert len(cause("ValueError: " + "x" * 1000)) == 300
