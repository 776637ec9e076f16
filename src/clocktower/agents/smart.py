"""Smart bots: they play one seat from what that seat may see (``game.views.project``),
never from the grimoire, and think with the solver.

Good bots claim truthfully, nominate and vote for the likeliest Demon, protect and shoot
sensibly. Evil bots know their team from their view, bluff consistently (the Demon's
bluffs first), back information bluffs with answers true in the world the table finds
likeliest with their team good, kill the players who threaten them, and vote to save each other unless a
teammate is lost anyway.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Callable

import numpy as np

from ..characters import EVIL, Team
from ..game.decisions import Decision
from ..game.talk.sharing import MADE_UP, SPACES
from ..game.seatfeed import SeatFeed, live_feed, view_feed
from ..game.views import SeatView
from ..script import Script
from ..solver import Knowledge, Solution, public_knowledge, solve
from ..solver.evidence import SOBER
from ..solver.knowledge import Info, is_good_character, team_of
from ..solver.worlds import DEMON_ROLE, MINION_ROLE, ROLES, WorldSet
from .preferences import STALL_DAYS

if TYPE_CHECKING:
    from ..game.engine import Game

INFO_ROLES = ("dreamer", "noble", "seamstress", "oracle", "shugenja", "balloonist", "ravenkeeper",
              "fortuneteller", "empath", "undertaker", "investigator", "washerwoman", "librarian",
              "chef", "clockmaker", "flowergirl", "towncrier", "savant", "artist", "juggler")
"""Characters whose holders learn things: the players evil fears most."""
HIDERS = ("ravenkeeper", "undertaker", "oracle", "empath", "fortuneteller", "dreamer", "sage", "grandmother",
          "choirboy")
"""Good characters that may keep quiet early: the Demon would kill them first, or their
ability wants them alive and unsuspected (a Ravenkeeper wants the Demon to kill it)."""
QUIET_BLUFFS = ("soldier", "mayor", "monk", "cannibal", "philosopher", "gossip", "recluse", "tinker")
"""Bluffs nobody can disprove with a single piece of information."""
PUBLIC_WORLDS = 50
"""How many of the table's likeliest worlds an evil seat looks through for one to pretend."""


class SmartPlayer:
    """One seat's smart bot. ``decide`` answers that seat's decisions only."""

    is_bot = True
    trusted = False
    vote_ratio = 0.55
    """A good bot votes for a nominee at least this fraction as likely the Demon as its top suspect."""
    sure_factor = 1.6
    """A good bot opens the nominations when its top suspect is this many times likelier than average."""

    fake_tries = 60
    """How many made-up answers an evil seat checks against its world before settling."""
    counter_chance = 0.0
    """How often an evil seat counter-claims an information character a good player claimed
    (off: the real holder knows it is a lie and the town's information backs them)."""
    info_bluff_chance = 1.0
    """How often an evil seat without an unclaimed Demon bluff bluffs an information character."""
    plausible = 1.0
    """Whether evil's made-up world is the one the table finds likeliest with the team good."""
    spare_framed = 3.0
    """How much less the Demon wants to kill a good player its made-up world makes evil."""
    hide_chance = 0.5
    """How often a fragile good information character hides its claim early."""
    reveal_day = 3
    """The day a hiding character speaks up at the latest."""

    def __init__(self, seat: int, seed: int = 0) -> None:
        self.seat = seat
        self.rng = random.Random(f"smart-{seed}-{seat}")
        self.k: Knowledge | None = None
        self._cursor = 0
        self._solved: tuple[int, Solution] | None = None
        self._public: tuple[int, Solution] | None = None
        self.bluff: str | None = None
        self.last_kill: tuple[int, int] | None = None
        self.raised: list[int] = []
        self._spoken: set[tuple[str, int]] = set()
        """(ability, night) of the information this seat has shared (its own words)."""
        self._hides: bool | None = None
        self._fake: tuple[WorldSet, int] | None = None
        self._fake_at = -1
        self.contested: int | None = None
        """The good player whose information claim this evil seat counter-claims."""
        self._handlers: dict[str, Callable[[Decision], Any] | None] = {}
        self._deaths: tuple[frozenset[int], int] = (frozenset(), 0)
        """The dead as this seat last saw them, and the day that changed."""
        self._stuck = False

    # ---------------------------------------------------------------- the view
    def observe(self, feed: SeatFeed) -> None:
        """Take in what changed in this seat's view (``game.seatfeed``): the only input."""
        if self.k is None:
            travellers = frozenset(int(row["seat"]) for row in feed.seats
                                   if team_of(feed.script, row.get("character")) is Team.TRAVELLER)
            self.k = Knowledge(self.seat, len(feed.seats), feed.script, travellers)
        for shown in feed.events:
            self.k.absorb(shown)
        self._cursor = feed.end
        self.raised = feed.raised

    def knowledge(self, game: "Game | None" = None) -> Knowledge:
        """What this seat knows (brought up to date from ``game``'s view of this seat, if given)."""
        if game is not None:
            self.observe(live_feed(game, self.seat, self._cursor))
        assert self.k is not None, "a smart bot observes its seat before it decides"
        return self.k

    def solution(self) -> Solution:
        """The solver's answer for this seat (cached until its knowledge changes)."""
        k = self.knowledge()
        if self._solved is None or self._solved[0] != k.version:
            self._solved = (k.version, solve(k, top=0))
        return self._solved[1]

    def public_solution(self) -> Solution:
        """How the table sees everyone from the public record alone (for evil)."""
        k = self.knowledge()
        if self._public is None or self._public[0] != k.version:
            self._public = (k.version, solve(public_knowledge(k), top=PUBLIC_WORLDS))
        return self._public[1]

    # ---------------------------------------------------------------- deciding
    def decide(self, game: "Game", decision: Decision) -> Any:
        """Answer from this seat's view of ``game`` (only the view: ``live_feed``)."""
        self.observe(live_feed(game, self.seat, self._cursor))
        return self.choose(decision)

    def decide_from_view(self, view: SeatView, script: Script, decision: Decision) -> Any:
        """Answer from a ``SeatView`` alone (the same answers as ``decide``)."""
        self.observe(view_feed(view, script, self._cursor))
        return self.choose(decision)

    def choose(self, decision: Decision) -> Any:
        """Answer by the decision's kind; anything unfamiliar at random."""
        kind = decision.kind
        if kind not in self._handlers:
            self._handlers[kind] = getattr(self, "_" + kind.replace(".", "_").replace("-", "_"), None)
        handler = self._handlers[kind]
        if handler is not None:
            answer = handler(decision)
            if decision.is_legal(answer):
                return answer
        return self._random(decision)

    def _random(self, d: Decision) -> Any:
        """A legal option at random, from what this seat knows (the random bots' preferences
        read the game, which a smart bot may not): evil rarely picks itself, a known
        teammate or the dead (its kills and poisons land on the good team), good all alike."""
        options = d.options
        if self.evil() and any(type(o) is int for o in options):
            team, dead = self.team(), self.knowledge().dead
            mate = 1.0 if self.stuck() else 0.1  # stalled: a Minion's death ends it sooner
            weights = [1.0 if type(o) is not int or o < 0 else 0.02 if o == self.seat
                       else 0.1 if o in dead else mate if o in team else 1.0 for o in options]
            return self.rng.choices(list(options), weights=weights)[0]
        return options[self.rng.randrange(len(options))]

    def evil(self) -> bool:
        """Whether this seat believes it is evil."""
        return self.knowledge().alignment == EVIL

    def alive_seats(self) -> list[int]:
        """Living players as the public record says."""
        k = self.knowledge()
        return [s for s in range(k.players) if s not in k.dead]

    def stuck(self) -> bool:
        """Whether nobody has died or come back for ``STALL_DAYS`` days, from the public record:
        the game is stalled, and this seat tries what ends it (good nominates and executes
        players it has not tried, the dead too; the Demon kills whoever it has not, its
        Minions too), for the rest of the game (``preferences.stalled``)."""
        if self._stuck:
            return True
        k = self.knowledge()
        if k.dead != self._deaths[0]:
            self._deaths = (frozenset(k.dead), k.day)
        self._stuck = k.day - self._deaths[1] >= STALL_DAYS
        return self._stuck

    def team(self) -> set[int]:
        """The evil players this seat knows."""
        return self.knowledge().evil_team()

    def my_demon(self) -> set[int]:
        """The Demon(s) this evil seat knows (itself, if it is one)."""
        k = self.knowledge()
        out = set(k.demons)
        if team_of(k.script, k.character) is Team.DEMON:
            out.add(self.seat)
        return out

    # ---------------------------------------------------------------- claims
    def _claim(self, d: Decision) -> Any:
        k = self.knowledge()
        if k.mad_about is not None and k.mad_about in d.options:
            return k.mad_about
        if not self.evil():
            return None if self.hiding() else k.character
        return self.pick_bluff(d.options)

    def hiding(self) -> bool:
        """Whether this good seat keeps its character to itself today: a fragile information
        character (one the Demon would kill first, or whose ability wants it alive and
        unsuspected) may hide early, decided once a game, and speaks up from ``reveal_day``,
        when few are left, or once it suspects someone strongly."""
        k = self.knowledge()
        if k.character not in HIDERS or self.evil():
            return False
        if self._hides is None:
            self._hides = self.rng.random() < self.hide_chance
        if not self._hides or k.day >= self.reveal_day or len(self.alive_seats()) <= 5:
            return False
        sol = self.solution()
        suspects = self._suspects(sol)
        return not (suspects and sol.demon[suspects[0]] >= 0.5)

    # ---------------------------------------------------------------- sharing information
    def _share(self, d: Decision) -> Any:
        """Whether to speak: good shares what it was told (unless mad or hiding), evil backs
        up an information bluff."""
        k = self.knowledge()
        if self.evil():
            return k.claims.get(self.seat) in SPACES
        if k.mad_about is not None or self.hiding():
            return False
        return any((i.what, i.night) not in self._spoken for i in k.infos)

    def _share_what(self, d: Decision) -> Any:
        """What to say: good, a piece of its own information; evil, to make up an answer
        for its bluff (``_share_answer``)."""
        k = self.knowledge()
        if self.evil():
            claim = k.claims.get(self.seat)
            return next((o for o in d.options if isinstance(o, tuple) and o[0] == MADE_UP and o[1] == claim), None)
        own = {(i.what, i.night, _hashable(i.answer)) for i in k.infos}
        for o in d.options:
            if isinstance(o, tuple) and len(o) == 5 and (o[1], _night(o[2]), _hashable(o[3])) in own:
                self._spoken.add((o[1], _night(o[2])))
                return o
        return None  # nothing it was told is on offer: it says nothing after all

    def _share_answer(self, d: Decision) -> Any:
        """Evil backs up its bluff: an answer its bluffed character could have had, true in
        one made-up world (chosen once, so every day's answers agree) where a good player is
        the Demon and other good players its Minions; one that names that player if it can."""
        claim = self.knowledge().claims.get(self.seat)
        made = [o for o in d.options if isinstance(o, tuple) and len(o) == 5 and o[1] == claim]
        if not made:
            return None
        world, scapegoat = self.fake_world()
        framing: list[Any] = []
        rest: list[Any] = []
        for o in made:
            (framing if scapegoat in o[4] or _names(o[3], scapegoat) else rest).append(o)
        self.rng.shuffle(framing)
        self.rng.shuffle(rest)
        for o in (framing + rest)[:self.fake_tries]:
            if self._fits(o, world):
                return o
        return (framing or rest)[0]

    def fake_world(self) -> tuple[WorldSet, int]:
        """The world this evil seat pretends to believe, its own team good: the one the
        table finds likeliest from the public record (so what good players said still fits
        it, and those whose words name the team become its evil), chosen afresh as the
        record grows (this seat's own earlier words are part of it)."""
        k = self.knowledge()
        if self._fake is not None and self._fake_at == k.version:
            return self._fake
        team = self.team() | {self.seat}
        demon, minions = -1, []
        if self.plausible:
            sol = self.public_solution()
            fits = [w for w in sol.worlds
                    if w.demon not in team and not team & set(w.minions) and w.demon not in k.dead]
            # A counter-claimer's rival is evil in its world: its information would be a lie.
            rival = [w for w in fits if self.contested in (w.demon, *w.minions)]
            if rival or fits:
                demon, minions = (rival or fits)[0].demon, list((rival or fits)[0].minions)
        if demon < 0:
            demon, minions = self._framed_world(team)
        role = np.zeros((1, k.players), dtype=np.int8)
        role[0, demon] = DEMON_ROLE
        for m in minions:
            role[0, m] = MINION_ROLE
        flat = role.astype(np.int64) + ROLES * np.arange(k.players, dtype=np.int64)
        self._fake = (WorldSet(k.players, role, role > 0, np.array([demon]), flat), demon)
        self._fake_at = k.version
        return self._fake

    def _framed_world(self, team: set[int]) -> tuple[int, list[int]]:
        """A made-up world with a good player as the Demon (the one whose words name the
        team, or the table suspects) and the likeliest-looking others as its Minions."""
        k = self.knowledge()
        public = self.public_solution()
        good = [s for s in k.counted if s not in team]
        pool = [s for s in good if s not in k.dead] or good or [self.seat]

        def accuses(s: int) -> float:  # how much of what ``s`` said names the team
            return sum(1.0 for i in k.shared if i.seat == s and _seats_in((i.answer, i.targets)) & team)

        demon = max(pool, key=lambda s: (accuses(s) + public.demon[s] + 0.05 * self.rng.random(), s))
        if self.contested is not None and self.contested in pool:
            demon = self.contested  # the rival claimant: its information would be a lie
        rest = sorted((s for s in good if s != demon), key=lambda s: -(public.evil[s] + 0.05 * self.rng.random()))
        return demon, rest[:k.minion_count]

    def _fits(self, option: tuple[Any, ...], world: WorldSet) -> bool:
        k = self.knowledge()
        fn = SOBER.get(str(option[1]))
        if fn is None:
            return True
        about = tuple(int(s) for s in option[4]) if isinstance(option[4], tuple) else ()
        info = Info(str(option[1]), option[3], _night(option[2]), about[0] if len(about) == 1 else None,
                    about, self.seat)
        got = fn(k, world, info, np.zeros(k.players, dtype=bool))
        return got is None or float(got[0]) >= 0.5

    def pick_bluff(self, options: Any) -> str | None:
        """This evil seat's one bluff, kept all game: a Demon bluff nobody claims (one whose
        information it can make up first), else sometimes an information character nobody
        claims (backed up with made-up information), else a quiet good character."""
        k = self.knowledge()
        if self.bluff is not None:
            return self.bluff
        taken = {c for s, c in k.claims.items() if s != self.seat}
        team = self.team()
        rivals = [s for s, c in sorted(k.claims.items()) if s not in team and c in SPACES and c in options
                  and sum(1 for o in k.claims.values() if o == c) == 1]
        if rivals and self.rng.random() < self.counter_chance:
            # Claim what a good information character claimed, and contradict it.
            self.contested = self.rng.choice(rivals)
            self.bluff = k.claims[self.contested]
            return self.bluff
        pool = [b for b in k.bluffs if b not in taken and b in options]
        pool = [b for b in pool if b in SPACES] or pool
        if not pool and self.rng.random() < self.info_bluff_chance:
            pool = [c for c in options if c in SPACES and c not in taken and is_good_character(k.script, c)]
        if not pool:
            pool = [c for c in QUIET_BLUFFS if c in options and c not in taken and c in k.script.by_id]
        if not pool:
            pool = [c for c in options if is_good_character(k.script, c) and c not in taken]
        self.bluff = self.rng.choice(pool) if pool else None
        return self.bluff

    # ---------------------------------------------------------------- nominations and votes
    def _suspects(self, sol: Solution) -> list[int]:
        """Living others, the likeliest Demon first."""
        alive = [s for s in self.alive_seats() if s != self.seat]
        return sorted(alive, key=lambda s: (-sol.demon[s], s))

    def _nominate(self, d: Decision) -> Any:
        if self.evil():
            return self._evil_nominate(d)
        if self.mayor_peace():
            return None
        sol = self.solution()
        k = self.knowledge()
        if self.stuck():
            return self._try_to_end(d, sol)
        options = {o for o in d.options if isinstance(o, int) and o >= 0}
        pool = [s for s in self._suspects(sol) if s in options]
        if not pool:
            return None
        best = pool[0]
        alive = len(self.alive_seats())
        sure = sol.demon[best] >= max(0.12, self.sure_factor / max(1, alive - 1))
        block = k.block if k.block is not None and k.block[0] == k.day else None
        if block is None:
            return best if sure or self.last_to_nominate() else None
        if sol.demon[best] > 1.4 * sol.demon[block[1]] and sol.demon[best] >= 0.12:
            return best
        return None

    def _try_to_end(self, d: Decision, sol: Solution) -> Any:
        """A stalled game (``stuck``): nominate someone, the dead too (a Zombuul seems dead),
        the likelier evil the likelier, when nobody is on the block yet; an execution that
        ends the game is somewhere among them."""
        k = self.knowledge()
        if k.block is not None and k.block[0] == k.day:
            return None
        pool = [o for o in d.options if isinstance(o, int) and o >= 0 and o != self.seat]
        if not pool:
            return None
        return self.rng.choices(pool, weights=[sol.evil[o] + 0.05 for o in pool])[0]

    def mayor_peace(self) -> bool:
        """Three alive with a trusted living Mayor (or this bot the Mayor): no execution
        today wins for good."""
        k = self.knowledge()
        alive = self.alive_seats()
        if len(alive) != 3 or "mayor" not in k.script.by_id:
            return False
        if k.character == "mayor" and self.seat in alive:
            return True
        sol = self.solution()
        return any(k.claims.get(s) == "mayor" and sol.claim_true.get(s, 0.0) >= 0.8 for s in alive)

    def last_to_nominate(self) -> bool:
        """Whether no one after this seat may nominate before this round of nominations
        ends (from the public record: who lives, who nominated today)."""
        k = self.knowledge()
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

    def _vote(self, d: Decision) -> Any:
        nominee = d.about
        if not isinstance(nominee, int) or nominee < 0:
            return False
        if self.evil():
            return self._evil_vote(nominee)
        if nominee == self.seat or self.mayor_peace():
            return False
        sol = self.solution()
        k = self.knowledge()
        others = self._suspects(sol)
        if not others:
            return False
        top = sol.demon[others[0]]
        p = sol.demon[nominee]
        block = k.block if k.block is not None and k.block[0] == k.day else None
        if block is not None and block[1] != nominee and p <= sol.demon[block[1]]:
            return False
        alive = len(self.alive_seats())
        if self.stuck() and self.seat not in k.dead:  # stalled: let an execution happen, but no tie
            return block is None or sol.evil[nominee] > sol.evil[block[1]]
        if self.seat in k.dead:  # a ghost vote is spent once: only on a strong suspect
            return p >= 0.9 * top and (alive <= 5 or p >= 0.4)
        return p >= self.vote_ratio * top

    def _alone(self) -> list[int]:
        """The living teammates this seat may see executed, when only the evil team lives
        and the game has stalled (its Demon cannot kill: drunk for good, say): the Minions,
        never the Demon. Executing one leaves two alive, and evil wins."""
        k = self.knowledge()
        team, alive = self.team(), self.alive_seats()
        if not all(s in team for s in alive) or not self.stuck():
            return []
        demons = self.my_demon()
        return [s for s in alive if s not in demons and s != self.seat] or \
            [s for s in alive if s not in demons and s not in k.dead]

    def _evil_nominate(self, d: Decision) -> Any:
        k = self.knowledge()
        team = self.team()
        alone = [o for o in self._alone() if o in d.options]
        if alone:
            block = k.block if k.block is not None and k.block[0] == k.day else None
            return None if block is not None else self.rng.choice(alone)
        options = [o for o in d.options if isinstance(o, int) and o >= 0 and o not in team and o not in k.dead]
        if not options:
            return None
        block = k.block if k.block is not None and k.block[0] == k.day else None
        if block is not None and block[1] not in team:
            return None  # a good player is going already
        public = self.public_solution()
        # The good player the table already suspects most, so good votes follow.
        target = max(options, key=lambda s: (public.demon[s], -self._threat(s), -s))
        nominated_today = any(day == k.day for day, _, _ in k.nominations)
        if block is not None or not nominated_today or self.rng.random() < 0.5:
            return target
        return None

    def _evil_vote(self, nominee: int) -> bool:
        k = self.knowledge()
        team = self.team()
        alive = self.alive_seats()
        if nominee in self._alone():  # only the evil team lives: two left is a win
            block = k.block if k.block is not None and k.block[0] == k.day else None
            return block is None
        if nominee == self.seat:
            return False
        if nominee not in team:
            block = k.block if k.block is not None and k.block[0] == k.day else None
            # A good player on the block already: a tie would save them both.
            return block is None or block[1] == nominee or block[1] in team
        # A teammate: save them, unless they are a Minion lost anyway (then vote to look good).
        demons = self.my_demon()
        if nominee in demons:
            return False
        raised = len(self.raised)
        needed = (len(alive) + 1) // 2
        return raised >= needed and self.rng.random() < 0.7

    # ---------------------------------------------------------------- threats (evil)
    def _threat(self, s: int) -> float:
        """How dangerous a good player is to the evil team: information roles, the Monk,
        players who nominated or voted for the team."""
        k = self.knowledge()
        team = self.team()
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
        for info in k.shared:
            if info.seat == s:  # talks about what it learns: more so when it names the team
                threat += 1.5 + (2.0 if _seats_in((info.answer, info.targets)) & team else 0.0)
        threat += sum(1.0 for _, a, b in k.nominations if a == s and b in team)
        threat += sum(0.3 for _, nominee, voters in k.votes if nominee in team and s in voters)
        if self.spare_framed and self._fake is not None and s in self._framed():
            threat -= self.spare_framed  # the table may execute them: let them live
        return threat

    def _framed(self) -> set[int]:
        """The good players this seat's made-up world makes evil."""
        if self._fake is None:
            return set()
        return {int(x) for x in np.nonzero(self._fake[0].evil[0])[0]}

    def kill_target(self, options: Any) -> Any:
        """The most threatening good player among ``options``; one who survived this seat's
        attack last night is likely protected, so someone else."""
        team = self.team()
        k = self.knowledge()
        pool = [o for o in options if isinstance(o, int) and o >= 0 and o not in team and o not in k.dead]
        if self.stuck():  # nobody dies: try anyone living, a Minion too, to reach the final two
            demons = self.my_demon()
            tried = [o for o in options if isinstance(o, int) and o >= 0 and o not in k.dead
                     and o != self.seat and o not in demons]
            if tried:
                target = self.rng.choice(tried)
                self.last_kill = (k.night, target)
                return target
        if not pool:
            return None
        if self.last_kill is not None and self.last_kill[0] == k.night - 1 and len(pool) > 1:
            pool = [o for o in pool if o != self.last_kill[1]] or pool
        target = max(pool, key=lambda s: (self._threat(s) + self.rng.random() * 0.5, -s))
        self.last_kill = (k.night, target)
        return target

    def _shabaloth(self, d: Decision) -> Any:
        target = self.kill_target(d.options)
        if target is None:  # only the evil team is left: a Minion dies and two remain
            dead, demons = self.knowledge().dead, self.my_demon()
            minions = [o for o in d.options if type(o) is int and o in self.team() and o not in demons
                       and o not in dead and o != self.seat]
            return minions[0] if minions else None
        return target

    _vigormortis = _shabaloth
    _assassin_target = _shabaloth

    def _ojo(self, d: Decision) -> Any:
        k = self.knowledge()
        target = self.kill_target(range(k.players))
        if target is not None and k.claims.get(target) in d.options:
            return k.claims[target]
        return None

    def _widow(self, d: Decision) -> Any:
        return self.kill_target(d.options)

    def _assassin(self, d: Decision) -> Any:
        k = self.knowledge()
        if k.day < 1:
            return None
        target = self.kill_target(d.options)
        return target if target is not None and self._threat(target) >= 3.0 else None

    def _cerenovus(self, d: Decision) -> Any:
        team = self.team()
        k = self.knowledge()
        pairs = [o for o in d.options if isinstance(o, tuple) and len(o) == 2 and o[0] not in team]
        if not pairs:
            return None
        target = self.kill_target([p[0] for p in pairs])
        mine = [p for p in pairs if p[0] == target and p[1] != k.claims.get(target)]
        return self.rng.choice(mine) if mine else self.rng.choice(pairs)

    def _mezepheles(self, d: Decision) -> Any:
        return None

    def _say_word(self, d: Decision) -> Any:
        return self.evil() and self.rng.random() < 0.2

    # ---------------------------------------------------------------- good abilities
    def _monk(self, d: Decision) -> Any:
        sol = self.solution()
        k = self.knowledge()
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

    def _most_suspect(self, options: Any, exclude: "set[int] | None" = None) -> Any:
        sol = self.solution()
        k = self.knowledge()
        pool = [o for o in options if isinstance(o, int) and o >= 0 and o != self.seat
                and (exclude is None or o not in exclude)]
        alive = [o for o in pool if o not in k.dead] or pool
        return max(alive, key=lambda s: (sol.evil[s] + sol.demon[s], -s)) if alive else None

    def _dreamer(self, d: Decision) -> Any:
        k = self.knowledge()
        seen = {i.target for i in k.infos if i.what == "dreamer" and i.target is not None}
        if self.evil():
            return self._random(d)
        return self._most_suspect(d.options, seen)

    def _ravenkeeper(self, d: Decision) -> Any:
        if self.evil():
            return self._random(d)
        return self._most_suspect(d.options)

    def _seamstress(self, d: Decision) -> Any:
        if self.evil():
            return None
        k = self.knowledge()
        if k.night < 2:
            return None
        sol = self.solution()
        pairs = [o for o in d.options if isinstance(o, tuple) and len(o) == 2]
        if not pairs:
            return None
        suspect = self._most_suspect(range(k.players))
        trusted = [s for s in self.alive_seats() if s not in (self.seat, suspect)]
        if suspect is None or not trusted:
            return None
        friend = min(trusted, key=lambda s: (sol.evil[s], s))
        for pair in ((suspect, friend), (friend, suspect)):
            if pair in pairs:
                return pair
        return None

    def _philosopher(self, d: Decision) -> Any:
        k = self.knowledge()
        claimed = set(k.claims.values())
        for c in ("dreamer", "seamstress", "noble", "oracle", "shugenja", "balloonist"):
            if c in d.options and c not in claimed:
                return c
        return None

    def _gossip(self, d: Decision) -> Any:
        if self.evil():
            return None
        sol = self.solution()
        suspects = self._suspects(sol)
        if suspects and sol.demon[suspects[0]] >= 0.6:
            statement = ("type", suspects[0], "demon")
            if statement in d.options:
                return statement
        return None


def _night(phase: Any) -> int:
    parts = str(phase).split()
    return int(parts[1]) if len(parts) == 2 and parts[1].isdigit() else 0


def _hashable(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return tuple(_hashable(v) for v in value)
    return value


def _names(value: Any, seat: int) -> bool:
    """Whether a (nested) answer names ``seat``."""
    if type(value) is int:
        return value == seat
    if type(value) is tuple or type(value) is list:
        for v in value:
            if v == seat if type(v) is int else type(v) in (tuple, list) and _names(v, seat):
                return True
    return False


def _seats_in(value: Any) -> set[int]:
    """Every integer inside a (nested) answer: the players it names."""
    if isinstance(value, bool):
        return set()
    if isinstance(value, int):
        return {value}
    if isinstance(value, (list, tuple)):
        return set().union(*(_seats_in(v) for v in value)) if value else set()
    return set()


__all__ = ["HIDERS", "SmartPlayer"]
