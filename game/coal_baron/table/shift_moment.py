"""A shift's end as a moment of its own (the game's main scoring): over the table, the Shift Clock
large, its elements scored one by one (each player's count, who places, the points, a tie for first
that removes the second place), beside it the score sheet filling in; then the summary (what each
player gained, the scores now, who starts the next shift), which the player closes before the next
shift starts.

Everything shown is read from the engine's typed events of the move that ended the shift
("shift_end", "score", "shift", "over"): nothing is recomputed. The animation speed setting paces
the elements (off: all at once); Space, Enter or a click shows the rest at once, then closes.
"""

from __future__ import annotations

import pygame

from game.coal_baron.components import rules
from game.coal_baron.scoring import scores_now
from game.coal_baron.table.clock_view import draw_clock, element_label
from game.coal_baron.table.layout import make_view
from game.coal_baron.table.sprites import cube_kind
from game.core.i18n import _, ngettext
from game.ui import theme
from game.ui import widgets_art as art
from game.ui.animation import SPEED
from game.ui.board import panels, sprites
from game.ui.board import text as T
from game.ui.scene import Scene
from game.ui.table_api import TableContext

STEP = 1.1       # seconds an element stays the one being scored, at normal speed
SILVER = (196, 200, 206)


class ShiftMoment(Scene):
    opaque = False
    passes_events = False
    is_moment = True          # the gesture driver closes it as a person would (game/ui/gestures.py)

    def __init__(self, app, ctx: TableContext, events: list) -> None:
        super().__init__(app)
        self.ctx = ctx
        ended = [e for e in events if e.kind == "shift_end"]
        self.shift = int((ended[-1].data or {}).get("shift", 0)) if ended else 0
        n = ctx.game.state.n
        self.results = [(int((e.data or {}).get("element", 0)), list((e.data or {}).get("counts", []))[:n],
                         list((e.data or {}).get("vp", []))[:n]) for e in events if e.kind == "score"]
        starts = [e for e in events if e.kind == "shift" and e.player is not None]
        self.next_start = starts[-1].player if starts else None
        self.over = any(e.kind == "over" for e in events)
        speed = SPEED.get(app.settings.animation_speed, 1.0)
        self.step_time = STEP * speed
        self.t = 0.0
        self.shown = 0 if self.step_time > 0 else len(self.results)
        self.button = pygame.Rect(0, 0, 0, 0)
        self.hover_button = False

    # --- flow -------------------------------------------------------------------------------
    @property
    def done(self) -> bool:
        return self.shown >= len(self.results)

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.pop()

    def close_point(self) -> tuple[int, int]:
        """Where a person clicks to go on (the gesture driver asks): the button once every element
        is shown, else anywhere (showing the rest first)."""
        self.shown = len(self.results)
        self._layout()
        return self.button.center

    def _advance(self) -> None:
        if not self.done:
            self.shown = len(self.results)
            self.invalidate()
        else:
            self.close()

    def handle(self, event: pygame.event.Event) -> bool:
        t = event.type
        if t == pygame.KEYDOWN:
            if event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
                self._advance()
            return True
        if t == pygame.MOUSEMOTION:
            over = self.button.collidepoint(event.pos)
            if over != self.hover_button:
                self.hover_button = over
                self.invalidate()
            return True
        if t == pygame.MOUSEBUTTONUP and event.button == 1:
            if not self.done or self.button.collidepoint(event.pos) or not self._panel().collidepoint(event.pos):
                self._advance()
            return True
        return t in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL, pygame.KEYUP, pygame.TEXTINPUT)

    def update(self, dt: float) -> bool:
        if self.done:
            return False
        self.t += dt
        step = int(self.t / self.step_time) if self.step_time > 0 else len(self.results)
        if step != self.shown:
            self.shown = min(len(self.results), step)
            self.invalidate()
        return True

    # --- geometry ---------------------------------------------------------------------------
    def _panel(self) -> pygame.Rect:
        w, h = self.app.size
        s = self.ctx.s
        rect = pygame.Rect(0, 0, min(w - s(40), s(1160)), min(h - s(40), s(640)))
        rect.center = (w // 2, h // 2)
        return rect

    def _layout(self) -> None:
        panel = self._panel()
        s = self.ctx.s
        label = self._button_label()
        bw = T.text_size(label, "serif_bold", 16 * self.ctx.sc)[0] + s(40)
        self.button = pygame.Rect(0, 0, bw, s(36))
        self.button.bottomright = (panel.right - s(16), panel.bottom - s(14))

    def _button_label(self) -> str:
        if self.over:
            return _("To the final scoring")
        return _("Start shift {shift}").format(shift=self.shift + 1)

    # --- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        ctx = self.ctx
        sc = ctx.sc
        s = ctx.s
        art.darken(surface, 150)
        panel = self._panel()
        self._layout()
        panels.panel(surface, panel, sc, radius=10, width=3, seed=67, border=theme.GOLD)
        title = _("Shift {shift} scored").format(shift=self.shift)
        T.text(surface, title, "caps", 22 * sc, theme.INK, (panel.x + s(18), panel.y + s(10)),
               max_width=panel.width - s(36))
        inner_top = panel.y + s(46)
        side = min(panel.height - s(46) - s(14), round(panel.width * .48))
        dial = pygame.Rect(panel.x + s(14), inner_top, side, side)
        view = make_view(ctx)
        current = self.results[self.shown][0] if not self.done else None
        revealed = {num: (counts, vp) for num, counts, vp in self.results[:self.shown + (0 if self.done else 1)]}
        # the dial as drawn on the table (280 units across) made larger: its text with it
        draw_clock(surface, dial, view, side / 280, shift=self.shift, scoring=current, shown=revealed, title=False)
        sheet = pygame.Rect(dial.right + s(18), inner_top, panel.right - dial.right - s(34),
                            panel.bottom - inner_top - s(60))
        self._sheet(surface, sheet, view, revealed, current)
        if self.done:
            self._summary_line(surface, pygame.Rect(sheet.x, sheet.bottom + s(4), self.button.x - sheet.x - s(10),
                                                    s(40)), view)
            self._draw_button(surface)
        else:
            T.text(surface, _("Space or a click shows the rest"), "serif_italic", 13 * sc, theme.INK_SOFT,
                   (panel.right - s(18), panel.bottom - s(24)), "midright", max_width=panel.width // 2)

    def _sheet(self, surface, rect: pygame.Rect, view, revealed: dict, current: int | None) -> None:
        """A row per element scored: its symbol and words, then per player the count and the VP
        gained (gold: first place, silver: second); the last row each player's total."""
        ctx = self.ctx
        sc = ctx.sc
        s = ctx.s
        ru = rules()
        state = ctx.game.state
        n = state.n
        label_w = round(rect.width * .42)
        col_w = (rect.width - label_w) / max(1, n)
        row_h = min(s(30), (rect.height - s(60)) / max(1, len(self.results) + 1))
        # the players' names heading their columns
        for p in range(n):
            x = rect.x + label_w + col_w * p
            sprites.blit_piece(surface, view.owner(p), (x + s(9), rect.y + s(10)), 15 * sc, view.colourblind)
            T.text(surface, view.names[p], "serif_bold", 13 * sc, theme.INK, (x + s(19), rect.y + s(10)), "midleft",
                   max_width=round(col_w - s(22)))
        y: float = rect.y + s(24)
        elements = {e[0]: e for e in ru.elements}
        gained = [0] * n
        for num, counts, vp in self.results:
            row = pygame.Rect(rect.x, round(y), rect.width, round(row_h))
            if num not in revealed:
                break
            e = elements.get(num)
            if num == current:
                pygame.draw.rect(surface, theme.mix(theme.PARCHMENT, theme.HIGHLIGHT, .45), row, border_radius=s(4))
            self._element_label(surface, pygame.Rect(row.x, row.y, label_w - s(6), row.height), e, num, sc)
            first, second = (e[3], e[4]) if e else (0, 0)
            tie = sum(1 for v in vp if v and v == first) > 1
            for p in range(n):
                cell = pygame.Rect(round(rect.x + label_w + col_w * p), row.y + s(2), round(col_w - s(6)),
                                   row.height - s(4))
                won = vp[p] if p < len(vp) else 0
                gained[p] += won
                if won:
                    fill = theme.GOLD if won == first else SILVER
                    pygame.draw.rect(surface, theme.mix(fill, theme.PARCHMENT_LIGHT, .35), cell, border_radius=s(5))
                    pygame.draw.rect(surface, fill, cell, max(1, s(1.5)), border_radius=s(5))
                count = counts[p] if p < len(counts) else 0
                # TRANSLATORS: a player's cell in the shift's score sheet: {count} what they have of the
                # element, {vp} the points it gave them
                text = _("{count} \u2192 +{vp} VP").format(count=count, vp=won) if won else str(count)
                T.text(surface, text, "sans_bold" if won else "sans", 12 * sc, theme.INK, cell.center, "center",
                       max_width=cell.width - s(2))
            if tie:
                tip = _("a tie for first: no second place")
                T.text(surface, tip, "serif_italic", 12 * sc, theme.DANGER, (row.x + s(26), row.bottom - s(1)),
                       "bottomleft", max_width=label_w - s(30))
            y += row_h
        # the totals
        pygame.draw.line(surface, theme.OAK_DARK, (rect.x, round(y) + s(3)), (rect.right, round(y) + s(3)),
                         max(1, s(1.5)))
        T.text(surface, _("This shift"), "caps", 13 * sc, theme.INK, (rect.x, round(y) + s(16)), "midleft",
               max_width=label_w - s(6))
        for p in range(n):
            x = rect.x + label_w + col_w * p
            T.text(surface, ngettext("+{n} VP", "+{n} VP", gained[p]).format(n=gained[p]), "sans_bold", 13 * sc,
                   theme.INK, (x + col_w / 2 - s(3), round(y) + s(16)), "center", max_width=round(col_w - s(6)))

    def _element_label(self, surface, rect: pygame.Rect, e, num: int, sc: float) -> None:
        s = self.ctx.s
        ru = rules()
        if e is None:
            return
        _n, count, key, *_rest = e
        centre = (rect.x + s(11), rect.y + s(11))
        if count == "colour_spots":
            sprites.blit_piece(surface, cube_kind(ru.colours[key], self.ctx.colourblind), centre, 16 * sc)
        elif count == "vehicle_spots":
            sprites.blit_piece(surface, f"vehicle:{ru.vehicles[key]}", centre, 24 * sc)
        else:
            sprites.blit_piece(surface, cube_kind(ru.colours[key], self.ctx.colourblind), centre, 12 * sc, alpha=110)
        # TRANSLATORS: a row of the shift's score sheet: the element's number and what it counts
        words = _("{element}. {label}").format(element=num, label=element_label(count, key))
        T.text(surface, words, "serif", 13 * sc, theme.INK, (rect.x + s(24), rect.y + s(11)), "midleft",
               max_width=rect.width - s(24))

    def _summary_line(self, surface, rect: pygame.Rect, view) -> None:
        """The scores now, and who starts the next shift (C33) or that the end conversion follows."""
        sc = self.ctx.sc
        state = self.ctx.game.state
        scores = scores_now(state) if not self.over else [state.vp_orders[p] + state.vp_shift[p] for p in range(state.n)]
        parts = ", ".join(_("{player} {vp} VP").format(player=view.names[p], vp=scores[p]) for p in range(state.n))
        T.text(surface, _("Scores now: {scores}").format(scores=parts), "serif", 13 * sc, theme.INK,
               (rect.x, rect.y + self.ctx.s(8)), "midleft", max_width=rect.width)
        if self.over:
            nxt = _("The end conversion follows: Marks, cubes, orders left, the tunnels' balance.")
        elif self.next_start is not None:
            nxt = _("{player} starts shift {shift}.").format(
                player=view.names[self.next_start], shift=self.shift + 1)
        else:
            nxt = ""
        if nxt:
            T.text(surface, nxt, "serif_italic", 13 * sc, theme.INK_SOFT, (rect.x, rect.y + self.ctx.s(28)), "midleft",
                   max_width=rect.width)

    def _draw_button(self, surface) -> None:
        sc = self.ctx.sc
        s = self.ctx.s
        b = self.button
        fill = theme.HIGHLIGHT if self.hover_button else (236, 214, 150)
        pygame.draw.rect(surface, theme.darken(fill, .35), b.move(0, s(2)), border_radius=s(6))
        pygame.draw.rect(surface, fill, b, border_radius=s(6))
        pygame.draw.rect(surface, theme.OAK_DARK, b, max(1, s(1.5)), border_radius=s(6))
        T.text(surface, self._button_label(), "serif_bold", 16 * sc, theme.INK, b.center, "center",
               max_width=b.width - s(8))
