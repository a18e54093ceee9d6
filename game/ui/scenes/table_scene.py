"""The table scene: a game in progress, whatever the game (the shell's part of the table).

The game's table (`self.table`, found through the registry: game/ui/table_loader.py) lays out and
draws its parts, names its regions and says what dropping a piece where means (its drop rows); this
scene owns what every board game needs: the prompt bar and its buttons, undo and the menu, the
chronicle, drag/hold/click/keyboard input (table_input.py), the bots' schedule, autosave, the
animation of every change, tooltips, the hot-seat cover, and the confirmation of a person's finished
turn (table_confirm.py: the match waits for it, and Undo works until then).

Every placement is drag and drop (click and keys as alternatives); while dragging, the legal
targets light up and an illegal drop is refused with the engine's reason. Bots think in a
worker process (a thread when none can start) on a clone of the game; their moves are applied here
after a check that they are still legal, and animate at the chosen speed. Frames are cheap: the
table is rendered into a cached surface when the game changes, in layers (every board, the wheel,
the pools, the chronicle, the prompt...) each drawn again only when what it shows changed (`layer`);
the frame itself only blits it and draws the overlays (drag, highlights, flights, tooltip).
"""

from __future__ import annotations

import gc
import logging
import time
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pygame

from game.core.i18n import _
from game.core.match import PERSON, Match, Scripted
from game.core.protocol import IllegalAction
from game.core.saves import SaveStore
from game.core.session import Session
from game.ui import prompt_bar, scenes, theme
from game.ui.animation import flights, landing_places
from game.ui.board import panels, sprites
from game.ui.board import text as T
from game.ui.bot_runner import BotRunner
from game.ui.prompt_bar import PromptButton, title_lines
from game.ui.scenes import table_overlays as overlays
from game.ui.scenes.pass_cover import cover_for_turn
from game.ui.scenes.table_base import PROMPT_HINT
from game.ui.scenes.table_confirm import TableConfirm
from game.ui.scenes.table_input import TableInput
from game.ui.scenes.table_learning import TableLearning
from game.ui.scenes.waste_question import WasteQuestion
from game.ui.table_loader import game_name
from game.ui.widgets import draw_tooltip

if TYPE_CHECKING:
    from game.ui.app import App

log = logging.getLogger(__name__)

BOT_PAUSE = {"slow": 1.1, "normal": 0.6, "fast": 0.3, "off": 0.15}   # seconds between bot moves
TOOLTIP_DELAY = 0.45
# seconds of a frame a move's render may take while bots play (the rest next frame), counted from
# the frame's update (where a bot's move is applied): half a 120 Hz frame's 8.3 ms, leaving room for
# the copy to the screen and the frame's other work
RENDER_BUDGET = 0.004
# pixels of a move's changes copied to the screen in a frame of their own rather than after drawing
# (at 3840x2160 a move's boards and chronicle are 6 million pixels, 5-6 ms of copying here)
COPY_ALONE_PIXELS = 1_000_000
# and at most this many of them a frame while bots play (the flights start with the first part; the
# rest of the table shows its last frame one or two frames longer)
COPY_FRAME_PIXELS = 2_500_000


class TableScene(TableLearning, TableInput, TableConfirm):
    def __init__(self, app: App, session: Session, store: SaveStore, bots_play: bool = True) -> None:
        """`bots_play=False`: a table that only shows a game (the replay page): no bot will think
        there, so none is made and no worker process starts."""
        super().__init__(app, session, store)
        self.runner = BotRunner(self.seats, seed=self.game.seed, game=game_name(session))
        if bots_play:
            self.runner.warm_up(game_name(session))
        # the match loop (game.core.match): a bot seat plays a tutorial's script while there is one,
        # else its bot's answer from the runner; a person's seat waits for the person's move
        self.match = Match(self.game, [Scripted(lambda _game: self.scripted_move(), self.runner) if seat.is_bot
                                       else PERSON for seat in self.seats],
                           put=self._apply_bot, max_steps=None, hold=lambda _game: self.turn_confirm.pending,
                           rejected=lambda _game, who, *_answer: self.app.say(
                               _("{player}'s bot failed; a random move was played").format(player=self.seats[who].name)))
        self._idle_done = -1             # self.changes when the table's idle work was last finished
        self.changes = 0                 # game changes made here (actions, undos): idle work is redone after one
        self.bot_pause: float | None = None   # None: from the animation speed setting
        self._cover_for: int | None = None
        self._held_moment: list | None = None   # a moment waiting for its turn's confirmation
        self._ended = False
        self._save_failed = False
        self.learning_init()                # tutorial coach, hints, sounds (table_learning.py)
        self._layout()

    def _pause(self) -> float:
        if self.bot_pause is not None:
            return self.bot_pause
        return BOT_PAUSE.get(self.settings.animation_speed, 0.6)

    # ================================================================ layout
    def _layout(self) -> None:
        W, H = self.app.size
        sc = self.sc

        def R(x, y, w, h):
            return pygame.Rect(round(x * sc), round(y * sc), max(1, round(w * sc)), max(1, round(h * sc)))

        self.rects = self.table.layout(W / sc, H / sc, self.game.options.players, R)
        self.learning_layout()      # a tutorial's lesson card takes the top of the chronicle's column
        self.layers.dirty = True

    def resize(self) -> None:
        self.table.clear_caches()
        self.layers.clear()
        self.screen_frame.forget()
        self._layout()
        self.invalidate()

    def covered(self) -> None:
        # a menu, dialog or cover on top: no piece stays in hand or popup open underneath
        self._cancel()
        self.screen_frame.forget()     # what goes on top draws over the table's last frame

    def enter(self) -> None:
        # pushed, or uncovered again (menu closed, settings maybe changed)
        self.anim.colourblind = self.settings.colourblind_markers
        self.layers.dirty = True
        self.screen_frame.forget()
        if self.layers.base is not None and self.layers.base.get_size() != self.app.size:
            self.resize()
        self.invalidate()
        # the objects alive now (modules, the engine's tables, the kit) are left out of the
        # collector's full passes while this table is shown: one scanning them all took 20-45 ms,
        # a few frames' budget, every minute or so of play (popped thaws them, so that what this
        # table leaves in reference cycles is collected then)
        gc.freeze()

    def popped(self) -> None:
        self.runner.cancel()      # a bot still thinking for this table: its answer is dropped
        self.learning_leave()     # and so is a hint
        gc.unfreeze()

    # ================================================================ the cached table (table_layers.py)
    def ensure_layout(self, budget: float | None = None) -> None:
        """Render the table (and its hit regions) if the game changed since the last render. With a
        budget (seconds: a frame's) the render may leave parts for the next call (LayerCache.render):
        the regions stay those of the table last rendered whole until it is done."""
        if self.layers.fresh_base(self.app.size):
            self._layout()
        if self.layers.dirty:
            regions = self.layers.render(self._draw_table, self.table.layered, budget)
            if not self.layers.unfinished:
                self.regions = regions
                self._layout_top_buttons(self.sc)

    def _idle(self) -> bool:
        """Nothing moves: the table may draw one layer ahead (its `idle_work`, True while it has
        more to do), once per change of the game."""
        if self._idle_done == self.changes or self.layers.base is None or self.layers.dirty:
            return False
        if self.table.idle_work(self.ctx):
            return True
        self._idle_done = self.changes
        return False

    def _draw_table(self, surf: pygame.Surface) -> dict:
        sc = self.sc
        regions = self.table.draw(surf, self.ctx)
        names, kinds = tuple(self.names), tuple(self.owner_kinds())
        record = tuple(self.game.actions)    # the chronicle and the prompt follow from the record
        self.layers.layer(surf, "log", panels.panel_area(self.rects["log"], sc), (record, self.log_view.scroll, names, kinds),
                          lambda s: self.log_view.draw_steps(s, self.rects["log"], self.game.log, self.names,
                                                             self.owner_kinds(), sc, self.settings.colourblind_markers,
                                                             regions), regions)
        # the prompt (self.prompt, its buttons' rects) is made again only with its picture
        who = self.current()
        self.layers.layer(surf, "prompt", panels.panel_area(self.rects["prompt"], sc),
                          (record, who, self.mover(who), self.kbd_index is None, names,
                           kinds, self.turn_confirm.key()), lambda s: self._draw_prompt_steps(s, sc), regions)
        return regions

    # ---------------------------------------------------------------- prompt bar
    def _draw_prompt_steps(self, surf, sc: float) -> Iterator[None]:
        """The prompt bar, in two steps (a generator: the panel, then what is on it), for the table's
        cache to draw over two frames at 4K (game/ui/scenes/table_layers.py)."""
        rect = self.rects["prompt"]
        who = self.current()
        if self.turn_confirm.pending:     # the finished turn's person is asked, not the next seat
            who = self.turn_confirm.seat
            self.prompt = self.confirm_prompt()
        else:
            self.prompt = self.table.prompt(self.game, self.names, self.mover(who))
        panels.panel(surf, rect, sc, kind="wood", radius=8, width=2, seed=29, base=(96, 64, 38))
        yield
        if who is not None:
            sprites.blit_piece(surf, f"owner:{self.seats[who].colour}", (rect.x + round(24 * sc), rect.centery), 30 * sc,
                         self.settings.colourblind_markers)
        x = rect.x + round(46 * sc)
        # buttons from the right
        bh = round(30 * sc)
        bx = rect.right - round(8 * sc)
        row1 = rect.y + round(7 * sc)
        row2 = rect.bottom - round(7 * sc) - round(24 * sc)
        main = [b for b in self.prompt.buttons if not b.small]
        small = [b for b in self.prompt.buttons if b.small]
        for b in reversed(main):
            w = T.text_size(b.label, "serif_bold", 15 * sc)[0] + round(26 * sc)
            b.rect = pygame.Rect(bx - w, row1, w, bh)
            bx -= w + round(6 * sc)
        title_right = bx - round(6 * sc)
        bx2: float = rect.right - round(8 * sc)     # fractional once the small buttons shrink to fit
        for b in reversed(small):
            w = T.text_size(b.label, "serif", 13 * sc)[0] + round(18 * sc)
            b.rect = pygame.Rect(bx2 - w, row2, w, round(24 * sc))
            bx2 -= w + round(5 * sc)
        hint_right = bx2 - round(6 * sc)
        if small and hint_right - x < 120 * sc:  # too many small buttons: shrink them to fit
            avail = rect.right - round(8 * sc) - (x + round(120 * sc))
            each = (avail - round(5 * sc) * (len(small) - 1)) / len(small)
            bx2 = rect.right - round(8 * sc)
            for b in reversed(small):
                b.rect = pygame.Rect(round(bx2 - each), row2, round(each), round(24 * sc))
                bx2 -= each + round(5 * sc)
            hint_right = bx2 - round(6 * sc)
        title_w = max(20, title_right - x)
        lines = title_lines(self.prompt.title, title_w, sc)
        if len(lines) == 1:
            T.text(surf, lines[0], "serif_bold", 17 * sc, theme.PARCHMENT_LIGHT, (x, rect.y + round(9 * sc)),
                   max_width=title_w)
        for i, line in enumerate(lines if len(lines) > 1 else []):
            T.text(surf, line, "serif_bold", prompt_bar.TWO_LINE_TITLE * sc, theme.PARCHMENT_LIGHT,
                   (x, rect.y + round(4 * sc) + i * round((prompt_bar.TWO_LINE_TITLE + 1) * sc)), max_width=title_w)
        self.prompt_hint_cut = None
        if self.kbd_index is None:
            room = max(20, hint_right - x)
            shown = T.text(surf, self.prompt.hint, "serif_italic", 13.5 * sc, theme.PARCHMENT_DARK,
                           (x, rect.y + round(38 * sc)), max_width=room)
            if T.text_size(self.prompt.hint, "serif_italic", theme.MIN_TEXT_PX)[0] > room:
                # shortened with an ellipsis (a small window): the whole instruction in a tooltip there
                self.prompt_hint_cut = pygame.Rect(shown.x, shown.y, room, shown.h)

    def _layout_top_buttons(self, sc: float) -> None:
        bar = self.rects["topbar"]
        gap = round(6 * sc)
        undo = PromptButton(_("Undo"), None, "undo")
        hint = PromptButton(_("Hint"), None, "hint")
        menu = PromptButton(_("Menu"), None, "menu")
        widths, plain = top_button_widths([undo.label, hint.label, menu.label], bar.width - 2 * gap, round(6 * sc))
        undo.small = hint.small = menu.small = plain
        mine = self.undo_seat()
        undo.enabled = mine is not None and self.game.can_undo(mine)
        hint.enabled = self.session.hints_allowed and self.coach is None and self.human_turn()
        hint.reason = "" if hint.enabled else _("Hints: on your own turn, in games started with hints on.")
        undo.rect = pygame.Rect(bar.x, bar.y, widths[0], bar.height)
        hint.rect = pygame.Rect(undo.rect.right + gap, bar.y, widths[1], bar.height)
        menu.rect = pygame.Rect(hint.rect.right + gap, bar.y, bar.right - hint.rect.right - gap, bar.height)
        self.top_buttons = [undo, hint, menu]
        self.regions_buttons = {("button", "undo"): undo.rect, ("button", "hint"): hint.rect,
                                ("button", "menu"): menu.rect}

    # ================================================================ frame
    def draw(self, surface: pygame.Surface) -> None:
        pending = self._pending_anim
        after = landing = None
        if pending is not None:
            if self._landing is None or self._landing[0] is not pending:
                # before the table is drawn anew: the places where the game's moving pieces (a lift,
                # a sliding tile) will land, as they look now: shown there until the piece arrives
                after = self.table.snapshot(self.game.state, self._colour_of)
                self._landing = (pending, after, landing_places(pending[0], after, pending[1], self.layers.base,
                                                                self.table.moving_kinds, self.table.near_region))
            _pending, after, landing = self._landing
        moving_only = self._moving_overlays_only()
        # while the screen shows the last frame and only moving overlays are drawn, a move's render
        # may take several frames (each within its budget); meanwhile the screen keeps that frame
        # (the window's message line drawn over it would darken on each frame: never then)
        sliced = moving_only and self.screen_frame.shows(surface) and not self.app.toast
        renders = self.layers.renders
        # the budget counts from the frame's start: a bot's move applied and saved in this frame's
        # update already took part of it; with half of it gone so, the render starts at the next
        # frame (once: a render is never put off twice in a row)
        left = RENDER_BUDGET - (time.perf_counter() - self.app.frame_started)
        put_off = sliced and self.layers.dirty and left < RENDER_BUDGET / 2 and not self._render_put_off
        self._render_put_off = put_off
        if not put_off:
            self.ensure_layout(max(0.0, left) if sliced else None)
        # a render put off or not done, or done with this frame's budget spent, or a large copy after
        # drawing: the copy to the screen (and the flights) at the next frame, which does little else
        self.frame_held = put_off or self.layers.unfinished or (sliced and self.layers.renders != renders and (
            time.perf_counter() - self.app.frame_started > RENDER_BUDGET
            or (self.layers.changed_pixels() or 0) > COPY_ALONE_PIXELS))
        if self.frame_held:
            self.invalidate()
            if sliced:      # the screen keeps the last frame: nothing to show anew
                self.app.drew_only([])
            return
        self._landing = None
        base = self.layers.base
        assert base is not None
        changed = self.layers.take_changed()
        buttons = list(self.prompt.buttons if self.prompt else []) + self.top_buttons
        if moving_only:    # the screen still shows the last frame: only what changed is copied
            redraw_buttons = self.screen_frame.restore(surface, base, changed, self._buttons_look(buttons),
                                                       [self._button_area(b) for b in buttons],
                                                       COPY_FRAME_PIXELS if sliced else None)
            if self.screen_frame.pending:
                self.invalidate()       # the rest of the changes at the next frame
        else:
            surface.blit(base, (0, 0))
            self.screen_frame.forget()
            redraw_buttons = True
        if pending is not None and after is not None:
            before, regions_before = pending
            self._pending_anim = None
            self.anim.colourblind = self.settings.colourblind_markers
            self.anim.start(flights(before, after, regions_before, self.regions,
                                    supply=(surface.get_width() // 2, -self.s(30)), size=self.s(22),
                                    speed=self.speed, owner_home=self._owner_home,
                                    near=self.table.near_region, straight=self.table.moving_kinds,
                                    previous=landing))
        sc = self.sc
        overlays.draw_highlights(self, surface)
        if redraw_buttons:
            overlays.draw_buttons(self, surface)
        self.draw_countdown(surface)
        if self.popup is not None:
            self.popup.layout(surface.get_rect(), sc)
            self.popup.draw(surface, sc)
        flying = self.anim.draw(surface)
        overlays.draw_carried(self, surface)
        spinner = overlays.draw_thinking(self, surface)
        if moving_only:
            self.screen_frame.moved([*flying, spinner, self._message_band(surface) if self.app.toast else None])
            drawn = self.screen_frame.changed()
            if drawn is not None:
                self.app.drew_only(drawn)
        overlays.draw_kbd(self, surface)
        self.draw_learning(surface)
        if self.tooltip_shown and self.hover_key is not None and self.drag is None and self.popup is None:
            if self.hover_key == PROMPT_HINT:
                draw_tooltip(surface, self.prompt.hint if self.prompt else "", self.mouse, sc, max_width=420)
            elif text := self._tooltip_text(self.hover_key):
                draw_tooltip(surface, text, self.mouse, sc, title=True)
        if self.hover_button is not None and self.hover_button.reason:   # why not now, or what it does
            draw_tooltip(surface, self.hover_button.reason, self.mouse, sc, max_width=320)

    def _moving_overlays_only(self) -> bool:
        """Whether this frame draws over the cached table only what ScreenFrame knows the places of
        (the buttons, flying pieces, the thinking spinner, the window's message line): the table on
        top, nobody's piece in hand, no popup, tooltip, highlights, lesson or hint."""
        return (self.app.stack.top is self and self.popup is None and self.drag is None and self.held is None
                and self.kbd_index is None and not self.tooltip_shown and self.coach is None
                and self.hints.shown is None and not self.turn_confirm.pending
                and (self.hover_button is None or not self.hover_button.reason) and self.person_to_move() is None)

    def _buttons_look(self, buttons: list[PromptButton]) -> tuple:
        hover = self.hover_button
        return tuple((b.label, tuple(b.rect), b.enabled, b.primary, b.small, b is hover) for b in buttons)

    def _button_area(self, b: PromptButton) -> pygame.Rect:
        """Where a button draws: its rect and the shadow under it."""
        return b.rect.union(b.rect.move(0, self.s(2))).inflate(2, 2)

    def _message_band(self, surface: pygame.Surface) -> pygame.Rect:
        """The strip along the window's bottom where the app draws its message (App._draw_toast)."""
        box = self.app.toast_rect(surface)
        top = (box.top if box is not None else surface.get_height() - self.app.s(14)) - 2
        return pygame.Rect(0, top, surface.get_width(), surface.get_height() - top)

    def _colour_of(self, p: int) -> int:
        return self.seats[p].colour if p < len(self.seats) else p

    def _owner_home(self, kind: str):
        return self.table.owner_home(kind, self.seats, self.regions)

    def _tooltip_text(self, key: tuple) -> str | None:
        if key[0] == "button":
            return None
        return self.table.tooltip(key, self.game.state, self.names)

    # ================================================================ hit testing and geometry
    def action_point(self, action) -> tuple[int, int] | None:
        """The centre of the prompt or popup button that performs this action, if one is shown."""
        self.ensure_layout()
        if self.popup is not None:
            self.popup.layout(self.app.screen.get_rect(), self.sc)
            for (_label, a), r in zip(self.popup.options, self.popup.rects, strict=True):
                if a == action:
                    return r.center
        for b in (self.prompt.buttons if self.prompt else []):
            if b.action == action and b.enabled:
                return b.rect.center
        return None

    def special_point(self, special: str) -> tuple[int, int] | None:
        self.ensure_layout()
        for b in list(self.prompt.buttons if self.prompt else []) + self.top_buttons:
            if b.special == special:
                return b.rect.center
        return None

    # ================================================================ changing the game
    def do(self, action, animate: bool = True, asked: bool = False) -> bool:
        """Apply an action of the player whose turn it is; False (with the reason shown) if refused, or
        if a person's plan would waste disks: then a warning asks first (waste_warning.py)."""
        if self.coach_refuses(action):         # a tutorial asks for one move at a time
            return False
        if self.turn_confirm.pending:          # the finished turn is confirmed (or undone) first
            return False
        if not asked and self._ask_first(action, lambda: self.do(action, animate, asked=True)):
            return False
        before = None
        if animate and self.speed > 0:
            self.ensure_layout()
            before = self.table.snapshot(self.game.state, self._colour_of)
        regions_before = dict(self.regions)
        reason = self.game.explain(action)      # the record refuses an illegal action with this reason
        if reason is not None:
            self.app.say(reason)
            return False
        logged = len(self.game.log)
        mover = self.current()
        self.game.apply(action)
        self.confirm_after_move(mover)
        self._announce(self.game.log[logged:])
        self._after_change()
        events = [e[1] for e in self.game.log[logged:] if len(e) == 2]
        self.learning_after_change(events)
        if before is not None:
            self._pending_anim = (before, regions_before)
        if self.turn_confirm.pending:
            self._held_moment = events     # shown once the turn is confirmed: Undo may still take it back
        else:
            self._moment(events)
        return True

    def confirm_turn(self) -> None:
        """The person confirms their finished turn; then the moment it made, if it made one."""
        super().confirm_turn()
        events, self._held_moment = self._held_moment, None
        if events:
            self._moment(events)

    def _moment(self, events) -> None:
        """A pause the game makes of what just happened (Coal Baron's shift scoring): a scene over
        the table that a person closes before play goes on. Only when a person sits at the table:
        nobody would close it for bots alone."""
        if all(seat.is_bot for seat in self.seats):
            return
        scene = self.table.moment(self.app, self.ctx, events)
        if scene is not None:
            self._cancel()
            self.app.push(scene)

    def _ask_first(self, action, go) -> bool:
        """Before a person's move the game's table may ask a question (a move that wastes
        something): shown over the table, `go` plays the move only on its "anyway" answer. Bots
        and a tutorial's learner (the lesson asks for that very move) are never asked, nor anyone
        who switched the questions off. True if asked."""
        who = self.current()
        if not self.settings.warn_waste or self.coach is not None or who is None or self.seats[who].is_bot:
            return False
        question = self.table.question_before(self.ctx, action)
        if question is None:
            return False
        self.app.push(WasteQuestion(self.app, question.title, question.paragraphs, back=question.back,
                                    go=question.go, on_go=go))
        return True

    def _announce(self, entries) -> None:
        """A banner for what the game's table finds worth one (e.g. Coal Baron's shift scoring);
        the chronicle has the details."""
        text = self.table.announce([e[1] for e in entries if len(e) == 2], self.names)
        if text:
            self.app.say(text)

    def _after_change(self) -> None:
        self.held = None
        self.popup = None
        self.kbd_index = None
        self.hover_key = None
        self.tooltip_shown = False
        self.layers.dirty = True
        self.changes += 1
        self.log_view.scroll = 0
        self._autosave()
        self.invalidate()

    def _autosave(self) -> None:
        try:
            self.store.autosave(self.session)
            self._save_failed = False
        except OSError as exc:
            if not self._save_failed:   # once per run of failures; the game goes on
                self._save_failed = True
                self.app.say(self.store.autosave_failure(exc))

    def undo(self) -> None:
        """Take back the last move of the person to move, or of the person whose finished turn
        waits for its confirmation (the turn is theirs again)."""
        who = self.undo_seat()
        if who is None:
            self.app.say(_("You can undo only your own moves, on your turn"))
            return
        g = self.game
        if not g.can_undo(who):
            self.app.say(self.table.undo_refused(g, who))
            return
        self.runner.cancel()
        self.anim.skip()
        g.undo(1)
        self.turn_confirm.clear()
        self._held_moment = None
        self._after_change()

    def open_menu(self) -> None:
        self._cancel()
        self.app.push(scenes.make("menu", self.app, self.session, self.store))

    def _push_end(self) -> None:
        self.app.push(scenes.make("end", self.app, self.session, self.store))

    # ================================================================ per frame
    def update(self, dt: float) -> bool:
        # a render goes on, or a held frame is shown, at the next frame
        busy = self.anim.update(dt) or self.layers.unfinished or self.frame_held
        busy = self.learning_update(dt) or busy      # a hint being worked out keeps frames coming
        if busy or self.anim.take_ended():   # also once after the end: no piece left mid-flight
            self.invalidate()
        top = self.app.stack.top is self
        if self.turn_confirm.pending:     # the match is held: the countdown runs while the table is on top
            return (top and self.confirm_update(dt)) or busy
        if self.game.is_over:
            if not self._ended and top and not self.anim.active:
                self._ended = True
                self.layers.dirty = True
                self.invalidate()
                self._push_end()
            return busy
        if not top:
            return busy
        # a quiet frame (nothing flies, nothing in hand): the table draws a part ahead of its showing
        idle = not busy and not self.anim.active and self._pending_anim is None and self.drag is None and self._idle()
        who = self.current()
        assert who is not None      # the game goes on: someone decides (game.core.protocol.Decision)
        if self.seats[who].is_bot:
            return self._bot_step(dt, who) or busy or idle
        self._maybe_cover(who)
        if self.hover_key is not None and not self.tooltip_shown and self.drag is None:
            if time.monotonic() - self.hover_since >= TOOLTIP_DELAY:
                self.tooltip_shown = True
                self.invalidate()
            else:
                busy = True
        return busy or idle or self._pending_anim is not None

    def _bot_step(self, dt: float, who: int) -> bool:
        if self.runner.fallbacks:
            self.app.say(self.runner.fallbacks.pop(0))
        self._spin += dt
        self.invalidate()
        if self.anim.active or self._pending_anim is not None:
            return True
        if self._bot_wait > 0:
            self._bot_wait -= dt
            return True
        self.match.step()       # the script's move, or the bot's once thought; else it thinks on
        return True

    def _apply_bot(self, action) -> None:
        """How the match loop makes a bot's move: the table's own `do`, as a person's move, then
        the pause before the next bot move; a move the table refuses is refused to the loop."""
        if not self.do(action, animate=True):
            raise IllegalAction("the table refused the bot's move")
        self._bot_wait = self._pause()

    def _maybe_cover(self, who: int) -> None:
        if self._cover_for == who:
            return
        self._cover_for = who
        cover = cover_for_turn(self, who)
        if cover is not None:
            self._cancel()
            self.app.push(cover)


def top_button_widths(labels: list[str], room: int, pad: int) -> tuple[list[int], bool]:
    """The top bar's buttons' widths, and whether their labels are drawn in the plain serif: thirds
    of the room, as long as each label fits its third at the least text size (theme.MIN_TEXT_PX);
    where one would not ("Rückgängig" in a small window), each label's width first and what is left
    equally, so a longer word takes room from the shorter ones; where the bold labels together do
    not fit the room ("Podpowiedź" at 800x600), the same in the narrower plain serif; and with no
    room for even those, the room shared by their widths."""
    share = room // len(labels)
    for kind in ("serif_bold", "serif"):
        need = [T.text_size(label, kind, theme.MIN_TEXT_PX)[0] + pad for label in labels]
        if kind == "serif_bold" and all(n <= share for n in need):
            return [share] * len(labels), False
        if sum(need) <= room:
            return [n + (room - sum(need)) // len(labels) for n in need], kind == "serif"
    return [room * n // sum(need) for n in need], True
