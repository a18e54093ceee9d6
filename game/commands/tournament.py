"""haspelknecht tournament: seat-rotated games between bots of any registered game, win rates with
95% intervals."""

from __future__ import annotations

import argparse
import json
import sys

from game.commands import (
    MAX_ITERATIONS,
    MAX_WORKERS,
    add_game_flag,
    any_int,
    check_layout,
    check_players,
    int_in,
    parse_bots,
    positive_int,
)


def register(sub) -> None:
    p = sub.add_parser("tournament", help="play seat-rotated games between bots and compare them")
    add_game_flag(p)
    p.add_argument("--bots", required=True, help="2 to 4 bot kinds, comma-separated, one per seat")
    p.add_argument("--games", type=positive_int, default=20)
    p.add_argument("--seed", type=any_int, default=1)
    p.add_argument("--layout", default=None,
                   help="Haspelknecht: first_game (default), random, or a named variant such as 'Tower'")
    p.add_argument("--workers", type=int_in(1, MAX_WORKERS), default=1,
                   help=f"worker processes (1-{MAX_WORKERS}, default 1)")
    p.add_argument("--iterations", type=int_in(1, MAX_ITERATIONS), default=None,
                   help=f"playouts per decision for hard bots (1-{MAX_ITERATIONS}; default: the bot's own)")
    p.add_argument("--progress", action="store_true", help="report progress on standard error")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(handler=run, sub_parser=p)


def run(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    from game.core import tournament

    bots = parse_bots(parser, args.bots, None, args.game)
    check_players(parser, args.game, len(bots))
    check_layout(parser, args.layout, len(bots), args.game)
    settings = {"hard": {"iterations": args.iterations}} if args.iterations else {}

    def progress(done: int, total: int) -> None:
        print(f"\r{done}/{total} games", end="" if done < total else "\n", file=sys.stderr, flush=True)

    layout = args.layout or ("first_game" if args.game == "haspelknecht" else None)
    summary = tournament.run(bots, args.games, args.seed, layout, args.workers, settings,
                             progress if args.progress else None, game=args.game)
    if args.json:
        print(json.dumps(summary, separators=(",", ":")))
    else:
        print(tournament.format_results(summary))
    return 0
