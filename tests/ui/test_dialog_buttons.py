"""A dialog's buttons grow with their labels, within the dialog."""

from __future__ import annotations

import pytest

from tests.ui.test_scenes import make_app, pump


@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160)])
def test_a_dialogs_buttons_leave_room_around_a_long_label(home, size):
    """French "Valider quand même" filled its button from edge to edge: a button grows with its
    label (room either side), and the row stays inside the dialog."""
    from game.ui.scenes.dialogs import ConfirmDialog

    app = make_app(size)
    dialog = ConfirmDialog(app, "Sure?", "Really do it?", yes="Valider quand même",
                           on_yes=lambda: None)
    app.push(dialog)
    pump(app)
    panel = dialog.panel_rect()
    for b in dialog.buttons:
        font = dialog.font("caps" if b.style in ("primary", "danger") else "serif", b.size)
        room = b.rect.width - font.size(b.label)[0]
        assert room >= dialog.s(24), (b.label, b.rect.width, room)
        assert panel.contains(b.rect)
    short = ConfirmDialog(app, "Sure?", "Really do it?", yes="Yes", on_yes=lambda: None)
    app.push(short)
    pump(app)
    assert short.buttons[0].rect.width == short.buttons[1].rect.width == short.s(170)
