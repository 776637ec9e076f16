"""Seeded random deciders that only make legal choices and still play a recognisable game:
evil claims its bluffs, the Demon kills, players nominate and vote, mad players act mad.
"""

from __future__ import annotations

import random
from bisect import bisect
from itertools import accumulate
from math import isinf, isnan
from typing import TYPE_CHECKING, Any, Callable, Final, Sequence

from ..characters import EVIL
from ..game.decisions import Bot, Decision
from ..game.draws import below, choice
from ..game.state import STORYTELLER
from .preferences import STALL_DAYS, Drawn, Progress, stalled, survivors
from .preferences import weights as preferred

if TYPE_CHECKING:
    from ..game.engine import Game
    from ..game.state import Seat


_MISSING: Final = object()

_cumulative: Final[dict[int, tuple[Sequence[float], list[float]]]] = {}
"""Running totals of long weight tuples asked about again and again (the Actor's
thousands of guesses), by the tuple's identity (kept alive here, so never reused)."""


_HANDLERS: Final[dict[tuple[type, str], Any]] = {}
"""The players' handler for each kind of decision, by bot class (None: a random pick),
looked up once per process rather than once per game (a missing one raises inside
``getattr``)."""

SEEMS_DEAD: Final = "zombuul"
"""The character whose holder may seem dead and still be the Demon: only on a script with it
do stalled good players try executing the dead."""

_NOBODY: Final[frozenset[int]] = frozenset()
"""No known evil teammates (instead of building an empty set for each vote)."""


# The weighted draw below is ``random.Random``'s own, step for step, so that seeded games
# stay the same: written out because this module is compiled (mypyc) while ``random.py``'s
# ``choices`` is interpreted, and the bots draw hundreds of times a game (``game/draws.py``
# holds the other draws, shared with setup).

def _check(weights: int, options: int, total: float) -> None:
    """Refuse what ``random.choices`` refuses, with its words."""
    if weights != options:
        raise ValueError("The number of weights does not match the population")
    if total <= 0.0:
        raise ValueError("Total of weights must be greater than zero")
    if isinf(total) or isnan(total):  # (not isfinite: compiled, these two are native)
        raise ValueError("Total of weights must be finite")


def _weighted(uniform: Callable[[], float], options: Sequence[Any], cumulative: Sequence[Any]) -> Any:
    """``rng.choices(options, cum_weights=cumulative)[0]``, ``uniform`` being ``rng.random``:
    the same draw."""
    total = cumulative[-1] + 0.0 if len(cumulative) == len(options) else 0.0
    _check(len(cumulative), len(options), total)
    return options[bisect(cumulative, uniform() * total, 0, len(options) - 1)]


def _draw(uniform: Callable[[], float], options: Sequence[Any], weights: Sequence[float]) -> Any:
    """``rng.choices(options, weights)[0]``, ``uniform`` being ``rng.random``: the same draw
    (the same running totals, summed in the same order), without building the list of
    running totals. (Read as a list: compiled, a list's items are read directly, a
    sequence's through its protocol.)"""
    listed: list[float] = weights if type(weights) is list else list(weights)
    n = len(listed)
    total = 0.0
    for w in listed:
        total += w
    _check(n, len(options), total)
    x = uniform() * total
    running = 0.0
    for i in range(n - 1):  # the first running total past x (``bisect`` of the totals)
        running += listed[i]
        if running > x:
            return options[i]
    return options[n - 1]


def _pick(bot: _Seeded, game: "Game", decision: Decision) -> Any:
    """A random legal option, following the bots' preference for its kind when there is one."""
    uniform = bot._random
    weights = preferred(game, decision)
    if isinstance(weights, Drawn):  # the same draw, from weights never listed
        total = weights.total()
        _check(len(weights), len(decision.options), total)
        return decision.options[weights.index_past(uniform() * total)]
    if weights is not None:
        if type(weights) is tuple and len(weights) > 256:
            known = _cumulative.get(id(weights))
            if known is None or known[0] is not weights:
                if len(_cumulative) > 64:
                    _cumulative.clear()
                known = _cumulative[id(weights)] = (weights, list(accumulate(weights)))
            # The same draw as from the weights themselves: choices() sums them so first.
            return _weighted(uniform, decision.options, known[1])
        return _draw(uniform, decision.options, weights)
    options = decision.options
    if not len(options):
        raise ValueError("empty range for randrange()")
    return options[below(bot._rng, len(options))]


class _Seeded(Bot):
    """A bot drawing from its own seeded generator, ``rng``."""

    _rng: random.Random
    _random: Callable[[], float]

    @property
    def rng(self) -> random.Random:
        """The bot's generator."""
        return self._rng

    @rng.setter
    def rng(self, value: random.Random) -> None:
        self._rng = value
        self._random = value.random  # bound once: compiled, a call rather than a lookup each draw


class RandomStoryteller(_Seeded):
    """Answers the Storyteller's decisions at random (within the rules)."""

    is_bot = True
    trusted = True  # only ever answers with one of the options

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(f"storyteller-{seed}")

    def decide(self, game: "Game", decision: Decision) -> Any:
        """A random legal answer."""
        return _pick(self, game, decision)


class RandomPlayer(_Seeded):
    """Plays every seat it is given with light, legal heuristics."""

    is_bot = True
    trusted = True  # its handlers' answers are checked here; anything else is an option
    nominate_chance = 0.22
    first_nomination_chance = 0.45
    good_vote_chance = 0.5
    evil_vote_chance = 0.65
    ghost_vote_chance = 0.2
    good_nominates_st = 0.06
    evil_nominates_st = 0.05
    good_votes_st = 0.1
    evil_votes_st = 0.9
    stalled_nominate_chance = 0.7
    """How often a player nominates in a stalled game (``preferences.stalled``)."""
    stalled_vote_chance = 0.85
    """How often a good player votes for a nominee in a stalled game with nobody on the block."""
    stalled_revote_chance = 0.05
    """... and with somebody on the block already (each tie empties it)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(f"players-{seed}")

    def decide(self, game: "Game", decision: Decision) -> Any:
        """Answer by the decision's kind; anything unfamiliar is answered at random."""
        kind = decision.kind
        # The kinds with a handler are called by name: compiled (mypyc), a direct call, where
        # a handler found with ``getattr`` is a generic one. A yes/no handler's bool is legal
        # whenever both answers are (the usual vote).
        if kind == "vote":
            answer = self._vote(game, decision)
            if len(decision.options) == 2:
                return answer
        elif kind == "nominate":
            answer = self._nominate(game, decision)
        elif kind == "spartacus":
            answer = self._spartacus(game, decision)
        elif kind == "claim":
            answer = self._claim(game, decision)
        elif kind == "exile-vote":
            answer = self._exile_vote(game, decision)
            if len(decision.options) == 2:
                return answer
        else:
            key = (type(self), kind)
            handler = _HANDLERS.get(key, _MISSING)
            if handler is _MISSING:
                handler = _HANDLERS[key] = getattr(type(self), "_" + kind.replace(".", "_").replace("-", "_"), None)
            if handler is None:
                return _pick(self, game, decision)
            answer = handler(self, game, decision)
        if decision.is_legal(answer):
            return answer
        return _pick(self, game, decision)

    # -- day ------------------------------------------------------------------
    def _claim(self, game: "Game", d: Decision) -> Any:
        seat = game.seats[d.decider]
        knows = seat.knows
        mad = knows.get("mad")
        if mad and mad[1] == game.day_no and self._random() < 0.8:
            return mad[0]
        if "claim" not in knows:
            if knows.get("alignment") == EVIL:
                bluffs = knows.get("bluffs") or [o for o in d.options if o is not None]
                knows["claim"] = choice(self.rng, bluffs)
            else:
                knows["claim"] = seat.believes.id
        if self._random() < 0.5 + 0.15 * game.day_no:
            return knows["claim"]
        return None

    def _nominate(self, game: "Game", d: Decision) -> Any:
        chance = self.nominate_chance
        seat = game.seats[d.decider]
        good = seat.knows.get("alignment") != EVIL
        late = game.day_no >= STALL_DAYS and stalled(game)  # (no game stalls sooner)
        stuck = good and late
        if late:  # good tries everyone; evil pushes for the final two (its own, if alone)
            chance = self.stalled_nominate_chance
        elif not game.today.nominators and good:
            chance = self.first_nomination_chance  # someone good usually gets the day going
        if self._random() > chance:
            return None
        if stuck:
            return self._try_anyone(game, d)
        exiles = [o for o in d.options if isinstance(o, tuple)]
        if exiles and self._random() < 0.15:
            return choice(self.rng, exiles)
        evil = seat.knows.get("alignment") == EVIL
        if STORYTELLER in d.options and self._random() < (self.evil_nominates_st if evil else self.good_nominates_st):
            return STORYTELLER  # the Atheist's rule: executing the Storyteller
        friends = seat.knows.get("evil", _NOBODY) if evil else _NOBODY
        targets = [o for o in d.options
                   if isinstance(o, int) and o >= 0 and o != seat.index and o not in friends]
        living = [o for o in targets if game.seats[o].alive]
        if not living and friends:  # only the evil team is left: someone must go
            living = [o for o in d.options if isinstance(o, int) and o >= 0 and game.seats[o].alive
                      and o != seat.index]
        pool = living or targets
        return choice(self.rng, pool) if pool else None

    @staticmethod
    def _only_friends_left(game: "Game", seat: "Seat") -> bool:
        """Whether every other living player is an evil teammate ``seat`` knows of."""
        friends = seat.knows.get("evil", _NOBODY)
        return all(s.index in friends or s is seat for s in game.seats if s.alive)

    def _try_anyone(self, game: "Game", d: Decision) -> Any:
        """A good player in a stalled game (nobody has died for days): the one it knows is
        evil (an Evil Twin's twin) if it knows one, else each player in turn, as a table
        tries them all rather than play on for ever: the living not yet tried since the game
        stalled (the Storyteller too where it may be nominated: the Atheist), then the dead
        where the script has a Zombuul (it seems dead), then those who lived through an execution (``survivors``: a
        Devil's Advocate may not save them twice); once all were tried, all again
        (``Progress.tried``)."""
        seat = game.seats[d.decider]
        players = [o for o in d.options if isinstance(o, int) and o != seat.index
                   and (o >= 0 or o == STORYTELLER)]
        known = [o for o in players if o == seat.knows.get("twin") or o in seat.knows.get("evil", _NOBODY)]
        if known:
            return choice(self.rng, known)
        tried = game.shared(Progress).tried
        survived = survivors(game)  # executed already, and lived: the last to try again
        living = [o for o in players if o < 0 or (game.seats[o].alive and o not in survived)]
        # The dead only where executing one may end the game: a Zombuul on the script.
        dead = [o for o in players if o >= 0 and not game.seats[o].alive] if SEEMS_DEAD in game.script.by_id else []
        again = [o for o in players if o in survived]
        pool = [o for o in living if o not in tried] or [o for o in dead if o not in tried] \
            or [o for o in again if o not in tried]
        if not pool:  # everyone tried: start again
            tried.clear()
            pool = living or dead or players
        if not pool:
            return None
        picked = choice(self.rng, pool)
        tried.add(picked)
        return picked

    def _stalled_vote(self, game: "Game") -> bool:
        """A vote in a stalled game (nobody has died for days) by a good player, or by an evil
        one on a teammate when only the evil team lives: let an execution happen, and no tie
        undo it, unless the player on the block lived through an execution already and this
        nominee did not (then a likelier end)."""
        block = game.today.on_block
        if block is not None:
            survived = survivors(game)  # a nominee who might die beats one who did not
            nominee = game.today.nominee_index
            if block.index in survived and nominee is not None and nominee not in survived:
                block = None
        return self._random() < (self.stalled_vote_chance if block is None else self.stalled_revote_chance)

    def _spartacus(self, game: "Game", d: Decision) -> Any:
        seat = game.seats[d.decider]
        evil = seat.knows.get("alignment") == EVIL
        guesses = [o for o in d.options if isinstance(o, tuple)]
        if evil and guesses and self._random() < 0.04 * game.day_no:
            friends = seat.knows.get("evil", _NOBODY)
            pool = [g for g in guesses if g[1] not in friends] or guesses
            return choice(self.rng, pool)
        if "claim" in d.options and self._random() < (0.35 if evil else 0.25):
            return "claim"
        return None

    def _exile_vote(self, game: "Game", d: Decision) -> Any:
        return self._random() < 0.4

    def _vote(self, game: "Game", d: Decision) -> Any:
        seat = game.seats[d.decider]
        nominee = game.today.nominee_index
        if nominee == STORYTELLER:  # evil knows there is a Demon, so no Atheist: it wins
            evil = seat.knows.get("alignment") == EVIL
            good = self.good_votes_st + 0.04 * game.day_no  # doubt grows as the days pass
            return self._random() < (self.evil_votes_st if evil else good)
        evil = seat.knows.get("alignment") == EVIL
        if not seat.alive:
            if not evil and nominee != seat.index and game.day_no >= STALL_DAYS and stalled(game):
                return self._stalled_vote(game)  # the ghost votes that end a stalled game
            return self._random() < self.ghost_vote_chance
        if evil:
            friends = seat.knows.get("evil", _NOBODY)
            if nominee in friends or nominee == seat.index:
                if nominee == seat.index or not self._only_friends_left(game, seat):
                    return False
                if game.day_no >= STALL_DAYS and stalled(game):  # then nothing else ends it
                    return self._stalled_vote(game)
                return self._random() < 0.5
            return self._random() < self.evil_vote_chance
        if nominee == seat.index:
            return False
        if game.day_no >= STALL_DAYS and stalled(game):
            return self._stalled_vote(game)
        master = seat.knows.get("master")
        if master is not None and nominee is not None and master[0] == game.day_no \
                and not game.dispatch("hides_votes") and master[1] not in game.today.raised:
            # A Butler votes only with its master: unless the master is still to come in the
            # count, it keeps its hand down. With eyes closed (the Organ Grinder) it cannot see
            # the master's hand, so it may raise its own (the jinx: counted if the master voted).
            n = len(game.seats)
            passed = (master[1] - nominee) % n < (seat.index - nominee) % n
            if passed or self._random() < 0.5:
                return False
        return self._random() < self.good_vote_chance
