"""The house games' figures, from the player's side on the real event loop: every
explorer and monster on a table has a look of its own; resting the pointer on a
monster shows its card (speed, traits, what hurts it); a new turn shows the floor of
the explorer whose turn it is; the figure that moved is marked; an explorer's death is
told on a notice, with what became of their items, and in the log."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop import games
from tabletop.controller.session import Session
from tabletop.persistence import SeatInfo

from seeded_search import find


def open_at(app, drive, state, humans=None):
    from tabletop.client.games.betrayal.table import BetrayalTable

    humans = range(state.seats) if humans is None else humans
    seats = [SeatInfo(f"P{i + 1}", "human" if i in humans else "random") for i in range(state.seats)]
    app.open_table(Session(state, seats, None))
    drive.step(3)
    assert isinstance(app.top, BetrayalTable), drive.scenes()
    return app.top


def haunted(name: str, seats: int, seed: int, number: int):
    """A new seeded game of `name` with haunt `number` begun (seat 0 revealing it)."""
    from tabletop.client.games.betrayal.names import BETRAYAL
    from tabletop.client.games.betrayal_legacy.kit import LEGACY

    kit = BETRAYAL if name == "betrayal" else LEGACY
    omen = next(c for c, d in kit.cards.items() if d.kind in ("non_item", "companion"))
    state = games.get(name).new_game(seats, seed, {})
    state.steps.clear()
    state.pending = None
    state.haunting.start_haunt(number, 0, omen, state.room[0])
    state._run()
    return state


@pytest.mark.parametrize("name", ["betrayal", "betrayal_legacy"])
def test_no_two_figures_on_a_table_look_alike(make_app, name):
    """At the largest table of each game, in the seeded games 1 to 4 with each haunt's
    monsters out, the figures of all the explorers and monsters differ pixel for pixel
    (two players are never both "B", a monster never wears an explorer's look)."""
    from tabletop.engine.views import read

    app, drive = make_app(size=(1280, 720))
    game = games.get(name)
    table = open_at(app, drive, game.new_game(game.max_seats, 1, {}))
    figures = table.house.figures
    view_type = type(table.session.seen())
    numbers = [n for n, h in table.kit.haunts.items() if h.monsters]
    for seed in range(1, 5):
        for number in numbers:
            view = read(view_type, haunted(name, game.max_seats, seed, number).view(0))
            images = [figures.standee(view.explorers[s], figures.explorer_colour(view, s), 40,
                                      traitor=view.side[s] == "traitor") for s in range(view.seats)]
            images += [figures.monster(m.kind, 40, stunned=m.stunned, number=figures.number(view, k))
                       for k, m in enumerate(view.monsters) if m.alive]
            looks = [pygame.image.tobytes(image, "RGBA") for image in images]
            assert len(set(looks)) == len(looks), (seed, number)
            assert all(figures.creature(m.kind) != "betrayal/figures/monster" for m in view.monsters), number


def test_resting_on_a_monster_shows_its_card(make_app):
    """BH-MONSTER.4, BH-D.45: the Gamekeeper's card, shown when the pointer rests on his
    figure (and pinned by a right click), gives his speed and traits and says a Might
    attack hurts him and any damage kills him; in Spanish too."""
    for language, words in (("en", ("Speed", "Attack it with Might", "Damage destroys it")),
                            ("es", ("Velocidad", "Se le ataca con Poder", "El daño lo destruye"))):
        app, drive = make_app(size=(1600, 900), language=language)
        state = find("betrayal", 4, lambda s: s.haunt is not None and any(m["alive"] for m in s.monsters),
                     options={"haunt": 3}, most=900)
        table = open_at(app, drive, state)
        table.reveal.pages = []
        view = table.session.seen()
        keeper = next(k for k, m in enumerate(view.monsters) if m.kind == "gamekeeper")
        table.floor = table.house.room_floor(view, view.monsters[keeper].room)
        drive.step(2)
        shown = []
        image_of = table.zoom.image_of
        table.zoom.image_of = lambda thing: shown.append(thing) or image_of(thing)
        rect = table.house.piece_rect(view, view.monsters[keeper].room, ("monster", keeper))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(1, 1), buttons=(0, 0, 0)))
        drive.step(45)
        assert ("monster", keeper) in shown
        title, _, chips, lines, _ = table.house.figures.monster_facts(view, keeper, view.monster_kinds[0])
        assert title == table.names.monster("gamekeeper")
        said = [label for label, _ in chips] + [w for w, _ in lines]
        assert words[0] in said and words[1] in said and words[2] in said, said
        # a right click pins it (the zoom), as a card's
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=3))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rect.center, button=3))
        drive.step(2)
        assert table.zoom.pinned == ("monster", keeper)


def test_a_new_turn_shows_the_floor_of_its_explorer(make_app):
    """Whatever floor the person looked at, the next turn opens on the floor where its
    explorer stands."""
    def ready(s):
        p = s.pending
        if p is None or p["kind"] != "explore" or "end" not in {str(a) for a in s.legal_actions()}:
            return False
        nxt = (s.active + 1) % s.n
        floor = {r[0]: r[1] for r in s.house_data["placed"]}.get(s.room[nxt])
        return s.alive[nxt] and floor not in (None, "ground")

    app, drive = make_app(size=(1600, 900))
    state = find("betrayal", 3, ready, seeds=range(1, 60), most=300)
    table = open_at(app, drive, state)
    view = table.session.seen()
    nxt = (view.active + 1) % view.seats
    target = table.house.room_floor(view, view.room[nxt])
    other = next(f for f in table.kit.floors if f != target)
    drive.click(table.L.tab(table.kit.floors.index(other)).center)
    assert table.floor == other
    drive.key(pygame.K_RETURN)
    drive.step(10)
    view = table.session.seen()
    assert view.active == nxt and view.pending and view.pending["seat"] == nxt, view.pending
    assert table.floor == target


def test_a_death_is_told_with_what_becomes_of_the_items(make_app):
    """BH-DEATH: seat 1's explorer dies choosing how to take the last damage; a notice
    says who died, and that their items fall there in an Item Pile (the Ritual Spear and
    the Iron Medallion), once; the log says it too."""
    game = games.get("betrayal")
    state = game.new_game(3, 4, {})
    rng = random.Random(4)
    for _ in range(136):
        state.apply(rng.choice(state.legal_actions()))
    killing = rng.choice(state.legal_actions())
    assert str(killing) == "choose value=3-0" and state.to_act == 1
    app, drive = make_app(size=(1600, 900))
    table = open_at(app, drive, state, humans=(1,))
    table.reveal.pages = []
    drive.step(2)
    table.sheet.refresh_buttons()
    button = next(b for a, b in table.buttons if a == killing)
    drive.click(button.rect.center)
    drive.step(4)
    assert table.notice.shown is not None and table.notice.shown[0] == 1
    words = " ".join(table.notice.words(table.notice.shown))
    assert "Ritual Spear" in words and "Iron Medallion" in words and "Item Pile" in words, words
    assert any("Ritual Spear" in line for line, _, _ in table.log_panel.sentences)
    deaths = len(table.notice.fates)
    drive.click(table.L.map.center)  # a click closes it; it does not come back
    drive.step(3)
    assert table.notice.shown is None and len(table.notice.fates) == deaths


def test_the_figure_that_moved_glows_then_keeps_a_mark(make_app):
    """Dragging my standee to a lit room marks it as the figure that moved: it glows
    a moment, then keeps a small mark over it."""
    from tabletop.client import theme
    from tabletop.client.games.betrayal.figures import GLOW
    from tabletop.games.house.places import STANDEE, Room

    app, drive = make_app(size=(1280, 720))
    state = games.get("betrayal").new_game(3, 4, {})
    table = open_at(app, drive, state, humans=(state.active,))
    view = table.session.seen()
    seat = view.pending["seat"]
    assert table.house.figures.moved is None
    lit = table.drag_drop.lit(STANDEE)
    room = sorted(x.room for x in lit if type(x) is Room and table.house.room_floor(view, x.room) == table.floor)[0]
    drive.drag(table.house.standee_rect(view, seat).center, table.beats._room_centre(view, room).center)
    drive.step(3)
    figures = table.house.figures
    assert figures.moved == ("seat", seat) and figures.clock - figures.moved_at < GLOW  # glowing
    drive.step(90)
    assert figures.moved == ("seat", seat) and figures.clock - figures.moved_at > GLOW  # now the mark
    rect = table.house.standee_rect(table.session.seen(), seat)
    mark = app.window.get_at(figures.mark_centre(rect))[:3]
    assert mark == theme.HIGHLIGHT, mark


def test_every_explorer_and_monster_kind_has_its_own_picture():
    """The sprite build drew a portrait of every explorer (every Legacy family) and a
    figure of every monster kind any haunt can put on the map."""
    from tabletop.client import resources
    from tabletop.client.games.betrayal.names import BETRAYAL
    from tabletop.client.games.betrayal_legacy.kit import LEGACY

    for kit in (BETRAYAL, LEGACY):
        folder = resources.sprites() / kit.prefix / "figures"
        missing = [e for e in kit.explorers if not (folder / f"{e}.png").exists()]
        missing += [m.id for h in kit.haunts.values() for m in h.monsters
                    if not (folder / f"monster_{m.id}.png").exists()]
        assert not missing, (kit.prefix, missing)
