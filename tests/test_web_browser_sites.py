"""The site map in a real browser (the fixtures of test_web_browser.py, reused): the Trainium3
UltraServer's Taiwan pins sit in the zoomed inset, drawn, visible and not zero-area."""

from __future__ import annotations

from typing import Any

import pytest

from test_web_browser import ARTIFACTS, SEED, browser, page, server, store  # noqa: F401

pytestmark = pytest.mark.browser

_BOXES = """svg => {
  const inset = svg.querySelector('g.inset .inset-sea').getBoundingClientRect();
  const pins = [...svg.querySelectorAll('g.inset a.pin[data-country="TW"]')].map(a => {
    const c = a.querySelector('circle');
    const r = c.getBoundingClientRect();
    const style = getComputedStyle(c);
    return {slug: a.dataset.slug, w: r.width, h: r.height, x: r.x, y: r.y, visible: style.visibility,
            display: style.display, opacity: style.opacity, title: a.querySelector('title').textContent};
  });
  return {inset: {x: inset.x, y: inset.y, w: inset.width, h: inset.height}, pins};
}"""


def test_trainium3_site_map_shows_the_taiwan_pins_in_the_inset(page: Any) -> None:  # noqa: F811
    page.goto(f"/platforms/{SEED}")
    svg = page.locator("svg.sitemap")
    assert svg.count() == 1
    svg.scroll_into_view_if_needed()
    found = svg.evaluate(_BOXES)
    inset, pins = found["inset"], found["pins"]
    assert inset["w"] > 200 and inset["h"] > 100
    assert {p["slug"] for p in pins} == {"tainan", "country-tw"}
    for p in pins:
        assert p["w"] > 4 and p["h"] > 4, p  # a pin you can see, not a zero-area dot
        assert p["visible"] == "visible" and p["display"] != "none" and float(p["opacity"]) > 0
        assert inset["x"] <= p["x"] and p["x"] + p["w"] <= inset["x"] + inset["w"] + 1, p
        assert inset["y"] <= p["y"] and p["y"] + p["h"] <= inset["y"] + inset["h"] + 1, p
        assert p["title"].startswith("Tainan, Taiwan" if p["slug"] == "tainan" else "Taiwan:")
    # the top-most element at the Tainan pin's centre is that pin (not hidden under another)
    tainan = next(p for p in pins if p["slug"] == "tainan")
    hit = page.evaluate(
        "([x, y]) => { const e = document.elementFromPoint(x, y);"
        " return e && e.closest('a.pin')?.dataset.slug; }",
        [tainan["x"] + tainan["w"] / 2, tainan["y"] + tainan["h"] / 2],
    )
    assert hit == "tainan"
    assert (page.locator("svg.sitemap g.legend").text_content() or "").count("Made abroad") == 1
    ARTIFACTS.mkdir(exist_ok=True)
    svg.screenshot(path=str(ARTIFACTS / "site_map_trainium3.png"))
    with page.expect_navigation():
        page.locator('svg.sitemap g.inset a.pin[data-slug="tainan"]').click()
    assert page.url.endswith("/sites/tainan") and page.locator("h1").inner_text() == "Tainan"
    assert page.errors == []
