"""The short Korean name of Samsung Electronics ("삼성", as "三星" in Chinese and "サムスン" in
Japanese) names the company as the subject of a supply (branch relprec, issue 11 §1).

The note is SYNTHETIC text written for this test; the event is made up and is not a fact.
"""

from __future__ import annotations

from sqlalchemy import Engine
from tests.proposal_notes import note_proposals as _note


def test_the_short_korean_name_is_the_supplier(bundled_sqlite: Engine) -> None:
    text = "삼성은 그동안 AMD와 브로드컴에는 HBM3E를 공급했다. (합성 예문)"
    found = [p for p in _note(bundled_sqlite, text, "ko-short-name") if p.kind == "supply"]
    assert {(p.supplier_id, p.component, p.object_id) for p in found} == {
        ("company:samsung", "HBM", "company:amd"),
        ("company:samsung", "HBM", "company:broadcom"),
    }
