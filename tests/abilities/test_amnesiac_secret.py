"""The Amnesiac does not know what its ability is: no decision it is asked (nor the seat's
view of it) names or describes the Townsfolk ability the Storyteller gave it."""

from __future__ import annotations

from pathlib import Path

from clocktower.game.engine import Game
from clocktower.game.setup import SeatSpec, Setup
from clocktower.game.state import STORYTELLER
from clocktower.game.views import seat_view
from clocktower.script import load_script

from ..support.deciders import Recording
from ..support.phases import play_until

SCRIPT = Path(__file__).parents[2] / "scenarios" / "carousel" / "carousel-test.json"


def test_amnesiac_choices_hide_the_granted_ability() -> None:
    seated = [("Alice", "amnesiac"), ("Bob", "imp"), ("Carol", "chef"), ("Dave", "soldier"), ("Eve", "poisoner")]
    rec = Recording()
    rec.add("amnesiac.ability", "monk", by=STORYTELLER)
    game = Game(load_script(str(SCRIPT)), Setup([SeatSpec(n, c) for n, c in seated], [], {}),
                storyteller=rec, deciders=rec)
    play_until(game, "night 2")
    mine = [d for d in rec.decisions if d.decider == 0]
    assert any(d.kind == "amnesiac" and d.options[-1] == 4 for d in mine)  # the Monk's choice, disguised
    for d in mine:
        pending = seat_view(game, 0, d).pending or {}
        shown = f"{pending.get('kind')} {pending.get('prompt')}".lower()
        assert "monk" not in shown and "protect" not in shown, shown
