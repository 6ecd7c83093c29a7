"""Signal type and evidence on unseen text: general classes from the tuning and audit errors (branch type3).

SYNTHETIC: every headline, sentence and article here is invented for this test ("Kestrel Memory",
"Orbis Foundry", "Lumen Systems" do not exist; no sentence reports a real event). Written before
the rules. Near misses that must not change sit next to each class.

Classes:
- type: a company's "resources" are no re-sourcing (a supply disruption); re-sourcing still is one;
- type: trade restrictions (any language) are export control, not a disruption;
- type: building a manufacturing site, plant or hub, and adding GPUs to a cluster, are capacity
  expansion; doubling capacity in Italian, Spanish, French, German too;
- type: "X—also known as Y—said ..." is one clause: "known as" is no backdrop;
- type: a concession ("X may be shipping A, but ...", "zwar ..., aber", "certes ..., mais") is the
  backdrop: the clause after "but" is what the story reports;
- evidence: analysts who forecast or predict opening the story make it speculative, in four
  languages; a company's own forecast does not;
- evidence: "apparently", "offenbar", "apparemment", "al parecer", "a quanto pare", and talk heard
  in the market ("am Markt ist zu hören") hedge the source; a named outlet alone stays claimed
  (tests/test_media_source_evidence.py).
"""

from __future__ import annotations

import pytest

from chipatlas.extract.hedges import hedge_words, lead_hedge
from chipatlas.extract.sentiment import score_sentiment
from chipatlas.extract.taxonomy import classify

_FILLER = "SYNTHETIC TEST TEXT: the company gave no further details of the plan or its timing."

TYPE_ROWS = (
    # resources are no re-sourcing
    ("Lumen Systems is re-sourcing HBM after a defect at Kestrel Memory", "supply_disruption"),
    ("Lumen Systems begins resourcing its substrates away from Orbis Foundry", "supply_disruption"),
    # trade restrictions are export control
    ("New US trade restrictions target Kestrel Memory's AI chips", "export_control"),
    # near miss: named as the backdrop, the restrictions are not what happens
    ("Kestrel Memory ships its new HBM stacks despite trade restrictions", "technical_release"),
    ("Neue Handelsbeschränkungen treffen Kestrel Memory", "export_control"),
    ("De nouvelles restrictions commerciales visent Kestrel Memory", "export_control"),
    ("Nuevas restricciones comerciales afectan a Kestrel Memory", "export_control"),
    ("Nuove restrizioni commerciali colpiscono Kestrel Memory", "export_control"),
    # building a manufacturing site; adding GPUs; doubling capacity
    (
        "Kestrel Memory is building the world's largest manufacturing site for servers in Mexico",
        "capacity_expansion",
    ),
    ("Orbis Foundry constructs a new assembly hub in Penang", "capacity_expansion"),
    ("Lumen Systems adds another 100,000 GPUs to its cluster", "capacity_expansion"),
    ("Il cluster di Lumen prevede di raddoppiare la sua capacità a 200.000 GPU", "capacity_expansion"),
    ("Kestrel duplicará su capacidad de producción en 2027", "capacity_expansion"),
    ("Kestrel va doubler sa capacité de production en 2027", "capacity_expansion"),
    ("Kestrel will seine Kapazität bis 2027 verdoppeln", "capacity_expansion"),
    # near misses: building blocks and building a product are no plant
    ("Lumen Systems unveils building blocks for AI servers", "technical_release"),
)


@pytest.mark.parametrize(("title", "expected"), TYPE_ROWS, ids=[r[0][:40] for r in TYPE_ROWS])
def test_the_type_of_what_happens(title: str, expected: str) -> None:
    assert classify(title, "").type == expected


def test_resources_are_no_disruption() -> None:
    assert classify("Kestrel Memory has the resources to make one million accelerators", "").type != (
        "supply_disruption"
    )


def test_resources_in_the_lead_are_no_disruption() -> None:
    body = (
        "Lumen Systems has enough resources to make 750,000 accelerators, a report says.\n"
        "Its resources include stockpiled dies. " + _FILLER
    )
    assert classify("Lumen Systems and its stockpile", body).type != "supply_disruption"


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "Orbis Foundry—also known as Orbis Semiconductor—said on Tuesday that it was building"
            " a new fab in Ohio.",
            "us_production",
        ),
        (
            "Orbis Foundry—also known as Orbis Semiconductor—said on Tuesday that it was building"
            " a new fab in Penang.",
            "capacity_expansion",
        ),
        # near miss: "as" before a backdrop still cuts ("as demand cools")
        ("Kestrel Memory cuts prices as demand for HBM cools", "pricing"),
    ],
)
def test_known_as_is_no_backdrop(sentence: str, expected: str) -> None:
    assert classify("", sentence).type == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "Kestrel Memory may be shipping its new HBM stacks, but not in enough volume for Lumen"
            " Systems to meet its revenue forecast for the quarter, the company reported.",
            "financial_results",
        ),
        (
            "Kestrel liefert zwar neue HBM-Stapel aus, aber Lumen Systems verfehlt seine Umsatzprognose.",
            "financial_results",
        ),
        (
            "Kestrel livre certes ses nouvelles puces HBM, mais Lumen Systems manque sa prévision de"
            " chiffre d'affaires.",
            "financial_results",
        ),
        # near miss: no concession, the shipment to a customer is the news
        ("Kestrel Memory is shipping its new HBM stacks to Lumen Systems.", "partnership_deal"),
    ],
)
def test_a_concession_is_the_backdrop(sentence: str, expected: str) -> None:
    assert classify("", sentence).type == expected


@pytest.mark.parametrize(
    "lead",
    [
        "Analysts forecast Kestrel Memory will post $5 billion in revenue when it reports on Wednesday.",
        "Wall Street analysts predict Kestrel Memory will report a record quarter next week.",
        "Analysts anticipate that Kestrel Memory will report higher sales on Thursday.",
        "Les analystes anticipent un chiffre d'affaires de 5 milliards pour Kestrel Memory.",
        "Los analistas pronostican ingresos récord para Kestrel Memory.",
        "Gli analisti prevedono ricavi record per Kestrel Memory.",
        # apparently, and a report named as the source, in each language
        "Kestrel Memory has apparently won approval for its HBM stacks.",
        "Am Markt ist zu hören, dass Kestrel in wenigen Wochen liefern könnte.",
        "Kestrel steht offenbar kurz vor der Freigabe seiner HBM-Stapel.",
        "Kestrel aurait apparemment obtenu la qualification.",
        "Kestrel, al parecer, obtuvo la aprobación de Lumen.",
        "Kestrel, a quanto pare, ha ottenuto l'approvazione di Lumen.",
    ],
)
def test_forecasts_and_hearsay_opening_the_story_are_speculative(lead: str) -> None:
    assert lead_hedge(lead + "\n" + _FILLER) is not None


@pytest.mark.parametrize(
    "lead",
    [
        # synthetic near misses: the company's own forecast and statement are no hedge
        "Kestrel Memory forecast revenue of $5 billion for the next quarter.",
        "Kestrel Memory predicts record sales for the year, its chief executive said.",
        "Kestrel Memory said it won approval for its HBM stacks.",
        "Kestrel hat die Freigabe für seine HBM-Stapel erhalten, teilte das Unternehmen mit.",
    ],
)
def test_a_company_own_forecast_is_no_hedge(lead: str) -> None:
    assert not hedge_words(lead)


def test_a_lead_sentence_alone_on_its_line_stays_the_lead() -> None:
    # near miss: a one-sentence lead paragraph tells the story; the next paragraph gives detail
    title = "Lumen's chief visited Kestrel Memory's booth, expressing support for their partnership."
    body = f"{title}\n\nAt the booth, Kestrel Memory showcased a sample of its new HBM chip.\n{_FILLER}"
    assert classify(title, body).type == "partnership_deal"


def test_a_title_sentence_inside_its_paragraph_keeps_that_paragraph() -> None:
    title = "Lumen Systems adopts Kestrel Memory's HBM stacks for its next servers."
    body = f"{title} Kestrel Memory will build a new fab in Penang next year.\n{_FILLER}"
    assert classify(title, body).type == "customer_adoption"


def test_doubling_capacity_in_italian_outweighs_a_launch_in_passing() -> None:
    title = "L'interno del cluster di Lumen mostrato per la prima volta"
    body = (
        f"{title}\n"
        "Il video mostra i rack del cluster, raffreddati a liquido.\n"
        "Il cluster ha completato la prima fase e prevede di raddoppiare la sua capacità a 200.000 GPU."
        " Orbis ha detto che sosterrà l'aggiunta di altre 100.000 GPU.\n"
        "Lumen prevede di addestrare un modello con il cluster, con un lancio previsto l'anno prossimo.\n"
    )
    assert classify(title, body).type == "capacity_expansion"


SENTIMENT_ROWS = (
    # a failure denied with a contracted "not" is no bad news
    ("Kestrel Memory hasn't failed any qualification tests at Lumen Systems, its chief said.", "positive"),
    ("Kestrel Memory didn't fail the qualification test, the company said.", "positive"),
    # a results call where a slower ramp puts a damper on the next quarters; "top brass" is no rise
    (
        "Kestrel's slower ramp has put a damper on the next two quarters, the company's top brass said on a"
        " call going over preliminary financial results for its second fiscal quarter.",
        "negative",
    ),
    # near misses: a failure stated, and a revenue that tops a mark
    ("Kestrel Memory failed the qualification test at Lumen Systems.", "negative"),
    ("Kestrel Memory's quarterly revenue tops $1 billion, its financial results show.", "positive"),
)


@pytest.mark.parametrize(("text", "expected"), SENTIMENT_ROWS, ids=[r[0][:40] for r in SENTIMENT_ROWS])
def test_the_sentiment_of_denied_failures_and_dampened_results(text: str, expected: str) -> None:
    choice = classify(text, "")
    assert score_sentiment(text, choice.polarity, choice.because, choice.weight).label == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # releasing words is no product release: the type comes from what they are about
        ("Kestrel Memory released a rebuttal to the press report on Friday.", "other"),
        (
            "In a statement released on Friday, Kestrel Memory said it will build a new fab in Penang.",
            "capacity_expansion",
        ),
        ("Kestrel Memory released its quarterly results on Thursday.", "financial_results"),
        # near miss: a product released
        ("Kestrel Memory released its new HBM4 stacks on Thursday.", "technical_release"),
    ],
)
def test_words_released_are_no_product_release(sentence: str, expected: str) -> None:
    assert classify(sentence, "").type == expected


EXPORT_ROWS = (
    # exports allowed again or resumed: export control, and the controls ease (good news)
    ("Washington allows Kestrel Memory to resume exports of its X1 accelerators to China", "positive"),
    (
        "La administración autorizó a la compañía Kestrel Memory a reanudar la exportación de sus unidades"
        " de procesamiento gráfico X1 a China.",
        "positive",
    ),
    ("Le gouvernement autorise Kestrel à reprendre les exportations de puces X1 vers la Chine.", "positive"),
    ("Kestrel darf den Export seiner X1-Chips nach China wieder aufnehmen.", "positive"),
    ("Regulators reopen exports of Kestrel's X1 chips to China", "positive"),
    # near miss: a tightened control stays bad news
    ("Regulators tighten exports of Kestrel's X1 chips to China", "negative"),
)


@pytest.mark.parametrize(("text", "sentiment"), EXPORT_ROWS, ids=[r[0][:40] for r in EXPORT_ROWS])
def test_exports_allowed_again_are_export_control_easing(text: str, sentiment: str) -> None:
    choice = classify(text, "")
    got = score_sentiment(text, choice.polarity, choice.because, choice.weight).label
    assert (choice.type, got) == ("export_control", sentiment)


def test_production_resumed_is_no_export_control() -> None:
    # near miss: resuming production after an outage is no export decision
    assert classify("Kestrel Memory resumes production at its Boise fab after the outage", "").type != (
        "export_control"
    )


LEAD_ROWS = (
    # a supply allocation: a share of a buyer's orders secured is a deal, in five languages
    (
        "Kestrel Memory (KSM.F) has secured about 70% of Lumen's (LUM) memory orders for its next platform,"
        " according to a news agency.",
        "partnership_deal",
    ),
    ("Kestrel Memory se adjudica el 70% de los pedidos de memoria de Lumen.", "partnership_deal"),
    ("Kestrel Memory obtient 70 % des commandes de mémoire de Lumen.", "partnership_deal"),
    ("Kestrel Memory sichert sich 70 Prozent der Speicheraufträge von Lumen.", "partnership_deal"),
    ("Kestrel Memory si aggiudica il 70% degli ordini di memoria di Lumen.", "partnership_deal"),
    # a supply-demand gap is no supply deal: the capacity expansion that narrows it is the event
    (
        "Orbis Foundry is projected to narrow the accelerator supply-demand gap to 10% through aggressive"
        " expansion of its packaging capacity.",
        "capacity_expansion",
    ),
    # results that beat expectations and profits that rose, in Spanish, French, Italian, German
    ("El fabricante Kestrel ganó más de lo esperado en el tercer trimestre.", "financial_results"),
    ("Los beneficios de Kestrel aumentaron un 39% en el trimestre.", "financial_results"),
    ("Le bénéfice de Kestrel a progressé de 39 % au troisième trimestre.", "financial_results"),
    ("Gli utili di Kestrel sono cresciuti del 39% nel trimestre.", "financial_results"),
    ("Kestrel verdiente im Quartal mehr als erwartet.", "financial_results"),
    # near miss: supplying a buyer is still a deal
    ("Kestrel Memory will supply HBM to Lumen Systems next year.", "partnership_deal"),
)


@pytest.mark.parametrize(("sentence", "expected"), LEAD_ROWS, ids=[r[0][:40] for r in LEAD_ROWS])
def test_allocations_gaps_and_results_in_the_lead(sentence: str, expected: str) -> None:
    assert classify("", sentence).type == expected


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        # a cap on exports to China under consideration is export control (Chinese, both scripts)
        ("美國官員正考慮限制凱斯特向單一家中國公司出口人工智能加速器的數量。", "export_control"),
        ("美国官员考虑限制凯斯特向中国客户出货加速器。", "export_control"),
        ("官員曾探討將每間中國企業購買凱斯特X1晶片的上限設在7.5萬枚。", "export_control"),
        # near miss: a supply agreement signed
        ("凯斯特与卢门签署供货协议。", "partnership_deal"),
    ],
)
def test_an_export_cap_is_export_control(sentence: str, expected: str) -> None:
    assert classify("", sentence).type == expected
