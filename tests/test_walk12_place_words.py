"""walk12: a what-if hit names the words that state its place, when they stand apart from the
row's. The MI355X's packaging row says TSMC packages it; that TSMC's CoWoS is in Taiwan is a
supplier-level row of its own (claimed, not stated for the platform). The hit quoted only the
first and marked the whole 'Taiwan' hit 'confirmed'. Bundled data, read as it is.
"""

from __future__ import annotations

import re

import httpx
from sqlalchemy import Engine
from tests.live_server import live

from chipatlas.analyze.whatif import ROW_FIELDS, Shock, whatif
from chipatlas.present.web.app import create_app

TAIWAN_PACKAGING = Shock(component="advanced packaging", country="Taiwan")


def _hits(engine: Engine) -> dict[str, dict[str, object]]:
    with engine.connect() as conn:
        result = whatif(conn, [TAIWAN_PACKAGING])
    return {
        f"{p['platform']}/{h['supplier']}": dict(h)
        for p in result["platforms"]
        for c in p["components"]
        for h in c["hits"]
    }


def test_a_place_stated_apart_is_quoted_with_its_own_evidence_and_scope(bundled: Engine) -> None:
    hits = _hits(bundled)
    mi355x = hits["AMD Instinct MI355X/TSMC"]
    assert mi355x["evidence"] == "confirmed"  # the supply's
    assert (mi355x["location_scope"], mi355x["location_evidence"]) == ("supplier_level", "claimed")
    assert ",Taiwan," not in str(mi355x["quote"]) and ",Taiwan," in str(mi355x["place_quote"])
    assert mi355x["place_document"] and mi355x["place_span_start"] is not None
    # A row whose own words name its place needs no second quote.
    trn3 = hits["AWS Trainium3 UltraServer/TSMC"]
    assert (
        "Taiwan" in str(trn3["quote"])
        and trn3["place_quote"] is None
        and trn3["location_scope"] == "platform"
    )
    assert {"location_scope", "location_evidence", "place_document", "place_quote"} <= set(ROW_FIELDS)


def test_the_page_shows_the_place_words_and_links_them_in_place(bundled_sqlite: Engine) -> None:
    with live(create_app(bundled_sqlite)) as (base, errors), httpx.Client(base_url=base) as client:
        page = client.get("/whatif", params={"component": "advanced packaging", "country": "Taiwan"}).text
        assert (
            'Made in Taiwan: <span class="ev ev-claimed">Claimed</span> '
            "<small>(where TSMC makes such parts, not stated for this platform)</small>" in page
        )
        links = re.findall(
            r'href="(/documents/[0-9a-f]+\?span=\d+-\d+#s-cited)">document</a><br><small>', page
        )
        assert links, "the place's words link to their document"
        cited = client.get(links[0])
        assert cited.status_code == 200 and 'id="s-cited"' in cited.text
        csv = client.get("/whatif.csv", params={"component": "advanced packaging", "country": "Taiwan"}).text
        assert csv.splitlines()[0].endswith("location_scope,location_evidence,place_document,place_quote")
        assert not errors.records
