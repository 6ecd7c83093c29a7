"""The web app's cycle collector settings (present/web/collector.py): while an app serves,
the objects built before it frozen and young objects collected in larger batches; when it
stops, both as before (a test process starts many apps and must not keep their cycles)."""

from __future__ import annotations

import gc
from pathlib import Path

from fastapi.testclient import TestClient

from chipatlas.ingest.collector import young_only
from chipatlas.present.web import create_app
from chipatlas.present.web.collector import YOUNG, serving
from chipatlas.store.db import connect, migrate


def test_serving_freezes_and_batches_then_restores() -> None:
    before = gc.get_threshold()
    frozen = gc.get_freeze_count()
    with serving():
        assert gc.get_threshold()[0] == max(YOUNG, before[0])
        assert gc.get_threshold()[1:] == before[1:]
        assert gc.get_freeze_count() > frozen
    assert gc.get_threshold() == before
    assert gc.get_freeze_count() == 0


def test_a_served_app_runs_under_it_and_restores_on_shutdown(tmp_path: Path) -> None:
    engine = connect(str(tmp_path / "store.db"))
    migrate(engine)
    before = gc.get_threshold()
    with TestClient(create_app(engine)) as client:  # the context runs the app's lifespan
        assert client.get("/").status_code == 200
        assert gc.get_threshold()[0] == max(YOUNG, before[0])
        assert gc.get_freeze_count() > 0
    assert gc.get_threshold() == before
    assert gc.get_freeze_count() == 0
    engine.dispose()


def test_an_ingest_inside_a_serving_app_keeps_its_freeze() -> None:
    """An upload ingested by the server: the ingest's own settings while it writes, then the
    server's again, its start-up objects still frozen."""
    before = gc.get_threshold()
    with serving():
        serving_thresholds = gc.get_threshold()
        frozen = gc.get_freeze_count()
        with young_only():
            assert gc.get_threshold() != serving_thresholds  # full collections wait
        assert gc.get_threshold() == serving_thresholds
        assert frozen > 0 and gc.get_freeze_count() > frozen // 2  # (frozen objects may still be freed)
    assert gc.get_threshold() == before
    assert gc.get_freeze_count() == 0
