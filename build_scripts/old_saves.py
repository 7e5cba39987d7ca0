"""Record the saves of tests/persistence/test_old_rules.py as a version of Tabletop from
before a change of a game's rules writes them: Betrayal saves in the middle of a haunt,
after an explorer's death; a Betrayal Legacy free-play save and a campaign with a
chapter in progress; and a Darkmoor save, whose rules did not change.

Run it from a checkout of the code *before* the change (the tests then show that what
it wrote still opens after it), with that checkout first on the path:

    PYTHONPATH=/path/to/old/checkout python build_scripts/old_saves.py tests/fixtures/saves

The fixtures in tests/fixtures/saves were recorded from commit 008f450 (Betrayal's and
Betrayal Legacy's rules revision 1). Only what that version already had is used here.

The seats are played by a "calm" random player: it picks at random among the legal
moves but leaves cards where they are (no discard, pick, put, take or give) whenever it
has anything else to do, as a person mostly does. A purely random player drops and
picks up cards over and over, which today's rules (one drop and one pick-up a turn)
refuse within the first few dozen moves, so its saves would keep next to nothing. The
seeds and lengths below were chosen by replaying the old games under today's rules:

- betrayal-haunt-after-death: the haunt runs and an explorer is dead (since move 86); every
  one of its 120 moves is still allowed today.
- betrayal-haunt-moves-dropped: the haunt runs and explorers are dead (since move 99);
  today's rules refuse its move 136 (a choice asked no more), so its last 15 moves of
  150 are dropped.
"""

from __future__ import annotations

import shutil
import sys
import tempfile
from pathlib import Path

AVOID = {"discard", "pick", "put", "take", "give"}  # moving cards about: a calm player rarely does
BETRAYAL = {"betrayal-haunt-after-death": (27, 120), "betrayal-haunt-moves-dropped": (5, 150)}
DARKMOOR = ("darkmoor-before-rules-2", 11, 15)
LEGACY_FREE_PLAY = ("betrayal_legacy-free-play-before-rules-2", 3, 90)
LEGACY_CAMPAIGN = ("betrayal_legacy-chapter-in-progress", 4, 60)  # name, seed, moves of chapter 1


def calm_choice(rng, legal):
    calm = [a for a in legal if a.verb not in AVOID] or legal
    return calm[rng.below(len(calm))]


def played_save(out: Path, stem: str, game_name: str, seats: int, seed: int, moves: int, options=None) -> None:
    """A save of `moves` calm random moves, its first seat a person's."""
    from tabletop import games
    from tabletop.engine.rng import Rng
    from tabletop.persistence import SaveStore, SeatInfo

    game = games.get(game_name)
    names = ["Ada"] + [f"Bot {k}" for k in range(1, seats)]
    infos = [SeatInfo("Ada")] + [SeatInfo(name, "random") for name in names[1:]]
    state = game.new_game(seats, seed, {**(options or {}), "names": names})
    rng = Rng(seed)
    with tempfile.TemporaryDirectory() as folder:
        save = SaveStore(Path(folder)).create(state, infos)
        for _ in range(moves):
            if state.is_over:
                raise SystemExit(f"{stem}: the game ended after {len(state.history)} moves")
            state.apply(calm_choice(rng, state.legal_actions()))
            save.record(state)
        save.close()
        shutil.copyfile(save.path, out / f"{stem}.tabletop")
    print(f"{stem}: {moves} moves" + (f", haunt {state.haunt['number']}, alive {state.alive}"
                                      if getattr(state, "haunt", None) else ""))


def finished_house_options() -> dict:
    """Free play's options on the campaign's finished house, as the old code made them."""
    try:
        from tabletop.games.betrayal_legacy.free_play import finished_campaign, free_play_options
    except ImportError:  # before free_play.py
        from tabletop.client.games.betrayal_legacy.free_play import bundled_campaign
        from tabletop.games.betrayal_legacy.chapters import game_options

        options = game_options(bundled_campaign(), None)
        options["families"] = options["families"][:4]
        options["stickers"] = [s for s in options["stickers"] if s[1] != "sable"]
        return options
    return free_play_options(finished_campaign(), seats=4)


def campaign_with_a_chapter_in_progress(out: Path, stem: str, seed: int, moves: int) -> None:
    """A campaign whose prologue was played and committed by random bots, and whose
    chapter 1 was begun and played `moves` calm moves (then the app was closed)."""
    from tabletop.controller.campaigns.betrayal_legacy import play_campaign
    from tabletop.engine.rng import Rng
    from tabletop.games.betrayal_legacy.bot_cast import bot_characters
    from tabletop.games.betrayal_legacy.campaign import cast
    from tabletop.games.betrayal_legacy.in_progress import start_chapter
    from tabletop.games.betrayal_legacy.rules import CONTENT
    from tabletop.persistence.campaigns import CampaignStore

    with tempfile.TemporaryDirectory() as folder:
        store = CampaignStore(Path(folder))
        campaign, _ = play_campaign(["carrow", "vell", "okafor", "dunmore"], ["random"], seed, store=store,
                                    name="Old Campaign", chapters=1)
        [ident] = store.ids()
        campaign = cast(campaign, CONTENT.chapters[campaign.chapter].years, bot_characters(campaign, Rng(seed)))
        state, _script = start_chapter(store, ident, campaign, seed)
        rng = Rng(seed)
        for index in range(moves):
            if state.is_over:
                raise SystemExit(f"{stem}: the chapter ended after {index} moves")
            action = calm_choice(rng, state.legal_actions())
            state.apply(action)
            store.record_move(ident, index, str(action))
        shutil.copyfile(Path(folder) / f"{ident}.campaign", out / f"{stem}.campaign")
    print(f"{stem}: chapter {campaign.chapter}, {moves} moves")


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else Path("tests/fixtures/saves")
    for stem, (seed, moves) in BETRAYAL.items():
        played_save(out, stem, "betrayal", 4, seed, moves)
    stem, seed, moves = DARKMOOR
    played_save(out, stem, "darkmoor", 3, seed, moves)
    stem, seed, moves = LEGACY_FREE_PLAY
    played_save(out, stem, "betrayal_legacy", 4, seed, moves, finished_house_options())
    campaign_with_a_chapter_in_progress(out, *LEGACY_CAMPAIGN)
    print(f"wrote the old saves into {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
