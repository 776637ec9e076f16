"""Bot preferences for travellers decisions (see ``clocktower.agents.preferences``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...abilities.travellers.barista import TWICE_CHOICE
from ...characters import EVIL, GOOD, Team
from . import Weights, chance, in_play, now_and_then, prefers, rarely

if TYPE_CHECKING:
    from ...game.decisions import Decision
    from ...game.engine import Game


@prefers("for_pontifexmaximus", "for_pontiff")
def high_priest(game: "Game", d: "Decision") -> Weights:
    """Bless someone most days; the Pontiff's blessed statement is mostly true."""
    if d.options[0] is True:
        return [0.6, 1 - 0.6]  # the Pontiff's night: (true, false)
    return now_and_then(d, 0.6)


@prefers("bless-vote")
def bless_vote(game: "Game", d: "Decision") -> Weights:
    """Vote to bless a bit less than half the time."""
    return chance(0.45)


@prefers("for_pontifexmaximus.blessing")
def pontifexmaximus_blessing(game: "Game", d: "Decision") -> Weights:
    """Mostly some good happens."""
    n = len(d.options) - 1
    return [0.1] + [0.9 / n] * n


FRIEND_WEIGHT = 3.0
"""How much more often a random evil Thief spares (a Bureaucrat favours) a known evil player."""


@prefers("bureaucrat", "thief")
def vote_marker(game: "Game", d: "Decision") -> Weights:
    """An evil Bureaucrat favours its known teammates; an evil Thief spares them."""
    holder = game.seats[d.decider]
    friends = holder.knows.get("evil", set()) if holder.is_evil else set()
    bias = FRIEND_WEIGHT if d.kind == "bureaucrat" else 1 / FRIEND_WEIGHT
    return [bias if o in friends else 1.0 for o in d.options]


@prefers("barista")
def barista(game: "Game", d: "Decision") -> Weights:
    """A random Storyteller mostly helps good Townsfolk; rarely makes the Demon act twice."""
    weights = []
    for seat, gift in d.options:
        s = game.seats[seat]
        if s.is_evil:
            weights.append(0.05 if gift == TWICE_CHOICE and s.team is Team.DEMON else 0.2)
        else:
            weights.append(1.0 if s.team is Team.TOWNSFOLK else 0.4)
    return weights


@prefers("beggar.give")
def beggar_give(game: "Game", d: "Decision") -> Weights:
    """Rarely give a vote token."""
    return chance(0.15)


STOP_CHANCE = 0.3
"""How often the random Storyteller stops nominating for the Bishop, once it may."""


@prefers("bishop.nominate")
def bishop_nominate(game: "Game", d: "Decision") -> Weights:
    """About three to five nominations a day, mostly of the Bishop's opponents; everyone
    alive on the final day."""
    ability = in_play(game, "bishop")
    holder = ability.holder if ability is not None else None
    wanted = EVIL if holder is not None and holder.alignment == GOOD else GOOD
    living = [s for s in game.seats if s.alive and not s.is_traveller]
    final = len(living) <= 4
    weights = []
    for o in d.options:
        if o is not None:
            seat = game.seats[o]
            w = 2.0 if seat.alignment == wanted else 1.0
            weights.append(w if seat.alive else w / 10)
    if d.options[0] is None:
        left = any(game.seats[i].alive for i in d.options[1:])
        stop = 0.02 if final and left else STOP_CHANCE
        weights.insert(0, sum(weights) * stop / (1 - stop) if weights else 1.0)
    return weights


@prefers("bonecollector")
def bonecollector(game: "Game", d: "Decision") -> Weights:
    """Now and then."""
    return now_and_then(d, 0.3)


@prefers("butcher")
def butcher(game: "Game", d: "Decision") -> Weights:
    """Half the time, rarely an evil Butcher's known teammate or itself."""
    holder = game.seats[d.decider]
    n = len(d.options) - 1
    weights = rarely(0.5, n)
    friends = holder.knows.get("evil", set()) if holder.is_evil else set()
    return [w / 4 if o in friends or o == holder.index else w for o, w in zip(d.options, weights)]


@prefers("deviant.funny")
def deviant_funny(game: "Game", d: "Decision") -> Weights:
    """Funny a bit less than half the time."""
    return (1 - 0.4, 0.4)


@prefers("for_emperor")
def emperor(game: "Game", d: "Decision") -> Weights:
    """Thumbs up now and then."""
    return chance(0.35)


@prefers("for_sibyl")
def sibyl(game: "Game", d: "Decision") -> Weights:
    """Half the time."""
    return now_and_then(d, 0.5)


@prefers("for_sibyl.nominate")
def sibyl_nominate(game: "Game", d: "Decision") -> Weights:
    """Mostly nominate."""
    return now_and_then(d, 0.8)


@prefers("gangster")
def gangster(game: "Game", d: "Decision") -> Weights:
    """Offer a kill now and then."""
    return [1 - 0.2, 0.2 / 2, 0.2 / 2]


@prefers("gangster.agree")
def gangster_agree(game: "Game", d: "Decision") -> Weights:
    """Agree a bit less than half the time."""
    return chance(0.4)


@prefers("gnome")
def gnome(game: "Game", d: "Decision") -> Weights:
    """Mostly kill whoever nominated one's amigo."""
    return chance(0.6)


SHOOT_CHANCE = 0.3
"""How often a random Gunslinger shoots after a vote."""


@prefers("gunslinger")
def gunslinger(game: "Game", d: "Decision") -> Weights:
    """Now and then a voter, rarely itself, an evil Gunslinger never a known teammate."""
    holder = game.seats[d.decider]
    friends = holder.knows.get("evil", set()) if holder.is_evil else set()
    raw = [0.0 if v in friends else 0.2 if v == holder.index else 1.0 for v in d.options[1:]]
    total = sum(raw)
    if total == 0:
        return [1.0] + raw  # only teammates voted: hold fire
    return [1 - SHOOT_CHANCE] + [SHOOT_CHANCE * w / total for w in raw]


@prefers("harlot.agree")
def harlot_agree(game: "Game", d: "Decision") -> Weights:
    """Half the time."""
    return chance(0.5)


@prefers("harlot.kill")
def harlot_kill(game: "Game", d: "Decision") -> Weights:
    """Now and then."""
    return chance(0.25)


USE_JUDGE = 0.06
"""How often a random Judge forces a vote's result."""


@prefers("judge")
def judge(game: "Game", d: "Decision") -> Weights:
    """A bot condemns whom it suspects and pardons its friends (or itself)."""
    holder = game.seats[d.decider]
    friends = holder.knows.get("evil", set()) if holder.is_evil else set()
    if d.about in friends or d.about == holder.index:
        return [1 - USE_JUDGE * 3, 0.0, USE_JUDGE * 3]
    return [1 - USE_JUDGE, USE_JUDGE * 0.6, USE_JUDGE * 0.4]


@prefers("matron")
def matron(game: "Game", d: "Decision") -> Weights:
    """Rarely swap; each pair alike."""
    n = len(d.options) - 1
    return [1 - 0.15] + [0.15 / n] * n


@prefers("scapegoat.instead")
def scapegoat_instead(game: "Game", d: "Decision") -> Weights:
    """Now and then, mostly late in the game."""
    living = sum(1 for s in game.seats if s.alive and not s.is_traveller)
    return chance(0.7 if living <= 4 else 0.3)
