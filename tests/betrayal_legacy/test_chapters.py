"""The campaign's scripts and a chapter's way from the campaign to its game and back
(chapters.py, BL-SETUP.7, BL-CAMP.4, BL-FAM.4, BL-D.37-38, BL-D.43, BL-D.52-55)."""

from __future__ import annotations

import attrs
import pytest

from tabletop.engine.errors import ContentError
from tabletop.games.betrayal_legacy import GAME
from tabletop.games.betrayal_legacy.campaign import Operation, Seat, cast, fold_chapter, new_campaign
from tabletop.games.betrayal_legacy.chapters import (Script, ScriptFile, _problem, chapter_result, chapter_setup,
                                                     game_options, initial_places, load_scripts, member_names,
                                                     prefilled_fate, resolve)
from tabletop.games.betrayal_legacy.content import CHAPTERS, STARTS
from tabletop.games.betrayal_legacy.rules import CONTENT, TILES

SCRIPTS = load_scripts(CONTENT)
FAMILIES = ["carrow", "vell", "okafor"]


def fresh_campaign():
    return new_campaign(FAMILIES, initial_places(CONTENT), [Seat("Ann"), Seat("Bo", "random"), Seat("Cy")])


def cast_all(campaign, years=0):
    return cast(campaign, years, {f: (f"{f.capitalize()} One", 30, False) for f in campaign.roster})


def test_every_chapter_has_a_script_and_plays_its_own_haunt():
    """BL-D.6, BL-D.38: the prologue and 13 chapters, each with its haunt and its Legacy
    card's operations; every component a script names exists."""
    assert [s.index for s in SCRIPTS] == list(range(CHAPTERS)) and all(s.haunt == s.index for s in SCRIPTS)
    assert all(s.heroes and s.traitor for s in SCRIPTS)


def test_the_box_holds_what_the_prologue_starts_with():
    """BL-D.16, BL-D.37: the box's tiles in the stack, its items and events in their
    decks, no omen until a Legacy card adds one; planks and sealed tiles wait."""
    places = initial_places(CONTENT)
    assert sum(1 for t, p in places.items() if p == "stack") == 8
    assert sum(1 for p in places.values() if p == "deck:item") == 7
    assert sum(1 for p in places.values() if p == "deck:event") == 11
    assert not any(p == "deck:omen" for p in places.values())
    assert all(p.startswith("plank:") or p in ("stack", "sealed") for t, p in places.items() if t in TILES)
    assert not set(STARTS) & set(places)


def test_the_prologue_card_brings_the_first_omens_and_the_options_follow_the_campaign():
    """BL-SETUP.7, BL-D.16, BL-D.52: the prologue's Legacy card adds omens to the empty
    Omen deck; the game's options list exactly the campaign's stack and decks, the
    chapter and its haunt, the families in seat order and the members' names."""
    c = cast_all(fresh_campaign())
    script = SCRIPTS[0]
    after = chapter_setup(c, script)
    options = game_options(after, script, member_names(after))
    assert options["cards"]["omen"] and not game_options(c, script)["cards"]["omen"]
    assert options["families"] == FAMILIES and options["chapter"] == 0 and options["haunt"] == 0
    assert options["names"] == ["Carrow One (30)", "Vell One (30)", "Okafor One (30)"]
    state = GAME.new_game(3, 4, options)
    assert sorted(state.stack) == options["tiles"]


def test_a_later_chapter_releases_its_planks():
    """BL-D.37: chapter 1's card releases planks 1 and 2: their tiles join the stack."""
    c = cast_all(fresh_campaign())
    after = chapter_setup(c, SCRIPTS[1])
    released = {t.id for t in CONTENT.tiles if t.origin in ("plank:1", "plank:2")}
    assert released and all(after.places[t] == "stack" for t in released)


def test_a_chapters_result_resolves_its_selectors_from_the_game():
    """BL-LEG.3, BL-D.55: an outcome may name the traitor's family, the heroes', the
    tile where the haunt began and the omen that began it."""
    state = GAME.new_game(3, 2, {**game_options(chapter_setup(cast_all(fresh_campaign()), SCRIPTS[0]), SCRIPTS[0])})
    state.haunting.start_haunt(0, 1, "glass_eye", "entrance_hall")
    state.haunt["traitor"] = 1
    state.side = ["heroes", "traitor", "heroes"]
    assert [o.target for o in resolve(Operation("sticker", "family:traitor", "scar:might"), state)] == ["vell"]
    assert [o.target for o in resolve(Operation("sticker", "family:heroes", "blessing:might"), state)] == \
        ["carrow", "okafor"]
    assert [o.target for o in resolve(Operation("sticker", "tile:haunt", "ghost"), state)] == ["entrance_hall"]
    assert [o.target for o in resolve(Operation("destroy", "card:haunt_omen"), state)] == ["glass_eye"]
    assert resolve(Operation("destroy", "tile:haunt"), state) == []  # a start tile is never destroyed


def test_fates_are_prefilled_from_the_game_and_may_be_rewritten():
    """BL-FAM.4, BL-D.43: died and traitor from the game; a text the players may change,
    at most 80 characters."""
    c = cast_all(fresh_campaign())
    script = SCRIPTS[0]
    state = GAME.new_game(3, 2, game_options(chapter_setup(c, script), script))
    state.haunting.start_haunt(0, 0, "glass_eye", "entrance_hall")
    state.alive[2] = False
    state.final = {"winners": [1, 2], "side": "heroes", "reason": "", "haunt": state.haunt["id"], "rounds": 1,
                   "turns": 9}
    text, died, traitor = prefilled_fate(state, 2)
    assert died and not traitor and "Died" in text
    result = chapter_result(c, script, state, 22, {"carrow": "Opened the well. " * 10})
    assert len(result.fates["carrow"][0]) == 80 and result.fates["carrow"][2] == (state.side[0] == "traitor")
    assert result.fates["vell"][0] == prefilled_fate(state, 1)[0]
    assert [op.op for op in result.operations[:len(script.setup)]] == [op.op for op in script.setup]
    folded = fold_chapter(c, result)
    assert folded.chapter == 1 and folded.year == c.year + 22 and folded.family("okafor").last.died
    assert 0 in folded.journal and any(p == "deck:omen" for p in folded.places.values())


def test_a_script_that_names_what_does_not_exist_is_refused(tmp_path):
    """Content refused with the file, the chapter and the field named (BL-D.55)."""
    tiles, cards, families = {t.id for t in CONTENT.tiles}, {c.id for c in CONTENT.items}, set(FAMILIES)
    assert "not a card or a tile" in _problem(Operation("add", "ghost_ship", "deck:item"), tiles, cards, families, False)
    assert "only tiles" in _problem(Operation("add", next(iter(cards)), "stack"), tiles, cards, families, False)
    assert "plank" in _problem(Operation("release_plank", "21"), tiles, cards, families, False)
    assert "a tile takes" in _problem(Operation("sticker", "kitchen", "blessing:might"), tiles, cards, families, False)
    assert "only an outcome" in _problem(Operation("sticker", "family:traitor", "scar:might"), tiles, cards,
                                         families, True)
    broken = tmp_path / "chapters.toml"
    import shutil

    from tabletop.games.betrayal_legacy.content import DATA
    shutil.copy(DATA / "chapters.toml", broken)
    text = broken.read_text(encoding="utf-8").replace('target = "glass_eye"', 'target = "glass_ey"', 1)
    broken.write_text(text, encoding="utf-8")
    with pytest.raises(ContentError, match=r"chapters.toml: chapter 0: setup\[0\]"):
        load_scripts(CONTENT, tmp_path)
    assert attrs.fields(ScriptFile) and attrs.fields(Script)
