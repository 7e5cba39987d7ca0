"""Comanauts played in the window, only through posted mouse and key events on the
real loop: from the menu through New game (solo: two comanauts for one person,
defending automatically), the avatars chosen by clicking, every decision made by
dragging dice onto the map, the sheets and the dresser or by clicking buttons and
book pages, to the results screen. The strong bot says what to do at each
decision; the test turns its action into the gesture that performs it."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from tabletop import games
from tabletop.ai import make_bot
from tabletop.client.games.comanauts.table import ComanautsTable
from tabletop.client.scenes import newgame
from tabletop.client.scenes.menu import MenuScene
from tabletop.client.scenes.newgame import NewGameScene
from tabletop.client.scenes.results import ResultsScene
from tabletop.games.comanauts.actions import Choose, Clarity, Move
from tabletop.games.comanauts.places import Point, Stored

G = games.get("comanauts")
NAMES = ["Player 1", "Player 1"]  # the New game screen's default for a shared game
OPTIONS = {"auto_defend": True, "bookkeeper_decides": False, "names": NAMES, "revision": 2}
WON_SEED, LOST_SEED = 1, 2  # games the strong bot wins and loses (checked below)


def fix_seed(monkeypatch, seed: int) -> None:
    monkeypatch.setattr(newgame, "time", SimpleNamespace(time_ns=lambda: seed))


def headless(seed: int):
    """The same game played by the same bot without the window."""
    state = G.new_game(2, seed, OPTIONS)
    bot = make_bot("strong", G, seed)
    while not state.is_over:
        state.apply(bot.choose(state.view(state.to_act), state.legal_actions()))
    return state


# -- getting to the table -----------------------------------------------------------------


def start_solo(app, drive) -> ComanautsTable:
    """Menu -> New game -> Comanauts, two comanauts for one person, auto-defend on."""
    assert isinstance(app.top, MenuScene)
    drive.click(app.top.buttons[0].rect.center)
    scene = app.top
    assert isinstance(scene, NewGameScene)
    drive.click(scene.game_buttons[scene.names.index("comanauts")].rect.center)
    assert scene.seat_count == 2 and scene.kinds[:2] == [0, 0]  # both seats: this person
    defend = next(w for w in scene.options_form.widgets if w.label == "Defend automatically")
    drive.click((defend.rect.right - defend.rect.height // 2, defend.rect.centery))  # the right arrow: Yes
    assert scene.options_form.options() == {"auto_defend": True, "bookkeeper_decides": False, "revision": 2}
    drive.click(scene.start.rect.center, frames=3)
    table = app.top
    assert isinstance(table, ComanautsTable)
    assert table.session.state.options["auto_defend"] is True
    return table


def settle(app, drive, limit: int = 400) -> None:
    """Let the events play back, turning the book's pages (Continue)."""
    for _ in range(limit):
        scene = app.top
        if not isinstance(scene, ComanautsTable):
            return
        page = scene.playback.page or scene.reader
        if page is not None:
            drive.click(page.buttons[0].center)
            continue
        if not scene.playback.busy and not scene.session.fresh:
            drive.step()
            if not scene.playback.busy and not scene.session.fresh:
                return
        drive.step()
    raise AssertionError("the playback never settled")


# -- an action as a gesture ---------------------------------------------------------------


def perform(app, drive, table: ComanautsTable, action) -> None:
    """Make `action` with the mouse, as a player would."""
    session = table.session
    pending = session.view()["pending"]
    if isinstance(action, Choose) and pending["kind"] == "avatar":
        drive.click(table.picker.card_point(action.value))
        drive.click(table.picker.choose.center)
        return
    if isinstance(action, Choose) and pending["kind"] == "entry_choice":
        drive.click(table.choice_page.buttons[int(action.value)].center)
        return
    if isinstance(action, (Choose, Clarity)) or action.source is None:
        where = table.places.locate(action.target)
        assert where is not None, (action, pending["kind"])
        drive.click(where)
        return
    tokens = action.source.use.split("+")
    points = []
    for token in sorted(set(tokens)):
        points += [table.places.die_point(token, nth) for nth in range(tokens.count(token))]
    assert None not in points, (action, tokens)
    if len(points) > 1:  # several dice: click them to select them, then drag one
        for point in points:
            drive.click(point, frames=1)
        assert len(table.selected) == len(points)
        points = [table.places.die_point(tokens[0], 0)]
    target = table.places.locate(action.target, action.source)
    assert target is not None, action
    drive.drag(points[0], target, frames=1)


def play_to_the_end(app, drive, table: ComanautsTable, seed: int) -> set[str]:
    """The whole session, decision by decision; returns the kinds of decision met."""
    session = table.session
    bot = make_bot("strong", G, seed)
    kinds: set[str] = set()
    for _ in range(3000):
        settle(app, drive)
        if not isinstance(app.top, ComanautsTable):
            break
        view = session.view()
        pending = view["pending"]
        assert pending is not None and session.human_to_act()
        action = bot.choose(view, session.legal_actions())
        history = len(session.state.history)
        perform(app, drive, table, action)
        assert len(session.state.history) == history + 1, (action, pending["kind"], app.toast)
        assert session.state.history[-1] == action
        kinds.add(pending["kind"])
    return kinds


@pytest.mark.parametrize("seed", [WON_SEED, LOST_SEED])
def test_a_solo_session_from_the_menu_to_the_results(make_app, monkeypatch, seed):
    fix_seed(monkeypatch, seed)
    app, drive = make_app((1600, 900))
    table = start_solo(app, drive)
    session = table.session
    assert session.viewer == 0 and session.needs_handover() is False  # nothing hidden: no curtain
    kinds = play_to_the_end(app, drive, table, seed)
    assert {"avatar", "actions", "reroll"} <= kinds
    assert isinstance(app.top, ResultsScene), drive.scenes()
    assert drive.scenes() == ["MenuScene", "ResultsScene"]
    result = session.state.result
    expected = headless(seed).result
    assert result == expected
    assert bool(result["winners"]) is (seed == WON_SEED)
    results = app.top
    reason = {"prime_defeated": "the Prime ID is defeated", "flatline": "Martin's heart flatlined",
              "third_avatar": "a comanaut lost a third avatar",
              "all_in_morass": "every avatar fell into the Morass"}[result["reason"]]
    if result["winners"]:
        assert results.headline == f"The comanauts won: {reason}!"
    else:
        assert results.headline == f"The comanauts lost: {reason}."
    assert f"Turns played: {result['turns']}" in results.details
    assert f"Clues found: {result['clues']}" in results.details
    drive.step(2)  # the results screen draws without scores
    drive.click(results.buttons[1].rect.center)
    assert drive.scenes() == ["MenuScene"]


# -- smaller things ------------------------------------------------------------------------


def to_actions(app, drive, seed: int = WON_SEED, speed_ok: bool = True) -> ComanautsTable:
    """A solo game at its first Perform actions with a die that can move."""
    table = start_solo(app, drive)
    session = table.session
    bot = make_bot("strong", G, seed)
    for _ in range(200):
        settle(app, drive)
        view = session.view()
        pending = view["pending"]
        if pending["kind"] == "actions" and any(isinstance(a, Move) and a.use != "stored"
                                                for a in session.legal_actions()):
            return table
        perform(app, drive, table, bot.choose(view, session.legal_actions()))
    raise AssertionError("no Perform actions with a move came up")


def test_a_die_dropped_where_it_cannot_go_is_refused_and_changes_nothing(make_app, monkeypatch):
    fix_seed(monkeypatch, WON_SEED)
    app, drive = make_app((1600, 900))
    table = to_actions(app, drive)
    session = table.session
    view = session.view()
    before = session.state.to_dict()
    move = next(a for a in session.legal_actions() if isinstance(a, Move) and a.use != "stored")
    lit = session.targets(move.source)
    here = view["pos"][f"a:{view['current']}"][0]
    reachable = {t.space for t in lit if isinstance(t, Point)} | {here}
    far = next(s for s in table.map.spaces if s not in reachable
               and table.L.map.collidepoint(table.map.to_screen(table.map.spaces[s].points[0])))
    start = table.places.die_point(move.use)
    end = table.map.to_screen(table.map.spaces[far].points[0])

    # pick the die up: the spaces it may go to light up, the far one does not
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] + 20, start[1] + 20), rel=(20, 20),
                                         buttons=(1, 0, 0)))
    drive.step()
    assert table.drag_drop.drag is not None and table.places.lit_targets() == lit
    assert not any(isinstance(t, Point) and t.space == far for t in table.places.lit_targets())
    # and drop it there
    end = (round(end[0]), round(end[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    drive.step()
    assert table.drag_drop.drag is None
    name = session.view()["names"][view["current"]]
    space = table.map.specs[far].name
    assert drive.toast() == (f"{name} cannot move to {space} with a {move.use} die from here: a wall or a line of "
                             "another colour is in the way.")
    assert session.state.to_dict() == before
    assert session.view()["sheets"][view["current"]]["dice"] == view["sheets"][view["current"]]["dice"]


def test_zoom_and_pan_keep_the_drops_on_the_right_place(make_app, monkeypatch):
    fix_seed(monkeypatch, WON_SEED)
    app, drive = make_app((1280, 720))
    table = to_actions(app, drive)
    session = table.session
    board = table.map
    fit = board.zoom
    view = session.view()
    here = board.to_screen(board.spaces[view["pos"][f"a:{view['current']}"][0]].points[0])
    centre = (round(here[0]), round(here[1]))  # zoom in on the acting avatar
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False, precise_x=0.0, precise_y=3.0))
    drive.step()
    assert board.zoom == pytest.approx(fit * 1.15 ** 3)
    # a right drag pans
    before = board.to_screen((0, 0))
    x, y = centre
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=3))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x + 15, y - 10), rel=(15, -10), buttons=(0, 0, 1)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x + 30, y - 20), rel=(15, -10), buttons=(0, 0, 1)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x + 30, y - 20), button=3))
    drive.step()
    after = board.to_screen((0, 0))
    assert (round(after[0] - before[0]), round(after[1] - before[1])) == (30, -20)
    # every visible standee point still maps back to its place
    for sid, space in board.spaces.items():
        for i, point in enumerate(space.points):
            pos = board.to_screen(point)
            if board.rect.collidepoint(pos):
                assert board.point_at(pos) == (sid, i)
    # and a die dropped on a lit point, zoomed and panned, moves there
    moves = [a for a in session.legal_actions() if isinstance(a, Move)]
    for move in moves:
        target = table.places.locate(move.target, move.source)
        if target is not None:
            break
    else:
        raise AssertionError("no move target is in view after the pan")
    history = len(session.state.history)
    drive.drag(table.places.die_point(move.use), target, frames=2)
    assert len(session.state.history) == history + 1
    assert session.state.history[-1] == move
    drive.key(pygame.K_HOME)
    assert board.zoom == pytest.approx(fit)


def play_until_an_enemy_turn(app, drive, table: ComanautsTable, bot) -> None:
    """The bot plays with the mouse until the events being played back hold an enemy
    turn (its first activation on screen)."""
    session = table.session
    for _ in range(400):
        for _ in range(600):
            page = table.playback.page or table.reader
            if page is not None:
                drive.click(page.buttons[0].center)
            elif table.beats.shown.enemy is not None:
                return
            elif table.playback.busy or session.fresh:
                drive.step(dt=0.1)  # a tenth of a second a frame: beats last a few tenths
            else:
                break
        perform(app, drive, table, bot.choose(session.view(), session.legal_actions()))
    raise AssertionError("no enemy turn came")


def test_the_enemy_turn_plays_step_by_step_and_can_be_skipped(make_app, monkeypatch):
    fix_seed(monkeypatch, WON_SEED)
    app, drive = make_app((1600, 900), speed=1.0)
    table = start_solo(app, drive)
    session = table.session
    bot = make_bot("strong", G, WON_SEED)
    play_until_an_enemy_turn(app, drive, table, bot)
    assert table.playback.busy
    active = table.beats.shown.enemy["enemy"]
    assert table.beats.shown.pos.get(active) is not None  # the standee is shown where it was
    lines = len(table.log_panel.sentences)
    drive.step(3)  # it plays on, one step after another
    assert table.playback.busy
    drive.key(pygame.K_SPACE)  # skip to the end
    while table.playback.page is not None:  # a book page stops a skip: read on
        drive.click(table.playback.page.buttons[0].center)
        drive.key(pygame.K_SPACE)
    drive.step(2)
    assert not table.playback.busy or table.playback.page is not None
    assert len(table.log_panel.sentences) > lines  # the log has every step
    if not table.playback.busy:
        assert table.beats.shown.running is False
        view = session.view()
        for piece, place in view["pos"].items():
            assert table.places.piece_point(piece) == place  # the table shows the state as it is


def test_undo_and_redo_a_move_with_the_keys(make_app, monkeypatch):
    fix_seed(monkeypatch, WON_SEED)
    app, drive = make_app((1600, 900))
    table = to_actions(app, drive)
    session = table.session
    before = session.state.to_dict()
    view = session.view()
    here = view["pos"][f"a:{view['current']}"][0]
    quiet = [a for a in session.legal_actions() if isinstance(a, Move) and a.use != "stored" and a.space != here
             and not table.map.specs[a.space].poi and not view["tokens"].get(a.space)
             and view["pos"].get("child", [None])[0] != a.space]
    assert quiet, "a move that reads nothing"
    move = quiet[0]
    drive.drag(table.places.die_point(move.use), table.places.locate(move.target, move.source), frames=2)
    settle(app, drive)
    assert session.state.history[-1] == move
    after = session.state.to_dict()
    assert session.undo_refusal() is None and table.top_bar.undo.enabled
    drive.key(pygame.K_z, pygame.KMOD_LCTRL)
    assert session.state.to_dict() == before
    assert table.places.piece_point(f"a:{view['current']}") == view["pos"][f"a:{view['current']}"]
    drive.key(pygame.K_y, pygame.KMOD_LCTRL)
    settle(app, drive)
    assert session.state.to_dict() == after


@pytest.mark.parametrize("seats, size, language", [(2, (1280, 720), "en"), (2, (1600, 900), "es"),
                                                   (3, (1280, 720), "es"), (4, (1600, 900), "en")])
def test_the_table_draws_for_every_number_of_seats(make_app, seats, size, language):
    """Mid-game, with the colour-blind palette too: every part draws and the hit
    tests find the sheets' and the dresser's places."""
    from tabletop.controller.session import Session
    from tabletop.persistence import SeatInfo

    app, drive = make_app(size, language=language)
    state = G.new_game(seats, 3, {"auto_defend": True})
    bot = make_bot("strong", G, 3)
    for _ in range(60):
        if state.is_over:
            break
        state.apply(bot.choose(state.view(state.to_act), state.legal_actions()))
    people = [SeatInfo(f"P{s + 1}") for s in range(seats)]
    app.open_table(Session(state, people, app.store.create(state, people)))
    table = app.top
    assert isinstance(table, ComanautsTable)
    for blind in (False, True):
        app.settings.colour_blind = blind
        drive.step(3)
        surface = app.window
        colours = {tuple(surface.get_at((x, y))) for x in range(5, size[0], size[0] // 23)
                   for y in range(5, size[1], size[1] // 17)}
        assert len(colours) > 20
    for k in range(seats):
        parts = table.sheet_parts[k]
        assert table.places.target_at(parts.stored.center, set()) == Stored(k)
        assert table.L.sheets.contains(parts.rect)
    assert table.L.dresser.contains(table.dresser_parts.pool)
    for rect in table.L.button_rects:
        assert table.L.panel.contains(rect)


def test_equip_trade_moves_items_by_dragging_them(make_app, monkeypatch):
    """CO-ACTION.12: after the Equip die is spent, an equipped item dragged onto the
    inventory is stowed, and dragged back onto a slot it fits is worn again; a drop
    where it cannot go changes nothing."""
    from tabletop.games.comanauts.actions import Equip

    fix_seed(monkeypatch, WON_SEED)
    app, drive = make_app((1600, 900))
    table = to_actions(app, drive)
    session = table.session
    equip = next(a for a in session.legal_actions() if isinstance(a, Equip))
    perform(app, drive, table, equip)
    settle(app, drive)
    view = session.view()
    assert view["pending"]["kind"] == "equip"
    me = view["pending"]["seat"]
    parts = table.sheet_parts[me]
    item, slot, box = next((i, s, b) for b, s, i in parts.boxes if i and not s.startswith("inv"))
    inventory = next(b for b, s, i in parts.boxes if s.startswith("inv") and i is None)
    before = session.state.to_dict()
    drive.drag(box.center, table.sheet_parts[me].portrait.center, frames=2)  # not a slot: refused
    assert session.state.to_dict() == before
    drive.drag(box.center, inventory.center, frames=2)
    assert item in session.view()["sheets"][me]["inventory"]
    back = next(b for b, s, i in table.sheet_parts[me].boxes if s == slot)
    item_box = next(b for b, s, i in table.sheet_parts[me].boxes if i == item)
    drive.drag(item_box.center, back.center, frames=2)
    sheet = session.view()["sheets"][me]
    assert sheet["equipped"][slot] == item and item not in sheet["inventory"]


def test_the_enemy_turn_playback_shows_each_steps_threat_track_and_life(make_app, monkeypatch):
    """During the playback of an enemy turn the threat track and each avatar's life
    force are shown as each step left them, not as the model's final state: the track
    still holds the dice the enemies activate with (the final track is empty), and a
    life lost is shown only from its own step on."""
    fix_seed(monkeypatch, WON_SEED)
    app, drive = make_app((1600, 900), speed=1.0)
    table = start_solo(app, drive)
    session = table.session
    bot = make_bot("strong", G, WON_SEED)
    play_until_an_enemy_turn(app, drive, table, bot)
    view = session.seen()
    tracks, lives = [], []
    while table.playback.busy and table.beats.shown.running:
        if table.playback.page is not None:
            drive.click(table.playback.page.buttons[0].center)
            continue
        tracks.append(tuple(table.beats.shown.track))
        lives.append(dict(table.beats.shown.life))
        panel = table.drawing._dresser_panel(view, set())
        assert panel[2][2] == tuple(table.beats.shown.track)  # the dresser is drawn with the track shown
        drive.step(dt=0.1)
    assert any(track and list(track) != view.track for track in tracks)  # dice the model no longer has
    shrinking = [len(t) for t in tracks]
    assert shrinking != sorted(shrinking)  # each activation takes a die off the track, as it happens
    final = {k: s.life for k, s in enumerate(view.sheets)}
    if lives[0] != final:  # someone was hurt: the life it had before the blow, then after it
        assert len({tuple(sorted(life.items())) for life in lives}) > 1
