"""A person at the terminal: answers decisions typed at a prompt, for one seat or as the
Storyteller. ``Session`` plays a whole game with one person and bots, saving the log each
time the game waits for the person, and takes answers back on ``undo``.

Input and output are injectable (``read``/``write``), so tests can type for the person.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from itertools import permutations
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from ..game.decisions import Decision
from ..game.decisions import option_type
from ..game.views import seen_by_decider
from ..present.story import Namer, describe_events

if TYPE_CHECKING:
    from ..game.setup import Setup
    from ..game.engine import Game
    from ..script import Script

NONE_WORDS = frozenset({"none", "nobody", "no one", "noone", "pass", "nothing", "-"})
YES_WORDS = frozenset({"yes", "y", "true"})
NO_WORDS = frozenset({"no", "n", "false"})
PAGE = 40
"""Options shown at once; ``list`` shows them all."""

HELP = ("Type an option's number, or the answer itself (a player's name, a character, yes/no, "
        "'nobody'; several separated by commas). Commands: undo, info, grimoire (Storyteller), "
        "list, help, quit.")


class Undo(Exception):
    """The person asked to take back their last answer."""


class Quit(Exception):
    """The person asked to stop (or their input ended)."""


def _compact(text: str) -> str:
    """Letters and digits only, lower case; letters of every alphabet count, so "ünï" stays
    "ünï" (dropping them left "n", which read as "no")."""
    return re.sub(r"[\W_]", "", text.lower())


class Human:
    """A Decider for a person: shows the decision, reads an answer, re-asks until legal.

    ``seat`` is the person's seat index, or None when they are the Storyteller.
    ``before_prompt(game)`` runs each time the game waits for the person (saving the log).
    """

    is_bot = False
    trusted = False

    def __init__(self, seat: int | None = None, *, read: Callable[[str], str] = input,
                 write: Callable[[str], None] = print,
                 before_prompt: Callable[["Game"], None] | None = None) -> None:
        self.seat = seat
        self.read = read
        self.write = write
        self.before_prompt = before_prompt
        self._game: "Game | None" = None
        self._seen = 0
        self._recap = True
        self._notes: list[tuple[int, str]] = []

    @property
    def is_storyteller(self) -> bool:
        """The person is the Storyteller (sees everything, may look at the grimoire)."""
        return self.seat is None

    def new_game(self, *, recap: bool) -> None:
        """The next game asked about is a rebuilt one; ``recap``: show what it saw so far."""
        self._game = None
        self._recap = recap
        self._notes = []

    def note(self, at: int, text: str) -> None:
        """Something to show the Storyteller just before event ``at`` (a bot's choice)."""
        self._notes.append((at, text))

    # -- the Decider protocol -------------------------------------------------------
    def decide(self, game: "Game", decision: Decision) -> Any:
        """Show the decision and read answers until one is legal."""
        if self.before_prompt is not None:
            self.before_prompt(game)
        namer = self._namer(game)
        self._catch_up(game, namer)
        self._show(game, decision, namer)
        while True:
            try:
                text = self.read("> ")
            except EOFError:
                raise Quit("input ended") from None
            text = text.strip()
            low = text.lower()
            if not text:
                self.write("Type a number from 1 to "
                           f"{len(decision.options)}, an answer, or 'help'.")
                continue
            if low == "undo":
                raise Undo
            if low in ("quit", "exit"):
                raise Quit("the person quit")
            if low in ("help", "?"):
                self.write(HELP)
                continue
            if low == "info":
                self._info(game, namer)
                continue
            if low == "grimoire":
                if self.is_storyteller:
                    for line in grimoire(game):
                        self.write(line)
                else:
                    self.write("The grimoire is for the Storyteller only.")
                continue
            if low in ("list", "options"):
                self._options(decision, namer, limit=None)
                continue
            ok, value = parse_answer(game, decision, text, namer)
            if ok:
                return value
            self.write(str(value))

    # -- showing things ---------------------------------------------------------------
    def _namer(self, game: "Game") -> Namer:
        return Namer.from_game(game, truth=self.is_storyteller)

    def _visible(self, game: "Game") -> list[Any]:
        if self.is_storyteller:
            return list(game.events)
        assert self.seat is not None
        return game.observation(self.seat)

    def _catch_up(self, game: "Game", namer: Namer) -> None:
        """Print what the person has seen since the last prompt."""
        visible = self._visible(game)
        if game is not self._game:
            self._game = game
            self._seen = 0 if self._recap else len(visible)
            if not self._recap:
                self._notes = []
            self._recap = True
        notes, self._notes = self._notes, []
        for i in range(self._seen, len(visible) + 1):
            for at, text in notes:
                if at == i:
                    self.write(f"  {text}")
            if i < len(visible):
                for line in describe_events([visible[i]], namer, you=self.seat):
                    self.write(line)
        self._seen = len(visible)

    def _info(self, game: "Game", namer: Namer) -> None:
        lines = describe_events(self._visible(game), namer, you=self.seat)
        self.write("What you have seen so far:" if not self.is_storyteller else "Everything so far:")
        for line in lines or ["  nothing yet"]:
            self.write(line)

    def _show(self, game: "Game", decision: Decision, namer: Namer) -> None:
        if decision.by_storyteller:
            who = "Storyteller"
            if decision.about is not None:
                who += f" (about {namer.seat(decision.about)})"
        else:
            who = namer.seat(decision.decider)
            if self.seat == decision.decider:
                who += " (you)"
        kind, prompt = (decision.kind, decision.prompt) if self.is_storyteller else seen_by_decider(decision, game)
        prompt = prompt or kind
        self.write(f"[{game.phase}] {who}: {prompt}")
        self._options(decision, namer, limit=PAGE)
        if decision.free_text:
            self.write("  (or type a statement of your own)")

    def _options(self, decision: Decision, namer: Namer, limit: int | None) -> None:
        options = list(decision.options)
        shown = options if limit is None else options[:limit]
        width = len(str(len(options)))
        for i, option in enumerate(shown, 1):
            self.write(f"  {i:>{width}}. {render(option, namer, option_type(decision, option))}")
        if len(shown) < len(options):
            self.write(f"  ... and {len(options) - len(shown)} more: type 'list' to see them all.")


def render(option: Any, namer: Namer, otype: str | None = None) -> str:
    """One option as a person reads it (``otype``: its declared type: numbers stay numbers)."""
    if otype is not None and otype != "none" and (otype == "number" or "+" in otype):
        return namer.typed(option, otype)
    if isinstance(option, tuple):
        return ", ".join(render(x, namer) for x in option) if option else "nothing"
    return namer.value(option, none="nobody / pass")


def _aliases(value: Any, namer: Namer) -> set[str]:
    """Everything a person might type to mean ``value`` (lower case, compacted too)."""
    if value is None:
        return set(NONE_WORDS)
    if isinstance(value, bool):
        return set(YES_WORDS if value else NO_WORDS)
    out = {render(value, namer).lower()}
    if isinstance(value, str):
        out.add(value.lower())
    return out | {_compact(a) for a in out if _compact(a)}


def _means(text: str, value: Any, namer: Namer) -> bool:
    low = text.strip().lower()
    aliases = _aliases(value, namer)
    return low in aliases or (_compact(low) != "" and _compact(low) in aliases)


def parse_answer(game: "Game", decision: Decision, text: str, namer: Namer | None = None) -> tuple[bool, Any]:
    """(True, option) for a legal typed answer, else (False, a one-line reason)."""
    namer = namer or Namer.from_game(game)
    options = list(decision.options)
    t = text.strip()
    if re.fullmatch(r"\d+", t):
        n = int(t)
        if 1 <= n <= len(options):
            return True, options[n - 1]
        if not decision.free_text:
            return False, f"{n} is not an option: pick a number from 1 to {len(options)}."
    matches = [o for o in options if not isinstance(o, tuple) and _means(t, o, namer)]
    tuples = [o for o in options if isinstance(o, tuple)]
    if tuples:
        parts = [p for p in re.split(r"\s*,\s*|\s+and\s+", t) if p]
        for o in tuples:
            if len(o) != len(parts):
                continue
            orders = permutations(parts) if len(parts) <= 5 else [tuple(parts)]
            if any(all(_means(p, v, namer) for p, v in zip(order, o)) for order in orders):
                matches.append(o)
    distinct = list(dict.fromkeys(matches))
    if len(distinct) == 1:
        return True, distinct[0]
    if len(distinct) > 1:
        return False, f"{t!r} could mean more than one option: type its number."
    if decision.free_text:
        return True, t
    return False, _why_not(game, t, namer)


def _why_not(game: "Game", text: str, namer: Namer) -> str:
    """Why a typed answer is not legal, in one line."""
    parts = [p for p in re.split(r"\s*,\s*|\s+and\s+", text) if p]
    for part in parts:
        known = (any(_means(part, s.index, namer) for s in game.seats)
                 or any(_means(part, c.id, namer) for c in game.script.characters)
                 or part.lower() in NONE_WORDS | YES_WORDS | NO_WORDS)
        if not known:
            return f"{part!r} is not an option number, a player, a character on this script, yes/no or 'nobody'."
    return f"{text!r} is not one of the choices here (type 'list' to see them)."


def grimoire(game: "Game") -> list[str]:
    """The whole state, as the Storyteller's grimoire shows it."""
    namer = Namer.from_game(game)
    lines = [f"Grimoire ({game.phase}):"]
    for seat in game.seats:
        state = "alive" if seat.alive else ("dead, ghost vote" if seat.ghost_vote else "dead, no vote")
        line = f"  {seat.index + 1}. {seat.name}: {seat.character.name}, {seat.alignment}, {state}"
        if seat.believes is not seat.character:
            line += f"; believes they are the {seat.believes.name}"
        abilities = []
        for a in seat.abilities:
            tags = [t for t, on in (("fake", a.fake), ("spent", a.spent)) if on]
            if not a.fake and not a.spent and not game.functioning(a):
                tags.append("not working")
            abilities.append(a.character.name + (f" ({', '.join(tags)})" if tags else ""))
        if abilities:
            line += f"; abilities: {', '.join(abilities)}"
        effects = []
        for e in seat.effects:
            src = f" from the {e.source.character.name}" if e.source is not None else ""
            until = f" until {e.until[0]} {e.until[1]}" if e.until else ""
            data = f" ({namer.value(e.data)})" if e.data is not None else ""
            active = "" if game.effect_active(e) else " [inactive]"
            effects.append(f"{e.kind}{data}{src}{until}{active}")
        if effects:
            line += f"; effects: {', '.join(effects)}"
        if seat.reminders:
            line += f"; reminders: {', '.join(seat.reminders)}"
        lines.append(line)
    lines.append(f"  Demon bluffs: {', '.join(c.name for c in game.bluffs) or 'none'}")
    if game.storyteller_abilities:
        lines.append(f"  Storyteller holds: {', '.join(a.character.name for a in game.storyteller_abilities)}")
    return lines


@dataclass
class Session:
    """One game between a person and bots, saved as it goes, with undo.

    ``seat`` (0-based) plays one player against random bots and the random Storyteller;
    None makes the person the Storyteller with every player a bot. ``record`` resumes a
    saved game. ``run`` returns the finished game, or None when the person quit.
    """

    script: "Script | None"
    players: int | None
    human: Human
    log_path: Path
    seed: int = 0
    record: dict[str, Any] | None = None
    setup: "Setup | None" = None  # the real seating, when the Storyteller gives one
    write: Callable[[str], None] = print
    table: bool = False  # a real table: the Storyteller enters every player's choice too
    game: "Game | None" = field(default=None, init=False)
    mine: list[int] = field(default_factory=list, init=False)

    def __post_init__(self) -> None:
        self.human.before_prompt = self.save

    @property
    def seat(self) -> int | None:
        """The person's seat (None: the Storyteller)."""
        return self.human.seat

    def save(self, game: "Game | None" = None) -> None:
        """Write the game's log (each time the game waits for the person, and at the end)."""
        from ..game.log import save_log

        game = game or self.game
        if game is not None:
            save_log(game, self.log_path, played_by="storyteller" if self.seat is None else self.seat)

    def _build(self, record: dict[str, Any] | None) -> "Game":
        from ..game.engine import Game
        from ..game.log import resume

        if self.seat is None and self.table:
            roles: dict[str, Any] = {"storyteller": self.human, "deciders": self.human}
        elif self.seat is None:
            roles = {"storyteller": self.human}
        else:
            roles = {"deciders": {self.seat: self.human}}
        if record is not None:
            game = resume(record, **roles)
        else:
            assert self.script is not None and self.players is not None
            game = Game(self.script, self.setup, players=self.players, seed=self.seed, **roles)
        if self.seat is not None and not 0 <= self.seat < len(game.seats):
            from ..errors import SetupError

            raise SetupError(f"seat {self.seat + 1} is not in a game of {len(game.seats)} players")
        self.mine = self._track(game)
        self.game = game
        return game

    def _track(self, game: "Game") -> list[int]:
        """Note the index in ``game.choices`` of each of the person's answers (replayed too)."""
        mine: list[int] = []
        namer = Namer.from_game(game)

        def recorded(decision: Decision, choice: Any, at: int) -> None:
            if game.decider_for(decision.decider) is self.human:
                mine.append(decision.id)
            elif self.human.is_storyteller:  # the Storyteller sees every player's choice
                text = namer.decision(decision, choice)
                if text:
                    self.human.note(at, text)

        game.watch_choices(recorded)
        return mine

    def run(self) -> "Game | None":
        """Play until a team wins (the finished game) or the person quits (None)."""
        record = self.record
        recap = True
        while True:
            game = self._build(record)
            self.human.new_game(recap=recap)
            try:
                game.run()
            except Undo:
                record = self._undo(game)
                recap = False
                continue
            except Quit:
                self.save(game)
                return None
            except BaseException:
                self.save(game)
                raise
            self.save(game)
            return game

    def _undo(self, game: "Game") -> dict[str, Any]:
        """The record with the person's last answer and everything after it taken back."""
        record = game.record()
        if self.mine:
            cut = self.mine[-1]
            self.write(f"Took back your last answer ({len(record['choices']) - cut} "
                       f"choice{'s' if len(record['choices']) - cut != 1 else ''} undone).")
        else:
            cut = len(record["choices"])
            self.write("Nothing to undo yet.")
        return {**record, "choices": record["choices"][:cut], "events": [], "winner": None, "reason": ""}


__all__ = ["Human", "Quit", "Session", "Undo", "grimoire", "parse_answer", "render"]
