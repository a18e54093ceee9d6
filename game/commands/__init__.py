"""Subcommands of the `haspelknecht` command. Each module has register(subparsers) which adds its
parser and sets `handler` (called with the parser and the parsed arguments, returns an exit code)."""

from __future__ import annotations

import argparse
import math

from game.core import registry

COMMAND_MODULES = ("game.commands.simulate", "game.commands.tournament", "game.commands.bench",
                   "game.commands.screenshot", "game.commands.selftest", "game.commands.inspect",
                   "game.commands.review", "game.commands.host",
                   "game.commands.join")
FIRST_GAME, RANDOM = "first_game", "random"   # Haspelknecht's layouts that are not named variants


# Every numeric flag has a range: a value outside it (or nan, inf, 1e20) prints the usage and exits
# with code 2 instead of dividing by zero or running for ever. The ranges are far beyond real use.
SEED_MIN, SEED_MAX = -(2**63), 2**63 - 1      # the range a saved record accepts (game.py)
MAX_GAMES = 100_000                           # simulate/tournament: about 6 minutes of random games
MAX_WORKERS = 64
MAX_ITERATIONS = 1_000                        # hard bot playouts per decision (its own default: 12)


def int_in(lo: int, hi: int):
    """An argparse type: a whole number from lo to hi."""

    def parse(text: str) -> int:
        text = text.strip()
        if len(text.lstrip("+-")) > 25:
            raise argparse.ArgumentTypeError(f"{text[:20]}... is far too long a number")
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if not lo <= value <= hi:
            raise argparse.ArgumentTypeError(f"{value} is outside {lo}..{hi}")
        return value

    parse.__name__ = "whole number"   # argparse names the type in its messages
    return parse


def float_in(lo: float, hi: float):
    """An argparse type: a finite number from lo to hi (nan and inf are refused)."""

    def parse(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
        if not math.isfinite(value) or not lo <= value <= hi:
            raise argparse.ArgumentTypeError(f"{text} is outside {lo:g}..{hi:g}")
        return value

    parse.__name__ = "number"
    return parse


positive_int = int_in(1, MAX_GAMES)
any_int = int_in(SEED_MIN, SEED_MAX)
seed_int = any_int


def add_game_flag(p: argparse.ArgumentParser) -> None:
    """--game NAME: one of the registered games (a wrong name is a usage error, exit code 2)."""
    p.add_argument("--game", choices=registry.names(), default=registry.DEFAULT_GAME,
                   help=f"which game (default {registry.DEFAULT_GAME})")


def check_players(parser: argparse.ArgumentParser, game: str, players: int) -> None:
    definition = registry.get(game)
    if not definition.min_players <= players <= definition.max_players:
        parser.error(f"{definition.title} is for {definition.min_players} to {definition.max_players} "
                     f"players, not {players}")


def check_layout(parser: argparse.ArgumentParser, layout: str | None, players: int,
                 game: str = registry.DEFAULT_GAME) -> None:
    """Refuse an unknown layout, or a named variant for the wrong player count (exit code 2); a
    layout for a game that has none."""
    if "layout" not in registry.get(game).options_model.model_fields:
        if layout not in (None, FIRST_GAME):
            parser.error(f"--layout: {registry.get(game).title} has no layouts")
        return
    from game.haspelknecht.components import components
    from game.haspelknecht.layouts import named_layouts

    if layout is None or layout in (FIRST_GAME, RANDOM):
        return
    named = named_layouts(components())
    if layout not in named:
        parser.error(f"unknown --layout {layout!r}; choose first_game, random or one of: "
                     + ", ".join(f"'{n}'" for n in named))
    if players not in named[layout][1]:
        parser.error(f"--layout {layout!r} is for {'/'.join(map(str, named[layout][1]))} players")


def parse_bots(parser: argparse.ArgumentParser, spec: str | None, players: int | None,
               game: str = registry.DEFAULT_GAME) -> list[str]:
    """A comma-separated list of bot kinds, one per seat (players=None: any count from 2 to 4)."""
    BOT_KINDS = registry.get(game).bots  # noqa: N806 - the game's registered kinds

    if spec is None:
        return ["random"] * (players or 2)
    bots = [b.strip() for b in spec.split(",")]
    bad = [b for b in bots if b not in BOT_KINDS]
    if bad:
        parser.error(f"unknown bot {bad[0]!r} in --bots; choose from {', '.join(BOT_KINDS)}")
    if players is not None and len(bots) != players:
        parser.error(f"--bots names {len(bots)} seats but --players is {players}")
    if players is None and not 2 <= len(bots) <= 4:
        parser.error(f"--bots must name 2 to 4 seats, not {len(bots)}")
    return bots
