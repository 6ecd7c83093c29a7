"""Every page the navigation lists answers, and so does its .json twin (a walk from the home page)."""

from __future__ import annotations

from fastapi.testclient import TestClient
from selectolax.lexbor import LexborHTMLParser
from sqlalchemy import Engine

from chipatlas.present.web import create_app


def test_the_navigation_walk_finds_every_json_twin(bundled_sqlite: Engine) -> None:
    with TestClient(create_app(bundled_sqlite)) as web:
        home = web.get("/")
        assert home.status_code == 200
        links = [a.attributes.get("href") or "" for a in LexborHTMLParser(home.text).css("nav a")]
        pages = [href for href in links if href.startswith("/") and not href.startswith("/api/")]
        assert "/watchlists" in pages and len(pages) >= 12
        for href in pages:
            page = web.get(href)
            assert page.status_code == 200, href
            twin = web.get(f"{href}.json")
            assert twin.status_code == 200, f"{href}.json"
            assert isinstance(twin.json(), dict), href
        assert web.get("/index.json").json()["page"] == "home"
