"""The analysis and signals pages in a real browser (the fixtures of test_web_browser.py, reused)."""

from __future__ import annotations

from typing import Any

import pytest

from test_web_browser import ARTIFACTS, SEED, browser, page, server, store  # noqa: F401

pytestmark = pytest.mark.browser


def target_text(pg: Any) -> str | None:
    text = pg.evaluate("document.querySelector(':target') && document.querySelector(':target').textContent")
    return str(text) if text is not None else None


def test_analysis_page_renders_charts_and_the_world_map(page: Any) -> None:  # noqa: F811
    page.goto("/analysis")
    assert page.locator("h1").inner_text() == "Chokepoints and exposure"
    world = page.locator("svg.map.dependence")
    assert world.count() == 1 and world.bounding_box()["width"] > 200
    shaded = page.locator("svg.map.dependence path.made").evaluate_all(
        "ps => ps.map(p => p.getAttribute('data-code'))"
    )
    assert {"TW", "KR", "US"} <= set(shaded)
    assert page.locator("svg.bars").count() >= 2
    assert page.locator("svg.bars rect.bar").count() >= 3
    assert page.evaluate("document.querySelector('svg.map.dependence image').getBBox().width") > 0
    ARTIFACTS.mkdir(exist_ok=True)
    shot = ARTIFACTS / "analysis.png"
    page.screenshot(path=str(shot), full_page=True)
    assert shot.stat().st_size > 10_000
    assert page.errors == []


def test_chokepoint_link_opens_the_document_at_the_highlighted_words(page: Any) -> None:  # noqa: F811
    page.goto(f"/analysis?platform={SEED}")
    row = page.locator("#chokes-sole tr.choke[data-component='Accelerator']")
    assert "TSMC" in row.inner_text()
    link = row.locator("a.ev-link").first
    quote = link.get_attribute("title") or ""
    link.click()
    page.wait_for_load_state("load")
    assert "/documents/" in page.url and "#s-" in page.url
    text = target_text(page)
    assert text and "TSMC" in text and text in quote
    background = page.evaluate("getComputedStyle(document.querySelector(':target')).backgroundColor")
    assert background == "rgb(255, 179, 71)"  # pre.doctext mark:target
    assert page.errors == []


def test_platform_analysis_and_signal_takeaways_link_to_their_words(page: Any) -> None:  # noqa: F811
    page.goto(f"/platforms/{SEED}/analysis")
    assert page.locator("#platform-hhi").inner_text().startswith("Platform HHI: 7854.7")
    page.goto("/signals")
    link = page.locator("a.takeaway-src").first
    quote = link.locator("xpath=preceding-sibling::q[1]").inner_text()
    link.click()
    page.wait_for_load_state("load")
    text = target_text(page)
    assert text and text.startswith(quote[:30])
    assert page.errors == []
