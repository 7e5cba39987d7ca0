"""An attack shown as a duel (BH-ATTACK.3-5, BH-D.32): both sides side by side, each
one's dice rolled and totalled, then the damage and who takes it, read from the
model's `attack` or `monster_attack` event and the `dice_rolled` events just before
it (a monster's roll comes as its total only). A bot's duel closes itself at the bot
pace; a click closes any. A part of the house table; it waits, as a page of the reveal does."""

from __future__ import annotations

from typing import Any

import pygame

from ... import theme
from ...tween import ease_out
from ...widgets import new_layer, fit_text, put_text, rounded

MONSTER_TONE = (150, 30, 40)
#: how long the dice tumble before they settle, in seconds
TUMBLE = 0.7


class Duel:
    def __init__(self, table) -> None:
        self.table = table
        self.shown: dict[str, Any] | None = None
        self.age = 0.0
        self.closes_at: float | None = None  # seconds shown before it closes itself (a bot's)
        self._veil: pygame.Surface | None = None  # the map dimmed under it, made once per size

    @property
    def open(self) -> bool:
        return self.shown is not None

    def watch(self, events: list[dict[str, Any]]) -> None:
        """Events that just happened: an attack among them opens its duel."""
        rolls: list[dict[str, Any]] = []
        for e in events:
            if e["event"] == "dice_rolled":
                rolls.append(e)
            elif e["event"] in ("attack", "monster_attack"):
                self._show(e, rolls)
                rolls = []

    def _show(self, e: dict[str, Any], rolls: list[dict[str, Any]]) -> None:
        """The duel of an explorer's attack (`attack`) or a monster's (`monster_attack`,
        BH-MONSTER): each side ("seat", n) or ("monster", k)."""
        view = self.table.session.seen()
        if e["event"] == "attack":
            sides = (("seat", e["seat"]), ("seat" if e["target_kind"] == "seat" else "monster", e["target"]))
            ranged = bool(e.get("ranged"))
        else:
            k, seat = e["monster"], e["target"]
            sides = (("monster", k), ("seat", seat))
            ranged = k < len(view.monsters) and view.monsters[k].room != view.room[seat]

        def faces(side) -> list[int] | None:  # a monster's roll comes as its total only
            found = [r for r in rolls
                     if side[0] == "seat" and r.get("seat") == side[1] and r.get("trait") == e["trait"]]
            return list(found[-1]["dice"]) if found else None

        rolled, defended = e["rolled"], e["defended"]
        if rolled > defended:
            hurt, amount = ("target", rolled - defended)
        elif defended > rolled and not ranged:  # from afar the attacker is not hurt (BH-SPATK.2)
            hurt, amount = ("attacker", defended - rolled)
        else:
            hurt, amount = (None, 0)
        self.shown = {"sides": sides, "trait": e["trait"], "dice": (faces(sides[0]), faces(sides[1])),
                      "totals": (rolled, defended), "hurt": hurt, "amount": amount, "ranged": ranged}
        self.age = 0.0
        seats = self.table.session.seats
        by = sides[0][1] if sides[0][0] == "seat" else (view.haunt or {}).get("traitor")
        person = isinstance(by, int) and by < len(seats) and seats[by].kind == "human"
        pace = self.table.app.settings.bot_pace_ms / 1000
        self.closes_at = None if person else TUMBLE + 1.2 + 2 * pace

    def update(self, dt: float) -> None:
        if self.shown is None:
            return
        speed = self.table.app.settings.animation_speed
        self.age += dt * speed if speed > 0 else TUMBLE  # no animations: the dice settled at once
        if self.closes_at is not None and self.age >= self.closes_at:
            self.close()

    def close(self) -> None:
        self.shown = None

    def handle(self, g) -> bool:
        """While shown it takes the pointer: a click (or Enter, Esc, Space) closes it."""
        if self.shown is None:
            return False
        if g.kind == "click" or g.kind == "key" and g.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE,
                                                              pygame.K_SPACE):
            self.close()
        return g.kind not in ("hover", "wheel")

    # -- drawing --------------------------------------------------------------------------------

    def box(self) -> pygame.Rect:
        m, s = self.table.L.map, self.table.L.type
        w = min(m.width - 24, int(660 * s))
        h = min(m.height - 24, int(300 * s))
        box = pygame.Rect(0, 0, w, h)
        box.center = m.center
        return box

    def side_name(self, which: str) -> tuple[str, tuple[int, int, int]]:
        view, names = self.table.session.seen(), self.table.names
        kind, n = self.shown["sides"][0 if which == "attacker" else 1]
        if kind == "seat":
            seat = n
            explorer = names.explorer(view.explorers[seat])
            name = self.table.name(seat)
            words = name if name == explorer else f"{name} · {explorer}"
            return words, self.table.kit.colour(view.explorers[seat], theme.seat_color(seat, False))
        monster = view.monsters[n].kind if n < len(view.monsters) else ""
        return f"{names.monster(monster)} {n + 1}", MONSTER_TONE

    def draw(self, surface) -> None:
        d = self.shown
        if d is None:
            return
        new_layer()  # over the table
        t, assets, ty = self.table.app.t, self.table.app.assets, self.table.L.type
        if self._veil is None or self._veil.get_size() != self.table.L.map.size:
            self._veil = pygame.Surface(self.table.L.map.size, pygame.SRCALPHA)
            self._veil.fill((0, 0, 0, 120))
        surface.blit(self._veil, self.table.L.map.topleft)
        box = self.box()
        pygame.draw.rect(surface, (0, 0, 0), box.move(5, 6), border_radius=14)
        rounded(surface, box, (30, 24, 30), theme.DANGER, 3, 14)
        pad = max(8, int(12 * ty))
        head = pygame.Rect(box.x + pad, box.y + pad // 2, box.width - 2 * pad, int(30 * ty))
        title = t("betrayal.ui.duel_title", trait=self.table.names.trait(d["trait"]))
        put_text(surface, fit_text(assets, title, int(20 * ty), head.width, theme.ACCENT, bold=True, serif=True),
                 head, "duel title", "center")
        foot_h = int(58 * ty)
        body = pygame.Rect(box.x + pad, head.bottom + 4, box.width - 2 * pad, box.bottom - head.bottom - foot_h - 8)
        vs_size = int(22 * ty)
        vs_w = assets.font(vs_size, True).size(t("betrayal.ui.duel_vs"))[0] + int(24 * ty)
        half = (body.width - vs_w) // 2
        settled = self.age >= TUMBLE
        for i, which in enumerate(("attacker", "target")):
            side = pygame.Rect(body.x + i * (half + vs_w), body.y, half, body.height)
            self._draw_side(surface, side, which, d["dice"][i], d["totals"][i], settled,
                            d["hurt"] == which and settled)
        vs = pygame.Rect(body.x + half, body.y, vs_w, body.height)
        put_text(surface, assets.text(t("betrayal.ui.duel_vs"), vs_size, theme.TEXT_DIM, bold=True), vs,
                 "duel vs", "center")
        foot = pygame.Rect(box.x + pad, box.bottom - foot_h, box.width - 2 * pad, foot_h - pad // 2)
        if settled:
            words = self._outcome()
            colour = theme.DANGER if d["hurt"] else theme.TEXT
            line = pygame.Rect(foot.x, foot.y, foot.width, foot.height * 3 // 5)
            put_text(surface, fit_text(assets, words, int(18 * ty), foot.width, colour, bold=True), line,
                     "duel outcome", "center")
            hint = pygame.Rect(foot.x, line.bottom, foot.width, foot.height - line.height)
            put_text(surface, fit_text(assets, t("betrayal.ui.duel_close"), int(13 * ty), foot.width, theme.TEXT_DIM),
                     hint, "duel hint", "center")

    def _outcome(self) -> str:
        d, t = self.shown, self.table.app.t
        if d["hurt"] is None:
            return t("betrayal.ui.duel_missed" if d["ranged"] and d["totals"][0] < d["totals"][1] else
                     "betrayal.ui.duel_tie")
        who = self.side_name(d["hurt"])[0]
        if d["sides"][0 if d["hurt"] == "attacker" else 1][0] == "monster":
            return t("betrayal.ui.duel_monster_hurt", who=who)
        damage = t("betrayal.ui.damage_mental" if d["trait"] in ("sanity", "knowledge") else
                   "betrayal.ui.damage_physical")
        return t("betrayal.ui.duel_damage", who=who, count=d["amount"], damage=damage)

    def _draw_side(self, surface, rect: pygame.Rect, which: str, dice: list[int] | None, total: int,
                   settled: bool, hurt: bool) -> None:
        assets, ty = self.table.app.assets, self.table.L.type
        words, colour = self.side_name(which)
        rounded(surface, rect, theme.mix((30, 24, 30), colour, 0.25), theme.DANGER if hurt else colour,
                3 if hurt else 2, 10)
        disc = max(10, min(rect.height // 6, int(22 * ty)))
        top = pygame.Rect(rect.x + 8, rect.y + 6, rect.width - 16, max(2 * disc, int(30 * ty)))
        kind, n = self.shown["sides"][0 if which == "attacker" else 1]
        figure = pygame.Rect(top.x, top.centery - disc, 2 * disc, 2 * disc)  # the figure as the map paints it
        if kind == "seat":
            self.table.house.paint_standee(surface, self.table.session.seen(), n, figure)
        elif n < len(self.table.session.seen().monsters):
            self.table.house.paint_monster(surface, self.table.session.seen(), n, figure)
        name = pygame.Rect(top.x + 2 * disc + 8, top.y, top.width - 2 * disc - 8, top.height)
        put_text(surface, fit_text(assets, words, int(17 * ty), name.width, theme.TEXT, bold=True, smallest=9), name,
                 "duel side", "midleft")
        total_h = int(40 * ty)
        tray = pygame.Rect(rect.x + 8, top.bottom + 4, rect.width - 16, rect.bottom - top.bottom - total_h - 10)
        if dice:
            n = len(dice)
            size = max(14, min(int(44 * ty), tray.height - 4, (tray.width - 4) // n - 4))
            per_row = max(1, min(n, (tray.width + 4) // (size + 4)))
            rows = (n + per_row - 1) // per_row
            y0 = tray.centery - (rows * (size + 4)) // 2
            for k, face in enumerate(dice):
                row, col = divmod(k, per_row)
                count = min(per_row, n - row * per_row)
                x0 = tray.centerx - (count * (size + 4)) // 2
                frac = min(1.0, self.age / TUMBLE)
                shown = face if settled else (int(self.age * 27) + k * 2 + face) % 3
                image = assets.scaled(f"betrayal/dice/die_{shown}", (size, size))
                if not settled:
                    image = pygame.transform.rotate(image, (1 - frac) * 300 * (1 if k % 2 else -1))
                bounce = 0 if settled else int((1 - ease_out(frac)) * size * 0.5)
                centre = (x0 + col * (size + 4) + size // 2, y0 + row * (size + 4) + size // 2 - bounce)
                surface.blit(image, image.get_rect(center=centre))
        elif settled:  # a monster's roll: its total only
            words = self.table.app.t("betrayal.ui.duel_rolls")
            put_text(surface, fit_text(assets, words, int(14 * ty), tray.width, theme.TEXT_DIM), tray, "duel rolls",
                     "center")
        box = pygame.Rect(rect.x + 8, rect.bottom - total_h - 4, rect.width - 16, total_h)
        if settled:
            put_text(surface, assets.text(str(total), int(32 * ty), theme.HIGHLIGHT, bold=True), box, "duel total",
                     "center")
