"""The PettingZoo environment (clocktower.env): PettingZoo's own API test, the documented
example, masks, seeds, and observations drawn from the seat's view only."""

from __future__ import annotations

import re
import warnings
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test  # noqa: E402

from clocktower.api import Table  # noqa: E402
from clocktower.env import env  # noqa: E402

DOCS = Path(__file__).resolve().parent.parent / "docs" / "agents.md"


def _play(e, rng: np.random.Generator) -> list[tuple[str, int | None]]:  # type: ignore[no-untyped-def]
    """A seeded random policy to the end; every (agent, action)."""
    trail = []
    for agent in e.agent_iter():
        obs, _, terminated, truncated, _ = e.last()
        if terminated or truncated:
            action = None
        else:
            legal = np.flatnonzero(obs["action_mask"])
            action = int(rng.choice(legal))
        trail.append((agent, action))
        e.step(action)
    return trail


def test_the_environment_passes_pettingzoos_api_test() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        api_test(env(players=7, seed=1), num_cycles=60)


def test_the_storyteller_can_be_an_agent_and_still_passes_the_api_test() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        api_test(env(players=6, seed=4, storyteller=True), num_cycles=60)
    e = env(players=6, seed=4, storyteller=True)
    e.reset()
    agents = {agent for agent, _ in _play(e, np.random.default_rng(0))}
    assert "storyteller" in agents and e.agents == []


def test_the_documented_random_policy_example_runs() -> None:
    code = re.search(r"```python\n(.*?)```", DOCS.read_text(), re.S)
    assert code is not None
    scope: dict[str, object] = {}
    exec(compile(code.group(1), str(DOCS), "exec"), scope)  # noqa: S102 - our own documentation
    game = scope["game"]
    assert game.table.winner in ("good", "evil")  # type: ignore[attr-defined]
    assert set(scope["rewards"].values()) <= {1.0, -1.0}  # type: ignore[attr-defined]


def _ends(e, policy) -> dict[str, tuple[float, bool, bool]]:  # type: ignore[no-untyped-def]
    """Play with ``policy(mask) -> action``; each agent's (reward, terminated, truncated) at the end."""
    e.reset()
    ends = {}
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, _ = e.last()
        if terminated or truncated:
            ends[agent] = (reward, terminated, truncated)
        e.step(None if terminated or truncated else policy(obs["action_mask"]))
    return ends


def test_a_game_ends_with_plus_one_to_the_winners_and_minus_one_to_the_losers() -> None:
    e = env(players=7, seed=3)
    rng = np.random.default_rng(3)
    ends = _ends(e, lambda mask: int(rng.choice(np.flatnonzero(mask))))
    game = e.table.game
    assert game.winner in ("good", "evil")
    assert ends == {f"player_{s.index}": (1.0 if s.alignment == game.winner else -1.0, True, False)
                    for s in game.seats}


def test_a_game_that_never_ends_is_truncated_without_reward() -> None:
    e = env(players=7, seed=3)
    ends = _ends(e, lambda mask: int(np.flatnonzero(mask)[-1]))  # always the last option: the game stalls
    assert e.table.winner is None
    assert ends == {f"player_{i}": (0.0, False, True) for i in range(7)}


def test_the_same_seed_plays_the_same_game() -> None:
    a, b = env(players=7, seed=9), env(players=7, seed=9)
    a.reset()
    b.reset()
    assert _play(a, np.random.default_rng(1)) == _play(b, np.random.default_rng(1))
    assert a.table.game.choices == b.table.game.choices


def test_only_the_agent_to_act_has_legal_actions_and_an_unoffered_action_is_refused() -> None:
    e = env(players=7, seed=2)
    e.reset()
    acting = e.agent_selection
    mask = e.observe(acting)["action_mask"]
    assert mask.sum() == len(e.infos[acting]["pending"]["options"]) == len(e.table.pending.options)
    assert all(e.observe(a)["action_mask"].sum() == 0 for a in e.agents if a != acting)
    with pytest.raises(ValueError, match="not offered"):
        e.step(int(mask.sum()))


def test_a_decision_with_too_many_options_offers_a_seeded_subset_keeping_nobody() -> None:
    e = env(players=7, seed=2, max_options=3)
    e.reset()
    seen_big = False
    for agent in e.agent_iter():
        obs, _, terminated, truncated, info = e.last()
        if terminated or truncated:
            e.step(None)
            continue
        pending = e.table.pending
        offered = info["pending"]["options"]
        assert obs["action_mask"].sum() == len(offered) <= 3
        if len(pending.options) > 3:
            seen_big = True
            if None in pending.options:
                assert offered[0]["value"] is None
        e.step(int(np.flatnonzero(obs["action_mask"])[-1]))
    assert seen_big


def test_observations_come_from_the_seats_view_never_the_grimoire(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_grimoire(self: Table) -> None:
        raise AssertionError("a seat's observation read the grimoire")

    monkeypatch.setattr(Table, "grimoire", no_grimoire)
    e = env(players=10, seed=2)  # seat 2 is the Drunk, and believes it is the Ravenkeeper
    e.reset()
    drunk = e.table.game.seats[2]
    assert drunk.character.id == "drunk" and drunk.believes.id == "ravenkeeper"
    enc = e.encoder
    obs = e.observe("player_2")["observation"]
    start = enc.parts["me"] + enc.parts["alive"] + enc.parts["ghost_vote"]
    character = obs[start:start + enc.parts["character"]]
    assert character[enc.characters["ravenkeeper"]] == 1 and character.sum() == 1
    # Every seat's vector is exactly the encoding of its own view.
    for seat in range(10):
        if f"player_{seat}" != e.agent_selection:
            assert np.array_equal(e.observe(f"player_{seat}")["observation"], enc.encode(e.table.view(seat), None))
    _play(e, np.random.default_rng(0))  # a whole game without the grimoire
