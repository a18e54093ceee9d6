"""A tiny seeded generator (SplitMix64) whose whole state is one integer.

Game states carry it, so cloning a state is cheap and a saved state resumes the same draws.
"""

from __future__ import annotations

MASK = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15


def seed_state(seed: int) -> int:
    """Spread any integer seed over 64 bits."""
    return mix(seed & MASK)


def mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return z ^ (z >> 31)


def next_state(state: int) -> tuple[int, int]:
    """Advance: returns (new state, 64 random bits)."""
    state = (state + GOLDEN) & MASK
    return state, mix(state)


def below(state: int, n: int) -> tuple[int, int]:
    """Returns (new state, a number in range(n)). n is tiny here, so the modulo bias is negligible."""
    state, bits = next_state(state)
    return state, bits % n
