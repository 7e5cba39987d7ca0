"""Issue 21, section 3, items 1 and 4: every card of the second Legacy deck is read and
applied in the game where its moment comes (the haunt's start and the haunt's own time
included), and written into the campaign as read only then (BL-D.37, BL-D.53); what it
changes for good acts in that game already. A Black Folio page for everyone hits them
from the first player's left, the first player last (BL-DMG.5, BL-D.22)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from betrayal.scenario import at_turn, dice, events_of  # noqa: E402
from tabletop.engine.errors import ContentError  # noqa: E402
from tabletop.games.betrayal_legacy import GAME  # noqa: E402
from tabletop.games.betrayal_legacy.campaign import Operation, new_campaign  # noqa: E402
from tabletop.games.betrayal_legacy.chapters import chapter_result, initial_places, read_flag  # noqa: E402
from tabletop.games.betrayal_legacy.content import load_content  # noqa: E402
from tabletop.games.betrayal_legacy.in_progress import SCRIPTS  # noqa: E402
from tabletop.games.betrayal_legacy.rules import CONTENT, TILES  # noqa: E402
from tabletop.games.house.content import TRAITS  # noqa: E402

from .test_legacy_deck2 import chapter, copy_data  # noqa: E402
from .test_rules import lay  # noqa: E402
from .test_rules_in_play import top  # noqa: E402


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
    side = next(d.split(":")[1] for d in s.exploration.explorable() if d.startswith("basement_landing:"))
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
    s.haunting.start_haunt(1, 0, "glass_eye", "entrance_hall")
    s._run()
    hero = next(x for x in range(s.n) if s.side[x] == "heroes")
    s._emit("room_discovered", hero, room="chapel")  # its moment comes...
    s.haunting.side_wins("heroes", "objective")  # ...and the game ends at once
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
    s.haunting.start_haunt(1, 0, "glass_eye", "entrance_hall")
    s._run()
    hero = next(x for x in range(s.n) if s.side[x] == "heroes")
    s.steps.clear()
    s.pending = None
    s._emit("room_discovered", hero, room="chapel")
    s.traits[hero][TRAITS.index("sanity")] = 1
    s.exploration.change_trait(hero, "sanity", -1, "test")  # dies before the card is read
    s._run()
    assert not s.alive[hero]
    assert "bones_under_the_chapel" not in [e.get("card") for e in events_of(s._events, "legacy_card_read")]
    assert all(entry[0] != "bones_under_the_chapel" for entry in s.legacy_read)


def test_a_death_that_ends_the_game_still_reads_its_card():
    """BL-D.53: The First Grave has nothing for its (dead) reader to do, so it is read the
    moment the death happens, even when that death ends the game; it is written."""
    s = chapter(1)
    s.haunting.start_haunt(1, 0, "glass_eye", "entrance_hall")
    s._run()
    heroes = [x for x in range(s.n) if s.side[x] == "heroes"]
    for other in heroes[1:]:
        s.alive[other] = False
    victim = heroes[0]
    s.steps.clear()
    s.pending = None
    s._events.clear()
    s.traits[victim][TRAITS.index("sanity")] = 1
    s.exploration.change_trait(victim, "sanity", -1, "test")
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
    side = next(d.split(":")[1] for d in s.exploration.explorable() if d.startswith("basement_landing:"))
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
    s.haunting.start_haunt(1, 0, "glass_eye", "entrance_hall")
    s._run()
    hero = next(x for x in range(s.n) if s.side[x] == "heroes")
    s.room[hero] = "entrance_hall"
    at_turn(s, hero)
    top(s, "chapel")
    side = next(d.split(":")[1] for d in s.exploration.explorable() if d.startswith("entrance_hall:"))
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
