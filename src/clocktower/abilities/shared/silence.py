"""The jinxes "If <X> is in play, the <Y> has no ability" (Legion with the Engineer and the
Hatter, the Vizier with the Magician): one mechanism. An ability of X puts a NO_ABILITY effect
on every player whose character is a jinxed Y; the effect holds while a player is X and the
silenced player is still Y (X's ``sustains`` asks ``lasts``), so it ends by itself when either
leaves play. X calls ``silence`` when the Grimoire is prepared and whenever a character
changes (a Y made, or an X created, later in the game)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from ...game.ability import Ability, jinxed
from ...game.state import NO_ABILITY, STORYTELLER, Effect, Seat

if TYPE_CHECKING:
    from ...game.engine import Game

SILENCED = "no ability while in play"
"""``Effect.data[0]`` of these effects (``data[1]``: the silenced character)."""


def in_play(game: "Game", character_id: str) -> bool:
    """Whether a player's true character is ``character_id``."""
    return any(s.character.id == character_id for s in game.seats)


def silence(game: "Game", source: Ability, characters: Iterable[str]) -> list[Seat]:
    """Every player whose character is one of ``characters``, jinxed with ``source``'s
    character, has no ability while that character is in play: the newly silenced seats."""
    if source.fake or not in_play(game, source.character.id):
        return []
    own = source.character.id
    silenced = []
    for seat in game.seats:
        cid = seat.character.id
        if cid not in characters or not jinxed(game, own, cid) or _silenced(game, seat, own):
            continue
        game.add_effect(Effect(NO_ABILITY, seat.index, source, data=(SILENCED, cid)))
        game.log("jinx", STORYTELLER, jinx=f"{own}/{cid}")
        game.log("reminder", STORYTELLER, seat=seat.index, reminder="No Ability", ability=own)
        silenced.append(seat)
    return silenced


def lasts(game: "Game", effect: Effect) -> bool:
    """Whether ``effect`` still holds: not one of these, or its source character is in play
    and its target still the character it silenced."""
    data = effect.data
    if effect.source is None or not (isinstance(data, tuple) and data[:1] == (SILENCED,)):
        return True
    return in_play(game, effect.source.character.id) and game.seats[effect.target].character.id == data[1]


def _silenced(game: "Game", seat: Seat, by: str) -> bool:
    return any(e.kind == NO_ABILITY and e.source is not None and e.source.character.id == by
               and isinstance(e.data, tuple) and e.data[:1] == (SILENCED,) and game.effect_active(e)
               for e in seat.effects)
