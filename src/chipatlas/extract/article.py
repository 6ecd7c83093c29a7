"""Articles to signals: a signal page (seed 003's layout), or any article with a title and prose.

A signal page starts ``Observed Signal · <date> · <type> · Source: ... · Impact: n/5 ·
Sentiment: ...`` then title, summary and "why it matters"; key takeaways are bullets;
"Related Market Signals" lists more signals as title + paragraph. Any other article:
front matter or first heading for title/date/source, the lead sentences as summary.
Marketing lines ("Track ... in Real-Time", "Create your free ... workspace") are
boilerplate: skipped and reported.
"""

from __future__ import annotations

import re

from chipatlas.extract.dates import find_date, heads_page, slashed_date
from chipatlas.extract.findings import Note
from chipatlas.extract.folding import blind, folded
from chipatlas.extract.hedges import is_disclaimer
from chipatlas.extract.markup import FRONT_MATTER
from chipatlas.extract.page_meta import DATELINE, PageMeta
from chipatlas.extract.prose import sentences
from chipatlas.extract.sentiment import score_sentiment
from chipatlas.extract.signal import Signal, Span, signal_id
from chipatlas.extract.taxonomy import TYPES, classify, type_from_label
from chipatlas.extract.title_chrome import headline_start, is_chrome, leading_chrome
from chipatlas.extract.title_site import defined_name
from chipatlas.read.parsed import Block, ParsedDocument

_HEADER = re.compile(
    r"^Observed Signal\s*·\s*(?P<date>[^·]+?)\s*·\s*(?P<type>[^·]+?)\s*·\s*Source:\s*(?P<source>[^·]+?)"
    r"\s*·\s*Impact:\s*(?P<impact>[1-5])\s*/\s*5\s*·\s*Sentiment:\s*(?P<sentiment>\w+)",
    re.I,
)
_BOILER = re.compile(
    r"^(?:Track\b.*\b(?:Real-Time|Signals?)\b|"
    r".*\b(?:Create your free|sign up|subscribe|Set up custom watchlists|"
    r"autonomous intelligence agents|Recent verified developments)\b.*)",
    re.I,
)
_SECTION = re.compile(
    r"^(?:Key Takeaways|Connected Companies|Related Market Signals|\d+ Entities mapped)", re.I
)
_OUTLET = re.compile(
    r"\b(?P<o>[A-Z][A-Za-z]+(?: [A-Z][a-z]+)?)\s+(?:toured|reported|reports|says|said)\b"
    r"|\btold (?P<t>[A-Z]\w+)"
)


_BLOCK_SCALAR = ("|", "|-", "|+", ">", ">-", ">+")


def front_matter(text: str) -> dict[str, str]:
    """The top-level ``key: value`` pairs of a YAML front matter, as written. A block scalar
    ("source: >-" and the indented lines under it) is its lines joined (gold g3: the publisher
    came out as ">-"); other indented lines (lists, nested keys) are no top-level pairs (an
    indented "https://..." read as a key "https")."""
    m = FRONT_MATTER.match(text)
    if not m:
        return {}
    out: dict[str, str] = {}
    blocks: dict[str, list[str]] = {}
    block: list[str] | None = None
    for line in m.group("body").splitlines():
        if line[:1] in (" ", "\t"):
            if block is not None and line.strip():
                block.append(line.strip())
            continue
        block = None
        if ":" not in line:
            continue
        key, value = (part.strip() for part in line.split(":", 1))
        if value in _BLOCK_SCALAR:
            block = blocks[key.lower()] = []
            continue
        out[key.lower()] = value.strip("\"'")
    out |= {k: " ".join(lines).strip("\"'") for k, lines in blocks.items() if lines}
    return out


def _span(block: Block) -> Span:
    return Span(block.text, block.start, block.end)


def _bullet(block: Block) -> Span:
    m = re.match(r"^[-*•]\s+", block.text)
    cut = m.end() if m else 0
    return Span(block.text[cut:], block.start + cut, block.end)


def content_blocks(doc: ParsedDocument, notes: list[Note]) -> list[Block]:
    """Blocks outside front matter and boilerplate; each skipped marketing line is reported."""
    fm = FRONT_MATTER.match(doc.text)
    skip_to = fm.end() if fm else 0
    kept = []
    for b in doc.blocks:
        if b.start < skip_to:
            continue
        if _BOILER.match(b.text):
            notes.append(Note(b.line, f"skipped boilerplate (page marketing, not content): {b.text[:60]!r}"))
            continue
        kept.append(b)
    return kept


def _derive(sig: Signal, body: str) -> Signal:
    choice = None
    if sig.type == "other":
        choice = classify(sig.title.text, body)
        sig.type, sig.type_reasons = choice.type, choice.reasons
    if not sig.sentiment_reasons:
        text = f"{sig.title.text}\n{body}"
        s = (
            score_sentiment(text, choice.polarity, choice.because, choice.weight, choice.eases)
            if choice
            else score_sentiment(text)
        )
        sig.sentiment, sig.sentiment_reasons = s.label, s.reasons
    return sig


def signal_page(doc: ParsedDocument, blocks: list[Block]) -> list[Signal] | None:
    """Seed 003's layout: the main signal and the related ones below it."""
    if not blocks or not (m := _HEADER.match(blocks[0].text)):
        return None
    head = blocks[0]
    rest = [b for b in blocks[1:]]
    main = Signal(
        title=_span(rest[0]), source=m.group("source").strip(), stated_impact=int(m.group("impact"))
    )
    found = find_date(m.group("date"))
    if found:
        main.date, main.date_precision = found[0], found[1]
        main.date_span = Span(m.group("date"), head.start + m.start("date"), head.start + m.end("date"))
    main.type = type_from_label(m.group("type")) or "other"
    main.type_reasons = (f"the page states {m.group('type')!r}",)
    main.sentiment = m.group("sentiment").lower()
    main.sentiment_reasons = (f"the page states {m.group('sentiment')!r}",)
    intro = [b for b in rest[1:] if not _SECTION.match(b.text)]
    main.summary = _span(intro[0]) if intro else None
    main.why = _span(intro[1]) if len(intro) > 1 and not intro[1].text.startswith("-") else None
    section, related_blocks = "", []
    for b in rest[1:]:
        if _SECTION.match(b.text):
            section = "related" if "Related" in b.text else ("takeaways" if "Takeaways" in b.text else "")
            continue
        if section == "takeaways" and b.text.startswith(("-", "*", "•")):
            main.takeaways.append(_bullet(b))
        elif section == "related":
            related_blocks.append(b)
    body = "\n".join(s.text for s in (main.summary, main.why, *main.takeaways) if s)
    main.body = main.summary
    signals = [_derive(main, body)]
    for title, para in zip(related_blocks[::2], related_blocks[1::2], strict=False):
        signals.append(_short_signal(doc, title, para))
    ids = [s.id for s in signals]
    main.related = ids[1:]
    for s in signals[1:]:
        s.related = [ids[0]]
    return signals


def _short_signal(doc: ParsedDocument, title: Block, para: Block) -> Signal:
    sig = Signal(title=_span(title), summary=_span(para), body=_span(para))
    outlet = _OUTLET.search(para.text)
    sig.source = (outlet.group("o") or outlet.group("t")) if outlet else None
    spans = sentences(doc.text, para.start, para.end)
    sig.takeaways = [Span(doc.text[a:b], a, b) for a, b in spans[:3]]
    return _derive(sig, para.text)


_STOPS = (".", "!", "?", "。", "！", "？")


def plain_article(doc: ParsedDocument, blocks: list[Block], meta: PageMeta) -> Signal | None:
    """Any other article: title from metadata, heading or first short line; lead as summary."""
    if not blocks:
        return None
    dated = blocks  # the header lines hold the date even when they are chrome
    blocks = blocks[leading_chrome([b.text for b in blocks], meta.values.get("source"), doc.uri) :]
    first = blocks[0]
    head = first.text[headline_start(first.text) :].strip()
    title = Span(head, first.end - len(head), first.end)
    # The page's own heading is the headline its <title> wraps ("Headline | Section | Site",
    # "Site: Headline"): the heading wins, suffixes and all read over.
    wrapped = bool(doc.title and len(head) >= 12 and head in doc.title)
    title_text = meta.values.get("title") or (
        None if wrapped else _page_title(doc.title, meta.values.get("source"))
    )
    # A first line that ends a sentence (in any script) is prose, not a title.
    prose = blocks[1:] if len(first.text) < 200 and not first.text.endswith(_STOPS) else blocks
    if title_text and title_text != title.text:
        title = _stated_title(doc.text, title_text)
    elif prose is blocks:  # no headline: the lead sentence after any dateline stands for one
        title = _lead_title(doc, first)
        if named := defined_name(title.text, doc.uri):  # an overview: the page's subject names it
            title = Span(title.text[named[0] : named[1]], title.start + named[0], title.start + named[1])
    if not prose:
        return None
    sig = Signal(title=title, source=meta.values.get("source"), url=meta.values.get("url"))
    if sig.source:
        sig.source_span = meta.spans.get("source")
        sig.origins["source"] = meta.origin["source"]
    for key in ("updated", "author"):
        if key in meta.values:
            setattr(sig, key, meta.values[key])
            sig.origins[key] = meta.origin[key]
    if sig.updated and not (found := find_date(sig.updated)):
        sig.updated = None  # "Updated: yesterday" is no date
    elif sig.updated and found:
        sig.updated = found[0]
    _date(sig, doc, meta, dated)
    spans = [(a, b) for blk in prose for a, b in sentences(doc.text, blk.start, blk.end)]
    lead = spans[:2]
    sig.summary = Span(doc.text[lead[0][0] : lead[-1][1]], lead[0][0], lead[-1][1])
    sig.body = Span(doc.text[prose[0].start : prose[-1].end], prose[0].start, prose[-1].end)
    sig.takeaways = [Span(doc.text[a:b], a, b) for a, b in _key_sentences(doc.text, spans)]
    return _derive(sig, sig.body.text)


def _stated_title(text: str, title: str) -> Span:
    """Where the text states a metadata title: as written, or over the line breaks a front
    matter's block scalar puts in it ("title: >-" then two indented lines), so its quote is
    the text's own words; (0, 0) when the text does not hold it."""
    hit = text.find(title)
    if hit >= 0:
        return Span(title, hit, hit + len(title))
    words = title.split()
    m = re.search(r"\s+".join(map(re.escape, words)), text) if words else None
    return Span(text[m.start() : m.end()], m.start(), m.end()) if m else Span(title, 0, 0)


def _lead_title(doc: ParsedDocument, first: Block) -> Span:
    cut = headline_start(first.text, lead=True)
    m = DATELINE.match(first.text, cut)
    start = first.start + (m.end() if m else cut)
    start += len(doc.text[start : first.end]) - len(doc.text[start : first.end].lstrip())
    spans = sentences(doc.text, start, first.end)
    # a photo caption opening the lead ("Kestrel's new plant (foreground).") is no headline
    # nor is an aside of a few words ("C'est remarquable.", "Big news.")
    told = [sp for sp in spans[:_LEAD_CHROME] if not _aside_or_chrome(doc.text[sp[0] : sp[1]])]
    a, z = (told or spans or [(start, first.end)])[0]
    return Span(doc.text[a : a + _run_in_head(doc.text[a:z])], a, a + _run_in_head(doc.text[a:z]))


# A header run into one line: the headline, its date, then the byline and the lead
# ("Kestrel opens fab in Ohio March 3, 2025 By admin Kestrel said ..."): the headline ends at the date.
_RUN_IN_BYLINE = re.compile(r"\s*(?:By|by|Von|von|Par|par|Por|por|Di|di)\s+\S")
_MIN_RUN_IN_HEAD = 20


def _run_in_head(sentence: str) -> int:
    """Where the headline of a run-in header ends in its first sentence (its whole length if none)."""
    found = find_date(sentence[:200])
    if found is None or found[2] < _MIN_RUN_IN_HEAD or not _RUN_IN_BYLINE.match(sentence, found[3]):
        return len(sentence)
    return len(sentence[: found[2]].rstrip(" ,-–—|·"))


_LEAD_CHROME = 3  # sentences of a lead read over at most for one that is not a caption
_MIN_LEAD_WORDS = 4  # a lead sentence of fewer words is an aside, no event
_MIN_LEAD_CJK = 8
_LEAD_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")  # Korean spaces few long words


def _aside_or_chrome(sentence: str) -> bool:
    words, chars = len(sentence.split()), len(_LEAD_CJK.findall(sentence))
    return (words < _MIN_LEAD_WORDS and chars < _MIN_LEAD_CJK) or is_chrome(sentence)


def _page_title(title: str | None, site: str | None) -> str | None:
    """An HTML <title> without its site suffix ("Headline | The Register" -> "Headline")."""
    if not title:
        return None
    for sep in (" | ", " - ", " – ", " — "):
        head, _, tail = title.rpartition(sep)
        if head and (len(tail.split()) <= 4 or (site and site.lower() in tail.lower())):
            return head.strip()
    return title


_BYLINE_SLACK = 32  # characters beside a date on a line that is the page's date line
_HEADER_BLOCKS = 30


def _date_blocks(blocks: list[Block]) -> list[Block]:
    """Where a publication date stands: the first three blocks, and any short line that is
    mostly a date ("2025-12-08 Semiconductors editor") in the page header before the first
    paragraph of prose; dates further down are events, not publication."""
    out = list(blocks[:3])
    for b in blocks[3:_HEADER_BLOCKS]:
        if _is_paragraph(b.text, cjk=True):  # the first paragraph: the header is over
            break
        found = find_date(b.text)
        if found and len(b.text) - (found[3] - found[2]) <= _BYLINE_SLACK:
            out.append(b)
    return out


def _is_paragraph(text: str, cjk: bool = False) -> bool:
    """Prose, not a header line: 12+ words ending a sentence, or 25+ words (a headline has no stop).
    With ``cjk``, Chinese and Japanese (no spaces) count by characters: 24+ ending a sentence, or 60+;
    that ends the page header (branch type6)."""
    n = len(text.split())
    ends = text.rstrip().endswith(_STOPS)
    chars = len(_CJK_CHAR.findall(text)) if cjk else 0
    return n >= 25 or (n >= 12 and ends) or chars >= 60 or (chars >= 24 and ends)


_CJK_CHAR = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
# A weather widget's reading ("60.2 F"): the date a line or two under it is today's, not the page's.
_WEATHER = re.compile(r"^-?\d{1,3}(?:\.\d)?\s*°?\s*[FC]$")
_DATE_AT = 48  # a date this near a block's start heads it (a date line, a dateline); later, it is an event


def _header_date(text: str) -> tuple[str, str, int, int] | None:
    """The date heading a block: the whole of a short line, or the opening of prose
    ("date 2024-08-19 San Francisco : ...", "TAIPEI, Feb. 26, 2025 /PRNewswire/ —").
    A date inside a sentence of prose ("announced on March 18, 2024") is an event."""
    found = find_date(text[:120])
    paragraph = _is_paragraph(text)
    if found is None or (found[2] > _DATE_AT and paragraph):
        return None
    return found if heads_page(text, found[2], found[3], paragraph) else None


def _date(sig: Signal, doc: ParsedDocument, meta: PageMeta, blocks: list[Block]) -> None:
    raw = meta.values.get("date")
    if raw:
        found = find_date(raw)
        if found:
            span = meta.spans.get("date")
            hit = doc.text.find(raw) if span is None else -1
            sig.date, sig.date_precision = found[0], found[1]
            sig.date_span = span or (Span(raw, hit, hit + len(raw)) if hit >= 0 else None)
            sig.origins["date"] = meta.origin["date"]
            return
    if sig.updated:  # a page that states only when it was updated (a wiki): that version's date
        span = meta.spans.get("updated")
        sig.date, sig.date_precision = sig.updated, "day" if len(sig.updated) == 10 else "month"
        sig.date_span = span
        sig.origins["date"] = f"the update date only: {meta.origin['updated']}"
        return
    widget = [i for i, b in enumerate(blocks[:_HEADER_BLOCKS]) if _WEATHER.match(b.text.strip())]
    today = {blocks[j].start for i in widget for j in range(i + 1, min(i + 3, len(blocks)))}
    for b in _date_blocks(blocks):
        if b.start in today:
            continue  # the widget's date (branch type6)
        found = _header_date(b.text)
        if found:
            sig.date, sig.date_precision = found[0], found[1]
            sig.date_span = Span(b.text[found[2] : found[3]], b.start + found[2], b.start + found[3])
            return
    _slashed(sig, blocks)


def _slashed(sig: Signal, blocks: list[Block]) -> None:
    """A slashed date line in the header ("09/07/2025 06:48 PM"), read by a wire's dateline a few lines
    under it ("Taipei, Sept. 7 (CNA)"); ambiguous without one, so then no date."""
    for i, b in enumerate(blocks[: _HEADER_BLOCKS - 1]):
        if _is_paragraph(b.text, cjk=True):
            return
        if len(b.text) > _BYLINE_SLACK:
            continue
        found = next((f for n in blocks[i + 1 : i + 6] if (f := slashed_date(b.text, n.text))), None)
        if found:
            sig.date, sig.date_precision = found[0], "day"
            sig.date_span = Span(b.text[found[1] : found[2]], b.start + found[1], b.start + found[2])
            sig.origins["date"] = "a slashed date line read by the dateline after it"
            return


_WEIGHT = blind(r"\d|\$|%|announc|launch|plan|expect|will|deal|export|capacity|customer")  # folded text


def _key_sentences(text: str, spans: list[tuple[int, int]], k: int = 4) -> list[tuple[int, int]]:
    """The k sentences with most figures and trigger words, in document order."""
    spans = [s for s in spans if not is_disclaimer(text[s[0] : s[1]])]  # the page's own caveat
    low = folded(text)  # one character for one: the spans index it as they index text
    scored = sorted(spans, key=lambda s: -len(_WEIGHT.findall(low, s[0], s[1])))[:k]
    return sorted(s for s in scored if s[1] - s[0] > 20)


__all__ = ["TYPES", "content_blocks", "front_matter", "plain_article", "signal_id", "signal_page"]
