"""Drive the game scene by synthetic mouse and key events only (the tests and `haspelknecht selftest`).

`Driver.perform(action)` turns an engine action into the gesture a person would make: drag a
colour from a pool onto the board, drag a disk onto a worker, wood onto a wood field, a worker onto
a tile, click a prompt button, click a worker and pick from its popup...
"""

from __future__ import annotations

import pygame

from game.haspelknecht.actions import Action
from game.ui.scenes.game_scene import GameScene
from game.ui.scenes.pass_cover import PassCover
from game.ui.waste_warning import WasteWarning

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
        """Run frames until a person must act: covers dismissed, bots done."""
        for _ in range(400):
            self.frame()
            top = self.app.stack.top
            if isinstance(top, PassCover):
                self.click(top.card.center if top.card.width else (10, 10))
                continue
            if top is not self.scene:
                return
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

    def perform(self, action: Action) -> None:
        """Make the gesture for an action of the player whose turn it is."""
        s = self.scene
        me = s.current()
        k = action.kind
        board = ("cartarea", me)
        if k == "take":
            pool, colour = action.args
            self.drag(self.point(("pool", pool, colour)), self.point(board))
        elif k == "place":
            w, item = action.args
            if item in ("yellow", "brown", "black"):
                src = ("cart", me, item)
            elif item == "food":
                src = ("farm", me, "food")
            elif item == "thaler":
                src = ("thaler", me)
            else:
                src = ("marker", me, int(item.split(":")[1]))
            self.drag(self.point(src), self.point(("worker", me, w)))
        elif k == "retrieve":
            w, item = action.args
            self.drag(self.point(("plan", me, w, item)), self.point(board))
        elif k == "place_wood":
            self.drag(self.point(("farm", me, "wood")), self.point(("wood", me, action.args[0])))
        elif k == "store":
            slot, res = action.args
            self.drag(self.point(("farm", me, res)), self.point(("slot", me, slot)))
        elif k == "unstore":
            self.click(self.point(("slot", me, action.args[0])))
        elif k == "develop":
            w, tile, pay = action.args
            self.drag(self.point(("worker", me, w)), self.point(("tile", tile)))
            if s.popup is not None:
                self.click(self._action_point(action))
        elif k == "activate":
            self.click(self.point(("worker", me, action.args[0])))
            if s.popup is not None:
                self.click(self._action_point(action))
        elif k == "oil_lamp":
            self.click(s.special_point("oil_lamp"))
            self.click(self._action_point(action))
        else:  # pass, return_pit_water, confirm_plan, end_turn, confirm_storage, dig, reel, tile_option,
            # burn_charcoal, use_marker: a prompt button
            self.click(self._action_point(action))
            top = self.app.stack.top
            if isinstance(top, WasteWarning):   # the plan wastes disks: a person who means it says so
                self.click(top.go_btn.rect.center)

    def _action_point(self, action: Action):
        p = self.scene.action_point(action)
        if p is None:
            raise GestureError(f"no button for {action}")
        return p
