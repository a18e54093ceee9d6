"""Coal Baron's vocabulary in the player's language: coal colours, vehicles, tile sides, tiles and
spaces as a player names them. The engine keeps ids ("yellow", "motorcar", "bank_6"); everything
here is for showing (no rule reads it), so it may sit on the engine's side for the chronicle and
the reasons of a refused move, and the table uses it too. No pygame.

Functions named `*_name` translate now (call them where the text is drawn); `*_term` give a
game.core.i18n.Term, translated when the chronicle's sentence is rendered. A Term's msgid and
context are the ones the `*_name` function marks, so both read the same catalogue entry.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.i18n import Term, _, ngettext, pgettext

COLOUR_CONTEXT = "coal"
VEHICLE_CONTEXT = "vehicle"
SIDE_CONTEXT = "tile side"


def _colour_key(colour: int | str) -> str:
    if isinstance(colour, str):
        return colour
    from game.coal_baron.components import rules
    return rules().colours[colour]


def colour_name(colour: int | str) -> str:
    """A coal colour (index or id) in the current language: 'yellow'."""
    key = _colour_key(colour)
    # TRANSLATORS: coal colours (cubes, lorries, pit levels), lower case; also placed into sentences
    # such as "{player} loads a {colour} cube."
    names = {"yellow": pgettext("coal", "yellow"), "brown": pgettext("coal", "brown"),
             "gray": pgettext("coal", "gray"), "black": pgettext("coal", "black")}
    return names.get(key, key)


def colour_term(colour: int | str) -> Term:
    return Term(_colour_key(colour), COLOUR_CONTEXT)


def capital(text: str) -> str:
    """The first letter upper case, the rest as it is (str.capitalize lowers the rest)."""
    return text[:1].upper() + text[1:]


def _vehicle_key(vehicle: int | str) -> str:
    if isinstance(vehicle, str):
        return vehicle
    from game.coal_baron.components import rules
    return rules().vehicles[vehicle]


def vehicle_name(vehicle: int | str) -> str:
    """A vehicle as a card or space titles it: 'Motorcar' (the rulebook's word)."""
    key = _vehicle_key(vehicle)
    # TRANSLATORS: the four vehicles of the order cards and delivery spaces, as a title
    names = {"barrow": pgettext("vehicle", "Barrow"), "carriage": pgettext("vehicle", "Carriage"),
             "motorcar": pgettext("vehicle", "Motorcar"), "engine": pgettext("vehicle", "Engine")}
    return names.get(key, capital(key))


def vehicle_word(vehicle: int | str) -> str:
    """A vehicle inside a sentence (lower case): 'motorcar'."""
    key = _vehicle_key(vehicle)
    # TRANSLATORS: the four vehicles inside a sentence ("{player} delivers 2 {vehicle} orders"),
    # lower case where your language allows
    names = {"barrow": pgettext("vehicle", "barrow"), "carriage": pgettext("vehicle", "carriage"),
             "motorcar": pgettext("vehicle", "motorcar"), "engine": pgettext("vehicle", "engine")}
    return names.get(key, key)


def vehicle_term(vehicle: int | str) -> Term:
    return Term(_vehicle_key(vehicle), VEHICLE_CONTEXT)


class Phrase(Term):
    """Several words of the vocabulary in one placeholder (an order card: its vehicle, points and
    colours), composed in the language of the moment the sentence is shown, as a Term is."""

    def __new__(cls, key: str, compose: Callable[[], str]) -> Phrase:
        obj = super().__new__(cls, key)
        obj.compose = compose
        return obj

    compose: Callable[[], str]

    def translated(self) -> str:
        return self.compose()


def card_text(card: int) -> str:
    """An order card in words, now: 'Carriage, 9 VP (black, black)'."""
    from game.coal_baron.components import rules
    ru = rules()
    coal = ", ".join(colour_name(c) for c in ru.card_coal[card])
    # TRANSLATORS: an order card: {vehicle} its vehicle, {vp} its victory points, {coal} its spots'
    # colours, e.g. "Carriage, 9 VP (black, black)"
    return _("{vehicle}, {vp} VP ({coal})").format(vehicle=vehicle_name(ru.card_vehicle[card]), vp=ru.card_vp[card],
                                                   coal=coal)


def card_term(card: int) -> Phrase:
    """An order card for a chronicle sentence: worded when the sentence is shown."""
    return Phrase(f"card {card}", lambda: card_text(card))


def marks_text(n: int) -> str:
    """An amount of Marks, now: '1 Mark', '4 Marks'."""
    # TRANSLATORS: an amount paid, inside "{player} pays {marks} for a ... tile" (the form that
    # follows "pays" where your language declines it)
    return ngettext("{n} Mark", "{n} Marks", n).format(n=n)


def marks_term(n: int) -> Phrase:
    """An amount of Marks for a chronicle sentence whose plural follows another number (a tile's
    lorries): the amount agrees with its own number when the sentence is shown."""
    return Phrase(f"marks {n}", lambda: marks_text(n))


def side_name(light: bool) -> str:
    # TRANSLATORS: the two sides of a Lorry factory tile (the printed game's Light and Dark tunnels)
    return pgettext("tile side", "Light") if light else pgettext("tile side", "Dark")


def side_term(light: bool) -> Term:
    return Term("Light" if light else "Dark", SIDE_CONTEXT)


def tile_text(kind: int) -> str:
    """'yellow 2-lorry Dark tile', now."""
    from game.coal_baron.components import rules
    ru = rules()
    lorries = ru.tile_lorries[kind]
    # TRANSLATORS: a Lorry factory tile: {colour} its coal colour, {lorries} how many lorries it
    # carries, {side} Light or Dark
    return ngettext("{colour} {lorries}-lorry {side} tile", "{colour} {lorries}-lorry {side} tile",
                    lorries).format(colour=colour_name(ru.tile_colour[kind]), lorries=lorries,
                                    side=side_name(ru.tile_light[kind]))


def space_number(ru, sp: int) -> int:
    """Spaces of one kind are numbered from 1 in board order, as a player counts them."""
    kind = ru.space_kind[sp]
    return sum(1 for i in range(sp) if ru.space_kind[i] == kind) + 1


def space_name(ru, sp: int) -> str:
    """A space as a player names it, now (ids such as "bank_6" are the data's keys)."""
    kind, v = ru.space_kind[sp], ru.space_value[sp]
    nth = space_number(ru, sp)
    if kind == "delivery":
        return _("the {vehicle} delivery").format(vehicle=vehicle_word(v))
    if kind == "factory":
        return _("Lorry factory space {nth}").format(nth=nth)
    if kind == "factory_draw":
        return _("the Lorry factory's draw space")
    if kind == "mining":
        return _("the {steps}-step mining space").format(steps=v)
    if kind in ("money", "bank"):
        return _("the {marks}-Mark Bank space").format(marks=v if kind == "money" else 1)
    if kind == "order":
        return _("order space {nth}").format(nth=nth)
    if kind == "order_draw":
        return _("the orders' draw space")
    return ru.space_ids[sp]
