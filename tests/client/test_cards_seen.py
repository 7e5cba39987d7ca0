"""Every card drawn or revealed is shown, from the player's side (issue 24 §3): seeded
games played at the table with bots and a person, the real loop stepping; each card
the events reveal is drawn large before the person decides again; a person's card
stays until a click or a key; a bot's card goes by itself at the bot pace; a card
drawn in secret (Darkmoor's hand draws) is never shown."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop import games
from tabletop.client.scenes.table_parts.card_reveal import CardReveal
from tabletop.controller.session import Session
from tabletop.games.darkmoor.rules import HEROES
from tabletop.persistence import SeatInfo

PACE_MS = 60  # a bot's card shows this long: a few frames


@pytest.fixture
def drawn(monkeypatch):
    """Every card the overlay drew, once per showing, in order: (face, whether it waited)."""
    shown: list = []
    last: list = [None]
    draw = CardReveal.draw

    def recording(self, surface):
        beat = self.shown()
        if beat is not None and beat is not last[0]:
            last[0] = beat
            shown.append((beat.face, beat.page is not None))
        draw(self, surface)

    monkeypatch.setattr(CardReveal, "draw", recording)
    return shown


def open_table(make_app, name: str, seats: int, seed: int, humans=(0,)):
    app, drive = make_app(size=(1280, 720), speed=1.0)
    app.settings.bot_pace_ms = PACE_MS
    state = games.get(name).new_game(seats, seed, {})
    people = [SeatInfo(f"P{i + 1}", "human" if i in humans else "random") for i in range(seats)]
    session = Session(state, people, None)
    opened = len(session.log)  # what happened before the table opened is not shown
    app.open_table(session)
    drive.step(3)
    return app, drive, app.top, opened


def faces(table, events) -> list:
    return [face for face in map(table.card_face, events) if face is not None]


def play(drive, table, opened: int, moves: int, drawn) -> tuple[int, int]:
    """Play `moves` moves at the table: the person's by a random legal move once the
    table is still, the bots' by the loop. Before each of the person's moves, every card
    the events revealed so far has been drawn, in order. Returns (cards shown, of
    which the person read by a click)."""
    session = table.session
    rng = random.Random(len(session.log))
    read = 0
    for _ in range(moves * 200):
        if session.state.is_over or len(session.state.history) >= moves:
            break
        if drive.read_card():
            read += 1
            continue
        if session.human_to_act() and not table.playback.busy and not session.fresh:
            assert [face for face, _ in drawn] == faces(table, session.log[opened:])
            session.act(rng.choice(session.legal_actions()))
        drive.step(2)
        session.wait_for_bot()
    return len(drawn), read


@pytest.mark.parametrize("name,seats,seed", [("betrayal", 3, 4), ("betrayal_legacy", 3, 5), ("prophecy", 3, 2),
                                             ("darkmoor", 2, 3)])
def test_every_card_drawn_is_shown_before_the_next_decision(make_app, drawn, name, seats, seed):
    app, drive, table, opened = open_table(make_app, name, seats, seed)
    shown, read = play(drive, table, opened, 90, drawn)
    assert shown >= 3 and read >= 1, (shown, read)  # the person's cards and the bots' both came up
    waited = {face.seat for face, waits in drawn if waits and face.seat is not None}
    assert waited <= {0}  # only the person's own cards (and the game's, after their move) waited


def _person_draws(name: str, seats: int):
    """A seeded position where the person (seat 0) is to act and one of the legal moves
    draws a card for them: (state, that move)."""
    game = games.get(name)
    for seed in range(1, 40):
        state = game.new_game(seats, seed, {})
        rng = random.Random(seed)
        for _ in range(400):
            if state.is_over:
                break
            if state.to_act == 0:
                for action in state.legal_actions():
                    trial = game.from_dict(state.to_dict())
                    if any(e["event"] == "card_drawn" and e["seat"] == 0 for e in trial.apply(action)):
                        return state, action
            state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no seed draws a card for the person")


@pytest.mark.parametrize("read_by", ["click", "key"])
def test_a_persons_card_stays_until_a_click_or_a_key(make_app, read_by):
    state, action = _person_draws("betrayal", 3)
    app, drive = make_app(size=(1280, 720), speed=1.0)
    session = Session.arranged(state, [SeatInfo("Ana", "human"), SeatInfo("Bo", "random"), SeatInfo("Cy", "random")])
    app.open_table(session)
    drive.step(3)
    table = app.top
    session.act(action)
    for _ in range(300):
        drive.step(1)
        if table.card_reveal.shown() is not None:
            break
    beat = table.card_reveal.shown()
    assert beat is not None and beat.page is not None
    card = next(e["card"] for e in session.log if e["event"] == "card_drawn")
    assert beat.face.name == table.names.card(card) and beat.face.text == table.names.card_text(card)
    moves = len(session.state.history)
    drive.step(400)  # several seconds: the card waits, and so does the game
    assert table.card_reveal.shown() is beat and len(session.state.history) == moves
    if read_by == "click":
        drive.click((app.size[0] // 2, app.size[1] // 2))  # on the card
    else:
        drive.key(pygame.K_SPACE)
    assert table.card_reveal.shown() is not beat


def test_bots_cards_go_by_themselves(make_app, drawn):
    app, drive, table, _ = open_table(make_app, "betrayal", 3, 4, humans=())
    session = table.session
    for _ in range(3000):
        if any(not waits for _, waits in drawn):
            break
        drive.step(1)
        session.wait_for_bot()
    assert drawn and not any(waits for _, waits in drawn)  # nobody had to read a bot's card
    bot_card = drawn[0][0]
    assert bot_card.seat is not None and session.seats[bot_card.seat].kind == "random"
    for _ in range(60):  # the bot pace (60 ms) passes: it goes without a click
        drive.step(1)
        beat = table.card_reveal.shown()
        if beat is None or beat.face is not bot_card:
            break
    else:
        raise AssertionError("the bot's card stayed")


def test_a_card_drawn_in_secret_is_never_shown(make_app, drawn):
    """Darkmoor's hands are private: the events say how many cards a seat drew, never
    which, so the overlay shows heroes only, however many cards are drawn."""
    app, drive, table, opened = open_table(make_app, "darkmoor", 2, 3)
    play(drive, table, opened, 90, drawn)
    draws = [e for e in table.session.log if e["event"] == "cards_drawn"]
    assert draws and all("card" not in e and "cards" not in e for e in draws)
    heroes = {table.cards.hero_name(h) for h in range(len(HEROES))}
    assert drawn and all(face.name in heroes for face, _ in drawn)


@pytest.mark.parametrize("size,language", [((1024, 600), "en"), ((1600, 900), "es"), ((2560, 1440), "es")])
def test_the_card_and_its_choices_fit_at_every_size(make_app, size, language):
    """The card's words, its buttons and the line under it sit inside their boxes."""
    from tabletop.client.widgets import audit_text, outside

    state, action = _person_draws("betrayal", 3)
    app, drive = make_app(size=size, language=language, speed=1.0)
    app.open_table(Session.arranged(state, [SeatInfo("Ana", "human"), SeatInfo("Bo", "random"),
                                            SeatInfo("Cy", "random")]))
    drive.step(3)
    table = app.top
    table.session.act(action)
    for _ in range(300):
        drive.step(1)
        if table.card_reveal.shown() is not None:
            break
    audit_text()
    table.card_reveal.draw(app.window)
    records = audit_text(False)
    assert any(what == "card name" for what, _, _ in records)
    assert not outside([r for r in records if r[0].startswith("card") or r[0] == "button"])
