"""The shell's prompt bar pieces: a button of the prompt bar, a prompt (title, hint, buttons), and
the numbered popup of choices near the pointer.

Games build `Prompt`s (their table's `prompt()`); the table scene lays them out and presses them.
An action here is whatever the game's engine uses: the shell only compares and passes it on.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from game.core.i18n import _
from game.ui import theme
from game.ui.board import panels
from game.ui.board import text as T
from game.ui.widgets import wrap

Action = Any

# The prompt's title in one line at 17 design px, shrunk as far as this before it takes two lines
# of TWO_LINE_TITLE px: French and German titles beside two long buttons were cut off with an
# ellipsis at 1280x720, losing what the title is for ("(reste 1)", the disks left).
ONE_LINE_TITLE_FLOOR = 15
TWO_LINE_TITLE = 14


@dataclass
class PromptButton:
    label: str
    action: Action | None          # None: a special (see `special`)
    special: str = ""              # "oil_lamp" (opens a popup), "results"
    enabled: bool = True
    reason: str = ""
    primary: bool = False
    small: bool = False
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    # actions played after `action`, each while it is still legal: one press for a run of forced
    # steps (Coal Baron's "keep the order as drawn": every item of a draw put back in turn)
    then: tuple = ()


@dataclass
class Prompt:
    title: str
    hint: str
    buttons: list[PromptButton]
    guide: str = ""


# Who makes the decision the prompt is about, as the table scene tells the game's prompt: a person
# at this screen, a bot, a person at another computer (a network game), or one whose connection to
# the game dropped. Only a person here gets the buttons; the others' prompts only say whom the
# table waits for, and a person elsewhere must never read as a bot "thinking".
PERSON, BOT, ELSEWHERE, AWAY = "person", "bot", "elsewhere", "away"
MOVERS = (PERSON, BOT, ELSEWHERE, AWAY)


def elsewhere_prompt(mover: str, name: str, task: str, guide: str = "") -> Prompt | None:
    """The prompt while a person at another computer decides (ELSEWHERE, AWAY); None for the others,
    whose prompts are the game's own. `task` is what that player must do, as the game words it."""
    if mover == ELSEWHERE:
        # TRANSLATORS: the prompt while a friend playing over the network decides; {player} is a name
        title = _("Waiting for {player} (on another computer)…").format(player=name)
    elif mover == AWAY:
        # TRANSLATORS: the prompt while a network player's connection is down; {player} is a name
        title = _("Waiting for {player} to reconnect…").format(player=name)
    else:
        return None
    # TRANSLATORS: the prompt's second line while another player decides; {task} e.g. "place workers"
    return Prompt(title, _("Their move: {task}").format(task=task), [], guide)



# ============================================================================ popup menu

class Popup:
    """A small list of choices near a point; each choice is (label, action)."""

    def __init__(self, title: str, options: list[tuple[str, Action]], anchor: tuple[int, int]) -> None:
        self.title = title
        self.options = options
        self.anchor = anchor
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.rects: list[pygame.Rect] = []
        self.hover = -1

    def layout(self, bounds: pygame.Rect, scale: float) -> None:
        pad = round(8 * scale)
        fs = 14 * scale
        widths = [T.text_size(f"{i + 1}  {label}", "serif", fs)[0] for i, (label, _) in enumerate(self.options)]
        tw = T.text_size(self.title, "serif_bold", fs)[0]
        w = max(widths + [tw]) + 2 * pad + round(10 * scale)
        row = round(28 * scale)
        h = row * len(self.options) + round(26 * scale) + pad
        self.rect = pygame.Rect(0, 0, w, h)
        self.rect.topleft = (self.anchor[0] + round(10 * scale), self.anchor[1] + round(10 * scale))
        self.rect.clamp_ip(bounds)
        y = self.rect.y + round(26 * scale)
        self.rects = []
        for _option in self.options:
            self.rects.append(pygame.Rect(self.rect.x + pad // 2, y, w - pad, row - round(3 * scale)))
            y += row

    def hit(self, pos) -> int:
        for i, r in enumerate(self.rects):
            if r.collidepoint(pos):
                return i
        return -1

    def draw(self, surface: pygame.Surface, scale: float) -> None:
        panels.panel(surface, self.rect, scale, radius=7, width=2, seed=97, base=theme.PARCHMENT_LIGHT)
        T.text(surface, self.title, "serif_bold", 14 * scale, theme.INK, (self.rect.x + round(8 * scale),
                                                                           self.rect.y + round(5 * scale)))
        for i, ((label, _action), r) in enumerate(zip(self.options, self.rects, strict=True)):
            if i == self.hover:
                pygame.draw.rect(surface, theme.HIGHLIGHT, r, border_radius=round(5 * scale))
            else:
                pygame.draw.rect(surface, (236, 224, 196), r, border_radius=round(5 * scale))
            pygame.draw.rect(surface, theme.OAK, r, 1, border_radius=round(5 * scale))
            T.text(surface, f"{i + 1}", "sans_bold", 12 * scale, theme.INK_SOFT, (r.x + round(8 * scale), r.centery), "midleft")
            T.text(surface, label, "serif", 14 * scale, theme.INK, (r.x + round(24 * scale), r.centery), "midleft")


def title_lines(title: str, width: float, scale: float) -> list[str]:
    """The prompt's title as the bar draws it in `width` pixels: one line while it fits at
    ONE_LINE_TITLE_FLOOR (drawn shrunk to fit), else two lines of TWO_LINE_TITLE, else one line
    shortened with an ellipsis."""
    if T.text_size(title, "serif_bold", ONE_LINE_TITLE_FLOOR * scale)[0] <= width:
        return [title]
    lines = wrap(title, theme.font("serif_bold", theme.text_px(TWO_LINE_TITLE * scale)), int(width))
    return lines if len(lines) == 2 else [title]
