"""Notes (seed 004): personal wiki pages whose facts become claims with provenance.

Pattern rules, each documented in docs/signals.md and each keeping its sentence:
aliases ('some sources call them "Trainum 2" ... others "Trainium2"'), ownership
('X -- a company now fully owned by Y'), clusters ('an UltraCluster of Trainium2
UltraServers', 'partnered with Anthropic', 'across multiple data centers in the U.S.')
and sites (a list of cloud regions under a "data centers located" heading).
"""

from __future__ import annotations

import re

from chipatlas.extract.findings import RefFn
from chipatlas.extract.literals import may_match, needed
from chipatlas.extract.mentions import CHIP_RE
from chipatlas.extract.prose import canonical_chip
from chipatlas.model.names import slugify
from chipatlas.model.schema import K, P
from chipatlas.model.statement import Statement
from chipatlas.read.parsed import Block, ParsedDocument

_NOTE_WORDS = re.compile(r"\b(?:wiki|my notes|notes?|notebook|journal|must-read)\b", re.I)
_CALLED = re.compile(r"\bcall(?:s|ed)? (?:them|it) [\"“](?P<name>[^\"”]+)[\"”]")
_SAME = re.compile(
    r"[\"“](?P<a>[^\"”]+)[\"”]\s*(?:=|is the same as|a\.?k\.?a\.?|also known as)\s*[\"“](?P<b>[^\"”]+)[\"”]"
)
_OWNED = re.compile(
    # Starts only at a word's start: inside a long run of letters every position would
    # otherwise begin a match that backtracks over the rest of the run (quadratic).
    r"(?<![\w&])(?P<x>[A-Z][\w&]*(?: [A-Z][\w&]*){0,3})\s*(?:--|—|–|,|\bis\b|\bwas\b)\s*(?:an? [\w ]{0,40}?)?"
    r"(?:now )?(?:fully |wholly )?(?:owned by|a subsidiary of|acquired by)\s+"
    r"(?P<y>[A-Z][\w&]*(?: [A-Z][\w&]*)?)"
)
_OWNED_WORDS = needed(_OWNED)  # a sentence holding none of them skips the search (speed)
_OF = re.compile(r"UltraCluster of (?P<p>[A-Z][\w-]*\d+ (?:UltraServer|server|rack|pod)s?)", re.I)
_PARTNER = re.compile(r"\b(?:partnered with|built for|for customer)\s+(?P<c>[A-Z][\w]+)")
_SPREAD = re.compile(r"\b(?:multiple|several) data cent(?:er|re)s in the (?P<c>U\.S\.|US|United States)")
_SITE = re.compile(r"^[-*]\s+(?P<region>[^–]+?\))\s*[–-]\s*(?P<place>.+)$")
_COUNT = re.compile(r"^[-*]\s+(?P<area>[A-Z][\w .-]+?)\s*\((?P<n>\d+)(?:,[^)]*)?\)\s*$")


def is_note(doc: ParsedDocument, meta: dict[str, str], blocks: list[Block]) -> bool:
    kind = (meta.get("kind") or meta.get("type") or "").lower()
    if kind:
        return kind in ("note", "notes", "wiki")
    name = doc.uri.rsplit("/", 1)[-1].lower()
    head = blocks[0].text[:80] if blocks else ""
    return "note" in name or "wiki" in name or bool(_NOTE_WORDS.search(head))


def _st(
    eid: str, schema: str, prop: str, value: str, quote: tuple[str, int, int], ev: str = "claimed"
) -> Statement:
    return Statement(eid, schema, prop, value, value, quote[0], quote[1], quote[2], ev)


def alias_claims(text: str, span: tuple[int, int], ref: RefFn, counts: dict[str, int]) -> list[Statement]:
    """Two names a sentence says are the same thing: the more used one is the name, the other an alias."""
    sentence = text[span[0] : span[1]]
    names = [m.group("name") for m in _CALLED.finditer(sentence)]
    names += [n for m in _SAME.finditer(sentence) for n in (m.group("a"), m.group("b"))]
    names = [re.sub(r"\s+chips?$", "", n).strip() for n in names]
    if len(set(names)) < 2:
        return []
    canonical = max(names, key=lambda n: (counts.get(n, 0), bool(CHIP_RE.fullmatch(n))))
    schema = K.CHIP if CHIP_RE.fullmatch(canonical) else K.COMPANY
    eid = ref(schema, canonical)
    quote = (sentence, span[0], span[1])
    out = [_st(eid, schema, "name", canonical, quote)]
    out += [_st(eid, schema, "alias", n, quote) for n in sorted(set(names) - {canonical})]
    return out


def ownership_claims(text: str, span: tuple[int, int], ref: RefFn) -> list[Statement]:
    sentence = text[span[0] : span[1]]
    out = []
    for m in _OWNED.finditer(sentence) if may_match(_OWNED_WORDS, sentence) else ():
        child, parent = m.group("x").strip(), m.group("y").strip()
        cid, pid = ref(K.COMPANY, child), ref(K.COMPANY, parent)
        quote = (m.group(0), span[0] + m.start(), span[0] + m.end())
        out += [
            _st(cid, K.COMPANY, P.NAME, child, quote),
            _st(pid, K.COMPANY, P.NAME, parent, quote),
            Statement(cid, K.COMPANY, P.PARENT, pid, parent, *quote, "claimed"),
        ]
    return out


def cluster_claims(text: str, span: tuple[int, int], ref: RefFn, cluster: str | None) -> list[Statement]:
    """What a sentence says of the cluster it names (or the one named last)."""
    sentence = text[span[0] : span[1]]
    if cluster is None:
        return []
    cid = ref(K.CLUSTER, cluster)
    quote = (sentence, span[0], span[1])
    out: list[Statement] = []
    if m := _OF.search(sentence):
        chip = canonical_chip(m.group("p").split()[0])
        pid = ref(K.PLATFORM, f"{chip} UltraServer")
        dep = f"deployment:{cid.split(':', 1)[1]}:{pid.split(':', 1)[1]}"
        out += [_st(dep, K.DEPLOYMENT, P.CLUSTER, cid, quote), _st(dep, K.DEPLOYMENT, P.PLATFORM, pid, quote)]
    if (m := _PARTNER.search(sentence)) and "Project" in sentence:
        customer = ref(K.COMPANY, m.group("c"))
        out.append(Statement(cid, K.CLUSTER, P.CUSTOMER, customer, m.group("c"), *quote))
        out.append(_st(customer, K.COMPANY, P.NAME, m.group("c"), quote))
    if m := _SPREAD.search(sentence):
        out.append(Statement(cid, K.CLUSTER, P.COUNTRY, "United States", m.group(0), *quote))
    return out


def site_claims(doc: ParsedDocument, blocks: list[Block], ref: RefFn, operator: str) -> list[Statement]:
    """Bullets under a 'Where are ... data centers located?' heading: one Site per region."""
    out: list[Statement] = []
    listing, country = False, ""
    op_id = ref(K.COMPANY, operator)
    for b in blocks:
        if re.search(
            r"data cent(?:er|re)s? (?:are )?located|regions", b.text, re.I
        ) and not b.text.startswith("-"):
            listing = True
            continue
        if not listing:
            continue
        if not b.text.startswith(("-", "*")):
            listing = False
            continue
        quote = (b.text, b.start, b.end)
        if m := _SITE.match(b.text):
            region = m.group("region").strip()
            name = region if region.startswith(operator) else f"{operator} {region}"
            sid = f"site:{slugify(name)}"
            out += [_st(sid, K.SITE, P.NAME, name, quote), _st(sid, K.SITE, P.OPERATOR, op_id, quote)]
            out += [
                _st(sid, K.SITE, P.LOCATION, m.group("place").strip(), quote),
                _st(sid, K.SITE, P.KIND, "cloud region", quote),
            ]
            if country:
                out.append(_st(sid, K.SITE, P.COUNTRY, country, quote))
        elif m := _COUNT.match(b.text):
            name = f"{operator} regions in {m.group('area').strip()}"
            sid = f"site:{slugify(name)}"
            out += [_st(sid, K.SITE, P.NAME, name, quote), _st(sid, K.SITE, P.OPERATOR, op_id, quote)]
            out += [
                _st(sid, K.SITE, P.REGION_COUNT, m.group("n"), quote),
                _st(sid, K.SITE, P.AREA, m.group("area"), quote),
            ]
            country = ""
        else:
            country = b.text.lstrip("-* ").strip()
    return out
