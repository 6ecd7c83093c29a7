"""Named fabs and plants read from prose (synthetic sentences; the companies and plants are invented)."""

from __future__ import annotations

from chipatlas.extract.fab_names import fab_claims
from chipatlas.model.statement import Statement

_KNOWN = {"Zorvex": "company:zorvex", "Quillon Memory": "company:quillon_memory"}


def _ref(schema: str, name: str, *aliases: str) -> str:
    return f"{schema.lower()}:{name.lower().replace(' ', '_')}"


def _sites(text: str, company: str | None = None) -> dict[str, dict[str, set[str]]]:
    out: dict[str, dict[str, set[str]]] = {}
    st: list[Statement] = fab_claims(text, (0, len(text)), _ref, _KNOWN, company)
    for s in st:
        out.setdefault(s.entity_id, {}).setdefault(s.prop, set()).add(s.value)
    return out


def test_a_plant_code_before_a_plant_noun_is_a_site_of_the_possessive_company() -> None:
    sites = _sites("Zorvex's ZP9 facility in Tainan and ZP8 in Chiayi began synthetic tool move-in.")
    assert sites["site:zorvex_zp9"]["alias"] == {"ZP9 facility", "ZP9"}
    assert sites["site:zorvex_zp9"]["operator"] == {"company:zorvex"}
    assert sites["site:zorvex_zp8"]["operator"] == {"company:zorvex"}  # a sibling joined by "and"


def test_a_chip_making_city_stays_in_the_name_and_the_operator_is_the_company_in_focus() -> None:
    sites = _sites("A synthetic line opens at the Cheongju Q21x fab next year.", "company:quillon_memory")
    assert sites["site:quillon_memory_cheongju_q21x"]["alias"] == {"Cheongju Q21x fab", "Q21x"}


def test_a_known_company_before_a_us_state_is_a_site() -> None:
    sites = _sites("Zorvex Arizona will make synthetic wafers.")
    assert sites == {
        "site:zorvex_arizona": {"name": {"Zorvex Arizona"}, "kind": {"fab"}, "operator": {"company:zorvex"}}
    }


def test_no_site_without_a_plant_noun_a_known_company_or_with_a_chip_name() -> None:
    assert _sites("The synthetic ZP9 ships in Tainan.") == {}
    assert _sites("Nobody Arizona is a synthetic phrase.") == {}  # not a known company
    assert _sites("An H100 plant is a synthetic phrase.") == {}  # a chip name is no plant code
    # No company in sight: the site keeps the name as written, with no operator.
    assert "operator" not in _sites("The ZP9 fab is synthetic.")["site:zp9"]
