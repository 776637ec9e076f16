"""Pontifex Maximus (Fall of Rome's High Priest, variant 1, Traveller): Each day, publicly
choose a unique living player to bless: if a majority of players agree, something good
happens to them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from ...characters import Team
from ...game.decisions import Decision
from ...game.info import inform
from ...game.registration import World
from ...game.state import SAFE, SOBER, STORYTELLER, Effect, Seat
from .. import ability_class
from ..base import Ability, register
from ..shared.highpriest import HighPriest
from ...game.eventkinds import declare
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("for_pontifexmaximus.blessing", "The Storyteller's blessing for {about}: {answer}.",
                 by=BY_STORYTELLER, answers="word", owner="for_pontifexmaximus")
declare_decision("for_pontifexmaximus.demon", "The blessed {about} becomes {answer}.",
                 by=BY_STORYTELLER, answers="character", owner="for_pontifexmaximus")

declare("blessing", "The Pontifex Maximus blessing on {seat}: {blessing}.")

if TYPE_CHECKING:
    from ...game.engine import Game

NOTHING = "nothing"
TRUE_CHARACTER = "true-character"
SOBER_HEALTHY = "sober"
SAFE_TONIGHT = "safe"
INSIGHT = "insight"
HEIR = "heir"
HEIRS = "heirs"  # blessed Minions who become the Demon if the Demon dies
TELL = "tell"  # heirs to wake tonight and show their Demon
NOT_HEIR_DEMONS = ("for_hannibal",)
"""Demons a blessed Minion is never made (a Hannibal believes it is good)."""


def _hidden(seat: Seat) -> bool:
    """A player who believes they are a Townsfolk they are not (a Bad Omen, the Drunk)."""
    cls = ability_class(seat.character.id)
    return (cls is not None and cls.believes_townsfolk
            and seat.believes is not seat.character and seat.believes.team is Team.TOWNSFOLK)


class PontifexMaximus(HighPriest):
    """On a successful blessing the Storyteller at once picks what good happens
    (``for_pontifexmaximus.blessing``, "nothing" first), among those that fit the player:

    - ``true-character``: a Bad Omen (or Drunk) becomes the Townsfolk it believes it is,
      so its information is true from now on (example 1); not told;
    - ``sober``: sober and healthy, with true information, until dusk tomorrow;
    - ``safe``: safe from the Demon tonight;
    - ``insight``: learns now one other player who is good (true information);
    - ``heir``: a Minion becomes the Demon if the last living Demon dies, and the game
      goes on; woken at the High Priest's place that night and shown its Demon (example 2).

    Blessings given stand even if the High Priest later dies or is exiled."""

    id = "for_pontifexmaximus"

    def blessings(self, game: "Game", seat: Seat) -> list[str]:
        """The good things that fit ``seat`` ("nothing" first)."""
        found = [NOTHING]
        if _hidden(seat):
            found.append(TRUE_CHARACTER)
        found += [SOBER_HEALTHY, SAFE_TONIGHT]
        if len(game.seats) > 1:
            found.append(INSIGHT)
        if seat.team is Team.MINION and self._heir_demons(game, None):
            found.append(HEIR)
        return found

    def bless(self, game: "Game", seat: Seat) -> None:
        options = self.blessings(game, seat)
        what = game.ask(Decision(f"{self.id}.blessing", STORYTELLER, options, about=seat.index,
                                 prompt=f"{seat.name} is blessed: what good happens to them?"))
        game.log("blessing", STORYTELLER, seat=seat.index, blessing=what, ability=self.id)
        if what == TRUE_CHARACTER:
            game.change_character(seat, seat.believes, tell=False)
        elif what == SOBER_HEALTHY:
            game.add_effect(Effect(SOBER, seat.index, self, until=("dusk", game.day_no + 1)))
        elif what == SAFE_TONIGHT:
            game.add_effect(Effect(SAFE, seat.index, self, until=("dawn", game.day_no + 1)))
        elif what == INSIGHT:
            self._insight(game, seat)
        elif what == HEIR:
            self.state.setdefault(HEIRS, []).append(seat.index)

    def _insight(self, game: "Game", seat: Seat) -> None:
        """``seat`` learns one other player who is good."""
        others = [s.index for s in game.seats if s is not seat]

        def truth(world: World) -> Iterable[int]:
            return (i for i in others if not world.is_evil(i))

        inform(game, self, self.id, truth, others, to=seat)

    # -- the heir -------------------------------------------------------------------------
    def _heir_demons(self, game: "Game", dead: Seat | None) -> list[str]:
        """Demons an heir may become: the dead Demon's character first."""
        found = [c.id for c in game.script.team(Team.DEMON)
                 if c.id not in NOT_HEIR_DEMONS and ability_class(c.id) is not None]
        if dead is not None and dead.character.id in found:
            found.remove(dead.character.id)
            found.insert(0, dead.character.id)
        return found

    def on_death(self, game: "Game", seat: Seat, cause: str, source: Ability | None) -> None:
        heirs: list[int] = self.state.get(HEIRS, [])
        if not heirs or seat.team is not Team.DEMON or self.fake:
            return
        if any(s.alive and s.team is Team.DEMON for s in game.seats):
            return
        living = [i for i in heirs if game.seats[i].alive and game.seats[i].team is Team.MINION]
        options = self._heir_demons(game, seat)
        if not living or not options:
            return
        heir = game.seats[living[0]]
        heirs.remove(heir.index)
        demon = game.ask(Decision(f"{self.id}.demon", STORYTELLER, options, about=heir.index,
                                  prompt=f"{heir.name}, blessed, becomes the Demon: which?"))
        game.change_character(heir, game.script.by_id[demon], tell=False)
        game.log("ability-fired", STORYTELLER, seat=self.seat_index, ability=self.id,
                 heir=heir.index, demon=demon)
        if game.phase.startswith("night"):
            self._show(game, heir)
        else:
            self.state.setdefault(TELL, []).append(heir.index)

    def _show(self, game: "Game", seat: Seat) -> None:
        game.tell(seat, "character", character=seat.character.id, alignment=seat.knows["alignment"])

    def wakes(self, game: "Game", first: bool) -> bool:
        return bool(self.state.get(TELL))  # only to show a blessed heir its Demon

    def night(self, game: "Game") -> None:
        for index in self.state.pop(TELL, []):
            self._show(game, game.seats[index])


register(PontifexMaximus)
