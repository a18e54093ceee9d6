"""Subcommands of the `haspelknecht` command. Each module has register(subparsers) which adds its
parser and sets `handler` (called with the parser and the parsed arguments, returns an exit code)."""

from __future__ import annotations

import argparse

from game.haspelknecht.options import FIRST_GAME, RANDOM

COMMAND_MODULES = ("game.commands.simulate", "game.commands.tournament", "game.commands.bench",
                   "game.commands.screenshot", "game.commands.selftest")


def positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value} must be 1 or more")
    return value


def any_int(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None


def check_layout(parser: argparse.ArgumentParser, layout: str, players: int) -> None:
    """Refuse an unknown layout, or a named variant for the wrong player count (exit code 2)."""
    from game.haspelknecht.components import components
    from game.haspelknecht.layouts import named_layouts

    if layout in (FIRST_GAME, RANDOM):
        return
    named = named_layouts(components())
    if layout not in named:
        parser.error(f"unknown --layout {layout!r}; choose first_game, random or one of: "
                     + ", ".join(f"'{n}'" for n in named))
    if players not in named[layout][1]:
        parser.error(f"--layout {layout!r} is for {'/'.join(map(str, named[layout][1]))} players")


def parse_bots(parser: argparse.ArgumentParser, spec: str | None, players: int | None) -> list[str]:
    """A comma-separated list of bot kinds, one per seat (players=None: any count from 2 to 4)."""
    from game.haspelknecht.bots import BOT_KINDS

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
