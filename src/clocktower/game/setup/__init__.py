"""The setup of a game: the seating as plain data (``seats``), the bag that draws one
(``bag``: ``random_setup``), a setup read from JSON (``file``), and the checks a saved log
passes before it is replayed (``integrity``)."""

from __future__ import annotations

from .bag import (ABILITIES_IN_PLAY, BAG_DRAWS, BLUFFS_IN_PLAY, Bag, EVIL_DRAWS, LEAVE_CHANCE, MAX_TRAVELLERS,
                  ONLY_ONE, STAND_INS, ScriptFacts, clashes, draw_travellers, duplicated_tokens,
                  exclusive_pairs, facts, legal_counts, modifiers, own_rule, plain, random_setup,
                  random_travel, required_by, storyteller_rules)
from .seats import DEFAULT_NAMES, SeatSpec, Setup

__all__ = ["ABILITIES_IN_PLAY", "BAG_DRAWS", "BLUFFS_IN_PLAY", "Bag", "DEFAULT_NAMES", "EVIL_DRAWS",
    "LEAVE_CHANCE", "MAX_TRAVELLERS", "ONLY_ONE", "STAND_INS", "ScriptFacts", "SeatSpec", "Setup", "clashes",
    "draw_travellers", "duplicated_tokens", "exclusive_pairs", "facts", "legal_counts", "modifiers",
    "own_rule", "plain", "random_setup", "random_travel", "required_by", "storyteller_rules"]
