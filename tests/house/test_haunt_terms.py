"""Haunt data read once, when loaded, into typed values (house/haunt.py): selectors,
places, monster targets and the like are parsed then, a malformed one refused with
the file and the field named; each kind of effect, selector and place is one function
(house/haunt_effects.py); a step carries the haunt index's own saved form of an
effect, and a step read from a save is read back into the same effect."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from tabletop.engine.content import load, structure
from tabletop.engine.errors import ContentError
from tabletop.engine.fields import plain
from tabletop.games.betrayal import content as betrayal_content
from tabletop.games.betrayal import rules as betrayal_rules
from tabletop.games.betrayal_legacy import rules as legacy_rules
from tabletop.games.house import haunt_effects
from tabletop.games.house.haunt import EFFECT_OPS, Goal, Haunt, Place, RoomRef, Selector, Spot, saved_form
from tabletop.games.house.haunt_play import _every_effect, haunt_index

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from betrayal.scenario import fresh  # noqa: E402

HAUNTS = Path(betrayal_content.__file__).parent / "data" / "haunts"
VESPERS = "01_vespers_for_the_colony.toml"
ALL = [*betrayal_rules.HAUNTS.values(), *legacy_rules.HAUNTS.values()]


def _damaged(tmp_path: Path, old: str, new: str) -> Path:
    path = tmp_path / VESPERS
    shutil.copy(HAUNTS / VESPERS, path)
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


@pytest.mark.parametrize("old, new, field", [
    ('who = "heroes", trait = "sanity"', 'who = "hightest:might", trait = "sanity"', "heroes.right_now[0].who"),
    ('who = "heroes", trait = "sanity"', 'who = "holder:", trait = "sanity"', "heroes.right_now[0].who"),
    ('where = "traitor_room"', 'where = "kitchen"', "rules[0].effects[0].where"),
    ('where = "room:crypt"', 'where = "crypt"', "actions[0] (sing_vespers).where"),
    ('where = "room:crypt"', 'where = 3', "actions[0] (sing_vespers).where"),
])
def test_a_malformed_term_in_a_haunt_file_is_refused_naming_the_file_and_the_field(tmp_path, old, new, field):
    path = _damaged(tmp_path, old, new)
    with pytest.raises(ContentError) as refused:
        load(path, Haunt)
    message = str(refused.value)
    assert message.startswith(f"{VESPERS}: ") and field in message, message


def test_a_selector_naming_no_trait_is_refused_by_the_haunt_check(tmp_path):
    path = _damaged(tmp_path, 'who = "heroes", trait = "sanity"', 'who = "highest:luck", trait = "sanity"')
    content = betrayal_rules.CONTENT
    with pytest.raises(ContentError, match=r"^01_vespers_for_the_colony\.toml: heroes\.right_now\.who: "
                                           r"'highest:luck' names no trait"):
        betrayal_content.check_haunt(path.name, load(path, Haunt), {r.id for r in content.rooms},
                                     {c.id for c in (*content.items, *content.omens)})


def test_terms_are_read_into_their_kind_and_name_and_written_back_as_they_were():
    assert Selector.from_text("holder:knife") == Selector("holder", "knife")
    assert Place.from_text("random:upper") == Place("random", "upper")
    assert Goal.from_text("hero") == Goal("hero")
    assert Spot.from_text("") == Spot() and Spot.from_text("token:sigil") == Spot("token", "sigil")
    assert RoomRef.from_text("crypt") == RoomRef("room", "crypt")
    assert RoomRef.from_text("secret:shrine") == RoomRef("secret", "shrine") and RoomRef.from_text("") == RoomRef()
    for text in ("holder:knife", "everyone", "lowest:sanity"):
        assert Selector.from_text(text).text == text
    for text in ("crypt", "secret:shrine", ""):
        assert RoomRef.from_text(text).text == text


def test_every_kind_of_effect_selector_and_place_has_its_function():
    assert set(haunt_effects.EFFECTS) == set(EFFECT_OPS)
    assert set(haunt_effects.SELECTORS) == {*Selector.WORDS, *Selector.NAMED}
    assert set(haunt_effects.PLACES) == {*Place.WORDS, *Place.NAMED}


def test_an_effects_saved_form_reads_back_into_the_same_effect():
    """What a step saves of an effect: plain data with its terms as text, as the
    files write them; read back (a step from a save), it is the same effect."""
    for haunt in ALL:
        for effect in _every_effect(haunt):
            data = saved_form(effect)
            assert isinstance(data["who"], str) and isinstance(data["where"], str)
            back = structure(data, type(effect), "haunt step")
            assert back == effect


def test_a_step_keeps_the_haunt_index_s_own_saved_form_and_finds_its_effect_again():
    haunt = betrayal_rules.HAUNTS[1]
    index = haunt_index(haunt)
    effect = haunt.heroes.right_now[0]
    key = index.key(effect)
    assert index.key(effect) is key  # one saved form per effect, shared by the steps
    assert index.effect(key) is effect  # found by that list, nothing parsed
    copy = [dict(key[0])]  # a step read from a save holds a list of its own
    assert index.effect(copy) == effect and index.effect(copy) is not effect


def test_an_effect_step_pushed_in_play_holds_the_index_s_saved_form():
    s = fresh()
    s.steps.clear()
    s.pending = None
    s.haunting.start_haunt(1, 0, "bite", "entrance_hall")
    index = s.haunting._playing().index
    s.haunting._step_effects("heroes", 0, "right_now")
    step = s.steps[-1]
    assert step[0] == "effect" and step[2] is index.key(s.haunting.haunt_data().heroes.right_now[0])
    saved = s.to_dict()["state"]["steps"][-1]
    assert saved[2] == plain(step[2]) and saved[2] is not step[2]  # a save holds a copy, never the index's own


def test_a_haunt_action_given_twice_is_refused_naming_the_file_and_the_id(tmp_path):
    """A turn offers each haunt action once (its texts are found by its id), so two
    actions with one id are a content error, not a repeated choice."""
    text = (HAUNTS / VESPERS).read_text(encoding="utf-8")
    start = text.index("[[actions]]")
    block = text[start:text.index("[[rules]]", start)]
    path = tmp_path / VESPERS
    path.write_text(text.replace(block, block + block, 1), encoding="utf-8")
    with pytest.raises(ContentError, match=r"^01_vespers_for_the_colony\.toml: .*actions: the id 'sing_vespers' "
                                           r"is given twice"):
        load(path, Haunt)
