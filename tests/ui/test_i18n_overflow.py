"""Every language fits the smallest window: every scene of both games, in every language, at
1280x720, has no text wider than its box and no missing glyph.

The texts are measured where they are drawn, with the font they are drawn in: board.text.note_fit
(in the form widgets, the pages' headings, tooltips' wrapping, the scenes' labels) and fit_text (a
board's text shortened with an ellipsis because it did not fit) record every misfit while
`recording_misfits()` listens. Missing glyphs are caught by a font that checks each character it
renders against the font's "missing" box (the same check as test_i18n_fonts).

The catalogues are the real ones (data/locale/*/LC_MESSAGES/game.mo): this test is green only when the
translations are in and fit. A failure lists each misfit: the scene, where it was drawn, the text and
its width against the room it had.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Iterator

import pygame
import pytest

from game.core import i18n, registry
from game.core.bots import RandomBot
from game.core.record import Game
from game.core.saves import SaveStore
from game.core.session import Seat, Session
from game.resources import art_dir
from game.ui import theme
from game.ui.app import App
from game.ui.board import text as board_text
from game.ui.settings import Settings
from game.ui.widgets import draw_tooltip
from tests.ui.bot_helpers import sync_bots

LANGS = tuple(i18n.LANGUAGES)               # en fr pl de
GAMES = ("haspelknecht", "coal_baron")
SIZE = (1280, 720)
NAMES = ("Agnes", "Dietrich", "Gertrud", "Konrad")
NOWHERE = "\U0010fffd"                       # drawn as a font's missing box
STAGES = (0, 12, 45, 110)                    # moves played before a table is looked at
MAX_TOOLTIPS = 400                           # regions whose tooltip is measured, per table view
SHORTENED = "(shortened)"                    # board.text.note_shortened's mark


# --- sessions (made once; the scenes never change them: no input reaches them) -------------------

@functools.cache
def _session(game_name: str, players: int, moves: int | None, seed: int = 11) -> Session:
    """A game of `players` people played at random for `moves` moves (None: to the end)."""
    definition = registry.get(game_name)
    game = Game(definition.options(players=players), seed, game=definition)
    bot = RandomBot(seed, move_filter=definition.move_filter)
    while not game.is_over and (moves is None or len(game.actions) < moves):
        game.apply(bot.decide(game, game.legal_actions()))
    seats = [Seat(name=NAMES[i], kind="human", colour=i) for i in range(players)]
    return Session(game, seats)


def session(game_name: str, players: int = 3, moves: int | None = 0) -> Session:
    return Session.from_json(_session(game_name, players, moves).to_json())


# --- the glyph check --------------------------------------------------------------------------

class GlyphCheckingFont(pygame.font.Font):
    """A shipped font that notes every character it renders without a glyph."""

    missing: set[tuple[str, str]] = set()
    _known: dict[tuple[str, str], bool] = {}

    def __init__(self, path: str, size: int) -> None:
        super().__init__(path, size)
        self.file = path.rsplit("/", 1)[-1]
        self._box = self._drawn(NOWHERE)

    def _drawn(self, ch: str) -> tuple:
        img = pygame.font.Font.render(self, ch, True, (0, 0, 0), (255, 255, 255))
        return self.metrics(ch)[0], img.get_size(), pygame.image.tobytes(img, "RGB")

    def render(self, text, *args, **kwargs):
        for ch in set(str(text)):
            if ch.isspace() or ch.isascii():
                continue
            key = (self.file, ch)
            if key not in self._known:
                self._known[key] = self._drawn(ch) != self._box
            if not self._known[key]:
                self.missing.add(key)
        return super().render(text, *args, **kwargs)


@pytest.fixture
def checked_fonts(monkeypatch):
    @functools.lru_cache(maxsize=256)
    def font(kind: str, size: int) -> pygame.font.Font:
        return GlyphCheckingFont(str(art_dir() / "fonts" / theme.FONT_FILES[kind]), size)

    monkeypatch.setattr(theme, "_font", font)
    GlyphCheckingFont.missing = set()
    yield GlyphCheckingFont.missing


# --- walking the scenes -----------------------------------------------------------------------

View = tuple[str, Callable[[], None]]


class Walk:
    """Builds each view in a fresh window and draws it; the misfits are kept by view."""

    def __init__(self, home, lang: str) -> None:
        self.home = home
        self.lang = lang
        self.store = SaveStore(home / "saves")
        home.mkdir(parents=True, exist_ok=True)
        self.found: dict[str, list[str]] = {}
        self.drawn = 0

    def app(self) -> App:
        # the tables keep drawn faces (tile names...) until told, as a language switch tells them:
        # forget them, so that every view draws and measures its texts
        from game.ui.board import caches
        from game.ui.table_loader import table_for

        caches.clear_caches()
        for g in GAMES:
            table_for(g).clear_caches()
        return App(Settings(language=self.lang, animation_speed="off"), size=SIZE, headless=True)

    def draw(self, app: App) -> None:
        app.toast = None
        app.invalidate()
        app.frame([], 0.0)
        self.drawn += 1

    def tooltips(self, app: App, scene):
        """Every widget's tooltip on a page, drawn as the page draws it."""
        for w in scene.widgets:
            if getattr(w, "tooltip", "") and getattr(w, "visible", True):
                draw_tooltip(app.screen, i18n._(w.tooltip), w.rect.center, scene.k, size=17 * scene.tk / scene.k,
                             max_width=320)
                yield

    def look(self, name: str, build: Callable[[], Iterator[None]]) -> None:
        """Run `build` (a generator: each yield is one picture to measure) while listening."""
        with board_text.recording_misfits() as misfits:
            for _pic in build():
                pass
        if misfits:
            self.found.setdefault(name, []).extend(sorted({str(m) for m in misfits}))

    # the shell's pages
    def title(self, game_name: str):
        def build():
            self.store.autosave(session(game_name, 3, 45))          # Continue names the game
            app = self.app()
            from game.ui.scenes.title import TitleScene
            title = TitleScene(app, self.store)
            app.push(title)
            self.draw(app)
            yield
            yield from self.tooltips(app, title)
        return build

    def setup(self, game_name: str, seats: int):
        def build():
            from game.ui.scenes.setup import SetupScene
            app = self.app()
            scene = SetupScene(app, self.store, game=game_name)
            app.push(scene)
            while len(scene.seats) < seats:
                scene.add_seat()
            for row in scene.rows:       # each seat kind's label in its cycler
                row["kind"].hover = False
            self.draw(app)
            yield
            for kind in scene._kind_choices():
                scene._set_kind(1, kind[0])
                self.draw(app)
                yield
            yield from self.tooltips(app, scene)
        return build

    def settings(self):
        def build():
            from game.ui.scenes.settings_scene import SettingsScene
            app = self.app()
            scene = SettingsScene(app)
            app.push(scene)
            self.draw(app)
            yield
            yield from self.tooltips(app, scene)
            for value, _label in scene.speed.choices():
                app.settings.animation_speed = value
                self.draw(app)
                yield
        return build

    def load(self):
        def build():
            from game.ui.scenes.load import LoadScene
            for g in GAMES:
                self.store.save(session(g, 4, 45), f"{g} midway")
                self.store.save(session(g, 2, None), f"{g} finished")
            app = self.app()
            scene = LoadScene(app, self.store)
            app.push(scene)
            for i in range(len(scene.saves)):
                scene.list._select(i)
                self.draw(app)
                yield
            yield from self.tooltips(app, scene)
        return build

    def rules(self, game_name: str):
        def build():
            from game.ui.scenes.rules_ref import RulesScene
            app = self.app()
            scene = RulesScene(app, game=game_name)
            app.push(scene)
            for _spread in range(scene.spreads):
                self.draw(app)
                yield
                scene.turn(1)
        return build

    def dialogs(self):
        def build():
            from game.ui.scenes.dialogs import ConfirmDialog, MessageDialog, PromptDialog
            from game.ui.scenes.menu import GameMenu
            from game.ui.scenes.title import TitleScene
            app = self.app()
            app.push(TitleScene(app, self.store))
            menu = GameMenu(app, session(GAMES[0], 3, 12), self.store)
            app.push(menu)
            menu.ask_save()                      # the save prompt with its suggested name
            self.draw(app)
            yield
            ask = app.stack.top
            assert isinstance(ask, PromptDialog)
            for name in ("", "autosave"):        # the messages for an empty name, the autosave's
                ask.field.set_text(name)
                ask._ok()
                assert ask.error
                self.draw(app)
                yield
            app.pop()
            app.push(ConfirmDialog(app, i18n.N_("Replace the save?"), "\u201cAgnes year 2\u201d", yes=i18n.N_("Replace"),
                                   on_yes=lambda: None))
            self.draw(app)
            yield
            app.pop()
            app.push(MessageDialog(app, i18n.N_("This save cannot be loaded"), "x"))
            self.draw(app)
            yield
        return build

    # a game's table and what goes over it
    def table(self, game_name: str, players: int, moves: int):
        def build():
            from game.ui.scenes.table_scene import TableScene
            app = self.app()
            scene = TableScene(app, session(game_name, players, moves), self.store)
            sync_bots(scene)
            app.push(scene)
            self.draw(app)
            yield
            # the keyboard's choice and its label
            if scene.interactive() and scene._kbd_actions():
                scene.kbd_index = 0
                self.draw(app)
                yield
                scene.kbd_index = None
            # tooltips of the table's regions (drawn on their own: the table stays as it is)
            shown = 0
            for key, rect in list(scene.regions.items()):
                if shown >= MAX_TOOLTIPS:
                    break
                text = scene._tooltip_text(key)
                if text:
                    draw_tooltip(app.screen, text, pygame.Rect(rect).center, scene.sc, title=True)
                    shown += 1
                    yield
            for b in list(scene.prompt.buttons if scene.prompt else []) + scene.top_buttons:
                if b.reason:
                    draw_tooltip(app.screen, b.reason, b.rect.center, scene.sc, max_width=320)
                    yield
        return build

    def menu(self, game_name: str):
        def build():
            from game.ui.scenes.menu import GameMenu
            from game.ui.scenes.table_scene import TableScene
            app = self.app()
            s = session(game_name, 3, 45)
            app.push(TableScene(app, s, self.store))
            app.push(GameMenu(app, s, self.store))
            self.draw(app)
            yield
        return build

    def cover(self, game_name: str):
        def build():
            from game.ui.scenes.pass_cover import PassCover
            from game.ui.table_loader import table_for
            app = self.app()
            for detail in table_for(game_name).decision_names.values():
                app.push(PassCover(app, "Gertrud", owner_kind="owner:2", detail=detail))
                self.draw(app)
                yield
                app.pop()
        return build

    def end(self, game_name: str, players: int):
        def build():
            from game.ui.scenes.end import EndScene, FinalTable
            from game.ui.scenes.table_scene import TableScene
            app = self.app()
            s = session(game_name, players, None)
            table = TableScene(app, s, self.store)
            app.push(table)
            end = EndScene(app, s, self.store)
            app.push(end)
            self.draw(app)
            yield
            yield from self.tooltips(app, end)
            for x, y, _i, _p in list(end.chart_points):     # the chart's notes
                end.mouse = (round(x), round(y))
                self.draw(app)
                yield
            app.push(FinalTable(app, table))
            self.draw(app)
            yield
        return build


def views(walk: Walk, part: str) -> list[View]:
    if part == "shell":
        return [("title: " + g, walk.title(g)) for g in GAMES] + [
            ("settings", walk.settings()), ("load", walk.load()), ("dialogs", walk.dialogs())]
    game = part
    out: list[View] = [(f"{game} setup", walk.setup(game, 4)), (f"{game} rules", walk.rules(game)),
                       (f"{game} menu", walk.menu(game)), (f"{game} pass cover", walk.cover(game))]
    for players in (2, 4):
        out += [(f"{game} table, {players} players, move {m}", walk.table(game, players, m)) for m in STAGES]
        out.append((f"{game} end, {players} players", walk.end(game, players)))
    return out


_ENGLISH: dict[str, dict[str, list[str]]] = {}


def walk_part(home, lang: str, part: str) -> Walk:
    random.seed(0)
    walk = Walk(home / lang / part, lang)
    for name, build in views(walk, part):
        walk.look(name, build)
    assert walk.drawn > 0
    return walk


def english(home, part: str) -> dict[str, list[str]]:
    """The English walk's findings by view (the source language: the baseline of what is cut)."""
    if part not in _ENGLISH:
        _ENGLISH[part] = walk_part(home, "en", part).found
    return _ENGLISH[part]


def _listed(lines: list[str], limit: int = 60) -> str:
    return "\n".join(lines[:limit] + ([f"... and {len(lines) - limit} more"] if len(lines) > limit else []))


@pytest.mark.parametrize("part", ("shell", *GAMES))
@pytest.mark.parametrize("lang", LANGS)
def test_every_text_fits_its_box_and_every_glyph_is_drawn(home, checked_fonts, lang, part):
    """The rule: nothing drawn wider (or, wrapped, taller) than its box, no character without
    its glyph; and no more texts cut short with an ellipsis than the English scene has (a board
    may shorten a long name to fit, but a translation must not lose more than English does)."""
    walk = walk_part(home, lang, part)
    glyphs = sorted(checked_fonts)
    wide = [f"{name}: {m}" for name, found in walk.found.items() for m in found if SHORTENED not in m]
    base = english(home, part)
    cut = []
    for name, found in walk.found.items():
        mine = [m for m in found if SHORTENED in m]
        if len(mine) > len([m for m in base.get(name, []) if SHORTENED in m]):
            cut += [f"{name}: {m}" for m in mine]
    problems = []
    if glyphs:
        problems.append(f"characters drawn without a glyph (font, character): {glyphs}")
    if wide:
        problems.append(f"{len(wide)} texts wider than their box:\n{_listed(wide)}")
    if cut:
        problems.append(f"more texts cut short than in English (that view's cut texts):\n{_listed(cut)}")
    assert not problems, f"[{lang}] " + "\n".join(problems)


@pytest.mark.parametrize("part", ("shell", *GAMES))
def test_english_shows_every_text_whole(home, checked_fonts, part):
    """The baseline itself: in English no text is cut short with an ellipsis either."""
    cut = [f"{name}: {m}" for name, found in english(home, part).items() for m in found]
    assert not cut, f"{len(cut)} English texts cut short or too wide:\n{_listed(cut)}"


def test_the_walk_sees_a_text_too_wide_for_its_box(home, checked_fonts):
    """The hook is not blind: a label too long for its button is reported with its widths."""
    from game.ui.scenes.title import TitleScene

    walk = Walk(home, "en")
    app = walk.app()
    title = TitleScene(app, walk.store)
    app.push(title)
    title.buttons[-1].label = "Quit " * 30
    with board_text.recording_misfits() as misfits:
        walk.draw(app)
    assert any(m.where == "button" and m.text.startswith("Quit Quit") and m.width > m.room for m in misfits)


def test_the_walk_sees_a_missing_glyph(home, checked_fonts):
    app = App(Settings(language="en"), size=SIZE, headless=True)
    theme.font("serif", 20).render("Gl\u00fcck \u4e00", True, (0, 0, 0))
    assert ("EBGaramond12-Regular.ttf", "\u4e00") in checked_fonts
    assert app is not None
