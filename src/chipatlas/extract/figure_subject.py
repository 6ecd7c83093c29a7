"""The subject a figure is about: the chip named or in focus, or the chip's system.

A per-chip figure is the chip's; other scopes go to the chip's system, carried over from
the previous sentence when a sentence names none ("Each UltraServer delivers...").
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from chipatlas.extract import figure_owners, figures
from chipatlas.extract.findings import RefFn
from chipatlas.extract.memory import MEMORY_MAKERS
from chipatlas.extract.mentions import Gazetteer
from chipatlas.extract.quantities import Quantity
from chipatlas.extract.subject_basis import Basis, chip_named
from chipatlas.model.schema import K

_CHIP_UNITS = ("per_pod", "per_rack", "per_tray", "per_stack", "per_pin", "per_year", "per_die")
_DEFINITE = re.compile(
    r"\b(?:the|this|each|every) (?:chip|device|accelerator|GPU|processor|part)\b|^(?:It|Its)\b", re.I
)
# Compiled once: these run for every chip name and figure read (speed).
_TRN = re.compile(r"^Trn(\d)$")
_SPACED_DIGIT = re.compile(r"^([A-Za-z]+)\s(\d)$")


def canonical_chip(name: str) -> str:
    """'Trainium 2' -> 'Trainium2'; 'Trn3' -> 'Trainium3' (AWS's instance shorthand)."""
    name = _TRN.sub(r"Trainium\1", name)
    return _SPACED_DIGIT.sub(r"\1\2", name)


ULTRASERVER = re.compile(r"\bUltraServers?\b")


@dataclass
class Context:
    """What earlier sentences named: the subject a bare "Each UltraServer ..." refers to."""

    chip: str | None = None
    cluster: str | None = None
    unknown_machines: set[str] = field(default_factory=set)  # machines a sentence named that the store lacks
    unknown_pattern: re.Pattern[str] | None = None  # any of them as a word (built as they are learnt)
    unknown_here: bool = False  # the sentence read now names one of them
    page_machine: str | None = None  # the machine the whole page is about (extract/page_subject.py)
    list_scope: str | None = None  # the scope a list's lead line gave its items ("Each node has:")
    seen_chips: dict[str, tuple[str, int, int]] = field(default_factory=dict)
    ultraservers: set[str] = field(default_factory=set)  # chips the text names an UltraServer of
    focus: str | None = None  # the chip an "each MI355X" / "the device" sentence put in focus
    quantities: list[Quantity] = field(default_factory=list)  # every one read, in document offsets
    gaz: Gazetteer | None = None  # the known names: which company a company-level figure belongs to
    language: str | None = None
    company: str | None = None  # the company the last sentence naming one was about
    # The focus has just moved to a company not named before: "Zorblax ... Quantix ... It
    # reported $3 billion" does not say whose, so no figure takes the focus. A return to a
    # company named before ("Broadcom ... Nvidia ... Broadcom's revenue") is no doubt.
    company_switched: bool = False
    companies_seen: set[str] = field(default_factory=set)
    known_ids: dict[str, str] = field(default_factory=dict)  # a name as written -> its known entity
    platform: str | None = None  # the last known platform named: what a bare "per rack" figure is of
    memory_maker: str | None = None  # the one memory maker the sentence just read named
    period: str | None = None  # the reporting period (quarter, year) the document named last
    variants: set[str] = field(default_factory=set)  # "ZX900 Max": variants the known names lack
    chips_named: set[str] = field(default_factory=set)  # every chip name written so far
    families: set[str] = field(default_factory=set)  # "昇腾" of "昇腾910C": other models are other chips
    companies_named: tuple[str, ...] = ()  # the companies the sentence just read named, in order
    bases: dict[str, Basis] = field(default_factory=dict)  # claim id -> how its subject was read
    yuan: str = "CNY"  # what a bare 元 of this document is (extract/yuan.py): CNY, TWD or "" (unsure)
    # Cells a spec table already read (extract/spec_tables.py), sorted: prose skips their figures.
    table_cells: list[tuple[int, int]] = field(default_factory=list)
    # The open sections (level, and the chip, focus, platform and cluster as each began).
    sections: list[tuple[int, tuple[str | None, ...]]] = field(default_factory=list)

    def learn_unknown(self, names: list[str]) -> None:
        """Machines a sentence named that the store lacks, one pattern for all (a page listing
        fifty machines is searched once per sentence, not fifty times)."""
        new = [n for n in names if n not in self.unknown_machines]
        if new:
            self.unknown_machines.update(new)
            longest_first = sorted(self.unknown_machines, key=len, reverse=True)
            self.unknown_pattern = re.compile(r"\b(?:" + "|".join(map(re.escape, longest_first)) + r")\b")

    def carry(self, text: str, sentence: str, period: str | None, known: list[figures.Named]) -> None:
        """What the sentence just read leaves for the next: its reporting period, the companies
        it named, its one memory maker, the one company it is about."""
        self.period = period or self.period
        companies = [n for n in known if n.entity_id.startswith("company:")]
        self.companies_named = tuple(dict.fromkeys(n.entity_id for n in companies))
        makers = {n.entity_id for n in known if n.entity_id in MEMORY_MAKERS}
        self.memory_maker = makers.pop() if len(makers) == 1 else None  # carried one sentence, no further
        own = [n for n in companies if not figures.named_as_rival(text, n)]  # "its rival Samsung": no focus
        if own:  # two companies named: which one a later "the company" means is not clear
            distinct = {n.entity_id for n in own}
            company = own[-1].entity_id if len(distinct) == 1 else None
            fresh = company not in self.companies_seen
            self.company_switched = self.company is not None and company != self.company and fresh
            self.companies_seen |= distinct
            self.company = company

    def carry_chip(self, sentence: str, chips: list[tuple[str, int]], server_named: bool) -> None:
        """The one chip the sentence just read named, for the next sentence's bare figures."""
        if chips:  # two chips named: which one a later bare figure is about is not clear
            self.chip = chips[-1][0] if len({c for c, _ in chips}) == 1 else None
        elif server_named:  # "DGX H100 NVL72": a server line; the next line's figures are no chip's
            self.chip = None
        if "UltraServer" in sentence and ULTRASERVER.search(sentence) and self.chip:
            self.ultraservers.add(self.chip)

    def names_unknown(self, sentence: str) -> bool:
        """Whether the sentence names a machine an earlier one named and the store lacks."""
        return self.unknown_pattern is not None and self.unknown_pattern.search(sentence) is not None


def enter_section(ctx: Context, level: int) -> None:
    """A section title: what the sections it closes named or put in focus ends with them.

    A page's "## GPU servers" section puts the A100 in focus; under a later "## IPU servers"
    and "### Bow-2000 specifications" a bare "1.394 petaFLOPS" is not the A100's. The title of
    level n closes the open sections of level n or deeper and brings back what was carried
    when the first of them began: the page's own chip (named above every section) stays.
    """
    while ctx.sections and ctx.sections[-1][0] >= level:
        ctx.chip, ctx.focus, ctx.platform, ctx.cluster = ctx.sections.pop()[1]
    ctx.sections.append((level, (ctx.chip, ctx.focus, ctx.platform, ctx.cluster)))


def focus_chip(sentence: str, chips: list[tuple[str, int]], each: list[str], ctx: Context) -> str | None:
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


def subject_of(
    ref: RefFn, scope: str, chip: str | None, ctx: Context, basis: Basis
) -> tuple[str | None, Basis]:
    """The figure's subject for its scope, and how it was read (``basis``: how ``chip`` was)."""
    if scope in ("per_chip", "per_core", "per_xcd", "per_die", "per_cu"):  # a part inside the chip
        return (chip_id(ref, chip, ctx) if chip else None), basis
    if scope == "per_cluster":
        cluster = ctx.cluster and (ctx.known_ids.get(ctx.cluster) or ref(K.CLUSTER, ctx.cluster))
        return cluster or None, Basis.CLUSTER_CARRIED
    # Only a system the text calls an UltraServer is one; a rack or server of some chip is
    # not given a name no document uses (no "MI300X UltraServer" from a fragment).
    named = scope == "per_ultraserver" or chip in ctx.ultraservers
    if chip and named:
        return ref(K.PLATFORM, f"{chip} UltraServer"), basis
    if scope in _CHIP_UNITS and chip and chip == ctx.chip and ctx.platform:
        return ctx.platform, Basis.PLATFORM_CARRIED  # "... per rack" in a page about a rack system
    return (chip_id(ref, chip, ctx) if chip and scope in _CHIP_UNITS else None), basis


def _the_cluster(named: list[figures.Named]) -> figures.Named | None:
    """The one known cluster a sentence names, or None: none, or two (no guess)."""
    clusters = {n.entity_id: n for n in named if n.entity_id.startswith("cluster:")}
    return next(iter(clusters.values())) if len(clusters) == 1 else None


def one_cluster(named: list[figures.Named]) -> str | None:
    """The one known cluster a sentence names, as written (``ctx.known_ids`` maps it to its
    entity), or None."""
    cluster = _the_cluster(named)
    return cluster.written if cluster else None


def server_of(
    named: list[figures.Named], ctx: Context, clusters_only: bool = False
) -> tuple[str | None, Basis]:
    """A per-server (per-node, per-instance) figure's subject: the one known platform its
    sentence names (a server model: "each DGX A100 node"), else the one known cluster it
    names, whose nodes these are ("LUMI-G nodes hold 512 GiB"); naming no system, the machine
    the page is about ("Dans un nœud, ... 512 Go"). Never carried from an earlier sentence,
    never a name the store lacks: else unattached. ``clusters_only``: a count of nodes is a
    machine's named in its own sentence, never a server model's."""
    platform = None if clusters_only else figures.one_platform(named)
    if platform:
        return platform, Basis.SERVER_NAMED
    cluster = _the_cluster(named)
    if cluster or clusters_only or not ctx.page_machine or ctx.unknown_here:
        return (cluster.entity_id if cluster else None), Basis.CLUSTER_NAMED
    systems = [n for n in named if n.entity_id.startswith(("platform:", "cluster:"))]
    return (None, Basis.CLUSTER_NAMED) if systems else (ctx.page_machine, Basis.PAGE_MACHINE)


# A new clause with another actor: "Colossus runs 100,000 GPUs, while Meta bought 350,000".
_OTHER_CLAUSE = re.compile(r";|\b(?:while|whereas|but|and\s+(?:then|also))\b", re.IGNORECASE)


def sized_here(text: str, q: Quantity, named: list[figures.Named]) -> bool:
    """Whether a count sizes the one cluster its sentence names: the cluster stands before it,
    with no company named (but a maker before its product) and no new clause opened between."""
    cluster = _the_cluster(named)
    if cluster is None or cluster.end > q.start:
        return False
    products = {n.start for n in named if n.entity_id.startswith(("chip:", "platform:"))}
    between = [
        n
        for n in named
        if cluster.end <= n.start < q.start
        and n.entity_id.startswith("company:")
        and not any(0 <= at - n.end <= 3 and not text[n.end : at].strip(" [(\"'“") for at in products)
    ]  # "NVIDIA Blackwell", "NVIDIA [[Blackwell]]": a maker before its product
    return not between and _OTHER_CLAUSE.search(text, cluster.end, q.start) is None


def chip_id(ref: RefFn, chip: str, ctx: Context) -> str:
    """A name the known names resolve ('GB200 NVL72' is a platform) keeps its entity; else a chip."""
    return ctx.known_ids.get(chip) or ref(K.CHIP, chip)


def chip_for(
    q: Quantity,
    chips: list[tuple[str, int]],
    focus: str | None,
    scope: str | None,
    carried: str | None,
    text: str,
) -> tuple[str | None, Basis]:
    """The chip a spec figure is about, and how it was read: the last named before it (with
    no clause break in ``text`` between, or with one), else the one chip named after it in
    the sentence ("10 petaFLOPS ... on the MI355X"), else the chip in focus, else the one carried."""
    before = [(c, at) for c, at in chips if at < q.start]
    after = {c for c, at in chips if at >= q.end}
    # right after it, with only a space between ("a 3 nm Grace CPU"); a comma ends the figure's
    # phrase ("MI300X's 192GB, MI325X's 256GB": 192GB is MI300X's, not MI325X's)
    right_after = [c for c, at in chips if q.end <= at <= q.end + 2 and not text[q.end : at].strip()]
    if right_after and q.kind in ("node", "bytes", "power"):  # "a 3 nm Grace CPU"
        return right_after[0], Basis.CHIP_CLAUSE
    if q.kind == "count" and chips:
        inside = [c for c, at in chips if q.start <= at < q.end]
        if inside:
            return inside[0], Basis.CHIP_CLAUSE
    if before:
        chip, at = before[-1]
        return chip, chip_named(text, at, q.start)
    if len(after) == 1 and scope == "per_chip" and q.kind != "node":
        return after.pop(), Basis.CHIP_AFTER
    if focus:
        return focus, Basis.CHIP_FOCUS
    return carried, Basis.CHIP_CARRIED


# "contre 192 Go pour le ZX900", "192 GB for the ZX900": the chip named right after "for"; in
# English also after the figure's own noun ("moved from a 7nm process used in QX5 to a 5nm
# process for the ZX900": the 5nm is the ZX900's, not the chip named before it).
_FOR_CHIP = re.compile(
    r"(?:\s+(?:of\s+)?(?-i:[a-z][a-z-]*)){0,2}?"
    r"\s+(?:for|pour|für|para|per)\s+(?:(?:the|its|le|la|l['’]|den|die|das|el|il|lo)\s*)?",
    re.I,
)


def chip_named_for(text: str, q: Quantity, chips: list[tuple[str, int]]) -> str | None:
    """The chip a figure is given to by "for"/"pour"/"für" right after it, or None; not one
    written as an owner ("for the ZX900's sibling": another product's)."""
    return next(
        (
            c
            for c, at in chips
            if at > q.end
            and _FOR_CHIP.fullmatch(text, q.end, at)
            and not text.startswith(("'s", "’s"), at + len(c))
        ),
        None,
    )


# A model line and number written before a known name make a longer product name the store
# does not know: "NVIDIA RTX PRO 6000 Blackwell" is a workstation card, not the Blackwell GPU
# (gold g3: its 96 GB stored as Blackwell's), nor is "RTX PRO 6000 (Blackwell)". Upper-case
# line words only: "In 2025 Blackwell" is no product name, nor is an event's year ("GTC 2025").
_PRODUCT_BEFORE = re.compile(
    r"\b[A-Z]{2,}[A-Za-z]*(?:\s+[A-Z]{2,}[A-Za-z]*)*\s+[A-Z]?(?!20[1-3]\d\b)\d{3,5}[A-Za-z]?(?:\s+|\s*\(\s*)$"
)


def inside_product_name(sentence: str, s0: int, at: int) -> bool:
    """Whether the chip name at ``at`` (a text offset) ends a longer, unknown product name."""
    return bool(_PRODUCT_BEFORE.search(sentence[max(0, at - s0 - 40) : at - s0]))


# A known name opening a longer product's: "Vera Rubin Space Module", "Thor Developer Kit"
# (plain words, then a product noun; "H100 SXM5 Module", a form factor's code, stays the chip).
_PRODUCT_AFTER = re.compile(
    r"\s+(?:[A-Z][a-z]+\s+){1,2}(?:Module|Kit|Station|Appliance|Workstation)s?\b(?!\s+(?:of|for)\b)"
)


def opens_product_name(sentence: str, s0: int, end: int) -> bool:
    """Whether the chip name ending at ``end`` (a text offset) opens a longer product's name."""
    return _PRODUCT_AFTER.match(sentence, end - s0) is not None


def known_chips(
    sentence: str, s0: int, named: list[figures.Named], chips: list[tuple[str, int]]
) -> list[tuple[str, int]]:
    """Chips as the known names give them: 'Ascend 910C', which the chip-family pattern
    misses, and a longer known chip name over a family word inside it ('Blackwell Ultra'
    rather than 'Blackwell'). A known platform is added only where no chip name is. A known
    name ending or opening a longer product name ("RTX PRO 6000 Blackwell", "Vera Rubin Space
    Module") is no chip of its own."""
    named = [
        n
        for n in named
        if not inside_product_name(sentence, s0, n.start) and not opens_product_name(sentence, s0, n.end)
    ]
    chips = [
        (c, at)
        for c, at in chips
        if not inside_product_name(sentence, s0, at) and not opens_product_name(sentence, s0, at + len(c))
    ]
    known = [n for n in named if n.entity_id.startswith("chip:")]
    kept = [(c, at) for c, at in chips if not any(n.start <= at and at + len(c) <= n.end for n in known)]

    def overlaps(n: figures.Named) -> bool:
        return any(at < n.end and n.start < at + len(c) for c, at in kept)

    known += [n for n in named if n.entity_id.startswith("platform:")]
    return kept + [(sentence[n.start - s0 : n.end - s0], n.start) for n in known if not overlaps(n)]


def figure_company(ctx: Context, sentence: str, s0: int, known: list[figures.Named]) -> str | None:
    """The company a figure naming none may be given: the one in focus, unless the focus has
    just moved from another company (which of the two a later "it" means is not said) or the
    sentence names a company the known names lack as its results' owner ("Synthco reported")."""
    if ctx.company_switched or ctx.company is None:
        return None
    return None if figure_owners.results_of_unknown(sentence, s0, known) else ctx.company
