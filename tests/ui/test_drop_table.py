"""The declarative drop table on a toy game: lit places, drops, refusals, two-step moves and the
rows read backwards all come from the rows alone (no game of the collection needed)."""

from __future__ import annotations

from dataclasses import dataclass

from game.ui.drop_table import DropRow, DropTable, matches


@dataclass(frozen=True)
class Act:
    kind: str
    args: tuple


class Toy:
    """Coins sit in boxes "a", "b", "c"; a coin may move to the next box only; box "c" is locked."""

    def __init__(self, coins=("a",)) -> None:
        self.coins = list(coins)

    def legal_actions(self):
        out = []
        for c in self.coins:
            nxt = {"a": "b", "b": "c"}.get(c)
            if nxt and nxt != "c":
                out.append(Act("move", (c, nxt)))
            out.append(Act("lift", (c,)))
        if not self.coins:
            out.append(Act("drop", ("a",)))
        return out

    def explain(self, action):
        if action in self.legal_actions():
            return None
        if action.kind == "move" and action.args[1] == "c":
            return "box c is locked"
        return "not now"

    def clone(self):
        return Toy(self.coins)

    def apply(self, action):
        if action.kind == "lift":
            self.coins.remove(action.args[0])
        elif action.kind == "drop":
            self.coins.append(action.args[0])
        else:
            self.coins.remove(action.args[0])
            self.coins.append(action.args[1])


ROWS = [
    DropRow("coin", "box", lambda s, t, me: ("move", s[1], t[1]), mine=False, click=True),
    DropRow("coin", "shelf", lambda s, t, me: ("lift", s[1]), mine=False,
            then=lambda s, t, me: ("drop", "a")),
    DropRow("coin", "*", lambda s, t, me: ("move", s[1], t[1]) if len(t) > 1 else None, mine=False, lit=False),
]
TABLE = DropTable(ROWS, make=lambda p: Act(p[0], tuple(p[1:])), home=lambda s, me: [s],
                  hints=lambda s, lit: "on a lit box" if lit else "nowhere to go")
REGIONS = [("coin", "a"), ("box", "a"), ("box", "b"), ("box", "c"), ("shelf",)]


def test_lit_places_are_the_legal_drops():
    lit = TABLE.targets(Toy(), ("coin", "a"), 0, REGIONS)
    assert set(lit) == {("box", "b"), ("shelf",)}
    assert lit[("box", "b")].actions == [Act("move", ("a", "b"))]
    assert lit[("shelf",)].then == ("drop", "a")       # two steps: lifted, then dropped back


def test_a_drop_acts_goes_back_or_is_refused_with_the_reason():
    game = Toy(("b",))
    assert TABLE.resolve(game, ("coin", "b"), [("box", "c")], 0, REGIONS)[::3] == ("refuse", "box c is locked")
    assert TABLE.resolve(game, ("coin", "b"), [("coin", "b")], 0, REGIONS)[0] == "back"
    what, key, drop, _ = TABLE.resolve(Toy(), ("coin", "a"), [("box", "b")], 0, REGIONS)
    assert (what, key, drop.actions) == ("act", ("box", "b"), [Act("move", ("a", "b"))])


def test_the_rows_read_backwards_give_the_gesture():
    assert TABLE.places(Act("move", ("a", "b")), 0, REGIONS) == (("coin", "a"), ("box", "b"), ("box", "b"))
    assert TABLE.places(Act("lift", ("a",)), 0, REGIONS) is None     # a two-step row is no gesture
    assert matches(Act("move", ("a", "b")), ("move", "a")) and not matches(Act("lift", ("a",)), ("move",))


def test_a_click_on_a_piece_does_its_click_rows_drops():
    assert TABLE.click(Toy(), ("coin", "a"), 0, REGIONS) == [Act("move", ("a", "b"))]
    assert TABLE.click(Toy(("b",)), ("coin", "b"), 0, REGIONS) == []     # box c is locked
