"""Juggler: On your 1st day, publicly guess up to 5 players' characters. That night, you
learn how many you got correct."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any, Final, Iterable, Sequence

from ...game.decisions import Decision
from ...game.info import inform
from ...game.registration import World, plain_and_truth_sets
from ...game.state import PUBLIC, STORYTELLER
from ..base import Ability, jinxed, register
from ..shared.teams import NOT_TRAVELLERS, script_ids
from ...game.eventkinds import declare

declare("juggler-guess", "{seat} publicly guesses that {target} is {character}.", ["seat", "target", "character"])

if TYPE_CHECKING:
    from ...game.engine import Game

MAX_GUESSES: Final = 5
FIRST_DAY: Final = "first day"
GUESS: Final = "guess"  # (day, guesses, possible correct counts)


_INDEX: dict[int, tuple[tuple[Any, ...], dict[tuple[int, str], int]]] = {}
"""Each options tuple ``_options`` built, by its identity: (the tuple, kept alive so its
identity is not reused while listed; each guess's position in it)."""


@lru_cache(maxsize=64)
def _options(seats: tuple[int, ...], characters: tuple[str, ...]) -> tuple[Any, ...]:
    """Nobody (stop guessing), then every single guess: a player and a character."""
    options: tuple[Any, ...] = (None, *((s, c) for s in seats for c in characters))
    if len(_INDEX) > 256:
        _INDEX.clear()
    _INDEX[id(options)] = (options, {guess: k for k, guess in enumerate(options) if guess is not None})
    return options


def guess_positions(options: Sequence[Any]) -> dict[tuple[int, str], int] | None:
    """Each guess's position in ``options`` when they are a Juggler's (as ``_options``
    built them), for the bots' preference to find a guess without a look at every option;
    else None."""
    found = _INDEX.get(id(options))
    if found is not None and found[0] is options:
        return found[1]
    return None


class Juggler(Ability):
    """On the first day the holder has this ability (day 1 for a Juggler in play from the
    start), after claims, it may make up to 5 public guesses one at a time (decision
    ``juggler``: nobody to stop, or a (player, character) pair; any non-Traveller player,
    themself included, any non-Traveller character of the script, repeats allowed). The
    count is fixed when the guesses are made, with registration (every world gives a true
    count; the count with nobody misregistering is the plain one, offered first), whatever
    the Juggler's state then. That night, at its place, a living Juggler
    that guessed at least once learns the count (``info.juggler``): true if it functions
    then, anything otherwise. Then the ability is used up."""

    id = "juggler"

    def day_action(self, game: "Game") -> None:
        holder = self.holder
        if holder is None or self.spent:
            return
        first = self.state.setdefault(FIRST_DAY, game.day_no)
        if first != game.day_no or GUESS in self.state or not holder.alive:
            return
        seats = tuple(s.index for s in game.seats if not s.is_traveller)
        characters = script_ids(game.script, NOT_TRAVELLERS)
        options = _options(seats, characters)
        if len(options) == 1:
            return
        guesses: list[tuple[int, str]] = []
        while len(guesses) < MAX_GUESSES:
            guess = game.ask(Decision(self.id, holder.index, options,
                                      prompt=f"Publicly guess a player's character ({len(guesses)} of "
                                             f"{MAX_GUESSES} made), or stop?"))
            if guess is None:
                break
            guesses.append(guess)
            game.log("juggler-guess", PUBLIC, seat=holder.index, target=guess[0], character=guess[1])
        if not guesses:
            return
        made = tuple(guesses)

        def truth(world: World) -> Iterable[int]:
            return (sum(1 for seat, cid in made if world.character(seat).id == cid),)

        plain, per_world = plain_and_truth_sets(game, truth)
        # The count with nobody misregistering first: the Storyteller's plain answer.
        counts = sorted(plain) + sorted(set().union(*per_world) - plain)
        self.state[GUESS] = (game.day_no, made, counts)
        game.log("reminder", STORYTELLER, seat=holder.index, reminder="Correct", ability=self.id, correct=counts)

    def on_gained(self, game: "Game") -> None:
        """Jinx (Cannibal): a Cannibal that gains the ability of a Juggler executed (and
        killed) on the day it guessed, its first day, learns that Juggler's count tonight
        (if it lives): it takes over the Juggler's guesses."""
        granted_by = self.granted_by
        executee = game.executed_today
        if granted_by is None or granted_by.character.id != "cannibal" or executee is None \
                or not jinxed(game, self.id, "cannibal"):
            return
        for ability in executee.abilities:
            made = ability.state.get(GUESS) if isinstance(ability, Juggler) and not ability.fake else None
            if made is not None and made[0] == game.day_no:
                self.state[FIRST_DAY] = made[0]
                self.state[GUESS] = made
                self.fired(game, "the Cannibal learns the Juggler's count", juggler=executee.index)
                return

    def wakes(self, game: "Game", first: bool) -> bool:
        made = self.state.get(GUESS)
        return (not first and made is not None and made[0] == game.night_no - 1
                and super().wakes(game, first))

    def night(self, game: "Game") -> None:
        _, made, counts = self.state[GUESS]
        known = set(counts)

        def truth(world: World) -> Iterable[int]:
            return known

        everything = list(counts) + [a for a in range(MAX_GUESSES + 1) if a not in known]
        inform(game, self, self.id, truth, everything, guesses=[list(g) for g in made], of="number")
        self.spent = True


register(Juggler)
