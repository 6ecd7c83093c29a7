"""Every read of a small ingested ring, pinned: a faster write path must store and serve
the same bytes. Two versions of one synthetic ring (a row dropped, a row changed, a row
added) are ingested; the stored statements, the platform page's JSON and CSV twins, the
API ring, entity and document answers and ``history`` are hashed after run-specific text
(the temporary folder, timestamps) is masked. The hashes were taken on main before the
ingest4k changes (issue 12 item 4); a change to any read shows here.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

from fastapi.testclient import TestClient
from sqlalchemy import Engine, select

from chipatlas.analyze.history import history
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.present.web import create_app
from chipatlas.sources import load_path
from chipatlas.store.tables import statements

# SYNTHETIC: made-up platforms, suppliers, sites and URLs; no supplier facts.
HEADER = (
    "platform,component,supplier,supplier_detail,role,made_in_country,made_in_site,"
    "us_status,evidence,source_url,notes"
)
P, Q, URL = "Synthetic Board P", "Synthetic Board Q", "https://example.invalid/"
MEMORY = f"{P},Memory,Synthetic Maker One,stack A,sole,Japan,Synthetic Site 1,made_abroad"
SUBSTRATE = f"{P},Substrate,Synthetic Maker Two (Synthetic Parent Co),,primary,Malaysia,,made_abroad"
COOLING = (
    f"{P},Cooling,Synthetic Maker Three,,primary,United States,Synthetic Site 2,some_us_volume,"
    f'confirmed,{URL}3,"supplier-level, not platform-specific"'
)
Q_MEMORY = f"{Q},Memory,Synthetic Maker One,stack B,primary,South Korea,,made_abroad,claimed,,"
V1 = "\n".join(
    [
        HEADER,
        f"{MEMORY},claimed,{URL}1,first row",
        f"{SUBSTRATE},reported,,",
        f"{P},Substrate,Not disclosed,,second_source,,,not_disclosed,claimed,,",  # dropped in V2
        COOLING,
        Q_MEMORY,
    ]
)
V2 = "\n".join(
    [
        HEADER,
        f"{MEMORY},confirmed,{URL}1,first row",  # evidence changed
        f"{SUBSTRATE},reported,,",
        COOLING,
        Q_MEMORY,
        f"{Q},Power,Synthetic Maker Four,,sole,Vietnam,,made_abroad,claimed,,",  # new
    ]
)
SLUGS = ("synthetic_board_p", "synthetic_board_q")
_STAMP = re.compile(r"\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})?)?")

# sha256 of each read, masked, as main served them, per backend (PostgreSQL orders and types
# a few values its own way); re-taken from main when a main commit changes a read on purpose.
# Kept in ``ingest_pinned.json``.
PINNED: dict[str, dict[str, str]] = json.loads((Path(__file__).parent / "ingest_pinned.json").read_text())


def _masked(text: str, tmp: Path) -> str:
    return _STAMP.sub("<ts>", text.replace(str(tmp), "<tmp>"))


def _reads(engine: Engine, tmp: Path) -> dict[str, str]:
    out: dict[str, str] = {}
    with engine.connect() as conn:
        rows = conn.execute(select(statements).order_by(statements.c.id)).all()
        out["statements"] = json.dumps([list(r) for r in rows], default=str)
        doc_ids = sorted({r.document_id for r in rows})
        entity_ids = sorted({r.entity_id for r in rows})
        for slug in SLUGS:
            out[f"history {slug}"] = json.dumps(history(conn, slug), default=str, sort_keys=True)
    client = TestClient(create_app(engine))
    paths = [f"/platforms/{s}.json" for s in SLUGS] + [f"/platforms/{s}.csv" for s in SLUGS]
    paths += [f"/api/v1/platforms/{s}/ring" for s in SLUGS]
    paths += [f"/api/v1/entities/{e}" for e in entity_ids]
    paths += [f"/api/v1/documents/{d}" for d in doc_ids]
    for path in paths:
        answer = client.get(path)
        assert answer.status_code == 200, path
        out[path] = answer.text
    return {k: hashlib.sha256(_masked(v, tmp).encode()).hexdigest() for k, v in out.items()}


def _ingest_two_versions(engine: Engine, tmp: Path) -> None:
    src = tmp / "ring.csv"
    for text in (V1, V2):
        src.write_text(text, encoding="utf-8")
        options = IngestOptions(source_key="synthetic:pinned-ring")
        assert ingest(engine, load_path(src), options).status == "landed"


def test_every_read_of_a_small_ring_is_as_pinned(engine: Engine, tmp_path: Path) -> None:
    _ingest_two_versions(engine, tmp_path)
    got = _reads(engine, tmp_path)
    assert got == PINNED[engine.dialect.name]
