"""Write docs/ability-report-<script>.md: how often each ability fired in many random games.

    python tools/ability_report.py fall-of-rome --games 10000 --jobs 2

Games are spread over every player count from 5 to 15, half of them with Travellers. An
ability that never fires is a bug (or a bot that never uses a public mechanic).
"""

from __future__ import annotations

import argparse
from collections import Counter
from pathlib import Path

from clocktower.characters import Team
from clocktower.script import load_script
from clocktower.sim import simulate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("script")
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    script = load_script(args.script)
    has_travellers = bool(script.team(Team.TRAVELLER))
    runs = [(n, t) for n in range(5, 16) for t in ((0, 2) if has_travellers else (0,))]
    per_run = max(1, args.games // len(runs))
    fired: Counter[str] = Counter()
    wins: Counter[str] = Counter()
    errors = 0
    total = 0
    for i, (players, travellers) in enumerate(runs):
        summary = simulate(script, players, per_run, seed=args.seed * 1000 + i, jobs=args.jobs,
                           travellers=travellers)
        fired.update(summary.fired)
        wins.update(summary.wins)
        errors += len(summary.errors)
        total += summary.games
    lines = [f"# How often each ability fired: {script.name}", "",
             f"{total} random games (`python tools/ability_report.py {script.id} --games {args.games}`),",
             f"spread evenly over 5 to 15 players{', half with 2 Travellers' if has_travellers else ''}.",
             f"Good won {wins['good']}, evil {wins['evil']}; {errors} games raised an error.", "",
             "An ability *fires* when it wakes, gives information, protects, redirects or causes a",
             "death, puts an effect on someone, or (for passive abilities) takes effect.", "",
             "| character | team | fired | per game |", "|---|---|---:|---:|"]
    for c in script.characters:
        n = fired.get(c.id, 0)
        lines.append(f"| {c.name} | {c.team.value} | {n if n else '**never**'} | {n / total:.2f} |")
    out = Path(__file__).resolve().parent.parent / "docs" / f"ability-report-{script.id}.md"
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
