"""Model providers through litellm: the lazy import, which errors are worth a retry, and error
text safe to record. Shared by the LLM agent (``uncoenv.agents.llm``) and the LLM reader of
colleagues (``uncoenv.envs.llm_reader``).

litellm is optional (``pip install 'uncoenv[llm]'``) and imported on first use: importing it
takes seconds and, without ``LITELLM_LOCAL_MODEL_COST_MAP``, fetches a price table.
"""

from __future__ import annotations

import os
import re
import urllib.parse
from typing import Any


class ProviderError(RuntimeError):
    """A model provider failed even after retries: an infrastructure error, not an answer.

    The runner records the episode as an error (and re-runs it on resume); it never scores it.
    """


def litellm() -> Any:
    """litellm, imported on first use (it is slow to import and optional)."""
    # Without this, importing litellm tries to download its price table.
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    try:
        import litellm as module
    except ImportError as error:
        raise ImportError("calling a model needs litellm: pip install 'uncoenv[llm]'") from error
    return module


# Status codes worth another attempt when a provider's error is not one of the known classes:
# request timeout, conflict, rate limit, and every server-side failure.
_RETRYABLE_STATUS = frozenset({408, 409, 429})


def _retryable_types() -> tuple[type[BaseException], ...]:
    """Error classes worth another attempt: rate limits, timeouts, connections, 5xx."""
    types: list[type[BaseException]] = []
    try:
        module = litellm()
    except ImportError:
        pass
    else:
        types += [
            module.RateLimitError,
            module.Timeout,
            module.APIConnectionError,
            module.InternalServerError,
            module.ServiceUnavailableError,
            module.BadGatewayError,
        ]
    try:
        import openai
    except ImportError:
        pass
    else:
        # litellm's classes derive from these; an injected client may raise them directly.
        types += [
            openai.RateLimitError,
            openai.APITimeoutError,
            openai.APIConnectionError,
            openai.InternalServerError,
        ]
    return tuple(types)


def retryable(error: Exception) -> bool:
    """Whether another attempt may succeed (a rate limit, a timeout, a server error)."""
    if isinstance(error, _retryable_types()):
        return True
    # litellm maps some providers' failures to a generic APIError that only has a status code.
    # Client errors (400, 401, 403, 404, 422: bad request, authentication, not found) never
    # succeed on a retry.
    status = getattr(error, "status_code", None)
    return isinstance(status, int) and (status in _RETRYABLE_STATUS or status >= 500)


_SECRET_NAME = re.compile(r"KEY|TOKEN|SECRET|PASSWORD|CREDENTIAL", re.IGNORECASE)


def redacted(text: str, limit: int = 500) -> str:
    """A provider's error message, shortened, with any secret from the environment masked."""
    for name, value in os.environ.items():
        if _SECRET_NAME.search(name) and len(value) >= 8 and value in text:
            text = text.replace(value, "***")
    return text if len(text) <= limit else text[:limit] + "..."


def without_credentials(url: str | None) -> str | None:
    """The URL without a user:password part (an api_base may embed one)."""
    if url is None:
        return None
    parts = urllib.parse.urlsplit(url)
    if parts.username is None and parts.password is None:
        return url
    host = parts.hostname or ""
    netloc = f"{host}:{parts.port}" if parts.port else host
    return urllib.parse.urlunsplit(parts._replace(netloc=netloc))
