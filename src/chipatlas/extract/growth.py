"""A percentage that says how much a company's amount grew: "$68 billion in revenue, up 73%
from last year", "net income rose about 79% to $39 billion".

Such a percentage names no owner in its own clause, so the general rule keeps it
unattached; it belongs to the amount it modifies: that amount's owner, and its metric
with "_growth" ("revenue_growth"). When the amount itself has no clear owner or purpose,
neither has the percentage (unattached).
"""

from __future__ import annotations

import re

from chipatlas.extract.claims import spec_prop
from chipatlas.extract.company_figure import company_figure
from chipatlas.extract.company_metrics import negated
from chipatlas.extract.figure_claims import figure_claims, unattached
from chipatlas.extract.figure_owners import Named
from chipatlas.extract.periods import quarter_on_quarter
from chipatlas.extract.quantities import Quantity
from chipatlas.extract.subject_basis import Basis, record
from chipatlas.model.statement import Statement

_MONEY = ("money", "money_krw", "money_cny")
_ABOUT = r"(?:about |nearly |over |almost |some |circa |etwa |rund |alrededor del? |quasi )?"
# "$68.1 billion in revenue, up 73%", "44,1 Milliarden US-Dollar erzielt – ein Anstieg um 12
# Prozent": the amount, then its change after a comma or a dash
# "…, segnando un incremento del 62%", "…, in calo del 4%", "…, en hausse de 5 %", "…, con una crescita del"
_CHANGE_NOUN = (
    r"(?:(?:segnando|registrando|marcando|con|with|avec|mit)\s+)?(?:un|una|une|in|en)\s+(?:leggero\s+|forte\s+)?"
    r"(?:aumento|incremento|calo|descenso|balzo|crescita|crecimiento|rialzo|flessione|ribasso|diminuzione|"
    r"caída|alza|hausse|baisse|croissance)\s+(?:del?|dell['’]|de)"
)
_AFTER_AMOUNT = re.compile(
    r"^[^.;,–—]{0,30}(?:,|\s[–—-])\s*(?:(?:up|down|ein (?:Anstieg|Plus|Rückgang|Minus) (?:um|von)|"
    r"un (?:aumento|incremento|calo|descenso) del?|une (?:hausse|baisse) de)\s+|"
    + _CHANGE_NOUN
    + r"(?<=['’])\s*|"
    + _CHANGE_NOUN
    + r"\s+)"
    + _ABOUT
    + "$",
    re.I,
)
# "rose about 79% to $39.5 billion", "Los ingresos aumentaron un 35 por ciento interanual a
# 22,2 billones", "Il fatturato è aumentato del 114% ..., raggiungendo i 12,4 trilioni": the
# change, then the amount it reached
_VERB_BEFORE = re.compile(
    r"\b(?:rose|rising|jumped|grew|growing|fell|falling|climbed|surged|soared|increased|decreased|dropped|"
    r"aument\w*|cresciut\w*|crec\w*|subi\w*|cay\w*|calat\w*|diminu\w*|augment\w*|baiss\w*|"
    r"stieg|gestiegen|wuchs|gewachsen|sank|gesunken)"
    r"\s+(?:by\s+|un\s+|del?\s+|dell['’]\s*|um\s+|de\s+)?" + _ABOUT + "$",
    re.I,
)
# "down 2%", "fell 56% to ...", "cayeron un 10%": a fall, stored as a negative growth (labels'
# sign convention)
_FALL = re.compile(
    r"\b(?:down|fell|falling|dropped|decreased|declined|slid|plunged|Rückgang (?:um|von)|Minus von|"
    r"calo del?|calat\w*|cay\w*|descenso del?|diminu\w*|baiss\w*|sank|gesunken|"
    r"calo|flessione|ribasso|caída|en baisse)(?:\s+|(?=\s*dell['’]))"
    r"(?:by\s+|un\s+|del?\s+|dell['’]\s*|um\s+|de\s+)?" + _ABOUT + "$",
    re.I,
)
# Between the change and the amount: "to", "a", "auf", "à", "reaching", with a comparison base
# before it ("interanual", "rispetto all'anno precedente,"), no other figure.
_TO_AMOUNT = re.compile(
    r"^[^.;\d]{0,45}?(?:\bto|\ba|\bauf|\bà|\braggiungendo(?: i)?|\balcanzando(?: los)?|\breaching|"
    r"\batteignant)\s+$",
    re.I,
)
# Chinese and Japanese write no word breaks: "运营利润飙升62%至创纪录的11.4万亿韩元" (operating
# profit jumped 62% to a record 11.4 trillion won), "売上高は30%増の…" is not read (no amount after).
_CJK_RISE = r"飙升|增长|增加|上升|成长|成長|增長|上涨|上漲|跃升|躍升|大增|激增|急增"
_CJK_FALL = r"下降|下滑|减少|減少|暴跌|下跌|骤降|驟降"
_CJK_VERB = re.compile(r"(?:" + _CJK_RISE + "|" + _CJK_FALL + r")了?\s*(?:约|約|近|逾|超过|超過)?\s*$")
_CJK_FALL_BEFORE = re.compile(r"(?:" + _CJK_FALL + r")了?\s*(?:约|約|近|逾|超过|超過)?\s*$")
_CJK_TO = re.compile(r"\s*(?:至|到|达到|達到)[^\d。，,;；]{0,8}")
# "12 Prozent gegenüber dem Vorquartal und 69 Prozent im Jahresvergleich": a second change of
# the same amount, joined by "and"
_AND = re.compile(
    r"^[^.;\d]{0,40}\s(?:and|und|y|e|et)\s+(?:del?\s+|dell['’]\s*|de\s+|um\s+|by\s+)?" + _ABOUT + "$", re.I
)


# "…, con un aumento del 42% en los ingresos", "with a 42% rise in revenue": the percentage names
# its own result after it, not the amount before.
_OWN_RESULT_AFTER = re.compile(
    r"\s+(?:in|en|of|de|des|du|del|di|dei|im|beim)\s+(?:(?:los|las|la|le|les|il|i|its|their|the|sus?|ses|seinem)\s+)?"
    r"(?:revenue|sales|ingresos|ventas|chiffre|ventes|ricavi|fatturato|vendite|umsatz|profit|ganancias|"
    r"beneficios?|bénéfices?|utili|gewinn)",
    re.I,
)


def growth_base(text: str, q: Quantity, qs: list[Quantity]) -> Quantity | None:
    """The amount a percentage says the growth of, or None."""
    if q.kind != "percent" or _OWN_RESULT_AFTER.match(text, q.end):
        return None
    i = qs.index(q)
    before = qs[i - 1] if i > 0 else None
    if before and before.kind in _MONEY and _AFTER_AMOUNT.match(text[before.end : q.start]):
        return before
    if before and before.kind == "percent" and _AND.match(text[before.end : q.start]):
        chained = growth_base(text, before, qs)
        if chained:
            return chained
    after = qs[i + 1] if i + 1 < len(qs) else None
    if after is None or after.kind not in _MONEY:
        return None
    between, lead = text[q.end : after.start], text[max(0, q.start - 40) : q.start]
    if _TO_AMOUNT.match(between) and _VERB_BEFORE.search(lead):
        return after
    if _CJK_TO.fullmatch(between) and _CJK_VERB.search(lead):
        return after
    return None


def growth_figure(
    text: str,
    span: tuple[int, int],
    q: Quantity,
    base: Quantity,
    owners: tuple[list[Named], str | None, tuple[int, ...]],
    evidence: str,
    carried: str | None = None,
    bases: dict[str, Basis] | None = None,
) -> list[Statement]:
    """The percentage on its amount's owner as '<metric>_growth' (``owners``: the companies
    named, the company in focus, where products are named); unattached when the amount is.
    The growth's owner is read as its amount's (``bases`` receives that basis)."""
    named, company, products = owners
    s0, s1 = span
    quote = (text[s0:s1], s0, s1)
    found: dict[str, Basis] = {}
    claims = company_figure(text, span, base, named, company, evidence, products, carried, bases=found)
    subject = next((s.value for s in claims if s.prop == "subject"), "")
    metric = next((s.value for s in claims if s.prop == "metric"), "")
    if not subject or metric in ("", "money", "customer_revenue") or metric.endswith("_estimate"):
        # an estimate's growth is not said: the analysts expected an amount, no change of it
        return unattached(q, "growth", "", quote, evidence)
    # "the stock rose 3% to $112.50": a share price's move, as a bare one is named
    name = "share_price_change" if metric == "share_price" else f"{metric}_growth"
    lead = text[max(0, q.start - 40) : q.start]
    if _FALL.search(lead) or _CJK_FALL_BEFORE.search(lead):
        q = negated(q)
    scope = next((s.value for s in claims if s.prop == "scope"), "")  # "revenue this quarter, up 73%"
    if quarter_on_quarter(name, text[s0:s1], q.start - s0):  # "$16.1 billion, up 80% quarter-over-quarter"
        scope = "per_quarter"
    out = figure_claims(subject, spec_prop(name, scope, q.qualifier), q, (name, scope), quote, evidence)
    for basis in list(found.values())[:1]:  # the amount's owner was read so: its growth's too
        record(bases, out, basis)
    return out
