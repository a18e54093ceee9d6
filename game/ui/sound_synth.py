"""The game's sounds, synthesised here (no recordings, so nothing to license: see art/SOUNDS.md).

Each effect is a few tenths of a second of 16-bit mono PCM made from sines, filtered noise and
envelopes, meant to suggest the table rather than imitate it: wooden disks knocked together, a
piece set down, small lumps rattling into a cart, water sloshing, a small bell for points, three
horn notes for the end. The names say what a sound is, not what it is for: each game's table
chooses an effect for each of its events (`event_sounds`). The ambient loop is a quiet low wind over a mine's distant hum, made to join
end to start without a click. Pure Python (no numpy): about 0.3 s for all of them, done once per
start in the background and kept in the cache folder. No pygame here.
"""

from __future__ import annotations

import math
import random
import struct

RATE = 22050
VERSION = 2          # bump when a sound changes: the cached files are then made again

EFFECTS = ("take", "place", "rattle", "slosh", "score", "end", "refuse")


def _env(i: int, n: int, attack: float, release: float) -> float:
    t = i / RATE
    a = min(1.0, t / attack) if attack > 0 else 1.0
    return a * math.exp(-t / release) if release > 0 else a * (1 - i / n)


def _pcm(samples: list[float], gain: float = 0.8) -> bytes:
    peak = max(1e-9, max(abs(s) for s in samples))
    k = gain * 32767 / peak
    return struct.pack(f"<{len(samples)}h", *(int(max(-32767, min(32767, s * k))) for s in samples))


def _noise_lp(n: int, rnd: random.Random, smooth: float) -> list[float]:
    """White noise through a one-pole low-pass (smooth near 1: darker)."""
    out, y = [], 0.0
    for _i in range(n):
        y = smooth * y + (1 - smooth) * rnd.uniform(-1, 1)
        out.append(y)
    return out


def _knock(freq: float, length: float, rnd: random.Random, decay: float = 0.03) -> list[float]:
    """A wooden knock: a short resonant tone with a click of noise on top."""
    n = int(RATE * length)
    noise = _noise_lp(n, rnd, 0.5)
    return [(math.sin(2 * math.pi * freq * i / RATE) * 0.7 + math.sin(2 * math.pi * freq * 2.7 * i / RATE) * 0.2
             + noise[i] * 0.8 * math.exp(-i / (RATE * 0.004))) * _env(i, n, 0.001, decay) for i in range(n)]


def _mix(total: float, parts: list[tuple[float, list[float]]]) -> list[float]:
    out = [0.0] * int(RATE * total)
    for start, samples in parts:
        o = int(RATE * start)
        for i, s in enumerate(samples):
            if o + i < len(out):
                out[o + i] += s
    return out


def effect(name: str) -> bytes:
    rnd = random.Random(name)        # the same sound every time
    if name == "take":               # two or three disks knocked together
        return _pcm(_mix(0.25, [(0.0, _knock(820, 0.12, rnd)), (0.05, _knock(940, 0.12, rnd)),
                                (0.11, _knock(760, 0.1, rnd))]), 0.6)
    if name == "place":              # one piece set down on card
        return _pcm(_knock(330, 0.16, rnd, decay=0.04), 0.55)
    if name == "rattle":             # lumps rattling into a cart
        parts = [(rnd.uniform(0, 0.22), _knock(rnd.uniform(180, 420), 0.08, rnd, decay=0.02)) for _i in range(9)]
        return _pcm(_mix(0.35, parts), 0.55)
    if name == "slosh":              # low noise swelling and falling, with a bubble
        n = int(RATE * 0.45)
        noise = _noise_lp(n, rnd, 0.92)
        bubble = [math.sin(2 * math.pi * (300 + 500 * i / n) * i / RATE) * math.exp(-i / (RATE * 0.05))
                  for i in range(n)]
        return _pcm([(noise[i] * math.sin(math.pi * i / n) + 0.25 * bubble[i]) for i in range(n)], 0.5)
    if name == "score":              # a small bell
        n = int(RATE * 0.7)
        return _pcm([(math.sin(2 * math.pi * 1320 * i / RATE) + 0.5 * math.sin(2 * math.pi * 1980 * i / RATE)
                      + 0.25 * math.sin(2 * math.pi * 3300 * i / RATE)) * _env(i, n, 0.002, 0.18)
                     for i in range(n)], 0.45)
    if name == "end":                # three horn notes, the last held
        def horn(f: float, length: float) -> list[float]:
            n = int(RATE * length)
            return [sum(math.sin(2 * math.pi * f * h * i / RATE) / h for h in (1, 2, 3, 4))
                    * min(1.0, i / (RATE * 0.03)) * min(1.0, (n - i) / (RATE * 0.12)) for i in range(n)]
        return _pcm(_mix(1.5, [(0.0, horn(392, 0.22)), (0.25, horn(523.25, 0.22)), (0.5, horn(659.25, 0.95))]), 0.5)
    if name == "refuse":             # a soft low double tap: "not there"
        return _pcm(_mix(0.22, [(0.0, _knock(200, 0.08, rnd)), (0.09, _knock(170, 0.1, rnd))]), 0.4)
    raise KeyError(name)


def ambient(seconds: float = 8.0) -> bytes:
    """A quiet loop: low wind (slowly swelling dark noise) over a distant hum; the end fades into
    the start so that looping has no seam."""
    rnd = random.Random("ambient")
    n = int(RATE * seconds)
    fade = int(RATE * 1.0)
    wind = _noise_lp(n + fade, rnd, 0.985)
    out = []
    for i in range(n + fade):
        t = i / RATE
        swell = 0.6 + 0.4 * math.sin(2 * math.pi * t / seconds) ** 2
        hum = 0.08 * math.sin(2 * math.pi * 55 * t) + 0.04 * math.sin(2 * math.pi * 82.5 * t)
        out.append(wind[i] * 6 * swell + hum)
    loop = out[:n]
    for i in range(fade):            # cross-fade the tail into the head
        k = i / fade
        loop[i] = loop[i] * k + out[n + i] * (1 - k)
    return _pcm(loop, 0.35)
