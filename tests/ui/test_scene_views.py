"""What the game scene shows around the table: the hot-seat cover (a setting; opaque when on), another
player's board opened large, the projected final scores, the warning before a wasteful plan."""

from __future__ import annotations

import pygame

from game.ui.scenes.pass_cover import PassCover
from tests.ui.scene_helpers import make_session, start, to_plan
from tests.ui.test_game_scene import home  # noqa: F401  (the fixture)

# ------------------------------------------------------------------------------------ hot-seat cover


def test_no_cover_by_default(home):
    """Haspelknecht hides nothing: two people at one screen play on without a cover between turns."""
    session = make_session(players=2, seed=7)
    app, scene, store, drv = start(home, session)
    game = session.game
    drv.frame()
    assert app.stack.top is scene
    first = scene.current()
    drv.perform(next(a for a in game.legal_actions() if a.kind == "take"))
    drv.frame()
    assert scene.current() != first
    assert all(not isinstance(s, PassCover) for s in app.stack.scenes)


def test_cover_when_on_hides_the_table_completely(home):
    session = make_session(players=2, seed=7)
    app, scene, store, drv = start(home, session, hotseat_cover=True)
    drv.frame()
    cover = app.stack.top
    assert isinstance(cover, PassCover)
    app.invalidate()
    drv.frame()
    alone = pygame.Surface(app.size)
    alone.fill((255, 0, 255))
    cover.draw(alone)        # the cover drawn over nothing at all...
    assert pygame.image.tobytes(alone, "RGB") == pygame.image.tobytes(app.screen, "RGB")  # ...is the screen
    drv.key(pygame.K_RETURN)
    assert app.stack.top is scene


def test_settings_scene_switches_the_cover(home):
    from game.ui.scenes.settings_scene import SettingsScene
    from game.ui.settings import Settings

    session = make_session(players=2, seed=7)
    app, scene, store, drv = start(home, session)
    settings = SettingsScene(app)
    app.push(settings)
    drv.frame()
    assert not app.settings.hotseat_cover
    drv.click(settings.cover.rect.center)
    assert app.settings.hotseat_cover
    assert Settings.load()[0].hotseat_cover          # saved
    app.pop()
    drv.frame()
    if isinstance(app.stack.top, PassCover):
        drv.key(pygame.K_RETURN)
    drv.perform(next(a for a in session.game.legal_actions() if a.kind == "take"))
    drv.frame()
    assert isinstance(app.stack.top, PassCover)      # the next person's turn: now covered
