"""Betrayal Legacy's own, from the player's side on the real loop: F1 help explains
what only Legacy has (ghosts, stickers, obstacles, burying, the Exterior, trait
markers)."""

from __future__ import annotations

import random

import attrs
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


def test_the_year_at_casting_is_the_chapters_year_as_the_story_tells_it(make_app):
    """BL-SETUP.5, BL-D.42: after the prologue (1667), chapter 1's casting says 1689, the
    year its intro begins with and the campaign screen shows; the one who returns is 22
    years older."""
    from tabletop.client.games.betrayal_legacy.campaign_screen import CampaignScene, year_of
    from tabletop.controller.campaigns.betrayal_legacy import play_campaign
    from tabletop.games.betrayal_legacy.campaign import VERSION, Seat, to_data
    from tabletop.games.betrayal_legacy.rules import CONTENT
    from tabletop.persistence.campaigns import CampaignStore
    from tabletop.persistence.paths import campaigns_dir

    app, drive = make_app(size=(1280, 720))
    families = [f.id for f in CONTENT.families][:3]
    campaign, _ = play_campaign(families, ["random"], 5, chapters=1)
    seats = list(campaign.seats)
    seats[0] = Seat("Player 1", "human")
    campaign = attrs.evolve(campaign, seats=tuple(seats))
    store = CampaignStore(campaigns_dir())
    ident = store.create("betrayal_legacy", "Years", to_data(campaign), VERSION)
    app.push(CampaignScene(app, store, ident))
    drive.step(2)
    drive.click(app.top.buttons[0].rect.center)  # begin chapter 1: who is at the table tonight
    drive.click(app.top.go.rect.center)
    drive.click(app.top.buttons[0].rect.center)  # "I am Player 1"
    assert drive.scenes()[-1] == "CastForm"
    story = CONTENT.chapters[1]
    year = int(story.intro.split(".")[0])
    assert year == 1689 == year_of(1)
    assert str(year) in app.top.hint() and str(year + story.years) not in app.top.hint()
