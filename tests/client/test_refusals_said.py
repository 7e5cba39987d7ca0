"""Every refused gesture says why, in words, where the gesture was (issue 24 §3): the
model's refusal through the catalogue, in a banner beside the pointer. Darkmoor: a
second card after the play, Enter during a forced extra play, a hand card clicked
while a choice waits. Betrayal: the standee dragged with no movement left (it used
to pan the map), a hand card clicked while a question waits, a Legacy card whose use
costs more than the explorer can pay (greyed with its cost). Prophecy: a guild the
person cannot afford (the turn used to just end), and the Possibilities, ways to move
and Opportunities priced out, greyed with their price, saying what is short when
clicked or dragged; a Creature's rule the person cannot pay for is told, not skipped."""

from __future__ import annotations

import pygame

from tabletop import games
from tabletop.controller.session import Session
from tabletop.games.darkmoor.actions import Play
from tabletop.persistence import SeatInfo

from seeded_search import find  # tests/: on the path as the test packages' root


def open_at(make_app, state, language="en"):
    """The table at `state`, the person at seat 0 and bots elsewhere."""
    app, drive = make_app(size=(1280, 720), language=language)
    seats = [SeatInfo("Ana", "human"), *(SeatInfo(f"Bot {i}", "random") for i in range(1, state.seats))]
    app.open_table(Session.arranged(state, seats))
    drive.step(3)
    return app, drive, app.top


def said(app, key: str, **values) -> None:
    """The banner says the catalogue's words for `key`."""
    assert app.toast is not None and app.toast[0] == app.t(key, **values), (app.toast, app.t(key, **values))


def near(app, pos, reach: int = 140) -> None:
    """The banner shows beside `pos` (where the gesture was), not at the foot of the screen."""
    assert app.toast_at is not None and abs(app.toast_at[0] - pos[0]) + abs(app.toast_at[1] - pos[1]) < reach


def _pending(state, kind: str, **more) -> bool:
    p = state.pending
    return p is not None and p["seat"] == 0 and p["kind"] == kind and all(p.get(k) == v for k, v in more.items())


# -- Darkmoor -------------------------------------------------------------------------------------


def _hand_point(table, drive):
    drive.step(2)
    rect = sorted(table.hand_rects.values(), key=lambda r: r.x)[0]
    return (rect.x + 12, rect.centery)


def test_darkmoor_a_second_card_after_the_play_says_the_turn_must_end(make_app):
    state = find("darkmoor", 2, lambda s: _pending(s, "confirm") and s.hands[0], {"confirm": [0]})
    app, drive, table = open_at(make_app, state)
    start = _hand_point(table, drive)
    drive.drag(start, table.L.column(0).center)
    said(app, "darkmoor.error.must_end_turn", name=table.name(0))
    near(app, start)
    assert table.session.state.pending["kind"] == "confirm"


def test_darkmoor_enter_during_a_forced_extra_play_says_a_card_must_be_played(make_app):
    state = find("darkmoor", 2, lambda s: _pending(s, "play", extra=True), seeds=range(1, 200))
    app, drive, table = open_at(make_app, state, language="es")
    drive.key(pygame.K_RETURN)
    said(app, "darkmoor.error.must_play", name=table.name(0))
    assert " debe " in app.toast[0]  # in the player's language


def test_darkmoor_a_hand_card_clicked_during_a_choice_says_the_choice_comes_first(make_app):
    state = find("darkmoor", 2, lambda s: _pending(s, "minion") and s.hands[0], seeds=range(1, 200))
    app, drive, table = open_at(make_app, state)
    start = _hand_point(table, drive)
    drive.click(start)
    refusal = table.session.why_not(Play(state.hands[0][0], 0))
    assert refusal.key == "darkmoor.error.must_choose_minion"
    said(app, refusal.key, **{**refusal.values, "name": table.name(0)})  # named as the table names the seat
    near(app, start)


# -- Betrayal -------------------------------------------------------------------------------------


def test_betrayal_the_standee_dragged_with_no_movement_left_says_so_and_the_map_stays(make_app):
    state = find("betrayal", 3, lambda s: _pending(s, "explore") and s.exploration.moves_left(0) == 0)
    app, drive, table = open_at(make_app, state)
    view = table.session.seen()
    table.floor = table.house.room_floor(view, view.room[0])
    drive.step(2)
    start = table.house.standee_rect(view, 0).center
    camera = dict(table.house.cams)
    drive.drag(start, (start[0] + 150, start[1] + 60))
    said(app, "betrayal.error.no_moves", name=table.name(0))
    near(app, start)
    assert dict(table.house.cams) == camera and table.house.pan_from is None  # not panned


def test_betrayal_a_hand_card_clicked_while_a_question_waits_says_the_question_comes_first(make_app):
    state = find("betrayal", 3, lambda s: s.pending is not None and s.pending["seat"] == 0
                 and s.pending["kind"] not in ("explore", "monsters") and s.hand[0], seeds=range(1, 200))
    app, drive, table = open_at(make_app, state)
    drive.step(2)
    rect = table.sheet.hand_rects(table.session.seen())[-1][1]
    drive.click(rect.center)
    said(app, "betrayal.error.must_choose", name=table.name(0))
    near(app, rect.center)


# -- Prophecy -------------------------------------------------------------------------------------


def test_prophecy_a_guild_the_person_cannot_afford_says_why_the_turn_ends(make_app):
    game = games.get("prophecy")
    move = []

    def lands_short(s) -> bool:  # the person's move that ends the turn on a guild priced out
        if not _pending(s, "move"):
            return False
        for action in s.legal_actions():
            if any(e["event"] == "priced_out" for e in game.from_dict(s.to_dict()).apply(action)):
                move.append(action)
                return True
        return False

    state = find("prophecy", 3, lands_short)
    app, drive, table = open_at(make_app, state)
    table.session.act(move[0])
    for _ in range(200):
        drive.step(1)
        if app.toast is not None:
            break
    event = next(e for e in table.session.log if e["event"] == "priced_out")
    short = event["offers"][0]
    assert short["short"] in ("xp", "cert_gold")
    words = app.t(f"prophecy.error.short_{short['short']}", name=table.name(0), has=short["has"],
                  need=short["need"])
    assert app.toast is not None and app.toast[0] == words and words in table.log_panel.said.values()
    seat_space = table.session.seen().players[0].space
    near(app, table.places.standee_rect(0, seat_space).midtop, reach=60)


def test_prophecy_possibilities_priced_out_are_greyed_with_their_price_and_say_what_is_short(make_app):
    state = find("prophecy", 3, lambda s: _pending(s, "space") and any(
        not o["action"].startswith("buy") for o in s.priced_out(0)), seeds=range(1, 200), most=1500)
    app, drive, table = open_at(make_app, state, language="es")
    table.choices.refresh()
    greyed = [(target, button) for target, button in table.choices.buttons if not button.enabled]
    assert greyed
    target, button = greyed[0]
    offer = {parse(o["action"]).target: o for o in state.priced_out(0)}[target]
    assert any(ch.isdigit() for ch in button.label)  # its price is on it
    moves = len(state.history)
    drive.click(button.rect.center)
    said(app, f"prophecy.error.short_{offer['short']}", name=table.name(0), has=offer["has"],
         need=offer["need"])
    near(app, button.rect.center)
    assert len(table.session.state.history) == moves


def parse(text: str):
    from tabletop.engine.actions import parse_action

    return parse_action(text, games.get("prophecy").action_kinds)


def test_prophecy_an_item_too_dear_dragged_says_what_is_short(make_app):
    state = find("prophecy", 3, lambda s: _pending(s, "space") and any(
        o["action"].startswith("buy") for o in s.priced_out(0)), seeds=range(1, 200), most=1500)
    offer = next(o for o in state.priced_out(0) if o["action"].startswith("buy"))
    uid = parse(offer["action"]).item
    app, drive, table = open_at(make_app, state)
    rect = dict(table.places.market_rects(table.session.seen()))[uid]
    moves = len(state.history)
    drive.drag(rect.center, table.L.card.center)
    said(app, "prophecy.error.short_gold", name=table.name(0), has=offer["has"], need=offer["need"])
    near(app, rect.center)
    assert len(table.session.state.history) == moves


def test_legacy_a_cards_use_priced_out_shows_its_cost_on_the_card_and_dragged_onto_the_standee_says_why(make_app):
    """BL-COST.1: the card in the hand is greyed with its price; used anyway, the table says why not."""
    state = find("betrayal_legacy", 3, lambda s: _pending(s, "explore") and s.exploration.unpayable(0))
    price = state.exploration.unpayable(0)[0]
    app, drive, table = open_at(make_app, state, language="es")
    view = table.session.seen()
    table.floor = table.house.room_floor(view, view.room[0])
    drive.step(2)
    table.sheet.refresh_buttons()
    assert not any(getattr(a, "card", None) == price["card"] for a, _ in table.buttons)  # the card, not a button
    assert "−" in table.sheet.price_label(price)
    card = dict(table.sheet.hand_rects(view))[price["card"]]
    moves = len(state.history)
    standee = table.house.standee_rect(view, 0).center
    drive.drag(card.center, standee)
    said(app, "betrayal.error.cannot_pay", name=table.name(0))
    near(app, standee)
    assert len(table.session.state.history) == moves


def test_prophecy_a_way_to_move_too_dear_is_greyed_with_its_price_and_says_what_is_short(make_app):
    from tabletop.client import widgets
    from tabletop.games.prophecy import library as lib

    state = find("prophecy", 3, lambda s: _pending(s, "move") and s.gold[0] == 0 and lib.SPACES[s.space[0]].port,
                 seeds=range(1, 300), most=2000)
    offer = state.moves_priced_out(0)[0]
    app, drive, table = open_at(make_app, state, language="es")
    assert set(table.places.dear_ways()) == {o["space"] for o in state.moves_priced_out(0)}
    widgets.audit_text()
    drive.step(1)
    drawn = widgets.audit_text(False)
    cell = table.L.space(offer["space"])
    assert any(what == "cost chip" and cell.contains(rect) for what, rect, _ in drawn)  # its price, on the space
    moves = len(state.history)
    drive.click(cell.center)
    said(app, "prophecy.error.short_gold", name=table.name(0), has=0, need=offer["need"])
    near(app, cell.center)
    app.toast = None
    standee = table.places.standee_rect(0, state.space[0]).center
    drive.drag(standee, cell.center)
    said(app, "prophecy.error.short_gold", name=table.name(0), has=0, need=offer["need"])
    assert len(table.session.state.history) == moves


def test_prophecy_an_opportunity_too_dear_is_greyed_with_its_price_and_says_what_is_short(make_app):
    state = find("prophecy", 3, lambda s: _pending(s, "opportunity") and s.pending["options"] == ["leave"],
                 seeds=range(1, 300), most=2000)
    [offer] = state.view(0)["priced_out"]
    app, drive, table = open_at(make_app, state)
    table.choices.refresh()
    [(target, button)] = [(t, b) for t, b in table.choices.buttons if not b.enabled]
    assert target.value == "use" and button.label.startswith(app.t("prophecy.ui.option_use"))
    moves = len(state.history)
    drive.click(button.rect.center)
    said(app, f"prophecy.error.short_{offer['short']}", name=table.name(0), has=offer["has"], need=offer["need"])
    near(app, button.rect.center)
    assert len(table.session.state.history) == moves


def test_prophecy_a_creatures_rule_the_person_cannot_pay_for_is_told_not_skipped(make_app):
    from tabletop.games.prophecy import library as lib

    def rule_too_dear(s) -> bool:  # the person's next answer leads into a '?' rule priced out
        step = s.steps[-1] if s.steps else None
        return s.pending is not None and s.pending["seat"] == 0 and step is not None and step[0] == "special_rule" and step[2] == "ask" \
            and s.gold[0] < lib.adventure(step[1]).special.cost.gold

    state = find("prophecy", 3, rule_too_dear, seeds=range(1, 400), most=3000)
    uid = state.steps[-1][1]
    card = lib.adventure(uid)
    app, drive, table = open_at(make_app, state, language="es")
    table.session.act(state.legal_actions()[0])
    for _ in range(200):
        drive.step(1)
        if app.toast is not None:
            break
    why = app.t("prophecy.error.short_gold", name=table.name(0), has=state.gold[0], need=card.special.cost.gold)
    words = app.t("prophecy.log.priced_out_rule", why=why, card=table.cards.adventure_name(uid))
    assert app.toast is not None and app.toast[0] == words and words in table.log_panel.said.values()
