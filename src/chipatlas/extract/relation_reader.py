"""Reading a whole text for relations: sentence by sentence, with what the sentence
before put in focus (``extract/relation_focus.py``).

Supply relations are read by ``extract/relations.py``, sites, ownership and deployment by
``extract/relation_kinds.py``; this module walks the sentences and links only those that
have a relation word (most have none), plus, rarely, the sentence before one that leans
on it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from itertools import pairwise

from chipatlas.extract.components import component_of
from chipatlas.extract.hedges import find_disclaimer, lead_hedge
from chipatlas.extract.markup import body_start, front_title, masked
from chipatlas.extract.mentions import Gazetteer, Mention
from chipatlas.extract.prose import sentences
from chipatlas.extract.relation import Relation
from chipatlas.extract.relation_focus import Focus, next_focus
from chipatlas.extract.relation_footprint import read_footprint
from chipatlas.extract.relation_hardware import (
    read_hardware_deployments,
    read_machine_list,
    read_title_deployment,
)
from chipatlas.extract.relation_lists import co_parts, co_suppliers, co_targets, successor
from chipatlas.extract.relation_tables import read_table_relations
from chipatlas.extract.relations import read_supply
from chipatlas.extract.supply_verb import supply_verb
from chipatlas.read.parsed import Table


def _page_sentences(text: str) -> list[tuple[int, int]]:
    """The page's sentences: its front matter's title (the headline), then its body's. The
    rest of a front matter is metadata (a summary or excerpt restates the body)."""
    title, start = front_title(text), body_start(text)
    body = [s for s in _line_sentences(text) if s[0] >= start]
    return [title, *body] if title else body


def _line_sentences(text: str) -> list[tuple[int, int]]:
    """Sentences within each line: a heading or a list item never runs into the next line;
    a prose line broken mid-sentence (hard-wrapped Markdown) runs on into the next."""
    out: list[tuple[int, int]] = []
    for start, end in _blocks(text):
        out += [part for a, b in sentences(text, start, end) for part in _korean_ends(text, a, b)]
    return out


# A line that is not running prose: a heading, a list item, a table row, a quote.
_NOT_PROSE = re.compile(r"^\s*(?:#|[-*+>|•·]\s|\d+[.)]\s|```)")
# The next line goes on with the sentence: a lower-case word or a Markdown link ("[Ascend](...)").
_GOES_ON = re.compile(r"^\s*(?:[a-z]|\[[^\]\n]+\]\()")
_LINE_END = re.compile(r"[.!?:;。！？」』)\]”\"]\s*$")


def _blocks(text: str) -> list[tuple[int, int]]:
    """Lines, with a prose line that stops mid-sentence joined to the prose line after it
    when that line goes on with the sentence (a title line without a stop stays alone)."""
    out: list[tuple[int, int]] = []
    start = 0
    open_prose = False  # the last block is prose that stopped mid-sentence
    for line in text.splitlines(keepends=True):
        end = start + len(line)
        if line.strip():
            prose = _NOT_PROSE.match(line) is None
            if open_prose and prose and _GOES_ON.match(line):
                out[-1] = (out[-1][0], end)
            else:
                out.append((start, end))
            open_prose = prose and _LINE_END.search(line) is None
        else:
            open_prose = False
        start = end
    return out


_KO_END = re.compile(r"(?<=[다요])\.(?=[^\s.\d,]|\d+일)")


def _korean_ends(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """A Korean sentence end ("...했다.") glued to the next sentence ("다.30일 업계에 따르면")."""
    # Every match is a stop inside the span after 다 or 요 (which may sit just before it).
    before = max(0, start - 1)
    glued = text.find("다.", before, end) >= 0 or text.find("요.", before, end) >= 0
    cuts = [m.end() for m in _KO_END.finditer(text, start, end)] if glued else []
    bounds = [start, *cuts, end]
    return [(a, b) for a, b in pairwise(bounds) if b > a]


def read_relations(
    text: str,
    gazetteer: Gazetteer,
    language: str | None = None,
    spans: list[tuple[int, int]] | None = None,
    tables: Sequence[Table] = (),
) -> list[Relation]:
    """Every relation the sentences of ``text`` (or of ``spans``) state, in text order, then
    those its grid ``tables`` state (``relation_tables.py``)."""
    from chipatlas.extract.relation_adopt import adopting, read_adopt
    from chipatlas.extract.relation_clients import names_customers, read_clients
    from chipatlas.extract.relation_custom import custom_chip, read_custom
    from chipatlas.extract.relation_kinds import read_named_deployments, read_other, triggered
    from chipatlas.extract.relation_nominal import nominal, read_nominal
    from chipatlas.extract.relation_process import process_named, read_process
    from chipatlas.extract.relation_supplier_to import read_supplier_to, supplier_to

    out: list[Relation] = []
    plain = masked(text)  # the words without their markup ("**X** [acquired](...)"), same offsets
    before = _Before(plain, gazetteer, language)
    walked = spans if spans is not None else _page_sentences(text)
    for start, end in walked:
        sentence = plain[start:end]
        verb = supply_verb(sentence)
        other = triggered(sentence)
        adopts = verb is None and adopting(sentence)
        named = verb is None and nominal(sentence) and component_of(sentence)[0] is not None
        clients = names_customers(sentence)
        noun = supplier_to(sentence)
        custom = custom_chip(sentence)
        process = process_named(sentence)
        if not (verb or other or adopts or named or clients or noun or custom or process):
            before.skip(start, end)
            continue  # most sentences: no relation word, no linking work
        before.start(start, end)
        mentions = gazetteer.find(sentence, start, language)
        found = read_supply(sentence, start, mentions, verb, before.focus) if verb else None
        if adopts:  # "Nvidia will integrate SK hynix's HBM4": no supply verb, the buyer's word
            found = read_adopt(sentence, start, mentions)
        if found is None and named:  # "X's HBM4 stacks in the Nova X1", "Kappa-made substrates"
            found = read_nominal(sentence, start, mentions, before.focus)
        if found is None and custom:  # "X is co-developing a custom inference ASIC for Y"
            found = read_custom(sentence, start, mentions)
        if found is None and process:  # "B300은 TSMC의 4NP 공정에서 생산된다": TSMC makes it
            found = read_process(sentence, start, mentions, before.focus)
        named_customers = read_clients(sentence, start, mentions, before.focus, out) if clients else []
        if found is not None:
            listed = [found, *co_suppliers(sentence, start, mentions, found, verb.at if verb else 0)]
            listed += co_parts(sentence, start, found)  # "HBM4, SSDs & SOCAMM2 memory for Y"
            read = [r for each in listed for r in (each, *co_targets(sentence, start, mentions, each))]
            out += _beside(read, named_customers) + successor(sentence, start, mentions, found)
        out += named_customers
        if found is None and noun and not named_customers:  # "X, a key supplier to Y": no part
            out += read_supplier_to(sentence, start, mentions, before.focus)
        if other:
            out += read_other(sentence, start, mentions, found, before.focus)
        before.read(start, end, mentions, found)
    out += read_named_deployments(plain, walked, gazetteer, language, out)
    return (
        [_verbatim(r, text, plain) for r in out]
        + read_table_relations(text, tables, gazetteer, language)
        + read_hardware_deployments(text, tables, gazetteer, language)
        + [r for r in read_title_deployment(text, gazetteer, language) if not _read_before(r, out)]
        + [r for r in read_machine_list(text, gazetteer, language) if not _read_before(r, out)]
        + read_footprint(text, gazetteer, language)
    )


def _verbatim(rel: Relation, text: str, plain: str) -> Relation:
    """The relation quoting the text itself, markup and all: it was read in the masked text."""
    if plain is text:
        return rel
    at = plain.find(rel.quote, rel.start)
    return replace(rel, quote=text[at : at + len(rel.quote)]) if at >= 0 else rel


def _read_before(rel: Relation, found: list[Relation]) -> bool:
    """Whether the sentences already gave this deployment (the title read as a sentence too)."""
    return any(
        r.kind == "deployment"
        and r.target is not None
        and rel.target is not None
        and r.target.entity_id == rel.target.entity_id
        and (r.obj_text or "") == (rel.obj_text or "")
        for r in found
    )


def _beside(read: list[Relation], customers: list[Relation]) -> list[Relation]:
    """The relations a sentence's verb gave, less those its customer list states better: a
    supply of the listed supplier's part to no one named, or to a customer the list names."""
    if not customers:
        return read
    supplier = customers[0].supplier
    listed = {c.customer.entity_id for c in customers if c.customer is not None}
    return [
        r
        for r in read
        if not (
            r.kind == "supply"
            and supplier is not None
            and r.supplier is not None
            and r.supplier.entity_id == supplier.entity_id
            and r.target is None
            and (r.customer is None or r.customer.entity_id in listed)
        )
    ]


def lead_hedged(text: str, relations: list[Relation]) -> list[Relation]:
    """The relations of a story that rests on a hedge: a page disclaimer, or a hedge on the
    story's source in its headline and first paragraph ("传...", "X has reportedly ...", "a
    person familiar with the matter said") makes every relation ``speculative``, as it makes the
    story's claims and signal (extract/hedges.py): the sentence that states the supply need
    not repeat the rumour it rests on."""
    disclaimer = find_disclaimer(text)
    words = disclaimer.words if disclaimer else lead_hedge(text)
    if words is None:
        return relations
    return [
        r
        if r.evidence == "speculative" or (not disclaimer and _OFFICIAL.search(r.quote))
        else replace(r, evidence="speculative", hedge=words)
        for r in relations
    ]


# A sentence that says its own supply was confirmed officially does not rest on the story's
# rumour: "officially confirmed", "confirmed in its press release", "官方新聞稿中已確認",
# "offiziell bestätigt", "confirmé officiellement", "公式に確認", "공식 확인".
_OFFICIAL = re.compile(
    r"\b(?:officially\s+confirmed|confirmed\s+(?:officially|in\s+(?:its|an|the|a)\s+(?:official\s+)?press\s+release)|"
    r"offiziell\s+bestätigt|confirmée?s?\s+officiellement|officiellement\s+confirmée?s?|"
    r"confirmad[oa]s?\s+oficialmente|confermat[oaie]\s+ufficialmente)\b|"
    r"官方\S{0,8}?(?:確認|确认|證實|证实)|公式に(?:確認|発表)|공식\s?(?:확인|발표)",
    re.IGNORECASE,
)


class _Before:
    """The focus of the sentence before the current one, worked out only when a sentence
    asks for it (rarely): a skipped sentence is then linked, a read one's part looked up."""

    def __init__(self, text: str, gazetteer: Gazetteer, language: str | None) -> None:
        self.text, self.gazetteer, self.language = text, gazetteer, language
        self.span: tuple[int, int] | None = None
        self.mentions: list[Mention] | None = None  # None: the sentence was skipped, not linked
        self.supplier: Mention | None = None
        self.known: Focus | None = None
        self.supplied: dict[str, tuple[str, str]] = {}  # in this paragraph
        self.dies: dict[str, tuple[str, str]] = {}  # in the document: foundry supplies
        self.end = 0

    def start(self, start: int, end: int) -> None:
        if "\n" in self.text[self.end : start]:
            self.supplied = {}
        self.end = end

    def skip(self, start: int, end: int) -> None:
        self.start(start, end)
        self.span, self.mentions, self.supplier, self.known = (start, end), None, None, None

    def read(self, start: int, end: int, mentions: list[Mention], found: Relation | None) -> None:
        self.span, self.mentions, self.known = (start, end), mentions, None
        self.supplier = found.supplier if found else None
        if found and found.supplier and found.component and found.component_text and not found.ends:
            self.supplied[found.supplier.entity_id] = (found.component, found.component_text)
        if found and found.supplier and found.component == "Accelerator" and not found.ends:
            self.dies[found.supplier.entity_id] = (found.component, found.component_text or "chips")

    def focus(self) -> Focus:
        if self.known is None:
            if self.span is None:
                return Focus(supplied=self.supplied, dies=self.dies)
            start, end = self.span
            sentence = self.text[start:end]
            if self.mentions is None:
                self.mentions = self.gazetteer.find(sentence, start, self.language)
            self.known = next_focus(self.mentions, component_of(sentence), self.supplier)
        self.known.supplied, self.known.dies = self.supplied, self.dies
        return self.known
