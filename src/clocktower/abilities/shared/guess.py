"""The jinxes "After each execution, a living <guesser> may publicly guess a living player as
the <X>. If correct, the Demon must choose the <X> tonight" (the Alchemist-Spy, -Widow and
-Wraith; the Magician with the Wraith). The guesser's ability calls ``guess`` from its
``after_execution`` hook; a correct guess goes through the engine's one way of making the
Demon choose a player (``game/demands.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...game.decisionkinds import declare_decision
from ...game.demands import demand
from ...game.eventkinds import declare
from ...game.state import PUBLIC, STORYTELLER

if TYPE_CHECKING:
    from ...game.ability import Ability
    from ...game.engine import Game

declare("jinx-guess", "{seat} publicly guesses that {target} is the {character}.", ["seat", "target", "character"])

GUESSERS = ("alchemist", "magician")
"""The characters whose ability may guess (each guess's decision kind: ``<id>.guess``)."""
for _guesser in GUESSERS:
    declare_decision(f"{_guesser}.guess", "After the execution, {decider} publicly guesses {answer} "
                     "(if correct, the Demon must choose them tonight).", owner=_guesser)


def guess(game: "Game", ability: "Ability", character: str) -> None:
    """After an execution, the living holder of ``ability`` may publicly guess another living
    player as ``character`` (decision ``<id>.guess``, nobody first). The guess is public; if
    the ability works and the player registers as that character, the Demon must choose them
    tonight. Nobody is told whether the guess was right."""
    holder = ability.holder
    if holder is None or not holder.alive:
        return
    options: list[int | None] = [None, *ability.others(game, alive=True)]
    name = game.script.by_id[character].name if character in game.script.by_id else character
    target = ability.choose(game, options, f"Publicly guess a living player as the {name}, or nobody.",
                            kind=f"{ability.id}.guess")
    if target is None:
        return
    game.log("jinx-guess", PUBLIC, seat=holder.index, target=target, character=character)
    if not game.functioning(ability):
        game.log("ability-failed", STORYTELLER, seat=holder.index, ability=ability.id, reason="impaired")
        return
    seat = game.seats[target]
    if game.registers_as(seat, lambda p: p.character.id == character, f"the {name}"):
        ability.fired(game, f"guessed the {name}", target=target)
        demand(game, target, game.day_no + 1, character, f"{ability.id} guessed the {name}")
