"""Events into beats, so a player can follow what happened, above all the enemy
turn: the enemy that activates lights up with its card on the dresser, its threat
die is shown with the face rolled and the matching action row; its standee walks
its path space by space; the attack is a line from it to its target; the defence
roll lands on the roll mat; life lost floats over the target's sheet. Each beat
writes its own log line when it begins.

`Shown` is what the screen shows while the playback runs (it lags behind the
model's state, which is already final): the pieces' positions, the comazone, the
enemy activating, the attack. The table draws from it while beats remain, and
from the view once they are done.
"""

from __future__ import annotations

import math
from typing import Any

import attrs
import pygame

from tabletop.games.comanauts import library as lib
from tabletop.games.comanauts.view import ComanautsView

from ... import theme
from .bookpage import BookPage
from .dicetray import draw_die
from .logtext import reason_text
from .pieces import clue_text, colour_word, sentence, enemy_name, environment_name, fit_text, kind, status_name, zone_intro, zone_name
from ...tween import Beat
from ...widgets import put_text

BEATS = {  # seconds at animation speed 1
    "banner": 0.8, "draw": 0.35, "slide": 0.35, "step": 0.28, "roll": 0.9, "reroll": 0.6, "result": 0.75,
    "appear": 0.45, "fade": 0.5, "activate": 1.0, "attack": 0.65, "hit": 0.45, "life": 0.55, "note": 0.45,
}


def stable_of(view: ComanautsView) -> dict[str, Any]:
    """What the screen shows of a view when nothing plays back: where a playback starts."""
    return {"zone": view.zone, "pos": {k: list(v) for k, v in view.pos.items()}, "current": view.current,
            "track": list(view.track), "life": {k: s.life for k, s in enumerate(view.sheets)}}


@attrs.define
class Shown:
    running: bool = False
    zone: str = ""
    pos: dict[str, list] = attrs.field(factory=dict)
    track: list[str] = attrs.field(factory=list)  # the threat track as each step left it
    life: dict[int, int] = attrs.field(factory=dict)  # each sheet's life force, likewise
    hidden: set[str] = attrs.field(factory=set)
    enemy: dict[str, Any] | None = None  # {"enemy", "die", "face"} while it activates
    attack: tuple[str, int] | None = None  # (enemy, target sheet)
    banner: tuple[str, tuple[int, int, int]] | None = None
    current: int | None = None  # whose turn the screen shows
    enemy_turn: bool = False  # the playback shows the enemies' turn


class EventBeats:
    """A part of the table scene: turns a batch of events into beats."""

    def __init__(self, table) -> None:
        self.table = table  # the Comanauts table that owns this part
        self.shown = Shown()  # the table as the playback has shown it so far

    def forget(self) -> None:
        """An undo replaced the state: nothing of the old one is shown."""
        self.shown = Shown()

    # -- planning -----------------------------------------------------------------------

    def plan(self, events: list[dict[str, Any]]) -> None:
        view = self.table.view()
        if not self.table.playback.busy:
            stable = self.table.stable
            self.shown = Shown(True, stable["zone"], {k: list(v) for k, v in stable["pos"].items()},
                               list(stable["track"]), dict(stable["life"]), current=stable.get("current"))
        pending = view.pending or {}
        last_entry = max((i for i, e in enumerate(events) if e["event"] == "entry_read"), default=-1)
        for i, e in enumerate(events):
            choice_here = (i == last_entry and pending.get("kind") == "entry_choice"
                           and pending.get("entry") == e.get("entry"))
            if e["event"] == "track_changed" or "life" in e and isinstance(e.get("seat"), int):
                self.table.playback.add(Beat(0, start=lambda e=e: self._step_shown(e)))
            elif e["event"] == "avatar_to_morass":
                self.table.playback.add(Beat(0, start=lambda k=e["seat"]: self.shown.life.__setitem__(k, 0)))
            self._beats_for(e, view, choice_here)
        self.table.playback.add(Beat(0, finish=self._playback_done))

    def _step_shown(self, e: dict[str, Any]) -> None:
        """The threat track or a sheet's life force as this event left it."""
        if e["event"] == "track_changed":
            self.shown.track = list(e["dice"])
        else:
            self.shown.life[e["seat"]] = e["life"]

    def _playback_done(self) -> None:
        if len(self.table.playback.queue) <= 1:  # this closing beat is the last
            self.shown = Shown()
            self.table.mat_after_playback()

    def _log_beat(self, e: dict[str, Any], duration: float = 0.0, paint=None, start=None, finish=None,
                  late: bool = False) -> None:
        """A beat that writes e's log line when it begins (or, `late`, when it ends:
        a roll's line would tell its result before the dice land)."""
        def begin() -> None:
            if not late:
                self.table.log_panel.add(e)
            if start:
                start()

        def end() -> None:
            if late:
                self.table.log_panel.add(e)
            if finish:
                finish()
        self.table.playback.add(Beat(duration, paint, begin, end))

    def _beats_for(self, e: dict[str, Any], view: ComanautsView, choice_here: bool) -> None:
        ev = e["event"]
        t = self.table.app.t
        seat = e.get("seat")
        handler = getattr(self, f"_beat_{ev}", None)
        if handler is not None:
            handler(e, view, choice_here)
            return
        if ev in ("vital_sign_revealed",):
            text = t("comanauts.ui.banner_vital", card=t(f"comanauts.ui.vital_{e['card']}"), left=e.get("left", 0))
            colour = theme.DANGER if e["card"] != "stable" else theme.TEXT
            self._banner(e, text, colour)
            return
        if ev in ("status_added", "status_removed", "clarity_gained", "clarity_lost", "life_gained", "item_gained",
                  "item_equipped", "die_stored", "clarity_given", "focused", "die_taken") and seat is not None:
            self._log_beat(e, BEATS["note"] * 0.6, paint=lambda s, p, k=seat: self._paint_sheet_glow(s, k, p))
            return
        self._log_beat(e)

    # -- beats of the player's turn -------------------------------------------------------

    def _beat_turn_started(self, e, view, _c) -> None:
        name = self.table.name(e["seat"])

        def now() -> None:
            self.shown.current = e["seat"]
        self.table.playback.add(Beat(0, finish=now))
        self._banner(e, self.table.app.t("comanauts.ui.banner_turn", turn=e.get("turn", 1), name=name),
                     self.table.seat_colour(e["seat"]), BEATS["banner"] * 0.7)

    def _beat_dice_drawn(self, e, view, _c) -> None:
        dice = list(e["dice"])
        k = e["seat"]

        def paint(surface, p, dice=dice) -> None:
            start = self.table.dresser_parts.bag.center
            if k == view.current:
                ends = self.table.L.tray_dice(len(dice))
            else:
                ends = [self.table.places.sheet_rect(k).center] * len(dice)
            for die, end in zip(dice, ends):
                x = start[0] + (end[0] - start[0]) * p
                y = start[1] + (end[1] - start[1]) * p - math.sin(p * math.pi) * 40
                self.table.drawing.draw_die_at(surface, kind(die), (x, y), self.table.L.die_size - 10)
        self._log_beat(e, BEATS["draw"], paint)

    def _beat_threat_placed(self, e, view, _c) -> None:
        dice = list(e["dice"])

        def paint(surface, p) -> None:
            start = self.table.L.tray.center
            end = self.table.dresser_parts.track.center
            for i, die in enumerate(dice):
                x = start[0] + (end[0] - start[0]) * p + i * 12
                y = start[1] + (end[1] - start[1]) * p - math.sin(p * math.pi) * 50
                self.table.drawing.draw_die_at(surface, kind(die), (x, y), 28)
        self._log_beat(e, BEATS["draw"] if dice else 0, paint if dice else None)

    def _beat_clarity_rolled(self, e, view, _c) -> None:
        t = self.table.app.t
        k = e["seat"]
        before = e["clarity"] - (1 if e["gained"] else 0)
        self._log_beat(e, BEATS["roll"], paint=lambda s, p: self.table.mat.animate(p),
                       start=lambda: self.table.mat.throw(t("comanauts.ui.clarity_mat", name=self.table.name(k)),
                                                          e["dice"], e["faces"], e["total"], before,
                                                          self.table.places.roll_starts(k, len(e["dice"])),
                                                          BEATS["roll"]), late=True)
        text = t("comanauts.ui.clarity_up") if e["gained"] else t("comanauts.ui.clarity_same")
        self.table.playback.add(Beat(BEATS["result"], start=lambda: self.table.mat.resolve(text, e["gained"]),
                                     finish=self.table.mat.clear))

    def _beat_dice_rolled(self, e, view, _c) -> None:
        k = e["seat"]
        title = sentence(self.table.app.t, self.table.roll_title(e, view))
        need = None
        if view.roll and (view.pending or {}).get("kind") == "reroll":
            need = (view.pending or {}).get("need")
        starts = self.table.places.roll_starts(k, len(e["dice"]), defend=e.get("purpose") == "defend")
        self._log_beat(e, BEATS["roll"], paint=lambda s, p: self.table.mat.animate(p),
                       start=lambda: self.table.mat.throw(title, e["dice"], e["faces"], e["total"], need, starts,
                                                          BEATS["roll"]),
                       finish=self.table.mat.land, late=True)

    def _beat_die_rerolled(self, e, view, _c) -> None:
        self._log_beat(e, BEATS["reroll"], paint=lambda s, p: self.table.mat.animate(p),
                       start=lambda: self.table.mat.reroll(e["index"], e["face"], e["total"], BEATS["reroll"]),
                       finish=self.table.mat.land, late=True)

    def _result(self, e, text: str, good: bool, total=None, need=None) -> None:
        self._log_beat(e, BEATS["result"], start=lambda: self.table.mat.resolve(text, good, total, need),
                       finish=self.table.mat.clear)

    def _beat_attack_rolled(self, e, view, _c) -> None:
        t = self.table.app.t
        self._result(e, t("comanauts.ui.result_hit") if e["hit"] else t("comanauts.ui.result_miss"), e["hit"],
                     e["total"], e["defense"])

    def _beat_searched(self, e, view, _c) -> None:
        t = self.table.app.t
        self._result(e, t("comanauts.ui.result_found") if e["found"] else t("comanauts.ui.result_nothing"), e["found"],
                     e["total"], 4)

    def _beat_test_rolled(self, e, view, _c) -> None:
        t = self.table.app.t
        self._result(e, t("comanauts.ui.result_passed") if e["passed"] else t("comanauts.ui.result_failed"),
                     e["passed"], e["total"], e["target"])

    def _beat_task_contributed(self, e, view, _c) -> None:
        t = self.table.app.t
        self._result(e, t("comanauts.ui.result_task", progress=e["progress"], target=e["target"]), True, e["total"])

    def _beat_defended(self, e, view, _c) -> None:
        t = self.table.app.t
        self._result(e, t("comanauts.ui.result_blocked") if e["blocked"] else t("comanauts.ui.result_unblocked"),
                     e["blocked"], e["total"], e["strength"])

    # -- pieces moving on the map ---------------------------------------------------------

    def _final_pos(self, piece: str, view, space: str) -> list:
        pos = view.pos.get(piece)
        if pos and pos[0] == space and view.zone == self.shown.zone:
            return list(pos)
        return [space, 0]

    def _slide(self, e, piece: str, frm: list | None, to: list, duration: float) -> None:
        def start() -> None:
            self.shown.hidden.add(piece)

        def paint(surface, p) -> None:
            a = self.table.places.point_screen(*frm) if frm else None
            b = self.table.places.point_screen(*to)
            if b is None:
                return
            if a is None:
                a = b
            at = (a[0] + (b[0] - a[0]) * p, a[1] + (b[1] - a[1]) * p - math.sin(p * math.pi) * 10)
            self.table.drawing.paint_piece(surface, piece, at)

        def finish() -> None:
            self.shown.hidden.discard(piece)
            self.shown.pos[piece] = list(to)
        self._log_beat(e, duration, paint, start, finish)

    def _beat_avatar_moved(self, e, view, _c) -> None:
        piece = f"a:{e['seat']}"
        self._slide(e, piece, self.shown.pos.get(piece), [e["to"], e["point"]], BEATS["slide"])

    def _beat_avatar_returned(self, e, view, _c) -> None:
        piece = f"a:{e['seat']}"
        self._appear(e, piece, self._final_pos(piece, view, e["space"]))

    def _beat_enemy_pushed(self, e, view, _c) -> None:
        piece = e["enemy"]
        self._slide(e, piece, self.shown.pos.get(piece), self._final_pos(piece, view, e["to"]), BEATS["slide"])

    def _appear(self, e, piece: str, to: list) -> None:
        def start() -> None:
            self.shown.hidden.add(piece)

        def paint(surface, p) -> None:
            b = self.table.places.point_screen(*to)
            if b is not None:
                self.table.drawing.paint_piece(surface, piece, (b[0], b[1] - (1 - p) * 60), alpha=int(255 * p),
                                               scale=1.5 - 0.5 * p)

        def finish() -> None:
            self.shown.hidden.discard(piece)
            self.shown.pos[piece] = list(to)
        self._log_beat(e, BEATS["appear"], paint, start, finish)

    def _vanish(self, e, piece: str) -> None:
        at = self.shown.pos.get(piece)

        def start() -> None:
            self.shown.hidden.add(piece)

        def paint(surface, p) -> None:
            if at:
                b = self.table.places.point_screen(*at)
                if b is not None:
                    self.table.drawing.paint_piece(surface, piece, b, alpha=int(255 * (1 - p)), scale=1 + 0.4 * p)

        def finish() -> None:
            self.shown.hidden.discard(piece)
            self.shown.pos.pop(piece, None)
        self._log_beat(e, BEATS["fade"], paint, start, finish)

    def _beat_enemy_entered(self, e, view, _c) -> None:
        self._appear(e, e["enemy"], self._final_pos(e["enemy"], view, e["space"]))

    _beat_enemy_returned = _beat_enemy_entered

    def _beat_inner_child_placed(self, e, view, _c) -> None:
        if e.get("space"):
            self._appear(e, "child", self._final_pos("child", view, e["space"]))
        else:
            self._log_beat(e)

    def _beat_enemy_defeated(self, e, view, _c) -> None:
        self._vanish(e, e["enemy"])

    def _beat_avatar_to_morass(self, e, view, _c) -> None:
        self._vanish(e, f"a:{e['seat']}")

    def _beat_page_left(self, e, view, _c) -> None:
        def finish() -> None:
            self.shown.pos = {}
        self._log_beat(e, finish=finish)

    def _beat_page_entered(self, e, view, _c) -> None:
        zone = e["zone"]
        t = self.table.app.t

        def finish() -> None:
            self.shown.zone = zone
            self.shown.pos = {p: list(v) for p, v in view.pos.items() if p.startswith("a:")} \
                if view.zone == zone else {}
        self._log_beat(e, finish=finish)
        z = lib.ZONES[zone]
        page = BookPage(zone_name(zone), zone_intro(zone), [t("comanauts.ui.continue")],
                        caption=t("comanauts.ui.page_caption", page=z.page, zone=zone_name(zone)))
        self._page(page)

    def _beat_entry_read(self, e, view, choice_here: bool) -> None:
        self._log_beat(e)
        if choice_here:
            return  # the entry's choices are asked on its page (the pending decision)
        self._page(self.table.entry_page(e["zone"], e["entry"], None))

    def _beat_clue_revealed(self, e, view, _c) -> None:
        t = self.table.app.t
        self._log_beat(e)
        self._page(BookPage(t("comanauts.ui.clue_title", n=len(view.clues)),
                            clue_text(e["clue"]) if isinstance(e.get("clue"), int) else e["text"], [t("comanauts.ui.continue")],
                            caption=t("comanauts.ui.clue_caption")))

    def _page(self, page: BookPage) -> None:
        if self.table.reading():
            self.table.playback.add(Beat(0, page=page))

    def _beat_game_over(self, e, view, _c) -> None:
        t = self.table.app.t
        text = t("comanauts.ui.banner_won" if e["won"] else "comanauts.ui.banner_lost", reason=reason_text(t, e["reason"]))
        self._banner(e, text, theme.GOOD if e["won"] else theme.DANGER, BEATS["banner"] * 1.5)

    # -- the enemy turn ------------------------------------------------------------------

    def _beat_enemy_turn_started(self, e, view, _c) -> None:
        def start() -> None:
            self.shown.enemy_turn = True
        self.table.playback.add(Beat(0, None, start, None))
        self._banner(e, self.table.app.t("comanauts.ui.banner_enemy_turn"), theme.DANGER)

    def _beat_enemy_turn_ended(self, e, view, _c) -> None:
        def finish() -> None:
            self.shown.enemy = None
            self.shown.attack = None
            self.shown.enemy_turn = False
        self._log_beat(e, finish=finish)

    def _beat_enemy_activated(self, e, view, _c) -> None:
        card = e["enemy"]

        def start() -> None:
            self.shown.enemy = {"enemy": card, "die": e["die"], "face": e["face"]}
            self.shown.attack = None

        def paint(surface, p) -> None:
            self.paint_activation(surface, card, e["die"], e["face"], p)
        self._log_beat(e, BEATS["activate"], paint, start)

    def _beat_enemy_idle(self, e, view, _c) -> None:
        self._log_beat(e, BEATS["note"], start=lambda: setattr(self.shown, "enemy", None))

    def _beat_enemy_moved(self, e, view, _c) -> None:
        piece = e["enemy"]
        path = list(e.get("path") or [e["frm"], e["to"]])
        final = self._final_pos(piece, view, e["to"])
        first = True
        for a, b in zip(path, path[1:]):
            frm = [a, 0] if not first else None
            to = final if b == path[-1] else [b, 0]
            if first:
                self._slide(e, piece, self.shown.pos.get(piece), to, BEATS["step"])
                first = False
            else:
                self._slide_quiet(piece, frm, to, BEATS["step"])
        if len(path) < 2:
            self._log_beat(e)

    def _slide_quiet(self, piece: str, frm, to, duration: float) -> None:
        """A further step of a walk: no log line of its own."""
        holder: dict[str, Any] = {}

        def start() -> None:
            holder["frm"] = self.shown.pos.get(piece, frm)
            self.shown.hidden.add(piece)

        def paint(surface, p) -> None:
            a = self.table.places.point_screen(*holder.get("frm", frm))
            b = self.table.places.point_screen(*to)
            if a is None or b is None:
                return
            at = (a[0] + (b[0] - a[0]) * p, a[1] + (b[1] - a[1]) * p - math.sin(p * math.pi) * 10)
            self.table.drawing.paint_piece(surface, piece, at)

        def finish() -> None:
            self.shown.hidden.discard(piece)
            self.shown.pos[piece] = list(to)
        self.table.playback.add(Beat(duration, paint, start, finish))

    def _beat_enemy_attack(self, e, view, _c) -> None:
        target = e["target"]

        def start() -> None:
            self.shown.attack = (e["enemy"], target)

        def paint(surface, p) -> None:
            self.table.drawing.paint_attack(surface, e["enemy"], target, p, e["strength"])
        self._log_beat(e, BEATS["attack"], paint, start)

    def _beat_enemy_no_target(self, e, view, _c) -> None:
        card = e["enemy"]
        t = self.table.app.t

        def paint(surface, p) -> None:
            at = self.table.places.piece_screen(card)
            if at:
                self.paint_float(surface, t("comanauts.ui.no_target"), (at[0], at[1] - 30 - 20 * p), theme.TEXT_DIM, p)
        self._log_beat(e, BEATS["note"], paint)

    def _beat_hit(self, e, view, _c) -> None:
        k = e["seat"]

        def paint(surface, p) -> None:
            self._paint_sheet_glow(surface, k, p, (220, 40, 40))
            at = self.table.places.piece_screen(f"a:{k}")
            if at:
                radius = int(18 + 20 * p)
                ring = pygame.Surface((radius * 2 + 4, radius * 2 + 4), pygame.SRCALPHA)
                pygame.draw.circle(ring, (230, 50, 40, int(220 * (1 - p))), (radius + 2, radius + 2), radius, 4)
                surface.blit(ring, ring.get_rect(center=(round(at[0]), round(at[1]))))
        self._log_beat(e, BEATS["hit"], paint)

    def _beat_life_lost(self, e, view, _c) -> None:
        k = e["seat"]
        t = self.table.app.t

        def paint(surface, p) -> None:
            rect = self.table.places.sheet_rect(k)
            self.paint_float(surface, t("comanauts.ui.life_minus", amount=e["amount"]),
                             (rect.centerx, rect.y + 40 - 30 * p), theme.DANGER, p, size=26)
        self._log_beat(e, BEATS["life"], paint)

    # -- painting helpers -----------------------------------------------------------------

    def _banner(self, e, text: str, colour, duration: float | None = None) -> None:
        def start() -> None:
            self.shown.banner = (text, colour)

        def finish() -> None:
            self.shown.banner = None

        def paint(surface, p) -> None:
            self.paint_banner(surface, text, colour, p)
        self._log_beat(e, BEATS["banner"] if duration is None else duration, paint, start, finish)

    def paint_banner(self, surface, text: str, colour, p: float) -> None:
        assets = self.table.app.assets
        image = fit_text(assets, text, 30, self.table.L.map.width - 60, theme.TEXT, bold=True)
        box = image.get_rect(center=(self.table.L.map.centerx, self.table.L.map.y + 60)).inflate(48, 22)
        alpha = int(235 * min(1.0, min(p, 1 - p) * 6 + 0.2))
        surface.blit(assets.glow(box.size, (12, 10, 18, alpha // 10 * 10)), box)
        pygame.draw.rect(surface, colour, box, 3, border_radius=12)
        put_text(surface, image, box, "banner", "center")

    def paint_float(self, surface, text: str, pos, colour, p: float, size: int = 18) -> None:
        image = self.table.app.assets.text(text, size, colour, bold=True)
        image = image.copy()
        image.set_alpha(int(255 * min(1.0, (1 - p) * 3)))
        back = image.get_rect(center=(round(pos[0]), round(pos[1]))).inflate(14, 6)
        surface.blit(self.table.app.assets.glow(back.size, (10, 8, 14, 150)), back)
        put_text(surface, image, back, "float", "center")

    def _paint_sheet_glow(self, surface, k: int, p: float, colour=(255, 214, 102)) -> None:
        rect = self.table.places.sheet_rect(k)
        alpha = int(90 * math.sin(math.pi * p))
        if alpha > 0:
            surface.blit(self.table.app.assets.glow(rect.size, colour + (alpha // 10 * 10,)), rect)

    def paint_activation(self, surface, card: str, die: str, face: int, p: float) -> None:
        """The activating enemy's threat die above its standee, and a pulse around it."""
        at = self.table.places.piece_screen(card)
        if at is None:
            return
        pulse = 0.5 + 0.5 * math.sin(p * math.pi * 3)
        radius = int(26 + 8 * pulse)
        ring = pygame.Surface((radius * 2 + 6, radius * 2 + 6), pygame.SRCALPHA)
        pygame.draw.circle(ring, theme.HIGHLIGHT + (200,), (radius + 3, radius + 3), radius, 4)
        surface.blit(ring, ring.get_rect(center=(round(at[0]), round(at[1]))))
        lift = max(0.0, 1 - p * 2.5)
        draw_die(surface, self.table.app.assets, kind(die), face if p > 0.35 else (int(p * 40) % 6) + 1,
                 (at[0] + 34, at[1] - 40 - lift * 30), 40, highlight=p > 0.35, angle=lift * 200)


def roll_title(t, e: dict[str, Any], view: ComanautsView, name: str) -> str:
    """What a roll is for, in words."""
    purpose = e.get("purpose", "")
    ctx = view.roll.ctx if view.roll else {}
    if purpose in ("melee", "ranged"):
        enemy = ctx.get("enemy")
        return t(f"comanauts.ui.mat_{purpose}", name=name, enemy=enemy_name(enemy) if enemy else "")
    if purpose == "test":
        key = ctx.get("key", "")
        if key.startswith("status:"):
            status = key.split(":")[2]
            return t("comanauts.ui.mat_status", name=name,
                     status=status_name(status))
        if key == "env" and view.environment:
            return t("comanauts.ui.mat_env", name=name, card=environment_name(view.environment))
        colour = ctx.get("colour")
        return t("comanauts.ui.mat_test", name=name, colour=colour_word(t, colour) if colour else "")
    return t(f"comanauts.ui.mat_{purpose}", name=name) if purpose else name
