"""The command line: ``clocktower scripts | script | setup | simulate | balance | show | replay |
play | scenario``.

Every command exits 0 when it did its work. Bad input (an unknown script, a player count
out of range, a missing or malformed file) exits 2 with one line ``error: <reason>`` on
stderr; a replay that diverges or a failing scenario exits 1. An unexpected error (a bug)
prints one ``error: internal error: ...`` line and exits 1; set ``CLOCKTOWER_DEBUG=1`` to
see its traceback instead.
"""

from __future__ import annotations

import contextlib
import functools
import json
import os
import random
import secrets
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterator, Optional, Sequence, TypeVar

import click
from click.exceptions import Exit

from . import __version__
from .errors import ClocktowerError, SetupError
from .text import printable

# The engine, its data and Rich are imported by the commands that use them, so that
# ``clocktower --help`` and ``--version`` start fast (benchmarks/startup.py).
if TYPE_CHECKING:
    from rich.console import Console

    from .script import Script

if TYPE_CHECKING:
    from .game.setup import Setup


class _OneLineErrors(click.Group):
    """The command group, with every usage error (a missing option, a bad value, an unknown
    command) printed as one line ``error: ...`` on stderr, exit 2, instead of Click's usage
    block; its commands are listed in the order they are defined."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return list(self.commands)

    def main(self, *args: Any, **kwargs: Any) -> Any:
        run: Any = super().main
        if not kwargs.pop("standalone_mode", True):
            return run(*args, standalone_mode=False, **kwargs)
        try:
            code = run(*args, standalone_mode=False, **kwargs)
        except click.ClickException as exc:
            if type(exc).__name__ == "NoArgsIsHelpError":  # bare `clocktower`: the help
                if exc.format_message().strip():
                    click.echo(exc.format_message(), err=True)
                sys.exit(exc.exit_code)
            ctx = getattr(exc, "ctx", None)
            path = ctx.command_path if ctx is not None else "clocktower"
            message = exc.format_message().rstrip(".")
            _fail(f"{path}: {message[:1].lower()}{message[1:]} (see '{path} --help')")
            sys.exit(exc.exit_code)
        except click.Abort:
            _fail("aborted")
            sys.exit(1)
        sys.exit(code if isinstance(code, int) else 0)


class _Argument(click.Argument):
    """An argument with a help text (Click's have none), listed under "Arguments:"."""

    def __init__(self, *args: Any, help: str = "", **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.help = help


class _Command(click.Command):
    """A command whose help lists its arguments and what they are before its options."""

    def format_options(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        rows = []
        for param in self.get_params(ctx):
            if isinstance(param, _Argument):
                name = (param.name or "").upper() + ("..." if param.nargs == -1 else "")
                rows.append((name, f"{param.help}  [required]" if param.required else param.help))
        if rows:
            with formatter.section("Arguments"):
                formatter.write_dl(rows)
        super().format_options(ctx, formatter)


def _argument(name: str, help: str, **kwargs: Any) -> Callable[[F], F]:
    """A positional argument with its help text."""
    return click.argument(name, cls=_Argument, help=help, **kwargs)


def _flag(name: str, dest: str, help: str) -> Callable[[F], F]:
    """An on/off option, off unless given."""
    return click.option(name, dest, is_flag=True, default=False, help=help)


def _int(lo: int | None = None, hi: int | None = None) -> click.ParamType[int]:
    return click.INT if lo is None and hi is None else click.IntRange(lo, hi)


PATH = click.Path(path_type=Path)
"""A file or folder name, given to the command as a ``Path`` (not checked: the commands say
what is wrong with it in their own words)."""


@click.group(cls=_OneLineErrors, name="clocktower", no_args_is_help=True,
             context_settings={"show_default": True})
@click.option("--version", is_flag=True, expose_value=False, is_eager=True,
              callback=lambda ctx, param, value: _version(ctx, value), help="Print the version and exit.")
def app() -> None:
    """Blood on the Clocktower: scripts, setups, simulations, saved games and play."""


F = TypeVar("F", bound=Callable[..., Any])

DEFAULT_LOG = "clocktower-game.json"
MAX_GAMES = 1_000_000
"""Most games one ``simulate`` plays (a million take hours; more would only eat memory)."""
MAX_JOBS = 64
"""Most processes ``simulate --jobs`` asks for (it never starts more than there are CPUs)."""
MAX_TRAVELLERS = 20
"""Most Travellers ``--travellers`` or ``--arrivals`` take (the setup refuses more than
``game.setup.MAX_TRAVELLERS`` in all; a script seats far fewer)."""
MAX_SEED = 2**64 - 1
"""Largest seed (either sign) the commands take; every game seed they derive, and so every
log they write, stays within what a log may hold (``integrity.MAX_SEED``)."""
TEAM_TITLES = {  # by character type, in the order a character sheet lists them
    "townsfolk": "Townsfolk", "outsider": "Outsiders", "minion": "Minions",
    "demon": "Demons", "traveller": "Travellers", "fabled": "Fabled",
}


def _version(ctx: click.Context, value: bool) -> None:
    """``--version``: print the version and stop."""
    if value:
        click.echo(f"clocktower {__version__}")
        ctx.exit()


def _fail(message: str, code: int = 2) -> Exit:
    """Print ``error: message`` as one line on stderr; return the Exit to raise."""
    click.echo(f"error: {printable(' '.join(str(message).split()))}", err=True)
    return Exit(code)


def _echo(line: str) -> None:
    """Print a line of plain output; names in it cannot drive the terminal (``printable``)."""
    click.echo(printable(str(line)))


def _cell(text: Any) -> str:
    """A name or other outside text for Rich output: markup escaped (``[link=...]`` is shown,
    not followed), control characters shown as escapes, on one line."""
    from rich.markup import escape

    return escape(printable(str(text), newlines=False))


_PASS_THROUGH = (Exit, click.Abort, click.ClickException)


def _guarded(fn: F) -> F:
    """Turn user errors into one line and exit 2 (and other errors into one line, exit 1)."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except _PASS_THROUGH:
            raise
        except ClocktowerError as exc:
            raise _fail(str(exc)) from None
        except BrokenPipeError:  # the reader went away (| head): stop quietly
            try:
                os.dup2(os.open(os.devnull, os.O_WRONLY), 1)
            except OSError:
                pass
            raise Exit(1) from None
        except OSError as exc:
            where = f"{exc.filename}: " if getattr(exc, "filename", None) else ""
            raise _fail(f"{where}{exc.strerror or exc}") from None
        except KeyboardInterrupt:
            raise _fail("interrupted", 130) from None
        except Exception as exc:  # noqa: BLE001 - a bug, but still no traceback for the user
            if os.environ.get("CLOCKTOWER_DEBUG"):
                raise
            raise _fail(f"internal error: {type(exc).__name__}: {exc} "
                        "(set CLOCKTOWER_DEBUG=1 to see the traceback)", 1) from None

    return wrapper  # type: ignore[return-value]


UNWRAPPED = 100_000
"""Width of output that is not a terminal: tables and lines never wrap when piped, so
``clocktower scripts | grep "Fall of Rome"`` finds the line."""


def _console(*, stderr: bool = False) -> Console:
    """A console for this command's output (made per call, so test runners capture it);
    piped or redirected output is not wrapped at 80 columns."""
    from rich.console import Console

    console = Console(stderr=stderr, highlight=False)
    if not console.is_terminal:
        console.width = UNWRAPPED
    return console


@contextlib.contextmanager
def _progress(label: str, total: int) -> Iterator[Callable[[int], None]]:
    """A progress bar on stderr while the body runs, given the callable that advances it by
    some games; when stderr is no terminal (a pipe, a log, a benchmark), no bar and Rich's
    progress module is never imported."""
    if not sys.stderr.isatty():
        yield lambda n: None
        return
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    with Progress(TextColumn(label), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                  console=_console(stderr=True), transient=True) as bar:
        task = bar.add_task("games", total=total)
        yield lambda n: bar.advance(task, n)


def _marker(entry: str, script: Script) -> str:
    """A night-order entry as a name: "Minion info", "Noble"."""
    from .script import MARKERS
    from .script import all_characters

    from .present.naming import MARKER_NAMES

    if entry in MARKERS:
        return MARKER_NAMES[entry]
    c = script.by_id.get(entry) or all_characters().get(entry)
    return c.name if c else entry


def _character_name(script: Script, cid: str) -> str:
    from .script import all_characters

    c = script.by_id.get(cid) or all_characters().get(cid)
    return c.name if c else cid


def _check_players(players: int) -> None:
    from .script import player_counts

    player_counts(players)  # raises SetupError with the reason


# -- scripts ------------------------------------------------------------------------


@app.command("scripts", cls=_Command)
@_flag("--json", "as_json", "Print the list as JSON.")
@_guarded
def scripts_command(as_json: bool) -> None:
    """List the bundled scripts and how many of their characters are implemented."""
    from .abilities import implemented
    from .script import bundled_scripts
    from rich.table import Table

    found = bundled_scripts()
    if as_json:
        click.echo(json.dumps([{"id": s.id, "name": s.name, "author": s.author,
                                "characters": len(s.characters),
                                "implemented": sum(1 for c in s.characters if implemented(c.id))}
                               for s in found], indent=2, ensure_ascii=False))
        return
    table = Table(title="Bundled scripts")
    table.add_column("Slug", no_wrap=True, min_width=max(len(s.id) for s in found))
    for col, justify in (("Name", "left"), ("Author", "left"),
                         ("Characters", "right"), ("Implemented", "right")):
        table.add_column(col, justify=justify)  # type: ignore[arg-type]
    for s in found:
        done = sum(1 for c in s.characters if implemented(c.id))
        table.add_row(_cell(s.id), _cell(s.name), _cell(s.author or "-"), str(len(s.characters)), str(done))
    _console().print(table)


@app.command("script", cls=_Command)
@_argument("script", "A bundled script's slug or name, or a script JSON file.")
@_flag("--json", "as_json", "Print official script JSON (full character objects).")
@_guarded
def script_command(script: str, as_json: bool) -> None:
    """Show a script's character sheet and night order (or its JSON)."""
    from rich.table import Table

    from .abilities import implemented
    from .script import load_script

    s = load_script(script)
    if as_json:
        click.echo(json.dumps(s.to_json(), indent=2, ensure_ascii=False))
        return
    console = _console()
    by = f" by {s.author}" if s.author else ""
    console.print(f"[bold]{_cell(s.name)}[/bold]{_cell(by)} ({_cell(s.id)}): {len(s.characters)} characters, "
                  f"{sum(1 for c in s.characters if implemented(c.id))} implemented")
    for team, title in TEAM_TITLES.items():
        chars = s.team(team)
        if not chars:
            continue
        table = Table(title=title, title_justify="left", expand=False)
        table.add_column("Character")
        table.add_column("Id")
        table.add_column("Ability")
        table.add_column("Implemented")
        for c in chars:
            table.add_row(_cell(c.name), _cell(c.id), _cell(c.ability), "yes" if implemented(c.id) else "no")
        console.print(table)
    console.print("[bold]First night:[/bold] " + _cell(", ".join(_marker(e, s) for e in s.first_night)))
    console.print("[bold]Other nights:[/bold] " + _cell(", ".join(_marker(e, s) for e in s.other_night)))
    if s.jinxes:
        console.print("[bold]Jinxes:[/bold]")
        for j in s.jinxes:
            console.print(_cell(f"  {_character_name(s, j.a)} & {_character_name(s, j.b)}: {j.reason}"))
    if s.bootlegger:
        console.print("[bold]Bootlegger rules:[/bold]")
        for rule in s.bootlegger:
            console.print(_cell(f"  {rule}"))


# -- setup --------------------------------------------------------------------------


def _seed(seed: Optional[int]) -> int:
    return seed if seed is not None else secrets.randbelow(2**31)


_ARRIVALS = click.option("--arrivals", "arrivals", type=_int(0, MAX_TRAVELLERS), default=0,
                         help="Travellers who travel in during the game (some leave again).")
"""``--arrivals``, as ``setup`` and ``simulate`` take it."""
_FABLED = click.option("--fabled", "-f", "fabled", multiple=True,
                       help="A Fabled or Loric to put in play (repeat for more).")
"""``--fabled``, as ``setup``, ``simulate`` and ``play`` take it."""


@app.command("setup", cls=_Command)
@_argument("script", "A bundled script's slug or name, or a script JSON file.")
@click.option("--players", "-p", "players", type=int, required=True, help="Players, 5 to 15 (not Travellers).")
@click.option("--seed", "-s", "seed", type=_int(-MAX_SEED, MAX_SEED), help="Seed (random if not given).")
@click.option("--travellers", "-t", "travellers", type=_int(0, MAX_TRAVELLERS), default=0,
              help="Travellers to seat besides the players (from the script).")
@_ARRIVALS
@_flag("--json", "as_json", "Print the setup as JSON.")
@_FABLED
@_guarded
def setup_command(script: str, players: int, seed: Optional[int], travellers: int, arrivals: int, as_json: bool,
                  fabled: tuple[str, ...]) -> None:
    """Draw a legal setup: seats, true and believed characters, alignments, Demon bluffs."""
    from .abilities import implemented
    from .script import all_characters

    from rich.table import Table

    from .game.setup import random_setup
    from .script import load_script

    s = _with_fabled(load_script(script), fabled)
    _check_players(players)
    used_seed = _seed(seed)
    setup = random_setup(s, players, random.Random(used_seed), travellers=travellers, arrivals=arrivals)
    seats = []
    for spec in setup.seats:
        c = s.by_id.get(spec.character) or all_characters()[spec.character]
        seats.append({
            "name": spec.name,
            "character": spec.character,
            "believes": spec.believes or spec.character,
            "alignment": spec.alignment or c.default_alignment,
        })
    drawn = [x for seat in seats for x in (seat["character"], seat["believes"])]
    missing = sorted({cid for cid in drawn if not implemented(cid)})
    if as_json:
        out: dict[str, Any] = {"script": s.id, "players": players, "seats": seats, "bluffs": list(setup.bluffs)}
        rules = [c.id for c in s.characters if c.team.is_storyteller_rule]
        if rules:
            out["fabled"] = rules
        if setup.extra.get("travel"):
            out["travel"] = setup.extra["travel"]
        if missing:
            out["not_implemented"] = missing
        click.echo(json.dumps(out, indent=2))
        if missing:
            _warn_unimplemented(s, missing)
        return
    table = Table(title=_cell(f"{s.name}: {players} players (seed {used_seed})"))
    for col in ("#", "Name", "Character", "Believes", "Alignment"):
        table.add_column(col)
    for i, seat in enumerate(seats, 1):
        believes = seat["believes"]
        table.add_row(str(i), _cell(seat["name"]), _cell(_character_name(s, seat["character"])),
                      _cell(_character_name(s, believes)) if believes != seat["character"] else "",
                      seat["alignment"])
    console = _console()
    console.print(table)
    console.print("Demon bluffs: " + _cell(", ".join(_character_name(s, b) for b in setup.bluffs) or "none"))
    for entry in setup.extra.get("travel", []):
        if "arrive" in entry:
            a = entry["arrive"]
            console.print(_cell(f"Day {entry['day']}: {a['name']} travels in as the {a['alignment']} "
                                f"{_character_name(s, a['character'])}"))
        else:
            console.print(_cell(f"Day {entry['day']}: {entry['leave']} leaves"))
    rules = [c.name for c in s.characters if c.team.is_storyteller_rule]
    if rules:
        console.print("Fabled and Loric in play: " + _cell(", ".join(rules)))
    if missing:
        _warn_unimplemented(s, missing)


def _warn_unimplemented(s: Script, missing: list[str]) -> None:
    """Say on standard error which drawn characters the engine cannot run yet."""
    names = ", ".join(_character_name(s, cid) for cid in missing)
    click.echo(printable(f"warning: not implemented yet: {names} (play and simulate cannot run this setup)"),
               err=True)


def _with_fabled(s: Script, fabled: Sequence[str]) -> Script:
    """The script with the Fabled and Loric named by ``--fabled`` in play (checked: known,
    a Fabled or Loric, implemented)."""
    if not fabled:
        return s
    from .game.setup import storyteller_rules
    from .script import with_characters

    return with_characters(s, storyteller_rules(s, fabled))


# -- simulate -----------------------------------------------------------------------


def _refuse_unimplemented(s: Script) -> None:
    from .abilities import implemented

    missing = [c for c in s.characters if not implemented(c.id)]
    if missing:
        names = ", ".join(f"{c.name} ({c.id})" for c in missing)
        raise SetupError(f"cannot simulate {s.name}: {len(missing)} of its characters are not "
                         f"implemented yet: {names}")


def _pct(n: int, total: int) -> str:
    return f"{n} ({100 * n / total:.1f}%)" if total else str(n)


@app.command("simulate", cls=_Command)
@_argument("script", "A bundled script's slug or name, or a script JSON file.")
@click.option("--players", "-p", "players", type=int, default=10, help="Players, 5 to 15 (10 unless told).")
@click.option("--games", "-g", "games", type=_int(1, MAX_GAMES), required=True,
              help=f"How many games to play (1 to {MAX_GAMES:,}).")
@click.option("--seed", "-s", "seed", type=_int(-MAX_SEED, MAX_SEED), default=0,
              help="Seed: the same seed gives the same results.")
@click.option("--jobs", "-j", "jobs", type=_int(1, MAX_JOBS), default=1,
              help=f"Processes to play in parallel (1 to {MAX_JOBS}; at most one per CPU is started).")
@_flag("--json", "as_json", "Print the summary as one JSON object.")
@click.option("--log-dir", "log_dir", type=PATH, help="Save every game's log here.")
@click.option("--travellers", "-t", "travellers", type=_int(0, MAX_TRAVELLERS), default=0,
              help="Travellers to seat in every game besides the players.")
@_ARRIVALS
@_flag("--abilities", "abilities", "Also list how often each character's ability fired.")
@_FABLED
@click.option("--bots", "bots", default="random", help="Bots for every seat: random or smart.")
@click.option("--good", "good", help="Bots for the seats that start good (default: --bots).")
@click.option("--evil", "evil", help="Bots for the seats that start evil (default: --bots).")
@_guarded
def simulate_command(script: str, players: int, games: int, seed: int, jobs: int, as_json: bool,
                     log_dir: Optional[Path], travellers: int, arrivals: int, abilities: bool, fabled: tuple[str,
                     ...], bots: str, good: Optional[str], evil: Optional[str]) -> None:
    """Play many games with bots (random unless told) and summarise who won, how and how fast."""
    from .agents import BOT_KINDS

    good, evil = good or bots, evil or bots
    for kind in (good, evil):
        if kind not in BOT_KINDS:
            raise ClocktowerError(f"unknown kind of bot {kind!r}: choose from {', '.join(sorted(BOT_KINDS))}")
    from rich.table import Table

    from .game.setup import random_setup
    from .script import load_script
    from .sim import simulate

    s = _with_fabled(load_script(script), fabled)
    _refuse_unimplemented(s)
    _check_players(players)
    # a bag that cannot be built is bad input
    random_setup(s, players, random.Random(seed), travellers=travellers, arrivals=arrivals)
    if log_dir is not None and log_dir.exists() and not log_dir.is_dir():
        raise ClocktowerError(f"{log_dir} exists and is not a directory")
    log = None if log_dir is None else str(log_dir)
    if as_json:
        summary = simulate(s, players, games, seed=seed, jobs=jobs, log_dir=log, travellers=travellers,
                           arrivals=arrivals, good=good, evil=evil)
        data = summary.to_json()
        failed = _report_failures(data)
        click.echo(json.dumps(data, indent=2))
        if failed:
            raise Exit(1)
        return
    with _progress("simulating", games) as advance:
        summary = simulate(s, players, games, seed=seed, jobs=jobs, log_dir=log, travellers=travellers,
                           arrivals=arrivals, progress=advance, good=good, evil=evil)
    data = summary.to_json()
    failed = _report_failures(data)
    console = _console()
    finished = data["wins"]["good"] + data["wins"]["evil"]
    bots_said = "" if good == evil == "random" else f", {good} good bots, {evil} evil bots"
    console.print(_cell(f"{s.name}: {games} games of {players} players, seed {seed}{bots_said}"))
    table = Table(show_header=False)
    table.add_column("what")
    table.add_column("result", justify="right")
    table.add_row("games", str(data["games"]))
    table.add_row("good wins", _pct(data["wins"]["good"], finished))
    table.add_row("evil wins", _pct(data["wins"]["evil"], finished))
    table.add_row("stalemates", str(data["stalemates"]))
    table.add_row("mean days", f"{data['mean_days']:.2f}")
    table.add_row("errors", str(len(data["errors"])))
    table.add_row("broken invariants", str(len(data["invariants"])))
    console.print(table)
    if data["by_demon"]:
        demons = Table(title="Wins by Demon")
        for col in ("Demon", "games", "good", "evil"):
            demons.add_column(col, justify="left" if col == "Demon" else "right")
        for demon, w in data["by_demon"].items():
            n = w["good"] + w["evil"]
            demons.add_row(_cell(_character_name(s, demon)), str(n), _pct(w["good"], n), _pct(w["evil"], n))
        console.print(demons)
    if data["reasons"]:
        reasons = Table(title="Win reasons")
        reasons.add_column("reason")
        reasons.add_column("games", justify="right")
        for reason, n in data["reasons"].items():
            reasons.add_row(_cell(reason or "?"), _pct(n, finished))
        console.print(reasons)
    if data["errors"]:
        errors = Table(title="Errors")
        for col in ("game", "seed", "error"):
            errors.add_column(col)
        for e in data["errors"]:
            errors.add_row(str(e["game"]), str(e["seed"]), _cell(str(e["error"])))
        console.print(errors)
    if data["invariants"]:
        broken = Table(title="Broken invariants")
        for col in ("game", "seed", "invariant"):
            broken.add_column(col)
        for b in data["invariants"]:
            broken.add_row(str(b["game"]), str(b["seed"]), _cell(b["invariant"]))
        console.print(broken)
    if abilities:
        fired = data["abilities_fired"]
        table = Table(title="Abilities fired (events in all games)")
        table.add_column("character")
        table.add_column("fired", justify="right")
        for c in s.characters:
            n = fired.get(c.id, 0)
            table.add_row(_cell(c.name), str(n) if n else "[red]never[/red]")
        console.print(table)
    if log is not None:
        console.print(f"logs saved in {_cell(log)}")
    if failed:
        raise Exit(1)


def _report_failures(data: dict[str, Any]) -> bool:
    """Say on stderr, before any result, how many games raised an error or broke an invariant
    (each an engine fault, never the script designer's) and the first of each; whether any
    did (the command then exits 1)."""
    games = data["games"]
    if data["errors"]:
        first = data["errors"][0]
        _fail(f"{len(data['errors'])} of {games} games raised an error; the first (game {first['game']}, "
              f"seed {first['seed']}): {first['error']}")
    if data["invariants"]:
        first = data["invariants"][0]
        _fail(f"{len(data['invariants'])} broken invariants in {games} games; the first (game {first['game']}, "
              f"seed {first['seed']}): {first['invariant']}")
    return bool(data["errors"] or data["invariants"])


# -- balance ------------------------------------------------------------------------


@app.command("balance", cls=_Command)
@_argument("script", "A bundled script's slug or name, or a script JSON file.")
@click.option("--players", "-p", "players", default="5-15", help="Player counts: 7, 5-15 or 5,7,9.")
@click.option("--games", "-g", "games", type=_int(1, MAX_GAMES), default=100,
              help=f"Games at each player count (1 to {MAX_GAMES:,}).")
@click.option("--bots", "bots", default="random",
              help="Which bots play every seat (random, or smart where installed).")
@click.option("--out", "out", type=PATH, help="Directory of the report (default balance-SCRIPT).")
@click.option("--jobs", "-j", "jobs", type=_int(1, MAX_JOBS), default=1,
              help=f"Local processes to play in parallel (1 to {MAX_JOBS}).")
@click.option("--seed", "-s", "seed", type=_int(-MAX_SEED, MAX_SEED), default=0,
              help="Seed: the same seed gives the same games.")
@click.option("--ray", "ray", help="Play the games on the Ray cluster at this address "
                                   "(or 'auto'); needs clocktower[cluster].")
@_guarded
def balance_command(script: str, players: str, games: int, bots: str, out: Optional[Path], jobs: int, seed: int,
                    ray: Optional[str]) -> None:
    """Play a sweep of games and write an HTML balance report with its data (CSV, JSON).

    Every finished game is appended to OUT/games.jsonl: run the same command again after an
    interruption and only the missing games are played."""
    from .script import load_script

    from .agents import BOT_KINDS
    from .game.setup import random_setup
    from .sim.balance import Sweep, parse_counts, run_sweep
    from .sim.report import write_report
    from .sim.stats import summarise

    s = load_script(script)
    _refuse_unimplemented(s)
    counts = parse_counts(players)
    for n in counts:
        _check_players(n)
        random_setup(s, n, random.Random(seed))  # a bag that cannot be built is bad input
    if bots not in BOT_KINDS:
        raise ClocktowerError(f"--bots {bots}: choose from {', '.join(sorted(BOT_KINDS))}")
    folder = out if out is not None else Path(f"balance-{s.id}")
    if folder.exists() and not folder.is_dir():
        raise ClocktowerError(f"{folder} exists and is not a directory")
    executor = None
    if ray is not None:
        from .sim.cluster import connect, ray_executor

        connect(ray)
        executor = ray_executor(ray)
    sweep = Sweep(s, counts, games, seed, bots)
    with _progress("playing", len(counts) * games) as advance:
        results = run_sweep(sweep, folder, jobs=jobs, executor=executor, progress=advance)
    summary = summarise(s, results)
    span = f"{counts[0]}-{counts[-1]}" if len(counts) > 1 else str(counts[0])
    meta = {"script": s.name, "script_id": s.id, "players": span, "counts": list(counts),
            "games_per_count": games, "bots": bots, "seed": seed}
    path = write_report(summary, meta, folder)
    o = summary["overall"]
    rate = "-" if o["good_rate"] is None else f"{100 * o['good_rate']:.1f}%"
    if summary["errors"]:
        first = summary["errors"][0]
        _fail(f"{o['errors']} of {o['games']} games raised an error; the first ({first['players']} players, "
              f"game {first['index']}, seed {first['seed']}): {first['error']}")
    click.echo(f"{o['games']} games ({o['errors']} errors), good won {rate}: report in {path}")
    if summary["errors"]:
        raise Exit(1)


# -- saved games --------------------------------------------------------------------


def _load(path: Path) -> dict[str, Any]:
    from .game.log import load_log

    return load_log(path)


@app.command("show", cls=_Command)
@_argument("log", "A saved game log (JSON).", type=PATH)
@click.option("--seat", "seat", type=_int(1, None), help="Tell it as this seat (1-based) lived it.")
@_guarded
def show_command(log: Path, seat: Optional[int]) -> None:
    """Tell a saved game as a story, night by night: the whole grimoire, or one seat's view."""
    from .present.story import tell_seat_story, tell_story

    record = _load(log)
    lines = tell_story(record) if seat is None else tell_seat_story(_seat_record(record, seat, log))
    for line in lines:
        _echo(line)


def _seat_record(record: dict[str, Any], seat: int, log: Path) -> dict[str, Any]:
    from .game.views import seat_record

    try:
        return seat_record(record, seat - 1)
    except ValueError as exc:
        raise ClocktowerError(f"{log}: --seat {seat}: {exc}") from None


LOOPBACK = {"127.0.0.1", "::1", "localhost"}
"""Hosts only this machine can reach: a server there needs no password unless given one."""


@app.command("serve", cls=_Command)
@click.option("--host", "host", default="127.0.0.1", help="Address to listen on (localhost by "
                                                          "default; any other needs --password).")
@click.option("--port", "port", type=_int(1, 65535), default=8000, help="Port to listen on.")
@click.option("--db", "db", type=PATH, default=Path("clocktower.sqlite"),
              help="The SQLite file games are kept in.")
@click.option("--password", "password", envvar="CLOCKTOWER_PASSWORD", show_envvar=True,
              help="Needed to create a game (required off localhost).")
@click.option("--max-live-games", "live_games", type=_int(1, 100_000), default=500,
              help="Games kept built in memory (least recently used go first).")
@click.option("--max-streams-per-game", "streams", type=_int(1, 10_000), default=32,
              help="Open event streams per game.")
@click.option("--max-games", "stored", type=_int(1, 10_000_000), default=10_000,
              help="Games kept in the store; more are refused.")
@click.option("--keep-days", "keep_days", type=click.FloatRange(0.001, 36500), default=30.0,
              help="Games older than this are removed from the store.")
@click.option("--max-creates-per-minute", "creates", type=_int(1, 1_000_000), default=60,
              help="Games created (and setups drawn) per minute.")
@click.option("--ssl-certfile", "certfile", type=PATH, help="Serve HTTPS: the certificate.")
@click.option("--ssl-keyfile", "keyfile", type=PATH, help="Serve HTTPS: the private key.")
@_flag("--proxy-headers", "proxy_headers", "Trust X-Forwarded-* from --forwarded-allow-ips.")
@click.option("--forwarded-allow-ips", "forwarded", default="127.0.0.1",
              help="The reverse proxies whose X-Forwarded-* headers are trusted.")
@_guarded
def serve_command(host: str, port: int, db: Path, password: Optional[str], live_games: int, streams: int,
                  stored: int, keep_days: float, creates: int, certfile: Optional[Path], keyfile: Optional[Path],
                  proxy_headers: bool, forwarded: str) -> None:
    """Serve the web grimoire: the Storyteller's town square and a page for every player."""
    import uvicorn

    from .web.app import create_app
    from .web.rooms import Limits

    if host not in LOOPBACK and not password:
        raise ClocktowerError(f"serving on {host} (beyond this machine) needs a password to create games: "
                              "give --password or set CLOCKTOWER_PASSWORD")
    if (certfile is None) != (keyfile is None):
        raise ClocktowerError("HTTPS needs both --ssl-certfile and --ssl-keyfile")
    if db.exists() and not db.is_file():
        raise ClocktowerError(f"{db}: not a regular file")
    limits = Limits(live_games=live_games, streams_per_game=streams, games_stored=stored, keep_days=keep_days,
                    creates_per_minute=creates)
    scheme = "https" if certfile else "http"
    click.echo(f"clocktower: serving on {scheme}://{host}:{port}/ (games kept in {db}"
               f"{'; a password is needed to create a game' if password else ''})")
    uvicorn.run(create_app(db, limits=limits, password=password or None), host=host, port=port,
                log_level="warning", ssl_certfile=str(certfile) if certfile else None,
                ssl_keyfile=str(keyfile) if keyfile else None, proxy_headers=proxy_headers,
                forwarded_allow_ips=forwarded)


@app.command("export", cls=_Command)
@_argument("log", "A saved game log (JSON).", type=PATH)
@click.option("--seat", "seat", type=_int(1, None), required=True, help="The seat (1-based) whose view to export.")
@click.option("--out", "out", type=PATH, help="Write here (default: print it).")
@_guarded
def export_command(log: Path, seat: int, out: Optional[Path]) -> None:
    """Export one seat's view of a saved game: safe to give that player (a log is the whole grimoire)."""
    data = json.dumps(_seat_record(_load(log), seat, log), indent=1)
    if out is None:
        click.echo(data)
        return
    if out.exists() and not out.is_file():
        raise ClocktowerError(f"{out}: not a regular file")
    out.write_text(data + "\n", encoding="utf-8")
    click.echo(f"seat {seat}'s view written to {out}")


@app.command("replay", cls=_Command)
@_argument("log", "A saved game log (JSON).", type=PATH)
@_guarded
def replay_command(log: Path) -> None:
    """Replay a saved game and check it reproduces exactly; exit 1 where it diverges."""
    from .game.log import replay

    record = _load(log)
    try:
        report = replay(record)
    except ClocktowerError:
        raise
    except (KeyError, TypeError, ValueError) as exc:
        raise ClocktowerError(f"{log}: malformed log ({type(exc).__name__}: {exc})") from None
    except Exception as exc:  # noqa: BLE001 - the game itself stopped with an error
        _echo(f"diverges: the replay stopped with {type(exc).__name__}: {exc}")
        raise Exit(1) from None
    if report.same:
        _echo(f"identical: {report.events} events replayed")
        return
    _echo(f"diverges: {report.message}")
    raise Exit(1)


# -- play ---------------------------------------------------------------------------


@app.command("play", cls=_Command)
@_argument("script", "A bundled script's slug or name, or a script JSON file "
                     "(not needed with --resume).", required=False)
@click.option("--players", "-p", "players", type=int, help="Players, 5 to 15.")
@click.option("--seat", "seat", type=_int(1, None),
              help="Play this seat (1-based) against bots; without it you are the Storyteller.")
@click.option("--seed", "-s", "seed", type=_int(-MAX_SEED, MAX_SEED), help="Seed (random if not given).")
@click.option("--log", "log", type=PATH, help=f"Save the game here as it goes (default {DEFAULT_LOG}, "
                                              "or the --resume file).")
@click.option("--resume", "resume_from", type=PATH, help="Continue a saved game.")
@_flag("--table", "table", "Run a real table: as the Storyteller, also enter what every player chooses.")
@_flag("--storyteller", "storyteller", "With --resume: continue as the Storyteller (the log says who played it).")
@click.option("--setup", "setup_file", type=PATH, help="The real seating, as `clocktower setup --json` prints it "
                                                       "(names, characters, believed characters, bluffs).")
@_FABLED
@_guarded
def play_command(script: Optional[str], players: Optional[int], seat: Optional[int], seed: Optional[int],
                 log: Optional[Path], resume_from: Optional[Path], table: bool, storyteller: bool,
                 setup_file: Optional[Path], fabled: tuple[str, ...]) -> None:
    """Play a game at the terminal: as one seat against bots, or as the Storyteller.

    Answer with an option's number or the answer itself. Commands: undo, info, grimoire
    (Storyteller), list, help, quit. The game is saved as it goes.
    """
    from .script import load_script

    from .agents.human import Human, Session
    from .script import parse_script
    from .present.story import tell_story

    record = None
    if resume_from is not None:
        record = _load(resume_from)
        s = parse_script(record["script"], str(resume_from))
        try:
            n = len(record["setup"]["seats"])
            used_seed = int(record["seed"])
        except (KeyError, TypeError, ValueError) as exc:
            raise ClocktowerError(f"{resume_from}: malformed log ({type(exc).__name__}: {exc})") from None
    else:
        if script is None:
            raise ClocktowerError("give a SCRIPT to play (or --resume LOG)")
        if players is None and setup_file is None:
            raise ClocktowerError("give --players N (5 to 15), or the real seating with --setup FILE")
        s = _with_fabled(load_script(script), fabled)
        if players is not None:
            _check_players(players)
        n = players or 0
        used_seed = _seed(seed)
    given = None
    if setup_file is not None:
        if record is not None:
            raise ClocktowerError("--setup starts a new game: it cannot go with --resume")
        given = _read_setup(setup_file, s)
        n = len(given.seats)
    if record is not None:
        seat = _resumed_seat(record, seat, storyteller or table, resume_from)
    if seat is not None and seat > n:
        raise ClocktowerError(f"--seat {seat}: the game has {n} players (seats 1 to {n})")
    path = log or resume_from or Path(DEFAULT_LOG)
    _check_log_path(path)
    human = Human(None if seat is None else seat - 1, read=input, write=_echo)
    if table and seat is not None:
        raise ClocktowerError("--table is for the Storyteller: leave out --seat")
    session = Session(s, n, human, path, seed=used_seed, record=record, write=_echo, table=table,
                      setup=given)
    role = ("the Storyteller of a real table (you enter every player's choices)" if table
            else "the Storyteller (every player is a bot)" if seat is None else f"seat {seat}, against bots")
    _echo(f"{s.name}, {n} players, seed {used_seed}: you are {role}. "
          f"Saving to {path} (the whole grimoire: `clocktower export` gives one seat's view). "
          "Type 'help' for commands.")
    try:
        game = session.run()
    except KeyboardInterrupt:
        _echo(f"\nInterrupted; the game is saved in {path}.")
        raise Exit(130) from None
    if game is None:
        _echo(f"Stopped; the game is saved in {path}. Continue with: "
                   f"clocktower play --resume {path}{'' if seat is None else f' --seat {seat}'}"
                   f"{' --table' if table else ''}")
        return
    _echo("")
    _echo(f"{str(game.winner).capitalize()} wins: {game.win_reason}." if game.winner is not None
          else f"The game ends with no winner ({game.win_reason}).")
    _echo("")
    if seat is None:
        lines = tell_story(game.record())
    else:
        from .game.views import seat_record
        from .present.story import tell_seat_story

        lines = tell_seat_story(seat_record(game.record(), seat - 1))
    for line in lines:
        _echo(line)


def _check_log_path(path: Path) -> None:
    """The game is saved by replacing ``path``: refuse anything but a regular file (or a new
    one in an existing folder), so ``--log /dev/null`` or a pipe is never replaced."""
    if path.exists() and not path.is_file():
        kind = "a directory" if path.is_dir() else "not a regular file"
        raise ClocktowerError(f"--log {path}: {kind}; the game is saved to a regular file")
    if not path.parent.is_dir():
        raise ClocktowerError(f"--log {path}: no such folder {path.parent}")


def _resumed_seat(record: dict[str, Any], seat: int | None, storyteller: bool, path: Path | None) -> int | None:
    """Who continues a saved game: the seat (1-based) or None for the Storyteller. A game a
    player saved never reopens as the grimoire; an old log without ``played_by`` needs
    --seat or --storyteller said out loud."""
    played_by = record.get("played_by")
    if seat is not None and storyteller:
        raise ClocktowerError("--seat and --storyteller/--table exclude each other")
    if isinstance(played_by, int) and not isinstance(played_by, bool):
        if storyteller:
            raise ClocktowerError(f"{path}: this game was played by seat {played_by + 1}, not the Storyteller")
        if seat is not None and seat != played_by + 1:
            raise ClocktowerError(f"{path}: this game was played by seat {played_by + 1}, not seat {seat}")
        return played_by + 1
    if played_by == "storyteller" or storyteller:
        if seat is not None:
            raise ClocktowerError(f"{path}: this game was played by the Storyteller: leave out --seat")
        return None
    if seat is None:
        raise ClocktowerError(f"{path}: say who continues it: --seat K, or --storyteller")
    return seat


def _read_setup(path: Path, script: Script) -> "Setup":
    """A seating file (the JSON `clocktower setup --json` prints), checked against the script
    (characters, alignments, player count, bluffs, and counts the setup modifiers allow)."""
    from .game.setup.file import setup_from_json
    from .jsonio import read_json_file

    data = read_json_file(path, "setup", syntax="not JSON (line {line}, column {column}: {msg})")
    setup = setup_from_json(data, script, str(path))
    if isinstance(data, dict) and "travel" in data:  # Travellers who travel in (and leave) during the game
        from .game.travel import TRAVEL, travel_plan

        setup.extra[TRAVEL] = data["travel"]
        try:
            setup.extra[TRAVEL] = travel_plan(setup)
        except SetupError as exc:
            raise ClocktowerError(f"{path}: {exc}") from None
    return setup


# -- scenarios ----------------------------------------------------------------------


@app.command("scenario", cls=_Command)
@_argument("files", "Scenario files (YAML or JSON).", nargs=-1, type=PATH, required=True)
@_guarded
def scenario_command(files: tuple[Path, ...]) -> None:
    """Run scenario files and check their expectations (exit 1 if any fails)."""
    from .scenario import load_scenarios, prepare_scenario, run_scenario

    # A malformed file is bad input (exit 2); a scenario that cannot run (an unimplemented
    # character, a game that stalls) fails on its own and the others still run.
    loaded = [(path, prepare_scenario(doc)) for path in files for doc in load_scenarios(path)]
    failed = 0
    for path, prepared in loaded:
        result = run_scenario(prepared)
        if result.passed:
            _echo(f"PASS  {result.name}  ({path})")
        else:
            failed += 1
            _echo(f"FAIL  {result.name}  ({path})")
            for failure in result.failures:
                _echo(f"        {failure}")
    _echo(f"{len(loaded) - failed} passed, {failed} failed")
    if failed:
        raise Exit(1)


@app.command("solve", cls=_Command)
@_argument("file", "A puzzle file: what one player knows (docs/solver.md).", type=PATH)
@_flag("--json", "as_json", "Print the answer as one JSON object.")
@click.option("--top", "top", type=_int(0, None), default=10, help="How many of the likeliest worlds to list.")
@_guarded
def solve_command(file: Path, as_json: bool, top: int) -> None:
    """Solve a puzzle: the worlds that remain for one player, each player's chance to be the
    Demon or a Minion, and each claim's chance to be true (exit 1 if an expectation fails)."""
    from rich.table import Table

    from .solver.exact_format import load_exact
    from .solver.puzzle import load_puzzle

    exact = load_exact(file)
    if exact is not None:
        _solve_exact(exact, as_json)
        return
    puzzle = load_puzzle(file)
    solution = puzzle.solve(top=top)
    failures = puzzle.check(solution)
    if as_json:
        data = solution.to_json(puzzle.names)
        data["puzzle"] = puzzle.name
        data["failures"] = failures
        click.echo(json.dumps(data, indent=2))
    else:
        console = _console()
        console.print(_cell(f"{puzzle.name}: as {puzzle.names[puzzle.me]} sees it, "
                             f"{solution.remaining} of {solution.total} worlds remain"))
        table = Table()
        for col in ("player", "claims", "Demon", "Minion", "evil", "claim true"):
            table.add_column(col, justify="left" if col in ("player", "claims") else "right")
        k = puzzle.knowledge()
        for s, name in enumerate(puzzle.names):
            claim = k.claims.get(s)
            true = solution.claim_true.get(s)
            table.add_row(_cell(name), _cell(_character_name(puzzle.script, claim) if claim else ""),
                          f"{solution.demon[s]:.0%}", f"{solution.minion[s]:.0%}", f"{solution.evil[s]:.0%}",
                          "" if true is None else f"{true:.0%}")
        console.print(table)
        if solution.worlds:
            worlds = Table(title="Likeliest worlds")
            for col in ("chance", "Demon", "Minions"):
                worlds.add_column(col, justify="right" if col == "chance" else "left")
            for w in solution.worlds:
                worlds.add_row(f"{w.chance:.1%}", _cell(puzzle.names[w.demon]),
                               _cell(", ".join(puzzle.names[m] for m in w.minions)))
            console.print(worlds)
        for failure in failures:
            click.echo(f"FAIL  {failure}")
    if failures:
        raise Exit(1)


def _solve_exact(puzzle: Any, as_json: bool) -> None:
    """Print a whole puzzle's exact answer: each possible Demon with a world showing it."""
    from .solver.exact import solve_exact
    from .solver.exact_report import lines, to_json

    answer = solve_exact(puzzle.puzzle)
    failures = puzzle.check(answer)
    if as_json:
        data = to_json(puzzle, answer)
        data["failures"] = failures
        click.echo(json.dumps(data, indent=2))
    else:
        for line in [*lines(puzzle, answer), *(f"FAIL  {f}" for f in failures)]:
            click.echo(printable(line))
    if failures:
        raise Exit(1)


def main() -> None:
    """Entry point of the ``clocktower`` command."""
    app()


if __name__ == "__main__":
    main()
