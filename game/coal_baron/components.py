"""Typed models of the Coal Baron component data (data/coal_baron/*.yaml) and the fast tables the
engine reads.

Every file is validated on load by pydantic through game.core.data_files, so a broken file raises
DataError naming the file and the field. The engine never repeats a number the data holds: it reads
`rules()`, a frozen set of flat tuples compiled once from the models.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Annotated, Literal, NamedTuple

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from game.core.data_files import DataError, load_model
from game.resources import data_dir

Colour = Literal["yellow", "brown", "gray", "black"]
Vehicle = Literal["barrow", "carriage", "motorcar", "engine"]
Side = Literal["light", "dark"]
PlayerCount = Literal[2, 3, 4]
NonNeg = Annotated[int, Field(ge=0)]
Pos = Annotated[int, Field(gt=0)]
Source = Annotated[str, Field(min_length=2)]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Sourced(_Model):
    source: Source


class IntValue(Sourced):
    value: int


class PosValue(Sourced):
    value: Pos


# --- spaces.yaml --------------------------------------------------------------------------------

class Space(_Model):
    id: str = Field(pattern=r"^[a-z_0-9]+$")
    kind: Literal["factory", "factory_draw", "mining", "delivery", "money", "order", "order_draw", "bank"]
    value: Pos | None = None
    vehicle: Vehicle | None = None
    ousts: bool = True
    open_with: list[PlayerCount] = Field(min_length=1)
    source: Source

    @model_validator(mode="after")
    def _fields_for_kind(self) -> Space:
        needs_value = self.kind in ("mining", "money", "bank")
        if needs_value != (self.value is not None):
            raise ValueError(f"a {self.kind} space {'needs' if needs_value else 'takes no'} value")
        if (self.kind == "delivery") != (self.vehicle is not None):
            raise ValueError("a delivery space, and only it, names a vehicle")
        return self


class SpacesFile(_Model):
    source_notes: dict[str, str] = {}
    spaces: list[Space] = Field(min_length=1)

    @field_validator("spaces")
    @classmethod
    def _unique(cls, v: list[Space]) -> list[Space]:
        ids = [s.id for s in v]
        if len(set(ids)) != len(ids):
            raise ValueError("space ids must be unique")
        if not any(s.kind == "bank" for s in v):
            raise ValueError("the Bank space is missing (C8: it keeps every player able to place)")
        return v


# --- tiles.yaml ---------------------------------------------------------------------------------

class TileKind(_Model):
    type: Pos
    colour: Colour
    lorries: Pos
    side: Side
    price: NonNeg
    copies: Pos
    source: Source


class TilesFile(_Model):
    source_notes: dict[str, str] = {}
    tiles: list[TileKind] = Field(min_length=1)

    @field_validator("tiles")
    @classmethod
    def _unique(cls, v: list[TileKind]) -> list[TileKind]:
        if len({t.type for t in v}) != len(v):
            raise ValueError("tile types must be unique")
        return v


# --- orders.yaml --------------------------------------------------------------------------------

class OrderCard(_Model):
    id: Pos
    vehicle: Vehicle
    coal: list[Colour] = Field(min_length=1, max_length=4)
    vp: NonNeg
    source: Source


class OrdersFile(_Model):
    source_notes: dict[str, str] = {}
    orders: list[OrderCard] = Field(min_length=1)

    @field_validator("orders")
    @classmethod
    def _unique(cls, v: list[OrderCard]) -> list[OrderCard]:
        if len({c.id for c in v}) != len(v):
            raise ValueError("order ids must be unique")
        return v


# --- pit.yaml -----------------------------------------------------------------------------------

class ColourList(Sourced):
    value: list[Colour] = Field(min_length=4, max_length=4)

    @field_validator("value")
    @classmethod
    def _distinct(cls, v: list[str]) -> list[str]:
        if len(set(v)) != len(v):
            raise ValueError("colours must be distinct")
        return v


class VehicleList(Sourced):
    value: list[Vehicle] = Field(min_length=4, max_length=4)

    @field_validator("value")
    @classmethod
    def _distinct(cls, v: list[str]) -> list[str]:
        if len(set(v)) != len(v):
            raise ValueError("vehicles must be distinct")
        return v


class PrintedLorries(Sourced):
    lorries_per_level: Pos
    start_cubes: NonNeg
    sides: dict[Colour, Side]


class Cage(Sourced):
    capacity: Pos
    start_level: NonNeg


class MiningRules(Sourced):
    pair_steps: Pos


class PitFile(_Model):
    source_notes: dict[str, str] = {}
    colours: ColourList
    vehicles: VehicleList
    printed_lorries: PrintedLorries
    cage: Cage
    mining: MiningRules

    @model_validator(mode="after")
    def _consistent(self) -> PitFile:
        if self.printed_lorries.start_cubes > self.printed_lorries.lorries_per_level:
            raise ValueError("printed_lorries: more start cubes than lorries")
        if self.cage.start_level > len(self.colours.value):
            raise ValueError("cage.start_level is below the deepest level")
        return self


# --- setup.yaml ---------------------------------------------------------------------------------

class PerPlayers(_Model):
    workers: Pos
    marks: NonNeg
    draft_cards: Pos


class Leftover(Sourced):
    value: str


class SetupFile(_Model):
    per_players: dict[PlayerCount, PerPlayers]
    per_players_source: Source
    draft_picks: PosValue
    leftover_draft_space: Leftover
    shifts: PosValue
    coal_per_colour: PosValue
    draw_size: PosValue

    @field_validator("per_players")
    @classmethod
    def _all_counts(cls, v: dict) -> dict:
        if sorted(v) != [2, 3, 4]:
            raise ValueError("must give 2, 3 and 4 players")
        return v


# --- scoring.yaml -------------------------------------------------------------------------------

class Element(_Model):
    n: Pos
    count: Literal["colour_spots", "vehicle_spots", "empty_lorries"]
    key: str
    first: NonNeg
    second: NonNeg
    from_shift: Pos
    source: Source


class EndRules(_Model):
    marks_per_vp: PosValue
    cubes_per_vp: PosValue
    outstanding_order_vp: IntValue
    imbalance_vp_per_tile: IntValue
    tiebreak: Leftover


class ScoringFile(_Model):
    elements: list[Element] = Field(min_length=1)
    second_place_min_players: PosValue
    end: EndRules


# --- the compiled tables ------------------------------------------------------------------------

@dataclass(frozen=True)
class Rules:
    """Flat tables for the engine. Colours and vehicles are indices 0-3; level = colour index + 1."""

    colours: tuple[str, ...]
    vehicles: tuple[str, ...]
    # spaces (index order = data order)
    space_ids: tuple[str, ...]
    space_index: dict
    space_kind: tuple[str, ...]
    space_value: tuple[int, ...]           # steps, Marks, vehicle index (delivery), 0 otherwise
    space_ousts: tuple[bool, ...]
    space_open: dict                       # players -> tuple[bool, ...]
    factory_spaces: tuple[int, ...]        # the factory_N spaces (tile spaces), in data order
    order_spaces: tuple[int, ...]
    factory_zone: tuple[int, ...]          # every Lorry factory space, draw included (C33)
    bank_space: int
    # tiles: one entry per kind (physical copies of a kind are identical)
    tile_type: tuple[int, ...]
    tile_colour: tuple[int, ...]
    tile_lorries: tuple[int, ...]
    tile_light: tuple[bool, ...]
    tile_price: tuple[int, ...]
    tile_copies: tuple[int, ...]
    # orders: indexed by card id (index 0 unused)
    card_ids: tuple[int, ...]
    card_vehicle: tuple[int, ...]
    card_coal: tuple[tuple[int, ...], ...]
    card_vp: tuple[int, ...]
    card_colour_counts: tuple[tuple[int, ...], ...]
    # pit
    printed_lorries: int
    printed_cubes: int
    printed_sides: tuple[bool, ...]       # light? per level (drawing only)
    cage_capacity: int
    cage_start: int
    pair_steps: int
    # setup
    workers: dict
    start_marks: dict
    draft_cards: dict
    draft_picks: int
    leftover_space: int
    shifts: int
    coal_per_colour: int
    draw_size: int
    # scoring
    elements: tuple[tuple[int, str, int, int, int, int], ...]   # (n, count, key index, first, second, from_shift)
    second_place_min_players: int
    marks_per_vp: int
    cubes_per_vp: int
    outstanding_vp: int
    imbalance_vp: int


class DataFiles(NamedTuple):
    """The data files of data/coal_baron, each validated by its model (loaded in this order)."""

    spaces: SpacesFile
    tiles: TilesFile
    orders: OrdersFile
    pit: PitFile
    setup: SetupFile
    scoring: ScoringFile


def load_models(folder: Path | None = None) -> DataFiles:
    where = folder or data_dir() / "coal_baron"
    return DataFiles(spaces=load_model(where / "spaces.yaml", SpacesFile),
                     tiles=load_model(where / "tiles.yaml", TilesFile),
                     orders=load_model(where / "orders.yaml", OrdersFile),
                     pit=load_model(where / "pit.yaml", PitFile),
                     setup=load_model(where / "setup.yaml", SetupFile),
                     scoring=load_model(where / "scoring.yaml", ScoringFile))


def compile_rules(models: DataFiles, folder: Path | None = None) -> Rules:
    """Cross-file checks and the flat tables; a cross-file problem is a DataError naming the field."""
    folder = folder or data_dir() / "coal_baron"
    sp, ti, od, pit, su, sc = models

    def bad(file: str, field: str, problem: str) -> DataError:
        path = folder / f"{file}.yaml"
        return DataError(f"{path}: field {field}: {problem}", file=str(path), field=field)

    colours = tuple(pit.colours.value)
    vehicles = tuple(pit.vehicles.value)
    spaces = sp.spaces
    ids = tuple(s.id for s in spaces)
    index = {s: i for i, s in enumerate(ids)}
    banks = [i for i, s in enumerate(spaces) if s.kind == "bank"]
    if len(banks) != 1:
        raise bad("spaces", "spaces", "exactly one bank space is needed")
    if spaces[banks[0]].open_with != [2, 3, 4] and sorted(spaces[banks[0]].open_with) != [2, 3, 4]:
        raise bad("spaces", f"spaces.{banks[0]}.open_with", "the Bank is open with every player count (C8)")
    value = []
    for s in spaces:
        value.append(vehicles.index(s.vehicle) if s.vehicle else (s.value or 0))
    for kind in ("factory_draw", "order_draw"):
        if sum(s.kind == kind for s in spaces) > 1:
            raise bad("spaces", "spaces", f"more than one {kind} space")
    if su.leftover_draft_space.value not in index or spaces[index[su.leftover_draft_space.value]].kind != "order":
        raise bad("setup", "leftover_draft_space.value", "must name an order space")
    leftover = index[su.leftover_draft_space.value]
    if any(p not in spaces[leftover].open_with for p in (2, 3, 4)):
        raise bad("setup", "leftover_draft_space.value", "the space must be open with every player count")

    cards = sorted(od.orders, key=lambda c: c.id)
    top = cards[-1].id
    vehicle_of = [0] * (top + 1)
    coal_of: list[tuple[int, ...]] = [()] * (top + 1)
    vp_of = [0] * (top + 1)
    counts: list[tuple[int, ...]] = [(0, 0, 0, 0)] * (top + 1)
    for c in cards:
        vehicle_of[c.id] = vehicles.index(c.vehicle)
        coal_of[c.id] = tuple(colours.index(x) for x in c.coal)
        vp_of[c.id] = c.vp
        counts[c.id] = tuple(coal_of[c.id].count(k) for k in range(4))

    for n, pp in su.per_players.items():
        if pp.draft_cards != su.draft_picks.value * n + 1:
            raise bad("setup", f"per_players.{n}.draft_cards", "must be every player's picks plus the one leftover (C3, C4)")
        if pp.draft_cards > len(cards):
            raise bad("setup", f"per_players.{n}.draft_cards", "more than the order cards")

    elements = []
    for i, e in enumerate(sc.elements):
        keys = colours if e.count in ("colour_spots", "empty_lorries") else vehicles
        if e.key not in keys:
            raise bad("scoring", f"elements.{i}.key", f"must be one of {', '.join(keys)}")
        if e.from_shift > su.shifts.value:
            raise bad("scoring", f"elements.{i}.from_shift", "after the last shift")
        elements.append((e.n, e.count, keys.index(e.key), e.first, e.second, e.from_shift))

    return Rules(
        colours=colours, vehicles=vehicles,
        space_ids=ids, space_index=index,
        space_kind=tuple(s.kind for s in spaces), space_value=tuple(value),
        space_ousts=tuple(s.ousts for s in spaces),
        space_open={n: tuple(n in s.open_with for s in spaces) for n in (2, 3, 4)},
        factory_spaces=tuple(i for i, s in enumerate(spaces) if s.kind == "factory"),
        order_spaces=tuple(i for i, s in enumerate(spaces) if s.kind == "order"),
        factory_zone=tuple(i for i, s in enumerate(spaces) if s.kind in ("factory", "factory_draw")),
        bank_space=banks[0],
        tile_type=tuple(t.type for t in ti.tiles), tile_colour=tuple(colours.index(t.colour) for t in ti.tiles),
        tile_lorries=tuple(t.lorries for t in ti.tiles), tile_light=tuple(t.side == "light" for t in ti.tiles),
        tile_price=tuple(t.price for t in ti.tiles), tile_copies=tuple(t.copies for t in ti.tiles),
        card_ids=tuple(c.id for c in cards), card_vehicle=tuple(vehicle_of), card_coal=tuple(coal_of),
        card_vp=tuple(vp_of), card_colour_counts=tuple(counts),
        printed_lorries=pit.printed_lorries.lorries_per_level, printed_cubes=pit.printed_lorries.start_cubes,
        printed_sides=tuple(pit.printed_lorries.sides.get(c) == "light" for c in colours),
        cage_capacity=pit.cage.capacity, cage_start=pit.cage.start_level,
        pair_steps=pit.mining.pair_steps,
        workers={n: p.workers for n, p in su.per_players.items()},
        start_marks={n: p.marks for n, p in su.per_players.items()},
        draft_cards={n: p.draft_cards for n, p in su.per_players.items()},
        draft_picks=su.draft_picks.value, leftover_space=leftover, shifts=su.shifts.value,
        coal_per_colour=su.coal_per_colour.value, draw_size=su.draw_size.value,
        elements=tuple(elements), second_place_min_players=sc.second_place_min_players.value,
        marks_per_vp=sc.end.marks_per_vp.value, cubes_per_vp=sc.end.cubes_per_vp.value,
        outstanding_vp=sc.end.outstanding_order_vp.value, imbalance_vp=sc.end.imbalance_vp_per_tile.value,
    )


@cache
def rules() -> Rules:
    """The shipped data, loaded and checked once."""
    return compile_rules(load_models())


def validate_data() -> None:
    """Load every data file (DataError on the first problem); for the registry's definition."""
    rules()
