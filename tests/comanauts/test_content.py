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


# -- broken copies of the data: each problem is reported in the file it is in ------

import shutil  # noqa: E402

import pytest  # noqa: E402

from tabletop.engine import ContentError  # noqa: E402


@pytest.fixture
def data(tmp_path):
    shutil.copytree(DATA, tmp_path / "data")
    return tmp_path / "data"


def edit(path, old, new, count=1):
    text = path.read_text()
    assert text.count(old) >= count, old
    path.write_text(text.replace(old, new, count))


def test_a_copy_of_the_data_validates(data):
    assert content_problems(require_all_pages=True, folder=data) == []


@pytest.mark.parametrize("file, old, new, message", [
    # The examples: a deleted cost, and a bad page reported against comazones.toml.
    ("avatars.toml", "cost = 3\n", "", "avatars.toml: avatar[0] (ransom).ability.cost: required field missing"),
    ("comazones.toml", "page = 3\n", "page = 99\n",
     "comazones.toml: comazone[2] (sunken_hollin).page: pages run 1 to 11, each used once; got 99"),
    ("comazones.toml", "page = 3\n", "page = 2\n", "comazones.toml: comazone[1] (mirror_midway).page: pages run 1 to 11"),
    ("comazones.toml", "page = 3\n", 'page = "3"\n',
     "comazones.toml: comazone[2] (sunken_hollin).page: expected a whole number, got text '3'"),
    # Other fields that used to fall back on a default.
    ("avatars.toml", 'timing = "actions"\n', "", "avatars.toml: avatar[0] (ransom).ability.timing: required field missing"),
    ("avatars.toml", "base_radius = 14.0\n", "", "avatars.toml: avatar[0] (ransom).base_radius: required field missing"),
    ("hostiles.toml", 'loot = ""\n', "", "hostiles.toml: hostile[0] (cellar_creeper).loot: required field missing"),
    ("totems.toml", "flavor = ", "flavour = ", "totems.toml: totem[0] (jam_jar_night_light)"),
    ("statuses.toml", "copies = 1\n", "", "statuses.toml: status[0] (homesick).copies: required field missing"),
    # A parameter its op or kind needs.
    ("avatars.toml", '{ kind = "die_bonus", amount = 1, colour = "green" }', '{ kind = "die_bonus", amount = 1 }',
     "avatars.toml: avatar[0] (ransom).mods[0]: colour: die_bonus needs a die colour"),
    ("avatars.toml", '{ kind = "die_bonus", amount = 1, colour = "green" }', '{ kind = "die_bonus", colour = "green" }',
     "avatars.toml: avatar[0] (ransom).mods[0]: amount: die_bonus needs a non-zero amount"),
    # Cross-checks name the file and the field.
    ("items.toml", "hands = 1\n", "", "items.toml: revolver.hands: hand items take 1 or 2 hands, others 0"),
    ("hostiles.toml", 'loot = "coat_of_keys"', 'loot = "x"', "hostiles.toml: "),
])
def test_broken_files_are_reported_in_the_file_and_field(data, file, old, new, message):
    edit(data / file, old, new)
    problems = content_problems(folder=data)
    assert problems and problems[0].startswith(message), problems
    assert all(len(p) < 300 for p in problems)


def test_a_page_number_that_disagrees_is_reported_in_the_page_file(data):
    """Both numbers valid, but swapped: comazones.toml is consistent, so the page
    files are named, each with both numbers."""
    edit(data / "comazones.toml", "page = 1\n", "page = 0\n")
    edit(data / "comazones.toml", "page = 2\n", "page = 1\n")
    edit(data / "comazones.toml", "page = 0\n", "page = 2\n")
    problems = content_problems(folder=data)
    assert "downstairs.toml: page: 1, but comazones.toml gives downstairs page 2" in problems
    assert "mirror_midway.toml: page: 2, but comazones.toml gives mirror_midway page 1" in problems


def test_a_page_file_under_another_name_is_refused(data, monkeypatch):
    from tabletop.games.comanauts import library

    shutil.copy(data / "pages" / "downstairs.toml", data / "pages" / "mirror_midway.toml")
    assert "mirror_midway.toml: comazone: the page of 'downstairs' belongs in downstairs.toml" in \
        content_problems(folder=data)
    monkeypatch.setattr(library, "PAGES", data / "pages")
    library.page_of.cache_clear()
    try:
        with pytest.raises(ContentError, match="mirror_midway.toml: comazone: the file holds the page of 'downstairs'"):
            library.page_of("mirror_midway")
    finally:
        library.page_of.cache_clear()


@pytest.mark.parametrize("old, new, message", [
    ('{ op = "encounter_id", code = ', '{ op = "encounter_id", kode = ', "unknown field(s) ['kode']"),
    ("rect = [", "rect = [0, ", "rect: expected a list of 4, got 5 items"),
    ("rect = [0, 0, 250, 200]", "rect = [0, 0, 2501, 2000]", "space: on a grid of 1 map units, the rectangles make 5,559,500 cells; at most 10,000"),
    ("rect = [0, 0, 250, 200]", "rect = [0, 0, 99999, 200]", "rect: x, y, width, height must lie within 0 to 4800"),
])
def test_broken_pages_are_reported_in_the_page_file(data, old, new, message):
    edit(data / "pages" / "downstairs.toml", old, new)
    problems = content_problems(folder=data)
    assert len(problems) == 1 and problems[0].startswith("downstairs.toml: ") and message in problems[0], problems
