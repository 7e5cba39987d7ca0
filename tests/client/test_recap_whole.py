"""The recap after others played (issue 24 §4), from the player's side in the real
loop: every move since my last one, by player, none cut; none for a bot or at the
first turn; it stays until closed or my next move; and the last round played again."""

from __future__ import annotations

import pygame
import pytest

from tabletop import games
from tabletop.client.scenes.lastround import LastRoundScene
from tabletop.client.scenes.tablebase import BaseTable
from tabletop.controller.session import Session
from tabletop.persistence import SeatInfo

GAMES = ("darkmoor", "prophecy", "betrayal", "betrayal_legacy", "comanauts")


def options(name: str) -> dict:
    if name == "betrayal_legacy":
        from tabletop.client.games.betrayal_legacy.showcase import _options
        return _options(4)
    return {}


def with_three_bots(app, drive, name: str, seed: int = 1, more: dict | None = None) -> BaseTable:
    """Ann and three random bots at a new table of `name`, saved."""
    state = games.get(name).new_game(4, seed, {**options(name), **(more or {})})
    people = [SeatInfo("Ann"), *(SeatInfo(f"Bot {i}", "random") for i in range(1, 4))]
    app.open_table(Session(state, people, app.store.create(state, people)))
    drive.step(3)
    assert isinstance(app.top, BaseTable)
    return app.top


def my_move(drive, table: BaseTable) -> None:
    """Ann plays until someone else is to act (as a person would, one move a frame)."""
    session = table.session
    while session.to_act == 0 and not session.state.is_over:
        session.act(session.state.legal_actions()[0])
        drive.step()


def until_my_turn(drive, table: BaseTable, frames: int = 3000) -> None:
    """The bots play in the real loop until Ann is to act again; the recap card is
    never open while a bot is to act."""
    session = table.session
    for _ in range(frames):
        drive.step()
        session.wait_for_bot()
        if table.playback.page is not None:  # a Comanauts page, read and shut
            drive.key(pygame.K_RETURN, frames=1)
        assert table.recap_card.shown is None or session.human_to_act()
        if session.to_act == 0 and not table.playback.busy and not session.fresh:
            drive.step(2)
            return
    raise AssertionError("Ann's turn never came back")


def told(table: BaseTable) -> list[str]:
    """The log's sentences of every event since Ann last acted."""
    said = table.log_panel.said
    return [said[id(e)] for _, events in table.session.moves_since_last_acted(0) for e in events if id(e) in said]


@pytest.mark.parametrize("name", GAMES)
def test_the_recap_lists_every_move_since_my_last_one(make_app, name):
    app, drive = make_app(size=(1024, 600))
    table = with_three_bots(app, drive, name)
    until_my_turn(drive, table)  # bots may play before Ann's first move
    my_move(drive, table)
    until_my_turn(drive, table)
    card = table.recap_card
    assert card.shown is not None
    assert card.lines() == told(table) and card.lines()
    actors = [actor for actor, _ in table.session.moves_since_last_acted(0)]
    headings = [actor for actor, _ in card.shown]
    assert headings and 0 not in headings and set(headings) <= set(actors)
    # None cut: the card's rows, read through to its end, give back every sentence whole.
    rows = card.scroll.lines
    names = {table.name(a) if a is not None else app.t("recap.the_game") for a in headings}
    body = " ".join(text[2:].strip() if text.startswith("• ") else text.strip()
                    for text, _, strong in rows if not (strong and text in names))
    assert body == " ".join(" ".join(line.split()) for line in card.lines())
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=card.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(len(rows)):
        drive.key(pygame.K_DOWN, frames=1)
    first, end = card.scroll.shown_range()
    assert end == len(rows)  # the keys scroll it to its last line
    assert first > 0 or name != "darkmoor"  # Darkmoor's round is longer than the card
    if first > 0:  # a drag down the lines brings the first ones back
        drive.drag(card.scroll.rect.midtop, (card.scroll.rect.centerx, card.scroll.rect.bottom + 200))
        assert card.scroll.offset < first and card.shown is not None
    app.draw()
    assert card.rect.colliderect(table.log_panel.rect)


def test_no_recap_for_a_bot_or_at_the_first_turn(make_app):
    app, drive = make_app()
    table = with_three_bots(app, drive, "darkmoor", more={"first": 0})
    assert table.session.to_act == 0 and not table.session.state.history
    drive.step(10)
    assert table.recap_card.shown is None  # nothing happened yet
    assert not table.top_bar.last_round.enabled
    state = games.get("darkmoor").new_game(4, 2)
    bots = [SeatInfo(f"Bot {i}", "random") for i in range(4)]
    app.open_table(Session(state, bots, app.store.create(state, bots)))
    drive.step(3)
    table = app.top
    for _ in range(300):
        drive.step()
        table.session.wait_for_bot()
        assert table.recap_card.shown is None
    assert len(table.session.state.history) > 5


def test_it_stays_until_dismissed(make_app):
    app, drive = make_app()
    table = with_three_bots(app, drive, "darkmoor")
    card, session = table.recap_card, table.session
    my_move(drive, table)
    until_my_turn(drive, table)
    assert card.shown is not None
    drive.step(900)  # fifteen seconds
    assert card.shown is not None and app.top is table
    history = len(session.state.history)
    drive.key(pygame.K_ESCAPE)  # Esc closes it, and opens no menu
    assert card.shown is None and app.top is table and len(session.state.history) == history
    my_move(drive, table)
    until_my_turn(drive, table)
    assert card.shown is not None
    drive.key(pygame.K_RETURN)  # Enter closes it, and plays nothing
    assert card.shown is None and len(session.state.history) == len(session.state.history)
    my_move(drive, table)
    until_my_turn(drive, table)
    assert card.shown is not None
    drive.click(card.close_button.rect.center)  # its ×
    assert card.shown is None and app.top is table
    my_move(drive, table)
    until_my_turn(drive, table)
    assert card.shown is not None
    session.act(session.state.legal_actions()[0])  # Ann's next move closes it
    drive.step(2)
    assert card.shown is None or session.to_act == 0


@pytest.mark.parametrize("where", ["card", "top bar"])
def test_last_round_shows_the_others_moves_and_comes_back(make_app, where):
    app, drive = make_app()
    app.settings.bot_pace_ms = 50
    table = with_three_bots(app, drive, "darkmoor")
    session = table.session
    my_move(drive, table)
    until_my_turn(drive, table)
    live = session.state.to_dict()
    start = session.first_since_last_acted(0)
    moves = len(session.state.history) - start
    assert moves >= 3
    button = table.recap_card.replay_button if where == "card" else table.top_bar.last_round
    assert button.enabled
    drive.click(button.rect.center)
    last = app.top
    assert isinstance(last, LastRoundScene) and last.session.viewer == 0
    assert len(last.session.state.history) == start  # from the position before the others moved
    seen = set()
    for _ in range(moves * 40):
        if app.top is not last:
            break
        seen.add(len(last.session.state.history))
        app.draw()
        drive.step()
    assert app.top is table and seen >= set(range(start, start + moves))  # each move, one by one
    assert last.session.state.to_dict() == live == session.state.to_dict()  # the live game untouched
    assert table.recap_card.shown is None


def test_a_click_skips_and_esc_goes_back(make_app):
    app, drive = make_app()
    table = with_three_bots(app, drive, "darkmoor")
    my_move(drive, table)
    until_my_turn(drive, table)
    app.settings.bot_pace_ms = 5000  # the round would wait long between moves
    drive.click(table.top_bar.last_round.rect.center)
    last = app.top
    before = last.played
    drive.click((app.size[0] // 2, app.size[1] // 3))
    drive.click((app.size[0] // 2, app.size[1] // 3))
    assert last.played > before
    drive.key(pygame.K_ESCAPE)
    assert app.top is table


@pytest.mark.parametrize("name", GAMES)
def test_the_replayed_round_says_no_bot_is_thinking(make_app, name):
    app, drive = make_app()
    table = with_three_bots(app, drive, name)
    until_my_turn(drive, table)
    my_move(drive, table)
    until_my_turn(drive, table)
    app.settings.bot_pace_ms = 100
    drive.click(table.recap_card.replay_button.rect.center)
    last = app.top
    assert isinstance(last, LastRoundScene)
    drawn: list[str] = []
    make = app.assets.text
    app.assets.text = lambda words, *args, **kwargs: drawn.append(words) or make(words, *args, **kwargs)
    thinking = app.t("table.thinking", name="Bot 1").replace("Bot 1", "")
    for _ in range(2000):
        if app.top is not last:
            break
        drive.step()
    assert app.top is table and drawn
    assert not any(thinking in words for words in drawn)


def test_in_a_small_window_the_card_stays_below_the_games_buttons_and_who_acts_stays_named(make_app):
    app, drive = make_app(size=(1024, 600), language="es")
    table = with_three_bots(app, drive, "comanauts")
    until_my_turn(drive, table)
    my_move(drive, table)
    until_my_turn(drive, table)
    card = table.recap_card
    assert card.shown is not None and card.rect.y == table.log_panel.rect.y  # End actions above it shows
    assert card.scroll.visible_count() >= 6
    app.draw()
    # the Last round button steps off a bar too narrow for it and who acts: the card keeps it
    assert not table.top_bar.roomy and table.top_bar.last_round not in table.top_bar.shown()
