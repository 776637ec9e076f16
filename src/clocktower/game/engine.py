"""The engine: a whole game, phase by phase. Read ``Game.run`` top to bottom.

setup -> [night -> dawn -> day (claims, public actions, madness, nominations, execution)
-> dusk] until a team wins. Every choice goes through ``Game.ask``; everything that
happens is appended to ``Game.events``; deaths go through ``Game.kill``; wins through
``Game.check_win``. Character behaviour lives in ``clocktower.abilities``.
"""

from __future__ import annotations

from mypy_extensions import mypyc_attr

import random
from collections import deque
from dataclasses import replace
from typing import Any, Callable, Final, Iterable, Mapping, TypeVar, cast

from .ability import Ability, ability_class
from ..characters import EVIL, GOOD, Character, Team
from ..errors import SetupError
from ..script import Script, character, with_characters
from .decisions import Decider, default_deciders, freeze
from .conditions import Conditions
from .day import Day
from .moments import AFTER, BEFORE, CLAIMS, NOMINATIONS, Moment, interjectors
from .mortality import GameOver, Mortality
from .seating import Seating
from .talk.sharing import share_information
from .setup import Setup, random_setup, storyteller_rules
from .travel import Travel, travel_plan
from .record import Chronicle, Record
from .parts import Rules, Today, Tonight
from .perscript import PerScript
from .state import (
    ACTS_TWICE, PUBLIC, STORYTELLER,
    DEMON_TEAM, MINION_TEAM, AbilityList, Seat,
)


MAX_DAYS = 40
"""A game still running at the dawn after this many days ends in a stalemate."""

S = TypeVar("S")

STALEMATE = "stalemate"
"""The result of a game that ended with no winner (``Game.stall``)."""


@mypyc_attr(native_class=False)  # compiled: a plain class (mypyc cannot subclass RuntimeError)
class Stalemate(RuntimeError):
    """Formerly raised for a stalled game; a stall is now a recorded end (``Game.stall``).
    Kept so code that still catches it keeps importing."""


@mypyc_attr(allow_interpreted_subclasses=True)
class Game(Seating, Conditions, Mortality, Travel, Day, Record):
    """One game of Blood on the Clocktower: the grimoire, its log, and its phases.

    The phases are here; the circle of seats and abilities is in ``seating.py``, effects,
    drunkenness and registration in ``conditions.py``, deaths and wins in ``mortality.py``,
    Travellers coming and going in ``travel.py``, the day's claims, nominations, votes,
    executions and exiles in ``day.py``, asking decisions and the record in ``record.py``.
    Its state is in typed parts (``parts.py``): ``rules``, ``today`` (fresh each day),
    ``tonight`` (fresh each night), ``chronicle`` (the record's data), and ``shared`` for
    what one character's abilities share.
    """

    def __init__(
        self,
        script: Script,
        setup: Setup | None = None,
        *,
        players: int | None = None,
        seed: int = 0,
        storyteller: Decider | None = None,
        deciders: Decider | Mapping[int, Decider] | None = None,
        forced: Iterable[Any] = (),
        travellers: int = 0,
        people: Iterable[int] | None = None,
        arrivals: int = 0,
        fabled: Iterable[str] = (),
    ) -> None:
        self.seed = seed
        fabled = list(fabled)
        if setup is None:
            if players is None:
                raise SetupError("give a setup or a player count")
            setup = random_setup(script, players, random.Random(seed), travellers=travellers, arrivals=arrivals,
                                 fabled=fabled)
        elif fabled:  # a copy: the caller's setup stays as it was
            setup = replace(setup, fabled=[*setup.fabled, *(f for f in fabled if f not in setup.fabled)])
        self.setup = setup
        self._travel = travel_plan(setup)
        # Fabled and Loric in play join the game's script (and its night order), as the
        # official app shows them on the sheet; the Storyteller holds their rules.
        rules = storyteller_rules(script, setup.fabled)
        self.script = with_characters(script, rules + brought_by(rules, script))
        self._rng: random.Random | None = None  # see ``rng``
        default_storyteller, default_player = default_deciders(seed)
        self.storyteller: Decider = storyteller or default_storyteller
        if deciders is None:
            self._deciders: dict[int, Decider] = {}
            self._default: Decider = default_player
        elif isinstance(deciders, Mapping):
            self._deciders = dict(deciders)
            self._default = default_player
        else:
            self._deciders = {}
            self._default = deciders
        # Deciders that act at chosen moments of the day (scenarios); none in random games.
        self._interjectors = interjectors([self.storyteller, self._default, *self._deciders.values()])
        self.chronicle = Chronicle(replaying=deque(freeze(c) for c in forced))
        self.phase = "setup"
        self.night_no = 0
        self.day_no = 0
        self.winner: str | None = None
        self.win_reason = ""
        self.result: str | None = None  # "good", "evil" or STALEMATE once the game is over
        self.seats: list[Seat] = []
        self.bluffs: list[Character] = []
        self.storyteller_abilities = AbilityList()
        self.tonight = Tonight()  # a fresh one each night
        self.today = Today()  # a fresh one each day
        self._shared: dict[type, Any] = {}  # see ``shared``
        self._evaluating: list[int] = []  # seats whose drunkenness is being worked out
        self.watchers: list[Callable[["Game", str], None]] = []
        self._build_seats()
        # What the script allows all game: the characters one may claim, whether players may
        # nominate the Storyteller (an Atheist on the script).
        claimable, storyteller_nominable = _FACTS.of(script)
        self.rules = Rules(claimable=claimable, storyteller_nominable=storyteller_nominable)
        self._choice_hook = "on_player_choice" in self._script_hooks
        # Which seats are played by people (who judge and say things bots cannot): fixed at
        # the start and recorded, so a replay takes the same branches whatever decides it.
        self.people: frozenset[int] = frozenset(
            people if people is not None else
            (s.index for s in self.seats if not self.decider_for(s.index).is_bot))

    # ------------------------------------------------------------------ the phases
    def run(self) -> str | None:
        """Play the game to its end with the deciders; return the winning alignment (None
        for a stalemate: no winner after ``MAX_DAYS`` days)."""
        try:
            self.prepare()
            while True:
                self.night()
                self.dawn()
                if self.day_no >= MAX_DAYS:
                    self.stall()
                self.day()
                self.dusk()
        except GameOver:
            pass
        assert self.over
        return self.winner

    @property
    def rng(self) -> random.Random:
        """In-game chance (a Pixie's pretending, say): a generator of its own, seeded apart
        from the bag, so a game rebuilt from its logged setup draws exactly the same. Made
        on first use (most games never draw from it; seeding from a string costs)."""
        found = self._rng
        if found is None:
            found = self._rng = random.Random(f"game-{self.seed}")
        return found

    def shared(self, kind: type[S]) -> S:
        """The game's one instance of ``kind`` (made on first use, with no arguments): state
        that every ability of one character shares all game, declared as a dataclass by that
        character's module (the Legion's night, the Fang Gu's one jump)."""
        found = self._shared.get(kind)
        if found is None:
            found = self._shared[kind] = kind()
        return cast(S, found)

    @property
    def over(self) -> bool:
        """The game has ended: a team won, or it stalled."""
        return self.result is not None

    def stall(self) -> None:
        """End the game with no winner: after ``MAX_DAYS`` days nobody has won (a rules
        interaction nobody handles, or bots that never finish). Recorded like any end, so a
        simulation, a scenario, the API and a replay all see the same ``result``."""
        self.result = STALEMATE
        self.win_reason = f"stalemate: no winner after {MAX_DAYS} days"
        self.log("game-over", PUBLIC, winner=None, reason=self.win_reason, result=STALEMATE)
        raise GameOver(self.win_reason)

    def prepare(self) -> None:
        """Grimoire preparation before the first night: each ability's setup work."""
        self.log("setup", STORYTELLER, setup=self.setup.to_json(), script=self.script.id)
        if not self.dispatch("hides_characters"):
            for seat in self.seats:
                self.tell(seat, "character", character=seat.believes.id, alignment=seat.knows["alignment"])
        self.dispatch("prepare")
        self._phase_ended("setup")

    def night(self) -> None:
        """Wake everyone in night order; deaths happen at once and are announced at dawn."""
        self.night_no += 1
        self.phase = f"night {self.night_no}"
        self.tonight = Tonight(alive_at_dusk={s.index for s in self.seats if s.alive})
        self.log("night", PUBLIC, night=self.night_no)
        first = self.night_no == 1
        order = self._with_demons_off_script(self.script.first_night if first else self.script.other_night, first)
        # The characters in play, worked out again only when an ability list changes: most
        # of the night order is characters nobody holds.
        changes = self._changes
        at, present = changes.count, self.abilities_by_character()
        for position, entry in enumerate(order):
            if changes.count != at:
                at, present = changes.count, self.abilities_by_character()
            if entry == "minioninfo":
                self.minion_info()
            elif entry == "demoninfo":
                self.demon_info()
            elif entry in present:
                for ability in list(present[entry]):
                    if ability.retiring and not ability.owes(self):
                        continue  # taken away tonight: it only finishes what it owed
                    if ability.wakes(self, first):
                        if self.kept_asleep(ability):
                            ability.sleeps(self)
                        else:
                            self.wake(ability, position)
        # Abilities that start knowing something but arrived after the first night.
        for ability in () if first else list(self.abilities_in_play()):
            c = ability.character
            if ability.retiring:
                continue
            if ability.nights == 0 and c.first_night and not c.other_night \
                    and ability.wakes(self, True) and not self.kept_asleep(ability):
                self.wake(ability, len(order))

    def _with_demons_off_script(self, order: tuple[str, ...], first: bool) -> tuple[str, ...]:
        """The night order, with any Demon in play that is not on the script (the Summoner's
        Imp on a script whose only Demon it may not make) placed by its official night number
        before the first script character that wakes later: a Demon in play wakes and kills,
        whether or not the script lists it."""
        by_id = self.script.by_id
        extra = [held[0].character for cid, held in self.abilities_by_character().items()
                 if cid not in by_id and held and held[0].character.team is Team.DEMON]
        if not extra:
            return order
        out = list(order)
        for made in extra:
            number = made.first_night if first else made.other_night
            if not number:
                continue
            later = [i for i, e in enumerate(out) if e in by_id
                     and ((by_id[e].first_night if first else by_id[e].other_night) or 0) > number]
            out.insert(later[0] if later else len(out), made.id)
        return tuple(out)

    def kept_asleep(self, ability: Ability) -> bool:
        """Whether an ability in play stops ``ability`` waking tonight (the Exorcist's)."""
        return bool(self.dispatch("keeps_asleep", ability))

    def wake(self, ability: Ability, position: int) -> None:
        """Wake one ability's holder (or the Storyteller) to act."""
        ability.nights += 1
        if ability.holder is not None and not ability.storyteller_step:
            self.tonight.woken.add(ability.holder.index)
        self.log("wake", STORYTELLER, seat=ability.seat_index, ability=ability.character.id,
                 position=position, night=self.night_no)
        ability.night(self)
        if self.acts_twice(ability) and ability.wakes(self, self.night_no == 1):
            self.log("wake", STORYTELLER, seat=ability.seat_index, ability=ability.character.id,
                     position=position, night=self.night_no, again=True)
            ability.night(self)

    def acts_twice(self, ability: Ability) -> bool:
        """Whether ``ability`` acts a second time now: its holder's ability works twice (the
        Barista's ACTS_TWICE effect), and it is a real one."""
        holder = ability.holder
        return holder is not None and not ability.fake and bool(holder.effects) and self.has_effect(holder, ACTS_TWICE)

    def dawn(self) -> None:
        """Announce who died (and who came back) tonight; night-long effects end."""
        self.dispatch("before_dawn")
        self.drop_retired()
        self.phase = f"dawn {self.night_no}"
        # Dawn tells how each player's state changed overnight: nothing about a player who
        # died and came back, or came back and died again (Shabaloth, Al-Hadikhia).
        was = self.tonight.alive_at_dusk
        self.log("dawn", PUBLIC, died=[s.index for s in self.tonight.deaths if s.index in was and not s.alive],
                 revived=[s.index for s in self.tonight.revived if s.index not in was and s.alive])
        self.expire("dawn", self.night_no)
        self.check_win()
        self._phase_ended(f"night {self.night_no}")

    def day(self) -> None:
        """Claims, public abilities, madness, then nominations and the execution."""
        self.day_no += 1
        self.phase = f"day {self.day_no}"
        self.today = Today()
        self.log("day", PUBLIC, day=self.day_no)
        if self._travel:
            self.travel_today()
        self.public_claims()
        share_information(self)
        if self._interjectors:
            self.moment(Moment(AFTER, CLAIMS))
        # Only abilities with a public action act (the others' is a no-op), unless a
        # scenario's decider may move actions to other moments of the day.
        for ability in list(self.abilities_in_play()) if self._interjectors else self.hooked("day_action"):
            if not (self._interjectors and (id(ability) in self.today.acted or self._acts_later(ability))):
                self.public_action(ability)
        self.judge_madness()
        if self.today.executed is None:
            self._nominations_and_execution()
        self.today.nominations_closed = True  # also after a madness execution: no nominations today
        if self.today.executed is not None:
            self.dispatch("after_execution")

    def _nominations_and_execution(self) -> None:
        """Nominations, then the execution of whoever is on the block. (A method of its own:
        within ``day`` mypy would take ``today.executed`` for still None after nominations,
        and the compiled build checks that at run time.)"""
        if self._interjectors:
            self.moment(Moment(BEFORE, NOMINATIONS))
        self.nominations()
        self.today.nominations_closed = True
        self.dispatch("on_nominations_closed")
        if self.today.on_block is not None and self.today.executed is None:
            self.execute(self.today.on_block)

    def public_action(self, ability: Ability) -> None:
        """An ability's public action of the day (if its holder may act), with the moments
        just before and after it."""
        if self.reaches(ability, "day_action"):
            if not self._interjectors:
                self._day_action(ability)
                return
            self.today.acted.add(id(ability))
            kinds = ability.day_kinds or (ability.id,)
            self.moment(Moment(BEFORE, ability.character.id, kinds=kinds))
            self._day_action(ability)
            self.moment(Moment(AFTER, ability.character.id, kinds=kinds))

    def _day_action(self, ability: Ability) -> None:
        """The ability's public action, twice if it works twice today (the Barista's)."""
        ability.day_action(self)
        if self.acts_twice(ability):
            ability.day_action(self)

    def moment(self, moment: Moment) -> None:
        """A moment of the day: players whose deciders want to act now claim a character or
        take an ability's public action, outside the usual order (see ``moments``)."""
        for interjector in self._interjectors:
            for seat, kind in interjector.acts_now(self, moment):
                if kind == "claim":
                    self.claim(self.seats[seat])
                    continue
                for ability in list(self.abilities_in_play()):
                    holder = ability.holder
                    if kind in (ability.day_kinds or (ability.id,)) and (holder is None or holder.index == seat):
                        self.public_action(ability)
                        break

    def _acts_later(self, ability: Ability) -> bool:
        """Whether a decider holds ``ability``'s public action back for a later moment."""
        seat = None if ability.holder is None else ability.holder.index
        kinds = ability.day_kinds or (ability.id,)
        return any(i.acts_later(self, seat, kinds) for i in self._interjectors)

    def dusk(self) -> None:
        """The day ends: end-of-day win conditions (the Mayor's), then day-long effects end."""
        self.phase = f"dusk {self.day_no}"
        self.dispatch("at_dusk")
        self.expire("dusk", self.day_no)
        self._phase_ended(f"day {self.day_no}")

    def _phase_ended(self, label: str) -> None:
        """Let watchers (scenario checks, a grimoire view) look at the state between phases."""
        for watcher in self.watchers:
            watcher(self, label)

    # ------------------------------------------------------------------ night steps
    def minion_info(self) -> None:
        """With 7 or more players, Minions learn each other and the Demon."""
        if self.player_count < 7 and not self.small_game_evil_info():
            return
        demons = [s.index for s in self.seats if s.team is DEMON_TEAM]
        minions = [s for s in self.seats if s.team is MINION_TEAM]
        for m in minions:
            shown = self._evil_info("minion-info", m, {
                "demons": demons, "minions": [o.index for o in minions if o is not m]})
            if shown is None:
                continue
            self.tell(m, "minion-info", **shown)
            m.knows.setdefault("evil", set()).update([*shown.get("demons", ()), *shown.get("minions", ())])
            if "bluffs" in shown:
                m.knows["bluffs"] = list(shown["bluffs"])

    def demon_info(self) -> None:
        """Evil Travellers learn the Demon; with 7 or more players, the Demon learns its
        Minions and three bluffs."""
        self.traveller_info()
        if self.player_count < 7 and not self.small_game_evil_info():
            return
        minions = [s.index for s in self.seats if s.team is MINION_TEAM]
        for d in self.seats:
            if d.team is DEMON_TEAM:
                shown = self._evil_info("demon-info", d, {"minions": minions,
                                                          "bluffs": [c.id for c in self.bluffs]})
                if shown is None:
                    continue
                self.tell(d, "demon-info", **shown)
                d.knows.setdefault("evil", set()).update(shown.get("minions", ()))
                if "bluffs" in shown:
                    d.knows["bluffs"] = list(shown["bluffs"])

    def small_game_evil_info(self) -> bool:
        """Whether Minion and Demon info happen with fewer than 7 players (the Toymaker's)."""
        return bool(self.dispatch("gives_evil_info"))

    def traveller_info(self, travellers: list[Seat] | None = None) -> None:
        """Each evil Traveller (of ``travellers``, default: every seat) learns who the Demon
        is (at any player count); abilities may reshape it (kind "traveller-info")."""
        demons = [s.index for s in self.seats if s.team is DEMON_TEAM]
        for t in self.seats if travellers is None else travellers:
            if t.is_traveller and t.is_evil:
                shown = self._evil_info("traveller-info", t, {"demons": demons})
                if shown is None:
                    continue
                self.tell(t, "traveller-info", **shown)
                t.knows.setdefault("evil", set()).update(shown.get("demons", ()))

    def _evil_info(self, kind: str, seat: Seat, shown: dict[str, Any]) -> dict[str, Any] | None:
        """What Minion or Demon info shows ``seat`` once abilities reshape it (None: not woken)."""
        adjusted: dict[str, Any] | None = self.dispatch("adjust_evil_info", kind, seat, shown)
        return adjusted



def _make_script_facts(script: Script) -> tuple[tuple[str | None, ...], bool]:
    """What a script allows all game: the claims one may make (None: no claim), and whether
    players may nominate the Storyteller (an Atheist on the script)."""
    claimable = (None, *(c.id for c in script.characters if c.team is not Team.TRAVELLER))
    classes = [ability_class(c.id) for c in script.characters]
    return claimable, any(cls is not None and cls.storyteller_nominable for cls in classes)


_FACTS: Final[PerScript[tuple[tuple[str | None, ...], bool]]] = PerScript(_make_script_facts)
"""What a script allows all game (``_make_script_facts``), worked out once a script."""


def brought_by(rules: list[Character], script: Script) -> list[Character]:
    """Characters the Fabled and Loric in play need on the game's script (``brings``: the
    Hindu's Travellers to reincarnate as)."""
    found: list[Character] = []
    for rule in rules:
        cls = ability_class(rule.id)
        if cls is not None:
            found += [character(cid) for cid in cls.brings(script)]
    return found


def alignment_of(team: Team) -> str:
    """The starting alignment of a character type."""
    return EVIL if team.is_evil else GOOD


__all__ = ["MAX_DAYS", "STALEMATE", "Game", "GameOver", "Stalemate", "alignment_of"]

