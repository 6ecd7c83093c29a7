"""How a figure's subject was read (extract/subject_basis.py), and the carried chip's limits.

Synthetic: every sentence below is invented; "Zorvex 910C" / "佐维910C" is a made-up chip known
to the gazetteer, its "960"/"970" siblings made-up successors no one knows; "Quantix" a
made-up company. Written before any rule (issue #10, branch subjectgate) from the weak ways the
precision audit showed (a chip carried from the sentence before: 0.39): a chip is not carried
into a sentence naming another model of its family, nor gives its node to a plant's sentence;
an example company takes no focus; a list of shares goes to each name after its "for". Main's
roadmap and numerals branches landed those rules first (extract/generations.py, figure_owners);
this table checks them, and two gaps it found: the same model written without its space
("Zorvex910C") is no sibling, and "Quantix 등 고객사" names a customer.
"""

from __future__ import annotations

import pytest
from tests.figure_reading import lower_ref

from chipatlas.extract.mentions import DictGazetteer, Mention
from chipatlas.extract.prose import Context, sentence_claims, sentences
from chipatlas.extract.subject_basis import Basis


class _Gazetteer(DictGazetteer):
    """As the store's gazetteer: a CJK name is found inside a run of CJK letters too."""

    def find(self, text: str, offset: int = 0, language: str | None = None) -> list[Mention]:
        found = super().find(text, offset, language)
        at = text.find("佐维910C")  # the store knows the model number alone, as for some CJK names
        if at >= 0:
            start = offset + at + 2
            found.append(Mention("chip:zorvex_910c", "Chip", "Zorvex 910C", start, start + 4, "910C"))
        return sorted(found, key=lambda m: m.start)


_GAZ = _Gazetteer({"Zorvex 910C": ("chip:zorvex_910c", "Chip"), "Quantix": ("company:quantix", "Company")})


def _read(text: str, language: str = "en") -> tuple[list[tuple[str, str, str]], dict[str, Basis]]:
    """Attached figures as (subject, metric, value), and claim id -> basis."""
    ctx = Context(gaz=_GAZ, language=language)
    claims: dict[str, dict[str, str]] = {}
    for span in sentences(text, 0, len(text)):
        for s in sentence_claims(text, span, lower_ref, ctx):
            claims.setdefault(s.entity_id, {})[s.prop] = s.value
    attached = sorted(
        (c["subject"], c["metric"], c["value"]) for c in claims.values() if c.get("subject") and "metric" in c
    )
    return attached, ctx.bases


CHIP = "chip:zorvex_910c"
# (text, language, attached figures): what must attach and what must not.
CARRIED: list[tuple[str, str, list[tuple[str, str, str]]]] = [
    # must not: a sentence naming another model of the carried chip's family speaks of that model
    (
        "The Zorvex 910C carries 128 GB of HBM. "
        "The Zorvex 960 will reach 2 PFLOPS of FP8 compute and 288 GB of memory.",
        "en",
        [(CHIP, "hbm_capacity", "128")],
    ),
    (
        "佐维910C配备128GB HBM内存。佐维960算力达2PFLOPS(FP8),内存容量增至288GB。",
        "zh",
        [(CHIP, "hbm_capacity", "128")],
    ),
    (
        "The Zorvex 910C carries 128 GB of HBM. The Zorvex 970 follows later. Bandwidth doubles to 9.6 TB/s.",
        "en",
        [(CHIP, "hbm_capacity", "128")],
    ),
    # must not: a process node in a sentence about a fab or plant is the fab's
    (
        "The Zorvex 910C carries 128 GB of HBM. "
        "The first 4nm fab is now operational, while a second 3nm facility is delayed.",
        "en",
        [(CHIP, "hbm_capacity", "128")],
    ),
    (
        "The Zorvex 910C carries 128 GB of HBM. The plant in the desert can produce chips at the 4nm level.",
        "en",
        [(CHIP, "hbm_capacity", "128")],
    ),
    # must attach: the carried chip where no other model and no fab is named
    (
        "The Zorvex 910C carries 128 GB of HBM. Its bandwidth reaches 3.2 TB/s.",
        "en",
        [(CHIP, "bandwidth", "3.2"), (CHIP, "hbm_capacity", "128")],
    ),
    (
        "The Zorvex 910C carries 128 GB of HBM. Built on a 5 nm process, it draws 700 W.",
        "en",
        [(CHIP, "hbm_capacity", "128"), (CHIP, "power", "700"), (CHIP, "process_node", "5")],
    ),
    (
        "佐维910C配备128GB HBM内存。内存带宽达3.2TB/s。",
        "zh",
        [(CHIP, "hbm_bandwidth", "3.2"), (CHIP, "hbm_capacity", "128")],
    ),
    # must attach: another model named as the baseline of a comparison
    (
        "The Zorvex 910C carries 128 GB of HBM. Compared with the Zorvex 710, it reaches 3.2 TB/s.",
        "en",
        [(CHIP, "bandwidth", "3.2"), (CHIP, "hbm_capacity", "128")],
    ),
    # must attach: a unit after a number is no model of a family written like it ("GB910")
    (
        "The GB910 carries 128 GB of HBM. A second tier holds 192 GB 8 TB/s of bandwidth.",
        "en",
        [
            ("chip:gb910", "bandwidth", "8"),
            ("chip:gb910", "capacity", "192"),
            ("chip:gb910", "hbm_capacity", "128"),
        ],
    ),
    # must attach: the same model named again, with or without the space
    (
        "The Zorvex 910C carries 128 GB of HBM. Each Zorvex910C module also reaches 3.2 TB/s.",
        "en",
        [(CHIP, "bandwidth", "3.2"), (CHIP, "hbm_capacity", "128")],
    ),
]


@pytest.mark.parametrize(("text", "language", "expected"), CARRIED)
def test_carried_chip(text: str, language: str, expected: list[tuple[str, str, str]]) -> None:
    attached, _ = _read(text, language)
    assert attached == expected


def test_each_attached_figure_records_its_basis() -> None:
    text = (
        "The Zorvex 910C carries 128 GB of HBM. Its bandwidth reaches 3.2 TB/s. "
        "Quantix reported revenue of $3 billion. The company expects $4 billion in revenue next quarter."
    )
    _, bases = _read(text)
    assert sorted(bases.values()) == sorted(
        [Basis.CHIP_CLAUSE, Basis.CHIP_FOCUS, Basis.CLAUSE, Basis.COMPANY_FOCUS]
    )


def test_a_gated_basis_leaves_its_figure_unattached(monkeypatch: pytest.MonkeyPatch) -> None:
    # The gate is empty today; naming a basis in it must keep that basis's figures unattached
    # (with their quote) and leave the others attached.
    import chipatlas.extract.company_figure as company_figure
    import chipatlas.extract.memory as memory

    text = "Quantix reported revenue of $3 billion. The company expects $4 billion in revenue next quarter."
    before, _ = _read(text)
    gated = frozenset({Basis.COMPANY_FOCUS})
    monkeypatch.setattr(company_figure, "GATED", gated)
    monkeypatch.setattr(memory, "GATED", gated)
    after, bases = _read(text)
    assert len(after) == len(before) - 1
    assert Basis.COMPANY_FOCUS not in bases.values()
    assert Basis.CLAUSE in bases.values()


# A company named as an example ("customers including Quantix") is not what the text is about:
# it does not become the company in focus that a later sentence's figures are given to.
# "Zentrix" is a made-up company the known names lack (the reporting company not linked).
FOCUS: list[tuple[str, str, list[tuple[str, str, str]]]] = [
    # must not: the example takes no focus
    (
        "Zentrix cut its outlook after weak demand from some customers, including Quantix. "
        "The group reported revenue of $2.08 billion.",
        "en",
        [],
    ),
    (
        "Zentrix ha chiuso il trimestre in calo per la domanda debole di alcuni clienti, tra cui Quantix. "
        "Il gruppo ha riportato ricavi pari a 2,08 miliardi di dollari.",
        "it",
        [],
    ),
    (
        "Orders from customers such as Quantix and Zorblax slowed. Revenue fell to $3 billion.",
        "en",
        [],
    ),
    (
        "Zentrix는 Quantix 등 고객사의 수요가 늘었다고 밝혔다. 매출은 3조원을 기록했다.",
        "ko",
        [],
    ),
    # must attach: the company the text is about keeps the focus; an example does not take it
    (
        "Quantix reported strong demand from cloud customers. Revenue rose to $3 billion.",
        "en",
        [("company:quantix", "revenue", "3000000000")],
    ),
    (
        "Quantix reported its results. Demand from customers including Zorblax was weak. "
        "Revenue fell to $3 billion.",
        "en",
        [("company:quantix", "revenue", "3000000000")],
    ),
]

_COMPANIES = _Gazetteer(
    {
        "Zorvex 910C": ("chip:zorvex_910c", "Chip"),
        "Quantix": ("company:quantix", "Company"),
        "Zorblax": ("company:zorblax", "Company"),
    }
)


@pytest.mark.parametrize(("text", "language", "expected"), FOCUS)
def test_example_company_takes_no_focus(
    text: str, language: str, expected: list[tuple[str, str, str]]
) -> None:
    ctx = Context(gaz=_COMPANIES, language=language)
    claims: dict[str, dict[str, str]] = {}
    for span in sentences(text, 0, len(text)):
        for s in sentence_claims(text, span, lower_ref, ctx):
            claims.setdefault(s.entity_id, {})[s.prop] = s.value
    attached = [(c["subject"], c["metric"], c["value"]) for c in claims.values() if c.get("subject")]
    assert attached == expected


# "54 percent for Zorblax, 28 percent for Quantix and 18 percent for Kestrel": a list of shares,
# each owned by the name after its "for" (not the name before it, the previous item's owner).
_THREE = DictGazetteer(
    {
        "Zorblax": ("company:zorblax", "Company"),
        "Quantix": ("company:quantix", "Company"),
        "Kestrel": ("company:kestrel", "Company"),
    }
)
SHARES_FOR: list[tuple[str, list[tuple[str, str]]]] = [  # (text, (subject, value)): subjects only
    # must attach each share to the name after its "for"
    (
        "Analysts put next year's HBM market share at 54 percent for Zorblax, 28 percent for Quantix "
        "and 18 percent for Kestrel.",
        [("company:zorblax", "54"), ("company:quantix", "28"), ("company:kestrel", "18")],
    ),
    (
        "The tracker sees market shares of 60% for Quantix and 40% for Kestrel this year.",
        [("company:quantix", "60"), ("company:kestrel", "40")],
    ),
    # must not: one "for" is no list (a price cut for a customer stays the seller's)
    ("Zorblax cut prices by 10% for Quantix.", [("company:zorblax", "10")]),
]


@pytest.mark.parametrize(("text", "expected"), SHARES_FOR)
def test_a_list_of_shares_for_each_company(text: str, expected: list[tuple[str, str]]) -> None:
    ctx = Context(gaz=_THREE, language="en")
    claims: dict[str, dict[str, str]] = {}
    for span in sentences(text, 0, len(text)):
        for s in sentence_claims(text, span, lower_ref, ctx):
            claims.setdefault(s.entity_id, {})[s.prop] = s.value
    assert [(c.get("subject", ""), c["value"]) for c in claims.values() if "metric" in c] == expected
