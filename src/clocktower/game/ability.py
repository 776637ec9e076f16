"""The Ability base class and the registry that maps character ids to behaviour.

A seat's abilities are separate from its character: the Drunk holds a *fake* copy of the
Townsfolk it believes it is, the Philosopher and Cannibal gain abilities, the Storyteller
holds a Plague Doctor's Minion ability. Every hook here has a do-nothing default; a
character's module overrides only what its almanac entry needs.
"""

from __future__ import annotations

from mypy_extensions import mypyc_attr

import importlib
from typing import TYPE_CHECKING, Any, ClassVar, Final, Iterable, Mapping

from ..characters import EVIL, GOOD, Character
from .decisions import Decision
from .perscript import PerScript
from .state import STORYTELLER, Seat

if TYPE_CHECKING:
    import random

    from ..script import Script
    from .engine import Game
    from .hooks import Reach
    from .setup import Bag, SeatSpec
    from .registration import Persona
    from .state import Effect

Delta = tuple[int, int, int, int]
"""Bag counts, or a change to them: (townsfolk, outsider, minion, demon)."""

NO_CHANGE: Delta = (0, 0, 0, 0)
TRAVELLER_GOOD = 0.7
"""How often a Traveller the Storyteller adds at random is good."""

REGISTRY: Final[dict[str, type["Ability"]]] = {}


def _jinxed_pairs(script: "Script") -> frozenset[frozenset[str]]:
    return frozenset(frozenset((j.a, j.b)) for j in script.jinxes)


_JINXES: "Final[PerScript[frozenset[frozenset[str]]]]" = PerScript(_jinxed_pairs)
"""Each script's jinxed pairs."""


def jinxed(game: "Game", a: str, b: str) -> bool:
    """Whether the game's script holds the jinx between characters ``a`` and ``b``."""
    return frozenset((a, b)) in _JINXES.of(game.script)


CHARACTER_PACKAGES: Final[list[str]] = ["clocktower.abilities"]
"""Packages whose modules register characters' behaviour (``register``). The engine loads
them by name when it first asks for a character's behaviour, so it depends on no character
module: each package's ``load_one(id)`` imports that character's module (a command that plays
one script loads only that script's characters), and its ``load_all()`` every module."""

_loaded: Final[set[str]] = set()
"""The packages whose every module is loaded."""
_missing: Final[set[str]] = set()
"""Character ids no package has a module for (asked once each)."""


def load_characters() -> None:
    """Import every character package in ``CHARACTER_PACKAGES`` (once each)."""
    for name in CHARACTER_PACKAGES:
        if name not in _loaded:
            _loaded.add(name)
            package = importlib.import_module(name)
            loader = getattr(package, "load_all", None)
            if loader is not None:
                loader()


def ability_class(character_id: str) -> type["Ability"] | None:
    """The behaviour registered for ``character_id``, or None if not implemented."""
    found = REGISTRY.get(character_id)
    if found is not None or len(_loaded) == len(CHARACTER_PACKAGES):
        return found
    return _load_one(character_id)


def _load_one(character_id: str) -> type["Ability"] | None:
    """Import the module of ``character_id`` from the packages that have one; its class."""
    if character_id in _missing:
        return None
    for name in CHARACTER_PACKAGES:
        if name in _loaded:
            continue
        package = importlib.import_module(name)
        loader = getattr(package, "load_one", None)
        if loader is None:  # a package that can only load whole
            load_characters()
            break
        loader(character_id)
    found = REGISTRY.get(character_id)
    if found is None:
        _missing.add(character_id)
    return found


def implemented(character_id: str) -> bool:
    """Whether ``character_id`` has behaviour in the engine."""
    return ability_class(character_id) is not None


def overrides(cls: type, name: str) -> bool:
    """Whether ``cls`` (a character's class) has its own ``name`` (a hook, a setup rule...),
    rather than ``Ability``'s: found in the class dictionaries along its method order, which
    works the same whether ``Ability`` is compiled or not (compiled methods have no
    ``__func__`` to compare)."""
    for klass in cls.__mro__:
        if name in vars(klass):
            return klass is not Ability
    return False


def register(cls: type["Ability"]) -> type["Ability"]:
    """Make ``cls`` the behaviour of the character ``cls.id``. A character module calls it
    after its class, ``register(Monk)``: mypyc compiles a class with a decorator as a plain
    Python class, which may not extend the compiled ``Ability``."""
    _missing.discard(cls.id)
    if cls.id in REGISTRY:
        raise RuntimeError(f"two abilities registered for {cls.id!r}")
    REGISTRY[cls.id] = cls
    return cls


@mypyc_attr(allow_interpreted_subclasses=True)
class Ability:
    """What one holder can do, on behalf of one character.

    ``holder`` is the seat that has it, or None for the Storyteller. ``fake`` abilities
    (the Drunk's believed Townsfolk) wake and choose but never work. ``granted_by`` is the
    ability that gave this one (Philosopher, Cannibal); ``spent`` marks a used
    once-per-game ability; ``nights`` counts how often it has woken.
    """

    id: ClassVar[str] = ""
    works_when_dead: ClassVar[bool] = False
    """Whether the ability works while its holder is dead, for every holder at every moment:
    read through the class too (the simulator's checks), so a character whose answer changes
    moment by moment overrides ``works_dead`` instead, never this (compiled, a property here
    would read through the class as a descriptor)."""
    reach: ClassVar[Mapping[str, "Reach"]] = {}
    """Hooks this ability is asked of otherwise than the dispatch table says
    (``game/hooks.py``), where its rules say so: ``{"on_death": ANY}``."""
    confines_grants: ClassVar[bool] = False
    """Drunkenness or poison an ability granted by this one puts on its own holder touches
    only that granted ability, not the holder's others (the Boffin's: a Boffin-Sailor Demon
    choosing itself)."""
    removes_evil: ClassVar[bool] = False
    """[No evil characters] (the Atheist): a bag holding this character has no Minion or
    Demon tokens, and nobody is evil."""
    removes_demon: ClassVar[bool] = False
    """[No Demon] (the Summoner): a bag holding this character has no Demon token."""
    removes_minions: ClassVar[bool] = False
    """A bag holding this character has no Minion tokens (Legion: [Most players are
    Legion]), so no Minion's setup bracket applies."""
    requires: ClassVar[tuple[str, ...]] = ()
    """Characters this character's bracket puts in play (the Huntsman's [+the Damsel], the
    Choirboy's [+the King]): an Outsider or Townsfolk slot its bracket makes goes to them."""
    storyteller_nominable: ClassVar[bool] = False
    """With this character on the script, players may nominate the Storyteller (the
    Atheist); ``storyteller_executed`` decides who wins if the Storyteller is executed."""
    storyteller_step: ClassVar[bool] = False
    """At this ability's place in the night the Storyteller acts and the holder stays asleep
    (the Gossip's, Tinker's and Moonchild's deaths): such a "wake" does not count as the
    player waking (the Chambermaid)."""
    traveller_group: ClassVar[str] = ""
    """Travellers sharing a non-empty group never play in the same game (Fall of Rome's two
    High Priest variants)."""
    hides_grants: ClassVar[bool] = False
    """What an ability granted by this one tells its holder is labelled with this ability's
    character, not the granted one's, and the holder's seat view shows its choices for it as
    this ability's own, with a prompt that names nothing (the Amnesiac does not know what its
    ability is: ``hides_grant``, ``views.seen_by_decider``)."""
    believes_townsfolk: ClassVar[bool] = False
    """A hidden character: its player is told they are a Townsfolk instead (the Drunk, the
    Bad Omen). Abilities that pick characters to copy or to put in the bag leave it out."""
    bluffed_only_out_of_play: ClassVar[bool] = False
    """Never a Demon bluff while a player holds it, even where bluffs may be in play (the
    Pope's): Fall of Rome's Legionary, whose count would run wrong."""
    kills_per_night: ClassVar[int] = 1
    """How many players this Demon kills a night at most (the Shabaloth's 2): the Ojo who
    names a character not in play lets the Storyteller kill up to the most of any Demon."""
    day_kinds: ClassVar[tuple[str, ...]] = ()
    """The decision kinds of this ability's public action (``day_action``), when not its
    id: a scenario may move that action to another moment of the day by these kinds."""

    __slots__ = ("character", "holder", "fake", "granted_by", "spent", "nights", "state", "removed",
                 "retiring")

    def __init__(
        self,
        character: Character,
        holder: Seat | None,
        *,
        fake: bool = False,
        granted_by: "Ability | None" = None,
    ) -> None:
        self.character = character
        self.holder = holder
        self.fake = fake
        self.granted_by = granted_by
        self.spent = False
        self.nights = 0
        self.state: dict[str, Any] = {}
        self.removed = False  # taken away (a character change): its lasting effects end
        self.retiring = False  # taken away tonight, but still owes a result (``owes``)

    # -- identity -------------------------------------------------------------
    @property
    def decider(self) -> int:
        """Who makes this ability's choices: its holder, or the Storyteller."""
        return STORYTELLER if self.holder is None else self.holder.index

    @property
    def seat_index(self) -> int | None:
        """The holder's seat index, or None for the Storyteller."""
        return None if self.holder is None else self.holder.index

    def __repr__(self) -> str:
        who = "ST" if self.holder is None else self.holder.name
        flag = " fake" if self.fake else ""
        return f"<{type(self).__name__} {self.character.id} of {who}{flag}>"

    def choose(self, game: "Game", options: "list[Any] | tuple[Any, ...]", prompt: str, *,
               kind: str = "") -> Any:
        """Ask this ability's decider to choose among ``options`` (kind: the character id)."""
        return game.ask(Decision(kind or self.character.id, self.decider, options, prompt=prompt))

    def others(self, game: "Game", *, alive: bool | None = None) -> list[int]:
        """Seat indices other than the holder's (optionally only the living or the dead)."""
        me = self.seat_index
        return [s.index for s in game.seats
                if s.index != me and (alive is None or s.alive == alive)]

    def fired(self, game: "Game", what: str, **data: Any) -> None:
        """Record that this ability changed the game without waking (a passive ability
        taking effect), so simulations can count how often every ability fires."""
        game.log("ability-fired", STORYTELLER, ability=self.character.id, what=what,
                 seat=self.seat_index, **data)

    # -- night ----------------------------------------------------------------
    def wakes(self, game: "Game", first: bool) -> bool:
        """Whether the holder wakes at this ability's place in tonight's order."""
        if self.spent:
            return False
        if self.holder is not None and not self.holder.alive:
            return self.works_dead() or game.keeps_ability(self.holder) or game.lives(self.holder)
        return True

    def works_dead(self) -> bool:
        """Whether this ability works now while its holder is dead: ``works_when_dead``,
        unless the character judges it moment by moment (the Ravenkeeper's)."""
        return self.works_when_dead

    def night(self, game: "Game") -> None:
        """Act when woken. ``game.night_no == 1`` on the first night."""

    def owes(self, game: Game) -> bool:
        """Whether a result this ability earned while it was held is still due tonight (the
        Actor's count for today's guess, the Gladiator's duel). An ability taken away at
        night while it owes (``Game.retire_ability``: a Mercenary's replaced ability) still
        wakes at its place tonight, only to deliver that, and is gone at dawn."""
        return False

    def sleeps(self, game: "Game") -> None:
        """At this ability's place in tonight's order, when it would wake but another ability
        keeps it asleep (``keeps_asleep``: the Exorcist's): what happens there all the same,
        without its holder waking or choosing (the Pukka's poisoned player still dies)."""

    def keeps_asleep(self, game: "Game", ability: "Ability") -> bool:
        """True to stop ``ability`` (anyone's) waking at its place tonight (the Exorcist's
        chosen Demon doesn't wake)."""
        return False

    # -- setup ----------------------------------------------------------------
    @classmethod
    def bag_modifiers(cls, counts: Delta) -> list[Delta]:
        """The legal changes to the bag's (townsfolk, outsider, minion, demon) counts this
        character brings when it is in the bag, e.g. the Balloonist's [+0 or +1 Outsider]."""
        return [NO_CHANGE]

    @classmethod
    def brings(cls, script: "Script") -> list[str]:
        """Characters this rule (a Fabled or Loric in play) needs on the game's script, by
        id (the Hindu's Travellers to become); default: none."""
        return []

    @classmethod
    def adjust_bag(cls, bag: "Bag") -> None:
        """Reshape the setup bag once this character is in it (extra copies, a required
        character, hidden characters); the default leaves it alone."""

    @classmethod
    def adjust_seating(cls, seats: "list[SeatSpec]", rng: "random.Random") -> None:
        """Rearrange who sits where once the bag is dealt to the circle (the Marionette
        neighbours the Demon), by swapping seats' tokens, never their names; default: as is."""

    @classmethod
    def traveller_seats(cls, rng: "random.Random") -> list[str]:
        """The alignments of the seats this Traveller brings when the Storyteller adds it
        to a game: one seat, good or evil (mostly good) by default; Fall of Rome's Mercenary
        comes as a good and an evil pair."""
        return [GOOD if rng.random() < TRAVELLER_GOOD else EVIL]

    def prepare(self, game: "Game") -> None:
        """Grimoire preparation before the first night (reminders, hidden characters)."""

    # -- hooks (game/hooks.py declares which abilities each reaches) -----------
    def personas(self, game: "Game") -> "Iterable[Persona] | None":
        """Extra ways the holder may register (Recluse); None for no misregistration."""
        return None

    def adjust_personas(self, game: "Game", seat: Seat, found: "list[Persona]") -> "list[Persona]":
        """Reshape how ``seat`` may register (any seat, not only the holder); default: as is.
        Keep the seat's truth first when it is still allowed."""
        return found

    def adjust_info_mode(self, game: "Game", ability: "Ability", mode: str) -> str:
        """Change what kind of information ``ability`` gets (Physician, Bad Omen)."""
        return mode

    def prevents_death(self, game: "Game", target: Seat, cause: str, source: "Ability | None") -> bool:
        """True to stop ``target`` dying from ``cause`` (protection)."""
        return False

    def replaces_death(self, game: "Game", target: Seat, cause: str, source: "Ability | None") -> bool:
        """True when ``target``, about to die (protection and redirection already passed),
        does not die because this ability makes something else happen instead (the Fang
        Gu's jump: the Outsider becomes the Demon and the old Demon dies). Asked of every
        ability in play; the first True wins."""
        return False

    def safe_from_demon(self, game: Game, seat: Seat) -> bool:
        """True if this ability makes ``seat`` safe from the Demon (the Soldier): safe from
        its kills and every other harmful effect of a Demon's ability, such as poisoning.
        Asked only while this ability functions."""
        return False

    def redirect_death(self, game: "Game", target: Seat, cause: str, source: "Ability | None") -> Seat | None:
        """Another seat to die instead of ``target`` (the Mayor), or None."""
        return None

    def on_death(self, game: "Game", seat: Seat, cause: str, source: "Ability | None") -> None:
        """Someone died (the holder included)."""

    def on_player_choice(self, game: "Game", decision: "Decision", choice: Any) -> None:
        """A player answered ``decision`` with ``choice`` at night (one-option decisions
        included), before the answer takes effect: the Goon reacts to being chosen. Not
        asked for the Storyteller's choices, nor by day (nominations, votes, claims)."""

    def grant_functions(self, game: "Game", granted: "Ability") -> bool | None:
        """Whether ``granted`` (an ability this one granted) works now, decided here instead
        of by its holder's life and sobriety (the Boffin's: it works while the Boffin does,
        even if the Demon is drunk); None: the usual rules."""
        return None

    def prompts_differently(self, game: "Game", granted: "Ability", decision: "Decision", choice: Any) -> bool:
        """True to prompt the holder of ``granted`` (an ability this one granted) to choose
        differently from ``choice`` (the Alchemist's Storyteller): ``decision`` is asked
        again without that answer. Default: every choice stands."""
        return False

    def works_through(self, game: "Game") -> Seat | None:
        """For an ability the Storyteller holds: the seat whose life and sobriety it works
        through, as if that seat held it (Lil' Monsta's: the Minion babysitting it, who "is the
        Demon"); None: it works on its own."""
        return None

    def lives_on(self, game: "Game") -> bool:
        """True while the holder, dead to every player and ability, is truly alive (the
        Zombuul after its first death): wins count it alive and it may die again
        (``Game.lives``). Keep it cheap: it is asked on every death and win check."""
        return False

    def before_execution(self, game: "Game", seat: Seat) -> None:
        """``seat`` is about to be executed (``game.executed_today`` is still the day's
        earlier execution, if any): the Emperor chooses its outcome."""

    def redirect_execution(self, game: "Game", seat: Seat) -> Seat | None:
        """Another seat to execute instead of ``seat`` (the Scapegoat), or None. Asked
        before ``before_execution``; the first answer wins."""
        return None

    def storyteller_nominates(self, game: "Game") -> bool:
        """True while only the Storyteller may nominate (the Bishop): players may then only
        call for exiles, and ``storyteller_nomination`` makes the nominations."""
        return False

    def storyteller_nomination(self, game: "Game", nominees: list[int]) -> int | None:
        """The Storyteller's next nomination among ``nominees`` (seat indices), or None to
        end nominations; asked of the first ability whose ``storyteller_nominates`` holds."""
        return None

    def voting(self, game: "Game", voter: Seat) -> str | None:
        """How ``voter`` may vote for an execution: None (no say), "never" (may not vote),
        "free" (may vote, the dead without a vote token and without spending it; the
        Voudon). Any "never" wins over "free"."""
        return None

    def vote_weight(self, game: "Game", voter: Seat, nominee: Seat) -> int | None:
        """What ``voter``'s raised hand counts for on ``nominee``'s execution vote (Thief
        -1, Bureaucrat 3), or None for no say; several weights multiply."""
        return None

    def vote_counts(self, game: "Game", voter: Seat, nominee: Seat, yes: list[int]) -> bool:
        """Whether ``voter``'s raised hand on ``nominee`` counts, asked once every hand is up
        (``yes``: the seat indices voting); False voids it (the Butler whose master is not
        voting). Default: it counts."""
        return True

    def after_vote(self, game: "Game", nominee: Seat, voters: list[int]) -> None:
        """A vote on ``nominee`` was tallied; ``voters`` are the seats whose votes counted
        (the Gunslinger may shoot one; the Beggar spends a vote token)."""

    def execution_votes_needed(self, game: "Game", needed: int) -> int:
        """The votes an execution needs, given ``needed`` so far (the Voudon: 1). Exiles
        and blessings are not executions and are not asked."""
        return needed

    def forces_vote_result(self, game: "Game", nominator: "Seat | None", nominee: Seat,
                           votes: int) -> bool | None:
        """After the vote on a nomination (``nominator`` None: the Storyteller's): True
        executes ``nominee`` at once (the day's nominations end), False makes it count zero
        votes (the block is as before it), None does nothing (the Judge)."""
        return None

    def storyteller_executed(self, game: "Game") -> "tuple[str, str] | None":
        """The Storyteller was executed: the win this ability calls, as (alignment, reason),
        or None (then evil wins: the Atheist's rule for a game without a working Atheist)."""
        return None

    def storyteller_spared(self, game: "Game", nominator: Seat) -> None:
        """``nominator`` nominated the Storyteller and the vote fell short: nobody is executed
        (the Riot's jinx with the Atheist: during a riot, they nominate again)."""

    def hides_grant(self, game: "Game", granted: "Ability") -> bool:
        """Whether the holder of ``granted`` (an ability this one gave) does not know which
        ability it is: what that ability tells and asks it is labelled with this ability's
        character (``game.views.seen_by_decider``, ``game.info.inform``). By default
        ``hides_grants`` (the Amnesiac); the Cannibal's jinxes tell some."""
        return self.hides_grants

    def on_gained(self, game: "Game") -> None:
        """This ability was just granted to its holder (``Game.grant``: a Philosopher's or a
        Cannibal's choice); jinxes that apply when an ability is gained act here."""

    def on_removed(self, game: "Game") -> None:
        """This ability was just taken away from its holder (``Game.remove_ability``: a
        character change, the Engineer's choice); ``holder`` still names who had it. An
        ability that passes on when it leaves play acts here (the Summoner's Engineer jinx:
        the Storyteller has the Summoner ability)."""

    def on_execution(self, game: "Game", seat: Seat, died: bool) -> None:
        """``seat`` was executed (``died`` says whether it died of it)."""

    def after_execution(self, game: "Game") -> None:
        """The day's execution is over (called once a day, only if someone was executed):
        an ability may add to the day (the Sibyl's dead nominator, a second execution)."""

    def on_spartacus_guess(self, game: "Game", guesser: Seat, target: Seat) -> None:
        """An evil player used the evil team's Spartacus guess on ``target`` (Fall of Rome)."""

    def adjust_evil_info(self, game: "Game", kind: str, seat: Seat,
                         shown: "dict[str, Any]") -> "dict[str, Any] | None":
        """Reshape what Minion info (``kind`` "minion-info") or Demon info ("demon-info")
        shows ``seat``; return None to not wake ``seat`` for it (Fall of Rome's Hannibal:
        Minions also learn the bluffs, the Hannibals learn nothing)."""
        return shown

    def declares_win(self, game: "Game") -> "tuple[str, str] | None":
        """A win this ability's rules call now, as (alignment, reason), or None; checked
        with the usual winning conditions (Hannibal: only evil players are alive)."""
        return None

    def blocks_win(self, game: "Game", alignment: str) -> bool:
        """True while ``alignment`` cannot win though its winning condition holds (the Evil
        Twin: good can't win while both twins live); the game goes on and wins are checked
        again after the next death, at dawn and at dusk."""
        return False

    def is_demon(self, game: "Game", seat: Seat) -> bool:
        """True when ``seat`` is the Demon though its character is not one (the Minion
        babysitting Lil' Monsta): win checks count it as a living Demon while it lives."""
        return False

    def hides_votes(self, game: "Game") -> bool:
        """True while votes are cast with eyes closed and the tally is secret (the Organ
        Grinder's): the vote's voters and count go to the Storyteller only."""
        return False

    def on_character_change(self, game: "Game", seat: Seat, old: Character, by: "Ability | None") -> None:
        """``seat`` just became another character (was ``old``), by the ability ``by`` (None:
        no ability, or not said): abilities that depend on who is what may react (the No
        Dashii's poisoned Townsfolk neighbours; Legion's jinxes with its creators)."""

    def postpones_win(self, game: "Game", alignment: str, reason: str) -> bool:
        """True to keep the game going although ``alignment`` would win now for ``reason``
        (the Mastermind: the Demon died by execution, play for 1 more day)."""
        return False

    def adjust_winner(self, game: "Game", winner: str) -> str:
        """The alignment that really wins when ``winner`` would (the Heretic swaps them);
        asked once, when the game ends. Default: as is."""
        return winner

    def on_spartacus_claim(self, game: "Game", seat: Seat) -> None:
        """``seat`` publicly claimed to be Spartacus just now (Fall of Rome)."""

    def on_exile(self, game: "Game", traveller: Seat) -> None:
        """A Traveller is being exiled (before they die)."""

    def on_exile_call(self, game: Game, caller: Seat, traveller: Seat) -> None:
        """``caller`` called for ``traveller``'s exile, before the vote: for a Traveller
        holding an ability that reacts to being nominated (a Mercenary's Standard Bearer or
        Merchant), this is its nomination."""

    def on_nomination(self, game: "Game", nominator: "Seat | None", nominee: Seat) -> None:
        """A nomination was made (``nominator`` is None when the Storyteller nominated,
        under a Bishop)."""

    def nomination_rule(self, game: "Game", seat: Seat) -> bool | None:
        """Whether ``seat`` may nominate now, beside the usual rule (alive, once a day): True
        allows it (the Banshee: even dead, twice a day), False forbids it (the Golem, once a
        game); None: no say. Any False wins over True."""
        return None

    def must_vote(self, game: "Game", voter: Seat, nominee: Seat) -> bool:
        """True when ``voter`` must raise their hand on ``nominee``'s vote (the Zealot)."""
        return False

    def takes_nomination(self, game: "Game", nominator: "Seat | None", nominee: Seat) -> bool:
        """Deal with this nomination instead of its vote (the Riot's: the nominee dies and
        nominates); True if it did, and no vote is held. ``nominator`` None: the Storyteller."""
        return False

    def day_action(self, game: "Game") -> None:
        """A public action the holder may take during the day (Gossip's statement)."""

    def on_nominations_closed(self, game: "Game") -> None:
        """Nominations are over for today, before any execution (Cleopatra's win)."""

    def at_dusk(self, game: "Game") -> None:
        """The day is ending (the Mayor's win)."""

    def before_dawn(self, game: "Game") -> None:
        """The night is ending, before its deaths are announced: a last look at what
        happened tonight (the Acrobat's chosen player became drunk later in the night)."""

    def judges_madness(self, game: "Game", seat: Seat, effect: "Effect") -> bool:
        """Asked of the source of an active MAD ``effect`` on living ``seat`` when madness is
        judged by day: True when this ability judged (and punished) it itself, instead of the
        engine's "claim the character or risk execution" (the Harpy: one or both might die)."""
        return False

    def sustains(self, game: "Game", effect: "Effect") -> bool:
        """Whether an effect this ability caused still holds, beyond its lifetime rules
        (a Vigormortis's Minion stops keeping its ability once it is no Minion)."""
        return True

    def on_revived(self, game: "Game") -> None:
        """The holder came back to life: once-per-game and first-night abilities reset."""
        self.spent = False
        self.nights = 0

    # -- the Storyteller's rules (Fabled and Loric) ----------------------------
    def gives_evil_info(self, game: "Game") -> bool:
        """True: Minion and Demon info happen even with fewer than 7 players (the Toymaker)."""
        return False

    def hides_characters(self, game: "Game") -> bool:
        """True: players are not told their character and alignment as the game starts (the
        Tor: they learn them when they die)."""
        return False

    def refuses_alignment(self, game: "Game", seat: Seat, alignment: str) -> bool:
        """True to stop ``seat`` becoming ``alignment`` (the Spirit of Ivory: no more than
        one extra evil player); the player keeps their alignment."""
        return False

    def on_misregistered(self, game: "Game", seats: list[Seat]) -> None:
        """A misregistration of one of ``seats`` mattered (an answer true only through it,
        or a Storyteller's "register" choice against the truth): an ability that allows it
        once per game spends it here (the Revolutionary)."""
