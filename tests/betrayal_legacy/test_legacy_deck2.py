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
from tabletop.games.betrayal_legacy import GAME, normalize_options  # noqa: E402
from tabletop.games.betrayal_legacy.campaign import Operation, apply, new_campaign  # noqa: E402
from tabletop.games.betrayal_legacy.chapters import (chapter_result, game_options, initial_places,  # noqa: E402
                                                     load_scripts, read_flag, unread_cards)
from tabletop.games.betrayal_legacy.content import load_content  # noqa: E402
from tabletop.games.betrayal_legacy.in_progress import SCRIPTS  # noqa: E402
from tabletop.games.betrayal_legacy.rules import CONTENT, REVISION, TILES  # noqa: E402
from tabletop.games.house.content import TRAITS  # noqa: E402

from .test_rules import lay  # noqa: E402
from .test_rules_in_play import top  # noqa: E402

BOX = sorted(t for t in TILES if TILES[t].origin == "box" and t not in
             ("front_steps", "entrance_hall", "ground_floor_staircase", "upper_landing", "basement_landing"))


def chapter(index: int, **options):
    base = {"families": ["carrow", "vell", "okafor", "dunmore"], "tiles": BOX,
            "cards": {"item": ["glass_knife", "blowpipe"], "event": [], "omen": ["glass_eye", "well_rope"]},
            "chapter": index, "haunt": index, "legacy": unread_cards(new_campaign(
                ["carrow", "vell", "okafor"], {}), index), "revision": REVISION}
    return GAME.new_game(4, 7, {**base, **options})


def discover_old_well(s):
    """The active explorer leaves the Basement Landing by a doorway onto the Old Well."""
    seat = s.active
    s.room[seat] = "basement_landing"
    at_turn(s, seat)
    top(s, "old_well")
    side = next(d.split(":")[1] for d in s.explorable() if d.startswith("basement_landing:"))
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
    assert other["public"]["legacy_read"] == s.legacy_read  # read aloud: public...
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
    s.start_haunt(1, 0, "glass_eye", "entrance_hall")
    s._run()
    victim = next(x for x in range(s.n) if s.side[x] == "heroes")
    s.steps.clear()
    s.pending = None
    s.traits[victim][TRAITS.index("sanity")] = 1
    s._events.clear()
    s.change_trait(victim, "sanity", -1, "test")
    s._run()
    assert not s.alive[victim]
    assert [e["card"] for e in events_of(s._events, "legacy_card_read")] == ["the_first_grave"]
    s.final = {"side": "traitor", "winners": [], "haunt": "the_glass_children"}
    c = new_campaign(["carrow", "vell", "okafor", "dunmore"], initial_places(CONTENT))
    ops = chapter_result(c, SCRIPTS[1], s, 23).operations
    assert Operation("sticker", s.explorers[victim], "blessing:sanity") in ops


def test_the_legacy_option_is_for_chapters_only_and_names_real_cards():
    with pytest.raises(ValueError):
        normalize_options(4, {"legacy": ["the_well_answers"]})  # free play
    with pytest.raises(ValueError):
        normalize_options(4, {"chapter": 0, "haunt": 0, "legacy": ["no_such_card"]})
    with pytest.raises(ValueError):  # out of the deck's order
        normalize_options(4, {"chapter": 5, "haunt": 5, "legacy": ["the_first_grave", "the_well_answers"]})


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


# -- a card is read and applied in the game where its moment comes, and only then written
#    into the campaign as read (issue 21, section 3, item 1) --------------------------------

def answer_until_a_turn(s) -> list[dict]:
    """Answer every question (a tile's turn, a damage split, a gain) with its first
    option until a seat is asked for its turn's choices."""
    events: list[dict] = []
    while s.pending and s.pending["kind"] != "explore":
        events += s.apply(f"choose value={s.pending['options'][0]}")
    return events


def test_a_card_due_when_the_haunt_begins_and_the_haunts_own_card_are_both_read_and_applied():
    """BL-D.53, BL-D.37: in chapter 9, discovering the Old Well makes The Well Answers
    due; the omen drawn there begins the haunt, which ends the revealer's turn but not
    the card: it is read and its 1 mental damage taken. The haunt's own card, The House
    Keeps Count, is read as well: its reader draws an item card. Both are read before
    the haunt's first turn, their ghosts come onto the Old Well in this game already
    (BL-D.33), and both are written into the campaign as read."""
    s = chapter(9)
    seat = s.active
    s.room[seat] = "basement_landing"
    at_turn(s, seat)
    top(s, "old_well")
    side = next(d.split(":")[1] for d in s.explorable() if d.startswith("basement_landing:"))
    ghosts = TILES["old_well"].start_ghosts
    items = len(s.decks["item"])
    dice(s, *[0] * 6)  # the haunt roll: 0, under the 1 omen drawn
    events = s.apply(f"explore side={side}")
    events += answer_until_a_turn(s)
    assert s.haunted and s.haunt["revealer"] == seat and s.haunt["room"] == "old_well"
    read = [e["card"] for e in events_of(events, "legacy_card_read")]
    assert sorted(read) == ["the_house_keeps_count", "the_well_answers"]
    assert any(e["seat"] == seat and e["source"] == "legacy:the_well_answers" for e in events_of(events, "damaged"))
    revealed = next(i for i, e in enumerate(events) if e["event"] == "haunt_revealed")
    assert [e["deck"] for e in events[revealed:] if e["event"] == "card_drawn" and e["seat"] == seat] == ["item"]
    assert len(s.decks["item"]) == items - 1
    first_turn = next(i for i, e in enumerate(events) if e["event"] == "turn_started" and i > revealed)
    assert all(i < first_turn for i, e in enumerate(events) if e["event"] == "legacy_card_read")
    assert s.tokens["old_well"].count("ghost") == ghosts + 2  # one from each card, now
    assert s.room_data("old_well").ghosts == TILES["old_well"].ghosts + 2
    assert sorted(entry[0] for entry in s.legacy_read) == sorted(read)
    s.final = {"side": "heroes", "winners": [], "haunt": "silver_and_shadow"}
    c = new_campaign(["carrow", "vell", "okafor", "dunmore"], initial_places(CONTENT))
    ops = chapter_result(c, SCRIPTS[9], s, 0).operations
    assert ops.count(Operation("sticker", "old_well", "ghost")) == 2
    assert {Operation("flag", read_flag(card), amount=1) for card in read} <= set(ops)
    assert ops.count(Operation("read_legacy", "2", amount=1)) == 2


def test_an_omen_card_whose_omen_begins_the_haunt_is_read_and_applied():
    """BL-D.53: The Foundling's card waits for the Foundling to be drawn (chapter 4 on);
    when that very draw begins the haunt, the card is still read: its reader gains 1
    Sanity (or declines it, BL-D.24) and the family's blessing acts on its Speed track
    at once."""
    s = chapter(4, cards={"item": ["glass_knife"], "event": [], "omen": ["glass_eye", "the_foundling"]})
    seat = s.active
    s.decks["omen"] = ["glass_eye", "the_foundling"]  # the Foundling on top
    start = s.track(seat, "speed").start
    s.steps.clear()
    s.pending = None
    dice(s, *[0] * 6)
    s._push(("draw", seat, "omen", s.room[seat]))
    s._run()
    events = list(s._events)
    offers = []
    while s.pending and s.pending["kind"] != "explore":
        offers.append(s.pending.get("source"))
        events += s.apply(f"choose value={s.pending['options'][0]}")
    assert s.haunted
    assert [e["card"] for e in events_of(events, "legacy_card_read")] == ["the_foundlings_first_word"]
    assert s.legacy_read == [["the_foundlings_first_word", seat, s.haunt["room"]]]
    assert "legacy:the_foundlings_first_word" in offers  # its gain of 1 Sanity, offered (BL-D.24)
    assert s.track(seat, "speed").start == min(8, start + 1)


def test_a_card_whose_game_ends_before_it_is_read_is_not_written_as_read():
    """BL-D.37, BL-D.53: the Chapel discovered during the haunt makes its card due, but
    the game ends before it is read: nothing of it happened, so the campaign does not
    note it read, stickers nothing and advances no read pointer; it waits for its
    moment in a later chapter."""
    s = chapter(1)
    s.start_haunt(1, 0, "glass_eye", "entrance_hall")
    s._run()
    hero = next(x for x in range(s.n) if s.side[x] == "heroes")
    s._emit("room_discovered", hero, room="chapel")  # its moment comes...
    s.side_wins("heroes", "objective")  # ...and the game ends at once
    assert s.legacy_read == []
    c = new_campaign(["carrow", "vell", "okafor", "dunmore"], initial_places(CONTENT))
    ops = chapter_result(c, SCRIPTS[1], s, 0).operations
    assert Operation("flag", read_flag("bones_under_the_chapel"), amount=1) not in ops
    assert Operation("sticker", "chapel", "runestone") not in ops
    assert not any(op.op == "read_legacy" for op in ops)


def test_a_card_whose_reader_dies_before_reading_it_is_not_read():
    """BL-D.37, BL-D.53: a card with steps for its reader is not read by the dead: when
    the discoverer of the Chapel dies before its card comes up, the card is not read,
    not applied and not written."""
    s = chapter(1)
    s.start_haunt(1, 0, "glass_eye", "entrance_hall")
    s._run()
    hero = next(x for x in range(s.n) if s.side[x] == "heroes")
    s.steps.clear()
    s.pending = None
    s._emit("room_discovered", hero, room="chapel")
    s.traits[hero][TRAITS.index("sanity")] = 1
    s.change_trait(hero, "sanity", -1, "test")  # dies before the card is read
    s._run()
    assert not s.alive[hero]
    assert "bones_under_the_chapel" not in [e.get("card") for e in events_of(s._events, "legacy_card_read")]
    assert all(entry[0] != "bones_under_the_chapel" for entry in s.legacy_read)


def test_a_death_that_ends_the_game_still_reads_its_card():
    """BL-D.53: The First Grave has nothing for its (dead) reader to do, so it is read the
    moment the death happens, even when that death ends the game; it is written."""
    s = chapter(1)
    s.start_haunt(1, 0, "glass_eye", "entrance_hall")
    s._run()
    heroes = [x for x in range(s.n) if s.side[x] == "heroes"]
    for other in heroes[1:]:
        s.alive[other] = False
    victim = heroes[0]
    s.steps.clear()
    s.pending = None
    s._events.clear()
    s.traits[victim][TRAITS.index("sanity")] = 1
    s.change_trait(victim, "sanity", -1, "test")
    s._run()
    assert s.final is not None and s.final["side"] == "traitor"
    assert [e["card"] for e in events_of(s._events, "legacy_card_read")] == ["the_first_grave"]
    c = new_campaign(["carrow", "vell", "okafor", "dunmore"], initial_places(CONTENT))
    ops = chapter_result(c, SCRIPTS[1], s, 0).operations
    assert Operation("sticker", s.explorers[victim], "blessing:sanity") in ops
    assert Operation("flag", read_flag("the_first_grave"), amount=1) in ops


def test_a_passage_a_card_gives_opens_in_the_same_game_and_stays_after_loading():
    """BL-D.37, BL-PASS.3-4: The Ossuary Door's secret passage acts in the chapter that
    reads it: once the card is read the Ossuary is next to the Crawl Space, and a save
    of that game loaded again still has it."""
    s = chapter(2)
    seat = s.active
    lay(s, "crawl_space", "basement", 9, 9)
    s.room[seat] = "basement_landing"
    at_turn(s, seat)
    top(s, "ossuary")
    side = next(d.split(":")[1] for d in s.explorable() if d.startswith("basement_landing:"))
    dice(s, *[2] * 16)
    events = s.apply(f"explore side={side}")
    events += answer_until_a_turn(s)
    assert "the_ossuary_door" in [e["card"] for e in events_of(events, "legacy_card_read")]
    assert "crawl_space" in s.house.adjacent("ossuary") and s.room_data("ossuary").passage
    again = GAME.from_dict(s.to_dict())
    assert again.room_data("ossuary").passage and "crawl_space" in again.house.adjacent("ossuary")


def test_a_card_of_the_second_deck_read_at_a_death_has_no_steps_for_its_reader(tmp_path):
    """BL-D.53: the reader of a "died" card is dead: a card with steps for it is refused,
    naming the file, the card and the field."""
    copy_data(tmp_path)
    deck = (tmp_path / "legacy_deck2.toml").read_text(encoding="utf-8")
    broken = deck.replace('trigger = "died"\nfrom_chapter = 1\n',
                          'trigger = "died"\nfrom_chapter = 1\nnow = [{ op = "gain", trait = "might", amount = 1 }]\n')
    assert broken != deck
    (tmp_path / "legacy_deck2.toml").write_text(broken, encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        load_content(tmp_path)
    assert "legacy_deck2.toml" in str(caught.value) and "the_first_grave" in str(caught.value) \
        and "now" in str(caught.value)


def test_a_folio_page_for_everyone_hits_from_the_first_players_left_the_first_player_last():
    """BL-DMG.5, BL-D.22: The Tenant's Share hits every explorer at once: with every
    Sanity roll at 0, the rolls and the mental damage go from the first player's left,
    clockwise, and the first player takes theirs last."""
    s = chapter(3)
    first = s.active
    s.steps.clear()
    s.pending = None
    s._events.clear()
    dice(s, *[0] * 40)
    s._push(("folio_page", "the_tenants_share"))
    s._run()
    events, damaged = list(s._events), []
    while s.pending and s.pending["kind"] == "damage":
        damaged.append(s.pending["seat"])
        events += s.apply(f"choose value={s.pending['options'][0]}")
    order = [(first + k) % s.n for k in range(1, s.n + 1)]
    assert [e["seat"] for e in events_of(events, "dice_rolled")] == order
    assert damaged == order == [e["seat"] for e in events_of(events, "damaged")]


def test_a_card_that_falls_due_while_the_haunt_runs_is_read_and_applied():
    """BL-D.53, BL-D.37: a hero discovering the Chapel during chapter 1's haunt reads its
    card at once: the gain of 1 Knowledge is offered, the runestone is on the Chapel in
    this game already, and the card is written as read."""
    s = chapter(1)
    s.start_haunt(1, 0, "glass_eye", "entrance_hall")
    s._run()
    hero = next(x for x in range(s.n) if s.side[x] == "heroes")
    s.room[hero] = "entrance_hall"
    at_turn(s, hero)
    top(s, "chapel")
    side = next(d.split(":")[1] for d in s.explorable() if d.startswith("entrance_hall:"))
    dice(s, *[1] * 16)
    events = s.apply(f"explore side={side}")
    sources = []
    while s.pending and s.pending["kind"] != "explore":
        sources.append(s.pending.get("source"))
        events += s.apply(f"choose value={s.pending['options'][0]}")
    assert [e["card"] for e in events_of(events, "legacy_card_read")] == ["bones_under_the_chapel"]
    assert "legacy:bones_under_the_chapel" in sources or s.traits[hero][TRAITS.index("knowledge")] == 8
    assert s.room_data("chapel").runestones == TILES["chapel"].runestones + 1
    s.final = {"side": "heroes", "winners": [], "haunt": "the_glass_children"}
    c = new_campaign(["carrow", "vell", "okafor", "dunmore"], initial_places(CONTENT))
    assert Operation("flag", read_flag("bones_under_the_chapel"), amount=1) in \
        chapter_result(c, SCRIPTS[1], s, 0).operations
