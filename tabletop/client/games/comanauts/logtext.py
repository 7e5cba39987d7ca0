"""Comanauts' events told in words, from the catalogue's comanauts.log.* templates.

A `LogWriter` follows the events in order, so each line names the avatar a sheet
had when it happened (an avatar lost to the Morass is replaced by the next)."""

from __future__ import annotations

from collections import Counter
from typing import Any, Callable

from tabletop.games.comanauts import library as lib
from tabletop.games.comanauts.enemy_turn import row_for

from ... import theme
from .pieces import (ability_name, card_name, colour_word, enemy_name, item_name, kind, row_special, sentence,
                     space_name, status_name, use_catalogue, zone_name)

# events too small to be worth a line
QUIET = frozenset({"bag_refreshed", "equip_started", "track_changed"})
# events shown in the strong colour of the log
STRONG = {"turn_started", "enemy_turn_started", "page_entered", "enemy_entered", "enemy_defeated",
          "avatar_to_morass", "clue_revealed", "prime_id_revealed", "game_over", "vital_sign_revealed"}


# the enemies' doings are in red, a person's hurts too
HARM = {"hit", "life_lost", "avatar_to_morass"}


def log_style(e: dict[str, Any]) -> tuple[tuple[int, int, int], bool]:
    """The colour of event `e`'s line in the log, and whether it is bold."""
    ev = e["event"]
    strong = ev in STRONG
    if ev == "turn_started":
        return theme.ACCENT, strong
    if ev.startswith("enemy_") or ev in HARM:
        return ((236, 140, 128) if strong or ev in ("hit", "life_lost", "enemy_attack") else (214, 170, 160)), strong
    return (theme.TEXT if strong else theme.TEXT_DIM), strong


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
            return space_name(zone, spec.id)
    special = {page.threat_entry: "threat", page.critical_entry: "critical", page.inner_child_entry: "child",
               page.finale: "finale", page.victory_entry: "victory"}
    if entry in special:
        return t(f"comanauts.ui.entry_{special[entry]}")
    for parent in page.entry:  # the result of a skill test (CO-ACTION.16-18): say which, and how it went
        test = parent.test
        if test is not None and entry in (test.success, test.fail) and parent.id != entry:
            result = t("comanauts.ui.entry_test_passed" if entry == test.success else "comanauts.ui.entry_test_failed",
                       colour=t(f"comanauts.ui.colour_{test.colour}"), target=test.target)
            return f"{entry_title(t, zone, parent.id)} · {result}"
    return zone_name(zone)


class LogWriter:
    def __init__(self, t: Callable[..., str], players: list[str]) -> None:
        self.t = t
        use_catalogue(t)
        self.players = players
        self.avatars: dict[int, str] = {}
        self.zone = ""

    def name(self, seat: int | None) -> str:
        if seat is None:
            return ""
        avatar = self.avatars.get(int(seat))
        if avatar:
            return card_name(avatar)
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
        if ev == "page_entered":
            self.zone = e["zone"]
        handler = WORDS.get(ev)
        if handler is None:
            return None
        values: dict[str, Any] = {"name": self.name(seat)}
        key = "comanauts.log." + handler(self, e, values)
        if not t.has(key):  # type: ignore[attr-defined]
            return None
        return sentence(t, t(key, **values))


# Each handler fills the values of event e's template and returns its key (after
# "comanauts.log."): the event's name, often with a suffix saying how it went.
Handler = Callable[[LogWriter, dict[str, Any], dict[str, Any]], str]


def _plain(w: LogWriter, e: dict[str, Any], v: dict[str, Any]) -> str:
    return e["event"]


def _fill(**fields: Callable[[LogWriter, dict[str, Any]], Any]) -> Handler:
    """A handler that fills each named value from the event, with no suffix."""
    def handler(w: LogWriter, e: dict[str, Any], v: dict[str, Any]) -> str:
        v.update({name: get(w, e) for name, get in fields.items()})
        return e["event"]
    return handler


def _suffix(flag: str, yes: str, no: str, **fields: Callable[[LogWriter, dict[str, Any]], Any]) -> Handler:
    """A handler whose key ends in `yes` or `no` as the event's `flag` is true."""
    fill = _fill(**fields)

    def handler(w: LogWriter, e: dict[str, Any], v: dict[str, Any]) -> str:
        return fill(w, e, v) + (yes if e[flag] else no)
    return handler


def _enemy(w: LogWriter, e: dict[str, Any]) -> str:
    # the event's name is the English of the content files: the card says it in words
    return enemy_name(e["enemy"]) if e.get("enemy") in lib.HOSTILES or e.get("enemy") in lib.ENTITIES \
        else e.get("name") or enemy_name(e["enemy"])


def _zone_name(w: LogWriter, e: dict[str, Any]) -> str:
    return zone_name(e["zone"]) if e.get("zone") in lib.ZONES else ""


def _ability(w: LogWriter, e: dict[str, Any]) -> str:
    """The ability's name: the event carries the English; the sheet's avatar has it
    in the player's language."""
    avatar = w.avatars.get(int(e["seat"])) if e.get("seat") is not None else None
    if avatar in lib.AVATARS and lib.AVATARS[avatar].ability.name == e["ability"]:
        return ability_name(avatar)
    return next((ability_name(a.id) for a in lib.AVATARS.values() if a.ability.name == e["ability"]), e["ability"])


def _avatar_taken(w: LogWriter, e: dict[str, Any], v: dict[str, Any]) -> str:
    """A player takes an avatar: the lines after it call them by its name."""
    seat = e["seat"]
    player = v.pop("name") if e["event"] == "avatar_chosen" else w.players[seat]
    w.avatars[seat] = e["avatar"]
    v.update(player=player, avatar=card_name(e["avatar"]))
    return e["event"]


def _clarity_rolled(w: LogWriter, e: dict[str, Any], v: dict[str, Any]) -> str:
    v.update(count=len(e["dice"]), total=e["total"], clarity=e["clarity"])
    return "clarity_rolled" + ("_gained" if e["gained"] else "_failed")


def _threat_placed(w: LogWriter, e: dict[str, Any], v: dict[str, Any]) -> str:
    back = len(e.get("returned") or [])
    if not e["dice"]:
        v["count"] = back
        return "threat_placed_back"
    v.update(count=len(e["dice"]), track=e["track"], returned=w.t("comanauts.log.returned", count=back))
    return "threat_placed_and_back" if back else "threat_placed"


def _inner_child_placed(w: LogWriter, e: dict[str, Any], v: dict[str, Any]) -> str:
    v["value"] = e["value"]
    if e.get("space"):
        v["space"] = space_name(w.zone, e["space"])
        return "inner_child_placed"
    return "inner_child_placed_nowhere"


def _avatar_moved(w: LogWriter, e: dict[str, Any], v: dict[str, Any]) -> str:
    v["space"] = space_name(w.zone, e["to"])
    return "avatar_moved_within" if e["frm"] == e["to"] else "avatar_moved"


def _die_stored(w: LogWriter, e: dict[str, Any], v: dict[str, Any]) -> str:
    v["colour"] = colour_word(w.t, kind(e["die"]))
    if e["sheet"] != e.get("seat"):
        v["other"] = w.name(e["sheet"])
        return "encouraged"
    return "die_stored"


def _enemy_arrived(w: LogWriter, e: dict[str, Any], v: dict[str, Any]) -> str:
    v.update(enemy=_enemy(w, e), space=space_name(w.zone, e["space"]))
    return e["event"] + ("_prime" if e.get("prime") else "")


def _enemy_activated(w: LogWriter, e: dict[str, Any], v: dict[str, Any]) -> str:
    v.update(enemy=_enemy(w, e), face=e["face"], speed=e["speed"], range=e["range"], strength=e["strength"])
    if e.get("special"):  # the event carries the content's English: the row's text in the player's language
        rows = lib.enemy_card(e["enemy"]).rows if e.get("enemy") in lib.HOSTILES or e.get("enemy") in lib.ENTITIES \
            else []
        row = row_for(rows, e["face"])
        v["special"] = row_special(e["enemy"], rows.index(row)) if row is not None else e["special"]
        return "enemy_activated_special"
    return "enemy_activated"


def _game_over(w: LogWriter, e: dict[str, Any], v: dict[str, Any]) -> str:
    v["reason"] = reason_text(w.t, e["reason"])
    return "game_over" + ("_won" if e["won"] else "_lost")


_item = _fill(item=lambda w, e: item_name(e["item"]))
_enemy_only = _fill(enemy=_enemy)
_amount_life = _fill(amount=lambda w, e: e["amount"], life=lambda w, e: e["life"])
_amount_clarity = _fill(amount=lambda w, e: e["amount"], clarity=lambda w, e: e["clarity"])
_status = _fill(status=lambda w, e: status_name(e["status"]))

WORDS: dict[str, Handler] = {
    "avatar_chosen": _avatar_taken,
    "avatar_revealed": _avatar_taken,
    "game_started": _fill(zone=lambda w, e: zone_name(e["start"])),
    "turn_started": _fill(turn=lambda w, e: e.get("turn", 1)),
    "actions_ended": _plain,
    "dice_drawn": _fill(dice=lambda w, e: w.dice_words(e["dice"])),
    "clarity_rolled": _clarity_rolled,
    "clarity_blocked": _fill(count=lambda w, e: e["dice"]),
    "threat_placed": _threat_placed,
    "threat_check": _fill(track=lambda w, e: e["track"]),
    "inner_child_placed": _inner_child_placed,
    "dice_discarded": _fill(count=lambda w, e: len(e["dice"])),
    "avatar_moved": _avatar_moved,
    "avatar_returned": _fill(space=lambda w, e: space_name(w.zone, e["space"])),
    "avatar_to_morass": _fill(avatar=lambda w, e: card_name(e["avatar"]), count=lambda w, e: max(0, e.get("left", 0))),
    "focused": _fill(colour=lambda w, e: colour_word(w.t, kind(e["took"]))),
    "die_stored": _die_stored,
    "die_taken": _fill(colour=lambda w, e: colour_word(w.t, kind(e["die"]))),
    "clarity_given": _fill(other=lambda w, e: w.name(e["to"])),
    "item_used": _item,
    "item_gained": _item,
    "item_stowed": _item,
    "item_discarded": _item,
    "item_equipped": _item,
    "item_given": _fill(item=lambda w, e: item_name(e["item"]), other=lambda w, e: w.name(e["to"])),
    "no_item_left": _plain,
    "totem_used": _fill(totem=lambda w, e: item_name(e["totem"]),
                        zone=lambda w, e: zone_name(e["to"])),
    "totem_taken": _fill(totem=lambda w, e: item_name(e["totem"])),
    "dice_rolled": _fill(dice=lambda w, e: w.dice_words(e["dice"]), faces=lambda w, e: " + ".join(str(f) for f in e["faces"]),
                         total=lambda w, e: e["total"], purpose=lambda w, e: w.t(f"comanauts.ui.purpose_{e['purpose']}")),
    "die_rerolled": _fill(face=lambda w, e: e["face"], total=lambda w, e: e["total"]),
    "attack_rolled": _suffix("hit", "_hit", "_miss", enemy=lambda w, e: enemy_name(e["enemy"]),
                             total=lambda w, e: e["total"], defense=lambda w, e: e["defense"]),
    "searched": _suffix("found", "_found", "_nothing", total=lambda w, e: e["total"]),
    "test_rolled": _suffix("passed", "_passed", "_failed", total=lambda w, e: e["total"], target=lambda w, e: e["target"]),
    "test_already_tried": _plain,
    "defended": _suffix("blocked", "_blocked", "_failed", total=lambda w, e: e["total"],
                        strength=lambda w, e: e["strength"]),
    "hit": _fill(strength=lambda w, e: e.get("strength", 0)),
    "life_lost": _amount_life,
    "life_gained": _amount_life,
    "clarity_gained": _amount_clarity,
    "clarity_lost": _amount_clarity,
    "insight_gained": _fill(amount=lambda w, e: e["amount"], insight=lambda w, e: e["insight"]),
    "status_added": _status,
    "status_removed": _status,
    "task_opened": _fill(colour=lambda w, e: colour_word(w.t, e["colour"]), target=lambda w, e: e["target"]),
    "task_contributed": _suffix("done", "_done", "", total=lambda w, e: e["total"],
                                progress=lambda w, e: e["progress"], target=lambda w, e: e["target"]),
    "ability_used": _fill(ability=lambda w, e: _ability(w, e), cost=lambda w, e: e["cost"]),
    "entry_read": _fill(title=lambda w, e: entry_title(w.t, e["zone"], e["entry"])),
    "clue_revealed": _plain,
    "clue_none_left": _plain,
    "page_entered": _fill(zone=lambda w, e: zone_name(e["zone"]) if e.get("zone") in lib.ZONES else e.get("name", ""), page=lambda w, e: e.get("page", "")),
    "page_left": _fill(zone=_zone_name),
    "vital_sign_revealed": _fill(card=lambda w, e: w.t(f"comanauts.ui.vital_{e['card']}"), left=lambda w, e: e.get("left", 0)),
    "enemy_entered": _enemy_arrived,
    "enemy_returned": _enemy_arrived,
    "enemy_defeated": _enemy_only,
    "enemy_idle": _enemy_only,
    "enemy_no_target": _enemy_only,
    "enemy_turn_started": _fill(count=lambda w, e: len(e.get("order") or []),
                                dice=lambda w, e: w.t("comanauts.log.threat_dice", count=e.get("track", 0))),
    "enemy_turn_ended": _plain,
    "enemy_activated": _enemy_activated,
    "enemy_moved": _fill(enemy=_enemy, space=lambda w, e: space_name(w.zone, e["to"]),
                         steps=lambda w, e: max(0, len(e.get("path") or []) - 1)),
    "enemy_attack": _fill(enemy=_enemy, strength=lambda w, e: e["strength"], name=lambda w, e: w.name(e["target"])),
    "enemy_pushed": _fill(enemy=lambda w, e: enemy_name(e["enemy"]), space=lambda w, e: space_name(w.zone, e["to"])),
    "prime_id_revealed": _enemy_only,
    "prime_id_damaged": _fill(life=lambda w, e: e["life"]),
    "game_over": _game_over,
}

#: every event the log knows: those it has words for and those it keeps quiet
LOGGED_EVENTS: frozenset[str] = frozenset(WORDS) | QUIET
