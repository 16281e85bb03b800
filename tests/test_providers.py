"""Providers: which failures are retried, which are the model's own, and text safe to record."""

from __future__ import annotations

import asyncio
import json
import os

import pytest

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

from uncoenv.providers import (
    litellm,
    model_failure,
    redacted,
    refused_before_sending,
    retryable,
    without_credentials,
)


class Status(Exception):
    def __init__(self, status_code: int) -> None:
        super().__init__(f"status {status_code}")
        self.status_code = status_code


@pytest.mark.parametrize(
    ("status", "is_retryable", "is_model_failure"),
    [
        (400, False, True),  # bad request; context window and content policy are 400s
        (413, False, True),
        (422, False, True),
        (401, False, False),  # the set-up's failures: kept out of the accuracy, re-run
        (403, False, False),
        (404, False, False),
        (408, True, False),
        (429, True, False),
        (500, True, False),
        (503, True, False),
    ],
)
def test_failures_by_status(status: int, is_retryable: bool, is_model_failure: bool) -> None:
    assert retryable(Status(status)) is is_retryable
    assert model_failure(Status(status)) is is_model_failure
    assert not model_failure(Status(status), answered=False)  # first request: the set-up's


def test_context_window_and_content_policy_are_the_models_even_on_the_first_request():
    class ContextWindowExceededError(Status):
        pass

    class ContentPolicyViolationError(Status):
        pass

    for kind in (ContextWindowExceededError, ContentPolicyViolationError):
        assert model_failure(kind(400), answered=False)


def test_an_error_without_a_status_is_neither() -> None:
    assert not retryable(RuntimeError("x")) and not model_failure(RuntimeError("x"))


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        ("http://h:1/v1", "http://h:1/v1"),
        ("http://user:pw@h:1/v1", "http://h:1/v1"),
        ("http://h/v1?api-key=sk-q&api-version=2", "http://h/v1?api-key=***&api-version=2"),
        ("https://h/v1?key=abc", "https://h/v1?key=***"),
        ("https://u:p@h/v1?x=1&access_token=t", "https://h/v1?x=1&access_token=***"),
        (None, None),
    ],
)
def test_urls_are_recorded_without_credentials(url: str | None, expected: str | None) -> None:
    # D18: only user:password was stripped; a key in the query string went to summary.json.
    assert without_credentials(url) == expected


def test_error_text_masks_credentials_in_urls() -> None:
    text = redacted("Cannot connect to http://me:pw@h:8/v1?token=sk-abc&x=1 (refused)")
    assert "pw" not in text and "sk-abc" not in text
    assert "http://***@h:8/v1?token=***&x=1" in text


@pytest.mark.parametrize(
    ("text", "secrets"),
    [
        ("http://alice:p@ssW0rdZZ@host:8000/v1", ["ssW0rdZZ", "alice"]),
        ("http://h/v1?code=AZSECRET&pw=XYZW", ["AZSECRET", "XYZW"]),
    ],
)
def test_redaction_masks_a_password_holding_an_at_and_codes_in_queries(text, secrets) -> None:
    # Review N12: the password's part after its @ and ?code= / &pw= values were recorded.
    masked = redacted(text)
    assert not [secret for secret in secrets if secret in masked] and "***" in masked


def test_a_request_the_client_refuses_before_sending_is_not_retried() -> None:
    # Review N12: litellm refuses a user:password@ api_base beside a key before sending, as an
    # InternalServerError (500); it was retried five times, then recorded as an infrastructure
    # error. Through litellm itself: the refusal happens before any connection.
    async def call() -> Exception:
        try:
            await litellm().acompletion(
                model="openai/any",
                api_base="http://alice:pw@127.0.0.1:9/v1",
                api_key="sk-test",
                messages=[{"role": "user", "content": "hi"}],
                max_retries=0,
            )
        except Exception as error:  # the error under test
            return error
        raise AssertionError("litellm sent a request with credentials in its URL")

    error = asyncio.run(call())
    assert refused_before_sending(error) and not retryable(error)
    assert not model_failure(error, answered=False)  # the set-up's: an error, named once


def test_a_connection_failure_stays_retryable() -> None:
    error = Status(503)
    try:
        try:
            raise ConnectionRefusedError("refused")
        except ConnectionRefusedError as cause:
            raise error from cause
    except Status as raised:
        assert retryable(raised) and not refused_before_sending(raised)
    try:
        try:
            json.loads("<html>")
        except ValueError as cause:  # a proxy's page instead of JSON: the server's
            raise Status(502) from cause
    except Status as raised:
        assert retryable(raised)


def test_missing_credentials_are_named_once_not_retried(monkeypatch) -> None:
    # litellm reports a missing key as an InternalServerError (500): it was retried five times
    # (about 20 s an episode) before the run recorded the error.
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)

    async def call() -> Exception:
        try:
            await litellm().acompletion(
                model="openai/gpt-4o-mini", messages=[{"role": "user", "content": "hi"}]
            )
        except Exception as error:  # the error under test
            return error
        raise AssertionError("litellm sent a request without a key")

    error = asyncio.run(call())
    assert "credentials" in str(error) and not retryable(error)
