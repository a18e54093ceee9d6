"""Actions: what a player does with the pieces, one move at a time.

An action is a small immutable tuple (kind, args). Each kind names its arguments, which gives the
JSON form {"kind": "take", "pool": 1, "colour": "black"} and a readable str().
"""

from __future__ import annotations

from typing import Any, NamedTuple

from game.core.protocol import IllegalAction as IllegalAction  # one type for every game (re-exported)

# kind -> argument names, in order. The comment says what the move is at the table.
SCHEMA: dict[str, tuple[str, ...]] = {
    # taking disks
    "take": ("pool", "colour"),              # take disks of one colour from an action pool
    "oil_lamp": ("pool", "give", "get"),     # Oil Lamp marker: swap a reserve disk with an action-pool disk
    "return_pit_water": (),                  # R10: give one pit water back after a small first-spring take
    "pass": (),                              # decline the optional step (second take, R10 return)
    # planning
    "place": ("worker", "item"),             # put a disk, food, Thaler or disk marker on a worker
    "retrieve": ("worker", "item"),          # take it back while still planning
    "confirm_plan": (),
    # execution
    "activate": ("worker", "mode"),          # run a worker: mode food / wood / mine / idle, or None
    "develop": ("worker", "tile", "pay"),    # run a worker to acquire a tile (pay: distant payment or None)
    "dig": ("choice",),                      # decide one black disk: water / coal / skip
    "reel": ("choice",),                     # decide one Haspelknecht action: water / coal
    "tile_option": ("tile", "option"),       # the a/b (or none) choice of tiles 31, 33, 34
    "place_wood": ("area",),                 # wood from the farm onto the next wood field of pinge / tunnel
    "use_marker": ("tile",),                 # use an action marker (Hauling Cable, Windlass)
    "burn_charcoal": (),                     # Charcoal Burner: 2 wood -> 2 coal
    "end_turn": (),
    # winter
    "store": ("slot", "resource"),
    "unstore": ("slot",),
    "confirm_storage": (),
}

# Moves that only undo a placement; a random player leaves them alone so that it makes progress.
RETRACTIONS = frozenset({"retrieve", "unstore"})




class Action(NamedTuple):
    kind: str
    args: tuple = ()

    def __str__(self) -> str:
        names = SCHEMA.get(self.kind, ())
        inner = ", ".join(f"{n}={v}" for n, v in zip(names, self.args, strict=False))
        return f"{self.kind}({inner})"

    def arg(self, name: str) -> Any:
        return self.args[SCHEMA[self.kind].index(name)]

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        out.update(zip(SCHEMA[self.kind], self.args, strict=True))
        return out

    @staticmethod
    def from_json(obj: Any) -> Action:
        if not isinstance(obj, dict) or obj.get("kind") not in SCHEMA:
            raise ValueError(f"not an action: {obj!r}")
        names = SCHEMA[obj["kind"]]
        extra = set(obj) - {"kind", *names}
        if extra:
            raise ValueError(f"action {obj['kind']} has unknown fields {sorted(extra)}")
        missing = [n for n in names if n not in obj]
        if missing:
            raise ValueError(f"action {obj['kind']} lacks {missing}")
        return A(obj["kind"], *(obj[n] for n in names))


_INTERNED: dict[tuple, Action] = {}


def A(kind: str, *args: Any) -> Action:
    """The shared Action object for (kind, args): legal-move lists allocate nothing new."""
    key = (kind, args)
    act = _INTERNED.get(key)
    if act is None:
        if kind not in SCHEMA or len(args) != len(SCHEMA[kind]):
            raise ValueError(f"bad action {kind}{args}")
        act = _INTERNED[key] = Action(kind, args)
    return act
