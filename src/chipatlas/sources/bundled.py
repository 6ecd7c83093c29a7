"""The default data shipped inside the package, in the order ``chipatlas init`` loads it.

The gazetteer comes first (the Sites ring rows are made at), then the name knowledge,
so every later file resolves "Samsung", "Trn3" or "TPU v7" to the curated entity
instead of coining a new one.
Rings and platform files come next so the seed page's passing mention of
"Trainium2 UltraServers" resolves to the bundled AWS Trainium2 UltraServer; the notes
(seed 004) come before the signal page (seed 003) so the names they introduce
(Trainium2, Anthropic, Project Rainier's facts) are known when the signals are linked;
the claims files come last.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

DATA = Path(str(files("chipatlas") / "data"))
GAZETTEER = Path(str(files("chipatlas.model") / "data" / "gazetteer.csv"))
SEED_RING, SEED_SIGNAL, SEED_NOTES = (
    "000_343fc2db982bc969.txt",
    "003_5a1042b804a25f46.txt",
    "004_f2dc904a996256be.txt",
)


def bundled_paths() -> list[Path]:
    """Every bundled document the current extractors read, in load order."""
    names = [GAZETTEER, DATA / "names" / "organisations.csv"]
    rings = sorted((DATA / "rings").glob("*.csv"))
    summaries = sorted((DATA / "platforms").glob("*.json"))
    seeds = [DATA / "seeds" / name for name in (SEED_RING, SEED_NOTES, SEED_SIGNAL)]
    claims = [DATA / "claims" / "spec_claims.csv", DATA / "claims" / "other_contradictions.csv"]
    return [*names, *rings, *summaries, *seeds, *claims]


# Keys the bundled reference tables state in their content. Only the bundled file itself
# may use one: a user's own gazetteer or names file read under it would supersede (retire)
# every bundled place or name. Any other file of that shape is keyed by where it lives.
BUNDLED_CONTENT_KEYS = {
    "dataset:gazetteer": "bundled:gazetteer.csv",
    "dataset:name_knowledge": "bundled:names/organisations.csv",
}


def display_name(path: Path) -> str:
    """'bundled:rings/cerebras_cs3.csv': stable across machines, unlike an install path."""
    if path == GAZETTEER:
        return "bundled:gazetteer.csv"
    return f"bundled:{path.relative_to(DATA).as_posix()}"


# The seeds' source keys as the ingest gives them (seed 000 names its own key in its text).
# Every figure of theirs is checked by tests/test_claims.py, so each is a reviewed source by
# default (store.proposals.reviewed; ``chipatlas sources reviewed KEY --off`` takes it away).
SEED_SOURCE_KEYS = (
    "dataset:supplier_ring_for_aws_trainium3_ultraserver",
    f"bundled:seeds/{SEED_SIGNAL}",
    f"bundled:seeds/{SEED_NOTES}",
)
