"""Providers: which failures are retried, which are the model's own, and text safe to record."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

from uncoenv.providers import model_failure, redacted, retryable, without_credentials


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
