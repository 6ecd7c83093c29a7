"""The projection version: a store whose projections another build made is rebuilt whole
by the next write (ingest, init's upgrade, ``chipatlas rebuild``), never by a read; a
current store is not rebuilt. SQLite and PostgreSQL."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from sqlalchemy import Engine, delete, insert, select, update

from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.ingest.rebuild import rebuild, upgrade
from chipatlas.ingest.stamp import KEY, PROJECTION_VERSION, read_stamp, warn_if_stale
from chipatlas.sources import load_path
from chipatlas.store import search_index
from chipatlas.store.db import _config
from chipatlas.store.search_tables import search_state
from chipatlas.store.tables import aliases, entities, platforms, ring_rows, store_meta

# SYNTHETIC: made-up platforms, suppliers and places; no supplier facts.
RING = (
    "platform,component,supplier,role,made_in_country,made_in_site,evidence,notes\n"
    "Synthetic Board A,Memory,Synthetic Maker One,sole,Japan,Synthetic Fab 1,claimed,first words\n"
    "Synthetic Board A,Substrate,Synthetic Maker Two,primary,Malaysia,,claimed,second words\n"
    "Synthetic Board B,Memory,Synthetic Maker One,primary,Japan,,committed,third words\n"
)
OTHER = (
    "platform,component,supplier,role,made_in_country,evidence\n"
    "Synthetic Board C,Cooling,Synthetic Maker Three,sole,Germany,claimed\n"
)
ALTERED = "altered by hand"
TABLES = (ring_rows, platforms, entities, aliases)


def _land(engine: Engine, path: Path, text: str) -> str | None:
    path.write_text(text, encoding="utf-8")
    report = ingest(engine, load_path(path), IngestOptions())
    assert report.status == "landed", report.lines()
    return report.projections


def _projections(engine: Engine) -> list[list[object]]:
    with engine.connect() as conn:
        return [sorted(conn.execute(select(t)).all()) for t in TABLES]


def _fresh(engine: Engine) -> list[list[object]]:
    """The projections a full rebuild from statements gives now (kept: the caller compares)."""
    with engine.begin() as conn:
        rebuild(conn)
    return _projections(engine)


def _set_stamp(engine: Engine, value: str | None) -> None:
    with engine.begin() as conn:
        conn.execute(delete(store_meta).where(store_meta.c.key == KEY))
        if value is not None:
            conn.execute(insert(store_meta).values(key=KEY, value=value))


def _alter(engine: Engine) -> None:
    """What an older build might have left: other words, a row too many, a platform too few."""
    with engine.begin() as conn:
        conn.execute(
            update(ring_rows)
            .where(ring_rows.c.platform_id == "platform:synthetic_board_a")
            .values(notes=ALTERED)
        )
        conn.execute(delete(platforms).where(platforms.c.id == "platform:synthetic_board_b"))
        conn.execute(
            update(entities).where(entities.c.id == "company:synthetic_maker_one").values(caption=ALTERED)
        )
        old = conn.execute(select(ring_rows).limit(1)).one()._asdict()
        conn.execute(insert(ring_rows).values(old | {"platform_id": "platform:gone", "notes": ALTERED}))


def _stamp(engine: Engine) -> int | None:
    with engine.connect() as conn:
        return read_stamp(conn).built


def _altered_left(engine: Engine) -> int:
    with engine.connect() as conn:
        notes = conn.execute(select(ring_rows.c.notes).where(ring_rows.c.notes == ALTERED)).all()
        captions = conn.execute(select(entities.c.caption).where(entities.c.caption == ALTERED)).all()
    return len(notes) + len(captions)


def test_an_older_stamp_is_rebuilt_by_the_next_ingest(engine: Engine, tmp_path: Path) -> None:
    assert _land(engine, tmp_path / "ring.csv", RING) is None  # an empty store is stamped, not rebuilt
    assert _stamp(engine) == PROJECTION_VERSION
    _set_stamp(engine, str(PROJECTION_VERSION - 1))
    _alter(engine)
    line = _land(engine, tmp_path / "other.csv", OTHER)  # touches none of the altered platforms
    assert (
        line
        == f"projections rebuilt: built by version {PROJECTION_VERSION - 1}, now version {PROJECTION_VERSION}"
    )
    assert _stamp(engine) == PROJECTION_VERSION
    after = _projections(engine)
    assert _altered_left(engine) == 0
    assert after == _fresh(engine)
    assert len(after[0]) == 4 and len(after[1]) == 3


def test_a_current_stamp_is_not_rebuilt(
    engine: Engine, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """The measure: a normal ingest rebuilds nothing whole (the hand-altered rows of other
    platforms are still there afterwards, and no rebuild is logged)."""
    _land(engine, tmp_path / "ring.csv", RING)
    _alter(engine)
    with caplog.at_level(logging.INFO, logger="chipatlas.ingest.rebuild"):
        assert _land(engine, tmp_path / "other.csv", OTHER) is None
    assert not [r for r in caplog.records if "projections rebuilt" in r.getMessage()]
    assert _altered_left(engine) == 4  # board A's 2 notes, the row of platform:gone, a caption
    assert _projections(engine) != _fresh(engine)


def test_a_missing_stamp_is_rebuilt_by_the_upgrade(engine: Engine, tmp_path: Path) -> None:
    """A store upgraded from 0016 (no stamp table): ``init`` migrates, then rebuilds, in one
    transaction."""
    from alembic import command

    _land(engine, tmp_path / "ring.csv", RING)
    _alter(engine)
    config = _config()
    with engine.begin() as conn:
        config.attributes["connection"] = conn
        command.downgrade(config, "0016")
    done = upgrade(engine)
    assert done is not None and done.line() == (
        f"projections rebuilt: built by no version (before stamps), now version {PROJECTION_VERSION}"
    )
    assert done.ring_rows == 3
    assert _stamp(engine) == PROJECTION_VERSION and _altered_left(engine) == 0
    after = _projections(engine)
    assert after == _fresh(engine)
    assert upgrade(engine) is None  # current now: the next init rebuilds nothing


def test_an_empty_store_is_left_unstamped_by_init_and_a_dry_run_writes_nothing(
    engine: Engine, tmp_path: Path
) -> None:
    assert upgrade(engine) is None
    with engine.connect() as conn:
        assert conn.execute(select(store_meta)).all() == []  # a restore still finds it empty
    _land(engine, tmp_path / "ring.csv", RING)
    _set_stamp(engine, "0")
    _alter(engine)
    path = tmp_path / "other.csv"
    path.write_text(OTHER, encoding="utf-8")
    report = ingest(engine, load_path(path), IngestOptions(dry_run=True))
    assert report.status == "would land"
    assert "projections would be rebuilt: built by version 0, now version 1" in report.lines()
    assert _stamp(engine) == 0 and _altered_left(engine) == 4


def test_a_read_warns_and_writes_nothing(
    engine: Engine, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    _land(engine, tmp_path / "ring.csv", RING)
    _set_stamp(engine, None)
    with caplog.at_level(logging.WARNING, logger="chipatlas.ingest.stamp"):
        assert warn_if_stale(engine).stale
        assert warn_if_stale(engine).stale
    warned = [r.getMessage() for r in caplog.records if "projections stale" in r.getMessage()]
    assert warned == [
        "projections stale: built by no version (before stamps), this chipatlas builds version "
        f"{PROJECTION_VERSION}: run 'chipatlas rebuild' (the next ingest also rebuilds them)"
    ]
    assert _stamp(engine) is None


def test_rebuild_marks_the_search_index_stale_or_refreshes_it(engine: Engine, tmp_path: Path) -> None:
    _land(engine, tmp_path / "ring.csv", RING)
    with engine.begin() as conn:
        search_index.refresh(conn)
    with engine.begin() as conn:
        rebuild(conn)
        assert conn.execute(select(search_state)).all() == []
    with engine.begin() as conn:
        rebuild(conn, search=True)
        assert search_index.is_fresh(conn)


def test_the_web_footer_says_stale_until_a_rebuild(engine: Engine, tmp_path: Path) -> None:
    from fastapi.testclient import TestClient

    from chipatlas.present.web import create_app

    _land(engine, tmp_path / "ring.csv", RING)
    _set_stamp(engine, str(PROJECTION_VERSION + 1))  # a newer build's rows: not this code's either
    notice = "projections stale: run chipatlas rebuild"
    with TestClient(create_app(engine)) as client:
        assert notice in client.get("/").text
        assert notice in client.get("/platforms/synthetic_board_a").text
        with engine.begin() as conn:
            rebuild(conn)
        assert notice not in client.get("/").text
    assert _stamp(engine) == PROJECTION_VERSION


def test_the_command_line_warns_on_reads_and_rebuilds_on_writes(tmp_path: Path) -> None:
    """SQLite through the installed command: a read warns and leaves the stamp, ``rebuild``
    and ``init`` rebuild and say so."""
    import os
    import sqlite3
    import subprocess
    import sys

    db = tmp_path / "cli.db"
    env = {**os.environ, "CHIPATLAS_DATABASE_URL": str(db), "COLUMNS": "200"}
    exe = str(Path(sys.executable).with_name("chipatlas"))

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        out = subprocess.run([exe, *args], env=env, capture_output=True, text=True, timeout=120)
        assert out.returncode == 0, out.stderr
        return out

    def stamp(value: str | None = None) -> str | None:
        with sqlite3.connect(db) as conn:
            if value is not None:
                conn.execute("UPDATE store_meta SET value = ? WHERE key = ?", (value, KEY))
            row = conn.execute("SELECT value FROM store_meta WHERE key = ?", (KEY,)).fetchone()
        conn.close()
        return None if row is None else str(row[0])

    run("init", "--empty")
    assert stamp() is None
    (tmp_path / "ring.csv").write_text(RING, encoding="utf-8")
    assert "projections" not in run("ingest", str(tmp_path / "ring.csv")).stdout
    assert stamp() == str(PROJECTION_VERSION)
    stamp("0")
    read = run("platforms")
    assert "projections stale: built by version 0" in read.stderr and "Synthetic Board A" in read.stdout
    assert stamp() == "0"
    done = run("rebuild")
    assert (
        f"projections rebuilt: built by version 0, now version {PROJECTION_VERSION}; 3 ring rows"
        in done.stdout
    )
    assert stamp() == str(PROJECTION_VERSION) and "stale" not in run("platforms").stderr
    stamp("0")
    again = run("init", "--empty")
    assert f"projections rebuilt: built by version 0, now version {PROJECTION_VERSION}" in again.stdout
    assert stamp() == str(PROJECTION_VERSION)
    # A backup an older build wrote carries its projections and its stamp: restore rebuilds.
    stamp("0")
    run("backup", str(tmp_path / "old.backup"))
    env["CHIPATLAS_DATABASE_URL"] = str(tmp_path / "restored.db")
    restored = run("restore", str(tmp_path / "old.backup"))
    assert f"projections rebuilt: built by version 0, now version {PROJECTION_VERSION}" in restored.stdout
    db = tmp_path / "restored.db"
    assert stamp() == str(PROJECTION_VERSION)


def test_a_judgement_on_a_stale_store_rebuilds_every_projection(engine: Engine, tmp_path: Path) -> None:
    """A merge (or review decision) writes projections too: on a store built by an older version
    it rebuilds them all in its own transaction, never leaves the old rows of other platforms."""
    from chipatlas.ingest.identity import merge

    _land(engine, tmp_path / "ring.csv", RING)
    _land(engine, tmp_path / "other.csv", OTHER)
    _set_stamp(engine, str(PROJECTION_VERSION - 1))
    _alter(engine)
    with engine.begin() as conn:
        merge(conn, "company:synthetic_maker_two", "company:synthetic_maker_three", "synthetic", "tester")
    assert _stamp(engine) == PROJECTION_VERSION
    assert _altered_left(engine) == 0
    assert _projections(engine) == _fresh(engine)
