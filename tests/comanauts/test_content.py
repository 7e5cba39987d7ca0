"""The content validator over all of Comanauts' data: the narrative files, every card
and every Adventure Book page written so far (issue 4)."""

import tomllib

from tabletop.games.comanauts.cards import DATA, load_cards
from tabletop.games.comanauts.content import content_problems


def test_all_content_validates():
    """The validator over every file, with a page for each of the 11 comazones."""
    assert content_problems(require_all_pages=True) == []


def test_the_box_counts():
    """Components: 22 avatars, 60 items, 32 hostiles, 13 ID entity cards, 55 clues,
    11 comazones and totems, 24 status cards, 10 vital signs, 6 environments."""
    cards = load_cards()
    assert (len(cards.avatars), len(cards.items), len(cards.hostiles)) == (22, 60, 32)
    assert sum(s.copies for s in cards.statuses) == 24 and len(cards.environments) == 6
    with open(DATA / "id_entities.toml", "rb") as handle:
        entities = tomllib.load(handle)["id_entity"]
    with open(DATA / "clues.toml", "rb") as handle:
        clues = tomllib.load(handle)["clue"]
    assert len(entities) == 13 and sum(1 for e in entities if e["extra_copy"]) == 2  # CO-D.50
    assert len(clues) == 55 and len({e["code"] for e in entities}) == 11


def test_ransom_starts_with_the_revolver_and_the_radio():
    """CO-ITEM.4's example avatar and items exist as the example describes them."""
    cards = load_cards()
    ransom = next(a for a in cards.avatars if a.id == "ransom")
    assert {"revolver", "radio"} <= set(ransom.starting_items)
    items = {i.id: i for i in cards.items}
    assert (items["revolver"].slot, items["revolver"].hands) == ("hand", 1)
    assert (items["rifle"].slot, items["rifle"].hands) == ("hand", 2)
    assert items["radio"].slot == "accessory"


def test_the_pages_with_a_twist_carry_it_as_data():
    """The four pages whose special rules change play have them as data (the other
    seven describe lines and walls, which their maps already are)."""
    from tabletop.games.comanauts.pages import PAGES, load_page

    rules = {name: load_page(PAGES / f"{name}.toml").rules for name in
             ("downstairs", "mirror_midway", "sunken_hollin", "carrow_ironworks")}
    assert rules["downstairs"].max_ranged_range == 1
    assert rules["mirror_midway"].failed_test_clarity == 1
    assert (rules["sunken_hollin"].move_limit, rules["sunken_hollin"].move_limit_exempt) == (2, ("rooftops",))
    assert set(rules["carrow_ironworks"].burning) == {"casting_floor", "ladle_pit"}
