"""The ``clocktower`` command's entry point: answers ``--version`` without importing the
command line's libraries (Click and Rich), then hands every other command to
``clocktower.cli``, which imports what each command needs when it runs."""

from __future__ import annotations

import sys


def main() -> None:
    """Run the ``clocktower`` command with ``sys.argv``."""
    if sys.argv[1:] == ["--version"]:
        from . import __version__

        sys.stdout.write(f"clocktower {__version__}\n")
        return
    from .cli import main as run

    run()


if __name__ == "__main__":
    main()
