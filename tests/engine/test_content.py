"""Content files: malformed data is refused with the file and the field named."""

import attrs
import pytest

from tabletop.engine import ContentError
from tabletop.engine.content import IN_FILES, load, non_negative, one_of, structure


@attrs.frozen
class Card:
    id: str
    cost: int = attrs.field(validator=non_negative)
    kind: str = attrs.field(default="plain", validator=one_of("plain", "fancy"))


@attrs.frozen
class Deck:
    card: tuple[Card, ...]


def test_good_data_loads():
    deck = structure({"card": [{"id": "a", "cost": 1}]}, Deck, "deck.toml")
    assert deck.card[0] == Card("a", 1, "plain")


@pytest.mark.parametrize("data, message", [
    ({"card": [{"id": "a", "cost": 1}, {"id": "b", "cost": -1}]}, "deck.toml: card[1] (b): cost must be >= 0"),
    ({"card": [{"id": "a", "cost": "3"}]}, "deck.toml: card[0] (a).cost: expected a whole number"),
    ({"card": [{"id": "a"}]}, "deck.toml: card[0] (a).cost: required field missing"),
    ({"card": [{"id": "a", "cost": 1, "colour": "red"}]}, "deck.toml: card[0] (a): unknown field(s) ['colour']"),
    ({"card": [{"id": "a", "cost": 1, "kind": "odd"}]}, "deck.toml: card[0] (a): kind must be one of plain, fancy"),
])
def test_errors_name_the_file_and_the_field(data, message):
    with pytest.raises(ContentError) as err:
        structure(data, Deck, "deck.toml")
    assert message in str(err.value)


def test_bad_toml_and_missing_file(tmp_path):
    bad = tmp_path / "broken.toml"
    bad.write_text("[[card]\nid = 'a'\n")
    with pytest.raises(ContentError, match="broken.toml: not valid TOML"):
        load(bad, Deck)
    with pytest.raises(ContentError, match="missing.toml: the content file is missing"):
        load(tmp_path / "missing.toml", Deck)


# -- a strict converter, short messages -------------------------------------------

@attrs.frozen
class Space:
    id: str
    rect: tuple[int, int, int, int]
    radius: float = 1.0
    tags: tuple[str, ...] = ()
    hidden: bool = False


@attrs.frozen
class Board:
    space: tuple[Space, ...]


@attrs.frozen
class Plain:
    """A default for code, required in files (engine.content.IN_FILES)."""

    kind: str = attrs.field(default="none", metadata=IN_FILES)


HUGE = 10**10_000


def space(**changes):
    return {"space": [{"id": "hall", "rect": [0, 0, 10, 10], **changes}]}


@pytest.mark.parametrize("data, message", [
    (space(id=7), "board.toml: space[0].id: expected text, got whole number 7"),
    (space(tags="abc"), "board.toml: space[0] (hall).tags: expected a list, got text 'abc'"),
    (space(rect="abcd"), "board.toml: space[0] (hall).rect: expected a list, got text 'abcd'"),
    (space(rect=[0, 0, 10]), "board.toml: space[0] (hall).rect: expected a list of 4, got 3 items"),
    (space(rect=[0, 0, 10, True]), "board.toml: space[0] (hall).rect[3]: expected a whole number, got true/false True"),
    (space(radius="3"), "board.toml: space[0] (hall).radius: expected a number, got text '3'"),
    (space(radius=float("inf")), "board.toml: space[0] (hall).radius: must be from -1,000,000 to 1,000,000, got inf"),
    (space(radius=float("nan")), "board.toml: space[0] (hall).radius: must be from -1,000,000 to 1,000,000, got nan"),
    (space(hidden=1), "board.toml: space[0] (hall).hidden: expected true or false, got whole number 1"),
    (space(rect=[0, 0, 10, 2**63 - 1]), "rect[3]: must be from -1,000,000 to 1,000,000, got 9223372036854775807"),
    (space(rect=[0, 0, 10, HUGE]), "rect[3]: must be from -1,000,000 to 1,000,000, got a number of about 10000 digits"),
    (space(id=HUGE), "space[0].id: expected text, got a number of about 10000 digits"),
    (space(id="x" * 10_000, rect=[0]), "space[0] (xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…(10000 characters)).rect"),
    (space(**{"y" * 10_000: 1}), "board.toml: space[0] (hall): unknown field(s) ['yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy…(10000 characters)']"),
    ({"space": ["hall"]}, "board.toml: space[0]: expected a table, got text 'hall'"),
    ({"space": [{"id": "x"}] * 50}, "; and 47 more"),
])
def test_values_are_never_converted_and_messages_stay_short(data, message):
    with pytest.raises(ContentError) as err:
        structure(data, Board, "board.toml")
    assert message in str(err.value)
    assert len(str(err.value)) < 300


def test_ints_count_as_numbers_and_a_field_can_be_required_in_files_only():
    assert structure(space(radius=3), Board, "board.toml").space[0].radius == 3.0
    assert Plain().kind == "none"
    with pytest.raises(ContentError, match=r"plain.toml: kind: required field missing"):
        structure({}, Plain, "plain.toml")


def test_a_validator_quotes_a_long_value_clipped():
    with pytest.raises(ContentError) as err:
        structure({"card": [{"id": "a", "cost": 1, "kind": "k" * 10_000}]}, Deck, "deck.toml")
    assert "kind must be one of plain, fancy; got 'kkkkkkk" in str(err.value) and len(str(err.value)) < 300


@pytest.mark.parametrize("text, message", [
    ("[[card]]\nid = 'a'\ncost = " + "9" * 10_000 + "\n",
     "deck.toml: line 3: cost is a number of 10,000 digits; content numbers run from -1,000,000 to 1,000,000"),
    ("card = " + "[" * 100_000 + "]" * 100_000 + "\n", "deck.toml: not valid TOML: lists or tables nested too deeply"),
    (b"card = '\xff'\n", "deck.toml: not valid TOML: not UTF-8 text"),
])
def test_damaged_files_are_refused_in_one_short_line(tmp_path, text, message):
    path = tmp_path / "deck.toml"
    path.write_bytes(text if isinstance(text, bytes) else text.encode())
    with pytest.raises(ContentError) as err:
        load(path, Deck)
    assert str(err.value) == message


def test_a_folder_in_place_of_a_file_is_refused(tmp_path):
    (tmp_path / "deck.toml").mkdir()
    with pytest.raises(ContentError, match="deck.toml: cannot be read: Is a directory"):
        load(tmp_path / "deck.toml", Deck)
