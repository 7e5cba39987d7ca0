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
    edit(data / "minions.toml", 'text = "Play another minion from your hand."\n', "")
    with pytest.raises(ContentError, match="intriguing_familiar.ability.text: an ability needs text"):
        load_content(data)


def test_a_missing_file_is_named(data):
    (data / "heroes.toml").unlink()
    with pytest.raises(ContentError, match="heroes.toml: the content file is missing"):
        load_content(data)
