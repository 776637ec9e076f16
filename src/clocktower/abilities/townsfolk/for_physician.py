"""Physician (Fall of Rome): Each night, choose two players (not yourself): they are sober,
healthy & get true info tonight. The 1st time the Demon kills one, you learn the Demon
type."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Iterable

from ...characters import Character, Team
from ...game.info import inform
from ...game.registration import World
from ...game.state import DEMON, SOBER, STORYTELLER, Effect, Seat
from ..base import Ability, register

if TYPE_CHECKING:
    from ...game.engine import Game

PATIENTS = "patients"
FIRST_DEMON = "1st demon"


def demon_tokens(game: "Game", also: Character | None = None) -> list[Character]:
    """Demon characters the Storyteller may show: the script's, those in play, ``also``."""
    found: dict[str, Character] = {c.id: c for c in game.script.characters if c.team is Team.DEMON}
    for seat in game.seats:
        if seat.team is Team.DEMON:
            found.setdefault(seat.character.id, seat.character)
    if also is not None:
        found.setdefault(also.id, also)
    return list(found.values())


class Physician(Ability):
    """Two patients a night: a SOBER effect until dawn on each (it beats drunkenness,
    poisoning and a Bad Omen's falsehood, not misregistration, and not death). The effect
    lasts while the Physician functions, so a Winemaker loop makes everyone in it drunk.

    The PATIENT tokens are placed even by a drunk, poisoned or fake Physician; the first
    time the Demon kills a patient (1ST DEMON), the Physician learns at once, while still
    alive, the killing Demon's character: arbitrary when malfunctioning, a different Demon
    for a Bad Omen. Cleopatra's kills, made one at a time in her choice order, count in
    that order.
    """

    id = "for_physician"

    def night(self, game: "Game") -> None:
        self.state[PATIENTS] = []
        pairs = _pairs(len(game.seats), self.seat_index)
        if not pairs:
            return
        chosen = self.choose(game, pairs, "Choose two players (not yourself): your patients tonight.")
        self.state[PATIENTS] = list(chosen)
        for target in chosen:  # a PATIENT token by each chosen player
            game.log("reminder", STORYTELLER, seat=target, reminder="Patient", ability=self.id)
        if game.functioning(self):
            for target in chosen:
                game.add_effect(Effect(SOBER, target, self, until=("dawn", game.night_no), while_source=True))

    def on_death(self, game: "Game", seat: Seat, cause: str, source: Ability | None) -> None:
        holder = self.holder
        if (cause != DEMON or self.state.get(FIRST_DEMON) or holder is None or seat is holder
                or seat.index not in self.state.get(PATIENTS, ())):
            return
        self.state[FIRST_DEMON] = True
        game.log("reminder", STORYTELLER, seat=holder.index, reminder="1st Demon", ability=self.id)
        if not holder.alive:
            return
        killer = source.character if source is not None else None
        if killer is None or killer.team is not Team.DEMON:
            demons = [s.character for s in game.seats if s.team is Team.DEMON]
            killer = demons[0] if demons else killer
        if killer is None:
            return
        tokens = [c.id for c in demon_tokens(game, killer)]
        truth_id = killer.id

        def truth(world: World) -> Iterable[str]:
            return (truth_id,)

        game.log("wake", STORYTELLER, seat=self.seat_index, ability=self.id, position=-1,
                 night=game.night_no, reason="1st demon")
        inform(game, self, self.id, truth, tokens, plain_first=True, target=seat.index)


register(Physician)


def _pairs(n: int, me: int | None) -> tuple[tuple[int, int], ...]:
    """Every pair of two seats of ``n``, neither ``me`` (worked out once per size and seat)."""
    key = (n, -1 if me is None else me)
    found = _PAIRS.get(key)
    if found is None:
        found = _PAIRS[key] = tuple(combinations([i for i in range(n) if i != me], 2))
    return found


_PAIRS: dict[tuple[int, int], tuple[tuple[int, int], ...]] = {}
