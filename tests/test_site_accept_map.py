"""An accepted site proposal puts its ring row on the site map (issue #11 §3).

Every article here is SYNTHETIC text written for the test (marked so in its body); the
companies and the platform are the bundled ones, the events are made up and are not facts.
A place the gazetteer knows gives a pin at that place; a place it lacks is listed as
unresolved, never guessed, with its country's pin when the sentence names the country.
"""

from __future__ import annotations

from sqlalchemy import Engine
from tests.proposal_notes import note_proposals

from chipatlas.analyze.ring import find_platform
from chipatlas.analyze.sites import platform_site_map
from chipatlas.ingest import review

TRN3 = "AWS Trainium3 UltraServer"


def _accepted_site(engine: Engine, body: str, name: str) -> str:
    (p,) = [p for p in note_proposals(engine, body, name) if p.kind == "site"]
    review.accept(engine, p.id, "synthetic-tester")
    return str(p.place)


def _pins_and_unresolved(engine: Engine) -> tuple[set[str], set[str]]:
    with engine.connect() as conn:
        platform = find_platform(conn, TRN3)
        site_map = platform_site_map(conn, platform["id"])
    pins = {pin["place"]["slug"] for pin in site_map["pins"]}
    unresolved = {part for u in site_map["unresolved"] for part in u["unresolved"]}
    return pins, unresolved


def test_an_accepted_site_at_a_known_city_is_pinned_there(bundled: Engine) -> None:
    place = _accepted_site(
        bundled,
        "TSMC will package the chips of the AWS Trainium3 UltraServer at its advanced packaging "
        "plant in Phoenix, Arizona, which is ramping.",
        "site-map-known",
    )
    pins, unresolved = _pins_and_unresolved(bundled)
    assert place == "Phoenix, Arizona"
    assert "phoenix" in pins and "Phoenix, Arizona" not in unresolved


def test_an_accepted_site_at_an_unknown_town_is_listed_not_guessed(bundled: Engine) -> None:
    place = _accepted_site(
        bundled,
        "TSMC will package the chips of the AWS Trainium3 UltraServer at its advanced packaging "
        "plant in Zyxwold, Taiwan, which is ramping.",
        "site-map-unknown",
    )
    pins, unresolved = _pins_and_unresolved(bundled)
    assert place == "Zyxwold, Taiwan"
    assert "Zyxwold" in " ".join(unresolved)
    assert not any("zyxwold" in slug for slug in pins)
