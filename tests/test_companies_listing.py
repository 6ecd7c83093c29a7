"""'/companies has no two entries for one company' (issue #9), read over HTTP as a user would,
every page of the API listing and its HTML page, on SQLite and PostgreSQL; and a merge of two
SYNTHETIC companies (made up for the test) shows as one entry, its split as two again."""

from __future__ import annotations

import re
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import Engine

from chipatlas.ingest.identity import merge, split
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.model.names import match_key
from chipatlas.present.web.app import create_app
from chipatlas.sources import SourceDocument

SYNTH = (
    "platform,component,supplier,supplier_detail,role,made_in_country,made_in_site,us_status,evidence,notes\n"
    "Synthetic Platform L1,Substrate,Synthlist Co,,primary,Japan,,made_abroad,claimed,SYNTHETIC row\n"
    "Synthetic Platform L1,Accelerator,Synthlist Taiwan,,sole,Taiwan,,made_abroad,claimed,SYNTHETIC row\n"
)


def _all_companies(client: TestClient) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = []
    cursor = None
    while True:
        params = {"limit": 25, **({"cursor": cursor} if cursor else {})}
        page = client.get("/api/v1/companies", params=params)
        assert page.status_code == 200, page.text
        items += page.json()["items"]
        cursor = page.json()["next_cursor"]
        if not cursor:
            return items


def _html_pages(client: TestClient) -> str:
    """Every page of /companies, following its rel=next links (a page holds PAGE_SIZE names)."""
    html, url = "", "/companies"
    while url:
        page = client.get(url)
        assert page.status_code == 200, page.text
        html += page.text
        found = re.search(r'<a rel="next" href="([^"]+)"', page.text)
        url = found.group(1).replace("&amp;", "&") if found else ""
    return html


def test_companies_listing_has_one_entry_per_company(bundled: Engine) -> None:
    assert ingest(
        bundled, SourceDocument("synthetic_listing.csv", SYNTH.encode(), "text/csv"), IngestOptions()
    ).ok
    with TestClient(create_app(bundled)) as client:
        items = _all_companies(client)
        names = [str(i["name"]) for i in items]
        keys = [match_key(n) for n in names]
        assert len(items) > 40 and len(keys) == len(set(keys)), sorted(k for k in keys if keys.count(k) > 1)
        assert "Grace" not in names and not [n for n in names if "(" in n]
        for one in ("Cerebras", "Annapurna"):  # one entry whatever the name form
            assert len([n for n in names if one in n]) == 1, one
        # Samsung Electronics once (not also as "Samsung"), beside its sister Samsung Electro-Mechanics
        assert sorted(n for n in names if "Samsung" in n) == [
            "Samsung Electro-Mechanics",
            "Samsung Electronics",
        ]
        assert names.count("Amazon") == names.count("AWS") == 1  # owner and owned: two companies
        assert _html_pages(client).count(">Synthlist Taiwan<") == 1
        with bundled.begin() as conn:
            merge(conn, "company:synthlist_co", "company:synthlist_taiwan", "synthetic", "tester")
        merged = [str(i["name"]) for i in _all_companies(client)]
        assert "Synthlist Taiwan" not in merged and merged.count("Synthlist Co") == 1
        assert len(merged) == len(names) - 1
        with bundled.begin() as conn:
            split(conn, "company:synthlist_co", "company:synthlist_taiwan", "synthetic", "tester")
        assert _all_companies(client) == items
