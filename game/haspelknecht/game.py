"""Shim: the record/undo/replay Game moved to game.core.record (generic over the registry's games).
Kept while the window is being moved over; the default game of core's Game is Haspelknecht."""

from game.core.record import MAX_ACTIONS, RECORD_FORMAT, SEED_MAX, SEED_MIN, Game, RecordError  # noqa: F401
from game.haspelknecht.engine import IllegalAction, SetupError  # noqa: F401
