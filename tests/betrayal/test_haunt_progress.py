"""What the haunt panel reads from a seat's view: each side's progress toward its win
conditions, for the sides whose text the seat reads (BH-D.41-42), and the round the
Turn/Damage Track ends the haunt at (BH-D.55)."""

from __future__ import annotations

from .scenario import FOUR, G, haunt


def game(open_play=None):
    options = {"today": "06-01", "explorers": list(FOUR)}
    if open_play is not None:
        options["open_play"] = open_play
    return G.new_game(4, 1, options)


def test_the_heroes_see_the_pages_they_hold_of_those_they_need():
    """Haunt 4 with four players: five pages held between the heroes win; a page given
    to a hero counts at once."""
    s = game()
    haunt(s, 4, 0)
    traitor = s.haunt["traitor"]
    hero = next(k for k in range(4) if k != traitor)
    assert s.view(hero)["progress"] == {"heroes": [{"kind": "tokens_held", "name": "page", "have": 0, "need": 5}]}
    s.carried[hero].append("page")
    assert s.view(hero)["progress"]["heroes"][0]["have"] == 1
    # the traitor sees its own side's goal (the track reaching round 7), not the heroes'
    assert s.view(traitor)["progress"] == {"traitor": [{"kind": "round", "name": "", "have": 1, "need": 7}]}
    assert s.view(hero)["round_limit"] == s.view(None)["round_limit"] == 7


def test_a_counter_the_heroes_may_not_see_is_not_their_progress_either():
    """Haunt 2: the traitor's tally is the traitor's secret (BH-D.42); the heroes' goal
    (kill the traitor, or outlast round 12) is counted in rounds only."""
    s = game()
    haunt(s, 2, 0)
    traitor = s.haunt["traitor"]
    hero = next(k for k in range(4) if k != traitor)
    mine = s.view(traitor)["progress"]["traitor"]
    assert [p["kind"] for p in mine] == ["counter"] and mine[0]["name"] == "tally"
    heroes = s.view(hero)["progress"]
    assert set(heroes) == {"heroes"}
    assert all(p["kind"] != "counter" for p in heroes["heroes"])
    assert s.view(None)["progress"] == {}, "a spectator reads neither side's text"


def test_open_play_shows_both_sides_progress_to_everyone():
    s = game(open_play=True)
    haunt(s, 2, 0)
    for seat in (0, 1, None):
        assert set(s.view(seat)["progress"]) == {"heroes", "traitor"}


def test_before_the_haunt_there_is_nothing_to_follow():
    s = game()
    assert s.view(0)["progress"] == {} and s.view(0)["round_limit"] is None


def test_every_haunt_of_both_games_has_each_sides_goal_in_one_line_in_english_and_spanish():
    """The haunt panel's goal line: our own words, in the data (English) and the
    Spanish catalogue, for both sides of every haunt of both games."""
    import tomllib
    from pathlib import Path

    import tabletop
    from tabletop.games.betrayal.rules import HAUNTS as BETRAYAL
    from tabletop.games.betrayal_legacy.rules import HAUNTS as LEGACY

    root = Path(tabletop.__file__).parent / "games"
    for game, haunts in (("betrayal", BETRAYAL), ("betrayal_legacy", LEGACY)):
        spanish = tomllib.loads((root / game / "i18n" / "es.toml").read_text(encoding="utf-8"))["haunt"]
        for h in haunts.values():
            for side, spec in (("heroes", h.heroes), ("traitor", h.traitor_side)):
                assert spec.goal and "\n" not in spec.goal.strip(), (game, h.id, side)
                words = spanish[h.id][side]["goal"]
                assert words and words != spec.goal and "\n" not in words.strip(), (game, h.id, side)
