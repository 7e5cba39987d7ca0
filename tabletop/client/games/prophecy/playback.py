"""Playing the Prophecy events back: a standee walking, an Adventure card dealt,
the Chance card turned over, the dice of a battle rolled and its outcome stamped,
and the battle as shown so far (the memo). A part of the
table scene."""

from __future__ import annotations

from typing import Any

import attrs
import pygame

from tabletop.games.prophecy.view import BattleView, ProphecyView

from ... import theme
from ...tween import Beat, ease_in_out, ease_out, lerp_rect
from ...widgets import fit_text, put_text, rounded
from .battle import die_x
from .cards import adventure_uid, chance_uid, item_uid


class EventPlayback:
    def __init__(self, table) -> None:
        self.table = table  # the Prophecy table that owns this part
        # the battle as the playback has shown it so far (the view's battle is gone
        # once the turn ends, while its rolls still play back): None when none is shown
        self.memo: BattleView | None = None

    def animate(self, e: dict[str, Any]) -> None:
        kind, L, add = e["event"], self.table.L, self.table.playback.tween
        if kind == "moved":
            seat = e["seat"]
            a, b = self.table.places.standee_rect(seat, e["from"]), self.table.places.standee_rect(seat, e["to"])
            paint = self.table.board.paint_standee
            add(0.4, lambda s, t, a=a, b=b, seat=seat: paint(s, seat, lerp_rect(a, b, ease_in_out(t))),
                frozenset({f"standee:{seat}"}))
        elif kind == "adventure_placed":
            uid = self.table.session.seen().board[e["space"]]
            if uid is None:
                return
            end = L.adventure_card(e["space"])
            start = pygame.Rect(L.chance_card.center, (8, 6))
            add(0.16, lambda s, t, u=uid, a=start, b=end: s.blit(
                self.table.cards.adventure(u, b.size), lerp_rect(a, b, ease_out(t)).topleft),
                frozenset({f"adv:{e['space']}"}))
        elif kind == "battle_started":
            uid = adventure_uid(e["card"])
            # the totals are not known before the first roll (shown as "?")
            memo = BattleView(seat=e["seat"], card=uid, battle=e["battle"], lives=e["lives"], wins=0, declared=[],
                              thrown=None, rolls=[], bonus=0, creature_bonus=0, you=None, it=None)
            self.table.playback.add(Beat(0.0, start=lambda m=memo: self._set_memo(m)))
        elif kind in ("battle_changed", "special_applied"):
            battle = e.get("battle")
            if battle:
                self.table.playback.add(Beat(0.0, start=lambda b=battle: self._memo_set("battle", b)))
        elif kind == "items_declared":
            uids = [u for u in (item_uid(i) for i in e["items"]) if u is not None]
            self.table.playback.add(Beat(0.0, start=lambda u=uids: self._memo_set("declared", u)))
        elif kind == "battle_roll":
            data = dict(e)
            self.table.playback.add(Beat(0.75, lambda s, t, d=data: self._paint_roll(s, d, t),
                                         finish=lambda d=data: self._memo_roll(d), hides=frozenset({"dice"})))
        elif kind in ("battle_won", "battle_tied", "battle_lost"):
            result = kind.split("_")[1]
            self.table.playback.add(Beat(1.0, lambda s, t, r=result: self._paint_result(s, r, t)))
        elif kind == "turn_started":
            self.table.playback.add(Beat(0.0, start=lambda: self._set_memo(None)))
        elif kind == "chance_drawn":
            uid = chance_uid(e["card"])
            if uid is not None:
                rect = L.chance_card
                add(0.3, lambda s, t, u=uid: self._paint_flip(s, u, rect, t), frozenset({"chance"}))

    def _set_memo(self, memo: BattleView | None) -> None:
        self.memo = memo

    def _memo_set(self, key: str, value) -> None:
        if self.memo is not None:
            self.memo = attrs.evolve(self.memo, **{key: value})

    def _memo_roll(self, d: dict) -> None:
        if self.memo is None:
            return
        self.memo = attrs.evolve(self.memo, rolls=[*self.memo.rolls, [d["light"], d["dark"], d["you"], d["it"],
                                                                      d["outcome"]]],
                                 you=d["you"] - d["light"], it=d["it"] - d["dark"],
                                 wins=self.memo.wins + (d["outcome"] == "win"))

    def shown_battle(self, view: ProphecyView) -> BattleView | None:
        """The battle to draw: the live one when nothing plays back (the memo follows
        it); else the one the playback has reached (its rolls appear as they are
        shown, and it stays after the turn ended until the outcome was shown)."""
        live = view.battle
        if not self.table.playback.busy:
            if live is None:
                self.memo = None
            elif self.memo is None or self.memo.rolls != live.rolls or self.memo.declared != live.declared or \
                    self.memo.battle != live.battle:
                self.memo = live  # a view is never changed: the playback's changes make new ones
            return live
        return self.memo if self.memo is not None else live

    def _paint_result(self, surface, result: str, t: float) -> None:
        """The battle's outcome, stamped over it for a moment."""
        L = self.table.L
        words = self.table.app.t(f"prophecy.ui.result_{result}")
        colour = theme.GOOD if result == "won" else theme.DANGER if result == "lost" else theme.ACCENT
        image = fit_text(self.table.app.assets, words, int(30 * L.scale), L.battle.width - 40, colour, bold=True)
        box = image.get_rect(center=L.battle.center).inflate(30, 16)
        rounded(surface, box, (20, 16, 12), colour, 3, 12)
        put_text(surface, image, box, "battle result", "center")

    def _paint_flip(self, surface, uid: int, rect: pygame.Rect, t: float) -> None:
        width = max(2, int(rect.width * abs(1 - 2 * t)))
        shown = pygame.Rect(0, 0, width, rect.height)
        shown.center = rect.center
        if t < 0.5:
            rounded(surface, shown, (60, 110, 70), (30, 60, 40), 2, 8)
        else:
            surface.blit(pygame.transform.smoothscale(self.table.cards.chance(uid, rect.size), shown.size), shown)

    def _paint_roll(self, surface, d: dict, t: float) -> None:
        """The two dice tumbling, then showing the roll, over the battle's dice."""
        parts = self.table.L.battle_parts()
        area = parts["dice"]
        size = max(24, min(area.height // 2 - 4, area.width // 2 - 8))
        for k, (kind, face) in enumerate((("light", d["light"]), ("dark", d["dark"]))):
            shown = face if t > 0.7 else 1 + (int(t * 30) + k * 3 + face) % 6
            image = self.table.app.assets.scaled(f"prophecy/dice/{kind}_{shown}", (size, size))
            if t <= 0.7:
                image = pygame.transform.rotate(image, (1 - t) * 400 * (1 if k else -1))
            x = die_x(area, k)
            y = area.centery - int((1 - ease_out(min(1, t / 0.7))) * area.height * 0.3)
            surface.blit(image, image.get_rect(center=(x, y)))
