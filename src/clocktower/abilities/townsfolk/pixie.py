"""Pixie: You start knowing 1 in-play Townsfolk. If you were mad that you were this
character, you gain their ability when they die."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, Iterable

from ...characters import Team
from ...game.decisions import Decision
from ...game.info import inform
from ...game.registration import World
from ...game.state import STORYTELLER, Seat
from ...script import known_characters
from .. import implemented
from ..base import Ability, register
from ...game.decisionkinds import BY_STORYTELLER, declare_decision

declare_decision("pixie.which", "The Storyteller marks {answer} for the Pixie.",
                 by=BY_STORYTELLER, answers="player", owner="pixie")

if TYPE_CHECKING:
    from ...game.engine import Game

MARK: Final = "mad"  # (seat marked MAD, the Townsfolk shown)
WAS_MAD = "was mad"
PRETEND_CHANCE: Final = 0.6
"""How often a bot Pixie settles on claiming the Townsfolk it was shown."""
TOWNSFOLK: Final = Team.TOWNSFOLK  # read once: a module name is cheaper than an Enum member read


class Pixie(Ability):
    """First night (decision ``info.pixie``): a Townsfolk another player registers as (the
    Pixie itself only when no other player is a Townsfolk). A
    functioning Pixie's MAD reminder goes on that player (``pixie.which`` if several may
    register as it). Each day the Pixie and that player are alive, the Pixie may be mad
    about the character: a bot by claiming it, a person as the Storyteller judges
    (``madness.convincing``); breaking this madness is never punished. When the marked
    player dies (whatever they are by then), a functioning Pixie that was mad on at least
    one day gains the shown character's ability (HAS ABILITY), untold."""

    id = "pixie"

    def night(self, game: "Game") -> None:
        if self.nights != 1 or self.holder is None:
            return
        others = self.others(game)
        tokens = [c.id for c in game.script.characters if c.team is Team.TOWNSFOLK]
        for seat in game.seats:
            if seat.team is Team.TOWNSFOLK and seat.character.id not in tokens:
                tokens.append(seat.character.id)
        if self.id not in tokens:
            tokens.append(self.id)

        def truth(world: World) -> Iterable[str]:
            # Only when no other player is a Townsfolk is the Pixie shown itself (still true).
            return {world.character(i).id for i in others if world.team(i) is TOWNSFOLK} or {self.id}

        shown = inform(game, self, self.id, truth, tokens, plain_first=True)
        knows = self.holder.knows
        knows["pixie"] = shown
        if "claim" not in knows and game.rng.random() < PRETEND_CHANCE:
            knows["claim"] = shown  # a bot Pixie usually pretends to be it
        if not game.functioning(self):
            return
        marked = [i for i in others if any(p.character.id == shown for p in game.personas(game.seats[i]))]
        if not marked:
            return
        target = game.ask(Decision("pixie.which", STORYTELLER, marked, about=self.seat_index,
                                   prompt=f"Which {shown} is marked MAD for the Pixie?"))
        self.state[MARK] = (target, shown)
        game.log("reminder", STORYTELLER, seat=target, reminder="Mad", ability=self.id, character=shown)

    def day_action(self, game: "Game") -> None:
        mark = self.state.get(MARK)
        holder = self.holder
        if mark is None or holder is None or not holder.alive or self.state.get(WAS_MAD):
            return
        target, character = mark
        if not game.seats[target].alive:
            return
        if game.convincingly_mad(holder, character):
            self.state[WAS_MAD] = True
            game.log("mad", STORYTELLER, seat=holder.index, character=character, ability=self.id)

    def on_death(self, game: "Game", seat: Seat, cause: str, source: Ability | None) -> None:
        mark = self.state.get(MARK)
        if mark is None or seat.index != mark[0]:
            return
        character = mark[1]
        self.state.pop(MARK)
        if not self.state.get(WAS_MAD) or not game.functioning(self) or not implemented(character):
            return
        game.grant(self.holder, game.script.by_id.get(character) or known_characters()[character],
                   granted_by=self)
        game.log("reminder", STORYTELLER, seat=self.seat_index, reminder="Has Ability", ability=self.id,
                 character=character)
        self.fired(game, "gains", character=character)


register(Pixie)
