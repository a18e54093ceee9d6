"""haspelknecht review FILE [--json] [--all-seats]: where the points went in a game of a save or a
history file, by the game's strongest bot (game.core.review): each reviewed seat's costliest
decisions, biggest first, with the better move and why, and the points left on the table.

The people's seats are reviewed unless --all-seats. A review kept with the game in the history is
printed as it is; otherwise it is computed (about half a minute per player on one core) and not
written anywhere. A file that cannot be used is one line on standard error and exit code 1.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

from game.commands import int_in


def register(sub) -> None:
    p = sub.add_parser("review", help="where the points went: a game's costliest decisions by the strongest bot")
    p.add_argument("file", metavar="FILE", help="a save file or a file of the history")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--all-seats", action="store_true", help="review the bots' seats too")
    p.add_argument("--samples", type=int_in(1, 100), default=None,
                   help="playouts per judged move (default: the judge's; fewer is faster and noisier)")
    p.add_argument("--candidates", type=int_in(1, 20), default=None,
                   help="best moves judged besides the one played (default: the judge's)")
    p.set_defaults(handler=run, sub_parser=p)


def _fail(path: Path, message: str) -> int:
    from game.core.errors import short

    print(f"haspelknecht: {short(path.name)}: {message}", file=sys.stderr)
    return 1


def run(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    from game.core import json_files
    from game.core import review as rv
    from game.core.history import REVIEW
    from game.core.saves import MAX_SAVE_BYTES, SaveStore
    from game.core.session import SaveError

    path = Path(args.file)
    try:
        session = SaveStore(path.parent).load(path)
    except SaveError as exc:
        try:
            session = _from_history(path)
        except SaveError as history_exc:
            return _fail(path, str(history_exc))
        if session is None:
            return _fail(path, str(exc))
    game = session.game
    if not rv.has_judge(game):
        return _fail(path, f"{game.definition.title} offers no review")
    players = list(range(len(session.seats))) if args.all_seats else rv.people(session.seats)
    if not players:
        return _fail(path, "no person played this game (--all-seats reviews the bots too)")
    budget = {k: v for k, v in (("samples", args.samples), ("candidates", args.candidates)) if v is not None}
    review = None
    try:       # a review kept with the game (a history file), if it is the one asked for
        kept = json_files.loads(json_files.read_text(path, MAX_SAVE_BYTES)).get(REVIEW)
        if isinstance(kept, dict):
            review = rv.from_json(kept, game)
            if not review.covers(players) or (budget and dict(review.budget) != budget):
                review = None
    except (OSError, ValueError, AttributeError):
        review = None
    if review is None:
        review = rv.review(game, players, settings=budget, progress=_progress())
        if sys.stderr.isatty():
            print(file=sys.stderr)
    described = describe(session, review, players)
    print(json.dumps(described, ensure_ascii=False) if args.json else format_review(described))
    return 0


def _from_history(path: Path):
    """The game of a history file (a save with its summary and perhaps its review beside it), None
    when the file is not one, SaveError when it is one that is damaged."""
    from game.core import json_files
    from game.core.history import MAX_FILE_BYTES, game_part
    from game.core.session import Session

    try:
        obj = json_files.loads(json_files.read_text(path, MAX_FILE_BYTES))
    except (OSError, ValueError):
        return None
    if not isinstance(obj, dict) or "summary" not in obj:
        return None
    return Session.from_json(game_part(obj))


def _progress():
    """Progress on a terminal's standard error (nothing when it is not a terminal)."""
    if not sys.stderr.isatty():
        return None
    started = time.monotonic()

    def show(done: int, total: int) -> None:
        print(f"\rreviewing: {done}/{total} decisions, {time.monotonic() - started:.0f} s", end="",
              file=sys.stderr, flush=True)
    return show


def describe(session, review, players: list[int]) -> dict[str, Any]:
    """The review with the moves in words (the game's table words them), the reason and where in
    the game each decision was."""
    from game.core import review as rv
    from game.core.i18n import _

    game = session.game
    names = [s.name for s in session.seats]
    table = _table(game.name)
    seats = []
    for p in players:
        seat = review.seat(p)
        if seat is None:
            continue
        findings = []
        for f in seat.findings:
            state = rv.position(game, f.index).state
            findings.append({
                "move": f.index, "kind": f.kind, "where": table.progress(state) if table else "",
                "played": game.engine.action_to_json(f.played), "better": game.engine.action_to_json(f.better),
                "played_text": table.describe(state, f.played, names) if table else str(f.played),
                "better_text": table.describe(state, f.better, names) if table else str(f.better),
                "cost": round(f.cost, 2), "played_value": f.played_value, "best_value": f.best_value,
                "reason": rv.reason(game, f)})
        seats.append({"player": p, "name": names[p], "kind": session.seats[p].kind, "judged": seat.judged,
                      "count": seat.count, "total": round(seat.total, 2), "findings": findings})
    return {"game": game.name, "title": _(game.definition.title), "actions": len(game.actions),
            "over": game.is_over, "tolerance": review.tolerance, "seconds": round(review.seconds, 1),
            "budget": dict(review.budget), "seats": seats}


def _table(name: str):
    """The game's table, for its words (None in a build without the window)."""
    try:
        from game.ui.table_loader import table_for

        return table_for(name)
    except Exception:  # noqa: BLE001 - the moves are then printed as the engine writes them
        return None


def format_review(d: dict) -> str:
    lines = [f"{d['title']} ({d['game']}), {d['actions']} actions"
             + ("" if d["over"] else " (not finished: the decisions so far)")]
    lines.append(f"Judged by the strongest bot; a difference under {d['tolerance']:g} VP is noise"
                 + (f"; computed in {d['seconds']:.1f} s" if d["seconds"] else ""))
    for s in d["seats"]:
        who = "person" if s["kind"] == "human" else f"bot {s['kind']}"
        lines.append("")
        lines.append(f"{s['name']} ({who}): {s['judged']} decisions judged, {s['count']} cost more than "
                     f"{d['tolerance']:g} VP; points left on the table: {s['total']:.1f} VP")
        if not s["findings"]:
            lines.append("  No decision cost more than the judge's noise.")
        for i, f in enumerate(s["findings"], 1):
            where = f" ({f['where']})" if f["where"] else ""
            lines.append(f"  {i}. move {f['move']}{where}: {f['cost']:.1f} VP")
            lines.append(f"     played: {f['played_text']}")
            lines.append(f"     better: {f['better_text']}")
            lines.append(f"     why: {f['reason']}")
    return "\n".join(lines)
