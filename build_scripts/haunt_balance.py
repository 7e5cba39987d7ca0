"""The haunts' balance sweep (issue 21 §5): every haunt played by strong bots in every
seat, at each table size, and a table of which side won how often. Betrayal at House on
the Hill at 3, 4 and 6 players; Betrayal Legacy's free play at 3, 4 and 5 players, on
the finished house that ships, and Legacy's whole campaigns.

Each cell is the same run as

    tabletop simulate betrayal --haunt N --players P --games G --bots strong --think-ms 5 --seed S
    tabletop simulate betrayal_legacy --haunt N --players P --games G --bots strong --think-ms 5 --seed S

(the same seeds: game i of a cell uses seed S+i), so any one cell can be replayed
alone. With --campaigns C (Betrayal Legacy), each table size plays C whole campaigns,
the same runs as

    tabletop simulate betrayal_legacy --campaign --games C --players P --bots strong --think-ms 5 --seed S

and the table counts each chapter's winner under its haunt. The target: each side wins
35-65% overall at every table size, and no haunt below 20% for either side over 40
games (the rows that miss it are marked).

    python build_scripts/haunt_balance.py                             # Betrayal's 25 haunts, 40 games a cell
    python build_scripts/haunt_balance.py --haunts 3 7                # only these haunts
    python build_scripts/haunt_balance.py --jobs 2                    # cells in parallel processes
    python build_scripts/haunt_balance.py --game betrayal_legacy      # Legacy's 14 haunts in free play
    python build_scripts/haunt_balance.py --game betrayal_legacy --campaigns 40   # Legacy's campaigns

It prints the table (and writes it with --out); it changes nothing.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

SIZES = {"betrayal": (3, 4, 6), "betrayal_legacy": (3, 4, 5)}
LOW, HIGH, FLOOR = 35, 65, 20  # the target, in percent


def haunts_of(game: str) -> dict:
    if game == "betrayal_legacy":
        from tabletop.games.betrayal_legacy.rules import HAUNTS
    else:
        from tabletop.games.betrayal.rules import HAUNTS
    return HAUNTS


def cell(args: tuple[str, int, int, int, int, float]) -> tuple[int, int, int, int, int]:
    """(haunt, players, hero wins, traitor wins, faults) of one `simulate --haunt` run."""
    from tabletop.commands.simulate import run, setup_options

    game, haunt, players, games, seed, think_ms = args
    options, _ = setup_options(game, players)  # Legacy: free play on the finished house
    summary = run(game, players, games, seed, ["strong"], think_ms, None, None, {**(options or {}), "haunt": haunt})
    wins = {"heroes": 0, "traitor": 0}
    for (_, side, _), count in summary.sides.items():
        wins[side] += count
    return haunt, players, wins["heroes"], wins["traitor"], summary.out_asked + summary.repeated


def campaign(args: tuple[int, int, float]) -> tuple[int, list[tuple[int, str]]]:
    """(players, [(chapter's haunt number, winning side)]) of one whole Legacy campaign,
    the same as campaign k of `simulate betrayal_legacy --campaign --seed S` (seed S+k)."""
    from tabletop.controller.campaigns.betrayal_legacy import play_campaign
    from tabletop.games.betrayal_legacy.rules import CONTENT, HAUNTS

    players, seed, think_ms = args
    families = [f.id for f in CONTENT.families][:players]
    _, reports = play_campaign(families, ["strong"], seed, think_ms=think_ms)
    number = {h.id: n for n, h in HAUNTS.items()}
    return players, [(number[r.haunt], r.winner) for r in reports]


def table(results: dict[tuple[int, int], tuple[int, int, int]], titles: dict[int, str], games: int | str,
          sizes: tuple[int, ...] = SIZES["betrayal"]) -> list[str]:
    head = f"{'haunt':<38}" + "".join(f"{f'{p} players (H/T)':>18}" for p in sizes) + "  note"
    lines = [head, "-" * len(head)]
    totals = {p: [0, 0] for p in sizes}
    faults = 0
    for number in sorted({h for h, _ in results}):
        cols, note = [], []
        for p in sizes:
            heroes, traitor, fault = results.get((number, p), (0, 0, 0))
            faults += fault
            totals[p][0] += heroes
            totals[p][1] += traitor
            played = heroes + traitor or 1
            cols.append(f"{heroes:>4} / {traitor:<4}{100 * heroes / played:>5.0f}%H")
            if min(heroes, traitor) * 100 < FLOOR * played:
                note.append(f"{p}p")
        lines.append(f"{number:>2} {titles[number][:35]:<35}" + "".join(f"{c:>18}" for c in cols)
                     + ("  under 20%: " + ", ".join(note) if note else ""))
    lines.append("-" * len(head))
    row = []
    for p in sizes:
        heroes, traitor = totals[p]
        played = heroes + traitor or 1
        row.append(f"{heroes:>4} / {traitor:<4}{100 * heroes / played:>5.0f}%H")
    lines.append(f"{'overall':<38}" + "".join(f"{c:>18}" for c in row))
    off = [p for p in sizes if not LOW * (sum(totals[p]) or 1) <= 100 * totals[p][0] <= HIGH * (sum(totals[p]) or 1)]
    lines.append(f"{games} games a cell; faults (questions to a seat out, repeated deaths): {faults}; "
                 f"overall outside {LOW}-{HIGH}%: {', '.join(f'{p}p' for p in off) or 'none'}")
    return lines


def _run(worker, jobs: list, parallel: int):
    if parallel > 1:
        with ProcessPoolExecutor(parallel) as pool:
            yield from pool.map(worker, jobs)
    else:
        yield from map(worker, jobs)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=sorted(SIZES), default="betrayal")
    parser.add_argument("--haunts", type=int, nargs="*", help="haunt numbers (default: all)")
    parser.add_argument("--sizes", type=int, nargs="*", default=None, help="table sizes (default: the game's)")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--campaigns", type=int, default=0,
                        help="Betrayal Legacy: play this many whole campaigns per table size instead")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--think-ms", type=float, default=5.0)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out", help="also write the table to this file")
    args = parser.parse_args(argv)
    if args.campaigns and args.game != "betrayal_legacy":
        parser.error("--campaigns: only Betrayal Legacy has a campaign")

    haunts = haunts_of(args.game)
    sizes = tuple(args.sizes or SIZES[args.game])
    numbers = args.haunts or sorted(haunts)
    results: dict[tuple[int, int], tuple[int, int, int]] = {}
    if args.campaigns:
        tally: Counter = Counter()
        jobs = [(p, args.seed + k, args.think_ms) for p in sizes for k in range(args.campaigns)]
        for players, chapters in _run(campaign, jobs, args.jobs):
            tally.update((number, players, side) for number, side in chapters)
            print(f"  a campaign, {players} players: " + " ".join("H" if side == "heroes" else "T"
                                                                   for _, side in chapters),
                  file=sys.stderr, flush=True)
        for number in numbers:
            for p in sizes:
                results[(number, p)] = (tally[(number, p, "heroes")], tally[(number, p, "traitor")], 0)
        label: int | str = f"{args.campaigns} campaigns a size, so {args.campaigns}"
    else:
        jobs = [(args.game, n, p, args.games, args.seed, args.think_ms) for n in numbers for p in sizes]
        for number, players, heroes, traitor, faults in _run(cell, jobs, args.jobs):
            results[(number, players)] = (heroes, traitor, faults)
            print(f"  haunt {number:>2}, {players} players: heroes {heroes}, traitor {traitor}",
                  file=sys.stderr, flush=True)
        label = args.games
    lines = table(results, {n: haunts[n].title for n in numbers}, label, sizes)
    print("\n".join(lines))
    if args.out:
        Path(args.out).write_text("\n".join(lines) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
