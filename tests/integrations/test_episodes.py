"""The episode rows every trainer adapter's dataset is made of."""

from __future__ import annotations

import pytest

from uncoenv.integrations.episodes import episode_rows, settings_named
from uncoenv.tasks.models import SETTINGS


def test_rows_pair_each_task_across_settings_with_one_seed():
    rows = episode_rows(["missed", "reliable"], "train", n=4, seed=0)
    assert [r["setting"] for r in rows] == ["missed", "reliable"] * 4
    pairs = list(zip(rows[::2], rows[1::2], strict=True))
    assert all((a["task_index"], a["seed"]) == (b["task_index"], b["seed"]) for a, b in pairs)
    tasks = [a["task_index"] for a, _ in pairs]
    assert tasks == sorted(set(tasks)) and len({a["seed"] for a, _ in pairs}) == 4
    assert all(type(r["task_index"]) is int and type(r["seed"]) is int for r in rows)


def test_rows_are_a_function_of_their_arguments():
    assert episode_rows("all", "test", 3, 11) == episode_rows("all", "test", 3, 11)
    assert episode_rows("all", "test", 3, 11) != episode_rows("all", "test", 3, 12)
    whole = episode_rows("mixed", "test", 1000, 0)
    assert sorted(r["task_index"] for r in whole) == list(range(1000))


@pytest.mark.parametrize(
    ("settings", "split", "n", "match"),
    [
        ("sometimes", "train", 1, "unknown settings"),
        ([], "train", 1, "unknown settings"),
        ("all", "valid", 1, "split"),
        ("all", "test", 1001, "n must be between 1 and 1,000"),
        ("all", "train", 0, "n must be"),
    ],
)
def test_bad_arguments_are_named(settings, split, n, match):
    with pytest.raises(ValueError, match=match):
        episode_rows(settings, split, n, 0)


def test_settings_named():
    assert settings_named("all") == SETTINGS[:5]
    assert settings_named("mixed") == ("mixed",)
    assert settings_named(["mixed", "missed"]) == ("mixed", "missed")
