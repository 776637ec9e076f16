"""Fall of Rome setup brackets that swap tokens (the Haruspex's [+ Spartacus], the Legionary's
[+0 to +2 Legionary]) never take out a character the Storyteller put in the bag on purpose."""

from __future__ import annotations

import random

import pytest

from clocktower.game.setup import legal_counts, random_setup

from ..support.scripts import FOR


@pytest.mark.parametrize("include, players", [
    (["for_badomen", "for_haruspex"], 9),
    (["for_badomen", "for_haruspex"], 13),
    (["for_winemaker", "for_haruspex"], 8),
    (["for_thetwins", "for_haruspex", "for_scholar"], 9),
    (["for_actor", "for_legionary"], 9),
    (["for_actor", "for_merchant", "for_legionary"], 10),
    (["for_badomen", "for_haruspex", "for_hannibal", "for_legionary"], 12),
])
def test_included_characters_stay_in_play_whatever_the_brackets_swap(include: list[str], players: int) -> None:
    for seed in range(40):
        setup = random_setup(FOR, players, random.Random(seed), include=include)
        held = [FOR.by_id[s.character] for s in setup.seats]
        assert set(include) <= {c.id for c in held}, (seed, [s.character for s in setup.seats])
        counts = tuple(sum(c.team.value == team for c in held)
                       for team in ("townsfolk", "outsider", "minion", "demon"))
        assert counts in legal_counts(FOR, held, players), (seed, counts)
