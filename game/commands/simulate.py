"""haspelknecht simulate: whole games between bots, final scores with their breakdown."""

from __future__ import annotations

import argparse
import json

from game.commands import any_int, check_layout, parse_bots, positive_int


def register(sub) -> None:
    p = sub.add_parser("simulate", help="play whole games between bots and print the scores")
    p.add_argument("--players", type=int, choices=(2, 3, 4), required=True)
    p.add_argument("--games", type=positive_int, default=1)
    p.add_argument("--seed", type=any_int, default=1)
    p.add_argument("--layout", default="first_game",
                   help="first_game, random, or a named variant such as 'Tower'")
    p.add_argument("--bots", default=None, help="one bot per seat, comma-separated; default: random everywhere")
    p.add_argument("--json", action="store_true", help="one JSON object per game per line")
    p.set_defaults(handler=run, sub_parser=p)


def run(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    from game.haspelknecht.simulate import format_summary, simulate

    check_layout(parser, args.layout, args.players)
    bots = parse_bots(parser, args.bots, args.players)
    for summary in simulate(args.players, args.games, args.seed, args.layout, bots):
        print(json.dumps(summary, separators=(",", ":")) if args.json else format_summary(summary), flush=True)
    return 0
