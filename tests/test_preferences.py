"""Bot preferences live apart from the rules: a decision carries only its legal options, and
``clocktower.agents.preferences`` says how the random bots lean among them."""

from __future__ import annotations

import math

from clocktower.abilities import REGISTRY, implemented
from clocktower.agents import preferences
from clocktower.game.decisionkinds import decision_kind
from clocktower.game.decisions import Decision
from clocktower.game.engine import Game, Stalemate
from clocktower.script import bundled_scripts


def test_every_preference_is_for_a_known_decision_kind() -> None:
    """A declared kind, or one of a character's own (a misspelt kind would never apply)."""
    preferences.preference("")  # loads every group
    implemented("monk")  # loads every character
    unknown = [kind for kind in preferences._BY_KIND
               if decision_kind(kind, set(REGISTRY)) is None and kind.split(".")[0] not in REGISTRY]
    assert not unknown


def test_a_kind_without_its_own_preference_falls_back_on_its_family() -> None:
    @preferences.prefers("test-family.*")
    def _family(game: Game, d: Decision) -> list[float]:
        return [1.0] * len(d.options)

    try:
        assert preferences.preference("test-family.anything") is _family
        assert preferences.preference("test-family") is None
    finally:
        del preferences._BY_KIND["test-family.*"]
        preferences._RESOLVED.clear()


def test_preferences_weigh_every_option_of_the_decisions_random_games_ask() -> None:
    bad: dict[str, str] = {}
    for script in bundled_scripts():
        if not all(implemented(c.id) for c in script.characters):
            continue
        travels = any(c.team.value == "traveller" for c in script.characters)
        for seed in range(4):
            game = Game(script, players=5 + 3 * seed, seed=seed, travellers=1 if travels and seed % 2 else 0)

            def weighing(d: Decision, game: Game = game) -> None:
                if len(d.options) > 1:
                    w = preferences.weights(game, d)
                    if w is not None and (len(w) != len(d.options) or min(w) < 0
                                          or not math.isfinite(sum(w)) or sum(w) <= 0):
                        bad[d.kind] = f"{list(w)} for {len(d.options)} options"

            game.watch_asks(weighing)
            try:
                game.run()
            except Stalemate:
                pass
    assert not bad
