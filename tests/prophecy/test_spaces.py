"""Special spaces and their Possibilities (PR-SPACE, PR-BOARD), Certificates (PR-CERT) and
the end (PR-END)."""

import pytest

from tabletop.games.prophecy import library as lib
from tabletop.games.prophecy.content import GUILDS

from .scenario import (SPACE, at_move, cards_once, first, give, kind, legal, names, new, player, stay_here,
                       stock)


def test_buy_any_number_and_unbought_items_stay():
    """PR-SPACE.4, PR-BOARD.2, PR-D.22, PR-SPACE.3: at the Village, buy Items by paying their
    cost; one too dear is not offered; bought Items leave the space, the rest stay."""
    s = new(3, 1)
    s.market["village"] = []
    sword, cap, longsword = stock(s, "village", "short_sword", "leather_cap", "longsword")
    player(s, 0, gold=4)
    stay_here(s, 0, "village")
    assert {f"buy item={sword}", f"buy item={cap}"} <= legal(s) and f"buy item={longsword}" not in legal(s)
    ev = s.apply(f"buy item={sword}")
    assert first(ev, "item_bought")["cost"] == 2 and s.gold[0] == 2
    s.apply(f"buy item={cap}")
    assert s.items[0] == [sword, cap] and s.gold[0] == 0
    assert s.market["village"] == [longsword]
    assert cards_once(s)


def test_sell_for_half_the_cost_rounded_down():
    """PR-SPACE.5 (derived example), PR-D.23, PR-D.9: an Item that costs 5 sells for 2 gold and
    goes to its deck's discard pile; a cost 3 Item sells for 1."""
    s = new(3, 2)
    longsword, axe = give(s, 0, "longsword", "hand_axe")
    assert lib.item(longsword).cost == 5
    player(s, 0, gold=0)
    stay_here(s, 0, "city")
    ev = s.apply(f"sell item={longsword}")
    assert first(ev, "item_sold")["price"] == 2 and s.gold[0] == 2
    assert longsword in s.discards["common"] and longsword not in s.items[0]
    s.apply(f"sell item={axe}")
    assert s.gold[0] == 3


def test_possibilities_only_where_movement_ends():
    """PR-SPACE.2, PR-TURN.3: moving onto the Village offers its Possibilities; riding past
    it does not."""
    s = new(3, 3)
    sword, = give(s, 0, "short_sword")
    v = SPACE["village"]
    at_move(s, 0, v - 1)
    s.apply(f"move space={v} how=foot")
    assert kind(s) == "space" and f"sell item={sword}" in legal(s)
    s2 = new(3, 3)
    give(s2, 0, "short_sword")
    player(s2, 0, gold=2)
    at_move(s2, 0, v - 1)
    s2.apply(f"move space={v + 1} how=horse")
    assert not (kind(s2) == "space" and s2.pending["seat"] == 0)


def test_monastery_heals_one_free_once_per_turn():
    """PR-SPACE.6: heal 1 Health for free, once per turn."""
    s = new(3, 4)
    player(s, 0, red=1, red_lost=3, gold=1, xp=0)
    axe, = give(s, 0, "hand_axe")
    s.damaged.append(axe)  # so that the turn goes on (a repair is still on offer)
    stay_here(s, 0, "monastery")
    assert "service name=monastery_heal amount=1" in legal(s)
    ev = s.apply("service name=monastery_heal amount=1")
    assert first(ev, "service_used")["cost"] == 0 and (s.red[0], s.red_lost[0], s.gold[0]) == (2, 2, 1)
    assert kind(s) == "space" and "service name=monastery_heal amount=1" not in legal(s)
    assert f"repair item={axe}" in legal(s)


def test_forest_camp_heals_any_amount_for_one_gold_each_and_again():
    """PR-SPACE.7, PR-SPACE.3: heal 1..min(lost, gold) Health for 1 gold each, more than once a turn."""
    s = new(3, 5)
    player(s, 0, red=1, red_lost=4, gold=3, xp=0)
    stay_here(s, 0, "forest_camp")
    offered = {str(a) for a in s.legal_actions() if a.verb == "service"}
    assert offered == {f"service name=camp_heal amount={n}" for n in (1, 2, 3)}
    s.apply("service name=camp_heal amount=2")
    assert (s.red[0], s.gold[0]) == (3, 1)
    s.apply("service name=camp_heal amount=1")
    assert (s.red[0], s.red_lost[0], s.gold[0]) == (4, 1, 0)


def test_wilderness_recharges_up_to_three_free_once_per_turn():
    """PR-SPACE.8: recharge up to 3 Magic for free, once per turn."""
    s = new(3, 6)
    player(s, 0, blue=0, blue_lost=5, gold=0)
    stay_here(s, 0, "wilderness")
    assert legal(s) >= {"service name=wilderness_recharge amount=3"}
    s.apply("service name=wilderness_recharge amount=3")
    assert (s.blue[0], s.blue_lost[0], s.gold[0]) == (3, 2, 0)
    assert s.active == 1  # 2 Magic still lost, but no second recharge: the turn ended
    s2 = new(3, 6)
    player(s2, 0, blue=3, blue_lost=1)
    stay_here(s2, 0, "wilderness")
    assert "service name=wilderness_recharge amount=1" in legal(s2)


@pytest.mark.parametrize("amount,price", [(1, 1), (2, 1), (3, 2), (4, 2), (5, 3)])
def test_magic_tower_prices(amount, price):
    """PR-SPACE.9 (derived example): 1 gold per 2 Magic rounded up: 1->1, 3->2, 4->2."""
    s = new(3, 7)
    player(s, 0, blue=0, blue_lost=5, gold=price, xp=0)
    stay_here(s, 0, "magic_tower")
    assert f"service name=tower_recharge amount={amount}" in legal(s)
    assert f"service name=tower_recharge amount={amount + 2}" not in legal(s) or amount + 2 > 5
    ev = s.apply(f"service name=tower_recharge amount={amount}")
    assert first(ev, "service_used")["cost"] == price
    assert (s.blue[0], s.gold[0]) == (amount, 0)


def test_tavern_once_per_turn():
    """PR-SPACE.10: pay 1 gold to heal 1 and recharge 1, once per turn."""
    s = new(3, 8)
    player(s, 0, red=1, red_lost=2, blue=1, blue_lost=2, gold=5)
    stay_here(s, 0, "village")
    s.market["village"] = []
    s.apply("service name=tavern amount=1")
    assert (s.red[0], s.blue[0], s.gold[0]) == (2, 2, 4)
    assert s.active == 1  # still hurt and with gold, but no second visit: the turn ended


@pytest.mark.parametrize("space,name,pays,gain", [
    ("city", "city_trade", ("blue", 1), ("gold", 2)),
    ("thieves_guild", "thieves_trade", ("red", 1), ("gold", 3)),
    ("fortress", "fortress_trade", ("red", 1), ("xp", 2)),
])
def test_trades_instead_of_movement(space, name, pays, gain):
    """PR-SPACE.12, PR-SPACE.13, PR-SPACE.14, PR-SPACE.15, PR-D.15: after staying on the space
    the trade is offered in step 3 alongside the other Possibilities, once per turn."""
    s = new(3, 9)
    player(s, 0, red=3, red_lost=1, blue=3, blue_lost=1, gold=1, xp=0)
    give(s, 0, "short_sword")
    stay_here(s, 0, space)
    action = f"service name={name} amount=1"
    assert action in legal(s)
    if space == "city":
        assert any(a.verb == "sell" for a in s.legal_actions())
    before = {k: getattr(s, k)[0] for k in ("red", "blue", "gold", "xp")}
    s.apply(action)
    assert getattr(s, pays[0])[0] == before[pays[0]] - pays[1]
    assert getattr(s, gain[0])[0] == before[gain[0]] + gain[1]
    assert s.active != 0 or action not in legal(s)


@pytest.mark.parametrize("space,name", [("city", "city_trade"), ("thieves_guild", "thieves_trade"),
                                        ("fortress", "fortress_trade")])
def test_trades_not_after_moving_in(space, name):
    """PR-SPACE.15: arriving on the space by a move does not allow its trade."""
    s = new(3, 10)
    player(s, 0, red=3, blue=3, gold=1, xp=0)
    give(s, 0, "short_sword")
    at_move(s, 0, SPACE[space] - 1)
    s.apply(f"move space={SPACE[space]} how=foot")
    assert f"service name={name} amount=1" not in legal(s)


def test_paying_health_never_kills():
    """PR-D.16, PR-SPACE.13: with 1 red cube the Thieves' trade leaves 0 and the character
    lives; with 0 it is not offered."""
    s = new(3, 11)
    player(s, 0, red=1, red_lost=3, gold=0, xp=0)
    stay_here(s, 0, "thieves_guild")
    s.apply("service name=thieves_trade amount=1")
    assert s.alive[0] and (s.red[0], s.gold[0]) == (0, 3)
    s2 = new(3, 11)
    player(s2, 0, red=0, red_lost=4, gold=0, xp=0)
    ev = stay_here(s2, 0, "thieves_guild")
    assert "service_used" not in names(ev) and s2.alive[0] and s2.active != 0


def _own_and_other(s, seat):
    own = lib.CHARACTERS[s.characters[seat]].guilds
    return own[0], next(g for g in GUILDS if g not in own)


def test_certificate_of_own_guild_costs_5_xp():
    """PR-CERT.1, PR-CERT.2, PR-CERT.4: on one of your guilds a Certificate costs 5 XP, no gold."""
    s = new(3, 12)
    own, _other = _own_and_other(s, 0)
    player(s, 0, xp=6, gold=2)
    stay_here(s, 0, own)
    ev = s.apply("certificate")
    e = first(ev, "certificate_gained")
    assert (e["guild"], e["xp"], e["gold"]) == (own, 5, 0)
    assert (s.xp[0], s.gold[0], s.certificates[0]) == (1, 2, [own])
    assert s.view(1)["players"][0]["certificates"] == [own]


def test_certificate_of_another_guild_costs_5_xp_and_5_gold():
    """PR-CERT.1, PR-CERT.2: outside your guilds, 5 XP + 5 gold; with 4 gold or 4 XP it is not offered."""
    s = new(3, 13)
    _own, other = _own_and_other(s, 0)
    player(s, 0, xp=5, gold=5)
    stay_here(s, 0, other)
    s.apply("certificate")
    assert (s.xp[0], s.gold[0], s.certificates[0]) == (0, 0, [other])
    for xp, gold in ((5, 4), (4, 5)):
        s2 = new(3, 13)
        player(s2, 0, xp=xp, gold=gold)
        stay_here(s2, 0, other)
        assert "certificate" not in legal(s2)


def test_one_certificate_per_guild_but_unlimited_supply():
    """PR-CERT.3, PR-D.27: a second Certificate of a guild you hold is refused; another
    player can hold the same guild's Certificate."""
    s = new(3, 14)
    own, _other = _own_and_other(s, 0)
    player(s, 0, xp=20, gold=20, certificates=[own])
    stay_here(s, 0, own)
    assert "certificate" not in legal(s)
    player(s, 1, xp=20, gold=20)
    stay_here(s, 1, own)
    s.apply("certificate")
    assert own in s.certificates[1] and own in s.certificates[0]


def test_fifth_certificate_ends_the_game_at_once():
    """PR-END.1, PR-END.2, PR-END.3, PR-GOAL.1, PR-D.26: the fifth Certificate wins at once; the
    others are ranked by Certificates; no more actions."""
    s = new(3, 15)
    own, _other = _own_and_other(s, 0)
    player(s, 0, xp=5, gold=9, certificates=[g for g in GUILDS if g != own])
    player(s, 1, certificates=["fortress"])
    player(s, 2, certificates=[])
    stay_here(s, 0, own)
    ev = s.apply("certificate")
    over = first(ev, "game_over")
    assert over["winners"] == [0] and over["reason"] == "certificates"
    assert over["ranking"] == [[0], [1], [2]]
    assert s.is_over and s.legal_actions() == [] and s.result["winners"] == [0]
    assert names(ev)[-1] == "game_over"


def test_white_dove_has_no_effect():
    """PR-SPACE.11, PR-SPACE.1: a dove space is a plain terrain space: staying there with no
    card does nothing; special spaces never hold Adventure cards."""
    s = new(3, 16)
    from .scenario import clear_board
    clear_board(s)
    dove = next(i for i, sp in enumerate(lib.SPACES) if sp.dove)
    before = (s.red[0], s.blue[0], s.gold[0], s.xp[0])
    ev = stay_here(s, 0, dove)
    mine = ev[:names(ev).index("turn_ended")]
    assert names(mine) == ["stayed"] and before == (s.red[0], s.blue[0], s.gold[0], s.xp[0])
