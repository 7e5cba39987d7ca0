"""Betrayal Legacy's campaign in the window, driven by posted mouse events through the
real loop: New game makes a campaign, its screen shows the families and the next
chapter, each person names their character in private behind the curtain
(BL-SETUP.4-6), the intro and the Legacy card are read (BL-SETUP.7), the chapter is
played to its end, the fates are written (BL-FAM.4) and the campaign screen shows the
chapter done; a damaged campaign offers its backups."""

from __future__ import annotations

import pygame

from tabletop.persistence.campaigns import CampaignStore
from tabletop.persistence.paths import campaigns_dir


def new_game_screen(app, drive):
    from tabletop.client.scenes.newgame import NewGameScene

    drive.click(app.top.buttons[0].rect.center)
    scene = app.top
    assert isinstance(scene, NewGameScene)
    drive.click(scene.game_buttons[scene.names.index("betrayal_legacy")].rect.center)
    return scene


def type_text(drive, field, text: str) -> None:
    drive.click(field.box().center)
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    drive.step(2)


def test_a_campaign_from_new_game_to_a_chapter_written_in_the_ledger(make_app):
    """BL-SETUP.3, BL-SETUP.4, BL-SETUP.6, BL-REGION.3, BL-D.47: the campaign from New game;
    a person names their character alone behind the curtain, then everyone's is
    announced; each figure is its family's colour; the table shows each region in its
    own tab, moved and zoomed as a whole."""
    app, drive = make_app(size=(1280, 720))
    scene = new_game_screen(app, drive)
    assert scene.seat_count == 3
    # seats 2 and 3 are bots: only seat 1 names a character in private
    for seat in (1, 2):
        drive.click(scene.rows[2 * seat + 1]._arrows()[1].center)
    drive.click(scene.start.rect.center)
    assert drive.scenes()[-1] == "CampaignScene"
    campaign_scene = app.top
    assert [b.label for b in campaign_scene.buttons][0] == "Begin chapter 0"
    assert CampaignStore(campaigns_dir()).entries("betrayal_legacy")
    drive.click(campaign_scene.buttons[0].rect.center)  # begin: who is at the table tonight
    assert drive.scenes()[-1] == "TonightForm"
    drive.click(app.top.go.rect.center)  # everyone plays: pass the device to seat 1
    assert drive.scenes()[-1] == "StoryPage"
    drive.click(app.top.buttons[0].rect.center)  # "I am Player 1"
    assert drive.scenes()[-1] == "CastForm"
    form = app.top
    drive.click(form.done.rect.center)
    assert "needs a name" in (drive.toast() or "")  # a descendant needs a name and an age
    type_text(drive, form.name_field, "Absalom")
    drive.click(form.done.rect.center)
    assert drive.scenes()[-1] == "StoryPage" and app.top.heading == "Introductions"
    assert any("Absalom" in text for text, _, _ in app.top.paragraphs)
    drive.click(app.top.buttons[0].rect.center)  # read the Legacy card
    assert "Chapter 0" in app.top.heading
    assert any("Omen deck" in text for text, _, _ in app.top.paragraphs)  # the card's changes, said
    drive.click(app.top.buttons[0].rect.center)  # begin the chapter
    assert drive.scenes()[-1] == "LegacyTable"
    session = app.top.session
    assert session.context is not None and session.state.options["chapter"] == 0
    table = app.top
    assert table.kit.floors == ("upper", "ground", "basement", "exterior")
    assert all(table.L.tabs.contains(table.L.tab(i)) for i in range(4))
    assert table.kit.colour("carrow") == (196, 60, 56)  # the Carrows' red
    assert session.name(0).startswith("Absalom")
    # every seat is played by a bot from here, to reach the chapter's end (the table's
    # own play is tested in test_play_betrayal.py); the haunt's reading pages are closed
    from tabletop.ai import make_bot

    bot = make_bot("random", session.state.game, 3)
    while not session.state.is_over:
        seat = session.state.to_act
        session.act(bot.choose(session.state.view(seat), session.state.legal_actions()), seat)
    for _ in range(600):  # the log catches up; each reading page the haunt opens is closed
        if drive.scenes()[-1] != "LegacyTable":
            break
        table.reveal.pages.clear()
        drive.read_card()
        drive.step(1)
    assert session.state.is_over and drive.scenes()[-1] == "ChapterEndScene"
    end = app.top
    assert all(field.value for field in end.fields)  # the fates, pre-filled
    drive.click(end.write.rect.center)
    assert drive.scenes()[-1] == "StoryPage"  # the outro
    drive.click(app.top.buttons[0].rect.center)
    assert drive.scenes()[-1] == "CampaignScene"
    assert app.top.campaign.chapter == 1 and app.top.campaign.family("carrow").last.name == "Absalom"
    assert [b.label for b in app.top.buttons][0] == "Begin chapter 1"


def test_a_damaged_campaign_offers_its_backups(make_app):
    from tabletop.client.games.betrayal_legacy.campaign_screen import CampaignScene
    from tabletop.games.betrayal_legacy.campaign import VERSION, to_data
    from tabletop.controller.campaigns.betrayal_legacy import play_campaign

    store = CampaignStore(campaigns_dir())
    play_campaign(["carrow", "vell", "okafor"], ["random"], 3, store=store, chapters=1)
    ident = store.ids()[0]
    for k in range(5):  # more backups than a row of buttons holds: every one is in the list
        store.back_up(ident, f"by-hand-{k}")
    (campaigns_dir() / f"{ident}.campaign").write_bytes(b"junk" * 20)
    app, drive = make_app()
    app.push(CampaignScene(app, store, ident))
    drive.step(2)
    scene = app.top
    column = scene.columns[1]
    first = {}  # each backup's first line (a long one wraps)
    for index, link in enumerate(column.links):
        first.setdefault(link[0], index)
    listed = [column.lines[first[k]][0] for k in sorted(first)]
    assert scene.campaign is None and len(listed) == 6 and listed[0].startswith("Restore by-hand-4, ")  # newest first
    assert listed[5].startswith("Restore the campaign before chapter 0")
    drive.click_line(column, first[5])  # the oldest: the campaign before chapter 0
    assert app.top.campaign is not None and app.top.campaign.chapter == 0
    assert to_data(app.top.campaign)["version"] == VERSION


def test_tonight_a_newcomer_joins_and_a_family_sits_the_chapter_out(make_app):
    """BL-D.37, BL-D.41, BL-D.43: before the casting, a new player joins with a family of
    their own, and another family sits the chapter out (never below 3 at the table);
    the casting then asks only the people at the table."""
    app, drive = make_app(size=(1280, 720))
    scene = new_game_screen(app, drive)
    for seat in (1, 2):  # seats 2 and 3 are bots
        drive.click(scene.rows[2 * seat + 1]._arrows()[1].center)
    drive.click(scene.start.rect.center)
    drive.click(app.top.buttons[0].rect.center)  # begin chapter 0
    form = app.top
    assert drive.scenes()[-1] == "TonightForm" and len(form.rows) == 3
    drive.click(form.rows[1]._arrows()[1].center)  # the second family sits out...
    drive.click(form.go.rect.center)
    assert "at least 3" in (drive.toast() or "") and drive.scenes()[-1] == "TonightForm"
    drive.click(form.joining[3].rect.center)  # ...a newcomer needs a name
    assert "needs a name" in (drive.toast() or "")
    type_text(drive, form.joining[0], "Noor")
    drive.click(form.joining[3].rect.center)
    assert "Noor joins" in (drive.toast() or "") and len(form.rows) == 4
    assert form.campaign.seats[-1].name == "Noor" and form.campaign.seats[-1].kind == "human"
    drive.click(form.go.rect.center)  # three play tonight: Player 1 and Noor are asked, in turn
    assert drive.scenes()[-1] == "StoryPage" and "Player 1" in app.top.paragraphs[0][0]
    drive.click(app.top.buttons[0].rect.center)
    cast_form = app.top
    assert drive.scenes()[-1] == "CastForm"
    casting = cast_form.casting
    assert casting.campaign.absent == (casting.campaign.roster[1],)
    assert [casting.campaign.seats[s].name for s in casting.people] == ["Player 1", "Noor"]


def test_a_card_of_the_second_legacy_deck_is_read_aloud_at_the_table(make_app, monkeypatch):
    """BL-D.53: in the prologue, the person who discovers the Old Well reads its card of
    the second Legacy deck: a page of its own opens over the table, the log says it,
    and a click closes the page."""
    import sys
    import types

    from tabletop.games.betrayal_legacy import in_progress

    # the chapter's seed (a clock reading) fixed: seat 1, the person, plays first
    monkeypatch.setattr(in_progress, "time", types.SimpleNamespace(time_ns=lambda: 7))
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from betrayal.scenario import at_turn, dice

    app, drive = make_app(size=(1280, 720))
    scene = new_game_screen(app, drive)
    for seat in (1, 2):
        drive.click(scene.rows[2 * seat + 1]._arrows()[1].center)
    drive.click(scene.start.rect.center)
    drive.click(app.top.buttons[0].rect.center)  # begin chapter 0
    drive.click(app.top.go.rect.center)
    drive.click(app.top.buttons[0].rect.center)  # I am Player 1
    type_text(drive, app.top.name_field, "Absalom")
    drive.click(app.top.done.rect.center)
    drive.click(app.top.buttons[0].rect.center)  # read the Legacy card
    drive.click(app.top.buttons[0].rect.center)  # begin the chapter
    table = app.top
    session = table.session
    state = session.state
    assert "the_well_answers" in state.options["legacy"] and state.active == 0 and "old_well" in state.stack
    state.room[0] = "basement_landing"
    if "old_well" in state.stack:
        state.stack.remove("old_well")
    state.stack.append("old_well")  # the next tile of the stack
    at_turn(state, 0)
    dice(state, *[2] * 40)  # high rolls: the omen the Old Well draws starts no haunt
    door = next(d for d in state.exploration.explorable() if d.startswith("basement_landing:"))
    session.act(next(a for a in state.legal_actions() if str(a) == f"explore side={door.split(':')[1]}"), 0)
    while state.pending["kind"] == "turn_tile":  # the tile laid the first way offered
        session.act(state.legal_actions()[0], 0)
    for _ in range(200):
        if table.reveal.pages and table.reveal.pages[0][0] == "legacy":
            break
        drive.read_card()  # the omen the Old Well draws, read first
        drive.step(1)
    assert table.reveal.pages[0] == ("legacy", "the_well_answers")
    assert any("reads a card of the second Legacy deck: The Well Answers" in text
               for text, _, _ in table.log_panel.sentences)
    drive.step(3)  # drawn over the table
    drive.click(table.reveal.page_buttons[0].rect.center)
    assert not table.reveal.pages or table.reveal.pages[0][0] != "legacy"


def test_the_table_draws_the_stickers_every_seat_sees(make_app):
    """BL-LEG.2, BL-PASS.3: a sticker in the game's set-up (which every seat's view
    carries) changes the tile the table draws: the Kitchen with a passage sticker shows
    a secret passage, another tile none."""
    from tabletop.controller.session import Session
    from tabletop.games.betrayal_legacy import GAME
    from tabletop.games.betrayal_legacy.rules import TILES
    from tabletop.persistence import SeatInfo

    app, drive = make_app(size=(1280, 720))
    state = GAME.new_game(3, 5, {"stickers": [["passage", "kitchen"], ["ghost", "kitchen"]]})
    app.open_table(Session(state, [SeatInfo(f"P{k}", "human") for k in range(3)], None))
    drive.step(3)
    table = app.top
    kitchen = table.house.tile_data("kitchen")
    assert kitchen.passage and not TILES["kitchen"].passage and kitchen.ghosts == TILES["kitchen"].ghosts + 1
    assert table.house.tile_data("orchard") == TILES["orchard"]


def test_free_play_offers_to_skip_the_haunts_already_played_and_the_game_skips_them(make_app):
    """BL-D.50, BH-HOPT (README: "the optional skip of haunts already played"): the New
    game form's free play offers "skip haunts already played"; with it on, the game
    starts on the finished house with the haunts revealed in free play before as its
    skip_played option, and the chart passes over them; a haunt revealed at a free-play
    table joins that list, a campaign chapter's does not."""
    from tabletop.client.games.betrayal.history import read_played, record_played
    from tabletop.client.games.betrayal_legacy.free_play import played_path
    from tabletop.games.betrayal_legacy.free_play import finished_campaign

    app, drive = make_app(size=(1280, 720))
    scene = new_game_screen(app, drive)
    form = scene.options_form
    labels = [w.label for w in form.widgets]
    assert "Free play: skip haunts already played" in labels
    record_played(3, played_path())
    record_played(9, played_path())
    for label, index in (("Play", 1), ("Free play: skip haunts already played", 1)):
        widget = form.widgets[labels.index(label)]
        widget.index = index
        widget.on_change(index)
    drive.click(scene.start.rect.center)
    assert drive.scenes()[-1] == "LegacyTable"
    table = app.top
    state = table.session.state
    assert state.options["skip_played"] == [3, 9] and "chapter" not in state.options
    house = finished_campaign()
    assert sorted(state.options["tiles"]) == sorted(t for t, p in house.places.items() if p == "stack")
    seat = state.active
    cell = state.chart_cell("glass_eye", "other")
    other = next(o for o in state.chart["omens"] if state.chart_cell(o, "other") not in (cell, 3, 9))
    state.hand[seat].append(other)  # the revealer holds another omen: its cell is tried next (BH-D.40)
    state.options["skip_played"] = [3, 9, cell]
    state.haunt_begins(seat, "glass_eye", "other")
    assert state.haunt["number"] == state.chart_cell(other, "other") != cell  # passed over
    table.reveal.record_haunt(state.haunt["number"])
    assert read_played(played_path())[0] == sorted({3, 9, state.haunt["number"]})
    state.options["chapter"] = 1  # a chapter's table keeps no free-play list
    table.session._view_key = None
    table.reveal.record_haunt(12)
    assert 12 not in read_played(played_path())[0]


def test_the_table_draws_a_sticker_a_legacy_card_read_in_this_game_gives(make_app):
    """BL-D.37, BL-D.53: what a card read changes for good acts on this game at once, and
    the table draws it: once The Well Answers is read, the Old Well has one ghost circle
    more for every seat."""
    from tabletop.controller.session import Session
    from tabletop.games.betrayal_legacy import GAME
    from tabletop.games.betrayal_legacy.rules import TILES
    from tabletop.persistence import SeatInfo

    app, drive = make_app(size=(1280, 720))
    state = GAME.new_game(3, 5, {"chapter": 0, "haunt": 0, "legacy": ["the_well_answers"]})
    app.open_table(Session(state, [SeatInfo(f"P{k}", "human") for k in range(3)], None))
    drive.step(3)
    assert app.top.house.tile_data("old_well") == TILES["old_well"]
    played = app.top.session.state
    played.legacy_read.append(["the_well_answers", 0, "old_well"])  # as if read at its discovery
    played._refresh_stickers()
    app.top.session._view_key = None
    assert app.top.house.tile_data("old_well").ghosts == TILES["old_well"].ghosts + 1


def test_a_finished_campaigns_screen_offers_free_play_with_or_without_the_haunts_played(make_app):
    """BL-D.40, BL-D.50 (issue 21 §3): a finished campaign's screen opens free play on its
    house, and also free play that skips the haunts already played in free play, as the
    New game form offers; a click on either starts the table with that option."""
    from tabletop.client.games.betrayal.history import record_played
    from tabletop.client.games.betrayal_legacy.campaign_screen import CampaignScene
    from tabletop.client.games.betrayal_legacy.free_play import played_path
    from tabletop.games.betrayal_legacy.campaign import VERSION, to_data
    from tabletop.games.betrayal_legacy.free_play import finished_campaign

    app, drive = make_app(size=(1280, 720))
    store = CampaignStore(campaigns_dir())
    ident = store.create("betrayal_legacy", "Done", to_data(finished_campaign()), VERSION)
    record_played(4, played_path())
    for label, skipped in (("Free play on this house", None), ("Free play: new haunts", [4])):
        app.push(CampaignScene(app, store, ident))
        drive.step(2)
        button = next(b for b in app.top.buttons if b.label == label)
        drive.click(button.rect.center)
        assert drive.scenes()[-1] == "LegacyTable"
        assert app.top.session.state.options.get("skip_played") == skipped
        app.back_to_menu()
        drive.step(2)
