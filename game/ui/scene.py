"""Scenes and the scene stack.

A scene is told where it stands on the stack: `pushed` (put on top), `covered` (another scene
went on top of it), `uncovered` (the one above was popped: it is on top again), `popped` (taken off
for good). By default pushed and uncovered call `enter` (show: lay out, refresh) and popped calls
`leave` (stop: cancel what runs in the background), which most scenes need alone. Scenes open
each other by name through game.ui.scenes (`scenes.make("menu", ...)`).

A scene draws itself and handles events. The top scene gets each event first; if it does not
consume it and lets events through (`passes_events`), the scene below gets it. Drawing starts at
the topmost opaque scene, so a dialog or menu can cover the game and show it underneath.
"""

from __future__ import annotations

import pygame


class Scene:
    opaque = True           # covers the whole window: scenes below need not be drawn
    passes_events = False   # unhandled events go on to the scene below

    def __init__(self, app) -> None:
        # the window (game.ui.app.App, or a test's stand-in); not imported here: the app imports
        # this module for its stack
        self.app = app

    # life cycle (the stack calls these four)
    def pushed(self) -> None:
        """Put on top of the stack."""
        self.enter()

    def covered(self) -> None:
        """Another scene was pushed on top of this one (it may still be drawn underneath)."""

    def uncovered(self) -> None:
        """The scene above was popped: this one is on top again."""
        self.enter()

    def popped(self) -> None:
        """Taken off the stack for good."""
        self.leave()

    def enter(self) -> None:
        """Shown on top (pushed or uncovered): lay out and refresh."""

    def leave(self) -> None:
        """Popped off the stack."""

    def resize(self) -> None:
        """The window size or UI scale changed: recompute layout."""

    def language_changed(self) -> None:
        """The player switched language: texts are measured anew. A scene that keeps translated
        text built earlier (in __init__, a cached layer) rebuilds it here."""
        self.resize()

    # per frame
    def handle(self, event: pygame.event.Event) -> bool:
        """Return True if the event was consumed."""
        return False

    def update(self, dt: float) -> bool:
        """Advance animations by dt seconds. Return True while the scene needs more frames."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        raise NotImplementedError

    # helpers
    def invalidate(self) -> None:
        self.app.invalidate()

    def s(self, value: float) -> int:
        return self.app.s(value)


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].covered()
        self.scenes.append(scene)
        scene.pushed()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.popped()
        if self.scenes:
            self.scenes[-1].uncovered()
        return scene

    def replace(self, scene: Scene) -> None:
        """The top scene gives way to another (the one below stays covered)."""
        if self.scenes:
            self.scenes.pop().popped()
        self.scenes.append(scene)
        scene.pushed()

    def clear_to(self, scene: Scene) -> None:
        while self.scenes:
            self.scenes.pop().popped()
        self.push(scene)

    def handle(self, event: pygame.event.Event) -> bool:
        for scene in reversed(self.scenes[:]):
            if scene.handle(event):
                return True
            if not scene.passes_events:
                return False
        return False

    def update(self, dt: float) -> bool:
        busy = False
        for scene in self.scenes[:]:
            busy = scene.update(dt) or busy
        return busy

    def draw(self, surface: pygame.Surface) -> None:
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        for scene in self.scenes[start:]:
            scene.draw(surface)

    def resize(self) -> None:
        for scene in self.scenes:
            scene.resize()
