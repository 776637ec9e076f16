"""Write src/clocktower/data/official_characters.json: every official character that the
almanacs do not already give us, so users' real scripts (Trouble Brewing, say) load, with
their characters listed as not implemented. Run by hand from the repository root:

    python tools/build_official.py
"""

from __future__ import annotations

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = ROOT.parent / "shared" / "reference"
DATA = ROOT / "src" / "clocktower" / "data"


def main() -> None:
    roles = json.loads((REFERENCE / "official-roles.json").read_text(encoding="utf-8"))
    sheet = json.loads((REFERENCE / "official-nightsheet.json").read_text(encoding="utf-8"))
    shipped = {c["id"] for c in json.loads((DATA / "characters.json").read_text(encoding="utf-8"))}
    out = []
    for role in roles:
        if role["id"] in shipped:
            continue
        entry = {
            "id": role["id"],
            "name": role["name"],
            "team": role["team"],
            "ability": role.get("ability", ""),
            "firstNight": sheet["firstNight"].index(role["id"]) + 1 if role["id"] in sheet["firstNight"] else 0,
            "otherNight": sheet["otherNight"].index(role["id"]) + 1 if role["id"] in sheet["otherNight"] else 0,
            "firstNightReminder": role.get("firstNightReminder", ""),
            "otherNightReminder": role.get("otherNightReminder", ""),
            "reminders": role.get("reminders", []),
            "remindersGlobal": role.get("remindersGlobal") or [],
            "setup": bool(role.get("setup", False)),
            "edition": role.get("edition", ""),
            "flavor": role.get("flavor", ""),
        }
        out.append(entry)
    out.sort(key=lambda c: c["id"])
    (DATA / "official_characters.json").write_text(json.dumps(out, indent=1, ensure_ascii=False) + "\n",
                                                   encoding="utf-8")
    print(f"wrote {len(out)} official characters")


if __name__ == "__main__":
    main()
