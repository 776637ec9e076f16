"""Players the Demon must choose on a given night (the jinxes' "If correct, the Demon must
choose the Spy tonight"): one mechanism for every Demon. ``demand`` records it; ``Game.ask``
then narrows the first choice a Demon's own ability makes that night, among whose options
that player is, to the options naming them (a tuple holding them, for a Demon choosing several
players; the character, for a Demon choosing characters: the Ojo). A Demon whose choices
that night never offer them (no choice, or only good players) is not constrained."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from ..characters import Team
from .eventkinds import declare
from .state import STORYTELLER

if TYPE_CHECKING:
    from .decisions import Decision
    from .engine import Game

declare("demon-must-choose", "The Demon must choose {seat} on night {night} ({why}).", [])
declare("demon-choice-narrowed", "{seat}'s choice is narrowed to {target}: the Demon must choose them.", [])


@dataclass
class MustChoose:
    """One demand: on ``night`` the Demon must choose ``seat`` (as ``character``)."""

    night: int
    seat: int
    character: str
    done: bool = False


@dataclass
class Demands:
    """The game's demands on its Demons (``Game.shared``)."""

    pending: list[MustChoose] = field(default_factory=list)


def demand(game: "Game", seat: int, night: int, character: str, why: str) -> None:
    """On ``night`` the Demon must choose ``seat`` (known to it as ``character``)."""
    game.shared(Demands).pending.append(MustChoose(night, seat, character))
    game.log("demon-must-choose", STORYTELLER, seat=seat, night=night, why=why, character=character)


def narrow(game: "Game", decision: "Decision", demands: Demands) -> "Decision":
    """``decision`` as the rules allow it now: a Demon's own choice tonight, while a demand
    for tonight is not met and some options name its player, keeps only those options."""
    if not game.phase.startswith("night") or decision.of == "number":
        return decision
    for wanted in demands.pending:
        if wanted.done or wanted.night != game.night_no or not _demons_own(game, decision):
            continue
        options = [o for o in decision.options if _names(o, wanted)]
        if not options:
            continue
        wanted.done = True
        game.log("demon-choice-narrowed", STORYTELLER, seat=decision.decider, target=wanted.seat,
                 decision=decision.kind)
        return replace(decision, options=options)
    return decision


def _demons_own(game: "Game", decision: "Decision") -> bool:
    """Whether ``decision`` is a Demon's choice with its own Demon ability."""
    who = decision.decider
    if not 0 <= who < len(game.seats):
        return False
    seat = game.seats[who]
    if not game.is_demon(seat):
        return False
    owner = decision.kind.split(".", 1)[0]
    return any(a.character.id == owner and a.character.team is Team.DEMON and not a.fake
               for a in seat.abilities)


def _names(option: Any, wanted: MustChoose) -> bool:
    """Whether ``option`` names the wanted player (or their character)."""
    if type(option) is int:
        return option == wanted.seat
    if type(option) is str:
        return option == wanted.character
    if isinstance(option, tuple):
        return any(_names(o, wanted) for o in option)
    return False
