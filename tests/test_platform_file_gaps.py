"""A platform summary's undisclosed value quotes its member, not a bare ``null``."""

from __future__ import annotations

import json
from pathlib import Path

from fastapi.testclient import TestClient

from chipatlas.extract.platform_file import extract_platform_file
from chipatlas.ingest.pipeline import ingest
from chipatlas.model.schema import P
from chipatlas.present.web.app import create_app
from chipatlas.read import read_document
from chipatlas.resolve.resolver import new_id
from chipatlas.sources import SourceDocument, load_path
from chipatlas.store.db import connect, migrate

# Synthetic: an invented platform, not a supplier fact.
SUMMARY = {
    "platform": "Synthetic Gapped Rack",
    "host_cpu": None,
    "power_kw": None,
    "accelerators_per_unit": 16,
}


def test_an_undisclosed_value_quotes_its_key() -> None:
    data = json.dumps(SUMMARY, indent=2).encode()
    parsed = read_document(SourceDocument("synthetic_gapped_rack.json", data, "application/json"))
    found = extract_platform_file(parsed, lambda schema, name, *_: new_id(schema, name))
    gaps = {s.value: s for s in found.statements if s.prop == P.UNDISCLOSED}
    assert set(gaps) == {"host_cpu", "power_kw"}
    for key, s in gaps.items():
        assert s.quote == f'"{key}": null'
        assert parsed.text[s.start : s.end] == s.quote  # verbatim, at its span
    stated = next(s for s in found.statements if s.value == "16")
    assert stated.quote == "16"  # a stated value still quotes the value itself


def test_the_platform_page_shows_the_member(tmp_path: Path) -> None:
    engine = connect(f"sqlite:///{tmp_path / 'store.db'}")
    migrate(engine)
    path = tmp_path / "synthetic_gapped_rack.json"
    path.write_text(json.dumps(SUMMARY, indent=2), encoding="utf-8")
    assert ingest(engine, load_path(path)).status == "landed"
    page = TestClient(create_app(engine)).get("/platforms/synthetic-gapped-rack")
    assert page.status_code == 200
    assert '<q class="quote">&#34;host_cpu&#34;: null</q>' in page.text
    assert '<q class="quote">null</q>' not in page.text
