"""The what-if page in chromium once a second source is accepted: the alternative's stage and
the conflict read at desktop and phone widths, with no overflow and no faint text.

The note is SYNTHETIC text written for the test (it says so); the event is made up.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from sqlalchemy import Engine

from chipatlas.ingest import review
from chipatlas.ingest.pipeline import ingest
from chipatlas.present.web import create_app
from chipatlas.sources import SourceDocument
from chipatlas.store import proposals as stored
from chipatlas.store.db import connect, migrate
from live_server import live
from test_web_screens import CONTRAST_JS, OVERFLOW_JS, WIDTHS, browser

pytestmark = pytest.mark.browser
__all__ = ["browser"]  # the chromium fixture, shared with the screens test

NOTE = (
    "# Synthetic test note: memory qualification\n\nSynthetic text written for a test, not a real report. "
    "Samsung Electronics has been qualified as a second source of HBM for the Microsoft Maia 200, the "
    "company said on Monday.\n"
)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    from conftest import load_bundled

    eng: Engine = connect(str(tmp_path_factory.mktemp("stage") / "store.db"))
    migrate(eng)
    load_bundled(eng)
    report = ingest(eng, SourceDocument("synthetic/stage.md", NOTE.encode(), "text/markdown"))
    with eng.connect() as conn:
        (p,) = [p for p in stored.listed(conn, None, ()) if p.document_id == report.document_id]
    review.accept(eng, p.id, "synthetic-tester", "test")
    with live(create_app(eng)) as (base, _errors):
        yield base
    eng.dispose()


@pytest.mark.parametrize("device", list(WIDTHS))
def test_the_stage_and_the_conflict_read_on_the_page(browser: Any, server: str, device: str) -> None:
    pg = browser.new_page(viewport={"width": WIDTHS[device], "height": 900}, base_url=server)
    pg.goto("/whatif?company=SK+hynix&loss=50%25")
    row = pg.locator("#whatif-table tr", has_text="Microsoft Maia 200")
    assert "Samsung Electronics (qualified: counts as covering)" in row.inner_text()
    assert "Conflict:" in row.inner_text() and "until a judgement" in row.inner_text()
    box = pg.evaluate(OVERFLOW_JS)
    faint = pg.evaluate(CONTRAST_JS)
    pg.close()
    assert box["scroll"] <= box["client"] + 1, box
    assert not faint, faint
