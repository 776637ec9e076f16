"""Bot preferences for minions decisions (see ``clocktower.agents.preferences``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...abilities.shared.pairs import columns, product_of
from ...abilities.minions.for_haruspex import CANT_KILL, FORETOLD
from ...characters import EVIL, Team
from . import Weights, acting, chance, friends_of, kill_weights, now_and_then, prefers, seat_of

if TYPE_CHECKING:
    from ...game.decisions import Decision
    from ...game.engine import Game


@prefers("assassin")
def assassin(game: "Game", d: "Decision") -> Weights:
    """Mostly waits; then anyone alike."""
    n = len(game.seats)
    return [0.8] + [0.2 / n] * n


@prefers("cerenovus")
def cerenovus(game: "Game", d: "Decision") -> Weights:
    """Mostly a living player outside the evil team the chooser knows of."""
    me = seat_of(d)
    friends = friends_of(game, d.decider)
    per_seat = []
    for seat in game.seats:
        if not seat.alive or seat.index == me:
            per_seat.append(0.02)
        elif seat.index in friends or (me is None and seat.is_evil):
            per_seat.append(0.1)
        else:
            per_seat.append(1.0)
    product = product_of(d.options)
    if product is not None:  # every player with every character: a player's weight, repeated
        weights: list[float] = []
        for index in product[0]:
            weights += [per_seat[index]] * len(product[1])
        return weights
    players, _ = columns(d.options)
    return [per_seat[index] for index in players]


@prefers("cerenovus.punish")
def cerenovus_punish(game: "Game", d: "Decision") -> Weights:
    """Rarely kill the mad player who did not convince; a person (whom the Storyteller
    judges) and an evil bot more rarely."""
    assert d.about is not None
    if game.is_person(d.about) or game.seats[d.about].is_evil:
        return [0.9, 0.1]
    return [0.7, 0.3]


@prefers("devilsadvocate")
def devilsadvocate(game: "Game", d: "Decision") -> Weights:
    """Mostly itself or a known teammate (a bot keeps the evil team alive)."""
    friends = friends_of(game, d.decider)
    me = seat_of(d)
    return [3.0 if i == me or i in friends else 1.0 for i in d.options]


@prefers("fearmonger")
def fearmonger(game: "Game", d: "Decision") -> Weights:
    """Mostly a living player outside the evil team."""
    friends = friends_of(game, d.decider)
    return [0.1 if i in friends or not game.seats[i].alive else 1.0 for i in d.options]


@prefers("for_haruspex")
def haruspex(game: "Game", d: "Decision") -> Weights:
    """New living players outside the evil team for information; once a few are known,
    a good player seen before for the kill (more likely as nights go by)."""
    ability = acting(game, d, "for_haruspex")
    state = ability.state if ability is not None else {}
    foretold = state.get(FORETOLD, [])
    me = seat_of(d)
    friends = friends_of(game, d.decider)
    can_kill = not state.get(CANT_KILL)
    weights = []
    for i in d.options:
        s = game.seats[i]
        if i == me:
            weights.append(0.01)
        elif not s.alive:
            weights.append(0.01 if i in foretold else 0.05)
        elif i in friends:
            weights.append(0.02 if i in foretold else 0.1)
        elif i in foretold:
            weights.append(0.12 * game.night_no if can_kill else 0.05)
        else:
            weights.append(1.0)
    return weights


@prefers("for_temptress")
def temptress(game: "Game", d: "Decision") -> Weights:
    """Rarely a pair with itself in it."""
    me = seat_of(d)
    return [0.1 if me in pair else 1.0 for pair in d.options]


@prefers("goblin")
def goblin(game: "Game", d: "Decision") -> Weights:
    """Claim the Goblin when nominated now and then."""
    return chance(0.3)


@prefers("godfather", "witch")
def minion_kill(game: "Game", d: "Decision") -> Weights:
    """A kill (or a curse), as a Demon's."""
    return kill_weights(game, seat_of(d), d.options)


@prefers("harpy")
def harpy(game: "Game", d: "Decision") -> Weights:
    """Mostly living players outside the evil team the chooser knows of (the 1st player of
    all seats; the 2nd, a dead one now and then)."""
    first = len(d.options) == len(game.seats)
    me = seat_of(d)
    friends = friends_of(game, d.decider)
    weights = []
    for i in d.options:
        seat = game.seats[i]
        if i == me:
            weights.append(0.02)
        elif not seat.alive:
            weights.append(0.02 if first else 0.2)
        elif i in friends or (me is None and seat.is_evil):
            weights.append(0.1)
        else:
            weights.append(1.0)
    return weights


KILL_NONE = 0.4
"""How often the random Storyteller kills nobody when madness about the Harpy breaks."""


@prefers("harpy.kill")
def harpy_kill(game: "Game", d: "Decision") -> Weights:
    """Nobody now and then, else any of the options alike."""
    rest = (1 - KILL_NONE) / (len(d.options) - 1)
    return [KILL_NONE] + [rest] * (len(d.options) - 1)


@prefers("madness.convincing")
def madness_convincing(game: "Game", d: "Decision") -> Weights:
    """Whether a person tried to convince: a coin toss; a bot mostly did."""
    if d.about is not None and game.is_person(d.about):
        return None
    return [0.8, 0.2]


@prefers("say-word")
def say_word(game: "Game", d: "Decision") -> Weights:
    """Say the Mezepheles' word: good players now and then, evil ones rarely."""
    return chance(0.03 if game.seats[d.decider].knows.get("alignment") == EVIL else 0.2)


@prefers("mezepheles")
def mezepheles(game: "Game", d: "Decision") -> Weights:
    """Tell someone the word now and then."""
    return now_and_then(d, 0.2)


@prefers("organgrinder")
def organgrinder(game: "Game", d: "Decision") -> Weights:
    """Be drunk now and then."""
    return chance(0.2)


KILL_CHANCE = 0.25
"""How often a random Psychopath kills by day."""


@prefers("psychopath")
def psychopath(game: "Game", d: "Decision") -> Weights:
    """Kill now and then, rarely a known teammate."""
    friends = friends_of(game, d.decider)
    others = [0.1 if i in friends else 1.0 for i in d.options[1:]]
    total = sum(others) or 1.0
    return [1 - KILL_CHANCE] + [w * KILL_CHANCE / total for w in others]


@prefers("summoner")
def summoner(game: "Game", d: "Decision") -> Weights:
    """Mostly itself or a known teammate; rarely the dead."""
    me = seat_of(d)
    friends = friends_of(game, d.decider)
    weights = [3.0 if i == me or i in friends else 1.0 if game.seats[i].alive else 0.05
               for i in d.options if i is not None]
    if None in d.options:  # the Summoner/Pukka jinx's 2nd night: as likely to wait for the 3rd
        weights = [sum(weights) * SUMMONER_WAITS / (1 - SUMMONER_WAITS), *weights]
    return weights


SUMMONER_WAITS = 0.5
"""How often a random Summoner waits for the 3rd night when it may summon a Pukka now."""


@prefers("vizier")
def vizier(game: "Game", d: "Decision") -> Weights:
    """Execute at once half the time, a teammate rarely."""
    friends = friends_of(game, d.decider) | {d.decider}
    return chance(0.02 if d.about in friends else 0.5)


@prefers("widow")
def widow(game: "Game", d: "Decision") -> Weights:
    """A random Widow mostly poisons a living good player (she has seen the Grimoire)."""
    return [0.05 if s.is_evil or not s.alive else 1.0 for s in game.seats]


@prefers("widow.know")
def widow_know(game: "Game", d: "Decision") -> Weights:
    """Mostly a living good player."""
    return [1.0 if game.seats[i].alive else 0.1 for i in d.options]


WISH_CHANCE = 0.3
"""How often a random Wizard wishes on a night."""


@prefers("wizard")
def wizard(game: "Game", d: "Decision") -> Weights:
    """Wish now and then."""
    return now_and_then(d, WISH_CHANCE)


@prefers("wizard.target")
def wizard_target(game: "Game", d: "Decision") -> Weights:
    """Rarely a known teammate."""
    friends = friends_of(game, d.decider)
    return [0.1 if i in friends else 1.0 for i in d.options]


@prefers("wizard.grant")
def wizard_grant(game: "Game", d: "Decision") -> Weights:
    """Mostly granted."""
    return [0.7, 1 - 0.7]


@prefers("wizard.price")
def wizard_price(game: "Game", d: "Decision") -> Weights:
    """The Wizard dies of it now and then."""
    return [0.8, 0.2]


@prefers("wizard.clue")
def wizard_clue(game: "Game", d: "Decision") -> Weights:
    """A clue half the time."""
    n = len(d.options) - 1
    return [0.5] + [0.5 / n] * n


@prefers("wraith")
def wraith(game: "Game", d: "Decision") -> Weights:
    """Mostly open their eyes."""
    return chance(0.7)


@prefers("poisoner")
def poisoner(game: "Game", d: "Decision") -> Weights:
    """A random Poisoner mostly poisons living players outside the evil team it knows."""
    me = seat_of(d)
    friends = friends_of(game, d.decider)
    return [0.02 if s.index == me else 0.1 if s.index in friends or not s.alive else 1.0 for s in game.seats]


KEEP_KILLS = 0.7
"""How often the Demons' kills still work when deaths tonight are arbitrary (the Pit-Hag made a
Demon, or the Summoner a second living one)."""
EXTRA_DEATH = 0.3
"""How often the random Storyteller kills one more player each time, when deaths are arbitrary."""


@prefers("pithag.demonkills", "summoner.demonkills")
def pithag_demonkills(game: "Game", d: "Decision") -> Weights:
    """Mostly the Demons' kills still work."""
    return (KEEP_KILLS, 1 - KEEP_KILLS)


@prefers("pithag.kill", "summoner.kill")
def pithag_kill(game: "Game", d: "Decision") -> Weights:
    """An extra death now and then."""
    living = len(d.options) - 1
    return [1 - EXTRA_DEATH] + [EXTRA_DEATH / living] * living


@prefers("pithag")
def pithag(game: "Game", d: "Decision") -> Weights:
    """A bot makes a change that takes (a character not in play), mostly turning good
    players into Outsiders or less useful Townsfolk; it rarely touches its own team or
    makes a Demon."""
    friends = friends_of(game, d.decider)
    me = seat_of(d)
    in_play = {s.character.id for s in game.seats}
    # Each character's and each seat's part, once (the options pair every seat with every
    # character): a weight the character alone decides (in play, a Demon), else None and
    # its weight for a player outside the evil team; a seat's team and life.
    decided: dict[str, float | None] = {}
    usual: dict[str, float] = {}
    for cid, c in game.script.by_id.items():
        decided[cid] = 0.02 if cid in in_play else 0.05 if c.team is Team.DEMON else None
        usual[cid] = 1.0 if c.team is Team.OUTSIDER else 0.3
    own = [s.index == me or s.index in friends or s.team is Team.DEMON for s in game.seats]
    life = [1.0 if s.alive else 0.2 for s in game.seats]
    weights: list[float] = []
    product = product_of(d.options)
    if product is not None:
        # Every player with every character: a player's row of weights depends only on
        # whether they are on the evil team and alive, so at most four rows are worked out
        # (the very floats: ``w * 1.0`` is ``w``).
        players, characters = product
        rows: dict[tuple[bool, float], list[float]] = {}
        for index in players:
            key = (own[index], life[index])
            row = rows.get(key)
            if row is None:
                row = rows[key] = _pithag_row(decided, usual, characters, key[0], key[1])
            weights += row
        return weights
    players_column, characters_column = columns(d.options)
    for index, cid in zip(players_column, characters_column):
        w = decided[cid]
        if w is None:
            w = 0.03 if own[index] else usual[cid]
        weights.append(w * life[index])
    return weights


def _pithag_row(decided: dict[str, float | None], usual: dict[str, float], characters: tuple[str, ...],
                own: bool, life: float) -> list[float]:
    """One player's weights over ``characters`` (see ``pithag``)."""
    row: list[float] = []
    for cid in characters:
        w = decided[cid]
        if w is None:
            w = 0.03 if own else usual[cid]
        row.append(w * life)
    return row
