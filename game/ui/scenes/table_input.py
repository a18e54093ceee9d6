"""The table scene's input: mouse (press, drag, hold, click), keys and the prompt's buttons.

A mixin of TableScene (table_scene.py): it reads and changes the scene's pointer state (`drag`,
`held`, `popup`, `kbd_index`, `hover_*`) and asks the game's table (`self.table`) what a region
means; drops go through the game's drop rows (game/ui/drop_table.py).
"""

from __future__ import annotations

import math
import time

import pygame

from game.core.i18n import _
from game.ui.drop_table import exact
from game.ui.prompt_bar import Popup, PromptButton
from game.ui.scenes.table_base import PROMPT_HINT, Drag, TableSceneBase

DRAG_THRESHOLD = 6          # design pixels before a press becomes a drag
# A prompt button that took a click can be replaced at the same place by another (Haspelknecht's
# "Remove pit water" by "Dig a coal"): the second click of a double click, this soon after and this
# near, would then play a move nobody aimed at. It is let through on the same button (a quick
# repeat of one move is meant) and anywhere else.
DOUBLE_CLICK_SECONDS = 0.4
DOUBLE_CLICK_REACH = 4      # design pixels


class TableInput(TableSceneBase):
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
                self.layers.dirty = True
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
            self.layers.dirty = True
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
            if not self._second_click_on_new_button(b, pos):
                self._press = ("button", b)
            return
        keys = self.hits(pos)
        other = next((k[1] for k in keys if k[0] == "board" and k[1] != self.active_player()), None)
        if other is not None:     # another player's compact board: show it large while held / until closed
            self._cancel()
            self.hover_key = None
            board = self.table.open_board(self.app, self.ctx, other, pos)
            if board is not None:
                self.app.push(board)
            return
        source = None
        me = self.person_to_move()
        if me is not None:
            source = next((k for k in keys if self.table.is_source(self.game.state, k, me)), None)
        self._press = ("region", keys, source, pos)

    def _motion(self, pos) -> None:
        self.mouse = pos
        pr = self._press
        if self.drag is None and pr is not None and pr[0] == "region" and pr[2] is not None:
            if math.hypot(pos[0] - pr[3][0], pos[1] - pr[3][1]) > self.s(DRAG_THRESHOLD):
                self.drag = Drag(pr[2], pos)
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
        if key is not None and key[0] in self.table.no_tip_kinds:
            key = None
        cut = self.prompt_hint_cut
        if key is None and b is None and cut is not None and cut.collidepoint(pos):
            key = PROMPT_HINT       # the shortened instruction: its whole text as a tooltip
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
                self._last_button_click = (time.monotonic(), pos, b.label)
                self._press_button(b)
            return
        keys = pr[1]
        if not keys or keys[0] in self.hits(pos):
            self._click(keys, pos)
        elif pr[2] is None and self.held is None:
            # dragged something that cannot move now: why, as a click on it says
            me = self.person_to_move()
            reason = self.table.click_reason(self.game, keys[0], me) if me is not None else None
            if reason:
                self.app.say(_(reason))

    def forget_button_click(self) -> None:
        self._last_button_click = None

    def _second_click_on_new_button(self, b: PromptButton, pos) -> bool:
        last = self._last_button_click
        if last is None or b.label == last[2]:
            return False
        when, where, _label = last
        near = math.hypot(pos[0] - where[0], pos[1] - where[1]) <= self.s(DOUBLE_CLICK_REACH)
        return near and time.monotonic() - when < DOUBLE_CLICK_SECONDS

    def _press_button(self, b: PromptButton) -> None:
        if b.special == "undo":
            self.undo()
            return
        if b.special == "menu":
            self.open_menu()
            return
        if b.special == "confirm":
            self.confirm_turn()
            return
        if b.special == "hint":
            self.ask_hint() if b.enabled else self.app.say(_(b.reason))
            return
        if not self.interactive() and b.special != "results":
            return
        if not b.enabled:
            if b.reason:
                self.app.say(_(b.reason))      # the game's words: a msgid or already translated
            return
        listed = self.table.special_popup(self.game, b.special, self.names) if b.special else None
        if listed is not None:      # a button that opens a list of choices (e.g. the Oil Lamp's swaps)
            self.popup = Popup(_(listed[0]), listed[1], b.rect.bottomleft)
            self.invalidate()
            return
        if b.special == "results":
            self._push_end()
            return
        if b.action is not None and self.do(b.action):
            for a in b.then:
                if a not in self.game.legal_actions() or not self.do(a, animate=False):
                    break

    def _click(self, keys: list[tuple], pos) -> None:
        """A click on the regions under the pointer: the most specific one that means something wins."""
        me = self.person_to_move()
        if me is None:
            return
        state = self.game.state
        legal = self.game.legal_actions()
        key = keys[0] if keys else None
        T = self.table
        if self.held is None:
            for k in keys:
                if T.holdable(state, legal, k, me) or self.click_actions(k):
                    key = k
                    break
        else:
            key = next((k for k in keys if T.hold_target(k, me) is not None), key)
        if self.held is not None:
            held = self.held
            target = T.hold_target(key, me)
            if target is not None:
                self.held = None
                self._drop(held, pos, target=target)
                # keep the piece in hand while more of its kind are left (place several by clicks)
                if self.interactive() and self.current() == me and \
                        T.holdable(self.game.state, self.game.legal_actions(), held, me):
                    self.held = held
                return
            if key == held:
                self.held = None
                self.invalidate()
                return
            self.held = key if (key is not None and T.holdable(state, legal, key, me)) else None
            self.invalidate()
            return
        if key is None:
            return
        if T.holdable(state, legal, key, me):
            self.held = key
            self.invalidate()
            return
        acts = self.click_actions(key)
        if len(acts) == 1:
            self.do(acts[0])
        elif acts:
            title = T.popup_titles.get(key[0])
            # TRANSLATORS: the title of the list of moves a click on the table may mean
            self.popup = Popup(_(title) if title else _("Choose"), [(T.describe(state, a, self.names), a) for a in acts], pos)
            self.invalidate()
        else:
            reason = T.click_reason(self.game, key, me)
            if reason:
                self.app.say(_(reason))

    def _drop(self, source: tuple, pos, target: tuple | None = None) -> None:
        """A drop is accepted only on a lit place and means exactly that place's action (the game's
        drop rows, game/ui/drop_table.py)."""
        me = self.person_to_move()
        if me is None:
            return
        keys = [target] if target is not None else self.hits(pos)
        what, key, drop, reason = self.table.drops.resolve(self.game, source, keys, me, self.regions)
        if what == "refuse":
            self.app.say(_(reason))
            return
        if what != "act":
            self.invalidate()
            return
        assert drop is not None     # "act" comes with the lit place's drop
        if drop.then is not None:
            # two steps (a planned piece moved to another worker: taken back, then put there; lit
            # only where the engine accepts the second once the first is done)
            if self.do(drop.actions[0], animate=False):
                second = exact(drop.then, self.game.legal_actions())
                if second:
                    self.do(second[0], animate=False)
            return
        acts = drop.actions
        if len(acts) == 1:
            self.do(acts[0], animate=False)
        else:
            # TRANSLATORS: the title of the list of moves a drop may mean
            self.popup = Popup(_("How?"), [(self.table.describe(self.game.state, a, self.names), a) for a in acts], pos)
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
            self.layers.dirty = True
            self.invalidate()
            return
        digit = _digit(key)
        if self.popup is not None:
            if digit is not None and 1 <= digit <= len(self.popup.options):
                action = self.popup.options[digit - 1][1]
                self.popup = None
                self.do(action)
            return
        if key == pygame.K_h and not mods & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            self.ask_hint()
            return
        if self.turn_confirm.pending:       # a finished turn waits: Enter confirms it (Ctrl+Z undoes)
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.app.stack.top is self:
                self.confirm_turn()
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
                self.layers.dirty = True
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



def _digit(key: int) -> int | None:
    if pygame.K_1 <= key <= pygame.K_9:
        return key - pygame.K_0
    if pygame.K_KP1 <= key <= pygame.K_KP9:
        return key - pygame.K_KP1 + 1
    return None
