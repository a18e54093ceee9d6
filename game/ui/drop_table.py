"""The declarative drag-and-drop table: one list of rows per game says what dropping a piece on a
place means; everything the window does with pieces is derived from it.

A row is (source kind, target kind, how to build the action from the two). A region key is a tuple
whose first element is its kind ("pool", "worker", ...); the game's drawing records them. From the
rows this module derives:

- the lit targets while a piece is dragged or held (`targets`): every region of a row's target kind
  whose built action is legal now (several legal actions: the player picks one in a popup);
- what a drop does (`resolve`): act on a lit place, nothing where the piece came from, else a
  refusal with the engine's reason for the action the drop would have meant;
- what a click on a piece does (`click`, rows marked `click`: a pool's colour clicked is taken);
  a held piece clicked onto a place is a drop there;
- the keyboard choice's piece and place (`places`) and the test gesture driver's drag
  (game/ui/gestures.py): the rows read backwards, from an action to its source and target.

Actions are compared by *pattern*: `(kind, arg0, arg1, ...)` matches every action of that kind
whose arguments start with those (a development's payment is chosen later, in the popup). The
shell needs no more of an action than its `kind` and `args`.

A row may need a second action (moving a planned piece = take it back, then put it elsewhere):
`then` builds it; the place is lit when the second action is legal after the first, on a copy.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

Key = tuple
Pattern = tuple           # (kind, *leading args)


@dataclass(frozen=True)
class DropRow:
    source: str                                          # the kind of region picked up
    target: str                                          # the kind of region it is dropped on ("*": any)
    build: Callable[[Key, Key, int], Pattern | None]     # (source, target, me) -> pattern, or None
    then: Callable[[Key, Key, int], Pattern] | None = None   # a second action after the first
    when: Callable[[Key], bool] | None = None            # only for these sources (e.g. wood)
    mine: bool = True                  # the target must be the player's own region (key[1] == me)
    lit: bool = True                   # False: never lit, only explains a refusal (a near miss)
    aim: Callable[[Key], Key] | None = None   # where the gesture driver drops (default: the target)
    refusal: Callable[[Key, Key], str] | None = None     # when the engine gives no reason
    click: bool = False                # a click on the piece does this row's drop (e.g. to the farm)
    # how an action matches this row's pattern, where a prefix of arguments will not do (a pair of
    # cubes the engine lists in its own order, the dragged one first or second); (pattern, action)
    # -> bool. The pattern stays what a refusal is explained by.
    match: Callable[[Pattern, Any], bool] | None = None

    def matches(self, action: Any, pattern: Pattern) -> bool:
        if self.match is None:
            return matches(action, pattern)
        return action.kind == pattern[0] and self.match(pattern, action)

    def means(self, pattern: Pattern, legal: Iterable[Any]) -> list:
        """The legal actions a drop by this row's `pattern` means."""
        return [a for a in legal if self.matches(a, pattern)]

    def applies(self, source: Key, target: Key | None, me: int) -> bool:
        if source[0] != self.source or (self.when is not None and not self.when(source)):
            return False
        if target is None:
            return True
        if self.target != "*" and target[0] != self.target:
            return False
        return not self.mine or (len(target) > 1 and target[1] == me)


def matches(action: Any, pattern: Pattern) -> bool:
    return action.kind == pattern[0] and tuple(action.args[:len(pattern) - 1]) == tuple(pattern[1:])


def exact(pattern: Pattern, legal: Iterable[Any]) -> list:
    return [a for a in legal if matches(a, pattern)]


@dataclass
class Drop:
    """A lit place: the legal actions a drop there means, and the second action's pattern if any."""

    actions: list
    then: Pattern | None = None


class DropTable:
    """A game's rows with what the shell needs besides: `make` turns a pattern into a full action
    (missing arguments as the engine's "not chosen yet", for its explanation), `home` lists where a
    piece came from (dropped there: nothing happens), `hints` says what to do when a drop means
    nothing (source, anything lit -> a line)."""

    def __init__(self, rows: list[DropRow], make: Callable[[Pattern], Any],
                 home: Callable[[Key, int], list[Key]], hints: Callable[[Key, bool], str]) -> None:
        self.rows = rows
        self.make = make
        self.home = home
        self.hints = hints

    # ---------------------------------------------------------------- forwards: source -> places
    def targets(self, game, source: Key, me: int, regions: Iterable[Key]) -> dict[Key, Drop]:
        """Every region that accepts `source` now, with what a drop there means. The same places
        light up while dragging and are the only ones a drop is accepted on."""
        legal = game.legal_actions()
        out: dict[Key, Drop] = {}
        keys = list(regions)
        after: dict = {}       # the first action -> the legal actions once it is done (one copy each)
        for row in self.rows:
            if not row.lit or not row.applies(source, None, me):
                continue
            for key in keys:
                if key in out or not row.applies(source, key, me):
                    continue
                pattern = row.build(source, key, me)
                if pattern is None:
                    continue
                acts = row.means(pattern, legal)
                if not acts:
                    continue
                if row.then is not None:
                    second = row.then(source, key, me)
                    if acts[0] not in after:
                        copy = game.clone()
                        copy.apply(acts[0])
                        after[acts[0]] = copy.legal_actions()
                    if not exact(second, after[acts[0]]):
                        continue
                    out[key] = Drop(acts[:1], second)
                else:
                    out[key] = Drop(acts)
        return out

    def resolve(self, game, source: Key, keys: list[Key], me: int,
                regions: Iterable[Key]) -> tuple[str, Key | None, Drop | None, str]:
        """What dropping `source` on the regions `keys` (most specific first) does:
        ("act", key, drop, "") on a lit place; ("back", None, None, "") on `home` (where it came
        from: nothing happens); ("refuse", None, None, reason) anywhere else."""
        targets = self.targets(game, source, me, regions)
        for key in keys:
            if key in targets:
                return "act", key, targets[key], ""
        if any(k in keys for k in self.home(source, me)):
            return "back", None, None, ""
        for key in keys:
            reason = self.refusal(game, source, key, me)
            if reason:
                return "refuse", None, None, reason
        return "refuse", None, None, self.hints(source, bool(targets))

    def refusal(self, game, source: Key, target: Key, me: int) -> str | None:
        """The engine's reason against the action a drop there would mean (lit or near-miss rows)."""
        for row in self.rows:
            if not row.applies(source, target, me):
                continue
            pattern = row.build(source, target, me)
            if pattern is None:
                continue
            reason = self._explain(game, pattern)
            if reason is None and row.then is not None:
                reason = self._explain_after(game, pattern, row.then(source, target, me))
            if reason is None and row.refusal is not None and not row.means(pattern, game.legal_actions()):
                reason = row.refusal(source, target)
            if reason:
                return reason
            return None
        return None

    def _explain(self, game, pattern: Pattern) -> str | None:
        return game.explain(self.make(pattern))

    def _explain_after(self, game, first: Pattern, second: Pattern) -> str | None:
        """Why the second action would be refused once the (legal) first one is done."""
        acts = exact(first, game.legal_actions())
        if not acts:
            return None
        copy = game.clone()
        copy.apply(acts[0])
        return copy.explain(self.make(second))

    def click(self, game, source: Key, me: int, regions: Iterable[Key]) -> list:
        """What a click on a piece does by the rows marked `click`: the legal actions of their drops
        (one: do it; several: the player picks). The caller checks the piece may be picked up."""
        legal = game.legal_actions()
        keys = list(regions)
        out: list = []
        for row in self.rows:
            if not row.click or not row.applies(source, None, me):
                continue
            for key in keys:
                pattern = row.build(source, key, me) if row.applies(source, key, me) else None
                for a in row.means(pattern, legal) if pattern else []:
                    if a not in out:
                        out.append(a)
        return out

    # ---------------------------------------------------------------- backwards: action -> gesture
    def places(self, action: Any, me: int, regions: Iterable[Key]) -> tuple[Key, Key, Key] | None:
        """(source, target, where to aim) of the first lit row whose drop means `action`, among the
        regions drawn now; None if no drop means it (a click or a button does)."""
        keys = list(regions)
        for row in self.rows:
            if not row.lit or row.then is not None:
                continue
            sources = [k for k in keys if row.applies(k, None, me)]
            targets = [k for k in keys if k[0] == row.target]
            for s in sources:
                for t in targets:
                    if not row.applies(s, t, me):
                        continue
                    pattern = row.build(s, t, me)
                    if pattern is not None and row.matches(action, pattern):
                        return s, t, (row.aim(t) if row.aim else t)
        return None
