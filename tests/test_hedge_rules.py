"""Evidence rules: hedges on the source, a hedged lead, a commitment in the lead.

All texts here are synthetic, written for these tests; the companies are invented.
"""

from __future__ import annotations

import pytest

from chipatlas.extract.hedges import hedge_words, is_disclaimer, lead_commitment, lead_hedge, lower_evidence
from chipatlas.model.statement import Statement

_FILLER = "Kestrel builds memory parts in its own plant. " * 20  # pushes a sentence past the lead


def _row(text: str, quote: str, schema: str = "Claim", evidence: str = "claimed") -> Statement:
    at = text.index(quote)
    return Statement("r1", schema, "value", "96", "96", quote, at, at + len(quote), evidence, None)


@pytest.mark.parametrize(
    "sentence",
    [
        # synthetic sentences, one hedge form each
        "According to Harbour Daily News, Kestrel booked every line.",
        "The Daily Ledger, citing industry sources, says Kestrel doubled output.",
        "Industry estimates put Kestrel's capacity at 75,000 wafers.",
        "Research firm Polaris reports that Kestrel will expand.",
        "Berichten zufolge liefert Kestrel ab Mai.",
        "Selon des sources, Kestrel livrera en mai.",
        "Según fuentes del sector, Kestrel entregará en mayo.",
        "Secondo quanto riportato da Polaris, Kestrel consegnerà a maggio.",
        "据两名知情的人士透露，凯斯特将供货。",
        "凯斯特将于五月供货，业内人士称。",
        "ケストレルが供給を開始するとみられる。",
        "30일 업계에 따르면 케스트렐은 공급을 시작한다.",
        "케스트렐이 공급을 시작한 것으로 파악됐다.",
        # the reportive mood and unnamed sources (synthetic)
        "Kestrel purportedly doubled its output.",
        "Sources close to Kestrel say the line is full.",
        "Kestrel soll bereits Muster geliefert haben.",
        "Kestrel aurait signé un contrat avec Orvane.",
        "Kestrel habría firmado un contrato con Orvane.",
        "Kestrel avrebbe firmato un contratto con Orvane.",
        "据称凯斯特已开始供货。",
        "ケストレルが供給を始めたとされる。",
    ],
)
def test_source_hedges_in_the_gold_set_languages(sentence: str) -> None:
    assert hedge_words(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # synthetic: plain statements in the same moods are no hedge
        "Kestrel soll die Nummer eins werden.",  # a goal, not hearsay
        "Kestrel a signé un contrat avec Orvane.",
        "Kestrel firmó un contrato con Orvane.",
        "Kestrel ha firmato un contratto con Orvane.",
    ],
)
def test_plain_statements_are_no_hedge(sentence: str) -> None:
    assert hedge_words(sentence) == []


def test_a_hedge_in_the_lead_lowers_every_row_and_says_so() -> None:
    # synthetic: the story rests on "reportedly"; a later figure is part of that story
    text = "Kestrel has reportedly doubled its HBM output. " + _FILLER + "Each stack holds 96 GB."
    rows, notes = lower_evidence(
        text, [_row(text, "Each stack holds 96 GB."), _row(text, "Kestrel", "Signal")]
    )
    assert [r.evidence for r in rows] == ["speculative", "speculative"]
    assert notes[0].message == (
        "evidence lowered to speculative for 2 row(s) by hedge 'reportedly' in the lead"
        " (the story rests on it)"
    )


def test_an_analyst_view_in_the_lead_lowers_only_its_sentence() -> None:
    # synthetic: commentary on the news is not doubt about the news
    text = (
        "Kestrel completed HBM5. Analysts say the debut helps Kestrel. " + _FILLER + "Each stack holds 96 GB."
    )
    assert lead_hedge(text) is None
    rows, _ = lower_evidence(text, [_row(text, "Each stack holds 96 GB.")])
    assert rows[0].evidence == "claimed"


def test_a_commitment_in_the_lead_makes_the_signal_and_its_claims_committed() -> None:
    # synthetic: the company binds itself to an investment; an unrelated spec stays claimed
    text = (
        "Kestrel plans to invest $40 billion in two fabs. The fabs will employ 2,000. "
        + _FILLER
        + "It has 96 GB."
    )
    assert lead_commitment(text) == "plans to invest"
    rows, notes = lower_evidence(
        text,
        [
            _row(text, "Kestrel plans", "Signal"),
            _row(text, "The fabs will employ 2,000."),
            _row(text, "It has 96 GB."),
        ],
    )
    assert [r.evidence for r in rows] == ["committed", "committed", "claimed"]
    assert "raised to committed for 2 row(s) by 'plans to invest' in the lead" in notes[0].message


@pytest.mark.parametrize(
    "lead",
    [
        # synthetic leads, one per language
        "Kestrel has committed to a $15B investment in a new fab.",
        "Kestrel anunció una inversión de 500 millones de dólares.",
        "Kestrel annonce un investissement de 2 milliards d'euros.",
        "Kestrel kündigt eine Investition von 3 Milliarden Euro an.",
        "Kestrel annuncia un investimento di 2 miliardi.",
    ],
)
def test_commitments_in_several_languages(lead: str) -> None:
    assert lead_commitment(lead)


def test_a_hedged_commitment_is_not_committed() -> None:
    # synthetic: "reportedly" wins over "plans to invest"
    assert lead_commitment("Kestrel reportedly plans to invest $40 billion.") is None


def test_an_entry_that_may_be_out_of_date_is_a_page_disclaimer() -> None:
    # synthetic
    assert is_disclaimer("Disclaimer: This entry may be incomplete, out of date, or inaccurate.")
    assert not is_disclaimer("Kestrel shipped an incomplete batch.")


@pytest.mark.parametrize(
    ("text", "hedge"),
    [
        # "according to a report" in Chinese, Japanese and Korean, as English's "according to a new report"
        ("根据一份来自韩国的最新报告，凯斯特将在年底前扩大份额。", "根据一份来自韩国的最新报告"),
        ("韓国の報告書によると、ケストレルはHBMを供給する。", "報告書によると"),
        ("외신 보도에 따르면 케스트렐은 HBM을 공급한다.", "외신 보도에 따르면"),
        # a company's own financial report is no hearsay
        ("根据凯斯特的财报，其营收增长了20%。", None),
        # a front matter's keys are no lead: its title, then the body, are ("categories:" lists
        # ended the lead at its first item before)
        (
            "\n---\ntitle: '凯斯特将成为独家供应商'\ncategories:\n - 新媒体\n - 最新\n---\n\n"
            "根据一份来自韩国的最新报告，凯斯特将在年底前扩大份额。",
            "根据一份来自韩国的最新报告",
        ),
    ],
)
def test_a_report_passed_on_hedges_the_lead_in_every_script(text: str, hedge: str | None) -> None:
    """SYNTHETIC sentences (the company Kestrel is invented)."""
    assert lead_hedge(text) == hedge
