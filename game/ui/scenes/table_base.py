"""The table scene's shared state and the questions every part of it asks.

TableScene (table_scene.py) is made of parts: its input (table_input.py), its learning and feel
(table_learning.py) and its own file (the frame, the bots, changing the game). Each part reads and
changes the same state (the record, the layout's rects and hit regions, the piece in hand, the
popup...) and asks the same small questions (whose turn, the scale, the regions under a point): they
live here once, and every part subclasses this class. The few methods one part calls that another
part defines are declared here too, so each part says what it needs of the others.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core import i18n
from game.core.saves import SaveStore
from game.core.session import REMOTE, Session
from game.ui import theme
from game.ui.animation import SPEED, Animator
from game.ui.board.log_view import LogView
from game.ui.prompt_bar import BOT, ELSEWHERE, PERSON, Popup, Prompt, PromptButton
from game.ui.scene import Scene
from game.ui.scenes.table_context import SceneContext
from game.ui.scenes.table_layers import LayerCache, ScreenFrame, ahead_key, take_ahead
from game.ui.scenes.turn_confirmation import TurnConfirmation
from game.ui.settings import Settings
from game.ui.table_api import GameTable
from game.ui.table_loader import final_result, game_name, table_for

if TYPE_CHECKING:
    from game.core.tutorial import Coach
    from game.ui.app import App


class Drag:
    """A piece picked up and carried by the pointer: where it came from, where the pointer is."""

    def __init__(self, source: tuple, pos: tuple[int, int]) -> None:
        self.source = source
        self.pos = pos


# the hover key of the prompt's instruction where it is shown shortened: not a region of the table
# (a click there reaches no game's handler), only a tooltip with the whole text
PROMPT_HINT = ("prompt hint",)


class TableSceneBase(Scene):
    app: App
    coach: Coach | None = None          # a game.core.tutorial.Coach while a tutorial is played
    main_store: SaveStore | None = None  # the saves' store to go on with after a tutorial

    def __init__(self, app: App, session: Session, store: SaveStore) -> None:
        super().__init__(app)
        self.session = session
        self.store = store
        self.game = session.game
        self.seats = session.seats
        self.table: GameTable = table_for(game_name(session))
        self.ctx = SceneContext(self)            # all a game's table sees of this scene
        self.log_view = LogView(self.table.chronicler)
        self.anim = Animator()
        self.regions: dict[tuple, pygame.Rect] = {}
        self.regions_buttons: dict[tuple, pygame.Rect] = {}
        self.rects: dict[str, pygame.Rect] = {}
        stamp = lambda: (self.sc, self.settings.colourblind_markers, i18n.current_language())  # noqa: E731
        # the table drawn ahead while the title or the set-up page waited (table_prepare.py), if any
        ahead = take_ahead(ahead_key(game_name(session), len(self.seats), app.size))
        self.layers = ahead.adopt(stamp) if ahead is not None else LayerCache(stamp)
        self.screen_frame = ScreenFrame()     # what the window shows of the table between frames
        self.frame_held = False               # the last frame left the screen as it was (a render in slices)
        self._render_put_off = False          # the last frame put the render off to the next (table_scene.draw)
        self._sc: tuple | None = None         # (what the scale follows from, the scale): asked thousands of times a frame
        self.prompt: Prompt | None = None
        self.top_buttons: list[PromptButton] = []
        self.drag: Drag | None = None
        self.held: tuple | None = None
        self.popup: Popup | None = None
        self._press: tuple | None = None
        self.mouse: tuple[int, int] = (0, 0)
        self.hover_key: tuple | None = None
        self.prompt_hint_cut: pygame.Rect | None = None     # where the shortened instruction is
        self.hover_since = 0.0
        self._last_button_click: tuple[float, tuple[int, int], str] | None = None   # when, where, which label
        self.tooltip_shown = False
        self.hover_button: PromptButton | None = None
        self.kbd_index: int | None = None
        self._bot_wait = 0.0
        self.turn_confirm = TurnConfirmation()     # a person's finished turn waiting for "Confirm" (table_confirm.py)
        self._pending_anim: tuple | None = None   # (pieces, regions) before a move: its flights are started at the next frame
        self._landing: tuple | None = None        # (that pending move, pieces after, the old picture of where they land)
        self._spin = 0.0
        self._lit: tuple | None = None      # (position token, lit targets of the piece in hand)

    # ================================================================ settings and helpers
    @property
    def sc(self) -> float:
        """The table's scale: the app's (window fit times the UI scale), as far as the table's layout
        can reflow into the window: it needs at least theme.MIN_DESIGN design units."""
        w, h = self.app.size
        wanted = self.app.scale
        given = (w, h, wanted, self.app.settings.ui_scale)
        if self._sc is not None and self._sc[0] == given:
            return self._sc[1]
        self._sc = (given, self._scale_for(w, h, wanted))
        return self._sc[1]

    def _scale_for(self, w: int, h: int, wanted: float) -> float:
        if h * 16 > w * 9:   # narrower than 16:9: the width limits the table, so use its reflow room
            # eased in between 16:9 and 16:10 (not switched on at 16:9): a window a few pixels
            # narrower than 16:9 keeps the 16:9 scale and layout instead of jumping to 1024 units
            ease = min(1.0, (16 / 9 - w / h) / (16 / 9 - 16 / 10))
            design_w = 1280 - (1280 - theme.MIN_DESIGN[0]) * ease
            wanted = max(wanted, w / design_w * self.app.settings.ui_scale)
        return theme.layout_scale(w, h, wanted)

    def s(self, value: float) -> int:
        return max(1, round(value * self.sc))

    @property
    def settings(self) -> Settings:
        return self.app.settings

    @property
    def speed(self) -> float:
        return SPEED.get(self.settings.animation_speed, 1.0)

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    def owner_kinds(self) -> list[str]:
        return [f"owner:{s.colour}" for s in self.seats]

    def current(self) -> int | None:
        return self.game.decision()[0]

    def mover(self, who: int | None) -> str:
        """Who makes seat `who`'s decisions, as the prompt names them (game.ui.prompt_bar.MOVERS): a
        network table knows more (a connection down, a stand-in bot) and says so."""
        if who is None or not self.seats[who].is_bot:
            return PERSON
        return ELSEWHERE if self.seats[who].kind == REMOTE else BOT

    def human_turn(self) -> bool:
        """A person decides now (and no finished turn waits for its confirmation)."""
        who = self.current()
        return who is not None and not self.seats[who].is_bot and not self.turn_confirm.pending

    def person_to_move(self) -> int | None:
        """The seat of the person who may pick up pieces and click now: it is a person's turn and
        this table is on top; None on a bot's turn, after the end, under another scene, or while
        the last turn waits for its confirmation (the next person waits for it too)."""
        who = self.current()
        if who is None or self.seats[who].is_bot or self.app.stack.top is not self or self.turn_confirm.pending:
            return None
        return who

    def interactive(self) -> bool:
        return self.person_to_move() is not None

    def active_player(self) -> int:
        """Whose view the table shows: the seat to decide; while a finished turn waits for its
        confirmation, still that turn's person (it is not over until confirmed); after the end the
        winner."""
        if self.turn_confirm.seat is not None:
            return self.turn_confirm.seat
        who = self.current()
        if who is not None:
            return who
        return final_result(self.game).get("winner", 0) or 0

    def click_actions(self, key: tuple) -> list:
        """What a click on a region does now: a piece's click rows of the drop table first, then the
        game's own clicks (a worker to run, a tile to develop...)."""
        state, me = self.game.state, self.current()
        if me is None:          # the game is over: nothing to do
            return []
        if self.table.is_source(state, key, me):
            acts = self.table.drops.click(self.game, key, me, self.regions)
            if acts:
                return acts
        return self.table.click_actions(state, self.game.legal_actions(), key, me)

    def lit_targets(self, source: tuple) -> dict:
        """The places a picked-up piece may go now (the game's drop rows), worked out once per
        position and drawing, not every frame of a drag."""
        # the state and regions themselves, not their id(): a freed object's address can be reused
        # by the next one (tuples compare items by identity first, so this stays cheap)
        me = self.current()
        if me is None:          # the game is over: no place for anything
            return {}
        token = (len(self.game.actions), self.game.state, source, self.regions)
        if self._lit is None or self._lit[0] != token:
            self._lit = (token, self.table.drops.targets(self.game, source, me, self.regions))
        return self._lit[1]

    def _kbd_actions(self) -> list:
        """The keyboard's choice (Tab): the legal moves, or only the one a tutorial asks for."""
        return self.coach_actions() or list(self.game.legal_actions())

    # ================================================================ hit testing and geometry
    def hits(self, pos: tuple[int, int]) -> list[tuple]:
        """Region keys under a point, most specific (smallest) first."""
        out = [(r.width * r.height, k) for k, r in self.regions.items() if r.collidepoint(pos)]
        out.sort(key=lambda t: t[0])
        return [k for _area, k in out]

    def point(self, key: tuple) -> tuple[int, int] | None:
        """The screen centre of a region (pool colour, worker, wood field, tile, slot, button...)."""
        self.ensure_layout()
        if key in self.regions_buttons:
            return self.regions_buttons[key].center
        r = self.regions.get(key)
        return r.center if r is not None else None

    # ================================================================ what one part asks of another
    # (each defined once, by the part named; here only so every part may call it)
    def ensure_layout(self) -> None:
        """Render the table and its hit regions if the game changed (table_scene.py)."""
        raise NotImplementedError

    def _layout(self) -> None:
        """Lay the table out for the window's size (table_scene.py)."""
        raise NotImplementedError

    def do(self, action: Any, animate: bool = True, asked: bool = False) -> bool:
        """Apply an action of the player whose turn it is (table_scene.py)."""
        raise NotImplementedError

    def undo(self) -> None:
        """Take back the person's last move (table_scene.py)."""
        raise NotImplementedError

    def confirm_turn(self) -> None:
        """The person confirms their finished turn: play goes on (table_confirm.py)."""
        raise NotImplementedError

    def open_menu(self) -> None:
        raise NotImplementedError      # table_scene.py

    def _push_end(self) -> None:
        raise NotImplementedError      # table_scene.py

    def _autosave(self) -> None:
        raise NotImplementedError      # table_scene.py

    def _cancel(self) -> None:
        """Drop the piece in hand, the popup and the keyboard's choice (table_input.py)."""
        raise NotImplementedError

    def ask_hint(self) -> None:
        raise NotImplementedError      # table_learning.py

    def coach_actions(self) -> list | None:
        raise NotImplementedError      # table_learning.py

    def set_coach(self, coach: Coach | None) -> None:
        raise NotImplementedError      # table_learning.py
