"""The typed parts of a game's state: its rules, the day's and the night's.

``Game.rules`` is fixed as the game starts. ``Game.today`` is a fresh ``Today`` at the start
of each day, ``Game.tonight`` a fresh ``Tonight`` at the start of each night: what they hold
cannot leak into the next one. A part stays readable until the next one replaces it
(tonight's abilities still read ``game.today.executed``, the execution of the day just ended).

State only one character's abilities share (the Legion's night, the Fang Gu's jump) is not
here: that character's module declares it as a dataclass of its own, and ``Game.shared``
holds the game's one instance of it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .state import Seat


@dataclass
class Rules:
    """What the game's rules allow, fixed as it starts (from the script and the setup)."""

    claimable: tuple[str | None, ...] = (None,)
    """What a player may publicly claim: nothing (None), or a non-Traveller on the script."""
    storyteller_nominable: bool = False
    """Players may nominate the Storyteller (a character on the script allows it: the Atheist)."""
    no_evil: bool = False
    """The game was set up with no evil characters (the Atheist's [No evil characters]): no
    Demon to kill, so only the two-players rule and abilities' own wins end it."""


@dataclass(init=False)
class Today:
    """The day's state: claims, nominations, votes and the execution."""

    claims: dict[int, str | None] = field(default_factory=dict)
    """Each seat's public claim today (None: asked and said nothing)."""
    nominators: set[int] = field(default_factory=set)
    """Seats who nominated today."""
    nominees: set[int] = field(default_factory=set)
    """Seats (or STORYTELLER) nominated today."""
    exile_called: set[int] = field(default_factory=set)
    """Travellers called for exile today."""
    on_block: Seat | None = None
    """Who is about to die if nominations close now."""
    block_votes: int = 0
    """The votes that put ``on_block`` there (a tie at this count empties the block)."""
    nominee_index: int | None = None
    """Whom the vote being counted is about (a seat, or STORYTELLER)."""
    raised: list[int] = field(default_factory=list)
    """The hands up so far in the vote being counted, as the count goes round (public)."""
    executed: Seat | None = None
    """Who was executed today."""
    nominations_closed: bool = False
    """Today's nominations are over (a Sibyl's may follow)."""
    acted: set[int] = field(default_factory=set)
    """Abilities (by ``id``) whose public action was taken today at a chosen moment."""

    def __init__(self, *, claims: dict[int, str | None] | None = None, nominators: set[int] | None = None,
                 nominees: set[int] | None = None, exile_called: set[int] | None = None,
                 on_block: Seat | None = None, block_votes: int = 0, nominee_index: int | None = None,
                 raised: list[int] | None = None, executed: Seat | None = None,
                 nominations_closed: bool = False, acted: set[int] | None = None) -> None:
        # Written out rather than generated: compiled (mypyc), this one is compiled too,
        # where a dataclass's generated ``__init__`` stays interpreted.
        self.claims = {} if claims is None else claims
        self.nominators = set() if nominators is None else nominators
        self.nominees = set() if nominees is None else nominees
        self.exile_called = set() if exile_called is None else exile_called
        self.on_block = on_block
        self.block_votes = block_votes
        self.nominee_index = nominee_index
        self.raised = [] if raised is None else raised
        self.executed = executed
        self.nominations_closed = nominations_closed
        self.acted = set() if acted is None else acted


@dataclass(init=False)
class Tonight:
    """The night's state: who died, who came back, who woke."""

    alive_at_dusk: set[int] = field(default_factory=set)
    """Who was alive as the night began."""
    deaths: list[Seat] = field(default_factory=list)
    """Who died tonight, in order (announced at dawn)."""
    revived: list[Seat] = field(default_factory=list)
    """Who came back to life tonight."""
    woken: set[int] = field(default_factory=set)
    """Seats woken tonight by their own abilities (the Chambermaid's count)."""
    demon_kills_cancelled: int | None = None
    """The night no Demon kill works for the rest of (``Game.cancel_demon_kills``): kept as
    a night number so it ends with its night however the phases are entered."""

    def __init__(self, *, alive_at_dusk: set[int] | None = None, deaths: list[Seat] | None = None,
                 revived: list[Seat] | None = None, woken: set[int] | None = None,
                 demon_kills_cancelled: int | None = None) -> None:
        # Written out, as ``Today``'s.
        self.alive_at_dusk = set() if alive_at_dusk is None else alive_at_dusk
        self.deaths = [] if deaths is None else deaths
        self.revived = [] if revived is None else revived
        self.woken = set() if woken is None else woken
        self.demon_kills_cancelled = demon_kills_cancelled
