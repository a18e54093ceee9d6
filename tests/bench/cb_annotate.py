"""An annotated Coal Baron game of the Hard bot: at each of Hard's searched decisions, the moves
Normal's scoring put forward, the mean margin each one's playouts ended with and the move played;
the scores after each shift and the end conversion.

    python -m tests.bench.cb_annotate --bots hard,normal --seed 3
    python -m tests.bench.cb_annotate --bots old_hard,hard --seed 5 --only-shift 3

Hard's seat is the first `hard` in --bots (it may carry settings, `hard:lean=True`); the others
are made as cb_bots_measure makes them.
"""

from __future__ import annotations

import argparse
import ast
import sys

from game.coal_baron.bots.features import seat_view
from game.coal_baron.bots.hard import SEARCHED, HardBot
from game.coal_baron.bots.playout import score_moves
from game.coal_baron.engine import ENGINE
from game.coal_baron.options import Options
from tests.bench.cb_bots_measure import make


def label(a) -> str:
    return a.kind + ("(" + ",".join(str(x) for x in a.args) + ")" if a.args else "")


class Annotated(HardBot):
    """Hard that writes down what its search saw."""

    def __init__(self, *args, out: list, **kw) -> None:
        super().__init__(*args, **kw)
        self.out = out

    def choose(self, state, me, kind, actions, bits):
        if kind not in SEARCHED:
            return super().choose(state, me, kind, actions, bits)
        view = seat_view(state, me, bits)
        scored = sorted(score_moves(view, me, actions), key=lambda t: -t[0])
        cands = [a for _v, a in scored[:self.candidates]]
        chosen = super().choose(state, me, kind, actions, bits)
        if len(cands) > 1:
            means = self.search(state, me, cands, bits)
            row = "  ".join(f"{label(a)} {v:+.1f}/{means[a]:+.1f}" if means[a] > float("-inf")
                            else f"{label(a)} {v:+.1f}/-" for v, a in scored[:self.candidates])
            self.out.append(f"  shift {state.shift} workers {state.supply[me]:>2} {kind:<10} "
                            f"{label(chosen):<22} | Normal's value / search margin: {row}")
        return chosen


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tests.bench.cb_annotate", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bots", default="hard,normal")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--only-shift", type=int, default=0, help="write decisions of this shift only")
    args = ap.parse_args(argv)
    names = args.bots.split(",")
    lines: list[str] = []
    hard_seat = next((i for i, b in enumerate(names) if b.split(":")[0] == "hard"), None)
    if hard_seat is None:
        raise SystemExit("--bots: name a hard seat (hard, or hard:setting=value+...)")
    settings = {}
    if ":" in names[hard_seat]:
        for item in names[hard_seat].split(":", 1)[1].split("+"):
            key, _, value = item.partition("=")
            settings[key] = ast.literal_eval(value)
    bots = [Annotated(seed=args.seed * 10 + i, name="hard", out=lines, **settings) if i == hard_seat
            else make(b, args.seed * 10 + i) for i, b in enumerate(names)]
    state = ENGINE.new_state(Options(players=len(names)), args.seed)
    state.events = None
    print(f"seed {args.seed}: " + ", ".join(f"seat {i} {b}" for i, b in enumerate(names)))
    shift = state.shift
    while state.stage != "over":
        acts = ENGINE.legal_actions(state)
        before = len(lines)
        a = bots[state.current].decide(state, acts) if len(acts) > 1 else acts[0]
        ENGINE.apply(state, a)
        if not args.only_shift or shift == args.only_shift:
            for line in lines[before:]:
                print(line)
        if state.shift != shift or state.stage == "over":
            print(f"after shift {shift}: VP " + ", ".join(
                f"{names[p]} {state.vp_orders[p] + state.vp_shift[p]} (orders {state.vp_orders[p]}, "
                f"shifts {state.vp_shift[p]}, open orders {len(state.orders[p])}, Marks {state.marks[p]})"
                for p in range(state.n)))
            shift = state.shift
    res = ENGINE.final_result(state)
    for p in range(state.n):
        print(f"end: {names[p]} {res['scores'][p]} {res['players'][p]['breakdown']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
