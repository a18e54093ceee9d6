"""haspelknecht inspect FILE: what a save holds (any format this version reads): the game, the seats,
the players' scores now, whose turn and what kind of decision, or the final result. A file that
cannot be used is one line on standard error and exit code 1."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


def register(sub) -> None:
    p = sub.add_parser("inspect", help="show what a save file holds")
    p.add_argument("file", metavar="FILE", help="a save file (named save or autosave)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(handler=run, sub_parser=p)


def format_description(d: dict) -> str:
    lines = [f"{d['title']} ({d['game']}), {d['actions']} actions"]
    for i, (seat, score, projected) in enumerate(zip(d["seats"], d["scores"], d["projected"], strict=True)):
        who = "person" if seat["kind"] == "human" else f"bot {seat['kind']}"
        lines.append(f"  seat {i + 1} {seat['name']:<24} ({who}): {score} VP"
                     + ("" if d["over"] else f", {projected} if the game ended now"))
    if d["over"]:
        r = d["result"]
        lines.append(f"The game is over: {d['seats'][r['winner']]['name']} wins"
                     + (f" (tie broken by {r['tiebreak']})" if r["tiebreak"] else "")
                     + " with " + ", ".join(str(s) for s in r["scores"]))
    else:
        t = d["turn"]
        lines.append(f"Turn: {t['name']} (seat {t['player'] + 1}), decision: {t['decision']}")
    return "\n".join(lines)


def run(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    from game.core.saves import SaveStore
    from game.core.session import SaveError, describe, short

    path = Path(args.file)
    try:
        session = SaveStore(path.parent).load(path)
    except SaveError as exc:
        print(f"haspelknecht: {short(path.name)}: {exc}", file=sys.stderr)
        return 1
    d = describe(session)
    print(json.dumps(d) if args.json else format_description(d))
    return 0
