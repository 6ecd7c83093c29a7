"""The analysis records say what the analyses return: real answers on the bundled store validate
strictly (every declared key present, every value of its declared type) on both backends.

mypy checks the code that builds a record; this checks the values the store hands it (a
nullable column typed `str`, an int where a float is declared, a key a branch leaves out).
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from pydantic import TypeAdapter, ValidationError
from sqlalchemy import Engine

from chipatlas.analyze import entity_pages
from chipatlas.analyze.digest import digest, matching_signals, period_of, watchlist
from chipatlas.analyze.exposure import exposure, exposure_of_entities
from chipatlas.analyze.pages import clusters_of, platform_documents, platform_facts
from chipatlas.analyze.proposals import pending
from chipatlas.analyze.records_digest import Digest, MatchedSignal
from chipatlas.analyze.records_entity import (
    ChipPage,
    ChipSummary,
    ClusterPage,
    CompanyPage,
    DocumentPage,
    EntityPage,
)
from chipatlas.analyze.records_exposure import EntitiesExposure, ExposureReport
from chipatlas.analyze.records_pages import ClusterLink, DocumentBrief, PlatformFacts
from chipatlas.analyze.records_proposals import ProposalRecord
from chipatlas.analyze.records_search import SearchAnswer
from chipatlas.analyze.records_specs import CrossCheck, SpecRecord
from chipatlas.analyze.records_uscontent import UsLabel, UsProduction
from chipatlas.analyze.records_whatif import HitLine, WhatIf
from chipatlas.analyze.search import search
from chipatlas.analyze.specs import cross_checks, specs
from chipatlas.analyze.uscontent import label, us_production
from chipatlas.analyze.whatif import Shock, rows, whatif
from chipatlas.ingest.pipeline import ingest
from chipatlas.present.deliver.watchlists import add_watchlist
from chipatlas.sources import SourceDocument
from chipatlas.store.search_index import ensure_fresh

SEED = "aws_trainium3_ultraserver"
PLATFORMS = (SEED, "nvidia_gb200_nvl72", "google_tpu_v7_ironwood")


def _fits(record: type, value: object) -> None:
    TypeAdapter(record).validate_python(value, strict=True)


def test_platform_and_entity_pages_fit_their_records(bundled: Engine) -> None:
    with bundled.connect() as conn:
        for slug in PLATFORMS:
            pid = f"platform:{slug}"
            _fits(PlatformFacts, platform_facts(conn, pid))
            _fits(list[DocumentBrief], platform_documents(conn, pid))
            _fits(list[ClusterLink], clusters_of(conn, pid))
        chips = entity_pages.chips(conn)
        _fits(list[ChipSummary], chips)
        for c in chips[:4]:
            _fits(ChipPage, entity_pages.chip(conn, c["slug"]))
        company = entity_pages.company(conn, "tsmc")
        assert company["appearances"]
        _fits(CompanyPage, company)
        for doc in platform_documents(conn, f"platform:{SEED}")[:3]:
            page = entity_pages.document(conn, doc["id"])
            assert page["statements"]
            _fits(DocumentPage, page)
            _fits(EntityPage, entity_pages.entity(conn, page["statements"][0]["entity"]))
        for link in clusters_of(conn, "platform:aws_trainium2_ultraserver")[:2]:
            _fits(ClusterPage, entity_pages.cluster(conn, link["cluster_id"].split(":", 1)[1]))


def test_analyses_fit_their_records(bundled: Engine) -> None:
    ensure_fresh(bundled)
    with bundled.connect() as conn:
        for slug in PLATFORMS:
            _fits(UsLabel, label(conn, slug))
            _fits(UsProduction, us_production(conn, slug))
            _fits(list[SpecRecord], specs(conn, slug))
            _fits(list[CrossCheck], cross_checks(conn, slug))
        for name in ("TSMC", "Taiwan", "Arizona"):
            found = exposure(conn, name)
            assert found["exposures"]
            _fits(ExposureReport, found)
        _fits(ExposureReport, exposure(conn, "Amazon", with_subsidiaries=True))
        _fits(EntitiesExposure, exposure_of_entities(conn, ["company:tsmc", "country:tw", "platform:x"]))
        answer = search(conn, "tsmc arizona")
        assert answer["results"]
        _fits(SearchAnswer, answer)
        result = whatif(conn, [Shock(company="TSMC", loss=0.5), Shock(country="Korea")])
        assert result["platforms"]
        _fits(WhatIf, result)
        _fits(list[HitLine], rows(result))
        _fits(list[ProposalRecord], [p.record() for p in pending(conn, None, ("proposed", "candidate"))])


# SYNTHETIC: a made-up report, written for this test. The bundled signals are about AWS's own
# chips (AWS is Trainium3's maker, a buyer, not a supplier: resolve/story_rows.py), so none
# reaches a ring row of the watchlist's; this story's subject is a watched supplier.
_STORY = (
    "# TSMC starts Trainium3 wafer output in Taiwan (synthetic)\n\nSYNTHETIC TEXT FOR A TEST. TSMC "
    "started volume production of the Trainium3 accelerator for the AWS Trainium3 UltraServer at its "
    "fab in Tainan, Taiwan.\n"
)


def test_a_digest_fits_its_record(bundled: Engine) -> None:
    report = ingest(bundled, SourceDocument("synthetic/tsmc-trn3.md", _STORY.encode(), "text/markdown"))
    assert report.status == "landed"
    with bundled.begin() as conn:
        add_watchlist(
            conn, "synthetic", entity_names=["TSMC"], platform_names=[SEED], country_names=["Taiwan"]
        )
    with bundled.connect() as conn:
        wl = watchlist(conn, "synthetic")
        found = matching_signals(conn, wl)
        assert found
        _fits(list[MatchedSignal], found)
        # The period of now holds what the store just read: signals, their reach, ring changes.
        d = digest(conn, "synthetic", period_of("weekly", datetime.now(UTC)), start="2000-01-01")
        assert d["signals"] and d["exposure"] and d["ring_changes"]
        _fits(Digest, d)
        # The check can fail: a value of the wrong type is refused.
        broken = dict(d) | {"n_signals": str(d["n_signals"])}
        with pytest.raises(ValidationError):
            _fits(Digest, broken)
