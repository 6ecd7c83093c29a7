"""Figures of a memory product: one maker's HBM generation ("SK hynix's 12-layer HBM4").

Stack layers and a pin's speed are a memory product's, not the chip's that uses it nor
the maker's. The product is named by its maker and its generation. The generation is the
one written right after the figure ("12-layer HBM4"), else the nearest before it in its
sentence ("HBM3E 8-layer ... and 12-layer"). The maker is the memory maker named last
before the figure in its own clause, else the one memory maker the sentence names, else
the one the sentence right before named when this one names none ("The company plans
16-layer HBM3E"; two sentences away, nothing is carried). Two makers and no clause to
tell them apart, or no generation written: no product, and the figure stays unattached.
"""

from __future__ import annotations

import re

from chipatlas.extract.claims import spec_prop
from chipatlas.extract.figures import Named, clause, figure_claims, unattached
from chipatlas.extract.findings import RefFn
from chipatlas.extract.quantities import Quantity
from chipatlas.extract.subject_basis import GATED, Basis, record
from chipatlas.model.schema import K, P
from chipatlas.model.statement import Statement

# The companies that make HBM stacks; a figure of a stack is only ever one of theirs.
MEMORY_MAKERS = frozenset({"company:sk_hynix", "company:samsung", "company:micron", "company:cxmt"})
# "HBM4", "HBM3E", "HBM3e", "(HBM4)", Korean "HBM4을": no letter or digit glued on either side.
_GENERATION = re.compile(r"(?<![A-Za-z0-9])HBM ?(\d[Ee]?)(?![A-Za-z0-9])")

# A buyer's demand, a target or a standard in the figure's clause: "Nvidia asked for HBM4 above
# 10 Gbps", "the 11 Gbps target", "고객사는 ... 요구", "顧客は ... 求めている" (the verb may follow
# the figure). Such a figure is no maker's product's, even with a maker named before it. (An
# English "standard" is left to extract/spec_doubts.py: "its standard stack" is the product's.)
_DEMAND = re.compile(
    r"\b(?:ask(?:s|ed)?|requir\w*|demand\w*|want(?:s|ed)?|targets?|goals?|verlang\w*"
    r"|forder\w*|exig\w*|richiest\w*|requisit\w*)\b|要求|求め|目標|요구|목표|규격|規格|标准|標準|目标",
    re.IGNORECASE,
)

_OTHERS = ("company:", "platform:", "chip:")


def generation(text: str, s0: int, s1: int, q: Quantity) -> str | None:
    """The HBM generation of a figure: written right after it ("12-layer HBM4"), else the
    nearest before it in its sentence ("HBM3E 8단 ... 12단"), else the nearest after it."""
    found = [(m.start(), m.end(), m.group(1).upper()) for m in _GENERATION.finditer(text, s0, s1)]
    right_after = [g for g in found if q.end <= g[0] <= q.end + 2]
    before = [g for g in found if g[1] <= q.start]
    after = [g for g in found if g[0] >= q.end]
    chosen = right_after[:1] or before[-1:] or after[:1]
    return "HBM" + chosen[0][2] if chosen else None


def maker(
    text: str, span: tuple[int, int], q: Quantity, named: list[Named], focus: str | None
) -> Named | str | None:
    """The memory maker a stack figure belongs to (a name in the sentence, or the focus id)."""
    makers = [n for n in named if n.entity_id in MEMORY_MAKERS]
    a, b = clause(text, q, *span)
    if _DEMAND.search(text, a, b):
        return None
    before = [n for n in makers if a <= n.start and n.end <= q.start]
    if before:
        return before[-1]
    if len({n.entity_id for n in makers}) == 1:
        return makers[0]
    # "According to the Korean company, HBM4 ... 10 Gbps"; not when the clause names another
    # company or a platform before the figure, whose figure it is ("Nvidia raised the HBM4 speed
    # for Rubin to 11 Gbps": a buyer's setting, not the maker's product).
    other = any(n.entity_id.startswith(_OTHERS) and a <= n.start and n.end <= q.start for n in named)
    if not makers and focus in MEMORY_MAKERS and not other:
        return focus
    return None


def product(
    text: str, span: tuple[int, int], q: Quantity, named: list[Named], focus: str | None
) -> tuple[str, str] | None:
    """('SK hynix HBM4', 'company:sk_hynix'): the product a stack or pin figure is about and its
    maker, or None when either is not clear. The maker is named as the text writes it when
    that is in Latin letters ("Samsung HBM3E"), else by its short name: "삼성전자의 HBM3E" is the
    same product as "Samsung HBM3E" (one entity in every language), not "Samsung Electronics HBM3E"."""
    gen = generation(text, *span, q)
    who = maker(text, span, q, named, focus) if gen else None
    if who is None:
        return None
    if isinstance(who, str):
        return f"{_FOCUS_NAMES[who]} {gen}", who
    name = who.written if _LATIN.fullmatch(who.written) else _FOCUS_NAMES.get(who.entity_id, who.name)
    return f"{name} {gen}", who.entity_id


_LATIN = re.compile(r"[A-Za-z][A-Za-z .&-]*")
# Short names of the makers, for a maker carried in focus (no mention to read it from).
_FOCUS_NAMES = {
    "company:sk_hynix": "SK hynix",
    "company:samsung": "Samsung",
    "company:micron": "Micron",
    "company:cxmt": "CXMT",
}


def stack_claims(
    text: str,
    span: tuple[int, int],
    q: Quantity,
    fig: tuple[str, str],
    named: list[Named],
    focus: str | None,
    ref: RefFn,
    evidence: str,
    bases: dict[str, Basis] | None = None,
) -> list[Statement]:
    """A stack or pin figure (``fig`` = metric, scope) on its memory product, else unattached."""
    metric, scope = fig
    s0, s1 = span
    quote = (text[s0:s1], s0, s1)
    found = product(text, span, q, named, focus)
    basis = Basis.MEMORY_NAMED
    if found is not None and not any(n.entity_id == found[1] for n in named):
        basis = Basis.MEMORY_FOCUS  # the maker the sentence before named
    if found is None or basis in GATED:
        return unattached(q, metric, scope, quote, evidence)
    name, maker_id = found
    eid = ref(K.CHIP, name)
    claims = figure_claims(eid, spec_prop(metric, scope, q.qualifier), q, fig, quote, evidence)
    record(bases, claims, basis)
    return [
        Statement(eid, K.CHIP, P.NAME, name, name, *quote, evidence),
        Statement(eid, K.CHIP, P.MAKER, maker_id, maker_id, *quote, evidence),
        *claims,
    ]
