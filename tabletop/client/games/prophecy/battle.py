"""Drawing the battle panel: the creature's card, the kind of battle with the
creature's lives (a pip struck per roll won), both totals, the last roll's dice
and outcome, and the drop zone of the declared Items. An Opportunity being
decided takes the same panel. A part of the table scene."""

from __future__ import annotations

import pygame

from tabletop.games.prophecy.places import BATTLE, Declared
from tabletop.games.prophecy.view import ProphecyView

from ... import theme
from ...widgets import fit_in, fit_lines, put_text, rounded
from .strokes import dashed_box


def die_x(area: pygame.Rect, k: int) -> int:
    """The centre x of the light (k=0) or dark (k=1) die in the dice area: shared
    so the dice rolling in the playback land where the shown ones lie."""
    return area.x + area.width // 4 + k * area.width // 2


class BattlePanel:
    def __init__(self, table) -> None:
        self.table = table  # the Prophecy table that owns this part

    def draw(self, surface, view: ProphecyView, hidden) -> None:
        assets, t, L = self.table.app.assets, self.table.app.t, self.table.L
        s = L.scale
        battle = self.table.beats.shown_battle(view)
        parts = L.battle_parts()
        lit = self.table.places.drop_lit(BATTLE)
        rounded(surface, L.battle, theme.mix(theme.PANEL, (120, 30, 30), 0.35),
                theme.HIGHLIGHT if lit else (170, 70, 60), 3 if lit else 2, 10)
        creature = parts["creature"]
        surface.blit(self.table.cards.adventure(battle.card, creature.size, full=creature.width >= 110), creature)
        head = parts["head"]
        words = t(f"prophecy.ui.battle_{battle.battle}")
        if battle.lives == 3:
            words += " · " + t("prophecy.ui.roll_of", n=min(3, len(battle.rolls) + (
                0 if battle.rolls and battle.rolls[-1][4] != "win" else 1)))
        pip = max(6, int(8 * s))
        pips_w = (pip * 2 + 4) * battle.lives + 6 if battle.lives > 1 else 0
        fit_in(surface, assets, words, int(17 * L.type), pygame.Rect(head.x, head.y, head.width - pips_w, head.height),
               theme.HIGHLIGHT, "battle head", bold=True)
        for k in range(battle.lives if battle.lives > 1 else 0):  # its lives: one struck per roll won
            centre = (head.right - pips_w + 6 + k * (pip * 2 + 4) + pip, head.centery)
            won = k < battle.wins
            pygame.draw.circle(surface, (60, 170, 90) if won else (200, 60, 60), centre, pip)
            pygame.draw.circle(surface, (20, 20, 20), centre, pip, 1)
            if won:
                pygame.draw.line(surface, (20, 20, 20), (centre[0] - pip // 2, centre[1] - pip // 2),
                                 (centre[0] + pip // 2, centre[1] + pip // 2), 2)
        score = parts["score"]
        half = score.height // 2
        you_box = pygame.Rect(score.x, score.y, score.width, half)
        it_box = pygame.Rect(score.x, score.y + half, score.width, half)
        fit_in(surface, assets, t("prophecy.ui.you_total", seat=self.table.name(battle.seat),
                                  n="?" if battle.you is None else battle.you),
               int(17 * L.type), you_box, theme.TEXT, "battle you", bold=True)
        fit_in(surface, assets, t("prophecy.ui.it_total", card=self.table.cards.adventure_name(battle.card),
                                  n="?" if battle.it is None else battle.it), int(17 * L.type), it_box,
               (240, 190, 180), "battle it", bold=True)
        dice = parts["dice"]
        if "dice" not in hidden and battle.rolls:
            light, dark, you, it, outcome = battle.rolls[-1]
            size = max(22, min(dice.height // 2 - 6, dice.width // 2 - 8))
            for k, (kind, face) in enumerate((("light", light), ("dark", dark))):
                image = assets.scaled(f"prophecy/dice/{kind}_{face}", (size, size))
                surface.blit(image, image.get_rect(center=(die_x(dice, k), dice.centery - size // 3)))
            word = t(f"prophecy.ui.outcome_{outcome}", you=you, it=it)
            fit_in(surface, assets, word, int(14 * L.type), pygame.Rect(dice.x, dice.centery + size // 3,
                                                                   dice.width, dice.bottom - dice.centery - size // 3),
                   theme.GOOD if outcome == "win" else theme.DANGER if outcome == "loss" else theme.ACCENT,
                   "roll outcome", bold=True, align="center")
        zone = parts["declared"]
        declaring = view.pending is not None and view.pending["kind"] == "declare"
        edge = theme.HIGHLIGHT if lit else theme.mix(theme.PANEL_EDGE, (255, 255, 255), 0.2)
        dashed_box(surface, edge, zone, 6, 1)
        declared = self.table.places.declared_rects(view)
        if not declared:
            mine = declaring and self.table.places.mine(view)
            words = t("prophecy.ui.declare_hint") if mine else t("prophecy.ui.no_declared")
            fit_in(surface, assets, words, int(14 * L.type), zone.inflate(-12, 0), theme.TEXT_DIM, "declare hint",
                   align="center")
        for uid, rect in declared:
            if self.table.places.carried(Declared(uid)):
                continue
            surface.blit(self.table.cards.item(uid, rect.size), rect)
            if battle.thrown == uid:
                pygame.draw.rect(surface, theme.DANGER, rect, 2, border_radius=6)

    def draw_opportunity(self, surface, uid: int) -> None:
        """The Opportunity on the space, whole, while its player decides (PR-ADV.5)."""
        assets, L = self.table.app.assets, self.table.L
        rounded(surface, L.battle, theme.mix(theme.PANEL, (30, 110, 50), 0.3), (80, 160, 100), 2, 10)
        parts = L.battle_parts()
        card = parts["creature"]
        surface.blit(self.table.cards.adventure(uid, card.size), card)
        head = parts["head"]
        fit_in(surface, assets, self.table.app.t("prophecy.ui.opportunity_here"), int(17 * L.type), head, theme.HIGHLIGHT,
               "opportunity head", bold=True)
        box = pygame.Rect(head.x, head.bottom + 4, head.width, L.battle.bottom - head.bottom - 12)
        size = int(15 * L.type)
        blocks = [text for text, _, _ in self.table.cards.adventure_blocks(uid)]
        size, lines, step = fit_lines(assets, blocks, size, box.width, box.height, 4, 10)
        y = box.y
        for line in lines:
            if y + step > box.bottom:
                break
            put_text(surface, assets.text(line, size, theme.TEXT), box, "opportunity text", "topleft", (box.x, y))
            y += step
