"""The web grimoire: ``clocktower serve`` runs it (FastAPI on uvicorn, SQLite as the store).

``app.py`` is the HTTP API and pages, ``rooms.py`` the live games and who may do what,
``store.py`` the SQLite store, ``static/`` the pages' assets (served by the app itself).
"""
