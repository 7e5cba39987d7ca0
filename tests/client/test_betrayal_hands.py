"""Both Betrayals played with the hands (issue 25 §2), through posted mouse events on the
real loop: the standee dragged several rooms away walks there step by step (BH-MOVE.1),
a step that does more than move stops the walk there (BH-MOVE.2); a card of the hand
dragged onto another explorer is given (BH-ITEM.3), onto the room dropped (BH-ITEM.4);
the standee dragged onto an opponent attacks it (BH-ATTACK.1) and the attack is shown
as a duel; and nothing that has an object to drag is offered as a button."""

from __future__ import annotations

import copy

import pytest

from tabletop.controller.session import Session
from tabletop.games.house.actions import (Attack, Drop, DropItem, Explore, Give, GiveToken, MoveTo, Order, PickItem,
                                          Take, Use)
from tabletop.games.house.routes import goes_on
from tabletop.persistence import SeatInfo

from seeded_search import find  # tests/: on the path as the test packages' root

#: the actions that have an object to drag: never a button
DRAGGED = (MoveTo, Explore, Use, Give, DropItem, Attack, GiveToken, Drop, PickItem, Take)


def open_at(make_app, state, size=(1600, 900), language="en"):
    from tabletop.client.games.betrayal.table import BetrayalTable

    app, drive = make_app(size=size, language=language)
    seats = [SeatInfo(f"P{i + 1}", "human" if i == 0 else "random") for i in range(state.seats)]
    app.open_table(Session(state, seats, None))
    drive.step(3)
    table = app.top
    assert isinstance(table, BetrayalTable), drive.scenes()
    return app, drive, table


def no_object_buttons(table) -> None:
    table.sheet.refresh_buttons()
    shown = [a for a, _ in table.buttons]
    assert not [a for a in shown if isinstance(a, DRAGGED) or type(a) is Order and a.source is not None], shown


def mine(state, kind="explore") -> bool:
    p = state.pending
    return p is not None and p["seat"] == 0 and p["kind"] == kind


def centre(table, view, room):
    table.floor = table.house.room_floor(view, room)
    return table.beats._room_centre(view, room).center


def standee(table, drive):
    view = table.session.seen()
    table.floor = table.house.room_floor(view, view.room[0])
    drive.step(2)
    return table.house.standee_rect(view, 0).center


def a_long_walk(name):
    """An explorer's turn with a room three moves away on its own floor."""
    def wanted(s):
        if not mine(s) or s.exploration.moves_left(0) < 3 or len(s.house.order) < 8:
            return False
        floor = s.house.floor_of(s.room[0])
        return any(len(r.steps) >= 3 and all(s.house.floor_of(m.room) == floor for m in r.steps)
                   for r in s.routes().values())
    state = find(name, 3, wanted, seeds=range(1, 120), most=700)
    floor = state.house.floor_of(state.room[0])
    route = max((r for r in state.routes().values() if all(state.house.floor_of(m.room) == floor for m in r.steps)),
                key=lambda r: (len(r.steps), r.room))
    return state, route


@pytest.mark.parametrize("name", ["betrayal", "betrayal_legacy"])
def test_dragging_my_standee_three_rooms_away_walks_it_there_step_by_step(make_app, name):
    state, route = a_long_walk(name)
    app, drive, table = open_at(make_app, state)
    moves = len(state.history)
    start = standee(table, drive)
    no_object_buttons(table)
    drive.drag(start, centre(table, table.session.seen(), route.room))
    drive.step(3)
    history = table.session.state.history
    assert history[moves:] == list(route.steps), (history[moves:], route, app.toast)  # each step a MoveTo
    assert table.session.seen().room[0] == route.room


def test_while_dragged_the_way_and_its_cost_show_and_every_reachable_room_is_lit(make_app):
    import pygame

    from tabletop.client import widgets
    from tabletop.games.house.places import Room

    state, route = a_long_walk("betrayal")
    app, drive, table = open_at(make_app, state)
    start = standee(table, drive)
    end = centre(table, table.session.seen(), route.room)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for point in ((start[0] + 12, start[1] - 12), end):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(4, 4), buttons=(1, 0, 0)))
    widgets.audit_text()
    drive.step(2)
    drawn = widgets.audit_text(False)
    assert table.drag_drop.drag == ("standee", 0)
    assert {Room(r) for r in state.routes()} <= table.drag_targets  # lit: every room of the turn
    cost = [rect for what, rect, _ in drawn if what == "path cost"]
    assert cost and abs(cost[-1].centerx - end[0]) < 200 and abs(cost[-1].centery - end[1]) < 120  # by the pointer
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    drive.step(3)
    assert table.session.seen().room[0] == route.room


def test_my_standee_dragged_onto_another_floors_tab_goes_to_the_nearest_room_there(make_app):
    def wanted(s):
        if not mine(s) or s.exploration.moves_left(0) < 2:
            return False
        here = s.house.floor_of(s.room[0])
        return any(s.house.floor_of(r) != here for r in s.routes())
    state = find("betrayal", 3, wanted, seeds=range(1, 200), most=900)
    here = state.house.floor_of(state.room[0])
    floor = next(state.house.floor_of(r) for r in state.routes() if state.house.floor_of(r) != here)
    nearest = min((r for r in state.routes().values() if state.house.floor_of(r.room) == floor),
                  key=lambda r: (r.cost, len(r.steps), r.room))
    app, drive, table = open_at(make_app, state)
    start = standee(table, drive)
    tab = table.L.tab(table.kit.floors.index(floor)).center
    drive.drag(start, tab)
    drive.step(3)
    assert table.session.seen().room[0] == nearest.room, (table.session.state.history[-3:], app.toast)
    assert table.floor == floor  # the floor dragged to shows


def test_my_standee_dropped_on_the_stairs_it_stands_on_takes_them(make_app):
    def wanted(s):
        if not mine(s):
            return False
        here = s.room[0]
        ends = [a if b == here else b for a, b in s.house.links if here in (a, b)]
        return any(s.house.floor_of(r) != s.house.floor_of(here) and r in s.routes() for r in ends)
    state = find("betrayal", 3, wanted, seeds=range(1, 200), most=900)
    app, drive, table = open_at(make_app, state)
    start = standee(table, drive)
    view = table.session.seen()
    cell = table.beats._room_centre(view, view.room[0])
    before = table.house.room_floor(view, view.room[0])
    drive.drag(start, (cell.x + cell.width // 6, cell.bottom - cell.height // 4))
    drive.step(3)
    after = table.session.seen()
    assert table.house.room_floor(after, after.room[0]) != before, (table.session.state.history[-2:], app.toast)


def test_a_move_that_does_more_than_move_ends_the_walk_there_and_no_way_goes_through_it(make_app):
    """BH-MOVE.2: where a step sets off a draw, a roll or the room's text, the walk stops."""
    stops = []

    def wanted(s):
        if not mine(s) or s.exploration.moves_left(0) < 2:
            return False
        for move in (a for a in s.legal_actions() if type(a) is MoveTo):
            probe = s.game.from_dict(copy.deepcopy(s.to_dict()))
            if not goes_on(probe.apply(move), 0, probe):
                stops[:] = [move.room]
                return True
        return False

    state = find("betrayal", 3, wanted, seeds=range(1, 200), most=900)
    stop = stops[0]
    assert all(m.room != stop for r in state.routes().values() for m in r.steps[:-1])  # no way through it
    app, drive, table = open_at(make_app, state)
    moves = len(state.history)
    drive.drag(standee(table, drive), centre(table, table.session.seen(), stop))
    drive.step(3)
    assert table.session.state.history[moves:moves + 1] == [MoveTo(stop)]
    assert all(type(a) is not MoveTo for a in table.session.state.history[moves + 1:])


def room_floor(table, view):
    """A point on the floor of the acting explorer's room, clear of its figures: where a
    card dropped means the room."""
    cell = table.beats._room_centre(view, view.room[0])
    return (cell.x + cell.width // 6, cell.bottom - cell.height // 4)


def test_a_card_dragged_onto_another_explorer_in_the_room_is_given(make_app):
    """BH-ITEM.3: the gift offered by the drag; the receiver (a bot) answers."""
    state = find("betrayal", 3, lambda s: mine(s) and any(type(a) is Give for a in s.legal_actions()),
                 seeds=range(1, 300), most=900)
    give = next(a for a in state.legal_actions() if type(a) is Give)
    app, drive, table = open_at(make_app, state)
    standee(table, drive)
    no_object_buttons(table)
    view = table.session.seen()
    card = dict(table.sheet.hand_rects(view))[give.card]
    other = table.house.standee_rect(view, give.to).center
    moves = len(state.history)
    drive.drag(card.center, other)
    drive.step(3)
    assert give in table.session.state.history[moves:], (table.session.state.history[moves:], app.toast)


def test_a_card_dragged_onto_the_room_is_dropped_on_its_pile(make_app):
    """BH-ITEM.4."""
    state = find("betrayal", 3, lambda s: mine(s) and any(type(a) is DropItem for a in s.legal_actions()),
                 seeds=range(1, 300), most=900)
    drop = next(a for a in state.legal_actions() if type(a) is DropItem)
    app, drive, table = open_at(make_app, state)
    standee(table, drive)
    view = table.session.seen()
    card = dict(table.sheet.hand_rects(view))[drop.card]
    floor = room_floor(table, view)
    assert table.figure_at(floor, view) is None
    moves = len(state.history)
    drive.drag(card.center, floor)
    drive.step(3)
    assert table.session.state.history[moves] == drop, (table.session.state.history[moves:], app.toast)
    assert drop.card in table.session.seen().piles.get(view.room[0], [])


def test_a_carried_haunt_token_is_in_the_hand_and_dragged_onto_the_room_is_put_down(make_app):
    """BH-ITEM.4 for the haunt's item tokens: the token is a card of the hand, not a button."""
    state = find("betrayal", 3, lambda s: mine(s) and any(type(a) is Drop for a in s.legal_actions()),
                 seeds=range(1, 200), most=3000)
    drop = next(a for a in state.legal_actions() if type(a) is Drop)
    app, drive, table = open_at(make_app, state)
    standee(table, drive)
    no_object_buttons(table)
    view = table.session.seen()
    token = dict(table.sheet.hand_rects(view))["token:" + drop.token]
    floor = room_floor(table, view)
    moves = len(state.history)
    drive.drag(token.center, floor)
    drive.step(3)
    assert table.session.state.history[moves] == drop, (table.session.state.history[moves:], app.toast)


def a_fight(name):
    def wanted(s):
        return s.haunt is not None and mine(s) and any(type(a) is Attack for a in s.legal_actions())
    return find(name, 3, wanted, seeds=range(1, 300), most=3000)


def attack_by_drag(drive, table, with_card: bool):
    """Drag onto the first opponent the explorer may attack (the standee, or a card);
    pick the trait when a menu asks. The attack made and the event it caused (the same
    attack applied to a copy of the position before it: the same dice)."""
    view = table.session.seen()
    attack = next(a for a in table.session.state.legal_actions() if type(a) is Attack)
    start = standee(table, drive)
    cards = table.sheet.hand_rects(view)
    if with_card and cards:
        start = cards[0][1].center
    room = view.room[attack.who] if attack.kind == "seat" else view.monsters[attack.who].room
    table.floor = table.house.room_floor(view, room)
    drive.step(2)
    thing = ("seat" if attack.kind == "seat" else "monster", attack.who)
    target = table.house.piece_rect(view, room, thing).center
    before = table.session.state
    before = before.game.from_dict(copy.deepcopy(before.to_dict()))
    moves = len(table.session.state.history)
    drive.drag(start, target)
    if table.menu.open:  # several traits may attack (BH-ATTACK.9): the menu asks which
        drive.click(table.menu.buttons[0].rect.center)
    drive.step(2)
    made = [a for a in table.session.state.history[moves:] if type(a) is Attack]
    assert made and (made[0].kind, made[0].who) == (attack.kind, attack.who), table.session.state.history[moves:]
    event = next(e for e in before.apply(made[0]) if e["event"] == "attack")
    return made[0], event


@pytest.mark.parametrize("with_card", [False, True])
def test_an_attack_made_by_dragging_onto_the_opponent_is_shown_as_a_duel(make_app, with_card):
    """BH-ATTACK.1-5: both sides' dice, their totals, the damage and who takes it."""
    state = a_fight("betrayal")
    app, drive, table = open_at(make_app, state)
    no_object_buttons(table)
    _, event = attack_by_drag(drive, table, with_card)
    for _ in range(60):
        if table.duel.open:
            break
        drive.step(1)
    assert table.duel.open
    duel = table.duel.shown
    rolled, defended = duel["totals"]
    assert (rolled, defended) == (event["rolled"], event["defended"])
    assert duel["dice"][0] is not None and len(duel["dice"][0]) >= 1  # the attacker's own dice shown
    hurt = "target" if rolled > defended else "attacker" if defended > rolled and not event["ranged"] else None
    assert duel["hurt"] == hurt and duel["amount"] == (abs(rolled - defended) if hurt else 0)
    drive.step(90)  # the dice settle; a person's duel waits for the click
    assert table.duel.open
    before = len(table.session.state.history)
    drive.click(table.L.map.center)
    assert not table.duel.open
    assert len(table.session.state.history) == before  # the click closed the duel, nothing more


@pytest.mark.parametrize("name", ["betrayal", "betrayal_legacy"])
def test_a_haunt_and_a_chapter_are_played_with_drags_and_no_button_for_what_has_an_object(make_app, name):
    """Issue 25's "Done when": a multi-room move, an item given and an attack, each by a
    drag on the real loop, and at each of those turns no button for a thing to drag."""
    state, route = a_long_walk(name)
    app, drive, table = open_at(make_app, state)
    no_object_buttons(table)
    drive.drag(standee(table, drive), centre(table, table.session.seen(), route.room))
    drive.step(3)
    assert table.session.seen().room[0] == route.room and len(route.steps) >= 3
    app.close()

    state = find(name, 3, lambda s: mine(s) and any(type(a) is Give for a in s.legal_actions()),
                 seeds=range(1, 300), most=900)
    give = next(a for a in state.legal_actions() if type(a) is Give)
    app, drive, table = open_at(make_app, state)
    standee(table, drive)
    no_object_buttons(table)
    view = table.session.seen()
    moves = len(state.history)
    drive.drag(dict(table.sheet.hand_rects(view))[give.card].center, table.house.standee_rect(view, give.to).center)
    drive.step(3)
    assert give in table.session.state.history[moves:]
    app.close()

    state = a_fight(name)
    app, drive, table = open_at(make_app, state)
    no_object_buttons(table)
    attack_by_drag(drive, table, with_card=False)


def test_a_turns_buttons_keep_their_places_when_one_goes(make_app):
    """Buttons remain only for what has no object to drag, each in a fixed place: when one
    is used and goes, none of the others moves under the pointer."""
    from tabletop.games.house.actions import EndTurn

    def wanted(s):
        if not mine(s):
            return False
        rest = [a for a in s.legal_actions() if a.source is None and type(a) is not EndTurn]
        if len(rest) < 2:
            return False
        probe = s.game.from_dict(copy.deepcopy(s.to_dict()))
        probe.apply(rest[0])
        return mine(probe) and sum(a.source is None and type(a) is not EndTurn for a in probe.legal_actions()) >= 1
    state = find("betrayal", 3, wanted, seeds=range(1, 300), most=3000)
    app, drive, table = open_at(make_app, state)
    table.sheet.refresh_buttons()
    before = {str(a): b.rect.copy() for a, b in table.buttons}
    first = next(b for a, b in table.buttons if type(a) is not EndTurn)
    drive.click(first.rect.center)
    drive.read_cards()
    drive.step(3)
    assert mine(table.session.state)
    table.sheet.refresh_buttons()
    after = {str(a): b.rect for a, b in table.buttons}
    kept = set(before) & set(after)
    assert len(kept) >= 2 and all(before[k] == after[k] for k in kept), (before, after)


def test_a_monsters_attack_on_me_is_shown_as_a_duel_that_closes_at_the_bot_pace(make_app):
    """BH-MONSTER attacks are duels too: the monster's total, my dice and total, the
    damage and who takes it; a bot's duel closes by itself."""
    def wanted(s):
        p = s.pending
        return s.haunt is not None and p is not None and p["kind"] == "monsters" and p["seat"] != 0 and any(
            type(a) is Order and a.value.startswith("attack:") and a.value.endswith(":0") for a in s.legal_actions())
    state = find("betrayal", 3, wanted, seeds=range(1, 300), most=3000)
    order = next(a for a in state.legal_actions() if type(a) is Order and a.value.startswith("attack:")
                 and a.value.endswith(":0"))
    event = next(e for e in state.game.from_dict(copy.deepcopy(state.to_dict())).apply(order)
                 if e["event"] == "monster_attack")
    app, drive, table = open_at(make_app, state)
    table.session.act(order)  # the traitor's bot gives the order
    drive.step(2)
    assert table.duel.open
    duel = table.duel.shown
    assert duel["sides"] == (("monster", event["monster"]), ("seat", 0))
    assert duel["totals"] == (event["rolled"], event["defended"]) and duel["dice"][1] is not None
    assert duel["dice"][0] is None  # the monster's roll: its total only
    assert table.duel.closes_at is not None
    drive.step(int(table.duel.closes_at * 60) + 30)
    assert not table.duel.open


def test_right_clicking_a_card_offers_the_same_as_its_drags_in_a_menu(make_app):
    """The card's choices as a menu (its use, gift, drop), and a look at it; one picked is made."""
    import pygame

    state = find("betrayal", 3, lambda s: mine(s) and any(type(a) is Give for a in s.legal_actions()),
                 seeds=range(1, 300), most=900)
    give = next(a for a in state.legal_actions() if type(a) is Give)
    app, drive, table = open_at(make_app, state, language="es")
    standee(table, drive)
    view = table.session.seen()
    card = dict(table.sheet.hand_rects(view))[give.card].center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=card, button=3))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=card, button=3))
    drive.step(2)
    assert table.menu.open
    labels = [b.label for b in table.menu.buttons]
    wanted = app.t("betrayal.ui.give", card=table.names.card(give.card), to=table.name(give.to))
    assert wanted in labels and labels[-1] == app.t("betrayal.ui.look_closer"), labels
    moves = len(state.history)
    drive.click(table.menu.buttons[labels.index(wanted)].rect.center)
    drive.step(3)
    assert not table.menu.open and give in table.session.state.history[moves:]


@pytest.mark.parametrize("kind", [PickItem, Take])
def test_what_lies_in_the_room_is_shown_beside_the_hand_and_dragged_into_it_is_picked_up(make_app, kind):
    """BH-ITEM.5: a card of the Item Pile, or a haunt token lying in the room, as a card
    beside the hand: dragged into the hand, it is picked up; never a button."""
    state = find("betrayal", 3, lambda s: mine(s) and any(type(a) is kind for a in s.legal_actions()),
                 seeds=range(1, 300), most=3000)
    pick = next(a for a in state.legal_actions() if type(a) is kind)
    app, drive, table = open_at(make_app, state)
    standee(table, drive)
    no_object_buttons(table)
    view = table.session.seen()
    ident = ("pile:" + pick.card) if kind is PickItem else ("lying:" + pick.token)
    shown = dict(table.sheet.hand_rects(view))
    assert ident in shown, shown
    area = table.sheet.hand_area()
    moves = len(state.history)
    drive.drag(shown[ident].center, (area.x + 20, area.centery))
    drive.step(3)
    assert table.session.state.history[moves] == pick, (table.session.state.history[moves:], app.toast)


def test_the_traitor_orders_a_monsters_attack_by_dragging_it_onto_the_explorer(make_app):
    """BH-D.44: an attack order is the monster dragged onto the explorer, not a button."""
    def wanted(s):
        p = s.pending
        return p is not None and p["kind"] == "monsters" and p["seat"] == 0 and any(
            type(a) is Order and a.value.startswith("attack:") for a in s.legal_actions())
    state = find("betrayal", 3, wanted, seeds=range(1, 400), most=3000)
    order = next(a for a in state.legal_actions() if type(a) is Order and a.value.startswith("attack:"))
    _, k, seat = order.value.split(":")
    app, drive, table = open_at(make_app, state)
    no_object_buttons(table)
    view = table.session.seen()
    room = view.monsters[int(k)].room
    table.floor = table.house.room_floor(view, room)
    drive.step(2)
    start = table.house.piece_rect(view, room, ("monster", int(k))).center
    end = table.house.piece_rect(view, view.room[int(seat)], ("seat", int(seat))).center
    moves = len(state.history)
    drive.drag(start, end)
    drive.step(3)
    assert table.session.state.history[moves] == order, (table.session.state.history[moves:], app.toast)


def _play_by_hand(drive, table, turns: int) -> list[str]:
    """The person's seat 0 plays on the real loop, by drags wherever there is an object:
    an attack when one may be made, else a gift, else the longest walk of the turn, else
    End turn; a question is answered by its first button. The gestures made, in order;
    at every decision of the turn, no button for what has an object."""
    made: list[str] = []
    walked = None  # the turn of the last walk: one a turn, the rest of it is ended
    session = table.session
    for _ in range(turns * 40):
        if session.state.is_over or len(made) >= turns * 3:
            break
        drive.step(2)
        drive.read_card()
        if table.duel.open:
            drive.click(table.L.map.center)
            continue
        if table.reveal.pages:
            drive.click(table.reveal.page_buttons[0].rect.center)
            continue
        if not session.human_to_act() or table.playback.busy:
            continue
        state = session.state
        legal = state.legal_actions()
        if state.pending["kind"] != "explore":
            table.sheet.refresh_buttons()
            drive.click(table.buttons[0][1].rect.center)
            continue
        no_object_buttons(table)
        before = len(state.history)
        if any(type(a) is Attack for a in legal):
            attack_by_drag(drive, table, with_card=bool(state.hand[0]))
            made.append("attack")
            continue
        give = next((a for a in legal if type(a) is Give), None)
        if give is not None:
            view = session.seen()
            standee(table, drive)
            drive.drag(dict(table.sheet.hand_rects(view))[give.card].center,
                       table.house.standee_rect(view, give.to).center)
            assert give in session.state.history[before:]
            made.append("give")
            continue
        floor = state.house.floor_of(state.room[0])
        walks = [r for r in state.routes().values() if len(r.steps) > 1
                 and all(state.house.floor_of(m.room) == floor for m in r.steps)]
        if walks and walked != state.turn:
            route = max(walks, key=lambda r: (len(r.steps), r.room))
            drive.drag(standee(table, drive), centre(table, session.seen(), route.room))
            assert session.state.history[before:before + len(route.steps)] == list(route.steps)
            walked = state.turn
            made.append("walk")
            continue
        end = next(b for a, b in table.buttons if a.verb == "end")
        drive.click(end.rect.center)
    return made


@pytest.mark.parametrize("name", ["betrayal", "betrayal_legacy"])
def test_a_haunt_played_through_by_hand_walks_gives_and_attacks_by_dragging(make_app, name):
    """Issue 25's "Done when", in one game of each: from the haunt's start the person's
    explorer is played on the real loop by drags only (End turn and questions aside)."""
    state = a_fight(name)
    app, drive, table = open_at(make_app, state)
    made = _play_by_hand(drive, table, turns=6)
    assert "attack" in made and "walk" in made, made


def test_a_walk_made_by_one_drag_is_undone_and_redone_whole(make_app):
    state, route = a_long_walk("betrayal")
    app, drive, table = open_at(make_app, state)
    moves = len(state.history)
    start = table.session.seen().room[0]
    drive.drag(standee(table, drive), centre(table, table.session.seen(), route.room))
    drive.step(3)
    assert len(table.session.state.history) == moves + len(route.steps)
    drive.click(table.top_bar.undo.rect.center)
    drive.step(2)
    assert len(table.session.state.history) == moves and table.session.seen().room[0] == start
    drive.click(table.top_bar.redo.rect.center)
    drive.step(2)
    assert table.session.state.history[moves:] == list(route.steps) and table.session.seen().room[0] == route.room
