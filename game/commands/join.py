"""haspelknecht join: join a network game and let a bot play the seat. It prints JSON lines: its
seat, then the final scores as it saw them and as the host's record replays (game.net.headless)."""

from __future__ import annotations

import argparse
import sys

from game.commands import any_int, float_in, int_in


def seat_name(text: str) -> str:
    """An argparse type: a name the host can seat (a seat's rules, game.core.session.Seat), said
    before connecting rather than as a connection that fails again and again."""
    from pydantic import ValidationError

    from game.core.session import Seat

    try:
        return Seat(name=text, kind="human", colour=0).name
    except ValidationError as exc:
        raise argparse.ArgumentTypeError(f"{text[:30]!r} is not a player's name: "
                                         f"{exc.errors()[0]['msg']}") from None


def register(sub) -> None:
    j = sub.add_parser("join", help="join a network game and let a bot play the seat")
    j.add_argument("address", help="host:port, [IPv6]:port or a name")
    j.add_argument("code", help="the code the host shows")
    j.add_argument("--bot", default="random", help="the bot kind that plays the seat (default random)")
    j.add_argument("--bot-seed", type=any_int, default=0)
    j.add_argument("--name", type=seat_name, default="guest")
    j.add_argument("--seat", type=int_in(1, 4), default=None, help="the seat wished for (1-4)")
    j.add_argument("--colour", type=int_in(0, 3), default=None)
    j.add_argument("--drop-after", type=int_in(1, 100_000), default=None,
                   help="cut the connection once after this many moves (it is taken up again)")
    j.add_argument("--away-for", type=float_in(0, 3_600), default=0.0,
                   help="with --drop-after: stay away this many seconds before joining again")
    j.add_argument("--trace", default=None, help="write when each move was sent and each position seen "
                   "(JSON lines; the network bench reads them)")
    j.add_argument("--timeout", type=float_in(1, 86_400), default=3_600.0)
    j.set_defaults(handler=run_join, sub_parser=j)


def run_join(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    from game.net.client import parse_address
    from game.net.headless import HeadlessClient

    try:
        parse_address(args.address)
    except ValueError as exc:
        parser.error(str(exc))
    client = HeadlessClient(args.address, args.code, bot=args.bot, bot_seed=args.bot_seed, name=args.name,
                            seat=None if args.seat is None else args.seat - 1, colour=args.colour,
                            drop_after=args.drop_after, away_for=args.away_for)
    if args.trace:
        client.trace = []
    try:
        return client.run(sys.stdout, timeout=args.timeout)
    finally:
        if args.trace and client.trace is not None:
            import json

            with open(args.trace, "w", encoding="utf-8") as f:
                f.writelines(json.dumps(t) + "\n" for t in client.trace)
