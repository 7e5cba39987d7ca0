"""A sentence for every event Betrayal emits: the catalogue key (betrayal.log.*) and
its values, worked out from the event's fields."""

from __future__ import annotations

from typing import Any, Callable

from .names import Names

Event = dict[str, Any]

#: the log's bold lines: what changes the game
STRONG = frozenset({"haunt_revealed", "haunt_roll", "explorer_died", "game_over", "attack", "monster_attack",
                    "turned_traitor", "traitor_transformed", "monster_killed", "explorer_exited", "round_started",
                    "front_door_opened", "room_discovered"})


def _who(e: Event, name) -> str:
    return name(e["seat"]) if isinstance(e.get("seat"), int) else ""


def _variant(kind: str, test: Callable[[Event], bool], yes: str, no: str) -> Callable[[Event], str]:
    return lambda e: f"{kind}_{yes}" if test(e) else f"{kind}_{no}"


#: event kind -> the key under betrayal.log (a string, or a function of the event for variants)
WORDS: dict[str, Any] = {
    "game_started": "game_started", "turn_started": "turn_started", "turn_ended": lambda e: "turn_ended_died" if e.get("why") == "died" else "turn_ended",
    "room_discovered": "room_discovered", "moved": lambda e: "moved" if e.get("from") else "placed",
    "slid": "slid", "fell": "fell", "elevator_roll": "elevator_roll", "elevator_moved": "elevator_moved",
    "card_drawn": "card_drawn", "card_used": "card_used", "card_discarded": "card_discarded", "card_kept": "card_kept",
    "deck_empty": "deck_empty", "effect_ignored": "effect_ignored", "card_let_go": "card_let_go",
    "rooms_linked": "rooms_linked", "elevator_stayed": "elevator_stayed", "trait_changed": lambda e: "trait_up" if e["after"] > e["before"] else
    ("trait_down" if e["after"] < e["before"] else "trait_same"),
    "dice_rolled": lambda e: ("dice_rolled_modified" if e.get("modifier") else "dice_rolled") if e.get("trait")
    else "dice_rolled_plain", "damaged": "damaged",
    "haunt_roll": _variant("haunt_roll", lambda e: e.get("started"), "started", "quiet"),
    "collapse_roll": lambda e: "collapse_held" if e["total"] >= e["target"] else "collapse_fell",
    "collapsed_below": "collapsed_below", "tile_set_aside": "tile_set_aside", "tile_buried": "tile_buried",
    "tile_drawn": "tile_drawn", "room_drawn": "room_drawn",
    "ghosts_placed": "ghosts_placed", "gain_declined": "gain_declined", "haunt_forced": "haunt_forced",
    "token_spent": "token_spent",
    "item_dropped": "item_dropped", "item_picked": "item_picked", "item_given": "item_given",
    "gift_refused": lambda e: "token_refused" if "token" in e else "gift_refused", "companion_joined": "companion_joined",
    "token_given": "token_given", "round_ended": "round_ended",
    "secret_chosen": lambda e: "secret_chosen_" + e["side"], "secret_revealed": "secret_revealed",
    "token_placed": "token_placed", "token_removed": "token_removed",
    "token_taken": lambda e: "token_taken_monster" if e.get("monster") is not None else "token_taken",
    "token_dropped": lambda e: "token_dropped_monster" if e.get("monster") is not None else "token_dropped",
    "token_stolen": "token_stolen", "card_stolen": "card_stolen",
    "barrier_roll": _variant("barrier", lambda e: e.get("crossed"), "crossed", "held"),
    "vault_opened": "vault_opened",
    "haunt_skipped": lambda e: "haunt_skipped" if e["to"] != e["from"] else "haunt_skipped_none",
    "haunt_revealed": "haunt_revealed", "monster_placed": "monster_placed", "round_started": "round_started",
    "monster_turn": "monster_turn", "monster_speed": "monster_speed", "monster_moved": "monster_moved",
    "monster_attack": lambda e: "monster_attack_hit" if e["rolled"] > e["defended"] else "monster_attack_miss",
    "monster_stunned": "monster_stunned", "monster_killed": "monster_killed", "monster_recovered": "monster_recovered",
    "monster_orders": _variant("monster_orders", lambda e: e.get("by_hand"), "hand", "auto"),
    "monster_rolled": "monster_rolled",
    "attack": lambda e: "attack_won" if e["rolled"] > e["defended"] else
    ("attack_tie" if e["rolled"] == e["defended"] else "attack_lost"),
    "explorer_died": "explorer_died", "explorer_exited": "explorer_exited", "front_door_opened": "front_door_opened",
    "turned_traitor": "turned_traitor", "traitor_transformed": "traitor_transformed",
    "traitor_removed": "traitor_removed", "turn_skipped": "turn_skipped",
    "counter_changed": "counter_changed",
    "haunt_action": lambda e: "haunt_action_done" if "success" not in e else
    ("haunt_action_success" if e["success"] else "haunt_action_failure"),
    "game_over": lambda e: "game_over_" + (e.get("side") or "nobody"),
}


def key_for(e: Event) -> str | None:
    words = WORDS.get(e["event"])
    if words is None:
        return None
    return "betrayal.log." + (words(e) if callable(words) else words)


def values(e: Event, name: Callable[[int], str], n: Names) -> dict[str, Any]:
    """Every field of `e` in words (names for seats and ids)."""
    t = n.t
    v: dict[str, Any] = {"name": _who(e, name)}
    for k, raw in e.items():
        if k in ("event", "seat"):
            continue
        v[k] = raw
    for k in ("room", "from", "to"):
        if isinstance(e.get(k), str):
            v[k] = n.room(e[k])
    if e["event"] in ("effect_ignored", "gain_declined"):
        v["source"] = n.source(e["source"])
    if e["event"] in ("card_drawn", "card_used", "card_discarded", "card_kept", "item_dropped", "item_picked",
                      "item_given", "gift_refused", "companion_joined", "card_stolen", "card_let_go") and "card" in e:
        v["card"] = n.card(e["card"])
    if "deck" in e:
        v["deck"] = n.deck(e["deck"])
    if "trait" in e:
        v["trait"] = n.trait(e["trait"]) if e["trait"] else "—"
    if "floor" in e:
        v["floor"] = n.floor(e["floor"])
    if "floors" in e:
        v["floors"] = ", ".join(n.floor(f) for f in e["floors"])
    if "kind" in e and e["event"] != "damaged":
        v["monster_name"] = n.monster_in_sentence(e["kind"])
    if e["event"] == "damaged":
        v["kind"] = t(f"betrayal.ui.damage_{e['kind']}")
    if "token" in e:
        v["token"] = n.token(e["token"])
    if "counter" in e:
        v["counter"] = n.counter(e["counter"])
    if "action" in e:
        v["action"] = n.action(e["action"])
    if "dice" in e:
        v["dice"] = " ".join(str(d) for d in e["dice"])
        v["count"] = len(e["dice"])
    if e["event"] == "haunt_roll":  # the sentence counts the omens, not the dice
        v["count"] = e["omens"]
    if e.get("modifier"):  # a result modifier (BL-D.27), with its sign
        v["modifier"] = f"{e['modifier']:+d}"
    if "omen" in e and e.get("omen"):
        v["omen"] = n.card(e["omen"])
    if e["event"] == "haunt_revealed":
        v["haunt"] = n.haunt_title(e["haunt"])
        v["traitor"] = name(e["traitor"]) if isinstance(e.get("traitor"), int) and e["traitor"] >= 0 else "—"
    if e["event"] in ("item_given", "token_given"):
        v["to"] = name(e["to"])
    if "secret" in e:
        v["secret"] = n.secret(e["secret"])
    if e["event"] == "gift_refused":
        v["giver"] = name(e["giver"])
    if e["event"] == "attack":
        if e["target_kind"] == "seat":
            v["target"] = name(e["target"])
        else:
            v["target"] = t("betrayal.ui.monster_n", n=e["target"] + 1)
    if e["event"] == "monster_attack":
        v["target"] = name(e["target"])
    if e["event"] in ("token_stolen", "card_stolen"):
        v["victim"] = name(e["victim"])
    if e["event"] == "trait_changed":
        v["before"], v["after"] = e["before"], e["after"]
    if e["event"] == "game_over":
        v["winners"] = ", ".join(name(s) for s in e.get("winners") or []) or "—"
        v["reason"] = t(f"betrayal.ui.reason_{e.get('reason')}") if t.has(f"betrayal.ui.reason_{e.get('reason')}") \
            else str(e.get("reason", ""))
    if e["event"] == "turn_started" and isinstance(e.get("seat"), int):
        v["turn"] = e["turn"]
    if e["event"] == "moved":
        v["cost"] = e.get("cost", 1)
    return v


def describe(e: Event, name: Callable[[int], str], n: Names) -> str | None:
    key = key_for(e)
    if key is None:
        return None
    return n.t(key, **values(e, name, n))
