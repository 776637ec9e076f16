"""Rules every finished game must satisfy, checked from its record alone.

Used by the property tests and by ``clocktower simulate``, which checks every game it plays
(a broken invariant in a random game is a rules interaction the engine gets wrong); the
checks read the events once, so they cost little beside playing the game.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Container

from ..characters import Team
from ..game.ability import Ability, ability_class
from ..game.state import KEEPS_ABILITY
from ..game.engine import STALEMATE, Game
from ..game.setup import BLUFFS_IN_PLAY, STAND_INS, duplicated_tokens, legal_counts, storyteller_rules
from ..script import all_characters


def check_game(game: Game) -> list[str]:
    """Every broken invariant in a finished game, as readable lines (empty: all hold)."""
    problems: list[str] = []
    if not game.over:
        problems.append("the game did not end")
    elif game.result not in ("good", "evil", STALEMATE) or game.winner not in ("good", "evil", None):
        problems.append(f"the game ended with result {game.result!r}, winner {game.winner!r}")
    elif (game.winner or STALEMATE) != game.result:
        problems.append(f"the result {game.result!r} is not the winner {game.winner!r}")
    elif not game.events or game.events[-1].kind != "game-over":
        problems.append("the last event is not the end of the game")
    problems += check_setup(game)
    problems += check_end(game)
    problems += check_told(game)
    problems += check_events([e.to_json() for e in game.events if e.kind in CHECKED_KINDS], len(game.seats),
                             night_order=_night_order(game), lives_on=_lives_on(game),
                             dead_wake=_dead_wake(game),
                             travellers={s.index for s in game.seats if s.is_traveller})
    return problems


def check_end(game: Game) -> list[str]:
    """The engine's own win reasons agree with the final seats: good wins "the Demon is
    dead" with no living Demon; evil wins "only two players are alive" with at most two
    living players who are not Travellers."""
    reason = getattr(game, "win_reason", "") or ""
    if reason.startswith("the Demon is dead"):
        living = [s.index for s in game.seats if s.alive and s.character.team is Team.DEMON]
        if living:
            return [f"the game ended {reason!r} with the Demon alive in seats {living}"]
    elif reason.startswith("only two players are alive"):
        living = [s.index for s in game.seats if s.alive and s.character.team is not Team.TRAVELLER]
        if len(living) > 2:
            return [f"the game ended {reason!r} with seats {living} alive"]
    return []


def check_told(game: Game) -> list[str]:
    """What seats were told: information the engine meant to be true (mode "true": a sober,
    healthy ability, no Vortox or Bad Omen) is true in some registration world, unless no
    answer was (``none_true``: docs/rulings.md, "Information meant to be true, with nothing
    true to give"); on the first night the Demon's bluffs are not in play (held or believed;
    under the Pope, unless two or more players hold that character) and each Minion's Demon
    info shows every Demon."""
    problems: list[str] = []
    known = all_characters()
    known.update(game.script.by_id)
    specs = game.setup.seats
    in_play = {spec.character for spec in specs} | {drawn for drawn, _ in game.setup.extra.get(STAND_INS, ())} \
        | {spec.believes for spec in specs if spec.believes}
    if game.setup.extra.get(BLUFFS_IN_PLAY):  # the Pope: a duplicated character may be a bluff too
        in_play -= duplicated_tokens(spec.character for spec in specs)
    demons = {i for i, spec in enumerate(specs) if spec.character in known
              and known[spec.character].team is Team.DEMON}
    for e in game.events:
        kind = e.kind
        if kind == "info":
            if e.data.get("mode") == "true" and e.data.get("true") is False and not e.data.get("none_true"):
                problems.append(f"{e.phase}: seat {e.audience} was told a falsehood by a working "
                                f"{e.data.get('ability')}")
        elif kind == "demon-info" and e.phase == "night 1" and e.audience in demons:
            shown = in_play.intersection(e.data.get("bluffs", ()))
            if shown:
                problems.append(f"{e.phase}: the Demon in seat {e.audience} was shown in-play bluffs {sorted(shown)}")
        elif kind == "minion-info" and e.phase == "night 1" and "demons" in e.data:
            missing = demons.difference(e.data["demons"])
            if missing:
                problems.append(f"{e.phase}: the Minion in seat {e.audience} was not shown the Demon in {sorted(missing)}")
    return problems


def _lives_on(game: Game) -> set[int]:
    """Seats holding an ability by which a dead seat may still live (``Ability.lives_on``: the
    Zombuul's), whose "death" may be followed by a real one."""
    return {s.index for s in game.seats
            if any(type(a).lives_on is not Ability.lives_on for a in s.abilities)}


def _dead_wake(game: Game) -> tuple[Container[str], set[int]]:
    """The abilities that may wake while their holder is dead: those that work while dead,
    and those that judge for themselves when they wake (a death may trigger them: the Poppy
    Grower's, the Hannibal's; or the Storyteller keeps a dead one's books: the Winemaker's);
    and the seats whose ability an effect kept working after death (the Vigormortis's
    Minions)."""
    works = _script_facts(game)[1]
    kept = {e.data["seat"] for e in game.events if e.kind == "effect" and e.data.get("effect") == KEEPS_ABILITY}
    return works, kept


def _may_wake_dead(cls: type[Ability] | None) -> bool:
    """Whether an ability may wake with its holder dead: it works while dead, or judges for
    itself when it wakes (the Ravenkeeper's works only while woken on the night it died)."""
    return (cls is None or cls.works_when_dead or cls.wakes is not Ability.wakes
            or cls.works_dead is not Ability.works_dead)


def _night_order(game: Game) -> dict[str, tuple[bool, bool]]:
    """Whether each character (by id) has a place on the first night and on other nights."""
    return _script_facts(game)[0]


class DeadWakers:
    """The character ids whose ability may wake while its holder is dead
    (``_may_wake_dead``), judged for each id when first asked: a game checks only the
    characters that woke in it, so a run never loads every character's module for this."""

    def __init__(self) -> None:
        self.known: dict[str, bool] = {}

    def __contains__(self, character_id: object) -> bool:
        if not isinstance(character_id, str):
            return False
        found = self.known.get(character_id)
        if found is None:
            found = self.known[character_id] = _may_wake_dead(ability_class(character_id))
        return found


_DEAD_WAKERS = DeadWakers()
_FACTS: dict[int, tuple[object, dict[str, tuple[bool, bool]]]] = {}


def _script_facts(game: Game) -> tuple[dict[str, tuple[bool, bool]], DeadWakers]:
    """Each character's night-order places, worked out once a script (a simulation plays many
    games of one), and the abilities that may wake dead."""
    cached = _FACTS.get(id(game.script))
    if cached is None or cached[0] is not game.script:
        known = all_characters()
        known.update(game.script.by_id)
        order = {c.id: (bool(c.first_night), bool(c.other_night)) for c in known.values()}
        if len(_FACTS) > 64:
            _FACTS.clear()
        cached = _FACTS[id(game.script)] = (game.script, order)
    return cached[1], _DEAD_WAKERS


def check_setup(game: Game) -> list[str]:
    """The setup's true character types match the player-count table and its modifiers."""
    known = all_characters()
    chars = [game.script.by_id.get(s.character) or known[s.character] for s in game.setup.seats]
    chars = [c for c in chars if c.team is not Team.TRAVELLER]
    players = len(chars)
    # Characters whose bracket applied without a token (the Boffin's ability), as for a token.
    bracketed = [game.script.by_id.get(c) or known[c] for c in game.setup.extra.get("brackets", ())]
    # Tokens dealt as another character until they enter play count as the bag's character
    # (whose bracket applies, as the dealt one's does).
    for drawn, dealt in game.setup.extra.get(STAND_INS, ()):
        standing = next((c for c in chars if c.id == dealt), None)
        if standing is not None:
            chars.remove(standing)
            bracketed += [standing]
        chars.append(game.script.by_id.get(drawn) or known[drawn])
    counts = Counter(c.team for c in chars)
    have = (counts[Team.TOWNSFOLK], counts[Team.OUTSIDER], counts[Team.MINION], counts[Team.DEMON])
    # The Fabled and Loric in play may change the bag too (the Sentinel's [+1 or -1 Outsider]).
    rules = list(storyteller_rules(game.script, game.setup.fabled))
    allowed = legal_counts(game.script, chars + bracketed + rules, players)
    if have not in allowed:
        return [f"setup counts {have} are not among the legal {sorted(allowed)}"]
    return []


CHECKED_KINDS: frozenset[str] = frozenset((
    "traveller-leaves", "vote", "exile-vote", "bless-vote", "nomination", "exile-call", "night", "day",
    "wake", "death", "revived", "ghost-vote-restored", "execution", "madness-broken", "execution-redirected",
    "ability-gained", "character"))
"""The event kinds ``check_events`` reads (a game's other events are not made into dicts for it)."""


def check_events(events: list[dict[str, Any]], seats: int,
                 night_order: dict[str, tuple[bool, bool]] | None = None,
                 lives_on: set[int] | frozenset[int] = frozenset(),
                 dead_wake: tuple[Container[str], set[int]] | None = None,
                 travellers: set[int] | None = None) -> list[str]:
    """Nomination, voting, death and night-order rules, replayed from the event list (only
    the ``CHECKED_KINDS`` matter). ``night_order``: each character's (first night, other
    nights) places, to check that nobody wakes at a place their character lacks; ``lives_on``:
    seats that may die twice without a revival (registering as dead while living first);
    ``dead_wake``: the abilities that work while dead and the seats that kept theirs (others
    do not wake at their place once dead); ``travellers``: the Travellers' seats, to check that
    no day or night begins with two or fewer living players (evil has won)."""
    problems: list[str] = []
    died: set[int] = set()  # seats dead since their last revival
    # First-night abilities woken on a later night: once if never gained (a Traveller who
    # arrived), else once for each time gained (the Storyteller's Plague Doctor Minion twice).
    late_free: set[tuple[Any, str]] = set()
    late_gains: dict[tuple[Any, str], int] = {}
    executions, granted_after = 0, False  # today's executions; an extra nomination since
    ruled_out: set[int] = set()  # seats an ability had executed today without a nomination
    alive = [True] * seats
    ghost_votes_used = [0] * seats
    nominators: set[int] = set()
    nominees: set[int] = set()
    last_position = -1
    left: set[int] = set()  # Travellers who left the game
    for e in events:
        kind = e["kind"]
        if kind == "traveller-leaves":
            left.add(e["seat"])
        voters = e.get("voters") if kind in ("vote", "exile-vote", "bless-vote") else None
        if voters and left.intersection(voters):
            problems.append(f"{e['phase']}: seats {sorted(left.intersection(voters))} voted after leaving")
        if kind in ("nomination", "exile-call") and e.get("nominator", e.get("caller")) in left:
            problems.append(f"{e['phase']}: a seat that left nominated or called for an exile")
        if kind in ("night", "day") and travellers is not None:
            living = sum(1 for i in range(seats) if (alive[i] or i in lives_on) and i not in travellers)
            if living <= 2:
                problems.append(f"{e['phase']}: the game went on with {living} living players")
        if kind == "night":
            last_position = -1
        elif kind == "day":
            nominators, nominees = set(), set()
            executions, granted_after = 0, False
            ruled_out = set()
        elif kind == "execution" and not e["phase"].startswith("night"):
            # One execution a day; another only by an ability's extra nomination made after it
            # (the Butcher's, the Sibyl's).
            if executions and not granted_after:
                problems.append(f"{e['phase']}: seat {e['seat']} was executed, a second execution today")
            executions += 1
            granted_after = False
            # Executed: a nominee, the Virgin's nominator, a player mad against the madness
            # (the Cerenovus's, the Mutant's), or the one an execution moved to (the Scapegoat).
            if e["seat"] not in nominees and e["seat"] not in nominators and e["seat"] not in ruled_out:
                problems.append(f"{e['phase']}: seat {e['seat']} was executed without being nominated")
        elif kind == "madness-broken":
            ruled_out.add(e["seat"])
        elif kind == "execution-redirected":
            ruled_out.add(e["to"])
        elif kind == "wake":
            pos = e["position"]
            places = night_order.get(e["ability"]) if night_order and pos >= 0 and not e.get("again") else None
            if places is not None and not places[0 if e["night"] == 1 else 1]:
                # A first-night ability gained later (the Philosopher's, the Cannibal's, a
                # Traveller arriving) is used on the night after: once a gain.
                key = (e["seat"], e["ability"])
                gains = late_gains.get(key)
                if e["night"] == 1 or (key in late_free if gains is None else gains <= 0):
                    problems.append(f"{e['phase']}: {e['ability']} woke at its place on night {e['night']}, "
                                    "where its character has none")
                elif gains is None:
                    late_free.add(key)
                else:
                    late_gains[key] = gains - 1
            seat = e["seat"]
            if dead_wake is not None and pos >= 0 and isinstance(seat, int) and seat >= 0 and not alive[seat] \
                    and seat not in lives_on and e["ability"] not in dead_wake[0] and seat not in dead_wake[1]:
                problems.append(f"{e['phase']}: dead seat {seat} woke as {e['ability']}")
            if pos >= 0:
                if pos < last_position:
                    problems.append(f"{e['phase']}: {e['ability']} woke at position {pos} after {last_position}")
                last_position = pos
        elif kind == "ability-gained" or (kind == "character" and "was" in e):
            # gained again (the Cannibal's fake, then real, Noble): used again the night after
            gained = (e["seat"], e["ability"] if kind == "ability-gained" else e["character"])
            late_gains[gained] = late_gains.get(gained, 0) + 1
        elif kind == "death":
            if e["seat"] in died and e["seat"] not in lives_on:
                problems.append(f"{e['phase']}: seat {e['seat']} died again without coming back to life")
            died.add(e["seat"])
            alive[e["seat"]] = False
        elif kind == "revived":
            died.discard(e["seat"])
            alive[e["seat"]] = True
            ghost_votes_used[e["seat"]] = 0
        elif kind == "ghost-vote-restored":
            ghost_votes_used[e["seat"]] = 0
        elif kind == "nomination":
            a, b = e["nominator"], e["nominee"]
            granted = e.get("granted_by") is not None  # an ability's extra nomination (the Sibyl's)
            ruled = granted or bool(e.get("ruled"))  # or one an ability's rule allowed (the Banshee's)
            storyteller = a < 0  # the Storyteller nominates under a Bishop
            if a in nominators and not ruled and not storyteller:
                problems.append(f"{e['phase']}: seat {a} nominated twice")
            if b in nominees and not granted:  # the Butcher may nominate anyone again
                problems.append(f"{e['phase']}: seat {b} was nominated twice")
            if not storyteller and not alive[a] and not ruled:
                problems.append(f"{e['phase']}: dead seat {a} nominated")
            nominators.add(a)
            nominees.add(b)
            granted_after = granted_after or (granted and executions > 0)
        elif kind == "vote" and e.get("ghost", True):  # ghost False: the dead vote freely
            for v in e["voters"]:
                if not alive[v]:
                    ghost_votes_used[v] += 1
                    if ghost_votes_used[v] > 1:
                        problems.append(f"{e['phase']}: dead seat {v} voted a second time")
    return problems
