"""Merchant (Fall of Rome): Once per game, at night*, choose to learn the characters of
players that have nominated you."""

from __future__ import annotations

from itertools import combinations_with_replacement
from math import comb
from typing import TYPE_CHECKING, Iterable, Sequence

from ...characters import Team
from ...game.info import FALSE, TRUE, info_mode, inform
from ...game.registration import World, worlds
from ...game.state import STORYTELLER, Seat
from ..base import Ability, register
from ..outsiders.for_spartacus import advised_character

if TYPE_CHECKING:
    from ...game.engine import Game

NOMINATED = "nominated"
MAX_ANSWERS = 5000
"""Cap on the size of an arbitrary answer space (multisets of character tokens)."""

MAX_WORLDS = 8
"""How many distinct registration worlds a Bad Omen's false answers are drawn from."""

Shown = tuple[str, ...]


def character_tokens(game: "Game") -> list[str]:
    """Every character token the Storyteller may show: the script's and any in play."""
    found: dict[str, None] = {c.id: None for c in game.script.characters if c.team is not Team.FABLED}
    for seat in game.seats:
        found.setdefault(seat.character.id, None)
    return list(found)


def _multisets(pool: Sequence[str], k: int) -> list[Shown]:
    """Every sorted k-token multiset over a prefix of ``pool`` small enough to list."""
    n = len(pool)
    while n > 1 and comb(n + k - 1, k) > MAX_ANSWERS:
        n -= 1
    return [tuple(sorted(c)) for c in combinations_with_replacement(pool[:n], k)]


class Merchant(Ability):
    """Records each player who nominates the holder while this ability is theirs (the
    NOMINATED tokens). Once per game, on a night after the first, the player may choose to
    learn their characters as of now, shown as a sorted tuple (no order, so nobody is
    matched to a token). A Bad Omen Merchant is shown no token any of them registers as."""

    id = "for_merchant"

    def wakes(self, game: "Game", first: bool) -> bool:
        return not first and not self.state.get("used") and super().wakes(game, first)

    def on_nomination(self, game: "Game", nominator: "Seat | None", nominee: Seat) -> None:
        if nominee is self.holder and nominator is not None and not self.state.get("used"):
            found = self.state.setdefault(NOMINATED, [])
            if nominator.index not in found:
                found.append(nominator.index)
                game.log("reminder", STORYTELLER, seat=nominator.index, reminder="Nominated", ability=self.id)

    def on_exile_call(self, game: Game, caller: Seat, traveller: Seat) -> None:
        self.on_nomination(game, caller, traveller)  # a Traveller's nomination

    def owes(self, game: Game) -> bool:
        return bool(self.state.get(NOMINATED)) and not self.state.get("used")

    def on_revived(self, game: "Game") -> None:
        super().on_revived(game)
        self.state.pop("used", None)

    def night(self, game: "Game") -> None:
        nominators: list[int] = list(self.state.get(NOMINATED, ()))
        k = len(nominators)
        if not self.choose(game, [False, True], "Use your ability to learn who nominated you?"):
            return
        self.state["used"] = True
        game.log("ability-used", STORYTELLER, seat=self.seat_index, ability=self.id)
        game.log("reminder", STORYTELLER, seat=self.seat_index, reminder="No Ability", ability=self.id)

        def truth(world: World) -> Iterable[Shown]:
            return (tuple(sorted(world.character(i).id for i in nominators)),)

        per_world = [next(iter(truth(w))) for w in worlds(game)]
        truths = list(dict.fromkeys(sorted(per_world)))
        tokens = character_tokens(game)
        mode = info_mode(game, self)
        space: list[Shown]
        if mode == TRUE or k == 0:
            # A Spartacus who claimed is shown by default as the Townsfolk they bluff
            # (``advised_character``), as the Storyteller should generally choose.
            advised = tuple(sorted(advised_character(game, game.seats[i]) for i in nominators))
            space = [advised, *(t for t in truths if t != advised)] if advised in truths else truths
        elif mode == FALSE:
            # False in the world the Storyteller picks (the plain one first): no token any
            # nominator registers as there.
            found: dict[Shown, None] = {}
            for shown in list(dict.fromkeys(per_world))[:MAX_WORLDS]:
                found.update(dict.fromkeys(_multisets([t for t in tokens if t not in shown], k)))
            space = list(found)
        else:
            true_tokens = sorted({t for answer in truths for t in answer})
            pool = true_tokens + [t for t in tokens if t not in true_tokens]
            known = set(truths)
            space = truths + [a for a in _multisets(pool, k) if a not in known]
        # The answers true with nobody misregistering first (the quiet answer), but for
        # true information the advised answer above.
        inform(game, self, self.id, truth, space, plain_first=mode != TRUE)


register(Merchant)
