"""Bot preferences for travellers decisions (see ``clocktower.agents.preferences``)."""

from __future__ import annotations
