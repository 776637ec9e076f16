"""Write docs/decision-kinds.md: every decision kind seen in random games, who makes it,
on which scripts, and what its answers look like (for scenario writers and agents).

    python tools/decision_kinds.py
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path
from typing import Any

from clocktower.abilities import implemented
from clocktower.characters import Team
from clocktower.game.decisions import Decision
from clocktower.game.engine import Game
from clocktower.game.state import STORYTELLER
from clocktower.script import bundled_scripts


def shape(option: Any) -> str:
    """A short description of one answer's shape."""
    if option is None:
        return "none"
    if isinstance(option, bool):
        return "yes/no"
    if isinstance(option, int):
        return "player"
    if isinstance(option, str):
        return f"'{option}'"
    if isinstance(option, tuple):
        return "[" + ", ".join(shape(o) for o in option) + "]"
    return type(option).__name__


def main() -> None:
    seen: dict[str, dict[str, Any]] = defaultdict(lambda: {"who": set(), "scripts": set(), "shapes": set()})
    for script in bundled_scripts():
        if not all(implemented(c.id) for c in script.characters):
            continue
        travellers = bool(script.team(Team.TRAVELLER))
        for players in range(5, 16):
            for seed in range(30):
                game = Game(script, players=players, seed=seed, travellers=seed % 3 if travellers else 0)
                original = game.ask

                def ask(d: Decision, original: Any = original, sid: str = script.id) -> Any:
                    row = seen[d.kind]
                    row["who"].add("Storyteller" if d.decider == STORYTELLER else "player")
                    row["scripts"].add(sid)
                    for option in list(d.options)[:6]:
                        row["shapes"].add(shape(option))
                    return original(d)

                game.ask = ask  # type: ignore[method-assign]
                game.run()
    lines = ["# Decision kinds", "",
             "Every kind of decision seen in random games of the fully implemented scripts",
             "(`python tools/decision_kinds.py`), with who makes it and what its answers look like.",
             "A scenario's `choices` name these kinds (docs/scenarios.md); `player` answers are",
             "written as player names, characters as names or ids, lists as YAML lists.", "",
             "| kind | made by | scripts | answers look like |", "|---|---|---|---|"]
    for kind in sorted(seen):
        row = seen[kind]
        lines.append(f"| `{kind}` | {' or '.join(sorted(row['who']))} | {', '.join(sorted(row['scripts']))} "
                     f"| {', '.join(sorted(row['shapes']))[:120]} |")
    out = Path(__file__).resolve().parent.parent / "docs" / "decision-kinds.md"
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {out} ({len(seen)} kinds)")


if __name__ == "__main__":
    main()
