"""Form widgets for the menus: buttons, toggles, choice cyclers, text fields and lists.

Each widget has a `rect` in window pixels (set by its scene's layout), `handle(event) -> bool`
and `paint(surface, ui)`, where `ui` offers `s(design_length)`, `font(kind, size)` and `k` (the
scene's scale). Widgets never animate: a caret does not blink, so an idle menu costs no CPU.

Labels, tooltips and placeholders are kept as English msgids (or text a scene already translated)
and translated as they are drawn, so a language switch shows at the next frame. Every text drawn
into a box is measured there (board.text.note_fit), so the test of every language can find any
that does not fit.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

import pygame

from game.core.i18n import N_, _
from game.ui import theme
from game.ui.board import panels
from game.ui.board.text import note_fit
from game.ui.widgets import wrap


class UI(Protocol):
    k: float

    def s(self, value: float) -> int: ...

    def font(self, kind: str, size: float) -> pygame.font.Font: ...


def _click(event: pygame.event.Event, rect: pygame.Rect) -> bool:
    return event.type == pygame.MOUSEBUTTONUP and event.button == 1 and rect.collidepoint(event.pos)


class Widget:
    """Base: a rectangle that may be hovered, focused, shown or hidden."""

    focusable = False

    def __init__(self, tooltip: str = "") -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.tooltip = tooltip
        self.hover = False
        self.focused = False
        self.visible = True
        self.enabled = True

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def paint(self, surface: pygame.Surface, ui: UI) -> None:
        pass


class PushButton:
    """The kit's one clickable button, in the house style. style: "primary" (oak with gold
    letters), "normal" (parchment), "quiet" (ink text only, for small links) or "danger". `rect` is
    in window pixels (set by the owning scene's layout); `key` presses it from the keyboard.
    (The table's prompt buttons are data, `prompt_bar.PromptButton`, drawn by the table scene.)"""

    focusable = False

    def __init__(self, label: str, on_click: Callable[[], None], *, key: int | None = None, tooltip: str = "",
                 enabled: bool = True, style: str = "normal", size: float = 20) -> None:
        self.label = label
        self.on_click = on_click
        self.key = key
        self.tooltip = tooltip
        self.enabled = enabled
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover = False
        self.style = style
        self.size = size
        self.visible = True
        self.focused = False

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEMOTION:
            hover = self.rect.collidepoint(event.pos)
            changed = hover != self.hover
            self.hover = hover
            return False if not changed else False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            self.on_click()
            return True
        if event.type == pygame.KEYDOWN and self.key is not None and event.key == self.key:
            self.on_click()
            return True
        return False

    def paint(self, surface: pygame.Surface, ui: UI) -> None:
        if not self.visible or self.rect.width == 0:
            return
        k = ui.k
        r = self.rect
        if self.style == "quiet":
            colour = theme.INK if self.enabled else theme.INK_SOFT
            if self.hover and self.enabled:
                pygame.draw.rect(surface, (*theme.HIGHLIGHT,), r, border_radius=ui.s(5))
            f = ui.font("serif_italic", self.size)
            label = _(self.label)
            note_fit(label, f, r.w, "quiet button")
            img = f.render(label, True, colour)
            surface.blit(img, img.get_rect(center=r.center))
            return
        if self.style in ("primary", "danger"):
            if not self.enabled:
                fill, edge, ink = (112, 92, 72), theme.OAK_DARK, (180, 164, 140)
            elif self.hover:
                fill = theme.OAK_LIGHT if self.style == "primary" else (196, 76, 60)
                edge, ink = theme.GOLD, theme.PARCHMENT_LIGHT
            else:
                fill = theme.OAK if self.style == "primary" else theme.DANGER
                edge, ink = (176, 136, 64), theme.PARCHMENT_LIGHT
        else:
            if not self.enabled:
                fill, edge, ink = theme.PARCHMENT_DARK, theme.INK_SOFT, (150, 132, 104)
            elif self.hover:
                fill, edge, ink = theme.HIGHLIGHT, theme.OAK_DARK, theme.INK
            else:
                fill, edge, ink = theme.PARCHMENT_LIGHT, theme.OAK, theme.INK
        panels.panel(surface, r, k, kind="flat", base=fill, border=edge, radius=7, width=2)
        # a faint bevel: light along the top, shade along the bottom
        inner = r.inflate(-ui.s(8), -ui.s(8))
        if inner.w > 0 and inner.h > 0:
            pygame.draw.line(surface, _lighter(fill), (inner.left, inner.top), (inner.right, inner.top), max(1, ui.s(1)))
        f = ui.font("caps" if self.style in ("primary", "danger") else "serif", self.size)
        label = _(self.label)
        note_fit(label, f, r.w - ui.s(8), "button")    # inside the bevel
        img = f.render(label, True, ink)
        surface.blit(img, img.get_rect(center=(r.centerx, r.centery + (0 if self.style == "normal" else ui.s(1)))))


def _lighter(c) -> tuple[int, int, int]:
    return tuple(min(255, v + 28) for v in c[:3])


_HOVER_VEILS: dict[tuple[int, int], pygame.Surface] = {}


def _hover_veil(size: tuple[int, int]) -> pygame.Surface:
    """The translucent highlight under a hovered checkbox row, made once per size (not per paint)."""
    key = (size[0], size[1])
    veil = _HOVER_VEILS.get(key)
    if veil is None:
        if len(_HOVER_VEILS) > 64:      # window sizes come and go: never a growing heap
            _HOVER_VEILS.clear()
        veil = _HOVER_VEILS[key] = pygame.Surface(size, pygame.SRCALPHA)
        veil.fill((*theme.HIGHLIGHT, 70))
    return veil


class Toggle(Widget):
    """A check box with a label; clicking anywhere on the row (or Space while hovered) flips it."""

    def __init__(self, label: str, get: Callable[[], bool], set: Callable[[bool], None], *, tooltip: str = "",
                 size: float = 19) -> None:
        super().__init__(tooltip)
        self.label = label
        self.get = get
        self.set = set
        self.size = size

    def handle(self, event: pygame.event.Event) -> bool:
        if not (self.visible and self.enabled):
            return False
        if _click(event, self.rect):
            self.set(not self.get())
            return True
        return False

    def paint(self, surface: pygame.Surface, ui: UI) -> None:
        if not self.visible:
            return
        r = self.rect
        if self.hover and self.enabled:
            surface.blit(_hover_veil(r.size), r)
        box = pygame.Rect(0, 0, ui.s(20), ui.s(20))
        box.midleft = (r.x + ui.s(4), r.centery)
        pygame.draw.rect(surface, theme.PARCHMENT_LIGHT, box, border_radius=ui.s(3))
        pygame.draw.rect(surface, theme.OAK if self.enabled else theme.INK_SOFT, box, max(1, ui.s(2)),
                         border_radius=ui.s(3))
        if self.get():
            a = (box.x + box.w * .2, box.y + box.h * .52)
            b = (box.x + box.w * .42, box.y + box.h * .76)
            c = (box.x + box.w * .82, box.y + box.h * .24)
            pygame.draw.lines(surface, theme.MOSS if self.enabled else theme.INK_SOFT, False, [a, b, c], max(2, ui.s(3)))
        f = ui.font("serif", self.size)
        room = r.right - box.right - ui.s(10)
        lines = wrap(_(self.label), f, room)
        lh = f.get_linesize()
        # wrapped, the label must still stay within its row
        note_fit("\n".join(lines), f, room, "toggle", height=lh * len(lines), box_height=r.h)
        y = r.centery - lh * len(lines) / 2
        for i, line in enumerate(lines):
            img = f.render(line, True, theme.INK if self.enabled else theme.INK_SOFT)
            surface.blit(img, (box.right + ui.s(10), y + i * lh))


class Cycler(Widget):
    """One choice among several, shown as  ‹ text ›. A click on the left half goes back, on the
    right half forward; the mouse wheel turns it too."""

    def __init__(self, choices: Callable[[], Sequence[tuple[Any, str]]], get: Callable[[], Any],
                 set: Callable[[Any], None], *, tooltip: str = "", size: float = 19) -> None:
        super().__init__(tooltip)
        self.choices = choices
        self.get = get
        self.set = set
        self.size = size

    def index(self) -> int:
        values = [v for v, _ in self.choices()]
        try:
            return values.index(self.get())
        except ValueError:
            return 0

    def step(self, d: int) -> None:
        choices = self.choices()
        if not choices:
            return
        self.set(choices[(self.index() + d) % len(choices)][0])

    def handle(self, event: pygame.event.Event) -> bool:
        if not (self.visible and self.enabled):
            return False
        if _click(event, self.rect):
            self.step(-1 if event.pos[0] < self.rect.centerx - self.rect.w // 6 else 1)
            return True
        if event.type == pygame.MOUSEWHEEL and self.hover:
            self.step(-1 if event.y > 0 else 1)
            return True
        return False

    def text(self) -> str:
        choices = self.choices()
        return choices[self.index()][1] if choices else "—"

    def paint(self, surface: pygame.Surface, ui: UI) -> None:
        if not self.visible:
            return
        r = self.rect
        fill = theme.PARCHMENT_LIGHT if not self.hover or not self.enabled else (250, 236, 190)
        panels.panel(surface, r, ui.k, kind="flat", base=fill, border=theme.OAK if self.enabled else theme.INK_SOFT, radius=6, width=1.5)
        ink = theme.INK if self.enabled else theme.INK_SOFT
        arrow = theme.OAK if self.enabled else theme.INK_SOFT
        h = ui.s(6)
        lw = max(2, ui.s(2.2))
        for side, x in ((-1, r.x + ui.s(16)), (1, r.right - ui.s(16))):
            tip = (x + side * h * 0.5, r.centery)
            pygame.draw.lines(surface, arrow, False, [(tip[0] - side * h, r.centery - h), tip,
                                                      (tip[0] - side * h, r.centery + h)], lw)
        f = ui.font("serif", self.size)
        text = _(self.text())
        maxw = r.w - ui.s(44)
        note_fit(text, f, maxw, "cycler")
        while f.size(text)[0] > maxw and len(text) > 2:
            text = text[:-2] + "\u2026"
        img = f.render(text, True, ink)
        surface.blit(img, img.get_rect(center=r.center))


class TextField(Widget):
    """A one-line text field. Click to focus; type; Backspace/Delete/arrows/Home/End edit; Enter
    submits; Escape leaves the field. `allowed` filters characters (e.g. digits only)."""

    focusable = True

    def __init__(self, text: str = "", *, max_len: int = 24, placeholder: str = "",
                 allowed: Callable[[str], bool] | None = None, on_change: Callable[[str], None] | None = None,
                 on_submit: Callable[[str], None] | None = None, tooltip: str = "", size: float = 19) -> None:
        super().__init__(tooltip)
        self.text = text
        self.caret = len(text)
        self.max_len = max_len
        self.placeholder = placeholder
        self.allowed = allowed or (lambda ch: ch.isprintable())
        self.on_change = on_change
        self.on_submit = on_submit
        self.size = size

    def set_text(self, text: str) -> None:
        self.text = text[: self.max_len]
        self.caret = len(self.text)

    def _changed(self) -> None:
        if self.on_change:
            self.on_change(self.text)

    def handle(self, event: pygame.event.Event) -> bool:
        if not (self.visible and self.enabled):
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                return True  # focus is given by the scene on the button release
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            self.caret = self._caret_at(event.pos[0])
            return True
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            added = "".join(ch for ch in event.text if self.allowed(ch))
            room = self.max_len - len(self.text)
            added = added[: max(0, room)]
            if added:
                self.text = self.text[: self.caret] + added + self.text[self.caret:]
                self.caret += len(added)
                self._changed()
            return True
        if event.type == pygame.KEYDOWN:
            key = event.key
            if key == pygame.K_BACKSPACE:
                if self.caret > 0:
                    self.text = self.text[: self.caret - 1] + self.text[self.caret:]
                    self.caret -= 1
                    self._changed()
            elif key == pygame.K_DELETE:
                if self.caret < len(self.text):
                    self.text = self.text[: self.caret] + self.text[self.caret + 1:]
                    self._changed()
            elif key == pygame.K_LEFT:
                self.caret = max(0, self.caret - 1)
            elif key == pygame.K_RIGHT:
                self.caret = min(len(self.text), self.caret + 1)
            elif key == pygame.K_HOME:
                self.caret = 0
            elif key == pygame.K_END:
                self.caret = len(self.text)
            elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                if self.on_submit:
                    self.on_submit(self.text)
                return True
            elif key in (pygame.K_ESCAPE, pygame.K_TAB):
                return False  # the scene moves the focus on (or away)
            return True  # every other key is typing, not a shortcut
        return False

    def _caret_at(self, x: int) -> int:
        f = getattr(self, "_font", None)
        if f is None:
            return len(self.text)
        rel = x - self.rect.x - self._pad + self._shift
        best = 0
        for i in range(len(self.text) + 1):
            if f.size(self.text[:i])[0] - f.size(self.text[i - 1:i])[0] / 2 <= rel:
                best = i
        return best

    def paint(self, surface: pygame.Surface, ui: UI) -> None:
        if not self.visible:
            return
        r = self.rect
        fill = (252, 246, 230) if self.focused else theme.PARCHMENT_LIGHT
        border = theme.GOLD if self.focused else (theme.OAK if self.hover else theme.OAK_LIGHT)
        pygame.draw.rect(surface, fill, r, border_radius=ui.s(4))
        pygame.draw.rect(surface, border, r, max(1, ui.s(2 if self.focused else 1.5)), border_radius=ui.s(4))
        # an inked underline like a form on paper
        pad = ui.s(8)
        f = ui.font("serif", self.size)
        self._font, self._pad, self._shift = f, pad, 0
        clip = surface.get_clip()
        surface.set_clip(r.inflate(-ui.s(4), -ui.s(2)).clip(clip) if clip else r.inflate(-ui.s(4), -ui.s(2)))
        if self.text:
            img = f.render(self.text, True, theme.INK)
            shift = max(0, f.size(self.text[: self.caret])[0] - (r.w - 2 * pad))
            self._shift = shift
            surface.blit(img, img.get_rect(midleft=(r.x + pad - shift, r.centery)))
        else:
            shift = 0
            if self.placeholder and not self.focused:
                pf = ui.font("serif_italic", self.size)
                placeholder = _(self.placeholder)
                note_fit(placeholder, pf, r.w - 2 * pad, "text field")
                img = pf.render(placeholder, True, (150, 128, 98))
                surface.blit(img, img.get_rect(midleft=(r.x + pad, r.centery)))
        if self.focused:
            cx = r.x + pad - shift + f.size(self.text[: self.caret])[0]
            h = f.get_height() * 0.42
            pygame.draw.line(surface, theme.INK, (cx, r.centery - h), (cx, r.centery + h), max(1, ui.s(2)))
        surface.set_clip(clip)


class ListView(Widget):
    """A scrolling list of rows. Click selects, a second click or Enter activates; the wheel
    scrolls; Up/Down move the selection while the list is hovered or has a selection."""

    def __init__(self, rows: Sequence[Any], *, row_height: float = 44,
                 paint_row: Callable[[pygame.Surface, pygame.Rect, Any, bool, UI], None] | None = None,
                 on_select: Callable[[int], None] | None = None, on_activate: Callable[[int], None] | None = None,
                 empty_text: str = N_("Nothing here yet.")) -> None:
        super().__init__()
        self.rows = list(rows)
        self.row_height = row_height
        self.paint_row = paint_row
        self.on_select = on_select
        self.on_activate = on_activate
        self.empty_text = empty_text
        self.selected: int | None = None
        self.top = 0
        self._row_px = 1

    def set_rows(self, rows: Sequence[Any]) -> None:
        self.rows = list(rows)
        if self.selected is not None and self.selected >= len(self.rows):
            self.selected = len(self.rows) - 1 if self.rows else None
        self.top = max(0, min(self.top, len(self.rows) - self.visible_rows()))

    def visible_rows(self) -> int:
        return max(1, self.rect.h // max(1, self._row_px))

    def _select(self, i: int) -> None:
        if not self.rows:
            return
        i = max(0, min(len(self.rows) - 1, i))
        self.selected = i
        if i < self.top:
            self.top = i
        elif i >= self.top + self.visible_rows():
            self.top = i - self.visible_rows() + 1
        if self.on_select:
            self.on_select(i)

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEWHEEL and self.hover:
            self.top = max(0, min(self.top - event.y, len(self.rows) - self.visible_rows()))
            return True
        if _click(event, self.rect):
            i = self.top + (event.pos[1] - self.rect.y) // max(1, self._row_px)
            if 0 <= i < len(self.rows):
                again = self.selected == i
                self._select(i)
                if again and self.on_activate:
                    self.on_activate(i)
                return True
            return False
        if event.type == pygame.KEYDOWN and self.rows:
            if event.key == pygame.K_DOWN:
                self._select(0 if self.selected is None else self.selected + 1)
                return True
            if event.key == pygame.K_UP:
                self._select(0 if self.selected is None else self.selected - 1)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.selected is not None and self.on_activate:
                self.on_activate(self.selected)
                return True
        return False

    def paint(self, surface: pygame.Surface, ui: UI) -> None:
        if not self.visible:
            return
        self._row_px = max(1, ui.s(self.row_height))
        r = self.rect
        pygame.draw.rect(surface, (238, 226, 196), r, border_radius=ui.s(4))
        pygame.draw.rect(surface, theme.OAK_LIGHT, r, max(1, ui.s(1.5)), border_radius=ui.s(4))
        if not self.rows:
            f = ui.font("serif_italic", 19)
            lines = wrap(_(self.empty_text), f, r.w - ui.s(24))     # a longer language's note takes lines
            y = r.centery - f.get_linesize() * len(lines) / 2
            for line in lines:
                img = f.render(line, True, theme.INK_SOFT)
                surface.blit(img, img.get_rect(midtop=(r.centerx, round(y))))
                y += f.get_linesize()
            return
        clip = surface.get_clip()
        surface.set_clip(r.inflate(-2, -2))
        n = self.visible_rows()
        self.top = max(0, min(self.top, len(self.rows) - n))
        for j in range(n + 1):
            i = self.top + j
            if i >= len(self.rows):
                break
            row = pygame.Rect(r.x, r.y + j * self._row_px, r.w, self._row_px)
            if i == self.selected:
                pygame.draw.rect(surface, (246, 220, 140), row)
            elif i % 2:
                pygame.draw.rect(surface, (230, 216, 182), row)
            if self.paint_row:
                self.paint_row(surface, row, self.rows[i], i == self.selected, ui)
            else:
                f = ui.font("serif", 19)
                img = f.render(str(self.rows[i]), True, theme.INK)
                surface.blit(img, img.get_rect(midleft=(row.x + ui.s(10), row.centery)))
        surface.set_clip(clip)
        if len(self.rows) > n:  # a thin scroll bar
            bar_h = max(ui.s(20), r.h * n // len(self.rows))
            y = r.y + (r.h - bar_h) * self.top // max(1, len(self.rows) - n)
            pygame.draw.rect(surface, theme.OAK_LIGHT, (r.right - ui.s(7), y, ui.s(5), bar_h), border_radius=ui.s(3))
