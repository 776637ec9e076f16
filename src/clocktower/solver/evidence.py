"""How likely each world makes what a seat knows: its own information, the public record
and other players' claims. Each function adds log-likelihoods: per seat and role into the
``table`` (n x 3) when the evidence is about one seat, or per world into ``ll``.

The numbers are a model of play, not rules: a claim is evidence, never truth.
"""

from __future__ import annotations

from math import log
from typing import Any, Callable

import numpy as np

from ..characters import Team
from .knowledge import Info, Knowledge, is_good_character, team_of
from .worlds import DEMON_ROLE, GOOD_ROLE, MINION_ROLE, WorldSet

LOG_TINY = log(1e-4)
DEAD_DEMON = log(0.01)
"""A dead player is hardly ever the Demon while the game goes on."""
CLAIMS_MINE = log(0.04)
"""A good player claims my character only if I am the Drunk (or they are)."""
CLAIMS_EVIL = log(0.01)
DUPLICATE = log(0.05)
"""Two good players claiming the same character: only with a Drunk or madness."""
DEMON_OUTS_ITSELF = log(0.15)
CHANGED_CLAIM = log(0.35)
TOO_MANY_OUTSIDERS = log(0.1)
"""More good players claim Outsiders than the setup can hold: someone is bluffing."""
NOMINATES_TEAMMATE = log(0.15)
VOTES_DEMON = log(0.05)
VOTES_MINION = log(0.2)
NIGHT_DEATH_EVIL = log(0.5)

Sober = Callable[[Knowledge, WorldSet, Info, np.ndarray], "np.ndarray | None"]


def claims(k: Knowledge, ws: WorldSet, table: np.ndarray, ll: np.ndarray) -> None:
    """Other players' claims: evidence weighed by how likely a player of each role would
    say it."""
    script = k.script
    mine = k.character if k.good and is_good_character(script, k.character) else None
    by_character: dict[str, list[int]] = {}
    for s, c in k.claims.items():
        if s == k.seat or s in k.travellers:
            continue
        team = team_of(script, c)
        if team in (Team.MINION, Team.DEMON):
            table[s, GOOD_ROLE] += CLAIMS_EVIL
            table[s, DEMON_ROLE] += DEMON_OUTS_ITSELF  # a Demon bluffs with its bluffs
        elif c == mine and c != "drunk":
            table[s, GOOD_ROLE] += CLAIMS_MINE
        elif k.alignment == "evil" and c in k.bluffs:
            table[s, GOOD_ROLE] += log(0.1)
        if len(k.claimed.get(s, ())) > 1:
            table[s, GOOD_ROLE] += CHANGED_CLAIM
        if team in (Team.TOWNSFOLK, Team.OUTSIDER):
            by_character.setdefault(c, []).append(s)
    outsiders = [s for s, c in k.claims.items()
                 if s != k.seat and s not in k.travellers and team_of(script, c) is Team.OUTSIDER]
    if outsiders:
        room = _outsider_room(k) - (1 if k.good and team_of(script, k.character) is Team.OUTSIDER else 0)
        good_claims = (~ws.evil[:, outsiders]).sum(axis=1)
        ll += TOO_MANY_OUTSIDERS * np.maximum(0, good_claims - room)
    for c, seats in by_character.items():
        for i, a in enumerate(seats):
            for b in seats[i + 1:]:
                ll += DUPLICATE * (~ws.evil[:, a] & ~ws.evil[:, b])


def _outsider_room(k: Knowledge) -> int:
    """The most Outsiders the setup may hold: the table's count, plus what the script's
    setup characters may add (one, two with a Baron or Godfather-like)."""
    from ..script import player_counts

    base = player_counts(max(5, min(15, len(k.counted)))).outsider
    ids = set(k.script.by_id)
    return base + (2 if ids & {"baron", "godfather", "fanggu"} else 1)


def public(k: Knowledge, ws: WorldSet, table: np.ndarray, ll: np.ndarray) -> None:
    """Deaths, executions, nominations and votes."""
    if not k.over:
        for s in k.dead:
            table[s, DEMON_ROLE] += DEAD_DEMON
    for _, died in k.night_deaths:
        for s in died:
            table[s, MINION_ROLE] += NIGHT_DEATH_EVIL
    for _, a, b in k.nominations:
        if a != b:
            ll += NOMINATES_TEAMMATE * (ws.evil[:, a] & ws.evil[:, b])
    for _, nominee, voters in k.votes:
        for v in voters:
            if v == nominee:
                continue
            ll += VOTES_DEMON * (ws.evil[:, v] & (ws.role[:, nominee] == DEMON_ROLE))
            ll += (VOTES_MINION - 0) * (ws.evil[:, v] & (ws.role[:, nominee] == MINION_ROLE))


def _registers_evil(k: Knowledge) -> np.ndarray:
    """Seats that may register evil although good (claimed Recluse): a mask over seats."""
    mask = np.zeros(k.players, dtype=bool)
    for s, c in k.claims.items():
        if c == "recluse":
            mask[s] = True
    if k.good and k.character == "recluse":
        mask[k.seat] = True
    return mask


def _noble(k: Knowledge, ws: WorldSet, info: Info, maybe: np.ndarray) -> np.ndarray | None:
    trio = [int(s) for s in info.answer or ()] if isinstance(info.answer, (list, tuple)) else []
    if len(trio) != 3:
        return None
    low = ws.evil[:, trio].sum(axis=1)
    high = (ws.evil[:, trio] | maybe[trio]).sum(axis=1)
    return ((low <= 1) & (high >= 1)).astype(float)


def _shugenja(k: Knowledge, ws: WorldSet, info: Info, maybe: np.ndarray) -> np.ndarray | None:
    n = k.players
    me = k.seat if info.seat is None else info.seat
    if info.answer not in ("clockwise", "anticlockwise"):
        return None
    big = n + 1
    cw = np.full(len(ws), big)
    acw = np.full(len(ws), big)
    for step in range(n - 1, 0, -1):
        cw = np.where(ws.evil[:, (me + step) % n], step, cw)
        acw = np.where(ws.evil[:, (me - step) % n], step, acw)
    said_cw = info.answer == "clockwise"
    out = np.where(cw == acw, 0.5, np.where((cw < acw) == said_cw, 1.0, 0.0))
    if maybe.any():
        out = np.maximum(out, 0.5 * maybe.any())  # a Recluse may register either way
    return out


def _seamstress(k: Knowledge, ws: WorldSet, info: Info, maybe: np.ndarray) -> np.ndarray | None:
    pair = list(info.targets)
    if len(pair) != 2 or not isinstance(info.answer, bool):
        return None
    a, b = pair
    same = ws.evil[:, a] == ws.evil[:, b]
    out = (same == info.answer).astype(float)
    if maybe[a] or maybe[b]:
        out = np.maximum(out, 0.5)
    return out


def _oracle(k: Knowledge, ws: WorldSet, info: Info, maybe: np.ndarray) -> np.ndarray | None:
    if not isinstance(info.answer, int) or isinstance(info.answer, bool):
        return None
    dead = sorted(_dead_by_night(k, info.night))
    if not dead:
        return (np.zeros(len(ws)) == info.answer).astype(float)
    low = ws.evil[:, dead].sum(axis=1)
    high = (ws.evil[:, dead] | maybe[dead]).sum(axis=1)
    return ((low <= info.answer) & (high >= info.answer)).astype(float)


def _dead_by_night(k: Knowledge, night: int) -> set[int]:
    """Who was dead when night ``night``'s information was given (at its end)."""
    dead: set[int] = set()
    for n, died in k.night_deaths:
        if n <= night:
            dead.update(died)
    for day, s in k.executed:
        if day < night:
            dead.add(s)
    return dead & k.dead if k.dead else dead


def _role_of_character(k: Knowledge, character: Any) -> int | None:
    team = team_of(k.script, character if isinstance(character, str) else None)
    if team is Team.DEMON:
        return DEMON_ROLE
    if team is Team.MINION:
        return MINION_ROLE
    if team in (Team.TOWNSFOLK, Team.OUTSIDER):
        return GOOD_ROLE
    return None


def _seen_character(k: Knowledge, ws: WorldSet, target: int, character: Any, claim_ok: float) -> np.ndarray:
    """A world-vector for "``target`` is ``character``": its role must match; a good
    target who claimed otherwise is unlikely."""
    role = _role_of_character(k, character)
    if role is None:
        return np.ones(len(ws))
    hit = (ws.role[:, target] == role).astype(float)
    if role == GOOD_ROLE:
        said = k.claims.get(target)
        if said is not None and said != character and character != "drunk":
            hit *= claim_ok
    return hit


def _ravenkeeper(k: Knowledge, ws: WorldSet, info: Info, maybe: np.ndarray) -> np.ndarray | None:
    if info.target is None:
        return None
    out = _seen_character(k, ws, info.target, info.answer, 0.05)
    if maybe[info.target]:
        out = np.maximum(out, 0.3)
    return out


def _dreamer(k: Knowledge, ws: WorldSet, info: Info, maybe: np.ndarray) -> np.ndarray | None:
    if info.target is None or not isinstance(info.answer, (list, tuple)) or len(info.answer) != 2:
        return None
    t = info.target
    options = [_seen_character(k, ws, t, c, 0.05) for c in info.answer]
    out = np.maximum(options[0], options[1])
    if maybe[t]:
        out = np.maximum(out, 0.3)
    return out


def _balloonist(k: Knowledge, ws: WorldSet, info: Info, maybe: np.ndarray) -> np.ndarray | None:
    mine = k.infos if info.seat is None else [i for i in k.shared if i.seat == info.seat]
    shown = [i for i in mine if i.what == "balloonist" and isinstance(i.answer, int)]
    at = next((j for j, i in enumerate(shown) if i is info), None)
    if not at or not isinstance(info.answer, int):
        return None
    a, b = shown[at - 1].answer, info.answer
    ra, rb = ws.role[:, a], ws.role[:, b]
    # Two good seats differ only as Townsfolk and Outsider: possible, not likely.
    return np.where(ra != rb, 1.0, np.where(ra == GOOD_ROLE, 0.35, 0.0))


def _count_between(ws: WorldSet, seats: list[int], maybe: np.ndarray, answer: Any) -> np.ndarray | None:
    """1 where ``answer`` evil players among ``seats`` is possible (a Recluse may count)."""
    if not isinstance(answer, int) or isinstance(answer, bool):
        return None
    if not seats:
        return np.full(len(ws), float(answer == 0))
    low = ws.evil[:, seats].sum(axis=1)
    high = (ws.evil[:, seats] | maybe[seats]).sum(axis=1)
    return ((low <= answer) & (high >= answer)).astype(float)


def _empath(k: Knowledge, ws: WorldSet, info: Info, maybe: np.ndarray) -> np.ndarray | None:
    return _count_between(ws, [s for s in info.targets if 0 <= s < k.players], maybe, info.answer)


def _chef(k: Knowledge, ws: WorldSet, info: Info, maybe: np.ndarray) -> np.ndarray | None:
    if not isinstance(info.answer, int) or isinstance(info.answer, bool):
        return None
    n = k.players
    evil = ws.evil
    pairs = (evil & np.roll(evil, -1, axis=1)).sum(axis=1) if n > 2 else evil.all(axis=1).astype(int)
    out = (pairs == info.answer).astype(float)
    if maybe.any():
        out = np.maximum(out, 0.3 * (np.abs(pairs - info.answer) <= 1))
    return out


def _clockmaker(k: Knowledge, ws: WorldSet, info: Info, maybe: np.ndarray) -> np.ndarray | None:
    if not isinstance(info.answer, int) or isinstance(info.answer, bool):
        return None
    n = k.players
    best = np.full(len(ws), n)
    for step in range(1, n // 2 + 1):
        for sign in (1, -1):
            other = (ws.demon + sign * step) % n
            hit = ws.role[np.arange(len(ws)), other] == MINION_ROLE
            best = np.where(hit & (best > step), step, best)
    out = (best == info.answer).astype(float)
    if maybe.any():
        out = np.maximum(out, 0.3)
    return out


def _fortuneteller(k: Knowledge, ws: WorldSet, info: Info, maybe: np.ndarray) -> np.ndarray | None:
    if len(info.targets) != 2 or not isinstance(info.answer, bool):
        return None
    hit = (ws.role[:, list(info.targets)] == DEMON_ROLE).any(axis=1)
    # A good player may be the red herring (or a Recluse register as the Demon).
    herring = 0.35 if maybe[list(info.targets)].any() else 0.15
    return np.where(hit, float(info.answer), herring if info.answer else 1.0 - herring)


def _undertaker(k: Knowledge, ws: WorldSet, info: Info, maybe: np.ndarray) -> np.ndarray | None:
    """As the Ravenkeeper's: one player's character (here always a character's name)."""
    return _ravenkeeper(k, ws, info, maybe) if isinstance(info.answer, str) else None


def _one_of_two(k: Knowledge, ws: WorldSet, info: Info, maybe: np.ndarray) -> np.ndarray | None:
    answer = info.answer
    if not isinstance(answer, (list, tuple)) or len(answer) != 3:
        return None
    a, b, character = answer
    if not all(isinstance(x, int) and 0 <= x < k.players for x in (a, b)):
        return None
    out = np.maximum(_seen_character(k, ws, a, character, 0.3), _seen_character(k, ws, b, character, 0.3))
    if maybe[a] or maybe[b]:
        out = np.maximum(out, 0.3)
    return out


def _is_demon(k: Knowledge, ws: WorldSet, info: Info, maybe: np.ndarray) -> np.ndarray | None:
    if not isinstance(info.answer, int) or isinstance(info.answer, bool) or not 0 <= info.answer < k.players:
        return None
    return (ws.role[:, info.answer] == DEMON_ROLE).astype(float)


def _is_good(k: Knowledge, ws: WorldSet, info: Info, maybe: np.ndarray) -> np.ndarray | None:
    if not isinstance(info.answer, int) or isinstance(info.answer, bool) or not 0 <= info.answer < k.players:
        return None
    return (~ws.evil[:, info.answer]).astype(float)


def _is_evil(k: Knowledge, ws: WorldSet, info: Info, maybe: np.ndarray) -> np.ndarray | None:
    if not isinstance(info.answer, int) or isinstance(info.answer, bool) or not 0 <= info.answer < k.players:
        return None
    return np.maximum(ws.evil[:, info.answer].astype(float), 0.3 * maybe[info.answer])


def _pair(info: Info, k: Knowledge) -> list[int] | None:
    answer = info.answer
    if isinstance(answer, (list, tuple)) and len(answer) == 2 and all(
            isinstance(x, int) and not isinstance(x, bool) and 0 <= x < k.players for x in answer):
        return [int(x) for x in answer]
    return None


def _sage(k: Knowledge, ws: WorldSet, info: Info, maybe: np.ndarray) -> np.ndarray | None:
    pair = _pair(info, k)
    return None if pair is None else (ws.role[:, pair] == DEMON_ROLE).any(axis=1).astype(float)


def _knight(k: Knowledge, ws: WorldSet, info: Info, maybe: np.ndarray) -> np.ndarray | None:
    pair = _pair(info, k)
    return None if pair is None else (ws.role[:, pair] != DEMON_ROLE).all(axis=1).astype(float)


def _alignment_of(k: Knowledge, ws: WorldSet, info: Info, maybe: np.ndarray) -> np.ndarray | None:
    t = info.target
    if t is None or info.answer not in ("good", "evil") or not 0 <= t < k.players:
        return None
    out = (ws.evil[:, t] == (info.answer == "evil")).astype(float)
    return np.maximum(out, 0.3) if maybe[t] else out


def _grandmother(k: Knowledge, ws: WorldSet, info: Info, maybe: np.ndarray) -> np.ndarray | None:
    answer = info.answer
    if not isinstance(answer, (list, tuple)) or len(answer) != 2 or not isinstance(answer[0], int) \
            or not 0 <= answer[0] < k.players:
        return None
    return (~ws.evil[:, answer[0]]).astype(float)


def _team_today(role: int) -> Sober:
    """Whether a player of ``role`` voted (Flowergirl: the Demon) or nominated (Town Crier: a
    Minion) on the day before the night of the information."""
    def sober(k: Knowledge, ws: WorldSet, info: Info, maybe: np.ndarray) -> np.ndarray | None:
        if not isinstance(info.answer, bool):
            return None
        day = info.night - 1
        if role == DEMON_ROLE:
            seats = sorted({v for d, _, voters in k.votes if d == day for v in voters})
        else:
            seats = sorted({a for d, a, _ in k.nominations if d == day})
        seats = [s for s in seats if 0 <= s < k.players]
        hit = (ws.role[:, seats] == role).any(axis=1) if seats else np.zeros(len(ws), dtype=bool)
        return (hit == info.answer).astype(float)
    return sober


SOBER: dict[str, Sober] = {
    "noble": _noble, "shugenja": _shugenja, "seamstress": _seamstress, "oracle": _oracle,
    "ravenkeeper": _ravenkeeper, "dreamer": _dreamer, "balloonist": _balloonist,
    "empath": _empath, "chef": _chef, "clockmaker": _clockmaker, "fortuneteller": _fortuneteller,
    "undertaker": _undertaker, "washerwoman": _one_of_two, "librarian": _one_of_two,
    "investigator": _one_of_two, "choirboy": _is_demon, "steward": _is_good, "bountyhunter": _is_evil,
    "sage": _sage, "knight": _knight, "villageidiot": _alignment_of, "grandmother": _grandmother,
    "flowergirl": _team_today(DEMON_ROLE), "towncrier": _team_today(MINION_ROLE),
}
"""The information kinds the solver reads, by the kind an information event names (the
untitled almanac's, Trouble Brewing's, Bad Moon Rising's, Sects & Violets' and the other
almanacs' that constrain alignments or characters); other kinds are left out."""


def own_information(k: Knowledge, ws: WorldSet, prior: np.ndarray) -> np.ndarray:
    """Log-likelihood of the seat's own information in each world: believed with a chance
    of being poisoned once, and a chance of being the Drunk (every answer arbitrary)."""
    maybe = _registers_evil(k)
    product = np.ones(len(ws))
    used = 0
    poisoned = _poison_chance(k)
    for info in k.infos:
        fn = SOBER.get(info.what)
        if fn is None:
            continue
        got = fn(k, ws, info, maybe)
        if got is None:
            continue
        used += 1
        product *= (1.0 - poisoned) * got + poisoned * max(float(np.mean(got)), 1e-3)
    if not used:
        return np.zeros(len(ws))
    drunk = _drunk_chance(k)
    arbitrary = float(np.sum(prior * product) / max(np.sum(prior), 1e-12))
    mixed = (1.0 - drunk) * product + drunk * arbitrary
    return np.log(np.maximum(mixed, 1e-300))


EVIL_SAYS = 1.0
"""How well an evil player's made-up information fits a world, relative to the average
fit: they say whatever suits some world, so their words weigh no world more than chance."""


SHARED_TRUST = 1.0
"""How far a good, sober sayer's words are taken as the truth (the rest: arbitrary)."""


def shared_information(k: Knowledge, ws: WorldSet, prior: np.ndarray) -> np.ndarray:
    """Log-likelihood of what other players said they learned (``Knowledge.shared``): a
    sayer who is good, sober and really that character told the truth; a good one who is
    poisoned or the Drunk said something arbitrary; an evil one said whatever suits them."""
    ll = np.zeros(len(ws))
    if not k.shared:
        return ll
    maybe = _registers_evil(k)
    poisoned = _poison_chance(k)
    total = max(float(np.sum(prior)), 1e-12)
    by_seat: dict[int, list[Info]] = {}
    for info in k.shared:
        if info.seat is not None and 0 <= info.seat < k.players and info.seat not in k.travellers:
            by_seat.setdefault(info.seat, []).append(info)
    for seat, infos in by_seat.items():
        product = np.ones(len(ws))
        used = 0
        for info in infos:
            fn = SOBER.get(info.what)
            got = None if fn is None else fn(k, ws, info, maybe)
            if got is None:
                continue
            used += 1
            product *= (1.0 - poisoned) * got + poisoned * max(float(np.mean(got)), 1e-3)
        if not used:
            continue
        arbitrary = max(float(np.sum(prior * product)) / total, 1e-6)
        trust = (1.0 - _drunk_chance_of(k, k.claims.get(seat))) * SHARED_TRUST
        good = trust * product + (1.0 - trust) * arbitrary
        ll += np.log(np.maximum(np.where(ws.evil[:, seat], EVIL_SAYS * arbitrary, good), 1e-300))
    return ll


def _poison_chance(k: Knowledge) -> float:
    ids = set(k.script.by_id)
    chance = 0.03
    for c, p in (("widow", 0.06), ("poisoner", 0.12), ("vigormortis", 0.03), ("nodashii", 0.08),
                 ("pukka", 0.08), ("philosopher", 0.02), ("cannibal", 0.02)):
        if c in ids:
            chance += p
    return min(chance, 0.35)


def _drunk_chance(k: Knowledge) -> float:
    """The chance this seat is really the Drunk (or a Marionette-like), whose information
    all means nothing."""
    return _drunk_chance_of(k, k.character)


def _drunk_chance_of(k: Knowledge, character: str | None) -> float:
    """The chance a player who believes they are ``character`` is really the Drunk (or a
    Marionette-like)."""
    if team_of(k.script, character) is not Team.TOWNSFOLK:
        return 0.0
    ids = set(k.script.by_id)
    townsfolk = max(1, len(k.counted) - 2 - k.minion_count)
    chance = 0.0
    for c, p in (("drunk", 0.5), ("marionette", 0.4)):
        if c in ids:
            chance += p / townsfolk
    return min(chance, 0.5)


__all__ = ["SOBER", "claims", "own_information", "public", "shared_information"]
