"""One rule for a name (issue 22 §1): what the text field keeps, New game starts with,
the games' "names" option holds, the save writes and the loader accepts are the same
text. Emoji sequences and any script are kept; what cannot be shown is dropped; one
length limit, counted in code points, never cuts a character in two."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from tabletop.engine.errors import SaveError
from tabletop.engine.options import Names
from tabletop.engine.names import NAME_LIMIT, SEAT_NAME_LIMIT, characters, clean_text, valid_text
from tabletop.persistence import SeatInfo

#: typed -> kept
CASES = {
    "👩\u200d💻": "👩\u200d💻",  # a ZWJ sequence
    "Ada 👍🏽": "Ada 👍🏽",  # a skin tone
    "🇪🇸 Sol": "🇪🇸 Sol",  # a flag of two regional indicators
    "שָׁלוֹם": "שָׁלוֹם",  # Hebrew with its points
    "\u200fעברית\u200e": "עברית",  # direction marks dropped
    "می\u200cخواهم": "می\u200cخواهم",  # a ZWNJ inside a Persian word
    "Ze\u200bro": "Zero",  # a zero-width space
    "\ufeffBom": "Bom",  # a byte-order mark
    "Tab\there": "Tab here",
    "  two   spaces ": "two spaces",
    "Nul\x00l": "Null",
    "ends\u200d": "ends",  # a joiner with nothing after it
    "e\u0301": "é",  # NFC
}


@pytest.mark.parametrize("typed, kept", CASES.items())
def test_a_name_keeps_what_can_be_shown_and_drops_the_rest(typed, kept):
    assert clean_text(typed, NAME_LIMIT) == kept
    assert valid_text(kept, NAME_LIMIT) and not (typed != kept and valid_text(typed, NAME_LIMIT))


def test_the_limit_counts_code_points_and_never_cuts_a_character_in_two():
    family = "👩\u200d👩\u200d👧\u200d👦"  # one character of 7 code points
    assert clean_text("A" * 30, NAME_LIMIT) == "A" * NAME_LIMIT
    assert clean_text("Ada" + family * 3, NAME_LIMIT) == "Ada" + family  # 3 + 7 fits, 3 + 14 does not
    assert characters("Ada" + family) == ["A", "d", "a", family]


@given(st.text(max_size=80))
def test_whatever_is_typed_cleans_to_a_name_the_loader_accepts_or_to_nothing(text):
    name = clean_text(text, NAME_LIMIT)
    assert len(name) <= NAME_LIMIT and clean_text(name, NAME_LIMIT) == name
    assert name == "" or valid_text(name, NAME_LIMIT)
    if name:
        assert SeatInfo.from_dict(SeatInfo(name).to_dict()).name == name  # written, then loaded


def test_the_writer_never_writes_a_name_the_loader_refuses():
    """A seat made with a hostile name is kept by the rule before it is written."""
    seat = SeatInfo("\ufeffAda\tL\u200b" + "x" * 40, "human")
    assert valid_text(seat.name, SEAT_NAME_LIMIT) and SeatInfo.from_dict(seat.to_dict()) == seat
    with pytest.raises(SaveError):
        SeatInfo.from_dict({"name": "Ada\u200b", "kind": "human"})  # on disk, such a name is damage


def test_the_games_names_option_keeps_names_by_the_same_rule():
    assert Names().check("names", ["  Ada\u200e ", "👩\u200d💻"], 2) == ("Ada", "👩\u200d💻")
    with pytest.raises(ValueError, match="non-empty names"):
        Names().check("names", ["Ada", "\u200b\u200e"], 2)


def test_a_legacy_characters_name_and_age_is_a_seats_name_kept_whole():
    """A seat's name as a game shows it may be a Legacy character with their age: longer
    than a typed player's name, and kept whole by the games' names option and the save."""
    shown = "Bartholomew Carrow (79)"
    assert len(shown) > NAME_LIMIT
    assert Names().check("names", [shown], 1) == (shown,)
    assert SeatInfo.from_dict(SeatInfo(shown).to_dict()).name == shown
