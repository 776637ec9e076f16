"""What a balance sweep's games add up to: win rates with 95% Wilson intervals by player
count, by character in play, by Demon; game length; how often each ability fired and
whether it fired when the game was decided.

An ability's firing *coincided with the outcome* in a game when it fired in the phase (the
night or the day) in which the game ended: the phase whose events decided the winner
(the Demon's last kill, the execution of the Demon, the night a Minion's ability made the
final count). Beside that count, each ability's row compares the good win rate in games
where the character was in play and its ability fired with games where it was in play and
never fired: the difference is how much the firing went with a changed result.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any, Iterable

from ..script import Script, all_characters
from .runner import GameResult

CONFIDENCE = 0.95


def wilson(successes: int, trials: int, confidence: float = CONFIDENCE) -> tuple[float, float]:
    """The Wilson score interval of a proportion (scipy's); (0, 1) when there are no trials."""
    if trials <= 0:
        return (0.0, 1.0)
    from scipy.stats import binomtest

    ci = binomtest(successes, trials).proportion_ci(confidence_level=confidence, method="wilson")
    return (float(ci.low), float(ci.high))


@dataclass(frozen=True)
class Rate:
    """Good wins out of finished games, with its interval."""

    good: int
    games: int

    @property
    def rate(self) -> float | None:
        """The good win rate (None without games)."""
        return self.good / self.games if self.games else None

    def to_json(self, prefix: str = "") -> dict[str, Any]:
        """Count, rate and interval under ``prefix``-ed keys."""
        lo, hi = wilson(self.good, self.games)
        rate = self.rate
        return {f"{prefix}games": self.games, f"{prefix}good_wins": self.good,
                f"{prefix}good_rate": None if rate is None else round(rate, 4),
                f"{prefix}low": round(lo, 4) if self.games else None,
                f"{prefix}high": round(hi, 4) if self.games else None}


def _rate(games: Iterable[GameResult]) -> Rate:
    done = [g for g in games if g.error is None]
    return Rate(sum(1 for g in done if g.winner == "good"), len(done))


def _name(script: Script, cid: str) -> str:
    c = script.by_id.get(cid) or all_characters().get(cid)
    return c.name if c else cid


def _team(script: Script, cid: str) -> str:
    c = script.by_id.get(cid) or all_characters().get(cid)
    return c.team.value if c else "?"


def summarise(script: Script, results: list[GameResult]) -> dict[str, Any]:
    """Every table of the balance report, as JSON-able rows."""
    finished = [g for g in results if g.error is None]
    counts = sorted({g.players for g in results})
    by_players = []
    for n in counts:
        at = [g for g in results if g.players == n]
        ok = [g for g in at if g.error is None]
        by_players.append({"players": n, **_rate(at).to_json(), "games": len(at), "errors": len(at) - len(ok),
                           "mean_days": round(sum(g.days for g in ok) / len(ok), 3) if ok else None})
    characters = []
    abilities = []
    for c in script.characters:
        with_c = [g for g in finished if c.id in g.in_play]
        without = [g for g in finished if c.id not in g.in_play]
        rate_in, rate_out = _rate(with_c), _rate(without)
        diff = None if rate_in.rate is None or rate_out.rate is None else round(rate_in.rate - rate_out.rate, 4)
        characters.append({"id": c.id, "name": c.name, "team": c.team.value, **rate_in.to_json("in_"),
                           **rate_out.to_json("out_"), "difference": diff})
        fired_in = [g for g in with_c if g.fired.get(c.id)]
        quiet = [g for g in with_c if not g.fired.get(c.id)]
        decisive = [g for g in fired_in if g.decisive.get(c.id)]
        r_fired, r_quiet = _rate(fired_in), _rate(quiet)
        lift = None if r_fired.rate is None or r_quiet.rate is None else round(r_fired.rate - r_quiet.rate, 4)
        total = sum(g.fired.get(c.id, 0) for g in results)
        abilities.append({
            "id": c.id, "name": c.name, "team": c.team.value, "in_play": len(with_c),
            "fired": total, "per_game_in_play": round(total / len(with_c), 3) if with_c else None,
            "games_fired": len(fired_in), "decisive_games": len(decisive),
            "decisive_share": round(len(decisive) / len(fired_in), 4) if fired_in else None,
            **r_fired.to_json("fired_"), **r_quiet.to_json("quiet_"), "fired_minus_quiet": lift,
        })
    demons = []
    for demon in sorted({g.demon for g in finished}):
        demons.append({"id": demon, "name": _name(script, demon), "team": _team(script, demon),
                       **_rate(g for g in finished if g.demon == demon).to_json()})
    lengths = Counter(g.days for g in finished)
    reasons = Counter(g.reason for g in finished)
    return {
        # "games" counts every game played, those that raised an error too (the rate's own
        # count of finished games would otherwise replace it)
        "overall": {**_rate(finished).to_json(), "games": len(results), "errors": len(results) - len(finished),
                    "mean_days": round(sum(g.days for g in finished) / len(finished), 3) if finished else None},
        "by_players": by_players,
        "characters": characters,
        "abilities": abilities,
        "demons": demons,
        "lengths": [{"days": d, "games": lengths[d]} for d in sorted(lengths)],
        "reasons": [{"reason": r, "games": n} for r, n in reasons.most_common()],
        "errors": [{"players": g.players, "index": g.index, "seed": g.seed, "error": g.error}
                   for g in results if g.error is not None],
    }
