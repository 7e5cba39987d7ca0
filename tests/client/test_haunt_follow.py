"""Following the haunt from the player's side, on the real loop: every pass-the-device
gate has a way back (Back or Esc) so a hero who opens the traitor's gate by mistake
leaves it unread (BH-D.41, BH-D.42); the haunt panel shows each side its own goal,
counters and round, behind the same gate as its text."""

from __future__ import annotations

import pytest
import pygame

from tabletop.games.betrayal.rules import HAUNTS
from test_play_betrayal import _to_the_haunt, open_at


def _table_in_the_haunt(make_app, size=(1280, 720), language="en", seed=3):
    app, drive = make_app(size=size, language=language)
    state = _to_the_haunt(seed)
    assert state.haunt is not None and not state.is_over
    table = open_at(app, drive, state, humans=tuple(range(state.seats)))  # hot-seat: both sides have people
    table.reveal.pages = []  # the reveal was read when it happened
    table.reveal.page_widgets()
    drive.step(3)
    return app, drive, table


def test_a_hero_who_opens_the_traitors_gate_by_mistake_goes_back_unread(make_app):
    app, drive, table = _table_in_the_haunt(make_app)
    buttons = dict(table.reveal.reread_widgets(table.session.seen()))
    drive.click(buttons["traitor"].rect.center)
    assert table.reveal.pages[0] == ("gate", "traitor")
    back = table.reveal.page_buttons[-1]
    assert back.label == app.t("betrayal.ui.gate_back")
    drive.click(back.rect.center)
    assert not table.reveal.pages, "Back leaves the gate without showing the traitor's text"
    # the game goes on: the table answers clicks again
    before = len(table.session.state.history)
    drive.step(5)
    assert not table.reveal.pages and len(table.session.state.history) >= before


def test_esc_leaves_a_gate_unread_and_hides_a_page_being_read(make_app):
    app, drive, table = _table_in_the_haunt(make_app)
    buttons = dict(table.reveal.reread_widgets(table.session.seen()))
    drive.click(buttons["heroes"].rect.center)
    assert table.reveal.pages == [("gate", "heroes"), ("text", "heroes")]
    drive.key(pygame.K_ESCAPE)
    assert not table.reveal.pages
    assert app.top is table, "Esc on a gate closes the gate, not the table"
    drive.click(buttons["heroes"].rect.center)
    drive.click(table.reveal.page_buttons[0].rect.center)  # Show the text
    assert table.reveal.pages == [("text", "heroes")]
    drive.key(pygame.K_ESCAPE)
    assert not table.reveal.pages


def _panel_words(drive, table):
    drive.step(2)
    return table.haunt_panel.words


def test_alone_against_bots_my_sides_goal_and_progress_are_in_the_panel(make_app):
    """One person at the table: the panel shows that person's side, no gate; the other
    side's goal is never in it (BH-D.41)."""
    app, drive = make_app(size=(1600, 900))
    state = None
    for seed in range(1, 30):
        candidate = _to_the_haunt(seed)
        if candidate.haunt is not None and not candidate.is_over and candidate.side[0] == "heroes":
            state = candidate
            break
    assert state is not None
    table = open_at(app, drive, state, humans=(0,))
    table.reveal.pages = []
    table.reveal.page_widgets()
    words = _panel_words(drive, table)
    haunt = HAUNTS[state.haunt["number"]]
    assert haunt.heroes.goal in words
    assert haunt.traitor_side.goal not in words
    assert not table.haunt_panel.buttons, "no gate to pass when one person plays"
    limit = state.view(0)["round_limit"]
    if limit:  # BH-D.55: the round of the Turn/Damage Track, and where it ends
        assert app.t("betrayal.ui.round_of", round=state.haunt["round"], limit=limit) in words


def test_at_a_shared_screen_a_sides_part_opens_behind_its_gate_and_closes_when_the_device_passes(make_app):
    app, drive, table = _table_in_the_haunt(make_app, size=(1600, 900))
    haunt = HAUNTS[table.session.state.haunt["number"]]
    panel = table.haunt_panel
    words = _panel_words(drive, table)
    assert haunt.heroes.goal not in words and haunt.traitor_side.goal not in words
    asks = {b.label: b for b in panel.buttons}
    drive.click(asks[app.t("betrayal.ui.panel_ask_traitor")].rect.center)
    assert table.reveal.pages[0] == ("gate", "traitor")
    assert haunt.traitor_side.goal not in _panel_words(drive, table), "not before the gate is passed"
    drive.key(pygame.K_ESCAPE)  # a hero opened it by mistake: back, unread
    assert not table.reveal.pages and haunt.traitor_side.goal not in _panel_words(drive, table)
    asks = {b.label: b for b in panel.buttons}
    drive.click(asks[app.t("betrayal.ui.panel_ask_traitor")].rect.center)
    drive.click(table.reveal.page_buttons[0].rect.center)  # Show
    assert not table.reveal.pages
    assert haunt.traitor_side.goal in _panel_words(drive, table)
    hide = next(b for b in panel.buttons if b.label == app.t("betrayal.ui.panel_hide"))
    drive.click(hide.rect.center)  # the traitor hides it before passing the device
    assert haunt.traitor_side.goal not in _panel_words(drive, table)
    asks = {b.label: b for b in panel.buttons}
    drive.click(asks[app.t("betrayal.ui.panel_ask_traitor")].rect.center)
    drive.click(table.reveal.page_buttons[0].rect.center)
    assert haunt.traitor_side.goal in _panel_words(drive, table)
    # the seat acting changes: the device has passed, the traitor's part folds away
    session = table.session
    acting = session.seen().pending["seat"]
    for _ in range(400):
        view = session.seen()
        if view.pending is None or view.pending["seat"] != acting or session.state.is_over:
            break
        session.act(session.state.legal_actions()[-1])
    drive.step(3)
    if not session.state.is_over:
        assert haunt.traitor_side.goal not in _panel_words(drive, table)


def test_the_panels_head_folds_it_away_and_back(make_app):
    app, drive, table = _table_in_the_haunt(make_app, size=(1600, 900))
    panel = table.haunt_panel
    drive.step(2)
    tall = panel.rect.height
    drive.click(panel.head.center)
    drive.step(2)
    assert panel.folded and panel.rect.height < tall and not panel.buttons
    drive.click(panel.head.center)
    drive.step(2)
    assert not panel.folded and panel.rect.height == tall


def test_an_omen_that_is_an_item_or_a_companion_is_shown_as_an_omen(make_app):
    """The Holy Symbol is an item from the Omen deck, the Dog a companion: drawn, zoomed
    or in a hand, each is labelled and coloured an omen, never an item."""
    from tabletop.client.games.betrayal.sheet import CARD_TONES

    app, drive, table = _table_in_the_haunt(make_app, language="es")
    for card in ("holy_symbol", "dog", "bite"):
        face = table.card_face({"event": "card_drawn", "card": card, "deck": "omen", "seat": 0})
        assert face.kind == app.t("betrayal.ui.deck_omen") == "Presagio", face.kind
        assert face.tone == CARD_TONES["omen"]
    face = table.card_face({"event": "card_drawn", "card": "revolver", "deck": "item", "seat": 0})
    assert face.kind == app.t("betrayal.ui.deck_item")


# -- choosing explorers at set-up (BH-SETUP.2, BH-D.2) ----------------------------------------------------

def _new_betrayal(app, drive):
    from tabletop.client.scenes.newgame import NewGameScene

    drive.click(app.top.buttons[0].rect.center)
    scene = app.top
    assert isinstance(scene, NewGameScene)
    drive.click(scene.game_buttons[scene.names.index("betrayal")].rect.center)
    return scene, scene.options_form.row("explorers").widgets


def test_players_choose_their_explorers_on_the_new_game_form_and_the_rest_are_dealt(make_app):
    from tabletop.games.betrayal.rules import EXPLORER_BY_ID

    app, drive = make_app(size=(1024, 600))
    scene, rows = _new_betrayal(app, drive)
    assert [w.options[w.index] for w in rows] == ["Random"] * len(rows)
    drive.click(rows[1]._arrows()[1].center)  # seat 2: the first explorer after Random
    chosen = rows[1].options[rows[1].index]
    drive.click(scene.start.rect.center)
    state = app.top.session.state
    explorers = state.explorers
    assert EXPLORER_BY_ID[explorers[1]].name == chosen
    cards = [EXPLORER_BY_ID[e].card for e in explorers]
    assert len(set(cards)) == len(cards), "the others are dealt from the cards left"


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_two_sides_of_one_card_cannot_both_be_chosen(make_app, language):
    from tabletop.client.scenes.newgame import NewGameScene

    app, drive = make_app(size=(1024, 600), language=language)
    scene, rows = _new_betrayal(app, drive)
    drive.click(rows[0]._arrows()[1].center)  # the first card's one side
    drive.click(rows[1]._arrows()[1].center)
    drive.click(rows[1]._arrows()[1].center)  # its other side
    drive.click(scene.start.rect.center)
    assert isinstance(app.top, NewGameScene), "refused: one card, one figure"
    assert app.toast and app.toast[0] == app.t("betrayal.options.same_card")  # in the player's language


def test_with_every_seat_random_the_game_is_dealt_as_before():
    """Old saves and seeded games: no explorers option means the deal of BH-D.2."""
    from tabletop import games

    game = games.get("betrayal")
    assert game.new_game(4, 7, {}).explorers == game.new_game(4, 7, {"explorers": "random"}).explorers


def test_resting_the_pointer_on_a_tokens_line_frames_the_rooms_it_lies_in(make_app):
    """Haunt 4's diary pages lie in rooms: the panel's line for them lights those rooms
    of the floor shown; the room under the panel is not zoomed through it."""
    import random

    from tabletop import games
    from tabletop.client import theme
    from tabletop.client.games.betrayal.house import placed_map

    app, drive = make_app(size=(1600, 900))
    state = None
    for seed in range(1, 40):
        candidate = games.get("betrayal").new_game(3, seed, {"haunt": 4})
        rng = random.Random(seed)
        for _ in range(3000):
            if candidate.haunt is not None or candidate.is_over:
                break
            candidate.apply(rng.choice(candidate.legal_actions()))
        if candidate.haunt is not None and not candidate.is_over and any(
                "page" in tokens for tokens in candidate.tokens.values()):
            state = candidate
            break
    assert state is not None
    table = open_at(app, drive, state, humans=(0,))
    table.reveal.pages = []
    table.reveal.page_widgets()
    view = table.session.seen()
    edge = None
    for room in (r for r, tokens in view.tokens.items() if "page" in tokens):
        floor, x, y = placed_map(view)[room][:3]
        table.floor = floor
        drive.step(2)
        frame = table.house.cell_rect(x, y).inflate(4, 4)
        spot = (frame.centerx, frame.top + 1)
        if table.L.map.collidepoint(spot) and not table.haunt_panel.covers(spot):
            edge = spot
            break
    assert edge is not None, "a room with a page in view"
    line = next(rect for rect, kind in table.haunt_panel.token_rows if kind == "page")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(8, 8), rel=(0, 0), buttons=(0, 0, 0)))
    drive.step(2)
    assert tuple(app.window.get_at(edge))[:3] != theme.HIGHLIGHT
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=line.center, rel=(0, 0), buttons=(0, 0, 0)))
    drive.step(2)
    assert tuple(app.window.get_at(edge))[:3] == theme.HIGHLIGHT
    assert table.thing_at(line.center) is None, "the panel, not a room under it"


@pytest.mark.parametrize("size", [(1024, 600), (1600, 900)], ids=["1024x600", "1600x900"])
def test_the_floor_shown_is_fitted_clear_of_the_haunt_panel(make_app, size):
    """The haunt panel lies over the map's top right: every floor is fitted beside or
    below it, so no room of the house hides under it."""
    from tabletop.client.games import showcase_for
    from tabletop.client.games.betrayal.house import placed_map
    from tabletop.commands import shots

    app, drive = make_app(size=size, language="es")
    app.open_table(next(iter(showcase_for("betrayal").shot_tables(list(shots.PEOPLE["es"])).values())))
    drive.step(3)
    table = app.top
    view = table.session.seen()
    assert view.haunt is not None and table.haunt_panel.rect.height
    for floor in table.kit.floors:
        table.house.show_floor(floor)
        drive.step(2)
        for room, (where, x, y, *_rest) in placed_map(view).items():
            if where == floor:
                assert not table.house.cell_rect(x, y, floor).colliderect(table.haunt_panel.rect), (floor, room)
