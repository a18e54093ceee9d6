"""What the table scene does for learning and feel: the tutorial's coach, the Hint
button, and the sounds of the table. A mixin of TableScene, kept apart so that the scene's own file
stays about the game in progress.

- The coach (`self.coach`, a game.core.tutorial.Coach, set by game.ui.coach.start) refuses every
  move but the script's with a friendly word, plays the tutor's moves from the script, narrows the
  keyboard's choice to the move asked for, lights it on the board and shows the lesson card; when
  the script is done it offers to go on as a normal game.
- The hint (H, or the Hint button) shows what the game's hint bot would do, drawn, never played
  (game.ui.hint_view); leaving the table drops one still being worked out.
- Sounds: each game's table names an effect per chronicle event kind (`event_sounds`); a refused
  move taps softly.
"""

from __future__ import annotations

import pygame

from game.core.i18n import _
from game.ui import coach as coach_ui
from game.ui import sound, theme
from game.ui.hint_view import HintView
from game.ui.scenes.table_base import TableSceneBase

HALO_GROW = 14       # design pixels the tutorial's ring stands off the lit piece and place


class TableLearning(TableSceneBase):
    def learning_init(self) -> None:
        self.hints = HintView()
        self._offered_carry_on = False

    def set_coach(self, coach) -> None:
        """Start (a Coach) or end (None) the tutorial's guidance; the chronicle makes room for the card."""
        self.coach = coach
        self._layout()
        self.invalidate()

    def learning_layout(self) -> None:
        if self.coach is None or "log" not in self.rects:
            return
        log = self.rects["log"]
        # the card's usual share of the column, taller when a lesson's words need it (longer
        # languages, a welcome shown with the first move's lesson), never all of it
        card_h = min(max(round(log.h * coach_ui.CARD_SHARE), coach_ui.card_height(self, log.w)),
                     round(log.h * coach_ui.CARD_MOST))
        gap = self.s(6)
        self.rects["coach"] = pygame.Rect(log.x, log.y, log.w, card_h)
        self.rects["log"] = pygame.Rect(log.x, log.y + card_h + gap, log.w, log.h - card_h - gap)

    def _fit_card(self) -> None:
        """A new lesson with more or fewer words than the card holds: lay the column out again."""
        card = self.rects["coach"]
        log = self.rects["log"]
        column = log.bottom - card.y
        want = min(max(round(column * coach_ui.CARD_SHARE), coach_ui.card_height(self, card.w)),
                   round(column * coach_ui.CARD_MOST))
        if want != card.h:
            self._layout()
            self.invalidate()

    # --- the coach ---------------------------------------------------------------------------------
    def coach_refuses(self, action) -> bool:
        """A move the tutorial does not ask for now: say why (True) or let it through (False)."""
        if self.coach is None:
            return False
        reason = self.coach.refusal(self.game, action)
        if reason is None:
            return False
        self.app.say(reason)
        sound.board(self.app).play("refuse")
        return True

    def scripted_move(self):
        """The tutor's move from the script (None: no script, or the learner's turn)."""
        return self.coach.bot_move(self.game) if self.coach is not None else None

    def coach_actions(self) -> list | None:
        """The keyboard's choice during a tutorial: only the move asked for."""
        if self.coach is None or not self.coach.learner_to_move(self.game):
            return None
        want = self.coach.expected(self.game)
        return [want] if want is not None else None

    # --- after every change, every frame, every drawing ------------------------------------------
    def learning_after_change(self, events=()) -> None:
        self.hints.clear()
        sounds = self.table.event_sounds
        if sounds and events:
            sound.board(self.app).play_events(events, sounds)
        if self.coach is not None and "coach" in self.rects:
            self._fit_card()
        if self.coach is not None and self.coach.finished(self.game) and not self._offered_carry_on:
            self._offered_carry_on = True
            coach_ui.offer_to_carry_on(self)

    def learning_update(self, dt: float = 0.0) -> bool:
        sound.board(self.app).tick()
        thinking = self.hints.poll(self)
        if thinking:
            self._spin += dt       # the spinner beside "Working out a hint"
        return thinking

    def draw_learning(self, surface: pygame.Surface) -> None:
        if self.coach is not None:
            if self.coach.learner_to_move(self.game) and self.kbd_index is None and self.drag is None \
                    and self.held is None and not self.anim.active:
                want = self.coach.expected(self.game)
                if want is not None:
                    from game.ui.scenes import table_overlays as overlays
                    overlays.glow_action(self, surface, want)
                    self._halo(surface, want)
            coach_ui.draw_card(self, surface)
        self.hints.draw(self, surface)

    def _halo(self, surface: pygame.Surface, want) -> None:
        """A wide soft ring around the lit piece and place: the keyboard's outline alone is easy to
        miss on a small piece (a single disk in a pool, a cube in the cage), seen in a real window."""
        from game.ui.scenes import table_overlays as overlays
        me = self.current()
        if me is None:          # the game is over: no move to show
            return
        source, target = self.table.places(self.game.state, want, me, self.regions)
        for key, colour in ((source, theme.HIGHLIGHT), (target, theme.LEGAL)):
            if key is not None and key in self.regions:
                overlays.glow(self, surface, key, colour, 120, 3, grow=HALO_GROW)

    # --- the hint ----------------------------------------------------------------------------------
    def learning_leave(self) -> None:
        """The table is left: a hint still being worked out for it is dropped."""
        self.hints.cancel()

    def ask_hint(self) -> None:
        if self.coach is not None:
            self.app.say(_("In the tutorial the lit piece and place are the hint."))
            return
        self.hints.ask(self)
        self.invalidate()
