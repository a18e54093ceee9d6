"""haspelknecht simulate: whole games between bots of any registered game, final scores with their
breakdown."""

from __future__ import annotations

import argparse
import json

from game.commands import add_game_flag, any_int, check_layout, check_players, parse_bots, positive_int


def register(sub) -> None:
    p = sub.add_parser("simulate", help="play whole games between bots and print the scores")
    add_game_flag(p)
    p.add_argument("--players", type=int, choices=(2, 3, 4), required=True)
    p.add_argument("--games", type=positive_int, default=1)
    p.add_argument("--seed", type=any_int, default=1)
    p.add_argument("--layout", default=None,
                   help="Haspelknecht: first_game (default), random, or a named variant such as 'Tower'")
    p.add_argument("--bots", default=None, help="one bot per seat, comma-separated; default: random everywhere")
    p.add_argument("--json", action="store_true", help="one JSON object per game per line")
    p.set_defaults(handler=run, sub_parser=p)


def run(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    from game.core.simulate import format_summary, simulate

    check_players(parser, args.game, args.players)
    check_layout(parser, args.layout, args.players, args.game)
    bots = parse_bots(parser, args.bots, args.players, args.game)
    for summary in simulate(args.players, args.games, args.seed, args.layout, bots, game=args.game):
        print(json.dumps(summary, separators=(",", ":")) if args.json else format_summary(summary), flush=True)
    return 0
