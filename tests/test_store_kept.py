"""What is per store, not per page (the stored Sites and their name index), is built once per
store version where a StoreVersion watches the engine (the web app), and again after any
committed write; nowhere else is anything kept (store/version.py ``kept``).

The ring and the place below are SYNTHETIC (made up for these tests), as in
tests/test_site_entities.py.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from fastapi.testclient import TestClient
from sqlalchemy import Connection, Engine, insert, text
from tests.test_site_entities import RING

from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.present.web import create_app
from chipatlas.sources import load_path
from chipatlas.store.tables import store_meta
from chipatlas.store.version import StoreVersion, kept

PLACE = (
    "slug,name,kind,country,region,lat,lon,geonames_id,point_from,aliases,source_url,note\n"
    "atlantis-works,Atlantis Works,park,US,Test,33.4,-112.0,,,,https://example.org/atlantis,synthetic\n"
)


def _counting() -> tuple[list[int], Callable[[Connection], int]]:
    calls: list[int] = []

    def build(conn: Connection) -> int:
        calls.append(1)
        return int(conn.execute(text("SELECT count(*) FROM store_meta WHERE key = 'synthetic'")).scalar_one())

    return calls, build


def test_nothing_is_kept_where_no_version_is_watched(sqlite_engine: Engine) -> None:
    calls, build = _counting()
    with sqlite_engine.connect() as conn:
        assert [kept(conn, "n", build) for _ in range(3)] == [0, 0, 0]
    assert len(calls) == 3


def test_kept_once_per_version_and_again_after_a_commit(sqlite_engine: Engine) -> None:
    version = StoreVersion(sqlite_engine)
    try:
        calls, build = _counting()
        with sqlite_engine.connect() as conn:
            assert kept(conn, "n", build) == kept(conn, "n", build) == 0
        assert len(calls) == 1
        with sqlite_engine.begin() as conn:
            conn.execute(insert(store_meta).values(key="synthetic", value="1"))
            # This connection's own write is not committed: the version has not moved for it.
            assert kept(conn, "n", build) == 1
        assert len(calls) == 2
        with sqlite_engine.connect() as conn:
            assert kept(conn, "n", build) == kept(conn, "n", build) == 1
        assert len(calls) == 3
    finally:
        version.close()


def test_a_place_learnt_while_the_app_runs_is_on_the_next_page(bundled: Engine, tmp_path: Path) -> None:
    ring = tmp_path / "synthetic_ring.csv"
    ring.write_text(RING, encoding="utf-8")
    assert ingest(bundled, load_path(ring), IngestOptions()).ok
    with TestClient(create_app(bundled)) as client:
        page = "/platforms/synthetic_rack_1.json"
        before = client.get(page).json()["site_map"]
        assert "atlantis-works" not in {p["place"]["slug"] for p in before["pins"]}
        places = tmp_path / "synthetic_places.csv"
        places.write_text(PLACE, encoding="utf-8")
        assert ingest(bundled, load_path(places), IngestOptions()).ok
        after = client.get(page).json()["site_map"]
    assert "atlantis-works" in {p["place"]["slug"] for p in after["pins"]}
    assert after["n_unresolved"] < before["n_unresolved"]
