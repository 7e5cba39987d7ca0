"""Darkmoor's data files: broken copies are refused with the file and field named."""

import shutil

import pytest

from tabletop.engine import ContentError
from tabletop.games.darkmoor.content import DATA, load_content


@pytest.fixture
def data(tmp_path):
    for name in ("minions.toml", "heroes.toml", "locations.toml"):
        shutil.copy(DATA / name, tmp_path / name)
    return tmp_path


def edit(path, old, new):
    text = path.read_text()
    assert old in text, old
    path.write_text(text.replace(old, new, 1))


def test_the_shipped_files_load(data):
    content = load_content(data)
    assert len(content.deck) == 18 and len(content.heroes) == 8 and len(content.faces) == 12


@pytest.mark.parametrize("file, old, new, message", [
    ("minions.toml", "peril = 2\nvp = 3", "peril = -2\nvp = 3", "minions.toml: minion[1] (dire_bear): peril must be >= 0"),
    ("minions.toml", 'type = "beast"', 'type = "dragon"', "minions.toml: minion[0] (intriguing_familiar): type must be one of"),
    ("minions.toml", "copies = 2", "copies = 3", "minions.toml: deck_size is 18 but the copies add up to 19"),
    ("minions.toml", '{ op = "play_extra" }', '{ op = "teleport" }', "op must be one of"),
    ("minions.toml", 'vp = 3\ncopies = 1', 'vp = "3"\ncopies = 1', "minions.toml: minion[1] (dire_bear).vp: expected a whole number"),
    ("heroes.toml", "threshold = 6", "thresold = 6", "heroes.toml: hero[0] (mad_malis)"),
    ("heroes.toml", 'id = "sister_ysolde"', 'id = "mad_malis"', "heroes.toml: id 'mad_malis' is used twice"),
    ("locations.toml", 'kind = "scoring"', 'kind = "attack"', "locations.toml: sunken_crypt.ability.kind: must be one of none, ongoing, scoring"),
    ("locations.toml", "[[location]]", "[[location]", "locations.toml: not valid TOML"),
    ("locations.toml", 'name = "The Bonefield"\n', "", "locations.toml: location[0] (valley).faces[1].name: required field missing"),
])
def test_broken_files_name_the_file_and_field(data, file, old, new, message):
    edit(data / file, old, new)
    with pytest.raises(ContentError) as err:
        load_content(data)
    assert message in str(err.value)


def test_an_ability_without_text_is_refused(data):
    edit(data / "minions.toml", 'text = "Play another minion from your hand."\n', 'text = ""\n')
    with pytest.raises(ContentError, match="intriguing_familiar.ability.text: an ability needs text"):
        load_content(data)


@pytest.mark.parametrize("file, old, new, message", [
    # Fields that had a silent default are required now.
    ("minions.toml", 'text = "Play another minion from your hand."\n', "",
     "minions.toml: minion[0] (intriguing_familiar).ability.text: required field missing"),
    ("minions.toml", 'kind = "immediate"\ntext = "Play another', 'text = "Play another',
     "minions.toml: minion[0] (intriguing_familiar).ability.kind: required field missing"),
    ("heroes.toml", 'flavor = "He counts his victories in broken axes."\n', "",
     "heroes.toml: hero[0] (mad_malis).flavor: required field missing"),
    ("locations.toml", 'scoring = { control = "most_minions" }', "",
     "locations.toml: sunken_crypt.ability.scoring: a scoring ability needs one"),
    ("locations.toml", 'scoring = { control = "most_minions" }', "scoring = {}",
     "locations.toml: location[1] (warrens).faces[1].ability.scoring.control: required field missing"),
    ("minions.toml", '{ kind = "peril_bonus", amount = 1, type = "undead" }', '{ kind = "peril_bonus", type = "undead" }',
     "amount: peril_bonus needs a non-zero amount"),
    # Numbers past any sane size, and wrong shapes, are refused before they are used.
    ("minions.toml", "copies = 1", "copies = 9223372036854775807", "copies: must be from -1,000,000 to 1,000,000"),
    ("minions.toml", "copies = 1", "copies = 1" + "0" * 10_000, "minions.toml: line 15: copies is a number of 10,001 digits"),
    ("minions.toml", '{ op = "play_extra" }', '"play_extra"', "effects[0]: expected a table, got text 'play_extra'"),
    ("locations.toml", "[[location.faces]]", "[[location.faces]]", "locations.toml: location[0] (valley).faces: expected a list of 2, got 3"),
])
def test_missing_fields_and_bad_values_are_refused(data, file, old, new, message):
    if old == new:  # the third face: copy the first face of the first card
        text = (data / file).read_text()
        first = text.index("[[location.faces]]")
        second = text.index("[[location.faces]]", first + 1)
        (data / file).write_text(text[:second] + text[first:second] + text[second:])
    else:
        edit(data / file, old, new)
    with pytest.raises(ContentError) as err:
        load_content(data)
    assert message in str(err.value) and len(str(err.value)) < 300


def test_a_missing_file_is_named(data):
    (data / "heroes.toml").unlink()
    with pytest.raises(ContentError, match="heroes.toml: the content file is missing"):
        load_content(data)
