"""Every page in chromium at desktop (1280) and phone (390) widths: no horizontal overflow and
no visible text below WCAG AA contrast. Screenshots land in artifacts/screens/ (git-ignored).

The pages are found the way a person finds them: the navigation of the home page, then one
of each detail page linked from the listings. The watchlist below is SYNTHETIC.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from sqlalchemy import Engine

from chipatlas.present.deliver.watchlists import add_watchlist
from chipatlas.present.web import create_app
from chipatlas.store.db import connect, migrate
from live_server import live
from test_web_browser import ARGS, CHROMIUM, IN_CI, _unavailable

pytestmark = pytest.mark.browser

SCREENS = Path(__file__).resolve().parents[1] / "artifacts" / "screens"
WIDTHS = {"desktop": 1280, "phone": 390}
SEED = "aws_trainium3_ultraserver"

# The checks run in the page: contrast.js (WCAG AA for visible text), overflow.js (page width).
CHECKS = Path(__file__).resolve().parent / "browser_checks"
CONTRAST_JS = (CHECKS / "contrast.js").read_text()

OVERFLOW_JS = (CHECKS / "overflow.js").read_text()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    from conftest import load_bundled

    eng: Engine = connect(str(tmp_path_factory.mktemp("screens") / "store.db"))
    migrate(eng)
    load_bundled(eng)
    with eng.begin() as conn:
        add_watchlist(conn, "synthetic-hbm", entity_names=["SK hynix"], country_names=["Taiwan"])
    with live(create_app(eng)) as (base, _errors):
        yield base
    eng.dispose()


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


def _first(server: str, listing: str, key: str = "items") -> dict[str, Any]:
    import httpx

    return dict(httpx.get(f"{server}{listing}.json", timeout=30).json()[key][0])


@pytest.fixture(scope="module")
def pages(server: str, browser: Any) -> list[str]:
    """The navigation walk from the home page, then one page of each detail kind."""
    ctx = browser.new_context(base_url=server)
    pg = ctx.new_page()
    pg.goto("/")
    nav = pg.locator("nav a").evaluate_all("links => links.map(a => a.getAttribute('href'))")
    ctx.close()
    found = ["/", *dict.fromkeys(h for h in nav if h.startswith("/") and "#" not in h)]
    company = _first(server, "/companies")
    document = _first(server, "/documents")
    signal = _first(server, "/signals", "signals")
    found += [
        f"/platforms/{SEED}",
        f"/platforms/{SEED}/analysis",
        f"/platforms/{SEED}/review",
        f"/specs/platform:{SEED}",
        f"/companies/{company['slug']}",
        f"/clusters/{_first(server, '/clusters')['slug']}",
        f"/chips/{_first(server, '/chips')['slug']}",
        f"/entities/{quote(company['id'], safe=':')}",
        f"/documents/{document['id']}",
        f"/signals/{signal['id'].split(':', 1)[1]}",
        "/search?q=TSMC",
        "/whatif?company=SK+hynix&loss=50%25",
        "/exposure?name=TSMC",
    ]
    return found


def _name(path: str) -> str:
    return "".join(c if c.isalnum() else "_" for c in path.strip("/")) or "home"


@pytest.mark.parametrize("device", list(WIDTHS))
def test_every_page_fits_and_reads(browser: Any, server: str, pages: list[str], device: str) -> None:
    width = WIDTHS[device]
    ctx = browser.new_context(viewport={"width": width, "height": 900}, base_url=server)
    pg = ctx.new_page()
    SCREENS.mkdir(parents=True, exist_ok=True)
    problems: list[str] = []
    for path in pages:
        answer = pg.goto(path)
        assert answer is not None and answer.status == 200, path
        pg.wait_for_load_state("load")
        box = pg.evaluate(OVERFLOW_JS)
        if box["scroll"] > box["client"] + 1:
            problems.append(f"{path} @{width}: {box['scroll']}px wide in {box['client']}px ({box['wide']})")
        problems += [f"{path} @{width}: contrast {b}" for b in pg.evaluate(CONTRAST_JS)]
        pg.screenshot(path=str(SCREENS / f"{_name(path)}-{device}.png"), full_page=True)
    ctx.close()
    assert len(pages) >= 25, pages
    assert not problems, "\n".join(problems)


def test_the_checks_catch_faint_text_and_a_wide_page(browser: Any) -> None:
    """The two checks above can fail: faint grey on white and a 900px box on a phone are found."""
    pg = browser.new_page(viewport={"width": 390, "height": 900})
    pg.set_content(
        '<body style="margin:0"><p style="color:#bbb">faint synthetic text</p>'
        '<p style="color:#1d2430">dark text</p><div style="width:900px">wide</div></body>'
    )
    faint = pg.evaluate(CONTRAST_JS)
    box = pg.evaluate(OVERFLOW_JS)
    pg.close()
    assert len(faint) == 1 and "faint synthetic text" in faint[0]
    assert box["scroll"] > box["client"] + 1 and box["wide"]


def test_home_puts_what_changed_first_and_platforms_as_cards(browser: Any, server: str) -> None:
    import httpx

    pg = browser.new_page(base_url=server)
    pg.goto("/")
    headings = pg.locator("main h2").all_inner_texts()
    assert headings.index("What changed") < headings.index("Platforms")
    assert pg.locator("#h-signals + ol li a").first.inner_text().startswith("Amazon")
    n_pending = httpx.get(f"{server}/index.json", timeout=30).json()["pending_review"]["n"]
    assert n_pending >= 1 and f"awaiting review ({n_pending})" in pg.locator("#h-pending").inner_text()
    assert pg.locator("#h-newest + ul li").count() == 8
    card = pg.locator("li.card", has=pg.locator("a", has_text="AWS Trainium3 UltraServer"))
    text = card.inner_text()
    assert "36 ring rows" in text and "17 of 36 rows (47%)" in text and "Last verified: 2026-10" in text
    pg.locator("nav[aria-label=Watchlists] a", has_text="synthetic-hbm").click()
    assert pg.url.endswith("/watchlists/synthetic-hbm")
    pg.close()
    data = httpx.get(f"{server}/index.json", timeout=30).json()
    assert len(data["pending_review"]["latest"]) == min(5, n_pending)
    assert data["watchlists"] == ["synthetic-hbm"]
    trn3 = next(p for p in data["platforms"] if p["slug"] == SEED)
    assert (trn3["n_rows"], trn3["n_rows_located"], trn3["last_verified"]) == (36, 17, "2026-10")
    twin = httpx.get(f"{server}/watchlists/synthetic-hbm.json", timeout=30).json()
    assert twin["page"] == "watchlist" and twin["watchlist"]["name"] == "synthetic-hbm"


def test_platform_page_flags_disagreements_in_place_with_one_source_per_row(
    browser: Any, server: str
) -> None:
    pg = browser.new_page(base_url=server)
    pg.goto(f"/platforms/{SEED}")
    assert "also called AWS Trainium3 UltraServer" not in pg.locator("p.lede").inner_text()
    cooling = pg.locator("#fact-cooling")
    assert "has-conflict" in (cooling.get_attribute("class") or "")
    note = cooling.locator(".conflict").inner_text()
    assert "Sources disagree" in note and "liquid-cooled" in note and "Mostly air" in note
    assert pg.locator("#summary .conflict").count() == 1  # only where it sits
    rows = pg.locator("#ring-table tr.ring-row")
    assert rows.count() == 36
    assert pg.locator("#ring-table details.sources").count() == 36
    assert pg.locator("#ring-table a.src").count() == 0  # no per-cell "src" marks
    first = rows.first
    first.locator("details.sources summary").click()
    assert first.locator("a.src-doc").first.is_visible()
    signals = pg.locator("#signals li").all_inner_texts()
    assert any("Amazon’s Trainium3" in s for s in signals)
    clusters = pg.locator("#summary ul.clusters").inner_text()
    assert "Project Rainier runs AWS Trainium2 UltraServer, not AWS Trainium3 UltraServer" in clusters
    assert pg.locator("#summary h3", has_text="running another platform").count() == 1
    # Each disagreeing value links to its own words in its document.
    for href in cooling.locator(".conflict li a").evaluate_all("links => links.map(a => a.href)"):
        pg.goto(href)
        marked = pg.evaluate(
            "document.querySelector(':target') && document.querySelector(':target').textContent"
        )
        assert marked and ("liquid" in marked.lower()), href
    pg.close()


def test_a_cjk_font_is_there_for_the_screenshots() -> None:
    """Aliases and quotes in Chinese, Japanese and Korean show as empty boxes in headless
    chromium when no installed font has the glyphs (walk7); .ci/run installs fonts-noto-cjk."""
    import shutil
    import subprocess

    fc_list = shutil.which("fc-list")

    def fonts(lang: str) -> str:
        return subprocess.run([str(fc_list), f":lang={lang}"], capture_output=True, text=True).stdout

    found = all(fonts(lang).strip() for lang in ("zh", "ja", "ko")) if fc_list else False
    if not found:
        reason = "no font with Chinese, Japanese and Korean glyphs (apt-get install fonts-noto-cjk)"
        if IN_CI:
            pytest.fail(reason)
        pytest.skip(reason)


LONG_NAME = "synthetic_note_with_a_long_file_name_and_no_spaces_to_break_it_for_the_review_page.md"
LONG_NOTE = (
    "Synthetic text written for a test, not a real report. Samsung Electronics has "
    "been qualified as a second source of HBM for the Microsoft Maia 200, the company said on Monday.\n"
)


def test_a_long_document_name_folds_on_a_phone(browser: Any, tmp_path: Path) -> None:
    """A proposal's document is named by its file name; one long word ran past a phone's edge
    in the review page's quote (walk7). Synthetic note, bundled rings."""
    from chipatlas.ingest.pipeline import ingest
    from chipatlas.sources import SourceDocument
    from conftest import load_bundled

    eng: Engine = connect(str(tmp_path / "store.db"))
    migrate(eng)
    load_bundled(eng)
    ingest(eng, SourceDocument(LONG_NAME, LONG_NOTE.encode(), "text/markdown"))
    with live(create_app(eng)) as (base, _errors):
        ctx = browser.new_context(viewport={"width": WIDTHS["phone"], "height": 900}, base_url=base)
        pg = ctx.new_page()
        pg.goto("/review")
        assert LONG_NAME[:20] in pg.content()
        box = pg.evaluate(OVERFLOW_JS)
        ctx.close()
    eng.dispose()
    assert box["scroll"] <= box["client"] + 1 and box["wide"] == [], box
