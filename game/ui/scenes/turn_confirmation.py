"""Whose finished turn waits for its confirmation, and how long its countdown still runs: the
table scene's state (game/ui/scenes/table_confirm.py says why and what the scene does with it). No
pygame, no clock: the scene runs the countdown on by each frame's time."""

from __future__ import annotations

import math


class TurnConfirmation:
    """Whose finished turn waits for its confirmation, and how long the countdown still runs."""

    def __init__(self) -> None:
        self.seat: int | None = None        # the person whose turn waits (None: nothing waits)
        self.left: float | None = None      # seconds before it confirms itself (None: only the person)
        self.total: float | None = None     # the countdown's length, for its bar

    @property
    def pending(self) -> bool:
        return self.seat is not None

    def begin(self, seat: int, setting: str) -> bool:
        """Wait for `seat`'s confirmation as the setting says ("never": nothing waits). True if it
        waits."""
        if setting == "never":
            self.clear()
            return False
        self.seat = seat
        self.total = self.left = None if setting == "always" else float(setting)
        return True

    def tick(self, dt: float) -> bool:
        """Run the countdown on by `dt` seconds; True when it has run out."""
        if self.left is None:
            return False
        self.left = max(0.0, self.left - dt)
        return self.left <= 0.0

    def seconds(self) -> int | None:
        """The whole seconds the button shows (None without a countdown)."""
        return None if self.left is None else max(1, math.ceil(self.left))

    def share_left(self) -> float:
        return 0.0 if not self.total or self.left is None else self.left / self.total

    def key(self) -> tuple:
        """What the prompt bar's picture depends on."""
        return self.seat, self.seconds()

    def clear(self) -> None:
        self.seat = self.left = self.total = None
