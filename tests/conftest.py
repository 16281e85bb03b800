"""Shared fixtures: the paper's worked example (Appendix B) as a hand-written task."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
PAPER_EXAMPLE = ROOT / "examples" / "paper_example.json"


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
