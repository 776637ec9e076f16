"""Playing a game phase by phase (a fresh game is prepared first)."""

from __future__ import annotations

from clocktower.game.engine import Game, GameOver


def play_until(game: Game, label: str, *, dusk: bool = True, game_over_ok: bool = True) -> None:
    """Play phases until the one called ``label`` has ended: "night 2" with its dawn, "day 1"
    with its dusk (or, if not ``dusk``, without it). A game that ends on the way stops there,
    quietly unless not ``game_over_ok``."""
    if game.phase == "setup":
        game.prepare()
    try:
        while True:
            game.night()
            game.dawn()
            if label == f"night {game.night_no}":
                return
            game.day()
            if not dusk and label == f"day {game.day_no}":
                return
            game.dusk()
            if label == f"day {game.day_no}":
                return
    except GameOver:
        if not game_over_ok:
            raise


def to_night(game: Game, night: int) -> None:
    """Play every night and day before night ``night`` (which is left to the caller)."""
    if game.night_no == 0:
        game.prepare()
    while game.night_no < night - 1:
        game.night()
        game.dawn()
        game.day()
        game.dusk()


def next_phase(game: Game) -> None:
    """Play one phase: a night (with its dawn) or a day (with its dusk), whichever is next."""
    if game.phase == "setup":
        game.prepare()
    if game.phase.startswith(("setup", "dusk")):
        game.night()
        game.dawn()
    else:
        game.day()
        game.dusk()
