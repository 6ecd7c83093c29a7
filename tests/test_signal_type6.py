"""What kind of news a story is, on SYNTHETIC text (branch type6, issue #10 §4): the general causes
behind the precision audit's wrong signal types, each as cases that must read and cases that must
not, written before the rules.

Every company, product, place and figure is invented ("Kestrel", "Orbis", "K9", "Orbisville"); no
sentence is a fact or is taken from a real document.
"""

from __future__ import annotations

import pytest

from chipatlas.extract.sentiment import score_sentiment
from chipatlas.extract.taxonomy import classify

# (language, title, body, type) -- Synthetic.
TYPES: list[tuple[str, str, str, str]] = [
    # a groundbreaking in the past tense ("broke ground") is a plant being built, in every language;
    # a bet on the market after the comma ("betting that demand will outstrip supply") is backdrop
    (
        "en",
        "Kestrel broke ground on a $500 million advanced packaging facility in Orbisville, betting that "
        "demand for AI chip assembly will continue to outstrip supply through 2030.",
        "",
        "capacity_expansion",
    ),
    ("en", "Kestrel holds groundbreaking ceremony for its second K9 line", "", "capacity_expansion"),
    ("de", "Kestrel feiert den Spatenstich in Orbisstadt", "", "capacity_expansion"),
    ("fr", "Kestrel pose la première pierre de son nouveau site à Orbisville", "", "capacity_expansion"),
    ("es", "Kestrel coloca la primera piedra de su nuevo centro en Orbisville", "", "capacity_expansion"),
    ("it", "Kestrel posa la prima pietra del nuovo polo di Orbisville", "", "capacity_expansion"),
    (
        "en",
        "Kestrel opens a new HBM line, hoping that shortages of K9 memory will ease next year",
        "",
        "capacity_expansion",
    ),
    # must not: demand beyond supply as the story itself stays a supply story
    ("en", "Demand for K9 memory will outstrip supply through 2027", "", "supply_disruption"),
    # "to deal with" a problem is a verb, no deal; a deal with a company is one
    (
        "en",
        "Racks are getting hot.",
        "Engineers must learn how to deal with heat, cooling and vibration in a 150 kW rack. "
        "Cooling vendors and rack makers each deal with part of it.",
        "other",
    ),
    ("en", "Kestrel signs a deal with Orbis for K9 servers", "", "partnership_deal"),
    ("en", "Kestrel strikes deal with Orbis", "", "partnership_deal"),
    # building a data centre (an "AI factory") is compute capacity being built, whoever presents it
    (
        "de",
        "Orbisstadt (Examplewire/dpa) - Kestrel und Orbis errichten in Orbisstadt ein gemeinsames "
        "Rechenzentrum für Künstliche Intelligenz.",
        "Das Projekt wird am Dienstag offiziell vorgestellt.",
        "capacity_expansion",
    ),
    ("en", "Kestrel and Orbis build a joint AI data center in Orbisville", "", "capacity_expansion"),
    ("en", "Kestrel builds an AI factory in Orbisville with 10,000 K9 chips", "", "capacity_expansion"),
    ("fr", "Kestrel construit un centre de données pour l'IA à Orbisville", "", "capacity_expansion"),
    ("es", "Kestrel construye un centro de datos de IA en Orbisville", "", "capacity_expansion"),
    ("it", "Kestrel costruisce un nuovo data center per l'IA a Orbisville", "", "capacity_expansion"),
    # must not: a product for data centres is still a release
    ("en", "Kestrel launches K9 accelerator for AI data centers", "", "technical_release"),
    # a quarter's profit, named by its ordinal, is the quarter's results
    (
        "es",
        "Kestrel, mayor fabricante mundial de chips, gana 39,1 % más en el tercer trimestre y marca récord",
        "",
        "financial_results",
    ),
    ("en", "Kestrel earns 39% more in the third quarter", "", "financial_results"),
    ("fr", "Kestrel gagne 39 % de plus au troisième trimestre", "", "financial_results"),
    ("it", "Kestrel guadagna il 39% in più nel terzo trimestre", "", "financial_results"),
    ("de", "Kestrel verdient im dritten Quartal 39 Prozent mehr", "", "financial_results"),
    # must not: an act set for a quarter keeps its own type
    ("en", "Kestrel to start HBM production in the third quarter", "", "capacity_expansion"),
]


@pytest.mark.parametrize(("lang", "title", "body", "expected"), TYPES)
def test_type(lang: str, title: str, body: str, expected: str) -> None:
    choice = classify(title, body)
    assert choice.type == expected, (lang, choice.reasons)


# (language, title, body, sentiment) -- Synthetic. When the story's event eases export controls
# (exports reopened, approved, licensed), the controls and restrictions the body names are what is
# eased: they are no bad news of their own. Controls tightened stay bad news.
EASED: list[tuple[str, str, str, str]] = [
    (
        "en",
        "Regulator reopens K9 exports to China with a revenue share",
        "The decision eases export controls set last year. Restrictions on the K10 remain. "
        "The restrictions had cut Kestrel's sales, and other restrictions were debated.",
        "positive",
    ),
    (
        "de",
        "Regierung genehmigt Export von K9-Chips nach China",
        "Die Exportkontrollen aus dem Vorjahr werden gelockert. Beschränkungen für den K10 bleiben. "
        "Die Sanktionen hatten den Umsatz von Kestrel gedrückt.",
        "positive",
    ),
    (
        "zh",
        "监管机构批准K9芯片对中国出口",
        "此前的出口管制曾打击凯斯特的销售。部分制裁仍然有效。出口管制的其他部分仍在讨论。",
        "positive",
    ),
    (
        "ja",
        "政府がK9の中国向け輸出を承認",
        "これまでの輸出規制はケストレルの売上を押し下げていた。一部の規制は残る。",
        "positive",
    ),
    (
        "ko",
        "정부, K9 칩 중국 수출 승인",
        "그동안 수출 통제로 케스트렐의 매출이 줄었다. 일부 제재는 유지된다.",
        "positive",
    ),
    # must not: controls tightened are bad news
    (
        "en",
        "Regulator tightens K9 export controls",
        "The restrictions cover K9 and K10 chips. Kestrel expects lower sales.",
        "negative",
    ),
]


@pytest.mark.parametrize(("lang", "title", "body", "expected"), EASED)
def test_controls_eased_are_no_bad_news(lang: str, title: str, body: str, expected: str) -> None:
    choice = classify(title, body)
    mood = score_sentiment(f"{title}\n{body}", choice.polarity, choice.because, choice.weight, choice.eases)
    assert mood.label == expected, (lang, choice.type, mood.reasons)


# (language, title, type) -- Synthetic. Money put into a company is a deal between the two; money
# put into a plant, a site or a place is capacity.
STAKES: list[tuple[str, str, str]] = [
    ("en", "Kestrel to invest up to $100 billion in Orbis", "partnership_deal"),
    (
        "it",
        "Kestrel, il gigante dei chip, ha annunciato un massiccio investimento fino a 100 miliardi "
        "di dollari in Orbis.",
        "partnership_deal",
    ),
    ("fr", "Kestrel annonce un investissement de 5 milliards de dollars dans Orbis", "partnership_deal"),
    ("es", "Kestrel anuncia una inversión de 5.000 millones de dólares en Orbis", "partnership_deal"),
    ("de", "Kestrel kündigt eine Investition von 5 Milliarden Dollar in Orbis an", "partnership_deal"),
    # must not: a plant, a country, a US state or a field stays capacity
    ("en", "Kestrel to invest $10 billion in a new fab in Orbisville", "capacity_expansion"),
    ("en", "Kestrel invests €2 billion in Germany", "capacity_expansion"),
    ("en", "Kestrel invests $2 billion in Texas", "us_production"),
    ("en", "Kestrel invests $2 billion in AI infrastructure", "capacity_expansion"),
    ("de", "Kestrel investiert 5 Milliarden in ein neues Werk in Orbisstadt", "capacity_expansion"),
]


@pytest.mark.parametrize(("lang", "title", "expected"), STAKES)
def test_an_investment_in_a_company_is_a_deal(lang: str, title: str, expected: str) -> None:
    choice = classify(title, "")
    assert choice.type == expected, (lang, choice.reasons)


# (language, title, type) -- Synthetic. One company commissioning another to build something is a
# contract between the two (what the story reports), whatever is built.
COMMISSIONS: list[tuple[str, str, str]] = [
    (
        "es",
        "Orbis ha encargado a la española Kestrel la construcción de un centro de datos en Orbisville",
        "partnership_deal",
    ),
    ("en", "Orbis commissions Kestrel to build a data centre in Orbisville", "partnership_deal"),
    ("en", "Orbis hires Kestrel to build its new packaging plant", "partnership_deal"),
    ("de", "Orbis beauftragt Kestrel mit dem Bau eines Rechenzentrums in Orbisstadt", "partnership_deal"),
    ("fr", "Orbis confie à Kestrel la construction d'un centre de données à Orbisville", "partnership_deal"),
    ("it", "Orbis affida a Kestrel la costruzione di un data center a Orbisville", "partnership_deal"),
    # must not: a company building for itself stays capacity
    ("es", "Kestrel inicia la construcción de un centro de datos en Orbisville", "capacity_expansion"),
]


@pytest.mark.parametrize(("lang", "title", "expected"), COMMISSIONS)
def test_a_commission_to_build_is_a_contract(lang: str, title: str, expected: str) -> None:
    choice = classify(title, "")
    assert choice.type == expected, (lang, choice.reasons)
