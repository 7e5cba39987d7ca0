"""Drawing the Comanauts table: the top bar, the map with its standees and lit
places, the dresser, the action panel (prompt, dice tray, buttons), the log, the
sheets, the dice being dragged and the tooltips. Nothing here changes the game
or the table's state. A part of the table scene."""

from __future__ import annotations

import math
from typing import Any

import attrs
import pygame

from tabletop.engine.places import Place
from tabletop.games.comanauts import library as lib
from tabletop.games.comanauts.places import (EQUIP, SEARCH, TASK, ClarityPile, Discard, Item, MeleeOn, Point,
                                             RangedOn, Stored, SkillTest, Totem)

from ... import theme
from ...scenes.table_parts.seats import away_words
from ...widgets import fit_lines, new_layer, panel, put_text
from .dicetray import _shadow
from .dresser import draw_dresser, dresser_parts, tip_at as dresser_tip
from .enemyturn import Shown
from .mapview import LIT, STANDEE_DISC
from .pieces import (ability_name, ability_text, art_of, colour_word, draw_tooltip, draw_unrolled, enemy_name, fit_text,
                     item_name, kind, sentence, space_name, zone_name)
from .sheets import draw_sheet, tip_at as sheet_tip

ATTRIBUTES = ("red", "green", "yellow", "blue", "purple")


def _items(mapping) -> tuple:
    return tuple(sorted((k, str(v)) for k, v in mapping.items())) if mapping else ()
TIP_DELAY = 0.45


class Drawing:
    def __init__(self, table) -> None:
        self.table = table  # the Comanauts table that owns this part

    @property
    def shown(self) -> Shown:
        """The table as the playback has shown it so far (the beats keep it)."""
        return self.table.beats.shown

    def draw(self, surface: pygame.Surface) -> None:
        view = self.table.view()
        assets = self.table.app.assets
        lit = self.table.places.lit_targets()
        self.table.panels.draw(surface, assets, [self._dresser_panel(view, lit), *self._sheet_panels(view, lit)],
                               hole=self.table.L.map)
        self._draw_top(surface, view)
        self._draw_map(surface, view, lit)
        self._draw_panel(surface, view, lit)
        self.table.log_panel.scroll.draw(surface, assets)
        self.table.playback.draw(surface)
        self.table.slides.draw(surface)
        if self.table.mat.shown:
            self.table.mat.draw(surface, assets, self.table.app.t)
        if not self.table.playback.busy:
            if self.table.decision is not None and self.table.decision.panel is not None and self.table.picker is None:
                self.table.decision.panel.draw(surface, assets)
            if self.table.focus_panel is not None:
                self.table.focus_panel.draw(surface, assets)
            if self.table.picker is not None:
                self.table.picker.draw(surface, assets)
        page = self.table.current_page()
        if page is not None:
            page.clear_of = self.table.L.lesson
            page.draw(surface, assets)
        self._draw_drag(surface, view)
        if page is None:
            self._draw_tip(surface, view)

    def _draw_top(self, surface, view) -> None:
        t = self.table.app.t
        zone = view.zone
        where = f"{zone_name(zone)}  ·  " if zone else ""
        k = self.table.L.type
        heading = [(t(self.table.title_key), int(22 * k), theme.ACCENT),
                   (where + t("table.turn", turn=view.turn), int(16 * k), theme.TEXT_DIM)]
        self.table.top_bar.draw(surface, self.table.L.top, heading, self._who_acts(view), words_size=int(16 * k))

    def _who_acts(self, view) -> tuple | None:
        """Whose turn the playback shows while it plays, else who decides now."""
        t = self.table.app.t
        enemies = self.in_enemy_turn(view)
        if self.table.playback.busy and view.sheets:
            seat = self.table.places.shown_current(view)
            if enemies:
                return theme.DANGER, t("comanauts.ui.banner_enemy_turn")
            name = self.table.name(seat)
            return self.table.seat_colour(seat), t("comanauts.ui.top_turn", name=name), name
        pending = view.pending
        if pending is None:
            return (theme.DANGER, t("comanauts.ui.banner_enemy_turn")) if enemies else None
        seat = pending["seat"]
        if enemies:  # a comanaut answers (defends...), but it is not its turn
            return theme.DANGER, t("comanauts.ui.top_enemy_deciding", name=self.table.name(seat)), self.table.name(seat)
        key = "comanauts.ui.top_actions" if pending["kind"] == "actions" else "comanauts.ui.top_deciding"
        colour, words = self.table.top_bar.who_acts(seat, t(key, name=self.table.name(seat)))
        return colour, words, self.table.name(seat)  # the short form, when the bar is narrow

    def in_enemy_turn(self, view) -> bool:
        """Whether the table shows the enemies' turn (CO-TURN: after the comanauts'
        turns): the playback's, or the model's while it waits on a comanaut."""
        if self.table.playback.busy and self.shown.running:
            return self.shown.enemy_turn or self.shown.enemy is not None
        return view.enemy_turn

    def _standees(self, view) -> list[dict[str, Any]]:
        pos = self.shown.pos if self.shown.running else view.pos
        hidden = self.shown.hidden if self.shown.running else set()
        found = []
        activating = self.shown.enemy["enemy"] if self.shown.running and self.shown.enemy else None
        current = view.current
        for piece, (space, point) in pos.items():
            if piece in hidden:
                continue
            if piece.startswith("a:"):
                k = int(piece[2:])
                found.append({"id": piece, "art": art_of(piece, view), "space": space, "point": point,
                              "radius": self.table.places.display_radius(piece, view),
                              "ring": self.table.seat_colour(k),
                              "label": self.table.name(k) if k == current or self.table.map.zoom > 0.9 else None,
                              "dim": False})
            elif piece == "child":
                found.append({"id": piece, "art": "inner_child", "space": space, "point": point,
                              "radius": self.table.places.display_radius(piece, view),
                              "ring": None, "label": None, "dim": False})
            else:
                found.append({"id": piece, "art": art_of(piece, view), "space": space, "point": point,
                              "radius": self.table.places.display_radius(piece, view),
                              "ring": theme.HIGHLIGHT if piece == activating else None,
                              "label": None, "dim": False})
        return found

    def _draw_map(self, surface, view, lit: set[Place]) -> None:
        L = self.table.L
        pygame.draw.rect(surface, (7, 10, 18), L.map, border_radius=6)
        if self.table.map is None:
            return
        tokens = view.tokens if (not self.shown.running or self.shown.zone == view.zone) else {}
        lit_points: list[tuple[str, int]] = []
        lit_spaces: set[str] = set()
        for target in lit:
            if isinstance(target, Point):
                lit_points.append((target.space, target.point))
                lit_spaces.add(target.space)
        if self.table.decision is not None and self.table.mine() and not self.table.drag_drop.drag:
            for space, point in self.table.decision.map_points.values():
                lit_points.append((space, point))
                lit_spaces.add(space)
            lit_spaces |= set(self.table.decision.map_spaces.values())
        hover = None
        if self.table.drag_drop.drag is not None:
            target = self.table.places.target_at(self.table.drag_drop.pos, lit)
            if isinstance(target, Point) and target in lit:
                hover = (target.space, target.point)
        elif (L.map.collidepoint(self.table.zoom.hover_pos) and self.table.decision is not None
              and (lit_points or lit_spaces)):
            hover = self.table.map.space_at(self.table.zoom.hover_pos)
        self.table.map.draw(surface, tokens, self._standees(view), lit_spaces=sorted(lit_spaces), lit_points=lit_points,
                            hover=hover, labels=False)
        clip = surface.get_clip()
        surface.set_clip(L.map)
        for target in lit:  # enemies that may be attacked
            if isinstance(target, (MeleeOn, RangedOn)):
                card = target.card
                at = self.table.places.piece_screen(card)
                if at:
                    radius = int(self.table.places.piece_radius(card) + 6)
                    pygame.draw.circle(surface, LIT, (round(at[0]), round(at[1])), radius, 3)
        if not self.table.playback.busy and view.pending:
            pending = view.pending
            for piece in self.table.places.involved(view):
                at = self.table.places.piece_screen(piece)
                if at:
                    pulse = 0.5 + 0.5 * math.sin(pygame.time.get_ticks() / 250)
                    pygame.draw.circle(surface, theme.HIGHLIGHT, (round(at[0]), round(at[1])),
                                       int(self.table.places.piece_radius(piece) + 5 + 3 * pulse), 3)
            if pending["kind"] == "defend" and pending.get("source") in view.pos:
                self.paint_attack(surface, pending["source"], pending["seat"], 1.0, pending.get("strength", 0))
        self.table.map.draw_labels(surface)
        if SEARCH in lit:
            here = view.pos.get(f"a:{view.current}")
            rect = self.table.places.search_token_rect(here[0]) if here else None
            if rect:
                pygame.draw.rect(surface, LIT, rect.inflate(6, 6), 3, border_radius=8)
        surface.set_clip(clip)
        self._draw_map_tools(surface)

    def _draw_map_tools(self, surface) -> None:
        """The strip above the map: how to zoom and pan, and the large map's button."""
        assets, strip = self.table.app.assets, self.table.L.map_tools
        button = self.table.map_button
        button.label = self.table.app.t("comanauts.ui.map_smaller" if self.table.L.large_map
                                        else "comanauts.ui.map_larger")
        size = int(12 * self.table.L.type)
        width = assets.text(button.label, size, theme.TEXT, bold=True).get_width() + int(24 * self.table.L.type)
        button.rect = pygame.Rect(strip.right - width, strip.y, width, strip.height)
        button.most = size
        button.draw(surface, assets)
        room = pygame.Rect(strip.x + 4, strip.y, button.rect.x - strip.x - 12, strip.height)
        hint = fit_text(assets, self.table.app.t("comanauts.ui.map_hint"), size, room.width, theme.TEXT_DIM)
        put_text(surface, hint, room, "map hint", "midleft")

    def paint_attack(self, surface, card: str, target: int, p: float, strength: int) -> None:
        """The enemy's attack: a red line to its target, then its strength in a
        label beside the enemy where it covers no room's name nor another label
        (none when there is no room: the roll mat says it too)."""
        a = self.table.places.piece_screen(card)
        b = self.table.places.piece_screen(f"a:{target}")
        if a is None or b is None:
            return
        reach = min(1.0, p * 1.8)
        end = (a[0] + (b[0] - a[0]) * reach, a[1] + (b[1] - a[1]) * reach)
        width = 6 if p < 0.6 else 4
        pygame.draw.line(surface, (40, 0, 0), (a[0] + 2, a[1] + 3), (end[0] + 2, end[1] + 3), width + 2)
        pygame.draw.line(surface, (235, 60, 50), a, end, width)
        if reach >= 1:
            pygame.draw.circle(surface, (255, 120, 80), (round(b[0]), round(b[1])), int(10 + 14 * (p - 0.55)), 3)
            app = self.table.app
            image = app.assets.text(app.t("comanauts.ui.strength", value=strength), 14, theme.HIGHLIGHT, bold=True)
            spot = None
            if self.table.map is not None:
                spot = self.table.map.place_label(image.get_rect().inflate(14, 6).size, a,
                                                  self.table.places.piece_radius(card) + 4,
                                                  ("above", "right", "left", "below"))
            if spot is not None:
                image = image.copy()
                image.set_alpha(int(255 * min(1.0, (1 - 0.2) * 3)))
                clip = surface.get_clip()
                surface.set_clip(self.table.L.map)
                surface.blit(self.table.app.assets.glow(spot.size, (10, 8, 14, 150)), spot)
                surface.blit(image, image.get_rect(center=spot.center))
                surface.set_clip(clip)

    def paint_piece(self, surface, piece: str, at, alpha: int = 255, scale: float = 1.0) -> None:
        """A standee drawn by a beat (moving, appearing or fading)."""
        if self.table.map is None:
            return
        view = self.table.view()
        radius = self.table.places.display_radius(piece, view) * self.table.map.zoom * scale
        d = max(8, 2 * round(radius / STANDEE_DISC / 2))
        image = self.table.app.assets.scaled(f"comanauts/standees/{art_of(piece, view)}", (d, d))
        if alpha < 255:
            image = image.copy()
            image.set_alpha(max(0, alpha))
        clip = surface.get_clip()
        surface.set_clip(self.table.L.map)
        surface.blit(image, image.get_rect(center=(round(at[0]), round(at[1]))))
        if piece.startswith("a:"):
            pygame.draw.circle(surface, self.table.seat_colour(int(piece[2:])), (round(at[0]), round(at[1])),
                               round(radius) + 2, 3)
        surface.set_clip(clip)

    def draw_die_at(self, surface, die_kind: str, at, size: int) -> None:
        draw_unrolled(surface, self.table.app.assets, die_kind, at, size)

    def _draw_panel(self, surface, view, lit: set[Place]) -> None:
        assets, t, L = self.table.app.assets, self.table.app.t, self.table.L
        panel(surface, L.panel, theme.mix(theme.PANEL, theme.BACKGROUND, 0.1))
        if not view.sheets:
            return
        current = self.table.places.shown_current(view)
        pending = view.pending
        # the header: whose dice these are (no one's during the enemies' turn)
        enemies = self.in_enemy_turn(view)
        size = min(int(16 * L.type), (L.header.height - 2) * 4 // 5)  # as large as the header holds
        dot = max(7, size * 2 // 5)
        pygame.draw.circle(surface, theme.DANGER if enemies else self.table.seat_colour(current),
                           (L.header.x + dot + 1, L.header.centery), dot)
        header = t("comanauts.ui.banner_enemy_turn") if enemies else \
            t("comanauts.ui.panel_header", name=self.table.name(current), player=self.table.session.name(current))
        put_text(surface, fit_text(assets, header, size, L.header.width - 3 * dot - 2, theme.TEXT, bold=True),
                 L.header, "panel header", "topleft", (L.header.x + 3 * dot + 1, L.header.y + 2))
        # what to do next
        prompt = self._prompt(view)
        y = L.prompt.y
        # a long sentence: smaller type until it fits whole, lines spaced by their rendered height
        size, lines, step = fit_lines(assets, [prompt], int(14 * L.type), L.prompt.width, L.prompt.height, 3, 11)
        shown = max(1, L.prompt.height // step)
        self.prompt_lines = (lines, shown)
        if len(lines) > shown:  # too long even so (a small window): its last line ends in "…", whole in its tooltip
            lines = lines[:shown - 1] + [" ".join(lines[shown - 1:])]
        for line in lines[:shown]:
            image = fit_text(assets, line, size, L.prompt.width, theme.HIGHLIGHT, smallest=size)
            put_text(surface, image, L.prompt, "prompt", "topleft", (L.prompt.x, y))
            y += step
        # the dice in front of the acting comanaut
        tray = L.tray
        pygame.draw.rect(surface, theme.mix(theme.BACKGROUND, theme.PANEL, 0.5), tray, border_radius=8)
        dice = self.table.places.tray_dice(view)
        label = t("comanauts.ui.tray", count=len(dice)) if dice else t("comanauts.ui.tray_empty")
        put_text(surface, assets.text(label, int(11 * L.tray_type), theme.TEXT_DIM, bold=True), tray, "tray", "topleft",
                 (tray.x + 6, tray.y + 3))
        dragged = set(self.table.drag_drop.drag["keys"]) if self.table.drag_drop.drag else set()
        sliding = self.table.slides.hidden()
        usable = self.table.mine(view) and pending is not None and pending["kind"] in ("actions", "entry_test")
        for i, (die, centre) in enumerate(zip(dice, L.tray_dice(len(dice)))):
            key = ("tray", i)
            if key in dragged or key in sliding:
                continue
            selected = key in self.table.selected
            at = self.table.places.die_shown_at(key, centre)
            draw_unrolled(surface, assets, kind(die), at, L.die_size, highlight=selected,
                          dim=not usable or kind(die) not in ATTRIBUTES)
        stored = view.sheets[current].stored
        if stored and ("stored",) in self.table.selected:
            rect = self.table.sheet_parts[current].stored
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(6, 6), 3, border_radius=10)
        # the buttons
        legal = self.table.session.legal_actions() if self.table.mine(view) else []
        targets = {a.target for a in legal}
        for name, button in self.table.action_buttons.items():
            if enemies:  # nothing to do with them in the enemies' turn
                button.enabled = False
                continue
            target = self.table.places.button_target(name, view)
            if name == "focus":
                button.enabled = any(isinstance(x, Discard) for x in targets)
            else:
                button.enabled = target in targets
            if name == "test":
                button.label = t("comanauts.ui.button_roll_test") if pending and pending["kind"] == "entry_test" \
                    else t("comanauts.ui.button_test")
            if name == "ability":
                avatar = lib.AVATARS.get(view.sheets[current].avatars[-1]) if view.sheets[current].avatars else None
                button.label = t("comanauts.ui.button_ability_cost", cost=avatar.ability.cost) if avatar else \
                    t("comanauts.ui.button_ability")
        # the row's width shared out by the labels' lengths (a label + its margins)
        needs = [assets.font(11, True).size(button.label)[0] + 16 for button in self.table.action_buttons.values()]
        if len(L.button_rows[-1]) > 1:
            needs[-1] = max(needs[-1], sum(needs[:-1]) // (len(needs) - 1) * 2)
        for button, rect in zip(self.table.action_buttons.values(), L.spread_buttons(needs)):
            button.rect = rect
        for name, button in self.table.action_buttons.items():
            if enemies:
                continue
            button.draw(surface, assets)
            if self.table.places.button_target(name, view) in lit:
                pygame.draw.rect(surface, LIT, button.rect.inflate(6, 6), 3, border_radius=10)

    def _prompt(self, view) -> str:
        t = self.table.app.t
        if self.table.playback.busy:
            return t("comanauts.ui.watching")
        pending = view.pending
        if pending is None:
            return t("comanauts.ui.game_over") if view.final else ""
        seat = pending["seat"]
        # a bot thinking, a remote player awaited (a replay: nobody is)
        away = away_words(self.table.app, self.table.session, seat, self.table.name(seat))
        if away is not None and not self.table.read_only:
            return away
        if pending["kind"] == "actions" and self.table.selected:
            return t("comanauts.ui.prompt_selected", count=len(self.table.selected))
        return self.table.decision.text if self.table.decision else ""

    def _dresser_panel(self, view, lit: set[Place]) -> tuple:
        """The dresser as a backdrop panel: (name, rect, key, paint)."""
        active = self.shown.enemy if self.shown.running else None
        dview = attrs.evolve(view, pos=self.shown.pos, track=self.shown.track) if self.shown.running else view
        rect = self.table.dresser_parts.rect
        shown_track = tuple(self.shown.track) if self.shown.running else None
        key = (view, self._pos_key(), shown_track, _items(active), frozenset(lit), self._hover_in(rect),
               *self._look())
        parts = self.table.dresser_parts
        if self.shown.running and len(self.shown.track) != len(view.track):  # room for the track shown
            parts = dresser_parts(self.table.L.dresser, dview, self.table.app.assets, self.table.L.dresser_type)
        return ("dresser", rect, key, lambda layer: draw_dresser(
            layer, self.table.app.assets, self.table.app.t, parts, dview, lit, active, self.table.zoom.hover_pos))

    def _sheet_panels(self, view, lit: set[Place]) -> list[tuple]:
        """Each sheet as a backdrop panel: (name, rect, key, paint)."""
        pending = view.pending
        deciding = pending["seat"] if pending else None
        dragged = set(self.table.drag_drop.drag["keys"]) if self.table.drag_drop.drag else set()
        lit_key = frozenset(lit)
        found = []
        for k, parts in enumerate(self.table.sheet_parts):
            hide = ("stored",) in dragged and k == view.current
            acting = k == self.table.places.shown_current(view) and bool(view.zone) and not self.in_enemy_turn(view)
            sheet = view.sheets[k]
            if self.shown.running and k in self.shown.life:  # its life force as the playback has reached it
                sheet = attrs.evolve(sheet, life=self.shown.life[k])
            key = (view, sheet.life, acting, deciding == k, lit_key, hide, self._hover_in(parts.rect),
                   self.table.session.name(k), *self._look())
            found.append((f"sheet{k}", parts.rect, key, lambda layer, k=k, parts=parts, hide=hide, acting=acting,
                          sheet=sheet:
                          draw_sheet(layer, self.table.app.assets, self.table.app.t, parts, sheet, view, k,
                                     self.table.session.name(k), self.table.seat_colour(k), acting=acting,
                                     deciding=deciding == k, lit=lit, hover=self.table.zoom.hover_pos,
                                     colour_blind=self.table.app.settings.colour_blind, hide_stored=hide)))
        return found

    def _hover_in(self, rect: pygame.Rect):
        """The pointer, when it is over `rect` (elsewhere it changes nothing there)."""
        pos = self.table.zoom.hover_pos
        return pos if pos and rect.collidepoint(pos) else None

    def _look(self) -> tuple:
        return (self.table.app.settings.colour_blind, self.table.app.t.language, self.table.app.size)

    def _pos_key(self) -> tuple:
        return tuple(sorted((p, tuple(v)) for p, v in self.shown.pos.items())) if self.shown.running else ()

    def _draw_drag(self, surface, view) -> None:
        if self.table.drag_drop.drag is None:
            return
        x, y = self.table.drag_drop.pos
        if "item" in self.table.drag_drop.drag:  # an item carried to a slot, the inventory or another sheet
            label = self.table.app.assets.text(item_name(self.table.drag_drop.drag["item"]), 15, theme.TEXT, bold=True)
            box = label.get_rect(topleft=(x + 14, y + 10)).inflate(16, 10)
            pygame.draw.rect(surface, theme.PANEL, box, border_radius=6)
            pygame.draw.rect(surface, theme.HIGHLIGHT, box, 2, border_radius=6)
            put_text(surface, label, box, "dragged item", "center")
            return
        for i, key in enumerate(self.table.drag_drop.drag["keys"]):
            colour = self.table.places.token(key, view)
            if colour == "stored":
                colour = kind(view.sheets[view.current].stored)
            shadow = _shadow(self.table.L.die_size)
            surface.blit(shadow, shadow.get_rect(center=(x + i * 16 + 8, y + i * 4 + self.table.L.die_size // 2 + 6)))
            draw_unrolled(surface, self.table.app.assets, colour, (x + i * 16, y + i * 4), self.table.L.die_size)
        lit = self.table.places.lit_targets()
        target = self.table.places.target_at(self.table.drag_drop.pos, lit)
        if target is not None:
            words = sentence(self.table.app.t, self._target_words(target, view))
            if words:
                colour = LIT if target in lit else theme.DANGER
                image = self.table.app.assets.text(words, 14, colour, bold=True)
                box = image.get_rect(midbottom=(x, y - self.table.L.die_size // 2 - 8)).inflate(12, 6)
                box.clamp_ip(surface.get_rect().inflate(-8, -8))
                surface.blit(self.table.app.assets.glow(box.size, (0, 0, 0, 170)), box)
                new_layer()  # the drop's words over the table
                put_text(surface, image, box, "drop words", "center")

    def _target_words(self, target: Place, view) -> str:
        """What dropping here would do, in a few words."""
        t = self.table.app.t
        match target:
            case Point(space=space):
                return t("comanauts.ui.do_move", space=space_name(view.zone, space))
            case MeleeOn(card=card) | RangedOn(card=card):
                return t(f"comanauts.ui.do_{target.kind}", enemy=enemy_name(card))
            case Stored(sheet=k):
                if k == view.current:
                    return t("comanauts.ui.do_reserve")
                return t("comanauts.ui.do_encourage", name=self.table.name(k))
            case ClarityPile(sheet=k):
                return t("comanauts.ui.do_give_clarity", name=self.table.name(k))
            case Discard(colour=colour):
                return t("comanauts.ui.do_focus", colour=colour_word(t, colour))
            case SkillTest():
                return t("comanauts.ui.do_test")
            case Item(item=item) | Totem(totem=item):
                return t("comanauts.ui.do_use", item=item_name(item))
        if target in (SEARCH, TASK, EQUIP):
            return t(f"comanauts.ui.button_{target.name}")
        return ""

    def _draw_tip(self, surface, view) -> None:
        if self.table.drag_drop.drag is not None or self.table.zoom.hover_time < TIP_DELAY:
            return
        pos = self.table.zoom.hover_pos
        dialog = self.dialog_at(pos)
        if dialog is not None:
            # a dialog hides what is under it, tooltips too: only its own tips show
            tip = dialog.tip_at(pos) if hasattr(dialog, "tip_at") else None
            if tip is not None:
                draw_tooltip(surface, self.table.app.assets, pos, *tip)
            return
        tip = None
        for k, parts in enumerate(self.table.sheet_parts):
            if parts.rect.collidepoint(pos):
                tip = sheet_tip(parts, view.sheets[k], view, k, pos, self.table.app.t)
                break
        if tip is None and self.table.L.dresser.collidepoint(pos):
            tip = dresser_tip(self.table.dresser_parts, view, pos, self.table.app.t)
        if (tip is None and self.table.map is not None and self.table.L.map.collidepoint(pos)
                and not self.table.mat.shown):
            tip = self._map_tip(pos, view)
        if tip is None and self.table.L.tray.collidepoint(pos):
            tip = self._die_tip(pos, view)
        if tip is None and self.table.action_buttons["ability"].rect.collidepoint(pos) and view.sheets:
            avatars = view.sheets[view.current].avatars
            if avatars:
                ability = lib.AVATARS[avatars[-1]].ability
                tip = (f"{ability_name(avatars[-1])} ({ability.cost})", ability_text(avatars[-1]))
        if tip is not None:
            draw_tooltip(surface, self.table.app.assets, pos, *tip)

    def _die_tip(self, pos, view):
        """What a die in the tray is for (CO-TURN.20-25): its colour's own uses,
        then what any colour does."""
        t = self.table.app.t
        dice = self.table.places.tray_dice(view)
        half = self.table.L.die_size // 2 + 2
        for die, centre in zip(dice, self.table.L.tray_dice(len(dice))):
            if abs(pos[0] - centre[0]) <= half and abs(pos[1] - centre[1]) <= half:
                colour = kind(die)
                if colour not in ATTRIBUTES:
                    return None
                title = t("comanauts.ui.die_tip_title", colour=colour_word(t, colour))
                return title[:1].upper() + title[1:], t(f"comanauts.ui.die_tip_{colour}") + " " + t("comanauts.ui.die_tip_any")
        return None

    def dialog_at(self, pos):
        """The dialog drawn over the table at `pos` (a choice, the Focus pick, the
        avatar picker, the roll mat), or None."""
        if self.table.playback.busy:
            return self.table.mat if self.table.mat.shown and self.table.mat.rect.collidepoint(pos) else None
        if self.table.picker is not None and self.table.picker.rect.inflate(24, 24).collidepoint(pos):
            return self.table.picker
        if self.table.focus_panel is not None and self.table.focus_panel.contains(pos):
            return self.table.focus_panel
        if self.table.decision is not None and self.table.decision.panel is not None and self.table.picker is None \
                and self.table.decision.panel.contains(pos):
            return self.table.decision.panel
        if self.table.mat.shown and self.table.mat.rect.collidepoint(pos):
            return self.table.mat
        return None

    def _map_tip(self, pos, view) -> tuple[str, str] | None:
        for piece in view.pos:
            at = self.table.places.piece_screen(piece)
            if at is None:
                continue
            reach = max(10.0, self.table.places.piece_radius(piece))
            if (pos[0] - at[0]) ** 2 + (pos[1] - at[1]) ** 2 <= reach * reach:
                if piece.startswith("a:"):
                    k = int(piece[2:])
                    sheet = view.sheets[k]
                    return self.table.name(k), self.table.app.t("comanauts.ui.avatar_tip", life=sheet.life,
                                                                clarity=sheet.clarity,
                                                                player=self.table.session.name(k))
                if piece == "child":
                    return self.table.app.t("comanauts.ui.child"), self.table.app.t("comanauts.ui.child_tip")
                stats = lib.enemy_card(piece)
                return enemy_name(piece), self.table.app.t("comanauts.ui.enemy_tip", defence=stats.defense)
        space = self.table.map.space_at(pos)
        if space is not None and self.table.zoom.hover_time > TIP_DELAY * 2:
            spec = self.table.map.specs.get(space)
            if spec is not None:
                notes = []
                tokens = view.tokens.get(space) or []
                if tokens:
                    t = self.table.app.t
                    notes.append(", ".join(t(f"comanauts.ui.token_{name}") for name in dict.fromkeys(tokens)))
                if spec.poi:
                    notes.append(self.table.app.t("comanauts.ui.poi_read") if spec.poi in view.explored
                                 else self.table.app.t("comanauts.ui.poi_unread"))
                if notes:
                    return space_name(view.zone, spec.id), "\n".join(notes)
        return None
