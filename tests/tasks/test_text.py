"""Folding names for comparison: without case or accents."""

from __future__ import annotations

import pytest

from uncoenv.tasks.text import CHARSET, folded


@pytest.mark.parametrize(
    ("written", "expected"),
    [
        ("Førde fire station annex", "forde fire station annex"),
        ("ÆRØSKØBING", "aeroskobing"),
        ("Ålesund", "alesund"),
        ("Straße", "strasse"),
        ("Œuvre", "oeuvre"),
        ("Łódź", "lodz"),
        ("Đakovo", "dakovo"),
        ("Ðór", "dor"),
        ("Þingvellir", "thingvellir"),
        ("Hôpital Saint-Aubin", "hopital saint-aubin"),
        ("Plain ASCII", "plain ascii"),
    ],
)
def test_names_fold_to_how_an_english_keyboard_writes_them(written, expected):
    assert folded(written) == expected


def test_every_latin_letter_of_the_character_set_folds_to_ascii():
    latin = [c for c in CHARSET if c.isalpha() and 0xC0 <= ord(c) < 0x180]
    assert len(latin) > 100
    assert [c for c in latin if not folded(c).isascii()] == []
