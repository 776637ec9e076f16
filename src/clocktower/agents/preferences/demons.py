"""Bot preferences for demons decisions (see ``clocktower.agents.preferences``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final, cast

from ...characters import Team
from ...abilities.demons.alhadikhia import nobody_or_three
from ...abilities.demons.for_hannibal import HannibalMarks
from . import Drawn, Weights, acting, in_play, kill_weights, prefers, seat_of, stalled

_EVIL_TEAMS: Final = (Team.MINION, Team.DEMON)

if TYPE_CHECKING:
    from ...game.decisions import Decision
    from ...game.engine import Game
    from ...game.state import Seat


@prefers("fanggu")
def fanggu(game: "Game", d: "Decision") -> Weights:
    """Rarely a teammate: a Minion never becomes the Fang Gu."""
    return kill_weights(game, seat_of(d), d.options, teammate=0.02)


@prefers("kazali", "lleech", "lordoftyphon", "nodashii", "pukka", "vortox", "zombuul", "for_caesar")
def demon_kill(game: "Game", d: "Decision") -> Weights:
    """A Demon's kill: mostly living players outside its team."""
    return kill_weights(game, seat_of(d), d.options)


@prefers("vigormortis")
def vigormortis(game: "Game", d: "Decision") -> Weights:
    """Killing one's own Minion is a real Vigormortis play, so teammates are not shunned."""
    return kill_weights(game, seat_of(d), d.options, teammate=0.3)


STARPASS_WEIGHT: Final = 0.04
"""How often a random Imp with a living Minion it knows of kills itself, against one average
other choice."""


@prefers("imp")
def imp(game: "Game", d: "Decision") -> Weights:
    """A kill, now and then itself to pass the Imp on to a living Minion it knows of."""
    me = seat_of(d)
    weights = kill_weights(game, me, d.options)
    if me is not None:
        friends = game.seats[me].knows.get("evil", set())
        if any(game.seats[i].alive and game.seats[i].team is Team.MINION for i in friends):
            weights[me] = STARPASS_WEIGHT * sum(weights) / max(1, len(d.options))
    return weights


CHARGE_CHANCE = 0.15
"""How often a random Po chooses nobody, against one average player."""


@prefers("po")
def po(game: "Game", d: "Decision") -> Weights:
    """A kill; nobody (three kills tomorrow) now and then."""
    if d.options and d.options[0] is None:
        return kill_weights(game, seat_of(d), d.options, nobody=CHARGE_CHANCE * (len(d.options) - 1))
    return kill_weights(game, seat_of(d), d.options)


@prefers("shabaloth")
def shabaloth(game: "Game", d: "Decision") -> Weights:
    """Each of the two kills."""
    return kill_weights(game, seat_of(d), d.options)


@prefers("shabaloth.regurgitate")
def shabaloth_regurgitate(game: "Game", d: "Decision") -> Weights:
    """Rarely bring someone back, more rarely a second time."""
    shabaloth = in_play(game, "shabaloth")
    done = int(shabaloth.state.get("regurgitated", 0)) if shabaloth is not None else 0
    quiet = 0.85 if done == 0 else 0.97
    dead = len(d.options) - 1
    return [quiet] + [(1 - quiet) / dead] * dead


NOBODY: Final = 0.1
"""How often a random Al-Hadikhia chooses nobody (as a share of all weight)."""


@prefers("alhadikhia")
def alhadikhia(game: "Game", d: "Decision") -> Weights:
    """Mostly three living players outside the evil team; nobody now and then."""
    per_seat = kill_weights(game, seat_of(d), [s.index for s in game.seats])
    if d.options is nobody_or_three(len(per_seat)):
        return Trios(per_seat)  # every trio in order: 720 weights at 10 players, never listed
    # Typed: indexed by Any, mypy would take the sum below for an int (the compiled build checks).
    weights: list[float] = [0.0]
    weights += [per_seat[a] * per_seat[b] * per_seat[c] for a, b, c in d.options[1:]]
    weights[0] = sum(weights) * NOBODY / (1 - NOBODY)
    return weights


class Trios(Drawn):
    """The weights of nobody, then of every 3 seats in ``permutations`` order: each trio's the
    product of its seats' (``per_seat[a] * per_seat[b] * per_seat[c]``), nobody's a share
    ``NOBODY`` of all. The very floats and sums of the listed weights (``listed``), worked
    out as the draw needs them: hundreds of floats are never made."""

    def __init__(self, per_seat: list[float]) -> None:
        self.per_seat = per_seat
        n = len(per_seat)
        self.size = 1 + n * (n - 1) * (n - 2)
        # ``sum`` of the listed weights while nobody's is still 0.0.
        self.nobody = _walk(per_seat, 0.0, _NEVER, -1)[0] * NOBODY / (1 - NOBODY)

    def listed(self) -> list[float]:
        return [self.nobody] + _trio_products(self.per_seat)

    def total(self) -> float:
        return _walk(self.per_seat, 0.0 + self.nobody, _NEVER, -1)[0]

    def index_past(self, x: float) -> int:
        last = self.size - 1
        if 0.0 + self.nobody > x or last == 0:
            return 0
        return _walk(self.per_seat, 0.0 + self.nobody, x, last)[1]


_NEVER: Final = float("inf")
"""A running sum never passes it."""


def _walk(per_seat: list[float], start: float, past: float, stop: int) -> tuple[float, int]:
    """``start`` plus every trio's product, added in ``permutations`` order (trio ``k`` at
    position ``k``, from 1), up to the first position where the running sum exceeds
    ``past``, or up to position ``stop`` (not added): (the running sum, that position)."""
    running = start
    k = 1
    n = len(per_seat)
    for a in range(n):
        pa = per_seat[a]
        for b in range(n):
            if b != a:
                pab = pa * per_seat[b]
                for c in range(n):
                    if c != a and c != b:
                        if k == stop:
                            return running, k
                        running += pab * per_seat[c]
                        if running > past:
                            return running, k
                        k += 1
    return running, k


def _trio_products(per_seat: list[float]) -> list[float]:
    """``per_seat[a] * per_seat[b] * per_seat[c]`` for every 3 seats in ``permutations``
    order, each pair's product taken once: the very floats, as ``x * y * z`` is ``(x * y) * z``."""
    found: list[float] = []
    rows: dict[float, list[float]] = {}  # per_seat holds a few values: a row per product
    for a, pa in enumerate(per_seat):
        for b, pb in enumerate(per_seat):
            if b != a:
                pab = pa * pb
                row = rows.get(pab)
                if row is None:
                    row = rows[pab] = [pab * pc for pc in per_seat]
                low, high = min(a, b), max(a, b)
                found += row[:low]
                found += row[low + 1:high]
                found += row[high + 1:]
    return found


@prefers("alhadikhia.live")
def alhadikhia_live(game: "Game", d: "Decision") -> Weights:
    """(live, die): the dead and the evil nearly always choose to live; a living good player
    often offers to die, hoping the others live (nobody knows the others' answers)."""
    seat = game.seats[d.decider]
    if not seat.alive or seat.is_evil:
        return [0.9, 0.1]
    return [0.6, 0.4]


@prefers("for_cleopatra")
def cleopatra(game: "Game", d: "Decision") -> Weights:
    """Two players, each as a Demon's kill."""
    single = kill_weights(game, seat_of(d), range(len(game.seats)))
    weights: list[float] = []
    for pair in d.options:
        a, b = cast("tuple[int, int]", pair)
        weights.append(single[a] * single[b])
    return weights


@prefers("for_crassus")
def crassus(game: "Game", d: "Decision") -> Weights:
    """Mostly living players outside the evil team; the 1st Crassus that claimed Spartacus
    today sometimes kills itself to pass Crassus on (Example 1)."""
    me = seat_of(d)
    weights = kill_weights(game, me, d.options)
    ability = acting(game, d, "for_crassus")
    if me is not None and ability is not None and me in d.options and \
            cast(Any, ability)._would_pass_on(game, game.seats[me], alive_bonus=0):
        friends = set(game.seats[me].knows.get("evil", ())) - {me}
        if any(game.seats[i].alive for i in friends):
            weights[list(d.options).index(me)] = 0.5
    return weights


@prefers("for_crassus.successor")
def crassus_successor(game: "Game", d: "Decision") -> Weights:
    """Mostly a Minion or Demon over an evil Townsfolk or Outsider."""
    return [3.0 if game.seats[i].team.is_evil else 1.0 for i in d.options]


@prefers("for_hannibal.kill")
def hannibal_kill(game: "Game", d: "Decision") -> Weights:
    """Roughly one death a night (a second one rarely), mostly good players, nominators
    more (How to Run: "mimic a Cleopatra"); evil players more as evil gains on good. With
    both Hannibals alive, one of them more each night, and very likely once the game
    nears its end, so only one is alive on the final day (How to Run)."""
    tonight = game.shared(HannibalMarks).kills.get(game.night_no, 0)
    hannibals = [s for s in game.seats if s.alive and s.character.id == "for_hannibal"]
    living = [s for s in game.seats if s.alive and not s.is_traveller]
    evil = sum(1 for s in living if s.is_evil)
    good = len(living) - evil
    ahead = evil + 1 >= good  # evil near parity: the good team is losing
    ending = len(living) <= 6 or ahead
    weights: list[float] = []
    for index in d.options[1:]:
        seat = game.seats[index]
        if seat.character.id == "for_hannibal":
            if len(hannibals) < 2:
                weights.append(0.001)  # the last Hannibal: the game would end for good
            else:
                weights.append(4.0 if ending else 0.25 * game.night_no)
        elif seat.is_evil:
            weights.append(max(0.2, evil / max(good, 1)))
        else:
            weights.append(2.0 if index in game.today.nominators else 1.0)
    p_none = 0.25 if tonight == 0 else 0.9
    return [sum(weights) * p_none / (1 - p_none)] + weights


def _storyteller_kill(game: "Game", d: "Decision", evil: float) -> Weights:
    """A kill the Storyteller chooses for a Demon (nobody first): mostly a good player,
    nobody now and then, an evil player (weight ``evil``) rarely; in a stalled game, where
    nobody has died for days (the last good players cannot die), an evil player as often as
    a good one and never nobody: a Storyteller ends the game rather than let it run on."""
    if stalled(game):
        return [0.0] + [1.0 for _ in d.options[1:]]
    return [0.1] + [evil if game.seats[i].is_evil else 1.0 for i in d.options[1:]]


@prefers("legion.kill")
def legion_kill(game: "Game", d: "Decision") -> Weights:
    """Mostly a good player; nobody now and then; a Legion when the game has stalled."""
    return _storyteller_kill(game, d, 0.02)


@prefers("lilmonsta.kill")
def lilmonsta_kill(game: "Game", d: "Decision") -> Weights:
    """Mostly a good player; nobody now and then; an evil player when the game has stalled."""
    return _storyteller_kill(game, d, 0.05)


MAYOR_STOPS = 0.1
"""How often a random Mayor stops a riot."""


@prefers("riot.mayor")
def riot_mayor(game: "Game", d: "Decision") -> Weights:
    """The Mayor rarely stops the riot."""
    return [1 - MAYOR_STOPS, MAYOR_STOPS]


@prefers("yaggababble")
def yaggababble(game: "Game", d: "Decision") -> Weights:
    """How many times to say the phrase: mostly once or not at all."""
    return [0.3, 0.4, 0.2, 0.1]


@prefers("yaggababble.kill")
def yaggababble_kill(game: "Game", d: "Decision") -> Weights:
    """Each saying kills about half the time."""
    ability = in_play(game, "yaggababble")
    me = ability.seat_index if ability is not None else None
    return kill_weights(game, me, d.options, nobody=0.5)


@dataclass
class ClaimsRead:
    """Every public claim of a game so far, as a bot keeps track (``Game.shared``): the
    record is only ever appended to, so each night only the new events are read."""

    read: int = 0
    claims: list[tuple[int, Any]] = field(default_factory=list)


def claims_so_far(game: "Game") -> list[tuple[int, Any]]:
    """(seat, character claimed or None) for every claim made so far, in order."""
    seen = game.shared(ClaimsRead)
    events = game.events
    for e in events[seen.read:]:
        if e.kind == "claim":
            seen.claims.append((e.data["seat"], e.data.get("character")))
    seen.read = len(events)
    return seen.claims


@prefers("ojo")
def ojo(game: "Game", d: "Decision") -> Weights:
    """A bot Ojo aims at characters living non-teammates claimed, rarely at evil ones or
    at characters whose claimants are dead."""
    me = seat_of(d)
    seat = None if me is None else game.seats[me]
    friends = set(seat.knows.get("evil", ())) if seat is not None else set()
    bluffs = set(seat.knows.get("bluffs", ())) if seat is not None else set()
    others = [(i, c) for i, c in claims_so_far(game) if i not in friends and i != me]
    claimed = {c for i, c in others if game.seats[i].alive}
    gone = {c for i, c in others if not game.seats[i].alive} - claimed
    weights = []
    by_id = game.script.by_id
    for cid in d.options:
        if cid == "ojo":
            weights.append(0.01)
        elif by_id[cid].team in _EVIL_TEAMS:
            weights.append(0.1)
        elif cid in claimed:
            weights.append(3.0)
        elif cid in gone:
            weights.append(0.05)  # claimed by a player now dead: probably no kill
        elif cid in bluffs:
            weights.append(0.5)
        else:
            weights.append(1.0)
    return weights


def _ojo_victim(game: "Game", holder: "Seat | None", seat: "Seat", stuck: bool) -> float:
    """Almost always a living good player; a living Minion once no good player lives, or
    once the game has stalled (``stuck``: the good players left cannot die)."""
    if seat is holder:
        return 0.002
    if not seat.alive:
        return 0.02
    if seat.is_evil:
        return 0.02 if not stuck and any(s.alive and not s.is_evil for s in game.seats) else 1.0
    return 1.0


@prefers("ojo.victim")
def ojo_victim(game: "Game", d: "Decision") -> Weights:
    """Who dies when the chosen character is not in play."""
    ability = in_play(game, "ojo")
    holder = ability.holder if ability is not None else None
    stuck = stalled(game)
    return [_ojo_victim(game, holder, game.seats[i], stuck) for i in d.options]


@prefers("ojo.extra")
def ojo_extra(game: "Game", d: "Decision") -> Weights:
    """Mostly no extra victim."""
    ability = in_play(game, "ojo")
    holder = ability.holder if ability is not None else None
    stuck = stalled(game)
    return [0.75] + [0.25 * _ojo_victim(game, holder, game.seats[i], stuck) for i in d.options[1:]]
