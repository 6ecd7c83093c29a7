"""A company's figure in running text: money, a percentage, wafers or jobs, and whose it is.

What the money is for and which period it covers come from the clause; its owner is the
company the figure names ("$3 billion at Quantix"), the possessive's, or the company in
focus where the sentence's subject describes it. Where the owner is not said the figure is
kept unattached (``figure_claims.unattached``), never given to a guessed company.
"""

from __future__ import annotations

import re
from dataclasses import replace

from chipatlas.extract import (
    acquirers,
    company_metrics,
    expected_percents,
    expected_results,
    figure_owners,
    other_owners,
    owner_doubts,
    percent_metrics,
)
from chipatlas.extract.claims import spec_prop
from chipatlas.extract.company_metrics import company_metric
from chipatlas.extract.figure_claims import figure_claims, unattached
from chipatlas.extract.figure_classes import Family, family
from chipatlas.extract.figure_owners import Named, clause
from chipatlas.extract.figures import scope_after
from chipatlas.extract.folding import blind, folded
from chipatlas.extract.periods import own_period, period, results_period
from chipatlas.extract.quantities import Quantity
from chipatlas.extract.relation_focus import described_subject
from chipatlas.extract.subject_basis import GATED, Basis, record
from chipatlas.model.statement import Statement

__all__ = ["company_figure"]

_POSSESSIVE = re.compile(r"['’]s?\b|\s?的|\s?の")
_OF = re.compile(r"\s+(?:of|de|di|von|d')\s*", re.I)
_AT = re.compile(r"\s+at\s+(?=[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*)*(?![\w'’]))")  # not "at X's plant"


# A range after a change verb and "from" is a value's change, not a range of values ("rose from
# 33 to 41%", "aumentó del 33 al 41", "è salito dal 33 al 41", "stieg von 33 auf 41").
_CHANGE_FROM = re.compile(
    r"\b(?:rose|grew|increased|fell|dropped|declined|aument\w*|subi\w*|creci\w*|baj\w*|cay\w*|"
    r"salit\w*|sces\w*|augment\w*|baiss\w*|stieg|gestiegen|sank|gesunken)\b[,\s]+"
    r"(?:también\s+|anche\s+|also\s+)?(?:from|del|dal|de|du|von)\s+(?:the\s+|el\s+|il\s+)?$",
    re.I,
)


# "5조 원대", "1조 원 중후반대", "1兆円台": a level ("in the 5-trillion-won range"), not an amount
# ("원 대비" is "against").
_LEVEL = re.compile(r"(?:원|円)\s?(?:(?:초|중|후|초중|중후)반\s?)?(?:대|台)(?!비|만|출|湾|灣)")
# ... and "40%台", "40%대": the band of percentages from 40 to 49, not 40.
_PERCENT_LEVEL = re.compile(r"\s?(?:台|대)(?!비|만|출|湾|灣|积|積|北|中|南|股|达|達)")


# A demand of all buyers: "global CoWoS demand", "全球…总需求", "업계 전체 수요".
_MARKET_WIDE = blind(
    r"\bglobal\b|\bworldwide\b|\bindustry\b|\btotal\b|全球|全世界|总需求|總需求|업계|전 세계|世界"
)


# Money of no purpose, the state's, a holder's, a product's price (a company has none), Spanish
# "ingresos operativos" (a profit or a revenue, not said), orders (placed or received: the words
# rarely say which side): no company's own figure.
_NO_OWNER = frozenset({"money", "public_budget", "holding_value", "price", "operating_income", "orders"})
_OF_ITS_REVENUE = re.compile(r"\bof (its|their) (?:[\w-]+ ){0,4}?(?:revenue|sales|turnover)\b", re.I)


def company_figure(
    text: str,
    span: tuple[int, int],
    q: Quantity,
    named: list[Named],
    company: str | None,
    evidence: str,
    products: tuple[int, ...] = (),
    carried: str | None = None,
    earlier: tuple[str, ...] = (),
    bases: dict[str, Basis] | None = None,
) -> list[Statement]:
    """Money, a percentage, wafers or jobs: a company's figure (a percentage may be a chip's).
    ``products`` are where the sentence names chips or systems (document offsets); ``carried``
    is the reporting period the document named last (a results figure naming none takes it);
    ``earlier`` the companies the sentence before named (a "respectively" list's owners);
    ``bases`` receives how each attached claim's owner was read (``extract.subject_basis``)."""
    s0, s1 = span
    if q.kind == "percent" and q.is_range and _CHANGE_FROM.search(text, max(s0, q.start - 40), q.start):
        # "El margen operativo aumentó del 33 al 41 por ciento": two values, before and after
        ends = (replace(q, value=q.low, high=q.low), replace(q, value=q.high, low=q.high))
        return [
            s
            for end in ends
            for s in company_figure(text, span, end, named, company, evidence, products, carried, bases=bases)
        ]
    quote = (text[s0:s1], s0, s1)
    a, z = clause(text, q, s0, s1)
    words = text[a:z]
    metric = company_metric(q, words, text[s0:s1])
    if metric == "loss":  # "contro una perdita di 3,4 trilioni": the profit, negative
        metric, q = company_metrics.loss_metric(text[s0:s1]), company_metrics.negated(q)
    q = company_metrics.signed(q, metric, words, q.start - a)  # "cut energy use by 20-30%": -30 to -20
    if q.kind.startswith("money"):  # "beat the consensus of X", "data center revenue of X": not the total
        sentence, at = text[s0:s1], q.start - s0
        named_result = company_metrics.result_named(sentence, at)
        metric = expected_results.result_kind(metric, named_result, sentence, at, q.end - s0)
    elif q.kind == "percent":  # "expects a gross margin of 53.5% to 55.5%": guidance, not a result
        metric = expected_percents.percent_kind(metric, text[s0:s1], q.start - s0, q.end - s0)
    # "前三季度营收", "the first half's revenue": the cumulative period named nearest before it
    own = own_period(metric, text[s0:s1], q.start - s0)
    scope = scope_after(text, q, s1) or own or (period(words) if q.kind != "percent" else None)
    scope = scope or (results_period(metric, words, text[s0:s1], carried) if own != "" else None)
    # A percentage takes the company in focus only where the sentence's subject describes it
    # ("The company now accounts for over 75% of ..."): else a share may be anyone's.
    described = described_subject(text[s0:s1], q.start - s0) is not None
    # A margin is always a company's: a sentence naming no one speaks of the company in focus.
    focus = (
        company
        if q.kind != "percent"
        or (described and metric == "share")
        or metric.startswith(("margin", "segment_margin"))
        else None
    )
    everyone, named = named, figure_owners.candidates(text, named)
    if q.kind.startswith("money"):
        named = figure_owners.plant_owners_dropped(text, named)
    # "165 milliards de dollars de TSMC", "$3 billion at Quantix": the owner follows
    of = _OF.match(text, q.end) or _AT.match(text, q.end)
    after = [n for n in named if of and n.start == of.end()]
    if after:
        subjects, basis = [after[0].entity_id], Basis.NAME_OF
    else:
        subjects, basis = figure_owners.owners(named, q, text, span, focus, q.kind != "percent")
    if not after and named and q.kind != "percent" and owner_doubts.described_clause(text, q, a, named):
        # "Founded by ... alongside Oracle veteran X, the company has raised $1.1 billion": the
        # clause's own subject is a company the sentence describes, not the name in another
        # clause; which company is meant is not said here (the focus may be stale): unattached.
        subjects = []
    its = _OF_ITS_REVENUE.search(words) if metric == "revenue_share" else None
    if its:
        # "NVIDIA's money came from data centers, making up 91% of their total revenue": the
        # possessive's company, the one the sentence names (or, naming none, the one in focus);
        # "Zorblax said Quantix made up 33% of its revenue": two, whose "its" is not said
        one = {n.entity_id for n in named if n.end <= q.start}  # not "..., while AMD" after it
        subjects = list(one) if len(one) == 1 else [company] if company and not named else []
        basis = Basis.POSSESSIVE if len(one) == 1 else Basis.COMPANY_FOCUS
        pair = [n for n in named if n.end <= q.start]  # "X and Y must pay 15% of their revenue": both's
        if (
            its.group(1).lower() == "their"
            and len(one) == 2
            and text[pair[0].end : pair[-1].start].strip() == "and"
        ):
            subjects, basis = [pair[0].entity_id, pair[-1].entity_id], Basis.POSSESSIVE
    listed = owner_doubts.respective_owner(text, span, q, named, earlier)
    if listed is not None:  # "Zorblax, Quantix and Veltra hold 60%, 25% and 10%": by place
        subjects, basis = listed, Basis.RESPECTIVE
    relative = owner_doubts.relative_owner(text, a, q, everyone)
    if relative is not None:  # "Zorblax takes on Quantix, whose revenue rose to $9 billion"
        subjects, basis = relative, Basis.RELATIVE
    later = owner_doubts.owner_after(text, q, everyone) if q.kind.startswith("money") else None
    if later is not None:  # "ahead of the $8.9 billion that Zorblax generated": the later name's
        subjects, basis = later, Basis.RESULT_VERB
    if q.kind.startswith("money") and not everyone and owner_doubts.not_the_focus(text, span, q):
        subjects = []  # "deliver $2 billion to the Treasury", "several companies ... $40 billion"
    if basis is Basis.COMPANY_FOCUS and other_owners.unknown_subject_opens(text, span, q, everyone):
        subjects = []  # "LG Energy Solution signed a $4.3B deal": its own subject's, not the focus's
    if q.kind.startswith("money") and other_owners.group_spending(text, q):
        subjects = []  # "the play on hyperscaler capex ($650B+ in 2026)": the group's spending
    if q.kind.startswith("money") and owner_doubts.trade_between(text, span, everyone):
        subjects = []  # "Zorblax buys HBM from Kestrel worth $3 billion": the deal's, neither's own
    part = owner_doubts.revenue_part_owner(text, s0, q, everyone)
    if part is not None:  # "Zorblax accounted for 30% of Kestrel's revenue": Kestrel's, not Zorblax's
        subjects, metric = part, "customer_revenue_share" if part else metric
        basis = Basis.REVENUE_PART
    supplier = owner_doubts.buyer_share_owner(text, s0, q, everyone)
    if supplier is not None:  # "Quantix's share of Zorblax's HBM supply": Quantix's, not the buyer's
        subjects, basis = supplier, Basis.REVENUE_PART
    if len(subjects) == 1 and owner_doubts.sov_owner_in_doubt(text, span, q, everyone, subjects[0]):
        subjects = []  # "삼성전자는 엔비디아 루빈용 ... 월 10만 장": not the nearest name's, the subject's
    if subjects and q.kind == "percent" and owner_doubts.old_percentage(text, span, q):
        subjects = []  # "rose to 45% from 41%": 41% is the old value
    if subjects and owner_doubts.denied(text, s0, q.start):
        subjects = []  # "Zorblax denied a report of a 60% price rise": no fact of Zorblax's
    if subjects and q.kind != "percent" and owner_doubts.prior_period(text, span, q):
        subjects = []  # "26 Mrd. Dollar (Vorjahr: 7,2 Mrd. Dollar)": the year before's
    if subjects and owner_doubts.earlier_value(text, span, q):
        subjects = []  # "debt, which once exceeded $14 billion": an earlier time's, not now
    if not subjects and q.kind == "count":  # "TSMC's expansion ..., with monthly capacity of 65,000 wafers"
        subjects, basis = figure_owners.capacity_owner(text, span, named), Basis.CAPACITY
    if metric.endswith("_demand") and _MARKET_WIDE.search(folded(text[s0:s1])):
        subjects = []  # "全球 CoWoS 总需求 67 万片", "global CoWoS demand": all buyers', no company's
    if q.kind.startswith("money") and figure_owners.plant_money(words, q.start - a):
        subjects = []  # "해당 공장에 건설비 5조원": the plant's money, and the plant is not named here
    if q.kind.startswith("money") and metric == "revenue" and owner_doubts.customer_part(text, s0, q, words):
        subjects, metric = [], "customer_revenue"  # a buyer's part of a supplier's revenue: neither's total
    if owner_doubts.product_closer(q, a, products, named, subjects):
        subjects = []  # "Zorblax's Trainium9 sales reached $4 billion": the product's, not its maker's
    if q.kind.startswith("money") and metric.removesuffix("_estimate") in _NO_OWNER:
        subjects = []  # "$12B in 3 months", "im Bundeshaushalt", "a starting price of $3,000"
    if q.kind.startswith("money") and owner_doubts.part_of_total(text, s0, q):
        subjects = []  # "合计50亿美元，其中…31亿美元": a part of the total, not the company's whole
    if q.kind.startswith("money") and _LEVEL.match(text, q.end - 1):
        subjects = []  # "영업이익 5조 원대": the amount's level, no amount
    if q.kind == "percent" and _PERCENT_LEVEL.match(text, q.end):
        subjects = []  # "40%台前半増", "40%대 초반": a band of percentages, no value
    if figure_owners.unknown_owner(
        text, q, named
    ):  # "... after Microsoft (3.04 trillion)", Microsoft unknown
        subjects = []
    # "el mercado global de HBM podría crecer de ... 35,7 mil millones": the market's money. Searched
    # from the sentence's start, not the clause's: a decimal comma ("35,7") would cut the clause.
    if q.kind.startswith("money") and figure_owners.market_size(text, s0, q.start):
        subjects = []
        metric = (
            "market_size" if metric in ("money", "revenue", "guidance") else metric
        )  # no other purpose said
    buyer = acquirers.acquirer(text, span, named) if q.kind == "money" and not after else None
    unbought = (
        acquirers.unbought_metric(text, span, q, words, q.start - a) if metric == "acquisition" else None
    )
    if unbought:  # "a newly acquired client", "... and an investment of $700 million": no company bought
        buyer, metric = None, unbought
        subjects = [] if unbought == "investment" or unbought in _NO_OWNER else subjects
    if buyer:  # "AMD said it is acquiring ZT Systems in a deal valued at $4.9 billion": the buyer's
        subjects, metric, basis = [buyer], "acquisition", Basis.ACQUIRER
    if q.kind == "percent" and metric == "percent" and after and not _POSSESSIVE.match(text, after[0].end):
        # "will take 10% of Zorblax", "posee un 8% de Zorblax": a part of the company, a stake
        # someone else holds, not the company's own figure
        subjects, metric = [], "stake"
    if q.kind.startswith("money") and company_metrics.change_amount(text, q.start, q.end):
        subjects, metric = [], f"{metric}_change"  # "영업이익은 1조 원 증가했다": by how much, no result
    if q.kind == "percent" and metric == "percent" and subjects and percent_metrics.supply_share(text[s0:s1]):
        metric = "share"  # "Zorblax at 70% and Quantix at 30% of the HBM4 orders": each one's part
    elif q.kind == "percent" and metric == "percent":
        subjects = []  # "30% more throughput per watt", "其中15%至25%": a percent of what, not said
    if family(metric) is Family.SPEC:  # "Zorblax's new memory ... efficiency by 40%": a product's
        subjects = [s for s in subjects if not s.startswith("company:")]  # a company has no spec gain
    if family(metric) is Family.MONEY_RESULT:  # "GB300逐步放量，公告9月營收…，月增20.4%": a company's
        subjects = [s for s in subjects if not s.startswith(("chip:", "platform:"))]  # no chip has results
    if not subjects or basis in GATED:
        return unattached(q, metric, scope or "", quote, evidence)
    out: list[Statement] = []
    for subject in subjects:
        out += figure_claims(
            subject, spec_prop(metric, scope or "", q.qualifier), q, (metric, scope or ""), quote, evidence
        )
    record(bases, out, basis)
    return out
