"""The component data compiled into flat tables the engine reads in its hot paths.

Nothing here holds a number of its own: every value comes from data/haspelknecht via components.py.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from itertools import accumulate

from game.haspelknecht.components import Building, Colour, Components, Marker, Tile, TileChoice, components

# Index constants (not game values): colours, farm resources, workers, score categories.
COLOURS = ("yellow", "brown", "black")
Y, B, K = 0, 1, 2
RESOURCES = ("food", "wood", "coal")
FOOD, WOOD, COAL = 0, 1, 2
WORKERS = ("farmer", "farmhand", "coal_digger", "coal_miner", "haspelknecht", "water_mill")
FARMER, FARMHAND, DIGGER, MINER, HASPEL, MILL = range(6)
PERMANENT = (FARMER, FARMHAND)
AREAS = ("pinge", "tunnel")
COST_LETTER = {"Y": Y, "B": B, "K": K}

# Score categories: scored during play (the score track) and at the end.
PLAY_CATEGORIES = ("developments", "pinge_bonus", "coal", "storage", "water_mill",
                   "charcoal_burner", "hauling_cable")
END_CATEGORIES = ("tunnel", "tunnel_bonus", "development_bonus", "buildings", "markers",
                  "thalers", "debts", "pit_water")
CATEGORIES = PLAY_CATEGORIES + END_CATEGORIES
CAT = {name: i for i, name in enumerate(CATEGORIES)}


@dataclass(frozen=True, slots=True)
class TileInfo:
    """One development tile, with the cost split into coloured and grey parts."""

    number: int
    name: str
    level: int
    cost_coloured: tuple[int, int, int]   # disks needed per colour
    cost_total: int
    symbols: tuple[str, ...]
    tile: Tile

    # A tile's effect holds a building, a marker or a choice only if it is one; these are asked
    # where the rules already know it is (a built water mill, an owned marker, an open option).
    @property
    def building(self) -> Building:
        if self.tile.effect.building is None:
            raise ValueError(f"tile {self.number} is not a building")
        return self.tile.effect.building

    @property
    def marker(self) -> Marker:
        if self.tile.effect.marker is None:
            raise ValueError(f"tile {self.number} is not an action marker")
        return self.tile.effect.marker

    @property
    def choice(self) -> TileChoice:
        if self.tile.effect.choice is None:
            raise ValueError(f"tile {self.number} has no options to choose from")
        return self.tile.effect.choice


@dataclass(frozen=True, slots=True)
class StorageSlotInfo:
    slot_id: str          # "farm:0", "12:0", "24:1"
    owner: int | None     # building tile, or None for the farm itself
    accepts: tuple[int, ...]
    vp: tuple[int, int, int]  # VP per stored resource (food, wood, coal)


@dataclass(frozen=True)
class Rules:
    comps: Components
    players: int
    # taking
    pools: tuple[int, ...]                 # pool ids in board order
    pool_water: tuple[bool, ...]
    bag: tuple[int, int, int]
    reserve_draw: int
    action_fill: int
    max_disks: int
    water_pool_pit_water: int
    turn_value: tuple[int, int, int]
    first_spring_below: int
    first_spring_return: int
    # board
    pinge_bounds: tuple[int, ...]          # coal reachable with w wood fields filled: bounds[w]
    pinge_coal: int
    pinge_wood_fields: int
    pinge_bonus: dict[int, int]
    tunnel_cum: tuple[int, ...]            # coal in sections 1..i
    tunnel_coal: int
    tunnel_vp: tuple[int, ...]
    tunnel_symbols: tuple[tuple[str, ...], ...]
    water_per_phase: int
    pinge_block: int
    shaft_block_reel: int
    shaft_block_dig: int
    black_removes: int
    black_excavates: int
    synergy: int
    summer_food: int
    digger_actions: int
    digger_removes: int
    digger_pay: frozenset[str]
    miner_actions: int
    miner_pay: frozenset[str]
    haspel_actions: int
    haspel_removes: int
    haspel_pay: frozenset[str]
    # year wheel
    years: int
    season_names: tuple[str, ...]          # action phases of a year, e.g. spring, summer, autumn
    water_before: tuple[bool, ...]         # a pit water phase comes before this action phase
    summer_season: int
    lease: dict[int, tuple[int, int]]      # year -> (food, thaler)
    coal_min: int
    coal_offset: int
    # tiles
    max_developments: int                  # R30: player disks left after the two tracks
    tiles: dict[int, TileInfo]
    vp_by_order: dict[int, tuple[int, ...]]
    distant_payment: dict[int, tuple[int, ...]]
    disk_markers: tuple[int, ...]          # marker tiles that act as a disk, in item order
    marker_colour: dict[int, int]
    farm_slots: tuple[StorageSlotInfo, ...]
    building_slots: dict[int, tuple[StorageSlotInfo, ...]]
    # scoring
    thaler_table: tuple[int, ...]
    thaler_further: int
    debt_first: int
    debt_further: int
    water_free: int
    water_further: int
    building_table: tuple[int, ...]
    building_further: int
    unused_marker: int

    @property
    def actions_per_year(self) -> int:
        return len(self.season_names)

    def disk_marker_item(self, tile: int) -> int:
        """Plan item index of a disk marker: after the 3 colours, food and thaler."""
        return 5 + self.disk_markers.index(tile)


def _by_colour(values: Mapping[Colour, int]) -> tuple[int, int, int]:
    return values["yellow"], values["brown"], values["black"]


def _slot(slot_id: str, owner: int | None, accepts, vp: dict) -> StorageSlotInfo:
    return StorageSlotInfo(slot_id, owner, tuple(RESOURCES.index(a) for a in accepts),
                           tuple(vp.get(r, 0) for r in RESOURCES))


@cache
def compile_rules(players: int, farm_storage_vp: str = "wood") -> Rules:
    comps = components()
    return build_rules(comps, players, farm_storage_vp)


def build_rules(comps: Components, players: int, farm_storage_vp: str = "wood") -> Rules:
    board = comps.player_board
    res = comps.resources
    wheel = comps.year_wheel
    score = comps.scoring
    pools = [p for p in res.action_pools.pools if p.min_players <= players]
    seasons = [ph for ph in wheel.phases if ph not in ("pit_water", "winter")]
    water_before, pending = [], False
    for ph in wheel.phases:
        if ph == "pit_water":
            pending = True
        elif ph != "winter":
            water_before.append(pending)
            pending = False
    tiles = {}
    for t in comps.tiles.tiles:
        coloured = [0, 0, 0]
        for letter in t.cost:
            if letter in COST_LETTER:
                coloured[COST_LETTER[letter]] += 1
        tiles[t.number] = TileInfo(t.number, t.name, t.level, (coloured[0], coloured[1], coloured[2]), len(t.cost),
                                   tuple(t.symbols), t)
    disk_markers = tuple(t.number for t in comps.tiles.tiles
                         if t.effect.marker and t.effect.marker.use == "disk")
    marker_colour = {n: COLOURS.index(tiles[n].marker.colour) for n in disk_markers}
    farm_vp_default = board.farm_storage.slots
    farm_slots = tuple(
        _slot(f"farm:{i}", None, s.accepts,
              s.vp if farm_storage_vp == "wood" else board.farm_storage.french_reading_vp)
        for i, s in enumerate(farm_vp_default))
    building_slots = {
        t.number: tuple(_slot(f"{t.number}:{i}", t.number, s.accepts, s.vp)
                        for i, s in enumerate(t.effect.building.slots))
        for t in comps.tiles.tiles if t.effect.building and t.effect.building.kind == "storage"}
    w = board.workers
    return Rules(
        comps=comps, players=players,
        pools=tuple(p.id for p in pools), pool_water=tuple(p.water for p in pools),
        bag=_by_colour(res.bag.by_players[players]),
        reserve_draw=res.refill.reserve_draw, action_fill=res.refill.action_fill,
        max_disks=res.taking.max_disks, water_pool_pit_water=res.taking.water_pool_pit_water,
        turn_value=_by_colour(res.taking.turn_order_value),
        first_spring_below=res.taking.first_spring_return_below,
        first_spring_return=res.taking.first_spring_return_pit_water,
        pinge_bounds=tuple(accumulate(board.pinge.segments)), pinge_coal=sum(board.pinge.segments),
        pinge_wood_fields=len(board.pinge.segments) - 1,
        pinge_bonus=dict(board.pinge.exhaustion_bonus_vp.by_year),
        tunnel_cum=tuple(accumulate(s.coal for s in board.tunnel.sections)),
        tunnel_coal=sum(s.coal for s in board.tunnel.sections),
        tunnel_vp=tuple(s.vp for s in board.tunnel.sections),
        tunnel_symbols=tuple(tuple(s.symbols) for s in board.tunnel.sections),
        water_per_phase=board.pit_water.per_pit_water_phase,
        pinge_block=board.pit_water.pinge_blocks_excavation,
        shaft_block_reel=board.pit_water.shaft_blocks_reeling,
        shaft_block_dig=board.pit_water.shaft_blocks_excavation,
        black_removes=board.black_disk.removes_pit_water, black_excavates=board.black_disk.excavates,
        synergy=board.bonuses.synergy_extra_disks, summer_food=board.bonuses.summer_extra_food,
        digger_actions=w.coal_digger.actions, digger_removes=w.coal_digger.removes_pit_water,
        digger_pay=frozenset(w.coal_digger.pay_with),
        miner_actions=w.coal_miner.actions, miner_pay=frozenset(w.coal_miner.pay_with),
        haspel_actions=w.haspelknecht.actions, haspel_removes=w.haspelknecht.removes_pit_water,
        haspel_pay=frozenset(w.haspelknecht.pay_with),
        years=wheel.years, season_names=tuple(seasons), water_before=tuple(water_before),
        summer_season=seasons.index(wheel.summer),
        lease={y: (c.get("food", 0), c.get("thaler", 0)) for y, c in wheel.lease.items()},
        coal_min=wheel.coal_chart.min_coal, coal_offset=wheel.coal_chart.vp_offset,
        max_developments=board.start.player_disks - board.start.track_disks,
        tiles=tiles,
        vp_by_order={lv: tuple(a.vp_by_order) for lv, a in comps.tiles.assist_tiles.levels.items()},
        distant_payment={lv: tuple(RESOURCES.index(r) for r in a.distant_payment)
                         for lv, a in comps.tiles.assist_tiles.levels.items()},
        disk_markers=disk_markers, marker_colour=marker_colour,
        farm_slots=farm_slots, building_slots=building_slots,
        thaler_table=tuple(score.thalers.table), thaler_further=score.thalers.each_further,
        debt_first=score.debts.first, debt_further=score.debts.each_further,
        water_free=score.pit_water.free, water_further=score.pit_water.each_further,
        building_table=tuple(score.buildings.table), building_further=score.buildings.each_further,
        unused_marker=score.unused_marker,
    )
