"""``python -m clocktower``: the ``clocktower`` command."""

from clocktower.launch import main

main()
