"""Every decision kind is declared: who makes it, its answers, its sentence in the story."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from clocktower.abilities import REGISTRY, implemented
from clocktower.game.decisionkinds import DECISION_KINDS, decision_kind
from clocktower.game.decisions import Decision
from clocktower.game.engine import Game, Stalemate
from clocktower.script import bundled_scripts
from clocktower.present.naming import Namer

ROOT = Path(__file__).resolve().parent.parent


def _playable() -> list:
    return [s for s in bundled_scripts() if all(implemented(c.id) for c in s.characters)]


def _noting(game: Game, undeclared: set[str]) -> Game:
    """``game``, noting in ``undeclared`` the kinds of decision it asks that are not declared."""

    def noting(d: Decision) -> None:
        if decision_kind(d.kind, set(REGISTRY)) is None:
            undeclared.add(d.kind)

    game.watch_asks(noting)
    return game


def test_every_decision_kind_asked_in_random_games_is_declared() -> None:
    undeclared: set[str] = set()
    for script in _playable():
        travels = any(c.team.value == "traveller" for c in script.characters)
        for seed in range(12):
            game = _noting(Game(script, players=5 + seed % 11, seed=seed,
                                travellers=2 if travels and seed % 3 == 0 else 0), undeclared)
            try:
                game.run()
            except Stalemate:
                pass
    assert not undeclared


def test_the_decision_kinds_document_is_generated_from_the_declarations() -> None:
    result = subprocess.run([sys.executable, str(ROOT / "tools" / "decision_kinds.py"), "--check"], cwd=ROOT)
    assert result.returncode == 0, "docs/decision-kinds.md is out of date: run python tools/decision_kinds.py"


def test_a_declared_decision_is_told_by_its_sentence_not_its_raw_kind() -> None:
    namer = Namer(["Alex", "Blair"], {"for_iamspartacus": "I Am Spartacus!", "monk": "Monk"})
    text = namer.decision(Decision("spartacus", 0, [None, "claim"]), "claim")
    assert text is not None and text.startswith("Alex answers the call for Spartacus") and "spartacus:" not in text
    assert namer.decision(Decision("monk", 1, [0]), 0) == "Blair (Monk) chooses Alex."
    assert "riot.mayor" in DECISION_KINDS and DECISION_KINDS["riot.mayor"].answers == "yes/no"


def test_every_decision_kind_asked_with_each_fabled_or_loric_in_play_is_declared() -> None:
    from clocktower.characters import Team
    from clocktower.script import all_characters, load_script

    rules = sorted(c.id for c in all_characters().values()
                   if c.team in (Team.FABLED, Team.LORIC) and implemented(c.id))
    undeclared: set[str] = set()
    script = load_script("trouble-brewing")
    for n, rule in enumerate(rules):
        game = _noting(Game(script, players=5 + n % 11, seed=n, fabled=[rule]), undeclared)
        game.run()
    assert rules and not undeclared
