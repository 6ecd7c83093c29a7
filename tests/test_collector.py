"""The cycle collector while a document is written: young collections only, settings restored."""

from __future__ import annotations

import gc
import threading
from pathlib import Path

from chipatlas.ingest.collector import young_only
from chipatlas.ingest.pipeline import ingest
from chipatlas.sources import load_path
from chipatlas.store.db import connect, migrate


def test_full_collections_wait_and_everything_is_put_back() -> None:
    before = gc.get_threshold()
    with young_only():
        inside = gc.get_threshold()
        frozen = gc.get_freeze_count()
        with young_only():  # a second ingest of the same process (a server's thread)
            assert gc.get_threshold() == inside
        assert gc.get_threshold() == inside  # the inner one ending changes nothing
    assert inside[0] > before[0] and inside[2] > before[2]
    assert frozen > 0
    assert gc.get_threshold() == before
    assert gc.get_freeze_count() == 0


def test_put_back_when_the_write_fails() -> None:
    before = gc.get_threshold()
    try:
        with young_only():
            raise ValueError("synthetic failure")
    except ValueError:
        pass
    assert gc.get_threshold() == before and gc.get_freeze_count() == 0


def test_young_cycles_are_still_freed_inside() -> None:
    """Cycles that die young (a query's bound parameters) do not pile up while it runs."""
    with young_only():
        gc.collect(0)
        start = len(gc.get_objects())
        for _ in range(200_000):
            a: list[object] = []
            a.append(a)  # a cycle, garbage at once
        grown = len(gc.get_objects()) - start
    assert grown < 20_000  # with collection off, all 200,000 would still be tracked


def test_overlapping_ingests_in_threads(tmp_path: Path) -> None:
    before = gc.get_threshold()
    engine = connect(f"sqlite:///{tmp_path / 'store.db'}")
    migrate(engine)
    files = []
    for i in range(3):
        f = tmp_path / f"ring{i}.csv"
        f.write_text(
            "platform,component,supplier,made_in\n"
            f"Synthetic Platform {i},Synthetic Part,Synthetic Maker {i},Taiwan\n",
            encoding="utf-8",
        )
        files.append(f)
    reports: list[str] = []
    threads = [
        threading.Thread(target=lambda f=f: reports.append(ingest(engine, load_path(f)).status))
        for f in files
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(reports) == ["landed"] * 3
    assert gc.get_threshold() == before and gc.get_freeze_count() == 0
