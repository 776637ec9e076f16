"""Shared test helpers, one job a module:

- ``scripts``: the scripts tests play on (``TINY``, ``UNTITLED``, ``FOR``);
- ``games``: hand-built games (``make_game``, ``info_game``, ``reprieve_game``);
- ``deciders``: ``Recording``, a scripted decider that keeps what it was asked; ``spare`` and
  ``asked`` for any scripted decider;
- ``phases``: playing a game phase by phase (``play_until``, ``to_night``, ``next_phase``);
- ``lookups``: finding things in a game (``names``, ``seat``, ``told``);
- ``setups``: random setups with chosen characters in them (``drawn_setup``, ``hidden_setup``);
- ``random_games``: many seeded random games and a tally of what happened (``play_many``).
"""
