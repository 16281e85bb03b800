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


WIDE = 1_000
"""Columns of the terminal the tests run the CLI in: wide enough that rich wraps nothing."""


@pytest.fixture(autouse=True)
def _wide_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    """The CLI as on a terminal ``WIDE`` columns wide, whatever COLUMNS says (unset, 40, 200).

    Rich wraps tables and typer's error panels at the terminal's width: at 40 columns a table
    cell folds mid-word, and a long temporary path splits the words a test looks for. Typer
    makes a console per error, sized from COLUMNS then; the CLI's own consoles were sized when
    it was imported. (``tests.test_cli.said`` also matches text however it was wrapped.)
    """
    from uncoenv import cli

    monkeypatch.setenv("COLUMNS", str(WIDE))
    for console in (cli.out_console, cli.err):
        monkeypatch.setattr(console, "width", WIDE)


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
