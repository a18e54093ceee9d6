"""What the window keeps in memory while it is not shown: the rendered lines of text within their
pixel budget, the title painting dropped while a page or the table covers the title (and read back
the same from the cache folder), one background for every page and no texture it was made of."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.saves import SaveStore  # noqa: E402
from game.ui import scenes  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.board import text  # noqa: E402
from game.ui.settings import Settings  # noqa: E402
from game.ui.widgets_page import page_background  # noqa: E402


@pytest.fixture
def app(home):
    a = App(Settings(animation_speed="off"), size=(640, 360), headless=True)
    yield a
    pygame.display.quit()


def frame(app):
    app.invalidate()
    app.frame([], 0.0)


def test_rendered_lines_stay_within_their_pixel_budget_most_recent_kept(app, monkeypatch):
    text.clear_text_images()
    monkeypatch.setattr(text, "TEXT_PIXELS", 20_000)
    monkeypatch.setattr(text, "TEXT_WINDOWS", 0.0)
    first = text.text_image("the first line", "serif", 20, (0, 0, 0))
    assert text.text_image("the first line", "serif", 20, (0, 0, 0)) is first      # cached
    for i in range(200):
        text.text_image(f"chronicle line number {i}", "serif", 20, (0, 0, 0))
        text.text_image("the first line", "serif", 20, (0, 0, 0))                  # drawn every time
    kept = sum(img.get_width() * img.get_height() for img in text._IMAGES.values())
    assert kept == text._pixels <= 20_000
    assert len(text._IMAGES) < 200
    assert text.text_image("the first line", "serif", 20, (0, 0, 0)) is first      # the recent one stayed
    assert ("chronicle line number 0", "serif", 20, (0, 0, 0)) not in text._IMAGES
    again = text.text_image("chronicle line number 0", "serif", 20, (0, 0, 0))     # rendered again, alike
    fresh = text.render(text.theme.font("serif", 20), "chronicle line number 0", (0, 0, 0))
    assert pygame.image.tobytes(again, "RGBA") == pygame.image.tobytes(fresh, "RGBA")
    text.clear_text_images()
    assert not text._IMAGES and text._pixels == 0


def test_the_title_painting_is_dropped_while_covered_and_read_back_alike(app, home, monkeypatch):
    from game.ui.scenes import title as title_module

    monkeypatch.setattr(title_module, "DISK_CACHE", True)
    title_module.forget_landscapes()
    title = title_module.TitleScene(app, SaveStore(home / "data" / "saves"))
    app.push(title)
    frame(app)
    shown = pygame.image.tobytes(app.screen.copy(), "RGB")
    assert title_module._LANDSCAPES                       # painted (and written to the cache folder)
    app.push(scenes.make("settings", app))
    frame(app)
    assert not title_module._LANDSCAPES                   # nobody sees it under a page
    app.pop()
    frame(app)
    assert title_module._LANDSCAPES
    assert pygame.image.tobytes(app.screen.copy(), "RGB") == shown


def test_without_a_cache_folder_the_painting_is_kept(app, home, monkeypatch):
    from game.ui.scenes import title as title_module

    monkeypatch.setattr(title_module, "DISK_CACHE", False)
    title = title_module.TitleScene(app, SaveStore(home / "data" / "saves"))
    app.push(title)
    frame(app)
    app.push(scenes.make("settings", app))
    frame(app)
    assert title_module._LANDSCAPES                       # painting it again would cost a frame


def test_pages_share_one_background_and_keep_no_texture_of_it(app, home):
    from game.ui import theme
    from game.ui import widgets_art as art
    from game.ui.board import textures

    textures.clear()
    store = SaveStore(home / "data" / "saves")
    settings = scenes.make("settings", app)
    app.push(settings)
    frame(app)
    load = scenes.make("load", app, store)
    app.push(load)
    frame(app)
    size = app.screen.get_size()
    rect = settings.R(*settings.sheet)
    shared = page_background(size, rect, settings.k)
    assert page_background(size, load.R(*load.sheet), load.k) is shared      # one for every page
    assert not [key for key, surf in textures._TEX.items() if surf.get_size() in (size, rect.size)]
    # the same pixels as the pages drew when they kept their textures
    before = pygame.Surface(size)
    before.blit(textures.wood_texture(size, base=theme.OAK_DARK, seed=5), (0, 0))
    art.draw_sheet(before, rect, settings.k)
    assert pygame.image.tobytes(before, "RGB") == pygame.image.tobytes(shared, "RGB")


@pytest.mark.parametrize("size", [(640, 360), (641, 359), (5, 3)])
def test_a_veil_darkens_as_a_whole_window_of_it_did_and_keeps_only_a_strip(app, size):
    import random

    from game.ui import widgets_art as art
    from game.ui.board import textures

    textures.clear()
    picture = pygame.Surface(size)
    rnd = random.Random(3)
    for _i in range(60):
        colour = [rnd.randrange(256) for _c in range(3)]
        pygame.draw.rect(picture, colour, (rnd.randrange(size[0]), rnd.randrange(size[1]), 90, 40))
    whole = pygame.Surface(size, pygame.SRCALPHA)
    whole.fill((20, 12, 6, 150))
    expected = picture.copy()
    expected.blit(whole, (0, 0))
    art.darken(picture, 150)
    assert pygame.image.tobytes(picture, "RGB") == pygame.image.tobytes(expected, "RGB")
    assert max(s.get_height() for s in textures._TEX.values()) == art.VEIL_ROWS
