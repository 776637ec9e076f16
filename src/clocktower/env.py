"""A PettingZoo AEC environment over the decision API, for agent builders (the
``clocktower[agents]`` extra).

    from clocktower.env import env
    e = env(script="untitled-almanac", players=7, seed=1)
    e.reset()
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        action = None if terminated or truncated else e.action_space(agent).sample(obs["action_mask"])
        e.step(action)

Agents are the seats, ``player_0`` to ``player_{n-1}`` (and ``storyteller`` if asked).
An agent acts when the game waits for its decision; action ``i`` answers the ``i``-th
offered option of that decision (``info["pending"]["options"][i]`` says what it is). A
decision with more legal answers than ``max_options`` offers a seeded random subset of
them (with "nobody" kept when it is one). The observation is a dict: ``observation``, a
fixed-size vector encoded from the seat's own view only (``Table.view``: what it was told,
the public record, never the grimoire), and ``action_mask``. ``info`` of the agent to act
holds its whole view and its pending decision as JSON. When the game ends every seat gets
+1 if its team (its alignment at the end) won, else -1. A game that stalls (no winner after
the engine's day limit) is truncated with no reward.
"""

from __future__ import annotations

import random
import zlib
from typing import Any

try:
    import numpy as np
    from gymnasium import spaces
    from pettingzoo import AECEnv
except ImportError as exc:  # pragma: no cover - the extra is missing
    raise ImportError("clocktower.env needs PettingZoo: pip install 'clocktower[agents]'") from exc

from .api import Table
from .game.engine import MAX_DAYS
from .game.state import STORYTELLER
from .script import Script, load_script

KIND_BUCKETS = 64
"""Decision kinds are one-hot encoded by a stable hash into this many buckets."""
OPTION_FEATURES = 4
STORYTELLER_AGENT = "storyteller"


def env(script: str | Script = "untitled-almanac", players: int = 7, seed: int | None = None,
        **kwargs: Any) -> "ClocktowerEnv":
    """A Blood on the Clocktower game as a PettingZoo AEC environment (see the module)."""
    return ClocktowerEnv(script, players, seed, **kwargs)


class Encoder:
    """Turns a seat's view (``Table.view``) into a fixed-size vector; nothing else is read."""

    def __init__(self, script: Script, seats: int, max_options: int) -> None:
        self.seats = seats
        self.max_options = max_options
        self.characters = {c.id: i for i, c in enumerate(script.characters)}
        n, c = seats, len(self.characters)
        self.parts = {"me": n, "alive": n, "ghost_vote": n, "character": c, "alignment": 2, "bluffs": c,
                      "time": 4, "nominated": n, "nominator": n, "executed": n, "claims": n * c,
                      "told_seats": n, "told_characters": c, "kind": KIND_BUCKETS,
                      "options": max_options * OPTION_FEATURES}
        self.size = sum(self.parts.values())

    def encode(self, view: dict[str, Any], offered: list[dict[str, Any]] | None) -> np.ndarray:
        """The vector of ``view`` (a seat's view, or the Storyteller's pending decision only)."""
        out: dict[str, np.ndarray] = {k: np.zeros(v, dtype=np.float32) for k, v in self.parts.items()}
        n, chars = self.seats, self.characters
        seat = view.get("seat")
        if isinstance(seat, int) and 0 <= seat < n:
            out["me"][seat] = 1
        for row in view.get("seats", [])[:n]:
            out["alive"][row["seat"]] = float(bool(row.get("alive")))
            out["ghost_vote"][row["seat"]] = float(bool(row.get("ghost_vote")))
        if view.get("character") in chars:
            out["character"][chars[view["character"]]] = 1
        if view.get("alignment") in ("good", "evil"):
            out["alignment"][0 if view["alignment"] == "good" else 1] = 1
        for b in view.get("bluffs", []):
            if b in chars:
                out["bluffs"][chars[b]] = 1
        phase = str(view.get("phase", ""))
        day = 0
        for e in view.get("events", []):
            day = max(day, int(e.get("day", 0) or 0))
            self._event(e, seat, out)
        out["time"][:] = [phase.startswith("night"), phase.startswith("day"), min(1.0, day / MAX_DAYS),
                          float(bool(view.get("over")))]
        for key in ("nominated", "nominator"):
            np.minimum(out[key] / 3, 1, out=out[key])
        np.minimum(out["told_seats"] / 3, 1, out=out["told_seats"])
        np.minimum(out["told_characters"] / 3, 1, out=out["told_characters"])
        pending = view.get("pending")
        if pending is not None and offered is not None:
            out["kind"][zlib.crc32(str(pending["kind"]).encode()) % KIND_BUCKETS] = 1
            feats = out["options"].reshape(self.max_options, OPTION_FEATURES)
            for i, option in enumerate(offered[:self.max_options]):
                feats[i] = self._option(option)
        return np.concatenate(list(out.values()))

    def _event(self, e: dict[str, Any], seat: Any, out: dict[str, np.ndarray]) -> None:
        n, chars = self.seats, self.characters
        kind = e.get("kind")
        if kind == "nomination":
            for key, field in (("nominated", "nominee"), ("nominator", "nominator")):
                who = e.get(field)
                if isinstance(who, int) and 0 <= who < n:
                    out[key][who] += 1
        elif kind == "execution" and isinstance(e.get("seat"), int) and 0 <= e["seat"] < n:
            out["executed"][e["seat"]] = 1
        elif kind == "claim" and isinstance(e.get("seat"), int) and 0 <= e["seat"] < n:
            row = out["claims"].reshape(n, len(chars))[e["seat"]]
            row[:] = 0
            if e.get("character") in chars:
                row[chars[e["character"]]] = 1
        elif kind == "info" and e.get("audience") == seat:
            for value in _flatten(e.get("answer")):
                if isinstance(value, bool):
                    continue
                if isinstance(value, int) and 0 <= value < n:
                    out["told_seats"][value] += 1
                elif isinstance(value, str) and value in chars:
                    out["told_characters"][chars[value]] += 1

    def _option(self, option: dict[str, Any]) -> list[float]:
        """An option as (is offered, its value's first three parts, each scaled to [0, 1])."""
        parts = [self._value(v) for v in list(_flatten(option["value"]))[:OPTION_FEATURES - 1]]
        return [1.0, *parts, *[0.0] * (OPTION_FEATURES - 1 - len(parts))]

    def _value(self, value: Any) -> float:
        if value is None:
            return 0.0
        if isinstance(value, bool):
            return 1.0 if value else 0.5
        if isinstance(value, int):
            return (min(max(value, -1), self.seats) + 2) / (self.seats + 2)
        if isinstance(value, str) and value in self.characters:
            return (self.characters[value] + 1) / (len(self.characters) + 1)
        return 0.5


def _flatten(value: Any) -> list[Any]:
    if isinstance(value, (list, tuple)):
        return [x for v in value for x in _flatten(v)]
    return [value]


class ClocktowerEnv(AECEnv):  # type: ignore[misc]
    """One game per episode; the seats are the agents (see the module)."""

    metadata = {"name": "clocktower_v0", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, script: str | Script = "untitled-almanac", players: int = 7, seed: int | None = None,
                 *, storyteller: bool = False, max_options: int = 256, render_mode: str | None = None) -> None:
        super().__init__()
        self.script = load_script(script) if isinstance(script, str) else script
        self.players = players
        self.storyteller_agent = storyteller
        self.max_options = max_options
        self.render_mode = render_mode
        self._seeds = random.Random(seed)
        self.possible_agents = [f"player_{i}" for i in range(players)] + ([STORYTELLER_AGENT] if storyteller else [])
        self.encoder = Encoder(self.script, players, max_options)
        obs = spaces.Dict({
            "observation": spaces.Box(0.0, 1.0, (self.encoder.size,), dtype=np.float32),
            "action_mask": spaces.Box(0, 1, (max_options,), dtype=np.int8),
        })
        self._observation_spaces = {a: obs for a in self.possible_agents}
        self._action_spaces = {a: spaces.Discrete(max_options) for a in self.possible_agents}
        self.table: Table | None = None
        self._offered: list[int] = []

    # -- spaces ---------------------------------------------------------------------
    def observation_space(self, agent: str) -> spaces.Space:  # type: ignore[type-arg]
        """The same Dict space for every agent."""
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:  # type: ignore[type-arg]
        """Discrete(max_options): the index of an offered option."""
        return self._action_spaces[agent]

    # -- the loop -------------------------------------------------------------------
    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game (seeded by ``seed``, else the next seed of the environment's own)."""
        if seed is not None:
            self._seeds = random.Random(seed)
        self.close()
        self.game_seed = self._seeds.randrange(2**31)
        self.table = Table(self.script, self.players, seed=self.game_seed, agents=range(self.players),
                           storyteller_agent=self.storyteller_agent, people=())
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.agent_selection = self.agents[0]
        self._settle()

    def step(self, action: Any) -> None:
        """Answer the selected agent's decision with offered option ``action``."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        assert self.table is not None and self.table.pending is not None
        index = int(action)
        if not 0 <= index < len(self._offered):
            raise ValueError(f"action {index} is not offered to {agent} (the mask allows 0 to {len(self._offered) - 1})")
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        self.table.answer(self.table.pending.options[self._offered[index]])
        self._settle()

    def _settle(self) -> None:
        """Select whoever must answer now, or end the episode."""
        assert self.table is not None
        if self.table.over and self.table.winner is None:  # a stall: the engine's day limit
            self.truncations = {a: True for a in self.agents}
            self._finish()
            return
        if self.table.over:
            for a in self.agents:
                seat = self._seat(a)
                if seat is not None:
                    self.rewards[a] = 1.0 if self.table.game.seats[seat].alignment == self.table.winner else -1.0
            self.terminations = {a: True for a in self.agents}
            self._accumulate_rewards()
            self._finish()
            return
        pending = self.table.pending
        assert pending is not None
        self.agent_selection = STORYTELLER_AGENT if pending.decider == STORYTELLER else f"player_{pending.decider}"
        self._offered = self._offer(pending.options, pending.id)
        self.infos = {a: {} for a in self.agents}
        self.infos[self.agent_selection] = self._info(self.agent_selection)

    def _finish(self) -> None:
        self._offered = []
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self.agents[0]

    def _offer(self, options: Any, decision: int) -> list[int]:
        """Which options (by index) the action space offers: all, or a seeded subset that
        keeps "nobody" (None) when it is an option."""
        if len(options) <= self.max_options:
            return list(range(len(options)))
        rng = random.Random(f"{self.game_seed}-{decision}")
        keep = [i for i, o in enumerate(options) if o is None][:1]
        rest = [i for i in range(len(options)) if i not in keep]
        return sorted(keep + rng.sample(rest, self.max_options - len(keep)))

    def _seat(self, agent: str) -> int | None:
        return None if agent == STORYTELLER_AGENT else int(agent.split("_")[1])

    def _info(self, agent: str) -> dict[str, Any]:
        """The acting agent's view (a seat's, or the grimoire for the Storyteller) and decision."""
        assert self.table is not None
        pending = self.table.pending_json()
        if pending is not None:
            pending["options"] = [pending["options"][i] for i in self._offered]
        seat = self._seat(agent)
        view = self.table.grimoire() if seat is None else self.table.view(seat)
        return {"pending": pending, "view": view}

    # -- what an agent sees ------------------------------------------------------------
    def observe(self, agent: str) -> dict[str, np.ndarray]:
        """The agent's own view as a vector, and which actions are legal now."""
        assert self.table is not None
        mask = np.zeros(self.max_options, dtype=np.int8)
        seat = self._seat(agent)
        acting = agent == self.agent_selection and self.table.pending is not None and self._offered
        offered = None
        if acting:
            mask[:len(self._offered)] = 1
            pending = self.infos[agent]["pending"]
            offered = pending["options"]
        if seat is None:  # the Storyteller's vector holds its pending decision only
            view: dict[str, Any] = {"pending": self.infos[agent].get("pending") if acting else None}
        else:
            view = self.infos[agent]["view"] if acting else self.table.view(seat)
        return {"observation": self.encoder.encode(view, offered), "action_mask": mask}

    def render(self) -> str | None:
        """The pending decision as text ("ansi")."""
        if self.render_mode != "ansi" or self.table is None:
            return None
        if self.table.over:
            return f"{self.table.winner} wins"
        pending = self.infos.get(self.agent_selection, {}).get("pending") or {}
        labels = ", ".join(f"{i}: {o['label']}" for i, o in enumerate(pending.get("options", [])))
        return f"{self.agent_selection} ({pending.get('kind')}): {pending.get('prompt')} [{labels}]"

    def close(self) -> None:
        """Stop the game's thread."""
        if self.table is not None:
            self.table.close()
