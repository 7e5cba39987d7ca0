"""Where things are on the Comanauts table: the dice in the tray and the selection,
the pieces on the map (as shown, which lags behind the model while events play
back), the drop targets of the sheets, the dresser and the action panel, and what
a drop at a point means. Drawing, hit tests, drops and the tests' `locate` all
use these, so they agree. A part of the table scene."""

from __future__ import annotations

import pygame

from tabletop.engine.places import END_TURN, Button, Option, Place
from tabletop.games.comanauts import choices
from tabletop.games.comanauts import library as lib
from tabletop.games.comanauts.places import (ABILITY, EQUIP, SEARCH, TASK, ClarityRoll, Dice, MeleeOn, Point,
                                             RangedOn, SkillTest)
from tabletop.games.comanauts.view import ComanautsView

from .dresser import dresser_targets
from .pieces import kind
from .sheets import sheet_targets

ATTRIBUTES = ("red", "green", "yellow", "blue", "purple")
MIN_STANDEE_PX = 13  # the smallest radius a standee is drawn at, in pixels
BUTTON_PLACES = {"search": SEARCH, "task": TASK, "equip": EQUIP, "ability": ABILITY, "end": END_TURN}
# parts of the dresser a guided game's note points at, which no gesture names
SHOWN_PARTS = {"threat": "track", "pool": "pool"}


class Places:
    def __init__(self, table) -> None:
        self.table = table  # the Comanauts table that owns this part

    def involved(self, view: ComanautsView) -> list[str]:
        """The pieces the pending decision is about (an enemy that attacks or
        hesitates, the avatars it may go after), to keep in view and ring."""
        pending = view.pending or {}
        kind_now = pending.get("kind")
        pieces = []
        for key in ("enemy", "source"):
            card = pending.get(key)
            if isinstance(card, str) and card in view.pos:
                pieces.append(card)
        if kind_now in ("tie_goal", "tie_target", "pick_comanaut"):
            pieces += [f"a:{o}" for o in pending.get("options") or []]
        if kind_now == "defend":
            pieces.append(f"a:{pending['seat']}")
        if kind_now == "push":
            pushes = (choices.push(o) for o in pending.get("options") or [])
            pieces += [push.enemy for push in pushes if isinstance(push, choices.PushTo)]
        return [p for p in dict.fromkeys(pieces) if p in view.pos]

    def involved_points(self, view: ComanautsView) -> list[tuple[float, float]]:
        if self.table.map is None:
            return []
        points = [self.piece_screen(p) for p in self.involved(view)]
        return [p for p in points if p is not None]

    def shown_current(self, view: ComanautsView) -> int:
        """Whose turn the screen shows (it lags behind while events play back)."""
        if self.table.beats.shown.running and self.table.beats.shown.current is not None:
            return self.table.beats.shown.current
        return view.current

    def tray_dice(self, view: ComanautsView | None = None) -> list[str]:
        """The dice in front of the acting comanaut (none while the playback still
        shows an earlier turn)."""
        view = view or self.table.view()
        if not view.sheets or self.shown_current(view) != view.current:
            return []
        return list(view.sheets[view.current].dice)

    def selection_valid(self, key: tuple, view) -> bool:
        if key[0] == "stored":
            return view.sheets[view.current].stored is not None
        dice = self.tray_dice(view)
        return key[1] < len(dice) and kind(dice[key[1]]) in ATTRIBUTES

    def token(self, key: tuple, view) -> str:
        return "stored" if key[0] == "stored" else kind(self.tray_dice(view)[key[1]])

    def source_of(self, keys: list[tuple], view=None) -> Dice | None:
        view = view or self.table.view()
        if not keys:
            return None
        return Dice("+".join(sorted(self.token(k, view) for k in keys)))

    def die_at(self, pos) -> tuple | None:
        view = self.table.view()
        dice = self.tray_dice(view)
        size = self.table.L.die_size
        for i, centre in enumerate(self.table.L.tray_dice(len(dice))):
            if kind(dice[i]) not in ATTRIBUTES:
                continue
            centre = self.die_shown_at(("tray", i), centre)
            if abs(pos[0] - centre[0]) <= size // 2 + 3 and abs(pos[1] - centre[1]) <= size // 2 + 3:
                return ("tray", i)
        current = view.current
        if (view.sheets and view.sheets[current].stored
                and self.table.sheet_parts[current].stored.collidepoint(pos)):
            return ("stored",)
        return None

    def die_shown_at(self, key: tuple, centre):
        if key in self.table.selected:
            return (centre[0], centre[1] - 4)
        return centre

    def lit_targets(self) -> set[Place]:
        """Where the dice being dragged (or the selected ones) may go."""
        keys = self.table.drag_drop.drag["keys"] if self.table.drag_drop.drag else self.table.selected
        if not keys or not self.table.mine():
            return set()
        source = self.source_of(keys)
        return self.table.drag_drop.lit(source)

    def piece_point(self, piece: str) -> list | None:
        """The [space, point] a piece is shown on."""
        if self.table.beats.shown.running:
            return self.table.beats.shown.pos.get(piece)
        return self.table.view().pos.get(piece)

    def point_screen(self, space: str, point: int) -> tuple[float, float] | None:
        if self.table.map is None or space not in self.table.map.spaces:
            return None
        points = self.table.map.spaces[space].points
        return self.table.map.to_screen(points[max(0, min(len(points) - 1, int(point)))])

    def piece_screen(self, piece: str) -> tuple[float, float] | None:
        at = self.piece_point(piece)
        return self.point_screen(*at) if at else None

    def piece_radius(self, piece: str) -> float:
        """A standee's radius on screen, in pixels."""
        if self.table.map is None:
            return 14.0
        return self.display_radius(piece, self.table.view()) * self.table.map.zoom

    def display_radius(self, piece: str, view) -> float:
        """The radius a standee is drawn at, in map units: its base, but never so
        small on screen that it cannot be seen or picked (the whole map at once)."""
        zoom = self.table.map.zoom if self.table.map is not None else 1.0
        least = MIN_STANDEE_PX * (1.25 if not piece.startswith("a:") and piece != "child" else 1.0)
        return max(self._base_radius(piece, view), least / max(zoom, 0.01))

    def _base_radius(self, piece: str, view) -> float:
        if piece.startswith("a:"):
            avatars = view.sheets[int(piece[2:])].avatars
            return lib.AVATARS[avatars[-1]].base_radius if avatars else 14.0
        if piece == "child":
            return 12.0
        return lib.enemy_card(piece).base_radius

    def sheet_rect(self, k: int) -> pygame.Rect:
        return self.table.L.sheet(k)

    def roll_starts(self, k: int, count: int, defend: bool = False) -> list[tuple[int, int]]:
        if defend:
            return [self.table.sheet_parts[k].stored.center] * count
        view = self.table.view()
        if k == view.current:
            return self.table.L.tray_dice(max(count, 1))[:count]
        return [self.sheet_rect(k).center] * count

    def _ui_targets(self, lit: set[Place]) -> list[tuple[pygame.Rect, Place]]:
        """Drop targets off the map, first found first."""
        view = self.table.view()
        found: list[tuple[pygame.Rect, Place]] = []
        for name in ("search", "task", "equip", "test"):
            found.append((self.table.action_buttons[name].rect, self.button_target(name, view)))
        for k, parts in enumerate(self.table.sheet_parts):
            found += sheet_targets(parts, k)
        found += dresser_targets(self.table.dresser_parts, lit)
        return found

    def target_at(self, pos, lit: set[Place]) -> Place | None:
        """What a drop at `pos` means: a place, lit or not, or None."""
        for rect, target in self._ui_targets(lit):
            if rect.collidepoint(pos):
                return target
        if self.table.map is None or not self.table.L.map.collidepoint(pos):
            return None
        # an enemy standee
        for card in [c for c in self.table.view().slots if c]:
            at = self.piece_screen(card)
            if at is None:
                continue
            reach = max(10.0, self.piece_radius(card))
            if (pos[0] - at[0]) ** 2 + (pos[1] - at[1]) ** 2 <= reach * reach:
                melee, ranged = MeleeOn(card), RangedOn(card)
                if ranged in lit and melee not in lit:
                    return ranged
                return melee
        space = self.table.map.space_at(pos)
        if space is None:
            return None
        token = self.search_token_rect(space)
        if token is not None and token.collidepoint(pos):
            return SEARCH  # lit or not: a drop on the token means a search, never a move
        x, y = self.table.map.to_map(pos)
        points = self.table.map.spaces[space].points
        choices = [i for i in range(len(points)) if Point(space, i) in lit] or list(range(len(points)))
        best = min(choices, key=lambda i: (points[i][0] - x) ** 2 + (points[i][1] - y) ** 2)
        return Point(space, best)

    def search_token_rect(self, space: str) -> pygame.Rect | None:
        """Where the map draws a space's search token (its tokens run along the
        bottom left of the space)."""
        view = self.table.view()
        names = view.tokens.get(space) or []
        if "search" not in names or self.table.map is None:
            return None
        order = list(dict.fromkeys(names))
        size = self.table.map._icon_size()
        gap = max(2, size // 6)
        xs = [p[0] for p in self.table.map.spaces[space].polygon]
        ys = [p[1] for p in self.table.map.spaces[space].polygon]
        left, bottom = self.table.map.to_screen((min(xs), max(ys)))
        index = order.index("search")
        return pygame.Rect(round(left) + gap + index * (size + gap), round(bottom) - gap - size, size, size)

    def locate(self, target: Place, source: Place | None = None) -> tuple[int, int] | None:
        """A screen point that performs `target`: a button to click, or a place to
        drop the dice of `source` on. For the tests, and for keyboard help."""
        view = self.table.view()
        page = self.table.current_page()
        if page is not None:
            if isinstance(target, Option) and self.table.choice_page is page:
                index = int(target.value)
                return page.buttons[index].center if index < len(page.buttons) else None
            return page.buttons[0].center if page.buttons else None
        if self.table.picker is not None and isinstance(target, Option):
            return self.table.picker.card_point(target.value)
        if self.table.focus_panel is not None:
            found = self.table.focus_panel.locate(target)
            if found:
                return found
        found = self.table.mat.locate(target) if self.table.mat.buttons else None
        if found:
            return found
        if self.table.decision is not None:
            if target in self.table.decision.map_points:
                space, point = self.table.decision.map_points[target]
                at = self.point_screen(space, point)
                return (round(at[0]), round(at[1])) if at else None
            if self.table.decision.panel is not None:
                found = self.table.decision.panel.locate(target)
                if found:
                    return found
        if source is None:
            name = {END_TURN: "end", ABILITY: "ability"}.get(target)
            return self.table.action_buttons[name].rect.center if name else None
        lit = self.table.drag_drop.lit(source)
        for rect, tg in self._ui_targets(lit):
            if tg == target:
                return rect.center
        if isinstance(target, (MeleeOn, RangedOn)):
            at = self.piece_screen(target.card)
            if at and self.target_at((round(at[0]), round(at[1])), lit) == target:
                return (round(at[0]), round(at[1]))
            return None
        if target == SEARCH:
            here = view.pos.get(f"a:{view.current}")
            rect = self.search_token_rect(here[0]) if here else None
            return rect.center if rect else None
        if isinstance(target, Point):
            at = self.point_screen(target.space, target.point)
            if at is None:
                return None
            # the point itself, or a little off it if a standee covers it
            for dx, dy in ((0, 0), (6, 0), (-6, 0), (0, 6), (0, -6), (10, 10), (-10, 10), (10, -10), (-10, -10),
                           (16, 0), (-16, 0), (0, 16), (0, -16)):
                pos = (round(at[0] + dx), round(at[1] + dy))
                if self.target_at(pos, lit) == target:
                    return pos
        return None

    def die_point(self, token: str, nth: int = 0) -> tuple[int, int] | None:
        """Where the nth die of `token` (a colour, or "stored") is on screen."""
        view = self.table.view()
        if token == "stored":
            return self.table.sheet_parts[view.current].stored.center
        dice = self.tray_dice(view)
        seen = 0
        for i, centre in enumerate(self.table.L.tray_dice(len(dice))):
            if kind(dice[i]) == token:
                if seen == nth:
                    return self.die_shown_at(("tray", i), centre)
                seen += 1
        return None

    def button_target(self, name: str, view) -> Place | None:
        """The place an action panel button stands for (Focus has none: it asks which colour)."""
        if name == "test":
            return SkillTest("entry" if self.table.pending_kind() == "entry_test" else "env")
        return BUTTON_PLACES.get(name)

    # -- a guided game's rings (issue 26) ---------------------------------------------------

    def rect_of(self, place: Place) -> pygame.Rect | None:
        """The rectangle on screen of `place`, the one a click or a drop on its centre
        performs (None: not shown now). A guided game rings it and its test aims there."""
        table = self.table
        view = table.view()
        if isinstance(place, Option):
            return self._option_rect(place)
        if table.current_page() is not None:  # a book page covers the table
            return None
        if isinstance(place, ClarityRoll):
            return self._panel_rect(place)
        if isinstance(place, Dice):  # one die (several are picked one by one first: not one gesture)
            if place.use == "stored":
                return table.sheet_parts[view.current].stored.copy() if view.sheets[view.current].stored else None
            at = self.die_point(place.use) if "+" not in place.use else None
            size = table.L.die_size
            return pygame.Rect(round(at[0]) - size // 2, round(at[1]) - size // 2, size, size) if at else None
        if isinstance(place, (MeleeOn, RangedOn)):
            return self._standee_rect(place.card)
        if isinstance(place, Point):
            return self._point_rect(place)
        if isinstance(place, Button) and place.name in SHOWN_PARTS:
            return getattr(table.dresser_parts, SHOWN_PARTS[place.name]).copy()
        name = next((n for n, p in BUTTON_PLACES.items() if p == place), None)
        if name is not None:
            return table.action_buttons[name].rect.copy()
        for rect, target in self._ui_targets(table.drag_drop.lit(self._expected_source(place))):
            if target == place:
                return rect.copy()
        return None

    def _option_rect(self, place: Option) -> pygame.Rect | None:
        table = self.table
        page = table.current_page()
        if page is not None:  # an entry's choices are its page's buttons; a page being read answers nothing
            if page is not table.choice_page or not str(place.value).isdigit():
                return None
            index = int(place.value)
            return page.buttons[index].copy() if index < len(page.buttons) else None
        if table.picker is not None:  # the chosen card's button confirms it; another card is chosen first
            if table.picker.selected == place.value:
                return table.picker.choose.copy()
            return next((r.copy() for r, a in table.picker.cards if a == place.value), None)
        for rect, target, _label in table.mat.buttons:
            if target == place:
                return rect.copy()
        if table.decision is not None:
            if place in table.decision.map_points:
                return self._point_rect(Point(*table.decision.map_points[place]))
        return self._panel_rect(place)

    def _panel_rect(self, place: Place) -> pygame.Rect | None:
        """The button of the decision's panel that answers with `place`."""
        panel = self.table.decision.panel if self.table.decision is not None else None
        if panel is None:
            return None
        return next((b.copy() for o, b in zip(panel.options, panel.buttons) if o.target == place), None)

    def _standee_rect(self, piece: str) -> pygame.Rect | None:
        at = self.piece_screen(piece)
        if at is None:
            return None
        r = max(10, round(self.piece_radius(piece)))
        return pygame.Rect(round(at[0]) - r, round(at[1]) - r, 2 * r, 2 * r)

    def _point_rect(self, place: Point) -> pygame.Rect | None:
        """A square about a standee's size round the spot a drop on it lands on
        (just off the point when another standee stands on it)."""
        at = self.locate(place, self._expected_source(place)) or self.point_screen(place.space, place.point)
        if at is None or self.table.map is None:
            return None
        r = max(MIN_STANDEE_PX + 3, round(16 * self.table.map.zoom))
        return pygame.Rect(round(at[0]) - r, round(at[1]) - r, 2 * r, 2 * r)

    def _expected_source(self, target: Place) -> Place | None:
        """The dice the guided step's move spends when `target` is where it goes."""
        expected = self.table.session.expected()
        return expected.source if expected is not None and expected.target == target else None
