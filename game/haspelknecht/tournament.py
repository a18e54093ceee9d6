"""Shim: tournaments moved to game.core.tournament (any registered game; Haspelknecht's own
figures come from its definition's player_stats)."""

from game.core.tournament import bot_seed, format_results, play_one, run, summarize, wilson  # noqa: F401
