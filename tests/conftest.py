"""Shared fixtures: the paper's worked example (Appendix B) as a hand-written task; the train
task cache in a temporary folder."""

from __future__ import annotations

import copy
import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

# No test reaches the network: litellm, once imported, would fetch its price table without this.
# Set here, before any test module imports litellm, so the suite needs nothing from its caller.
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

ROOT = Path(__file__).resolve().parents[1]
PAPER_EXAMPLE = ROOT / "examples" / "paper_example.json"


TEST_BLOCK = "4"
"""Groups per train-cache block in tests: a random train reset makes four, not 1,024."""


@pytest.fixture(scope="session", autouse=True)
def _train_cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Tests never write to the real cache; environment variables reach subprocesses too."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("UNCOENV_CACHE", str(tmp_path_factory.mktemp("uncoenv-cache")))
        patch.setenv("UNCOENV_CACHE_BLOCK", TEST_BLOCK)
        yield


@pytest.fixture(scope="session")
def _paper_dict() -> dict[str, Any]:
    return json.loads(PAPER_EXAMPLE.read_text(encoding="utf-8"))


@pytest.fixture
def paper(_paper_dict: dict[str, Any]) -> dict[str, Any]:
    """A fresh, mutable copy of the paper's worked example."""
    return copy.deepcopy(_paper_dict)


def fact_of(task: dict[str, Any], fact_id: str) -> dict[str, Any]:
    """The fact dict with this id."""
    return next(f for f in task["facts"] if f["id"] == fact_id)
