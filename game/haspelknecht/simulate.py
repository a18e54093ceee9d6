"""Shim: headless play moved to game.core.simulate (any registered game)."""

from game.core.simulate import format_summary, game_summary, play_game, seat_names, simulate  # noqa: F401
