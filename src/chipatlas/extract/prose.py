"""Sentences with offsets, and the spec claims a sentence states, attached to an entity and a scope.

Sentence splitting is a small deterministic rule set (abbreviations, decimals and
initials do not end a sentence), fast enough for the feed volume and with exact spans.
A quantity's scope is the nearest scope word before it in its sentence ("a single
instance packs 16 chips" -> per instance) or an explicit "per chip" after it; its
subject is the chip for per-chip figures and the chip's system otherwise, carried
over from the previous sentence when a sentence names none ("Each UltraServer delivers...").
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from chipatlas.extract import figure_metrics, figures, gains, memory
from chipatlas.extract.claims import claim_statements, spec_prop
from chipatlas.extract.findings import RefFn
from chipatlas.extract.folding import blind, folded, heads
from chipatlas.extract.mentions import Gazetteer, chip_names
from chipatlas.extract.quantities import Quantity, find_quantities, fmt_number
from chipatlas.model.schema import K
from chipatlas.model.statement import Statement

# A named compute project ("Project Rainier") is the cluster later figures in the text describe.
_PROJECT = re.compile(r"\bProject [A-Z][a-z]\w*")
# A stop before a capital, a digit or a letter of a script without capitals (Hangul, Han,
# kana); or a full-width stop, which Chinese and Japanese write with no space after it.
_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7a3"
# Wiki footnote markers after the stop ("... chips.[1][2] The") stay with their sentence.
_END = re.compile(
    rf"[.!?…](?:[\"'”’)\]]*)(?:\[\d{{1,3}}\])*(?=\s+[\"'“‘(\[「]?[A-Z0-9{_CJK}])"
    r"|[。！？](?:[」』”’）)]*)"
)
_CJK_CHAR = re.compile(f"[{_CJK}]")


def word_count(text: str) -> int:
    """Words in ``text``; in scripts written without spaces, about one word per two characters."""
    cjk = len(_CJK_CHAR.findall(text))
    spaced = len(_CJK_CHAR.sub(" ", text).split())
    return spaced + cjk // 2


_ABBREV = re.compile(r"(?:\b(?:[A-Z]|U\.S|e\.g|i\.e|vs|approx|Inc|Corp|Ltd|Co|No|Dr|Mr|Ms|St|Jr|etc|N)\.)$")
_ABBREV_WINDOW = 12  # longer than the longest abbreviation above plus its word boundary
# Case-blind, searched in the folded sentence (see extract/folding.py): written in lower case.
_SCOPES = (
    (r"ultraserver(?:s)?(?: rack)?", "per_ultraserver"),
    (r"ultracluster|supercluster|cluster|supercomputer|project [a-z]\w+", "per_cluster"),
    (r"instances?|servers?", "per_instance"),
    (r"(?<!ultraserver )racks?", "per_rack"),
    (r"chips?|accelerators?|gpus?|processors?|devices?", "per_chip"),
)
# Each with its alternatives' first words: a sentence holding none of them skips the search.
_SCOPE_RE = [(blind(r"\b(?:" + p + r")\b"), s, heads(p)) for p, s in _SCOPES]
# Folded text kept before a sentence: its look-behind ("ultraserver ") and the \b before it.
_SCOPE_BEHIND = 16
_PER = re.compile(
    r"^\s*(?:per|each|a|/)\s*(chip|GPU|accelerator|instance|server|UltraServer|rack|cluster)", re.I
)
_COMPARE = re.compile(r"(?:\bvs\.?|\bversus|\bthan|\bcompared (?:to|with))\s*(?:[\w-]+\s+){0,2}$", re.I)
# "outperforming the JEDEC standard of 8 Gbps": the figure after it is the rival's
_OUTPERFORM = re.compile(r"\boutperform\w*\s+(?:[\w-]+\s+){0,4}$", re.I)
_LISTED = re.compile(r"\s*(?:,|,?\s*(?:and|or))\s*")
_COMPARED = re.compile(r"^\s*(?:vs\.?|versus)\b", re.I)
_CONTAINERS = (
    "per_instance",
    "per_ultraserver",
    "per_rack",
    "per_cluster",
    "per_system",
    "per_pod",
    "per_tray",
)
# A chip's figure counted per pod, rack, tray, stack or pin stays the chip's ("9,216 chips per pod").
_CARRIED = ("per_pod", "per_rack", "per_cluster", "per_ultraserver")
_CHIP_UNITS = ("per_pod", "per_rack", "per_tray", "per_stack", "per_pin", "per_year", "per_die")
# "the system" after a text named a chip's UltraServer is that UltraServer.
_THE_SYSTEM = re.compile(r"\b(?:the|this) (?:system|server|UltraServer)\b", re.I)
# Making or shipping chips in a given year: a production count, per year.
_PRODUCE = re.compile(r"\b(?:produc\w*|ship\w*|manufactur\w*|make|build|output)\b.*\bin 20\d\d\b", re.I)
_PER_CHIP_COUNTS = ("hbm_stacks", "compute_dies", "core_count")
# "12-layer HBM4": a memory stack's figure; no memory product is an entity, so it stays unattached.
_STACK_ONLY = ("stack_layers",)
_MAX_PER_CHIP = 64
_EACH = re.compile(r"\beach (?:with|has|holding|packing|of)\s*$", re.I)
_EACH_NAMED = re.compile(r"\b(?:each|every|per|a single)\s+$", re.I)
_DEFINITE = re.compile(
    r"\b(?:the|this|each|every) (?:chip|device|accelerator|GPU|processor|part)\b|^(?:It|Its)\b", re.I
)
_ULTRASERVER = re.compile(r"\bUltraServers?\b")
# "compared with the same number of [H100]": up to four words may sit between.
_BASELINE = re.compile(
    r"(?:\bvs\.?|\bversus|\bthan|\bcompared (?:to|with)|\bover|\bfrom)\s+"
    r"(?:[\w-]+\s+){0,4}\[?$",
    re.I,
)
_COOLED = re.compile(r"\b(liquid|air)[- ]cooled\b", re.I)
# Compiled once: these run for every chip name and figure read (speed).
_TRN = re.compile(r"^Trn(\d)$")
_SPACED_DIGIT = re.compile(r"^([A-Za-z]+)\s(\d)$")
_PRECISION_FIRST = re.compile(r"(FP\d+|BF16|TF32|MXFP\d|INT\d)")
_PLANNED = re.compile(r"\b(?:plan|aim|target|goal|expect)", re.I)  # a production count not yet made


def sentences(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """Sentence spans inside ``text[start:end]``, trimmed of surrounding space."""
    out, pos = [], start
    chunk = text[start:end]
    for m in _END.finditer(chunk):
        # Only the few characters before the stop can be an abbreviation: a bounded
        # window keeps splitting linear in the length of a one-line document.
        if _ABBREV.search(chunk, max(0, m.start() - _ABBREV_WINDOW), m.start() + 1):
            continue
        out.append((pos, start + m.end()))
        pos = start + m.end()
    out.append((pos, end))
    spans = []
    for a, b in out:
        seg = text[a:b]
        lead = len(seg) - len(seg.lstrip())
        a, b = a + lead, a + len(seg.rstrip())
        if b > a:
            spans.append((a, b))
    return spans


def canonical_chip(name: str) -> str:
    """'Trainium 2' -> 'Trainium2'; 'Trn3' -> 'Trainium3' (AWS's instance shorthand)."""
    name = _TRN.sub(r"Trainium\1", name)
    return _SPACED_DIGIT.sub(r"\1\2", name)


@dataclass
class Context:
    """What earlier sentences named: the subject a bare "Each UltraServer ..." refers to."""

    chip: str | None = None
    cluster: str | None = None
    seen_chips: dict[str, tuple[str, int, int]] = field(default_factory=dict)
    ultraservers: set[str] = field(default_factory=set)  # chips the text names an UltraServer of
    focus: str | None = None  # the chip an "each MI355X" / "the device" sentence put in focus
    quantities: list[Quantity] = field(default_factory=list)  # every one read, in document offsets
    gaz: Gazetteer | None = None  # the known names: which company a company-level figure belongs to
    language: str | None = None
    company: str | None = None  # the company the last sentence naming one was about
    known_ids: dict[str, str] = field(default_factory=dict)  # a name as written -> its known entity
    platform: str | None = None  # the last known platform named: what a bare "per rack" figure is of
    memory_maker: str | None = None  # the one memory maker the sentence just read named


def _compared(text: str, s0: int, q: Quantity) -> bool:
    """'~1,000W vs ~1,400W': one side is another product; which one is not said, so neither is kept."""
    return bool(
        _COMPARE.search(text[max(s0, q.start - 30) : q.start])
        or _COMPARED.match(text[q.end : q.end + 8])
        or (
            "utperform" in text[max(s0, q.start - 50) : q.start]
            and _OUTPERFORM.search(text, max(s0, q.start - 50), q.start)
        )
    )


def _scope(
    text: str, s0: int, q: Quantity, skip: list[tuple[int, int]], words: list[tuple[int, str]]
) -> str | None:
    if _EACH.search(text[max(s0, q.start - 16) : q.start]):  # "four servers, each with 16 chips"
        held = [k for k in skip if k[1] <= q.start]
        if held and re.search(r"(?:instance|server)s?$", text[held[-1][0] : held[-1][1]]):
            return "per_instance"
    after = _PER.match(text[q.end : q.end + 20])
    if after:
        word = after.group(1).lower()
        return (
            "per_ultraserver"
            if word == "ultraserver"
            else f"per_{'chip' if word in ('gpu', 'accelerator') else word}"
        )
    before = [(at, s) for at, s in words if at < q.start and not any(a <= at < b for a, b in skip)]
    return max(before)[1] if before else None


def _scope_words(text: str, s0: int, end: int) -> list[tuple[int, str]]:
    # The few characters before the sentence are folded too: a match at its start sees
    # them, as it did when the case-blind patterns searched the document from s0.
    base = max(0, s0 - _SCOPE_BEHIND)
    low = folded(text[base:end])
    return [
        (base + m.start(), scope)
        for pattern, scope, first in _SCOPE_RE
        if any(map(low.__contains__, first))
        for m in pattern.finditer(low, s0 - base)
    ]


def _focus(sentence: str, chips: list[tuple[str, int]], each: list[str], ctx: Context) -> str | None:
    """The one chip this sentence speaks of without naming it, carried from the last one named.

    "Inside each MI355X ..." puts that chip in focus; the next sentence's bare figures
    ("providing 288 GB") and a definite "the device" / "each chip" refer to it. A sentence
    naming other chips ends the focus; two chips named at once give no focus (no guess).
    """
    if each:
        return each[-1]
    if chips:
        return None
    if ctx.focus or _DEFINITE.search(sentence):
        return ctx.focus or ctx.chip
    return None


def _subject(ref: RefFn, scope: str, chip: str | None, ctx: Context) -> str | None:
    if scope in ("per_chip", "per_core", "per_xcd"):  # a core or a compute die is inside the chip
        return _chip_id(ref, chip, ctx) if chip else None
    if scope == "per_cluster":
        return ref(K.CLUSTER, ctx.cluster) if ctx.cluster else None
    # Only a system the text calls an UltraServer is one; a rack or server of some chip is
    # not given a name no document uses (no "MI300X UltraServer" from a fragment).
    named = scope == "per_ultraserver" or chip in ctx.ultraservers
    if chip and named:
        return ref(K.PLATFORM, f"{chip} UltraServer")
    if scope in _CHIP_UNITS and chip and chip == ctx.chip and ctx.platform:
        return ctx.platform  # "... per rack" in a page about a rack system: the system's figure
    return _chip_id(ref, chip, ctx) if chip and scope in _CHIP_UNITS else None


def _chip_id(ref: RefFn, chip: str, ctx: Context) -> str:
    """A name the known names resolve ('GB200 NVL72' is a platform) keeps its entity; else a chip."""
    return ctx.known_ids.get(chip) or ref(K.CHIP, chip)


def sentence_claims(
    text: str, span: tuple[int, int], ref: RefFn, ctx: Context, evidence: str = "claimed"
) -> list[Statement]:
    """Spec claims (and cooling) stated in one sentence of the document text."""
    s0, s1 = span
    sentence = text[s0:s1]
    chips = [(canonical_chip(n), s0 + a) for n, a, _ in chip_names(sentence)]
    known = figures.names(ctx.gaz, sentence, s0, ctx.language) if ctx.gaz else []
    chips = _known_chips(sentence, s0, known, chips)
    ctx.known_ids.update({text[n.start : n.end]: n.entity_id for n in known})
    platforms = [n.entity_id for n in known if n.entity_id.startswith("platform:")]
    ctx.platform = platforms[-1] if platforms else ctx.platform
    # "versus the MI300X", "than Trainium2": a baseline named for comparison is no subject.
    chips = sorted((c, at) for c, at in chips if not _BASELINE.search(text, max(s0, at - 50), at))
    chips.sort(key=lambda c: c[1])
    if named := _PROJECT.search(sentence):
        ctx.cluster = named.group(0)
    quote = (sentence, s0, s1)
    out: list[Statement] = []
    qs = find_quantities(sentence, s0)
    ctx.quantities += qs
    skip = [(q.start, q.end) for q in qs if q.kind == "count"]
    words = _scope_words(text, s0, s1) if qs else []
    # "Inside each MI355X, ... 288 GB": a chip named after "each" scopes what follows to one chip.
    each = [c for c, at in chips if _EACH_NAMED.search(text, max(s0, at - 10), at)]
    words += [(at, "per_chip") for c, at in chips if c in each]
    focus = _focus(sentence, chips, each, ctx)
    if focus and not chips and not words:
        words = [(s0, "per_chip")]
    if not chips and ctx.chip in ctx.ultraservers and _THE_SYSTEM.search(sentence):
        focus, words = ctx.chip, [(s0, "per_ultraserver")]  # "the system delivers 4.4x ..."
    companies = [n for n in known if n.entity_id.startswith("company:")]
    precision = ""
    compared: Quantity | None = None
    carried_scope: str | None = None  # a container scope written after an earlier figure
    for q in qs:
        # "than earlier 5 nm and 7 nm nodes": a figure listed with a compared one is compared too
        if _compared(text, s0, q) or (compared and _LISTED.fullmatch(text[compared.end : q.start])):
            compared = q
            continue
        if q.kind == "node" and q.is_range:  # "2–4 nm" is a fab's range, not a chip's node: which
            out += figures.unattached(q, "process_node", "", quote, evidence)  # fab is not said
            continue
        gained = gains.percent_of_chip(text, span, q, chips, focus)
        if gained:  # "... Trainium9 ..., and power efficiency improved by 40%": the chip's
            measure = figures.percent_metric(text[slice(*figures.clause(text, q, s0, s1))])
            out += _quantity_claim(_chip_id(ref, gained, ctx), measure, "per_chip", q, "", quote, evidence)
            continue
        if q.kind in ("money", "percent") or figures.COMPANY_ITEMS.search(q.item):
            who = companies if q.kind != "percent" else known
            out += figures.company_figure(text, span, q, who, ctx.company, evidence)
            continue
        if q.kind == "flops":
            m = _PRECISION_FIRST.match(q.qualifier)
            near = figure_metrics.precision_near(text, s0, q)  # a table row's "| FP8 performance | 4 PF"
            precision = m.group(1) if m else near or precision or figure_metrics.precision_before(text, s0, q)
        metric = figure_metrics.metric(q, sentence, precision)
        if metric == "gain":  # "4x more memory bandwidth": what it multiplies
            metric = figure_metrics.gain(text, q, *figures.clause(text, q, s0, s1))
        scope = figures.scope_after(text, q, s1) or _scope(
            text, s0, q, [k for k in skip if k != (q.start, q.end)], words
        )
        if metric in _STACK_ONLY:  # "SK hynix's 12-layer HBM4": the memory product's
            out += memory.stack_claims(
                text, span, q, (metric, "per_stack"), known, ctx.memory_maker, ref, evidence
            )
            continue
        if metric == "transistor_count":  # "208 billion transistors": one chip's, or one die's
            scope = figures.scope_after(text, q, s1) or "per_chip"
        if metric in _PER_CHIP_COUNTS and q.value > _MAX_PER_CHIP:  # "600k dies" is output, not a part count
            metric = "production"
        if metric in ("production", "accelerator_count") and scope is None and _PRODUCE.search(sentence):
            metric, scope = "production", "per_year"  # "plans to produce 100,000 chips in 2025"
            metric = "production_target" if _PLANNED.search(sentence) else metric
        scope = "per_chip" if q.kind == "node" or metric in _PER_CHIP_COUNTS else scope
        if figures.pin_speed(q):  # "11.7 Gbps", "10.6 GB/s": a memory pin's speed, not a chip's
            out += memory.stack_claims(
                text, span, q, ("pin_speed", "per_pin"), known, ctx.memory_maker, ref, evidence
            )
            continue
        # "a 1.4 kW liquid-cooled monster": a size only one chip has; so is "delivering five
        # petaflops" in a sentence naming no one, after a sentence naming one chip alone.
        if scope is None and (focus or chips or (ctx.chip and not known)) and figures.one_chip_size(q):
            scope = "per_chip"
        # A bare process node takes the chip earlier sentences named only where this sentence
        # names no one else ("SK Hynix ... its 1b 10nm node" is SK Hynix's node, not Rubin's).
        carried = None if known and q.kind == "node" else ctx.chip
        if scope is None and carried_scope and not figures.one_chip_size(q):
            scope = carried_scope  # "9,216 chips per pod ... and reach 42.5 exaflops": the pod's too
        if q.kind == "ratio" and scope is None:  # "4.4x ... compared to its previous UltraServers"
            later = [w for at, w in words if at > q.end]
            scope = later[0] if later else None
            scope = scope or gains.ratio_of_chip(
                q, chips, skip, ctx.known_ids
            )  # "Trainium3 performance is 4x better"
        chip = _chip_for(q, chips, focus, scope, carried)
        cell = figures.header_cell(text, s0, q)
        if cell:  # a figure in a table row is its column's ("| Spec | H100 | B200 |")
            heads = {c for c, at in chips if cell[0] <= at < cell[1]}
            chip = heads.pop() if len(heads) == 1 else None
            scope = scope or "per_chip"
        if metric in ("accelerator_count", "power_capacity") and scope not in _CONTAINERS:
            subject = None
        else:
            subject = _subject(ref, scope, chip, ctx) if scope and metric else None
        # A rack is a product with a name of its own (a pod is the chip's: "Ironwood pod"): a
        # per-rack figure is the rack system's the sentence names ("the GB200 NVL72 ... 36 Grace
        # CPUs"); with none named, a rack's 120 kW or 1.44 exaflops is still never a chip's.
        if scope == "per_rack" and subject and subject.startswith("chip:"):
            rack = figures.one_platform(known)
            chip_own = not figures.beyond_one_chip(q) and metric != "cpu_count"  # "36 Grace CPUs": the rack's
            subject = rack or (subject if chip_own else None)
        if subject is None or metric is None or scope is None:
            out += figures.unattached(q, metric or q.kind, scope or "", quote, evidence)
            continue
        out += _quantity_claim(subject, metric, scope, q, precision, quote, evidence)
        if scope in _CARRIED and figures.scope_after(text, q, s1):
            carried_scope = scope
    makers = {n.entity_id for n in known if n.entity_id in memory.MEMORY_MAKERS}
    ctx.memory_maker = makers.pop() if len(makers) == 1 else None  # carried one sentence, no further
    if companies:  # two companies named: which one a later "the company" means is not clear
        distinct = {n.entity_id for n in companies}
        ctx.company = companies[-1].entity_id if len(distinct) == 1 else None
    if chips:  # two chips named: which one a later bare figure is about is not clear
        ctx.chip = chips[-1][0] if len({c for c, _ in chips}) == 1 else None
    if _ULTRASERVER.search(sentence) and ctx.chip:
        ctx.ultraservers.add(ctx.chip)
    ctx.focus = focus
    for m in _COOLED.finditer(sentence):
        chip = next((c for c, at in chips if at > s0 + m.start()), ctx.chip)
        # Only a system the text calls an UltraServer is one: "liquid-cooled racks" or "a
        # liquid-cooled monster ... Blackwell" name no UltraServer (no platform from a fragment).
        if chip and (chip in ctx.ultraservers or _ULTRASERVER.search(sentence, m.end(), m.end() + 40)):
            subject = ref(K.PLATFORM, f"{chip} UltraServer")
            out += claim_statements(
                subject, "cooling", m.group(1).lower(), quote, evidence, original=m.group(0)
            )
    return out


def _chip_for(
    q: Quantity, chips: list[tuple[str, int]], focus: str | None, scope: str | None, carried: str | None
) -> str | None:
    """The chip a spec figure is about: the last named before it, else the one chip named
    after it in the sentence ("10 petaFLOPS ... on the MI355X"), else the chip in focus."""
    before = [c for c, at in chips if at < q.start]
    after = {c for c, at in chips if at >= q.end}
    right_after = [c for c, at in chips if q.end <= at <= q.end + 2]
    if right_after and q.kind in ("node", "bytes", "power"):  # "a 3 nm Grace CPU"
        return right_after[0]
    if q.kind == "count" and chips:
        inside = [c for c, at in chips if q.start <= at < q.end]
        if inside:
            return inside[0]
    if before:
        return before[-1]
    if len(after) == 1 and scope == "per_chip" and q.kind != "node":
        return after.pop()
    return focus or carried


def _known_chips(
    sentence: str, s0: int, named: list[figures.Named], chips: list[tuple[str, int]]
) -> list[tuple[str, int]]:
    """Chips as the known names give them: 'Ascend 910C', which the chip-family pattern
    misses, and a longer known chip name over a family word inside it ('Blackwell Ultra'
    rather than 'Blackwell'). A known platform is added only where no chip name is."""
    known = [n for n in named if n.entity_id.startswith("chip:")]
    kept = [(c, at) for c, at in chips if not any(n.start <= at and at + len(c) <= n.end for n in known)]

    def overlaps(n: figures.Named) -> bool:
        return any(at < n.end and n.start < at + len(c) for c, at in kept)

    known += [n for n in named if n.entity_id.startswith("platform:")]
    return kept + [(sentence[n.start - s0 : n.end - s0], n.start) for n in known if not overlaps(n)]


def _quantity_claim(
    subject: str,
    metric: str,
    scope: str,
    q: Quantity,
    precision: str,
    quote: tuple[str, int, int],
    evidence: str,
) -> list[Statement]:
    quals = [x for x in q.qualifier.split("; ") if x]
    if q.kind == "flops" and not precision:
        quals.insert(0, "precision not stated")
    elif q.kind == "flops" and precision not in quals:
        quals.insert(0, precision)
    qualifier = "; ".join(quals)
    value = f"{fmt_number(q.low)}-{fmt_number(q.high)}" if q.is_range else fmt_number(q.value)
    out = claim_statements(
        subject,
        spec_prop(metric, scope, qualifier),
        value,
        quote,
        evidence,
        unit=q.unit,
        scope=scope,
        qualifier=qualifier,
        metric=metric,
        original=q.original,
    )
    if q.hbm_type:
        out += claim_statements(
            subject, f"spec.hbm_type.{scope}", q.hbm_type, quote, evidence, scope=scope, metric="hbm_type"
        )
    return out
