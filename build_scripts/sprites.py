#!/usr/bin/env python3
"""Draw the sprites of every registered game (or of the games named), each by the
build-time module its declaration names (`DECLARATION.sprites`, a module of this
package with `main(argv)`), so a new game's drawings are found through the
registry, not through a list here. A module may name further modules of this package
in `ALSO`, drawn after it.

    python -m build_scripts.sprites                      # every game (and the app's own icons),
                                                         # then the sounds (make_sounds.py)
    python -m build_scripts.sprites comanauts            # one game
    python -m build_scripts.sprites darkmoor -- --only dire_bear   # pass options on

Run from the project's folder (or with the project installed).
"""

from __future__ import annotations

import argparse
import importlib
import sys

from tabletop import games


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    passed: list[str] = []
    if "--" in argv:
        at = argv.index("--")
        argv, passed = argv[:at], argv[at + 1:]
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", metavar="GAME", help="one of: " + ", ".join(games.names()))
    args = parser.parse_args(argv)
    unknown = [name for name in args.games if name not in games.names()]
    if unknown:
        parser.error(f"unknown game {unknown[0]!r} (known: {', '.join(games.names())})")
    status = 0
    for name in args.games or games.names():
        module = games.declaration(name).sprites
        if module is None:
            print(f"{name}: declares no sprites module; nothing to draw", file=sys.stderr)
            continue
        print(f"{name}: {module}")
        drawing = importlib.import_module(module)
        status = drawing.main(passed) or status
        for more in getattr(drawing, "ALSO", ()):  # the module's further drawings (draw_house_figures.py)
            print(f"{name}: {more}")
            status = importlib.import_module(more).main(passed) or status
    if not args.games:  # everything: the sound effects too (sprites/sounds/)
        print("sounds: build_scripts.make_sounds")
        status = importlib.import_module("build_scripts.make_sounds").main([]) or status
    return status


if __name__ == "__main__":
    sys.exit(main())
