"""Content files: malformed data is refused with the file and the field named."""

import attrs
import pytest

from tabletop.engine import ContentError
from tabletop.engine.content import load, non_negative, one_of, structure


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
