"""The ``chipatlas`` command line."""
