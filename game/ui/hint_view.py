"""The Hint button and key in the window: what the game's hint bot would do now (game.core.hints),
drawn on the board (its piece and its place lit, as the keyboard's choice is) with one reason,
never played.

The hint is worked out in the bots' worker process (game/ui/hint_job.py), so the window keeps
drawing, and says so in the prompt bar meanwhile; a move, an undo or leaving the table cancels a
hint still being worked out, and one that arrives for another position is dropped. Each hint shown
is counted in the session (saved with it and kept in the statistics). A game started with hints
off offers none.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import pygame

from game.core.hints import Hint
from game.core.i18n import _
from game.ui import theme
from game.ui.board import text as T
from game.ui.hint_job import HintJob
from game.ui.widgets import wrap

if TYPE_CHECKING:
    from game.ui.scenes.table_base import TableSceneBase

log = logging.getLogger(__name__)


class HintView:
    def __init__(self) -> None:
        self.shown: Hint | None = None
        self.shown_at = -1                 # the number of actions when it was asked for
        self.job: HintJob | None = None    # the hint being worked out

    @property
    def thinking(self) -> bool:
        return self.job is not None and self.job.running

    def ask(self, scene: TableSceneBase) -> None:
        session = scene.session
        if not getattr(session, "hints_allowed", True):
            scene.app.say(_("Hints are switched off in this game."))
            return
        if scene.game.is_over or not scene.human_turn():
            scene.app.say(_("A hint is for your own turn."))
            return
        if self.thinking:
            return
        self.job = HintJob(scene.game)

    def poll(self, scene: TableSceneBase) -> bool:
        """Take a finished hint; True while one is being worked out (the window keeps drawing)."""
        job = self.job
        if job is not None and job.running and job.at != len(scene.game.actions):
            self.cancel()              # the position moved on before the hint came
        elif job is not None and job.done and not job.cancelled:
            self.job = None
            h = job.result
            if h is not None:
                self.shown, self.shown_at = h, job.at
                scene.session.hints_used = getattr(scene.session, "hints_used", 0) + 1
                scene.invalidate()
            else:
                scene.app.say(_("No hint could be found here."))
        if self.shown is not None and self.shown_at != len(scene.game.actions):
            self.shown = None          # the position moved on: the hint no longer applies
            scene.invalidate()
        return self.thinking

    def cancel(self) -> None:
        """Drop the hint being worked out (it is never shown)."""
        if self.job is not None:
            self.job.cancel()
            self.job = None

    def clear(self) -> None:
        """The position changed: no hint shown, none still coming for the old position."""
        self.shown = None
        self.cancel()

    def draw(self, scene: TableSceneBase, surface: pygame.Surface) -> None:
        """The hinted move lit on the board and its words in the prompt bar."""
        h = self.shown
        if h is None:
            if self.thinking:
                self._draw_thinking(scene, surface)
            return
        from game.ui.scenes import table_overlays as overlays
        overlays.glow_action(scene, surface, h.action)
        rect = scene.rects["prompt"]
        sc = scene.sc
        move = scene.table.describe(scene.game.state, h.action, scene.names)
        label = _("Hint: {move}. {reason}").format(move=move, reason=h.reason)
        strip = hint_strip(scene)
        room = strip.width - scene.s(12)
        size, lines = hint_lines(label, sc, room)
        if len(lines) > 1:      # a long reason: two lines, from under the prompt's title down
            line_h = theme.font("serif_bold", theme.text_px(size)).get_linesize()
            strip = pygame.Rect(strip.x, rect.y + scene.s(31), strip.width, line_h * 2 + scene.s(4))
        # the hint takes the place of the prompt's second line, which is drawn there already: cover
        # it, or the two sentences print over each other and neither can be read
        pygame.draw.rect(surface, theme.OAK_DARK, strip, border_radius=scene.s(4))
        if len(lines) == 1:
            T.text(surface, label, "serif_bold", size, theme.HIGHLIGHT,
                   (strip.x + scene.s(6), rect.y + scene.s(38)), max_width=room)
            return
        y = strip.y + scene.s(2)
        for line in lines:
            T.text(surface, line, "serif_bold", size, theme.HIGHLIGHT, (strip.x + scene.s(6), y), max_width=room)
            y += line_h

    def _draw_thinking(self, scene: TableSceneBase, surface: pygame.Surface) -> None:
        """While the bot thinks: the words saying so where the hint will be, and the spinner."""
        from game.ui.scenes import table_overlays as overlays
        strip = hint_strip(scene)
        pygame.draw.rect(surface, theme.OAK_DARK, strip, border_radius=scene.s(4))
        T.text(surface, _("Working out a hint…"), "serif_bold", HINT_SIZE * scene.sc, theme.HIGHLIGHT,
               (strip.x + scene.s(6), scene.rects["prompt"].y + scene.s(38)), max_width=strip.width - scene.s(40))
        overlays.draw_spinner(scene, surface, strip.right - scene.s(20), strip.centery, radius=8)


HINT_SIZE = 13.5         # design size of the hint's words on one line
HINT_SIZE_TWO = 12.5     # and on two lines


def hint_lines(label: str, sc: float, room: int) -> tuple[float, list[str]]:
    """The hint's words as drawn: one line at the prompt's size if they fit, else two a little
    smaller (the second shortened with an ellipsis if even that is not enough)."""
    one = theme.font("serif_bold", theme.text_px(HINT_SIZE * sc))
    if one.size(label)[0] <= room:
        return HINT_SIZE * sc, [label]
    two = theme.font("serif_bold", theme.text_px(HINT_SIZE_TWO * sc))
    lines = wrap(label, two, room)
    if len(lines) > 2:
        lines = [lines[0], " ".join(lines[1:])]
    return HINT_SIZE_TWO * sc, lines


def hint_strip(scene: TableSceneBase) -> pygame.Rect:
    """Where the hint's words go: the prompt bar's second line, left of its small buttons (e.g. a
    "Choose..." list), which stay usable while a hint is shown."""
    rect = scene.rects["prompt"]
    x = rect.x + scene.s(40)
    right = rect.right - scene.s(8)
    for b in (scene.prompt.buttons if scene.prompt else []):
        if getattr(b, "small", False) and b.rect.width > 1:
            right = min(right, b.rect.left - scene.s(6))
    return pygame.Rect(x, rect.y + scene.s(34), max(scene.s(40), right - x), scene.s(24))
