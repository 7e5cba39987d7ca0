"""Events are the table's public record (issue 27 §2): at one screen the log tells every
event to whoever looks at it, and a remote seat is sent every event whole, so no event
may hold what a view hides from some seat. Checked where the games hide something from
a seat: Darkmoor's hands (its cards in hand are its owner's view only, DM-DRAW.1) and
Betrayal's secret choices (a side's room, told only as chosen until it is revealed,
BH-D.42)."""

from __future__ import annotations

import json
import random

import tabletop.games


def named_cards(event: dict) -> set[int]:
    """The cards an event names."""
    found = set()
    for key in ("card", "cards"):
        value = event.get(key)
        found |= set(value) if isinstance(value, list) else {value} if isinstance(value, int) else set()
    return found


def test_no_event_names_a_card_while_it_is_in_a_hand():
    game = tabletop.games.get("darkmoor")
    named = 0
    for seed in range(6):
        state, rng = game.new_game(4, seed), random.Random(seed)
        while not state.is_over:
            legal = state.legal_actions()
            events = state.apply(legal[rng.randrange(len(legal))])
            in_hands = {uid for hand in state.hands for uid in hand}
            for event in events:
                cards = named_cards(event)
                named += len(cards)
                assert not cards & in_hands, f"{event} names a card still in a hand"
    assert named > 100, "no event named a card: the check proved nothing"


def test_a_secret_choice_is_told_only_as_chosen_until_revealed():
    """Haunt 24 has a side choose a room in secret (both Betrayals share the rule's code)."""
    game = tabletop.games.get("betrayal")
    chosen = 0
    for seed in range(40):
        state, rng = game.new_game(3, seed, {"haunt": 24}), random.Random(seed)
        for _ in range(600):
            if state.is_over:
                break
            legal = state.legal_actions()
            asked = state.pending and state.pending.get("kind") == "secret"
            events = state.apply(legal[rng.randrange(len(legal))])
            for ident, secret in state.secrets.items():
                if asked and not secret["revealed"]:
                    chosen += 1
                    assert f'"{secret["value"]}"' not in json.dumps(events), \
                        f"the events of choosing the secret {ident} name its room"
    assert chosen, "no secret was chosen: the check proved nothing"
