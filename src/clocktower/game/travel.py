# mypy: disable-error-code="attr-defined,arg-type"
# (a part of Game: it uses the other parts through self, which mypy cannot see in a mixin)
"""Travellers who arrive and leave during the game.

The plan is data in the setup (``Setup.extra["travel"]``), so a log replays it::

    [{"day": 2, "arrive": {"name": "Jamie", "character": "for_sibyl", "alignment": "good"}},
     {"day": 4, "leave": "Jamie"}]

At the start of day N (before the day's claims) each arrival takes a new seat at the end of
the circle (between the last seat and the first: seat numbers never change), is told their
character and alignment (the Storyteller decides it when the plan does not say,
decision ``traveller.alignment``), and an evil one learns who the Demon is. A Traveller who
leaves is exiled (everything that reacts to an exile does, the Mercenary's pair too) and
takes no further part: never asked to vote, nominate or call for an exile again.
A part of ``Game`` (see ``engine.py``).
"""

from __future__ import annotations

from mypy_extensions import mypyc_attr, trait

from typing import Any, cast

from ..characters import EVIL, GOOD, Team
from ..errors import SetupError
from .decisions import Decision
from .setup import SeatSpec, Setup
from .state import PUBLIC, STORYTELLER, Seat

TRAVEL = "travel"
"""The key of the travel plan in ``Setup.extra``."""


def travel_plan(setup: Setup) -> list[dict[str, Any]]:
    """The setup's travel plan, checked and in day order (one-line SetupError otherwise)."""
    raw = setup.extra.get(TRAVEL) or []
    if not isinstance(raw, list):
        raise SetupError("the travel plan must be a list of arrivals and departures")
    if not raw:
        return []  # the usual case: nobody travels (no seat to look up)
    from ..script import character

    names = {s.name.lower(): s for s in setup.seats}
    travellers = {s.name.lower() for s in setup.seats if _is_traveller(s.character)}
    plan: list[dict[str, Any]] = []
    for i, entry in enumerate(raw):
        where = f"travel plan entry {i + 1}"
        if not isinstance(entry, dict) or ("arrive" in entry) == ("leave" in entry):
            raise SetupError(f"{where}: give a day and either 'arrive' or 'leave'")
        day = entry.get("day")
        if isinstance(day, bool) or not isinstance(day, int) or day < 1:
            raise SetupError(f"{where}: 'day' must be a day number from 1, not {day!r}")
        if "arrive" in entry:
            spec = entry["arrive"]
            if not isinstance(spec, dict) or not isinstance(spec.get("name"), str) or not spec["name"].strip():
                raise SetupError(f"{where}: 'arrive' needs a name and a character")
            name = spec["name"].strip()
            try:
                char = character(str(spec.get("character", "")))
            except Exception:  # noqa: BLE001 - any bad id is the same one-line error
                raise SetupError(f"{where}: unknown character {spec.get('character')!r}") from None
            if char.team is not Team.TRAVELLER:
                raise SetupError(f"{where}: {char.name} is not a Traveller")
            alignment = spec.get("alignment")
            if alignment not in (None, GOOD, EVIL):
                raise SetupError(f"{where}: alignment must be good or evil, not {alignment!r}")
            if name.lower() in names:
                raise SetupError(f"{where}: {name} is already a player")
            names[name.lower()] = SeatSpec(name, char.id, None, alignment)
            travellers.add(name.lower())
            plan.append({"day": day, "arrive": {"name": name, "character": char.id, "alignment": alignment}})
        else:
            who = entry["leave"]
            if not isinstance(who, str) or who.strip().lower() not in travellers:
                raise SetupError(f"{where}: only a Traveller may leave, and {who!r} is not one")
            plan.append({"day": day, "leave": names[who.strip().lower()].name})
    plan.sort(key=lambda e: e["day"])  # stable: the same day keeps the plan's order
    return plan


def _is_traveller(cid: str) -> bool:
    from ..script import character

    try:
        return character(cid).team is Team.TRAVELLER
    except Exception:  # noqa: BLE001 - an unknown id is reported when the seat is built
        return False


def arrivals(setup: Setup) -> list[SeatSpec]:
    """The seats the plan adds, in the order they will sit down."""
    return [SeatSpec(e["arrive"]["name"], e["arrive"]["character"], None, e["arrive"]["alignment"])
            for e in travel_plan(setup) if "arrive" in e]


@trait
@mypyc_attr(allow_interpreted_subclasses=True)
class Travel:
    """Arrivals and departures of Travellers at the start of a day."""

    # Provided by Game (engine.py).
    seats: list[Seat]
    day_no: int

    def travel_today(self) -> None:
        """Today's arrivals and departures, in the plan's order."""
        for entry in self._travel:
            if entry["day"] != self.day_no:
                continue
            if "arrive" in entry:
                spec = entry["arrive"]
                self.arrive(SeatSpec(spec["name"], spec["character"], None, spec["alignment"]))
            else:
                seat = next(s for s in self.seats if s.name == entry["leave"])
                self.leave(seat)

    def arrive(self, spec: SeatSpec) -> Seat:
        """A Traveller sits down at the end of the circle. The Storyteller decides their
        alignment unless given; they learn their character and alignment, and an evil one
        who the Demon is ("when that Traveller enters play")."""
        alignment = spec.alignment
        if alignment is None:
            alignment = self.ask(Decision("traveller.alignment", STORYTELLER, (GOOD, EVIL),
                                          about=len(self.seats),
                                          prompt=f"{spec.name} travels in: good or evil?"))
        seat = self._add_seat(SeatSpec(spec.name, spec.character, None, alignment))
        self.log("traveller-arrives", PUBLIC, seat=seat.index, name=seat.name, character=seat.character.id)
        self.log("alignment", STORYTELLER, seat=seat.index, alignment=seat.alignment)
        self.tell(seat, "character", character=seat.character.id, alignment=seat.alignment)
        for ability in list(seat.abilities):
            ability.prepare(self)
        if seat.is_evil:
            self.traveller_info([seat])
        return cast(Seat, seat)

    def leave(self, seat: Seat) -> None:
        """A Traveller leaves the game: they are exiled, and take no further part."""
        if seat.left:
            return
        self.log("traveller-leaves", PUBLIC, seat=seat.index)
        if not any(e.kind == "exile" and e.data.get("seat") == seat.index for e in self.events):
            self.exile(seat)
        seat.left = True
        seat.ghost_vote = False

    def at_table(self, seat: Seat) -> bool:
        """Still at the table (a Traveller who left is not)."""
        return not seat.left
