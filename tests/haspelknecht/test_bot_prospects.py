"""The bots plan towards the Thalers the lease will want. What a player's developments put
within reach (bots/prospects.py), and how the heuristic credits it.

Positions are the first-game board, 2 players (R22: level 1 freely, otherwise next to an owned
tile or from another player). Its Thaler tiles are Carrying Pole (11, level 1), Mining Timber (31,
level 3, an option), Oil Lamp (32, level 3) and Coal Driver (41, level 4)."""

from game.haspelknecht.bots import prospects
from game.haspelknecht.bots.heuristic import Weights, evaluate
from tests.haspelknecht.positions import fresh, give_tile

FIRST = fresh()   # spring of year 1, nothing owned
ME = 0


def with_owned(state, me, tiles):
    s = state.clone()
    for t in tiles:
        give_tile(s, me, t)
    return s


def test_distances_follow_the_paths_of_adjacent_tiles():
    # nothing owned: level 1 is one development away, and each level below one more
    dist = prospects.distances(FIRST, ME, 9)
    assert {t for t, d in dist.items() if d == 1} == {11, 12, 13}
    assert all(dist[t] == t // 10 for t in FIRST.board.tiles)
    # owning Carrying Pole (11) brings its neighbour Bucket (21) to one, the level-3 tiles next to
    # the Bucket (31, 32) to two and Coal Driver (41, next to both) to three
    dist = prospects.distances(with_owned(FIRST, ME, [11]), ME, 9)
    assert 11 not in dist
    assert dist[21] == 1 and dist[31] == 2 and dist[32] == 2 and dist[41] == 3
    # a tile another player owns can be developed from afar (paying that player, R22)
    other = with_owned(FIRST, 1 - ME, [11, 21, 32])
    assert prospects.distances(other, ME, 9)[32] == 1
    # the reach stops the search
    assert max(prospects.distances(FIRST, ME, 2).values()) == 2


def test_the_reach_is_the_developments_and_phases_left():
    assert prospects.reach_of(FIRST, ME, 9) == FIRST.rules.max_developments
    assert prospects.reach_of(FIRST, ME, 3) == 3
    full = with_owned(FIRST, ME, list(FIRST.board.tiles[:FIRST.rules.max_developments]))
    assert prospects.reach_of(full, ME, 9) == 0          # R30: no development left
    assert prospects.distances(full, ME, 0) == {}


def test_thaler_prospects_count_far_tiles_less():
    plain = prospects.thaler_prospects(FIRST, ME, 9, 0.0)
    assert plain == [[1, 1.0]]                           # only Carrying Pole is one development away
    far = prospects.thaler_prospects(FIRST, ME, 9, 0.5)
    # 11 at one, 31 and 32 at three (0.25 each), 41 at four (0.125)
    assert far == [[1, 1.0], [3, 0.25], [3, 0.25], [4, 0.125]]
    nearer = prospects.thaler_prospects(with_owned(FIRST, ME, [11, 21]), ME, 9, 0.5)
    assert nearer == [[1, 1.0], [1, 1.0], [2, 0.5]]


def test_a_step_towards_a_thaler_tile_counts_while_the_lease_wants_thalers():
    # Spring of year 1: the leases of years 2 and 3 want 3 Thalers (R23) and no tile owned brings
    # one. Owning the Bucket (21) puts Mining Timber and Oil Lamp one development away: with the
    # Thaler reach that step is worth more than without, and the more so the nearer they come.
    state = with_owned(FIRST, ME, [11])
    step = with_owned(state, ME, [21])
    plain, reach = Weights(), Weights(thaler_reach=0.5, reach_decay=0.5)
    gain_plain = evaluate(step, ME, plain) - evaluate(state, ME, plain)
    gain_reach = evaluate(step, ME, reach) - evaluate(state, ME, reach)
    assert gain_reach > gain_plain
    # with every lease's Thalers in hand nothing is short, and the reach changes nothing
    rich = step.clone()
    rich.players[ME].thalers = sum(t for _f, t in state.rules.lease.values())
    assert evaluate(rich, ME, reach) == evaluate(rich, ME, plain)


def test_distances_of_a_new_board_never_come_from_an_earlier_ones_cache(monkeypatch):
    # A board is made per game; once a game is gone, a later game's board (another layout) can get
    # the freed board's address. Every id() made equal here: the answer must still be the new
    # board's, as if nothing had been cached (the cache once keyed boards by id()).
    monkeypatch.setattr(prospects, "id", lambda obj: 0, raising=False)
    monkeypatch.setattr(prospects, "_cache", {})
    circles = fresh(layout="Two circles")
    assert circles.board.cells != FIRST.board.cells
    prospects.distances(FIRST, ME, 9)
    cached = prospects.distances(circles, ME, 9)
    prospects._cache.clear()
    assert cached == prospects.distances(circles, ME, 9)
    assert set(cached) == set(circles.board.tiles)
