"""Episode records: every finished episode is written in a form that reads back, and a bad
line costs that line only (reliability review D3, D6, D11)."""

from __future__ import annotations

import pytest

from uncoenv.evaluation.records import EpisodeRecord, Step, read_episodes


def record(key: str, action: object = None, error: str | None = None) -> EpisodeRecord:
    steps = [] if action is None else [Step(action=action, observation="ok", reward=0.0)]
    return EpisodeRecord(
        key=key,
        config_hash="h",
        agent="a",
        split="test",
        task_id=key,
        task_index=0,
        setting="reliable",
        trial=0,
        seed=0,
        steps=steps,
        error=error,
    )


def write(path, *records: EpisodeRecord) -> None:
    with open(path, "a", encoding="utf-8", newline="\n") as sink:
        for one in records:
            sink.write(one.model_dump_json() + "\n")


@pytest.mark.parametrize("separator", ["\u2028", "\u2029", "\u0085"])
def test_line_separators_inside_a_record_keep_it_one_line(tmp_path, separator):
    # D3: JSON leaves these raw and str.splitlines() split on them: the record was lost.
    path = tmp_path / "episodes.jsonl"
    action = {"action": "query", "roles": ["x"], "message": f"Please share{separator}records"}
    write(path, record("a", action), record("b", error=f"odd{separator}error"))
    records, torn, unreadable = read_episodes(path)
    assert [r.key for r in records] == ["a", "b"] and (torn, unreadable) == (0, ())
    assert records[0].steps[0].action["message"] == action["message"]


def test_an_invalid_utf8_byte_costs_its_line_only(tmp_path):
    # D6: one byte 0xff made resume and report crash with UnicodeDecodeError.
    path = tmp_path / "episodes.jsonl"
    write(path, record("a"))
    with open(path, "ab") as sink:
        sink.write(b'{"key": "\xff"}\n\xfe\xfe\n')
    write(path, record("b"))
    records, torn, unreadable = read_episodes(path)
    assert [r.key for r in records] == ["a", "b"]
    assert (torn, unreadable) == (0, (2, 3))


@pytest.mark.parametrize(
    "action",
    [
        {"action": "finalize", "numeric_result": 10**5000},  # D11: written, unreadable back
        {"action": "query", "message": "lone \ud800 surrogate"},  # could not be written at all
        ["\udfff", {"\ud800": -(10**4400)}],
    ],
    ids=["huge-int", "surrogate", "both-nested"],
)
def test_what_json_cannot_carry_back_is_recorded_readably(tmp_path, action):
    from uncoenv.evaluation.records import to_line

    path = tmp_path / "episodes.jsonl"
    path.write_text(to_line(record("a", action)) + "\n", encoding="utf-8")
    (back,), torn, unreadable = read_episodes(path)
    assert back.key == "a" and (torn, unreadable) == (0, ())
    assert "bits>" in str(back.steps[0].action) or "\\ud" in str(back.steps[0].action)


def test_readable_keeps_ordinary_data_as_it_is():
    from uncoenv.evaluation.records import readable

    data = {"a": [1, 2.5, None, True, "é\u2028"], "b": {"c": 10**30}}
    assert readable(data) == data
    assert readable(("x", 1)) == ["x", 1]
    assert readable(10**5000) == "<an integer of 16,610 bits>"
