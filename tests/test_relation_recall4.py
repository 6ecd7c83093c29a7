"""Supply sentences the audit's relation labels hold and the reader missed, fourth round (issue
11 §1; branch relrecall), by the form of the sentence, each with look-alikes that keep the old
reading:

- "not only A but also B" lists both suppliers ("sondern auch", "mais aussi", "A뿐 아니라 B",
  "AだけでなくB", "不仅A，B也"); "not A but B" names B alone;
- the suppliers a sentence names as coming before or after the one it reads ("followed by B",
  "seguita da B", "suivie par B", "A와 B에 이어 세 번째 공급사", "Aに続き2社目"): each states the same
  supply; "followed by" a thing, not a company, adds none; a Korean buyer named with "용" ("for":
  "노바용 HBM3E") is the buyer, and joining as a buyer's supplier ("공급사로 합류") is a supply;
- an AI chip named as an accelerator or with "AI" written out ("custom AI accelerators",
  "artificial-intelligence chips", "KI-Beschleuniger", "accélérateurs d'IA") is the accelerator;
  the part supplied for them stays the part;
- a buyer that turns to or relies on a supplier "for" a part buys that part ("turns to X for
  help building AI chips"); with a second "for" the chips are what the part is for, and wafers
  a buyer taps a company for are capacity, no chip bought;
- a person's possessive before the buyer ("for Jane Doe's Nova Labs") still names the buyer;
- a co-designer giving advice supplies no part ("provides input on the design of the Vega R1 AI
  chips", "liefert Rückmeldungen", "fournit des conseils", "proporciona asesoramiento", "fornisce
  consulenza"), nor is a design partner in apposition ("X, Nova Labs' design partner, supplies")
  listed as a second supplier.

Every sentence here is SYNTHETIC text written for this test: the companies ("Zeta Memory",
"Acme Semi", "Nova Labs", ...) are invented; no event is a fact. The tables were written before
the rules.
"""

from __future__ import annotations

import pytest
from tests.table_names import TableNames

from chipatlas.extract.relation_reader import read_relations
from chipatlas.resolve.scripts import glued

_NAMES = {
    "Zeta Memory": "company:zeta",
    "Acme Semi": "company:acme",
    "Nova Labs": "company:nova",
    "Orbis": "company:orbis",
    "Vega R1": "chip:vega",
    "제타메모리": "company:zeta",
    "아크메": "company:acme",
    "노바": "company:nova",
    "ゼータ": "company:zeta",
    "アクメ": "company:acme",
    "ノバ": "company:nova",
    "泽塔": "company:zeta",
    "艾克米": "company:acme",
    "诺瓦": "company:nova",
}
ZETA, ACME, NOVA, ORBIS = "company:zeta", "company:acme", "company:nova", "company:orbis"

Row = tuple[str | None, str | None, str | None]


def _rows(text: str, lang: str | None = None) -> set[Row]:
    """(supplier, part, buyer or chip) of each supply read."""
    out = set()
    for r in read_relations(text, TableNames(_NAMES), lang):
        if r.kind == "supply":
            to = r.target or r.customer
            out.add((r.supplier.entity_id if r.supplier else None, r.component, to.entity_id if to else None))
    return out


# Synthetic table: "not only A but also B" in six languages.
NOT_ONLY = [
    ("en", "Not only Zeta Memory but also Acme Semi supplies HBM to Nova Labs."),
    ("de", "Nicht nur Zeta Memory, sondern auch Acme Semi liefert HBM an Nova Labs."),
    ("fr", "Non seulement Zeta Memory mais aussi Acme Semi fournit de la HBM à Nova Labs."),
    ("ko", "제타메모리뿐 아니라 아크메도 노바에 HBM을 공급하게 될 것"),
    ("ja", "ゼータだけでなくアクメもノバにHBMを供給する。"),
    ("zh", "不仅泽塔，艾克米也向诺瓦供应HBM。"),
]


@pytest.mark.parametrize(("lang", "text"), NOT_ONLY)
def test_not_only_a_but_also_b_lists_both_suppliers(lang: str, text: str) -> None:
    assert _rows(text, lang) == {(ZETA, "HBM", NOVA), (ACME, "HBM", NOVA)}


def test_not_a_but_b_names_b_alone() -> None:
    assert _rows("Not Zeta Memory but Acme Semi supplies HBM to Nova Labs.") == {(ACME, "HBM", NOVA)}


# Synthetic table: the supplier that came next ("followed by") or the ones before ("에 이어 세
# 번째", "に続き2社目").
NEXT_AND_EARLIER = [
    ("en", "Zeta Memory began supplying HBM3E to Nova Labs in September, followed by Acme Semi in February."),
    ("it", "Zeta Memory aveva iniziato a fornire chip HBM3E a Nova Labs a settembre, seguita da Acme Semi."),
    ("fr", "Zeta Memory a commencé à livrer de la HBM3E à Nova Labs en septembre, suivie par Acme Semi."),
    ("ja", "アクメはゼータに続き2社目のHBM供給元としてノバに供給する。"),
]


@pytest.mark.parametrize(("lang", "text"), NEXT_AND_EARLIER)
def test_a_supplier_named_before_or_after_states_the_same_supply(lang: str, text: str) -> None:
    assert _rows(text, lang) == {(ZETA, "HBM", NOVA), (ACME, "HBM", NOVA)}


def test_korean_third_supplier_after_two_named_ones_with_the_buyer_marked_for() -> None:
    text = (
        "현재 제타메모리가 노바용 HBM3E의 75%를 담당하고 있으며, "
        "아크메는 제타메모리와 Orbis에 이어 세 번째 공급사로 합류하게 된다."
    )
    assert _rows(text, "ko") == {(ACME, "HBM", NOVA), (ZETA, "HBM", NOVA), (ORBIS, "HBM", NOVA)}


def test_followed_by_a_thing_adds_no_supplier() -> None:
    text = "Zeta Memory supplies HBM3E to Nova Labs, followed by a ramp in volume."
    assert {s for s, _, _ in _rows(text)} == {ZETA}


def test_korean_not_only_and_for_are_particles_a_name_may_carry() -> None:
    assert not glued("뿐", "스", after=True)  # "SK하이닉스뿐 아니라"
    assert not glued("용", "아", after=True)  # "엔비디아용 HBM3E"
    assert glued("용", "아", after=False)  # never before a name


# Synthetic table: an AI chip named as an accelerator or with "AI" written out.
ACCELERATOR = [
    ("en", "Acme Semi will build custom AI accelerators for Nova Labs."),
    ("en", "Acme Semi makes artificial-intelligence chips for Nova Labs."),
    ("de", "Acme Semi fertigt KI-Beschleuniger für Nova Labs."),
    ("fr", "Acme Semi fabrique des accélérateurs d'IA pour Nova Labs."),
]


@pytest.mark.parametrize(("lang", "text"), ACCELERATOR)
def test_an_ai_accelerator_is_the_accelerator(lang: str, text: str) -> None:
    assert _rows(text, lang) == {(ACME, "Accelerator", NOVA)}


def test_the_part_supplied_for_ai_accelerators_stays_the_part() -> None:
    assert _rows("Zeta Memory supplies HBM for Nova Labs' AI accelerators.") == {(ZETA, "HBM", NOVA)}


# Synthetic table: a buyer turning to or relying on a supplier for a part.
BUYER_FOR = [
    "Nova Labs is turning to Acme Semi for help building custom artificial-intelligence chips.",
    "Nova Labs turns to Acme Semi for AI chips.",
    "Nova Labs relies on Acme Semi for its AI accelerators.",
]


@pytest.mark.parametrize("text", BUYER_FOR)
def test_a_buyer_turning_to_a_supplier_for_chips_buys_them(text: str) -> None:
    assert _rows(text) == {(ACME, "Accelerator", NOVA)}


def test_a_second_for_names_what_the_part_is_for() -> None:
    assert _rows("Nova Labs taps Zeta Memory for memory for its AI chips.") == set()


def test_wafers_a_buyer_taps_a_company_for_are_capacity_not_chips() -> None:
    text = "To support demand, Nova Labs has also tapped Acme Semi and Orbis for approximately 80,000 wafers."
    assert _rows(text) == set()


def test_a_person_s_possessive_before_the_buyer() -> None:
    text = "Zeta Memory and Acme Semi are to provide the servers for Jane Doe’s Nova Labs supercomputer."
    assert _rows(text) == {(ZETA, "Rack integration", NOVA), (ACME, "Rack integration", NOVA)}


# Synthetic table: a co-designer's advice is no part supplied.
ADVICE = [
    ("en", "Nova Labs provides input on the design of the Vega R1 AI chips."),
    ("en", "Nova Labs, Acme Semi's design partner for the Vega R1 AI chip, supplies feedback."),
    ("en", "Nova Labs will provide early design feedback for the Vega R1 AI chip."),
    ("de", "Nova Labs liefert Rückmeldungen zum Design der KI-Chips des Vega R1."),
    ("fr", "Nova Labs fournit des conseils sur la conception des puces d'IA du Vega R1."),
    ("es", "Nova Labs proporciona asesoramiento sobre el diseño de los procesadores del Vega R1."),
    ("it", "Nova Labs fornisce consulenza sulla progettazione dei processori del Vega R1."),
]


@pytest.mark.parametrize(("lang", "text"), ADVICE)
def test_a_co_designer_s_advice_is_no_part_supplied(lang: str, text: str) -> None:
    assert _rows(text, lang) == set()


# Look-alikes: the part itself supplied, beside advice or by a design partner in apposition.
PART_SUPPLIED = [
    "Acme Semi, Nova Labs' design partner, supplies the Vega R1 AI chip.",
    "Acme Semi supplies AI chips for the Vega R1 and provides input on its design.",
]


@pytest.mark.parametrize("text", PART_SUPPLIED)
def test_the_part_itself_supplied_by_a_design_partner(text: str) -> None:
    assert _rows(text) == {(ACME, "Accelerator", "chip:vega")}


def _sites(text: str) -> set[tuple[str | None, str | None]]:
    """(company, place) of each site read."""
    return {
        (r.supplier.entity_id if r.supplier else None, r.place)
        for r in read_relations(text, TableNames(_NAMES))
        if r.kind == "site"
    }


# Synthetic table: a plant complex, a part's production lines, Spanish "instalaciones".
SITE_WORDS = [
    ("Zeta Memory will break ground today on its memory manufacturing complex in Ohio.", "Ohio"),
    ("Acme Semi is ramping up CoWoS lines in Texas.", "Texas"),
    ("Zeta Memory también utilizará los fondos para ampliar sus instalaciones en Texas.", "Texas"),
]


@pytest.mark.parametrize(("text", "place"), SITE_WORDS)
def test_a_plant_complex_or_a_part_s_lines_is_a_site(text: str, place: str) -> None:
    assert {p for _, p in _sites(text)} == {place}


def test_a_complex_named_with_no_place_is_no_site() -> None:
    assert (
        _sites("Zeta Memory's shares rose as investors cheered the memory manufacturing complex plan.")
        == set()
    )


_PAIR_NAMES = {"Nova Labs": "company:nova", "Zeta Memory": "company:zeta", "Acme Semi": "company:acme"}


def _site_pairs(text: str) -> set[tuple[str | None, str | None]]:
    return {
        (r.supplier.entity_id if r.supplier else None, r.place)
        for r in read_relations(text, TableNames(_PAIR_NAMES))
        if r.kind == "site"
    }


# Synthetic table: places each written right after a company of their own are that company's.
PAIRED_SITES = [
    "Nova Labs is building server plants with Zeta Memory in Houston and Acme Semi in Dallas.",
    "In Texas werden zwei Fabriken gebaut: mit Zeta Memory in Houston und mit Acme Semi in Dallas.",
    "Nova Labs construira deux usines avec Zeta Memory à Houston et Acme Semi à Dallas.",
]


@pytest.mark.parametrize("text", PAIRED_SITES)
def test_each_place_is_the_site_of_the_company_named_with_it(text: str) -> None:
    assert _site_pairs(text) == {(ZETA, "Houston"), (ACME, "Dallas")}


def test_one_company_s_places_stay_its_own() -> None:
    assert _site_pairs("Zeta Memory has fabs in Idaho and Ohio.") == {(ZETA, "Idaho"), (ZETA, "Ohio")}
    # a single company named with the place: the old reading (the subject's plant)
    assert _site_pairs("Nova Labs is building a server plant with Zeta Memory in Houston.") == {
        (NOVA, "Houston")
    }
