"""Marionette: You think you are a good character, but you are not. The Demon knows who you
are. [You neighbor the Demon]

Setup: the Marionette's token is swapped for a good token not in the bag (a Townsfolk,
now and then an Outsider), which the player believes; the seat holds a fake copy of that
ability (it wakes and chooses, nothing works, its information is arbitrary), just as the
Drunk. Seating puts the Marionette next to a Demon (``adjust_seating``), so the three-Minion
swap of How to Run is not needed. Jinx (Balloonist): a Marionette who believes the
Balloonist may have brought its +1 Outsider. Jinx (Huntsman): "If the Marionette thinks that
they are the Huntsman, the Damsel was added during setup": the believed Huntsman's
[+the Damsel] applies as if a Huntsman were in the bag. The Marionette is evil and registers as a
Minion. It gets no Minion info and the other Minions do not learn it; on night 1 every
Demon learns who it is (whatever the player count, drunk or not: it is the setup), unless
Minions and Demons do not know each other (a Poppy Grower with its ability: the Demon
learns it with its Minions when the Poppy Grower dies).
Jinxes (Kazali, Summoner): "If there would be a Marionette in play, they enter play after
the Demon & must start as their neighbor." With the Summoner, a Marionette drawn for the bag
is dealt as the good character it would have believed (``Setup.extra["marionette_waits"]``),
and once the Summoner makes the Demon, a good neighbour of the Demon (the Storyteller's
choice, ``marionette.enter``) becomes the Marionette (``enter_play``). The Kazali may choose
the Marionette for a good neighbour of its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...characters import EVIL, Team
from ...game.decisionkinds import BY_STORYTELLER, declare_decision
from ...game.decisions import Decision
from ...game.setup import STAND_INS, plain
from ...game.state import STORYTELLER, Seat
from ..base import Ability, jinxed, register
from ...game.eventkinds import declare

declare_decision("marionette.enter", "The Marionette enters play as {answer}, next to the Demon.",
                 by=BY_STORYTELLER, answers="player", owner="marionette")

declare("marionette", "{audience} learns the Marionette is {marionette}.", ["marionette"])
declare("marionette-among", "{audience} learns the Marionette is one of {seats}.", ["seats"])

MAGICIAN = "magician"

if TYPE_CHECKING:
    import random

    from ...game.engine import Game
    from ...game.setup import Bag, SeatSpec

WAITS = "marionette_waits"
"""``Setup.extra`` key: a Marionette was drawn and enters play after the Demon (the Summoner)."""


@dataclass
class MarionetteEntry:
    """Shared by every Marionette ability in the game (``Game.shared``)."""

    entered: bool = False
    """The waiting Marionette (``WAITS``) has entered play next to the summoned Demon."""


OUTSIDER_WEIGHT = 0.25  # a random Storyteller mostly hides the Marionette behind a Townsfolk
NOT_BELIEVED = ("lunatic", "marionette")


class Marionette(Ability):
    """A Minion who believes it is a good character, next to the Demon; the Demon knows it."""

    id = "marionette"

    # -- setup --------------------------------------------------------------------------
    @classmethod
    def adjust_bag(cls, bag: "Bag") -> None:
        slots = [i for i, c in enumerate(bag.tokens) if c.id == cls.id and i not in bag.believes]
        for i in slots:
            waits = _waits_for_demon(bag)
            townsfolk = bag.believable(Team.TOWNSFOLK, NOT_BELIEVED)
            outsiders = bag.believable(Team.OUTSIDER, NOT_BELIEVED)
            if waits:  # dealt as a real token: one with no setup rule (no Atheist, no Baron...)
                townsfolk, outsiders = [c for c in townsfolk if plain(c)], [c for c in outsiders if plain(c)]
            pool = townsfolk + outsiders
            if not pool:
                continue
            weights = [1.0] * len(townsfolk) + [OUTSIDER_WEIGHT] * len(outsiders)
            believed = bag.rng.choices(pool, weights)[0]
            if waits:
                bag.tokens[i] = believed  # the jinx: a good player until the Demon comes
                bag.extra[WAITS] = True
                bag.extra.setdefault(STAND_INS, []).append([cls.id, believed.id])
                continue
            bag.believes[i] = believed
            if believed.id == "huntsman" and _jinxed(bag, "huntsman"):
                # The jinx: the Marionette-Huntsman's [+the Damsel] applies.
                from ..townsfolk.huntsman import Huntsman

                Huntsman.adjust_bag(bag)
                bag.extra.setdefault("brackets", []).append(believed.id)
            if believed.id == "balloonist":
                # The jinx: the believed Balloonist's bracket [+0 or +1 Outsider] may apply.
                bag.extra.setdefault("brackets", []).append(believed.id)
                if bag.rng.random() < 0.5:
                    _add_outsider(bag)

    @classmethod
    def adjust_seating(cls, seats: "list[SeatSpec]", rng: "random.Random") -> None:
        demons = [i for i, s in enumerate(seats) if _team(s.character) is Team.DEMON]
        if not demons:
            # No Demon player (Lil' Monsta): a Minion will babysit it and be the Demon, so the
            # Marionette starts beside another Minion (the Lil' Monsta jinx).
            demons = [i for i, s in enumerate(seats) if _team(s.character) is Team.MINION
                      and s.character != cls.id]
        n = len(seats)
        for m, spec in enumerate(seats):
            if spec.character != cls.id or not demons:
                continue
            if any((m + 1) % n == d or (m - 1) % n == d for d in demons):
                continue
            spots = [(d + step) % n for d in demons for step in (1, -1)]
            spots = [j for j in dict.fromkeys(spots)
                     if j not in demons and seats[j].character != cls.id]
            if not spots:
                continue
            j = rng.choice(spots)
            a, b = spec, seats[j]
            a.character, b.character = b.character, a.character
            a.believes, b.believes = b.believes, a.believes
            a.alignment, b.alignment = b.alignment, a.alignment

    # -- night 1 --------------------------------------------------------------------------
    def wakes(self, game: "Game", first: bool) -> bool:
        """Only the Marionette itself is known to the Demon: the ability gained by another
        player (a Cannibal who ate the Marionette) has nothing to tell."""
        holder = self.holder
        return (first and not self.fake and holder is not None and self.nights == 0
                and self.granted_by is None and holder.character.id == self.id)

    def night(self, game: "Game") -> None:
        holder = self.holder
        if holder is None:
            return
        for demon in game.seats:
            if game.is_demon(demon):
                # Abilities may hide it ("marionette-info"): the Poppy Grower's.
                tell_demon(game, demon, holder)

    def adjust_evil_info(self, game: "Game", kind: str, seat: Seat,
                         shown: dict[str, Any]) -> dict[str, Any] | None:
        holder = self.holder
        if self.fake or holder is None or holder.character.id != self.id:
            return shown
        if kind == "minion-info":
            if seat is holder:
                return None  # the Marionette does not wake for Minion info
            return {**shown, "minions": [i for i in shown.get("minions", ()) if i != holder.index]}
        if not magician_hides(game):
            return shown
        if kind == "demon-info" and "minions" in shown:
            # The Magician jinx: the Demon's Minions would single the Marionette out.
            return {**shown, "minions": [i for i in shown["minions"] if i != holder.index]}
        if kind == "marionette-info" and "marionette" in shown:
            self.fired(game, "hidden among the Demon's neighbours (Magician)", demon=seat.index)
            near = {game.clockwise(seat.index, step) for step in (1, -1)} - {seat.index}
            return {k: v for k, v in shown.items() if k != "marionette"} | {"seats": sorted(near | {holder.index})}
        return shown


register(Marionette)


def _team(cid: str) -> Team | None:
    """The team of any known character (the almanacs' and every official one)."""
    from ...errors import ClocktowerError
    from ...script import character

    try:
        return character(cid).team
    except ClocktowerError:
        return None


def _add_outsider(bag: "Bag") -> None:
    """The Balloonist jinx: a Townsfolk token in the bag becomes an unused Outsider."""
    turned = bag.alignments
    townsfolk = [i for i in bag.indices(Team.TOWNSFOLK) if i not in bag.believes and i not in turned]
    outsiders = bag.believable(Team.OUTSIDER, NOT_BELIEVED)
    if townsfolk and outsiders:
        bag.tokens[bag.rng.choice(townsfolk)] = bag.rng.choice(outsiders)


def _jinxed(bag: "Bag", other: str) -> bool:
    """Whether the bag's script holds the Marionette's jinx with ``other``."""
    return any({j.a, j.b} == {Marionette.id, other} for j in bag.script.jinxes)


def _waits_for_demon(bag: "Bag") -> bool:
    """The Summoner jinx: with a Summoner in the bag, the Marionette enters play later."""
    return bag.in_bag("summoner") and _jinxed(bag, "summoner")


def enters_after(game: "Game", demon_maker: str) -> bool:
    """Whether a Marionette enters play next to the Demon ``demon_maker`` makes (the
    Summoner: a Marionette was drawn; the Kazali: it may choose one)."""
    if not jinxed(game, Marionette.id, demon_maker):
        return False
    return demon_maker != "summoner" or bool(game.setup.extra.get(WAITS))


def neighbour_options(game: "Game", demon: Seat) -> list[int]:
    """The good players sitting next to ``demon``: those who may become the Marionette."""
    found = [game.clockwise(demon.index, step) for step in (1, -1)]
    return [i for i in dict.fromkeys(found) if i != demon.index and not game.seats[i].is_evil
            and not game.seats[i].is_traveller]


def enter_play(game: "Game", seat: Seat, demon: Seat) -> None:
    """``seat``, a good neighbour of ``demon``, becomes the Marionette: evil, still
    believing their character (they are not told), and the Demon learns who they are."""
    from ...script import known_characters

    marionette = game.script.by_id.get(Marionette.id) or known_characters()[Marionette.id]
    game.set_alignment(seat, EVIL, tell=False)
    game.change_character(seat, marionette, tell=False, believes=seat.believes)
    for ability in seat.abilities:
        if ability.character.id == Marionette.id:
            ability.nights = 1  # the Demon learns it now, not at the Marionette's first-night wake
    game.log("reminder", STORYTELLER, seat=seat.index, reminder="Is the Marionette", ability=Marionette.id)
    tell_demon(game, demon, seat)


def magician_hides(game: "Game") -> bool:
    """The Magician jinx: "If the Magician is alive, the Demon doesn't know which neighbor is
    the Marionette": a living player holds the Magician's real ability (drunk or not)."""
    return jinxed(game, Marionette.id, MAGICIAN) and any(
        a.holder is not None and a.holder.alive and not a.fake for a in game.abilities_for(MAGICIAN))


def tell_demon(game: "Game", demon: Seat, marionette: Seat) -> None:
    """``demon`` learns who the Marionette is, as abilities reshape it ("marionette-info": the
    Poppy Grower hides it; with a living Magician it is one of the Demon's neighbours)."""
    shown = game._evil_info("marionette-info", demon, {"marionette": marionette.index})
    if shown is None:
        return
    if "marionette" in shown:
        game.tell(demon, "marionette", **shown)
        demon.knows.setdefault("evil", set()).add(marionette.index)
    else:
        game.tell(demon, "marionette-among", **shown)


def summoned(game: "Game", demon: Seat) -> None:
    """The Summoner made ``demon``: a waiting Marionette enters play next to it, if a good
    player sits there (the Storyteller chooses which)."""
    entry = game.shared(MarionetteEntry)
    if not enters_after(game, "summoner") or entry.entered:
        return
    entry.entered = True
    options = neighbour_options(game, demon)
    if not options:
        return
    choice = game.ask(Decision("marionette.enter", STORYTELLER, options, about=demon.index,
                               prompt=f"Which neighbour of {demon.name} becomes the Marionette?"))
    enter_play(game, game.seats[choice], demon)
