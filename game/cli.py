"""The `haspelknecht` command. Without a subcommand it opens the game window; `haspelknecht FILE`
opens the window on that save.

Bad flags give a usage message and exit code 2; any other failure a one-line message, never a
traceback.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from game.commands import COMMAND_MODULES


def build_parser() -> argparse.ArgumentParser:
    from game.collection import COLLECTION_NAME

    parser = argparse.ArgumentParser(prog="haspelknecht", description=f"{COLLECTION_NAME}.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(sub)
    return parser


def _window(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    from game.ui.main import run

    return run([args.open_file] if getattr(args, "open_file", None) else [])


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    argv = list(sys.argv[1:] if argv is None else argv)
    commands = {a for action in parser._subparsers._group_actions for a in action.choices} \
        if parser._subparsers else set()
    if len(argv) == 1 and argv[0] not in commands and not argv[0].startswith("-"):
        # `haspelknecht FILE`: the window, opening that save (a file manager's "open with")
        args = argparse.Namespace(open_file=argv[0])
        return _window(parser, args)
    args = parser.parse_args(argv)
    handler = getattr(args, "handler", _window)
    from game.core.data_files import DataError

    try:
        return handler(getattr(args, "sub_parser", parser), args)
    except DataError as exc:
        # the data ships with the game: a bad file means the installation itself is damaged
        print(f"haspelknecht: the installation is damaged: {exc}", file=sys.stderr)
        return 1
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
