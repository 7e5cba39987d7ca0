"""Comanauts' events told in words, from the catalogue's comanauts.log.* templates.

A `LogWriter` follows the events in order, so each line names the avatar a sheet
had when it happened (an avatar lost to the Morass is replaced by the next)."""

from __future__ import annotations

from collections import Counter
from typing import Any, Callable

from tabletop.games.comanauts import library as lib

from .pieces import colour_word, item_name, kind, space_name

# events too small to be worth a line
QUIET = {"bag_refreshed", "equip_started"}
# events shown in the strong colour of the log
STRONG = {"turn_started", "enemy_turn_started", "page_entered", "enemy_entered", "enemy_defeated",
          "avatar_to_morass", "clue_revealed", "prime_id_revealed", "game_over", "vital_sign_revealed"}


def reason_text(t: Callable[..., str], reason: str) -> str:
    return t(f"comanauts.ui.reason_{reason}")


def entry_title(t: Callable[..., str], zone: str, entry: str) -> str:
    """A heading for an entry of the Adventure Book: the place it belongs to, or
    what kind of entry it is."""
    if not zone:
        return ""
    page = lib.page_of(zone)
    for spec in page.space:
        if entry in (spec.poi, spec.insight_entry, spec.objective_entry):
            return spec.name
    special = {page.threat_entry: "threat", page.critical_entry: "critical", page.inner_child_entry: "child",
               page.finale: "finale", page.victory_entry: "victory"}
    if entry in special:
        return t(f"comanauts.ui.entry_{special[entry]}")
    return lib.ZONES[zone].name


class LogWriter:
    def __init__(self, t: Callable[..., str], players: list[str]) -> None:
        self.t = t
        self.players = players
        self.avatars: dict[int, str] = {}
        self.zone = ""

    def name(self, seat: int | None) -> str:
        if seat is None:
            return ""
        avatar = self.avatars.get(int(seat))
        if avatar:
            return lib.AVATARS[avatar].name
        return self.players[int(seat)] if int(seat) < len(self.players) else str(seat)

    def dice_words(self, dice: list[str]) -> str:
        counts = Counter(kind(d) for d in dice)
        return ", ".join(f"{colour_word(self.t, c)} ×{n}" if n > 1 else colour_word(self.t, c)
                         for c, n in sorted(counts.items()))

    def describe(self, e: dict[str, Any]) -> str | None:
        """One sentence for event `e`, or None for events not worth a line. Also
        follows the avatars and the comazone for the lines after it."""
        t = self.t
        ev = e["event"]
        seat = e.get("seat")
        if ev in ("avatar_chosen", "avatar_revealed"):
            player = self.name(seat) if ev == "avatar_chosen" else self.players[seat]
            self.avatars[seat] = e["avatar"]
            return t(f"comanauts.log.{ev}", player=player, avatar=lib.AVATARS[e["avatar"]].name)
        if ev == "page_entered":
            self.zone = e["zone"]
        if ev in QUIET:
            return None
        values: dict[str, Any] = {"name": self.name(seat)}
        key = f"comanauts.log.{ev}"
        zone = self.zone
        if ev == "game_started":
            values["zone"] = lib.ZONES[e["start"]].name
        elif ev == "turn_started":
            values["turn"] = e.get("turn", 1)
        elif ev == "dice_drawn":
            values["dice"] = self.dice_words(e["dice"])
        elif ev == "clarity_rolled":
            key += "_gained" if e["gained"] else "_failed"
            values.update(count=len(e["dice"]), total=e["total"], clarity=e["clarity"])
        elif ev == "clarity_blocked":
            values["count"] = e["dice"]
        elif ev == "threat_placed":
            values.update(count=len(e["dice"]), track=e["track"], back=len(e.get("returned") or []))
            if not e["dice"]:
                key += "_back"
            elif e.get("returned"):
                key += "_and_back"
        elif ev == "inner_child_placed":
            if e.get("space"):
                values.update(space=space_name(zone, e["space"]), value=e["value"])
            else:
                key += "_nowhere"
                values["value"] = e["value"]
        elif ev == "dice_discarded":
            values["count"] = len(e["dice"])
        elif ev == "avatar_moved":
            if e["frm"] == e["to"]:
                key += "_within"
            values["space"] = space_name(zone, e["to"])
        elif ev == "focused":
            values["colour"] = colour_word(t, kind(e["took"]))
        elif ev == "die_stored":
            values["colour"] = colour_word(t, kind(e["die"]))
            if e["sheet"] != seat:
                key = "comanauts.log.encouraged"
                values["other"] = self.name(e["sheet"])
        elif ev == "clarity_given":
            values["other"] = self.name(e["to"])
        elif ev in ("item_used", "item_gained", "item_stowed", "item_discarded"):
            values["item"] = item_name(e["item"])
        elif ev == "item_equipped":
            values["item"] = item_name(e["item"])
        elif ev == "item_given":
            values.update(item=item_name(e["item"]), other=self.name(e["to"]))
        elif ev == "totem_used":
            values.update(totem=item_name(e["totem"]), zone=lib.ZONES[e["to"]].name if e["to"] in lib.ZONES else e["to"])
        elif ev == "totem_taken":
            values["totem"] = item_name(e["totem"])
        elif ev == "dice_rolled":
            values.update(dice=self.dice_words(e["dice"]), faces=" + ".join(str(f) for f in e["faces"]),
                          total=e["total"], purpose=t(f"comanauts.ui.purpose_{e['purpose']}"))
        elif ev == "die_rerolled":
            values.update(face=e["face"], total=e["total"])
        elif ev == "attack_rolled":
            key += "_hit" if e["hit"] else "_miss"
            values.update(enemy=lib.enemy_name(e["enemy"]), total=e["total"], defense=e["defense"])
        elif ev in ("enemy_defeated", "enemy_idle", "enemy_no_target"):
            values["enemy"] = e.get("name") or lib.enemy_name(e["enemy"])
        elif ev == "searched":
            key += "_found" if e["found"] else "_nothing"
            values["total"] = e["total"]
        elif ev == "test_rolled":
            key += "_passed" if e["passed"] else "_failed"
            values.update(total=e["total"], target=e["target"])
        elif ev == "entry_read":
            values["title"] = entry_title(t, e["zone"], e["entry"])
        elif ev == "page_entered":
            values.update(zone=e.get("name") or lib.ZONES[e["zone"]].name, page=e.get("page", ""))
        elif ev == "page_left":
            values["zone"] = lib.ZONES[e["zone"]].name if e.get("zone") in lib.ZONES else ""
        elif ev in ("enemy_entered", "enemy_returned"):
            values.update(enemy=e.get("name") or lib.enemy_name(e["enemy"]), space=space_name(zone, e["space"]))
            if e.get("prime"):
                key += "_prime"
        elif ev == "enemy_turn_started":
            values.update(count=len(e.get("order") or []), track=e.get("track", 0))
        elif ev == "enemy_activated":
            values.update(enemy=e.get("name") or lib.enemy_name(e["enemy"]), face=e["face"], speed=e["speed"],
                          range=e["range"], strength=e["strength"])
            if e.get("special"):
                key += "_special"
                values["special"] = e["special"]
        elif ev == "enemy_moved":
            values.update(enemy=e.get("name") or lib.enemy_name(e["enemy"]), space=space_name(zone, e["to"]),
                          steps=max(0, len(e.get("path") or []) - 1))
        elif ev == "enemy_attack":
            values.update(enemy=e.get("name") or lib.enemy_name(e["enemy"]), strength=e["strength"],
                          name=self.name(e["target"]))
        elif ev == "enemy_pushed":
            values.update(enemy=lib.enemy_name(e["enemy"]), space=space_name(zone, e["to"]))
        elif ev == "defended":
            key += "_blocked" if e["blocked"] else "_failed"
            values.update(total=e["total"], strength=e["strength"])
        elif ev == "hit":
            values["strength"] = e.get("strength", 0)
        elif ev in ("life_lost", "life_gained"):
            values.update(amount=e["amount"], life=e["life"])
        elif ev in ("clarity_gained", "clarity_lost"):
            values.update(amount=e["amount"], clarity=e["clarity"])
        elif ev == "avatar_to_morass":
            values.update(avatar=lib.AVATARS[e["avatar"]].name, left=max(0, e.get("left", 0)))
        elif ev == "avatar_returned":
            values["space"] = space_name(zone, e["space"])
        elif ev == "vital_sign_revealed":
            values.update(card=t(f"comanauts.ui.vital_{e['card']}"), left=e.get("left", 0))
        elif ev == "insight_gained":
            values.update(amount=e["amount"], insight=e["insight"])
        elif ev in ("prime_id_revealed",):
            values["enemy"] = e.get("name") or lib.enemy_name(e["enemy"])
        elif ev == "prime_id_damaged":
            values["life"] = e["life"]
        elif ev in ("status_added", "status_removed"):
            values["status"] = lib.STATUSES[e["status"]].name if e["status"] in lib.STATUSES else e["status"]
        elif ev == "task_opened":
            values.update(colour=colour_word(t, e["colour"]), target=e["target"])
        elif ev == "task_contributed":
            key += "_done" if e["done"] else ""
            values.update(total=e["total"], progress=e["progress"], target=e["target"])
        elif ev == "ability_used":
            values.update(ability=e["ability"], cost=e["cost"])
        elif ev == "die_taken":
            values["colour"] = colour_word(t, kind(e["die"]))
        elif ev == "threat_check":
            values["track"] = e["track"]
        elif ev == "game_over":
            key += "_won" if e["won"] else "_lost"
            values["reason"] = reason_text(t, e["reason"])
        elif ev == "test_already_tried":
            pass
        if (values.get("count") == 1 or (values.get("back") == 1 and key.endswith("_back"))) \
                and t.has(key + "_one"):  # type: ignore[attr-defined]
            key += "_one"  # "1 white die", not "1 white dice"
        if not t.has(key):  # type: ignore[attr-defined]
            return None
        return t(key, **values)
