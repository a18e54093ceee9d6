"""Shim: sessions and saves moved to game.core.session and game.core.saves (any registered game).
Kept while the window is being moved over."""

from game.core.saves import MAX_SAVE_BYTES, SET_ASIDE, SaveInfo, SaveStore, default_store  # noqa: F401
from game.core.session import SAVE_FORMAT, SaveError, Seat, Session  # noqa: F401
from game.core.session import short as _short  # noqa: F401
