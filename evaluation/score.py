"""Gold labels against what the store holds: counts per field, and every error by name.

Figures pair one-to-one: a stored figure pairs with a gold figure when their values
agree in SI units (0.5%; a range needs both ends), else when the bare numbers agree
(then the unit is wrong: bits for bytes, say). A pair is *right* when subject, scope
and unit are all right; a pair whose subject is wrong is a **wrong-subject figure**
(the target is 0). Stored figures that pair with nothing are spurious; gold figures
with no pair are missed. Unattached figures (no subject) are neither right nor wrong
subjects: they are listed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache

from chipatlas.extract.figure_classes import figure_class
from chipatlas.model import knowledge
from chipatlas.model.names import match_key
from chipatlas.model.units import to_base
from evaluation.gold import GoldDoc, GoldFigure, GoldRelation
from evaluation.observe import ObservedDoc, ObservedFigure, ObservedRelation

FIELDS = ("entities", "aliases", "figures", "subject", "scope", "unit", "metric", "relations")
SIGNAL_FIELDS = ("type", "sentiment", "date", "source", "evidence")
_RANGE = re.compile(r"^\s*(-?[\d.,]+)\s*[-–]\s*(-?[\d.,]+)\s*$")


@dataclass
class Counts:
    tp: int = 0
    fp: int = 0
    fn: int = 0

    def add(self, other: Counts) -> None:
        self.tp, self.fp, self.fn = self.tp + other.tp, self.fp + other.fp, self.fn + other.fn

    @property
    def precision(self) -> float | None:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else None

    @property
    def recall(self) -> float | None:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else None


@dataclass
class DocScore:
    id: str
    held_out: bool
    counts: dict[str, Counts] = field(default_factory=lambda: {f: Counts() for f in FIELDS + SIGNAL_FIELDS})
    wrong_subject: int = 0
    unattached: int = 0
    quotes: int = 0
    bad_quotes: int = 0
    errors: list[str] = field(default_factory=list)
    # (basis, outcome) per attached stored figure: outcome right | wrong_subject | wrong | spurious
    outcomes: list[tuple[str, str]] = field(default_factory=list)
    # (class, outcome) per attached stored figure: class = basis/metric family (extract/figure_classes.py)
    classes: list[tuple[str, str]] = field(default_factory=list)
    # relations counted per kind (supply, site, ownership, deployment): gold kind for a hit
    # or a miss, the proposal's kind for a spurious one
    relation_kinds: dict[str, Counts] = field(default_factory=dict)
    # figure proposals (kept for review, stated as no fact): how many, and as scored against the
    # labels had they been stated (tp right, fp any other), with their classes' outcomes
    proposed: Counts = field(default_factory=Counts)
    proposed_classes: list[tuple[str, str]] = field(default_factory=list)
    # (class, outcome) of every attached figure, stated and proposed paired in one pool: what
    # stating them all would give, whichever classes are trusted now (evaluation/classes.py)
    all_classes: list[tuple[str, str]] = field(default_factory=list)
    # stated and proposed figures together, as if a reviewer accepted every proposal: what the
    # review loop can reach at most (the target is on stated figures alone)
    read: Counts = field(default_factory=Counts)

    @property
    def n_proposed(self) -> int:
        return self.proposed.tp + self.proposed.fp


def _keys(*names: str) -> set[str]:
    return {match_key(n) for n in names if n} - {""}


def _values(text: str) -> tuple[float, float] | None:
    m = _RANGE.match(text)
    try:
        if m:
            return float(m.group(1).replace(",", "")), float(m.group(2).replace(",", ""))
        number = float(text.replace(",", ""))
    except ValueError:
        return None
    return number, number


def _si(low: float, high: float, unit: str) -> tuple[str, float, float]:
    """(kind, low, high) in SI; units the registry does not know ('x', 'TWD') stay as they are."""
    found_low, found_high = to_base(low, unit), to_base(high, unit)
    if found_low is None or found_high is None:
        return unit, low, high
    return found_low[0], found_low[1], found_high[1]


def _close(a: float, b: float) -> bool:
    return abs(a - b) <= 0.005 * max(abs(a), abs(b)) or a == b


def _same_value(gold: GoldFigure, seen: ObservedFigure) -> tuple[bool, bool]:
    """(values agree at all, and in the same unit kind)."""
    values = _values(seen.value)
    if values is None:
        return False, False
    g_kind, g_low, g_high = _si(gold.low, gold.high, gold.unit)
    s_kind, s_low, s_high = _si(values[0], values[1], seen.unit)
    if g_kind == s_kind and _close(g_low, s_low) and _close(g_high, s_high):
        return True, True
    return _close(gold.low, values[0]) and _close(gold.high, values[1]), False


def _subject_ok(gold: GoldFigure, seen: ObservedFigure, aliases: dict[str, set[str]]) -> bool:
    wanted: set[str] = set()
    for name in (gold.subject, *gold.subject_also):
        wanted |= aliases.get(name, _keys(name))
    return bool(_with_maker_forms(wanted, aliases) & seen.subject_keys)


def _with_maker_forms(keys: set[str], aliases: dict[str, set[str]]) -> set[str]:
    """A product subject named after its maker ("Samsung HBM4") in every form the labels or
    the curated name knowledge give that maker ("Samsung Electronics HBM4", "삼성전자 HBM4"):
    the same product, whichever of its maker's names the store or the label uses."""
    makers = [*aliases.values(), *_company_forms()]
    out = set(keys)
    for key in keys:
        for forms in makers:
            for form in forms:
                if key.startswith(form + " "):
                    rest = key[len(form) :]
                    out |= {other + rest for other in forms}
    return out


@cache
def _company_forms() -> tuple[frozenset[str], ...]:
    return tuple(frozenset(_keys(k.name, *k.other_names)) for k in knowledge.known() if k.kind == "Company")


Pair = tuple[GoldFigure | None, ObservedFigure | None, bool]  # gold, stored, same unit kind


def _pair(gold: list[GoldFigure], seen: list[ObservedFigure], aliases: dict[str, set[str]]) -> list[Pair]:
    """One-to-one pairs: values that agree in SI (best subject, scope, metric first), then bare numbers."""
    free = list(seen)
    paired: dict[int, tuple[ObservedFigure, bool]] = {}
    # Same unit kind and metric first, then same unit kind, then bare numbers: a greedy pass in
    # label order must not give a stored 'fp4_gain' to a labelled 'inference_gain' of one value.
    for same_kind_only, same_metric in ((True, True), (True, False), (False, False)):
        for i, g in enumerate(gold):
            if i in paired:
                continue
            ranked = []
            for s in free:
                agree, same_kind = _same_value(g, s)
                if same_metric and not metric_ok(s.metric, g.metric):
                    continue
                if agree and (same_kind or not same_kind_only):
                    ranked.append(
                        (_subject_ok(g, s, aliases), s.scope == g.scope, metric_ok(s.metric, g.metric), s)
                    )
            if ranked:
                best = max(ranked, key=lambda r: r[:3])
                free.remove(best[3])
                paired[i] = (best[3], same_kind_only)
    pairs: list[Pair] = []
    for i, g in enumerate(gold):
        found: tuple[ObservedFigure | None, bool] = paired.get(i, (None, False))
        pairs.append((g, *found))
    return pairs + [(None, s, False) for s in free]


def _entity_aliases(gold: GoldDoc) -> dict[str, set[str]]:
    return {e.name: _keys(e.name, *e.forms) for e in gold.entities}


def score_entities(gold: GoldDoc, seen: ObservedDoc, out: DocScore) -> None:
    aliases = _entity_aliases(gold)
    # A name the labels give a figure's subject ("SK hynix HBM4") is no spurious entity either.
    subjects = [n for f in gold.figures for n in (f.subject, *f.subject_also)]
    ok_keys = _with_maker_forms(_keys(*gold.also_ok, *subjects), aliases)
    matched: set[str] = set()
    for e in gold.entities:
        hit = next((o for o in seen.entities if aliases[e.name] & o.keys), None)
        is_alias = bool(_keys(*e.forms) - _keys(e.name))
        if hit:
            matched.add(hit.id)
            out.counts["entities"].tp += 1
            out.counts["aliases"].tp += is_alias
        else:
            out.counts["entities"].fn += 1
            out.counts["aliases"].fn += is_alias
            out.errors.append(f"missed entity: {e.name} ({e.kind}; written {', '.join(e.forms)})")
    for o in seen.entities:
        if o.id not in matched and not (o.keys & ok_keys) and not any(aliases[n] & o.keys for n in aliases):
            out.counts["entities"].fp += 1
            out.errors.append(f"spurious entity: {o.id} ({o.caption})")


def _fact(f: ObservedFigure) -> tuple[str, str, str, str, str]:
    return f.subject_id, f.metric, f.value, f.unit, f.scope


def score_figures(gold: GoldDoc, seen: ObservedDoc, out: DocScore) -> None:
    aliases = _entity_aliases(gold)
    # A fact stored twice (one subject, metric, value, unit and scope from two sentences, say
    # with and without "about") is one stored figure, as a fact labelled twice is one gold figure.
    once = {_fact(f): f for f in reversed(seen.figures) if f.subject_id}
    attached = [f for f in seen.figures if f.subject_id and once[_fact(f)] is f]
    for f in seen.figures:
        if not f.subject_id:
            out.unattached += 1
            out.errors.append(f"unattached figure: {f.value} {f.unit} {f.metric} ({f.quote[:50]!r})")
    for g, s, same_kind in _pair(list(gold.figures), attached, aliases):
        if g is None and s is not None:
            _count_unpaired(out, "fp", f"spurious figure: {_stored(s)}")
            out.outcomes.append((s.basis, "spurious"))
            out.classes.append((figure_class(s.basis, s.metric, s.scope), "spurious"))
        elif g is not None and s is None:
            _count_unpaired(out, "fn", f"missed figure: {g.shown()}")
        elif g is not None and s is not None:
            outcome = _count_pair(out, g, s, same_kind, aliases)
            out.outcomes.append((s.basis, outcome))
            out.classes.append((figure_class(s.basis, s.metric, s.scope), outcome))


def score_proposed(gold: GoldDoc, seen: ObservedDoc, out: DocScore) -> None:
    """The figure proposals scored as if they were stated, apart from the stated figures: their
    precision, and their classes' outcomes (what stating each class would have given)."""
    shadow = DocScore(gold.id, gold.held_out)
    score_figures(gold, ObservedDoc(seen.document_id, figures=seen.proposed), shadow)
    judged = shadow.counts["figures"]
    out.proposed = Counts(tp=judged.tp, fp=judged.fp, fn=0)
    out.proposed_classes = shadow.classes
    together = DocScore(gold.id, gold.held_out)
    score_figures(gold, ObservedDoc(seen.document_id, figures=seen.figures + seen.proposed), together)
    out.all_classes = together.classes
    out.read = together.counts["figures"]
    out.errors += [f"proposed, {e}" for e in shadow.errors if not e.startswith("missed figure")]


def _stored(s: ObservedFigure) -> str:
    return f"{s.subject_id} {s.metric} = {s.value} {s.unit} {s.scope or '(no scope)'}"


def _count_unpaired(out: DocScore, side: str, error: str) -> None:
    for name in ("figures", "subject", "scope", "unit", "metric"):
        counts = out.counts[name]
        setattr(counts, side, getattr(counts, side) + 1)
    out.errors.append(error)


# Names the reader gives money by its purpose, and the label names of the same amount.
_METRIC_SYNONYMS = {("acquisition", "acquisition_price"), ("contract", "deal_value")}
_UNSPECIFIC = {"percent", "money", "count"}  # say only the unit: never the name of a quantity


def metric_ok(stored: str, gold: str) -> bool:
    """The same metric, or the gold metric's own head noun: a stored 'gain' for a labelled
    'fp8_gain', 'share' for 'cowos_demand_share', 'investment' for 'us_investment' (the
    same quantity named less specifically; what it is of stays in the quote and qualifier).
    A different quantity ('growth' for 'share') and the bare unit words are wrong."""
    s, g = stored.lower().strip(), gold.lower().strip()
    if s == g or (s, g) in _METRIC_SYNONYMS:
        return True
    return bool(s) and s not in _UNSPECIFIC and g.endswith("_" + s)


def _count_pair(
    out: DocScore, g: GoldFigure, s: ObservedFigure, same_kind: bool, aliases: dict[str, set[str]]
) -> str:
    """Count one pair; its outcome: right, wrong_subject or wrong (scope or unit)."""
    right = {
        "subject": _subject_ok(g, s, aliases),
        "scope": s.scope == g.scope,
        "unit": same_kind,
        "metric": metric_ok(s.metric, g.metric),
    }
    for name, ok in right.items():
        out.counts[name].tp += ok
        out.counts[name].fp += not ok
        out.counts[name].fn += not ok
    if not right["subject"]:
        out.wrong_subject += 1
    figures = out.counts["figures"]
    if right["subject"] and right["scope"] and right["unit"]:
        figures.tp += 1
        return "right"
    figures.fp, figures.fn = figures.fp + 1, figures.fn + 1
    wrong = ", ".join(n for n in ("subject", "scope", "unit") if not right[n])
    out.errors.append(f"wrong {wrong}: stored {_stored(s)}; gold {g.shown()}")
    return "wrong" if right["subject"] else "wrong_subject"


def _one(counts: Counts, ok: bool | None, errors: list[str], what: str) -> None:
    """A single-valued field: None = nothing stored."""
    if ok is None:
        counts.fn += 1
    elif ok:
        counts.tp += 1
    else:
        counts.fp += 1
        counts.fn += 1
    if not ok:
        errors.append(what)


def _source_ok(gold: GoldDoc, source: str) -> bool:
    # "PRNewswire" and "PR Newswire" are one name: compare without spaces
    seen, wanted = match_key(source).replace(" ", ""), match_key(gold.publisher).replace(" ", "")
    domain = match_key(gold.url.split("/")[2].removeprefix("www.")).replace(" ", "")
    return bool(seen) and (
        seen in wanted or wanted.startswith(seen) or seen in domain or domain.startswith(seen)
    )


def score_signal(gold: GoldDoc, seen: ObservedDoc, out: DocScore) -> None:
    sig, c, err = seen.signal, out.counts, out.errors
    kind = sig.type if sig else None
    _one(
        c["type"],
        None if kind is None else kind in gold.signal_types,
        err,
        f"signal type: stored {kind}; gold {' | '.join(gold.signal_types)}",
    )
    mood = sig.sentiment if sig else None
    _one(
        c["sentiment"],
        None if mood is None else mood in gold.sentiments,
        err,
        f"sentiment: stored {mood}; gold {' | '.join(gold.sentiments)}",
    )
    date = sig.date if sig else None
    if gold.date is None and date is not None:
        c["date"].fp += 1
        err.append(f"date invented: stored {date}; the text states none")
    elif gold.date is not None:
        _one(
            c["date"],
            None if date is None else date == gold.date,
            err,
            f"date: stored {date}; gold {gold.date}",
        )
    source = sig.source if sig else None
    _one(
        c["source"],
        None if source is None else _source_ok(gold, source),
        err,
        f"source: stored {source}; gold {gold.publisher}",
    )
    _one(
        c["evidence"],
        None if seen.evidence is None else seen.evidence == gold.evidence,
        err,
        f"evidence: stored {seen.evidence}; gold {gold.evidence}",
    )


def _pairs(rel: GoldRelation, o: ObservedRelation, aliases: dict[str, set[str]]) -> bool:
    """Whether a proposal states the gold relation: the same kind; the supplier (the owner;
    for a deployment, the cluster) in any form the text uses; the component (a site with no
    gold component: any); for an ownership, the owned company (gold ``platform``)."""
    if o.kind != rel.kind:
        return False
    actor = o.object_keys if rel.kind == "deployment" else o.supplier_keys
    if not actor & (aliases.get(rel.supplier, set()) | _keys(rel.supplier)):
        return False
    if rel.kind == "ownership":
        return bool(o.object_keys & (aliases.get(rel.platform, set()) | _keys(rel.platform)))
    if rel.kind == "deployment" or (rel.kind == "site" and not rel.component):
        return True
    return o.component == rel.component


def score_relations(gold: GoldDoc, seen: ObservedDoc, out: DocScore) -> None:
    """A proposal is right when it states a gold relation (``_pairs``); each gold relation
    is matched once, and each proposal."""
    aliases = _entity_aliases(gold)
    left = list(seen.relations)
    for rel in gold.relations:
        hit = next((o for o in left if _pairs(rel, o, aliases)), None)
        if hit is not None:
            left.remove(hit)
            out.counts["relations"].tp += 1
            out.relation_kinds.setdefault(rel.kind, Counts()).tp += 1
        else:
            out.counts["relations"].fn += 1
            out.relation_kinds.setdefault(rel.kind, Counts()).fn += 1
            what = f"{rel.supplier} {rel.component or rel.kind} for {rel.platform or '?'}"
            out.errors.append(f"missed relation: {what} ({rel.kind})")
    for o in left:
        out.counts["relations"].fp += 1
        out.relation_kinds.setdefault(o.kind, Counts()).fp += 1
        what = f"{o.kind} {o.supplier or '?'} {o.component or '?'}"
        out.errors.append(f"spurious relation: {what} ({o.quote[:80]!r})")


def score(gold: GoldDoc, seen: ObservedDoc) -> DocScore:
    out = DocScore(gold.id, gold.held_out)
    score_entities(gold, seen, out)
    score_figures(gold, seen, out)
    score_proposed(gold, seen, out)
    score_signal(gold, seen, out)
    score_relations(gold, seen, out)
    out.quotes, out.bad_quotes = seen.quotes, len(seen.bad_quotes)
    out.errors += [f"quote not verbatim: {q}" for q in seen.bad_quotes]
    return out
