"""Every list of /api/v1 is paged: a default and a maximum page size, an opaque cursor, and a
malformed cursor or size is a 4xx in the one error shape (issue 14). The bundled store."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import Connection, Engine

from chipatlas.analyze.chokepoints import chokepoints
from chipatlas.analyze.network import country_exposure, criticality, supplier_matrix
from chipatlas.limits import PAGE_ITEMS, PAGE_ITEMS_MAX
from chipatlas.present.web import context_signals, create_app
from chipatlas.present.web.context_signals import conflict_list, signal_list
from chipatlas.present.web.render import encode_cursor
from test_web_analysis import assert_error, every_page, plain

# (url with its own query, the key of the list, the whole list straight from the functions)
LISTS: dict[str, tuple[str, Callable[[Connection], list[Any]]]] = {
    "/api/v1/chokepoints?x=1": ("items", lambda conn: chokepoints(conn)),
    "/api/v1/matrix?min_platforms=1": ("suppliers", lambda conn: supplier_matrix(conn, 1)["suppliers"]),
    "/api/v1/criticality?x=1": ("companies", lambda conn: criticality(conn)["companies"]),
    "/api/v1/countries?x=1": ("countries", lambda conn: country_exposure(conn)["countries"]),
    "/api/v1/signals?x=1": ("items", lambda conn: signal_list(conn, None, None, None)),
    "/api/v1/conflicts?x=1": ("items", lambda conn: conflict_list(conn, None)),
}


@pytest.fixture
def api(bundled: Engine) -> Iterator[TestClient]:
    with TestClient(create_app(bundled)) as client:
        yield client


def _key(item: Any) -> str:
    return json.dumps(item, sort_keys=True, default=str)


@pytest.mark.parametrize("url", list(LISTS))
def test_paging_gives_every_item_exactly_once(api: TestClient, bundled: Engine, url: str) -> None:
    key, whole = LISTS[url]
    with bundled.connect() as conn:
        expected = plain(whole(conn))
    assert len(expected) >= 2, "the bundled store should fill more than one page of 1"
    for size in (1, 2):
        pages = every_page(api, f"{url}&limit={size}", key)
        # The same items, each once (chokepoints pages in key order, not the function's order).
        assert sorted(map(_key, pages)) == sorted(map(_key, expected)), (url, size)
    first = api.get(url).json()
    assert len(first[key]) <= PAGE_ITEMS


@pytest.mark.parametrize("url", [*LISTS, "/api/v1/judgements?x=1", "/api/v1/proposals?status=all"])
def test_bad_cursor_or_size_is_a_4xx(api: TestClient, url: str) -> None:
    for cursor in ("not-a-cursor", "W10", encode_cursor(["x", "y", "z"]), encode_cursor([-1]), "A" * 3000):
        resp = api.get(f"{url}&cursor={cursor}")
        assert resp.status_code in (400, 422), (url, cursor, resp.status_code)
        code = "invalid_cursor" if resp.status_code == 400 else "invalid_request"
        assert_error(resp, resp.status_code, code)
    for limit in ("0", str(PAGE_ITEMS_MAX + 1), "-3", "many"):
        assert_error(api.get(f"{url}&limit={limit}"), 422, "invalid_request")
    assert api.get(f"{url}&limit={PAGE_ITEMS_MAX}").status_code == 200


def test_openapi_states_the_page_parameters(api: TestClient) -> None:
    paths = api.get("/api/v1/openapi.json").json()["paths"]
    for url in LISTS:
        op = paths[url.split("?")[0]]["get"]
        params = {p["name"]: p for p in op["parameters"]}
        assert params["limit"]["schema"]["maximum"] == PAGE_ITEMS_MAX, url
        assert "cursor" in params, url
        assert {"400", "422"} <= set(op["responses"]), url


@pytest.mark.parametrize(("page", "key"), [("/signals", "signals"), ("/conflicts", "conflicts")])
def test_html_pages_and_twins_are_paged(
    bundled_sqlite: Engine, monkeypatch: pytest.MonkeyPatch, page: str, key: str
) -> None:
    monkeypatch.setattr(context_signals, "PAGE_ITEMS", 1)  # the bundled store then fills several pages
    with TestClient(create_app(bundled_sqlite)) as site:
        first = site.get(f"{page}.json").json()
        assert len(first[key]) == 1 and first[f"n_{key}"] >= 2 and first["next_cursor"]
        found, cursor = [], None
        while True:
            body = site.get(f"{page}.json" + (f"?cursor={cursor}" if cursor else "")).json()
            found.extend(body[key])
            cursor = body["next_cursor"]
            if cursor is None:
                break
        assert len(found) == first[f"n_{key}"] == len({_key(i) for i in found})
        html = site.get(page).text
        assert 'rel="next"' in html and "cursor=" in html
        for bad in ("nope", encode_cursor(["a", "b"])):
            for suffix in ("", ".json"):
                assert site.get(f"{page}{suffix}?cursor={bad}").status_code == 400


def test_chips_listing_and_watchlists_api_are_paged(api: TestClient, bundled: Engine) -> None:
    from chipatlas.present.deliver.watchlists import add_watchlist

    whole = api.get("/chips.json").json()
    seen: list[str] = []
    page = whole
    while True:
        seen += [c["slug"] for c in page["items"]]
        if not page["next_cursor"]:
            break
        page = api.get("/chips.json", params={"cursor": page["next_cursor"]}).json()
    assert len(seen) == len(set(seen)) and seen
    assert api.get("/chips.json", params={"cursor": "garbage"}).status_code == 400
    with bundled.begin() as conn:
        for n in range(3):
            add_watchlist(conn, f"synthetic-{n}", platform_names=["Maia 200"])
    first = api.get("/api/v1/watchlists", params={"limit": 2}).json()
    assert len(first["items"]) == 2 and first["n_items"] == 3 and first["next_cursor"]
    rest = api.get("/api/v1/watchlists", params={"limit": 2, "cursor": first["next_cursor"]}).json()
    assert [w["name"] for w in first["items"] + rest["items"]] == [f"synthetic-{n}" for n in range(3)]
    assert api.get("/api/v1/watchlists", params={"limit": 0}).status_code == 422
