"""The Betrayal haunts' balance sweep (issue 21 §5): every haunt played by strong bots
in every seat, at 3, 4 and 6 players, and a table of which side won how often.

Each cell is the same run as

    tabletop simulate betrayal --haunt N --players P --games G --bots strong --think-ms 5 --seed S

(the same seeds: game i of a cell uses seed S+i), so any one cell can be replayed
alone. The target: each side wins 35-65% overall at every table size, and no haunt
below 20% for either side over 40 games (the rows that miss it are marked).

    python build_scripts/haunt_balance.py                 # all 25 haunts, 40 games a cell
    python build_scripts/haunt_balance.py --haunts 3 7    # only these haunts
    python build_scripts/haunt_balance.py --jobs 2        # cells in parallel processes

It prints the table (and writes it with --out); it changes nothing.
"""

from __future__ import annotations

import argparse
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

SIZES = (3, 4, 6)
LOW, HIGH, FLOOR = 35, 65, 20  # the target, in percent


def cell(args: tuple[int, int, int, int, float]) -> tuple[int, int, int, int, int]:
    """(haunt, players, hero wins, traitor wins, faults) of one `simulate` run."""
    from tabletop.commands.simulate import run

    haunt, players, games, seed, think_ms = args
    summary = run("betrayal", players, games, seed, ["strong"], think_ms, None, None, {"haunt": haunt})
    wins = {"heroes": 0, "traitor": 0}
    for (_, side, _), count in summary.sides.items():
        wins[side] += count
    return haunt, players, wins["heroes"], wins["traitor"], summary.out_asked + summary.repeated


def table(results: dict[tuple[int, int], tuple[int, int, int]], titles: dict[int, str], games: int,
          sizes: tuple[int, ...] = SIZES) -> list[str]:
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--haunts", type=int, nargs="*", help="haunt numbers (default: all)")
    parser.add_argument("--sizes", type=int, nargs="*", default=list(SIZES))
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--think-ms", type=float, default=5.0)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--out", help="also write the table to this file")
    args = parser.parse_args(argv)

    from tabletop.games.betrayal.rules import HAUNTS

    sizes = tuple(args.sizes)
    numbers = args.haunts or sorted(HAUNTS)
    jobs = [(n, p, args.games, args.seed, args.think_ms) for n in numbers for p in sizes]
    results: dict[tuple[int, int], tuple[int, int, int]] = {}
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            done = pool.map(cell, jobs)
            for number, players, heroes, traitor, faults in done:
                results[(number, players)] = (heroes, traitor, faults)
                print(f"  haunt {number:>2}, {players} players: heroes {heroes}, traitor {traitor}",
                      file=sys.stderr, flush=True)
    else:
        for job in jobs:
            number, players, heroes, traitor, faults = cell(job)
            results[(number, players)] = (heroes, traitor, faults)
            print(f"  haunt {number:>2}, {players} players: heroes {heroes}, traitor {traitor}",
                  file=sys.stderr, flush=True)
    lines = table(results, {n: HAUNTS[n].title for n in numbers}, args.games, sizes)
    print("\n".join(lines))
    if args.out:
        Path(args.out).write_text("\n".join(lines) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
