"""Every outcome changes play (BL-CAMP.4, BL-LEG.2, BL-D.37, BL-D.55): each flag a
chapter's script or a card of the second Legacy deck can set is read by a rule that
changes a later game; what no rule reads (standing rules, marks, journal entries,
counters) is refused in the data; a secret passage sticker goes only on a tile without
a printed one (BL-PASS.2-4); and every sticker an outcome places changes what the
rules see, the runestone included (BL-RUNE.1, BL-D.34)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from betrayal.scenario import dice  # noqa: E402
from tabletop.engine.errors import ContentError  # noqa: E402
from tabletop.games.betrayal_legacy import GAME  # noqa: E402
from tabletop.games.betrayal_legacy.campaign import Operation, Sticker, apply, new_campaign  # noqa: E402
from tabletop.games.betrayal_legacy.chapters import (FOLIO, chapter_result, chapter_setup, game_options,  # noqa: E402
                                                     initial_places, load_scripts, read_flag)
from tabletop.games.betrayal_legacy.content import STARTS, load_content  # noqa: E402
from tabletop.games.betrayal_legacy.in_progress import SCRIPTS  # noqa: E402
from tabletop.games.betrayal_legacy.rules import CONTENT, LEGACY, TILES  # noqa: E402

from .test_legacy_deck2 import copy_data  # noqa: E402
from .test_rules import game, lay  # noqa: E402

FAMILIES = ["carrow", "vell", "okafor"]
#: the operations that write campaign state other than components and stickers
WRITERS = ("flag", "add_flag", "standing", "end_standing", "mark", "unlock_journal", "read_legacy")


def outcome_operations() -> list[tuple[str, Operation]]:
    """Every operation the content can apply to a campaign: each chapter's set-up and
    outcomes, and each card of the second Legacy deck's lasting changes."""
    found = [(f"chapter {s.index} {part}", op) for s in SCRIPTS for part in ("setup", "heroes", "traitor")
             for op in getattr(s, part)]
    found += [(f"legacy card {card.id}", op) for card in CONTENT.legacy for op in card.lasting]
    return found


def flag_setters() -> list[tuple[str, Operation]]:
    """Every flag (or standing rule, mark, journal entry...) an outcome can set: the
    content's, and the flag the chapter's result sets for each card read (chapters.py)."""
    found = [(where, op) for where, op in outcome_operations() if op.op in WRITERS]
    found += [(f"reading {card.id}", Operation("flag", read_flag(card.id), amount=1)) for card in CONTENT.legacy]
    return found


def moment(state, trigger: str, seat: int) -> None:
    """Make a Legacy card's moment come for `seat`."""
    kind, _, ident = trigger.partition(":")
    state.steps.clear()
    state.pending = None
    if kind == "discover":
        state._emit("room_discovered", seat, room=ident)
    elif kind == "omen":
        state._emit("card_drawn", seat, deck="omen", card=ident, room=state.room[seat])
    elif kind == "haunt":
        state._emit("haunt_revealed", seat, room=state.room[seat])
    else:
        state._emit("explorer_died", seat, room=state.room[seat])
    state._run()


def test_every_flag_an_outcome_can_set_is_read_by_a_rule_that_changes_play():
    """BL-CAMP.4, BL-D.37, BL-D.55: the flags an outcome sets are the Black Folio's pages
    (folio:<page>) and the second deck's cards read (legacy2:<card>); for each, a game
    made from the campaign with the flag plays differently from one without it: the
    page stands at the start of every later game (its steps happen), the card read is
    not read again when its moment comes. Nothing an outcome writes is only shown."""
    setters = flag_setters()
    assert {op.op for _, op in setters} == {"flag"}  # no standing rule, mark, journal entry or counter
    for where, op in setters:
        assert op.target.startswith((FOLIO, "legacy2:")), where
        base = new_campaign(FAMILIES, initial_places(CONTENT))
        flagged = apply(base, op)
        if op.target.startswith(FOLIO):
            page = op.target[len(FOLIO):]
            plain, marked = (GAME.new_game(3, 5, {**game_options(c, None), "families": FAMILIES})
                             for c in (base, flagged))
            opened = [[e["page"] for e in s.opening_events if e["event"] == "folio_page"] for s in (plain, marked)]
            assert opened == [[], [page]], where
            assert len(marked.opening_events) > len(plain.opening_events), where  # its steps happened
            continue
        card = LEGACY[op.target.split(":", 1)[1]]
        script = SCRIPTS[max(card.from_chapter, 1)]
        for other in CONTENT.legacy:  # the others read already: only this card waits for the moment
            if other.id != card.id:
                base = apply(base, Operation("flag", read_flag(other.id), amount=1))
        flagged = apply(base, op)
        read = []
        for c in (base, flagged):
            s = GAME.new_game(3, 5, game_options(chapter_setup(c, script), script))
            moment(s, card.trigger, 1)
            read.append([entry[0] for entry in s.legacy_read])
        assert read == [[card.id], []], where


def test_an_outcome_may_not_write_what_no_rule_reads(tmp_path):
    """BL-D.55: a standing rule, a mark, a journal entry, a counter, or a flag no rule
    reads is refused in the scripts, naming the file, the chapter and the field."""
    copy_data(tmp_path)
    text = (tmp_path / "chapters.toml").read_text(encoding="utf-8")
    old = 'heroes = [{ op = "destroy", target = "card:haunt_omen" }]'
    assert old in text
    for new, words in (('heroes = [{ op = "standing", target = "black_dog" }]', "standing"),
                       ('heroes = [{ op = "mark", target = "chapel", value = "x" }]', "mark"),
                       ('heroes = [{ op = "unlock_journal", amount = 3 }]', "unlock_journal"),
                       ('heroes = [{ op = "add_flag", target = "folio:the_long_party", amount = 1 }]', "add_flag"),
                       ('heroes = [{ op = "flag", target = "curse", amount = 1 }]', "curse")):
        (tmp_path / "chapters.toml").write_text(text.replace(old, new, 1), encoding="utf-8")
        with pytest.raises(ContentError) as caught:
            load_scripts(load_content(tmp_path), tmp_path)
        message = str(caught.value)
        assert "chapters.toml" in message and "chapter 1" in message and words in message, message


def test_a_passage_sticker_goes_only_on_a_tile_without_a_printed_passage(tmp_path):
    """BL-PASS.2-4, BL-LEG.2: no outcome of the content puts a Secret Passage sticker on a
    tile with a passage printed (the loader refuses one, naming the file and field); when
    the haunt began on such a tile, the traitor's passage of chapter 1 is not stuck, nor
    is a second one on a tile that has one already."""
    printed = {t for t, x in TILES.items() if x.passage}
    assert printed == {"crawl_space", "smugglers_tunnel", "servants_stair", "walled_room"}
    passages = [(where, op.target) for where, op in outcome_operations()
                if op.op == "sticker" and op.value == "passage"]
    assert passages and not [p for p in passages if p[1] in printed]
    copy_data(tmp_path)
    text = (tmp_path / "chapters.toml").read_text(encoding="utf-8")
    (tmp_path / "chapters.toml").write_text(text.replace('target = "wine_cellar", value = "passage"',
                                                         'target = "smugglers_tunnel", value = "passage"'),
                                            encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        load_scripts(load_content(tmp_path), tmp_path)
    assert "chapters.toml" in str(caught.value) and "chapter 6" in str(caught.value) \
        and "smugglers_tunnel" in str(caught.value)
    c = new_campaign(["carrow", "vell", "okafor", "dunmore"], initial_places(CONTENT))
    for room, stuck in (("crawl_space", False), ("kitchen", True)):
        s = game(chapter=1, haunt=1)
        s.haunt = {"room": room, "omen": "glass_eye", "id": "the_glass_children"}
        s.side = ["traitor", "heroes", "heroes", "heroes"]
        s.final = {"side": "traitor", "winners": [0], "haunt": "the_glass_children"}
        ops = chapter_result(c, SCRIPTS[1], s, 0).operations
        assert (Operation("sticker", room, "passage") in ops) is stuck, room
    twice = apply(c, Operation("sticker", "kitchen", "passage"))
    assert apply(twice, Operation("sticker", "kitchen", "passage")).stickers == (Sticker("passage", "kitchen", "0"),)


def test_every_sticker_an_outcome_can_place_changes_play():
    """BL-LEG.2, BL-PASS.4, BL-D.33, BL-D.19, BL-RUNE.1, BL-D.34, BL-D.28: each kind of
    sticker the content's outcomes place changes what the rules do: a passage makes the
    tile next to the Crawl Space, a ghost puts a ghost on it when laid, an obstacle costs
    a move to leave, a runestone adds 1 to the Prayer Book's Sanity rolls there, a
    blessing or a scar moves the family's green start."""
    placed = {op.value for _, op in outcome_operations() if op.op == "sticker"}
    assert placed == {"passage", "ghost", "obstacle", "runestone", "blessing:sanity", "blessing:knowledge",
                      "blessing:might", "blessing:speed", "scar:sanity", "scar:might", "scar:knowledge"}
    assert "kitchen" not in STARTS and not TILES["kitchen"].runestones and not TILES["kitchen"].passage
    plain = game()
    for sticker in sorted(placed):
        if sticker.startswith(("blessing:", "scar:")):
            trait = sticker.split(":")[1]
            s = game(stickers=[[sticker, "vell"]])
            assert s.track(1, trait).start != plain.track(1, trait).start, sticker
            continue
        s = game(stickers=[[sticker, "kitchen"]])
        lay(s, "kitchen", "ground", 0, 1)
        lay(s, "crawl_space", "basement", 9, 9)
        seat = s.active
        s.room[seat] = "kitchen"
        s.hand[seat].append("prayer_book")
        dice(s, 1, 1, 1)
        total = s.exploration.roll_dice(seat, 2, "sanity")[1]
        changed = {"passage": "crawl_space" in s.house.adjacent("kitchen"),
                   "ghost": s.exploration.has_ghosts("kitchen"),
                   "obstacle": s.exploration.obstacles("kitchen") == TILES["kitchen"].obstacles[0] + 1,
                   "runestone": total == 4}
        assert changed[sticker], sticker
