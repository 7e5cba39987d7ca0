"""One Adventure Book page's map on screen: zoom, pan, hit tests and drawing.

The map is drawn in two layers. The static layer (the paper, each space's tint and
name, the borders, the printed symbols) is painted once per zoom level in tiles of
TILE pixels and cached, so a frame only blits the visible tiles; the dynamic layer
(tokens, standees, highlights) is drawn over it every frame from cached images.
The strokes and small pictures both layers are made of are in mapstrokes.py.
After a zoom, new tiles are painted a few per frame (PAINT_BUDGET) while a scaled
whole-map overview stands in for the rest; `pending` is True while that lasts.

Standees are drawn at their base radius (map units) times the zoom, from
sprites/comanauts/standees/<art>.png, whose base disc is STANDEE_DISC of the
image's width in radius. Borders: dotted = light dashes; white = thick white wall;
red/green/yellow/blue = a thick line in that colour with its colour-blind symbol
along it (sprites/comanauts/symbols/), in the Okabe-Ito palette when
`colour_blind` is set. Printed marks sit at each space's bottom right (avatar
start, enemy start, point of interest, rabbit hole, search spot); tokens at its
bottom left; its name in small capitals at its top left.

Coordinates: map units are the page's own (pages.build_map); `zoom` is screen
pixels per map unit and `offset` is where the map's origin sits relative to
`rect.topleft`. `fit()` shows the whole map; the zoom is kept between 0.5 and 3
times the fitting zoom.

Input: `handle(gesture)` takes the wheel (zoom around the cursor), arrow keys (pan),
+/- (zoom) and Home (fit). Right- and middle-button drags are not gestures (the
input translator turns a right press into "context"), so a scene passes raw pygame
events to `handle_event(event)` for panning; `dragged` then tells it that the last
right press became a pan rather than a context click.
"""

from __future__ import annotations

import math
import time
import zlib
from collections import OrderedDict
from typing import Iterable, Sequence

import pygame

from tabletop.games.comanauts import pages
from tabletop.games.comanauts.geometry import MapGeometry, Space

from ... import theme
from ...assets import Assets, display_format
from ...widgets import put_text
from .pieces import space_name
from .mapstrokes import (along, bbox, dashes, disc, display_format_opaque, draw_small_caps, merge_borders,
                         polyline, shade, small_caps_width, touches, trim, wrap_words)

Point = tuple[float, float]


def map_type() -> float:
    """How much the Text size setting enlarges the names drawn on the map: half as much
    as elsewhere, in proportion (150% -> about 122%)."""
    return theme.text_size ** 0.5

STANDEE_DISC = 38 / 96  # the base disc's radius in a standee image, as a share of its width
STANDEE_DROP = 1 / 96  # the disc's centre sits this share of the width above the image's centre
TILE = 512  # static-layer tile size in pixels
MAX_TILES = 48  # cached tiles over all zoom levels (a 512 tile is 1 MB)
PAINT_BUDGET = 0.004  # seconds per frame for painting new tiles; the overview stands in for the rest
PAD = 24.0  # map units of border around the spaces (for the outer walls' thickness)
MIN_ZOOM, MAX_ZOOM = 0.5, 3.0  # times the fitting zoom
WHEEL_STEP = 1.15
KEY_PAN = 80  # pixels per arrow key press
DRAG_THRESHOLD = 4

LINE_COLOURS = {
    False: {"red": (222, 64, 56), "green": (58, 178, 90), "yellow": (240, 200, 56), "blue": (66, 128, 236)},
    True: {"red": (213, 94, 0), "green": (0, 158, 115), "yellow": (240, 228, 66), "blue": (0, 114, 178)},  # Okabe-Ito
}
VOID = (7, 10, 18)
WALL = (246, 248, 252)
DOTTED = (196, 222, 232)
LABEL = (232, 236, 222)
LIT = (120, 232, 255)  # not the app's gold highlight, which a yellow line would hide
SPACE_TINTS = [(120, 170, 255), (130, 240, 220), (190, 150, 255), (255, 214, 160), (150, 214, 255), (170, 240, 170),
               (255, 170, 200), (220, 230, 140)]


class MapView:
    def __init__(self, page: pages.Page, assets: Assets) -> None:
        self.page = page
        self.assets = assets
        spaces, borders = pages.build_map(page)
        self.geometry = MapGeometry(spaces, borders)
        self.spaces: dict[str, Space] = {s.id: s for s in spaces}
        self.specs = {s.id: s for s in page.space}
        self.strokes = merge_borders(borders)
        xs = [x for s in spaces for x, _ in s.polygon]
        ys = [y for s in spaces for _, y in s.polygon]
        self.bounds = (min(xs), min(ys), max(xs), max(ys))
        self.zoom = 1.0
        self.offset = (0.0, 0.0)
        self._rect = pygame.Rect(0, 0, 800, 560)
        self._colour_blind = False
        self._tiles: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._labels: dict[tuple, pygame.Surface] = {}
        self._images: dict[tuple, pygame.Surface] = {}
        self._drag: tuple[int, int] | None = None
        self.panning = False
        self.dragged = False
        self.pending = False  # some tiles still show the overview: keep drawing frames
        self._taken: list[pygame.Rect] = []  # this frame's room names, labels and kept-clear rects
        self._queue: list[tuple[str, int, tuple[int, int], float]] = []
        self.label_rects: list[pygame.Rect] = []  # the labels drawn this frame (name and attack labels)
        self.fit()

    # -- the view ---------------------------------------------------------------------

    @property
    def rect(self) -> pygame.Rect:
        return self._rect

    @rect.setter
    def rect(self, rect) -> None:
        self.set_rect(rect)

    def set_rect(self, rect) -> None:
        """Move or resize the view, keeping the relative zoom and the centre of view."""
        rect = pygame.Rect(rect)
        if rect == self._rect:
            return
        old_fit = self.fit_zoom()
        relative = self.zoom / old_fit if old_fit else 1.0
        centre = self.to_map(self._rect.center)
        self._rect = rect
        self.zoom = self.fit_zoom() * max(MIN_ZOOM, min(MAX_ZOOM, relative))
        self._centre_on(centre)

    @property
    def colour_blind(self) -> bool:
        return self._colour_blind

    @colour_blind.setter
    def colour_blind(self, value: bool) -> None:
        if value != self._colour_blind:
            self._colour_blind = value
            self._tiles.clear()
            self._images = {k: v for k, v in self._images.items() if k[0] != "overview"}

    def fit_zoom(self) -> float:
        x0, y0, x1, y1 = self.bounds
        margin = 12
        return max(0.01, min((self._rect.w - 2 * margin) / (x1 - x0), (self._rect.h - 2 * margin) / (y1 - y0)))

    def fit(self) -> None:
        """Show the whole map, centred."""
        x0, y0, x1, y1 = self.bounds
        self.zoom = self.fit_zoom()
        self._centre_on(((x0 + x1) / 2, (y0 + y1) / 2))

    def _centre_on(self, point: Point) -> None:
        self.offset = (self._rect.w / 2 - point[0] * self.zoom, self._rect.h / 2 - point[1] * self.zoom)
        self._clamp()

    def to_screen(self, point: Point) -> tuple[float, float]:
        return (self._rect.x + self.offset[0] + point[0] * self.zoom,
                self._rect.y + self.offset[1] + point[1] * self.zoom)

    def to_map(self, pos) -> tuple[float, float]:
        return ((pos[0] - self._rect.x - self.offset[0]) / self.zoom,
                (pos[1] - self._rect.y - self.offset[1]) / self.zoom)

    def zoom_at(self, pos, factor: float) -> None:
        """Zoom by `factor`, keeping the map point under `pos` where it is."""
        fit = self.fit_zoom()
        target = max(fit * MIN_ZOOM, min(fit * MAX_ZOOM, self.zoom * factor))
        if abs(target - self.zoom) < 1e-9:
            return
        anchor = self.to_map(pos)
        self.zoom = target
        self.offset = (pos[0] - self._rect.x - anchor[0] * target, pos[1] - self._rect.y - anchor[1] * target)
        self._clamp()

    def pan(self, dx: float, dy: float) -> None:
        self.offset = (self.offset[0] + dx, self.offset[1] + dy)
        self._clamp()

    def _clamp(self) -> None:
        """Some of the map always covers the middle of the view."""
        x0, y0, x1, y1 = self.bounds
        z = self.zoom
        cx, cy = self._rect.w / 2, self._rect.h / 2
        ox = min(max(self.offset[0], cx - x1 * z), cx - x0 * z)
        oy = min(max(self.offset[1], cy - y1 * z), cy - y0 * z)
        self.offset = (ox, oy)

    # -- hit tests --------------------------------------------------------------------

    def space_at(self, pos) -> str | None:
        if not self._rect.collidepoint(pos):
            return None
        return self.geometry.space_at(self.to_map(pos))

    def point_at(self, pos) -> tuple[str, int] | None:
        """The standee point nearest the cursor in the space under it."""
        sid = self.space_at(pos)
        if sid is None:
            return None
        x, y = self.to_map(pos)
        points = self.spaces[sid].points
        best = min(range(len(points)), key=lambda i: (points[i][0] - x) ** 2 + (points[i][1] - y) ** 2)
        return sid, best

    # -- input ------------------------------------------------------------------------

    def handle(self, g) -> bool:
        """Wheel, arrow keys, +/- and Home; True when the gesture was the map's."""
        if g.kind == "wheel" and self._rect.collidepoint(g.pos):
            self.zoom_at(g.pos, WHEEL_STEP ** g.amount)
            return True
        if g.kind == "key":
            moves = {pygame.K_LEFT: (KEY_PAN, 0), pygame.K_RIGHT: (-KEY_PAN, 0),
                     pygame.K_UP: (0, KEY_PAN), pygame.K_DOWN: (0, -KEY_PAN)}
            if g.key in moves:
                self.pan(*moves[g.key])
                return True
            if g.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
                self.zoom_at(self._rect.center, WHEEL_STEP)
                return True
            if g.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
                self.zoom_at(self._rect.center, 1 / WHEEL_STEP)
                return True
            if g.key == pygame.K_HOME:
                self.fit()
                return True
        return False

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Pan with a right or middle drag (raw events; see the module's doc)."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (2, 3) and self._rect.collidepoint(event.pos):
            self._drag = event.pos
            self.panning = False
            self.dragged = False
            return event.button == 2
        if event.type == pygame.MOUSEMOTION and self._drag is not None:
            if not self.panning:
                dx, dy = event.pos[0] - self._drag[0], event.pos[1] - self._drag[1]
                if dx * dx + dy * dy < DRAG_THRESHOLD * DRAG_THRESHOLD:
                    return True
                self.panning = self.dragged = True
                self.pan(dx, dy)
            else:
                self.pan(event.pos[0] - self._drag[0], event.pos[1] - self._drag[1])
            self._drag = event.pos
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button in (2, 3) and self._drag is not None:
            self._drag = None
            was = self.panning
            self.panning = False
            return was
        return False

    # -- drawing ----------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, tokens: dict[str, Sequence[str]], standees: Sequence[dict],
             lit_spaces: Iterable[str] = (), lit_points: Iterable[tuple[str, int]] = (), hover=None,
             avoid: Iterable = (), labels: bool = True) -> None:
        """The map into `rect`. tokens: space id -> token names; standees: dicts with
        id, art, space, point, radius (map units), ring (rgb or None), label, dim.
        hover: a space id, or (space id, point index), or None. avoid: screen rects
        the standees' labels keep clear of (besides the rooms' names). labels: False
        leaves the labels for `draw_labels`, so that what a caller draws over the
        standees stays under them."""
        self._taken = self.name_rects() + [pygame.Rect(r) for r in avoid]
        self._queue = []
        self.label_rects = []
        clip = surface.get_clip()
        surface.set_clip(self._rect.clip(clip) if clip else self._rect)
        self.pending = False
        self._blit_tiles(surface)  # the tiles cover the whole view
        t = pygame.time.get_ticks() / 1000.0
        pulse = 0.5 + 0.5 * math.sin(t * 4.0)
        for sid in lit_spaces:
            if sid in self.spaces:
                self._draw_lit_space(surface, sid, pulse)
        if isinstance(hover, str) and hover in self.spaces:
            self._draw_outline(surface, hover, (255, 255, 255), 90, 2)
        for sid, names in tokens.items():
            if names and sid in self.spaces:
                self._draw_tokens(surface, sid, names)
        for sid, index in lit_points:
            self._draw_point_ring(surface, sid, index, LIT, pulse)
        if isinstance(hover, tuple) and len(hover) == 2:
            self._draw_point_ring(surface, hover[0], hover[1], (255, 255, 255), 0.5)
        placed = []
        for s in standees:
            space = self.spaces.get(s.get("space"))
            if space is None or not space.points:
                continue
            point = space.points[max(0, min(len(space.points) - 1, int(s.get("point", 0))))]
            placed.append((point[1], point[0], s, point))
        covered = [self._draw_standee(surface, s, point) for _y, _x, s, point in sorted(placed, key=lambda item: item[:2])]
        for label, rect in self._names():  # a room's name stays readable over a standee
            if rect.collidelist(covered) >= 0:
                surface.blit(label, rect)
        if labels:
            self._draw_queued(surface)
        surface.set_clip(clip)

    def draw_labels(self, surface: pygame.Surface) -> None:
        """The standees' name labels held back by `draw(labels=False)`."""
        clip = surface.get_clip()
        surface.set_clip(self._rect.clip(clip) if clip else self._rect)
        self._draw_queued(surface)
        surface.set_clip(clip)

    def _draw_queued(self, surface: pygame.Surface) -> None:
        for text, size, centre, reach in self._queue:
            image = self.assets.text(text, size, (255, 250, 240), bold=True)
            box = self.place_label(image.get_rect().inflate(8, 2).size, centre, reach)
            if box is not None:  # else no room: the name shows in the standee's tooltip
                surface.blit(self.assets.glow(box.size, (8, 8, 14, 190)), box)
                put_text(surface, image, box, "standee name", "center")
        self._queue = []

    # -- labels that keep clear of each other ----------------------------------------

    def name_rects(self) -> list[pygame.Rect]:
        """The screen rects of the rooms' names (painted into the static layer by
        _paint_names, from the same placement) that show in the view."""
        return [rect for _, rect in self._names()]

    def _names(self) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """The rooms' names that show in the view: (image, screen rect)."""
        z = self.zoom
        size = self._label_size(z)
        pad = max(4, round(7 * z))
        ox, oy = self._layer_origin()
        found = []
        for sid in self.specs:
            x0, y0, x1, y1 = bbox(self.spaces[sid].polygon)
            left, top = self._layer_pos((x0, y0), (0, 0), z)
            width = (x1 - x0) * z - 2 * pad - max(4, round(8 * z)) / 2 - 4
            label = self._label(space_name(self.page.comazone, sid), size, max(20, int(width)))
            rect = label.get_rect(topleft=(ox + round(left + pad), oy + round(top + pad * 0.7)))
            if rect.colliderect(self._rect):
                found.append((label, rect))
        return found

    def place_label(self, size: tuple[int, int], centre, reach: float,
                    order: Sequence[str] = ("below", "above", "right", "left")) -> pygame.Rect | None:
        """The first free spot for a label of `size` beside a standee at `centre`
        (`reach` pixels from it) that is inside the view and clear of the rooms'
        names, the other labels and the kept-clear rects; None when none is. The
        spot is taken for the rest of the frame."""
        cx, cy = round(centre[0]), round(centre[1])
        gap = round(reach) + 3
        w, h = size
        for side in order:
            if side in ("below", "above"):
                y = cy + gap if side == "below" else cy - gap - h
                # centred, then leaning right, then left (off the neighbours' names)
                xs = (cx - w // 2, cx - round(reach), cx + round(reach) - w)
                spots = [pygame.Rect(x, y, w, h) for x in xs]
            else:
                x = cx + gap if side == "right" else cx - gap - w
                spots = [pygame.Rect(x, y, w, h) for y in (cy - h // 2, cy - round(reach), cy + round(reach) - h)]
            for spot in spots:
                slid = spot.clamp(self._rect)  # near an edge: slid in along it, never over the standee
                if side in ("below", "above"):
                    spot.x = slid.x
                else:
                    spot.y = slid.y
                if self._rect.contains(spot) and spot.collidelist(self._taken) < 0:
                    self._taken.append(spot)
                    self.label_rects.append(spot)
                    return spot
        return None

    # static layer ------------------------------------------------------------------

    def _layer_origin(self) -> tuple[int, int]:
        """Screen position of the static layer's top-left pixel."""
        x0, y0 = self.bounds[0] - PAD, self.bounds[1] - PAD
        return (self._rect.x + round(self.offset[0] + x0 * self.zoom),
                self._rect.y + round(self.offset[1] + y0 * self.zoom))

    def _zoom_key(self) -> tuple:
        return (round(self.zoom, 5), self._colour_blind, theme.text_size)

    def _blit_tiles(self, surface: pygame.Surface) -> None:
        """The static layer's tiles over the view; the layer has no edge (tiles past
        the map hold only the void), so the paper's grain runs on everywhere. New
        tiles are painted within a time budget per frame; until they are ready a
        whole-map overview, scaled, stands in for them, so zooming never stalls."""
        ox, oy = self._layer_origin()
        area = self._rect
        key = self._zoom_key()
        overview = self._overview_layer()
        budget = time.perf_counter() + PAINT_BUDGET
        blits = []
        missing = False
        for ty in range((area.top - oy) // TILE, (area.bottom - 1 - oy) // TILE + 1):
            for tx in range((area.left - ox) // TILE, (area.right - 1 - ox) // TILE + 1):
                full = (key, tx, ty)
                tile = self._tiles.get(full)
                if tile is not None:
                    self._tiles.move_to_end(full)
                elif time.perf_counter() < budget:
                    tile = self._tiles[full] = self._paint_tile(tx, ty, self.zoom)
                    while len(self._tiles) > MAX_TILES:
                        self._tiles.popitem(last=False)
                else:
                    missing = True
                    continue
                blits.append((tile, (ox + tx * TILE, oy + ty * TILE)))
        if missing:
            self.pending = True
            self._stand_in(surface, overview, (ox, oy))
        surface.blits(blits, doreturn=False)

    def _overview_layer(self) -> tuple[pygame.Surface, float]:
        """The whole static layer at about the fitting zoom, painted once (from its
        tiles) to stand in for tiles not painted yet."""
        key = ("overview", self._colour_blind)
        found = self._images.get(key)
        if found is None:
            x0, y0, x1, y1 = self.bounds
            z = min(self.fit_zoom(), 1600 / (x1 - x0 + 2 * PAD))
            w = math.ceil((x1 - x0 + 2 * PAD) * z)
            h = math.ceil((y1 - y0 + 2 * PAD) * z)
            layer = pygame.Surface((w, h))
            for ty in range((h + TILE - 1) // TILE):
                for tx in range((w + TILE - 1) // TILE):
                    tile = self._paint_tile(tx, ty, z)
                    layer.blit(tile, (tx * TILE, ty * TILE))
                    if abs(z - self.zoom) < 1e-9:  # the view is at this zoom: keep the tiles too
                        self._tiles[(self._zoom_key(), tx, ty)] = tile
            found = self._images[key] = (display_format_opaque(layer), z)
        return found

    def _stand_in(self, surface: pygame.Surface, overview, origin) -> None:
        """The overview, scaled to the current zoom, over the whole view (one scale
        per frame, whatever the number of missing tiles)."""
        layer, z = overview
        k = z / self.zoom
        view = self._rect
        src = pygame.Rect(math.floor((view.x - origin[0]) * k), math.floor((view.y - origin[1]) * k),
                          math.ceil(view.w * k) + 2, math.ceil(view.h * k) + 2)
        part = src.clip(layer.get_rect())
        surface.fill(VOID, view)
        if part.w and part.h:
            scaled = pygame.transform.scale(layer.subsurface(part), (round(part.w / k), round(part.h / k)))
            surface.blit(scaled, (origin[0] + round(part.x / k), origin[1] + round(part.y / k)))

    def _layer_pos(self, point: Point, shift: tuple[float, float], z: float) -> tuple[float, float]:
        """A map point in a tile's own pixels at zoom z (shift = the tile's offset in the layer)."""
        return ((point[0] - self.bounds[0] + PAD) * z - shift[0], (point[1] - self.bounds[1] + PAD) * z - shift[1])

    def _paint_tile(self, tx: int, ty: int, z: float) -> pygame.Surface:
        """One tile of the static layer, painted with a margin so that the blurred
        shading matches across tile edges, then cropped. Few full-tile passes: the
        paper, one overlay (the void and every space's tint), one blurred shade (the
        spaces' inner edges and the lines' shadows, drawn small and scaled up), then
        lines, marks and names, each only where it touches the tile."""
        margin = 24
        size = TILE + 2 * margin
        shift = (tx * TILE - margin, ty * TILE - margin)
        area = pygame.Rect(0, 0, size, size)
        canvas = pygame.Surface((size, size))
        paper = self.assets.image("comanauts/map_paper")
        pw, ph = paper.get_size()
        canvas.blits([(paper, (x, y)) for y in range(-(shift[1] % ph), size, ph)
                      for x in range(-(shift[0] % pw), size, pw)], doreturn=False)
        polys = {}
        for sid, space in self.spaces.items():
            pts = [self._layer_pos(p, shift, z) for p in space.polygon]
            if touches(pts, area, 0):
                polys[sid] = pts
        overlay = pygame.Surface((size, size), pygame.SRCALPHA)
        overlay.fill(VOID + (215,))
        for sid, pts in polys.items():  # pygame.draw writes alpha as given: this cuts the void
            pygame.draw.polygon(overlay, SPACE_TINTS[zlib.crc32(sid.encode()) % len(SPACE_TINTS)] + (26,), pts)
        canvas.blit(overlay, (0, 0))
        strokes = []
        reach = max(8, round(10 * z))
        for kind, path in self.strokes:
            pts = [self._layer_pos(p, shift, z) for p in path]
            if touches(pts, area, reach):
                strokes.append((kind, pts))
        k = max(2, round(6 * z))
        small_n = max(2, size // k)
        shade = pygame.Surface((small_n, small_n), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 0))
        f = small_n / size
        for pts in polys.values():
            pygame.draw.polygon(shade, (0, 0, 0, 120), [(x * f, y * f) for x, y in pts], max(1, round(16 * z * f)))
        for kind, pts in strokes:
            if kind != "dotted":
                polyline(shade, (0, 0, 0, 170), [(x * f, y * f + 1) for x, y in pts], max(1, round(12 * z * f)))
        canvas.blit(pygame.transform.smoothscale(shade, (size, size)), (0, 0))
        self._paint_borders(canvas, strokes, z)
        self._paint_symbols(canvas, shift, area, z)
        self._paint_names(canvas, shift, area, z)
        return display_format_opaque(canvas.subsurface((margin, margin, TILE, TILE)).copy())

    def _paint_borders(self, canvas: pygame.Surface, strokes, z: float) -> None:
        colours = LINE_COLOURS[self._colour_blind]
        dash, gap = max(4.0, 11 * z), max(3.0, 8 * z)
        dot_w = max(1, round(2.4 * z))
        wall_w = max(4, round(8 * z))
        line_w = max(3, round(6.5 * z))
        for kind, pts in strokes:
            if kind == "dotted":
                for a, b in dashes(pts, dash, gap):
                    pygame.draw.line(canvas, DOTTED, a, b, dot_w)
        for kind, pts in strokes:
            if kind == "white":
                polyline(canvas, WALL, pts, wall_w)
                polyline(canvas, (196, 208, 226), [(x, y + wall_w * 0.3) for x, y in pts], max(1, wall_w // 4))
            elif kind != "dotted":
                colour = colours[kind]
                polyline(canvas, shade(colour, -0.55), pts, line_w + 2)
                polyline(canvas, colour, pts, line_w)
        # colour-blind marks along the coloured lines
        size = max(14, round(20 * z))
        for kind, pts in strokes:
            if kind in ("dotted", "white"):
                continue
            badge = self._line_badge(kind, size)
            for x, y in along(pts, max(size * 4.0, 130 * z)):
                canvas.blit(badge, (round(x - size / 2), round(y - size / 2)))

    def _line_badge(self, kind: str, size: int) -> pygame.Surface:
        key = ("badge", kind, size, self._colour_blind)
        image = self._images.get(key)
        if image is None:
            colour = LINE_COLOURS[self._colour_blind][kind]
            image = disc(size, colour, shade(colour, -0.6))
            glyph = self.assets.scaled(f"comanauts/symbols/{kind}", (round(size * 0.8), round(size * 0.8)))
            image.blit(glyph, glyph.get_rect(center=(size / 2, size / 2)))
            self._images[key] = image
        return image

    def _icon_size(self, z: float | None = None) -> int:
        # grows with every step of the zoom (a floor and a cap only at the extremes)
        return max(16, min(56, round(12 + 24 * (self.zoom if z is None else z))))

    def _paint_symbols(self, canvas: pygame.Surface, shift, area: pygame.Rect, z: float) -> None:
        """The printed marks, in a row at each space's bottom right: avatar start,
        enemy start, point of interest, rabbit hole, search spot."""
        size = self._icon_size(z)
        gap = max(2, size // 6)
        for sid, spec in self.specs.items():
            marks = []
            if sid == self.page.avatar_start:
                marks.append(self._start_badge(size, False))
            if sid in self.page.enemy_starts:
                marks.append(self._start_badge(size, True))
            if spec.poi:
                marks.append(self.assets.scaled("comanauts/tokens/poi", (size, size)))
            if sid == self.page.rabbit_hole:
                marks.append(self.assets.scaled("comanauts/tokens/rabbit_hole", (size, size)))
            if spec.search:
                marks.append(self._faint("comanauts/tokens/search", size))
            if not marks:
                continue
            x0, y0, x1, y1 = bbox(self.spaces[sid].polygon)
            right, bottom = self._layer_pos((x1, y1), shift, z)
            if not area.colliderect((right - (size + gap) * len(marks), bottom - size - gap, (size + gap) * len(marks),
                                     size + gap)):
                continue
            x = right - gap - size
            for mark in marks:
                canvas.blit(mark, (round(x), round(bottom - gap - size)))
                x -= size + gap

    def _start_badge(self, size: int, enemy: bool) -> pygame.Surface:
        key = ("start", size, enemy)
        image = self._images.get(key)
        if image is None:
            if enemy:
                image = disc(size, (170, 28, 32), (60, 6, 10), ring=(255, 120, 100))
                glyph = self.assets.scaled("comanauts/symbols/threat", (round(size * 0.78), round(size * 0.78)))
                image.blit(glyph, glyph.get_rect(center=(size / 2, size / 2)))
            else:
                image = disc(size, (40, 120, 90), (10, 40, 30), ring=(250, 214, 120))
                big = pygame.Surface((size * 4, size * 4), pygame.SRCALPHA)
                big.fill((0, 0, 0, 0))
                s = size * 4
                pygame.draw.circle(big, (255, 250, 236), (s * 0.5, s * 0.38), s * 0.14)
                pygame.draw.ellipse(big, (255, 250, 236), (s * 0.27, s * 0.55, s * 0.46, s * 0.36))
                image.blit(pygame.transform.smoothscale(big, (size, size)), (0, 0))
            self._images[key] = image
        return image

    def _faint(self, name: str, size: int) -> pygame.Surface:
        key = ("faint", name, size)
        image = self._images.get(key)
        if image is None:
            image = self.assets.scaled(name, (size, size)).copy()
            image.fill((255, 255, 255, 120), special_flags=pygame.BLEND_RGBA_MULT)
            self._images[key] = image
        return image

    def _label_size(self, z: float) -> int:
        """A room's name grows with the zoom (so with the window) and, less, with the
        Text size (the map has its own zoom; a name must not bury the figures in its
        room); it still wraps and shrinks to fit the room (_label)."""
        return min(28, round(max(11, 15 * z) * map_type()))

    def _paint_names(self, canvas: pygame.Surface, shift, area: pygame.Rect, z: float) -> None:
        size = self._label_size(z)
        pad = max(4, round(7 * z))
        for sid, spec in self.specs.items():
            x0, y0, x1, y1 = bbox(self.spaces[sid].polygon)
            left, top = self._layer_pos((x0, y0), shift, z)
            width = (x1 - x0) * z - 2 * pad - max(4, round(8 * z)) / 2 - 4  # clear of the walls
            if left > area.right or top > area.bottom or left + width + 2 * pad < 0:
                continue
            label = self._label(space_name(self.page.comazone, sid), size, max(20, int(width)))
            at = (round(left + pad), round(top + pad * 0.7))
            if area.colliderect(label.get_rect(topleft=at)):
                canvas.blit(label, at)

    def _label(self, text: str, size: int, width: int) -> pygame.Surface:
        """A space's name in small capitals, wrapped to `width`, with a dark halo."""
        key = (text, size, width)
        image = self._labels.get(key)
        if image is None:
            while True:
                lines = wrap_words(text.split(), lambda words: small_caps_width(self.assets, words, size), width)
                widest = max(small_caps_width(self.assets, line, size) for line in lines)
                if widest <= width or size <= 9:
                    break
                size -= 1
            lh = round(size * 1.12)
            w = max(small_caps_width(self.assets, line, size) for line in lines) + 4
            image = pygame.Surface((w, lh * len(lines) + 4), pygame.SRCALPHA)
            image.fill((0, 0, 0, 0))
            for i, line in enumerate(lines):
                for dx, dy, colour in ((1, 1, (0, 0, 0)), (2, 2, (0, 0, 0)), (0, 0, LABEL)):
                    draw_small_caps(self.assets, image, line, size, (1 + dx, 1 + i * lh + dy), colour)
            self._labels[key] = image
        return image

    # dynamic layer -----------------------------------------------------------------

    def _screen(self, point: Point) -> tuple[int, int]:
        x, y = self.to_screen(point)
        return round(x), round(y)

    def _outline(self, sid: str) -> list[tuple[int, int]]:
        return [self._screen(p) for p in self.spaces[sid].polygon]

    def _draw_outline(self, surface, sid: str, colour, alpha: int, width: int) -> None:
        pts = self._outline(sid)
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        box = pygame.Rect(min(xs) - width, min(ys) - width, max(xs) - min(xs) + 2 * width + 1,
                          max(ys) - min(ys) + 2 * width + 1).clip(self._rect.inflate(8, 8))
        if not box.w or not box.h:
            return
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        layer.fill((0, 0, 0, 0))
        pygame.draw.polygon(layer, colour + (alpha,), [(x - box.x, y - box.y) for x, y in pts], width)
        surface.blit(layer, box)

    def _draw_lit_space(self, surface, sid: str, pulse: float) -> None:
        """A glowing fill and outline, from an image cached per zoom."""
        key = ("lit", sid, self._zoom_key())
        image = self._images.get(key)
        if image is None:
            poly = self.spaces[sid].polygon
            x0, y0, x1, y1 = bbox(poly)
            z = self.zoom
            edge = max(3, round(4 * z))
            w, h = math.ceil((x1 - x0) * z) + 2 * edge, math.ceil((y1 - y0) * z) + 2 * edge
            image = pygame.Surface((w, h), pygame.SRCALPHA)
            image.fill((0, 0, 0, 0))
            pts = [((x - x0) * z + edge, (y - y0) * z + edge) for x, y in poly]
            pygame.draw.polygon(image, LIT + (48,), pts)
            glow = pygame.Surface((w, h), pygame.SRCALPHA)
            glow.fill((0, 0, 0, 0))
            pygame.draw.polygon(glow, LIT + (200,), pts, edge * 2)
            small = pygame.transform.smoothscale(glow, (max(2, w // 4), max(2, h // 4)))
            image.blit(pygame.transform.smoothscale(small, (w, h)), (0, 0))
            pygame.draw.polygon(image, LIT + (255,), pts, max(2, edge // 2))
            self._images = trim(self._images)
            image = display_format(image)
            self._images[key] = (image, (x0, y0, edge))
        else:
            image, (x0, y0, edge) = image
        sx, sy = self._screen((x0, y0))
        image.set_alpha(round(150 + 105 * pulse))
        surface.blit(image, (sx - edge, sy - edge))

    def _draw_tokens(self, surface, sid: str, names: Sequence[str]) -> None:
        """Tokens in a row along the bottom left of the space; repeats stack as one
        icon with a count."""
        counts: dict[str, int] = {}
        for name in names:
            counts[name] = counts.get(name, 0) + 1
        size = self._icon_size()
        gap = max(2, size // 6)
        x0, y0, x1, y1 = bbox(self.spaces[sid].polygon)
        left, bottom = self._screen((x0, y1))
        right = self._screen((x1, y1))[0]
        x, y = left + gap, bottom - gap - size
        for name, count in counts.items():
            if x + size > right - gap and x > left + gap:  # the next row up
                x, y = left + gap, y - size - gap
            surface.blit(self.assets.scaled(f"comanauts/tokens/{name}", (size, size)), (x, y))
            if count > 1:
                badge = self._count_badge(count, max(11, size // 2))
                surface.blit(badge, badge.get_rect(center=(x + size - 2, y + 3)))
            x += size + gap

    def _count_badge(self, count: int, size: int) -> pygame.Surface:
        key = ("count", count, size)
        image = self._images.get(key)
        if image is None:
            image = disc(size + 4, (30, 26, 36), (10, 8, 14), ring=(250, 240, 220))
            text = self.assets.text(str(count), max(8, size - 3), (255, 250, 240), bold=True)
            image.blit(text, text.get_rect(center=((size + 4) / 2, (size + 4) / 2)))
            self._images[key] = image
        return image

    def _draw_point_ring(self, surface, sid: str, index: int, colour, pulse: float) -> None:
        space = self.spaces.get(sid)
        if space is None or not (0 <= index < len(space.points)):
            return
        r = max(8, round(17 * self.zoom))
        ring = self._ring(colour, r, max(2, round(r / 6)))
        ring.set_alpha(round(140 + 115 * pulse))
        grow = round(pulse * r * 0.15)
        if grow:
            ring = pygame.transform.smoothscale(ring, (ring.get_width() + 2 * grow, ring.get_height() + 2 * grow))
        surface.blit(ring, ring.get_rect(center=self._screen(space.points[index])))

    def _ring(self, colour, radius: int, width: int) -> pygame.Surface:
        key = ("ring", colour, radius, width)
        image = self._images.get(key)
        if image is None:
            k = 4
            size = (radius + width + 2) * 2
            big = pygame.Surface((size * k, size * k), pygame.SRCALPHA)
            big.fill((0, 0, 0, 0))
            pygame.draw.circle(big, (0, 0, 0, 120), (size * k / 2, size * k / 2 + k), (radius + 1) * k, (width + 2) * k)
            pygame.draw.circle(big, tuple(colour) + (255,), (size * k / 2, size * k / 2), radius * k, width * k)
            self._images[key] = image = pygame.transform.smoothscale(big, (size, size))
        return image

    def _draw_standee(self, surface, s: dict, point: Point) -> pygame.Rect:
        """Draws standee `s` at `point`; returns the rect its picture covers."""
        radius = float(s.get("radius", 14.0)) * self.zoom
        d = max(8, 2 * round(radius / STANDEE_DISC / 2))
        name = f"comanauts/standees/{s.get('art', '')}"
        centre = self._screen(point)
        image = self.assets.scaled(name, (d, d))
        if s.get("dim"):
            key = ("dim", name, d)
            dim = self._images.get(key)
            if dim is None:
                dim = image.copy()
                dim.fill((150, 150, 160, 130), special_flags=pygame.BLEND_RGBA_MULT)
                self._images[key] = dim
            image = dim
        covers = image.get_rect(center=(centre[0], centre[1] + round(d * STANDEE_DROP)))
        surface.blit(image, covers)
        ring = s.get("ring")
        if ring:  # over the base's rim, so the image's shadow cannot hide it
            width = max(2, round(radius * 0.2))
            rr = self._ring(tuple(ring), max(4, round(radius + width / 2)), width)
            surface.blit(rr, rr.get_rect(center=centre))
        label = s.get("label")
        if label:  # drawn after every standee, where it covers no name (place_label)
            size = min(24, round(max(10, 13 * self.zoom) * map_type()))  # as a room's name grows
            self._queue.append((str(label), size, centre, radius * 1.25))
        return covers


# --------------------------------------------------------------------------- standee art

__all__ = ["MapView", "STANDEE_DISC", "LINE_COLOURS", "LIT"]
