"""The roll mat: a box over the map's lower part where rolled dice land and stay
while the player decides about re-rolls.

It shows what is rolled for (a melee attack on the Cellar Creeper, a search, a
skill test...), the dice with their faces, the total against what is needed, and,
while the model waits for a re-roll decision, a "Re-roll" button under each die
(1 clarity each), "Keep" and, when the avatar's ability applies, "Use ability".
Rolls arrive as events: `throw` starts RollAnimations from where the dice were to
their places on the mat, which land on the faces the model rolled.
"""

from __future__ import annotations

from typing import Callable

import pygame

from tabletop.engine.places import Option
from tabletop.games.comanauts.choices import Reroll
from tabletop.games.comanauts.view import RollView

from ... import theme
from ...assets import Assets
from ...input import Gesture
from .dicetray import RollAnimation, draw_die
from ...widgets import put_text, rounded
from .pieces import fit_text, kind


KEEP = Option("keep")


class RollMat:
    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.title = ""
        self.dice: list[tuple[str, int]] = []  # (kind, face)
        self.anims: list[RollAnimation | None] = []
        self.total: int | None = None
        self.need: int | None = None
        self.result = ""  # "Hit!", "Blocked"... once the roll is resolved
        self.good = True
        self.shown = False
        self.buttons: list[tuple[pygame.Rect, Option, str]] = []  # (rect, target, label)
        self.hover: Option | None = None
        self.die_size = 56

    # -- what is on the mat ---------------------------------------------------------------

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self.die_size = 56 if rect.height >= 220 else 48

    def positions(self, count: int) -> list[tuple[int, int]]:
        size = self.die_size
        step = size + 22
        cx = self.rect.centerx
        y = self.rect.y + 58 + size // 2
        x0 = cx - (count - 1) * step / 2
        return [(round(x0 + i * step), y) for i in range(count)]

    def throw(self, title: str, dice: list[str], faces: list[int], total: int | None, need: int | None,
              starts: list[tuple[int, int]], duration: float = 0.9) -> None:
        self.shown = True
        self.title = title
        self.dice = [(kind(d), f) for d, f in zip(dice, faces)]
        self.total, self.need = total, need
        self.result = ""
        ends = self.positions(len(dice))
        self.anims = []
        for i, ((k, face), end) in enumerate(zip(self.dice, ends)):
            start = starts[i] if i < len(starts) else (end[0], self.rect.bottom + 80)
            self.anims.append(RollAnimation(k, face, start, end, duration, size=self.die_size, seed=i * 7919 + face))

    def reroll(self, index: int, face: int, total: int | None, duration: float = 0.6) -> None:
        if not (0 <= index < len(self.dice)):
            return
        k, _ = self.dice[index]
        self.dice[index] = (k, face)
        self.total = total
        end = self.positions(len(self.dice))[index]
        anims = self.anims + [None] * (len(self.dice) - len(self.anims))
        anims[index] = RollAnimation(k, face, (end[0], end[1] - 30), end, duration, size=self.die_size,
                                     seed=index * 31 + face)
        self.anims = anims

    def animate(self, t: float) -> None:
        """Set the running animations to progress t (the beat's clock drives them)."""
        for anim in self.anims:
            if anim is not None:
                anim.elapsed = anim.duration * max(0.0, min(1.0, t))

    def land(self) -> None:
        for anim in self.anims:
            if anim is not None:
                anim.skip()
        self.anims = [None] * len(self.dice)

    def resolve(self, text: str, good: bool, total: int | None = None, need: int | None = None) -> None:
        self.land()
        self.result, self.good = text, good
        if total is not None:
            self.total = total
        if need is not None:
            self.need = need

    def clear(self) -> None:
        self.shown = False
        self.dice, self.anims, self.result = [], [], ""
        self.total = self.need = None

    def show_roll(self, title: str, roll: RollView, total: int | None, need: int | None) -> None:
        """The roll the model is waiting on (after an undo or a resume, no animation)."""
        self.shown = True
        self.title = title
        self.dice = [(kind(d), f) for d, f in roll.dice]
        self.anims = [None] * len(self.dice)
        self.total, self.need = total, need
        self.result = ""

    # -- the re-roll decision -------------------------------------------------------------

    def set_options(self, options: list[str] | None, t: Callable[..., str], ability: str = "") -> None:
        """Buttons for a pending re-roll decision; None removes them."""
        self.buttons = []
        if not options:
            return
        size = self.die_size
        for i, centre in enumerate(self.positions(len(self.dice))):
            again = str(Reroll(i))
            if again in options:
                rect = pygame.Rect(0, 0, size + 18, 26)
                rect.midtop = (centre[0], centre[1] + size // 2 + 8)
                self.buttons.append((rect, Option(again), t("comanauts.ui.reroll_die")))
        bottom = self.rect.bottom - 12
        wide = []
        if "ability" in options:
            wide.append((Option("ability"), t("comanauts.ui.reroll_ability", ability=ability)))
        wide.append((KEEP, t("comanauts.ui.keep")))
        width = min(220, (self.rect.width - 40 - 10 * (len(wide) - 1)) // len(wide))
        x = self.rect.centerx - (len(wide) * width + 10 * (len(wide) - 1)) // 2
        for target, label in wide:
            self.buttons.append((pygame.Rect(x, bottom - 36, width, 36), target, label))
            x += width + 10

    def handle(self, g: Gesture) -> Option | None:
        if g.kind == "hover":
            self.hover = next((target for rect, target, _ in self.buttons if rect.collidepoint(g.pos)), None)
        if g.kind == "click":
            for rect, target, _ in self.buttons:
                if rect.collidepoint(g.pos):
                    return target
        if g.kind == "key" and self.buttons:
            if g.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_k):
                return KEEP
            if pygame.K_1 <= g.key <= pygame.K_9:  # the die with that number
                target = Option(str(Reroll(g.key - pygame.K_1)))
                if any(tg == target for _, tg, _ in self.buttons):
                    return target
        return None

    def locate(self, target: Option) -> tuple[int, int] | None:
        for rect, tg, _ in self.buttons:
            if tg == target:
                return rect.center
        return None

    # -- drawing --------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, assets: Assets, t: Callable[..., str]) -> None:
        if not self.shown:
            return
        box = self.rect
        surface.blit(assets.glow(box.move(5, 8).size, (0, 0, 0, 120)), box.move(5, 8))
        rounded(surface, box, (30, 44, 40), radius=14)
        inner = box.inflate(-10, -10)
        rounded(surface, inner, (44, 70, 60), radius=10)
        rounded(surface, box, None, theme.ACCENT_DARK, 3, 14)
        # the total at the top right, the title in the room left of it (kept
        # while the dice still tumble, so the title does not jump)
        total_image = None
        if self.total is not None:
            if self.need is not None:
                words = t("comanauts.ui.total_need", total=self.total, need=self.need)
                colour = theme.GOOD if self.total >= self.need else theme.HIGHLIGHT
            else:
                words = t("comanauts.ui.total", total=self.total)
                colour = theme.TEXT
            total_image = fit_text(assets, words, 18, max(60, (box.width - 36) // 2), colour, bold=True, smallest=11)
        reserved = (total_image.get_width() + 16) if total_image is not None else 0
        title_box = pygame.Rect(box.x + 18, box.y + 12, box.width - 36 - reserved, 24)
        if assets.font(14, True).size(self.title)[0] <= title_box.width:
            put_text(surface, fit_text(assets, self.title, 17, title_box.width, theme.TEXT, bold=True, smallest=14),
                     title_box, "roll mat title", "topleft", at=(box.x + 18, box.y + 14))
        else:  # a long title: two lines, smaller (the dice start lower down)
            title_box.h = 38
            for size in (14, 13, 12, 11):
                lines = assets.wrap(self.title, size, title_box.width, bold=True)
                if len(lines) <= 2:
                    break
            for n, line in enumerate(lines[:2]):
                put_text(surface, fit_text(assets, line, size, title_box.width, theme.TEXT, bold=True, smallest=size),
                         title_box, "roll mat title", "topleft", at=(title_box.x, title_box.y + n * (size + 4)))
        landed = all(a is None or a.done for a in self.anims)
        if total_image is not None and landed:
            put_text(surface, total_image, pygame.Rect(title_box.right + 16, box.y + 10, reserved - 16, 28),
                     "roll mat total", "topright", at=(box.right - 18, box.y + 12))
        for i, ((k, face), centre) in enumerate(zip(self.dice, self.positions(len(self.dice)))):
            anim = self.anims[i] if i < len(self.anims) else None
            if anim is not None and not anim.done:
                anim.draw(surface, assets)
            else:
                draw_die(surface, assets, k, face, centre, self.die_size)
        for rect, target, label in self.buttons:
            primary = target == KEEP
            hover = self.hover == target
            if primary:
                fill = theme.ACCENT if hover else theme.mix(theme.ACCENT, theme.ACCENT_DARK, 0.3)
                ink = (28, 22, 14)
            else:
                fill = theme.mix(theme.PANEL, theme.PANEL_EDGE, 0.6 if hover else 0.3)
                ink = theme.TEXT
            rounded(surface, rect, fill, theme.HIGHLIGHT if primary else theme.PANEL_EDGE, 2, 7)
            text = fit_text(assets, label, 14 if rect.height > 30 else 12, rect.width - 10, ink, bold=True)
            put_text(surface, text, rect, "roll button", "center")
        if self.result and landed:
            image = assets.text(self.result, 26, theme.GOOD if self.good else theme.DANGER, bold=True)
            where = image.get_rect(midbottom=(box.centerx, box.bottom - 14))
            back = where.inflate(24, 8)
            rounded(surface, back, (20, 24, 22), radius=10)
            put_text(surface, image, back, "roll result", "center")
