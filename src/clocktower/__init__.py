"""clocktower: a rules engine, grimoire and simulator for Blood on the Clocktower."""

__version__ = "0.1.0"
