"""What a run's errors mean for the person running it: the likely cause of an episode's error,
said as what to do about it.

When every episode of a run fails, it is nearly always the set-up: litellm not installed, no API
key, a server that is not running, a model name litellm does not know. ``uncoenv eval`` names the
cause of the first error (``summary.json``'s ``first_error``) rather than only pointing at
``episodes.jsonl``.
"""

from __future__ import annotations

import re

_KEY_NAME = re.compile(r"\b[A-Z][A-Z0-9_]*_API_KEY\b")

# (what the error text holds, lower-cased, any of) -> the cause; the first match wins, so the
# more specific come first (a missing key is reported by some providers as a server error).
_CAUSES: tuple[tuple[tuple[str, ...], str], ...] = (
    (("needs litellm",), "calling a model needs litellm: pip install 'uncoenv[llm]'"),
    (
        ("llm provider not provided",),
        "litellm does not know the model's provider: give --model as provider/model, e.g. "
        "openai/gpt-4o-mini or ollama/llama3 (https://docs.litellm.ai/docs/providers)",
    ),
    (
        ("missing credentials", "authenticationerror", "api_key", "api key", "unauthorized"),
        "the provider has no valid credentials: set its API key in the environment ({key})",
    ),
    (
        (
            "apiconnectionerror",
            "connection error",
            "cannot connect",
            "connection refused",
            "connect call failed",
            "name or service not known",
            "temporary failure in name resolution",
            "nodename nor servname",
        ),
        "cannot reach the model's server ({where}): is it running, and is --api-base right?",
    ),
    (
        ("notfounderror", "model_not_found", "does not exist"),
        "the server does not know the model: check --model",
    ),
    (("episodetimeout",), "episodes ran past their deadline (--episode-timeout)"),
    (("timeout", "timed out"), "the model's server did not answer in time (--timeout)"),
    (
        ("ratelimiterror", "rate limit"),
        "the provider kept refusing for its rate limit: lower --concurrency, or retry later",
    ),
)


def cause(error: str, api_base: str | None = None) -> str:
    """The likely cause of an episode's error, as what to do about it.

    Args:
        error: The error as recorded (``EpisodeRecord.error``, or its first line).
        api_base: The server the agent called (``--api-base``), if one was given.

    Returns:
        The cause ("calling a model needs litellm: pip install 'uncoenv[llm]'"), or the
        error's first line (shortened) when it is none of the known ones.
    """
    text = error.lower()
    for needles, said in _CAUSES:
        if any(needle in text for needle in needles):
            key = _KEY_NAME.search(error)
            return said.format(
                key=key.group(0) if key else "e.g. OPENAI_API_KEY, ANTHROPIC_API_KEY",
                where=api_base or "the provider's default address",
            )
    first = error.strip().split("\n", 1)[0]
    return first if len(first) <= 300 else first[:299] + "…"
