"""Learn to play: the title screen's chooser of the guided first games.

One block per game that has a tutorial (game.core.tutorial.has_tutorial): where the learner stands
(not started, or the lesson reached), "Resume" when a tutorial was left earlier, and "Start the
tutorial" (or "Start again", which asks first: it forgets the lesson reached). Opening one goes
through game.ui.coach.start, which puts the tutorial's table above the title screen.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.collection import game_title
from game.core import registry, tutorial
from game.core.i18n import N_, _
from game.core.saves import SaveStore
from game.ui import scenes, theme
from game.ui.board.text import note_fit
from game.ui.scenes.dialogs import Dialog
from game.ui.widgets_form import PushButton

if TYPE_CHECKING:
    from game.ui.app import App

log = logging.getLogger(__name__)

BLOCK_H = 118        # design height of one game's block: its name, where it stands, its buttons


def learner_name() -> str:
    """The learner's seat: the first name the set-up page offers (the chronicle reads "Agnes takes
    ...", where a translated "You" would not agree with the verbs)."""
    from game.ui.scenes.setup import DEFAULT_NAMES

    return DEFAULT_NAMES[0]


@dataclass
class Course:
    """One game's tutorial as the chooser shows it."""

    game: str
    reached: tuple[int, int] | None = None     # (lesson, of how many) of a tutorial left earlier
    done: bool = False                         # played to its end earlier (and not carried on)
    problem: str = ""                          # why it cannot be opened (a damaged installation)


def courses(store: SaveStore) -> list[Course]:
    from game.ui import coach

    out = []
    for name in registry.names():
        if not tutorial.has_tutorial(name):
            continue
        course = Course(name)
        try:
            session = coach.saved_progress(name, store)
            if session is not None:
                course.reached = tutorial.Coach(name).lesson_number(session.game)
            else:
                course.done = _played_through(name, store)
        except Exception as exc:  # noqa: BLE001 - a damaged script is told, the other games still offered
            log.error("tutorial of %s unavailable: %s", name, exc)
            course.problem = str(exc)
        out.append(course)
    return out


def _played_through(game: str, store: SaveStore) -> bool:
    """Was the tutorial played to its end: left there (its last game still kept), or gone on with
    as a normal game (coach.carry_on marks it)?"""
    from game.ui import coach

    if coach.played_through(game, store):
        return True
    try:
        session = coach.tutorial_store(game, store).load_autosave()
    except Exception:  # noqa: BLE001 - unreadable progress is simply no progress
        return False
    c = tutorial.Coach(game)
    return session is not None and c.on_script(session.game) and c.finished(session.game)


class LearnDialog(Dialog):
    width = 640

    def __init__(self, app: App, store: SaveStore) -> None:
        self.store = store
        self.courses = courses(store)
        intro = (N_("A guided first game against a tutor. Each lesson says what to do and why, and lights "
                    "the piece to use. Leave whenever you like: the lesson you reached is kept.")
                 if self.courses else N_("No tutorial is installed with this copy of the game."))
        super().__init__(app, N_("Learn to play"), intro)
        self.rows: list[dict[str, PushButton]] = []
        for course in self.courses:
            row = {}
            if course.reached is not None:
                row["resume"] = self.add(PushButton(N_("Resume"), partial(self.resume, course), style="primary",
                                                    size=20, tooltip=N_("Carry on at the lesson you reached.")))
                row["start"] = self.add(PushButton(N_("Start again"), partial(self.ask_restart, course),
                                                   size=20, tooltip=N_("Begin the tutorial from its first "
                                                                       "lesson (asks first).")))
            else:
                row["start"] = self.add(PushButton(N_("Start the tutorial"), partial(self.begin, course),
                                                   style="primary", size=20))
            for b in row.values():
                b.enabled = not course.problem
            self.rows.append(row)
        self.buttons = [self.add(PushButton(N_("Close"), self.close, key=pygame.K_ESCAPE))]
        self.resize()

    def extra_height(self) -> float:
        return BLOCK_H * len(getattr(self, "courses", ())) + 4

    def _block_top(self, i: int) -> float:
        return 20 + 72 + self.title_extra() + self.text_height() + 6 + i * BLOCK_H

    def layout(self) -> None:
        super().layout()
        cx = 20 + self.width / 2
        for i, row in enumerate(getattr(self, "rows", ())):
            y = self._block_top(i) + 62
            bs = list(row.values())
            bw, gap = 264, 16
            x0 = cx - (len(bs) * bw + (len(bs) - 1) * gap) / 2
            for j, b in enumerate(bs):
                b.rect = self.R(x0 + j * (bw + gap), y, bw, 44)

    # --- actions ------------------------------------------------------------------------------
    def begin(self, course: Course, fresh: bool = False) -> None:
        from game.ui import coach

        try:
            coach.start(self.app, course.game, self.store, learner_name(), fresh=fresh)
        except Exception as exc:  # noqa: BLE001 - a damaged script or a build without the table
            log.exception("tutorial of %s not opened", course.game)
            self.app.push(scenes.make("message", self.app, N_("The tutorial cannot be opened"), str(exc)))

    def resume(self, course: Course) -> None:
        self.begin(course)

    def ask_restart(self, course: Course) -> None:
        n, total = course.reached or (1, 1)
        self.app.push(scenes.make(
            "confirm", self.app, N_("Start the tutorial again?"),
            _("You reached lesson {n} of {total}. Starting again forgets it.").format(n=n, total=total),
            yes=N_("Start again"), on_yes=lambda: self.begin(course, fresh=True)))

    # --- drawing ------------------------------------------------------------------------------
    def status(self, course: Course) -> str:
        if course.problem:
            return _("This tutorial cannot be read: the installation is damaged.")
        if course.done:
            return _("Played to the end: start again whenever you like")
        if course.reached is None:
            return _("Not started yet")
        n, total = course.reached
        return _("Left at lesson {n} of {total}").format(n=n, total=total)

    def draw_over(self, surface: pygame.Surface) -> None:
        name_f = self.font("serif_bold", 24)
        status_f = self.font("serif_italic", 18)
        cx = self.P(20 + self.width / 2, 0)[0]
        room = self.s(self.width - 60)
        for i, course in enumerate(self.courses):
            top = self._block_top(i)
            if i:
                y = self.P(0, top - 2)[1]
                pygame.draw.line(surface, theme.OAK_LIGHT, (cx - self.s(200), y), (cx + self.s(200), y),
                                 max(1, self.s(1)))
            name = game_title(course.game)
            note_fit(name, name_f, room, "learn: game")
            img = name_f.render(name, True, theme.INK)
            surface.blit(img, img.get_rect(midtop=(cx, self.P(0, top + 6)[1])))
            status = self.status(course)
            note_fit(status, status_f, room, "learn: status")
            img = status_f.render(status, True, theme.DANGER if course.problem else theme.INK_SOFT)
            surface.blit(img, img.get_rect(midtop=(cx, self.P(0, top + 36)[1])))
