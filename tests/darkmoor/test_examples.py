"""The rulebook's worked examples, step by step (DM-PLAY.3, DM-PLAY.6, DM-PLAY.8,
DM-PERIL.2, DM-ATTACK.1-8, DM-ESCAPE.1-4, DM-D.13, DM-D.14, DM-D.37).

Three players: seat 0 Denice, seat 1 Justin, seat 2 Stuart; four locations, Valley
of Teeth second from the left. The examples are not one continuous game, so the
neighbouring hordes are set up explicitly (DM-D.37): at the Blackspire, right of
the Valley, a horde whose slot 2 (next to where the Minotaur will stand) holds a
Cult Fanatic worth 2 VP, less than the Dire Bear's 3; far right, a lone Bog
Zombie that reacts to attacks on other hordes. All of them stay below Mad Malis's
threshold of 6.
"""

from .fixtures import act, haven, hero, horde, of_kind, play, setup, uid

DENICE, JUSTIN, STUART = 0, 1, 2
VALLEY = 1
FACES = ["darkmoor_keep", "valley_of_teeth", "blackspire", "ashen_gate"]
NEIGHBOURS = {
    2: [(JUSTIN, "kobold_trapper"), (STUART, "kobold_trapper"), (JUSTIN, "cult_fanatic")],
    3: [(DENICE, "bog_zombie")],
}
FAMILIAR = uid(DENICE, "intriguing_familiar")
BEAR = uid(DENICE, "dire_bear")
MINOTAUR = uid(JUSTIN, "charging_minotaur")
GRIFFIN = uid(STUART, "spotted_griffin")
FANATIC = uid(JUSTIN, "cult_fanatic")
ZOMBIE = uid(DENICE, "bog_zombie")


def example_game():
    hands = ["orc_brute", "lich_adept", "goblin_sneak"]
    return setup(
        3, faces=FACES, hero="mad_malis",
        hero_deck=["old_garrick", "sister_ysolde", "wren_huntress", "captain_brand", "silver_twins"],
        names=["Denice", "Justin", "Stuart"], active=DENICE,
        hands={DENICE: ["intriguing_familiar", "dire_bear", *hands],
               JUSTIN: ["charging_minotaur", "dire_bear", *hands],
               STUART: ["spotted_griffin", "dire_bear", *hands]},
        hordes=NEIGHBOURS,
    )


def step_1_denice(s):
    """(a) Step 1 example: DM-PLAY.3, DM-PLAY.6, DM-PLAY.8, DM-D.13."""
    events = act(s, f"play card={FAMILIAR} loc={VALLEY}", seat=DENICE)
    played = of_kind(events, "card_played")[0]
    assert (played["card"], played["loc"], played["slot"], played["new_horde"]) == (FAMILIAR, VALLEY, 0, True)
    assert [(e["card"], e["token"], e["amount"]) for e in of_kind(events, "token_placed")] == [
        (FAMILIAR, "vp", 1)]
    # The Familiar's Immediate ability: Denice plays another minion, anywhere.
    assert s.pending == {"kind": "play", "seat": DENICE, "options": [0, 1, 2, 3], "extra": True}
    events = act(s, f"play card={BEAR} loc={VALLEY}", seat=DENICE)
    played = of_kind(events, "card_played")[0]
    assert (played["card"], played["slot"], played["extra"]) == (BEAR, 1, True)
    assert [(e["card"], e["token"]) for e in of_kind(events, "token_placed")] == [(BEAR, "vp")]
    assert horde(s, VALLEY) == [(DENICE, "intriguing_familiar"), (DENICE, "dire_bear")]
    assert s.vp_on == {FAMILIAR: 1, BEAR: 1}
    assert of_kind(events, "hero_attack") == []
    assert s.to_act == JUSTIN and len(s.hands[DENICE]) == 5


def step_2a_justin_and_stuart(s):
    """(b) 2A example: DM-PERIL.1, DM-PERIL.2, DM-D.13, DM-D.14."""
    events = act(s, f"play card={MINOTAUR} loc={VALLEY}", seat=JUSTIN)
    assert of_kind(events, "card_played")[0]["slot"] == 2
    assert [e["card"] for e in of_kind(events, "token_placed")] == [MINOTAUR]
    assert s.view(DENICE)["horde_peril"][VALLEY] == 1 + 2 + 2  # below 6: no attack
    assert of_kind(events, "hero_attack") == [] and s.to_act == STUART

    events = act(s, f"play card={GRIFFIN} loc={VALLEY}", seat=STUART)
    # The location's token first (a beast), then the Griffin's Immediate ability.
    assert [e["card"] for e in of_kind(events, "token_placed")] == [GRIFFIN]
    assert s.pending["kind"] == "slot" and s.pending["seat"] == STUART
    assert s.pending["options"] == [0, 1, 2, 3]
    act(s, "slot slot=0", seat=STUART)
    assert s.hordes[VALLEY] == [GRIFFIN, FAMILIAR, BEAR, MINOTAUR]
    assert s.pending["kind"] == "minion" and s.pending["seat"] == STUART
    assert sorted(s.pending["options"]) == sorted([FAMILIAR, BEAR, MINOTAUR])
    events = act(s, f"pick card={FAMILIAR}", seat=STUART)
    moved = of_kind(events, "minion_moved")
    assert [(e["card"], e["to_slot"]) for e in moved] == [(FAMILIAR, 3)]
    attack = of_kind(events, "hero_attack")
    assert [(a["hero"], a["loc"], a["peril"], a["threshold"]) for a in attack] == [
        ("mad_malis", VALLEY, 6, 6)]
    return events


def check_2b(s, events):
    """(c) 2B example: DM-ATTACK.1-8, DM-D.18, DM-D.19, DM-D.37."""
    defeated = of_kind(events, "minion_defeated")
    assert [(d["card"], d["by"], d["award"]) for d in defeated] == [
        (FAMILIAR, "hero", 2),     # the back of the horde, nearest Mad Malis
        (BEAR, "ability", 0),      # the Minotaur: its neighbour with the most VP
    ]
    # Mad Malis's ability has no effect: nothing else was defeated by him, and the
    # Fanatic next to the Minotaur (2 VP) in the next horde was spared.
    assert horde(s, 2) == NEIGHBOURS[2]
    # The other hordes: the Bog Zombie reacts to the attack (a peril token).
    assert s.peril_on == {ZOMBIE: 1}
    # Mad Malis goes to the box; the defeated to Denice's discard pile, tokens lost.
    assert s.heroes_out == [hero("mad_malis")]
    assert s.discards[DENICE] == [FAMILIAR, BEAR]
    assert FAMILIAR not in s.vp_on and BEAR not in s.vp_on
    order = [e["event"] for e in events if e["event"] in (
        "hero_attack", "minion_defeated", "token_placed", "hero_removed", "minions_escaped",
        "hero_revealed")]
    assert order == ["hero_attack", "minion_defeated", "minion_defeated", "token_placed",
                     "hero_removed", "minions_escaped", "hero_revealed"]


def check_2c(s, events):
    """(d) 2C example: DM-ESCAPE.1, DM-ESCAPE.3, DM-ESCAPE.4."""
    assert s.hordes[VALLEY] == []
    assert haven(s, VALLEY) == [(STUART, "spotted_griffin"), (JUSTIN, "charging_minotaur")]
    escaped = of_kind(events, "minions_escaped")[0]
    assert escaped["cards"] == [GRIFFIN, MINOTAUR] and escaped["vp_tokens"] == [0, 1, 1]
    # Stuart: 2 VP for the Familiar and the Griffin's token; Justin: the Minotaur's.
    assert s.token_vp == [0, 1, 3]
    assert s.vp_on == {}
    # No escape abilities to resolve; then a new hero, and Stuart draws.
    assert s.hero == hero("silver_twins")
    assert [(e["seat"], e["count"]) for e in of_kind(events, "cards_drawn")] == [(STUART, 1)]
    assert s.to_act == DENICE


def test_rulebook_example_denice_justin_stuart_at_valley_of_teeth():
    """The rulebook's running example, steps 1, 2A, 2B and 2C in one game:
    DM-PLAY.3, DM-PLAY.6, DM-PLAY.8, DM-PERIL.2, DM-ATTACK.1, DM-ATTACK.2,
    DM-ATTACK.3, DM-ATTACK.5, DM-ATTACK.6, DM-ATTACK.7, DM-ATTACK.8, DM-ESCAPE.1,
    DM-ESCAPE.3, DM-ESCAPE.4, DM-D.37."""
    s = example_game()
    step_1_denice(s)
    events = step_2a_justin_and_stuart(s)
    check_2b(s, events)
    check_2c(s, events)


def test_mad_malis_example_on_its_own():
    """The 2A-2C example from the position just before Stuart's turn (DM-D.37):
    Mad Malis attacks at exactly 6, defeats the Familiar (2 VP to Stuart), his own
    ability does nothing, the Minotaur defeats the Bear, the survivors escape."""
    s = setup(
        3, faces=FACES, hero="mad_malis",
        hero_deck=["old_garrick", "sister_ysolde", "wren_huntress", "captain_brand", "silver_twins"],
        names=["Denice", "Justin", "Stuart"], active=STUART,
        hands={STUART: ["spotted_griffin", "dire_bear", "orc_brute", "lich_adept", "goblin_sneak"]},
        hordes={VALLEY: [(DENICE, "intriguing_familiar"), (DENICE, "dire_bear"),
                         (JUSTIN, "charging_minotaur")], **NEIGHBOURS},
        vp_on={FAMILIAR: 1, BEAR: 1, MINOTAUR: 1},
    )
    assert s.view(STUART)["horde_peril"] == [0, 5, 4, 3]
    play(s, STUART, "spotted_griffin", VALLEY)
    act(s, "slot slot=0", seat=STUART)
    events = act(s, f"pick card={FAMILIAR}", seat=STUART)
    check_2b(s, events)
    check_2c(s, events)


def test_mad_malis_ability_does_act_on_an_undead_left_at_the_back():
    """DM-ATTACK.3 (contrast with the example): had the minion left at the back been
    undead, Mad Malis's ability would defeat it too."""
    s = setup(
        3, faces=FACES, hero="mad_malis", active=STUART,
        hands={STUART: ["spotted_griffin"]},
        hordes={VALLEY: [(DENICE, "intriguing_familiar"), (DENICE, "dire_bear"),
                         (JUSTIN, "rattling_skeleton")]},
    )
    play(s, STUART, "spotted_griffin", VALLEY)  # 1 + 2 + 1 + 1 = 5: no attack yet
    act(s, "slot slot=0", seat=STUART)
    events = act(s, f"pick card={FAMILIAR}", seat=STUART)
    assert of_kind(events, "hero_attack") == []
    assert horde(s, VALLEY)[-1] == (DENICE, "intriguing_familiar")

    s = setup(
        3, faces=FACES, hero="mad_malis", active=STUART,
        hands={STUART: ["spotted_griffin"]},
        hordes={VALLEY: [(DENICE, "intriguing_familiar"), (DENICE, "dire_bear"),
                         (JUSTIN, "bog_zombie")]},
    )
    play(s, STUART, "spotted_griffin", VALLEY)  # 1 + 2 + 3 + 1 = 7
    act(s, "slot slot=0", seat=STUART)
    events = act(s, f"pick card={FAMILIAR}", seat=STUART)
    assert [(d["card"], d["by"]) for d in of_kind(events, "minion_defeated")] == [
        (FAMILIAR, "hero"), (uid(JUSTIN, "bog_zombie"), "ability")]
    assert haven(s, VALLEY) == [(STUART, "spotted_griffin"), (DENICE, "dire_bear")]
