# mypy: disable-error-code="attr-defined,arg-type"
# (a part of Game: it uses the other parts through self, which mypy cannot see in a mixin)
"""The day's machinery: claims, madness, nominations, votes, executions and exiles.

A part of ``Game`` (see ``engine.py``, whose ``Game.day`` runs these steps in order).
"""

from __future__ import annotations

from mypy_extensions import mypyc_attr, trait

from math import ceil
from typing import Any, Final, Iterable

from .ability import Ability
from ..characters import EVIL
from ..errors import IllegalChoice
from .decisions import Decision
from .moments import AFTER, NOMINATION, Moment
from .parts import Rules, Today
from .record import Record
from .state import EXECUTION, EXILE, MAD, PUBLIC, STORYTELLER, Changes, Seat

# Final: compiled (mypyc), C statics or inlined, rather than lookups in the module's globals.
_YES_NO: Final = (False, True)
_YES_ONLY: Final = (True,)
_NOMINATE_PROMPT: Final = "Nominate someone (or call for a Traveller's exile)?"
_EXILE_PROMPT: Final = "Call for a Traveller's exile?"


@trait
@mypyc_attr(allow_interpreted_subclasses=True)
class Day(Record):
    """Claims, madness, nominations, votes, executions and exiles.

    A kind of ``Record`` (which comes after it among Game's bases), so that the compiled
    build (mypyc) calls ``ask`` and ``log`` directly rather than by name."""

    # Provided by Game (engine.py).
    seats: list[Seat]
    circle: list[int]
    today: Today
    rules: Rules
    _changes: Changes

    # Provided by Mortality, which comes before Day among Game's bases; declared here (not
    # under TYPE_CHECKING) so that the compiled build (mypyc) knows its type. (``hooked`` and
    # ``dispatch`` are declared on Record.)
    def kill(self, target: Seat, cause: str, source: Ability | None, *,
             unstoppable: bool = False, redirectable: bool = True) -> bool:
        raise NotImplementedError  # Mortality.kill

    # The day's state most read by characters, kept readable on the game itself.
    @property
    def executed_today(self) -> Seat | None:
        """Who was executed today (``today.executed``)."""
        return self.today.executed

    @property
    def claims(self) -> dict[int, str | None]:
        """Each seat's public claim today (``today.claims``)."""
        return self.today.claims

    # ------------------------------------------------------------------ day steps
    def public_claims(self) -> None:
        """Each living player may publicly claim a character (or say nothing)."""
        for seat in self.seats:
            if seat.alive:
                self.claim(seat)

    def claim(self, seat: Seat) -> None:
        """``seat`` may publicly claim a character (a later claim today replaces theirs)."""
        claim = self.ask(Decision("claim", seat.index, self.rules.claimable, "Claim a character?"))
        if claim is not None or seat.index not in self.today.claims:
            self.today.claims[seat.index] = claim
        if claim is not None:
            self.log("claim", PUBLIC, seat=seat.index, character=claim)

    def judge_madness(self) -> None:
        """A mad player who did not try to convince the group may be executed for it."""
        for seat in self.seats:
            if not seat.alive or self.today.executed is not None:
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
                    "madness.execute", STORYTELLER, [False, True], about=seat.index,
                    prompt=f"{seat.name} broke madness about {character}: execute them?"))
                if punish:
                    self.log("madness-broken", PUBLIC, seat=seat.index, character=character)
                    self.execute(seat)
                break

    def convincingly_mad(self, seat: Seat, character: str) -> bool:
        """Whether ``seat`` tried today to convince the group they are ``character``: a bot
        if it claimed it, a person as the Storyteller judges (``madness.convincing``)."""
        if not self.is_person(seat.index):
            return self.today.claims.get(seat.index) == character
        return bool(self.ask(Decision(
            "madness.convincing", STORYTELLER, [True, False], about=seat.index,
            prompt=f"Did {seat.name} try to convince the group they are {character}?")))

    def nominations(self) -> None:
        """Living players nominate until a full round passes with no nomination or exile call.

        Any player, alive or dead, may call for a Traveller's exile, whether or not they
        nominated today: a call is not a nomination (the Bishop's and Voudon's How to Run).
        With the Atheist on the script, players may nominate the Storyteller too."""
        start = 0
        seats = self.seats
        travellers: list[Seat] = []
        never: set[int] = set()  # the Travellers' seats, never nominated
        seen = -1  # the ability lists' change count ``travellers`` holds for
        while self.today.executed is None:
            made = False
            # Who is a Traveller changes only with a character (an ability list): read once.
            if seen != self._changes.count:
                seen = self._changes.count
                travellers = [t for t in seats if t.is_traveller]
                never = {t.index for t in travellers}
            # Under a Bishop only the Storyteller nominates; players may still call exiles.
            nominator = self.storyteller_nominator()
            nominated = self.today.nominees  # as ``may_be_nominated``, with the Travellers known
            nominees: list[Any] = [t.index for t in seats if t.index not in nominated and t.index not in never]
            if nominator is None and self.storyteller_may_be_nominated():
                nominees.append(STORYTELLER)
            exiles: list[Any] = [("exile", t.index) for t in travellers
                                 if t.alive and t.index not in self.today.exile_called]
            if nominator is None and not nominees and not exiles:
                return
            # This round's two option lists, shared by every seat asked in it.
            both: list[Any] = [None, *nominees, *exiles]
            exile_only: list[Any] = [None, *exiles]
            circle = self.circle
            at = circle.index(start)
            for index in circle[at:] + circle[:at] if exiles or (nominator is None and nominees) else ():
                seat = seats[index]  # clockwise from ``start``
                if seat.left:
                    continue
                nominates = nominator is None and self.may_nominate(seat)
                options = both if nominates else exile_only
                if len(options) == 1:
                    continue
                prompt = _NOMINATE_PROMPT if nominates else _EXILE_PROMPT
                choice = self.ask(Decision("nominate", index, options, prompt))
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
        return self.rules.storyteller_nominable and STORYTELLER not in self.today.nominees

    def nominate_storyteller(self, nominator: Seat, *, granted_by: Ability | None = None) -> None:
        """A living player nominates the Storyteller (the Atheist's rule): everyone votes
        clockwise from the nominator, as for any execution, and with the votes an execution
        needs the Storyteller is executed at once; ``Ability.storyteller_executed`` says who
        wins (good with a working Atheist), otherwise evil wins. Short of the votes, abilities
        may act (``Ability.storyteller_spared``). ``granted_by``: an ability that lets
        ``nominator`` nominate outside the usual rules (a dead riot nominee)."""
        allowed = granted_by is not None or self.may_nominate(nominator)
        if not allowed or not self.storyteller_may_be_nominated():
            raise IllegalChoice(f"{nominator.name} may not nominate the Storyteller now")
        extra = self._nomination_marks(nominator, granted_by)
        self.today.nominators.add(nominator.index)
        self.today.nominees.add(STORYTELLER)
        self.log("nomination", PUBLIC, nominator=nominator.index, nominee=STORYTELLER, **extra)
        votes = self.vote(nominator, about=STORYTELLER, block=False,
                          prompt="Vote to execute the Storyteller?")
        if votes < self.votes_needed(execution=True):
            self.dispatch("storyteller_spared", nominator)
            return
        self.log("execution", PUBLIC, seat=STORYTELLER)
        verdict = self.dispatch("storyteller_executed")
        if verdict is not None:
            self.win(*verdict.value)
        self.win(EVIL, "the Storyteller was executed")

    def _nomination_marks(self, nominator: Seat | None, granted_by: Ability | None) -> dict[str, Any]:
        """What a nomination's event says of the rule that allowed it, asked before it counts:
        ``granted_by`` an ability's extra nomination (the Sibyl's), ``ruled`` one an ability's
        rule allowed outside the usual (an empowered Banshee: dead, or a second time)."""
        if granted_by is not None:
            return {"granted_by": granted_by.character.id}
        if nominator is not None and not (nominator.alive and nominator.index not in self.today.nominators) \
                and True in self.dispatch("nomination_rule", nominator):
            return {"ruled": True}
        return {}

    def storyteller_nominator(self) -> Ability | None:
        """The ability under which only the Storyteller nominates now (a functioning
        Bishop's), or None: players nominate."""
        found: Ability | None = self.dispatch("storyteller_nominates")
        return found

    def may_nominate(self, seat: Seat) -> bool:
        """Living players nominate once a day; abilities may allow more or forbid it
        (``Ability.nomination_rule``: the Banshee, the Golem), a forbidding one winning."""
        usual = seat.alive and seat.index not in self.today.nominators
        rulers = self.hooked("nomination_rule")
        if not rulers:
            return usual
        rules = self.dispatch("nomination_rule", seat)
        if False in rules:
            return False
        return usual or True in rules

    def may_be_nominated(self, seat: Seat) -> bool:
        """Each player may be nominated once a day; Travellers are never nominated (they are
        called for exile instead)."""
        return seat.index not in self.today.nominees and not seat.is_traveller

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
        extra = self._nomination_marks(nominator, granted_by)
        if nominator is not None:
            self.today.nominators.add(nominator.index)
        self.today.nominees.add(nominee.index)
        self.log_data("nomination", PUBLIC, {
            "nominator": STORYTELLER if nominator is None else nominator.index, "nominee": nominee.index, **extra})
        self.dispatch("on_nomination", nominator, nominee)
        if self.dispatch("takes_nomination", nominator, nominee):
            return  # no vote: the ability dealt with this nomination (the Riot's)
        if granted_by is not None:
            return
        before = (self.today.on_block, self.today.block_votes)
        votes = self.vote(nominee)
        answer = self.dispatch("forces_vote_result", nominator, nominee, votes)
        if answer is not None:
            forced, ability = answer.value, answer.ability
            self.log("vote-forced", PUBLIC, nominee=nominee.index, passed=forced,
                     by=ability.character.id, seat=ability.seat_index)
            if forced:
                self.today.on_block = None
                self.execute(nominee)
            else:
                self.today.on_block, self.today.block_votes = before

    def call_exile(self, caller: Seat, traveller: Seat) -> bool:
        """A call to exile a Traveller: everyone may vote, the dead without spending their
        ghost vote; at least half the living players exiles them. Not a nomination, not an
        execution. Returns whether they were exiled."""
        if not traveller.is_traveller or traveller.index in self.today.exile_called:
            raise IllegalChoice(f"{traveller.name} cannot be called for exile now")
        self.today.exile_called.add(traveller.index)
        self.log("exile-call", PUBLIC, caller=caller.index, traveller=traveller.index)
        self.dispatch("on_exile_call", caller, traveller)
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
        self.dispatch("on_exile", traveller)
        if traveller.alive:
            self.kill(traveller, EXILE, None, redirectable=False)

    def votes_needed(self, *, execution: bool = False) -> int:
        """At least half the living players, rounded up; for an ``execution``, abilities may
        change it (``Ability.execution_votes_needed``: the Voudon)."""
        needed = ceil(sum(1 for s in self.seats if s.alive) / 2)
        if execution:
            needed = self.dispatch("execution_votes_needed", needed)
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
        self.today.nominee_index = target
        allowed = None if voters is None else {v.index for v in voters}
        yes: list[int] = []
        self.today.raised = yes  # the hands up so far, as the count goes round (public)
        prompt = prompt or f"Vote to execute {nominee.name}?"
        shapers = self.hooked("voting")
        weighers = self.hooked("vote_weight")
        musts = self.hooked("must_vote")
        votes = 0
        weights: dict[int, int] = {}
        free = False
        circle = self.circle
        seats = self.seats
        start = circle.index(nominee.index) + 1
        for index in circle[start:] + circle[:start]:  # clockwise, the nominee last
            voter = seats[index]
            if voter.left or (allowed is not None and index not in allowed):
                continue
            spends = ghost
            if shapers:
                rules = self.dispatch("voting", voter)
                if "never" in rules:
                    continue
                spends = ghost and "free" not in rules
            if spends and not voter.alive and not voter.ghost_vote:
                continue
            must = musts and self.dispatch("must_vote", voter, nominee)
            # Positional: (kind, decider, options, prompt, free_text, about).
            if self.ask(Decision("vote", index, _YES_ONLY if must else _YES_NO, prompt, False, target)):
                yes.append(voter.index)
                weight = 1
                for w in self.dispatch("vote_weight", voter, nominee) if weighers else ():
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
        if block and votes >= needed and votes > self.today.block_votes:
            self.today.on_block, self.today.block_votes = nominee, votes
        elif block and votes >= needed and votes == self.today.block_votes:
            self.today.on_block = None
        extra = {} if ghost and not free else {"ghost": False}
        secret = self.dispatch("hides_votes")
        if secret:  # eyes closed, the tally secret (the Organ Grinder): only that a vote was held
            self.log("secret-vote", PUBLIC, nominee=target)
        self.log_data("vote", STORYTELLER if secret else PUBLIC, {
            "nominee": target, "voters": yes, "votes": votes, "needed": needed,
            "on_block": None if self.today.on_block is None else self.today.on_block.index, **extra})
        self.dispatch("after_vote", nominee, list(yes))
        return votes

    def _vote_counts(self, voter: Seat, nominee: Seat, yes: list[int]) -> bool:
        """Whether ``voter``'s raised hand counts, once every hand is up (``yes``): abilities
        may void it (``Ability.vote_counts``: the Butler whose master did not vote)."""
        return bool(self.dispatch("vote_counts", voter, nominee, yes))

    def execute(self, seat: Seat) -> bool:
        """Execute ``seat``; returns whether they died of it. Abilities speak first
        (``Ability.before_execution``: the Emperor's thumbs), while ``executed_today`` still
        names the day's earlier execution, if any. An ability may have another player
        executed instead (``Ability.redirect_execution``: the Scapegoat)."""
        redirected = self.dispatch("redirect_execution", seat)
        if redirected is not None and redirected.value is not seat:
            self.log("execution-redirected", PUBLIC, seat=seat.index, to=redirected.value.index,
                     by=redirected.ability.character.id)
            seat = redirected.value
        self.dispatch("before_execution", seat)
        self.today.executed = seat
        self.log("execution", PUBLIC, seat=seat.index)
        # An execution is never an attack a night-death redirection moves (the Cerenovus
        # may execute at night).
        died = self.kill(seat, EXECUTION, None, redirectable=False)
        self.dispatch("on_execution", seat, died)
        return died
