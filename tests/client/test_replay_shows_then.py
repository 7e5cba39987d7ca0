"""The replay shows the game as it was at each step (issue 24 §5): no bot is
"thinking" in it, and no deck shows empty that was not empty then."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop import games
from tabletop.client.scenes.replay import ReplayScene
from tabletop.persistence import SeatInfo

GAMES = ("darkmoor", "prophecy", "betrayal", "comanauts")


def texts_drawn(app) -> list[str]:
    """Every text the next frames draw (the assets' text images are made from them)."""
    drawn: list[str] = []
    make = app.assets.text

    def text(words, *args, **kwargs):
        drawn.append(words)
        return make(words, *args, **kwargs)

    app.assets.text = text
    return drawn


@pytest.mark.parametrize("name", GAMES)
def test_the_replay_shows_no_bot_thinking_nor_an_empty_deck(make_app, name):
    app, drive = make_app(size=(1600, 900))
    state = games.get(name).new_game(3, 4, {})
    rng = random.Random(1)
    for _ in range(30):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    seats = [SeatInfo("Ann"), SeatInfo("Bot 1", "random"), SeatInfo("Bot 2", "random")]
    app.push(ReplayScene(app, state, seats))
    drive.step(2)
    scene = app.top
    drawn = texts_drawn(app)
    thinking = app.t("table.thinking", name="Bot 1").replace("Bot 1", "")
    for _ in range(scene.total):
        drive.key(pygame.K_RIGHT, frames=1)
        app.draw()
        assert not any(thinking in words for words in drawn), scene.step
        if name == "darkmoor":  # nobody's own deck is seen in a replay: none shows empty
            assert not any(words.startswith(app.t("darkmoor.ui.deck") + ":") for words in drawn)
        drawn.clear()
