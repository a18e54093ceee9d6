"""After the game: where the points went. A review of a finished game by the game's strongest bot.

For each reviewed seat (the people's by default), at each of its decisions with more than one legal
move, the game's judge (`GameDefinition.judge`, a `Judge` of game.core.protocol: the strongest bot
with `judge` beside `decide`) values the move played and its own best moves, each as the final VP
margin it expects them to lead to. The difference is what the decision cost, in VP. A review lists
each seat's five costliest decisions, biggest first, with the better move, and the total of every
cost above the tolerance: the points left on the table. A judge may answer None for a move that
commits nothing yet (a placement a plan can still take back): its cost shows where the plan is
confirmed.

The judge thinks only on what the seat could see (the protocol's public view), with a fixed budget
and its random bits drawn from a seed taken from the record, so a review is the same every time it
is computed. It checks `cancelled()` between decisions and tells `progress(done, total)`. A review
is kept as JSON (with the history's game, game.core.history), tied to its record by a digest.

No pygame here; the window runs a review in the bots' worker process (game/ui/review_job.py).
"""

from __future__ import annotations

import hashlib
import importlib
import json
import logging
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from game.core.i18n import _
from game.core.record import Game

log = logging.getLogger(__name__)

REVIEW_FORMAT = 1
# A difference below this is the judge's noise, not a mistake: it costs nothing and is not listed
# (the judge's values are means of a few playouts; two moves a good player would call equal often
# differ by a few tenths of a point).
TOLERANCE = 0.5
TOP = 5                     # decisions listed per seat


class Cancelled(Exception):
    """The review was cancelled between two decisions."""


class ReviewError(ValueError):
    """A review that cannot be made or read (the game has no judge, a kept review of another game)."""


@dataclass(frozen=True)
class Finding:
    """One decision of a reviewed seat that cost more than the tolerance."""

    index: int              # the decision was the record's action number `index` (0-based)
    player: int
    kind: str               # the engine's kind of decision ("take1", "place"...)
    played: Any             # the engine's action that was played
    better: Any             # the judge's best move there
    played_value: float     # the judge's estimated final VP margin after each
    best_value: float

    @property
    def cost(self) -> float:
        return self.best_value - self.played_value


@dataclass(frozen=True)
class SeatReview:
    player: int
    judged: int                         # decisions the judge valued
    findings: tuple[Finding, ...]       # the TOP costliest, biggest first
    total: float                        # the points left on the table: every cost above the tolerance
    count: int                          # decisions that cost more than the tolerance


@dataclass(frozen=True)
class Review:
    game: str
    digest: str                         # of the record reviewed (record_digest)
    players: tuple[int, ...]
    tolerance: float
    budget: Mapping[str, Any]           # the judge's settings beyond its defaults
    seats: tuple[SeatReview, ...]
    seconds: float = field(default=0.0, compare=False)   # how long it took (not part of the result)

    def seat(self, player: int) -> SeatReview | None:
        return next((s for s in self.seats if s.player == player), None)

    def covers(self, players: Iterable[int]) -> bool:
        return set(players) <= set(self.players)


def record_digest(record: dict) -> str:
    """The digest of a record, as the history names its files by (game.core.history)."""
    text = json.dumps(record, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def has_judge(game: Game) -> bool:
    return game.definition.judge is not None


def judge_seed(game: Game) -> int:
    """The judge's seed: the record's, so a review is the same whenever it is computed."""
    return int(game.seed) & 0xFFFFFFFFFFFFFFFF


def review(game: Game, players: Iterable[int], *, settings: Mapping[str, Any] | None = None,
           tolerance: float = TOLERANCE, progress: Callable[[int, int], None] | None = None,
           cancelled: Callable[[], bool] | None = None) -> Review:
    """Review the decisions of `players` in `game` (finished or not; `game` is left untouched).
    `settings` go to the game's judge factory (e.g. a smaller budget for tests). Raises Cancelled
    when `cancelled()` turns true, ReviewError when the game offers no judge."""
    definition = game.definition
    if definition.judge is None:
        raise ReviewError(f"{definition.title} offers no review")
    started = time.perf_counter()
    players = tuple(sorted(set(players)))
    budget = dict(settings or {})
    judge = definition.judge(judge_seed(game), **budget)
    record = game.record()
    todo = decisions(game, players)
    done = 0
    if progress is not None:
        progress(0, len(todo))
    found: dict[int, list[Finding]] = {p: [] for p in players}
    judged = dict.fromkeys(players, 0)
    scale = getattr(judge, "value_scale", None)
    chained: dict[tuple[int, Any], list[Finding]] = {}
    replay = Game.from_record(record, events=False)
    replay.truncate(0)
    wanted = dict(todo)
    for index, action in enumerate(game.actions):
        if index in wanted:
            if cancelled is not None and cancelled():
                raise Cancelled()
            who, kind = wanted[index], replay.decision()[1]
            label = scale(replay) if scale is not None else None
            finding = _judge_one(judge, replay, index, who, kind, action)
            if finding is not None:
                judged[who] += 1
                if label is not None:
                    chained.setdefault((who, label), []).append(finding)
                elif finding.cost > tolerance:
                    found[who].append(finding)
            done += 1
            if progress is not None:
                progress(done, len(todo))
        replay.apply(action, from_legal=True)
    for (who, _label), chain in chained.items():
        found[who].extend(f for f in carried(chain) if f.cost > tolerance)
    seats = []
    for p in players:
        costly = sorted(found[p], key=lambda f: (-f.cost, f.index))
        seats.append(SeatReview(p, judged[p], tuple(costly[:TOP]), round(sum(f.cost for f in costly), 3),
                                len(costly)))
    return Review(game.name, record_digest(record), players, tolerance, budget, tuple(seats),
                  time.perf_counter() - started)


def carried(findings: list[Finding]) -> list[Finding]:
    """A seat's judged decisions whose values the judge puts on one scale (its `value_scale`, one label),
    in order, each move played valued at least at what the judge still finds at the seat's next of
    them (never above the better move's value). The judge plays a line on by a quicker policy than its own, which may
    never find what the judge found: the move played is undervalued by all that the better move
    holds, and an opportunity that stays open (a majority to take, an order to deliver) is charged
    again at every decision until it is taken. The seat's next decision values what is still open
    after the move played and the others' replies, as the judge would play it: charged once, where
    it is lost, and the costs of a game add up to about what the judge's outlook fell."""
    out = []
    for f, after in zip(findings, findings[1:] + [None], strict=True):
        if after is not None and f.cost > 0:
            kept = max(f.played_value, min(f.best_value, after.best_value))
            f = replace(f, played_value=round(kept, 3))
        out.append(f)
    return out


def decisions(game: Game, players: Iterable[int]) -> list[tuple[int, int]]:
    """(action index, player) of every decision of `players` with more than one legal move."""
    wanted = set(players)
    replay = Game.from_record(game.record(), events=False)
    replay.truncate(0)
    out = []
    for index, action in enumerate(game.actions):
        who = game.actors[index]
        if who in wanted and len(replay.legal_actions()) > 1:
            out.append((index, who))
        replay.apply(action, from_legal=True)
    return out


def _judge_one(judge, replay: Game, index: int, who: int, kind: str, action: Any) -> Finding | None:
    legal = replay.legal_actions()
    values = judge.judge(replay.clone(), legal, action)
    if not values:
        return None              # nothing committed by this move (its cost shows where it is)
    if action not in values:
        log.warning("the judge did not value the move played at %d (%s)", index, action)
        return None
    best = max(values, key=lambda a: (values[a], a == action))
    return Finding(index, who, kind, action, best, round(float(values[action]), 3),
                   round(float(values[best]), 3))


# --------------------------------------------------------------------------- what a seat sees

def people(seats: Iterable[Any]) -> list[int]:
    """The seats a review looks at by default: the people's (a seat with `is_bot` false)."""
    return [i for i, s in enumerate(seats) if not getattr(s, "is_bot", False)]


def position(game: Game, index: int) -> Game:
    """A copy of `game` at the position where decision `index` was made."""
    copy = game.clone()
    copy.truncate(index)
    return copy


def reason(game: Game, finding: Finding) -> str:
    """One sentence why the better move is better: the game's hint reason (its `hint_reason`),
    in the current language; a general sentence when the game has none or it fails."""
    spec = game.definition.hint_reason
    text = ""
    if spec:
        module, _sep, attr = spec.partition(":")
        try:
            explain = getattr(importlib.import_module(module), attr)
            text = explain(position(game, finding.index).state, finding.player, finding.better)
        except Exception:  # noqa: BLE001 - a finding without its sentence is still a finding
            log.exception("review reason failed")
    # TRANSLATORS: the review's sentence when the game gives no reason of its own
    return text or _("The strongest bot expects more points from this move.")


# --------------------------------------------------------------------------- JSON

def to_json(rv: Review, game: Game) -> dict[str, Any]:
    engine = game.engine
    return {
        "format": REVIEW_FORMAT, "game": rv.game, "digest": rv.digest, "players": list(rv.players),
        "tolerance": rv.tolerance, "budget": dict(rv.budget), "seconds": round(rv.seconds, 2),
        "seats": [{"player": s.player, "judged": s.judged, "total": s.total, "count": s.count,
                   "findings": [{"index": f.index, "kind": f.kind, "played": engine.action_to_json(f.played),
                                 "better": engine.action_to_json(f.better), "played_value": f.played_value,
                                 "best_value": f.best_value} for f in s.findings]}
                  for s in rv.seats],
    }


def from_json(obj: Any, game: Game) -> Review:
    """A kept review of `game`; ReviewError if it is of another record, or not a review at all."""
    try:
        if obj["format"] != REVIEW_FORMAT:
            raise ReviewError("a review of another version")
        digest = record_digest(game.record())
        if obj["game"] != game.name or obj["digest"] != digest:
            raise ReviewError("a review of another game")
        engine = game.engine
        n = len(game.actions)
        seats = []
        for s in obj["seats"]:
            player = _int(s["player"], 0, game.options.players - 1)
            findings = []
            for f in s["findings"][:TOP]:
                index = _int(f["index"], 0, n - 1)
                played, better = engine.action_from_json(f["played"]), engine.action_from_json(f["better"])
                # the page draws both moves on the board: a file must not make it draw a move that
                # was not played there, or one that was not possible
                if game.actors[index] != player or game.actions[index] != played:
                    raise ReviewError("a review naming a move that was not played")
                if better not in position(game, index).legal_actions():
                    raise ReviewError("a review naming a move that was not possible")
                findings.append(Finding(index, player, str(f["kind"]), played, better,
                                        float(f["played_value"]), float(f["best_value"])))
            seats.append(SeatReview(player, _int(s["judged"], 0, n), tuple(findings), float(s["total"]),
                                    _int(s["count"], 0, n)))
        budget = obj["budget"]
        if not isinstance(budget, dict):
            raise ReviewError("a review without its budget")
        return Review(game.name, digest, tuple(_int(p, 0, 3) for p in obj["players"]), float(obj["tolerance"]),
                      budget, tuple(seats), float(obj.get("seconds", 0.0)))
    except ReviewError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise ReviewError(f"a damaged review ({type(exc).__name__})") from None


def _int(value: Any, lo: int, hi: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise ValueError("out of range")
    return value
