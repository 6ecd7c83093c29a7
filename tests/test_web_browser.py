"""The web app in a real browser: Debian's chromium driven by Playwright, against a real uvicorn.

Never downloads a browser. Under CI=true a missing chromium fails these tests;
elsewhere they skip and say why.
"""

from __future__ import annotations

import os
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import Engine

from chipatlas.ingest import review
from chipatlas.present.web import create_app
from chipatlas.store.db import connect, migrate
from proposal_notes import note_proposals
from web_fixtures import XSS_NOTES, XSS_PLATFORM, XSS_SUPPLIER, ingest_xss

pytestmark = pytest.mark.browser

CHROMIUM = os.environ.get("CHIPATLAS_CHROMIUM", "/usr/bin/chromium")
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts"
SEED = "aws_trainium3_ultraserver"
IN_CI = os.environ.get("CI", "").lower() == "true"


def _unavailable() -> str | None:
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "the playwright Python package is not installed"
    if not Path(CHROMIUM).is_file():
        return f"no chromium at {CHROMIUM} (install Debian's chromium; 'playwright install' is not used)"
    return None


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    from conftest import load_bundled

    eng = connect(str(tmp_path_factory.mktemp("browser") / "store.db"))
    migrate(eng)
    load_bundled(eng)
    ingest_xss(eng)
    yield eng
    eng.dispose()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="module")
def server(store: Engine) -> Iterator[str]:
    """The app in a real uvicorn server on a free loopback port, in a thread."""
    import uvicorn

    port = _free_port()
    config = uvicorn.Config(create_app(store), host="127.0.0.1", port=port, log_level="warning", workers=1)
    uv = uvicorn.Server(config)
    thread = threading.Thread(target=uv.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not uv.started:
        if time.monotonic() > deadline or not thread.is_alive():
            pytest.fail("uvicorn did not start")
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}"
    uv.should_exit = True
    thread.join(timeout=10)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    reason = _unavailable()
    if reason:
        if IN_CI:
            pytest.fail(reason)
        pytest.skip(reason)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
        yield b
        b.close()


def _request_failed(req: Any, errors: list[str]) -> None:
    # A load the next navigation cancelled (the favicon of a page left at once) is no broken
    # resource; a missing one answers 404, which the tests see as a response, not here.
    if req.failure != "net::ERR_ABORTED":
        errors.append(f"request failed: {req.url} ({req.failure})")


@pytest.fixture
def page(browser: Any, server: str) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1400, "height": 1000}, base_url=server)
    pg = context.new_page()
    errors: list[str] = []
    pg.on("pageerror", lambda exc: errors.append(str(exc)))
    pg.on("requestfailed", lambda req: _request_failed(req, errors))
    pg.errors = errors
    yield pg
    context.close()


def visible_rows(pg: Any) -> int:
    return int(pg.locator("#ring-table tr.ring-row:visible").count())


def test_seed_platform_page_shows_36_rows_and_a_screenshot(page: Any) -> None:
    page.goto(f"/platforms/{SEED}")
    assert page.locator("h1").inner_text() == "AWS Trainium3 UltraServer"
    page.wait_for_selector("#ring-table[data-enhanced='1']")
    assert visible_rows(page) == 36
    assert page.locator("#ring-count .n-shown").inner_text() == "36"
    assert page.locator("svg.map path.made").count() == 3  # Taiwan, South Korea, United States
    ARTIFACTS.mkdir(exist_ok=True)
    shot = ARTIFACTS / "platform_aws_trainium3_ultraserver.png"
    page.screenshot(path=str(shot), full_page=True)
    assert shot.stat().st_size > 10_000
    assert page.errors == []


def test_filter_by_taiwan_narrows_the_rows(page: Any) -> None:
    page.goto(f"/platforms/{SEED}")
    page.wait_for_selector("#ring-table[data-enhanced='1']")
    page.select_option("#f-country", "Taiwan")
    assert visible_rows(page) == 15
    countries = page.locator("#ring-table tr.ring-row:visible").evaluate_all(
        "rows => rows.map(r => r.getAttribute('data-f-country'))"
    )
    assert set(countries) == {"Taiwan"}
    assert page.locator("#ring-count .n-shown").inner_text() == "15"
    assert "country=Taiwan" in page.url  # the state is in the address, shareable
    page.select_option("#f-role", "sole")
    assert visible_rows(page) == 2
    page.reload()  # the server renders the same filtered view without the script's help
    assert visible_rows(page) == 2
    with page.expect_navigation():  # a server-filtered page asks the server again
        page.select_option("#f-role", "")
    assert visible_rows(page) == 15 and "role=" not in page.url


def test_sorting_by_a_column(page: Any) -> None:
    page.goto(f"/platforms/{SEED}")
    page.wait_for_selector("#ring-table[data-enhanced='1']")
    page.click("a.sort[data-sort='supplier']")
    names = page.locator("#ring-table tr.ring-row:visible").evaluate_all(
        "rows => rows.map(r => r.getAttribute('data-s-supplier'))"
    )
    assert len(names) == 36
    named = [n for n in names if n]
    assert named == sorted(named, key=str.lower) and names[-1] == ""
    assert page.locator("th[aria-sort='ascending'] a[data-sort='supplier']").count() == 1
    page.click("a.sort[data-sort='supplier']")
    desc = page.locator("#ring-table tr.ring-row:visible").evaluate_all(
        "rows => rows.map(r => r.getAttribute('data-s-supplier'))"
    )
    assert [n for n in desc if n] == sorted(named, key=str.lower, reverse=True)
    page.click("a.sort[data-sort='component']")
    assert page.locator("tbody.group:visible").count() == 18


def test_client_and_server_sort_agree(page: Any, server: str) -> None:
    for key in ("supplier", "role", "us_status", "evidence", "made_in_country"):
        page.goto(f"/platforms/{SEED}?sort={key}&dir=desc")
        server_order = page.locator("#ring-table tr.ring-row").evaluate_all("rows => rows.map(r => r.id)")
        page.goto(f"/platforms/{SEED}")
        page.wait_for_selector("#ring-table[data-enhanced='1']")
        page.select_option("#f-sort", key)
        page.select_option("#f-dir", "desc")
        client_order = page.locator("#ring-table tr.ring-row:visible").evaluate_all(
            "rows => rows.map(r => r.id)"
        )
        assert client_order == server_order, key


def test_keyboard_reaches_the_filters(page: Any) -> None:
    page.goto(f"/platforms/{SEED}")
    page.wait_for_selector("#ring-table[data-enhanced='1']")
    reached = None
    for _ in range(150):
        page.keyboard.press("Tab")
        focused = page.evaluate("document.activeElement && document.activeElement.id")
        if focused == "f-component":
            reached = focused
            break
    assert reached == "f-component", "Tab never reached the component filter"
    for _ in range(4):
        page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.id") == "f-evidence"
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Shift+Tab")
    assert page.evaluate("document.activeElement.id") == "f-country"
    page.select_option("#f-country", "South Korea")  # what a keyboard choice does
    page.keyboard.press("Enter")
    assert visible_rows(page) == 1


def test_hostile_text_is_shown_literally_and_never_runs(page: Any) -> None:
    dialogs: list[str] = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    for url in (
        f"/platforms/{XSS_PLATFORM}",
        "/companies/script_alert_xss_supplier_script",
        "/search?q=synthetic",
    ):
        page.goto(url)
        page.wait_for_load_state("load")
        page.mouse.move(400, 400)
        page.hover("body")
    page.goto(f"/platforms/{XSS_PLATFORM}")
    text = page.locator("#ring-table").inner_text()
    assert XSS_SUPPLIER in text and XSS_NOTES in text
    assert page.locator("#ring-table script, #ring-table img, #ring-table svg, #ring-table b").count() == 0
    doc_href = page.locator("#ring-table a.src-doc").first.get_attribute("href")
    page.goto(doc_href)
    page.wait_for_load_state("load")
    assert "</mark><script>alert('xss-mark')</script>" in page.locator("pre.doctext").inner_text()
    assert page.locator("pre.doctext script, pre.doctext img").count() == 0
    assert dialogs == []


def test_document_link_scrolls_to_the_marked_words(page: Any) -> None:
    page.goto(f"/platforms/{SEED}")
    row = page.locator("#ring-table tr.ring-row").first
    row.locator("details.sources summary").click()  # the row's one source control
    link = row.locator("a.src-doc").first
    quote = link.get_attribute("title")
    link.click()
    page.wait_for_load_state("load")
    target = page.evaluate(
        "document.querySelector(':target') && document.querySelector(':target').textContent"
    )
    assert target and target in (quote or "")


def test_an_accepted_customer_supply_shows_on_both_company_pages(page: Any, store: Engine) -> None:
    # SYNTHETIC note (marked so in its heading): an accepted customer proposal, no platform named.
    (p,) = note_proposals(store, "Micron will supply HBM4 to Nvidia, the company said.", "browser_customer")
    review.accept(store, p.id, "tester")
    try:
        for slug, other in (("micron", "Nvidia"), ("nvidia", "Micron")):
            page.goto(f"/companies/{slug}")
            row = page.locator("#customer-supplies tbody tr", has_text=other)
            assert row.count() == 1 and row.is_visible()
            box = row.bounding_box()
            assert box is not None and box["width"] > 0 and box["height"] > 0
            assert "HBM" in row.inner_text()
        assert page.errors == []
    finally:
        review.undo(store, p.id, "tester")  # the module's store is shared: leave it as found


def test_on_a_phone_each_filter_label_shares_its_controls_line(browser: Any, server: str) -> None:
    """At 390 px the filters wrap; a label left at one line's end above its control reads as
    belonging to the control before it."""
    context = browser.new_context(viewport={"width": 390, "height": 900}, base_url=server)
    pg = context.new_page()
    for path in (f"/platforms/{SEED}", "/whatif", "/signals"):
        pg.goto(path)
        pairs = pg.locator("form.filters > label[for]").evaluate_all(
            "labels => labels.map(l => [l.htmlFor, l.getBoundingClientRect().top,"
            " document.getElementById(l.htmlFor).getBoundingClientRect().top])"
        )
        assert pairs, path
        apart = [(name, round(a), round(b)) for name, a, b in pairs if abs(a - b) > 12]
        assert apart == [], path
    context.close()
