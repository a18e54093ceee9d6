"""Modal dialogs over any scene: a message, a yes/no question, and a text prompt.

A dialog darkens what lies below and takes every event until it closes (it pops itself).
Titles, texts and button labels are msgids (N_) or text the caller translated already; they are
drawn through _(), so either shows in the player's language.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.core.i18n import N_, _
from game.ui import theme
from game.ui import widgets_art as art
from game.ui.widgets import wrap
from game.ui.widgets_form import PushButton, TextField
from game.ui.widgets_page import UIScene

if TYPE_CHECKING:
    from game.ui.app import App


class Dialog(UIScene):
    opaque = False
    passes_events = False
    width = 560

    def __init__(self, app: App, title: str, text: str = "") -> None:
        self.title = title
        self.text = text
        self.buttons: list[PushButton] = []
        self.closed = False
        super().__init__(app)

    def close(self) -> None:
        if not self.closed and self.app.stack.top is self:
            self.closed = True
            self.app.pop()

    def _title_lines(self) -> list[str]:
        """The title, wrapped to the panel (a translation may need two lines)."""
        return wrap(_(self.title), self.font("serif_bold", 28), self.s(self.width - 40)) if self.title else []

    def title_extra(self) -> float:
        """The height (design units) the title's lines after its first one take."""
        lines = self._title_lines()
        return max(0, len(lines) - 1) * self.font("serif_bold", 28).get_linesize() / self.k

    def _text_lines(self) -> list[str]:
        return wrap(_(self.text), self.font("serif", 20), self.s(self.width - 80)) if self.text else []

    def extra_height(self) -> float:
        return 0

    def text_height(self) -> float:
        """The wrapped text's height in design units (its line height follows the text scale)."""
        return len(self._text_lines()) * round(self.font("serif", 20).get_linesize() * 1.05) / self.k

    def _fit(self) -> None:
        # the design is the dialog alone, so the UI scale enlarges it as far as the window holds; its
        # height depends on the wrapped text, whose size depends on the scale: settle in two rounds
        self.design = (self.width + 40, 720)
        super()._fit()
        for _round in range(2):
            self.design = (self.width + 40,
                           40 + 72 + self.title_extra() + self.text_height() + self.extra_height() + 84)
            super()._fit()

    def panel_rect(self) -> pygame.Rect:
        return self.R(20, 20, self.width, self.design[1] - 40)

    def layout(self) -> None:
        n = len(self.buttons)
        gap = 18
        # as wide as the longest label with room either side (a longer language's "Confirm anyway"
        # filled its button from edge to edge), as long as the row stays within the panel
        widest = max((self.font("caps" if b.style in ("primary", "danger") else "serif", b.size).size(_(b.label))[0]
                      / self.k for b in self.buttons), default=0)
        bw = max(170, min(widest + 36, (self.width - 40 - (n - 1) * gap) / max(1, n)))
        total = n * bw + (n - 1) * gap
        x0 = (self.design[0] - total) / 2
        bottom = self.design[1] - 20
        for i, b in enumerate(self.buttons):
            b.rect = self.R(x0 + i * (bw + gap), bottom - 64, bw, 42)

    def handle(self, event: pygame.event.Event) -> bool:
        super().handle(event)
        return True  # modal: nothing reaches the scenes below

    def draw_scene(self, surface: pygame.Surface) -> None:
        art.darken(surface, 150)
        panel = self.panel_rect()
        art.draw_sheet(surface, panel, self.k, tint=theme.PARCHMENT_LIGHT, shadow=False)
        f = self.font("serif_bold", 28)
        y = panel.y + self.s(26)
        for line in self._title_lines():
            img = f.render(line, True, theme.INK)
            surface.blit(img, img.get_rect(midtop=(panel.centerx, y)))
            y += f.get_linesize()
        body = self.font("serif", 20)
        y = panel.y + self.s(72 + self.title_extra())
        for line in self._text_lines():
            img = body.render(line, True, theme.INK)
            surface.blit(img, img.get_rect(midtop=(panel.centerx, y)))
            y += round(body.get_linesize() * 1.05)
        self.text_bottom = y


class MessageDialog(Dialog):
    def __init__(self, app: App, title: str, text: str, *, button: str = N_("OK"),
                 on_close: Callable[[], None] | None = None) -> None:
        super().__init__(app, title, text)
        self.on_close = on_close
        self.buttons = [self.add(PushButton(button, self._ok, key=pygame.K_RETURN, style="primary"))]

    def _ok(self) -> None:
        self.close()
        if self.on_close:
            self.on_close()

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_KP_ENTER):
            self._ok()
            return True
        return False


class ConfirmDialog(Dialog):
    def __init__(self, app: App, title: str, text: str, *, yes: str, on_yes: Callable[[], None],
                 no: str = N_("Cancel"), on_no: Callable[[], None] | None = None, danger: bool = False) -> None:
        super().__init__(app, title, text)
        self.on_yes, self.on_no = on_yes, on_no
        self.buttons = [self.add(PushButton(no, self._no, key=pygame.K_ESCAPE)),
                        self.add(PushButton(yes, self._yes, key=pygame.K_RETURN,
                                            style="danger" if danger else "primary"))]

    def _yes(self) -> None:
        self.close()
        self.on_yes()

    def _no(self) -> None:
        self.close()
        if self.on_no:
            self.on_no()


class PromptDialog(Dialog):
    """Ask for a line of text. on_ok(text) returns None to close, or a message to show and stay."""

    def __init__(self, app: App, title: str, text: str, *, initial: str = "", ok: str = N_("OK"),
                 on_ok: Callable[[str], str | None], placeholder: str = "", max_len: int = 40,
                 allowed: Callable[[str], bool] | None = None) -> None:
        super().__init__(app, title, text)
        self.on_ok = on_ok
        self.error = ""
        self.field = self.add(TextField(initial, max_len=max_len, placeholder=placeholder, allowed=allowed,
                                        on_submit=lambda _t: self._ok(), size=22))
        self.buttons = [self.add(PushButton(N_("Cancel"), self.close, key=pygame.K_ESCAPE)),
                        self.add(PushButton(ok, self._ok, style="primary"))]
        self.set_focus(self.field)

    def _error_lines(self) -> list[str]:
        """The error wrapped to the dialog's width (a translation may need two lines)."""
        error = getattr(self, "error", "")      # the base class measures before __init__ sets it
        return wrap(_(error), self.font("serif_italic", 18), self.s(self.width - 40)) if error else []

    def extra_height(self) -> float:
        lines = self._error_lines()
        more = (len(lines) - 1) * self.font("serif_italic", 18).get_linesize() / self.k if lines else 0
        return 86 + more

    def layout(self) -> None:
        super().layout()
        top = 20 + 72 + self.title_extra() + self.text_height() + 4
        self.field.rect = self.R(20 + 50, top, self.width - 100, 42)
        self._error_y = top + 50

    def _ok(self) -> None:
        text = self.field.text.strip()
        message = self.on_ok(text)
        if message:
            self.error = message
            self.resize()          # the dialog grows for an error of two lines
        else:
            self.close()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            self._armed = True
            if event.key == pygame.K_ESCAPE:
                self.close()
                return True
        elif event.type == pygame.TEXTINPUT and not getattr(self, "_armed", False):
            return True  # the text of the key that opened this dialog (e.g. S for save): not typed here
        return super().handle(event)

    def draw_over(self, surface: pygame.Surface) -> None:
        f = self.font("serif_italic", 18)
        x, y = self.P(self.design[0] / 2, self._error_y)
        for line in self._error_lines():
            img = f.render(line, True, theme.DANGER)
            surface.blit(img, img.get_rect(midtop=(x, y)))
            y += f.get_linesize()
