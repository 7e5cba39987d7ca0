"""The house on the table: one floor at a time as a board of tiles that pans (drag
the empty board) and zooms (the wheel), the three floors' tabs over it. Tiles with
their doors, the explorers' standees, monsters, haunt tokens and Item Piles; the
legal targets of the standee lit. A part of the table scene."""

from __future__ import annotations

import time
from typing import Any

import pygame

from tabletop.engine.places import Place
from tabletop.games.house.choices import Doorway
from tabletop.games.house.geometry import STEP, turned
from tabletop.games.house.places import STANDEE, Door, Monster, Room
from tabletop.games.house.view import HouseView

from ... import theme
from ...widgets import fit_text, note_text, put_text, rounded, tip
from .figures import Figures

FLOOR_TINT = {"upper": (72, 78, 104), "ground": (92, 76, 58), "basement": (58, 74, 66), "exterior": (62, 84, 52)}
BASE = 118  # a tile's side at zoom 1, scale 1
#: seconds a frame may spend painting tiles (a new floor, a zoom): past it, a tile not
#: painted yet stands in as a copy of another size, or bare, and is painted next frame
#: (the first frame of a new screen paints them all)
PAINT_BUDGET = 0.0015


_PLACED: list = [None, {}]  # the last view read and its map: a frame asks dozens of times


def placed_map(view: HouseView) -> dict[str, tuple]:
    """room -> (floor, x, y, quarters, doors), read once per view."""
    if _PLACED[0] is not view:
        _PLACED[:] = [view, {p[0]: (p[1], p[2], p[3], p[4], tuple(p[5])) for p in view.house.placed}]
    return _PLACED[1]


class HouseBoard:
    def __init__(self, table) -> None:
        self.table = table  # the Betrayal table that owns this part
        self.pan_from: tuple | None = None  # where a pan of the map began
        self.figures = Figures(self)
        self.forget()

    # -- the camera ----------------------------------------------------------------------------

    def forget(self) -> None:
        """A new size: the cameras fit again and the tiles are painted again."""
        self.cams: dict[str, list[float]] = {}  # floor -> [centre x, centre y, zoom]
        self.panned: set[str] = set()  # floors the person moved by hand: no more auto-fitting
        self.forget_tiles()

    def forget_tiles(self) -> None:
        """New words or colours: the tiles (and the figures' cards) are painted again."""
        self._tiles: dict[tuple, pygame.Surface] = {}
        self._painted: dict[str, pygame.Surface] = {}  # each room's tile painted last (_stand_in)
        self._paint_until: float | None = None  # while the house is drawn: the frame's painting deadline
        self._first = True  # the first frame after a new size or new words paints every tile (a new screen)
        self.figures.forget()

    def tile_px(self) -> int:
        return max(24, int(BASE * self.table.L.scale * self.cam()[2]))

    def cam(self, floor: str | None = None) -> list[float]:
        floor = floor or self.table.floor
        if floor not in self.cams:
            self.cams[floor] = self.fit(floor)
        return self.cams[floor]

    def fit(self, floor: str) -> list[float]:
        cells = [(p[1], p[2]) for p in placed_map(self.table.session.seen()).values() if p[0] == floor]
        if not cells:
            return [0.0, 0.0, 1.0]
        xs, ys = [c[0] for c in cells], [c[1] for c in cells]
        # the rooms and, round them, a row of doorways to explore ("?") and a margin
        span_x, span_y = max(xs) - min(xs) + 2.4, max(ys) - min(ys) + 2.4
        base, m = BASE * self.table.L.scale, self.table.L.map
        centre = ((max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2)

        def fitted(area: pygame.Rect) -> tuple[float, pygame.Rect, float, float]:
            """The zoom fitting the floor in `area`, its tiles' rect there, and the camera."""
            # a small floor is drawn large (its names and pictures read from across the table), up to 2x
            zoom = max(0.35, min(2.0, area.width / (span_x * base), area.height / (span_y * base)))
            tp = base * zoom
            tiles = pygame.Rect(0, 0, (span_x - 1.4) * tp, (span_y - 1.4) * tp)
            tiles.center = area.center
            return zoom, tiles, centre[0] - (area.centerx - m.centerx) / tp, centre[1] - (area.centery - m.centery) / tp

        # under the moves-left hint in the map's corner: a top row of doorways ("?") clear of it
        hint = int(40 * self.table.L.type)
        free = pygame.Rect(m.x, m.y + hint, m.width, m.height - hint)
        zoom, tiles, cx, cy = fitted(free)
        panel = self.table.haunt_panel.rect if self.table.session.seen().haunt is not None else None
        if panel is not None and panel.height and panel.colliderect(tiles):
            # the haunt panel lies over the map's top right: the floor goes beside it or below
            # it, whichever draws it larger
            beside = pygame.Rect(free.x, free.y, panel.x - free.x, free.height)
            below = pygame.Rect(m.x, panel.bottom, m.width, m.bottom - panel.bottom)
            zoom, tiles, cx, cy = max((fitted(a) for a in (beside, below) if a.width > 0 and a.height > 0),
                                      key=lambda f: f[0])
        return [cx, cy, zoom]

    def refit(self) -> None:
        for floor in self.table.kit.floors:
            if floor not in self.panned:
                self.cams[floor] = self.fit(floor)

    def cell_rect(self, x: float, y: float, floor: str | None = None) -> pygame.Rect:
        cx, cy, _ = self.cam(floor)
        tp = self.tile_px()
        m = self.table.L.map
        left = m.centerx + (x - cx) * tp - tp / 2
        top = m.centery + (y - cy) * tp - tp / 2
        return pygame.Rect(round(left), round(top), tp, tp)

    def cell_at(self, pos) -> tuple[int, int] | None:
        if not self.table.L.map.collidepoint(pos):
            return None
        cx, cy, _ = self.cam()
        tp = self.tile_px()
        x = (pos[0] - self.table.L.map.centerx) / tp + cx
        y = (pos[1] - self.table.L.map.centery) / tp + cy
        return round(x), round(y)

    def room_at(self, pos, view: HouseView) -> str | None:
        cell = self.cell_at(pos)
        if cell is None:
            return None
        for room, p in placed_map(view).items():
            if p[0] == self.table.floor and (p[1], p[2]) == cell:
                return room
        return None

    def zoom_map(self, pos, factor: float) -> None:
        cam = self.cam()
        tp = self.tile_px()
        wx = (pos[0] - self.table.L.map.centerx) / tp + cam[0]
        wy = (pos[1] - self.table.L.map.centery) / tp + cam[1]
        cam[2] = max(0.3, min(3.0, cam[2] * factor))
        tp = self.tile_px()
        cam[0] = wx - (pos[0] - self.table.L.map.centerx) / tp
        cam[1] = wy - (pos[1] - self.table.L.map.centery) / tp
        self.panned.add(self.table.floor)

    def pan(self, dx: float, dy: float) -> None:
        cam = self.cam()
        tp = self.tile_px()
        cam[0] -= dx / tp
        cam[1] -= dy / tp
        self.panned.add(self.table.floor)

    def show_floor(self, floor: str) -> None:
        if floor in self.table.kit.floors:
            self.table.floor = floor

    def room_floor(self, view: HouseView, room: str) -> str | None:
        p = placed_map(view).get(room)
        return p[0] if p else None

    # -- painting a tile --------------------------------------------------------------------------

    def tile_data(self, room: str):
        """The room or tile as the rules see it (Legacy: with its stickers)."""
        return self.table.kit.rooms.get(room)

    def tile_image(self, room: str, doors: tuple, floor: str, size: int, lit_doors: tuple = (),
                   rows: int = 3) -> pygame.Surface:
        """A room's tile, its name on at most `rows` lines (the rest cut: see name_rows)."""
        key = (room, doors, size, lit_doors, self.table.app.t.language, rows)
        image = self._tiles.get(key)
        if image is not None:
            return image
        if self._paint_until is not None and time.perf_counter() > self._paint_until:
            return self._stand_in(room, floor, size)
        if len(self._tiles) > 400:
            self._tiles.clear()
        # the picture, frame, doorways and marks are painted once per room, doors and size;
        # a variant (doors lit for a move, a name on fewer lines, a language) is finished on a copy
        base_key = ("base", room, doors, size, floor)
        base = self._tiles.get(base_key)
        if base is None:
            base = self._tiles[base_key] = paint_tile(self.table.app.assets, self.table.kit.prefix, room,
                                                      self.tile_data(room), doors, floor, size)
        image = base.copy()
        finish_tile(image, self.table.app.assets, self.table.names.room(room), doors, lit_doors, rows)
        self._tiles[key] = self._painted[room] = image
        return image

    def _stand_in(self, room: str, floor: str, size: int) -> pygame.Surface:
        """For one frame, while tiles wait their turn to be painted: the room's tile
        last painted, at this size (roughly scaled), or its floor's colour."""
        last = self._painted.get(room)
        if last is not None:
            return pygame.transform.scale(last, (size, size))
        bare = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.rect(bare, FLOOR_TINT.get(floor, (80, 80, 80)), bare.get_rect(), border_radius=max(3, size // 14))
        return bare

    def name_lines(self, room: str, size: int, rows: int = 3) -> tuple[list[str], int, int]:
        """The room's name as a tile of `size` prints it (name_lines below)."""
        return name_lines(self.table.app.assets, self.table.names.room(room), size, rows)

    def name_rows(self, view: HouseView, room: str, cell: pygame.Rect) -> int:
        """How many lines a room's name may take on its tile: fewer than three where
        the pieces in the room or the chips at its foot need the room (a small tile);
        its tooltip says it whole."""
        font_size = max(9, cell.width // 9)
        pieces = 14 if self._things_in(view, room) else 0
        room_left = self._foot_top(view, room, cell) - (cell.y + _floor_box(cell.width).y + 4) - pieces
        return max(1, min(3, room_left // (font_size + 2)))

    def _draw_closed_doors(self, surface, view: HouseView, placed, tp: int) -> None:
        """An open door onto a floor (a region) no tile left fits is shut for good: a dark
        bar across it, and under the pointer the reason (the model's list, closed_doors)."""
        words = None
        for spot in view.closed_doors:
            room, _, side = spot.partition(":")
            where = placed.get(room)
            if where is None or where[0] != self.table.floor:
                continue
            if words is None:
                words = self.table.app.t(f"betrayal.ui.door_shut_{self.table.floor}")
            rect = self.cell_rect(where[1], where[2])
            door_w, door_d = tp // 3, max(5, tp // 8)
            bar = pygame.Rect(0, 0, door_w, door_d) if side in "ns" else pygame.Rect(0, 0, door_d, door_w)
            bar.center = {"n": rect.midtop, "s": rect.midbottom, "w": rect.midleft, "e": rect.midright}[side]
            rounded(surface, bar, (34, 28, 30), (96, 84, 76), 1, 3)
            inner = bar.inflate(-4, -4)
            pygame.draw.line(surface, (150, 120, 110), inner.topleft, inner.bottomright, max(1, tp // 60))
            pygame.draw.line(surface, (150, 120, 110), inner.bottomleft, inner.topright, max(1, tp // 60))
            tip(bar.clip(self.table.L.map), words)

    # -- what is on the board ------------------------------------------------------------------------

    def _things_in(self, view: HouseView, room: str) -> list[tuple[str, Any]]:
        """The standees and monsters in `room`: ("seat", s) and ("monster", k)."""
        things: list[tuple[str, Any]] = []
        for s, r in enumerate(view.room):
            if r == room and view.alive[s] and s not in view.exited:
                things.append(("seat", s))
        for k, m in enumerate(view.monsters):
            if m.alive and m.room == room:
                things.append(("monster", k))
        return things

    def piece_rect(self, view: HouseView, room: str, thing: tuple[str, Any]) -> pygame.Rect | None:
        p = placed_map(view).get(room)
        if p is None:
            return None
        cell = self.cell_rect(p[1], p[2], p[0])
        things = self._things_in(view, room)
        i = things.index(thing) if thing in things else 0
        n = max(1, len(things))
        cols = 1 if n == 1 else 2 if n <= 4 else 3
        rows = (n + cols - 1) // cols
        # between the room's name and the chips at its foot, so that neither is covered
        top = cell.y + self.name_lines(room, cell.width, self.name_rows(view, room, cell))[2] + 2
        bottom = self._foot_top(view, room, cell)
        size = max(12, min(int(cell.width * (0.34 if cols <= 2 else 0.26)), (bottom - top - 3 * (rows - 1)) // rows))
        row, col = divmod(i, cols)
        x0 = cell.centerx - (cols * size + (cols - 1) * 3) // 2
        y0 = max(cell.y + 2, (top + bottom) // 2 - (rows * size + (rows - 1) * 3) // 2)
        return pygame.Rect(x0 + col * (size + 3), y0 + row * (size + 3), size, size)

    def standee_rect(self, view: HouseView, seat: int) -> pygame.Rect | None:
        return self.piece_rect(view, view.room[seat], ("seat", seat))

    def paint_standee(self, surface, view: HouseView, seat: int, rect: pygame.Rect, lit: bool = False) -> None:
        self.figures.paint_standee(surface, view, seat, rect, lit)

    def paint_monster(self, surface, view: HouseView, k: int, rect: pygame.Rect, lit: bool = False) -> None:
        self.figures.paint_monster(surface, view, k, rect, lit)

    def _dragged(self, thing) -> bool:
        drag = self.table.drag_drop.drag
        if drag is None:
            return False
        return thing == ("seat", drag[1]) if drag[0] == "standee" else thing == tuple(drag)

    def _orderable(self, view: HouseView) -> set[int]:
        """The monsters the traitor's player may drag now (a monster turn by orders)."""
        p = view.pending
        if self.table.read_only or p is None or p["kind"] != "monsters" or not self.table.sheet.mine(view):
            return set()
        return {a.source.number for a in self.table.session.legal_actions() if type(a.source) is Monster}

    # -- drawing the board -----------------------------------------------------------------------------

    def targets(self) -> set[Place]:
        """Where the person's standee may go now, lit before it is picked up as while it
        is dragged: every room reachable this turn, the doors, the opponents."""
        if self.table.read_only or not self.table.sheet.mine():
            return set()
        return self.table.standee_lit(self.table.session.seen())

    def map_panel(self) -> tuple:
        """The board under the house, for the table's backdrop (painted once, not each frame)."""
        return ("map", self.table.L.map, (None,),
                lambda surface: rounded(surface, self.table.L.map, (18, 16, 22), theme.PANEL_EDGE, 2, 10))

    def draw_house(self, surface, view: HouseView) -> None:
        m = self.table.L.map
        clip = surface.get_clip()
        surface.set_clip(m.inflate(-4, -4))
        tp = self.tile_px()
        hidden = self.table.hidden()
        placed = placed_map(view)
        lit = self.table.drag_targets if self.table.drag_drop.drag is not None else self.targets()
        mine = self.table.sheet.mine()
        pending = view.pending
        self._paint_until = None if self._first else time.perf_counter() + PAINT_BUDGET
        self._first = False
        for room, (floor, x, y, q, doors) in placed.items():
            if floor != self.table.floor or f"tile:{room}" in hidden:
                continue
            rect = self.cell_rect(x, y)
            if not rect.colliderect(m):
                continue
            rows = self.name_rows(view, room, rect)
            surface.blit(self.tile_image(room, doors, floor, tp, rows=rows), rect)
            name = _floor_box(tp).move(rect.topleft)
            name.height = self.name_lines(room, tp, rows)[2] - _floor_box(tp).y
            note_text("room name", name.clip(m), name.clip(m))  # printed on the tile: for the audit
            if rows < 3:  # maybe shortened for the pieces: the name whole under the pointer
                tip(name.clip(m), self.table.names.room(room))
            if Room(room) in lit:
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(-2, -2), max(2, tp // 26), border_radius=8)
            self._draw_room_extras(surface, view, room, rect)
        self._paint_until = None
        # open doors of the acting explorer's room: where a tile may be discovered
        seat = view.active
        here = view.room[seat] if 0 <= seat < len(view.room) else None
        if here in placed and placed[here][0] == self.table.floor:
            _, x, y, _, doors = placed[here]
            for side in doors:
                if Door(side) in lit:
                    dx, dy = STEP[side]
                    r = self.cell_rect(x + dx, y + dy).inflate(-tp // 8, -tp // 8)
                    rounded(surface, r, (60, 52, 30), theme.HIGHLIGHT, max(2, tp // 30), 8)
                    q = self.table.app.assets.text("?", max(12, tp // 3), theme.HIGHLIGHT, bold=True)
                    put_text(surface, q, r, "open door", "center")
        self._draw_closed_doors(surface, view, placed, tp)
        if pending is not None and pending["kind"] == "turn_tile" and pending.get("floor") == self.table.floor:
            self._draw_turning(surface, view, pending)
        if pending is not None and pending["kind"] == "elevator" and self.table.lift_preview:
            self._draw_lift_spot(surface, view, self.table.lift_preview)
        orderable = self._orderable(view) if self.table.drag_drop.drag is None else set()
        for room, (floor, *_rest) in placed.items():
            if floor != self.table.floor:
                continue
            for thing in self._things_in(view, room):
                key = f"standee:{thing[1]}" if thing[0] == "seat" else f"monster:{thing[1]}"
                if key in hidden or self._dragged(thing):
                    continue
                rect = self.piece_rect(view, room, thing)
                if rect is None or not rect.colliderect(m):
                    continue
                if thing[0] == "seat":
                    can = mine and thing[1] == seat and bool(self.targets()) and self.table.drag_drop.drag is None
                    self.paint_standee(surface, view, thing[1], rect, lit=can)
                else:
                    self.paint_monster(surface, view, thing[1], rect, lit=thing[1] in orderable)
        surface.set_clip(clip)
        self._draw_map_hint(surface, view)

    def _foot(self, view: HouseView, room: str) -> tuple[list[tuple[str, str]], str | None]:
        """What a tile shows at its foot: chips (icon, words) for its tokens and Item
        Pile, and the floor its stairs lead to."""
        chips = [("token", self.table.names.token(t)) for t in (view.tokens.get(room) or [])]
        pile = view.piles.get(room) or []
        if pile:
            chips.append(("pile", self.table.app.t("betrayal.ui.pile_short", n=len(pile))))
        links = [a if b == room else b for a, b in view.house.links if room in (a, b)]
        other = [r for r in links if self.room_floor(view, r) not in (None, self.room_floor(view, room))]
        return chips, self.room_floor(view, other[0]) if other else None

    def _foot_top(self, view: HouseView, room: str, rect: pygame.Rect) -> int:
        """The top of the tile's foot row, above the marks printed at the floor's foot
        (the floor's foot when nothing is there)."""
        chips, floor = self._foot(view, room)
        tp = rect.width
        marks = rect.y + _floor_box(tp).bottom - _mark_side(tp) - 1
        return marks if not chips and floor is None else marks - max(9, tp // 10) - 3

    def _draw_room_extras(self, surface, view: HouseView, room, rect) -> None:
        """Tokens, the Item Pile and the stairs' mark on a tile, in one row at its foot:
        the stairs' floor at the right, the chips in the room left of it (cut to fit,
        their whole words under the pointer)."""
        assets, tp = self.table.app.assets, rect.width
        chips, floor = self._foot(view, room)
        size = max(9, tp // 10)
        row = pygame.Rect(rect.x + max(6, tp // 9), self._foot_top(view, room, rect), 0, size + 2)
        row.width = rect.right - max(4, tp // 12) - row.x
        if floor is not None:
            mark = fit_text(assets, "⇅ " + self.table.names.floor(floor), max(8, tp // 11),
                            row.width // 2 if chips else row.width,
                            theme.HIGHLIGHT, bold=True, smallest=8)
            put_text(surface, mark, row, "stairs floor", "midright")
            row.width -= mark.get_width() + 4
        x = row.x
        for icon, words in chips[:3]:
            room_left = row.right - x - 6 - size
            if room_left < 3 * size:
                break
            image = fit_text(assets, words, size, room_left, (24, 20, 16), bold=True, smallest=8)
            box = image.get_rect(midleft=(x, row.centery)).inflate(6 + size, 2)
            box.x = x
            rounded(surface, box, (226, 206, 150), (60, 40, 20), 1, 4)
            surface.blit(assets.scaled(f"betrayal/icons/{icon}", (size, size)), (box.x + 2, box.centery - size // 2))
            put_text(surface, image, box.inflate(-size, 0).move(size // 2, 0), "token chip", "center")
            x = box.right + 3

    def _draw_turning(self, surface, view: HouseView, pending) -> None:
        """The tile in hand over its cell, turned as the hovered (or first) option says."""
        turn = self.table.turn_preview if self.table.turn_preview is not None else int(pending["options"][0])
        data = self.table.kit.rooms.get(pending["tile"])
        if data is None:
            return
        doors = turned(data.doors, turn)
        rect = self.cell_rect(pending["x"], pending["y"])
        back = {"n": "s", "s": "n", "e": "w", "w": "e"}
        placed = placed_map(view)
        here = placed.get(view.room[pending["seat"]])
        lit_door = ()
        if here is not None:
            dx, dy = pending["x"] - here[1], pending["y"] - here[2]
            side = next((s for s, d in STEP.items() if d == (dx, dy)), None)
            if side:
                lit_door = (back[side],)
        image = self.tile_image(pending["tile"], doors, pending["floor"], rect.width, lit_doors=lit_door)
        surface.blit(image, rect)
        pygame.draw.rect(surface, theme.HIGHLIGHT, rect, 3, border_radius=8)

    def _draw_lift_spot(self, surface, view: HouseView, spot: Doorway) -> None:
        """Where the elevator would stop for the hovered option: the cell beyond the
        room's open side, outlined, with the room's door lit."""
        p = placed_map(view).get(spot.room)
        if p is None or p[0] != self.table.floor:
            return
        dx, dy = STEP[spot.side]
        rect = self.cell_rect(p[1] + dx, p[2] + dy).inflate(-6, -6)
        rounded(surface, rect, (60, 52, 30), theme.HIGHLIGHT, 3, 8)
        mark = self.table.app.assets.text("⇅", max(14, rect.width // 3), theme.HIGHLIGHT, bold=True)
        put_text(surface, mark, rect, "lift spot", "center")

    def _draw_map_hint(self, surface, view: HouseView) -> None:
        """The moves left, over the map's corner."""
        m = self.table.L.map
        p = view.pending
        if p is None or p["kind"] not in ("explore", "monsters"):
            return
        seat = p["seat"]
        if p["kind"] == "explore" and p.get("for_side"):  # a dead traitor's turn: no figure to move
            return
        if p["kind"] == "monsters":  # each monster still to act, with its spaces left
            left = (view.haunt or {}).get("monster_moves") or {}
            kinds = [m.kind for m in view.monsters]
            words = "  ·  ".join(self.table.app.t("betrayal.ui.monster_moves", n=n,
                                                  monster=f"{self.table.names.monster(kinds[int(k)])} {int(k) + 1}")
                                 for k, n in left.items() if n is not None and int(k) < len(kinds))
        else:
            words = self.table.app.t("betrayal.ui.moves_left", name=self.table.name(seat), count=view.moves_left)
        if not words:
            return
        image = fit_text(self.table.app.assets, words, int(15 * self.table.L.type), m.width - 30, theme.TEXT,
                         bold=True)
        box = image.get_rect(topleft=(m.x + 10, m.y + 8)).inflate(14, 8)
        box.topleft = (m.x + 8, m.y + 8)
        rounded(surface, box, (26, 22, 30), theme.ACCENT_DARK, 2, 8)
        put_text(surface, image, box, "map hint", "center")


#: the light of each floor over a room's picture (a room that may lie on several
#: floors is painted once: the floor it lies on tints it)
FLOOR_LIGHT = {"upper": (232, 238, 255), "ground": (255, 248, 236), "basement": (234, 248, 234),
               "exterior": (238, 242, 255)}
DOOR_LIGHT = (255, 214, 140)  # the lamplight of the room beyond an open door


def paint_tile(assets, game: str, room: str, data, doors: tuple, floor: str, size: int) -> pygame.Surface:
    """A room's tile of `size` but its name (finish_tile): its picture
    (sprites/<game>/rooms/<room>.png) lit by the floor it lies on, in a frame of the
    floor's colour; its open doors; and at its foot the icons of its card symbols
    (left) and of its printed features (right). Without `data` (an unknown room) the
    floor alone."""
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    tint = FLOOR_TINT.get(floor, (80, 80, 80))
    if data is not None and data.outside:
        tint = FLOOR_TINT["exterior"]
    edge = max(2, size // 40)
    radius = max(3, size // 14)
    pygame.draw.rect(image, tint, image.get_rect(), border_radius=radius)
    body = image.get_rect().inflate(-2 * edge, -2 * edge)
    if data is not None:
        picture = assets.scaled(f"{game}/rooms/{room}", body.size).copy()
        picture.fill(FLOOR_LIGHT.get(floor, (255, 255, 255)), special_flags=pygame.BLEND_RGB_MULT)
        grade = pygame.Surface(body.size, pygame.SRCALPHA)  # one floor's tiles in one light
        grade.fill((*tint, 30))
        picture.blit(grade, (0, 0))
        mask = pygame.Surface(body.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(2, radius - edge))
        shaped = pygame.Surface(body.size, pygame.SRCALPHA)
        shaped.blit(picture, (0, 0))
        shaped.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        image.blit(shaped, body)
    else:
        pygame.draw.rect(image, theme.mix(tint, (20, 18, 24), 0.35), body, border_radius=radius)
    pygame.draw.rect(image, theme.mix(tint, (0, 0, 0), 0.45), image.get_rect(), 1, border_radius=radius)
    _paint_doors(image, doors, size)
    if data is not None:
        _paint_marks(image, assets, data, _floor_box(size), size)
    return image


def finish_tile(image: pygame.Surface, assets, name: str, doors: tuple, lit_doors: tuple, rows: int) -> None:
    """A tile painted by paint_tile finished: the doorways a move may go through lit,
    and the room's name, on at most `rows` lines, on a dark strip at the top."""
    size = image.get_width()
    _paint_door_frames(image, [side for side in doors if side in lit_doors], size, lit=True)
    box = _floor_box(size)
    lines, font_size, bottom = name_lines(assets, name, size, rows)
    strip = pygame.Rect(box.x - 2, box.y, box.width + 4, bottom - box.y + 2)
    band = pygame.Surface(strip.size, pygame.SRCALPHA)
    pygame.draw.rect(band, (16, 12, 16, 190), band.get_rect(), border_radius=max(2, size // 24))
    image.blit(band, strip)
    y = box.y + 4
    for line in lines:
        text = fit_text(assets, line, font_size, box.width - 6, theme.TEXT, bold=True, smallest=8)
        image.blit(text, text.get_rect(midtop=(box.centerx, y)))
        y += font_size + 2


def _door_shape(side: str, size: int):
    """A doorway's measures on a tile of `size` (width, depth, jamb, sill, its left and
    right) and `turned(x, y)`: a point drawn as on the north side, put on `side`."""
    w, d = size // 3, max(4, size // 11)

    def turned(x: float, y: float) -> tuple[float, float]:
        return {"n": (x, y), "s": (x, size - y), "w": (y, x), "e": (size - y, x)}[side]

    return w, d, max(2, size // 40), max(2, size // 36), size / 2 - w / 2, size / 2 + w / 2, turned


def _paint_doors(image: pygame.Surface, doors: tuple, size: int) -> None:
    """Each open doorway: the light of the room beyond spilling in across the floor
    (fading as it reaches in), and its frame (_paint_door_frames)."""
    for reach in (0.13, 0.08, 0.04):
        spill = pygame.Surface((size, size), pygame.SRCALPHA)
        for side in doors:
            w, d, jamb, _, left, right, turned = _door_shape(side, size)
            pygame.draw.polygon(spill, (*DOOR_LIGHT, 17), [turned(left + jamb, d), turned(right - jamb, d),
                                                           turned(right + w * reach, d + size * reach),
                                                           turned(left - w * reach, d + size * reach)])
        image.blit(spill, (0, 0))
    _paint_door_frames(image, doors, size, lit=False)


def _paint_door_frames(image: pygame.Surface, doors, size: int, lit: bool) -> None:
    """Each doorway's gap through the wall, dark jambs either side and a threshold at
    the tile's edge; `lit`: in the highlight, where a move may go through."""
    light = theme.HIGHLIGHT if lit else DOOR_LIGHT
    for side in doors:
        w, d, jamb, sill, left, right, turned = _door_shape(side, size)

        def quad(x0: float, y0: float, x1: float, y1: float) -> list:
            return [turned(x0, y0), turned(x1, y0), turned(x1, y1), turned(x0, y1)]

        pygame.draw.polygon(image, light, quad(left + jamb, 0, right - jamb, d))
        pygame.draw.polygon(image, theme.mix(light, (255, 255, 255), 0.4),
                            quad(left + 2 * jamb, sill, right - 2 * jamb, d - jamb))
        pygame.draw.polygon(image, (34, 24, 18), quad(left, 0, left + jamb, d))
        pygame.draw.polygon(image, (34, 24, 18), quad(right - jamb, 0, right, d))
        pygame.draw.polygon(image, theme.HIGHLIGHT if lit else (150, 112, 64), quad(left, 0, right, sill))


def _mark_side(size: int) -> int:
    """The side of an icon printed at a tile's foot."""
    return max(8, size // 9)


def _paint_marks(image: pygame.Surface, assets, room, box: pygame.Rect, size: int) -> None:
    """The card symbols left to right from the tile's left foot, and Legacy's printed
    features (secret passage, obstacles, ghost circles, runestones) right to left from
    its right foot, as small icons (House on the Hill's rooms have no features)."""
    side = _mark_side(size)
    y = box.bottom - side - 1
    x = box.x + 2
    for sym in room.symbols:
        if sym in ("omen", "event", "item"):
            image.blit(assets.scaled(f"betrayal/icons/{sym}", (side, side)), (x, y))
            x += side + 1
    small, large = room.obstacles
    marks = (["passage"] if room.passage else []) + ["obstacle_large"] * large + ["obstacle"] * small \
        + ["ghost"] * room.ghosts + ["runestone"] * room.runestones
    right = box.right - 2
    for mark in marks[:max(0, (right - x) // (side + 1))]:
        right -= side
        image.blit(assets.scaled(f"betrayal/icons/{mark}", (side, side)), (right, y))
        right -= 1


def name_lines(assets, name: str, size: int, rows: int = 3) -> tuple[list[str], int, int]:
    """A room's name as a tile of `size` prints it: its lines (`rows` at most, the
    last holding the rest, which the tile shrinks or cuts to fit), their type size,
    and the height on the tile under the last line."""
    font_size = max(9, size // 9)
    box = _floor_box(size)
    lines = assets.wrap(name, font_size, box.width - 6, bold=True)
    if len(lines) > rows:
        lines = lines[:rows - 1] + [" ".join(lines[rows - 1:])]
    return lines, font_size, box.y + 4 + len(lines) * (font_size + 2)


def _floor_box(size: int) -> pygame.Rect:
    """The floor painted inside a tile of `size` (its name printed at the top)."""
    return pygame.Rect(2, 2, size - 4, size - 4).inflate(-size // 7, -size // 7)
