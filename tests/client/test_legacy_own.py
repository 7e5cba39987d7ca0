"""Betrayal Legacy's own, from the player's side on the real loop: F1 help explains
what only Legacy has (ghosts, stickers, obstacles, burying, the Exterior, trait
markers)."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop import games


def _legacy_table(app, drive, seed=3):
    from tabletop.controller.session import Session
    from tabletop.persistence import SeatInfo

    state = games.get("betrayal_legacy").new_game(3, seed, {})
    rng = random.Random(seed)
    for _ in range(6):
        state.apply(rng.choice(state.legal_actions()))
    app.open_table(Session(state, [SeatInfo(f"P{i + 1}", "human" if i == 0 else "random") for i in range(3)], None))
    drive.step(3)
    return app.top


@pytest.mark.parametrize("language", ["en", "es"])
def test_f1_on_a_legacy_table_explains_what_only_legacy_has(make_app, language):
    from tabletop.client.scenes.help import HelpScene

    from test_text_fits import texts_outside

    app, drive = make_app(size=(1024, 600), language=language)
    _legacy_table(app, drive)
    drive.key(pygame.K_F1)
    assert isinstance(app.top, HelpScene)
    _, legend = app.top.rows()
    said = " ".join(text for _, _, text in legend)
    for part in ("ghost", "passage", "obstacle", "runestone", "stickers", "bury", "exterior", "markers"):
        assert app.t(f"betrayal_legacy.help.{part}") in said
    drive.step(2)
    assert texts_outside(app) == []
