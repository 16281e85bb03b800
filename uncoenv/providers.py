"""Model providers through litellm: the lazy import, which errors are worth a retry, and error
text safe to record. Shared by the LLM agent (``uncoenv.agents.llm``) and the LLM reader of
colleagues (``uncoenv.envs.llm_reader``).

litellm is optional (``pip install 'uncoenv[llm]'``) and imported on first use: importing it
takes seconds and, without ``LITELLM_LOCAL_MODEL_COST_MAP``, fetches a price table.
"""

from __future__ import annotations

import json
import os
import re
import urllib.parse
from typing import Any


class ProviderError(RuntimeError):
    """A model provider failed even after retries: an infrastructure error, not an answer.

    The runner records the episode as an error (and re-runs it on resume); it never scores it.
    """


class ModelFailure(ProviderError):
    """A request that no retry can fix: the context window exceeded, a content policy refusal,
    a bad request (``model_failure``).

    The model's own failure, not the infrastructure's: the runner records the episode with
    ``agent_error`` set and counts it as a wrong answer, and a resume does not re-run it.
    """


def litellm() -> Any:
    """litellm, imported on first use (it is slow to import and optional)."""
    # Without this, importing litellm tries to download its price table.
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    try:
        import litellm as module
    except ImportError as error:
        raise ImportError("calling a model needs litellm: pip install 'uncoenv[llm]'") from error
    # Its "Provider List" and "Give Feedback" banners go to stdout, into reports and pipes.
    module.suppress_debug_info = True
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
    if refused_before_sending(error):
        return False
    if isinstance(error, _retryable_types()):
        return True
    # litellm maps some providers' failures to a generic APIError that only has a status code.
    # Client errors (400, 401, 403, 404, 422: bad request, authentication, not found) never
    # succeed on a retry.
    status = getattr(error, "status_code", None)
    return isinstance(status, int) and (status in _RETRYABLE_STATUS or status >= 500)


def refused_before_sending(error: BaseException) -> bool:
    """Whether the HTTP client refused the request itself, which no retry changes.

    litellm wraps such a refusal as a retryable ``InternalServerError`` (status 500): for
    instance a ``user:password@`` api_base beside a key ("Cannot combine AUTHORIZATION header
    ..."), whose root cause is a ``ValueError``, or no API key ("Missing credentials"), whose
    root cause is the OpenAI client's own error, none of its API (status, connection) errors.
    A reply that failed to decode (JSON, Unicode) is a ``ValueError`` too, but the server's, so
    it stays retryable.
    """
    root, seen = error, {id(error)}
    while (cause := root.__cause__ or root.__context__) is not None and id(cause) not in seen:
        root = cause
        seen.add(id(cause))
    if root is error:
        return False
    if isinstance(root, ValueError):
        return not isinstance(root, json.JSONDecodeError | UnicodeError)
    try:
        import openai
    except ImportError:
        return False
    return type(root) is openai.OpenAIError


# Bad request (litellm's ContextWindowExceededError and ContentPolicyViolationError are 400s
# too), payload too large, unprocessable: the request itself is at fault.
_MODEL_FAILURE_STATUS = frozenset({400, 413, 422})
_MODEL_FAILURE_TYPES = frozenset({"ContextWindowExceededError", "ContentPolicyViolationError"})


def model_failure(error: Exception, answered: bool = True) -> bool:
    """Whether the request can never succeed because of what the model was sent or wrote: the
    agent's failure, counted as a wrong answer.

    The context window exceeded and a content policy refusal always are. Another bad request
    (400, 413, 422) is only once the model has answered in the episode (``answered``): on the
    first request it is the set-up's (an unknown model, a parameter or tools the server does not
    take), like authentication, permission and not-found errors, which never are. A set-up
    failure stays an error: fixed, its episodes are re-run.
    """
    if retryable(error):
        return False
    if _MODEL_FAILURE_TYPES & {kind.__name__ for kind in type(error).__mro__}:
        return True
    return answered and getattr(error, "status_code", None) in _MODEL_FAILURE_STATUS


_SECRET_NAME = re.compile(r"KEY|TOKEN|SECRET|PASSWORD|CREDENTIAL", re.IGNORECASE)
# In URLs within any text: a user:password part, and the value of a query parameter whose name
# looks secret (gateways take keys as ?api-key=, ?key=, ?token=, ?sig=, ?code=, ?pw=...).
_URL_USER = re.compile(r"(?<=://)[^/\s?#]+@")  # to the last @: a password may hold one
_QUERY_SECRET = re.compile(
    r"([?&;][^=&#\s]*(?:key|token|secret|pass|pw|credential|auth|sig|code)[^=&#\s]*=)"
    r"[^&#\s\"']*",
    re.IGNORECASE,
)


def redacted(text: str, limit: int = 500) -> str:
    """Error text safe to record: shortened, any secret from the environment masked, and any
    credential in a URL (a user:password part, a secret-looking query parameter) masked."""
    for name, value in os.environ.items():
        if _SECRET_NAME.search(name) and len(value) >= 8 and value in text:
            text = text.replace(value, "***")
    text = _QUERY_SECRET.sub(r"\1***", _URL_USER.sub("***@", text))
    return text if len(text) <= limit else text[:limit] + "..."


def without_credentials(url: str | None) -> str | None:
    """The URL as it may be recorded: without a user:password part, and with the value of any
    secret-looking query parameter masked (an api_base may embed either). The key then also
    stays out of the run's configuration hash, so rotating it does not break a resume."""
    if url is None:
        return None
    parts = urllib.parse.urlsplit(url)
    if parts.username is not None or parts.password is not None:
        host = parts.hostname or ""
        parts = parts._replace(netloc=f"{host}:{parts.port}" if parts.port else host)
    if parts.query:
        parts = parts._replace(query=_QUERY_SECRET.sub(r"\1***", "?" + parts.query)[1:])
    return urllib.parse.urlunsplit(parts)
