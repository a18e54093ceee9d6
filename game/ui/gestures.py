"""Drive the game scene by synthetic mouse and key events only (the tests and `haspelknecht selftest`).

`Driver.perform(action)` turns an engine action into the gesture a person would make, from the
game's drop rows (a drag from the piece to its place, e.g. a colour from a pool onto the board) and
its table's clicks (a worker clicked and a choice picked from its popup, a prompt button).
"""

from __future__ import annotations

import pygame

from game.ui.scenes.pass_cover import PassCover
from game.ui.scenes.table_scene import TableScene as GameScene

DT = 1 / 60


class GestureError(RuntimeError):
    """The scene offered no place to make the gesture for an action."""


class Driver:
    def __init__(self, app, scene: GameScene) -> None:
        self.app = app
        self.scene = scene

    # --- raw events ------------------------------------------------------------------------
    def frame(self, events=()) -> None:
        self.app.frame(list(events), DT)

    def down(self, pos, button: int = 1) -> None:
        self.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                    pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)])

    def up(self, pos, button: int = 1) -> None:
        self.frame([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)])

    def move(self, pos) -> None:
        self.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))])

    def click(self, pos) -> None:
        if pos is None:
            raise GestureError("nowhere to click")
        # each of the driver's clicks is meant: none is a person's double click gone astray, which
        # the table does not take on a button that just replaced the one clicked (table_input.py)
        forget = getattr(self.scene, "forget_button_click", None)
        if forget is not None:
            forget()
        self.down(pos)
        self.up(pos)

    def drag(self, a, b, steps: int = 4) -> None:
        if a is None or b is None:
            raise GestureError("nowhere to drag from or to")
        self.down(a)
        for i in range(1, steps + 1):
            t = i / steps
            self.move((round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t)))
        self.up(b)

    def key(self, key: int, mod: int = 0) -> None:
        self.frame([pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)])

    # --- the table ---------------------------------------------------------------------------
    def settle(self) -> None:
        """Run frames until a person must act: finished turns confirmed, covers dismissed, bots done."""
        for _ in range(400):
            self.frame()
            top = self.app.stack.top
            if isinstance(top, PassCover):
                self.click(top.card.center if top.card.width else (10, 10))
                continue
            if getattr(top, "is_moment", False):      # a pause the game makes (a scoring): a person closes it
                self.click(top.close_point())
                continue
            if top is not self.scene:
                return
            if self.scene.turn_confirm.pending:     # the person who ended the turn means it
                self.click(self.scene.special_point("confirm"))
                continue
            who = self.scene.current()
            if who is None or not self.scene.seats[who].is_bot:
                if not self.scene.anim.active:
                    return
        raise GestureError("the table did not settle")

    def point(self, key):
        p = self.scene.point(key)
        if p is None:
            raise GestureError(f"no region {key}")
        return p

    def perform(self, action) -> None:
        """Make the gesture for an action of the player whose turn it is: a drag when one of the
        game's drop rows means it (read backwards: game/ui/drop_table.py), else a click on the region
        or button the game names for it and a pick from the popup, else the prompt's button."""
        s = self.scene
        me = s.current()
        if me is None:
            raise GestureError(f"the game is over: nobody makes {action}")
        s.ensure_layout()
        drag = s.table.drops.places(action, me, s.regions)
        if drag is not None:
            source, _target, aim = drag
            self.drag(self.point(source), self.point(aim))
            if s.popup is not None:          # several actions mean this drop: pick this one
                self.click(self._action_point(action))
            return
        where = s.table.click_target(action, me)
        special = s.table.special_for(action)
        if where is not None:
            self.click(self.point(where))
            if s.popup is not None:
                self.click(self._action_point(action))
        elif special is not None:
            self.click(s.special_point(special))
            self.click(self._action_point(action))
        else:   # a prompt button
            self.click(self._action_point(action))
            top = self.app.stack.top
            confirm = getattr(top, "confirm_point", None)
            if confirm is not None:   # the game asks first (e.g. a plan that wastes disks): a person who means it says so
                self.click(confirm())

    def _action_point(self, action):
        p = self.scene.action_point(action)
        if p is None:
            raise GestureError(f"no button for {action}")
        return p
