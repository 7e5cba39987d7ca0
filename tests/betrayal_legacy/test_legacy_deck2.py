"""The second Legacy deck (BL-D.53: read only when an instruction says so; BL-D.38: its
instructions run as model operations): each card waits for its moment in a campaign
chapter (a tile discovered, a death, the haunt, an omen drawn), is read at once when
it comes (its steps happen to its reader), and its lasting changes are written when
the chapter is committed; a card read is never read again. One of them opens the
Wax-Sealed Letter, another the Black Folio, whose open pages stand at every game's
start."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from betrayal.scenario import at_turn, dice, events_of  # noqa: E402
from tabletop.engine.errors import ContentError  # noqa: E402
from tabletop.games.betrayal_legacy import GAME  # noqa: E402
from tabletop.games.betrayal_legacy.options import LegacyOptions  # noqa: E402
from tabletop.games.betrayal_legacy.campaign import Operation, apply, new_campaign  # noqa: E402
from tabletop.games.betrayal_legacy.chapters import (chapter_result, game_options, initial_places,  # noqa: E402
                                                     load_scripts, read_flag, unread_cards)
from tabletop.games.betrayal_legacy.content import load_content  # noqa: E402
from tabletop.games.betrayal_legacy.in_progress import SCRIPTS  # noqa: E402
from tabletop.games.betrayal_legacy.rules import CONTENT, TILES  # noqa: E402
from tabletop.games.house.content import TRAITS  # noqa: E402

from .test_rules_in_play import top  # noqa: E402

BOX = sorted(t for t in TILES if TILES[t].origin == "box" and t not in
             ("front_steps", "entrance_hall", "ground_floor_staircase", "upper_landing", "basement_landing"))


def chapter(index: int, **options):
    base = {"families": ["carrow", "vell", "okafor", "dunmore"], "tiles": BOX,
            "cards": {"item": ["glass_knife", "blowpipe"], "event": [], "omen": ["glass_eye", "well_rope"]},
            "chapter": index, "haunt": index, "legacy": unread_cards(new_campaign(
                ["carrow", "vell", "okafor"], {}), index)}
    return GAME.new_game(4, 7, {**base, **options})


def discover_old_well(s):
    """The active explorer leaves the Basement Landing by a doorway onto the Old Well."""
    seat = s.active
    s.room[seat] = "basement_landing"
    at_turn(s, seat)
    top(s, "old_well")
    side = next(d.split(":")[1] for d in s.exploration.explorable() if d.startswith("basement_landing:"))
    dice(s, *[1] * 16)
    events = s.apply(f"explore side={side}")
    while s.pending and s.pending["kind"] in ("turn_tile", "damage", "accept", "option", "gain"):
        events += s.apply(f"choose value={s.pending['options'][0]}")
    return seat, events


def copy_data(folder: Path) -> None:
    """The game's data files, copied into `folder` to be broken there."""
    data = Path(__file__).resolve().parents[2] / "tabletop" / "games" / "betrayal_legacy" / "data"
    for item in data.iterdir():
        if item.is_file():
            (folder / item.name).write_bytes(item.read_bytes())


def test_a_chapter_offers_the_cards_from_its_chapter_on_that_no_chapter_has_read():
    """BL-D.53, BL-D.38: the deck is ordered; a chapter watches for the unread cards
    whose first chapter has come; a card read (its flag set) is never offered again."""
    c = new_campaign(["carrow", "vell", "okafor"], initial_places(CONTENT))
    assert unread_cards(c, 0) == ["the_well_answers"]
    later = unread_cards(c, 9)
    assert later == [card.id for card in CONTENT.legacy]  # all of them, in the deck's order
    read = apply(c, Operation("flag", read_flag("the_well_answers"), amount=1))
    assert "the_well_answers" not in unread_cards(read, 9)
    assert game_options(read, SCRIPTS[9])["legacy"] == unread_cards(read, 9)
    assert "legacy" not in game_options(c, None)  # free play reads no Legacy card (BL-D.40)


def test_discovering_the_old_well_reads_its_card_at_once_and_only_once():
    """BL-D.53: the card's moment is the tile's discovery: the discoverer takes its 1
    mental damage at once, the card is read aloud (an event everyone sees) and noted;
    the chapter's result writes its ghost sticker, the deck's read pointer and the
    card's flag."""
    s = chapter(0)
    seat, events = discover_old_well(s)
    read = events_of(events, "legacy_card_read")
    assert [e["card"] for e in read] == ["the_well_answers"] and read[0]["seat"] == seat
    assert s.legacy_read == [["the_well_answers", seat, "old_well"]]
    damage = events_of(events, "damaged")
    assert any(e["seat"] == seat and e["kind"] == "mental" and e["source"] == "legacy:the_well_answers"
               for e in damage)
    other = s.view((seat + 1) % s.n)
    assert other["legacy_read"] == s.legacy_read  # read aloud: public...
    assert "legacy" not in other["options"]  # ...but the cards still unread are nobody's to see (BL-D.36)
    s.final = {"side": "heroes", "winners": [], "haunt": "the_first_firing"}
    c = new_campaign(["carrow", "vell", "okafor", "dunmore"], initial_places(CONTENT))
    ops = chapter_result(c, SCRIPTS[0], s, 22).operations
    assert Operation("sticker", "old_well", "ghost") in ops
    assert Operation("read_legacy", "2", amount=1) in ops and Operation("flag", read_flag("the_well_answers"),
                                                                      amount=1) in ops


def test_a_card_is_not_read_in_a_chapter_before_its_own():
    """The Chapel's card waits for chapter 1: the prologue's game is not given it."""
    assert "bones_under_the_chapel" not in chapter(0).options["legacy"]
    assert "bones_under_the_chapel" in chapter(1).options["legacy"]


def test_a_death_reads_the_first_grave_for_the_dead_ones_family():
    """BL-D.53 with `family:reader`: the first death in chapter 1 reads The First Grave;
    its blessing goes on the dead one's family; the dead take no steps."""
    s = chapter(1)
    s.haunting.start_haunt(1, 0, "glass_eye", "entrance_hall")
    s._run()
    victim = next(x for x in range(s.n) if s.side[x] == "heroes")
    s.steps.clear()
    s.pending = None
    s.traits[victim][TRAITS.index("sanity")] = 1
    s._events.clear()
    s.exploration.change_trait(victim, "sanity", -1, "test")
    s._run()
    assert not s.alive[victim]
    assert [e["card"] for e in events_of(s._events, "legacy_card_read")] == ["the_first_grave"]
    s.final = {"side": "traitor", "winners": [], "haunt": "the_glass_children"}
    c = new_campaign(["carrow", "vell", "okafor", "dunmore"], initial_places(CONTENT))
    ops = chapter_result(c, SCRIPTS[1], s, 23).operations
    assert Operation("sticker", s.explorers[victim], "blessing:sanity") in ops


def test_the_legacy_option_is_for_chapters_only_and_names_real_cards():
    with pytest.raises(ValueError):
        LegacyOptions.read(4, {"legacy": ["the_well_answers"]})  # free play
    with pytest.raises(ValueError):
        LegacyOptions.read(4, {"chapter": 0, "haunt": 0, "legacy": ["no_such_card"]})
    with pytest.raises(ValueError):  # out of the deck's order
        LegacyOptions.read(4, {"chapter": 5, "haunt": 5, "legacy": ["the_first_grave", "the_well_answers"]})


def test_a_card_naming_what_does_not_exist_is_refused_naming_file_and_field(tmp_path):
    """A malformed deck names its file, its card and its field."""
    copy_data(tmp_path)
    deck = (tmp_path / "legacy_deck2.toml").read_text(encoding="utf-8")
    (tmp_path / "legacy_deck2.toml").write_text(deck.replace('"discover:old_well"', '"discover:moon"'),
                                                 encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        load_content(tmp_path)
    assert "legacy_deck2.toml" in str(caught.value) and "trigger" in str(caught.value)
    (tmp_path / "legacy_deck2.toml").write_text(deck.replace('target = "old_well", value = "ghost"',
                                                             'target = "old_well", value = "moon"'),
                                                 encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        load_scripts(load_content(tmp_path), tmp_path)
    assert "legacy_deck2.toml" in str(caught.value) and "lasting[0]" in str(caught.value)


def test_an_open_page_of_the_black_folio_stands_at_every_games_start():
    """The digest's unlocks (the Folium Infernum, BL-D.37: scripted unlocks): a page the
    campaign has opened (its flag) is in every later game's options, chapters and free
    play alike, and at the start its steps happen: the first player draws an item for
    Of Salt and Thresholds; every explorer rolls Sanity for The Tenant's Share."""
    from tabletop.games.betrayal_legacy.chapters import FOLIO, open_pages

    c = new_campaign(["carrow", "vell", "okafor"], initial_places(CONTENT))
    assert open_pages(c) == [] and "folio" not in game_options(c, SCRIPTS[3])
    c = apply(apply(c, Operation("flag", FOLIO + "the_tenants_share", amount=1)),
              Operation("flag", FOLIO + "salt_and_thresholds", amount=1))
    assert open_pages(c) == ["salt_and_thresholds", "the_tenants_share"]  # the book's order
    assert game_options(c, SCRIPTS[3])["folio"] == game_options(c, None)["folio"] == open_pages(c)
    s = GAME.new_game(3, 11, {**game_options(c, None), "families": ["carrow", "vell", "okafor"]})
    events = s.opening_events
    pages = [e["page"] for e in events if e["event"] == "folio_page"]
    assert pages == ["salt_and_thresholds", "the_tenants_share"]
    first = s.active
    drawn = [e for e in events if e["event"] == "card_drawn"]
    assert [(e["seat"], e["deck"]) for e in drawn] == [(first, "item")] and len(s.hand[first]) == 1
    rolls = [e["seat"] for e in events if e["event"] == "dice_rolled" and e.get("trait") == "sanity"]
    assert rolls == [(first + k) % 3 for k in (1, 2, 3)]  # every explorer at once: from the first's left (BL-DMG.5)


def test_the_folio_opens_by_a_legacy_card_and_by_outcomes():
    """The Black Folio card (discovering the Library) and three outcomes open its pages;
    an outcome naming a page that does not exist is refused."""
    from tabletop.games.betrayal_legacy.chapters import FOLIO

    opened = {op.target for card in CONTENT.legacy for op in card.lasting if op.target.startswith(FOLIO)}
    opened |= {op.target for s in SCRIPTS for op in (*s.heroes, *s.traitor) if op.target.startswith(FOLIO)}
    assert opened == {FOLIO + page.id for page in CONTENT.folio}  # every page can be opened


def test_a_flag_naming_a_missing_page_is_refused(tmp_path):
    copy_data(tmp_path)
    text = (tmp_path / "chapters.toml").read_text(encoding="utf-8")
    (tmp_path / "chapters.toml").write_text(text.replace("folio:the_long_party", "folio:the_short_party"),
                                            encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        load_scripts(load_content(tmp_path), tmp_path)
    assert "chapters.toml" in str(caught.value) and "Black Folio" in str(caught.value)


def test_bl_d_35_reading_a_legacy_card_is_a_reveal():
    """BL-D.35, BL-D.53: an unread Legacy card is hidden from every seat; the moment it is
    read (here a death, which rolls and draws nothing) tells its text to all, so its
    event is among the game's reveals, where the session's undo stops."""
    from tabletop.games.house.actions import REVEALS

    s = chapter(1)
    s.haunting.start_haunt(1, 0, "glass_eye", "entrance_hall")
    s._run()
    victim = next(x for x in range(s.n) if s.side[x] == "heroes")
    s.steps.clear()
    s.pending = None
    s.traits[victim][TRAITS.index("sanity")] = 1
    s._events.clear()
    s.exploration.change_trait(victim, "sanity", -1, "test")
    s._run()
    kinds = {e["event"] for e in s._events}
    assert "legacy_card_read" in kinds and not kinds & REVEALS  # nothing else told anything new
    assert "legacy_card_read" in GAME.reveals and REVEALS < GAME.reveals
