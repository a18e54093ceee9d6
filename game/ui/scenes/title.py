"""The title screen: a painted Ruhr valley, the game's name and the way in (continue, new game,
learn to play, load, rules, statistics, settings, quit)."""

from __future__ import annotations

import hashlib
import io
import itertools
import logging
import time
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.collection import COLLECTION_SHORT, credits_line, game_title, games_line
from game.core import registry
from game.core.errors import SaveError
from game.core.i18n import N_, _, ngettext
from game.core.saves import SaveStore, default_store
from game.ui import scenes, screen, table_prepare
from game.ui import widgets_art as art
from game.ui.board.text import note_fit
from game.ui.table_loader import progress
from game.ui.widgets_form import Cycler, PushButton
from game.ui.widgets_page import UIScene

if TYPE_CHECKING:
    from game.core.session import Session
    from game.ui.app import App

log = logging.getLogger(__name__)

_LANDSCAPES: dict[tuple[int, int], pygame.Surface] = {}
DISK_CACHE = False   # the window (game.ui.main) turns it on; screenshots and the selftest write nothing


def _digest_code(code, h) -> None:
    """Feed a code object into the hash from its bytecode, names and constants (marshal's output
    is not stable from one run to the next, and the frozen app has no source to read)."""
    h.update(code.co_code)
    h.update(repr(code.co_names).encode())
    for const in code.co_consts:
        if hasattr(const, "co_code"):
            _digest_code(const, h)
        elif isinstance(const, frozenset):   # its order follows the run's string hashing
            h.update(repr(sorted(map(repr, const))).encode())
        else:
            h.update(repr(const).encode())


def art_key() -> str:
    """A hash of the title painting's code (every function and method of game.ui.widgets_art) and
    of pygame's version: a cached painting is used only while both are unchanged."""
    h = hashlib.blake2b(pygame.version.ver.encode(), digest_size=8)
    for name, obj in sorted(vars(art).items()):
        for fn in (vars(obj).values() if isinstance(obj, type) and obj.__module__ == art.__name__ else (obj,)):
            fn = getattr(fn, "__wrapped__", fn)
            code = getattr(fn, "__code__", None)
            if code is not None and getattr(fn, "__module__", None) == art.__name__:
                h.update(name.encode())
                _digest_code(code, h)
    return h.hexdigest()


def title_landscape(size: tuple[int, int], folder: Path | None = None, key: str | None = None) -> pygame.Surface:
    """The title painting at this size: painted once per size and kept in the user's cache folder
    (a BMP reads in a few milliseconds, painting takes about 70), repainted when the art's code
    changes (art_key). A cache that cannot be read or written only costs the painting."""
    size = (int(size[0]), int(size[1]))
    if size in _LANDSCAPES and folder is None:
        return _LANDSCAPES[size]
    if folder is None and not DISK_CACHE:
        _LANDSCAPES[size] = art.ruhr_landscape(size)
        return _LANDSCAPES[size]
    if folder is None:
        from game.paths import cache_dir

        folder = cache_dir()
    path = Path(folder) / f"title-{size[0]}x{size[1]}-{key or art_key()}.bmp"
    surf = None
    try:
        loaded = pygame.image.load(str(path))
        if loaded.get_size() == size:
            surf = loaded
    except (pygame.error, OSError, FileNotFoundError):
        pass
    if surf is None:
        surf = art.ruhr_landscape(size)
        try:
            folder.mkdir(parents=True, exist_ok=True)
            for old in folder.glob(f"title-{size[0]}x{size[1]}-*.bmp"):   # an older art's painting
                old.unlink(missing_ok=True)
            from game.paths import cache_file

            # encoded in memory first: pygame's writer prints a failed write (a full disk) on stderr
            # instead of raising it, and would leave a truncated image behind
            encoded = io.BytesIO()
            pygame.image.save(surf, encoded, path.name)
            with cache_file(path) as f:     # atomically, and the cache kept within its bound
                f.write(encoded.getvalue())
        except (pygame.error, OSError) as exc:
            log.info("title painting not cached: %s", exc)
    target = screen.drawing_surface()
    if target is not None:      # the window's format, for the fastest blits (a pixel window sets no default)
        surf = surf.convert(target)
    _LANDSCAPES[size] = surf
    return surf


def forget_landscapes() -> None:
    """Drop the title paintings kept in memory (the cache folder keeps them), the one just painted too."""
    _LANDSCAPES.clear()
    art.ruhr_landscape.cache_clear()


# TRANSLATORS: the collection's name, large on the title screen (game/collection.py's short name)
COLLECTION_TITLE = N_("Ruhr Coal Games")


def game_label(name: str) -> str:
    """A registered game's name for the title screen, in the player's language, without importing
    the game (the first frame waits for no engine): 'coal_baron' -> 'Coal Baron'."""
    return game_title(name)


def game_choices() -> list[tuple[str, str]]:
    """The games a new game may be of: every game the registry names (each has its table for the
    window), labelled without importing them."""
    return [(name, game_label(name)) for name in registry.names()]


def describe_progress(session: Session) -> str:
    """'3 players · year 2, summer' or '3 players · finished'; another game than the collection's
    first is named first ('Coal Baron · 2 players · shift 2'): the one autosave is of either game."""
    n = len(session.seats)
    line = ngettext("{n} player \u00b7 {progress}", "{n} players \u00b7 {progress}", n).format(
        n=n, progress=progress(session))
    name = getattr(session, "game_name", registry.DEFAULT_GAME)
    return line if name == registry.DEFAULT_GAME else f"{game_label(name)} \u00b7 {line}"


def start_game(app: App, session: Session, store: SaveStore) -> bool:
    """Open the game table for a session above the title screen (dropping any other scenes).
    Returns False (with a message) if the game table cannot be opened."""
    try:
        scenes.get("table")
    except ImportError as exc:  # a build without the game table
        log.error("game scene unavailable: %s", exc)
        app.push(scenes.make("message", app, _("The game table is missing"),
                             _("This build of {app} cannot open the game table. Your game is saved.").format(
                                 app=COLLECTION_SHORT)))
        return False
    stack = app.stack
    root = stack.scenes[0] if stack.scenes and isinstance(stack.scenes[0], TitleScene) else TitleScene(app, store)
    stack.clear_to(root)
    app.push(scenes.make(scenes.table_for(session), app, session, store))
    return True


def keep_game_in_progress(store: SaveStore, session: Session) -> str:
    """Keep the autosave's game under a name of its own ("Autosave of 2025-05-12 14-03", from when
    it was last saved) before a new game replaces the autosave; the name it got. The same game
    kept once already (New game asked twice) is not written again. Raises OSError."""
    try:
        when = store.path(store.AUTOSAVE).stat().st_mtime
    except OSError:
        when = time.time()
    # TRANSLATORS: the name of the save that keeps a game in progress when a new game starts
    # (letters, digits, spaces, - and _ only); {date} is like 2025-05-12 14-03
    base = _("Autosave of {date}").format(date=time.strftime("%Y-%m-%d %H-%M", time.localtime(when)))
    game = _game_of(session)
    for n in itertools.count(1):
        name = base if n == 1 else f"{base} {n}"
        path = store.path(name)
        if not (path.exists() or path.is_symlink()):
            break
        try:
            if _game_of(store.load(path)) == game:
                return path.stem            # kept already
        except SaveError:
            pass                            # another file of that name: never replaced
    return store.save(session, name).stem


def _game_of(session: Session) -> dict:
    """What a save holds of its game (the time it was written left out)."""
    return {k: v for k, v in session.to_json().items() if k != "saved_at"}


class TitleScene(UIScene):
    def __init__(self, app: App, store: SaveStore | None = None) -> None:
        super().__init__(app)
        self.store = store or default_store()
        if self.store.notify is None:   # e.g. "the old autosave was set aside" when a new game starts
            self.store.notify = app.say
        self.autosave_info = ""
        self.game = registry.DEFAULT_GAME      # the game New game sets up (the chooser above the menu)
        self._chooser_from: tuple | None = None   # the autosave the chooser was last set from
        self._choices: list[tuple[str, str]] | None = None
        self.game_btn = self.add(Cycler(self.choices, lambda: self.game, self._set_game, size=20,
                                        tooltip=N_("Which game a new game is of.")))
        self.continue_btn = self.add(PushButton(N_("Continue"), self.on_continue, style="primary", size=22))
        self.buttons = [
            self.continue_btn,
            self.add(PushButton(N_("New game"), self.on_new, key=pygame.K_n, style="primary", size=22,
                                tooltip=N_("Choose the players, the board and the variant rules."))),
            self.add(PushButton(N_("Join a game"), self.on_join, key=pygame.K_j, style="primary", size=21,
                                tooltip=N_("Play at a game a friend hosts on another computer."))),
            self.add(PushButton(N_("Learn to play"), self.on_learn, size=21,
                                tooltip=N_("A guided first game: each lesson says what to do and why."))),
            self.add(PushButton(N_("Load a game"), self.on_load, key=pygame.K_l, size=21,
                                tooltip=N_("Resume one of your named saves."))),
            self.add(PushButton(N_("Rules"), self.on_rules, key=pygame.K_r, size=21,
                                tooltip=N_("A summary of the rules, page by page."))),
            self.add(PushButton(N_("Statistics"), self.on_statistics, size=21,
                                tooltip=N_("Games played and won against each bot, your best scores, and "
                                           "every finished game to replay."))),
            self.add(PushButton(N_("Settings"), self.on_settings, size=21,
                                tooltip=N_("Language, window size, UI scale, animations, colour-blind markers."))),
            self.add(PushButton(N_("Quit"), self.app.quit, size=21)),
        ]

    def choices(self) -> list[tuple[str, str]]:
        if self._choices is None:
            self._choices = game_choices()
        return self._choices

    def language_changed(self) -> None:
        self._choices = None        # the games' names, and the autosave's line, in the new language
        self.refresh()
        super().language_changed()

    def _set_game(self, name: str) -> None:
        self.game = name
        table_prepare.ahead(self.app, name, table_prepare.NEW_GAME_PLAYERS)
        self.invalidate()

    # --- life cycle -----------------------------------------------------------------------------
    def enter(self) -> None:
        self.refresh()
        super().enter()

    def covered(self) -> None:
        super().covered()
        # a page or the table over the title: its painting is a whole window of pixels (8 MB at
        # 1920x1080) a game would keep unseen; the window reads it again from the cache folder (a
        # few milliseconds) when the title shows. Without that folder it is kept: painting takes longer.
        if DISK_CACHE:
            forget_landscapes()

    def refresh(self) -> None:
        """Look at the autosave: Continue is offered only when there is one."""
        has = False
        try:
            has = self.store.has_autosave()
        except OSError:
            has = False
        self.continue_btn.enabled = has
        self.autosave_info = ""
        self.continue_btn.tooltip = (N_("Resume the game you were playing.") if has
                                     else N_("There is no game to continue."))
        kept = None
        if has:
            try:
                session = self.store.load_autosave()
                if session is not None:
                    self.autosave_info = describe_progress(session)
                    # the chooser starts on that game, but only when the autosave is another than the
                    # title last saw: a dialog closing over the title must not undo the player's choice
                    # (told apart by its game and its moves, not by its line, which follows the language)
                    shown = (getattr(session, "game_name", self.game), len(session.game.actions))
                    if shown != self._chooser_from:
                        self.game, self._chooser_from = shown[0], shown
                    self.continue_btn.tooltip = _("Resume your last game: {game}.").format(
                        game=self.autosave_info)
                    kept = session
            except SaveError as exc:
                self.autosave_info = _("the autosave is damaged")
                self.continue_btn.tooltip = str(exc)
        # the table likely opened next, drawn while the title waits: the game to continue, or a new one
        table_prepare.ahead(self.app, self.game, len(kept.seats) if kept else table_prepare.NEW_GAME_PLAYERS, kept)

    SIGNBOARD = (66, 156, 328, 534)   # design x, y, w, h of the board the menu hangs on

    def layout(self) -> None:
        x, w, h = 92, 276, 42
        # room under Continue for what the autosave holds; the ways into a game a little apart
        # from the pages
        ys = [230, 296, 344, 398, 444, 490, 536, 582, 628]
        for b, y in zip(self.buttons, ys, strict=True):
            b.rect = self.R(x, y, w, h)
        self.game_btn.rect = self.R(x - 6, 168, w + 12, 44)

    # --- actions --------------------------------------------------------------------------------
    def on_continue(self) -> None:
        try:
            session = self.store.load_autosave()
        except SaveError as exc:
            self.app.push(scenes.make("message", self.app, _("The last game cannot be resumed"),
                                      _("{reason} The file was left untouched. A new game sets it aside "
                                        "(kept in {folder}); or load another game.").format(
                                          reason=exc, folder=self.store.set_aside_folder)))
            return
        if session is None:
            self.app.say(_("There is no game to continue."))
            self.refresh()
            return
        start_game(self.app, session, self.store)

    def on_new(self) -> None:
        """Set up a new game; while a game is in progress, ask first: the new game takes the
        autosave's place, so the old one is kept in the saves (`keep_game_in_progress`)."""
        session = self.game_in_progress()
        if session is None:
            self._set_up()
            return
        self.app.push(scenes.make(
            "confirm", self.app, N_("Start a new game?"),
            _("Your game in progress ({game}) will be kept in your saves: Load a game finds it "
              "there.").format(game=describe_progress(session)),
            yes=N_("New game"), on_yes=lambda: self._keep_then_set_up(session)))

    def game_in_progress(self) -> Session | None:
        """The autosave's game if one is in progress (readable and not finished), else None (a
        damaged autosave is set aside when the new game is saved: nothing is lost either)."""
        try:
            session = self.store.load_autosave()
        except (SaveError, OSError):
            return None
        return session if session is not None and not session.game.is_over else None

    def _keep_then_set_up(self, session: Session) -> None:
        try:
            name = keep_game_in_progress(self.store, session)
        except OSError as exc:
            log.warning("the game in progress could not be kept: %s", exc)
            self.app.push(scenes.make("message", self.app, N_("The game in progress could not be kept"),
                                      _("{reason} ({folder}). Nothing was changed: Continue resumes it.").format(
                                          reason=exc.strerror or exc, folder=self.store.folder)))
            return
        self.app.say(_("Your game in progress is kept as \u201c{name}\u201d.").format(name=name))
        self._set_up()

    def _set_up(self) -> None:
        self.app.push(scenes.make("setup", self.app, self.store, game=self.game))

    def on_learn(self) -> None:
        self.app.push(scenes.make("learn", self.app, self.store))

    def on_statistics(self) -> None:
        self.app.push(scenes.make("statistics", self.app, self.store))

    def on_load(self) -> None:
        self.app.push(scenes.make("load", self.app, self.store))

    def on_join(self) -> None:
        self.app.push(scenes.make("net_join", self.app, self.store))

    def on_rules(self) -> None:
        self.app.push(scenes.make("rules", self.app, game=self.game))   # the chosen game's book

    def on_settings(self) -> None:
        self.app.push(scenes.make("settings", self.app))

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            (self.on_continue if self.continue_btn.enabled else self.on_new)()
            return True
        return False

    # --- drawing --------------------------------------------------------------------------------
    def draw_scene(self, surface: pygame.Surface) -> None:
        surface.blit(title_landscape(surface.get_size()), (0, 0))
        # the title, inked in the sky
        title_f = self.font("serif_bold", 84)
        cx = self.P(760, 0)[0]
        # the collection's name (game/collection.py): its short name large, the two games under it
        art.text_shadowed(surface, _(COLLECTION_TITLE), title_f, (250, 240, 214), (cx, self.P(0, 100)[1]),
                          offset=self.s(3), shadow_alpha=120)
        sub = self.font("serif_italic", 30)
        games = games_line()
        for line, f in ((_(COLLECTION_TITLE), title_f), (games, sub)):    # centred right of the signboard
            note_fit(line, f, self.s(2 * 366), "title: name")
        art.text_shadowed(surface, games, sub, (58, 40, 26), (cx, self.P(0, 166)[1]),
                          shadow=(255, 240, 210), offset=self.s(1), shadow_alpha=110)
        # a signboard for the menu
        board = self.R(*self.SIGNBOARD)
        panel = pygame.Surface(board.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (40, 26, 14, 150), panel.get_rect(), border_radius=self.s(12))
        surface.blit(panel, board)
        pygame.draw.rect(surface, (176, 136, 64), board, max(1, self.s(2)), border_radius=self.s(12))
        if self.autosave_info:
            f = self.font("serif_italic", 16)
            r = self.continue_btn.rect
            note_fit(self.autosave_info, f, self.s(328), "title: autosave")   # within the signboard
            img = f.render(self.autosave_info, True, (240, 226, 194))
            surface.blit(img, img.get_rect(midtop=(r.centerx, r.bottom + self.s(3))))
        foot = self.font("serif_italic", 15)
        credit = credits_line()
        w, h = surface.get_size()
        note_fit(credit, foot, w - self.s(32), "title: credits")
        img = foot.render(credit, True, (246, 232, 204))
        surface.blit(img, img.get_rect(bottomright=(w - self.s(16), h - self.s(10))))
