"""The byte-identity check of seeded play (issue 23): for each game, a few whole games
played with seeded random legal actions, fingerprinted step by step (the legal actions
offered, the action taken, the events it caused, the state after it as plain data).
A change to how the rules are built (typed places, composed objects, speed) must leave
every fingerprint as it was; tests/conformance/test_seeded_identity.py checks them
against tests/fixtures/seeded_play.json, which this script writes:

    python build_scripts/seeded_play.py --write     # after a change that means to change play
    python build_scripts/seeded_play.py             # compare, and say which game differs
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

FIXTURE = Path(__file__).resolve().parents[1] / "tests" / "fixtures" / "seeded_play.json"
MAX_ACTIONS = 3000
SEEDS = (1, 2, 3, 4, 5, 6)


def cases() -> list[tuple[str, str, int, int]]:
    """(case id, game, seats, seed): every game at its smallest and largest table."""
    from tabletop import games

    found = []
    for name in games.names():
        game = games.get(name)
        for seats in sorted({game.min_seats, game.max_seats}):
            for seed in SEEDS:
                found.append((f"{name}/{seats}p/seed{seed}", name, seats, seed))
    return found


def _text(value: Any) -> bytes:
    return json.dumps(value, sort_keys=True, default=str, ensure_ascii=False).encode()


def fingerprint(name: str, seats: int, seed: int, options: dict[str, Any] | None = None) -> dict[str, Any]:
    """One seeded game's options, step count and the digest of everything it did. The
    options are its game's defaults as they were when it was recorded (a default may
    depend on the day: Betrayal's birthdays count from today), given again to check it."""
    from tabletop import games
    from tabletop.engine import Rng

    state = games.get(name).new_game(seats, seed, options)
    rng = Rng(seed + 99)
    digest = hashlib.sha256(_text(state.to_dict()))
    steps = 0
    while not state.is_over and steps < MAX_ACTIONS:
        legal = state.legal_actions()
        action = legal[rng.below(len(legal))]
        digest.update(_text([str(a) for a in legal]))
        digest.update(str(action).encode())
        digest.update(_text(state.apply(action)))
        digest.update(_text(state.to_dict()))
        steps += 1
    digest.update(_text(state.result if state.is_over else None))
    chosen = {key: value for key, value in state.options.items() if key != "seats"}  # the engine adds seats
    return {"options": chosen, "steps": steps,
            "digest": digest.hexdigest()}


def compute(recorded: dict[str, dict[str, Any]] | None = None) -> dict[str, dict[str, Any]]:
    """Every case's fingerprint: with `recorded`, each played with its recorded options."""
    return {case: fingerprint(name, seats, seed, (recorded or {}).get(case, {}).get("options"))
            for case, name, seats, seed in cases()}


def main(argv: list[str]) -> int:
    if "--write" in argv:
        now = compute()
        FIXTURE.write_text(json.dumps(now, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        print(f"wrote {len(now)} fingerprints to {FIXTURE}")
        return 0
    recorded = json.loads(FIXTURE.read_text(encoding="utf-8"))
    now = compute(recorded)
    differ = sorted(case for case in set(now) | set(recorded) if now.get(case) != recorded.get(case))
    for case in differ:
        print(f"{case}: recorded {recorded.get(case)}, now {now.get(case)}")
    print(f"{len(now) - len(differ)} of {len(now)} seeded games play exactly as recorded")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    sys.exit(main(sys.argv[1:]))
