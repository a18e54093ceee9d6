"""What the game scene draws over its cached table each frame: highlights (legal targets while a
piece is dragged or held, what can be done now, the keyboard choice), the prompt buttons, the piece
under the pointer, a bot's thinking spinner and the keyboard choice's label.

Functions of the scene (they read its state and draw; they change nothing).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.core.i18n import _
from game.ui import theme
from game.ui.board import panels, sprites
from game.ui.board.text import text

if TYPE_CHECKING:
    from game.ui.scenes.table_base import TableSceneBase


def draw_highlights(scene: TableSceneBase, surface: pygame.Surface) -> None:
    me = scene.person_to_move()
    if me is None:
        return
    sc = scene.sc
    T = scene.table
    state = scene.game.state
    legal = scene.game.legal_actions()
    source = scene.drag.source if scene.drag else scene.held
    if source is not None:
        r = scene.regions.get(source)
        if r is not None:
            panels.glow(surface, r, theme.HIGHLIGHT, sc, radius=6, alpha=70, width=2)
        for key in scene.lit_targets(source):
            glow(scene, surface, key, theme.LEGAL, 110, 3, grow=4)
        return
    if scene.kbd_index is not None:
        _kbd_glow(scene, surface)
        return
    # what can be done now (the game says: e.g. workers to run, markers to use, tiles to develop)
    for key, alpha in T.hints_now(state, legal, me, scene.regions):
        glow(scene, surface, key, theme.HIGHLIGHT, alpha, 2)
    if scene.hover_key is not None and scene.hover_key in scene.regions:
        k = scene.hover_key
        if T.is_source(state, k, me) or scene.click_actions(k):
            glow(scene, surface, k, theme.HIGHLIGHT, 60, 2)


def kbd_action(scene: TableSceneBase) -> Any:
    """The action the keyboard choice (Tab) points at, or None."""
    if scene.kbd_index is None or not scene.interactive():
        return None
    legal = scene._kbd_actions()
    return legal[scene.kbd_index % len(legal)] if legal else None


def _kbd_glow(scene: TableSceneBase, surface: pygame.Surface) -> None:
    """The keyboard choice on the board."""
    a = kbd_action(scene)
    if a is not None:
        glow_action(scene, surface, a)


def glow_action(scene: TableSceneBase, surface: pygame.Surface, a) -> None:
    """An action shown on the board (the keyboard's choice, a hint, a tutorial's move): its piece
    glows like a picked-up one, its target like a legal drop target, and a prompt button that
    performs it glows too."""
    me = scene.current()
    if me is None:          # the game is over: no move to show
        return
    source, target = scene.table.places(scene.game.state, a, me, scene.regions)
    if source is not None and source in scene.regions:
        glow(scene, surface, source, theme.HIGHLIGHT, 110, 3, grow=4)
    if target is not None:
        glow(scene, surface, target, theme.LEGAL, 110, 3, grow=4)
    for b in (scene.prompt.buttons if scene.prompt else []):
        if b.action == a and b.rect.width > 1:
            panels.glow(surface, b.rect.inflate(scene.s(8), scene.s(8)), theme.LEGAL, scene.sc, radius=8, alpha=120, width=3)


def glow(scene: TableSceneBase, surface: pygame.Surface, key: tuple, colour, alpha: int, width: float, grow: float = 0) -> None:
    """Light up a region: in the game's own shape if it has one (a hexagon for a development tile),
    else a rounded rect."""
    r = scene.regions.get(key)
    if r is None:
        return
    if scene.table.draw_glow(surface, key, r, colour, alpha, max(2, scene.s(width)), scene.s(grow)):
        return
    panels.glow(surface, r.inflate(scene.s(grow), scene.s(grow)), colour, scene.sc, radius=7, alpha=alpha, width=width)


def draw_buttons(scene: TableSceneBase, surface: pygame.Surface) -> None:
    sc = scene.sc
    buttons = list(scene.prompt.buttons if scene.prompt else []) + scene.top_buttons
    for b in buttons:
        if b.rect.width <= 1:
            continue
        hover = b is scene.hover_button and b.enabled
        if not b.enabled:
            fill, border, ink = (170, 150, 120), theme.OAK_DARK, (110, 92, 70)
        elif hover:
            fill, border, ink = theme.HIGHLIGHT, theme.OAK_DARK, theme.INK
        elif b.primary:
            fill, border, ink = (236, 214, 150), theme.OAK_DARK, theme.INK
        else:
            fill, border, ink = theme.PARCHMENT_LIGHT, theme.OAK_DARK, theme.INK
        rad = scene.s(6)
        pygame.draw.rect(surface, theme.darken(fill, .35), b.rect.move(0, scene.s(2)), border_radius=rad)
        pygame.draw.rect(surface, fill, b.rect, border_radius=rad)
        pygame.draw.rect(surface, border, b.rect, max(1, scene.s(1.5)), border_radius=rad)
        kind, size = ("serif", 13 * sc) if b.small else ("serif_bold", 15 * sc)
        # a label is a msgid or the game's words already translated: either shows translated
        text(surface, _(b.label), kind, size, ink, b.rect.center, "center", max_width=b.rect.width - scene.s(6))


def draw_carried(scene: TableSceneBase, surface: pygame.Surface) -> None:
    state = scene.game.state
    cb = scene.settings.colourblind_markers
    if scene.drag is not None:
        kind, n = scene.table.carried(state, scene.drag.source)
        x, y = scene.drag.pos
        size = scene.s(30) if not kind.startswith("worker:") else scene.s(46)
        sh = pygame.Surface((size, size // 2), pygame.SRCALPHA)
        pygame.draw.ellipse(sh, (0, 0, 0, 70), sh.get_rect())
        surface.blit(sh, (x - size // 2 + scene.s(6), y + size // 3))
        for j in range(min(n, 6)):
            sprites.blit_piece(surface, kind, (x + j * scene.s(5), y - j * scene.s(3)), size, cb)
        if n > 1:
            panels.badge(surface, str(n), (x + size * .7, y - size * .6), scene.s(14))
    elif scene.held is not None:
        kind, _count = scene.table.carried(state, scene.held)
        x, y = scene.mouse
        sprites.blit_piece(surface, kind, (x + scene.s(16), y + scene.s(16)), scene.s(22), cb)


_SPINNER: dict[tuple[int, int, int], list[pygame.Surface]] = {}


def _spinner_dots(size: int, centre: int, radius: int) -> list[pygame.Surface]:
    """The thinking spinner's eight dots (fading from faint to full), made once per size."""
    key = (size, centre, radius)
    dots = _SPINNER.get(key)
    if dots is None:
        dots = []
        for i in range(8):
            dot = pygame.Surface((size, size), pygame.SRCALPHA)
            pygame.draw.circle(dot, (*theme.HIGHLIGHT, int(60 + 195 * (i / 7))), (centre, centre), radius)
            dots.append(dot)
        _SPINNER[key] = dots
    return dots


def draw_thinking(scene: TableSceneBase, surface: pygame.Surface) -> pygame.Rect | None:
    """A bot's thinking spinner; returns where it drew."""
    who = scene.current()
    if who is None or not scene.seats[who].is_bot or scene.turn_confirm.pending:
        return None
    rect = scene.rects["prompt"]
    return draw_spinner(scene, surface, rect.right - scene.s(30), rect.centery)


def draw_spinner(scene: TableSceneBase, surface: pygame.Surface, cx: int, cy: int,
                 radius: int = 13) -> pygame.Rect:
    """The thinking spinner around (cx, cy), `radius` in design pixels; returns where it drew."""
    dots = _spinner_dots(scene.s(8), scene.s(4), scene.s(3))
    drawn = []
    for i in range(8):
        a = scene._spin * 5 + i * math.tau / 8
        drawn.append(surface.blit(dots[i], (cx + math.cos(a) * scene.s(radius) - scene.s(4),
                                            cy + math.sin(a) * scene.s(radius) - scene.s(4))))
    return drawn[0].unionall(drawn[1:])


def draw_kbd(scene: TableSceneBase, surface: pygame.Surface) -> None:
    a, index = kbd_action(scene), scene.kbd_index
    if a is None or index is None:
        return
    legal = scene._kbd_actions()
    rect = scene.rects["prompt"]
    # TRANSLATORS: the keyboard's choice of move; Tab and Enter are the keys' names
    label = _("Tab {index}/{count}: {move} (Enter)").format(
        index=index % len(legal) + 1, count=len(legal),
        move=scene.table.describe(scene.game.state, a, scene.names))
    text(surface, label, "serif_bold", 13.5 * scene.sc, theme.HIGHLIGHT, (rect.x + scene.s(46), rect.y + scene.s(38)),
           max_width=rect.width - scene.s(60))
