"""Write docs/decision-kinds.md from the declared decision kinds (game/decisionkinds.py and
each character's module): who makes each kind, what its answers look like, and how the
story tells it. No game is played to write it.

    python tools/decision_kinds.py [--check]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from clocktower.abilities import load_all
from clocktower.game.decisionkinds import DECISION_KINDS, INFORMATION, OWN_CHOICE, DecisionKind

OUT = Path(__file__).resolve().parent.parent / "docs" / "decision-kinds.md"


def _row(d: DecisionKind) -> str:
    owner = d.owner or "the engine"
    return f"| `{d.kind}` | {d.by} | {d.answers} | {owner} | {d.sentence} |"


def render() -> str:
    """The document, from the declarations."""
    load_all()  # every character module declares its kinds when it loads
    lines = [
        "# Decision kinds", "",
        "Every kind of decision the engine asks, with who makes it, what its answers look like and",
        "how the story tells it. Generated from the declarations (`python tools/decision_kinds.py`):",
        "the engine's in `src/clocktower/game/decisionkinds.py`, a character's at the top of its",
        "module. A scenario's `choices` name these kinds (docs/scenarios.md); `player` answers are",
        "written as player names, characters as names or ids, lists as YAML lists. Over the API",
        "every option also carries its declared type (docs/web.md).", "",
        "## Two families", "",
        "| kind | made by | answers | sentence |", "|---|---|---|---|",
        f"| `<character id>` (`monk`, `imp`, ...) | {OWN_CHOICE.by} (the ability's holder) | {OWN_CHOICE.answers} "
        f"| {OWN_CHOICE.sentence} |",
        f"| `{INFORMATION.kind}` (`info.noble`, ...) | {INFORMATION.by} | {INFORMATION.answers} "
        f"| {INFORMATION.sentence} |", "",
        "## Every other kind", "",
        "| kind | made by | answers | declared by | sentence |", "|---|---|---|---|---|",
    ]
    lines += [_row(DECISION_KINDS[k]) for k in sorted(DECISION_KINDS)]
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if the file is out of date")
    args = parser.parse_args()
    text = render()
    if args.check:
        sys.exit(0 if OUT.read_text(encoding="utf-8") == text else 1)
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT} ({len(DECISION_KINDS)} declared kinds)")


if __name__ == "__main__":
    main()
