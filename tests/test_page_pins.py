"""The HTML of a small store's platform and company pages, pinned byte for byte (after the
ingest date and the package version are blanked): work that makes these pages faster (SQL
facets, values kept per store version) must not change what they show.

The store holds only SYNTHETIC rings (tests/fixtures/synthetic_platform_*_ring.csv, each row
marked as test data). A deliberate change of a page rewrites the pins:
``CHIPATLAS_WRITE_PINS=1 pytest tests/test_page_pins.py``, and the diff is reviewed.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import Engine

from chipatlas import __version__
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.present.web import create_app
from chipatlas.sources import load_path

FIXTURES = Path(__file__).parent / "fixtures"
PINS = FIXTURES / "pinned_pages"
RINGS = ("synthetic_platform_b_ring.csv", "synthetic_platform_c_ring.csv")
PAGES = {
    "platform_b.html": "/platforms/synthetic_platform_b",
    "platform_b_sorted.html": "/platforms/synthetic_platform_b?sort=supplier&dir=desc",
    "platform_b_filtered.html": "/platforms/synthetic_platform_b?country=South+Korea",
    "platform_c.html": "/platforms/synthetic_platform_c",
    "company_tsmc.html": "/companies/tsmc",
}
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}([T ][0-9:.+]+Z?)?")


def _plain(html: str) -> str:
    """The page without what changes from one run or checkout to the next: dates, the
    version and where the fixtures lie (a ring file's page names its path)."""
    return _DATE.sub("DATE", html.replace(__version__, "VERSION").replace(str(FIXTURES), "FIXTURES"))


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> TestClient:
    from chipatlas.store.db import connect, migrate

    engine: Engine = connect(str(tmp_path_factory.mktemp("pins") / "store.db"))
    migrate(engine)
    for name in RINGS:
        assert ingest(engine, load_path(FIXTURES / name), IngestOptions(source_key=name)).ok
    return TestClient(create_app(engine))


@pytest.mark.parametrize("pin", sorted(PAGES))
def test_the_page_is_the_pinned_html(client: TestClient, pin: str) -> None:
    # One app for every pin: the first page reads what is kept per store version cold, the
    # others warm; each must be its pinned HTML.
    first = client.get(PAGES[pin])
    assert first.status_code == 200
    path = PINS / pin
    if os.environ.get("CHIPATLAS_WRITE_PINS"):
        path.write_text(_plain(first.text), encoding="utf-8")
    assert _plain(first.text) == path.read_text(encoding="utf-8")
