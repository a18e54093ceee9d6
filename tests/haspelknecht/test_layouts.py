"""Development-board layouts: the named variants, the first-game boards, the layout rules,
random boards, and a broken layouts.yaml naming file and field (rulings.md section 2)."""

import shutil
from random import Random

import pytest
import yaml

from game.haspelknecht.components import DataError, components, load_components
from game.haspelknecht.layouts import (
    LayoutError,
    adjacency,
    first_game_layout,
    level_of,
    named_layouts,
    neighbours,
    random_layout,
    thaler_income,
    validate_layout,
)
from game.resources import data_dir

# The rulebook's 12 variants, in rulebook order: (name, code, player counts).
VARIANTS = [
    ("Tower", "3334", [3]),
    ("Three long legs", "3333", [2, 3]),
    ("Four long legs", "5444", [4]),
    ("Wings", "3344", [3]),
    ("Three short legs", "3333", [2, 3]),
    ("Four short legs", "5544", [4]),
    ("Two short asymmetric legs", "3333", [2, 3]),
    ("Flower", "4334", [3]),
    ("Three circles", "5445", [4]),
    ("Two long asymmetric legs", "3333", [2, 3]),
    ("Two circles", "3333", [2, 3]),
    ("Butterfly", "4334", [3]),
]

# The 2-player board of the first game: rows of 3, levels 1-4 from the top.
FIRST_GAME_2 = [
    (0, 0, 11), (2, 0, 12), (4, 0, 13),
    (1, 1, 21), (3, 1, 22), (5, 1, 23),
    (0, 2, 31), (2, 2, 32), (4, 2, 33),
    (1, 3, 41), (3, 3, 42), (5, 3, 43),
]


@pytest.fixture(scope="module")
def comps():
    return components()


def _min_income(comps):
    """The 2-player Thaler check of the rulings: as many Thalers as the lease asks for."""
    return sum(lease.get("thaler", 0) for lease in comps.year_wheel.lease.values())


def _counts(cells):
    return [sum(1 for c in cells if level_of(c[2]) == lv) for lv in (1, 2, 3, 4)]


# --- the named variants --------------------------------------------------------------------------

def test_all_twelve_variants_load_in_rulebook_order(comps):
    boards = comps.layouts.variants.boards
    assert [(v.name, v.code, list(v.players)) for v in boards] == VARIANTS
    assert comps.layouts.variants.source == "designed"
    assert list(named_layouts(comps)) == [name for name, _, _ in VARIANTS]


@pytest.mark.parametrize("name,code,players", VARIANTS, ids=[v[0] for v in VARIANTS])
def test_variant_obeys_the_layout_rules(comps, name, code, players):
    got_code, got_players, cells = named_layouts(comps)[name]
    assert (got_code, got_players) == (code, players)
    validate_layout(cells, comps)
    assert "".join(map(str, _counts(cells))) == code
    known = {t.number for t in comps.tiles.tiles}
    assert {c[2] for c in cells} <= known
    # normalised: top row 0, leftmost cell at x = 0 or 1
    assert min(c[1] for c in cells) == 0
    assert min(c[0] for c in cells) in (0, 1)


@pytest.mark.parametrize("name,code,players", [v for v in VARIANTS if 2 in v[2]],
                         ids=[v[0] for v in VARIANTS if 2 in v[2]])
def test_two_player_variants_offer_the_minimum_thaler_income(comps, name, code, players):
    _, _, cells = named_layouts(comps)[name]
    assert _min_income(comps) == 3
    assert thaler_income((c[2] for c in cells), comps) >= _min_income(comps)


def test_circles_are_hex_rings_of_six(comps):
    """Every empty cell a circle is drawn around has all six neighbours on the board."""
    for name, rings in (("Three circles", 3), ("Two circles", 2)):
        cells = named_layouts(comps)[name][2]
        at = {(x, y) for x, y, _ in cells}
        xs = range(min(x for x, _ in at) - 2, max(x for x, _ in at) + 3)
        ys = range(min(y for _, y in at) - 2, max(y for _, y in at) + 3)
        centres = [(x, y) for x in xs for y in ys
                   if (x + y) % 2 == 0 and (x, y) not in at and all(n in at for n in neighbours(x, y))]
        assert len(centres) == rings, name


def test_variants_differ(comps):
    shapes = {frozenset((x, y) for x, y, _ in cells) for _, _, cells in named_layouts(comps).values()}
    assert len(shapes) == 12


# --- the first-game boards -----------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_first_game_board(comps, players):
    cells = first_game_layout(players, comps)
    validate_layout(cells, comps)
    assert comps.layouts.first_game.source == "rulebook"
    width = players + 1
    rows = {}
    for x, y, t in cells:
        rows.setdefault(y, []).append((x, t))
    assert sorted(rows) == [0, 1, 2, 3]
    for y, row in rows.items():
        level = y + 1  # level 1 on top
        # rows of 3/4/5 tiles holding the lowest-numbered tiles of the level, in order
        assert [t for _, t in sorted(row)] == [level * 10 + i for i in range(1, width + 1)]
        # each row is offset by half a hex from the one above
        assert [x for x, _ in sorted(row)] == [y % 2 + 2 * i for i in range(width)]
    at = {(x, y): t for x, y, t in cells}
    lo, hi = min(x for x, _ in at), max(x for x, _ in at)
    for x, y, _ in cells:
        if not lo < x < hi:
            continue  # tiles at the board's edge
        above = [n for n in neighbours(x, y) if n in at and n[1] == y - 1]
        below = [n for n in neighbours(x, y) if n in at and n[1] == y + 1]
        if y > 0:
            assert len(above) == 2, (x, y)
        if y < 3:
            assert len(below) == 2, (x, y)


def test_adjacency_of_the_first_game_board():
    adj = adjacency(FIRST_GAME_2)
    assert adj[22] == {12, 13, 21, 23, 32, 33}
    assert adj[11] == {12, 21}
    assert adj[43] == {33, 42}


# --- the layout rules ----------------------------------------------------------------------------

def _replace(cells, old, new):
    return [new if c == old else c for c in cells]


def test_the_reference_board_is_valid(comps):
    validate_layout(FIRST_GAME_2, comps)
    validate_layout(FIRST_GAME_2)  # the rules need no component data


@pytest.mark.parametrize("cells,message", [
    # a level-1 tile far away from the rest
    (_replace(FIRST_GAME_2, (0, 0, 11), (20, 0, 11)), "not connected"),
    # Coal Sacks (level 3) next to Pickaxe (level 1)
    (FIRST_GAME_2 + [(6, 0, 34)], "two or more levels away"),
    # Coal Storage (level 2) at the end of the level-2 row, touching only level 2
    (FIRST_GAME_2 + [(7, 1, 24)], "touches no tile of level 1"),
    # only two level-4 tiles
    ([c for c in FIRST_GAME_2 if c[2] != 43], "level 4 has 2 tiles"),
    # Ladder twice
    (FIRST_GAME_2 + [(7, 1, 23)], "appears twice"),
    # a cell off the hex grid
    (_replace(FIRST_GAME_2, (0, 0, 11), (1, 0, 11)), "x \\+ y must be even"),
    # two tiles on one cell
    (FIRST_GAME_2 + [(0, 0, 14)], "two tiles at"),
    # no tile 51: level 5 does not exist
    (FIRST_GAME_2 + [(7, 3, 51)], "no level 1-4"),
    ([], "empty"),
], ids=["disconnected", "level3-touches-level1", "level2-without-level1", "level-with-2-tiles",
        "duplicate-tile", "odd-x-plus-y", "two-tiles-one-cell", "unknown-level", "empty"])
def test_validate_layout_rejects_a_broken_rule(comps, cells, message):
    with pytest.raises(LayoutError, match=message):
        validate_layout(cells, comps)


# --- random boards -------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_layouts_are_valid(comps, players):
    lo, hi = max(3, players), players + 1
    for seed in range(200):
        cells = random_layout(players, Random(seed), comps)
        validate_layout(cells, comps)
        assert all(lo <= n <= hi for n in _counts(cells)), (seed, _counts(cells))
        assert min(c[1] for c in cells) == 0 and min(c[0] for c in cells) in (0, 1), seed
        if players == 2:
            assert thaler_income((c[2] for c in cells), comps) >= _min_income(comps), seed


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_layout_is_reproducible(comps, players):
    for seed in (0, 7, 12345):
        assert random_layout(players, Random(seed), comps) == random_layout(players, Random(seed), comps)
    boards = {tuple(random_layout(players, Random(seed), comps)) for seed in range(20)}
    assert len(boards) > 1  # and the seed matters


# --- a broken layouts.yaml -----------------------------------------------------------------------

@pytest.fixture
def data_copy(tmp_path):
    folder = tmp_path / "haspelknecht"
    shutil.copytree(data_dir() / "haspelknecht", folder)
    return folder


def _edit_layouts(folder, change):
    path = folder / "layouts.yaml"
    obj = yaml.safe_load(path.read_text(encoding="utf-8"))
    change(obj)
    path.write_text(yaml.safe_dump(obj), encoding="utf-8")


def _set_code(obj):
    obj["variants"]["boards"][0]["code"] = "4334"


def _unknown_tile(obj):
    tiles = obj["variants"]["boards"][0]["tiles"]
    tiles[0] = [tiles[0][0], tiles[0][1], 99]


def _broken_rule(obj):
    # move the first tile of the third variant far away: the board falls apart
    tiles = obj["variants"]["boards"][2]["tiles"]
    tiles[0] = [tiles[0][0] + 40, tiles[0][1], tiles[0][2]]


def _bad_code(obj):
    obj["variants"]["boards"][1]["code"] = "33"


def _first_game_two_levels(obj):
    obj["first_game"]["boards"][2] = [c for c in obj["first_game"]["boards"][2] if c[2] != 43]


@pytest.mark.parametrize("change,field,words", [
    (_set_code, "variants.boards.0", "do not match code 4334"),
    (_unknown_tile, "variants.boards.0", "unknown tiles [99]"),
    (_broken_rule, "variants.boards.2", "not connected"),
    (_bad_code, "variants.boards.1.code", "pattern"),
    (_first_game_two_levels, "first_game.boards.2", "level 4 has 2 tiles"),
], ids=["counts-not-code", "unknown-tile", "broken-rule", "bad-code", "first-game"])
def test_a_broken_layouts_file_names_file_and_field(data_copy, change, field, words):
    load_components(data_copy)  # the untouched copy loads
    _edit_layouts(data_copy, change)
    with pytest.raises(DataError) as err:
        load_components(data_copy)
    message = str(err.value)
    assert "layouts.yaml" in message
    assert field in message
    assert words in message
