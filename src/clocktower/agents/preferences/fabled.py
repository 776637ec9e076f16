"""Bot preferences for fabled decisions (see ``clocktower.agents.preferences``)."""

from __future__ import annotations
