"""Document and signals pages in chromium (walk8): an unattached figure shows its thousands
marked and links to its own words, marked in the text (it was a 13-digit figure with no
link to where it was read); a signal with no source says "source not stated". The article
is SYNTHETIC (invented names), written for the test."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from sqlalchemy import Engine

from chipatlas.ingest.pipeline import ingest
from chipatlas.present.web import create_app
from chipatlas.sources import SourceDocument
from chipatlas.store.db import connect, migrate
from live_server import live
from test_web_screens import OVERFLOW_JS, WIDTHS, browser

pytestmark = pytest.mark.browser
__all__ = ["browser"]  # the chromium fixture, shared with the screens test

ARTICLE = (
    "SYNTHETIC: Trainium8 and Trainium9 are two invented accelerators for this test.\n\n"
    "SYNTHETIC: A memory pool of 12000 GB was shown next to them, and nobody said whose it was.\n"
)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str]]:
    eng: Engine = connect(str(tmp_path_factory.mktemp("unattached") / "store.db"))
    migrate(eng)
    report = ingest(eng, SourceDocument("synthetic/unattached.txt", ARTICLE.encode(), "text/plain"))
    assert report.ok, report.lines()
    with live(create_app(eng)) as (base, _errors):
        yield base, report.document_id
    eng.dispose()


@pytest.mark.parametrize("device", list(WIDTHS))
def test_an_unattached_figure_links_to_its_words(browser: Any, server: tuple[str, str], device: str) -> None:
    base, doc = server
    pg = browser.new_page(viewport={"width": WIDTHS[device], "height": 900}, base_url=base)
    pg.goto(f"/documents/{doc}")
    item = pg.locator("li", has_text="12,000 GB")
    assert item.count() == 1, pg.content()
    item.get_by_role("link", name="its words").click()
    pg.wait_for_load_state()
    assert "12000 GB" in pg.locator("#s-cited").inner_text()
    box = pg.evaluate(OVERFLOW_JS)
    pg.close()
    assert box["scroll"] <= box["client"] + 1, box


def test_a_signal_without_a_source_says_so_in_words(browser: Any, server: tuple[str, str]) -> None:
    """The signals list named a signal's source bare: '… · Positive · not stated' left the
    reader to guess what was not stated (walk8)."""
    base, _doc = server
    pg = browser.new_page(viewport={"width": WIDTHS["desktop"], "height": 900}, base_url=base)
    pg.goto("/signals")
    meta = pg.locator("p", has_text="impact").first.inner_text()
    pg.close()
    assert "source not stated" in meta and not meta.rstrip().endswith("· not stated"), meta
