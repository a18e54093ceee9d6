"""The `haspelknecht` command. Without a subcommand it opens the game window; `haspelknecht FILE`
opens the window on that save.

Bad flags give a usage message and exit code 2; any other failure a one-line message, never a
traceback. A message meant for a player (a damaged installation) is in the player's language (the
saved setting, else the system's); the developer commands' own output stays English.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Sequence
from types import SimpleNamespace
from typing import TYPE_CHECKING

if TYPE_CHECKING:      # the window's path never builds a parser: argparse only for the subcommands
    import argparse

# The subcommands' names, known without importing them: the window path (no arguments, or one save
# file) imports none of them, nor their engines (tests check this list against COMMAND_MODULES).
COMMANDS = ("simulate", "tournament", "bench", "screenshot", "selftest", "inspect", "review", "host", "join")


DISTRIBUTION = "haspelknecht"     # the package's name in pyproject.toml: its version is the one source


def version() -> str:
    """The installed package's version (pyproject.toml's, through the package metadata), or
    "unknown" where no metadata was installed with the code."""
    from importlib import metadata

    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return "unknown"


def build_parser() -> argparse.ArgumentParser:
    import argparse

    from game.collection import COLLECTION_NAME
    from game.commands import COMMAND_MODULES

    parser = argparse.ArgumentParser(prog="haspelknecht", description=f"{COLLECTION_NAME}.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {version()}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(sub)
    return parser


def player_language() -> None:
    """Switch the messages to the player's language: the saved setting, else the system's (never
    fails: a message must still be printed)."""
    from game.core import i18n

    try:
        from game.ui.settings import Settings

        i18n.set_language(Settings.load()[0].language)
    except Exception:  # noqa: BLE001 - settings unreadable: the system's language
        i18n.set_language("")


def _window(parser: argparse.ArgumentParser | None, args: argparse.Namespace | SimpleNamespace) -> int:
    from game.ui.main import run

    return run([args.open_file] if getattr(args, "open_file", None) else [])


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv:   # the window: straight there, without building every subcommand's parser
        return _window(None, SimpleNamespace())
    if len(argv) == 1 and argv[0] not in COMMANDS and not argv[0].startswith("-"):
        # `haspelknecht FILE`: the window, opening that save (a file manager's "open with")
        return _window(None, SimpleNamespace(open_file=argv[0]))
    parser = build_parser()
    args = parser.parse_args(argv)
    handler = getattr(args, "handler", _window)
    from game.core.errors import DataError

    try:
        return handler(getattr(args, "sub_parser", parser), args)
    except DataError as exc:
        # the data ships with the game: a bad file means the installation itself is damaged
        from game.core.i18n import _

        player_language()
        print(_("haspelknecht: the installation is damaged: {reason}").format(reason=exc), file=sys.stderr)
        return 1
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
