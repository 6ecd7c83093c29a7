"""Entity linking from the store's names, near-duplicate stories, and each signal's impact.

- ``Linker.find``: every known name and alias (the ``aliases`` projection) in one
  Aho-Corasick automaton over the text as ``extract.folding.name_folded`` folds it (case,
  full width, traditional Chinese, hyphens and middle dots; offsets kept), each name also
  with its other spacings ('SK 海力士', 'SKhynix'), whole words only (word edges per script:
  ``resolve.scripts``); a name two entities
  share is ambiguous and never linked. An alias that is a common word and not the
  entity's own name ('Delta', the ticker 'LITE') links only with support
  (``careful.word_like_supported``): the company named otherwise in the document, a
  company word after it, or a ticker written as one. ``fuzzy``: rapidfuzz ratio >= 92 on the match key,
  only for names of 6+ characters with the same digits, and only when one entity is that close.
- ``merge_signals``: a signal whose title + summary has MinHash Jaccard >= 0.5 with a
  stored one (LSH bands in ``signal_bands``) is the same story: its statements move to
  the stored signal, which gains a source.
- impact 1-5 = type prior + centrality + magnitude + independent sources (docs/signals.md,
  ``resolve.impact``).
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Callable
from dataclasses import replace

import ahocorasick  # type: ignore[import-not-found]
from rapidfuzz import fuzz, process
from sqlalchemy import Connection, func, select

from chipatlas.extract.addresses import addresses
from chipatlas.extract.findings import Note
from chipatlas.extract.folding import name_folded
from chipatlas.extract.mentions import Mention
from chipatlas.model.gazetteer import site_ids
from chipatlas.model.names import match_key
from chipatlas.model.schema import K, P
from chipatlas.model.statement import Statement
from chipatlas.resolve.careful import (
    FUZZY_MIN_LEN,
    fuzzy_candidate,
    plausible,
    same_digits,
    word_like,
    word_like_supported,
)
from chipatlas.resolve.duplicates import same_stories
from chipatlas.resolve.impact import ImpactFacts, impact
from chipatlas.resolve.resolver import Resolver
from chipatlas.resolve.same_facts import same_facts
from chipatlas.resolve.scripts import glued, plural_s, script_change, short_ok
from chipatlas.resolve.story_rows import Story, suppliers
from chipatlas.resolve.why import why_it_matters
from chipatlas.store.judgements import stamp as judgement_stamp
from chipatlas.store.tables import aliases, entities

LINKABLE = (K.COMPANY, K.PLATFORM, K.CHIP, K.CLUSTER, K.SITE)
FUZZY_MIN = 92
_CACHE: dict[tuple[object, ...], tuple[ahocorasick.Automaton | None, dict[str, str]]] = {}


def build_automaton(names: list[tuple[str, str, str, str]]) -> ahocorasick.Automaton | None:
    """names: (written name, entity id, schema, caption); ambiguous names are left out.

    Keys are folded as the text is (``name_folded``); a name's other spacings
    (``spacings``) are keys too unless another entity owns that key as its own name.
    Each key's value: (length, entity id, schema, caption, word-like: ``careful.word_like``)."""
    own: dict[str, set[tuple[str, str, str]]] = defaultdict(set)
    other: dict[str, set[tuple[str, str, str]]] = defaultdict(set)
    for name, eid, schema, caption in names:
        keys = {name_folded(" ".join(name.lower().split())), name_folded(match_key(name))}
        for key in keys:
            own[key].add((eid, schema, caption))
            for spaced in spacings(key):
                other[spaced].add((eid, schema, caption))
    auto = ahocorasick.Automaton()
    for text, owners in [*own.items(), *((k, v) for k, v in other.items() if k not in own)]:
        if short_ok(text) and not text.isdigit() and len({o[0] for o in owners}) == 1:
            eid, schema, caption = next(iter(owners))
            weak = word_like(text, name_folded(" ".join(caption.lower().split())))
            auto.add_word(text, (len(text), eid, schema, caption, weak))
    if not len(auto):
        return None
    auto.make_automaton()
    return auto


def spacings(key: str) -> set[str]:
    """The other ways a folded name is spaced: with a space where Latin meets Han, kana or
    Hangul ('sk 海力士' for 'sk海力士'), and with no space at all ('skhynix' for 'sk hynix').
    Never a space inside a word, so a model number stays as written ('h100', not 'h 100')."""
    spaced = key
    if not key.isascii():  # Latin alone has no change of script
        chars: list[str] = []
        for ch in key:
            if chars and ch != " " and chars[-1] != " " and script_change(chars[-1], ch):
                chars.append(" ")
            chars.append(ch)
        spaced = "".join(chars)
    return {spaced, spaced.replace(" ", "")} - {key}


_FOUND_MAX = 4096  # find's (and fuzzy's) answers kept per document at most

# id(keys) -> (keys, the keys fuzzy linking may land on): built once per store state, not per
# document (the keys dict is the one _CACHE holds while the aliases are unchanged).
_CHOICES: dict[int, tuple[dict[str, str], list[str]]] = {}


def _choices(keys: dict[str, str]) -> list[str]:
    kept = _CHOICES.get(id(keys))
    if kept is None or kept[0] is not keys:
        _CHOICES.clear()
        kept = _CHOICES[id(keys)] = (keys, [k for k in keys if len(k) >= FUZZY_MIN_LEN])
    return kept[1]


class Linker:
    """The ``Gazetteer`` the extractors use, built from the store inside the ingest transaction."""

    def __init__(self, conn: Connection, resolver: Resolver, document: str = "") -> None:
        """document: the whole text being read, where a word-like alias finds its support."""
        self.conn, self.resolver, self.document = conn, resolver, document
        self._named: set[str] | None = None  # the ids the document names by a name no common word
        self._auto: ahocorasick.Automaton | None = None
        self._keys: dict[str, str] | None = None
        self._choices: list[str] | None = None  # the keys fuzzy linking may land on, built once
        self._found: dict[tuple[str, int, str | None], list[Mention]] = {}  # find's answers
        self._fuzzy: dict[tuple[str, str | None], Mention | None] = {}  # fuzzy's answers

    def _load(self) -> tuple[ahocorasick.Automaton | None, dict[str, str]]:
        if self._keys is None:
            sig = self.conn.execute(
                select(func.count(), func.max(aliases.c.key), func.min(aliases.c.key))
            ).one()
            # The judgements count too: a merge or split changes which id a name links to.
            cache_key = (str(self.conn.engine.url), id(self.conn.engine), *sig, *judgement_stamp(self.conn))
            if cache_key not in _CACHE:
                rows = self.conn.execute(
                    select(aliases.c.name, aliases.c.entity_id, aliases.c.schema, entities.c.caption)
                    .join(entities, entities.c.id == aliases.c.entity_id)
                    .where(aliases.c.schema.in_(LINKABLE))
                ).all()
                # Gazetteer places (Tainan, Texas) are where ring rows are made, not mentions:
                # linked in prose they would hide the place after "in" from the relation reader.
                places = site_ids()
                names = [
                    (r.name, self.resolver.canonical(r.entity_id), r.schema, r.caption)
                    for r in rows
                    if r.entity_id not in places
                ]
                keys = {match_key(n): e for n, e, _, _ in names}
                _CACHE.clear()
                _CACHE[cache_key] = (build_automaton(names), keys)
            self._auto, self._keys = _CACHE[cache_key]
        return self._auto, self._keys

    def find(self, text: str, offset: int = 0, language: str | None = None) -> list[Mention]:
        # A sentence is linked more than once (its figures' owners, the signal's mentions): the
        # answer is kept. It depends on the text, offset and language alone, the automaton and
        # the document's named ids being fixed once loaded. Bounded for very long documents.
        key = (text, offset, language)
        found = self._found.get(key)
        if found is None:
            auto, _ = self._load()
            found = find_in(auto, text, offset, language, self._named_in_document)
            if len(self._found) >= _FOUND_MAX:
                self._found.clear()
            self._found[key] = found
        return list(found)

    def _named_in_document(self, language: str | None) -> set[str]:
        if self._named is None:
            self._named = named_ids(self._load()[0], self.document, language)
        return self._named

    def fuzzy(self, name: str, language: str | None = None) -> Mention | None:
        """One known entity whose name is spelt within ratio ``FUZZY_MIN`` of this one, or None."""
        key = (name, language)  # a document writes the same unknown name again: asked once
        if key not in self._fuzzy:
            if len(self._fuzzy) >= _FOUND_MAX:
                self._fuzzy.clear()
            self._fuzzy[key] = self._fuzzy_once(name, language)
        return self._fuzzy[key]

    def _fuzzy_once(self, name: str, language: str | None) -> Mention | None:
        _, keys = self._load()
        if not keys or not fuzzy_candidate(name, language):  # most capitalised words (speed: first)
            return None
        key = match_key(name)
        if self._choices is None:
            self._choices = _choices(keys)
        choices = self._choices
        hits = process.extract(key, choices, scorer=fuzz.ratio, score_cutoff=FUZZY_MIN, limit=2)
        # A name with other digits is another product or site, however close the spelling
        # ('NVIDIA H200' is not 'NVIDIA H20', 'MI300' not 'MI350').
        hits = [h for h in hits if same_digits(key, h[0])]
        owners = {keys[h[0]] for h in hits}
        if len(owners) != 1:
            return None
        eid = owners.pop()
        exact = hits[0][1] >= 100  # the same key once folded ('Broadcom Inc'): no spelling distance
        reason = "exact" if exact else f"fuzzy {hits[0][1]:.0f} on {hits[0][0]!r}"
        return Mention(eid, eid.split(":", 1)[0].title(), hits[0][0], 0, len(name), name, reason)

    def merge_signals(self, found: list[Statement], notes: list[Note]) -> list[Statement]:
        """Near-duplicate stories join the stored signal; each signal gets its impact statements."""
        by_signal: dict[str, list[Statement]] = defaultdict(list)
        for s in found:
            if s.schema == K.SIGNAL:
                by_signal[s.entity_id].append(s)
        # Same facts in other words first; then the same words (MinHash) for the rest.
        by_facts = same_facts(self.conn, by_signal)
        texts = {
            sid: " ".join(s.value for s in props if s.prop in ("title", "summary"))
            for sid, props in by_signal.items()
            if sid not in by_facts
        }
        moved = same_stories(self.conn, texts)
        for sid, target in moved.items():
            notes.append(Note(None, f"same story as {target}: {sid} merged into it as another source"))
        for sid, (target, why) in by_facts.items():
            moved[sid] = target
            notes.append(
                Note(None, f"same story as {target} ({why}): {sid} merged into it as another source")
            )
            head = next(s for s in by_signal[sid] if s.prop == P.TITLE)
            story = json.dumps({"joined": sid, "why": why}, sort_keys=True)
            found.append(replace(head, prop=P.STORY, value=story, original_value=story, evidence="inferred"))
        if moved:
            found = [_moved(s, moved) for s in found]
        out = [s for s in found if not (s.schema == K.SIGNAL and s.prop in ("impact", "impact_reasons"))]
        grouped: dict[str, list[Statement]] = defaultdict(list)
        for s in out:
            grouped[s.entity_id].append(s)
        targets = list(dict.fromkeys(moved.get(k, k) for k in by_signal))
        facts = ImpactFacts.load(self.conn, targets, (s for sid in targets for s in grouped[sid]))
        for sid in targets:
            out += _impact_statements(facts, sid, grouped[sid])
        return out


def _impact_statements(facts: ImpactFacts, sid: str, props: list[Statement]) -> list[Statement]:
    story = _story(props)
    named = [e for e in story.mentioned if e in facts.platforms]
    score, reasons = impact(facts, sid, props, suppliers(story, facts.supplier_in, facts.makers) + named)
    head = next(s for s in props if s.prop == P.TITLE)
    out = [
        replace(head, prop="impact", value=str(score), original_value=str(score)),
        replace(head, prop="impact_reasons", value=json.dumps(reasons), original_value=json.dumps(reasons)),
    ]
    if not any(s.prop == "why_it_matters" for s in props):
        kind = next((s.value for s in props if s.prop == P.TYPE), "other")
        found = why_it_matters(facts, kind, story)
        if found:
            basis = json.dumps({"written from stored ring rows": found[1]})
            out.append(
                replace(
                    head, prop="why_it_matters", value=found[0], original_value=basis, evidence="inferred"
                )
            )
    return out


def _story(props: list[Statement]) -> Story:
    """What a signal's statements say it names, is about, and says (title and summary)."""
    text = " ".join(s.value for s in props if s.prop in (P.TITLE, "summary"))
    return Story(
        mentioned=list(dict.fromkeys(s.value for s in props if s.prop == P.MENTIONS)),
        about=list(dict.fromkeys(s.value for s in props if s.prop == "about")),
        text=text,
        title=next((s.value for s in props if s.prop == P.TITLE), ""),
        kind=next((s.value for s in props if s.prop == P.TYPE), ""),
    )


def find_in(
    auto: ahocorasick.Automaton | None,
    text: str,
    offset: int = 0,
    language: str | None = None,
    named: Callable[[str | None], set[str]] | None = None,
) -> list[Mention]:
    """The names found in text; named(language): the ids the document names otherwise
    (by default, those the text itself names), asked only when a word-like alias is found."""
    hits = _hits(auto, text, language)
    if hits and (urls := addresses(text)):  # "[equipment](https://.../ASML-s-domain)": no mention
        hits = [h for h in hits if not any(a <= h[0] < z for a, z in urls)]
    if any(h[2][4] for h in hits):
        elsewhere = named(language) if named else {h[2][1] for h in hits if not h[2][4]}
        hits = [h for h in hits if not h[2][4] or word_like_supported(text, h[0], h[1], h[2][1] in elsewhere)]
    return [
        Mention(eid, schema, caption, offset + a, offset + z, text[a:z])
        for a, z, (_, eid, schema, caption, _) in hits
    ]


def named_ids(auto: ahocorasick.Automaton | None, document: str, language: str | None) -> set[str]:
    """The ids a document names by a name that is no common word (one pass, once per document)."""
    return {h[2][1] for h in _hits(auto, document, language) if not h[2][4]}


_Hit = tuple[int, int, tuple[int, str, str, str, bool]]


def _hits(auto: ahocorasick.Automaton | None, text: str, language: str | None) -> list[_Hit]:
    """Whole-word, plausible matches, longest first where they overlap: (start, end, value)."""
    if auto is None:
        return []
    low = name_folded(text)
    out: list[_Hit] = []
    last_end = -1
    for end, value in sorted(auto.iter_long(low), key=lambda h: h[0] - h[1][0]):
        start = end - value[0] + 1
        if (
            start <= last_end
            or (start > 0 and glued(low[start - 1], low[start], after=False))
            or (
                end + 1 < len(low)
                and glued(low[end + 1], low[end], after=True)
                # no plural or genitive after a common word: German 'Deltas' is 'deltas'
                and (value[4] or not plural_s(text, start, end + 1, language))
            )
            or not plausible(text, start, end + 1, language)
        ):
            continue
        out.append((start, end + 1, value))
        last_end = end
    return out


def _moved(s: Statement, moved: dict[str, str]) -> Statement:
    if s.entity_id in moved:
        s = replace(s, entity_id=moved[s.entity_id])
    if s.prop == P.RELATED and s.value in moved:
        s = replace(s, value=moved[s.value], original_value=moved[s.value])
    return s
