"""The game state: small, flat, cheap to clone, and fully expressible as JSON.

Counts are plain ints and short lists indexed by the constants of rules.py. The compiled rules and
the development board are immutable and shared between clones.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from game.core.protocol import Result
from game.haspelknecht.layouts import adjacency, level_of
from game.haspelknecht.options import Options
from game.haspelknecht.rules import PLAY_CATEGORIES, WORKERS, Rules, compile_rules

STATE_FORMAT = 1
# Player fields added after format 1 was first written; a state without them gets the default
# (an exhausted Pinge of unknown phase counts as exhausted before the current one).
OPTIONAL_FIELDS = frozenset({"exhausted_phase"})
N_WORKERS = len(WORKERS)

# A decision open inside a player's execution (the stage "execute"), its kind first: a worker's
# black disks to use (worker, disks left, area "pinge"/"tunnel"), the Haspelknecht's actions left,
# or the a/b option of a tile just acquired.
DigPending = tuple[Literal["dig"], int, int, str]
HaspelPending = tuple[Literal["haspel"], int]
OptionPending = tuple[Literal["option"], int]
Pending = DigPending | HaspelPending | OptionPending


@dataclass(frozen=True)
class Board:
    """The development board: which tile lies where, and which tiles touch."""

    cells: tuple[tuple[int, int, int], ...]
    adjacent: dict[int, frozenset[int]]
    tiles: tuple[int, ...]

    @staticmethod
    def from_cells(cells) -> Board:
        cells = tuple(tuple(c) for c in cells)
        return Board(cells, adjacency(cells), tuple(sorted(c[2] for c in cells)))

    def level(self, tile: int) -> int:
        return level_of(tile)


class PlayerState:
    __slots__ = (
        "taken1", "taken2", "cart", "plan", "done", "kinds",
        "farm", "thalers", "debts", "vp", "breakdown",
        "pinge_water", "shaft_water", "pinge_taken", "pinge_wood", "exhausted", "exhausted_phase",
        "tunnel_taken", "tunnel_wood", "shaft_coal",
        "owned", "markers", "buildings", "improved", "burner_used", "stored",
    )

    def __init__(self, n_items: int) -> None:
        self.taken1 = [0, 0, 0]     # disks taken in step 1 (cart field 1), per colour
        self.taken2 = [0, 0, 0]     # disks taken in step 2 (cart field 2)
        self.cart = [0, 0, 0]       # disks not yet placed on a worker
        self.plan = [[0] * n_items for _ in range(N_WORKERS)]  # items on each worker
        self.done = 0               # bit per worker activated this phase
        self.kinds: list[str | None] = [None, None]  # what farmer / farmhand did this phase (synergy bonus)
        self.farm = [0, 0, 0]       # food, wood, coal in the farm area
        self.thalers = 0
        self.debts = 0
        self.vp = 0                 # the score track
        self.breakdown = [0] * len(PLAY_CATEGORIES)
        self.pinge_water = 0
        self.shaft_water = 0
        self.pinge_taken = 0        # coal excavated from the Pinge (left to right)
        self.pinge_wood = 0         # wood fields filled in the Pinge
        self.exhausted = False
        self.exhausted_phase = -1   # action phase the Pinge was exhausted in (R32); -1 while worked
        self.tunnel_taken = 0
        self.tunnel_wood = 0
        self.shaft_coal = 0
        self.owned: list[int] = []            # tiles, in order of acquisition
        self.markers: dict[int, int] = {}     # unused action markers: tile -> action phase acquired
        self.buildings: dict[int, int] = {}   # building tile -> action phase built (-1: from setup)
        self.improved = False
        self.burner_used = False
        self.stored: list[int] = []           # winter: resource per storage slot, -1 empty

    def clone(self) -> PlayerState:
        p = PlayerState.__new__(PlayerState)
        p.taken1 = self.taken1[:]
        p.taken2 = self.taken2[:]
        p.cart = self.cart[:]
        p.plan = [w[:] for w in self.plan]
        p.done = self.done
        p.kinds = self.kinds[:]
        p.farm = self.farm[:]
        p.thalers = self.thalers
        p.debts = self.debts
        p.vp = self.vp
        p.breakdown = self.breakdown[:]
        p.pinge_water = self.pinge_water
        p.shaft_water = self.shaft_water
        p.pinge_taken = self.pinge_taken
        p.pinge_wood = self.pinge_wood
        p.exhausted = self.exhausted
        p.exhausted_phase = self.exhausted_phase
        p.tunnel_taken = self.tunnel_taken
        p.tunnel_wood = self.tunnel_wood
        p.shaft_coal = self.shaft_coal
        p.owned = self.owned[:]
        p.markers = dict(self.markers)
        p.buildings = dict(self.buildings)
        p.improved = self.improved
        p.burner_used = self.burner_used
        p.stored = self.stored[:]
        return p

    @property
    def pit_water(self) -> int:
        return self.pinge_water + self.shaft_water

    def to_json(self) -> dict[str, Any]:
        out = {name: getattr(self, name) for name in self.__slots__}
        out["markers"] = {str(k): v for k, v in self.markers.items()}
        out["buildings"] = {str(k): v for k, v in self.buildings.items()}
        return out

    @staticmethod
    def from_json(obj: dict[str, Any], n_items: int) -> PlayerState:
        p = PlayerState(n_items)
        for name in PlayerState.__slots__:
            if name in OPTIONAL_FIELDS and name not in obj:
                continue  # added later: states written before keep the default
            if name not in obj:
                raise ValueError(f"player field {name!r} is missing")
            setattr(p, name, obj[name])
        p.markers = {int(k): v for k, v in obj["markers"].items()}
        p.buildings = {int(k): v for k, v in obj["buildings"].items()}
        if len(p.plan) != N_WORKERS or any(len(w) != n_items for w in p.plan):
            raise ValueError("player field 'plan' has the wrong shape")
        return p


class GameState:
    """Everything about a game in progress. Read it freely; change it only through engine.apply."""

    __slots__ = (
        "rules", "board", "options", "seed", "rng",
        "phase", "stage", "order", "idx", "pending",
        "pools", "reserves", "bag", "stacks", "players",
        "coal_in", "coal_out", "result", "events",
    )

    def __init__(self, options: Options, seed: int, board: Board) -> None:
        self.rules: Rules = compile_rules(options.players, options.farm_storage_vp)
        self.board = board
        self.options = options
        self.seed = seed
        self.rng = 0
        self.phase = 0                 # action phase 0..8: year = phase // 3 + 1
        self.stage = "setup"           # take1, take2, r10, plan, execute, storage, over
        self.order: list[int] = list(range(options.players))  # turn order, first player first
        self.idx = 0                   # whose turn within the stage (position in order)
        self.pending: Pending | None = None  # a decision inside a player's execution
        n_pools = len(self.rules.pools)
        self.pools = [[0, 0, 0] for _ in range(n_pools)]
        self.reserves = [[0, 0, 0] for _ in range(n_pools)]
        self.bag = list(self.rules.bag)
        self.stacks: dict[int, list[int]] = {t: [] for t in board.tiles}  # owners, bottom first
        n_items = 5 + len(self.rules.disk_markers)
        self.players = [PlayerState(n_items) for _ in range(options.players)]
        self.coal_in = 0               # coal cubes taken from the general supply so far
        self.coal_out = 0              # coal cubes returned to the general supply so far
        self.result: Result | None = None
        self.events: list | None = None  # a list collects readable events; None turns them off

    # --- reading -------------------------------------------------------------------------------
    @property
    def year(self) -> int:
        return self.phase // self.rules.actions_per_year + 1

    @property
    def season(self) -> int:
        return self.phase % self.rules.actions_per_year

    @property
    def season_name(self) -> str:
        if self.stage == "storage" or (self.stage == "over"):
            return "winter"
        return self.rules.season_names[self.season]

    @property
    def current(self) -> int | None:
        """The player whose decision it is, or None when the game is over."""
        if self.stage == "over":
            return None
        return self.order[self.idx]

    @property
    def to_move(self) -> int:
        """The player whose decision it is, asked only while the game is on (a move being made,
        the game's own steps between moves)."""
        if self.stage == "over":
            raise ValueError("the game is over: nobody is to move")
        return self.order[self.idx]

    @property
    def is_over(self) -> bool:
        return self.stage == "over"

    # --- copying -------------------------------------------------------------------------------
    def clone(self) -> GameState:
        s = GameState.__new__(GameState)
        s.rules = self.rules
        s.board = self.board
        s.options = self.options
        s.seed = self.seed
        s.rng = self.rng
        s.phase = self.phase
        s.stage = self.stage
        s.order = self.order[:]
        s.idx = self.idx
        s.pending = self.pending
        s.pools = [p[:] for p in self.pools]
        s.reserves = [p[:] for p in self.reserves]
        s.bag = self.bag[:]
        s.stacks = {t: o[:] for t, o in self.stacks.items()}
        s.players = [p.clone() for p in self.players]
        s.coal_in = self.coal_in
        s.coal_out = self.coal_out
        s.result = self.result
        s.events = None
        return s

    def to_json(self) -> dict[str, Any]:
        return {
            "format": STATE_FORMAT,
            "game": "haspelknecht",
            "options": self.options.model_dump(),
            "seed": self.seed,
            "board": [list(c) for c in self.board.cells],
            "rng": self.rng,
            "phase": self.phase,
            "stage": self.stage,
            "order": self.order,
            "idx": self.idx,
            "pending": list(self.pending) if self.pending is not None else None,
            "pools": self.pools,
            "reserves": self.reserves,
            "bag": self.bag,
            "stacks": {str(t): o for t, o in self.stacks.items()},
            "players": [p.to_json() for p in self.players],
            "coal_in": self.coal_in,
            "coal_out": self.coal_out,
            "result": self.result,
        }

    @staticmethod
    def from_json(obj: dict[str, Any]) -> GameState:
        """Rebuild a state from to_json() output. Raises ValueError with a reason if it is not one."""
        if not isinstance(obj, dict) or obj.get("game") != "haspelknecht":
            raise ValueError("not a Haspelknecht state")
        if obj.get("format") != STATE_FORMAT:
            raise ValueError(f"state format {obj.get('format')!r} is not {STATE_FORMAT}")
        try:
            options = Options.model_validate(obj["options"])
            s = GameState(options, int(obj["seed"]), Board.from_cells(obj["board"]))
            s.rng = int(obj["rng"])
            s.phase = int(obj["phase"])
            s.stage = str(obj["stage"])
            s.order = [int(i) for i in obj["order"]]
            s.idx = int(obj["idx"])
            s.pending = tuple(obj["pending"]) if obj["pending"] is not None else None
            s.pools = [list(map(int, p)) for p in obj["pools"]]
            s.reserves = [list(map(int, p)) for p in obj["reserves"]]
            s.bag = list(map(int, obj["bag"]))
            s.stacks = {int(t): list(o) for t, o in obj["stacks"].items()}
            n_items = 5 + len(s.rules.disk_markers)
            s.players = [PlayerState.from_json(p, n_items) for p in obj["players"]]
            s.coal_in = int(obj["coal_in"])
            s.coal_out = int(obj["coal_out"])
            s.result = obj["result"]
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"broken state: {exc!s}") from None
        if len(s.players) != options.players or sorted(s.order) != list(range(options.players)):
            raise ValueError("broken state: players and turn order do not match the options")
        return s
