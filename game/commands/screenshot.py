"""haspelknecht screenshot: render one scene of a seeded game to a PNG, without a window.

The scenes game, menu and end show a seeded 3-player session played by bots (to the human seat's
turn for game and menu, to the end for end). Nothing is read from or written to the player's own
settings or saves: the session lives in a temporary folder.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

from game.commands import add_game_flag, any_int

SCENES = ("title", "setup", "game", "menu", "rules", "settings", "end")
GAME_MOVES = 60       # moves played before the "game" and "menu" pictures
LANGS = ("en", "fr", "pl", "de")   # game.core.i18n.LANGUAGES (not imported: the parser stays light)


def size_arg(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size like 1280x720") from None
    if not (320 <= w <= 7680 and 200 <= h <= 4320):
        raise argparse.ArgumentTypeError(f"{w}x{h} is outside 320x200 .. 7680x4320")
    return w, h


def register(sub) -> None:
    p = sub.add_parser("screenshot", help="render a scene of a seeded game to a PNG file (no window)")
    add_game_flag(p)
    p.add_argument("--scene", choices=SCENES, required=True)
    p.add_argument("--out", required=True, help="the PNG file to write")
    p.add_argument("--size", type=size_arg, default=(1280, 720), help="WxH, default 1280x720")
    p.add_argument("--seed", type=any_int, default=7)
    # English unless asked: a picture must not depend on the machine's language
    p.add_argument("--lang", choices=LANGS, default="en",
                   help="the language of the texts (default en)")
    p.add_argument("--players", type=int, choices=(2, 3, 4), default=3, help="seats at the table (default 3)")
    p.add_argument("--moves", type=any_int, default=GAME_MOVES,
                   help=f"moves played before the game and menu pictures (default {GAME_MOVES})")
    p.add_argument("--until", default=None, metavar="DECISION",
                   help="then on until the person has a decision of this kind (a game's decision name, e.g. mine)")
    p.set_defaults(handler=run, sub_parser=p)


def seeded_session(seed: int, *, to_end: bool = False, moves: int = GAME_MOVES, players: int = 3,
                   game_name: str | None = None, until: str | None = None):
    """A session of a seeded game (any registered game): seat 1 a person, the others bots; every
    seat is played by a bot here. Stops after `moves` moves once it is the person's turn (and, with
    `until`, a decision of that kind), or at the end."""
    from game.core import registry
    from game.core.match import Match
    from game.core.record import Game
    from game.core.session import Seat, Session

    definition = registry.get(game_name or registry.DEFAULT_GAME)
    kinds = definition.bots
    player_kind = "easy" if "easy" in kinds else "random"
    seat_kind = "normal" if "normal" in kinds else "random"
    names = ("Agnes", "Dietrich", "Gertrud", "Konrad")
    seats = [Seat(name=names[i], kind="human" if i == 0 else seat_kind, colour=i) for i in range(players)]
    game = Game(definition.options(players=players), seed, game=definition)
    bots = [kinds[player_kind](seed * 31 + i) for i in range(players)]
    stop = None if to_end else (lambda g: len(g.actions) >= moves and g.decision()[0] == 0
                                and until in (None, g.decision()[1]))
    Match(game, bots, stop=stop).play()
    return Session(game, seats)


def render(scene: str, out: Path, size: tuple[int, int], seed: int, game_name: str | None = None,
           lang: str = "en", players: int = 3, moves: int = GAME_MOVES, until: str | None = None) -> None:
    os.environ["SDL_VIDEODRIVER"] = "dummy"   # before pygame opens anything
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.core import i18n
    from game.core.saves import SaveStore
    from game.ui.app import App
    from game.ui.settings import Settings

    before = i18n.current_language()
    with tempfile.TemporaryDirectory(prefix="haspelknecht-shot-") as tmp:
        store = SaveStore(Path(tmp) / "saves")
        try:
            app = App(Settings(language=lang), size=size, headless=True)
            _build(app, scene, store, seed, game_name, players=players, moves=moves, until=until)
            app.frame([], 0.0)
            out.parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(app.screen, str(out))
        finally:
            i18n.set_language(before)   # callers in the same process (tests) keep their language
        # pygame stays initialised: the process ends soon, and callers in the same process
        # (tests) keep their fonts valid


def _game_scene(app, session, store):
    """The table scene for the session's game, or None if this build (or this game) has none."""
    from game.ui import scenes

    if session.game.definition.table is None:
        return None
    try:
        scenes.get("table")
    except ImportError:
        return None
    return scenes.make("table", app, session, store)


def _build(app, scene: str, store, seed: int, game_name: str | None = None, *, players: int = 3,
           moves: int = GAME_MOVES, until: str | None = None) -> None:
    from game.core import registry
    from game.ui.scenes.title import TitleScene

    if scene == "title":
        store.autosave(seeded_session(seed, moves=GAME_MOVES, game_name=game_name))   # Continue is offered
        app.push(TitleScene(app, store))
    elif scene == "setup":
        from game.ui.scenes.setup import SetupScene

        app.push(TitleScene(app, store))
        setup = SetupScene(app, store, game=game_name) if game_name else SetupScene(app, store)
        setup.seed_field.set_text(str(seed))
        app.push(setup)
    elif scene == "rules":
        from game.ui.scenes.rules_ref import RulesScene

        app.push(RulesScene(app, game=game_name or registry.DEFAULT_GAME))
    elif scene == "settings":
        from game.ui.scenes.settings_scene import SettingsScene

        app.push(SettingsScene(app))
    elif scene in ("game", "menu"):
        session = seeded_session(seed, game_name=game_name, players=players, moves=moves, until=until)
        game = _game_scene(app, session, store)
        if game is None:
            if scene == "game":
                raise RuntimeError(f"this build has no game table for {session.game.definition.title}")
            app.push(TitleScene(app, store))
        else:
            app.push(game)
        if scene == "menu":
            from game.ui.scenes.menu import GameMenu

            app.push(GameMenu(app, session, store))
    elif scene == "end":
        from game.ui.scenes.end import EndScene

        session = seeded_session(seed, to_end=True, game_name=game_name, players=players)
        game = _game_scene(app, session, store)
        if game is not None:
            app.push(game)
        app.push(EndScene(app, session, store))


def run(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    out = Path(args.out)
    try:
        render(args.scene, out, args.size, args.seed, args.game, lang=args.lang, players=args.players,
               moves=args.moves, until=args.until)
    except (OSError, RuntimeError) as exc:
        print(f"haspelknecht screenshot: {exc}", file=sys.stderr)
        return 1
    w, h = args.size
    print(f"wrote {out} ({w}x{h}, scene {args.scene}, seed {args.seed}, language {args.lang})")
    return 0
