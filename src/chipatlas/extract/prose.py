"""The spec claims a sentence states, attached to an entity and a scope.

The parts live in their own modules: sentence splitting (``sentence_split``), a figure's
scope (``scopes``) and its subject (``figure_subject``); this module reads one sentence's
figures with them, in order, and decides which are kept unattached.
"""

from __future__ import annotations

import re

from chipatlas.extract import (
    company_metrics,
    comparisons,
    figure_metrics,
    figures,
    flat_table,
    gains,
    generations,
    growth,
    memory,
    other_owners,
    periods,
    spec_doubts,
    yuan,
)
from chipatlas.extract.chip_doubts import SentenceChips, doubted_chip
from chipatlas.extract.company_figure import company_figure
from chipatlas.extract.cooling import cooling_claims
from chipatlas.extract.figure_subject import Context as Context
from chipatlas.extract.figure_subject import canonical_chip as canonical_chip
from chipatlas.extract.figure_subject import (
    chip_for,
    chip_id,
    chip_named_for,
    figure_company,
    focus_chip,
    inside_product_name,
    known_chips,
    one_cluster,
    server_of,
    sized_here,
    subject_of,
)
from chipatlas.extract.findings import RefFn
from chipatlas.extract.mentions import chip_names, cluster_candidates
from chipatlas.extract.quantities import Quantity, find_quantities
from chipatlas.extract.respective_chips import respective_chip
from chipatlas.extract.scopes import scope_of, scope_words
from chipatlas.extract.sentence_split import sentences as sentences
from chipatlas.extract.sentence_split import word_count as word_count
from chipatlas.extract.spec_tables import in_cells
from chipatlas.extract.subject_basis import GATED, Basis, chip_named, record
from chipatlas.model.statement import Statement

# A named compute project ("Project Rainier") is the cluster later figures in the text describe.
_PROJECT = re.compile(r"\bProject [A-Z][a-z]\w*")
# "NVL72 racks", "the Helios-9 rack": a rack product's name (a token with a digit) before the word.
_NAMED_RACK = re.compile(r"\b[A-Z][\w-]*\d[\w-]*\s+racks?\b")
_PRECISION_FIRST = re.compile(r"(FP\d+|BF16|TF32|MXFP\d|INT\d)")
_PLANNED = re.compile(r"\b(?:plan|aim|target|goal|expect)", re.I)  # a production count not yet made
_CONTAINERS = (
    "per_instance",
    "per_server",
    "per_ultraserver",
    "per_rack",
    "per_cluster",
    "per_system",
    "per_pod",
    "per_tray",
)
# A chip's figure counted per pod, rack, tray, stack or pin stays the chip's ("9,216 chips per pod").
_CARRIED = ("per_pod", "per_rack", "per_cluster", "per_ultraserver")
# "the system" after a text named a chip's UltraServer is that UltraServer.
_THE_SYSTEM = re.compile(r"\b(?:the|this) (?:system|server|UltraServer)\b", re.I)
# Making or shipping chips in a given year: a production count, per year.
_PRODUCE = re.compile(r"\b(?:produc\w*|ship\w*|manufactur\w*|make|build|output)\b.*\bin 20\d\d\b", re.I)
_PACKAGE_PARTS = ("hbm_stacks", "compute_dies")  # a few in one package: more is output, not parts
_PER_CHIP_COUNTS = (*_PACKAGE_PARTS, "core_count")
# "12-layer HBM4": a memory stack's figure; no memory product is an entity, so it stays unattached.
_STACK_ONLY = ("stack_layers",)
# Counts that size a machine: its accelerators and racks, given to the one cluster named.
_MACHINE_COUNTS = ("accelerator_count", "rack_count")
_MAX_PER_CHIP = 64  # stacks or dies in one package; a chip's cores run to thousands ("16,896 cores")
# The most chips one rack, server, instance or UltraServer holds is a few hundred: a larger
# count in such a sentence is a cluster's (which cluster is not said), never the system's.
_SERVERS = ("per_server", "per_instance")
_ONE_SYSTEM = ("per_instance", "per_ultraserver", "per_rack", "per_system", "per_tray", "per_server")
_MAX_PER_SYSTEM = 10_000
_EACH_NAMED = re.compile(r"\b(?:each|every|per|a single)\s+$", re.I)


def _reference_metric(q: Quantity, sentence: str) -> tuple[str, str]:
    """(metric, scope) a standard's value is kept under: a pin's speed, or what the sentence says."""
    if figures.pin_speed(q):
        return "pin_speed", "per_pin"
    return figure_metrics.metric(q, sentence, "") or q.kind, ""


def sentence_claims(
    text: str, span: tuple[int, int], ref: RefFn, ctx: Context, evidence: str = "claimed"
) -> list[Statement]:
    """Spec claims (and cooling) stated in one sentence of the document text."""
    s0, s1 = span
    sentence = text[s0:s1]
    chips = [(canonical_chip(n), s0 + a) for n, a, _ in chip_names(sentence)]
    known = figures.names(ctx.gaz, sentence, s0, ctx.language) if ctx.gaz else []
    chips = known_chips(sentence, s0, known, chips)
    # "DGX H100": a server named by its chip; the line's figures are the server's, not the chip's
    servers = [at for _, at in chips if spec_doubts.server_named(text, s0, at)]
    chips = [(c, at) for c, at in chips if at not in servers]
    chips = spec_doubts.longest_names(text, chips, ctx.variants, ctx.chips_named)  # "Rubin CPX"
    chips = generations.with_siblings(text, span, chips, known, ctx)  # "昇腾960" after "昇腾910C"
    system = not chips and spec_doubts.system_named(sentence)  # "El VR200 NVL72 ... 13 TB/s": no chip's
    # "eight RTX PRO 6000 (Blackwell) cards ... 96 GB each": a product the store does not know,
    # named in place of a chip: no figure of the sentence is the chip an earlier line put in focus
    system = system or (not chips and any(inside_product_name(sentence, s0, n.start) for n in known))
    ctx.known_ids.update({text[n.start : n.end]: n.entity_id for n in known})
    # "versus the MI300X", "than Trainium2": a baseline named for comparison is no subject.
    header = sorted(chips, key=lambda c: c[1])  # every chip named, for a flattened table's header
    baselines = [
        at
        for c, at in chips
        if comparisons.baseline(text, max(s0, at - 50), at) or comparisons.opening_against(text, s0, at)
    ]
    baselines += comparisons.listed_with(text, chips, baselines)  # "of the H200/H100": both
    rival_chips = {c for c, at in chips if at in baselines}
    chips = sorted(((c, at) for c, at in chips if at not in baselines), key=lambda c: c[1])
    own_known = [n for n in known if n.start not in baselines]  # "2x the compute of the GB300 NVL72"
    platforms = [n.entity_id for n in own_known if n.entity_id.startswith("platform:")]
    ctx.platform = platforms[-1] if platforms else ctx.platform
    # "The Zephyr-G partition ...": a known cluster is in focus; "The Polarion supercomputer"
    # (a machine the store does not know) ends that focus: its figures are no one's known.
    written = {text[n.start : n.end] for n in known}
    unknown_machines = [n for n, _, _ in cluster_candidates(sentence) if n not in written]
    ctx.cluster = one_cluster(own_known) or (None if unknown_machines else ctx.cluster)
    ctx.learn_unknown(unknown_machines)
    ctx.unknown_here = machine_named = bool(unknown_machines) or ctx.names_unknown(sentence)
    if "Project " in sentence and (named := _PROJECT.search(sentence)):
        ctx.cluster = named.group(0)
    quote = (sentence, s0, s1)
    out: list[Statement] = []
    qs = yuan.reread(find_quantities(sentence, s0), text, ctx.yuan)
    ctx.quantities += qs
    flat = flat_table.cells(text, span, qs, header) if qs else {}
    skip = [(q.start, q.end) for q in qs if q.kind == "count"]
    ends = [q.end for q in qs]
    words = scope_words(text, s0, s1) if qs else []
    # "Inside each MI355X, ... 288 GB": a chip named after "each" scopes what follows to one chip.
    each = [c for c, at in chips if _EACH_NAMED.search(text, max(s0, at - 10), at)]
    words += [(at, "per_chip") for c, at in chips if c in each]
    focus = focus_chip(sentence, chips, each, ctx)
    if focus and not chips and not words:
        words = [(s0, "per_chip")]
    if not chips and ctx.chip in ctx.ultraservers and _THE_SYSTEM.search(sentence):
        focus, words = ctx.chip, [(s0, "per_ultraserver")]  # "the system delivers 4.4x ..."
    companies = [n for n in known if n.entity_id.startswith("company:")]
    precision, link = "", ""  # the last link bandwidth's metric read in the sentence
    compared: Quantity | None = None
    carried_scope: str | None = None  # a container scope written after an earlier figure
    doubts = SentenceChips(
        text=text,
        s0=s0,
        sentence=sentence,
        chips=chips,
        header=header,
        baselines=baselines,
        rival_chips=rival_chips,
        known=known,
        maker_named=any(n.entity_id in memory.MEMORY_MAKERS for n in known),
        machine_named=machine_named,
        variants=ctx.variants,
    )
    for q in qs:
        if ctx.table_cells and in_cells(ctx.table_cells, q.start):
            continue  # a spec table's cell, read as the table (extract/spec_tables.py)
        if q.kind == "number":  # "could reach 12 billion": no unit said, so no owner guessed either
            out += figures.unattached(q, "number", "", quote, evidence)
            continue
        # "than earlier 5 nm and 7 nm nodes": a figure listed with a compared one is compared too
        spec = q.kind not in ("money", "money_krw", "money_cny", "percent")
        if (
            comparisons.compared(text, s0, q)
            or (spec and comparisons.UP_FROM.search(text, max(s0, q.start - 30), q.start))
            or (compared and comparisons.LISTED.fullmatch(text[compared.end : q.start]))
        ):
            compared = q
            continue
        own_item = figures.COMPANY_ITEMS.search(q.item)  # wafers, jobs: a company's earlier count is its own
        if spec and not own_item and spec_doubts.before_change(text, s0, s1, q, qs):
            continue  # "raises HBM from 192GB to 288GB": 192GB was the older product's
        if (
            (spec and not own_item and spec_doubts.difference(text, s0, s1, q))  # "200 W more than the QX5"
            or spec_doubts.not_stated(text, s0, q)  # "a 405B model (810 GB)", "72 × 192 GB = 13.8 TB"
            or (spec and spec_doubts.storage_figure(text, q))  # "28 Gbps PCI Gen6 SSDs": a drive's
        ):  # a gap between two products, a model's size, a drive's figure: no one's value here
            out += figures.unattached(
                q, figure_metrics.metric(q, sentence, "") or q.kind, "", quote, evidence
            )
            continue
        if spec and spec_doubts.reference_value(text, s0, q):  # "above JEDEC's 8 Gbps standard"
            out += figures.unattached(q, *_reference_metric(q, sentence), quote, evidence)
            continue
        if spec_doubts.counts_chips(text, q, chips):  # "GPUs: 72× B200": a count of chips, no gain
            out += figures.unattached(q, "accelerator_count", "", quote, evidence)
            continue
        if spec_doubts.counts_units(text, q):  # "**CPU:** 2x Acme CPU 64-Core": units, no gain
            out += figures.unattached(q, "count", "", quote, evidence)
            continue
        if q.kind == "node" and q.is_range:  # "2–4 nm" is a fab's range, not a chip's node: which
            out += figures.unattached(q, "process_node", "", quote, evidence)  # fab is not said
            continue
        if spec_doubts.utilization(text, s0, q):  # "60 percent utilization": no gain, no one's
            out += figures.unattached(q, "utilization", "", quote, evidence)
            continue
        gained = gains.percent_of_chip(text, span, q, chips, focus)
        if gained:  # "... Trainium9 ..., and power efficiency improved by 40%": the chip's
            a, z = figures.clause(text, q, s0, s1)
            measure = figure_metrics.respective(text, q, qs, s0) or company_metrics.percent_metric(
                text[a:z], q.start - a, q.end - q.start
            )
            signed = company_metrics.signed(q, measure)  # "up to 25% energy savings": -25
            named_at = [at for c, at in chips if c == gained and at < q.start]
            basis = chip_named(text, named_at[-1], q.start) if named_at else Basis.CHIP_FOCUS
            if basis in GATED:
                out += figures.unattached(q, measure, "per_chip", quote, evidence)
                continue
            owner = chip_id(ref, gained, ctx)
            claims = figures.quantity_claim(owner, measure, "per_chip", signed, "", quote, evidence)
            record(ctx.bases, claims, basis)
            out += claims
            continue
        if q.kind.startswith("money") or q.kind == "percent" or figures.COMPANY_ITEMS.search(q.item):
            who = companies if q.kind != "percent" else known
            products = tuple(at for _, at in chips) + tuple(
                n.start for n in known if n.entity_id in platforms
            )
            base = growth.growth_base(text, q, qs)
            if base:  # "$68 billion in revenue, up 73%": the amount's owner, its growth
                owners = (companies, figure_company(ctx, sentence, s0, known), products)
                out += growth.growth_figure(text, span, q, base, owners, evidence, ctx.period, ctx.bases)
            else:
                out += company_figure(
                    text,
                    span,
                    q,
                    who,
                    figure_company(ctx, sentence, s0, known),
                    evidence,
                    products,
                    ctx.period,
                    ctx.companies_named,
                    ctx.bases,
                )
            continue
        if q.kind in ("flops", "ops"):
            m = _PRECISION_FIRST.match(q.qualifier)
            near = figure_metrics.precision_near(text, s0, q)  # a table row's "| FP8 performance | 4 PF"
            bracket = figure_metrics.precision_after(text, q)  # "700 TFLOPS (FP16)"
            precision = (
                m.group(1)
                if m
                else bracket or near or precision or figure_metrics.precision_before(text, s0, q)
            )
            if (q.start, q.end) in flat:  # a flattened table's row: its label's precision alone
                precision = flat[(q.start, q.end)].precision
        metric = figure_metrics.metric(q, sentence, precision)
        metric = figure_metrics.named_after(text, q, s1) or metric  # "64 MB global L3 cache"
        if metric == "gain":  # "4x more memory bandwidth": what it multiplies
            metric = figure_metrics.respective(text, q, qs, s0) or figure_metrics.gain(
                text, q, *figures.clause(text, q, s0, s1)
            )
        metric, link = figure_metrics.doubled(text, s0, q, metric, link)  # "doubling Grace's 900 GB/s"
        after = figures.scope_after(text, q, s1)  # read once: used up to three times below
        scope = after or scope_of(text, s0, q, [k for k in skip if k != (q.start, q.end)], words, ends)
        if metric in _STACK_ONLY:  # "SK hynix's 12-layer HBM4": the memory product's
            out += memory.stack_claims(
                text, span, q, (metric, "per_stack"), known, ctx.memory_maker, ref, evidence, ctx.bases
            )
            continue
        if metric == "accelerator_count" and scope in _ONE_SYSTEM and q.high > _MAX_PER_SYSTEM:
            scope = None  # "clusters ... connecting up to 1 million chips": no rack or server holds that
        if metric == "transistor_count":  # "208 billion transistors": one chip's, or one die's
            scope = after or "per_chip"
        if metric in _PACKAGE_PARTS and q.value > _MAX_PER_CHIP:  # "600k dies": output, not parts
            metric = "production"
        if metric in ("production", "accelerator_count") and scope is None and _PRODUCE.search(sentence):
            metric, scope = "production", "per_year"  # "plans to produce 100,000 chips in 2025"
            metric = "production_target" if _PLANNED.search(sentence) else metric
        scope = "per_chip" if q.kind == "node" or metric in _PER_CHIP_COUNTS else scope
        if metric in _MACHINE_COUNTS and scope == "per_chip":
            scope = None  # "ZX900 chips: 64 racks, 4,608 GPUs": no chip holds racks or accelerators
        if metric == "compute_node_count" and scope in (None, "per_server", "per_cluster"):
            scope = "per_cluster"  # "2,978 nodes": the machine's count of its nodes
        if scope in _SERVERS and metric:  # "2 TB of system memory" per node: no HBM unless said
            metric = figure_metrics.server_memory(metric, q, sentence)
        metric = figure_metrics.flow_metric(metric, scope, sentence)  # "shipped 1.5 million GPUs"
        if (
            scope in ("per_stack", "per_pin") and metric and not figures.pin_speed(q)
        ):  # "HBM9 ... 3.1 TB/s per stack": the memory's
            out += memory.stack_claims(
                text, span, q, (metric, scope), known, ctx.memory_maker, ref, evidence, ctx.bases
            )
            continue
        if figures.pin_speed(q):  # "11.7 Gbps", "10.6 GB/s": a memory pin's speed, not a chip's
            out += memory.stack_claims(
                text, span, q, ("pin_speed", "per_pin"), known, ctx.memory_maker, ref, evidence, ctx.bases
            )
            continue
        if scope is None and ctx.list_scope and not known and not chips:
            scope = ctx.list_scope  # "- 512 GB RAM" under "Each node has:" (a product item: its own)
        # "a 1.4 kW liquid-cooled monster": a size only one chip has; so is "delivering five
        # petaflops" in a sentence naming no one, after a sentence naming one chip alone.
        if scope is None and (focus or chips or (ctx.chip and not known)) and figures.one_chip_size(q):
            scope = "per_chip"
        # No figure of a sentence naming only a system is the earlier chip's; a bare node takes it only
        # where the sentence names no one else nor a plant ("SK Hynix's 1b 10nm node", "4nm fab").
        elsewhere = system or (q.kind == "node" and bool(known or spec_doubts.plant_named(sentence)))
        # "MaxLinear uncorked a storage accelerator with 450Gbps": an unknown maker's own product
        elsewhere = elsewhere or (not chips and other_owners.unknown_subject_opens(text, span, q, known))
        carried = None if elsewhere else ctx.chip
        if scope is None and carried_scope and not figures.one_chip_size(q):
            scope = carried_scope  # "9,216 chips per pod ... and reach 42.5 exaflops": the pod's too
        if q.kind == "ratio" and scope is None:  # "4.4x ... compared to its previous UltraServers"
            later = [w for at, w in words if at > q.end]
            scope = later[0] if later else None
            scope = scope or gains.ratio_of_chip(
                q, chips, skip, ctx.known_ids
            )  # "Trainium3 performance is 4x better"
        # "TSMC Arizona will produce 2nm-4nm processes": a node in a sentence naming a company
        # is the fab's, not the chip an earlier "this chip" put in focus.
        # A chip named after a ';' is another clause's ("... holds 48 GB; the ZX900 uses eight").
        here = [(c, at) for c, at in chips if at < q.start or ";" not in text[q.end : at]]
        paired = respective_chip(text, span, q, qs, here)  # "X과 Y 각각 1.4KW와 1.2KW": in order
        chip, basis = (paired or None, Basis.CHIP_CLAUSE) if paired is not None else (None, Basis.CHIP_FOR)
        chip = chip if paired is not None else chip_named_for(text, q, here)
        if chip is None and paired is None:
            chip, basis = chip_for(q, here, None if elsewhere else focus, scope, carried, text)
        chip, basis, scope = doubted_chip(q, here, chip, basis, metric, scope, doubts)
        cell = figures.header_cell(text, s0, q)
        if cell:  # a figure in a table row is its column's ("| Spec | H100 | B200 |")
            heads = {c for c, at in chips if cell[0] <= at < cell[1]}
            chip = heads.pop() if len(heads) == 1 else None
            scope, basis = scope or "per_chip", Basis.TABLE_CELL
        if (
            q.start,
            q.end,
        ) in flat:  # a flattened table's value is its column's ("MI-A MI-B ... 96 GB 144 GB")
            chip = flat[(q.start, q.end)].chip
            scope, basis = scope or "per_chip", Basis.FLAT_COLUMN
        if "vague" in q.qualifier.split("; ") and scope != "per_cluster":
            chip = None  # "across hundreds of chips": an order of size says only a cluster's size
        if metric in ("accelerator_count", "power_capacity") and scope not in _CONTAINERS:
            subject = None
        else:
            subject, basis = subject_of(ref, scope, chip, ctx, basis) if scope and metric else (None, basis)
        if metric == "compute_node_count":  # only a machine its own sentence names, never carried
            subject, basis = server_of(own_known, ctx, clusters_only=True)
        elif subject is None and scope in _SERVERS and metric:
            subject, basis = server_of(own_known, ctx)  # "each DGX A100 node ...", "LUMI-G nodes ..."
        elif subject is None and scope is None and metric in _MACHINE_COUNTS:
            # "X's Y Center ... 64 racks, 4,608 GPUs": a machine's size, when its sentence names
            # one cluster (a proposal for review: cluster_named is not trusted)
            subject, basis = server_of(own_known, ctx, clusters_only=True)
            subject = subject if subject and sized_here(text, q, own_known) else None
            scope = "per_cluster" if subject else None
        elif subject is None and scope is None and not chips and metric == "flops":
            # "The HPL performance of LUMI-G is 379.70 PFlop/s": a machine's, when its own
            # sentence names it and no chip
            subject, basis = server_of(own_known, ctx, clusters_only=True)
            scope = "per_cluster" if subject else None
        # A rack is a product with a name of its own (a pod is the chip's: "Ironwood pod"): a
        # per-rack figure is the rack system's the sentence names ("the GB200 NVL72 ... 36 Grace
        # CPUs"). With none known, a rack's 120 kW or 1.44 exaflops is never a chip's, nor is any
        # figure of a rack the sentence names by a name no one knows ("NVL72 racks, housing 72
        # Blackwell chips": that rack's, unattached); a plain rack's chip count stays the chip's.
        if scope == "per_rack" and subject and subject.startswith("chip:"):
            rack = figures.one_platform(own_known)
            chip_own = not figures.beyond_one_chip(q) and metric != "cpu_count"  # "36 Grace CPUs": the rack's
            named_rack = "rack" in sentence and _NAMED_RACK.search(sentence)
            subject = rack or (subject if chip_own and not named_rack else None)
            basis = Basis.RACK_NAMED if rack else basis
        if scope == "per_chip" and subject and subject.startswith("chip:") and figures.beyond_one_chip(q):
            subject = None  # "each chip ... a fabric that provides 130 TB/s aggregate": a system's total
        if subject and spec_doubts.one_module(text, q):
            subject = None  # "512 Go répartis en 8 barrettes de 64Go": one DIMM's, not the node's
        if subject is None or metric is None or scope is None or basis in GATED:
            out += figures.unattached(q, metric or q.kind, scope or "", quote, evidence)
            continue
        claims = figures.quantity_claim(subject, metric, scope, q, precision, quote, evidence)
        record(ctx.bases, claims, basis)
        out += claims
        if scope in _CARRIED and after:
            carried_scope = scope
    ctx.carry(text, sentence, periods.reporting_period(sentence, calendar=False), known)
    ctx.carry_chip(sentence, chips, bool(servers))
    ctx.focus = focus
    out += cooling_claims(sentence, s0, chips, ctx, ref, quote, evidence)
    return out
