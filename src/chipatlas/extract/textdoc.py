"""Articles and notes (text, Markdown, HTML): signals, spec claims, aliases, mentions, candidates.

The one entry point for prose documents; ``extract.document`` routes here any document
with running text that is not a supplier ring or a platform summary.
"""

from __future__ import annotations

import re
from collections import Counter

from chipatlas.extract import yuan
from chipatlas.extract.article import content_blocks, front_matter, plain_article, signal_page
from chipatlas.extract.doc_pages import documentation_page
from chipatlas.extract.fab_names import fab_claims
from chipatlas.extract.figure_subject import enter_section
from chipatlas.extract.findings import Extraction, Note, RefFn
from chipatlas.extract.hedges import lower_evidence
from chipatlas.extract.language import detect_language
from chipatlas.extract.mentions import Gazetteer, candidate_orgs, chip_names, cluster_candidates
from chipatlas.extract.notes import alias_claims, cluster_claims, is_note, ownership_claims, site_claims
from chipatlas.extract.operator_pages import operator_guide, raise_operator_page
from chipatlas.extract.own_pages import raise_own_page
from chipatlas.extract.page_meta import header_notes, read_page_meta
from chipatlas.extract.page_subject import (
    PageGazetteer,
    machine_statements,
    named_machine,
    own_names,
    page_machine,
)
from chipatlas.extract.prose import Context, canonical_chip, sentence_claims, sentences, word_count
from chipatlas.extract.quantities import Quantity, find_quantities
from chipatlas.extract.scopes import scope_words
from chipatlas.extract.sentiment import LEAD, entity_sentiment
from chipatlas.extract.signal import Signal, signal_statements
from chipatlas.extract.signal_mentions import signal_mentions
from chipatlas.extract.spec_tables import read_spec_tables
from chipatlas.limits import check_time
from chipatlas.model.names import match_key
from chipatlas.model.schema import K, P
from chipatlas.model.statement import Statement, make_id
from chipatlas.read.parsed import Block, ParsedDocument

_MIN_WORDS = 8


def has_prose(doc: ParsedDocument) -> bool:
    """Real running text: a block with a sentence of at least eight words outside any table."""
    return any(word_count(b.text) >= _MIN_WORDS and not b.text.startswith("|") for b in doc.blocks)


def extract_text_document(doc: ParsedDocument, ref: RefFn, gaz: Gazetteer | None) -> Extraction:
    out = Extraction()
    meta = front_matter(doc.text)
    blocks = content_blocks(doc, out.repairs)
    page = read_page_meta(doc, meta, blocks)
    out.repairs += header_notes(page, blocks)
    blocks = [b for b in blocks if b.start not in page.header_blocks]
    if not any(word_count(b.text) >= _MIN_WORDS for b in blocks):
        out.rejected.append(Note(1, "no prose to read: neither a supplier ring nor an article or note"))
        return out
    language = meta.get("language") or detect_language(" ".join(b.text for b in blocks))
    note = is_note(doc, meta, blocks)
    signals: list[Signal] = (
        [] if note else (signal_page(doc, blocks) or _one(plain_article(doc, blocks, page)))
    )
    out.kinds.add("note" if note else "article")
    names, machine, machine_id = _own_machine(doc, page.values.get("title"), blocks, ref, gaz, language)
    out.statements += machine
    out.own_names = names
    if not names:  # the one machine the text names ("X's Kaohsiung Super Computing Center")
        names, machine = _named_machine(blocks, ref, gaz, language)
        out.statements += machine  # linked in its figures only: its relations name it as written
    gaz = PageGazetteer(gaz, names) if names else gaz
    ctx = Context(gaz=gaz, language=language, yuan=yuan.reading(doc.text), page_machine=machine_id)
    tabled, ctx.table_cells = read_spec_tables(doc, ref, ctx)
    out.statements += tabled
    out.statements += _facts(doc, blocks, ref, ctx)
    out.figure_bases = {cid: str(basis) for cid, basis in ctx.bases.items()}
    guide = operator_guide(doc.text)  # a computing centre's own user guide: read once per page
    for sig in signals:
        _product_page(sig, out.statements)
        _operator_page(sig, guide, doc.uri)
    out.checks += _unattached_notes(out.statements)
    out.statements += _chips(doc, blocks, ref)
    for sig in signals:
        sig.language = language
        signal_mentions(sig, ref, gaz)
        out.checks += [
            Note(None, f"linked {eid} by spelling: {why}") for eid, why in sig.link_reasons.items()
        ]
        sig.magnitudes = _magnitudes(doc, sig, ctx.quantities)
        sig.entity_sentiment = _entity_sentiment(doc, sig)
        out.statements += signal_statements(sig)
    if signals:
        out.kinds.add("signals")
        # The document row carries what the page says of itself (publisher, publication date).
        first = signals[0]
        if first.source and "publisher" not in doc.meta:
            doc.meta["publisher"] = first.source
        if first.date and "published" not in doc.meta:
            doc.meta["published"] = first.date
    if note:
        out.statements += _note_entity(doc, blocks, language)
    out.statements += _candidates(doc, blocks, gaz, language)
    out.statements, hedged = lower_evidence(doc.text, out.statements)
    out.checks += hedged
    out.statements, own = raise_own_page(doc.uri, out.statements)
    out.checks += own
    # a machine's own page kept as documentation ("the Tarvin cluster has ..." in a centre's docs)
    documented = bool(out.own_names) and documentation_page(doc.uri) and "/wiki/" not in doc.uri
    out.statements, operator = raise_operator_page(out.statements, guide or documented)
    out.checks += operator
    out.checks.append(Note(None, f"language {language}; {len(signals)} signal(s)"))
    return out


def _own_machine(
    doc: ParsedDocument,
    title: str | None,
    blocks: list[Block],
    ref: RefFn,
    gaz: Gazetteer | None,
    language: str,
) -> tuple[dict[str, tuple[str, str]], list[Statement], str | None]:
    """The page's own machine (extract/page_subject.py): the names that link it, its statements
    (none when the store knows it already) and its entity (a known one must be a cluster)."""
    titles = [t for t in (doc.title, title, *(b.text for b in blocks if b.heading == 1)) if t]
    machine = page_machine(titles, blocks)
    if machine is None:
        return {}, [], None
    known = gaz.find(machine.name, 0, language) if gaz else []
    if known:
        ids = {m.entity_id for m in known}
        one = ids.pop() if len(ids) == 1 else ""
        return {}, [], one if one.startswith("cluster:") else None
    return own_names(machine, ref), machine_statements(machine, ref), ref(K.CLUSTER, machine.name)


def _named_machine(
    blocks: list[Block], ref: RefFn, gaz: Gazetteer | None, language: str
) -> tuple[dict[str, tuple[str, str]], list[Statement]]:
    """The one machine the text names by a proper name (extract/page_subject.py), stated as a
    Cluster when the store lacks it, and its names for the figures' linking."""
    machine = named_machine(blocks)
    if machine is None or (
        gaz is not None and any(m.start == 0 for m in gaz.find(machine.name, 0, language))
    ):
        return {}, []  # a name opening on a known one: that machine ("Colossus Supercomputer") or a
        # company's product line ("NVIDIA AI Factory"), never a new machine
    return own_names(machine, ref), machine_statements(machine, ref)


def _unattached_notes(statements: list[Statement]) -> list[Note]:
    """Each figure kept without a subject, listed in the ingest report with its quote."""
    claims = [s for s in statements if s.schema == K.CLAIM]
    subjects = {s.entity_id for s in claims if s.prop == P.SUBJECT}
    metrics = {s.entity_id: s.value for s in claims if s.prop == "metric"}
    units = {s.entity_id for s in claims if s.prop == "unit"}
    return [
        Note(
            None,
            f"unattached figure {s.original_value!r} ({metrics.get(s.entity_id, '?')}"
            f"{'' if s.entity_id in units else ', unit unknown'}): "
            f"subject unclear in {_around(s.quote, s.original_value)!r}",
        )
        for s in claims
        if s.prop == "value" and s.entity_id not in subjects
    ]


def _around(quote: str, figure: str, width: int = 80) -> str:
    """The first ``width`` characters of the quote (cut at a space when one is near), or, when
    the figure stands later, the ``width`` around it; a cut is marked '…' either way: the
    report line must show the figure it lists, and never end on half a word unmarked."""
    at = quote.find(figure)
    if at < 0 or at + len(figure) <= width:
        if len(quote) <= width:
            return quote
        # Cut at a space when one is near, and mark the cut: a word cut short reads as a typo.
        head = quote[:width]
        space = head.rfind(" ", max(at + len(figure), width - 16) if at >= 0 else width - 16)
        return (head[:space] if space > 0 else head).rstrip() + "…"
    start = min(at - (width - len(figure)) // 2, len(quote) - width)
    return "…" + quote[start : start + width] + ("…" if start + width < len(quote) else "")


# What a product's spec sheet states: compute, memory, bandwidth, power, node, cores, stacks.
_SPEC_METRIC = re.compile(
    r"(?:\w+_)?(?:flops|bandwidth)|(?:hbm_|memory_|sram_|cache_)?capacity|power|tdp|pin_speed|stack_layers|"
    r"hbm_stacks|(?:\w+_)?process_node|transistor_count|compute_dies|compute_units|sm_count|(?:\w+_)?cores"
)
_SPEC_FIGURES = 3
_NO_EVENT, _ONLY_NEAR = ("no trigger phrase matched",), ("only backdrop or context words matched",)


def _product_page(sig: Signal, statements: list[Statement]) -> None:
    """A page whose words name no event but which states a product's specs (three figures or
    more: compute, memory, bandwidth, power ...) presents that product: a technical release."""
    if sig.type != "other" or sig.type_reasons[:1] not in (_NO_EVENT, _ONLY_NEAR):
        return  # an event read, or one cancelled: the words decide
    specs = len(
        {
            s.entity_id
            for s in statements
            if s.schema == K.CLAIM and s.prop == "metric" and _SPEC_METRIC.fullmatch(str(s.value))
        }
    )
    if specs >= _SPEC_FIGURES:
        sig.type = "technical_release"
        sig.type_reasons = (f"no event read, but {specs} figures of a product's specs: a product page",)


def _operator_page(sig: Signal, guide: bool, uri: str) -> None:
    """A computing centre's guide to its own machine (extract/operator_pages.py), or a page kept
    as documentation (extract/doc_pages.py), says what a machine or product is: no news, so no
    tone ("high-performance nodes" praise nothing new), and no business event ("acquire a
    license", "pricing per hour" are a manual's words): a product described, or, for a centre's
    guide naming no event, the centre running its accelerators (an adoption)."""
    if not (guide or documentation_page(uri)):
        return
    why = "a computing centre's own user guide" if guide else "a page kept as documentation"
    sig.sentiment, sig.sentiment_reasons = "neutral", (f"{why}: no news to weigh",)
    if sig.type in _DESCRIBED:
        return
    if guide and sig.type == "other" and sig.type_reasons[:1] in (_NO_EVENT, _ONLY_NEAR):
        sig.type, sig.type_reasons = "customer_adoption", (f"{why}: the machine it runs",)
    else:
        sig.type, sig.type_reasons = "technical_release", (f"{why}: a product described, was {sig.type}",)


_DESCRIBED = ("technical_release", "customer_adoption")  # what a reference page's signal may be


def _one(sig: Signal | None) -> list[Signal]:
    return [sig] if sig else []


def _big(kind: str, si: float) -> bool:
    """A magnitude that counts for impact: $1B+, 100 MW+, 10k+ chips, 0.1 EFLOPS+."""
    limits = {"money": 1e9, "power": 1e8, "count": 1e4, "flops": 1e17}
    return kind in limits and si >= limits[kind]


def _magnitudes(doc: ParsedDocument, sig: Signal, read: list[Quantity]) -> list[str]:
    """Large figures in the signal's own text, reusing the quantities the sentences already gave."""
    found: list[Quantity] = []
    for span in (s for s in (sig.title, sig.summary, sig.why, *sig.takeaways) if s):
        if doc.text[span.start : span.end] == span.text:
            found += [q for q in read if span.start <= q.start and q.end <= span.end]
        else:  # text that is not a span of the document (none today): read it on its own
            found += find_quantities(span.text)
    return list(dict.fromkeys(q.original.lstrip("~") for q in found if _big(q.kind, q.si)))


_NAME_WORD = re.compile(r"[\"“]?([A-Z]\w+(?: ?\d)?)")  # the names counted for alias claims


def _facts(doc: ParsedDocument, blocks: list[Block], ref: RefFn, ctx: Context) -> list[Statement]:
    counts = Counter(n for b in blocks for n in _NAME_WORD.findall(b.text))
    out: list[Statement] = []
    for b in blocks:
        if b.heading:
            enter_section(ctx, b.heading)
        if not _LIST_ITEM.match(b.text):  # a list's items keep the scope its lead line gave them
            ctx.list_scope = _lead_scope(doc.text, b)
            if _MACHINE_SPECS.match(b.text):  # "Sophia Machine Specs": the list is a machine's,
                ctx.chip = ctx.focus = None  # so no chip named before owns its figures
        for span in sentences(doc.text, b.start, b.end):
            check_time(b.line)
            out += sentence_claims(doc.text, span, ref, ctx)
            out += fab_claims(doc.text, span, ref, ctx.known_ids, ctx.company)
            out += alias_claims(doc.text, span, ref, counts)
            out += ownership_claims(doc.text, span, ref)
            out += cluster_claims(doc.text, span, ref, ctx.cluster)
    operator = next(
        (m for m in ("AWS", "Google", "Microsoft", "Azure") if any(m in b.text for b in blocks)), ""
    )
    if operator:
        out += site_claims(doc, blocks, ref, operator)
    return out


_LIST_ITEM = re.compile(r"\s*(?:[-*+•]|\d{1,2}[.)])\s")
# A line leading a machine's spec list: "Sophia Machine Specs", "Polaris System Specifications:".
_MACHINE_SPECS = re.compile(
    r"^\W*[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?\s+(?:Machine|System|Cluster|Supercomputer)\s+"
    r"Spec(?:s|ifications)\b\s*:?\s*$"
)


def _lead_scope(text: str, b: Block) -> str | None:
    """The server scope a line leading a list gives its items: "La machine Hedy dispose de 8
    nœuds PowerEdge :", "Each node has:" (its items "- 512 GB RAM" are one node's)."""
    if not b.text.rstrip().endswith(":"):
        return None
    scopes = {s for _, s in scope_words(text, b.start, b.end)}
    return "per_server" if scopes == {"per_server"} else None


def _chips(doc: ParsedDocument, blocks: list[Block], ref: RefFn) -> list[Statement]:
    """Each chip named: the entity, and its other spellings ('Trainium 2', 'Trn2') as inferred aliases."""
    out, seen = [], set()
    for b in blocks:
        for written, a, z in chip_names(b.text):
            name = canonical_chip(written)
            quote = (written, b.start + a, b.start + z)
            if (name, written) in seen:
                continue
            seen.add((name, written))
            eid = ref(K.CHIP, name)
            out.append(Statement(eid, K.CHIP, P.NAME, name, written, *quote, "claimed"))
            if match_key(written) != match_key(name):
                out.append(Statement(eid, K.CHIP, P.ALIAS, written, written, *quote, "inferred"))
    return out


def _entity_sentiment(doc: ParsedDocument, sig: Signal) -> list[tuple[str, str, tuple[str, ...]]]:
    """How the story reads for each entity it names, where that differs from the overall value."""
    if sig.sentiment_reasons and sig.sentiment_reasons[0].startswith("the page states"):
        return []
    parts = [(sig.title.start, sig.title.end)]
    if sig.body:
        parts += sentences(doc.text, sig.body.start, min(sig.body.end, sig.body.start + LEAD))
    rows = []
    for a, z in parts:
        names = sorted((p for p in sig.positions if a <= p[1] and p[2] <= z), key=lambda p: p[1])
        rows.append((doc.text[a:z], [(e, s - a, t - a) for e, s, t in names]))
    return entity_sentiment(rows, sig.sentiment)


def _note_entity(doc: ParsedDocument, blocks: list[Block], language: str) -> list[Statement]:
    first = blocks[0]
    nid = f"note:{make_id(doc.text)[:16]}"
    q = (first.text, first.start, first.end)
    return [
        Statement(nid, K.NOTE, P.TITLE, first.text[:120], first.text, *q, "claimed"),
        Statement(nid, K.NOTE, P.LANGUAGE, language, language, *q, "claimed"),
        Statement(nid, K.NOTE, P.DATE_PRECISION, "unknown", "", *q, "claimed"),
    ]


def _candidates(
    doc: ParsedDocument, blocks: list[Block], gaz: Gazetteer | None, language: str
) -> list[Statement]:
    """Organisation names nobody knows yet: kept for review (``chipatlas candidates``), never linked."""
    out = []
    known: dict[str, bool] = {}  # a name written again in a later block is looked up once (speed)
    for b in blocks:
        # an organisation nobody knows, and a cluster's name (linked only when the store knows it)
        for name in dict.fromkeys(
            n for n, _, _ in candidate_orgs(b.text, set()) + cluster_candidates(b.text)
        ):
            if gaz and name not in known:
                known[name] = bool(gaz.find(name, 0, language) or gaz.fuzzy(name, language))
            if known.get(name):
                continue
            cid = f"candidate:{make_id(match_key(name))[:16]}"
            quote = (b.text, b.start, b.end)
            out.append(Statement(cid, K.CANDIDATE, P.CANDIDATE_NAME, name, name, *quote, "speculative"))
    return out
