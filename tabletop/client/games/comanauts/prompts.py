"""The decision the model is waiting for, in words and buttons.

`decision(view, t, name)` turns `view.pending` into a `Decision`: a sentence
for the action panel that always says what to do next (the prompt its kind
declares, games/comanauts/decisions.py), and for picks a `ChoicePanel` of options
whose targets are the places a click answers (an `Answer`, a `ClarityRoll`). Picks
made on the map (where an avatar comes back, a free move, where an enemy stops)
also list their map points or spaces so the table can light them and take a
click there. Performing actions, entry tests, re-rolls, the avatar choice and
entry choices have their own places (action panel, roll mat, avatar chooser,
book page); for those the panel is None.
"""

from __future__ import annotations

from typing import Any, Callable

import attrs

from tabletop.engine.places import Option as Answer, Place
from tabletop.games.comanauts import choices
from tabletop.games.comanauts import library as lib
from tabletop.games.comanauts.decisions import DECISIONS
from tabletop.games.comanauts.places import ClarityRoll
from tabletop.games.comanauts.view import ComanautsView

from .panels import ChoicePanel, Option
from .pieces import (ability_name, ability_text, avatar_of, colour_word, enemy_art, enemy_name, item_name, item_rules,
                     item_text, sentence, space_name, status_name, status_text, zone_name, zone_theme)

@attrs.define
class Decision:
    kind: str
    seat: int
    text: str
    panel: ChoicePanel | None = None
    map_points: dict[Place, tuple[str, int]] = attrs.field(factory=dict)  # target -> (space, point)
    map_spaces: dict[Place, str] = attrs.field(factory=dict)  # target -> space


def slots_words(t: Callable[..., str], slots: tuple[str, ...]) -> str:
    return " + ".join(t(f"comanauts.ui.slot_{s}") for s in slots)


def decision(view: ComanautsView, t: Callable[..., str], name: Callable[[int], str]) -> Decision | None:
    p = view.pending
    if p is None:
        return None
    kind, seat = p["kind"], p["seat"]
    who = name(seat)
    words = PROMPT_WORDS.get(kind)
    d = Decision(kind, seat, t(DECISIONS[kind].prompt_key(p), name=who, **(words(t, p) if words else {})))
    ask = ASKS.get(kind)
    if ask is not None:
        ask(Ask(view, t, name, p, kind, seat, who, view.zone, [str(o) for o in p.get("options") or []], d))
    return d


@attrs.define
class Ask:
    """What a decision's handler reads, and the `Decision` it fills."""
    view: ComanautsView
    t: Callable[..., str]
    name: Callable[[int], str]
    p: dict[str, Any]
    kind: str
    seat: int
    who: str
    zone: str
    options: list[str]
    d: Decision

    def panel(self, title: str, body: str, opts: list[Option], bar: bool = False) -> None:
        for option in opts:
            option.label = sentence(self.t, option.label)
        self.d.panel = ChoicePanel(sentence(self.t, title), sentence(self.t, body), opts, bar=bar)


def _clarity(a: Ask) -> None:
    t, p, who, seat, view = a.t, a.p, a.who, a.seat, a.view
    sheet = view.sheets[seat]
    whites = len(p["options"])
    if sheet.clarity:
        body = t("comanauts.ui.clarity_body", clarity=sheet.clarity, whites=whites)
    else:
        body = t("comanauts.ui.clarity_body_any", whites=whites)
    opts = [Option(t("comanauts.ui.clarity_roll", count=n),
                   ClarityRoll(n), die="white", primary=n == whites) for n in p["options"]]
    a.panel(t("comanauts.ui.clarity_title", name=who), body, opts)


def _defend(a: Ask) -> None:
    t, p, who, seat, view = a.t, a.p, a.who, a.seat, a.view
    stored = view.sheets[seat].stored
    source = p.get("source") or ""
    enemy = enemy_name(source) if source in lib.HOSTILES or source in lib.ENTITIES else t("comanauts.ui.an_attack")
    body = t("comanauts.ui.defend_body", enemy=enemy, name=who, strength=p.get("strength", 0),
             chance=_percent(p.get("chance", "")))
    opts = [Option(t("comanauts.ui.defend_yes"), Answer("defend"), die=stored.split(".")[0] if stored else "",
                   primary=True),
            Option(t("comanauts.ui.defend_no"), Answer("take"))]
    a.panel(t("comanauts.ui.defend_title", name=who), body, opts)


def _equip(a: Ask) -> None:
    t, who, options, name = a.t, a.who, a.options, a.name
    opts = [Option(_equip_label(t, o, name), Answer(o), primary=o == "done") for o in options]
    a.panel(t("comanauts.ui.equip_title", name=who), t("comanauts.ui.equip_body"), opts)


def _place_item(a: Ask) -> None:
    t, p, options, view, name = a.t, a.p, a.options, a.view, a.name
    item = p.get("item") or view.in_hand or ""
    opts = []
    for o in options:
        placing = choices.placing(o)
        match placing:
            case choices.Wear(slots=slots):
                label = t("comanauts.ui.place_wear", slots=slots_words(t, slots))
                equipped = view.sheets[a.seat].equipped
                moving = list(dict.fromkeys(equipped[s] for s in slots if equipped.get(s) and equipped[s] != item))
                if moving:  # say first what leaves the slot for the inventory
                    label = t("comanauts.ui.place_wear_swap", slots=slots_words(t, slots),
                              items=", ".join(item_name(i) for i in moving))
            case "inventory":
                label = t("comanauts.ui.place_inventory")
            case choices.GiveTo(sheet=sheet):
                label = t("comanauts.ui.place_give", name=name(sheet))
            case _:
                label = t("comanauts.ui.place_discard")
        opts.append(Option(label, Answer(o), primary=isinstance(placing, choices.Wear)))
    a.panel(t("comanauts.ui.place_title", item=item_name(item)), item_text(item), opts)


def _item(a: Ask) -> None:
    t, who, options = a.t, a.who, a.options
    opts = [Option(item_name(o), Answer(o), detail=item_rules(o) if o in lib.ITEMS else "") for o in options]
    a.panel(t("comanauts.ui.item_title", name=who), t("comanauts.ui.item_body"), opts)


def _totem(a: Ask) -> None:
    t, who, options = a.t, a.who, a.options
    opts = []
    for o in options:
        if o == "none":
            opts.append(Option(t("comanauts.ui.totem_none"), Answer("none")))
        else:
            totem = lib.TOTEMS[o]
            zone = zone_name(totem.comazone) if totem.comazone in lib.ZONES else ""
            opts.append(Option(item_name(o), Answer(o), detail=t("comanauts.ui.totem_to", zone=zone)))
    a.panel(t("comanauts.ui.totem_title", name=who), t("comanauts.ui.totem_body"), opts)


def _nexus(a: Ask) -> None:
    t, who, options = a.t, a.who, a.options
    opts = []
    for o in options:
        opts.append(Option(zone_name(o), Answer(o), detail=zone_theme(o)))
    a.panel(t("comanauts.ui.nexus_title"), t("comanauts.ui.nexus_body", name=who), opts)


def _pick_comanaut(a: Ask) -> None:
    t, p, who, options, view, name, kind = a.t, a.p, a.who, a.options, a.view, a.name, a.kind
    opts = []
    for o in options:
        j = int(o)
        avatar = avatar_of(view, j)
        art = lib.AVATARS[avatar].art_ref if avatar else ""
        life = view.sheets[j].life
        opts.append(Option(name(j), Answer(o), detail=t("comanauts.ui.life_left", life=life), art=art))
    if kind == "pick_comanaut":
        why = _source_words(t, p.get("why") or "")
        a.panel(t("comanauts.ui.pick_title", name=who), t("comanauts.ui.pick_body", why=why), opts)
    else:
        enemy = enemy_name(p["enemy"]) if p.get("enemy") else ""
        a.panel(t(f"comanauts.ui.{kind}_title"), t(f"comanauts.ui.{kind}_body", enemy=enemy, name=who), opts)


def _tie_stop(a: Ask) -> None:
    t, p, who, zone, options, d = a.t, a.p, a.who, a.zone, a.options, a.d
    enemy = enemy_name(p["enemy"]) if p.get("enemy") else ""
    opts = []
    for o in options:
        space = choices.stop(o).space
        opts.append(Option(space_name(zone, space), Answer(o)))
        d.map_spaces[Answer(o)] = space
    a.panel(t("comanauts.ui.tie_stop_title"), t("comanauts.ui.tie_stop_body", enemy=enemy, name=who), opts, bar=True)


def _take_die(a: Ask) -> None:
    t, who, options = a.t, a.who, a.options
    opts = [Option(colour_word(t, o).capitalize(), Answer(o), die=o) for o in options]
    a.panel(t("comanauts.ui.take_die_title", name=who), t("comanauts.ui.take_die_body"), opts)


def _heal(a: Ask) -> None:
    t, p, options, seat, name = a.t, a.p, a.options, a.seat, a.name
    j = p.get("sheet", seat)
    opts = [Option(status_name(o), Answer(o), detail=status_text(o)) for o in options]
    a.panel(t("comanauts.ui.heal_title", name=name(j)), t("comanauts.ui.heal_body"), opts)


def _push(a: Ask) -> None:
    t, who, zone, options, d = a.t, a.who, a.zone, a.options, a.d
    opts = []
    for o in options:
        if o == "none":
            opts.append(Option(t("comanauts.ui.push_none"), Answer("none")))
        else:
            push = choices.push(o)
            words = t("comanauts.ui.push_to", enemy=enemy_name(push.enemy), space=space_name(zone, push.space))
            opts.append(Option(words, Answer(o), art=enemy_art(push.enemy)))
            d.map_spaces[Answer(o)] = push.space
    a.panel(t("comanauts.ui.push_title", name=who), t("comanauts.ui.push_body"), opts)


def _map_point(a: Ask) -> None:
    t, who, options, d, kind = a.t, a.who, a.options, a.d, a.kind
    opts = []
    for o in options:
        if o == "stop":
            opts.append(Option(t("comanauts.ui.stop_here"), Answer("stop"), primary=True))
        else:
            point = choices.point(o)
            d.map_points[Answer(o)] = (point.space, point.point)
    a.panel(t(f"comanauts.ui.{kind}_title", name=who), t(f"comanauts.ui.{kind}_body"), opts, bar=True)


def _ability(a: Ask) -> None:
    t, p, who, seat, view = a.t, a.p, a.who, a.seat, a.view
    avatar = avatar_of(view, seat)
    card = lib.AVATARS[avatar].ability if avatar else None
    body = f"{ability_name(avatar)} ({card.cost}): {ability_text(avatar)}" if avatar and card else ""
    opts = [Option(t("comanauts.ui.ability_use", cost=card.cost if card else 0), Answer("use"), primary=True),
            Option(t("comanauts.ui.ability_pass"), Answer("pass"))]
    a.panel(t("comanauts.ui.ability_title", name=who, ability=ability_name(avatar) if avatar else p.get("ability", "")), body, opts)


def _entry_test_words(t: Callable[..., str], p: dict[str, Any]) -> dict[str, Any]:
    return {"colour": colour_word(t, p.get("colour", "")), "target": p.get("target", 0)}


def _reroll_words(t: Callable[..., str], p: dict[str, Any]) -> dict[str, Any]:
    need = p.get("need")
    return {"total": p.get("total", 0), "need": need if need is not None else "—"}


# the words a kind's prompt needs beyond who decides
PROMPT_WORDS: dict[str, Callable[[Callable[..., str], dict[str, Any]], dict[str, Any]]] = {
    "entry_test": _entry_test_words,
    "reroll": _reroll_words,
}


# the words and buttons of each kind of decision
ASKS: dict[str, Callable[[Ask], None]] = {
    "clarity": _clarity,
    "defend": _defend,
    "equip": _equip,
    "place_item": _place_item,
    "item": _item,
    "totem": _totem,
    "nexus": _nexus,
    "pick_comanaut": _pick_comanaut,
    "tie_goal": _pick_comanaut,
    "tie_target": _pick_comanaut,
    "tie_stop": _tie_stop,
    "take_die": _take_die,
    "heal": _heal,
    "push": _push,
    "free_move": _map_point,
    "return": _map_point,
    "ability": _ability,
}


def _equip_label(t: Callable[..., str], option: str, name: Callable[[int], str]) -> str:
    handling = choices.handling(option)
    if not isinstance(handling, choices.Handling):  # the word "done"
        return t("comanauts.ui.equip_done")
    values = {"item": item_name(handling.item)}
    match handling.how:
        case choices.Wear(slots=slots):
            verb, values["slots"] = "wear", slots_words(t, slots)
        case choices.GiveTo(sheet=sheet):
            verb, values["name"] = "give", name(sheet)
        case choices.TakeFrom(sheet=sheet):
            verb, values["name"] = "take", name(sheet)
        case word:
            verb = word
    return t(f"comanauts.ui.equip_{verb}", **values)


def _source_words(t: Callable[..., str], source: str) -> str:
    """What a card effect comes from ("ability:ransom", "item:first_aid_kit")."""
    what, _, ident = source.partition(":")
    if what == "ability" and ident in lib.AVATARS:
        return ability_name(ident)
    if what == "item":
        return item_name(ident)
    if what == "env" and ident:
        return t("comanauts.ui.environment")
    return source


def _percent(chance: str) -> str:
    """"3/4" -> "75 %"."""
    try:
        num, den = (int(x) for x in chance.split("/"))
    except ValueError:
        return chance
    return f"{round(100 * num / den)} %" if den else chance
