#!/usr/bin/env python3
"""Synthesise Tabletop's sound effects and save them under sprites/sounds/.

Everything is made here, from sine waves and seeded noise, with the standard
library only (math, random, struct, wave): no recording or outside asset is read,
so the sounds are ours like the sprites. The output is deterministic: the same
WAV bytes on every run, since all noise comes from seeded random.Random.

    python build_scripts/make_sounds.py             # write every sound (~1 s)
    python build_scripts/make_sounds.py --only dice # one, to iterate
    python -m build_scripts.sprites                  # the sprites of every game, then these

It writes sprites/sounds/<name>.wav, 22050 Hz 16-bit mono, for each name in SOUNDS:
card_slide, card_flip, card_play, dice, strike, step, token, win, loss, click.
Each starts and ends at silence (short fades), so none clicks when it starts or
stops. A game's client package maps its event kinds to these names (`SOUNDS`).
"""

from __future__ import annotations

import argparse
import io
import math
import random
import struct
import sys
import wave
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "sprites" / "sounds"
RATE = 22050
TAU = 2 * math.pi
MIN_SECONDS = 0.1  # a sound is never shorter (the quiet tail stays)

Signal = list[float]


# --------------------------------------------------------------------------- building blocks


def silence(seconds: float) -> Signal:
    return [0.0] * int(seconds * RATE)


def add(into: Signal, sound: Signal, at: float = 0.0, gain: float = 1.0) -> Signal:
    """Mix `sound` into `into` from `at` seconds on (growing `into` if needed)."""
    start = int(at * RATE)
    end = start + len(sound)
    if end > len(into):
        into.extend([0.0] * (end - len(into)))
    for i, v in enumerate(sound):
        into[start + i] += v * gain
    return into


def envelope(n: int, attack: float, decay: float, hold: float = 0.0) -> list[float]:
    """Rises over `attack` seconds (a smooth quarter sine), holds, then decays
    exponentially with time constant `decay` seconds."""
    a = max(1, int(attack * RATE))
    h = int(hold * RATE)
    out = []
    for i in range(n):
        if i < a:
            out.append(math.sin(0.5 * math.pi * i / a))
        elif i < a + h:
            out.append(1.0)
        else:
            out.append(math.exp(-(i - a - h) / (decay * RATE)))
    return out


def noise(n: int, rng: random.Random) -> Signal:
    return [rng.uniform(-1.0, 1.0) for _ in range(n)]


def lowpass(signal: Signal, cutoff: float | Callable[[float], float]) -> Signal:
    """A one-pole low-pass; `cutoff` in Hz, or a function of the time in seconds."""
    out, y = [], 0.0
    for i, x in enumerate(signal):
        c = cutoff(i / RATE) if callable(cutoff) else cutoff
        k = 1 - math.exp(-TAU * c / RATE)
        y += k * (x - y)
        out.append(y)
    return out


def highpass(signal: Signal, cutoff: float) -> Signal:
    low = lowpass(signal, cutoff)
    return [x - y for x, y in zip(signal, low)]


def tone(seconds: float, freq: float | Callable[[float], float], partials=((1, 1.0),),
         vibrato: float = 0.0, phase: float = 0.0) -> Signal:
    """A sum of sine partials (ratio, amplitude) over a (possibly gliding) pitch."""
    n = int(seconds * RATE)
    out, theta = [], phase
    for i in range(n):
        t = i / RATE
        f = freq(t) if callable(freq) else freq
        if vibrato:
            f *= 1 + vibrato * math.sin(TAU * 5.5 * t) * min(1.0, t / 0.15)
        theta += TAU * f / RATE
        out.append(sum(a * math.sin(r * theta) for r, a in partials))
    return out


def shaped(signal: Signal, env: list[float]) -> Signal:
    return [x * e for x, e in zip(signal, env)]


def ring(seconds: float, modes, rng: random.Random | None = None, attack: float = 0.001) -> Signal:
    """A struck object: inharmonic modes (freq, amplitude, decay seconds)."""
    n = int(seconds * RATE)
    out = [0.0] * n
    a = max(1, int(attack * RATE))
    for freq, amp, decay in modes:
        phase = rng.uniform(0, TAU) if rng else 0.0
        for i in range(n):
            rise = math.sin(0.5 * math.pi * i / a) if i < a else 1.0
            out[i] += amp * rise * math.exp(-i / (decay * RATE)) * math.sin(TAU * freq * i / RATE + phase)
    return out


def thud(seconds: float, start: float, end: float, decay: float) -> Signal:
    """A low knock: a sine gliding down from `start` to `end` Hz, fading fast."""
    glide = lambda t: end + (start - end) * math.exp(-t / 0.03)  # noqa: E731
    return shaped(tone(seconds, glide, ((1, 1.0), (2, 0.25))), envelope(int(seconds * RATE), 0.002, decay))


# --------------------------------------------------------------------------- the effects


def card_slide() -> Signal:
    """A card slid across the felt: a soft swish of filtered noise."""
    rng = random.Random(101)
    n = int(0.26 * RATE)
    swish = lowpass(highpass(noise(n, rng), 900), lambda t: 2500 + 5000 * math.sin(math.pi * t / 0.26))
    env = [math.sin(math.pi * (i / n)) ** 1.6 for i in range(n)]
    return shaped(swish, env)


def card_flip() -> Signal:
    """A card turned over: a quick papery snap."""
    rng = random.Random(202)
    n = int(0.16 * RATE)
    snap = shaped(lowpass(highpass(noise(n, rng), 1500), 7000), envelope(n, 0.004, 0.022))
    whisk = shaped(lowpass(highpass(noise(n, rng), 600), 3000), envelope(n, 0.03, 0.03))
    out = add(silence(0.16), whisk, 0, 0.5)
    return add(out, snap[: n - int(0.03 * RATE)], 0.03, 1.0)


def card_play() -> Signal:
    """A card put down on the table: a swish, then a soft slap."""
    rng = random.Random(303)
    out = add(silence(0.38), card_slide()[: int(0.16 * RATE)], 0, 0.55)
    n = int(0.22 * RATE)
    slap = shaped(lowpass(highpass(noise(n, rng), 300), 4000), envelope(n, 0.002, 0.025))
    add(out, slap, 0.13, 0.9)
    return add(out, thud(0.2, 190, 110, 0.035), 0.13, 0.6)


def dice() -> Signal:
    """Dice rattled and thrown: clicks closer together and softer as they settle."""
    rng = random.Random(404)
    out = silence(0.8)
    at, gap = 0.01, 0.1
    for k in range(11):
        base = rng.uniform(1700, 2600)
        modes = [(base, 1.0, 0.012), (base * rng.uniform(1.45, 1.6), 0.6, 0.008),
                 (base * rng.uniform(2.3, 2.6), 0.35, 0.005)]
        click = ring(0.06, modes, rng)
        n = len(click)
        tick = shaped(highpass(noise(n, rng), 2000), envelope(n, 0.0005, 0.003))
        knock = thud(0.06, 420, 260, 0.01)
        hit = [a + 0.5 * b + 0.4 * c for a, b, c in zip(click, tick, knock)]
        add(out, hit, at, (1.0 if k < 4 else 0.95 ** (k - 3)) * rng.uniform(0.7, 1.0))
        at += gap * rng.uniform(0.75, 1.2)
        gap *= 0.86
        if at > 0.72:
            break
    return out


def strike() -> Signal:
    """A hero's strike: a whoosh of the blade, a heavy impact and a short ring."""
    rng = random.Random(505)
    out = silence(0.7)
    n = int(0.2 * RATE)
    whoosh = lowpass(highpass(noise(n, rng), 400), lambda t: 600 + 5000 * (t / 0.2) ** 2)
    env = [(i / n) ** 2 for i in range(n)]
    add(out, shaped(whoosh, env), 0, 0.55)
    m = int(0.5 * RATE)
    crack = shaped(lowpass(highpass(noise(m, rng), 500), 6000), envelope(m, 0.001, 0.018))
    add(out, crack, 0.19, 0.9)
    add(out, thud(0.45, 140, 55, 0.09), 0.19, 1.0)
    steel = ring(0.5, [(620, 0.5, 0.16), (620 * 2.76, 0.3, 0.1), (620 * 5.4, 0.18, 0.05),
                       (620 * 1.5, 0.12, 0.12)], rng)
    return add(out, steel, 0.19, 0.45)


def step() -> Signal:
    """An enemy's step: two heavy footfalls on gravel."""
    rng = random.Random(606)
    out = silence(0.62)
    for at, gain in ((0.0, 1.0), (0.3, 0.8)):
        m = int(0.28 * RATE)
        add(out, thud(0.28, 95, 48, 0.07), at, gain)
        grit = shaped(lowpass(highpass(noise(m, rng), 250), 1800), envelope(m, 0.004, 0.045))
        add(out, grit, at + 0.004, 0.45 * gain)
    return out


def token() -> Signal:
    """A wooden token put down: a bright knock, and a small bounce."""
    rng = random.Random(707)
    out = silence(0.36)
    for at, gain in ((0.0, 1.0), (0.075, 0.35)):
        knock = ring(0.28, [(1150, 1.0, 0.045), (1150 * 2.63, 0.5, 0.02), (1150 * 4.1, 0.22, 0.01),
                            (380, 0.4, 0.03)], rng)
        n = len(knock)
        tap = shaped(highpass(noise(n, rng), 2500), envelope(n, 0.0005, 0.002))
        add(out, [k + 0.3 * t for k, t in zip(knock, tap)], at, gain)
    return out


def _brass(freq: float, seconds: float, decay: float, hold: float) -> Signal:
    partials = ((1, 1.0), (2, 0.55), (3, 0.35), (4, 0.2), (5, 0.12), (6, 0.06))
    n = int(seconds * RATE)
    body = tone(seconds, freq, partials, vibrato=0.004)
    return shaped(body, envelope(n, 0.025, decay, hold))


def win() -> Signal:
    """A short fanfare: a rising arpeggio to a held major chord."""
    out = silence(1.5)
    c = 392.0  # G4, so the chord sits in a friendly register
    notes = [(0.0, c, 0.12), (0.13, c * 5 / 4, 0.12), (0.26, c * 3 / 2, 0.12)]
    for at, freq, length in notes:
        add(out, _brass(freq, 0.3, 0.08, length), at, 0.5)
    for ratio in (1.0, 5 / 4, 3 / 2, 2.0):
        add(out, _brass(c * ratio, 1.1, 0.28, 0.25), 0.4, 0.3)
    return lowpass(out, 5000)


def loss() -> Signal:
    """The game is lost: a slow falling minor line (G, E flat, C) on a soft reed."""
    out = silence(1.45)
    partials = ((1, 1.0), (2, 0.3), (3, 0.18), (5, 0.05))
    base = 392.0
    for at, ratio, length in ((0.0, 1.0, 0.28), (0.3, 4 / 5, 0.28), (0.6, 2 / 3, 0.5)):
        seconds = length + 0.32
        n = int(seconds * RATE)
        slide = (lambda f: lambda t: f * (1 - 0.03 * min(1.0, t / seconds)))(base * ratio)
        note = shaped(tone(seconds, slide, partials, vibrato=0.006), envelope(n, 0.05, 0.15, length - 0.05))
        add(out, note, at, 0.5)
    return lowpass(out, 2500)


def click() -> Signal:
    """A button pressed: a tiny soft tick."""
    rng = random.Random(909)
    n = int(0.1 * RATE)
    tick = ring(0.1, [(1500, 1.0, 0.008), (3300, 0.35, 0.004)], rng, attack=0.0008)
    tap = shaped(highpass(noise(n, rng), 3000), envelope(n, 0.0004, 0.0015))
    return [a + 0.2 * b for a, b in zip(tick, tap)]


#: each effect: how it is made, and how loud its peak is (of full scale)
SOUNDS: dict[str, tuple[Callable[[], Signal], float]] = {
    "card_slide": (card_slide, 0.45),
    "card_flip": (card_flip, 0.5),
    "card_play": (card_play, 0.6),
    "dice": (dice, 0.6),
    "strike": (strike, 0.75),
    "step": (step, 0.7),
    "token": (token, 0.5),
    "win": (win, 0.65),
    "loss": (loss, 0.45),
    "click": (click, 0.35),
}


# --------------------------------------------------------------------------- finishing and writing


def finish(signal: Signal, peak: float) -> Signal:
    """No offset, fades of a few milliseconds at both ends, trailing silence cut,
    then scaled to `peak` through a gentle soft clip."""
    mean = sum(signal) / len(signal)
    out = [x - mean for x in signal]
    top = max(abs(x) for x in out) or 1.0
    last = max(i for i, x in enumerate(out) if abs(x) > top * 0.002)
    out = out[: max(int(MIN_SECONDS * RATE), min(len(out), last + int(0.01 * RATE)))]
    fade_in, fade_out = int(0.002 * RATE), int(0.008 * RATE)
    for i in range(min(fade_in, len(out))):
        out[i] *= math.sin(0.5 * math.pi * i / fade_in)
    for i in range(min(fade_out, len(out))):
        out[-1 - i] *= math.sin(0.5 * math.pi * i / fade_out)
    drive = 1.2
    norm = math.tanh(drive)
    out = [math.tanh(drive * x / top) / norm * peak for x in out]
    out[0] = out[-1] = 0.0
    return out


def wav_bytes(signal: Signal) -> bytes:
    frames = b"".join(struct.pack("<h", max(-32767, min(32767, int(round(x * 32767))))) for x in signal)
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)
    return buffer.getvalue()


def make(name: str) -> bytes:
    build, peak = SOUNDS[name]
    return wav_bytes(finish(build(), peak))


def write_all(folder: Path = OUT, only: list[str] | None = None) -> dict[str, int]:
    """Write the sounds (all, or those named) into `folder`; returns name -> bytes."""
    folder.mkdir(parents=True, exist_ok=True)
    sizes = {}
    for name in only or SOUNDS:
        data = make(name)
        path = folder / f"{name}.wav"
        if not path.exists() or path.read_bytes() != data:
            path.write_bytes(data)
        sizes[name] = len(data)
    return sizes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", action="append", choices=sorted(SOUNDS), help="make only this sound")
    parser.add_argument("--out", type=Path, default=OUT, help="the folder to write into")
    args = parser.parse_args(argv)
    sizes = write_all(args.out, args.only)
    for name, size in sizes.items():
        print(f"  {name}.wav  {size / 1024:.1f} KB  {(size - 44) / 2 / RATE:.2f} s")
    print(f"{len(sizes)} sounds, {sum(sizes.values()) / 1024:.0f} KB in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
