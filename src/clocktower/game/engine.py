"""The engine: a whole game, phase by phase. Read ``Game.run`` top to bottom.

setup -> [night -> dawn -> day (claims, public actions, madness, nominations, execution)
-> dusk] until a team wins. Every choice goes through ``Game.ask``; everything that
happens is appended to ``Game.events``; deaths go through ``Game.kill``; wins through
``Game.check_win``. Character behaviour lives in ``clocktower.abilities``.
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import replace
from math import ceil
from typing import Any, Callable, Iterable, Mapping

from .ability import Ability, ability_class
from ..characters import EVIL, GOOD, Character, Team
from ..errors import IllegalChoice, ReplayDivergence, SetupError
from ..script import Script, with_characters
from .decisions import Decider, Decision, default_deciders, freeze
from .events import Event, jsonable
from .integrity import FORMAT, digest
from .conditions import Conditions
from .moments import AFTER, BEFORE, CLAIMS, NOMINATION, NOMINATIONS, Moment, interjectors
from .mortality import GameOver, Mortality
from .seating import Seating
from .sharing import share_information
from .setup import Setup, random_setup, storyteller_rules
from .travel import Travel, travel_plan
from .state import (
    ACTS_TWICE, EXECUTION, EXILE, MAD, PUBLIC, STORYTELLER,
    AbilityList, Seat,
)

_YES_NO = (False, True)

MAX_DAYS = 40
"""A game still running at the dawn after this many days ends in a stalemate."""

STALEMATE = "stalemate"
"""The result of a game that ended with no winner (``Game.stall``)."""


class Stalemate(RuntimeError):
    """Formerly raised for a stalled game; a stall is now a recorded end (``Game.stall``).
    Kept so code that still catches it keeps importing."""


class Game(Seating, Conditions, Mortality, Travel):
    """One game of Blood on the Clocktower: the grimoire, its log, and its phases.

    The phases are here; the circle of seats and abilities is in ``seating.py``, effects,
    drunkenness and registration in ``conditions.py``, deaths and wins in ``mortality.py``.
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
        # In-game chance (a secret word, say) has its own generator, seeded apart from the
        # bag, so a game rebuilt from its logged setup draws exactly the same.
        self.rng = random.Random(f"game-{seed}")
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
        self._forced: deque[Any] = deque(freeze(c) for c in forced)
        # Deciders that act at chosen moments of the day (scenarios); none in random games.
        self._interjectors = interjectors([self.storyteller, self._default, *self._deciders.values()])
        self.choices: list[Any] = []
        # What each recorded choice answered: (kind, decider, about, events before it).
        self.decisions: list[tuple[str, int, int | None, int]] = []
        self.events: list[Event] = []
        self._events_json: list[dict[str, Any]] = []
        self.phase = "setup"
        self.night_no = 0
        self.day_no = 0
        self.winner: str | None = None
        self.win_reason = ""
        self.result: str | None = None  # "good", "evil" or STALEMATE once the game is over
        self.seats: list[Seat] = []
        self.bluffs: list[Character] = []
        self.storyteller_abilities = AbilityList()
        self.deaths_tonight: list[Seat] = []
        self.revived_tonight: list[Seat] = []
        self.alive_at_dusk: set[int] = set()  # who was alive as tonight began
        self.woken: set[int] = set()  # seats woken tonight by their own abilities
        # day state
        self.nominators: set[int] = set()
        self.nominees: set[int] = set()
        self.exile_called: set[int] = set()
        self.on_block: Seat | None = None
        self.nominee_index: int | None = None
        self.block_votes = 0
        self.raised: list[int] = []
        self.executed_today: Seat | None = None
        self.nominations_closed = False  # today's nominations are over (a Sibyl's may follow)
        self.claims: dict[int, str | None] = {}
        self.flags: dict[str, Any] = {}  # game-wide facts abilities share (the secret word)
        self._evaluating: list[int] = []  # seats whose drunkenness is being worked out
        self.watchers: list[Callable[["Game", str], None]] = []
        self._build_seats()
        # What the script allows all game: the characters one may claim, whether players may
        # nominate the Storyteller (an Atheist on the script).
        self._claimable: tuple[str | None, ...] = (None, *(
            c.id for c in script.characters if c.team is not Team.TRAVELLER))
        self._choice_hook = "on_player_choice" in self._script_hooks
        self._storyteller_nominable = any(
            getattr(ability_class(c.id), "storyteller_nominable", False) for c in script.characters)
        # Which seats are played by people (who judge and say things bots cannot): fixed at
        # the start and recorded, so a replay takes the same branches whatever decides it.
        self.people: frozenset[int] = frozenset(
            people if people is not None else
            (s.index for s in self.seats if not getattr(self.decider_for(s.index), "is_bot", True)))

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
        if not any(a.hides_characters(self) for a in self.hooked("hides_characters")):
            for seat in self.seats:
                self.tell(seat, "character", character=seat.believes.id, alignment=seat.knows["alignment"])
        for ability in list(self.abilities_in_play()):
            ability.prepare(self)
        self._phase_ended("setup")

    def night(self) -> None:
        """Wake everyone in night order; deaths happen at once and are announced at dawn."""
        self.night_no += 1
        self.phase = f"night {self.night_no}"
        self.deaths_tonight = []
        self.revived_tonight = []
        self.alive_at_dusk = {s.index for s in self.seats if s.alive}
        self.woken = set()
        self.log("night", PUBLIC, night=self.night_no)
        first = self.night_no == 1
        order = self.script.first_night if first else self.script.other_night
        for position, entry in enumerate(order):
            if entry == "minioninfo":
                self.minion_info()
            elif entry == "demoninfo":
                self.demon_info()
            elif entry not in ("dusk", "dawn"):
                for ability in self.abilities_for(entry):
                    if ability.retiring and not ability.owes(self):
                        continue  # taken away tonight: it only finishes what it owed
                    if ability.wakes(self, first) and not self.kept_asleep(ability):
                        self.wake(ability, position)
        # Abilities that start knowing something but arrived after the first night.
        for ability in list(self.abilities_in_play()):
            c = ability.character
            if ability.retiring:
                continue
            if not first and ability.nights == 0 and c.first_night and not c.other_night \
                    and ability.wakes(self, True) and not self.kept_asleep(ability):
                self.wake(ability, len(order))

    def kept_asleep(self, ability: Ability) -> bool:
        """Whether an ability in play stops ``ability`` waking tonight (the Exorcist's)."""
        return any(other.keeps_asleep(self, ability) for other in self.hooked("keeps_asleep"))

    def wake(self, ability: Ability, position: int) -> None:
        """Wake one ability's holder (or the Storyteller) to act."""
        ability.nights += 1
        if ability.holder is not None and not ability.storyteller_step:
            self.woken.add(ability.holder.index)
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
        for ability in list(self.abilities_in_play()):
            ability.before_dawn(self)
        self.drop_retired()
        self.phase = f"dawn {self.night_no}"
        # Dawn tells how each player's state changed overnight: nothing about a player who
        # died and came back, or came back and died again (Shabaloth, Al-Hadikhia).
        was = self.alive_at_dusk
        self.log("dawn", PUBLIC, died=[s.index for s in self.deaths_tonight if s.index in was and not s.alive],
                 revived=[s.index for s in self.revived_tonight if s.index not in was and s.alive])
        self.expire("dawn", self.night_no)
        self.check_win()
        self._phase_ended(f"night {self.night_no}")

    def day(self) -> None:
        """Claims, public abilities, madness, then nominations and the execution."""
        self.day_no += 1
        self.phase = f"day {self.day_no}"
        self.nominators.clear()
        self.nominees.clear()
        self.exile_called.clear()
        self.on_block = None
        self.block_votes = 0
        self.executed_today = None
        self.nominations_closed = False
        self.claims = {}
        self._acted_today: set[int] = set()
        self.log("day", PUBLIC, day=self.day_no)
        if self._travel:
            self.travel_today()
        self.public_claims()
        share_information(self)
        self.moment(Moment(AFTER, CLAIMS))
        for ability in list(self.abilities_in_play()):
            if not (self._interjectors and (id(ability) in self._acted_today or self._acts_later(ability))):
                self.public_action(ability)
        self.judge_madness()
        if self.executed_today is None:
            self.moment(Moment(BEFORE, NOMINATIONS))
            self.nominations()
            self.nominations_closed = True
            for ability in list(self.abilities_in_play()):
                ability.on_nominations_closed(self)
            if self.on_block is not None and self.executed_today is None:
                self.execute(self.on_block)
        self.nominations_closed = True  # also after a madness execution: no nominations today
        if self.executed_today is not None:
            for ability in list(self.abilities_in_play()):
                ability.after_execution(self)

    def public_action(self, ability: Ability) -> None:
        """An ability's public action of the day (if its holder may act), with the moments
        just before and after it."""
        holder = ability.holder
        if holder is None or holder.alive or ability.works_when_dead or self.keeps_ability(holder):
            if not self._interjectors:
                self._day_action(ability)
                return
            self._acted_today.add(id(ability))
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
        for ability in list(self.abilities_in_play()):
            if self.functioning(ability):
                ability.at_dusk(self)
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
        demons = [s.index for s in self.seats if s.team is Team.DEMON]
        minions = [s for s in self.seats if s.team is Team.MINION]
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
        minions = [s.index for s in self.seats if s.team is Team.MINION]
        for d in self.seats:
            if d.team is Team.DEMON:
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
        return any(a.gives_evil_info(self) for a in self.hooked("gives_evil_info"))

    def traveller_info(self, travellers: list[Seat] | None = None) -> None:
        """Each evil Traveller (of ``travellers``, default: every seat) learns who the Demon
        is (at any player count); abilities may reshape it (kind "traveller-info")."""
        demons = [s.index for s in self.seats if s.team is Team.DEMON]
        for t in self.seats if travellers is None else travellers:
            if t.is_traveller and t.is_evil:
                shown = self._evil_info("traveller-info", t, {"demons": demons})
                if shown is None:
                    continue
                self.tell(t, "traveller-info", **shown)
                t.knows.setdefault("evil", set()).update(shown.get("demons", ()))

    def _evil_info(self, kind: str, seat: Seat, shown: dict[str, Any]) -> dict[str, Any] | None:
        """What Minion or Demon info shows ``seat`` once abilities reshape it (None: not woken)."""
        for ability in list(self.abilities_in_play()):
            adjusted = ability.adjust_evil_info(self, kind, seat, shown)
            if adjusted is None:
                return None
            shown = adjusted
        return shown

    # ------------------------------------------------------------------ day steps
    def public_claims(self) -> None:
        """Each living player may publicly claim a character (or say nothing)."""
        for seat in self.seats:
            if seat.alive:
                self.claim(seat)

    def claim(self, seat: Seat) -> None:
        """``seat`` may publicly claim a character (a later claim today replaces theirs)."""
        claim = self.ask(Decision("claim", seat.index, self._claimable, prompt="Claim a character?"))
        if claim is not None or seat.index not in self.claims:
            self.claims[seat.index] = claim
        if claim is not None:
            self.log("claim", PUBLIC, seat=seat.index, character=claim)

    def judge_madness(self) -> None:
        """A mad player who did not try to convince the group may be executed for it."""
        for seat in self.seats:
            if not seat.alive or self.executed_today is not None:
                continue
            for effect in seat.effects:
                if effect.kind != MAD or not self.effect_active(effect):
                    continue
                if effect.source is not None and effect.source.judges_madness(self, seat, effect):
                    if not seat.alive:
                        break
                    continue
                character = effect.data
                if self.convincingly_mad(seat, character):
                    continue
                punish = self.ask(Decision(
                    "madness.execute", STORYTELLER, [False, True], weights=[0.5, 0.5], about=seat.index,
                    prompt=f"{seat.name} broke madness about {character}: execute them?"))
                if punish:
                    self.log("madness-broken", PUBLIC, seat=seat.index, character=character)
                    self.execute(seat)
                break

    def convincingly_mad(self, seat: Seat, character: str) -> bool:
        """Whether ``seat`` tried today to convince the group they are ``character``: a bot
        if it claimed it, a person as the Storyteller judges (``madness.convincing``)."""
        if not self.is_person(seat.index):
            return self.claims.get(seat.index) == character
        return bool(self.ask(Decision(
            "madness.convincing", STORYTELLER, [True, False], about=seat.index,
            prompt=f"Did {seat.name} try to convince the group they are {character}?")))

    def nominations(self) -> None:
        """Living players nominate until a full round passes with no nomination or exile call.

        Any player, alive or dead, may call for a Traveller's exile, whether or not they
        nominated today: a call is not a nomination (the Bishop's and Voudon's How to Run).
        With the Atheist on the script, players may nominate the Storyteller too."""
        start = 0
        while self.executed_today is None:
            made = False
            # Under a Bishop only the Storyteller nominates; players may still call exiles.
            nominator = self.storyteller_nominator()
            nominees: list[Any] = [t.index for t in self.seats if self.may_be_nominated(t)]
            if nominator is None and self.storyteller_may_be_nominated():
                nominees.append(STORYTELLER)
            exiles: list[Any] = [("exile", t.index) for t in self.seats
                                 if t.is_traveller and t.alive and t.index not in self.exile_called]
            if nominator is None and not nominees and not exiles:
                return
            circle = self.circle
            at = circle.index(start)
            for index in circle[at:] + circle[:at] if exiles or (nominator is None and nominees) else ():
                seat = self.seats[index]  # clockwise from ``start``
                if seat.left:
                    continue
                nominates = nominator is None and self.may_nominate(seat)
                options: list[Any] = [None] + (nominees if nominates else []) + exiles
                if len(options) == 1:
                    continue
                prompt = ("Nominate someone (or call for a Traveller's exile)?" if nominates
                          else "Call for a Traveller's exile?")
                choice = self.ask(Decision("nominate", seat.index, options, prompt=prompt))
                if choice is None:
                    continue
                if isinstance(choice, tuple):
                    self.call_exile(seat, self.seats[choice[1]])
                elif choice == STORYTELLER:
                    self.nominate_storyteller(seat)
                else:
                    self.nominate(seat, self.seats[choice])
                start = self.clockwise(seat.index, 1)
                made = True
                break
            if not made and nominator is not None:
                # A full round passed with no exile called: the Storyteller nominates.
                pick = nominator.storyteller_nomination(self, [i for i in nominees if i != STORYTELLER])
                if pick is not None:
                    self.nominate(None, self.seats[pick])
                    made = True
            if not made:
                return

    def storyteller_may_be_nominated(self) -> bool:
        """Whether a player may nominate the Storyteller now: a character on the script
        allows it (the Atheist, in play or not), once a day."""
        return self._storyteller_nominable and STORYTELLER not in self.nominees

    def nominate_storyteller(self, nominator: Seat) -> None:
        """A living player nominates the Storyteller (the Atheist's rule): everyone votes
        clockwise from the nominator, as for any execution, and with the votes an execution
        needs the Storyteller is executed at once; ``Ability.storyteller_executed`` says who
        wins (good with a working Atheist), otherwise evil wins."""
        if not self.may_nominate(nominator) or not self.storyteller_may_be_nominated():
            raise IllegalChoice(f"{nominator.name} may not nominate the Storyteller now")
        self.nominators.add(nominator.index)
        self.nominees.add(STORYTELLER)
        self.log("nomination", PUBLIC, nominator=nominator.index, nominee=STORYTELLER)
        votes = self.vote(nominator, about=STORYTELLER, block=False,
                          prompt="Vote to execute the Storyteller?")
        if votes < self.votes_needed(execution=True):
            return
        self.log("execution", PUBLIC, seat=STORYTELLER)
        for ability in self.hooked("storyteller_executed"):
            verdict = ability.storyteller_executed(self)
            if verdict is not None:
                self.win(*verdict)
        self.win(EVIL, "the Storyteller was executed")

    def storyteller_nominator(self) -> Ability | None:
        """The ability under which only the Storyteller nominates now (a functioning
        Bishop's), or None: players nominate."""
        for ability in self.hooked("storyteller_nominates"):
            if ability.storyteller_nominates(self):
                return ability
        return None

    def may_nominate(self, seat: Seat) -> bool:
        """Living players nominate once a day; abilities may allow more or forbid it
        (``Ability.nomination_rule``: the Banshee, the Golem), a forbidding one winning."""
        usual = seat.alive and seat.index not in self.nominators
        rules = {ability.nomination_rule(self, seat) for ability in self.hooked("nomination_rule")}
        if False in rules:
            return False
        return usual or True in rules

    def may_be_nominated(self, seat: Seat) -> bool:
        """Each player may be nominated once a day; Travellers are never nominated (they are
        called for exile instead)."""
        return seat.index not in self.nominees and not seat.is_traveller

    def nominate(self, nominator: Seat | None, nominee: Seat, *, granted_by: Ability | None = None) -> None:
        """Make a nomination and hold its vote (``hold_nomination``); then comes the moment
        after it, when players may claim or act out of the usual order."""
        self.hold_nomination(nominator, nominee, granted_by=granted_by)
        if self._interjectors:
            self.moment(Moment(AFTER, NOMINATION, STORYTELLER if nominator is None else nominator.index,
                               nominee.index))

    def hold_nomination(self, nominator: Seat | None, nominee: Seat, *,
                        granted_by: Ability | None = None) -> None:
        """Make a nomination, let abilities react, then hold the vote.

        ``nominator`` None: the Storyteller nominates (under a Bishop). ``granted_by``: an
        ability that lets ``nominator`` nominate outside the usual rules (Fall of Rome's
        Sibyl lets a dead player nominate, the Butcher nominates again, even someone already
        nominated). Abilities react as to any nomination, and the granting ability holds its
        own vote (``vote`` with its voters). After an ordinary vote, abilities may force its
        result (``Ability.forces_vote_result``: the Judge)."""
        if granted_by is not None:
            allowed = not nominee.is_traveller
        elif nominator is None:
            allowed = self.storyteller_nominator() is not None and self.may_be_nominated(nominee)
        else:
            allowed = self.may_nominate(nominator) and self.may_be_nominated(nominee)
            allowed = allowed and self.storyteller_nominator() is None
        if not allowed:
            who = "the Storyteller" if nominator is None else nominator.name
            raise IllegalChoice(f"{who} may not nominate {nominee.name} now")
        if nominator is not None:
            self.nominators.add(nominator.index)
        self.nominees.add(nominee.index)
        extra = {} if granted_by is None else {"granted_by": granted_by.character.id}
        self.log("nomination", PUBLIC, nominator=STORYTELLER if nominator is None else nominator.index,
                 nominee=nominee.index, **extra)
        for ability in list(self.hooked("on_nomination")):
            ability.on_nomination(self, nominator, nominee)  # type: ignore[arg-type]
        for ability in list(self.hooked("takes_nomination")):
            if ability.takes_nomination(self, nominator, nominee):
                return  # no vote: the ability dealt with this nomination (the Riot's)
        if granted_by is not None:
            return
        before = (self.on_block, self.block_votes)
        votes = self.vote(nominee)
        for ability in list(self.hooked("forces_vote_result")):
            forced = ability.forces_vote_result(self, nominator, nominee, votes)
            if forced is None:
                continue
            self.log("vote-forced", PUBLIC, nominee=nominee.index, passed=forced,
                     by=ability.character.id, seat=ability.seat_index)
            if forced:
                self.on_block = None
                self.execute(nominee)
            else:
                self.on_block, self.block_votes = before
            break

    def call_exile(self, caller: Seat, traveller: Seat) -> bool:
        """A call to exile a Traveller: everyone may vote, the dead without spending their
        ghost vote; at least half the living players exiles them. Not a nomination, not an
        execution. Returns whether they were exiled."""
        if not traveller.is_traveller or traveller.index in self.exile_called:
            raise IllegalChoice(f"{traveller.name} cannot be called for exile now")
        self.exile_called.add(traveller.index)
        self.log("exile-call", PUBLIC, caller=caller.index, traveller=traveller.index)
        for ability in list(self.hooked("on_exile_call")):
            ability.on_exile_call(self, caller, traveller)
        yes = [v.index for v in self.seats
               if not v.left and self.ask(Decision("exile-vote", v.index, (False, True), about=traveller.index,
                                    prompt=f"Vote to exile {traveller.name}?"))]
        needed = self.votes_needed()
        exiled = len(yes) >= needed
        self.log("exile-vote", PUBLIC, traveller=traveller.index, voters=yes, votes=len(yes),
                 needed=needed, exiled=exiled)
        if exiled:
            self.exile(traveller)
        return exiled

    def exile(self, traveller: Seat) -> None:
        """The Traveller is exiled: they die (if alive), and abilities may react; only an
        ability that stops deaths by exile (``prevents_death``, the Deviant's) saves them."""
        self.log("exile", PUBLIC, seat=traveller.index)
        for ability in list(self.abilities_in_play()):
            ability.on_exile(self, traveller)
        if traveller.alive:
            self.kill(traveller, EXILE, None, redirectable=False)

    def votes_needed(self, *, execution: bool = False) -> int:
        """At least half the living players, rounded up; for an ``execution``, abilities may
        change it (``Ability.execution_votes_needed``: the Voudon)."""
        needed = ceil(sum(1 for s in self.seats if s.alive) / 2)
        if execution:
            for ability in self.hooked("execution_votes_needed"):
                needed = ability.execution_votes_needed(self, needed)
        return needed

    def vote(self, nominee: Seat, *, voters: Iterable[Seat] | None = None, needed: int | None = None,
             ghost: bool = True, block: bool = True, about: int | None = None,
             prompt: str | None = None) -> int:
        """Everyone votes clockwise from the nominee; the dead spend their ghost vote.

        An ability holding a vote of its own (the Sibyl's) may narrow the ``voters``, set the
        votes ``needed``, let the dead vote freely (``ghost=False``) and keep the result off
        the block (``block=False``); it then acts on the returned tally itself. Abilities
        may keep voters from voting or let them vote freely (``Ability.voting``: the Voudon),
        weigh their votes (``Ability.vote_weight``: Thief, Bureaucrat), void a raised hand
        once every hand is up (``Ability.vote_counts``: the Butler) and act on the tally
        (``Ability.after_vote``: the Gunslinger, the Beggar's spent vote token).

        ``about`` another nominee than ``nominee`` (the Storyteller, whose vote goes round
        from the nominator, ``nominee`` then): it never goes on the block."""
        target = nominee.index if about is None else about
        self.nominee_index = target
        allowed = None if voters is None else {v.index for v in voters}
        yes: list[int] = []
        self.raised = yes  # the hands up so far, as the count goes round (public)
        prompt = prompt or f"Vote to execute {nominee.name}?"
        shapers = self.hooked("voting")
        weighers = self.hooked("vote_weight")
        musts = self.hooked("must_vote")
        votes = 0
        weights: dict[int, int] = {}
        free = False
        circle = self.circle
        start = circle.index(nominee.index) + 1
        for index in circle[start:] + circle[:start]:  # clockwise, the nominee last
            voter = self.seats[index]
            if voter.left or (allowed is not None and index not in allowed):
                continue
            spends = ghost
            if shapers:
                rules = {ability.voting(self, voter) for ability in shapers}
                if "never" in rules:
                    continue
                spends = ghost and "free" not in rules
            if spends and not voter.alive and not voter.ghost_vote:
                continue
            must = musts and any(ability.must_vote(self, voter, nominee) for ability in musts)
            if self.ask(Decision("vote", index, (True,) if must else _YES_NO, about=target, prompt=prompt)):
                yes.append(voter.index)
                weight = 1
                for ability in weighers:
                    w = ability.vote_weight(self, voter, nominee)
                    if w is not None:
                        weight *= w
                votes += weight
                weights[voter.index] = weight
                if spends and not voter.alive:
                    voter.ghost_vote = False
                elif not voter.alive:
                    free = True  # a dead voter voted freely (the Voudon): logged as such
        voided = [v for v in yes if not self._vote_counts(self.seats[v], nominee, yes)] \
            if yes and self.hooked("vote_counts") else ()
        for index in voided:
            yes.remove(index)
            votes -= weights[index]
            self.log("vote-not-counted", STORYTELLER, seat=index, nominee=nominee.index)
        needed = self.votes_needed(execution=True) if needed is None else needed
        if block and votes >= needed and votes > self.block_votes:
            self.on_block, self.block_votes = nominee, votes
        elif block and votes >= needed and votes == self.block_votes:
            self.on_block = None
        extra = {} if ghost and not free else {"ghost": False}
        secret = any(a.hides_votes(self) for a in self.hooked("hides_votes"))
        if secret:  # eyes closed, the tally secret (the Organ Grinder): only that a vote was held
            self.log("secret-vote", PUBLIC, nominee=target)
        self.log("vote", STORYTELLER if secret else PUBLIC, nominee=target, voters=yes, votes=votes,
                 needed=needed, on_block=None if self.on_block is None else self.on_block.index, **extra)
        for ability in list(self.hooked("after_vote")):
            ability.after_vote(self, nominee, list(yes))
        return votes

    def _vote_counts(self, voter: Seat, nominee: Seat, yes: list[int]) -> bool:
        """Whether ``voter``'s raised hand counts, once every hand is up (``yes``): abilities
        may void it (``Ability.vote_counts``: the Butler whose master did not vote)."""
        return all(ability.vote_counts(self, voter, nominee, yes) for ability in self.hooked("vote_counts"))

    def execute(self, seat: Seat) -> bool:
        """Execute ``seat``; returns whether they died of it. Abilities speak first
        (``Ability.before_execution``: the Emperor's thumbs), while ``executed_today`` still
        names the day's earlier execution, if any. An ability may have another player
        executed instead (``Ability.redirect_execution``: the Scapegoat)."""
        for ability in list(self.abilities_in_play()):
            other = ability.redirect_execution(self, seat)
            if other is not None and other is not seat:
                self.log("execution-redirected", PUBLIC, seat=seat.index, to=other.index,
                         by=ability.character.id)
                seat = other
                break
        for ability in list(self.abilities_in_play()):
            ability.before_execution(self, seat)
        self.executed_today = seat
        self.log("execution", PUBLIC, seat=seat.index)
        # An execution is never an attack a night-death redirection moves (the Cerenovus
        # may execute at night).
        died = self.kill(seat, EXECUTION, None, redirectable=False)
        for ability in list(self.abilities_in_play()):
            ability.on_execution(self, seat, died)
        return died

    # ------------------------------------------------------------------ decisions and the log
    def decider_for(self, index: int) -> Decider:
        """Who answers decisions for seat ``index`` (or the Storyteller)."""
        if index == STORYTELLER:
            return self.storyteller
        return self._deciders.get(index, self._default)

    def is_person(self, index: int) -> bool:
        """Whether seat ``index`` is played by a person (recorded with the game), whose
        statements and madness the Storyteller judges, rather than a bot."""
        return index in self.people

    def ask(self, decision: Decision) -> Any:
        """Get a legal answer to ``decision``: from a replayed log first, else its decider.

        A decision with one legal option answers itself and is not recorded.
        """
        choices = self.choices
        decision.id = len(choices)
        options = decision.options
        who = decision.decider
        if len(options) == 1 and not decision.free_text:
            return self._answered(decision, options[0])
        if not options:
            raise IllegalChoice(f"decision {decision.kind!r} has no legal option")
        if self._forced:
            choice = self._forced.popleft()
            if not decision.is_legal(choice):
                raise ReplayDivergence(
                    f"recorded choice {choice!r} is not legal for {decision.kind!r} "
                    f"at choice {len(choices) + 1} ({self.phase})")
        else:
            decider = self.storyteller if who == STORYTELLER else self._deciders.get(who, self._default)
            choice = decider.decide(self, decision)
            # Deciders that only ever pick from the options (the random bots) are trusted.
            if not getattr(decider, "trusted", False) and not decision.is_legal(choice):
                raise IllegalChoice(f"{choice!r} is not a legal answer to {decision.kind!r}")
        choices.append(choice)
        self.decisions.append((decision.kind, who, decision.about, len(self.events)))
        if who != STORYTELLER and self._choice_hook:
            self._answered(decision, choice)
        return choice

    def _answered(self, decision: Decision, choice: Any) -> Any:
        """A player's answer, before it takes effect: abilities may react to it
        (``Ability.on_player_choice``: the Goon, chosen at night)."""
        if decision.decider != STORYTELLER and self._choice_hook:
            for ability in self.hooked("on_player_choice"):
                ability.on_player_choice(self, decision, choice)
        return choice

    def log(self, kind: str, audience: int, **data: Any) -> None:
        """Append one event to the game's record."""
        self.events.append(Event(kind, self.phase, audience, data))

    def tell(self, seat: Seat, kind: str, **data: Any) -> None:
        """Privately tell one player something (it goes into their observation)."""
        self.events.append(Event(kind, self.phase, seat.index, data))

    def events_json(self) -> list[dict[str, Any]]:
        """Every event as JSON, kept as the record grows (events are only ever appended), so
        views and records do not convert the whole record again at every step."""
        cache = self._events_json
        if len(cache) > len(self.events):
            cache.clear()
        for e in self.events[len(cache):]:
            cache.append(jsonable(e.to_json()))
        return cache

    def observation(self, seat: int) -> list[dict[str, Any]]:
        """Everything player ``seat`` has seen, as they may read it: public events and what
        they were told, through the one filter of ``game.views`` (never whether it was true)."""
        from .views import project_all

        return project_all(self.events_json(), seat)

    # ------------------------------------------------------------------ records
    def record(self) -> dict[str, Any]:
        """The game's whole record: enough to replay it exactly, with a ``digest`` of it so
        a replay notices any later edit."""
        out = {
            "format": FORMAT,
            "script": self.script.to_json(),
            "script_id": self.script.id,
            "seed": self.seed,
            "setup": self.setup.to_json(),
            "choices": jsonable(self.choices),
            "decisions": jsonable(self.decisions),
            "events": [dict(e) for e in self.events_json()],
            "people": sorted(self.people),
            "winner": self.winner,
            "reason": self.win_reason,
            "result": self.result,
        }
        out["digest"] = digest(out)
        return out

    @property
    def forced_left(self) -> int:
        """How many replayed choices are still queued (the game has not asked for them yet)."""
        return len(self._forced)


def brought_by(rules: list[Character], script: Script) -> list[Character]:
    """Characters the Fabled and Loric in play need on the game's script (``brings``: the
    Hindu's Travellers to reincarnate as)."""
    from ..script import character

    found: list[Character] = []
    for rule in rules:
        brings = getattr(ability_class(rule.id), "brings", None)
        if brings is not None:
            found += [character(cid) for cid in brings(script)]
    return found


def alignment_of(team: Team) -> str:
    """The starting alignment of a character type."""
    return EVIL if team.is_evil else GOOD


__all__ = ["MAX_DAYS", "STALEMATE", "Game", "GameOver", "Stalemate", "alignment_of"]

