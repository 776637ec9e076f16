"""Fall of Rome character tests."""
