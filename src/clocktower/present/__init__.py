"""Presentation: the game told and named for people (the story, names, labelled decisions,
the Storyteller's grimoire). It reads the engine and the characters; nothing below it (the
engine, the characters, the bots) imports it. What a seat may see is decided in
``game.views``, not here."""
