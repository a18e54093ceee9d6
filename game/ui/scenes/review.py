"""Where the points went: the review of a finished game by the game's strongest bot
(game.core.review), for any game that offers a judge.

Opened from the end page and from the history list. A review kept with the game in the history is
shown at once; otherwise it is computed in the bots' worker process (game/ui/review_job.py) with a
progress bar and a Cancel button, and kept in the history when done, so it is computed once. The
page lists each person's costliest decisions, biggest first, with the move played and the better
one, and the points left on the table. A decision opens the replay at that position with both
moves lit on the board (the move played in red, the better one in green) and one sentence why.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.core import review as rv
from game.core.history import History, default_history
from game.core.i18n import N_, _, decimal, ngettext
from game.ui import scenes, theme
from game.ui import widgets_art as art
from game.ui.board.text import fit_text
from game.ui.review_job import ReviewJob
from game.ui.scenes import table_overlays as overlays
from game.ui.table_loader import table_for
from game.ui.widgets import wrap
from game.ui.widgets_form import ListView, PushButton
from game.ui.widgets_page import SheetScene

if TYPE_CHECKING:
    from game.core.saves import SaveStore
    from game.core.session import Session
    from game.ui.app import App
    from game.ui.scenes.table_base import TableSceneBase

log = logging.getLogger(__name__)

PLAYED = theme.DANGER          # the move played, lit on the board and marked in the texts
BETTER = theme.LEGAL           # the judge's better move
WHY_LINES = 2                  # lines a decision's why takes in the list


@dataclass(frozen=True)
class Row:
    """One finding as the page shows it: the decision and both moves in the game's words."""

    finding: rv.Finding
    number: int                 # its place in the player's list (1 = the costliest)
    name: str
    colour: int
    where: str                  # "year 2, summer"
    played: str
    better: str
    why: str                    # one sentence why the better move is better (the game's hint reason)


class ReviewScene(SheetScene):
    title = N_("Where the points went")

    def __init__(self, app: App, session: Session, store: SaveStore | None = None,
                 history: History | None = None, *, settings: dict | None = None,
                 processes: bool = True) -> None:
        super().__init__(app)
        self.session = session
        self.store = store
        self.history = history or default_history()
        self.settings = dict(settings or {})     # the judge's budget (tests: a small one)
        self.processes = processes
        seats = session.seats
        self.players = rv.people(seats) or list(range(len(seats)))   # a game of bots alone: every seat
        self.review: rv.Review | None = None
        self.rows: list[Row] = []
        self.job: ReviewJob | None = None
        self.failed = ""
        self._shown_progress = (-1, -1)
        self.list = self.add(ListView([], row_height=126, paint_row=self._paint_row,
                                      on_activate=lambda _i: self.open_selected(),
                                      empty_text=N_("No decision cost more than half a point: the strongest "
                                                    "bot would have played the same.")))
        self.back_btn = self.add(PushButton(N_("Back"), self.app.pop, key=pygame.K_ESCAPE, size=21))
        self.cancel_btn = self.add(PushButton(N_("Cancel"), self.cancel, size=21,
                                              tooltip=N_("Stop the review; nothing is kept.")))
        self.show_btn = self.add(PushButton(N_("Show on the board"), self.open_selected, style="primary",
                                            size=21, key=pygame.K_RETURN,
                                            tooltip=N_("The replay at this decision, with the move played "
                                                       "and the better one.")))

    # --- life cycle -----------------------------------------------------------------------------
    def pushed(self) -> None:
        super().pushed()
        if self.review is None and self.job is None and not self.failed:
            self.start()

    def popped(self) -> None:
        super().popped()
        self.cancel_job()

    def start(self) -> None:
        """The kept review if it covers these seats, else a new one in the worker process."""
        game = self.session.game
        kept = None
        try:
            kept = self.history.review_of(self.session)
        except Exception as exc:  # noqa: BLE001 - an unreadable history: the review is made again
            log.warning("kept review unreadable: %s", exc)
        if kept is not None:
            try:
                review = rv.from_json(kept, game)
                if review.covers(self.players):
                    self._show(review)
                    return
            except rv.ReviewError as exc:
                log.info("kept review not used: %s", exc)
        self.job = ReviewJob(game, self.players, self.settings, processes=self.processes)
        self._buttons()

    def language_changed(self) -> None:
        if self.review is not None:         # the moves and places in words, in the new language
            self.rows = self._rows(self.review)
            self.list.set_rows(self.rows)
        super().language_changed()

    def cancel_job(self) -> None:
        if self.job is not None:
            self.job.cancel()
            self.job = None

    def cancel(self) -> None:
        self.cancel_job()
        self.app.pop()

    def update(self, dt: float) -> bool:
        job = self.job
        if job is None:
            return False
        running = job.poll()
        if (job.done, job.total) != self._shown_progress:
            self._shown_progress = (job.done, job.total)
            self.invalidate()
        if running:
            return True
        self.job = None
        if job.state == "done" and job.result is not None:
            try:
                review = rv.from_json(job.result, self.session.game)
            except rv.ReviewError as exc:
                log.warning("review unreadable: %s", exc)
                self._fail()
                return False
            self._keep(job.result)
            self._show(review)
        elif job.state == "failed":
            log.warning("review failed: %s", job.error)
            self._fail()
        return False

    def _keep(self, review_json: dict) -> None:
        try:
            self.history.keep_review(self.session, review_json)
        except Exception as exc:  # noqa: BLE001 - the review still shows; it is made again next time
            log.warning("review not kept: %s", exc)
            self.app.say(_("The review could not be kept with the game; it is shown all the same."))

    def _fail(self) -> None:
        self.failed = _("The review could not be made.")
        self._buttons()
        self.invalidate()

    def _show(self, review: rv.Review) -> None:
        self.review = review
        self.rows = self._rows(review)
        self.list.set_rows(self.rows)
        self.list.selected = 0 if self.rows else None
        self._buttons()
        self.invalidate()

    def _rows(self, review: rv.Review) -> list[Row]:
        game = self.session.game
        names = [s.name for s in self.session.seats]
        table = table_for(game.name)
        # the review's words for a move (a confirmed plan with what it held) where the table has them
        describe = getattr(table, "describe_decision", table.describe)
        out = []
        for seat in review.seats:
            if seat.player not in self.players:
                continue
            for n, f in enumerate(seat.findings, 1):
                state = rv.position(game, f.index).state
                out.append(Row(f, n, names[f.player], self.session.seats[f.player].colour, table.progress(state),
                               describe(state, f.played, names), describe(state, f.better, names),
                               rv.reason(game, f)))
        return out

    def _buttons(self) -> None:
        running = self.job is not None
        self.cancel_btn.visible = running
        self.list.visible = self.show_btn.visible = self.review is not None
        self.show_btn.enabled = bool(self.rows)

    # --- opening a decision ----------------------------------------------------------------------
    def open_selected(self) -> None:
        i = self.list.selected
        if self.review is None or i is None or not 0 <= i < len(self.rows):
            return
        row = self.rows[i]
        marks = ReviewMarks(row, row.why)
        self.app.push(scenes.make("replay", self.app, self.session, self.store, at=row.finding.index, marks=marks))

    # --- layout and drawing ----------------------------------------------------------------------
    def layout(self) -> None:
        self.list.rect = self.R(560, 128, 650, 470)
        self.back_btn.rect = self.R(70, 628, 160, 48)
        self.cancel_btn.rect = self.R(560, 420, 160, 48)
        self.show_btn.rect = self.R(930, 628, 280, 48)
        self._buttons()

    def draw_content(self, surface: pygame.Surface) -> None:
        if self.job is not None:
            self._draw_progress(surface)
        elif self.failed:
            f = self.font("serif_italic", 22)
            img = f.render(self.failed, True, theme.INK_SOFT)
            surface.blit(img, img.get_rect(center=self.P(640, 330)))
        elif self.review is not None:
            self._draw_summary(surface)

    def _draw_progress(self, surface: pygame.Surface) -> None:
        job = self.job
        assert job is not None
        head = self.font("serif_bold", 22)
        note = self.font("serif_italic", 17)
        if job.total:
            line = _("The strongest bot is going through the game: decision {done} of {total}.").format(
                done=job.done, total=job.total)
        else:
            line = _("The strongest bot is going through the game\u2026")
        img = head.render(fit_text(line, head, self.s(1100)), True, theme.INK)
        surface.blit(img, img.get_rect(center=self.P(640, 290)))
        bar = self.R(240, 330, 800, 24)
        pygame.draw.rect(surface, theme.PARCHMENT_DARK, bar, border_radius=bar.h // 2)
        done = bar.copy()
        done.w = max(bar.h, round(bar.w * job.fraction))
        pygame.draw.rect(surface, theme.GOLD, done, border_radius=bar.h // 2)
        pygame.draw.rect(surface, theme.OAK, bar, max(1, self.s(2)), border_radius=bar.h // 2)
        y = self.P(0, 372)[1]
        if rv.people(self.session.seats):
            text = _("It plays each of your choices forward several times against its own best moves. This "
                     "takes up to a minute per player; the window stays free, and the review is kept with the "
                     "game.")
        else:       # a game of bots alone: every seat is reviewed, and nobody's choices are "yours"
            text = _("It plays each player's choices forward several times against its own best moves. This "
                     "takes up to a minute per player; the window stays free, and the review is kept with the "
                     "game.")
        for ln in wrap(text, note, self.s(800)):
            img = note.render(ln, True, theme.INK_SOFT)
            surface.blit(img, img.get_rect(midtop=(self.P(640, 0)[0], y)))
            y += note.get_linesize()
        self.cancel_btn.rect = self.R(560, 372, 160, 48).move(0, y - self.P(0, 372)[1] + self.s(12))

    def _draw_summary(self, surface: pygame.Surface) -> None:
        review = self.review
        assert review is not None
        names = [s.name for s in self.session.seats]
        cb = self.app.settings.colourblind_markers
        head = self.font("serif_bold", 21)
        big = self.font("serif_bold", 26)
        body = self.font("serif", 17)
        note = self.font("serif_italic", 16)
        x, y = 70, 128
        seats = [seat for seat in review.seats if seat.player in self.players]
        # three or four players (a game of bots alone, a full hot-seat table): each player's name and
        # total on one line, so that the explanation below still ends above the Back button
        compact = len(seats) > 2
        for seat in seats:
            art.draw_marker(surface, self.P(x + 9, y + 13), self.s(8), self.session.seats[seat.player].colour, cb)
            name = head.render(fit_text(names[seat.player], head, self.s(150 if compact else 440)), True, theme.INK)
            surface.blit(name, self.P(x + 26, y))
            # TRANSLATORS: the review's total for a player; VP are victory points
            total = _("Points left on the table: {vp} VP").format(vp=decimal(seat.total))
            colour = PLAYED if seat.total else theme.INK
            if compact:
                room = self.s(470 - 26 - 12) - name.get_width()
                img = head.render(fit_text(total, head, room), True, colour)
                surface.blit(img, img.get_rect(topright=self.P(x + 470, y)))
                y += 30
            else:
                y += 32
                surface.blit(big.render(fit_text(total, big, self.s(470)), True, colour), self.P(x, y))
                y += 36
            judged = ngettext("{n} decision judged", "{n} decisions judged", seat.judged).format(n=seat.judged)
            costly = ngettext("{n} cost more than half a point", "{n} cost more than half a point",
                              seat.count).format(n=seat.count)
            surface.blit(body.render(fit_text(f"{judged} \u00b7 {costly}", body, self.s(470)), True, theme.INK_SOFT),
                         self.P(x, y))
            y += 32 if compact else 40
            if y > 470:
                break
        paras = [_("Each decision is judged by the strongest bot: it plays the move chosen and its own best "
                   "moves forward, and compares the final scores it expects, in VP against the best other "
                   "player. A difference under half a point is the judge's noise and costs nothing."),
                 _("The total counts every decision that cost more than that; each is measured against the "
                   "bot's own line of play, so the costs do not add up to the final score.")]
        y = max(y, 330)
        bottom = 628 - 8          # above Back: a note that would reach it is left out, never drawn over it
        for para in paras:
            lines = wrap(para, note, self.s(460))
            if y + 21 * len(lines) > bottom:
                break
            for line in lines:
                surface.blit(note.render(line, True, theme.INK_SOFT), self.P(x, y))
                y += 21
            y += 8
        pygame.draw.line(surface, theme.OAK_LIGHT, self.P(545, 128), self.P(545, 598), max(1, self.s(1)))

    def _paint_row(self, surface, rect, row: Row, selected: bool, ui) -> None:
        bold = ui.font("serif_bold", 17)
        small = ui.font("serif", 15)
        x, right = rect.x + ui.s(12), rect.right - ui.s(10)
        cost = _("\u2212{vp} VP").format(vp=decimal(row.finding.cost))
        img = bold.render(cost, True, PLAYED)
        surface.blit(img, img.get_rect(topright=(right, rect.y + ui.s(5))))
        head = f"{row.number}. {row.name} \u00b7 {row.where} \u00b7 " + _("move {n}").format(n=row.finding.index)
        surface.blit(bold.render(fit_text(head, bold, right - x - img.get_width() - ui.s(10)), True, theme.INK),
                     (x, rect.y + ui.s(5)))
        for j, (label, text, colour) in enumerate(((_("Played:"), row.played, PLAYED),
                                                  (_("Better:"), row.better, BETTER))):
            y = rect.y + ui.s(31 + 24 * j)
            pygame.draw.circle(surface, colour, (x + ui.s(5), y + small.get_ascent() // 2 + ui.s(1)), ui.s(5))
            lab = small.render(label, True, theme.INK_SOFT)
            surface.blit(lab, (x + ui.s(16), y))
            lx = x + ui.s(22) + lab.get_width()
            surface.blit(small.render(fit_text(text, small, right - lx), True, theme.INK), (lx, y))
        # why, at a glance: the sentence the replay's card gives, in two lines at most (a longer one
        # ends with an ellipsis; the card has it whole)
        why = ui.font("serif_italic", 15)
        width = right - x - ui.s(16)
        lines = wrap(row.why, why, width)
        if len(lines) > WHY_LINES:
            lines = lines[:WHY_LINES - 1] + [fit_text(" ".join(lines[WHY_LINES - 1:]), why, width)]
        for j, line in enumerate(lines):
            surface.blit(why.render(line, True, theme.INK_SOFT), (x + ui.s(16), rect.y + ui.s(79 + 19 * j)))


# --------------------------------------------------------------------------- in the replay

class ReviewMarks:
    """What the replay draws for a reviewed decision: at its position, the move played (red) and
    the better move (green) lit on the board; always, a card with the decision's words."""

    def __init__(self, row: Row, reason: str) -> None:
        self.row = row
        self.reason = reason

    @property
    def index(self) -> int:
        return self.row.finding.index

    def draw(self, replay: Any, surface: pygame.Surface) -> None:
        table = replay.table
        if replay.step == self.index:
            played = move_places(table, self.row.finding.played)
            better = move_places(table, self.row.finding.better)
            for keys, colour in ((played & better, theme.HIGHLIGHT), (played - better, PLAYED),
                                 (better - played, BETTER)):
                for key in sorted(keys, key=repr):      # a place both use (the farm) in neither colour
                    overlays.glow(table, surface, key, colour, 160, 3, grow=4)
        self._card(table, surface, replay.bar().bottom)

    def _card(self, table: TableSceneBase, surface: pygame.Surface, top: int) -> None:
        """Over the chronicle (the review's words matter more here), below the replay's bar."""
        s = table.s
        area = pygame.Rect(table.rects.get("log") or (surface.get_width() - s(260), top, s(250), s(400)))
        if area.y < top + s(6):
            area.h -= top + s(6) - area.y
            area.y = top + s(6)
        width = area.w - s(20)
        bold = theme.font("serif_bold", theme.text_px(16 * table.sc))
        body = theme.font("serif", theme.text_px(15 * table.sc))
        italic = theme.font("serif_italic", theme.text_px(15 * table.sc))
        row = self.row
        # (font, text, the dot before it, the ink)
        blocks = [
            (bold, _("Move {n} \u00b7 {where}").format(n=row.finding.index, where=row.where), None, theme.INK),
            (bold, _("This decision cost about {vp} VP.").format(vp=decimal(row.finding.cost)), None, PLAYED),
            (body, _("Played: {move}").format(move=row.played), PLAYED, theme.INK),
            (body, _("Better: {move}").format(move=row.better), BETTER, theme.INK),
            (italic, self.reason, None, theme.INK_SOFT),
        ]
        lines = []
        for font, text, dot, ink in blocks:
            for j, line in enumerate(wrap(text, font, width - (s(14) if dot else 0))):
                lines.append((font, line, dot if j == 0 else None, s(14) if dot else 0, ink))
        height = sum(f.get_linesize() for f, *_rest in lines) + s(20)
        card = pygame.Rect(area.x + s(2), area.y + s(4), area.w - s(4), min(height, area.h - s(8)))
        veil = pygame.Surface(card.size, pygame.SRCALPHA)
        veil.fill((*theme.PARCHMENT_LIGHT, 245))
        surface.blit(veil, card)
        pygame.draw.rect(surface, theme.GOLD, card, max(1, s(2)), border_radius=s(6))
        y = card.y + s(10)
        for font, line, dot, indent, ink in lines:
            if y + font.get_linesize() > card.bottom:
                break
            x = card.x + s(10)
            if dot is not None:
                pygame.draw.circle(surface, dot, (x + s(4), y + font.get_ascent() // 2 + s(1)), s(5))
                pygame.draw.circle(surface, theme.INK, (x + s(4), y + font.get_ascent() // 2 + s(1)), s(5), 1)
            surface.blit(font.render(line, True, ink), (x + indent, y))
            y += font.get_linesize()


def move_places(table: TableSceneBase, action: Any) -> set:
    """The regions of the board where a move is drawn: its piece and its place (the table's
    `places`), those the table drew now."""
    me = table.current()
    if me is None:
        return set()
    source, target = table.table.places(table.game.state, action, me, table.regions)
    return {k for k in (source, target) if k is not None and k in table.regions}
