"""The readable event log ("chronicle") that states keep when state.events is a list.

Each entry is (player or None, text). Entries are written in the order things happen at the table:
an effect is logged before what it sets off (a coal dug before the Pinge it exhausts). Bots' states
keep events = None and log nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.haspelknecht.state import GameState


def log(state: GameState, player: int | None, text: str) -> None:
    if state.events is not None:
        state.events.append((player, text))


def player_name(state: GameState, i: int) -> str:
    """P1, P2, ...: the window replaces these with the seat names."""
    return f"P{i + 1}"


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def fmt_goods(gain: dict) -> str:
    """"2 food, 1 Thaler": the non-zero entries of a goods mapping, or "nothing"."""
    return ", ".join(f"{n} {res}" for res, n in gain.items() if n) or "nothing"
