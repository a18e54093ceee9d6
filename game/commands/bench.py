"""haspelknecht bench: bot think times per difficulty and the engine's speed."""

from __future__ import annotations

import argparse
import json

from game.commands import add_game_flag, float_in, int_in


def register(sub) -> None:
    p = sub.add_parser("bench", help="measure bot think times and engine speed")
    add_game_flag(p)
    p.add_argument("--games", type=int_in(1, 50), default=1,
                   help="2-player self-play games per difficulty to time (1-50, default 1)")
    p.add_argument("--seconds", type=float_in(0.1, 600), default=2.0,
                   help="seconds of random engine games (0.1-600, default 2)")
    p.add_argument("--no-bots", action="store_true", help="the engine's figures only")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(handler=run, sub_parser=p)


def run(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    from game.core import bench

    figures = bench.all_figures(seconds=args.seconds, bot_games=args.games, bots=not args.no_bots,
                                game=args.game)
    if args.json:
        print(json.dumps(figures))
    else:
        print(bench.format_figures(figures))
    return 0
