"""A person's finished turn waits for "Confirm" before play goes on, and Undo works until then.

Why: the record never undoes past another player's move (game.core.record.Game.undo_floor), so
without a pause a misclick that ends a turn is for good as soon as the next seat (a bot at once, or
the next person in hot-seat) has moved. As BoardGameArena does, the turn is confirmed first: by the
person (the Confirm button, Enter), or by itself after a short countdown the player chooses in
Settings (`Settings.turn_confirmation`: seconds, "always" ask, or "never").

The waiting turn is the table scene's state (`TurnConfirmation`, turn_confirmation.py), never a
game's table's: while it waits, the match loop is held (game.core.match.Match's `hold`), nobody
may pick up a piece, the prompt bar asks for the confirmation and the cover for the next person
waits. A move that brought
something hidden to light cannot be undone (the record's reveal mark): the prompt says so, and the
turn still waits for its confirmation, so play keeps one rhythm.

Not asked in a tutorial (its coach accepts only the lesson's move, so nothing needs taking back),
nor for a bot's move, nor when the same seat decides again.
"""

from __future__ import annotations

import pygame

from game.core.i18n import N_, _
from game.ui import theme
from game.ui.prompt_bar import Prompt, PromptButton
from game.ui.scenes.table_base import TableSceneBase

# TRANSLATORS: the prompt bar's button that ends a person's turn (a countdown follows in brackets)
CONFIRM = N_("Confirm")


class TableConfirm(TableSceneBase):
    """The table scene's part that holds a finished turn until it is confirmed."""

    def confirm_after_move(self, mover: int | None) -> None:
        """After `mover`'s move: wait for the confirmation when a person's turn has ended (another
        seat decides now, or the game is over)."""
        if mover is None or self.seats[mover].is_bot or self.coach is not None:
            return
        who, kind = self.game.decision()
        if who == mover:
            return
        if who is not None and not self.seats[who].is_bot and self.table.private_view(self.game.state, (who, kind)):
            # the next person's private draw would show under the bar: the cover goes first
            return
        self.turn_confirm.begin(mover, self.settings.turn_confirmation)

    def confirm_turn(self) -> None:
        """The person confirms (or the countdown ran out): play goes on."""
        if not self.turn_confirm.pending:
            return
        self.turn_confirm.clear()
        self.layers.dirty = True
        self.invalidate()

    def confirm_update(self, dt: float) -> bool:
        """A frame while the turn waits: the countdown runs once the move has been seen (no piece
        in flight). True while frames are needed."""
        tc = self.turn_confirm
        if tc.left is None:
            return False
        if self.anim.active or self._pending_anim is not None:
            return True
        shown = tc.seconds()
        if tc.tick(dt):
            self.confirm_turn()
            return True
        if tc.seconds() != shown:
            self.layers.dirty = True     # the button's seconds
        self.invalidate()                # the countdown's bar shrinks every frame
        return True

    def undo_seat(self) -> int | None:
        """Whose moves Undo takes back now: the person whose turn waits, else the person to move."""
        if self.turn_confirm.seat is not None:
            return self.turn_confirm.seat
        who = self.current()
        return who if who is not None and not self.seats[who].is_bot else None

    def confirm_prompt(self) -> Prompt:
        """The prompt bar while the turn waits: what Undo can still do, who plays next, and the
        Confirm button (with the countdown's seconds)."""
        seat = self.turn_confirm.seat
        assert seat is not None
        names = self.names
        who = self.current()
        if self.game.can_undo(seat):
            if who is None:
                hint = _("Undo takes your last move back; the game ends once you confirm.")
            else:
                hint = _("Undo takes your last move back; {player} plays once you confirm.").format(player=names[who])
        elif who is None:
            hint = _("Your last move brought something hidden to light, so it cannot be undone; "
                     "the game ends once you confirm.")
        else:
            hint = _("Your last move brought something hidden to light, so it cannot be undone; "
                     "{player} plays once you confirm.").format(player=names[who])
        seconds = self.turn_confirm.seconds()
        # TRANSLATORS: the Confirm button with the seconds left before the turn confirms itself
        label = _(CONFIRM) if seconds is None else _("Confirm ({seconds})").format(seconds=seconds)
        undo = PromptButton(_("Undo"), None, "undo", enabled=self.game.can_undo(seat),
                            reason="" if self.game.can_undo(seat) else self.table.undo_refused(self.game, seat))
        confirm = PromptButton(label, None, "confirm", primary=True,
                               reason=_("Play goes on (Enter). The countdown can be changed in Settings."))
        return Prompt(_("{player}, confirm your turn").format(player=names[seat]), hint, [undo, confirm])

    def draw_countdown(self, surface: pygame.Surface) -> None:
        """A bar along the inside of the Confirm button's foot that shrinks as the countdown runs:
        inside it, since under it the prompt's hint line runs (the bar struck its words through)."""
        tc = self.turn_confirm
        if not tc.pending or tc.left is None or self.prompt is None:
            return
        button = next((b for b in self.prompt.buttons if b.special == "confirm"), None)
        if button is None or button.rect.width <= 1:
            return
        h = max(2, self.s(3))
        inset = self.s(6)
        bar = pygame.Rect(button.rect.x + inset, button.rect.bottom - self.s(4) - h,
                          round((button.rect.width - 2 * inset) * tc.share_left()), h)
        if bar.width > 0:
            pygame.draw.rect(surface, theme.darken(theme.HIGHLIGHT, 0.35), bar, border_radius=h // 2)
