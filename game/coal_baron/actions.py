"""Coal Baron actions: every choice a player makes at the table, one small immutable tuple each.

An action is (kind, args); SCHEMA names the arguments and their JSON types, which gives the JSON
form {"kind": "place", "space": "bank_6"} and a readable str(). Actions are interned, so the
legal-move lists reuse the same objects (fast to build, fast to compare).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from game.core.protocol import IllegalAction as IllegalAction  # one type for every game (re-exported)

# JSON argument types: "int", "str", "bool", "int?" (int or null), "ints" (a list of ints)
SCHEMA: dict[str, tuple[tuple[str, str], ...]] = {
    "draft": (("card", "int"),),                   # C3: take one face-up draft card
    "place": (("space", "str"),),                  # C6: place on a worker space (and run its action)
    "keep_tile": (("tile", "int?"),),              # C11: keep one drawn tile kind (paying) or none
    "keep_order": (("card", "int?"),),             # C27: keep one drawn order card or none
    "coal": (("colour", "str"),),                  # C12: the cube colour for a lorry the supply can't fill
    "return": (("where", "str"),),                 # C11/C27: the rest of a draw back on top or at the bottom
    "put": (("item", "int"),),                     # C11/C27: the next of them, from the top-most down
    "cage": (("level", "int"),),                   # C16: move the cage to a level (1 step)
    "load": (("colour", "str"),),                  # C17: a cube of this colour from a lorry into the cage
    "store": (("colour", "str"),),                 # C18: a cube from the cage into the storage
    "fill": (("card", "int"), ("spot", "int"), ("source", "str")),   # C18/C19: one cube on its spot
    "fill2": (("card", "int"), ("spot", "int"), ("first", "str"), ("second", "str")),  # C20: a pair
    "stop": (),                                    # C15: end mining (steps left are lost)
}

SOURCES = ("cage", "storage")
WHERE = ("top", "bottom")


class Action(NamedTuple):
    kind: str
    args: tuple = ()

    def __str__(self) -> str:
        names = SCHEMA.get(self.kind, ())
        inner = ", ".join(f"{n}={v}" for (n, _t), v in zip(names, self.args, strict=False))
        return f"{self.kind}({inner})"

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        for (name, typ), v in zip(SCHEMA[self.kind], self.args, strict=True):
            out[name] = list(v) if typ == "ints" else v
        return out

    @staticmethod
    def from_json(obj: Any) -> Action:
        return from_json(obj)


def _check(value: Any, typ: str, kind: str, name: str) -> Any:
    def is_int(x: Any) -> bool:
        return isinstance(x, int) and not isinstance(x, bool) and abs(x) < 1_000_000

    ok = {"int": is_int(value), "str": isinstance(value, str) and len(value) < 64,
          "bool": isinstance(value, bool), "int?": value is None or is_int(value),
          "ints": isinstance(value, list | tuple) and len(value) <= 64 and all(is_int(x) for x in value)}[typ]
    if not ok:
        raise ValueError(f"action {kind}: field {name} has a wrong value {value!r}")
    return tuple(value) if typ == "ints" else value


def from_json(obj: Any) -> Action:
    """The action a JSON object describes; ValueError for anything else."""
    if not isinstance(obj, dict) or not isinstance(obj.get("kind"), str) or obj["kind"] not in SCHEMA:
        raise ValueError(f"not a Coal Baron action: {str(obj)[:80]}")
    kind = obj["kind"]
    names = SCHEMA[kind]
    extra = set(obj) - {"kind", *(n for n, _t in names)}
    if extra:
        raise ValueError(f"action {kind} has unknown fields {sorted(map(str, extra))}")
    missing = [n for n, _t in names if n not in obj]
    if missing:
        raise ValueError(f"action {kind} lacks {missing}")
    return A(kind, *(_check(obj[n], t, kind, n) for n, t in names))


_INTERNED: dict[tuple, Action] = {}


def A(kind: str, *args: Any) -> Action:
    """The (interned) action kind(args)."""
    key = (kind, args)
    a = _INTERNED.get(key)
    if a is None:
        a = _INTERNED[key] = Action(kind, args)
    return a


STOP = A("stop")
