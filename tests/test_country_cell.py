"""A made_in_country cell that names no one country is kept and reported, never dropped.

Synthetic rows; the bundled GB200 ring's Delta power shelf row ('China; Thailand; Taiwan; India')
was the real case: its place vanished without a word.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from chipatlas.extract.cells import read_country
from chipatlas.model.countries import nearest, unknown

RING = """platform,component,supplier,role,made_in_country,made_in_site,us_status,evidence,source_url
Synthetic Country Platform,Synthetic Widget,Synthetic Widget Co,sole,Taiwn,Synthetic Site 1,made_abroad,claimed,https://example.invalid/a
Synthetic Country Platform,Synthetic Shelf,Synthetic Shelf Co,,China; Thailand; Taiwan,,,claimed,https://example.invalid/b
Synthetic Country Platform,Synthetic Board,Synthetic Board Co,,Taiwan,,,claimed,https://example.invalid/c
"""


def test_a_known_country_is_the_country_and_the_site_stays() -> None:
    place = read_country("Taiwan", "Synthetic Site 1")
    assert (place.country, place.site, place.repair) == ("Taiwan", "Synthetic Site 1", None)
    assert read_country("", None).country is None and read_country("", None).repair is None


def test_several_countries_with_no_site_become_the_site_with_a_repair() -> None:
    place = read_country("China; Thailand; Taiwan", None)
    assert (place.country, place.site) == (None, "China; Thailand; Taiwan")
    assert place.repair == "made_in_country 'China; Thailand; Taiwan' names no one country: kept as the site"


def test_a_misspelling_beside_a_site_leaves_the_country_empty_and_names_the_nearest() -> None:
    place = read_country("Taiwn", "Synthetic Site 1")
    assert (place.country, place.site) == (None, "Synthetic Site 1")
    assert place.repair is not None and "(did you mean 'Taiwan'?)" in place.repair
    assert nearest("Taiwn") == "Taiwan" and nearest("Synthetic Nowhere") is None
    assert unknown("Germny").endswith("(did you mean 'Germany'?)")


def test_ingest_reports_each_row_by_line_and_keeps_the_words(tmp_path: Path) -> None:
    ring = tmp_path / "synthetic_country_ring.csv"
    ring.write_text(RING, encoding="utf-8")
    db = str(tmp_path / "store.db")
    cli = [str(Path(sys.executable).with_name("chipatlas")), "--db", db]
    subprocess.run([*cli, "init", "--empty"], check=True, capture_output=True, timeout=300)
    done = subprocess.run([*cli, "ingest", str(ring)], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert f"repaired {ring}:2: made_in_country 'Taiwn' names no one country (did you mean 'Taiwan'?)" in out
    assert f"repaired {ring}:3: made_in_country 'China; Thailand; Taiwan' names no one country" in out
    assert ":4:" not in out  # a known country is no repair
    ask = [*cli, "ring", "Synthetic Country Platform", "--format", "json"]
    shown = subprocess.run(ask, capture_output=True, text=True, timeout=300)
    assert shown.returncode == 0, shown.stderr
    assert '"China; Thailand; Taiwan"' in shown.stdout  # the words, kept as the row's site
