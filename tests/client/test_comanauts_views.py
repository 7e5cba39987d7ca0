"""Comanauts' client pieces on their own (SDL's dummy video driver): the map view's
zoom, pan and hit tests on every Adventure Book page, its drawing, the sprites that
build_scripts/draw_comanauts.py writes, the dice roll animation and the book page."""

from __future__ import annotations

import math

import pygame
import pytest

from tabletop.client import resources
from tabletop.client.assets import Assets
from tabletop.client.games.comanauts import dicetray
from tabletop.client.games.comanauts.bookpage import BookPage
from tabletop.client.games.comanauts.mapstrokes import hostile_art, id_art
from tabletop.client.games.comanauts.mapview import MAX_ZOOM, MIN_ZOOM, MapView
from tabletop.client.input import Gesture, InputTranslator
from tabletop.games.comanauts import pages
from tabletop.games.comanauts.cards import load_cards
from tabletop.games.comanauts.dice import KINDS
from tabletop.games.comanauts.story import load_story

PAGES = [pages.load_page(path) for path in sorted(pages.PAGES.glob("*.toml"))]
PAGE_IDS = [p.comazone for p in PAGES]
SPRITES = resources.sprites() / "comanauts"


@pytest.fixture
def screen():
    pygame.display.init()
    pygame.font.init()
    surface = pygame.display.set_mode((1000, 700))
    yield surface
    pygame.display.quit()


def close(a, b, eps=1e-6) -> bool:
    return math.isclose(a[0], b[0], abs_tol=eps) and math.isclose(a[1], b[1], abs_tol=eps)


def view_of(page, rect=(20, 30, 1000, 560)) -> MapView:
    view = MapView(page, Assets())
    view.set_rect(pygame.Rect(rect))
    view.fit()
    return view


# -- the map view: zoom, pan, hit tests ---------------------------------------------------


@pytest.mark.parametrize("page", PAGES, ids=PAGE_IDS)
def test_to_map_undoes_to_screen_after_fit_zoom_and_pan(page):
    view = view_of(page)
    points = [p for s in view.spaces.values() for p in s.points]
    for step in ("fit", "zoom", "pan", "zoom out", "pan back"):
        if step == "zoom":
            view.zoom_at((400, 300), 1.7)
        elif step == "pan":
            view.pan(37, -21)
        elif step == "zoom out":
            view.zoom_at((700, 200), 0.6)
        elif step == "pan back":
            view.pan(-120, 80)
        for p in points:
            assert close(view.to_map(view.to_screen(p)), p), (step, p)


def test_fit_shows_the_whole_map_inside_the_rect():
    view = view_of(PAGES[0])
    x0, y0, x1, y1 = view.bounds
    for corner in ((x0, y0), (x1, y1)):
        assert view.rect.collidepoint(view.to_screen(corner))


def test_zoom_keeps_the_point_under_the_cursor_and_is_clamped():
    view = view_of(PAGES[0])
    fit = view.zoom
    cursor = view.rect.center
    anchor = view.to_map(cursor)
    view.zoom_at(cursor, 1.4)
    assert view.zoom == pytest.approx(fit * 1.4)
    assert close(view.to_map(cursor), anchor, 1e-6)
    for _ in range(30):
        view.zoom_at(cursor, 1.5)
    assert view.zoom == pytest.approx(fit * MAX_ZOOM)
    for _ in range(30):
        view.zoom_at(cursor, 0.5)
    assert view.zoom == pytest.approx(fit * MIN_ZOOM)
    view.fit()
    assert view.zoom == pytest.approx(fit)


def test_pan_moves_the_map_and_cannot_lose_it():
    view = view_of(PAGES[0])
    view.zoom_at(view.rect.center, 2.0)
    before = view.to_screen((600, 400))
    view.pan(30, -20)
    after = view.to_screen((600, 400))
    assert close((after[0] - before[0], after[1] - before[1]), (30, -20))
    view.pan(100000, 100000)  # far away: the map still covers the middle of the view
    x0, y0, x1, y1 = view.bounds
    cx, cy = view.to_map(view.rect.center)
    assert x0 <= cx <= x1 and y0 <= cy <= y1


def test_wheel_gesture_zooms_and_a_right_drag_pans():
    view = view_of(PAGES[0])
    fit = view.zoom
    assert view.handle(Gesture("wheel", pos=view.rect.center, amount=2))
    assert view.zoom == pytest.approx(fit * 1.15 ** 2)
    assert not view.handle(Gesture("wheel", pos=(view.rect.right + 50, 5), amount=1))  # outside the view
    start = view.to_screen((600, 400))
    x, y = view.rect.center
    view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=3))
    view.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(x + 40, y + 25), rel=(40, 25), buttons=(0, 0, 1)))
    view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x + 40, y + 25), button=3))
    moved = view.to_screen((600, 400))
    assert close((moved[0] - start[0], moved[1] - start[1]), (40, 25))
    assert view.dragged and not view.panning
    assert view.handle(Gesture("key", key=pygame.K_HOME))
    assert view.zoom == pytest.approx(fit)


@pytest.mark.parametrize("page", PAGES, ids=PAGE_IDS)
def test_space_at_and_point_at_find_every_standee_point(page):
    view = view_of(page)
    for zoom in (1.0, 2.2):
        view.fit()
        view.zoom_at(view.rect.center, zoom)
        for sid, space in view.spaces.items():
            for i, point in enumerate(space.points):
                pos = view.to_screen(point)
                if not view.rect.collidepoint(pos):
                    continue
                assert view.space_at(pos) == sid
                assert view.point_at(pos) == (sid, i)
    assert view.space_at((view.rect.x - 5, view.rect.y - 5)) is None


@pytest.mark.parametrize("page", PAGES, ids=PAGE_IDS)
def test_draw_runs_on_every_page_and_shows_the_standees(screen, page):
    view = view_of(page, (0, 0, 1000, 600))
    sids = [s.id for s in page.space]
    tokens = {sids[0]: ["search", "search", "insight", "objective", "door", "fire"], sids[1]: ["safe"]}
    standees = [
        {"id": "a", "art": "ransom", "space": page.avatar_start, "point": 0, "radius": 14.0, "ring": (200, 60, 60),
         "label": "Ana", "dim": False},
        {"id": "h", "art": "cellar_creeper", "space": page.enemy_starts[0], "point": 1, "radius": 16.0, "ring": None,
         "label": None, "dim": True},
        {"id": "c", "art": "inner_child", "space": sids[-1], "point": 2, "radius": 12.0, "ring": None, "label": None,
         "dim": False},
    ]
    screen.fill((255, 0, 255))
    view.draw(screen, tokens, standees, lit_spaces=[sids[2]], lit_points=[(sids[3], 0)], hover=sids[4])
    view.draw(screen, tokens, standees, lit_spaces=[sids[2]], lit_points=[(sids[3], 0)], hover=(sids[4], 1))
    assert screen.get_at((500, 300))[:3] != (255, 0, 255)  # the map covers its rect
    for s in standees:
        at = view.to_screen(view.spaces[s["space"]].points[s["point"]])
        assert screen.get_at((round(at[0]), round(at[1])))[:3] != (255, 0, 255)  # a sprite, not the missing one
    view.zoom_at((500, 300), 2.5)
    view.pan(-200, 120)
    view.draw(screen, tokens, standees)


def test_colour_blind_palette_repaints_the_lines(screen):
    view = view_of(PAGES[0], (0, 0, 1000, 600))
    view.draw(screen, {}, [])
    view.colour_blind = True
    view.draw(screen, {}, [])
    assert view.colour_blind


# -- the sprites ------------------------------------------------------------------------


def _size(path) -> tuple[int, int]:
    return pygame.image.load(str(path)).get_size()


def test_every_standee_has_a_sprite():
    cards = load_cards()
    story = load_story()
    wanted = {a.art_ref for a in cards.avatars}
    assert len(wanted) == 22
    hostiles = {hostile_art(h) for h in cards.hostiles}
    assert len(hostiles) == 30
    ids = {id_art(e, story.entities) for e in story.entities}
    assert "fear" in ids and not any(i.startswith("fear_copy") for i in ids)
    for name in wanted | hostiles | ids | {"inner_child"}:
        path = SPRITES / "standees" / f"{name}.png"
        assert path.exists(), name
        assert _size(path) == (96, 96)


def test_every_die_face_token_and_texture_has_a_sprite():
    for kind in KINDS:
        for face in range(1, 7):
            path = SPRITES / "dice" / f"{kind}_{face}.png"
            assert path.exists() and _size(path) == (64, 64), path.name
    for name in ("clarity", "insight", "life", "search", "objective", "suspicious", "door", "fire", "safe", "hostile",
                 "bookkeeper", "poi", "rabbit_hole", *pages.TOKENS):
        path = SPRITES / "tokens" / f"{name}.png"
        assert path.exists() and _size(path) == (48, 48), name
    for colour in ("red", "green", "yellow", "blue", "purple", "white", "threat"):
        assert (SPRITES / "symbols" / f"{colour}.png").exists()
    assert _size(SPRITES / "map_paper.png") == (512, 512)


# -- dice ---------------------------------------------------------------------------------


@pytest.mark.parametrize("kind", KINDS)
def test_a_roll_tumbles_and_lands_on_its_final_face(screen, kind):
    assets = Assets()
    for final in range(1, 7):
        roll = dicetray.RollAnimation(kind, final, (100, 500), (600, 300), duration=0.8)
        seen = set()
        positions = []
        done = False
        for _ in range(200):
            done = roll.update(1 / 60)
            seen.add(roll.face)
            positions.append(roll.position())
            roll.draw(screen, assets)
            if done:
                break
        assert done and roll.done
        assert roll.face == final
        assert len(seen) >= 3  # it tumbled through other faces
        assert close(positions[-1], (600, 300), 1e-6)
        assert roll.angle() == pytest.approx(0.0)


def test_a_roll_is_the_same_in_any_frame_steps():
    a = dicetray.RollAnimation("red", 4, (0, 0), (300, 0), duration=1.0)
    b = dicetray.RollAnimation("red", 4, (0, 0), (300, 0), duration=1.0)
    a.update(0.5)
    for _ in range(10):
        b.update(0.05)
    assert a.face == b.face and close(a.position(), b.position())


def test_draw_die_blits_the_face(screen):
    assets = Assets()
    screen.fill((0, 0, 0))
    rect = dicetray.draw_die(screen, assets, "yellow", 5, (100, 100), 56, highlight=True)
    assert rect.collidepoint(100, 100)
    assert screen.get_at((100, 100))[:3] != (0, 0, 0)
    dicetray.draw_die(screen, assets, "threat", 2, (200, 100), 40, dim=True, angle=30)
    assert len(dicetray.row_centres((500, 100), 4, 56)) == 4


# -- the book page -------------------------------------------------------------------------


def test_book_page_returns_the_clicked_option(screen):
    assets = Assets()
    entry = next(e for e in PAGES[0].entry if e.text)
    page = BookPage("An entry", entry.text, ["First", "Second", "Third"], caption="Page 1")
    page.draw(screen, assets)
    assert len(page.buttons) == 3
    assert all(page.rect.contains(b) for b in page.buttons)
    translator = InputTranslator()
    target = page.buttons[1].center
    chosen = []
    for event in (pygame.event.Event(pygame.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(0, 0, 0)),
                  pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=target, button=1),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=target, button=1)):
        for gesture in translator.feed(event):
            result = page.handle(gesture)
            if result is not None:
                chosen.append(result)
    assert chosen == [1]
    assert page.hover == 1
    assert page.handle(Gesture("click", pos=(2, 2))) is None  # off the buttons
    assert page.handle(Gesture("key", key=pygame.K_3)) == 2
    assert page.handle(Gesture("key", key=pygame.K_6)) is None  # no sixth option


def test_book_page_with_one_option_takes_enter_and_scrolls_long_text(screen):
    assets = Assets()
    long_text = "\n\n".join(e.text for e in PAGES[0].entry[:8])
    page = BookPage("A long entry", long_text, ["Go on"])
    page.draw(screen, assets)
    assert page.handle(Gesture("key", key=pygame.K_RETURN)) == 0
    assert page.rect.height <= screen.get_height()
    page.handle(Gesture("wheel", pos=page.rect.center, amount=-3))
    assert page.scroll > 0
    page.draw(screen, assets)
