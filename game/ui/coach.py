"""The guided first game in the window: starting or resuming a tutorial, the lesson card,
the lit piece and place of the move asked for, and going on as a normal game at the end.

The rules of a tutorial are game.core.tutorial.Coach; the table scene asks it (scene.coach) before
a move, for the scripted seats' moves and for the keyboard's choice, and draws the card here.

A tutorial's progress lives in its own folder (tutorial/<game>/ beside the saves): the table
autosaves there, so a tutorial never replaces the autosave of a game in progress, and leaving at any
moment keeps the lesson reached. Going on after the script moves the game to the normal autosave.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import pygame

from game.core import tutorial
from game.core.i18n import _
from game.core.saves import SaveStore, default_store
from game.core.session import SaveError
from game.ui import scenes, theme
from game.ui.board import panels
from game.ui.board import text as T
from game.ui.board.text import note_fit
from game.ui.widgets import wrap

if TYPE_CHECKING:
    from game.ui.app import App
    from game.ui.scenes.table_base import TableSceneBase

log = logging.getLogger(__name__)
CARD_SHARE = 0.42       # the lesson card's share of the chronicle's column (the chronicle keeps the rest)
PLAYED_THROUGH = "played-through"   # a mark in the tutorial's folder: played to its end and gone on
CARD_MOST = 0.75        # the most of the column a lesson with many words may take


def tutorial_store(game: str, main: SaveStore | None = None) -> SaveStore:
    main = main or default_store()
    store = SaveStore(main.folder.parent / "tutorial" / game)
    store.notify = main.notify
    return store


def played_through(game: str, main: SaveStore | None = None) -> bool:
    """Was the tutorial played to its end and gone on with as a normal game?"""
    return (tutorial_store(game, main).folder / PLAYED_THROUGH).exists()


def saved_progress(game: str, main: SaveStore | None = None):
    """The tutorial game left earlier, if it can be read and is still the script's; else None."""
    store = tutorial_store(game, main)
    try:
        session = store.load_autosave()
    except SaveError as exc:
        log.info("tutorial progress unreadable (starting afresh): %s", exc)
        return None
    if session is None:
        return None
    coach = tutorial.Coach(game)
    return session if coach.on_script(session.game) and not coach.finished(session.game) else None


def start(app: App, game: str, main: SaveStore, name: str, fresh: bool = False):
    """Open the tutorial of `game` (resumed where it was left unless `fresh`); returns the table."""
    from game.ui.scenes.title import TitleScene

    session = None if fresh else saved_progress(game, main)
    if session is None:
        session = tutorial.new_session(game, name)
    store = tutorial_store(game, main)
    stack = app.stack
    root = stack.scenes[0] if stack.scenes and isinstance(stack.scenes[0], TitleScene) else TitleScene(app, main)
    stack.clear_to(root)
    table = scenes.make("table", app, session, store)
    table.set_coach(tutorial.Coach(game))
    table.main_store = main
    app.push(table)
    return table


def carry_on(scene: TableSceneBase) -> None:
    """The script has been played: the game goes on against the bot, saved as the normal game."""
    scene.set_coach(None)
    main = getattr(scene, "main_store", None) or default_store()
    store = tutorial_store(scene.session.game_name, main)
    try:
        store.discard_autosave()
        # the chooser says "played to the end" from this mark (the progress itself is gone: it went
        # on as the normal game), not "not started yet" to someone who finished it
        store.folder.mkdir(parents=True, exist_ok=True)
        (store.folder / PLAYED_THROUGH).touch()
    except OSError as exc:
        log.warning("tutorial progress not removed or not marked as played through: %s", exc)
    scene.store = main
    scene._autosave()
    scene.invalidate()


def offer_to_carry_on(scene: TableSceneBase) -> None:
    app = scene.app
    assert scene.coach is not None      # offered at the end of the tutorial's script
    app.push(scenes.make("confirm", app, _("You have finished the tutorial"),
                         _(scene.coach.script.finish) + "\n\n" +
                         _("Go on with this game as a normal game against the bot?"),
                         yes=_("Play on"), on_yes=lambda: carry_on(scene), no=_("Title screen"),
                         on_no=lambda: _leave(scene)))


def _leave(scene: TableSceneBase) -> None:
    from game.ui.scenes.title import TitleScene
    stack = scene.app.stack
    root = stack.scenes[0] if stack.scenes and isinstance(stack.scenes[0], TitleScene) else \
        TitleScene(scene.app, getattr(scene, "main_store", None))
    stack.clear_to(root)
    scene.app.invalidate()


# --- drawing -----------------------------------------------------------------------------------
def lesson_words(coach, game) -> str:
    """The card's words on the learner's turn: every lesson that began since the learner's last
    move, the present one last. A lesson that begins at a tutor's move is current only while the
    tutor moves (Haspelknecht's welcome: the tutor takes first, at once), so shown alone it would be
    gone before anyone could read it."""
    if coach.finished(game) or not coach.learner_to_move(game):
        return coach.lesson(game)
    n = len(game.actions)
    you = coach.script.you
    last = max((i for i, who in enumerate(game.actors) if who == you), default=-1)
    says = [ls.say for ls in coach.script.lessons if last < ls.at <= n]
    return "\n\n".join(_(say) for say in says) if says else coach.lesson(game)


def card_rect(scene: TableSceneBase) -> pygame.Rect:
    """The lesson card: the top of the chronicle's column (table_learning.learning_layout makes room)."""
    rect = scene.rects.get("coach")
    if rect is None:
        w, _h = scene.app.size
        return pygame.Rect(w - scene.s(330), scene.s(60), scene.s(320), scene.s(220))
    return rect


def _card_text(scene: TableSceneBase, width: int) -> tuple[pygame.font.Font, list[str], pygame.font.Font, list[str]]:
    """The card's body and foot, wrapped to its width: (font, lines, foot font, foot lines)."""
    coach, game, sc = scene.coach, scene.game, scene.sc
    assert coach is not None            # the card is shown only while a tutorial is played
    pad = round(10 * sc)
    font = theme.font("serif", round(14.5 * sc))
    body = lesson_words(coach, game)
    if not coach.learner_to_move(game) and not coach.finished(game):
        body += "\n" + _("(The tutor is moving.)")
    foot_font = theme.font("serif_italic", round(12 * sc))
    foot = _("Tab shows the move again · Esc: menu (the tutorial is kept)")
    return font, wrap(body, font, width - 2 * pad), foot_font, wrap(foot, foot_font, width - 2 * pad)


def card_height(scene: TableSceneBase, width: int) -> int:
    """The height the card needs to show its present words whole (the head, the body, the foot)."""
    sc = scene.sc
    font, lines, foot_font, foot_lines = _card_text(scene, width)
    return (2 * round(10 * sc) + round(24 * sc) + font.get_linesize() * len(lines) + round(4 * sc)
            + foot_font.get_linesize() * len(foot_lines))


def draw_card(scene: TableSceneBase, surface: pygame.Surface) -> None:
    coach = scene.coach
    assert coach is not None            # the card is shown only while a tutorial is played
    game = scene.game
    rect = card_rect(scene)
    sc = scene.sc
    pad = round(10 * sc)
    panels.panel(surface, rect, sc, radius=8, width=2, seed=31, base=(240, 226, 186))
    pygame.draw.rect(surface, theme.GOLD, rect, max(2, round(2 * sc)), border_radius=round(8 * sc))
    number, total = coach.lesson_number(game)
    head = _("Tutorial · lesson {n} of {total}").format(n=number, total=total) if not coach.finished(game) \
        else _("Tutorial · the end")
    T.text(surface, head, "caps", 14 * sc, theme.OAK, (rect.x + pad, rect.y + pad), max_width=rect.w - 2 * pad)
    y = rect.y + pad + round(24 * sc)
    font, lines, foot_font, foot_lines = _card_text(scene, rect.w)
    foot_y = rect.bottom - pad - foot_font.get_linesize() * len(foot_lines)
    for i, line in enumerate(lines):
        if y + font.get_linesize() > foot_y - round(4 * sc):
            note_fit("\n".join(lines[i:]), font, rect.w - 2 * pad, "tutorial lesson (lines cut)",
                     height=1, box_height=0)
            break
        T.text(surface, line, "serif", 14.5 * sc, theme.INK, (rect.x + pad, y))
        y += font.get_linesize()
    for line in foot_lines:
        T.text(surface, line, "serif_italic", 12 * sc, theme.INK_SOFT, (rect.x + pad, foot_y))
        foot_y += foot_font.get_linesize()
