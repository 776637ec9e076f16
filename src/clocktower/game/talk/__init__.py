"""Talk: what players say by day. ``claims`` reads the public claims so far, ``statements``
are structured claims about the grimoire the engine can judge (the Gossip's, the Savant's),
``sharing`` is players saying what they learned (``share``)."""
