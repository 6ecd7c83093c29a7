"""/analysis shares its overview (criticality, matrix, countries) across platforms and pages,
once per store version: the same bytes as computed afresh, and a write is seen at once."""

from __future__ import annotations

import json
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import Engine

from chipatlas.present.web import analysis_shared, context_analysis, create_app
from web_fixtures import XSS_PLATFORM, ingest_xss

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


def sections_now(engine: Engine, env: Any) -> str:
    """The shared sections rendered afresh from the store as it is now."""
    with engine.connect() as conn:
        return str(analysis_shared.render(env, context_analysis.overview(conn)).sections)


def test_the_shared_html_is_rendered_once_per_version_and_a_write_replaces_it(bundled: Engine) -> None:
    """The sections and chooser kept per store version: each URL selects its own platform, and
    after a write a URL asked before shows the new platform and the sections as the store is now."""
    app = create_app(bundled)
    with TestClient(app) as client:
        env = app.state.templates
        seed = client.get(f"/analysis?platform={SEED}").text
        assert f'<option value="{SEED}" selected>' in seed and seed.count(" selected>") == 1
        gb200 = client.get(f"/analysis?platform={GB200}").text
        assert f'<option value="{GB200}" selected>' in gb200 and f'<option value="{SEED}">' in gb200
        assert " selected>" not in client.get("/analysis").text
        before = sections_now(bundled, env)
        assert before in seed and before in gb200
        assert XSS_PLATFORM not in seed
        ingest_xss(bundled)  # a write: a new platform with its own suppliers
        again = client.get(f"/analysis?platform={SEED}").text
        after = sections_now(bundled, env)
        assert after != before and after in again and before not in again
        assert f'<option value="{XSS_PLATFORM}">' in again
        assert f'<option value="{SEED}" selected>' in again and again.count(" selected>") == 1


def test_the_matrix_is_paged_by_platform_columns_in_html_and_whole_in_json(
    bundled_sqlite: Engine, monkeypatch: Any
) -> None:
    """Five columns a page here (100 in use) so the bundled store pages: each page's columns,
    a next/previous that keeps the filters form, a bad ``matrix_from`` named in a 400, and the
    .json twin the whole matrix whatever is asked."""
    monkeypatch.setattr(analysis_shared, "MATRIX_COLUMNS", 5)
    with TestClient(create_app(bundled_sqlite)) as client:
        whole = client.get(f"/analysis.json?platform={SEED}").json()
        n = len(whole["matrix"]["platforms"])
        assert n > 5
        first = client.get(f"/analysis?platform={SEED}").text
        assert f"Showing platforms 1–5 of {n}" in first
        assert 'form="analysis-filters" name="matrix_from" value="5">next 5</button>' in first
        second = client.get(f"/analysis?platform={SEED}&matrix_from=5").text
        assert f"Showing platforms 6–{min(10, n)} of {n}" in second and 'value="0">previous' in second
        names = [p["name"] for p in whole["matrix"]["platforms"]]
        head = second.split('<table class="list matrix">')[1].split("</thead>")[0]
        assert all(x in head for x in names[5:10]) and not any(f">{x}<" in head for x in names[:5])
        bad = client.get("/analysis?matrix_from=3")
        assert bad.status_code == 400 and "expected a multiple of 5" in bad.text
        assert client.get(f"/analysis.json?platform={SEED}&matrix_from=5").json() == whole
