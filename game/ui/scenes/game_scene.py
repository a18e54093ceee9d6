"""The game scene: the table of a game in progress.

Left: the year wheel (phase, year, turn order, score track), the resource boards and the
development board. Centre: what the game asks now, the board of the player whose turn it is
(large), and the other players' boards. Right: undo, the menu and the chronicle of the game.

Every placement is drag and drop (click and keys as alternatives); while dragging, the legal
targets light up and an illegal drop is refused with the engine's reason. Bots think in a
background thread on a clone of the game; their moves are applied here after a check that they are
still legal, and animate at the chosen speed. Frames are cheap: the whole table is rendered into a
cached surface when the game changes; the frame itself only blits it and draws the overlays (drag,
highlights, flights, tooltip).
"""

from __future__ import annotations

import logging
import math
import time

import pygame

from game.haspelknecht.actions import A, Action
from game.haspelknecht.engine import IllegalAction
from game.ui import interaction as I
from game.ui import theme
from game.ui.animation import SPEED, Animator, flights, snapshot
from game.ui.board import devboard
from game.ui.board import pieces as P
from game.ui.board.compact_board import draw_compact
from game.ui.board.geo import View
from game.ui.board.log_view import LogView
from game.ui.board.player_board import draw_large
from game.ui.board.pools import draw_pools
from game.ui.board.year_wheel import draw_wheel
from game.ui.bot_runner import BotRunner
from game.ui.prompts import Popup, Prompt, PromptButton, build_prompt, describe, guide_for
from game.ui.scene import Scene
from game.ui.scenes import table_overlays as overlays
from game.ui.scenes.guide_panel import draw_guide
from game.ui.tooltips import draw_tip, region_text
from game.ui.waste_warning import ask_first
from game.ui.widgets import draw_tooltip

log = logging.getLogger(__name__)

BOT_PAUSE = {"slow": 1.1, "normal": 0.6, "fast": 0.3, "off": 0.15}   # seconds between bot moves
TOOLTIP_DELAY = 0.45
DRAG_THRESHOLD = 6          # design pixels before a press becomes a drag


class _Drag:
    def __init__(self, source: tuple, pos: tuple[int, int]) -> None:
        self.source = source
        self.pos = pos


class GameScene(Scene):
    def __init__(self, app, session, store) -> None:
        super().__init__(app)
        self.session = session
        self.store = store
        self.game = session.game
        self.seats = session.seats
        self.log_view = LogView()
        self.anim = Animator()
        self.runner = BotRunner(self.seats, seed=self.game.seed)
        self.regions: dict[tuple, pygame.Rect] = {}
        self.rects: dict[str, pygame.Rect] = {}
        self._base: pygame.Surface | None = None
        self._base_dirty = True
        self._bg: pygame.Surface | None = None
        self.prompt: Prompt | None = None
        self.top_buttons: list[PromptButton] = []
        self.drag: _Drag | None = None
        self.held: tuple | None = None
        self.popup: Popup | None = None
        self._press: tuple | None = None
        self.mouse = (0, 0)
        self.hover_key: tuple | None = None
        self.hover_since = 0.0
        self.tooltip_shown = False
        self.hover_button: PromptButton | None = None
        self.kbd_index: int | None = None
        self.sync_bots = False          # decide on the main thread (tests)
        self.bot_pause: float | None = None   # None: from the animation speed setting
        self._bot_wait = 0.0
        self._spin = 0.0
        self._cover_for: int | None = None
        self._ended = False
        self._pending_anim: tuple | None = None
        self._save_failed = False
        self._layout()

    # ================================================================ settings and helpers
    @property
    def sc(self) -> float:
        """The table's scale: the app's (window fit times the UI scale), as far as the table's layout
        can reflow into the window: it needs at least theme.MIN_DESIGN design units."""
        w, h = self.app.size
        wanted = self.app.scale
        if h * 16 > w * 9:   # narrower than 16:9: the width limits the table, so use its reflow room
            wanted = max(wanted, w / theme.MIN_DESIGN[0] * self.app.settings.ui_scale)
        return theme.layout_scale(w, h, wanted)

    def s(self, value: float) -> int:
        return max(1, round(value * self.sc))

    @property
    def settings(self):
        return self.app.settings

    @property
    def speed(self) -> float:
        return SPEED.get(self.settings.animation_speed, 1.0)

    def _pause(self) -> float:
        if self.bot_pause is not None:
            return self.bot_pause
        return BOT_PAUSE.get(self.settings.animation_speed, 0.6)

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    def _owner_kinds(self) -> list[str]:
        return [f"owner:{s.colour}" for s in self.seats]

    def current(self) -> int | None:
        return self.game.decision()[0]

    def human_turn(self) -> bool:
        who = self.current()
        return who is not None and not self.seats[who].is_bot

    def interactive(self) -> bool:
        return self.human_turn() and self.app.stack.top is self

    def active_player(self) -> int:
        who = self.current()
        if who is not None:
            return who
        res = self.game.state.result or {}
        return res.get("winner", 0) or 0

    # ================================================================ layout
    def _layout(self) -> None:
        W, H = self.app.size
        sc = self.sc
        DWn, DHn = W / sc, H / sc
        m = 8

        def R(x, y, w, h):
            return pygame.Rect(round(x * sc), round(y * sc), max(1, round(w * sc)), max(1, round(h * sc)))

        n = self.game.options.players
        if DHn >= 1.25 * DWn:
            self._layout_portrait(DWn, DHn, R, m, n)
            return
        # the columns grow with spare room and give some back when a UI scale above 100% leaves
        # fewer design units than 1280x720 (down to theme.MIN_DESIGN)
        left_w = 330 + (DWn - 1280) * 0.3
        right_w = 252 + (DWn - 1280) * 0.28
        cw = DWn - left_w - right_w - 4 * m
        cx0 = 2 * m + left_w
        wheel_h = 140 + (DHn - 720) * 0.1
        pools_h = 112 if n == 2 else 158
        pools_h += (DHn - 720) * 0.1
        self.rects = {
            "wheel": R(m, m, left_w, wheel_h),
            "pools": R(m, 2 * m + wheel_h, left_w, pools_h),
        }
        dev_y = 3 * m + wheel_h + pools_h
        self.rects["dev"] = R(m, dev_y, left_w, DHn - dev_y - m)
        rx = DWn - m - right_w
        self.rects["topbar"] = R(rx, m, right_w, 34)
        self.rects["log"] = R(rx, 2 * m + 34, right_w, DHn - 3 * m - 34)
        prompt_h = 66
        others_h = 180 + (DHn - 720) * 0.15
        self.rects["prompt"] = R(cx0, m, cw, prompt_h)
        board_y = 2 * m + prompt_h
        self.rects["active"] = R(cx0, board_y, cw, DHn - board_y - 2 * m - others_h)
        self.rects["others"] = R(cx0, DHn - m - others_h, cw, others_h)
        self._base_dirty = True

    def _layout_portrait(self, DWn: float, DHn: float, R, m: float, n: int) -> None:
        """A window much taller than wide: the prompt, the active board and the other boards across
        the whole width, one under the other; below them the wheel and the pools, the development
        board and the chronicle side by side."""
        full = DWn - 2 * m
        bar_w = 260
        prompt_h, others_h = 66, 200 + max(0, DHn - 1280) * 0.15
        active_h = full * 440 / 666 + 10             # the large board's own proportions
        rest = DHn - 5 * m - prompt_h - active_h - others_h
        col = (full - 2 * m) / 3
        wheel_h = 140
        pools_h = min(112 if n == 2 else 158, rest - wheel_h - m)
        y = m
        self.rects = {
            "prompt": R(m, y, full - bar_w - m, prompt_h),
            "topbar": R(DWn - m - bar_w, y, bar_w, 34),
        }
        y += prompt_h + m
        self.rects["active"] = R(m, y, full, active_h)
        y += active_h + m
        self.rects["others"] = R(m, y, full, others_h)
        y += others_h + m
        self.rects["wheel"] = R(m, y, col, wheel_h)
        self.rects["pools"] = R(m, y + wheel_h + m, col, pools_h)
        self.rects["dev"] = R(2 * m + col, y, col, rest)
        self.rects["log"] = R(3 * m + 2 * col, y, full - 2 * col - 2 * m, rest)
        self._base_dirty = True

    def resize(self) -> None:
        P.clear_caches()
        devboard._FACES.clear()
        self._bg = None
        self._base = None
        self._layout()
        self.invalidate()

    def enter(self) -> None:
        # uncovered again (menu closed, settings maybe changed)
        self.anim.colourblind = self.settings.colourblind_markers
        self._base_dirty = True
        if self._base is not None and self._base.get_size() != self.app.size:
            self.resize()
        self.invalidate()

    def leave(self) -> None:
        self.runner.cancel()

    # ================================================================ the cached table
    def _background(self, size) -> pygame.Surface:
        if self._bg is None or self._bg.get_size() != size:
            self._bg = P.wood_texture(size, base=(70, 46, 28), seed=3)
        return self._bg

    def ensure_layout(self) -> None:
        """Render the table (and its hit regions) if the game changed since the last render."""
        size = self.app.size
        if self._base is None or self._base.get_size() != size:
            self._base = pygame.Surface(size)
            self._layout()
            self._base_dirty = True
        if self._base_dirty:
            self._render_base(self._base)
            self._base_dirty = False

    def _render_base(self, surf: pygame.Surface) -> None:
        sc = self.sc
        state = self.game.state
        surf.blit(self._background(surf.get_size()), (0, 0))
        view = View(state, self.seats, self.settings.colourblind_markers, {}, self.current())
        draw_wheel(surf, self.rects["wheel"], view, sc)
        draw_pools(surf, self.rects["pools"], view, sc)
        self._draw_dev(surf, view, sc)
        me = self.active_player()
        draw_large(surf, self.rects["active"], view, me, sc)
        self._draw_others(surf, view, me, sc)
        self.log_view.draw(surf, self.rects["log"], self.game.log, self.names, self._owner_kinds(), sc,
                           self.settings.colourblind_markers, view.regions)
        self._draw_prompt(surf, sc)
        self._layout_top_buttons(sc)
        self.regions = view.regions

    def _draw_dev(self, surf, view: View, sc: float) -> None:
        rect = self.rects["dev"]
        P.panel(surf, rect, sc, radius=8, width=2, seed=17)
        P.text(surf, "Developments", "caps", 17 * sc, theme.INK, (rect.x + round(10 * sc), rect.y + round(5 * sc)))
        cells = self.game.state.board.cells
        avail = pygame.Rect(rect.x + round(6 * sc), rect.y + round(28 * sc), rect.width - round(12 * sc),
                            rect.height - round(36 * sc))
        assist_h, gap = round(24 * sc), round(10 * sc)
        r, centres = devboard.layout_centres(cells, pygame.Rect(avail.x, avail.y, avail.width,
                                                                 avail.height - assist_h - gap))
        ys = [c[1] for c in centres.values()]
        bh = round(max(ys) - min(ys) + 2 * r)
        top = avail.y + max(0, (avail.height - bh - gap - assist_h) // 2)
        board = pygame.Rect(avail.x, top, avail.width, bh)
        assist = pygame.Rect(rect.x + round(8 * sc), board.bottom + gap, rect.width - round(16 * sc), assist_h)
        devboard.draw_game_board(surf, board, self.game.state.board.cells, stacks=self.game.state.stacks,
                                 owner_kinds=self._owner_kinds(), colourblind=self.settings.colourblind_markers,
                                 regions=view.regions)
        devboard.draw_assist_tiles(surf, assist, view.regions)

    def _draw_others(self, surf, view: View, me: int, sc: float) -> None:
        row = self.rects["others"]
        others = [p for p in range(len(self.seats)) if p != me]
        gap = round(8 * sc)
        slot = (row.width - gap * (len(others) - 1)) / max(1, len(others))
        w = min(slot, row.height * 222 / 178 * 1.25)
        x = row.x
        for p in others:
            rect = pygame.Rect(round(x), row.y, round(w), row.height)
            draw_compact(surf, rect, view, p, sc)
            x += w + gap
        spare = row.right - x
        if spare > 150 * sc:
            self._draw_guide(surf, pygame.Rect(round(x), row.y, round(spare), row.height), sc)

    def _draw_guide(self, surf, rect: pygame.Rect, sc: float) -> None:
        """Spare room in the bottom row: how the current step works (asked of the engine now), and the keys."""
        self.rects["guide"] = rect
        self.guide_shown = guide_for(self.game)
        draw_guide(surf, rect, sc, self.guide_shown)

    # ---------------------------------------------------------------- prompt bar
    def _draw_prompt(self, surf, sc: float) -> None:
        rect = self.rects["prompt"]
        who = self.current()
        is_bot = who is not None and self.seats[who].is_bot
        self.prompt = build_prompt(self.game, self.names, is_bot)
        P.panel(surf, rect, sc, kind="wood", radius=8, width=2, seed=29, base=(96, 64, 38))
        if who is not None:
            P.blit_piece(surf, f"owner:{self.seats[who].colour}", (rect.x + round(24 * sc), rect.centery), 30 * sc,
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
            w = P.text_size(b.label, "serif_bold", 15 * sc)[0] + round(26 * sc)
            b.rect = pygame.Rect(bx - w, row1, w, bh)
            bx -= w + round(6 * sc)
        title_right = bx - round(6 * sc)
        bx2 = rect.right - round(8 * sc)
        for b in reversed(small):
            w = P.text_size(b.label, "serif", 13 * sc)[0] + round(18 * sc)
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
        P.text(surf, self.prompt.title, "serif_bold", 17 * sc, theme.PARCHMENT_LIGHT, (x, rect.y + round(9 * sc)),
               max_width=max(20, title_right - x))
        if self.kbd_index is None:
            P.text(surf, self.prompt.hint, "serif_italic", 13.5 * sc, theme.PARCHMENT_DARK,
                   (x, rect.y + round(38 * sc)), max_width=max(20, hint_right - x))

    def _layout_top_buttons(self, sc: float) -> None:
        bar = self.rects["topbar"]
        gap = round(6 * sc)
        w = (bar.width - gap) // 2
        undo = PromptButton("Undo  (Ctrl+Z)", None, "undo")
        menu = PromptButton("Menu  (Esc)", None, "menu")
        who = self.current()
        undo.enabled = who is not None and not self.seats[who].is_bot and self.game.can_undo(who)
        undo.rect = pygame.Rect(bar.x, bar.y, w, bar.height)
        menu.rect = pygame.Rect(bar.x + w + gap, bar.y, bar.width - w - gap, bar.height)
        self.top_buttons = [undo, menu]
        self.regions_buttons = {("button", "undo"): undo.rect, ("button", "menu"): menu.rect}

    # ================================================================ frame
    def draw(self, surface: pygame.Surface) -> None:
        self.ensure_layout()
        surface.blit(self._base, (0, 0))
        if self._pending_anim is not None:
            before, regions_before = self._pending_anim
            self._pending_anim = None
            after = snapshot(self.game.state, self._colour_of)
            self.anim.colourblind = self.settings.colourblind_markers
            self.anim.start(flights(before, after, regions_before, self.regions,
                                    supply=(surface.get_width() // 2, -self.s(30)), size=self.s(22),
                                    speed=self.speed, owner_home=self._owner_home))
        sc = self.sc
        overlays.draw_highlights(self, surface)
        overlays.draw_buttons(self, surface)
        if self.popup is not None:
            self.popup.layout(surface.get_rect(), sc)
            self.popup.draw(surface, sc)
        self.anim.draw(surface)
        overlays.draw_carried(self, surface)
        overlays.draw_thinking(self, surface)
        overlays.draw_kbd(self, surface)
        if self.tooltip_shown and self.hover_key is not None and self.drag is None and self.popup is None:
            text = self._tooltip_text(self.hover_key)
            if text:
                draw_tip(surface, text, self.mouse, sc)
        if self.hover_button is not None and self.hover_button.reason and not self.hover_button.enabled:
            draw_tooltip(surface, self.hover_button.reason, self.mouse, sc, theme.font("serif", round(14 * sc)))

    def _colour_of(self, p: int) -> int:
        return self.seats[p].colour if p < len(self.seats) else p

    def _owner_home(self, kind: str):
        c = int(kind.split(":")[1])
        for p, seat in enumerate(self.seats):
            if seat.colour == c:
                r = self.regions.get(("emblem", p))
                return r.center if r else None
        return None

    def _tooltip_text(self, key: tuple) -> str | None:
        if key[0] == "button":
            return None
        return region_text(key, self.game.state, self.names)

    # ================================================================ hit testing and geometry
    def hits(self, pos) -> list[tuple]:
        """Region keys under a point, most specific (smallest) first."""
        out = [(r.width * r.height, k) for k, r in self.regions.items() if r.collidepoint(pos)]
        out.sort(key=lambda t: t[0])
        return [k for _, k in out]

    def point(self, key: tuple) -> tuple[int, int] | None:
        """The screen centre of a region (pool colour, worker, wood field, tile, slot, button...)."""
        self.ensure_layout()
        if key in getattr(self, "regions_buttons", {}):
            return self.regions_buttons[key].center
        r = self.regions.get(key)
        return r.center if r is not None else None

    def rect_of(self, key: tuple) -> pygame.Rect | None:
        self.ensure_layout()
        return self.regions.get(key)

    def action_point(self, action: Action) -> tuple[int, int] | None:
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

    # ================================================================ input
    def handle(self, event: pygame.event.Event) -> bool:
        t = event.type
        if t == pygame.MOUSEMOTION:
            self._motion(event.pos)
            return True
        if t == pygame.MOUSEBUTTONDOWN:
            if event.button == 1:
                self._press_at(event.pos)
            elif event.button == 3:
                self._cancel()
            return True
        if t == pygame.MOUSEBUTTONUP:
            if event.button == 1:
                self._release(event.pos)
            return True
        if t == pygame.MOUSEWHEEL:
            if self.rects["log"].collidepoint(self.mouse):
                self.log_view.scroll_by(int(event.y) * 3)
                self._base_dirty = True
                self.invalidate()
            return True
        if t == pygame.KEYDOWN:
            self._key(event)
            return True
        return False

    def _cancel(self) -> None:
        changed = self.drag or self.held or self.popup or self.kbd_index is not None
        self.drag = None
        self.held = None
        self.popup = None
        self._press = None
        if self.kbd_index is not None:
            self.kbd_index = None
            self._base_dirty = True
        if changed:
            self.invalidate()

    def _all_buttons(self) -> list[PromptButton]:
        return list(self.prompt.buttons if self.prompt else []) + self.top_buttons

    def _button_at(self, pos) -> PromptButton | None:
        for b in self._all_buttons():
            if b.rect.collidepoint(pos):
                return b
        return None

    def _press_at(self, pos) -> None:
        self.mouse = pos
        self.ensure_layout()
        if self.anim.active:
            self.anim.skip()
            self.invalidate()
        self.tooltip_shown = False
        if self.popup is not None:
            i = self.popup.hit(pos)
            if i < 0 and not self.popup.rect.collidepoint(pos):
                self.popup = None
                self._press = None
                self.invalidate()
                return
            self._press = ("popup", i)
            return
        b = self._button_at(pos)
        if b is not None:
            self._press = ("button", b)
            return
        keys = self.hits(pos)
        other = next((k[1] for k in keys if k[0] == "board" and k[1] != self.active_player()), None)
        if other is not None:     # another player's compact board: show it large while held / until closed
            from game.ui.board_viewer import BoardViewer

            self._cancel()
            self.hover_key = None
            self.app.push(BoardViewer(self.app, self, other, press_pos=pos))
            return
        source = None
        if self.interactive():
            me = self.current()
            source = next((k for k in keys if I.is_source(self.game.state, k, me)), None)
        self._press = ("region", keys, source, pos)

    def _motion(self, pos) -> None:
        self.mouse = pos
        pr = self._press
        if self.drag is None and pr is not None and pr[0] == "region" and pr[2] is not None:
            if math.hypot(pos[0] - pr[3][0], pos[1] - pr[3][1]) > self.s(DRAG_THRESHOLD):
                self.drag = _Drag(pr[2], pos)
                self.held = None
                self.invalidate()
        if self.drag is not None:
            self.drag.pos = pos
            self.invalidate()
            return
        if self.held is not None:
            self.invalidate()
        if self.popup is not None:
            h = self.popup.hit(pos)
            if h != self.popup.hover:
                self.popup.hover = h
                self.invalidate()
        b = self._button_at(pos)
        if b is not self.hover_button:
            self.hover_button = b
            self.invalidate()
        keys = self.hits(pos) if b is None else []
        key = keys[0] if keys else None
        if key is not None and key[0] in ("board", "mine", "log"):
            key = None
        if key != self.hover_key:
            self.hover_key = key
            self.hover_since = time.monotonic()
            if self.tooltip_shown:
                self.tooltip_shown = False
            self.invalidate()
        elif self.tooltip_shown:
            self.invalidate()  # the tooltip follows the pointer

    def _release(self, pos) -> None:
        self.mouse = pos
        pr = self._press
        self._press = None
        # after a click or a drop (refused or not) no tooltip until the pointer moves on: the old hover
        # still named the picked-up piece, and its tip would pop up at once at the drop point and stay
        self.hover_key = None
        self.tooltip_shown = False
        if self.drag is not None:
            drag = self.drag
            self.drag = None
            self._drop(drag.source, pos)
            self.invalidate()
            return
        if pr is None:
            return
        if pr[0] == "popup":
            if self.popup is not None:
                i = self.popup.hit(pos)
                if i >= 0 and i == pr[1]:
                    action = self.popup.options[i][1]
                    self.popup = None
                    self.do(action)
            return
        if pr[0] == "button":
            b = pr[1]
            if b.rect.collidepoint(pos):
                self._press_button(b)
            return
        keys = pr[1]
        if not keys or keys[0] in self.hits(pos):
            self._click(keys, pos)

    def _press_button(self, b: PromptButton) -> None:
        if b.special == "undo":
            self.undo()
            return
        if b.special == "menu":
            self.open_menu()
            return
        if not self.interactive() and b.special != "results":
            return
        if not b.enabled:
            if b.reason:
                self.app.say(b.reason)
            return
        if b.special == "oil_lamp":
            legal = [a for a in self.game.legal_actions() if a.kind == "oil_lamp"]
            self.popup = Popup("Oil Lamp: swap a reserve disk", [(describe(self.game.state, a, self.names), a) for a in legal],
                               b.rect.bottomleft)
            self.invalidate()
            return
        if b.special == "results":
            self._push_end()
            return
        if b.action is not None:
            self.do(b.action)

    def _click(self, keys: list[tuple], pos) -> None:
        """A click on the regions under the pointer: the most specific one that means something wins."""
        if not self.interactive():
            return
        state = self.game.state
        me = self.current()
        legal = self.game.legal_actions()
        key = keys[0] if keys else None
        if self.held is None:
            for k in keys:
                if I.holdable(state, legal, k, me) or I.click_actions(state, legal, k, me):
                    key = k
                    break
        else:
            key = next((k for k in keys if k[0] in ("worker", "plan") and k[1] == me), key)
        if self.held is not None:
            held = self.held
            if key is not None and key[0] in ("worker", "plan") and key[1] == me:
                self.held = None
                self._drop(held, pos, target=("worker", me, key[2]))
                # keep the piece in hand while more of its kind are left (place several by clicks)
                if self.interactive() and self.current() == me and \
                        I.holdable(self.game.state, self.game.legal_actions(), held, me):
                    self.held = held
                return
            if key == held:
                self.held = None
                self.invalidate()
                return
            self.held = key if (key is not None and I.holdable(state, legal, key, me)) else None
            self.invalidate()
            return
        if key is None:
            return
        if I.holdable(state, legal, key, me):
            self.held = key
            self.invalidate()
            return
        acts = I.click_actions(state, legal, key, me)
        if len(acts) == 1:
            self.do(acts[0])
        elif acts:
            title = {"worker": "Choose", "tile": "Develop with", "farm": "Where?", "slot": "Store"}.get(key[0], "Choose")
            self.popup = Popup(title, [(describe(state, a, self.names), a) for a in acts], pos)
            self.invalidate()
        else:
            reason = self._click_reason(key, me)
            if reason:
                self.app.say(reason)

    def _click_reason(self, key: tuple, me: int) -> str | None:
        state = self.game.state
        if key[0] == "pool":
            return self.game.explain(A("take", key[1], key[2]))
        if key[0] == "tile" and state.stage == "execute":
            return self.game.explain(A("develop", "farmer", key[1], None))
        if key[0] == "worker" and key[1] == me and state.stage == "execute":
            w = key[2]
            p = state.players[me]
            from game.haspelknecht.rules import WORKERS
            idx = WORKERS.index(w)
            if p.done >> idx & 1:
                return "this worker has already run in this phase"
            if not any(p.plan[idx]):
                return "nothing was planned on this worker"
            return "finish the decision in progress first"
        return None

    def _drop(self, source: tuple, pos, target: tuple | None = None) -> None:
        """A drop is accepted only on a lit place and means exactly that place's action (interaction.py)."""
        if not self.interactive():
            return
        me = self.current()
        keys = [target] if target is not None else self.hits(pos)
        what, key, acts, reason = I.resolve_drop(self.game, source, keys, me)
        if what == "refuse":
            self.app.say(reason)
            return
        if what != "act":
            self.invalidate()
            return
        if source[0] == "plan" and key[0] == "worker":
            # a planned piece moved to another worker: take it back, then put it there (lit only
            # where the engine accepts it once back)
            if self.do(acts[0], animate=False):
                self.do(A("place", key[2], source[3]), animate=False)
            return
        if len(acts) == 1:
            self.do(acts[0], animate=False)
        else:
            self.popup = Popup("How?", [(describe(self.game.state, a, self.names), a) for a in acts], pos)
            self.invalidate()

    def _key(self, ev) -> None:
        key, mods = ev.key, ev.mod
        if key == pygame.K_z and mods & pygame.KMOD_CTRL:
            self.undo()
            return
        if key == pygame.K_ESCAPE:
            if self.drag or self.held or self.popup or self.kbd_index is not None:
                self._cancel()
            else:
                self.open_menu()
            return
        if key == pygame.K_SPACE:
            if self.anim.active:
                self.anim.skip()
                self.invalidate()
            self._bot_wait = 0.0
            return
        if key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.log_view.scroll_by(8 if key == pygame.K_PAGEUP else -8)
            self._base_dirty = True
            self.invalidate()
            return
        digit = _digit(key)
        if self.popup is not None:
            if digit is not None and 1 <= digit <= len(self.popup.options):
                action = self.popup.options[digit - 1][1]
                self.popup = None
                self.do(action)
            return
        if not self.interactive():
            if self.game.is_over and key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self._push_end()
            return
        if key == pygame.K_TAB:
            acts = self._kbd_actions()
            if acts:
                step = -1 if mods & pygame.KMOD_SHIFT else 1
                self.kbd_index = 0 if self.kbd_index is None else (self.kbd_index + step) % len(acts)
                self._base_dirty = True
                self.invalidate()
            return
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.kbd_index is not None:
                acts = self._kbd_actions()
                if acts:
                    a = acts[self.kbd_index % len(acts)]
                    self.kbd_index = None
                    self.do(a)
                return
            primary = next((b for b in (self.prompt.buttons if self.prompt else []) if b.primary), None)
            if primary is not None:
                self._press_button(primary)
            return
        if digit is not None and self.prompt is not None:
            buttons = [b for b in self.prompt.buttons]
            if 1 <= digit <= len(buttons):
                self._press_button(buttons[digit - 1])

    def _kbd_actions(self) -> list[Action]:
        return list(self.game.legal_actions())

    # ================================================================ changing the game
    def do(self, action: Action, animate: bool = True, asked: bool = False) -> bool:
        """Apply an action of the player whose turn it is; False (with the reason shown) if refused, or
        if a person's plan would waste disks: then a warning asks first (waste_warning.py)."""
        if not asked and ask_first(self, action, lambda: self.do(action, animate, asked=True)):
            return False
        before = None
        if animate and self.speed > 0:
            self.ensure_layout()
            before = snapshot(self.game.state, self._colour_of)
        regions_before = dict(self.regions)
        try:
            self.game.apply(action)
        except IllegalAction as exc:
            self.app.say(str(exc))
            return False
        self._after_change()
        if before is not None:
            self._pending_anim = (before, regions_before)
        return True

    def _after_change(self) -> None:
        self.held = None
        self.popup = None
        self.kbd_index = None
        self.hover_key = None
        self.tooltip_shown = False
        self._base_dirty = True
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
        who = self.current()
        if who is None or self.seats[who].is_bot:
            self.app.say("You can undo only your own moves, on your turn")
            return
        g = self.game
        if not g.can_undo(who):
            if not g.actions:
                self.app.say("Nothing to undo yet")
            elif g.drew and g.drew[-1] and g.actors[-1] == who:
                self.app.say("A disk came out of the bag since: that cannot be taken back")
            else:
                self.app.say("Nothing of yours to undo: another player acted or disks were drawn since")
            return
        self.runner.cancel()
        self.anim.skip()
        g.undo(1)
        self._after_change()

    def open_menu(self) -> None:
        self._cancel()
        try:
            from game.ui.scenes.menu import GameMenu
        except ImportError:
            self.app.say("menu coming")
            return
        self.app.push(GameMenu(self.app, self.session, self.store))

    def _push_end(self) -> None:
        try:
            from game.ui.scenes.end import EndScene
        except ImportError:
            res = self.game.state.result or {}
            scores = ", ".join(f"{self.names[i]} {s}" for i, s in enumerate(res.get("scores", [])))
            self.app.say(f"The game is over: {scores}")
            return
        self.app.push(EndScene(self.app, self.session, self.store))

    # ================================================================ per frame
    def update(self, dt: float) -> bool:
        busy = self.anim.update(dt)
        if busy or self.anim.take_ended():   # also once after the end: no piece left mid-flight
            self.invalidate()
        top = self.app.stack.top is self
        if self.game.is_over:
            if not self._ended and top and not self.anim.active:
                self._ended = True
                self._base_dirty = True
                self.invalidate()
                self._push_end()
            return busy
        if not top:
            return busy
        who = self.current()
        if self.seats[who].is_bot:
            return self._bot_step(dt, who) or busy
        self._maybe_cover(who)
        if self.hover_key is not None and not self.tooltip_shown and self.drag is None:
            if time.monotonic() - self.hover_since >= TOOLTIP_DELAY:
                self.tooltip_shown = True
                self.invalidate()
            else:
                busy = True
        return busy or self._pending_anim is not None

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
        if self.sync_bots:
            action = self.runner.decide_now(self.game, who)
            self._apply_bot(action)
            return True
        res = self.runner.poll()
        if res is None:
            if not self.runner.busy:
                self.runner.request(self.game, who)
            return True
        token, action, error = res
        if error is not None or action is None:
            from game.ui.bot_runner import fallback_action
            action = fallback_action(self.game.legal_actions(), len(self.game.actions))
            self.app.say(f"{self.seats[who].name}'s bot failed; a random move was played")
        elif token != len(self.game.actions) or action not in self.game.legal_actions():
            self.runner.request(self.game, who)  # stale or illegal: think again
            return True
        self._apply_bot(action)
        return True

    def _apply_bot(self, action: Action) -> None:
        if self.do(action, animate=True):
            self._bot_wait = self._pause()
        else:
            from game.ui.bot_runner import fallback_action
            self.do(fallback_action(self.game.legal_actions(), len(self.game.actions)))

    def _maybe_cover(self, who: int) -> None:
        if self._cover_for == who:
            return
        self._cover_for = who
        from game.ui.scenes.pass_cover import cover_for_turn

        cover = cover_for_turn(self, who)
        if cover is not None:
            self._cancel()
            self.app.push(cover)

    # ================================================================ tests and tools
    def wait_for_bots(self, timeout: float = 10.0, dt: float = 0.05) -> bool:
        """Run frames until a human must decide or the game is over (True), or time runs out."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            who = self.current()
            if who is None or (not self.seats[who].is_bot and not self.anim.active and self._pending_anim is None):
                return True
            self.app.frame([], dt)
            if self.runner.busy:
                self.runner.wait(0.02)
        return False


def _digit(key: int) -> int | None:
    if pygame.K_1 <= key <= pygame.K_9:
        return key - pygame.K_0
    if pygame.K_KP1 <= key <= pygame.K_KP9:
        return key - pygame.K_KP1 + 1
    return None
