"""Record the games of tests/betrayal_legacy/test_old_games.py: a free-play save on the
finished house (120 moves by random bots) and a whole chapter 9 (its seed, options,
moves and final state), as the code that runs this script plays them.

Run it from a checkout of the code *before* a change of Betrayal Legacy's rules (the
tests then show that games set up before the change still load and resume), with that
checkout first on the path:

    PYTHONPATH=/path/to/old/checkout python build_scripts/legacy_old_games.py tests/fixtures/saves
"""

from __future__ import annotations

import json
import shutil
import sys
import tempfile
from pathlib import Path

FREE_PLAY_SEED = 0
CHAPTER_SEED = 2
FAMILIES = ["carrow", "vell", "okafor", "dunmore"]


def finished_house_options() -> dict:
    """Free play's options on the finished house, as the old code made them."""
    try:
        from tabletop.games.betrayal_legacy.free_play import finished_campaign, free_play_options
    except ImportError:  # before free_play.py
        from tabletop.client.games.betrayal_legacy.options import bundled_campaign
        from tabletop.games.betrayal_legacy.chapters import game_options

        options = game_options(bundled_campaign(), None)
        options["families"] = options["families"][:4]
        options["stickers"] = [s for s in options["stickers"] if s[1] != "sable"]
        return options
    return free_play_options(finished_campaign(), seats=4)


def free_play_save(out: Path) -> None:
    from tabletop import games
    from tabletop.ai import make_bot
    from tabletop.persistence import SaveStore, SeatInfo

    game = games.get("betrayal_legacy")
    options = {**finished_house_options(), "names": ["Ada", "Bot 1", "Bot 2", "Bot 3"]}
    seats = [SeatInfo("Ada"), SeatInfo("Bot 1", "random"), SeatInfo("Bot 2", "random"), SeatInfo("Bot 3", "random")]
    state = game.new_game(4, FREE_PLAY_SEED, options)
    with tempfile.TemporaryDirectory() as folder:
        save = SaveStore(Path(folder)).create(state, seats)
        bot = make_bot("random", game, FREE_PLAY_SEED)
        for _ in range(120):
            state.apply(bot.choose(state.view(state.to_act), state.legal_actions()))
            save.record(state)
        save.close()
        shutil.copyfile(save.path, out / "betrayal_legacy-free-play-mid-game.tabletop")


def whole_chapter(out: Path) -> None:
    from tabletop import games
    from tabletop.ai import make_bot
    from tabletop.engine.rng import Rng
    from tabletop.games.betrayal_legacy.campaign import cast
    from tabletop.games.betrayal_legacy.chapters import chapter_setup, game_options, member_names
    from tabletop.games.betrayal_legacy.in_progress import SCRIPTS
    from tabletop.games.betrayal_legacy.playthrough import bot_characters, play_campaign
    from tabletop.games.betrayal_legacy.rules import CONTENT

    game = games.get("betrayal_legacy")
    campaign, _ = play_campaign(FAMILIES, ["random"], CHAPTER_SEED, chapters=9)
    campaign = cast(campaign, CONTENT.chapters[9].years, bot_characters(campaign, Rng(CHAPTER_SEED)))
    script = SCRIPTS[9]
    options = game_options(chapter_setup(campaign, script), script, member_names(campaign))
    state = game.new_game(4, CHAPTER_SEED, options)
    bot = make_bot("random", game, CHAPTER_SEED)
    moves = []
    while not state.is_over and len(moves) < 400:
        action = bot.choose(state.view(state.to_act), state.legal_actions())
        state.apply(action)
        moves.append(str(action))
    record = {"seed": CHAPTER_SEED, "options": options, "moves": moves, "final": state.to_dict()}
    (out / "betrayal_legacy-chapter-9-whole-game.json").write_text(json.dumps(record, indent=0, sort_keys=True),
                                                                   encoding="utf-8")


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else Path("tests/fixtures/saves")
    free_play_save(out)
    whole_chapter(out)
    print(f"wrote the old Legacy games into {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
