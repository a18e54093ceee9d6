"""haspelknecht host: a network game without a window, whose local seats are bots; the others join
with the code it prints (haspelknecht join, or the window's "Join a game"). It prints JSON lines:
its port and code, then the final scores (game.net.headless)."""

from __future__ import annotations

import argparse
import sys

from game.commands import add_game_flag, any_int, check_players, float_in, int_in
from game.core import registry


def join_code(text: str) -> str:
    """An argparse type: a code as the program makes them (case, spaces and dashes do not matter),
    so a host never waits behind a code anyone could guess or a joiner could not type."""
    from game.net import codes

    code = codes.normal_code(text)
    if not codes.is_code(code):
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a join code: {codes.CODE_LENGTH} characters of {codes.ALPHABET}")
    return code


def register(sub) -> None:
    h = sub.add_parser("host", help="host a network game; the others join with the code it prints")
    add_game_flag(h)
    h.add_argument("--players", type=int, choices=(2, 3, 4), required=True)
    h.add_argument("--seats", default=None,
                   help="one kind per seat, comma-separated: remote (a player on another computer) or a bot kind; "
                        "default: every seat remote")
    h.add_argument("--seed", type=any_int, default=1)
    h.add_argument("--code", type=join_code, default=None,
                   help="the join code: 8 letters and digits as the program makes them (default: a new random one)")
    h.add_argument("--bind", default=None, help="the address to listen on (default: every interface)")
    h.add_argument("--port", type=int_in(0, 65535), default=None, help="default 42715; 0: any free port")
    h.add_argument("--fill-after", type=float_in(0, 86_400), default=None,
                   help="seconds after which bots take the seats nobody took")
    h.add_argument("--stand-in", default=None, help="a bot kind that plays a seat whose player is away")
    h.add_argument("--away-after", type=float_in(0, 86_400), default=20.0,
                   help="seconds a player may be away before the stand-in plays (default 20)")
    h.add_argument("--lan", action="store_true", help="announce the game on the local network (mDNS)")
    h.add_argument("--timeout", type=float_in(1, 86_400), default=3_600.0, help="give up after this many seconds")
    h.set_defaults(handler=run_host, sub_parser=h)


def run_host(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    from game.core.session import REMOTE
    from game.net import wire
    from game.net.headless import HeadlessHost

    check_players(parser, args.game, args.players)
    definition = registry.get(args.game)
    if not definition.network:
        parser.error(f"{definition.title} cannot be played over a network yet")
    kinds = [k.strip() for k in args.seats.split(",")] if args.seats else [REMOTE] * args.players
    if len(kinds) != args.players:
        parser.error(f"--seats names {len(kinds)} seats but --players is {args.players}")
    for k in kinds + [args.stand_in or "random"]:
        if k != REMOTE and k not in definition.bots:
            parser.error(f"unknown seat kind {k!r}; choose remote or one of {', '.join(definition.bots)}")
    host = HeadlessHost(args.game, args.players, args.seed, kinds, code=args.code, bind=args.bind,
                        port=wire.DEFAULT_PORT if args.port is None else args.port,
                        stand_in=args.stand_in, away_after=args.away_after)
    try:
        return host.run(sys.stdout, timeout=args.timeout, fill_after=args.fill_after, lan=args.lan)
    except OSError as exc:
        print(f"haspelknecht host: cannot listen: {exc}", file=sys.stderr)
        return 1
