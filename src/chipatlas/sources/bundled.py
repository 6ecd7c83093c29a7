"""The default data shipped inside the package, in the order ``chipatlas init`` loads it.

Rings and platform files come first so the seed page's passing mention of
"Trainium2 UltraServers" resolves to the bundled AWS Trainium2 UltraServer.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

DATA = Path(str(files("chipatlas") / "data"))


def bundled_paths() -> list[Path]:
    """Every bundled document the current extractors read, in load order."""
    rings = sorted((DATA / "rings").glob("*.csv"))
    summaries = sorted((DATA / "platforms").glob("*.json"))
    seeds = [DATA / "seeds" / "000_343fc2db982bc969.txt"]
    return [*rings, *summaries, *seeds]


def display_name(path: Path) -> str:
    """'bundled:rings/cerebras_cs3.csv': stable across machines, unlike an install path."""
    return f"bundled:{path.relative_to(DATA).as_posix()}"
