"""What an analyst's walk through the app found (walk10), held on a real server on loopback:
stored keys shown as words ("Made in us", "Hbm supplier share", "customer_supplies", "Chip
tdp w") and a documents list wider than a desktop screen. The ring and the article are
SYNTHETIC (tests/fixtures/synthetic_platform_c_ring.csv; invented names), not real facts.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import Engine

from chipatlas.analyze.pages import label as page_label
from chipatlas.analyze.spec_labels import key_label, metric_label
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.present.web import create_app
from chipatlas.present.web.ringrows import label
from chipatlas.sources import SourceDocument, load_path
from chipatlas.store.db import connect, migrate
from live_server import live
from test_web_screens import OVERFLOW_JS, WIDTHS, browser

__all__ = ["browser"]  # the chromium fixture, shared with the screens test

RING = Path(__file__).parent / "fixtures" / "synthetic_platform_c_ring.csv"
# A source whose name has no space to wrap at, as a deep file path or a long URL has.
LONG_URI = "synthetic/" + "_".join(["a_deeply_nested_synthetic_report_folder"] * 4) + "/note.txt"
# How many lines the text of the first element matching a selector takes.
_LINES = (
    "sel => { const r = document.createRange();"
    " r.selectNodeContents(document.querySelector(sel)); return r.getClientRects().length; }"
)
NOTE = "SYNTHETIC: an invented note for this test; it names no real supplier.\n"
# A story whose page prints a photo caption twice (invented company and product).
CAPTION = (
    "SYNTHETIC: Zentrix Memory showed its Z9 memory stack at a trade fair in Testville. Photo: synthetic."
)
STORY = (
    "Zentrix Memory begins volume shipments of its Z9 memory stacks\n\n"
    f"{CAPTION}\n\n{CAPTION}\n\n"
    "SYNTHETIC: Zentrix Memory said it began volume shipments of the Z9 to its largest customer this week.\n"
)
# One ring change (a second source) and one figure kept for review, both about the synthetic ring.
REVIEW_NOTE = (
    "# SYNTHETIC note written for this test\n\n"
    "Samsung Electronics has been qualified as a second source of HBM for the Synthetic Platform C.\n\n"
    "Each Synthetic Platform C rack delivers 2.9 FP4 ExaFLOPS.\n"
)


def test_a_stored_key_reads_as_the_industry_writes_its_words() -> None:
    assert label("made_in_us") == "Made in US"  # read "Made in us"
    assert label("some_us_volume") == "Some US volume"
    assert label("hbm_supplier_share") == "HBM supplier share"  # read "Hbm supplier share"
    assert label("ocs_supplier") == "OCS supplier"
    assert label("second_source") == "Second source"
    assert label("customer_supplies") == "Customer supplies"
    assert label("TSMC Fab 18") == "TSMC Fab 18"  # words, not a key: as written
    assert metric_label("ici_bandwidth") == "ICI bandwidth"  # read "Ici bandwidth"
    assert metric_label("sram_capacity") == "SRAM capacity"
    assert metric_label("fp8_flops") == "FP8 compute"
    assert key_label("design_focus") == "Design focus"
    assert page_label("chip_tdp_w") == "Chip TDP (W)"  # read "Chip tdp w" beside a bare 750


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    eng: Engine = connect(str(tmp_path_factory.mktemp("walk10") / "store.db"))
    migrate(eng)
    assert ingest(eng, load_path(RING), IngestOptions(source_key=RING.name)).ok
    assert ingest(eng, SourceDocument(LONG_URI, NOTE.encode(), "text/plain")).ok
    assert ingest(eng, SourceDocument("synthetic/story.txt", STORY.encode(), "text/plain")).ok
    assert ingest(eng, SourceDocument("synthetic/review-note.md", REVIEW_NOTE.encode(), "text/markdown")).ok
    with live(create_app(eng)) as (base, errors):
        yield base
        assert not errors.records, errors.records
    eng.dispose()


def test_a_platform_page_names_us_made_rows_with_us_in_capitals(server: str) -> None:
    html = httpx.get(f"{server}/platforms/synthetic_platform_c", timeout=30).text
    assert "Made in US" in html
    assert "Made in us" not in html
    assert "<title>United States: 1 row (Accelerator)</title>" in html  # the map's tooltip, not "1 rows"


def test_whatif_names_its_counting_rules_in_words(server: str) -> None:
    """'How shares are counted' listed its rules under their keys ('second_source',
    'customer_supplies'), and one rule's words named a JSON field ('at_risk')."""
    answer = httpx.get(f"{server}/whatif", params={"company": "SK hynix", "loss": "50%"}, timeout=30)
    assert answer.status_code == 200
    terms = re.findall(r"<dt>([^<]*)</dt>", answer.text)
    assert "Second source" in terms and "Customer supplies" in terms, terms
    assert not [t for t in terms if "_" in t], terms
    assert "at_risk" not in answer.text.split("How shares are counted", 1)[1]


def test_the_review_page_counts_ring_changes_as_the_home_page_does(server: str) -> None:
    """The home page said "ring changes awaiting review (35)" and its link led to a page of
    "Proposed ring changes" showing "the first 100 of 119": figures kept for review counted
    in, unnamed. The review page now names both counts."""
    home = httpx.get(f"{server}/index.json", timeout=30).json()["pending_review"]["n"]
    data = httpx.get(f"{server}/review.json", timeout=30).json()
    html = httpx.get(f"{server}/review", timeout=30).text
    counts = re.search(r'id="review-counts">([^<]*)<', html)
    assert home >= 1 and data["n_figures"] == 1 and data["n_proposals"] == home + 1, (home, data)
    assert counts is not None
    assert counts.group(1) == f"{home} ring change{'' if home == 1 else 's'} and 1 figure read from prose"


def test_a_figure_kept_for_review_names_its_metric_in_words(server: str) -> None:
    """The review page headed a figure "fp4_flops = 2.9 EFLOPS" and the document page listed
    an unattached figure as "20,000-30,000 wafer_capacity": the stored key, not words. The key
    stays in a tooltip, for 'chipatlas review edit --metric'."""
    review = httpx.get(f"{server}/review", timeout=30).text
    heading = re.search(r"<h2>Figure read from prose:(.*?)</h2>", review, re.S)
    assert heading is not None
    assert '<span title="fp4_flops">FP4 compute</span> = 2.9 EFLOPS' in heading.group(1), heading.group(1)
    doc = next(
        x["id"]
        for x in httpx.get(f"{server}/documents.json", timeout=30).json()["items"]
        if x["uri"].endswith("review-note.md")
    )
    page = httpx.get(f"{server}/documents/{doc}", timeout=30).text
    assert '<td><span title="fp4_flops">FP4 compute</span></td>' in page
    assert "<td>fp4_flops</td>" not in page


def test_the_review_csv_holds_every_proposal_not_the_first_page(
    server: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """/review.csv was cut at the page's 100 of 119 proposals, saying nothing of the rest."""
    import chipatlas.present.web.routes_review as routes

    monkeypatch.setattr(routes, "PAGE_ITEMS", 1)  # a page of one: the store holds two
    data = httpx.get(f"{server}/review.json", timeout=30).json()
    rows = list(csv.DictReader(io.StringIO(httpx.get(f"{server}/review.csv", timeout=30).text)))
    html = httpx.get(f"{server}/review", timeout=30).text
    assert len(data["proposals"]) == 1 and data["n_proposals"] == 2
    assert sorted(r["id"] for r in rows) == sorted(p["id"] for p in _all_proposals(server))
    assert "the first 1 of 2" in html and 'href="/review.csv?status=open">the CSV</a>' in html


def _all_proposals(server: str) -> list[dict[str, Any]]:
    found = httpx.get(f"{server}/api/v1/proposals", timeout=30).json()
    return list(found["items"] if isinstance(found, dict) else found)


def test_a_sentence_printed_twice_is_one_takeaway(server: str) -> None:
    """A signal's takeaways listed a caption the page printed twice, twice (walk10: a Korean
    story's photo caption); the page, its JSON twin and the signals list now list it once."""
    listed = httpx.get(f"{server}/signals.json", timeout=30).json()["signals"]
    story = next(s for s in listed if s["title"].startswith("Zentrix Memory begins"))
    texts = [t["text"] for t in story["takeaways"]]
    shown = CAPTION.removesuffix(" Photo: synthetic.")  # a takeaway is one sentence
    assert texts.count(shown) == 1 and len(texts) == len(set(texts)) >= 2, texts
    page = httpx.get(f"{server}/signals/{story['id'].split(':', 1)[1]}", timeout=30).text
    block = page.split("<dt>Takeaways</dt>", 1)[1].split("</dd>", 1)[0]
    assert block.count("at a trade fair in Testville") == 1, block
    assert all(t["href"].startswith("/documents/") for t in story["takeaways"])


@pytest.mark.browser
def test_the_documents_list_fits_a_desktop_screen(browser: Any, server: str) -> None:
    """A document named by a long path without spaces made the list 1399 px wide in 1280."""
    pg = browser.new_page(viewport={"width": WIDTHS["desktop"], "height": 900}, base_url=server)
    pg.goto("/documents")
    assert pg.locator("th.uri a", has_text="note.txt").count() == 1
    box = pg.evaluate(OVERFLOW_JS)
    lines = pg.evaluate(_LINES, "td.date")
    pg.close()
    assert box["scroll"] <= box["client"] + 1, box
    assert lines == 1  # the date does not break at its hyphens
