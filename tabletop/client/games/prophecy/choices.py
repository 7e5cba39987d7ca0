"""The decision panel: its prompt and a button per gesture-less legal action (stay,
end the turn, a Certificate, a repair, a service, a battle's options), laid out in
one or two columns under the prompt. A part of the table scene."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.engine.actions import parse_action
from tabletop.engine.places import END_TURN, Option, Place
from tabletop.games.prophecy import choices as answer  # the rules' readers of a compound answer
from tabletop.games.prophecy import library as lib
from tabletop.games.prophecy.decisions import DECISIONS
from tabletop.games.prophecy.places import CERTIFICATE, STAY, RepairButton, ServiceButton
from tabletop.games.prophecy.rules import service_cost
from tabletop.games.prophecy.view import ProphecyView

from ... import theme
from ...widgets import Button, fit_lines, panel, put_text

ROLL = Option("roll")


class Choices:
    def __init__(self, table) -> None:
        self.table = table  # the Prophecy table that owns this part
        self.buttons: list[tuple[Place, Button]] = []
        self._key: Any = None  # the position and look the buttons were made for

    def forget(self) -> None:
        """Make the buttons again (new words, a new size, an undo)."""
        self._key = None

    def refresh(self) -> None:
        view = self.table.session.seen()
        state, app = self.table.session.state, self.table.app
        key = (len(state.history), id(state), app.size, app.t.language)
        if key == self._key:
            return
        self._key = key
        self.buttons = []
        if not self.table.places.mine(view):
            return
        targets = []  # what a click answers, in the order offered (Stay and End turn come last)
        for action in self.table.session.legal_actions():
            if action.source is None and action.target not in targets:
                targets.append(action.target)
        for target in targets:
            button = Button(self._button_label(target, view), lambda t=target: self.table.act(None, t),
                            primary=target in (END_TURN, ROLL))
            self.buttons.append((target, button))
        kinds = self.table.session.state.game.action_kinds
        for offer in view.priced_out:  # greyed with their price; a click says what is short
            action = parse_action(offer["action"], kinds)
            if action.source is None and action.target not in targets:  # a button's (an Item to buy is dragged)
                button = Button(self._button_label(action.target, view), lambda a=action: self.table.refuse(a),
                                enabled=False)
                self.buttons.insert(len(self.buttons) - (END_TURN in targets), (action.target, button))
        self._place_buttons()

    def _button_grid(self) -> tuple[int, int, int, int]:
        """(columns, rows, button height, gap) of the decision's buttons."""
        s = self.table.L.scale
        count = len(self.buttons)
        columns = 1 if count <= 3 else 2
        rows = max(1, (count + columns - 1) // columns)
        gap = max(4, int(6 * s))
        room = int(self.table.L.actions.height * 0.72) - 8
        bh = max(22, min(int(40 * self.table.L.type), (room - gap * (rows - 1)) // rows))
        return columns, rows, bh, gap

    def _place_buttons(self) -> None:
        area = self._buttons_area()
        if not self.buttons:
            return
        columns, rows, bh, gap = self._button_grid()
        bw = (area.width - gap * (columns - 1)) // columns
        for i, (_, button) in enumerate(self.buttons):
            col, row = (i % columns, i // columns) if columns > 1 else (0, i)
            button.rect = pygame.Rect(area.x + col * (bw + gap), area.y + row * (bh + gap), bw, bh)
            button.most = int(17 * self.table.L.type)

    def _buttons_area(self) -> pygame.Rect:
        """The buttons at the bottom of the decision panel; the prompt above takes
        the rest."""
        box = self.table.L.actions
        columns, rows, bh, gap = self._button_grid()
        high = (rows * bh + (rows - 1) * gap) if self.buttons else 0
        return pygame.Rect(box.x + 8, box.bottom - 8 - high, box.width - 16, high)

    def _button_label(self, target: Place, view: ProphecyView) -> str:
        t = self.table.app.t
        seat = self.table.places.focus(view)
        if target == STAY:
            return t("prophecy.ui.stay")
        if target == END_TURN:
            return t("prophecy.ui.end_turn")
        if target == CERTIFICATE:
            here = lib.SPACES[view.players[seat].space].kind
            own = here in lib.character(view.players[seat].character).guilds
            return t("prophecy.ui.certificate_own" if own else "prophecy.ui.certificate_other")
        match target:
            case RepairButton(item=uid):
                return t("prophecy.ui.repair", item=self.table.cards.item_name(uid))
            case ServiceButton(name=name, amount=n):
                return t(f"prophecy.ui.service_{name}", n=n, cost=service_cost(name, n))
            case Option(value=value):
                return self._option_label(value, view)
        return str(target)

    def _option_label(self, value: str, view: ProphecyView) -> str:
        """The words of one answer of a question ("roll", "throw:<uid>", "item:<uid>", "pay", ...)."""
        t = self.table.app.t
        if view.pending["kind"] == "damage":
            return t("prophecy.ui.damage_item", item=self.table.cards.item_name(answer.damage(value).item))
        match answer.roll(value):
            case answer.Throw(item=uid):
                return t("prophecy.ui.throw", item=self.table.cards.item_name(uid))
        if value == "pay":
            card = lib.adventure(view.pending["card"])  # a '?' rule's decision names its Creature
            return t("prophecy.ui.option_pay", cost=self._cost_words(card.special.cost))
        if value == "use":  # an Opportunity's price on its button, lit or greyed
            cost = lib.adventure(view.pending["card"]).cost
            return t("prophecy.ui.option_use") + (f" · {self._cost_words(cost)}" if cost else "")
        return t(f"prophecy.ui.option_{value}")

    def _cost_words(self, cost) -> str:
        t = self.table.app.t
        if cost is None or not cost:
            return t("prophecy.ui.free")
        words = []
        for part in ("gold", "magic", "health", "xp"):
            value = getattr(cost, part)
            if value:
                words.append(t(f"prophecy.ui.cost_{part}", n=value))
        return ", ".join(words)

    def _prompt(self, view: ProphecyView) -> str:
        t = self.table.app.t
        pending = view.pending
        waiting = self.table.waiting_words(pending)
        if waiting is not None:
            return waiting
        seat = pending["seat"]
        values = {"name": self.table.name(seat)}
        card = pending.get("card", view.battle.card if view.battle is not None else None)
        if card is not None:  # a battle's, a '?' rule's or an Opportunity's question names its card
            values["card"] = self.table.cards.adventure_name(card)
        if pending["kind"] == "space":
            values["space"] = self.table.cards.space_name(view.players[seat].space)
        return t(DECISIONS[pending["kind"]].prompt_key(pending), **values)

    def draw(self, surface, view: ProphecyView) -> None:
        assets, L = self.table.app.assets, self.table.L
        box = L.actions
        panel(surface, box, theme.mix(theme.PANEL, theme.BACKGROUND, 0.3), theme.ACCENT_DARK, radius=10)
        area = self._buttons_area()
        prompt = pygame.Rect(box.x + 8, box.y + 6, box.width - 16, area.y - box.y - 10)
        text = self._prompt(view)
        size = int(15 * L.type)
        size, lines, step = fit_lines(assets, [text], size, prompt.width, prompt.height, 3, 10)
        y = prompt.y
        for line in lines[:max(1, prompt.height // step)]:
            put_text(surface, assets.text(line, size, theme.HIGHLIGHT), prompt, "prompt", "topleft", (prompt.x, y))
            y += step
        for _, button in self.buttons:
            button.draw(surface, assets)
