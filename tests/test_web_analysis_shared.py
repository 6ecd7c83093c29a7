"""/analysis shares its overview (criticality, matrix, countries) across platforms and pages,
once per store version: the same bytes as computed afresh, and a write is seen at once."""

from __future__ import annotations

import json
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import Engine

from chipatlas.present.web import context_analysis, create_app
from web_fixtures import ingest_xss

SEED = "aws_trainium3_ultraserver"
GB200 = "nvidia_gb200_nvl72"
SHARED = ("platforms", "criticality", "matrix", "countries")


def fresh(engine: Engine, platform: str | None) -> Any:
    """The page's dict computed with nothing shared, as the .json twin serialises it."""
    with engine.connect() as conn:
        return json.loads(json.dumps(context_analysis.analysis(conn, platform), default=str))


def test_the_shared_overview_gives_the_same_answer_and_a_write_replaces_it(bundled: Engine) -> None:
    with TestClient(create_app(bundled)) as client:
        first = client.get(f"/analysis.json?platform={SEED}").json()
        assert first == fresh(bundled, SEED)
        # Another platform: the overview comes from the one kept, the answer is unchanged.
        assert client.get(f"/analysis.json?platform={GB200}").json() == fresh(bundled, GB200)
        ingest_xss(bundled)  # a write: a new platform with its own suppliers
        after = client.get("/analysis.json").json()
        assert after == fresh(bundled, None)
        assert any(p["slug"] == "synthetic_xss_test_rack" for p in after["platforms"])
        assert not any(p["slug"] == "synthetic_xss_test_rack" for p in first["platforms"])
        assert [after[k] for k in SHARED] != [first[k] for k in SHARED]
        # And a URL asked before the write is answered from the new overview too.
        again = client.get(f"/analysis.json?platform={SEED}").json()
        assert again == fresh(bundled, SEED) and again["criticality"] == after["criticality"]


def test_company_referrers_probe_by_property_and_find_what_a_full_scan_finds(bundled: Engine) -> None:
    """The referrers read names every property of the store (a loose index scan); on both
    backends it returns what ``value IN`` over every statement returns."""
    from sqlalchemy import select

    from chipatlas.analyze import entity_pages
    from chipatlas.store.tables import statements

    with bundled.connect() as conn:
        ids = list(conn.execute(select(statements.c.value).where(statements.c.prop == "parent")).scalars())
        ids += list(conn.execute(select(statements.c.value).where(statements.c.prop == "supplier")).scalars())
        members = sorted(set(ids))[:50]
        assert members
        got = entity_pages._referrers(conn, members, ())
        scan = select(statements.c.entity_id, statements.c.prop).where(
            statements.c.value.in_(members), statements.c.retired_at.is_(None)
        )
        expected = sorted((r.entity_id, r.prop) for r in conn.execute(scan))
    assert sorted((r["entity"], r["prop"]) for r in got) == expected and expected
