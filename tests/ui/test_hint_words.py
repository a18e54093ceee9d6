"""The hint's words in the prompt bar: they take the place of the prompt's own second line
(seen in a real window: both sentences printed over each other and neither could be read), and they
stop before the prompt's small buttons."""

from __future__ import annotations

import pygame

from game.core.hints import Hint
from game.ui import theme
from game.ui.hint_view import hint_lines, hint_strip
from tests.ui.coal_baron.helpers import make_session, start


def prompt_picture(app, scene):
    app.invalidate()
    app.frame([], 0.0)
    return pygame.image.tobytes(app.screen.subsurface(scene.rects["prompt"]), "RGB")


def ink_pixels(surface, rect, colour) -> int:
    """How many pixels of the prompt's second-line ink (an exact colour) lie in rect."""
    sub = surface.subsurface(rect)
    return sum(1 for x in range(sub.get_width()) for y in range(sub.get_height())
               if sub.get_at((x, y))[:3] == colour)


def test_the_hint_covers_the_prompts_second_line(tmp_path):
    session = make_session(players=2, kinds=["human", "random"])
    app, scene, _store, drv = start(tmp_path, session)
    drv.settle()
    prompt_picture(app, scene)
    assert scene.prompt.hint                       # the prompt has a second line of its own here
    line = hint_strip(scene)
    assert ink_pixels(app.screen, line, theme.PARCHMENT_DARK) > 0      # the prompt's own words
    scene.hints.shown = Hint(scene.current(), scene.game.legal_actions()[0], "a reason")
    scene.hints.shown_at = len(scene.game.actions)
    prompt_picture(app, scene)
    assert ink_pixels(app.screen, line, theme.PARCHMENT_DARK) == 0     # covered by the hint's


def test_the_hint_stops_before_the_small_buttons(tmp_path):
    session = make_session(players=2, kinds=["human", "random"])
    app, scene, _store, drv = start(tmp_path, session)
    drv.settle()
    prompt_picture(app, scene)
    strip = hint_strip(scene)
    assert scene.rects["prompt"].contains(strip)
    for b in scene.prompt.buttons:
        if b.small and b.rect.width > 1:
            assert not strip.colliderect(b.rect)


def test_a_long_reason_takes_two_lines_instead_of_being_cut(tmp_path):
    session = make_session(players=2, kinds=["human", "random"])
    app, scene, _store, drv = start(tmp_path, session)
    drv.settle()
    prompt_picture(app, scene)
    room = hint_strip(scene).width - scene.s(12)
    short = "Hint: take the order. It pays."
    size, lines = hint_lines(short, scene.sc, room)
    assert lines == [short]
    two = theme.font("serif_bold", theme.text_px(12.5 * scene.sc))
    long = "Hint:"
    while two.size(long)[0] < room * 1.4:      # too long for one line, short enough for two
        long += " this empties your Pinge: a bonus now"
    size, lines = hint_lines(long, scene.sc, room)
    assert len(lines) == 2 and " ".join(lines) == long
    font = theme.font("serif_bold", theme.text_px(size))
    assert all(font.size(line)[0] <= room for line in lines)
    scene.hints.shown = Hint(scene.current(), scene.game.legal_actions()[0], " ".join(["a reason"] * 30))
    scene.hints.shown_at = len(scene.game.actions)
    prompt_picture(app, scene)                   # drawn without error, the prompt's line covered
    assert ink_pixels(app.screen, hint_strip(scene), theme.PARCHMENT_DARK) == 0
