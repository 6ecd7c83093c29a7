"""The name index: each named entity's caption and its aliases, rebuilt from statements."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from typing import Any

from sqlalchemy import Connection, bindparam, delete, insert, select, update

from chipatlas.ingest.ranked import RANKED, chunks, ranked
from chipatlas.model.names import is_acronym, match_key
from chipatlas.model.schema import SCHEMA, P
from chipatlas.model.vocab import evidence_rank
from chipatlas.store.tables import aliases, entities, ring_rows, statements

_NAMES = (P.NAME, P.ALIAS, P.CURATED_NAME)  # what a caption and the alias index read


def _caption(props: dict[str, list[Any]]) -> str | None:
    """The name to show, by rule: the curated name first; then the form (NFKC) with the
    strongest evidence, then the most independent sources, then a full name over an
    acronym ('Asia Vital Components', not 'AVC'). Never simply the newest row, so one
    speculative 'Tsmc' cannot rename TSMC everywhere."""
    curated = props.get(P.CURATED_NAME)
    if curated:
        return str(curated[0].value)
    forms: dict[str, tuple[int, set[str]]] = {}
    for r in props.get(P.NAME, []):
        form = unicodedata.normalize("NFKC", str(r.value)).strip()
        rank, keys = forms.get(form, (evidence_rank(r.evidence), set()))
        forms[form] = (min(rank, evidence_rank(r.evidence)), keys | {r.source_key})
    if not forms:
        return None
    return min(forms, key=lambda f: (forms[f][0], -len(forms[f][1]), is_acronym(f), f))


def may_be_named(entity_id: str, named: dict[str, bool]) -> bool:
    """False only for a kind that declares no name property (a supply, a production): the
    schema refuses a name statement for it, so it never has an ``entities`` or alias row."""
    prefix = entity_id.split(":", 1)[0]
    if prefix not in named:
        kind = SCHEMA.kind_of_id(entity_id)
        named[prefix] = kind is None or any(p in kind.properties for p in _NAMES)
    return named[prefix]


def rebuild_entities(conn: Connection, entity_ids: Iterable[str]) -> None:
    """Captions and the alias index of named entities (companies, platforms, clusters...)."""
    named: dict[str, bool] = {}
    # A large ring touches ~10 supply and production entities per row; skipping them
    # saves a query per 500 ids that could only find nothing.
    ids = sorted({e for e in entity_ids if may_be_named(e, named)})
    cols = (*RANKED, statements.c.schema, statements.c.source_key)
    for chunk in chunks(ids):
        conn.execute(delete(entities).where(entities.c.id.in_(chunk)))
        conn.execute(delete(aliases).where(aliases.c.entity_id.in_(chunk)))
        found = conn.execute(
            select(*cols).where(
                statements.c.entity_id.in_(chunk),
                statements.c.prop.in_(_NAMES),
                statements.c.retired_at.is_(None),
            )
        )
        # Written a chunk at a time: a large ring names thousands of companies and sites.
        _write_names(conn, ranked(found))


def _write_names(conn: Connection, ranked: dict[str, dict[str, list[Any]]]) -> None:
    ent_rows, alias_rows = [], {}
    for eid, props in ranked.items():
        schema = next(iter(props.values()))[0].schema
        names = [r.value for r in props.get(P.NAME, [])]
        ent_rows.append({"id": eid, "schema": schema, "caption": _caption(props) or eid.split(":", 1)[-1]})
        for name in [*names, *(r.value for r in props.get(P.ALIAS, [])), eid.split(":", 1)[-1]]:
            key = match_key(name)
            if key:
                alias_rows[(key, eid)] = {"key": key, "entity_id": eid, "schema": schema, "name": name}
    if ent_rows:
        conn.execute(insert(entities), ent_rows)
        # A new name can change a company's caption; ring rows of other platforms show it too.
        conn.execute(
            update(ring_rows).where(ring_rows.c.supplier_id == bindparam("b_id")),
            [{"b_id": r["id"], "supplier": r["caption"]} for r in ent_rows],
        )
    if alias_rows:
        conn.execute(insert(aliases), list(alias_rows.values()))
