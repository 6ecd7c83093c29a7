"""The store's version on PostgreSQL moves with this store's writes and nothing else
(issue 12): a commit elsewhere on the server leaves it, two stores never share one, every
kind of write moves it in the same commit as its data, so a kept page is never stale.

The notes written below are SYNTHETIC (tests/test_review.py's qualification note): made-up
events about bundled names, not facts.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import Engine, create_engine, text
from tests.conftest import PG_URL, drop_pg_schema, load_bundled, new_pg_schema
from tests.test_review import QUALIFIED

from chipatlas.ingest import review
from chipatlas.ingest.identity import merge
from chipatlas.ingest.pipeline import ingest
from chipatlas.present.web import create_app
from chipatlas.sources import SourceDocument
from chipatlas.store import judgements as log
from chipatlas.store import proposals as rows
from chipatlas.store.backup import backup, restore, store_tables
from chipatlas.store.db import migrate
from chipatlas.store.version import StoreVersion

MAIA = "microsoft_maia_200"
PAGE = f"/platforms/{MAIA}.json"


def _store() -> tuple[str, Engine]:
    schema = new_pg_schema()
    engine = create_engine(PG_URL, connect_args={"options": f"-csearch_path={schema}"})
    migrate(engine)
    return schema, engine


@pytest.fixture
def other() -> Iterator[Engine]:
    """A second store on the same server, in its own schema."""
    schema, engine = _store()
    yield engine
    engine.dispose()
    drop_pg_schema(schema)


def _snapshot(engine: Engine) -> str:
    with engine.connect() as conn:
        return str(conn.exec_driver_sql("SELECT pg_current_snapshot()::text").scalar_one())


def test_every_table_of_the_store_moves_the_version(pg_engine: Engine) -> None:
    with pg_engine.connect() as conn:
        watched = set(
            conn.execute(
                text(
                    "SELECT c.relname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid "
                    "WHERE t.tgname = 'store_write_mark' AND c.relnamespace = current_schema()::regnamespace"
                )
            ).scalars()
        )
    assert {t.name for t in store_tables()} <= watched


def test_a_commit_elsewhere_on_the_server_leaves_the_version(pg_engine: Engine, other: Engine) -> None:
    version = StoreVersion(pg_engine)
    before, snapshot = version(), _snapshot(pg_engine)
    with other.begin() as conn:  # another store's write, then a table outside any store
        conn.execute(text("INSERT INTO store_meta VALUES ('synthetic_test', '1')"))
        conn.execute(text("CREATE TABLE scratch_version (x INTEGER)"))
        conn.execute(text("INSERT INTO scratch_version VALUES (1)"))
    assert _snapshot(pg_engine) != snapshot  # the old version would have moved
    assert version() == before


def test_two_stores_never_share_a_version(pg_engine: Engine, other: Engine) -> None:
    mine, theirs = StoreVersion(pg_engine), StoreVersion(other)
    assert mine() != theirs()  # both count 0 writes: the store's own id keeps them apart
    for engine in (pg_engine, other):
        with engine.begin() as conn:
            conn.execute(text("INSERT INTO store_meta VALUES ('synthetic_test', '1')"))
    assert mine() != theirs()
    assert mine().rsplit(":", 1)[1] == theirs().rsplit(":", 1)[1] == "1"


def test_a_write_in_progress_holds_up_no_other_writer(pg_engine: Engine) -> None:
    """The count moves at COMMIT: a long write does not lock the counter while it runs."""
    version = StoreVersion(pg_engine)
    start = version()
    with pg_engine.connect() as slow:
        slow.execute(text("INSERT INTO store_meta VALUES ('synthetic_slow', '1')"))
        with pg_engine.begin() as quick:
            quick.execute(text("SET LOCAL lock_timeout = '2s'"))
            quick.execute(text("INSERT INTO store_meta VALUES ('synthetic_quick', '1')"))
        quick_done = version()
        assert quick_done != start  # the slow write, not yet committed, does not count
        slow.commit()
    assert version() not in (start, quick_done)
    with pg_engine.connect() as undone:
        undone.execute(text("INSERT INTO store_meta VALUES ('synthetic_undone', '1')"))
        undone.rollback()
    with pg_engine.begin() as conn:
        count = conn.execute(text("SELECT count FROM store_writes")).scalar_one()
        assert conn.execute(text("SELECT count(*) FROM store_write_marks")).scalar_one() == 0
    assert count == 2  # once per committed transaction, none for the one rolled back


@pytest.fixture
def client(pg_engine: Engine) -> Iterator[TestClient]:
    load_bundled(pg_engine)
    with TestClient(create_app(pg_engine)) as c:
        yield c


def _fresh(engine: Engine) -> str:
    """The page as an app with nothing kept makes it."""
    with TestClient(create_app(engine)) as c:
        return c.get(PAGE).text


def _page(client: TestClient) -> str:
    first = client.get(PAGE).text
    assert client.get(PAGE).text == first  # the second answer is the kept one
    return first


def test_every_kind_of_write_moves_the_version_and_the_kept_page(
    client: TestClient, pg_engine: Engine, tmp_path: Path
) -> None:
    version = StoreVersion(pg_engine)
    seen = [version()]
    original = _page(client)
    saved = tmp_path / "synthetic.backup"
    backup(pg_engine, saved)

    def moved(what: str) -> str:
        now = version()
        assert now not in seen, what
        seen.append(now)
        page = _page(client)
        assert page == _fresh(pg_engine), what  # never stale
        return page

    doc = SourceDocument("synthetic/qualified.md", QUALIFIED.encode(), "text/markdown")
    report = ingest(pg_engine, doc)  # a document, its statements and a proposal
    assert report.status == "landed"
    moved("ingest")
    with pg_engine.connect() as conn:
        (proposal,) = [p for p in rows.listed(conn, None, ()) if p.document_id == report.document_id]
    review.accept(pg_engine, proposal.id, "synthetic-tester", "test")
    accepted = moved("review accept")
    assert accepted != original and "Samsung Electronics" in accepted
    review.undo(pg_engine, proposal.id, "synthetic-tester", "test")
    moved("review undo")

    suppliers = sorted({r["supplier_id"] for r in json.loads(original)["ring"]["rows"] if r["supplier_id"]})
    with pg_engine.begin() as conn:
        merge(conn, suppliers[0], suppliers[1], "synthetic test merge", "synthetic-tester", force=True)
    assert moved("judgement merge") != original
    with pg_engine.begin() as conn:
        assert log.retract(conn, [(suppliers[0], suppliers[1])]) == 1
    moved("judgement undo")

    restore(pg_engine, saved, replace=True)
    assert moved("restore") == original
