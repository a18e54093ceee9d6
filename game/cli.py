"""The `haspelknecht` command. Without a subcommand it opens the game window.

Bad flags give a usage message and exit code 2; any other failure a one-line message, never a
traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

BOT_CHOICES = ("random",)


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value} must be 1 or more")
    return value


def _seed(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="haspelknecht", description="Haspelknecht, a digital edition.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    sim = sub.add_parser("simulate", help="play whole games between bots and print the scores")
    sim.add_argument("--players", type=int, choices=(2, 3, 4), required=True)
    sim.add_argument("--games", type=_positive, default=1)
    sim.add_argument("--seed", type=_seed, default=1)
    sim.add_argument("--layout", default="first_game",
                     help="first_game, random, or a named variant such as 'Tower'")
    sim.add_argument("--bots", default=None,
                     help="one bot per seat, comma-separated (random); default: random everywhere")
    sim.add_argument("--json", action="store_true", help="one JSON object per game per line")
    sim.set_defaults(sub_parser=sim)
    return parser


def _check_layout(parser: argparse.ArgumentParser, layout: str, players: int) -> None:
    from game.haspelknecht.components import components
    from game.haspelknecht.layouts import named_layouts
    from game.haspelknecht.options import FIRST_GAME, RANDOM

    named = named_layouts(components())
    if layout in (FIRST_GAME, RANDOM):
        return
    if layout not in named:
        parser.error(f"unknown --layout {layout!r}; choose first_game, random or one of: "
                     + ", ".join(f"'{n}'" for n in named))
    if players not in named[layout][1]:
        parser.error(f"--layout {layout!r} is for {'/'.join(map(str, named[layout][1]))} players")


def _bots(parser: argparse.ArgumentParser, spec: str | None, players: int, choices: Sequence[str]) -> list[str]:
    if spec is None:
        return ["random"] * players
    bots = [b.strip() for b in spec.split(",")]
    bad = [b for b in bots if b not in choices]
    if bad:
        parser.error(f"unknown bot {bad[0]!r} in --bots; choose from {', '.join(choices)}")
    if len(bots) != players:
        parser.error(f"--bots names {len(bots)} seats but --players is {players}")
    return bots


def cmd_simulate(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    from game.haspelknecht.simulate import format_summary, simulate

    _check_layout(parser, args.layout, args.players)
    bots = _bots(parser, args.bots, args.players, BOT_CHOICES)
    for summary in simulate(args.players, args.games, args.seed, args.layout, bots):
        if args.json:
            print(json.dumps(summary, separators=(",", ":")), flush=True)
        else:
            print(format_summary(summary), flush=True)
    return 0


def cmd_window(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    parser.print_help()
    print("\nThe game window is not built yet; try: haspelknecht simulate --players 3 --games 2")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    handlers = {"simulate": cmd_simulate, None: cmd_window}
    from game.haspelknecht.components import DataError

    try:
        return handlers[args.command](getattr(args, "sub_parser", parser), args)
    except DataError as exc:
        print(f"haspelknecht: the game data is broken: {exc}", file=sys.stderr)
        return 1
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
