"""Which ring rows a story touches: its subjects' rows, of the parts it names, in the rings it names.

A story names many companies in passing ("unlike Nvidia", "customers include Apple"); the rows
it is about are those of the companies it is about (``about``: named in the title or the first
sentence of the summary). Three rules, each general:

- **Subjects first.** The suppliers are the subjects that supply a ring; a story whose subjects
  are companies none of which supplies a ring touches no supplier's rows (a passing mention of
  TSMC in a story about another packager is not TSMC's news); only a story whose subjects are no
  companies (a chip, a platform) falls back to the suppliers it mentions.
- **A platform's maker beside its supplier is the customer.** In "Nvidia supplier X readies
  HBM4", X supplies Nvidia's platforms: Nvidia's own rows (its GPU, switch, NIC) are not what
  changes. A subject that makes a platform another subject supplies is dropped (unless that
  would drop every subject).
- **The parts it names.** When the headline's main clause (else the title and summary) names a
  ring part (HBM, advanced packaging, racks: ``extract.components``) that a subject supplies, only
  rows of the named parts count (a memory maker's HBM story is not about its DDR5 rows).

The platforms the story's subjects name (a platform, or a chip used in one) are where it lands:
only their rings are touched. Otherwise platforms it mentions in passing come first, then those a
subject makes (the customer's), then where most of its suppliers meet. And:

- **A maker's own chip.** A story whose subjects name a chip is the chip's: its maker's rows are
  not touched (its switch beside the chip, a coolant unit in another maker's rack); the chip's
  platforms are named as their own ring, and a chip in no stored ring touches nothing.
- **A design partner sells no part.** A "Design partner" row (an AI lab co-designing a chip)
  makes no subject a customer, and counts only in a ring the story's subjects name.
- **An executive change moves no row** (who leads a supplier is not who supplies what).
- **No subject, no rows.** A story whose title and lead name nothing known falls back to the
  companies it names only when it names one; one naming a platform but no company and no part
  is that platform's own ring, not the rows of a company named further down.

``story_touched`` is the one computation: ``why_it_matters`` (resolve/why.py, at ingest) and a
digest's exposure lines (analyze/digest_exposure.py) both read it, so they cannot disagree.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from sqlalchemy import Connection

from chipatlas.extract.components import COMPONENTS
from chipatlas.extract.head_event import main_clause
from chipatlas.resolve.impact import ImpactFacts

Rows = Mapping[str, Sequence[tuple[str, str]]]  # supplier id -> (platform id, component)


@dataclass(frozen=True)
class Story:
    mentioned: list[str]
    about: list[str]
    text: str  # title and summary: where the story says what it is about
    title: str = ""
    kind: str = ""  # the signal's type


# Story types that change no ring row: who leads a supplier is not who supplies what.
NO_ROWS = frozenset({"executive_change"})


@dataclass
class Touched:
    """The rows a story touches, platform by platform, in the order they matter."""

    rows: dict[str, list[tuple[str, str]]] = field(default_factory=dict)  # platform -> (supplier, part)
    own: list[str] = field(default_factory=list)  # platforms named, with none of the suppliers' rows
    suppliers: list[str] = field(default_factory=list)  # the story's suppliers (after the rules)
    parts: set[str] = field(default_factory=set)  # the named parts the rows were kept to (empty: all)


def named_parts(text: str) -> set[str]:
    """The ring parts a text names (every match, not only the first)."""
    return {name for pattern, name in COMPONENTS if pattern.search(text)}


def story_parts(story: Story, supplied: set[str]) -> set[str]:
    """The named parts the suppliers make: those of the headline's main clause when it names one
    ("X's packaging capacity under strain as buyers order more AI chips": packaging, not the
    chips of the backdrop), else those of the title and summary."""
    start, end = main_clause(story.title)
    for text in (story.title[start:end], story.text):
        found = named_parts(text) & supplied
        if found:
            return found
    return set()


DESIGN_PARTNER = "Design partner"  # a ring row that co-designs the chip: no part is sold by it


def _customers(chosen: list[str], supplier_in: Rows, makers: Mapping[str, set[str]]) -> set[str]:
    """Subjects that make a platform another subject supplies a part of: that subject's
    customers. A design partner (an AI lab co-designing the chip) sells the maker no part."""
    out = set()
    for maker in chosen:
        for other in chosen:
            if other == maker:
                continue
            rows = [p for p, c in supplier_in.get(other, []) if c != DESIGN_PARTNER]
            if any(maker in makers.get(p, set()) - {other} for p in rows):
                out.add(maker)
    return out


def _by_fallback(story: Story) -> bool:
    """The story names no company as its subject: its suppliers are those it mentions."""
    return not any(e.startswith("company:") for e in story.about)


def suppliers(story: Story, supplier_in: Rows, makers: Mapping[str, set[str]]) -> list[str]:
    """The suppliers whose rows the story is about (the rules above). A story with no subject
    at all (nothing in its title or lead resolved) has one only when it names one company in
    all: of several named further down, none is known to be its subject."""
    chosen = [e for e in dict.fromkeys(story.about) if e in supplier_in]
    if not chosen:
        if not _by_fallback(story):
            return []
        if not story.about and len({e for e in story.mentioned if e.startswith("company:")}) != 1:
            return []
        chosen = [e for e in dict.fromkeys(story.mentioned) if e in supplier_in]
    buying = _customers(chosen, supplier_in, makers)
    return [e for e in chosen if e not in buying] or chosen


def touched(
    story: Story,
    supplier_in: Rows,
    makers: Mapping[str, set[str]],
    platforms_of: Mapping[str, Sequence[str]],
) -> Touched:
    """``platforms_of``: an entity id -> the platforms it is or is used in (a platform itself,
    a chip's platforms)."""
    # A story about a maker's own chip is the chip's: its platforms (as their own ring), not the
    # maker's other rows (its switch beside the chip, a coolant unit in another maker's rack).
    if story.kind in NO_ROWS:
        return Touched()
    own_chip = {m for e in story.about if e.startswith("chip:") for m in makers.get(e, set())}
    chosen = [s for s in suppliers(story, supplier_in, makers) if s not in own_chip]
    out = Touched(suppliers=chosen)
    found = [(s, p, c) for s in out.suppliers for p, c in supplier_in.get(s, [])]
    parts = story_parts(story, {c for _, _, c in found})
    if parts:
        out.parts = parts
        found = [(s, p, c) for s, p, c in found if c in parts]
    subject_platforms = [p for e in story.about for p in platforms_of.get(e, [])]
    mentioned = [p for e in story.mentioned for p in platforms_of.get(e, [])]
    named = list(dict.fromkeys(subject_platforms + mentioned))
    # A design partner's row counts only in a ring the story's subjects name (a deal of an AI
    # lab that co-designs one chip is not news for that chip's ring).
    found = [(s, p, c) for s, p, c in found if c != DESIGN_PARTNER or p in subject_platforms]
    if subject_platforms:
        found = [(s, p, c) for s, p, c in found if p in subject_platforms]
        named = list(dict.fromkeys(subject_platforms))
        if _by_fallback(story) and not parts:
            found = []  # a platform's story naming no company and no part: its own ring
    rows: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for s, p, c in found:
        rows[p].append((s, c))

    # Named platforms first, then those a subject makes (the customer's, in "X supplies HBM to
    # Nvidia"; a maker's own), then where most of the story's suppliers meet.
    subjects = set(story.about)

    def rank(p: str) -> tuple[int, int, int, int, str]:
        made = bool(makers.get(p, set()) & subjects)
        return (p not in named, not made, -len({s for s, _ in rows[p]}), -len(rows[p]), p)

    out.rows = {p: rows[p] for p in sorted(rows, key=rank)}
    out.own = [p for p in named if p not in rows]
    return out


def story_touched(conn: Connection, story: Story) -> Touched:
    """The rows the story touches, read from the store: the one computation both
    why_it_matters (at ingest) and a digest's exposure lines read."""
    facts = ImpactFacts.of_mentions(conn, sorted(set(story.mentioned) | set(story.about)))
    return touched_by(facts, story)


def touched_by(facts: ImpactFacts, story: Story) -> Touched:
    return touched(story, facts.supplier_in, facts.makers, facts.platforms_of)


__all__ = [
    "Story",
    "Touched",
    "named_parts",
    "story_parts",
    "story_touched",
    "suppliers",
    "touched",
    "touched_by",
]
