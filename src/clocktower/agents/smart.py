"""Smart bots: they play one seat from what that seat may see (``game.views.project``),
never from the grimoire, and think with the solver.

Good bots claim truthfully, nominate and vote for the likeliest Demon, protect and shoot
sensibly. Evil bots know their team from their view, bluff consistently (the Demon's
bluffs first), kill the players who threaten them, and vote to save each other unless a
teammate is lost anyway.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Callable

from ..characters import EVIL, Team
from ..game.decisions import Decision
from ..game.views import project
from ..solver import Knowledge, Solution, public_knowledge, solve
from ..solver.knowledge import is_good_character, team_of
from .preferences import weights as preferred

if TYPE_CHECKING:
    from ..game.engine import Game

INFO_ROLES = ("dreamer", "noble", "seamstress", "oracle", "shugenja", "balloonist", "ravenkeeper",
              "fortuneteller", "empath", "undertaker", "investigator", "washerwoman", "librarian",
              "chef", "clockmaker", "flowergirl", "towncrier", "savant", "artist", "juggler")
"""Characters whose holders learn things: the players evil fears most."""
QUIET_BLUFFS = ("soldier", "mayor", "monk", "cannibal", "philosopher", "gossip", "recluse", "tinker")
"""Bluffs nobody can disprove with a single piece of information."""


class SmartPlayer:
    """One seat's smart bot. ``decide`` answers that seat's decisions only."""

    is_bot = True
    trusted = False
    vote_ratio = 0.55
    """A good bot votes for a nominee at least this fraction as likely the Demon as its top suspect."""
    sure_factor = 1.6
    """A good bot opens the nominations when its top suspect is this many times likelier than average."""

    def __init__(self, seat: int, seed: int = 0) -> None:
        self.seat = seat
        self.rng = random.Random(f"smart-{seed}-{seat}")
        self.k: Knowledge | None = None
        self._cursor = 0
        self._solved: tuple[int, Solution] | None = None
        self._public: tuple[int, Solution] | None = None
        self.bluff: str | None = None
        self.last_kill: tuple[int, int] | None = None
        self._handlers: dict[str, Callable[["Game", Decision], Any] | None] = {}

    # ---------------------------------------------------------------- the view
    def knowledge(self, game: "Game") -> Knowledge:
        """What this seat knows, brought up to date from the events it may see."""
        if self.k is None:
            travellers = frozenset(s.index for s in game.seats if s.is_traveller)
            self.k = Knowledge(self.seat, len(game.seats), game.script, travellers)
        events = game.events
        for e in events[self._cursor:]:
            shown = project(e.to_json(), self.seat)
            if shown is not None:
                self.k.absorb(shown)
        self._cursor = len(events)
        return self.k

    def solution(self, game: "Game") -> Solution:
        """The solver's answer for this seat (cached until its knowledge changes)."""
        k = self.knowledge(game)
        if self._solved is None or self._solved[0] != k.version:
            self._solved = (k.version, solve(k, top=0))
        return self._solved[1]

    def public_solution(self, game: "Game") -> Solution:
        """How the table sees everyone from the public record alone (for evil)."""
        k = self.knowledge(game)
        if self._public is None or self._public[0] != k.version:
            self._public = (k.version, solve(public_knowledge(k), top=0))
        return self._public[1]

    # ---------------------------------------------------------------- deciding
    def decide(self, game: "Game", decision: Decision) -> Any:
        """Answer by the decision's kind; anything unfamiliar at random (by its weights)."""
        kind = decision.kind
        if kind not in self._handlers:
            self._handlers[kind] = getattr(self, "_" + kind.replace(".", "_").replace("-", "_"), None)
        handler = self._handlers[kind]
        if handler is not None:
            answer = handler(game, decision)
            if decision.is_legal(answer):
                return answer
        return self._random(game, decision)

    def _random(self, game: "Game", d: Decision) -> Any:
        """The random bots' way: a legal option by the bots' preference for its kind."""
        weights = preferred(game, d)
        if weights is not None:
            return self.rng.choices(list(d.options), weights=weights)[0]
        return d.options[self.rng.randrange(len(d.options))]

    def evil(self, game: "Game") -> bool:
        """Whether this seat believes it is evil."""
        return self.knowledge(game).alignment == EVIL

    def alive_seats(self, game: "Game") -> list[int]:
        """Living players as the public record says."""
        k = self.knowledge(game)
        return [s for s in range(k.players) if s not in k.dead]

    def team(self, game: "Game") -> set[int]:
        """The evil players this seat knows."""
        return self.knowledge(game).evil_team()

    def my_demon(self, game: "Game") -> set[int]:
        """The Demon(s) this evil seat knows (itself, if it is one)."""
        k = self.knowledge(game)
        out = set(k.demons)
        if team_of(k.script, k.character) is Team.DEMON:
            out.add(self.seat)
        return out

    # ---------------------------------------------------------------- claims
    def _claim(self, game: "Game", d: Decision) -> Any:
        k = self.knowledge(game)
        if k.mad_about is not None and k.mad_about in d.options:
            return k.mad_about
        if not self.evil(game):
            return k.character
        return self.pick_bluff(game, d.options)

    def pick_bluff(self, game: "Game", options: Any) -> str | None:
        """This evil seat's one bluff, kept all game: a Demon bluff nobody claims, else a
        quiet good character nobody claims."""
        k = self.knowledge(game)
        if self.bluff is not None:
            return self.bluff
        taken = {c for s, c in k.claims.items() if s != self.seat}
        pool = [b for b in k.bluffs if b not in taken and b in options]
        if not pool:
            pool = [c for c in QUIET_BLUFFS if c in options and c not in taken and c in k.script.by_id]
        if not pool:
            pool = [c for c in options if is_good_character(k.script, c) and c not in taken]
        self.bluff = self.rng.choice(pool) if pool else None
        return self.bluff

    # ---------------------------------------------------------------- nominations and votes
    def _suspects(self, game: "Game", sol: Solution) -> list[int]:
        """Living others, the likeliest Demon first."""
        alive = [s for s in self.alive_seats(game) if s != self.seat]
        return sorted(alive, key=lambda s: (-sol.demon[s], s))

    def _nominate(self, game: "Game", d: Decision) -> Any:
        if self.evil(game):
            return self._evil_nominate(game, d)
        if self.mayor_peace(game):
            return None
        sol = self.solution(game)
        k = self.knowledge(game)
        options = {o for o in d.options if isinstance(o, int) and o >= 0}
        pool = [s for s in self._suspects(game, sol) if s in options]
        if not pool:
            return None
        best = pool[0]
        alive = len(self.alive_seats(game))
        sure = sol.demon[best] >= max(0.12, self.sure_factor / max(1, alive - 1))
        block = k.block if k.block is not None and k.block[0] == k.day else None
        if block is None:
            return best if sure or self.last_to_nominate(game) else None
        if sol.demon[best] > 1.4 * sol.demon[block[1]] and sol.demon[best] >= 0.12:
            return best
        return None

    def mayor_peace(self, game: "Game") -> bool:
        """Three alive with a trusted living Mayor (or this bot the Mayor): no execution
        today wins for good."""
        k = self.knowledge(game)
        alive = self.alive_seats(game)
        if len(alive) != 3 or "mayor" not in k.script.by_id:
            return False
        if k.character == "mayor" and self.seat in alive:
            return True
        sol = self.solution(game)
        return any(k.claims.get(s) == "mayor" and sol.claim_true.get(s, 0.0) >= 0.8 for s in alive)

    def last_to_nominate(self, game: "Game") -> bool:
        """Whether no one after this seat may nominate before this round of nominations
        ends (from the public record: who lives, who nominated today)."""
        k = self.knowledge(game)
        today = [(a, b) for day, a, b in k.nominations if day == k.day]
        nominators = {a for a, _ in today}
        start = (today[-1][0] + 1) % k.players if today else 0
        n = k.players
        steps = (self.seat - start) % n
        for j in range(steps + 1, n):
            s = (start + j) % n
            if s not in k.dead and s not in nominators and s not in k.travellers:
                return False
        return True

    def _vote(self, game: "Game", d: Decision) -> Any:
        nominee = d.about
        if not isinstance(nominee, int) or nominee < 0:
            return False
        if self.evil(game):
            return self._evil_vote(game, nominee)
        if nominee == self.seat or self.mayor_peace(game):
            return False
        sol = self.solution(game)
        k = self.knowledge(game)
        others = self._suspects(game, sol)
        if not others:
            return False
        top = sol.demon[others[0]]
        p = sol.demon[nominee]
        block = k.block if k.block is not None and k.block[0] == k.day else None
        if block is not None and block[1] != nominee and p <= sol.demon[block[1]]:
            return False
        alive = len(self.alive_seats(game))
        if self.seat in k.dead:  # a ghost vote is spent once: only on a strong suspect
            return p >= 0.9 * top and (alive <= 5 or p >= 0.4)
        return p >= self.vote_ratio * top

    def _evil_nominate(self, game: "Game", d: Decision) -> Any:
        k = self.knowledge(game)
        team = self.team(game)
        options = [o for o in d.options if isinstance(o, int) and o >= 0 and o not in team and o not in k.dead]
        if not options:
            return None
        block = k.block if k.block is not None and k.block[0] == k.day else None
        if block is not None and block[1] not in team:
            return None  # a good player is going already
        public = self.public_solution(game)
        # The good player the table already suspects most, so good votes follow.
        target = max(options, key=lambda s: (public.demon[s], -self._threat(game, s), -s))
        nominated_today = any(day == k.day for day, _, _ in k.nominations)
        if block is not None or not nominated_today or self.rng.random() < 0.5:
            return target
        return None

    def _evil_vote(self, game: "Game", nominee: int) -> bool:
        k = self.knowledge(game)
        team = self.team(game)
        alive = self.alive_seats(game)
        if nominee == self.seat:
            return False
        if nominee not in team:
            block = k.block if k.block is not None and k.block[0] == k.day else None
            # A good player on the block already: a tie would save them both.
            return block is None or block[1] == nominee or block[1] in team
        # A teammate: save them, unless they are a Minion lost anyway (then vote to look good).
        demons = self.my_demon(game)
        if nominee in demons:
            return False
        raised = len(game.today.raised)
        needed = (len(alive) + 1) // 2
        return raised >= needed and self.rng.random() < 0.7

    # ---------------------------------------------------------------- threats (evil)
    def _threat(self, game: "Game", s: int) -> float:
        """How dangerous a good player is to the evil team: information roles, the Monk,
        players who nominated or voted for the team."""
        k = self.knowledge(game)
        team = self.team(game)
        claim = k.claims.get(s)
        threat = 1.0
        if claim in INFO_ROLES and claim != "ravenkeeper":
            threat += 3.0
        elif claim in ("monk", "seamstress", "slayer", "gossip"):
            threat += 2.0
        elif claim in ("soldier",):
            threat -= 5.0  # the Demon cannot kill them
        elif claim in ("ravenkeeper", "tinker"):
            threat -= 1.0
        threat += sum(1.0 for _, a, b in k.nominations if a == s and b in team)
        threat += sum(0.3 for _, nominee, voters in k.votes if nominee in team and s in voters)
        return threat

    def kill_target(self, game: "Game", options: Any) -> Any:
        """The most threatening good player among ``options``; one who survived this seat's
        attack last night is likely protected, so someone else."""
        team = self.team(game)
        k = self.knowledge(game)
        pool = [o for o in options if isinstance(o, int) and o >= 0 and o not in team and o not in k.dead]
        if not pool:
            return None
        if self.last_kill is not None and self.last_kill[0] == k.night - 1 and len(pool) > 1:
            pool = [o for o in pool if o != self.last_kill[1]] or pool
        target = max(pool, key=lambda s: (self._threat(game, s) + self.rng.random() * 0.5, -s))
        self.last_kill = (k.night, target)
        return target

    def _shabaloth(self, game: "Game", d: Decision) -> Any:
        return self.kill_target(game, d.options)

    _vigormortis = _shabaloth
    _assassin_target = _shabaloth

    def _ojo(self, game: "Game", d: Decision) -> Any:
        k = self.knowledge(game)
        target = self.kill_target(game, range(k.players))
        if target is not None and k.claims.get(target) in d.options:
            return k.claims[target]
        return None

    def _widow(self, game: "Game", d: Decision) -> Any:
        return self.kill_target(game, d.options)

    def _assassin(self, game: "Game", d: Decision) -> Any:
        k = self.knowledge(game)
        if k.day < 1:
            return None
        target = self.kill_target(game, d.options)
        return target if target is not None and self._threat(game, target) >= 3.0 else None

    def _cerenovus(self, game: "Game", d: Decision) -> Any:
        team = self.team(game)
        k = self.knowledge(game)
        pairs = [o for o in d.options if isinstance(o, tuple) and len(o) == 2 and o[0] not in team]
        if not pairs:
            return None
        target = self.kill_target(game, [p[0] for p in pairs])
        mine = [p for p in pairs if p[0] == target and p[1] != k.claims.get(target)]
        return self.rng.choice(mine) if mine else self.rng.choice(pairs)

    def _mezepheles(self, game: "Game", d: Decision) -> Any:
        return None

    def _say_word(self, game: "Game", d: Decision) -> Any:
        return self.evil(game) and self.rng.random() < 0.2

    # ---------------------------------------------------------------- good abilities
    def _monk(self, game: "Game", d: Decision) -> Any:
        sol = self.solution(game)
        k = self.knowledge(game)
        pool = [o for o in d.options if isinstance(o, int) and o >= 0 and o != self.seat and o not in k.dead]
        if not pool:
            return None

        def worth(s: int) -> float:
            claim = k.claims.get(s)
            value = 2.0 if claim in INFO_ROLES else 1.0
            if claim == "soldier":
                value = 0.2
            return (1.0 - sol.evil[s]) * value

        return max(pool, key=lambda s: (worth(s), -s))

    def _most_suspect(self, game: "Game", options: Any, exclude: "set[int] | None" = None) -> Any:
        sol = self.solution(game)
        k = self.knowledge(game)
        pool = [o for o in options if isinstance(o, int) and o >= 0 and o != self.seat
                and (exclude is None or o not in exclude)]
        alive = [o for o in pool if o not in k.dead] or pool
        return max(alive, key=lambda s: (sol.evil[s] + sol.demon[s], -s)) if alive else None

    def _dreamer(self, game: "Game", d: Decision) -> Any:
        k = self.knowledge(game)
        seen = {i.target for i in k.infos if i.what == "dreamer" and i.target is not None}
        if self.evil(game):
            return self._random(game, d)
        return self._most_suspect(game, d.options, seen)

    def _ravenkeeper(self, game: "Game", d: Decision) -> Any:
        if self.evil(game):
            return self._random(game, d)
        return self._most_suspect(game, d.options)

    def _seamstress(self, game: "Game", d: Decision) -> Any:
        if self.evil(game):
            return None
        k = self.knowledge(game)
        if k.night < 2:
            return None
        sol = self.solution(game)
        pairs = [o for o in d.options if isinstance(o, tuple) and len(o) == 2]
        if not pairs:
            return None
        suspect = self._most_suspect(game, range(k.players))
        trusted = [s for s in self.alive_seats(game) if s not in (self.seat, suspect)]
        if suspect is None or not trusted:
            return None
        friend = min(trusted, key=lambda s: (sol.evil[s], s))
        for pair in ((suspect, friend), (friend, suspect)):
            if pair in pairs:
                return pair
        return None

    def _philosopher(self, game: "Game", d: Decision) -> Any:
        k = self.knowledge(game)
        claimed = set(k.claims.values())
        for c in ("dreamer", "seamstress", "noble", "oracle", "shugenja", "balloonist"):
            if c in d.options and c not in claimed:
                return c
        return None

    def _gossip(self, game: "Game", d: Decision) -> Any:
        if self.evil(game):
            return None
        sol = self.solution(game)
        suspects = self._suspects(game, sol)
        if suspects and sol.demon[suspects[0]] >= 0.6:
            statement = ("type", suspects[0], "demon")
            if statement in d.options:
                return statement
        return None


__all__ = ["SmartPlayer"]
