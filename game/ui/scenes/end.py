"""The end of the game: the winner and the tie-break, every player's score by category, and a
chart of the score track after each phase of the three years.

Shown, the page keeps the finished game in the history the statistics read (once: the history keeps
one copy of a record, so the page shown again, or a finished save loaded, adds nothing) and plays
the end's sound."""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING

import pygame

from game.core.history import FOLDER as HISTORY_FOLDER
from game.core.history import History
from game.core.i18n import N_, NP_, _, ngettext
from game.core.saves import SaveStore
from game.core.session import Session
from game.ui import scenes, theme
from game.ui import widgets_art as art
from game.ui.board.text import note_fit
from game.ui.table_loader import final_result, game_name, table_for
from game.ui.widgets_form import PushButton
from game.ui.widgets_page import SheetScene, UIScene

if TYPE_CHECKING:
    from pathlib import Path

    from game.ui.app import App

log = logging.getLogger(__name__)



def history_for(store: SaveStore) -> History:
    """The history kept beside the saves the game was played from: for the player's saves the
    player's history (game.core.history.default_history's folder); for a screenshot's or a test's
    scratch store, a folder beside it, so they never write the player's. A tutorial's store
    (tutorial/<game>/, game.ui.coach) keeps its games with the player's."""
    folder = store.folder.parent
    if folder.name == "tutorial":
        folder = folder.parent
    return History(folder / HISTORY_FOLDER)


class EndScene(SheetScene):
    title = N_("The game is over")     # the game's own words replace it (its table's end_title)

    def __init__(self, app: App, session: Session, store: SaveStore, history: History | None = None) -> None:
        super().__init__(app)
        self.history_store = history or history_for(store)
        self.recorded: Path | None = None         # the history file of this game once kept (tests read it)
        self.table = table_for(game_name(session))   # the game's words: categories, tie-break, phases
        self.title = self.table.end_title
        self.session = session
        self.store = store
        self.result = final_result(session.game)
        try:
            self.history = session.score_history()
        except Exception as exc:  # noqa: BLE001 - the chart is a bonus; never lose the scores over it
            log.exception("score history failed: %s", exc)
            self.history = []
        self.chart_points: list[tuple[float, float, int, int]] = []   # x, y, phase index, player
        self.chart_labels: list[tuple[str, pygame.Rect]] = []          # each tick's text and where it is
        self.chart_area = pygame.Rect(0, 0, 0, 0)                      # the chart's frame
        self.table_btn = self.add(PushButton(N_("The final table"), self.view_table, key=pygame.K_t, size=21,
                                             tooltip=N_("Look at the table as the game ended (read-only).")))
        self.title_btn = self.add(PushButton(N_("Title screen"), self.to_title, key=pygame.K_ESCAPE, size=21))
        # TRANSLATORS: the end screen's button (narrow) that sets up another game
        self.new_btn = self.add(PushButton(NP_("end screen", "New game"), self.new_game, key=pygame.K_n, style="primary", size=22,
                                           tooltip=N_("The same players and options, set up afresh.")))
        self.stats_btn = self.add(PushButton(N_("Statistics and history"), self.open_statistics, style="quiet",
                                             size=19, tooltip=N_("Your games played and won, best and average "
                                                                 "scores, and every finished game to replay.")))
        # the review by the strongest bot, for a game that offers a judge (scenes/review.py)
        self.review_btn = self.add(PushButton(N_("Where the points went"), self.open_review, key=pygame.K_r, size=19,
                                              tooltip=N_("The strongest bot's review: your costliest decisions "
                                                         "and the better moves.")))
        self.review_btn.visible = session.game.definition.judge is not None

    def language_changed(self) -> None:
        self.title = self.table.end_title      # a msgid, or the game's words in the new language
        super().language_changed()

    # --- life cycle -----------------------------------------------------------------------------
    def pushed(self) -> None:
        super().pushed()
        self.record()
        from game.ui import sound

        sound.board(self.app).play("end")

    def record(self) -> None:
        """Keep the finished game for the statistics. A failure to write costs the statistics this
        game, never the game (it stays in its save): it is logged and told in a line."""
        if not self.result:
            return
        try:
            self.recorded = self.history_store.record(self.session)
        except Exception as exc:  # noqa: BLE001 - whatever fails, the end page still shows the scores
            log.exception("game not kept in the history: %s", exc)
            self.app.say(_("This game could not be added to your statistics; it is still in its save."))

    # --- actions ------------------------------------------------------------------------------
    def open_statistics(self) -> None:
        self.app.push(scenes.make("statistics", self.app, self.store, self.history_store))

    def open_review(self) -> None:
        self.app.push(scenes.make("review", self.app, self.session, self.store, self.history_store))

    def _root(self):
        stack = self.app.stack
        return stack.scenes[0] if stack.scenes and isinstance(stack.scenes[0], scenes.get("title")) else \
            scenes.make("title", self.app, self.store)

    def to_title(self) -> None:
        self.app.stack.clear_to(self._root())
        self.app.invalidate()

    def view_table(self) -> None:
        """The game scene under this page, shown read-only with a way back."""
        try:
            scenes.get("table")
        except ImportError as exc:  # a build without the game table
            log.error("game scene unavailable: %s", exc)
            self.app.say(_("This build cannot show the game table."))
            return
        below = [sc for sc in self.app.stack.scenes if isinstance(sc, scenes.get("table")) and sc.session is self.session]
        game = below[-1] if below else scenes.make("table", self.app, self.session, self.store)
        self.app.push(FinalTable(self.app, game))

    def new_game(self) -> None:
        self.app.stack.clear_to(self._root())
        self.app.push(scenes.make("setup", self.app, self.store, seats=self.session.seats,
                                  options=self.session.game.options, game=game_name(self.session),
                                  hints=self.session.hints_allowed))

    # --- layout and drawing -------------------------------------------------------------------
    def layout(self) -> None:
        self.table_btn.rect = self.R(690, 636, 196, 44)
        self.title_btn.rect = self.R(900, 636, 152, 44)
        self.new_btn.rect = self.R(1066, 636, 152, 44)
        # under the score table, left: a quiet link (the table's last row ends near y 630)
        self.stats_btn.rect = self.R(56, 640, 260, 38)
        self.review_btn.rect = self.R(330, 638, 330, 42)

    def names(self) -> list[str]:
        return [s.name for s in self.session.seats]

    # --- the chart's tooltips -------------------------------------------------------------------
    def chart_tip(self, pos) -> str:
        """For the point of the chart under the mouse: the phase, and each player's score there
        (players whose lines meet at that point share the note)."""
        near = [(abs(x - pos[0]) + abs(y - pos[1]), i, p, y) for x, y, i, p in self.chart_points]
        near = [n for n in near if n[0] <= self.s(10)]
        if not near:
            return ""
        _dist, i, _player, y0 = min(near)
        label, scores = self.history[i]
        who = sorted((p for x, y, j, p in self.chart_points if j == i and abs(y - y0) <= self.s(10)),
                     key=lambda p: -scores[p])
        names = self.names()
        # TRANSLATORS: one player's score in the end chart's note, e.g. "Agnes 12 VP"
        each = [ngettext("{player} {n} VP", "{player} {n} VP", scores[p]).format(player=names[p], n=scores[p])
                for p in who]
        # TRANSLATORS: the end chart's note: a checkpoint, then the players' scores there (joined by commas)
        return _("{phase}: {scores}").format(phase=self.table.phase_label(label), scores=", ".join(each))

    def hovered_tooltip(self) -> str:
        return super().hovered_tooltip() or self.chart_tip(self.mouse)

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            tip = self.chart_tip(event.pos)
            if tip != getattr(self, "_last_tip", ""):   # a note appears or goes: redraw
                self._last_tip = tip
                self.invalidate()
        return False

    def draw_content(self, surface: pygame.Surface) -> None:
        if not self.result:
            f = self.font("serif_italic", 22)
            img = f.render(_("The game is not over yet."), True, theme.INK_SOFT)
            surface.blit(img, img.get_rect(center=self.P(640, 300)))
            return
        names = self.names()
        w = self.result["winner"]
        score = self.result["scores"][w]
        f = self.font("serif_bold", 26)
        cb = self.app.settings.colourblind_markers
        text = ngettext("{player} wins with {n} VP", "{player} wins with {n} VP", score).format(
            player=names[w], n=score)
        note_fit(text, f, self.s(1180), "end: winner")
        img = f.render(text, True, theme.INK)
        rect = img.get_rect(center=self.P(640 + 14, 124))
        surface.blit(img, rect)
        art.draw_marker(surface, (rect.x - self.s(20), rect.centery), self.s(11), self.session.seats[w].colour, cb)
        tb = self.table.tiebreak_text(self.result, names)
        if tb:
            tf = self.font("serif_italic", 18)
            note_fit(tb, tf, self.s(1180), "end: tie-break")
            img = tf.render(tb, True, theme.INK_SOFT)
            surface.blit(img, img.get_rect(center=self.P(640, 152)))
        self._draw_table(surface, self.R(56, 170, 600, 500))
        self._draw_chart(surface, self.R(690, 200, 530, 418))

    def _draw_table(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        players = self.result["players"]
        names = self.names()
        cats = list(players[0]["breakdown"].keys()) if players else []
        n = len(players)
        label_w = self.s(232)
        col_w = (area.w - label_w) // max(1, n)
        row_h = self.s(24)
        cb = self.app.settings.colourblind_markers
        head = self.font("serif_bold", 17)
        body = self.font("serif", 17)
        small = self.font("serif_italic", 16)
        y = area.y
        # header: each player's marker and name, the winner's column shaded
        win_col = pygame.Rect(area.x + label_w + self.result["winner"] * col_w, y, col_w,
                              row_h * (len(cats) + 2) + self.s(14) + self.s(34))
        pygame.draw.rect(surface, (240, 224, 170), win_col, border_radius=self.s(6))
        for i in range(n):
            cx = area.x + label_w + i * col_w + col_w // 2
            art.draw_marker(surface, (cx, y + self.s(9)), self.s(8), self.session.seats[i].colour, cb)
            name = names[i]
            while head.size(name)[0] > col_w - self.s(6) and len(name) > 3:
                name = name[:-2] + "\u2026"
            img = head.render(name, True, theme.INK)
            surface.blit(img, img.get_rect(midtop=(cx, y + self.s(19))))
        y += self.s(44)
        pygame.draw.line(surface, theme.INK_SOFT, (area.x, y - self.s(3)), (area.right, y - self.s(3)), max(1, self.s(1)))
        for r, cat in enumerate(cats):
            if r % 2 == 0:
                band = pygame.Surface((area.w, row_h), pygame.SRCALPHA)
                band.fill((120, 90, 50, 22))
                surface.blit(band, (area.x, y))
            cat_label = self.table.category_label(cat)
            note_fit(cat_label, body, label_w - self.s(10), "end: category")
            img = body.render(cat_label, True, theme.INK)
            surface.blit(img, img.get_rect(midleft=(area.x + self.s(8), y + row_h // 2)))
            for i, p in enumerate(players):
                v = p["breakdown"][cat]
                text, colour = ("\u2013", (160, 140, 110)) if v == 0 else (str(v), theme.DANGER if v < 0 else theme.INK)
                img = body.render(text, True, colour)
                surface.blit(img, img.get_rect(center=(area.x + label_w + i * col_w + col_w // 2, y + row_h // 2)))
            y += row_h
        pygame.draw.line(surface, theme.INK, (area.x, y + self.s(3)), (area.right, y + self.s(3)), max(1, self.s(2)))
        y += self.s(8)
        big = self.font("serif_bold", 21)
        total = _("Total")
        note_fit(total, big, label_w - self.s(10), "end: total")
        surface.blit(big.render(total, True, theme.INK), (area.x + self.s(8), y))
        for i, p in enumerate(players):
            img = big.render(str(p["score"]), True, theme.INK)
            surface.blit(img, img.get_rect(midtop=(area.x + label_w + i * col_w + col_w // 2, y)))
        y += self.s(30)
        # the first tie-break: the game's table may name its own (label, a value per player)
        label, values = self.table.tiebreak_row(self.session.game, self.result)
        label = _(label)       # the game's label: a msgid or its own translated words
        note_fit(label, small, label_w - self.s(10), "end: tie-break row")
        surface.blit(small.render(label, True, theme.INK_SOFT), (area.x + self.s(8), y))
        for i, _p in enumerate(players):
            img = small.render(str(values[i] if i < len(values) else ""), True, theme.INK_SOFT)
            surface.blit(img, img.get_rect(midtop=(area.x + label_w + i * col_w + col_w // 2, y)))

    def _draw_chart(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        title = self.font("caps", 20)
        heading = _("The score track")
        note_fit(heading, title, area.w, "end: chart title")
        img = title.render(heading, True, theme.INK)
        surface.blit(img, img.get_rect(midbottom=(area.centerx, area.y - self.s(2))))
        pygame.draw.rect(surface, (240, 228, 198), area, border_radius=self.s(6))
        pygame.draw.rect(surface, theme.OAK_LIGHT, area, max(1, self.s(1.5)), border_radius=self.s(6))
        points = self.history
        self.chart_points = []
        self.chart_labels = []
        self.chart_area = area
        if len(points) < 2:
            img = self.font("serif_italic", 18).render(_("No score history to show."), True, theme.INK_SOFT)
            surface.blit(img, img.get_rect(center=area.center))
            return
        values = [v for _lab, vs in points for v in vs]
        lo, hi = min(0, min(values)), max(1, max(values))
        span = hi - lo
        step = next(s for s in (1, 2, 5, 10, 20, 25, 50, 100, 200, 500) if span / s <= 8)
        lo = (lo // step) * step
        hi = -((-hi) // step) * step
        plot = pygame.Rect(area.x + self.s(44), area.y + self.s(16), area.w - self.s(60), area.h - self.s(70))
        n = len(points)

        def px(i: int) -> float:
            return plot.x + plot.w * i / (n - 1)

        def py(v: float) -> float:
            return plot.bottom - plot.h * (v - lo) / max(1, hi - lo)

        small = self.font("sans", 11)
        label = self.font("serif_italic", 15)
        # years as bands
        ticks = [self.table.chart_tick(lab) for lab, _vs in points]
        years: dict[str, list[int]] = {}
        for i, (_short, band_name) in enumerate(ticks):
            if band_name is not None:
                years.setdefault(band_name, []).append(i)
        for k, (year, idx) in enumerate(years.items()):
            x0 = px(max(0, idx[0] - 1))
            x1 = px(idx[-1])
            if k % 2 == 0:
                band = pygame.Surface((max(1, int(x1 - x0)), plot.h), pygame.SRCALPHA)
                band.fill((150, 110, 60, 26))
                surface.blit(band, (x0, plot.y))
            note_fit(year, label, max(x1 - x0, self.s(60)), "end: chart year")
            img = label.render(year, True, theme.INK_SOFT)
            surface.blit(img, img.get_rect(midtop=((x0 + x1) / 2, plot.bottom + self.s(20))))
        # horizontal grid
        v = lo
        while v <= hi:
            yy = py(v)
            colour = theme.INK_SOFT if v == 0 else (200, 184, 150)
            pygame.draw.line(surface, colour, (plot.x, yy), (plot.right, yy), max(1, self.s(1)))
            img = small.render(str(v), True, theme.INK_SOFT)
            surface.blit(img, img.get_rect(midright=(plot.x - self.s(6), yy)))
            v += step
        # season ticks
        for i, (short, _band) in enumerate(ticks):
            x = px(i)
            pygame.draw.line(surface, (200, 184, 150), (x, plot.bottom), (x, plot.bottom + self.s(4)), max(1, self.s(1)))
            note_fit(short, small, plot.w / max(1, n - 1) + self.s(4), "end: chart tick")
            img = small.render(short, True, theme.INK_SOFT)
            # centred under its point, but inside the frame: the last tick sits near its edge
            # ("Ende" once lost its last letter under the frame)
            where = img.get_rect(midtop=(x, plot.bottom + self.s(5)))
            where.right = min(where.right, area.right - self.s(4))
            surface.blit(img, where)
            self.chart_labels.append((short, where))
        # one line per player: an ink outline keeps pale colours visible
        cb = self.app.settings.colourblind_markers
        order = sorted(range(len(self.session.seats)), key=lambda p: self.result.get("ranking", []).index(p)
                       if p in self.result.get("ranking", []) else 0, reverse=True)
        for p in order:
            seat = self.session.seats[p]
            colour = theme.PLAYER_COLOURS[seat.colour % len(theme.PLAYER_COLOURS)]
            pts = [(px(i), py(vs[p])) for i, (_lab, vs) in enumerate(points)]
            self.chart_points += [(x, y, i, p) for i, (x, y) in enumerate(pts)]
            pygame.draw.lines(surface, theme.INK, False, pts, max(2, self.s(5)))
            pygame.draw.lines(surface, colour, False, pts, max(1, self.s(3)))
            for x, y in pts[1:]:
                art.draw_marker(surface, (x, y), self.s(4.5), seat.colour, cb)
        # the legend, in a box in the top left corner of the plot
        f = self.font("serif", 15)
        imgs = [f.render(seat.name, True, theme.INK) for seat in self.session.seats]
        lh = max(i.get_height() for i in imgs)
        box = pygame.Rect(plot.x + self.s(8), plot.y + self.s(6), max(i.get_width() for i in imgs) + self.s(34),
                          lh * len(imgs) + self.s(10))
        veil = pygame.Surface(box.size, pygame.SRCALPHA)
        veil.fill((250, 242, 222, 215))
        surface.blit(veil, box)
        pygame.draw.rect(surface, (200, 184, 150), box, max(1, self.s(1)))
        for p, (seat, img) in enumerate(zip(self.session.seats, imgs, strict=True)):
            cy = box.y + self.s(5) + lh * p + lh // 2
            art.draw_marker(surface, (box.x + self.s(12), cy), self.s(6), seat.colour, cb)
            surface.blit(img, img.get_rect(midleft=(box.x + self.s(24), cy)))


class FinalTable(UIScene):
    """The game's table as it ended, read-only: pointing shows the tooltips and the wheel scrolls
    the chronicle; a click changes nothing. "Back to the scores" (or Esc) returns to the end page."""

    def __init__(self, app: App, game) -> None:
        super().__init__(app)
        self.game = game
        self.back_btn = self.add(PushButton(N_("Back to the scores  (Esc)"), self.app.pop, key=pygame.K_ESCAPE,
                                            style="primary", size=15))

    def _bar(self) -> pygame.Rect:
        """Where the table has Undo and Menu (no use here): the way back goes there."""
        self.game.ensure_layout()
        bar = self.game.rects.get("topbar")
        return pygame.Rect(bar) if bar else self.R(1020, 8, 252, 34)

    def layout(self) -> None:
        self.back_btn.rect = self._bar()

    def resize(self) -> None:
        self.game.resize()
        super().resize()

    def handle(self, event: pygame.event.Event) -> bool:
        if super().handle(event):
            return True
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEWHEEL):
            self.game.handle(event)   # hover and tooltips, the chronicle's scrolling
            self.invalidate()
        return True                   # nothing else reaches the table

    def update(self, dt: float) -> bool:
        g = self.game
        if g.hover_key is not None and not g.tooltip_shown and g.drag is None:
            from game.ui.scenes.table_scene import TOOLTIP_DELAY

            if time.monotonic() - g.hover_since >= TOOLTIP_DELAY:
                g.tooltip_shown = True
                self.invalidate()
            return True
        return False

    def draw_scene(self, surface: pygame.Surface) -> None:
        self.game.draw(surface)
        bar = self._bar()
        pygame.draw.rect(surface, theme.OAK_DARK, bar.inflate(self.s(6), self.s(6)), border_radius=self.s(6))
