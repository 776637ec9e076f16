"""Bot preferences for townsfolk decisions (see ``clocktower.agents.preferences``)."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any, cast

from ...abilities.shared.pairs import product_of
from ...abilities.townsfolk.for_merchant import NOMINATED
from ...abilities.townsfolk.for_standardbearer import USED
from ...abilities.townsfolk.juggler import guess_positions
from ...characters import EVIL, GOOD, Team
from ...game.talk.statements import criterion
from . import Weights, acting, chance, in_play, now_and_then, prefers, rarely, seat_of

if TYPE_CHECKING:
    from ...game.decisions import Decision
    from ...game.engine import Game


@prefers("acrobat")
def acrobat(game: "Game", d: "Decision") -> Weights:
    """Rarely itself; mostly the living."""
    me = seat_of(d)
    return [0.05 if i == me else (1.0 if game.seats[i].alive else 0.2) for i in d.options]


@prefers("alsaahir")
def alsaahir(game: "Game", d: "Decision") -> Weights:
    """Rarely start naming players; once started, name another half the time."""
    every = 2 * sum(1 for s in game.seats if not s.is_traveller)
    rest = len(d.options) - 1
    return rarely(0.06 if rest == every else 0.5, rest)


@prefers("amnesiac")
def amnesiac(game: "Game", d: "Decision") -> Weights:
    """Guess half the days."""
    return now_and_then(d, 0.5)


@prefers("artist")
def artist(game: "Game", d: "Decision") -> Weights:
    """Ask now and then."""
    return now_and_then(d, 0.35)


QUIET = 0.2
"""How often the random Storyteller lets a night pass without a death when no Demon is in
play (the Atheist)."""


@prefers("atheist.kill")
def atheist_kill(game: "Game", d: "Decision") -> Weights:
    """Mostly a death, as a Demon would."""
    living = len(d.options) - 1
    return [QUIET] + [(1 - QUIET) / living] * living


@prefers("bountyhunter.evil")
def bountyhunter_evil(game: "Game", d: "Decision") -> Weights:
    """Mostly turn a Townsfolk evil (the Kazali jinx's setup Townsfolk: any alike)."""
    if d.options[0] is not None:
        return None
    n = len(d.options) - 1
    return [0.3] + [0.7 / n] * n


@prefers("cannibal.pretend")
def cannibal_pretend(game: "Game", d: "Decision") -> Weights:
    """Mostly pretend."""
    return (0.3, 0.7)


@prefers("courtier")
def courtier(game: "Game", d: "Decision") -> Weights:
    """Now and then, mostly an evil character."""
    by_id = game.script.by_id
    raw = [2.0 if by_id[cid].team.is_evil else 0.3 for cid in d.options[1:]]
    total = sum(raw)
    return [1 - 0.3] + [0.3 * w / total for w in raw]


@prefers("cultleader")
def cultleader(game: "Game", d: "Decision") -> Weights:
    """Call a cult vote rarely."""
    return chance(0.12)


JOIN_CHANCE = {"good": 0.55, "evil": 0.5}
"""How often a random player joins the Cult Leader's cult, by the alignment it knows."""


@prefers("cultleader.join")
def cultleader_join(game: "Game", d: "Decision") -> Weights:
    """About half the time."""
    return chance(JOIN_CHANCE["evil" if game.seats[d.decider].knows.get("alignment") == EVIL else "good"])


@prefers("engineer")
def engineer(game: "Game", d: "Decision") -> Weights:
    """Now and then."""
    return now_and_then(d, 0.25)


@prefers("exorcist")
def exorcist(game: "Game", d: "Decision") -> Weights:
    """Rarely itself; mostly the living."""
    me = seat_of(d)
    return [0.02 if i == me else 1.0 if game.seats[i].alive else 0.1 for i in d.options]


@prefers("farmer.successor")
def farmer_successor(game: "Game", d: "Decision") -> Weights:
    """Mostly a truly good player."""
    return [1.0 if game.seats[i].alignment == GOOD else 0.1 for i in d.options]


@prefers("fisherman")
def fisherman(game: "Game", d: "Decision") -> Weights:
    """More likely as the days pass."""
    return chance(min(1.0, 0.25 * game.day_no))


@lru_cache(maxsize=64)
def _actor(n: int) -> tuple[float, ...]:
    """The Actor's weights over nobody and ``n`` guesses: one tuple per ``n``, kept, so the
    random bots sum its thousands of weights only once."""
    return (1 - 0.3, *([0.3 / n] * n))


@prefers("for_actor")
def actor(game: "Game", d: "Decision") -> Weights:
    """Guess now and then on a day, any guess alike."""
    return _actor(len(d.options) - 1)


@prefers("for_gladiator")
def gladiator(game: "Game", d: "Decision") -> Weights:
    """Challenge rarely."""
    return now_and_then(d, 0.06)


@prefers("for_merchant")
def merchant(game: "Game", d: "Decision") -> Weights:
    """More likely the more players nominated the Merchant, and as nights pass."""
    ability = acting(game, d, "for_merchant")
    k = len(ability.state.get(NOMINATED, ())) if ability is not None else 0
    return chance(0.02 if k == 0 else min(0.9, 0.1 + 0.2 * k + 0.05 * game.night_no))


@prefers("for_physician")
def physician(game: "Game", d: "Decision") -> Weights:
    """Mostly two living patients."""
    seats = game.seats
    weights: list[float] = []
    for pair in d.options:
        a, b = cast("tuple[int, int]", pair)
        weights.append(1.0 if seats[a].alive and seats[b].alive else 0.05)
    return weights


@prefers("for_sculptor.sculpture")
def sculptor_sculpture(game: "Game", d: "Decision") -> Weights:
    """Avoid the Glykon (all its nominations misregister); the Sculptor themself, rarely
    (they would learn only about their own nominees)."""
    return [0.05 if i == d.about else 0.1 if game.seats[i].character.id == "for_glykon" else 1.0
            for i in d.options]


@prefers("for_standardbearer")
def standardbearer(game: "Game", d: "Decision") -> Weights:
    """Mostly speak, rarely testing again a criterion already tested."""
    ability = acting(game, d, "for_standardbearer")
    used = ability.state.get(USED, []) if ability is not None else []
    if used:
        raw = [0.1 if criterion(s, d.about) in used else 1.0 for s in d.options[1:]]
    else:  # nothing tested yet (the usual case): no criterion to work out
        raw = [1.0] * (len(d.options) - 1)
    total = sum(raw)
    return [1 - 0.8] + [0.8 * w / total for w in raw]


@prefers("for_vestalvirgin.learns")
def vestalvirgin_learns(game: "Game", d: "Decision") -> Weights:
    """Mostly a living player."""
    return [1.0 if game.seats[i].alive else 0.05 for i in d.options]


@prefers("fortuneteller")
def fortuneteller(game: "Game", d: "Decision") -> Weights:
    """Rarely a pair with itself; mostly two living players."""
    me = seat_of(d)
    return [(0.2 if me in pair else 1.0) * (1.0 if all(game.seats[i].alive for i in pair) else 0.3)
            for pair in d.options]


@prefers("gambler")
def gambler(game: "Game", d: "Decision") -> Weights:
    """A bot's weight for a guess: itself as it believes, or a living player's claim."""
    holder = game.seats[d.decider]
    weights: list[float] = []
    product = product_of(d.options)
    if product is not None:  # every player with every character: a row per player
        players, characters = product
        for seat in players:
            if seat == holder.index:
                believed = holder.believes.id
                weights += [3.0 if cid == believed else 0.01 for cid in characters]
            else:
                claim = game.claims.get(seat) if game.seats[seat].alive else None
                weights += [1.0 if cid == claim else 0.01 for cid in characters] if claim is not None \
                    else [0.01] * len(characters)
        return weights
    for seat, cid in d.options:
        if seat == holder.index:
            weights.append(3.0 if cid == holder.believes.id else 0.01)
        elif game.seats[seat].alive and game.claims.get(seat) == cid:
            weights.append(1.0)
        else:
            weights.append(0.01)
    return weights


@prefers("gossip")
def gossip(game: "Game", d: "Decision") -> Weights:
    """Mostly say something."""
    return now_and_then(d, 0.7)


@prefers("gossip.kill")
def gossip_kill(game: "Game", d: "Decision") -> Weights:
    """Mostly a living good player."""
    return [(5.0 if not s.is_evil else 1.0) if s.alive else 0.05 for s in game.seats]


@prefers("huntsman")
def huntsman(game: "Game", d: "Decision") -> Weights:
    """Now and then."""
    return now_and_then(d, 0.3)


@prefers("innkeeper")
def innkeeper(game: "Game", d: "Decision") -> Weights:
    """Mostly two living guests."""
    alive = [s.alive for s in game.seats]
    return [1.0 if alive[a] and alive[b] else 0.02 for a, b in d.options]


USUAL = 0.85
"""How often the random Storyteller makes the good one of an Innkeeper's mixed pair drunk."""


@prefers("innkeeper.drunk")
def innkeeper_drunk(game: "Game", d: "Decision") -> Weights:
    """The good guest mostly (the evil one comes second): a drunk evil player loses nothing."""
    a, b = (game.seats[i] for i in d.options)
    return [USUAL, 1 - USUAL] if a.is_evil != b.is_evil else [0.5, 0.5]


@prefers("juggler")
def juggler(game: "Game", d: "Decision") -> Weights:
    """A random Juggler guesses what living players claimed, rarely anything else."""
    made: list[tuple[Any, Any]] = []
    phase = game.phase
    for e in reversed(game.events):  # today's guesses: the events of this phase, the last ones
        if e.phase != phase:
            break
        if e.kind == "juggler-guess" and e.data.get("seat") == d.decider:
            made.insert(0, (e.data["target"], e.data["character"]))
    go = 0.6 if not made else 0.7
    claims = [(i, c) for i, c in game.claims.items() if c is not None and i != d.decider]
    positions = guess_positions(d.options)
    if positions is None:
        claimed = set(claims)
        raw = [0.0 if p in made else 50.0 if p in claimed else 0.2 for p in d.options[1:]]
        total = sum(raw) or 1.0
        return [1 - go] + [go * w / total for w in raw]
    # Every guess is an option: weigh them all alike, then find the claimed and made ones.
    raw = [0.2] * (len(d.options) - 1)
    for guess in claims:
        k = positions.get(guess)
        if k is not None:
            raw[k - 1] = 50.0
    for guess in made:
        k = positions.get(guess)
        if k is not None:
            raw[k - 1] = 0.0
    total = sum(raw) or 1.0
    return [1 - go] + [go * w / total for w in raw]


@prefers("lycanthrope.fauxpaw")
def lycanthrope_fauxpaw(game: "Game", d: "Decision") -> Weights:
    """Rarely the Lycanthrope itself."""
    ability = in_play(game, "lycanthrope")
    me = ability.seat_index if ability is not None else None
    return [0.2 if i == me else 1.0 for i in d.options]


@prefers("lycanthrope")
def lycanthrope(game: "Game", d: "Decision") -> Weights:
    """Almost never itself."""
    me = seat_of(d)
    return [0.02 if i == me else 1.0 for i in d.options]


@prefers("mayor.bounce")
def mayor_bounce(game: "Game", d: "Decision") -> Weights:
    """Mostly someone else dies, mostly a living player."""
    raw = [1.0 if game.seats[i].alive else 0.1 for i in d.options[1:]]
    total = sum(raw)
    return [1 - 0.6] + [0.6 * w / total for w in raw] if raw else None


@prefers("nightwatchman")
def nightwatchman(game: "Game", d: "Decision") -> Weights:
    """Now and then, mostly a living player."""
    raw = [1.0 if game.seats[i].alive else 0.1 for i in d.options[1:]]
    total = sum(raw)
    return [1 - 0.3] + [0.3 * w / total for w in raw]


SPARE_CHANCE = (0.3, 0.08)
"""How often the random Storyteller spares a good executee for the Pacifist: the first
time, and after one was spared."""


@prefers("pacifist.spare")
def pacifist_spare(game: "Game", d: "Decision") -> Weights:
    """Now and then, more rarely once one was spared."""
    ability = in_play(game, "pacifist")
    spared = ability is not None and ability.state.get("spared")
    return chance(SPARE_CHANCE[0] if not spared else SPARE_CHANCE[1])


@prefers("philosopher")
def philosopher(game: "Game", d: "Decision") -> Weights:
    """Now and then, mostly a Townsfolk."""
    by_id = game.script.by_id
    raw = [1.0 if by_id[cid].team is Team.TOWNSFOLK else 0.2 for cid in d.options[1:]]
    total = sum(raw)
    return [1 - 0.35] + [0.35 * w / total for w in raw] if raw else None


@prefers("professor")
def professor(game: "Game", d: "Decision") -> Weights:
    """Now and then."""
    return now_and_then(d, 0.4)


@prefers("ravenkeeper")
def ravenkeeper(game: "Game", d: "Decision") -> Weights:
    """Mostly a living other player."""
    me = seat_of(d)
    return [0.02 if s.index == me else 1.0 if s.alive else 0.3 for s in game.seats]


@prefers("sailor")
def sailor(game: "Game", d: "Decision") -> Weights:
    """Rarely itself."""
    return [0.1 if i == d.decider else 1.0 for i in d.options]


@prefers("sailor.drunk")
def sailor_drunk(game: "Game", d: "Decision") -> Weights:
    """Mostly the one the rules prefer (the first option)."""
    return [0.85, 1 - 0.85][:len(d.options)]


@prefers("savant")
def savant(game: "Game", d: "Decision") -> Weights:
    """Visit most days."""
    return chance(0.7)


@prefers("seamstress")
def seamstress(game: "Game", d: "Decision") -> Weights:
    """Now and then."""
    return now_and_then(d, 0.3)


@prefers("slayer")
def slayer(game: "Game", d: "Decision") -> Weights:
    """More likely as days pass; living others only, an evil Slayer never its known friends."""
    holder = game.seats[d.decider]
    friends = holder.knows.get("evil", set()) if holder.knows.get("alignment") == EVIL else set()
    p = min(0.9, 0.2 * game.day_no)
    raw = [0.0 if i == holder.index or not game.seats[i].alive or i in friends else 1.0 for i in d.options[1:]]
    weights = [1 - p] + [w * p for w in raw]
    total = sum(weights[1:]) or 1.0
    return [weights[0]] + [w * p / total for w in weights[1:]]


@prefers("snakecharmer")
def snakecharmer(game: "Game", d: "Decision") -> Weights:
    """Rarely itself or a known teammate."""
    friends = set(game.seats[d.decider].knows.get("evil", ()))
    return [0.05 if i == d.decider else 0.2 if i in friends else 1.0 for i in d.options]


ALCHEMIST_PROMPT = 0.05
"""How often a random Storyteller prompts an Alchemist to choose differently."""


@prefers("alchemist.differently")
def alchemist_differently(game: "Game", d: "Decision") -> Weights:
    """The Storyteller rarely prompts the Alchemist to choose differently."""
    return chance(ALCHEMIST_PROMPT)


JINX_GUESS = 0.4
"""How often a random Alchemist-Spy (-Widow, -Wraith) or Magician guesses after an execution."""


@prefers("alchemist.guess", "magician.guess")
def jinx_guess(game: "Game", d: "Decision") -> Weights:
    """Guess now and then, anyone living alike."""
    return now_and_then(d, JINX_GUESS)
