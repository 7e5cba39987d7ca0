"""The figures on the house's map, and their cards: an explorer's standee (a round
base in the explorer's colour, the portrait in a frame, a lit ring while it may be
dragged), a monster's figure (its own drawing on a dark eight-sided token in a hostile
ring, its number when several of its kind are out), the figure that moved last marked, and the
card the zoom shows of a figure (a monster's speed, traits and what hurts it, as the
view's monster_kinds says; an explorer's name and traits). The pictures come from the
sprite build (build_scripts/draw_house_figures.py); every painted figure and card is
cached by its size and state, never painted per frame. A part of the house board."""

from __future__ import annotations

import math

import pygame

from tabletop.games.house.view import HouseView, MonsterKindView

from ... import theme
from ...assets import display_format
from ...widgets import fit_text, put_text

TRAITS = ("speed", "might", "sanity", "knowledge")
HOSTILE = (178, 34, 40)  # a monster's ring
GENERIC = "betrayal/figures/monster"  # the figure of a kind without its own picture
GLOW = 1.2  # seconds the figure that moved glows


class Figures:
    def __init__(self, board) -> None:
        self.board = board  # the house board that owns this part
        self._made: dict[tuple, pygame.Surface] = {}
        self.moved: tuple[str, int] | None = None  # the figure that moved last: ("seat", s) or ("monster", k)
        self.moved_at = 0.0  # when it moved (by `clock`)
        self.clock = 0.0  # seconds the table has run (its update adds them)

    @property
    def table(self):
        return self.board.table

    def forget(self) -> None:
        self._made.clear()

    def _cached(self, key: tuple, make) -> pygame.Surface:
        image = self._made.get(key)
        if image is None:
            if len(self._made) > 300:
                self._made.clear()
            image = self._made[key] = display_format(make())
        return image

    # -- the pictures ------------------------------------------------------------------------------

    def portrait(self, explorer: str) -> str:
        """The sprite of an explorer's (a Legacy family's) portrait."""
        return f"{self.table.kit.prefix}/figures/{explorer}"

    def creature(self, kind: str) -> str:
        """The sprite of a monster kind's figure: its own, or the generic one."""
        own = f"{self.table.kit.prefix}/figures/monster_{kind}"
        return own if self.table.app.assets.exists(own) else GENERIC

    def explorer_colour(self, view: HouseView, seat: int):
        return self.table.kit.colour(view.explorers[seat], theme.seat_color(seat, False))

    def number(self, view: HouseView, k: int) -> int | None:
        """A monster's number on its figure (as the log and the hints count them), when
        more than one of its kind is on the map."""
        kind = view.monsters[k].kind
        return k + 1 if sum(1 for m in view.monsters if m.alive and m.kind == kind) > 1 else None

    # -- the figures ------------------------------------------------------------------------------------

    def standee(self, explorer: str, colour, size: int, lit: bool = False, traitor: bool = False,
                dead: bool = False) -> pygame.Surface:
        """An explorer's standee (`dead`: in grey, as the seats' strip shows the dead)."""
        return self._cached(("standee", explorer, tuple(colour), size, lit, traitor, dead),
                            lambda: self._standee(explorer, colour, size, lit, traitor, dead))

    def _standee(self, explorer: str, colour, size: int, lit: bool, traitor: bool, dead: bool) -> pygame.Surface:
        image = pygame.Surface((size, size), pygame.SRCALPHA)
        c = size // 2
        r = size // 2 - 1
        pygame.draw.circle(image, (0, 0, 0, 110), (c + max(1, size // 24), c + max(2, size // 16)), r - 1)
        pygame.draw.circle(image, theme.HIGHLIGHT if lit else (20, 16, 12), (c, c), r)
        base = r - max(2, size // 18) if lit else r - 1
        pygame.draw.circle(image, colour, (c, c), base)
        pygame.draw.circle(image, theme.mix(colour, (255, 255, 255), 0.45), (c, c), base, max(1, size // 40))
        inner = max(4, base - max(3, size // 9))
        pygame.draw.circle(image, (24, 20, 18), (c, c), inner + 1)
        face = _closer(self.table.app.assets.scaled(self.portrait(explorer), (int(2.5 * inner), int(2.5 * inner))),
                       2 * inner)
        image.blit(face, (c - inner, c - inner))
        if traitor:  # the traitor's standee wears a red notch at the top
            pygame.draw.circle(image, theme.DANGER, (c, c), base, max(2, size // 14),
                               draw_top_left=True, draw_top_right=True)
        return pygame.transform.grayscale(image) if dead else image

    def monster(self, kind: str, size: int, lit: bool = False, stunned: bool = False,
                number: int | None = None) -> pygame.Surface:
        return self._cached(("monster", kind, size, lit, stunned, number),
                            lambda: self._monster(kind, size, lit, stunned, number))

    def _monster(self, kind: str, size: int, lit: bool, stunned: bool, number: int | None) -> pygame.Surface:
        """An eight-sided token, so that a monster never passes for an explorer's round
        standee even in an explorer's colour; drawn at 3 times its size, then scaled."""
        big = 3 * size
        image = pygame.Surface((big, big), pygame.SRCALPHA)
        c = big / 2
        r = big / 2 - 3
        shadow = max(3, big // 20)
        pygame.draw.polygon(image, (0, 0, 0, 120), _octagon(c + shadow / 2, c + shadow, r - 2))
        ring = theme.HIGHLIGHT if lit else (96, 96, 100) if stunned else HOSTILE
        pygame.draw.polygon(image, ring, _octagon(c, c, r))
        inner = r - max(6, big // 11)
        pygame.draw.polygon(image, (12, 10, 12), _octagon(c, c, inner))
        side = int(2 * inner)
        figure = pygame.Surface((side, side), pygame.SRCALPHA)
        picture = self.table.app.assets.scaled(self.creature(kind), (int(1.3 * side), int(1.3 * side)))
        if stunned:  # knocked down: grey, and laid on its side
            picture = pygame.transform.rotate(pygame.transform.grayscale(picture), 90)
        figure.blit(picture, picture.get_rect(center=(side / 2, side / 2)))
        mask = pygame.Surface((side, side), pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), _octagon(side / 2, side / 2, side / 2 - 1))
        figure.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        image.blit(figure, figure.get_rect(center=(c, c)))
        image = pygame.transform.smoothscale(image, (size, size))
        if number is not None:  # a badge at its foot
            br = max(6, size // 5)
            centre = (size - br - 1, size - br - 1)
            pygame.draw.circle(image, (20, 14, 14), centre, br)
            pygame.draw.circle(image, ring, centre, br, max(1, br // 5))
            text = self.table.app.assets.text(str(number), max(8, int(br * 1.3)), theme.TEXT, bold=True)
            image.blit(text, text.get_rect(center=centre))
        return image

    # -- on the board -------------------------------------------------------------------------------

    def paint_standee(self, surface, view: HouseView, seat: int, rect: pygame.Rect, lit: bool = False) -> None:
        image = self.standee(view.explorers[seat], self.explorer_colour(view, seat), rect.width, lit,
                             view.side[seat] == "traitor")
        self._glow(surface, ("seat", seat), rect)
        surface.blit(image, rect)
        self._badge(surface, ("seat", seat), rect)

    def paint_monster(self, surface, view: HouseView, k: int, rect: pygame.Rect, lit: bool = False) -> None:
        m = view.monsters[k]
        self._glow(surface, ("monster", k), rect)
        surface.blit(self.monster(m.kind, rect.width, lit, m.stunned, self.number(view, k)), rect)
        self._badge(surface, ("monster", k), rect)

    def figure_at(self, view: HouseView, pos) -> tuple[str, int] | None:
        """The standee ("seat", s) or monster ("monster", k) under `pos` on the floor shown."""
        room = self.board.room_at(pos, view)
        if room is None:
            return None
        for thing in self.board._things_in(view, room):
            rect = self.board.piece_rect(view, room, thing)
            if rect is not None and rect.collidepoint(pos):
                return thing
        return None

    def moved_now(self, thing: tuple[str, int]) -> None:
        """`thing` has just moved: it glows a moment, then keeps a small mark until the
        next figure moves."""
        self.moved = thing
        self.moved_at = self.clock

    def _glow(self, surface, thing: tuple[str, int], rect: pygame.Rect) -> None:
        """Behind the figure that has just moved: a soft glow that fades."""
        age = self.clock - self.moved_at
        if thing != self.moved or age >= GLOW:
            return
        size = int(rect.width * 1.7)
        halo = self._cached(("glow", size), lambda: _halo(size))
        halo.set_alpha(int(220 * (1 - age / GLOW) * (0.8 + 0.2 * math.sin(age * 9))))
        surface.blit(halo, halo.get_rect(center=rect.center))
        halo.set_alpha(None)

    def mark_centre(self, rect: pygame.Rect) -> tuple[int, int]:
        """Where the mark of the figure that moved last sits: on its upper left edge
        (the traitor's notch is at the top, a monster's number at its foot)."""
        d = max(3, rect.width // 7)
        return rect.x + d, rect.y + d

    def _badge(self, surface, thing: tuple[str, int], rect: pygame.Rect) -> None:
        """Once the glow is over, the figure that moved last keeps a small gold mark."""
        if thing != self.moved or self.clock - self.moved_at < GLOW:
            return
        centre, r = self.mark_centre(rect), max(3, rect.width // 8)
        pygame.draw.circle(surface, (30, 24, 12), centre, r + 1)
        pygame.draw.circle(surface, theme.HIGHLIGHT, centre, r)

    # -- the cards the zoom shows -----------------------------------------------------------------

    def monster_card(self, view: HouseView, k: int, width: int) -> pygame.Surface:
        m = view.monsters[k]
        spec = next((s for s in view.monster_kinds if s.kind == m.kind), None)
        key = ("monster card", k, m.kind, m.stunned, tuple(m.carried), width, self.table.app.t.language,
               self.number(view, k))
        return self._cached(key, lambda: self._monster_card(view, k, spec, width))

    def _monster_card(self, view: HouseView, k: int, spec: MonsterKindView | None, width: int) -> pygame.Surface:
        title, sub, chips, lines, text = self.monster_facts(view, k, spec)
        return self._card(self.creature(view.monsters[k].kind), HOSTILE, title, sub, chips, lines, text, width)

    def monster_facts(self, view: HouseView, k: int, spec: MonsterKindView | None):
        """What monster k's card says: its name, its number, its traits (label, value),
        the lines about it (words, colour) and its description."""
        t, names = self.table.app.t, self.table.names
        m = view.monsters[k]
        sub = t("betrayal.figure.monster_sub", n=k + 1) if self.number(view, k) is not None else \
            t("betrayal.figure.monster")
        lines: list[tuple[str, tuple]] = []
        chips: list[tuple[str, str]] = []
        if spec is not None:
            chips = [(names.trait(trait), str(getattr(spec, trait))) for trait in TRAITS if getattr(spec, trait)]
            lines.append((t("betrayal.figure.attacks_with", trait=names.trait(spec.attack)), theme.TEXT))
            if spec.attacked_with:
                traits = t("betrayal.figure.or").join(names.trait(x) for x in spec.attacked_with)
                lines.append((t("betrayal.figure.hurt_by", traits=traits), theme.HIGHLIGHT))
            lines.append((t("betrayal.figure.killable" if spec.killable else "betrayal.figure.stuns"), theme.HIGHLIGHT))
            for flag, key in ((spec.ranged, "ranged"), (spec.carries, "carries"), (spec.large, "large")):
                if flag:
                    lines.append((t(f"betrayal.figure.{key}"), theme.TEXT))
        if m.stunned:
            lines.append((t("betrayal.figure.stunned_now"), theme.DANGER))
        if m.carried:
            lines.append((t("betrayal.figure.carrying", things=", ".join(names.token(x) for x in m.carried)),
                          theme.TEXT))
        return names.monster(m.kind), sub, chips, lines, names.monster_text(m.kind)

    def explorer_card(self, view: HouseView, seat: int, width: int) -> pygame.Surface:
        key = ("explorer card", seat, view.explorers[seat], tuple(view.traits[seat]), view.side[seat], width,
               self.table.app.t.language, self.table.name(seat))
        return self._cached(key, lambda: self._explorer_card(view, seat, width))

    def _explorer_card(self, view: HouseView, seat: int, width: int) -> pygame.Surface:
        t, names = self.table.app.t, self.table.names
        name = self.table.name(seat)
        explorer = names.explorer(view.explorers[seat])
        sub = explorer if explorer != name else ""
        side = view.side[seat]
        if side:
            sub = f"{sub}  ·  {t(f'betrayal.ui.side_{side}')}" if sub else t(f"betrayal.ui.side_{side}")
        chips = [(names.trait(trait), str(view.traits[seat][i])) for i, trait in enumerate(TRAITS)]
        return self._card(self.portrait(view.explorers[seat]), self.explorer_colour(view, seat), name, sub, chips,
                          [], names.explorer_flavor(view.explorers[seat]), width)

    def _card(self, picture: str, edge, title: str, sub: str, chips, lines, text: str, width: int) -> pygame.Surface:
        """A card: the picture and the title at the top, the traits as chips, then the
        lines and the text, as tall as they need."""
        assets = self.table.app.assets
        pad = max(10, width // 20)
        pic = width // 3
        inner = width - 2 * pad
        title_size, size = max(14, width // 15), max(12, width // 21)
        blocks: list[tuple[list[str], int, tuple, bool]] = []
        for words, colour in lines:
            blocks.append((assets.wrap(words, size, inner, bold=True), size, colour, True))
        if text:
            blocks.append((assets.wrap(text, size, inner), size, theme.TEXT_DIM, False))
        chip_h = size + 10
        chip_rows = self._chip_rows(chips, size, inner)
        height = pad + pic + pad // 2 + len(chip_rows) * (chip_h + 4) + pad // 2
        height += sum(len(b[0]) * (b[1] + 4) + 6 for b in blocks) + pad
        image = pygame.Surface((width, height), pygame.SRCALPHA)
        pygame.draw.rect(image, (30, 26, 32), image.get_rect(), border_radius=12)
        pygame.draw.rect(image, edge, image.get_rect(), 3, border_radius=12)
        face = assets.scaled(picture, (pic, pic))
        pygame.draw.circle(image, edge, (pad + pic // 2, pad + pic // 2), pic // 2 + 2)
        image.blit(face, (pad, pad))
        head = pygame.Rect(pad + pic + pad // 2, pad, width - pic - 2 * pad - pad // 2, pic)
        name = fit_text(assets, title, title_size, head.width, theme.HIGHLIGHT, bold=True, serif=True, smallest=11)
        y = head.y + max(0, (pic - name.get_height() - (size + 6 if sub else 0)) // 2)
        put_text(image, name, head, "figure card", "topleft", (head.x, y))
        if sub:
            words = fit_text(assets, sub, size, head.width, theme.TEXT_DIM, smallest=9)
            put_text(image, words, head, "figure card", "topleft", (head.x, y + name.get_height() + 4))
        y = pad + pic + pad // 2
        for row in chip_rows:
            x = pad
            for label, value, w in row:
                chip = pygame.Rect(x, y, w, chip_h)
                pygame.draw.rect(image, (52, 46, 56), chip, border_radius=6)
                words = assets.text(f"{label} {value}", size, theme.TEXT, bold=True)
                put_text(image, words, chip, "figure card", "center")
                x += w + 6
            y += chip_h + 4
        y += pad // 2
        for rows, s, colour, bold in blocks:
            for row in rows:
                put_text(image, assets.text(row, s, colour, bold=bold), image.get_rect(), "figure card", "topleft",
                         (pad, y))
                y += s + 4
            y += 6
        return image

    def _chip_rows(self, chips, size: int, width: int) -> list[list[tuple[str, str, int]]]:
        font = self.table.app.assets.font(size, True)
        rows: list[list[tuple[str, str, int]]] = [[]]
        used = 0
        for label, value in chips:
            w = font.size(f"{label} {value}")[0] + 14
            if rows[-1] and used + w > width:
                rows.append([])
                used = 0
            rows[-1].append((label, value, w))
            used += w + 6
        return [row for row in rows if row]


def _halo(size: int) -> pygame.Surface:
    """A soft round glow of `size`, brightest at its middle."""
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    for i in range(12, 0, -1):
        r = c * i / 12
        a = int(140 * (1 - i / 12) ** 0.6)
        pygame.draw.circle(image, (*theme.HIGHLIGHT, a), (c, c), r)
    return image


def _closer(picture: pygame.Surface, side: int) -> pygame.Surface:
    """The middle of a round picture, `side` across, cut round: a face or a creature
    drawn small in its picture fills the figure's base."""
    image = pygame.Surface((side, side), pygame.SRCALPHA)
    image.blit(picture, (-(picture.get_width() - side) // 2, -(picture.get_height() - side) // 2))
    mask = pygame.Surface((side, side), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (side / 2, side / 2), side / 2)
    image.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return image


def _octagon(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """The corners of an eight-sided token of radius `r`, flat on top."""
    return [(cx + r * math.cos(math.radians(22.5 + 45 * k)), cy + r * math.sin(math.radians(22.5 + 45 * k)))
            for k in range(8)]
