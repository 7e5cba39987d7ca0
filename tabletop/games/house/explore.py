"""The house core's exploring phase, shared by both Betrayals: explorers move
through the house, discover rooms tile by tile, draw cards and carry out what the
cards and rooms say (the step vocabulary of content.py), until a haunt roll starts
the haunt.

`Exploration` is a part the house state owns (`state.exploration`, state.py), a
`Component` (engine/steps.py) whose steps are the state's steps; it keeps no data of
its own: the state's saved fields are the data. The ruleset (a `Ruleset`,
ruleset.py) holds what differs between the two games: the floors or regions and
their start tiles, the links between floors, the fewest dice a roll uses, and the
objects that play Legacy's ways (how moves are counted, where a tile that does not
fit goes, when an omen's haunt roll comes, how damage and costs meet the traits).
The state supplies the content (`room_data`, `card_data`, `track`), the house
(`house`) and what happens when the haunt starts (`haunt_begins`); each game's own
exploring rules are a subclass (BetrayalExploration, LegacyExploration).

Turn actions (BH-TURN.2, BH-D.12-14): move to an adjacent room (1 space), explore
through an open door (1 space: the tile is drawn, turned to fit and entered), use
an item once per turn, take a room's action once per turn, end the turn. A card
drawn ends movement (BH-MOVE.2). At the end of a turn before the haunt, one haunt
roll per omen drawn that turn (BH-TURN.3, BH-D.35).
"""

from __future__ import annotations

from itertools import repeat
from typing import Any

import attrs

from tabletop.engine.actions import Action
from tabletop.engine.steps import Component

from .actions import Cross, DropDown, DropItem, EndTurn, Explore, Give, MoveTo, PickItem, RoomAction, Use
from .choices import Doorway, EndText, HauntToken, ItemCard, end_text
from .content import TRACK_LENGTH, TRAIT_INDEX, TRAITS, Leaf, Step, leaf_of
from .geometry import OPPOSITE, STEP, House, turn, turned
from .traits import allowed_traits, moved, roll, splits, value


class Exploration(Component):
    """The exploring phase of `state`, in its house; see the module's description."""

    def lay_start_tiles(self) -> None:
        state = self.state
        house = House()
        for room, floor, x, y in state.ruleset.starts:
            house.place(room, floor, x, y, 0, state.room_data(room).doors)
        for a, b in state.ruleset.links:
            house.link(a, b)
        state._save_house(house)

    # -- traits -------------------------------------------------------------------------------

    def trait_value(self, seat: int, trait: str) -> int:
        state = self.state
        index = state.traits[seat][TRAIT_INDEX[trait]]  # traits.value, written out: read very often
        return 0 if index <= 0 else state.track(seat, trait).values[min(index, TRACK_LENGTH) - 1]

    def change_trait(self, seat: int, trait: str, steps: int, source: str, dies: bool = True) -> None:
        """Move a trait's clip; at the skull the explorer dies, unless `dies` is off
        (a damage split lowers every trait first and dies once, `_step_damage`). A dead
        explorer's traits no longer change (BH-D.48)."""
        state = self.state
        if not state.alive[seat]:
            return
        k = TRAIT_INDEX[trait]
        before = state.traits[seat][k]
        after = moved(before, steps, state.haunted)
        if after == before:
            return
        state.traits[seat][k] = after
        state._emit("trait_changed", seat, trait=trait, before=value(state.track(seat, trait), before),
                    after=value(state.track(seat, trait), after), source=source, clips=[before, after])
        if after == 0 and dies:
            self.explorer_dies(seat)

    def explorer_dies(self, seat: int) -> None:
        self.state.haunting.haunt_death(seat)  # before the haunt nobody dies (BH-ATTACK.8): traits stop at index 1

    def roll_dice(self, seat: int, dice: int, trait: str = "", result: int = 0) -> tuple[list[int], int]:
        """A roll of `dice` dice by `seat`: a trait roll (`trait`) gets the dice and result
        modifiers of the cards it holds where they apply; `result` is the roll's own
        result modifier. Dice: clamp(base + dice modifiers, 1, 8); result: max(0, dots +
        result modifiers) (BL-D.27, BL-DICE.3-4, BL-DICE.8)."""
        state = self.state
        held = [b for c in state.hand[seat] for b in state.card_data(c).bonus
                if b.trait == trait and self._bonus_here(seat, b.where)] if trait else []
        modifier = result + sum(b.result for b in held)
        faces, total = roll(state.rng, dice + sum(b.dice for b in held), state.ruleset.least_dice, modifier)
        if modifier:
            state._emit("dice_rolled", seat, dice=faces, total=total, trait=trait, modifier=modifier)
        else:
            state._emit("dice_rolled", seat, dice=faces, total=total, trait=trait)
        return faces, total

    def roll_shown(self, seat: int | None, dice: int) -> int:
        """An amount rolled with `dice` dice (a fall's damage, an effect's), no trait and no
        bonus, shown to everyone like any roll."""
        state = self.state
        faces, total = roll(state.rng, dice)
        if faces:
            state._emit("dice_rolled", seat, dice=faces, total=total, trait="")
        return total

    # -- the turn ---------------------------------------------------------------------------------

    def start_explore_turn(self) -> None:
        state = self.state
        state.spaces_moved, state.stopped, state.used = 0, False, []
        state.omens_this_turn = []
        state.ruleset.movement.start_turn(state)
        state._emit("turn_started", state.active)

    def unpayable(self, seat: int) -> list[dict[str, Any]]:
        """BL-COST.1: the hand cards whose use the seat cannot pay for now, with the
        price: {"card", "lose": each trait's loss in TRAITS order, "damage": damage to take}."""
        state = self.state
        found = []
        for card in state.hand[seat]:
            if state.card_data(card).use and card not in state.used:
                price = state.ruleset.traits.use_unpaid(state, seat, card)
                if price is not None:
                    found.append({"card": card, "lose": list(price[0]), "damage": sum(n for _, n in price[1])})
        return found

    def moves_left(self, seat: int) -> int:
        """BH-D.12: Speed less the spaces moved this turn (never below 0); in Legacy the
        moves fixed at the turn's start (BL-TURN.1, BL-D.18) less those spent."""
        state = self.state
        if state.stopped:
            return 0
        speed = state.ruleset.movement.speed(state, seat)
        return max(0, speed - state.spaces_moved)

    def may_leave(self, seat: int) -> bool:
        """Whether the explorer may leave its tile now: enough moves for the cost, or
        (Legacy, BL-MOVE.3, BL-D.17) it has not left its starting tile yet this turn
        and its moves were not lost to a draw."""
        state = self.state
        if state.ruleset.movement.leaves_anyway(state, seat):
            return True  # BH-SLOW.3, BL-MOVE.3: whatever the cost
        left = self.moves_left(seat)
        return bool(left) and left >= self.leaving_cost(seat)  # leaving costs at least 1 (BH-SLOW.3, BL-MOVE.2)

    def leaving_cost(self, seat: int) -> int:
        """The moves leaving the seat's tile costs: the game's cost (leave_cost), plus
        the tile's obstacles where the ruleset counts moves (BL-MOVE.4-5, BL-D.19)."""
        state = self.state
        return self.leave_cost(seat) + state.ruleset.movement.obstacles(state, state.room[seat])

    def spend_leaving(self, seat: int) -> int:
        """The moves a step out of the tile spends: its cost, or all that is left when
        BL-MOVE.3 lets the explorer go anyway (BL-D.17)."""
        state = self.state
        return state.ruleset.movement.spend_leaving(state, seat, self.leaving_cost(seat))

    def obstacles(self, room: str) -> int:
        """The extra moves a tile's obstacles cost to leave it: printed and token, small 1,
        large 2 (BL-MOVE.4-5, BL-D.19)."""
        state = self.state
        small, large = state.room_data(room).obstacles
        tokens = state.tokens.get(room, [])
        return small + 2 * large + tokens.count("small_obstacle") + 2 * tokens.count("large_obstacle")

    def explore_actions(self, seat: int) -> list[tuple]:
        """The turn's choices as plain tuples, each once: ("move", room), ("explore",
        side), ("use", card), ("action", room), ("end",)."""
        state = self.state
        found: list[tuple] = []
        here = state.room[seat]
        house = state.house
        room = state.room_data(here)
        if self.may_leave(seat):
            if room.barrier is not None and not self.ignores_rooms(seat):  # else every way is past it
                found += [("move", r) for r in house.neighbours(here) if self._past_barrier(seat, r)]
            else:
                found += zip(repeat("move"), house.neighbours(here))  # ("move", r), made without a loop of ours
            doorways = self._doorways_of(here)
            if doorways and self._fits_somewhere(house.floor_of(here)):
                found += zip(repeat("explore"), doorways)
        payable, used, card_data = state.ruleset.traits.use_payable, state.used, state.card_data
        for card in state.hand[seat]:
            if card_data(card).use and card not in used and payable(state, seat, card):
                found.append(("use", card))
        if room.action and f"room:{here}" not in state.used and not self._vault_open(here) \
                and self._action_offered(here):
            found.append(("action", here))
        if room.barrier is not None and f"cross:{here}" not in state.used and not self.ignores_rooms(seat):
            found.append(("cross", here))  # BH-SPECIAL.16-17, BH-D.19
        if room.special == "collapsed" and state.collapse_landing is not None and self.moves_left(seat) > 0:
            found.append(("drop_down", here))  # BH-SPECIAL.10: on purpose, still hurt
        found += self._item_actions(seat)
        found += self.extra_actions(seat)
        found.append(("end",))
        return found

    def _action_offered(self, room: str) -> bool:
        """Whether the room's action (not yet taken this turn) is offered now: the game may
        say when it is not (Betrayal: the Gallery's jump, before the room it lands in)."""
        return True

    # -- giving, dropping and picking up items (BH-ITEM.3-7, BH-D.27-28) -----------------------

    def _portable(self, card: str) -> bool:
        """Items and item omens move between hands and piles; companions, a non-item
        omen and kept events do not (BH-ITEM.2, BH-ITEM.7, BH-D.28)."""
        return self.state.card_data(card).kind == "item"

    def _item_actions(self, seat: int) -> list[tuple]:
        """Give, drop and pick up, each once a turn (BH-ITEM.3-5): one drop may let go
        of any number of things and one pick-up take any number from where they lie
        (the `drop_more` and `pick_more` questions that follow the first)."""
        state = self.state
        hand, used = state.hand[seat], state.used
        found: list[tuple] = []
        # asked at every choice of every turn: no list is built for an empty hand or pile
        if hand and ("gave" not in used or "dropped" not in used):
            portable = [card for card in hand if self._portable(card)]
            if "gave" not in used and portable:
                others = self.others_here(seat)
                if others:  # mostly nobody else is there: no card is asked whether it may be given
                    found += [("give", card, other) for card in portable if state.card_data(card).tradable
                              for other in others]
            if "dropped" not in used:
                found += [("drop_item", card) for card in portable]
        if "picked" not in used:
            pile = state.piles.get(state.room[seat])
            if pile:
                found += [("pick_item", card) for card in pile]
        return found

    def others_here(self, seat: int) -> list[int]:
        """The other living explorers in the seat's room (who may be given things)."""
        state = self.state
        here, alive, room = state.room[seat], state.alive, state.room
        if room.count(here) == 1:  # the usual answer, without the loop: nobody else there
            return []
        return [s for s in range(state.n) if s != seat and alive[s] and room[s] == here]

    def _drop_card(self, seat: int, card: str) -> None:
        """An Item Pile where it falls (BH-ITEM.4)."""
        state = self.state
        here = state.room[seat]
        state.hand[seat].remove(card)
        state.piles.setdefault(here, []).append(card)
        state._emit("item_dropped", seat, card=card, room=here)

    def _pick_card(self, seat: int, card: str) -> None:
        """BH-ITEM.5: the Item Pile token goes once the pile is empty."""
        state = self.state
        here = state.room[seat]
        state.piles[here].remove(card)
        if not state.piles[here]:
            del state.piles[here]
        state.hand[seat].append(card)
        state._emit("item_picked", seat, card=card, room=here)

    def droppable(self, seat: int) -> list[str]:
        """What the seat may still let go of in this turn's drop: "card:<id>" (BH-ITEM.4);
        the haunt adds its carried tokens."""
        state = self.state
        return [*(f"card:{c}" for c in state.hand[seat] if self._portable(c)), *state.haunting.droppable_tokens(seat)]

    def pickable(self, seat: int) -> list[str]:
        """What this turn's pick-up may still take where the seat stands: "card:<id>"
        from the Item Pile (BH-ITEM.5); the haunt adds its tokens lying there."""
        state = self.state
        return [*(f"card:{c}" for c in state.piles.get(state.room[seat], [])), *state.haunting.pickable_tokens(seat)]

    def _step_drop_more(self, seat: int, choice: ItemCard | HauntToken | str | None = None) -> None:
        """The rest of the turn's one drop: any number more, one at a time, until done."""
        self._more(seat, "drop_more", self.droppable(seat), choice, self._drop_card, self.state.haunting.drop_token)

    def _step_pick_more(self, seat: int, choice: ItemCard | HauntToken | str | None = None) -> None:
        """The rest of the turn's one pick-up: any number more, until done."""
        self._more(seat, "pick_more", self.pickable(seat), choice, self._pick_card, self.state.haunting.take_token)

    def _more(self, seat: int, kind: str, offered: list[str], choice: ItemCard | HauntToken | str | None, card_fn,
              token_fn) -> None:
        state = self.state
        if not offered or choice == "done":
            return
        match choice:
            case ItemCard(card=card):
                card_fn(seat, card)
            case HauntToken(token=token):
                token_fn(seat, token)
            case _:
                state._ask(kind, seat, ["done", *offered], (kind, seat))
                return
        state._push((kind, seat))

    def _step_gift(self, giver: int, card: str, taker: int, choice: Any = None) -> None:
        state = self.state
        if choice is None:
            state._ask("accept", taker, ["yes", "no"], ("gift", giver, card, taker), card=card, giver=giver)
            return
        if choice == "yes" and card in state.hand[giver]:
            state.hand[giver].remove(card)
            state.hand[taker].append(card)
            state._emit("item_given", giver, card=card, to=taker)
        else:
            state._emit("gift_refused", taker, card=card, giver=giver)

    def extra_actions(self, seat: int) -> list[tuple]:
        """The haunt's own turn choices (attacks, a haunt's actions): none before it."""
        state = self.state
        return state.haunting.haunt_actions(seat) if state.haunt is not None else []

    def do_extra(self, seat: int, choice: Action) -> None:
        """Carry out one of `extra_actions`."""
        self.state.haunting.do_haunt_action(seat, choice)

    def leave_cost(self, seat: int) -> int:
        """The moves leaving the seat's room costs, its obstacles left out (`leaving_cost`
        adds them): 1; once the haunt has begun, 1 more for each opposing explorer there,
        and for a hero the ruleset's toll for each monster there that is not stunned;
        no more than a first step can pay (BH-SLOW.1-4, BH-D.46; BL-MOVE.2, BL-MOVE.6)."""
        state = self.state
        if not state.haunted:
            return 1
        here = state.room[seat]
        cost = 1 + len(state.haunting.opponents_in(seat, here))
        movement = state.ruleset.movement
        if state.side[seat] == "heroes":
            for m in state.monsters:
                if m["alive"] and not m["stunned"] and m["room"] == here:
                    cost += movement.monster_toll(state, m)
        return movement.first_step(state, seat, cost)

    def _fits_somewhere(self, floor: str) -> bool:
        """Whether a tile left (in the stack or set aside) fits `floor`. Kept in the house's
        memo with the tiles it was worked out for: the answer stands while they are the
        same (compared, not assumed: a draw that lays nothing moves tiles too)."""
        state = self.state
        memo = state.house.memo
        kept = memo.get("fits")
        if kept is None or kept[0] != state.stack or kept[1] != state.set_aside:
            kept = memo["fits"] = (list(state.stack), list(state.set_aside), {})
        found = kept[2].get(floor)
        if found is None:
            room_data = state.room_data
            found = kept[2][floor] = any(floor in room_data(t).floors for t in state.stack) \
                or any(floor in room_data(t).floors for t in state.set_aside)
        return found

    def _bumped_cells(self, floor: str) -> set[tuple[str, int, int]]:
        """The cells beside a bump, where no tile may be laid (BL-TILE.4, BL-D.11).
        Kept in the floor's memo (a tile's bumps are printed: no sticker changes them)."""
        state = self.state
        house = state.house
        memo = house.floor_memo(floor)
        found = memo.get("bumped")
        if found is None:
            found = memo["bumped"] = set()
            for room, (on, x, y, quarters, _doors) in house.placed.items():
                if on == floor:
                    for side in state.room_data(room).bumps:
                        dx, dy = STEP[turn(side, quarters)]
                        found.add((floor, x + dx, y + dy))
        return found

    def _doorways_of(self, room: str) -> tuple[str, ...]:
        """The sides of `room` a discovery could go through, were a tile left for its
        floor: an open door, not locked, not against a bump. Kept in the floor's memo."""
        state = self.state
        house = state.house
        floor = house.placed[room][0]
        memo = house.floor_memo(floor)
        known = memo.get("doorways")
        if known is None:
            known = memo["doorways"] = {}
        found = known.get(room)
        if found is None:
            found = house.open_sides(room)
            if found:  # the bumps are read only for a room with an open door (a quarter of those asked have none)
                blocked = self._bumped_cells(floor)
                found = tuple(side for side in found
                              if (room, side) not in state.ruleset.locked and house.beyond(room, side) not in blocked)
            known[room] = found
        return found

    def _floor_doorways(self, floor: str) -> list[tuple[str, str]]:
        """(room, side) of every `_doorways_of` on `floor`, rooms in the order placed."""
        house = self.state.house
        return [(r, side) for r in house.order if house.floor_of(r) == floor for side in self._doorways_of(r)]

    def _step_explore_turn(self, choice: Action | None = None) -> None:
        state = self.state
        seat = state.active
        if choice is None:
            # each choice is offered once by construction (the haunt's actions have ids of
            # their own, haunt.py): kept as made, tuples that a save writes as lists
            state._ask_distinct("explore", seat, self.explore_actions(seat), ("explore_turn",))
            return
        if type(choice) is EndTurn:
            state._push(("end_of_turn",))
            return
        state._push(("explore_turn",))  # back to the turn's choices after this one
        match choice:
            case MoveTo(room=room):
                self._enter(seat, room, cost=self.spend_leaving(seat))
            case Explore(side=side):
                state._push(("discover", side))
            case Use(card=card):
                self._use(seat, card)
            case RoomAction(room=room):
                state.used.append(f"room:{room}")
                state._push(*[("room_step", seat, room, "action", i) for i in range(len(state.room_data(room).action))])
            case Cross(room=room):
                state.used.append(f"cross:{room}")
                state._push(("cross", seat, room))
            case DropDown(room=room):
                state._push(("fall", seat, room))
            case DropItem(card=card):
                state.used.append("dropped")
                self._drop_card(seat, card)
                state._push(("drop_more", seat))
            case PickItem(card=card):
                state.used.append("picked")
                self._pick_card(seat, card)
                state._push(("pick_more", seat))
            case Give(card=card, to=to):  # the receiver agrees (BH-ITEM.3, BH-D.27)
                state.used.append("gave")
                state._push(("gift", seat, card, to))
            case _:
                self.do_extra(seat, choice)

    def _use(self, seat: int, card: str) -> None:
        """An item or an item omen used, once this turn (BH-ITEM.1, BH-D.26)."""
        state = self.state
        state.used.append(card)
        state._emit("card_used", seat, card=card)
        data = state.card_data(card)
        part = self._card_part(card, "use", state.room[seat])
        steps = [("card_step", seat, card, part, i) for i in range(len(getattr(data, part)))]
        if data.uses:
            state.spent[card] = state.spent.get(card, 0) + 1
            if state.spent[card] >= data.uses:  # used up: discarded after this use
                steps.append(("used_up", seat, card))
        state._push(*steps)

    def _enter(self, seat: int, room: str, cost: int) -> None:
        state = self.state
        before = state.room[seat]
        state.room[seat] = room
        state.spaces_moved += cost
        state._emit("moved", seat, **{"from": before, "to": room, "cost": cost})
        data = state.room_data(room)
        if data.barrier is not None:  # which side of the barrier the explorer stands on (BH-D.23)
            came = next((side for side in state.house.doors(room) if state.house.neighbour(room, side) == before), None)
            state.barrier_side[seat] = 1 if self._printed(room, came) in data.barrier.sides[1] else 0
        if data.special == "coal_chute":  # BH-SPECIAL.6, BH-D.21
            state.room[seat] = state.ruleset.landing_below
            state._emit("slid", seat, **{"from": room, "to": state.room[seat]})
            return
        if data.special == "elevator" and "elevator" not in state.used:  # BH-SPECIAL.3-5, BH-D.20
            state._push(("elevator", seat))
        if data.on_enter:
            state._push(*self._effect_steps(seat, "room", room, "on_enter"))
        for companion in state.companions.pop(room, []):  # BH-DEATH.2, BH-D.29
            state.hand[seat].append(companion)
            state._emit("companion_joined", seat, card=companion, room=room)
        self.entered(seat, room)

    def entered(self, seat: int, room: str) -> None:
        """A figure came into `room`: a haunt's rules may trigger on it, and a move may
        meet a side's objective too (BH-D.49: after every action)."""
        state = self.state
        if state.haunted:
            state._push(("haunt_rules", "enter_room", state.side[seat], seat), ("check_win",))

    # -- discovering a room (BH-ROOM, BH-D.15-18) ------------------------------------------------

    def _keeps_open(self, tile: str, floor: str, x: int, y: int, quarters: int) -> bool:
        """Whether the region still has an open doorway (one no bump blocks) with `tile`
        laid at (x, y) turned `quarters` (BL-D.11, BL-D.54): a door of the house open now
        that does not face the tile's cell, or one of the tile's own, with the cells beside
        the tile's bumps blocked too. Read off the house as it is, nothing laid."""
        state = self.state
        house = state.house
        data = state.room_data(tile)
        cell = (floor, x, y)
        blocked = self._bumped_cells(floor) | {_beyond(cell, turn(side, quarters)) for side in data.bumps}
        if any((there := _beyond(cell, side)) not in house.cells and there not in blocked
               for side in turned(data.doors, quarters)):
            return True
        return any(there != cell and there not in blocked for there in self._open_cells(floor))

    def _open_cells(self, floor: str) -> list[tuple[str, int, int]]:
        """The cells beyond every open door of `floor`'s rooms (rooms in the order placed),
        kept in the floor's memo: each tile drawn asks it for each of its turns."""
        house = self.state.house
        memo = house.floor_memo(floor)
        found = memo.get("open_cells")
        if found is None:
            found = memo["open_cells"] = [house.beyond(r, side) for r in house.order if house.floor_of(r) == floor
                                          for side in house.open_sides(r)]
        return found

    def _step_discover(self, side: str, choice: Any = None) -> None:
        """The active explorer goes through its tile's open door on `side`."""
        state = self.state
        seat = state.active
        self._discover(seat, state.room[seat], side, choice, ("discover", side), forced=False)

    def _step_forced_discover(self, seat: int, room: str, side: str, choice: Any = None) -> None:
        """A discovery an effect forces, through `room`'s door on `side`: no move spent,
        even with none left, and its card drawn even if one was this turn (BL-RARE.1,
        BL-D.51)."""
        self._discover(seat, room, side, choice, ("forced_discover", seat, room, side), forced=True)

    def _step_force_discovery(self, seat: int, choice: Doorway | None = None) -> None:
        """BL-D.32: the affected player picks an open doorway in their region."""
        state = self.state
        if choice is None:
            doors = self._open_doorways(seat)
            if not doors:
                return  # BL-D.51: no open doorway, nothing happens
            state._ask("doorway", seat, doors, ("force_discovery", seat))
            return
        state._push(("forced_discover", seat, choice.room, choice.side))

    def explorable(self) -> list[str]:
        """Every "room:side" a discovery could go through now: an open door, not locked,
        not against a bump, on a floor some tile left in the stack fits (public: the
        tiles still to come are known, only their order is not)."""
        return self._doorways_where(fits=True)

    def closed_doors(self) -> list[str]:
        """Every "room:side" open doorway no discovery can go through, as no tile left
        (in the stack or set aside) fits its floor: the table draws it shut and a drag
        there is told why (BH-ROOM.2, BL-TILE.5)."""
        return self._doorways_where(fits=False)

    def _doorways_where(self, fits: bool) -> list[str]:
        """The "room:side" doorways of the floors some tile left fits (or none does)."""
        return [f"{r}:{side}" for floor in self.state.ruleset.floors if self._fits_somewhere(floor) == fits
                for r, side in self._floor_doorways(floor)]

    def no_tile_for(self, seat: int, side: str) -> str | None:
        """The floor of the seat's room when `side` is an open doorway a discovery could
        go through but for a tile left for that floor; else None."""
        state = self.state
        here = state.room[seat]
        if here not in state.house.placed or side not in self._doorways_of(here):
            return None
        floor = state.house.floor_of(here)
        return None if self._fits_somewhere(floor) else floor

    def _open_doorways(self, seat: int) -> list[str]:
        state = self.state
        floor = state.house.floor_of(state.room[seat])
        if not self._fits_somewhere(floor):
            return []
        return [f"{r}:{side}" for r, side in self._floor_doorways(floor)]

    def _discover(self, seat: int, here: str, side: str, choice: Any, step: tuple, forced: bool) -> None:
        state = self.state
        house = state.house
        floor, x, y = house.beyond(here, side)
        entry = OPPOSITE[side]
        if choice is None:
            tile, turns = state.ruleset.leftovers.tile_for(state, house, floor, x, y, entry)
            if tile is None:
                return
            state.tile_in_hand = tile
            if len(turns) > 1:  # the discoverer turns it (BH-D.15)
                state._emit("tile_drawn", seat, room=tile, floor=floor)  # shown before it is laid: a reveal
                state._ask("turn_tile", seat, turns, step, tile=tile, x=x, y=y, floor=floor)
                return
            choice = turns[0] if turns else 0
        tile = state.tile_in_hand
        state.tile_in_hand = None
        house.place(tile, floor, x, y, int(choice), state.room_data(tile).doors)
        for room, other in state.ruleset.joins:
            if room == tile:
                house.link(tile, other)
        self.join_passages(house, tile)
        state._save_house(house)
        state._emit("room_discovered", seat, room=tile, floor=floor, x=x, y=y, turn=int(choice),
                    doors=list(turned(state.room_data(tile).doors, int(choice))))
        self._haunted_by(tile)
        cost = 0 if forced else state.ruleset.movement.discovery_cost(state, seat)
        self._enter(seat, tile, cost=cost)
        data = state.room_data(tile)
        follow = self._effect_steps(seat, "room", tile, "on_discover")
        if data.special == "collapsed":  # BH-SPECIAL.9: only its discoverer must roll
            follow.append(("collapse_roll", seat, tile))
        follow += [("draw", seat, deck, tile) for deck in data.symbols]  # BH-CARD.1, BH-D.18
        state._push(*follow)

    def _haunted_by(self, tile: str) -> None:
        """A tile that starts with ghosts gets them when it is laid (BL-GHOST.2, BL-D.33)."""
        state = self.state
        count = state.room_data(tile).start_ghosts
        if count:
            state.tokens.setdefault(tile, []).extend(["ghost"] * count)
            state._emit("ghosts_placed", None, room=tile, count=count)

    def has_ghosts(self, room: str) -> bool:
        """A "tile with ghosts": at least one ghost on it (BL-D.33)."""
        return "ghost" in self.state.tokens.get(room, [])

    def _bonus_here(self, seat: int, where: str) -> bool:
        """Whether a card's modifier for `where` applies on the seat's tile: anywhere, on
        a tile with a runestone (BL-RUNE.1), on a tile with ghosts (BL-GHOST.3)."""
        state = self.state
        here = state.room[seat]
        if where == "runestone":
            return state.room_data(here).runestones > 0
        if where == "ghosts":
            return self.has_ghosts(here)
        return True

    def _card_part(self, card: str, part: str, room: str) -> str:
        """The part of a card to run: its with_ghosts steps instead on a tile with ghosts
        (BL-GHOST.3-4), when the card has them."""
        data = self.state.card_data(card)
        return "with_ghosts" if data.with_ghosts and self.has_ghosts(room) else part

    def join_passages(self, house: House, tile: str) -> None:
        """A tile with a secret passage is next to every other one (BL-PASS.4)."""
        state = self.state
        if state.room_data(tile).passage:
            for other in house.order:
                if other != tile and state.room_data(other).passage:
                    house.link(tile, other)

    # -- special rooms (BH-SPECIAL, BH-D.20-24) ------------------------------------------------------

    def ignores_rooms(self, seat: int) -> bool:
        """The traitor may ignore what does no damage (BH-TRAITOR.2, BH-D.23): its barriers."""
        state = self.state
        return state.haunted and state.side[seat] == "traitor"

    def _past_barrier(self, seat: int, to: str) -> bool:
        state = self.state
        here = state.room[seat]
        data = state.room_data(here)
        if data.barrier is None or self.ignores_rooms(seat):
            return True
        side = next((s for s in state.house.doors(here) if state.house.neighbour(here, s) == to), None)
        if side is None:
            return True  # a link (stairs), not a door of the barrier room
        group = 1 if self._printed(here, side) in data.barrier.sides[1] else 0
        return group == state.barrier_side[seat]

    def _printed(self, room: str, side: str | None) -> str | None:
        """The side of the tile as printed, for a side of the tile as laid (turned)."""
        return None if side is None else turn(side, -self.state.house.placed[room][3])

    def _step_cross(self, seat: int, room: str) -> None:
        state = self.state
        barrier = state.room_data(room).barrier
        _faces, total = self.roll_dice(seat, self.trait_value(seat, barrier.trait), barrier.trait)
        crossed = total >= barrier.target
        state._emit("barrier_roll", seat, room=room, total=total, target=barrier.target, crossed=crossed)
        if crossed:  # no space spent (BH-SPECIAL.18); on a failure the way back stays open (.19)
            state.barrier_side[seat] = 1 - state.barrier_side[seat]

    def _vault_open(self, room: str) -> bool:
        state = self.state
        return state.room_data(room).special == "vault" and "vault_empty" in state.tokens.get(room, [])

    def _step_vault(self, seat: int, room: str) -> None:
        """BH-SPECIAL.8, BH-D.24: the Vault opened: the Vault Empty token and the reward."""
        state = self.state
        state._emit("vault_opened", seat, room=room)
        data = state.room_data(room)
        state._push(*[("room_step", seat, room, "vault", i) for i in range(len(data.vault))])

    def _step_elevator(self, seat: int, choice: Doorway | str | None = None) -> None:
        """BH-SPECIAL.3-5, BH-D.20: 2 dice name a floor; the car moves next to an open
        door there, chosen by its rider; none: it stays. On its own floor the rider
        may also keep it where it is (BH-SPECIAL.4). The traitor chooses any floor's
        door, or to stay, with no roll (BH-TRAITOR.2)."""
        state = self.state
        house = state.house
        car = state.room[seat]
        if choice is None:
            if "elevator" in state.used:
                return
            state.used.append("elevator")
            if self.ignores_rooms(seat):
                spots = self._lift_spots(car)
                if not spots:
                    return
                state._ask("elevator", seat, ["stay", *(f"{r}:{side}" for r, side in spots)], ("elevator", seat))
                return
            _faces, total = roll(state.rng, 2)
            floor = next((b.floor for b in state.room_data(car).elevator if b.min <= total <= b.max),
                         house.floor_of(car))
            spots = self._elevator_spots(car, floor)
            state._emit("elevator_roll", seat, total=total, floor=floor, spots=len(spots))
            if not spots:
                return
            stay = ["stay"] if floor == house.floor_of(car) else []
            if len(spots) + len(stay) > 1:
                state._ask("elevator", seat, [*stay, *(f"{r}:{side}" for r, side in spots)], ("elevator", seat))
                return
            choice = Doorway(*spots[0])
        match choice:
            case "stay":
                state._emit("elevator_stayed", seat, room=car)
            case Doorway(room=room, side=side):
                self._ride_lift(car, room, side, seat)

    def _ride_lift(self, car: str, room: str, side: str, seat: int | None, **by) -> None:
        """The Mystic Elevator moves next to `room`'s open `side`, turned so its door meets
        it; whoever is inside rides with it (BH-D.20)."""
        state = self.state
        house = state.house
        floor, x, y = house.beyond(room, side)
        printed = state.room_data(car).doors
        quarters = next(q for q in range(4) if OPPOSITE[side] in turned(printed, q))
        house.move_tile(car, floor, x, y, quarters, printed)
        state._save_house(house)
        state._emit("elevator_moved", seat, room=car, floor=floor, x=x, y=y, to=room, **by)

    def _lift_spots(self, car: str) -> list[tuple[str, str]]:
        """Every open door, on every floor, the car may go to (the traitor and monsters
        choose, BH-D.20)."""
        return [spot for floor in self.state.ruleset.floors for spot in self._elevator_spots(car, floor)]

    def _elevator_spots(self, car: str, floor: str) -> list[tuple[str, str]]:
        state = self.state
        house = state.house
        locked = set(state.ruleset.locked)  # never at the front door (BH-ROOM.6, BH-D.25)
        return [(r, side) for r in house.order if r != car and house.floor_of(r) == floor
                for side in house.open_sides(r) if (r, side) not in locked]

    def _step_collapse_roll(self, seat: int, room: str) -> None:
        state = self.state
        target, _dice = state.room_data(room).collapse
        _faces, total = self.roll_dice(seat, self.trait_value(seat, "speed"), "speed")
        state._emit("collapse_roll", seat, total=total, target=target)
        if total < target:
            state._push(("fall", seat, room))

    def _step_fall(self, seat: int, room: str) -> None:
        """BH-SPECIAL.11-12, BH-D.22: the fall costs no space; the first faller finds
        the room below (a basement tile joined to the basement), later ones land on
        the Collapsed Room Below token; the fall damage is taken."""
        state = self.state
        _target, dice = state.room_data(room).collapse
        if state.collapse_landing is None:
            landing = self._discover_below(seat)
            state.collapse_landing = landing
            state._emit("collapsed_below", seat, room=landing)
        state.room[seat] = state.collapse_landing
        state._emit("fell", seat, **{"from": room, "to": state.collapse_landing})
        amount = self.roll_shown(seat, dice)
        if amount:
            state._push(("damage", seat, "physical", amount, f"room:{room}"))

    def _discover_below(self, seat: int) -> str:
        state = self.state
        house = state.house
        floor = "basement"
        tile = state.ruleset.leftovers.fitting_tile(state, floor)
        if tile is not None:
            spots = [(r, side) for r in house.order if house.floor_of(r) == floor for side in house.open_doors(r)]
            for r, side in spots:
                cell = house.beyond(r, side)
                turns = house.fitting_turns(state.room_data(tile).doors, *cell, OPPOSITE[side])
                if turns:
                    house.place(tile, *cell, turns[0], state.room_data(tile).doors)
                    for room, other in state.ruleset.joins:  # found from below, it still links (BH-ROOM.9)
                        if room == tile:
                            house.link(tile, other)
                    state._save_house(house)
                    state._emit("room_discovered", seat, room=tile, floor=floor, x=cell[1], y=cell[2], turn=turns[0],
                                doors=list(turned(state.room_data(tile).doors, turns[0])))
                    data = state.room_data(tile)
                    state._push(*[("draw", seat, deck, tile) for deck in data.symbols])
                    return tile
            state.set_aside.append(tile)
        return state.ruleset.landing_below

    # -- cards (BH-CARD) ------------------------------------------------------------------------------

    def _step_draw(self, seat: int, deck: str, room: str) -> None:
        state = self.state
        cards = state.decks[deck]
        if state.ruleset.leftovers.draw_stops(cards):  # BH-MOVE.2, BL-MOVE.7, BL-D.15
            state.stopped = True
        if not cards and deck == "event" and state.discards["event"]:  # BH-D.17
            state.decks["event"], state.discards["event"] = state.discards["event"], []
            state.rng.shuffle(state.decks["event"])
            cards = state.decks["event"]
        if not cards:
            state._emit("deck_empty", seat, deck=deck)
            return
        card = cards.pop()
        state._emit("card_drawn", seat, deck=deck, card=card, room=room)
        if deck == "event":
            state.resolving.append(card)  # face up while it is carried out
            part = self._card_part(card, "steps", room)
            state._push(*self._effect_steps(seat, "card", card, part), ("event_done", seat, card))
            return
        state.hand[seat].append(card)
        follow: tuple[tuple, ...] = ()
        if deck == "omen":
            state.omens_drawn += 1
            state.omen_order.append(card)  # the order drawn (BH-D.40)
            state.omens_this_turn.append([card, room])
            state.last_omen = [card, room, seat]
            if not state.resolving:  # an omen an event drew waits for the event (BL-D.5)
                follow = state.ruleset.timing.after_omen(state)
        state._push(*self._effect_steps(seat, "card", card, self._immediate_part(card, room)), *follow)

    def _immediate_part(self, card: str, room: str) -> str:
        """A card with no use of its own runs with_ghosts in place of its immediate steps."""
        return "immediate" if self.state.card_data(card).use else self._card_part(card, "immediate", room)

    # -- what the traitor may ignore (BH-TRAITOR.2-3, BH-D.47) -----------------------------------

    def _effect_steps(self, seat: int, kind: str, ident: str, part: str) -> list[tuple]:
        """The steps of a room's or a card's `part`, to run for `seat`: as they are, or
        behind the traitor's question: an event drawn, "be affected?" (BH-TRAITOR.3); a
        room or card text that does no damage, "apply or ignore?" (BH-TRAITOR.2)."""
        state = self.state
        data = state.room_data(ident) if kind == "room" else state.card_data(ident)
        count = len(getattr(data, part))
        if not count:
            return []
        asks = self.ignores_rooms(seat) and (part == "steps" or not data.damaging)
        if asks:
            return [("traitor_opts", seat, kind, ident, part)]
        step = "room_step" if kind == "room" else "card_step"
        return [(step, seat, ident, part, i) for i in range(count)]

    def _step_traitor_opts(self, seat: int, kind: str, ident: str, part: str, choice: Any = None) -> None:
        state = self.state
        event = part == "steps"
        data = state.room_data(ident) if kind == "room" else state.card_data(ident)
        if choice is None:
            state._ask("affect" if event else "apply", seat, ["yes", "no"], ("traitor_opts", seat, kind, ident, part),
                       source=f"{kind}:{ident}", part=part, damaging=data.damaging)
            return
        if choice == "no":  # an event declined is still discarded as resolved (event_done follows)
            state._emit("effect_ignored", seat, source=f"{kind}:{ident}", part=part, is_event=event)
            return
        step = "room_step" if kind == "room" else "card_step"
        state._push(*[(step, seat, ident, part, i) for i in range(len(getattr(data, part)))])

    def _step_used_up(self, seat: int, card: str) -> None:
        state = self.state
        if card in state.hand[seat]:
            state.hand[seat].remove(card)
            state.discards.setdefault("spent", []).append(card)
            state._emit("card_discarded", seat, card=card)

    def _step_event_done(self, seat: int, card: str) -> None:
        state = self.state
        state.resolving.remove(card)
        state.ruleset.timing.after_event(state)  # an omen the event drew: checked once it is done (BL-D.5)
        if card in state.kept:  # a continuing effect: it stays with its drawer (BH-D.30)
            state.hand[seat].append(card)
            return
        state.ruleset.leftovers.event_done(state, card)

    # -- running steps (the vocabulary of content.py) --------------------------------------------

    def _step_card_step(self, seat: int, card: str, part: str, index: int) -> None:
        self.run_step(seat, getattr(self.state.card_data(card), part)[index], ("card", card))

    def _step_room_step(self, seat: int, room: str, part: str, index: int) -> None:
        self.run_step(seat, getattr(self.state.room_data(room), part)[index], ("room", room))

    def run_step(self, seat: int, step: Step | Leaf, source: tuple[str, str]) -> None:
        state = self.state
        op = step.op
        if op == "roll":
            spec = step.roll
            dice = self.trait_value(seat, spec.trait) + spec.bonus if spec.trait else spec.dice + spec.bonus
            _faces, total = self.roll_dice(seat, dice, spec.trait, spec.result)
            band = next((b for b in step.bands if b.min <= total <= b.max), None)
            if band is not None:
                state._push(*[("leaf", seat, source[0], source[1], _leaf_key(leaf)) for leaf in band.steps])
            return
        if op == "choose":
            state._push(("option", seat, source[0], source[1], [[o.label, [_leaf_key(x) for x in o.steps]]
                                                                for o in step.options]))
            return
        state._push(("leaf", seat, source[0], source[1], _leaf_key(step)))

    def _step_option(self, seat: int, kind: str, ident: str, options: list, choice: Any = None) -> None:
        state = self.state
        if choice is None:
            offered = [i for i, o in enumerate(options) if state.ruleset.traits.payable(state, seat, o[1])]
            state._ask("option", seat, offered or list(range(len(options))), ("option", seat, kind, ident, options),
                       labels=[o[0] for o in options], source=ident)
            return
        state._push(*[("leaf", seat, kind, ident, leaf) for leaf in options[int(choice)][1]])

    def _step_gain_offer(self, seat: int, kind: str, ident: str, key: list, choice: Any = None) -> None:
        """BL-DMG.6-7, BL-D.24: a gain or a heal is taken whole or declined."""
        state = self.state
        if choice is None:
            leaf = leaf_of(key)
            state._ask("gain", seat, ["yes", "no"], ("gain_offer", seat, kind, ident, key), trait=leaf.trait,
                       amount=leaf.amount, heal=leaf.op == "heal", source=f"{kind}:{ident}")
            return
        if choice == "yes":
            self._apply_gain(seat, leaf_of(key), f"{kind}:{ident}")
        else:
            state._emit("gain_declined", seat, source=f"{kind}:{ident}")

    def _would_raise(self, seat: int, leaf: Leaf) -> bool:
        state = self.state
        traits = TRAITS if leaf.trait == "all" else (leaf.trait,)
        here = [state.traits[seat][TRAITS.index(t)] for t in traits]
        if leaf.op == "heal":
            return any(c < state.track(seat, t).start for c, t in zip(here, traits))
        return any(c < len(state.track(seat, t).values) for c, t in zip(here, traits))

    def _apply_gain(self, seat: int, leaf: Leaf, source: str) -> None:
        state = self.state
        if leaf.op == "gain":
            amount = leaf.amount or self.roll_dice(seat, leaf.dice)[1]
            self.change_trait(seat, leaf.trait, amount, source)
            return
        for trait in (TRAITS if leaf.trait == "all" else (leaf.trait,)):  # heal: up to the start
            start = state.track(seat, trait).start
            k = TRAITS.index(trait)
            if state.traits[seat][k] < start:
                self.change_trait(seat, trait, start - state.traits[seat][k], source)

    def _step_leaf(self, seat: int, kind: str, ident: str, key: list) -> None:
        state = self.state
        leaf = leaf_of(key)
        source = f"{kind}:{ident}"
        op = leaf.op
        if op in ("gain", "heal"):  # BL-D.24: in Legacy the taker may decline it
            state.ruleset.traits.gain(state, seat, kind, ident, key, leaf)
        elif op == "lose":
            amount = leaf.amount or self.roll_dice(seat, leaf.dice)[1]
            self.change_trait(seat, leaf.trait, -amount, source)
        elif op == "damage":
            amount = leaf.amount or self.roll_dice(seat, leaf.dice)[1]
            if amount:
                state._push(("damage", seat, leaf.kind, amount, source))
        elif op == "draw":
            state._push(("draw", seat, leaf.deck, state.room[seat]))
        elif op == "move_to":
            if leaf.room in state.house.placed:
                state.stopped = True
                self._enter(seat, leaf.room, cost=0)
        elif op == "end_movement":
            state.stopped = True
        elif op == "place_token" and leaf.token == "ghost" and \
                state.tokens.get(state.room[seat], []).count("ghost") >= state.room_data(state.room[seat]).ghosts:
            pass  # no more ghosts than the tile's circles (BL-D.33)
        elif op == "place_token":
            here = state.room[seat]
            state.tokens.setdefault(here, []).append(leaf.token)
            state._emit("token_placed", seat, token=leaf.token, room=here)
            if leaf.token == "vault_empty" and state.room_data(here).special == "vault":
                state._push(("vault", seat, here))
        elif op == "keep" and kind == "card":
            state.kept.append(ident)
            state._emit("card_kept", seat, card=ident)
        elif op == "let_go" and kind == "card" and ident in state.kept:  # a continuing effect ends (BH-D.30)
            state.kept.remove(ident)
            if ident in state.hand[seat]:
                state.hand[seat].remove(ident)
            state.discards["event"].append(ident)
            state._emit("card_let_go", seat, card=ident)
        elif op == "discover":  # a forced discovery (BL-RARE.1, BL-D.32, BL-D.51)
            state._push(("force_discovery", seat))
        elif op == "link":
            here = state.room[seat]
            if leaf.room in state.house.placed and leaf.room != here:
                house = state.house
                house.link(here, leaf.room)
                state._save_house(house)
                for room in (here, leaf.room):
                    state.tokens.setdefault(room, []).append(leaf.token)
                state._emit("rooms_linked", seat, room=here, to=leaf.room, token=leaf.token)

    def _step_damage(self, seat: int, kind: str, amount: int, source: str, choice: Any = None) -> None:
        """The damaged player splits the damage among the traits its kind allows (BH-D.11).
        Every trait of the split is lowered, then an explorer at the skull dies, once
        (BH-ATTACK.7, BH-D.48); the dead take no more damage and are asked nothing."""
        state = self.state
        if not state.alive[seat]:
            return
        traits = allowed_traits(kind)
        options = state.ruleset.traits.fair_splits(state, seat, traits, splits(amount, traits))
        if choice is None and len(options) > 1:
            state._ask("damage", seat, ["-".join(map(str, o)) for o in options], ("damage", seat, kind, amount, source),
                       traits=list(traits), amount=amount)
            return
        split = options[0] if choice is None else tuple(int(n) for n in choice.split("-"))
        state._emit("damaged", seat, kind=kind, amount=amount, source=source)
        for trait, steps in zip(traits, split):
            if steps:
                self.change_trait(seat, trait, -steps, source, dies=False)
        if 0 in state.traits[seat]:
            self.explorer_dies(seat)

    # -- the end of a turn (BH-TURN.3, BH-HAUNT) ---------------------------------------------------

    def _step_end_of_turn(self) -> None:
        """The texts that act at the end of the turn: the tile's ("If you end your turn
        here") and each kept event's continuing effect (BH-D.30); then the haunt rolls."""
        state = self.state
        seat = state.active
        sources = [f"room:{state.room[seat]}"] if state.room_data(state.room[seat]).on_end_turn else []
        if state.kept:  # a continuing effect is rare: the hand is looked through only when one is kept
            sources += [f"card:{card}" for card in state.hand[seat] if card in state.kept]
        if sources:
            state._push(("end_effects", sources), ("haunt_rolls",), ("next_turn",))
        else:  # no text to carry out: straight on to the haunt rolls
            state._push(("haunt_rolls",), ("next_turn",))

    def _step_end_effects(self, sources: list, choice: EndText | None = None) -> None:
        """Each end-of-turn text once: in Legacy in the order the player chooses when
        there are several (BL-TIME.4); in House on the Hill the room's, then the cards'."""
        state = self.state
        if not sources:
            return
        if choice is None and state.ruleset.timing.orders_end_texts() and len(sources) > 1:
            state._ask("end_order", state.active, list(sources), ("end_effects", sources))
            return
        first = end_text(sources[0]) if choice is None else choice
        part = "on_end_turn" if first.kind == "room" else "while_kept"
        state._push(*self._effect_steps(state.active, first.kind, first.ident, part),
                    ("end_effects", [x for x in sources if x != str(first)]))

    def _step_haunt_rolls(self) -> None:
        """One 6-dice roll per omen drawn this turn, in order; the first under the
        omens drawn so far starts the haunt (BH-HAUNT.1-3, BH-D.35)."""
        state = self.state
        if state.haunted:
            return
        seat = state.active
        while state.omens_this_turn:  # each omen's roll once (in Legacy, as soon as it is drawn)
            omen, room = state.omens_this_turn.pop(0)
            _faces, total = roll(state.rng, 6)
            started = total < state.omens_drawn
            state._emit("haunt_roll", seat, total=total, omens=state.omens_drawn, started=started, omen=omen)
            if started:
                self._end_revealers_turn()
                state.haunt_begins(seat, omen, room)
                return
        # BH-D.53 (and Legacy by BL-D.1, which is silent): once no omen can come, the haunt
        # begins with the last omen drawn; Legacy's rolls were made as each omen came
        if not self._omen_reachable():
            self._end_revealers_turn()
            if state.last_omen is None:  # none ever drawn: the active explorer draws one first
                if not state.decks["omen"]:
                    return
                card = state.decks["omen"].pop()
                state.hand[seat].append(card)
                state.omens_drawn += 1
                state.omen_order.append(card)
                state._emit("card_drawn", seat, deck="omen", card=card, room=state.room[seat])
                state.last_omen = [card, "other", seat]
            omen, room, revealer = state.last_omen
            state._emit("haunt_forced", revealer, omen=omen)
            state.haunt_begins(revealer, omen, room)

    def _end_revealers_turn(self) -> None:
        """The haunt begins: the revealer's turn is over, every step of it dropped
        (BH-D.43). A game may keep steps that are not the turn's (Legacy keeps the
        Legacy cards whose moment has come)."""
        self.state.steps.clear()

    def _omen_reachable(self) -> bool:
        """Whether an omen room may still be discovered: a tile with the omen symbol
        left that fits a floor with an open door (BH-D.53)."""
        state = self.state
        if not state.decks["omen"]:
            return False
        memo = state.house.memo  # kept with the tiles it was worked out for, as _fits_somewhere
        kept = memo.get("omen_room")
        if kept is None or kept[0] != state.stack or kept[1] != state.set_aside:
            found = False
            for tile in (*state.stack, *state.set_aside):
                data = state.room_data(tile)
                if "omen" in data.symbols and any(self._floor_open(floor) for floor in data.floors):
                    found = True
                    break
            kept = memo["omen_room"] = (list(state.stack), list(state.set_aside), found)
        return kept[2]

    def _floor_open(self, floor: str) -> bool:
        """Whether a room of `floor` has a door a discovery could go through (whether a
        tile is left for it or not); kept in the floor's memo."""
        house = self.state.house
        memo = house.floor_memo(floor)
        found = memo.get("open")
        if found is None:
            found = memo["open"] = any(self._doorways_of(r) for r in house.order if house.floor_of(r) == floor)
        return found


def _beyond(cell: tuple[str, int, int], side: str) -> tuple[str, int, int]:
    """The cell next to `cell` on `side`."""
    floor, x, y = cell
    dx, dy = STEP[side]
    return floor, x + dx, y + dy


def _leaf_key(leaf) -> list:
    """A step of the vocabulary as a step argument: its leaf fields, in order. Made once
    per step of the content and shared by the steps that carry it (a step's arguments
    are never changed; a save copies them), as the haunt's effects' saved forms are."""
    kept = _KEYS.get(id(leaf))
    if kept is None or kept[0] is not leaf:  # the step is kept with its key: its id stays its own
        kept = (leaf, [getattr(leaf, name) for name in _LEAF_FIELDS])
        if len(_KEYS) < 10_000:  # a bound: the content's steps are far fewer
            _KEYS[id(leaf)] = kept
    return kept[1]


_LEAF_FIELDS = tuple(f.name for f in attrs.fields(Leaf))
_KEYS: dict[int, tuple[Any, list]] = {}  # by id(step of the content): (that step, its key)
