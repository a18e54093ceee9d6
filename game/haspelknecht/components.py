"""Typed models of the Haspelknecht component data in data/haspelknecht/*.yaml.

Every file is validated on load; a broken file raises DataError naming the file and the field.
The models are plain descriptions; the engine compiles them into fast tables (see rules.py).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from game.core.data_files import DataError, load_model
from game.resources import data_dir

Source = Literal["rulebook", "designed"]
Resource = Literal["food", "wood", "coal", "thaler"]
Colour = Literal["yellow", "brown", "black"]
CostLetter = Literal["Y", "B", "K", "G"]
TileSymbol = Literal["F", "P", "H"]
TunnelSymbol = Literal["W", "L", "R"]
NonNeg = Annotated[int, Field(ge=0)]
Pos = Annotated[int, Field(gt=0)]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


# --- tiles.yaml -----------------------------------------------------------------------------

class AssistLevel(_Model):
    vp_by_order: list[NonNeg]
    distant_payment: list[Literal["food", "wood", "coal"]]


class AssistTiles(_Model):
    source: Source
    levels: dict[int, AssistLevel]

    @field_validator("levels")
    @classmethod
    def _four_levels(cls, v: dict[int, AssistLevel]) -> dict[int, AssistLevel]:
        if sorted(v) != [1, 2, 3, 4]:
            raise ValueError("must give levels 1, 2, 3 and 4")
        for level, info in v.items():
            if level > 1 and not info.distant_payment:
                raise ValueError(f"level {level} needs a distant_payment")
        return v


class StorageSlot(_Model):
    accepts: list[Literal["food", "wood", "coal"]] = Field(min_length=1)
    vp: dict[Literal["food", "wood", "coal"], NonNeg] = {}


class WaterMillMode(_Model):
    colour: Colour
    disks: Pos
    gain: dict[Resource, NonNeg] = {}
    vp: NonNeg = 0


class Building(_Model):
    kind: Literal["storage", "charcoal_burner", "water_mill"]
    slots: list[StorageSlot] = []
    wood: NonNeg = 0
    coal: NonNeg = 0
    vp: NonNeg = 0
    modes: list[WaterMillMode] = []

    @model_validator(mode="after")
    def _fields_for_kind(self) -> Building:
        if self.kind == "storage" and not self.slots:
            raise ValueError("a storage building needs slots")
        if self.kind == "charcoal_burner" and not (self.wood and self.coal):
            raise ValueError("a charcoal burner needs wood and coal")
        if self.kind == "water_mill" and not self.modes:
            raise ValueError("a water mill needs modes")
        return self


class Marker(_Model):
    use: Literal["disk", "remove_pit_water", "haspelknecht", "swap_pools"]
    colour: Colour | None = None
    pit_water: NonNeg = 0
    vp: NonNeg = 0
    actions: NonNeg = 0

    @model_validator(mode="after")
    def _fields_for_use(self) -> Marker:
        if self.use == "disk" and self.colour is None:
            raise ValueError("a disk marker needs a colour")
        if self.use == "remove_pit_water" and not self.pit_water:
            raise ValueError("needs pit_water")
        if self.use == "haspelknecht" and not self.actions:
            raise ValueError("needs actions")
        return self


class TileOption(_Model):
    id: str
    gain: dict[Resource, NonNeg] = {}
    pay: dict[Literal["food", "wood", "coal"], NonNeg] = {}
    pit_water: int = 0
    excavate: Literal["pinge", "tunnel"] | None = None


class TileChoice(_Model):
    optional: bool
    options: list[TileOption] = Field(min_length=1)


class EndBonus(_Model):
    per_tunnel_symbol: TunnelSymbol | None = None
    per_tile_symbol: TileSymbol | None = None

    @model_validator(mode="after")
    def _exactly_one(self) -> EndBonus:
        if (self.per_tunnel_symbol is None) == (self.per_tile_symbol is None):
            raise ValueError("give exactly one of per_tunnel_symbol, per_tile_symbol")
        return self


class TileEffect(_Model):
    gain: dict[Resource, NonNeg] = {}
    pit_water: int = 0
    shaft_coal: NonNeg = 0
    choice: TileChoice | None = None
    marker: Marker | None = None
    building: Building | None = None
    improved_farmhand: bool = False
    no_pit_water_phases: bool = False
    end_bonus: EndBonus | None = None
    winter_vp_per_coal: NonNeg = 0


class TileSource(_Model):
    cost: Source
    symbols: Source
    effect: Source


class Tile(_Model):
    number: int
    name: str = Field(min_length=1)
    level: Annotated[int, Field(ge=1, le=4)]
    cost: list[CostLetter] = Field(min_length=1)
    symbols: list[TileSymbol]
    source: TileSource
    effect: TileEffect

    @model_validator(mode="after")
    def _number_matches_level(self) -> Tile:
        if self.number // 10 != self.level:
            raise ValueError(f"tile {self.number} must be of level {self.number // 10}, not {self.level}")
        return self


class LevelColours(_Model):
    source: Source
    colours: dict[int, Annotated[str, Field(pattern=r"^#[0-9a-fA-F]{6}$")]]


class TilesFile(_Model):
    assist_tiles: AssistTiles
    level_colours: LevelColours
    tiles: list[Tile]

    @field_validator("tiles")
    @classmethod
    def _unique_numbers(cls, v: list[Tile]) -> list[Tile]:
        numbers = [t.number for t in v]
        dupes = sorted({n for n in numbers if numbers.count(n) > 1})
        if dupes:
            raise ValueError(f"tile numbers appear twice: {dupes}")
        return v


# --- player_board.yaml ------------------------------------------------------------------------

class StartValues(_Model):
    source: Source
    coal_cubes: Pos
    player_disks: Pos
    track_disks: NonNeg
    thalers: NonNeg
    food: NonNeg
    wood: NonNeg

    @model_validator(mode="after")
    def _disks_left_for_tiles(self) -> StartValues:
        if self.track_disks >= self.player_disks:
            raise ValueError(f"track_disks ({self.track_disks}) leaves no player disk for developments "
                             f"(player_disks {self.player_disks})")
        return self


class PingeBonus(_Model):
    source: Source
    by_year: dict[int, NonNeg]


class Pinge(_Model):
    source: Source
    segments: list[Pos] = Field(min_length=1)
    exhaustion_bonus_vp: PingeBonus


class TunnelSection(_Model):
    coal: Pos
    vp: NonNeg
    symbols: list[TunnelSymbol]


class Tunnel(_Model):
    source: Source
    sections: list[TunnelSection] = Field(min_length=1)


class PitWater(_Model):
    source: Source
    per_pit_water_phase: Pos
    pinge_blocks_excavation: Pos
    shaft_blocks_reeling: Pos
    shaft_blocks_excavation: Pos


class BlackDisk(_Model):
    source: Source
    removes_pit_water: Pos
    excavates: Pos


class Bonuses(_Model):
    source: Source
    synergy_extra_disks: NonNeg
    summer_extra_food: NonNeg


class Worker(_Model):
    kind: Literal["permanent", "contract"]
    can_develop: bool = False
    pay_with: list[Literal["yellow", "food", "thaler"]] = []
    actions: NonNeg = 0
    removes_pit_water: NonNeg = 0


class Workers(_Model):
    source: Source
    farmer: Worker
    farmhand: Worker
    improved_farmhand: Worker
    coal_digger: Worker
    coal_miner: Worker
    haspelknecht: Worker


class FarmStorage(_Model):
    source: Source
    slots: list[StorageSlot] = Field(min_length=1)
    french_reading_vp: dict[Literal["food", "wood", "coal"], NonNeg]


class PlayerBoardFile(_Model):
    start: StartValues
    pinge: Pinge
    tunnel: Tunnel
    pit_water: PitWater
    black_disk: BlackDisk
    bonuses: Bonuses
    workers: Workers
    farm_storage: FarmStorage

    @model_validator(mode="after")
    def _coal_adds_up(self) -> PlayerBoardFile:
        on_board = sum(self.pinge.segments) + sum(s.coal for s in self.tunnel.sections)
        if on_board != self.start.coal_cubes:
            raise ValueError(
                f"start.coal_cubes is {self.start.coal_cubes} but the Pinge and tunnel hold {on_board}")
        return self


# --- resources.yaml ---------------------------------------------------------------------------

class Pool(_Model):
    id: Pos
    board: Literal["large", "small"]
    min_players: Annotated[int, Field(ge=2, le=4)]
    water: bool


class Refill(_Model):
    source: Source
    reserve_draw: Pos
    action_fill: Pos


class Taking(_Model):
    source: Source
    max_disks: Pos
    water_pool_pit_water: NonNeg
    turn_order_value: dict[Colour, NonNeg]
    first_spring_return_below: Pos
    first_spring_return_pit_water: NonNeg


class ActionPools(_Model):
    source: Source
    pools: list[Pool] = Field(min_length=2)


class Bag(_Model):
    source: Source
    by_players: dict[int, dict[Colour, NonNeg]]


class ResourcesFile(_Model):
    action_pools: ActionPools
    refill: Refill
    bag: Bag
    taking: Taking

    @model_validator(mode="after")
    def _bag_fills_pools(self) -> ResourcesFile:
        for n in (2, 3, 4):
            if n not in self.bag.by_players:
                raise ValueError(f"bag.by_players: no entry for {n} players")
            counts = self.bag.by_players[n]
            pools = [p for p in self.action_pools.pools if p.min_players <= n]
            need = len(pools) * (self.refill.reserve_draw + self.refill.action_fill)
            if sum(counts.values()) != need:
                raise ValueError(f"bag.by_players.{n}: {sum(counts.values())} disks, but the pools take {need}")
        return self


# --- year_wheel.yaml --------------------------------------------------------------------------

class CoalChart(_Model):
    min_coal: Pos
    vp_offset: int


class YearWheelFile(_Model):
    source: Source
    years: Annotated[int, Field(ge=1, le=10)]   # bounded: the engine loops over the years
    phases: list[Literal["pit_water", "spring", "summer", "autumn", "winter"]]
    summer: Literal["spring", "summer", "autumn"]
    lease: dict[int, dict[Literal["food", "thaler"], NonNeg]]
    coal_chart: CoalChart

    @model_validator(mode="after")
    def _consistent(self) -> YearWheelFile:
        if sorted(self.lease) != list(range(1, self.years + 1)):
            raise ValueError(f"lease must give years 1..{self.years}")
        if self.phases[-1] != "winter" or self.phases.count("winter") != 1:
            raise ValueError("phases must end with the one winter")
        return self


# --- scoring.yaml -----------------------------------------------------------------------------

class Table(_Model):
    table: list[int] = Field(min_length=1)
    each_further: int = 0


class Debts(_Model):
    first: int
    each_further: int


class PitWaterPenalty(_Model):
    free: NonNeg
    each_further: int


class ScoringFile(_Model):
    source: Source
    thalers: Table
    debts: Debts
    pit_water: PitWaterPenalty
    buildings: Table
    unused_marker: NonNeg


# --- layouts.yaml -----------------------------------------------------------------------------

Cell = tuple[int, int, int]


class FirstGame(_Model):
    source: Source
    boards: dict[int, list[Cell]]


class Variant(_Model):
    name: str = Field(min_length=1)
    code: Annotated[str, Field(pattern=r"^[3-5]{4}$")]
    players: list[Annotated[int, Field(ge=2, le=4)]] = Field(min_length=1)
    tiles: list[Cell]


class Variants(_Model):
    source: Source
    boards: list[Variant]


class LayoutsFile(_Model):
    first_game: FirstGame
    variants: Variants


# --- loading ----------------------------------------------------------------------------------

class Components(_Model):
    """All Haspelknecht component data, validated."""

    tiles: TilesFile
    player_board: PlayerBoardFile
    resources: ResourcesFile
    year_wheel: YearWheelFile
    scoring: ScoringFile
    layouts: LayoutsFile

    def tile(self, number: int) -> Tile:
        for t in self.tiles.tiles:
            if t.number == number:
                return t
        raise KeyError(number)


_FILES: dict[str, type[_Model]] = {
    "tiles": TilesFile,
    "player_board": PlayerBoardFile,
    "resources": ResourcesFile,
    "year_wheel": YearWheelFile,
    "scoring": ScoringFile,
    "layouts": LayoutsFile,
}


def load_components(folder: Path | None = None) -> Components:
    """Load and validate every file of data/haspelknecht; cross-file checks follow in layouts.py."""
    folder = folder or data_dir() / "haspelknecht"
    # the strict loader (no aliases or duplicate keys, bounded size and nesting) is shared
    parts = {name: load_model(folder / f"{name}.yaml", model) for name, model in _FILES.items()}
    comps = Components.model_construct(None, **parts)   # each part is validated already
    _cross_check(comps, folder)
    return comps


def _cross_check(comps: Components, folder: Path) -> None:
    from game.haspelknecht.layouts import LayoutError, validate_layout

    numbers = {t.number for t in comps.tiles.tiles}
    for level in (1, 2, 3, 4):
        if sum(1 for t in comps.tiles.tiles if t.level == level) < 3:
            raise DataError(f"{folder / 'tiles.yaml'}: field tiles: level {level} needs at least 3 tiles")
    buildings = [t for t in comps.tiles.tiles if t.effect.building]
    if not buildings:
        raise DataError(f"{folder / 'tiles.yaml'}: field tiles: no building tiles")
    layouts_path = folder / "layouts.yaml"
    boards = [(f"first_game.boards.{n}", cells) for n, cells in comps.layouts.first_game.boards.items()]
    boards += [(f"variants.boards.{i} ({v.name})", v.tiles) for i, v in enumerate(comps.layouts.variants.boards)]
    for where, cells in boards:
        unknown = sorted({c[2] for c in cells} - numbers)
        if unknown:
            raise DataError(f"{layouts_path}: field {where}: unknown tiles {unknown}")
        try:
            validate_layout(cells, comps)
        except LayoutError as exc:
            raise DataError(f"{layouts_path}: field {where}: {exc}") from None
    for i, v in enumerate(comps.layouts.variants.boards):
        counts = [sum(1 for c in v.tiles if c[2] // 10 == lv) for lv in (1, 2, 3, 4)]
        if "".join(map(str, counts)) != v.code:
            raise DataError(f"{layouts_path}: field variants.boards.{i} ({v.name}): "
                            f"tiles per level {counts} do not match code {v.code}")


@cache
def components() -> Components:
    """The shipped component data, loaded once per process."""
    return load_components()


def validate_data() -> None:
    """Load every data file (DataError on the first problem); for the registry's definition."""
    components()
