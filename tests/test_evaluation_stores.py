"""The gold run and the audit on PostgreSQL: a fresh schema per run, and the same order of
what a document stated as on SQLite.

Every note here is SYNTHETIC text written for the test (marked so in its body); the
companies and platforms are the bundled ones, the events are made up and are not facts.
"""

from __future__ import annotations

from evaluation.observe import observe
from evaluation.stores import fresh_store
from sqlalchemy import Engine, create_engine, text
from tests.conftest import PG_URL, drop_pg_schema, new_pg_schema
from tests.proposal_notes import HEAD

from chipatlas.ingest.pipeline import ingest
from chipatlas.sources import SourceDocument
from chipatlas.store import proposals as rows

# Several proposals from one sentence share its span: their order needs a tie-break.
NOTES = (
    "Nvidia's HBM4 supply is expected to come from SK hynix (about 70%) and Samsung (about 30%).",
    "Micron reported quarterly revenue of $9.3 billion and net income of $1.9 billion.",
    "SK hynix and Samsung will supply HBM4 for the Nvidia GB200 NVL72 and the Vera Rubin NVL144.",
)


def _schemas() -> set[str]:
    admin = create_engine(PG_URL)
    with admin.connect() as conn:
        found = {r[0] for r in conn.execute(text("SELECT schema_name FROM information_schema.schemata"))}
    admin.dispose()
    return found


def test_a_postgres_run_has_its_own_schema_dropped_at_the_end() -> None:
    drop_pg_schema(new_pg_schema())  # skips (or fails in CI) when the server is down
    before = _schemas()
    with fresh_store(PG_URL, "test") as engine:
        with engine.connect() as conn:
            schema = conn.execute(text("SELECT current_schema()")).scalar()
            assert conn.execute(text("SELECT count(*) FROM documents")).scalar() == 0
        assert isinstance(schema, str) and schema.startswith("eval_test_") and schema not in before
        assert schema in _schemas()
    assert schema not in _schemas()


def test_a_sqlite_run_is_a_fresh_file() -> None:
    with fresh_store(None, "test") as engine:
        assert engine.dialect.name == "sqlite"
        with engine.connect() as conn:
            assert conn.execute(text("SELECT count(*) FROM documents")).scalar() == 0


def test_proposals_of_one_sentence_come_in_the_products_order(bundled: Engine) -> None:
    for n, body in enumerate(NOTES):
        note = HEAD.format(f"tie {n}") + body + "\n"
        report = ingest(bundled, SourceDocument(f"synthetic/tie{n}.md", note.encode(), "text/markdown"))
        assert report.document_id is not None, report.lines()
        with bundled.connect() as conn:
            seen = observe(conn, report.document_id)
            relations = rows.for_document(
                conn, report.document_id, ("supply", "site", "ownership", "deployment")
            )
            figures = rows.for_document(conn, report.document_id, ("figure",))
        # the order of the text, then the id: the same on SQLite and PostgreSQL
        assert [f.claim_id for f in seen.proposed] == [f"proposal:{p.id}" for p in figures]
        assert [(r.supplier, r.target) for r in seen.relations] == [
            (p.supplier or "", p.target or "") for p in relations
        ]
        assert len(seen.proposed) + len(seen.relations) >= 2, body
