"""No text drawn outside its box or over another text: every screen `tabletop shots`
draws (tabletop/commands/shots.py: each game's busy table, a card zoomed, the dialogs
over it, every scene) at 1024x600, 1600x900 and 2560x1440, in English and Spanish.

The widgets, scenes and tables say where each text went and the box it had to fit
(`widgets.note_text`, off by default); `audited` turns that on for one frame of a
screen, and `texts_outside` lists what does not fit. To measure another screen, open
it and call `texts_outside(app)`.
"""

from __future__ import annotations

import random

import pytest

from tabletop import games
from tabletop.controller.session import Session
from tabletop.persistence import SeatInfo

from tabletop.client import widgets
from tabletop.commands import shots

SIZES = [(1024, 600), (1280, 720), (1600, 900), (2560, 1440)]
LONG = ["Maximiliana Wolfenstein", "Bartholomew Quix"]  # long names, the longest a field takes


def audited(app, scene=None) -> list:
    """Draw one frame of `scene` (default: the top one) with the audit on: the texts
    drawn (widgets.note_text's records)."""
    scene = scene or app.top
    widgets.audit_text()
    try:
        scene.draw(app.window)
    finally:
        records = widgets.audit_text(False)
    assert records, f"{type(scene).__name__} measured no text"
    return records


def texts_outside(app, scene=None) -> list[str]:
    """What one frame of `scene` (default: the top one) drew outside its box."""
    scene = scene or app.top
    return [f"{type(scene).__name__}: {problem}" for problem in widgets.outside(audited(app, scene))]


def padded(seats: list, name: str) -> list:
    """The seats given, and more up to the game's fewest (Betrayal seats three)."""
    least = games.get(name).min_seats
    return list(seats) + [f"Bot {k + 1}" for k in range(len(seats), least)]


def infos(state, first: list) -> list:
    """SeatInfo for every seat of `state`: `first`, then bots."""
    return list(first) + [SeatInfo(f"Bot {k + 1}", "random") for k in range(len(first), state.seats)]


def played(name: str, seats, seed: int = 3, moves: int = 10_000, stop=None):
    game = games.get(name)
    seats = padded(seats, name)
    options = {"first": 0} if name == "darkmoor" else {}
    state = game.new_game(len(seats), seed, {**options, "names": list(seats)})
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over or (stop and stop(state)):
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def darkmoor_session(app, moves=16, four=True) -> Session:
    """A busy four-seat Darkmoor table, the long-named person to play a card."""
    names = [LONG[0], "Bot 2", "Bot 3", "Bot 4"] if four else LONG
    state = played("darkmoor", names, moves=moves, stop=lambda s: False)
    steps = 0
    rng = random.Random(1)
    while not (state.to_act == 0 and (state.view(0)["pending"] or {}).get("kind") == "play") and steps < 500:
        state.apply(rng.choice(state.legal_actions()))
        steps += 1
    seats = [SeatInfo(names[0])] + [SeatInfo(n, "random") for n in names[1:]]
    session = Session(state, seats, None)
    return session


@pytest.mark.parametrize("language", shots.LANGUAGES)
@pytest.mark.parametrize("size", shots.SIZES, ids=[f"{w}x{h}" for w, h in shots.SIZES])
def test_every_screen_keeps_its_texts_whole_and_apart(make_app, size, language):
    """Every screen `tabletop shots` draws (each game's busy table among them), in its
    box and clear of the other texts."""
    app, drive = make_app(size=size, language=language)
    assert app.size == size
    outside, over, seen = [], [], []
    for scene, game in shots.screens(app, drive.step):
        name = f"{scene} {game or ''}".strip()
        seen.append(name)
        app.top.layout(app.size)
        records = audited(app)
        outside += [f"[{name}] {p}" for p in widgets.outside(records)]
        over += [f"[{name}] {p}" for p in widgets.overlapping(records)]
    assert {"menu", "table darkmoor", "damage-split betrayal", "replay prophecy"} <= set(seen)
    assert not outside, "\n".join(outside[:60]) + f"\n({len(outside)} in all)"
    assert not over, "\n".join(over[:60]) + f"\n({len(over)} in all)"


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_darkmoor_hand_cards_show_their_ability(make_app, size):
    """The hand's cards keep their ability text (cut with an ellipsis when long:
    the hover zoom shows it whole), in both languages, and a full hand lies side by
    side, no card over another's text."""
    for language in ("en", "es"):
        app, drive = make_app(size=size, language=language)
        app.open_table(darkmoor_session(app))
        drive.step(2)
        table = app.top
        hand = table.session.view()["hand"]
        assert hand
        table.cards._cache.clear()
        widgets.audit_text()
        for uid in hand:
            table.cards.minion(uid, table.L.hand_card)
        records = widgets.audit_text(False)
        texts = [r for r in records if r[0] == "card text"]
        assert len({id(r) for r in texts}) >= len(hand), (size, language)
        assert not widgets.outside(records)
        assert table.L.hand_card[1] >= 0.24 * size[1] - 2
        rects = table.L.hand(len(hand))  # side by side: no card covers another's text
        assert all(a.right < b.x for a, b in zip(rects, rects[1:])), (size, rects)
