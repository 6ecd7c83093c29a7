"""Sites a company's own page lists as its footprint: "Manufacturing footprint:" then one
line a place ("- Mexico plant for Blackwell rack-scale assembly").

Such a line names no company: the page's own does (the one its first title, or its first
prose line, opens with: "Foxconn — world's largest electronics manufacturer"). Each line
that opens with a known country or region and names site words gives a site of that company,
with the part and the platform the line names; a line with no place, or no site words
("Expanding US manufacturing presence"), gives none, and a page whose company is not one
known company gives none at all: the owner is never guessed.
"""

from __future__ import annotations

import re

from chipatlas.extract.components import component_of
from chipatlas.extract.markup import masked
from chipatlas.extract.mentions import Gazetteer, Mention
from chipatlas.extract.places import country_in
from chipatlas.extract.relation import Relation, stated
from chipatlas.model.schema import K

__all__ = ["page_company", "read_footprint"]

# A label line over the list: "Manufacturing footprint:", "## Facilities", "**Fabs:**".
_LABEL = re.compile(
    r"^[ \t]*(?:#{1,6}[ \t]+)?\**[ \t]*(?:(?:global|manufacturing|production|key)[ \t]+)?"
    r"(?:footprint|facilities|fabs|plants|sites|locations|production[ \t]+sites|manufacturing[ \t]+sites)"
    r"[ \t]*:?\**[ \t]*:?[ \t]*\n",
    re.IGNORECASE | re.MULTILINE,
)
_ITEM = re.compile(r"[ \t]*[-*•+][ \t]+(?P<body>[^\n]+)\n?")
# The place the line opens with: one to three capitalised words.
_OPENING_PLACE = re.compile(r"\s*((?:[A-Z][\w.-]*)(?:\s+[A-Z][\w.-]*){0,2})")
_SITE_WORDS = re.compile(
    r"\b(?:plants?|fabs?|factor(?:y|ies)|facilit(?:y|ies)|campus(?:es)?|sites?|lines?|hubs?|"
    r"assembly|packaging|integration)\b",
    re.IGNORECASE,
)


_NOT_OPENING = re.compile(r"\s*$|\s*---\s*$|[\w-]+:\s|\s*#[^\s#]")


_FAB = re.compile(r"\b(?:fabs?|foundr(?:y|ies))\b", re.IGNORECASE)


def page_company(text: str, gazetteer: Gazetteer, language: str | None = None) -> Mention | None:
    """The company a page is about: the one its first title names whole, else the one its
    first prose line opens with; None when neither is one known company."""
    plain = masked(text)
    for line in plain.splitlines():
        if _NOT_OPENING.match(line):
            continue  # blank, front matter's fence or keys, a tag line ("#actor #taiwan")
        words = line.strip().lstrip("#").strip()
        at = plain.index(words)
        found = [m for m in gazetteer.find(words, at, language) if m.schema == K.COMPANY]
        first = found[0] if found else None
        if first is not None and first.start == at:
            return first
        return None
    return None


def read_footprint(text: str, gazetteer: Gazetteer, language: str | None = None) -> list[Relation]:
    """One site per footprint line of the page's own company, quoting the line."""
    labels = list(_LABEL.finditer(text))
    if not labels:
        return []
    owner = page_company(text, gazetteer, language)
    if owner is None:
        return []
    plain = masked(text)
    out: list[Relation] = []
    for label in labels:
        at = label.end()
        while (item := _ITEM.match(plain, at)) is not None:
            out += _site(text, item, owner, gazetteer, language)
            at = item.end()
    return out


def _site(
    text: str, item: re.Match[str], owner: Mention, gazetteer: Gazetteer, language: str | None
) -> list[Relation]:
    body = item.group("body")
    place = _OPENING_PLACE.match(body)
    site = _SITE_WORDS.search(body)
    if place is None or site is None or country_in(place.group(1)) is None:
        return []  # no place the line opens with, or no site words: nothing to state
    start = item.start("body")
    mentions = gazetteer.find(body, start, language)
    if any(m.schema == K.COMPANY and m.entity_id != owner.entity_id for m in mentions):
        return []  # another company's site, or a customer's: not the page's own line
    targets = [m for m in mentions if m.schema in (K.PLATFORM, K.CHIP)]
    component, words = component_of(body)
    if component is None and targets and (fab := _FAB.search(body)) is not None:
        component, words = "Accelerator", fab.group(0)  # a fab named for a chip makes its dies
    line = item.start() + len(item.group(0)) - len(item.group(0).lstrip())
    quote = text[line : item.end("body")]  # the whole line, bullet and markup as written
    return [
        stated(
            quote,
            line,
            owner,
            kind="site",
            supplier=owner,
            target=targets[0] if len({t.entity_id for t in targets}) == 1 else None,
            component=component,
            component_text=words,
            country=country_in(place.group(1)),
            place=place.group(1),
        )
    ]
