"""Fortune Teller: Each night, choose 2 players: you learn if either is a Demon. There is a
good player that registers as a Demon to you."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Iterable

from ...characters import GOOD, Team
from ...game.decisions import Decision
from ...game.info import inform
from ...game.registration import World
from ...game.state import STORYTELLER
from ..base import Ability, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("fortuneteller.redherring", "The Storyteller makes {answer} the Fortune Teller's red herring.",
                 by=BY_STORYTELLER, answers="player", owner="fortuneteller")

if TYPE_CHECKING:
    from ...game.engine import Game

RED_HERRING = "red_herring"


class FortuneTeller(Ability):
    """Each night the holder chooses two different players (any, itself and the dead
    included; decision ``fortuneteller``, answered as a pair in seat order) and learns
    yes (True) or no (False): yes is true when either registers as a Demon, or is the
    RED HERRING, a good player the Storyteller picks before the first night (decision
    ``fortuneteller.redherring``) who registers as a Demon to this Fortune Teller for the
    rest of the game, whatever happens to them."""

    id = "fortuneteller"

    def prepare(self, game: "Game") -> None:
        self.red_herring(game)

    def red_herring(self, game: "Game") -> int | None:
        """The RED HERRING's seat, chosen once (at setup, or when the ability arrives)."""
        if self.fake:
            return None  # a Drunk's Fortune Teller: its answers are arbitrary anyway
        if RED_HERRING not in self.state:
            good = [s.index for s in game.seats if s.alignment == GOOD and not s.is_traveller]
            if not good:
                self.state[RED_HERRING] = None
                return None
            chosen = game.ask(Decision(f"{self.id}.redherring", STORYTELLER, good,
                                       prompt="Which good player is the Fortune Teller's RED HERRING?"))
            self.state[RED_HERRING] = chosen
            game.log("reminder", STORYTELLER, seat=chosen, reminder="Red Herring", ability=self.id)
        herring = self.state[RED_HERRING]
        return None if herring is None else int(herring)

    def night(self, game: "Game") -> None:
        pairs = list(combinations(range(len(game.seats)), 2))
        a, b = self.choose(game, pairs, "Choose 2 players: learn if either is a Demon.")
        herring = self.red_herring(game)

        def truth(world: World) -> Iterable[bool]:
            return (any(world.team(i) is Team.DEMON or i == herring for i in (a, b)),)

        inform(game, self, self.id, truth, [False, True], plain_first=True, players=[a, b])


register(FortuneTeller)
