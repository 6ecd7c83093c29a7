"""Names to entity ids: the alias index first, judgements applied when reading.

A merge is a 'same' judgement between two ids, never a rewrite of statements, so it
can be undone by removing the judgement (the nomenklatura way).
"""

from __future__ import annotations

from sqlalchemy import Connection, select

from chipatlas.model.clusters import canonical_map, members
from chipatlas.model.names import match_key, slugify
from chipatlas.model.schema import SCHEMA, K, P
from chipatlas.model.statement import Statement
from chipatlas.store.judgements import stamp
from chipatlas.store.tables import aliases, entities, judgements, statements
from chipatlas.store.version import kept


def new_id(schema: str, name: str) -> str:
    """'<id prefix>:<slug>', the prefix as the schema registry declares it for the kind."""
    kind = SCHEMA.kinds.get(schema)
    return f"{kind.id_prefix if kind else schema.lower()}:{slugify(name)}"


_BULK = 64
# Which kind a bare name means when several kinds share it.
KIND_ORDER = (K.COMPANY, K.CHIP, K.PLATFORM, K.CLUSTER, K.SITE, K.COUNTRY)


_CANON: dict[tuple[object, ...], dict[str, str]] = {}


def judged_canonical(conn: Connection) -> dict[str, str]:
    """The canonical map of the 'same' judgements in force; read-only, cached on the log's stamp.

    Every read that names an entity asks for it (a platform page, seven times), so where the
    store's version is watched (the web app) it is kept per version, without a query; elsewhere
    it costs one small query (the stamp) unless a judgement changed since the last call.
    """
    return kept(conn, "judged_canonical", _by_stamp)


def _by_stamp(conn: Connection) -> dict[str, str]:
    key = (id(conn.engine), str(conn.engine.url), *stamp(conn))
    found = _CANON.get(key)
    if found is None:
        rows = conn.execute(
            select(judgements.c.left_id, judgements.c.right_id).where(
                judgements.c.judgement == "same", judgements.c.retracted_at.is_(None)
            )
        ).all()
        found = canonical_map((r.left_id, r.right_id) for r in rows)
        _CANON.clear()
        _CANON[key] = found
    return found


class Resolver:
    """The ``RefFn`` the extractors call: (schema, name) -> canonical entity id."""

    def __init__(self, conn: Connection) -> None:
        self.conn = conn
        self._memo: dict[tuple[str, str], str] = {}
        self._canon = self._load_judgements()
        self._aliases: dict[str, list[tuple[str, str]]] | None = None
        self._lookups = 0

    def _load_judgements(self) -> dict[str, str]:
        return judged_canonical(self.conn)

    def canonical(self, entity_id: str) -> str:
        return self._canon.get(entity_id, entity_id)

    def members(self, entity_id: str) -> list[str]:
        """Every id judged the same as this canonical one, itself first."""
        return members(self._canon, entity_id)

    def _rows(self, key: str) -> list[tuple[str, str]]:
        """(entity id, schema) for a match key.

        A few look-ups (a web request) ask the database per key; past ``_BULK`` (an
        ingest of a large file) the whole alias table is read once instead.
        """
        if self._aliases is None:
            self._lookups += 1
            if self._lookups <= _BULK:
                query = select(aliases.c.entity_id, aliases.c.schema).where(aliases.c.key == key)
                return [(r.entity_id, r.schema) for r in self.conn.execute(query)]
            self._aliases = {}
            for r in self.conn.execute(select(aliases.c.key, aliases.c.entity_id, aliases.c.schema)):
                self._aliases.setdefault(r.key, []).append((r.entity_id, r.schema))
        return self._aliases.get(key, [])

    def lookup(self, name: str, schema: str | None = None) -> str | None:
        """The known entity for a name or alias, or None; never a guess."""
        rows = self._rows(match_key(name))
        matches = sorted({self.canonical(eid) for eid, kind in rows if schema in (None, kind)})
        return matches[0] if len(matches) == 1 else None

    def named(self, name: str) -> list[str]:
        """Every known entity a name or alias stands for, of any kind (sorted ids)."""
        return sorted({self.canonical(eid) for eid, _ in self._rows(match_key(name))})

    def lookup_any(self, name: str) -> str | None:
        """Like ``lookup`` with no kind, but a name one company, chip and platform share
        ('Gaudi 3': the chip and Intel's platform) goes to the first of ``KIND_ORDER``."""
        rows = self._rows(match_key(name))
        by_kind: dict[str, set[str]] = {}
        for eid, kind in rows:
            by_kind.setdefault(kind, set()).add(self.canonical(eid))
        for kind in sorted(
            by_kind, key=lambda k: KIND_ORDER.index(k) if k in KIND_ORDER else len(KIND_ORDER)
        ):
            ids = by_kind[kind]
            return next(iter(ids)) if len(ids) == 1 else None
        return None

    def suggest(self, name: str, schema: str | None = None, limit: int = 3) -> list[str]:
        """The captions of the closest known names (rapidfuzz), for a 'did you mean' line."""
        # Imported here: only a miss needs it, and it costs a read command ~40 ms to load.
        from rapidfuzz import fuzz, process

        query = select(aliases.c.key, entities.c.caption).join(entities, entities.c.id == aliases.c.entity_id)
        if schema:
            query = query.where(aliases.c.schema == schema)
        captions: dict[str, set[str]] = {}
        for r in self.conn.execute(query):
            captions.setdefault(r.key, set()).add(r.caption)
        hits = process.extract(
            match_key(name), list(captions), scorer=fuzz.WRatio, limit=limit * 4, score_cutoff=60
        )
        out: list[str] = []
        for key, _score, _ in hits:
            out += sorted(c for c in captions[key] if c not in out)
        return out[:limit]

    def used_in(self, chip_id: str) -> list[str]:
        """The platforms the name knowledge says are built on this chip."""
        rows = self.conn.execute(
            select(statements.c.value).where(
                statements.c.entity_id.in_(self.members(chip_id)),
                statements.c.prop == P.USED_IN,
                statements.c.retired_at.is_(None),
            )
        )
        return sorted({self.canonical(r.value) for r in rows})

    def stored(self, name: str, schema: str | None = None) -> str | None:
        """The id a name was stored under, before the judgements (None: unknown or ambiguous).

        What an ingest writes: statements keep the id of the name as written, and every
        read maps it through the judgements. So a statement ingested while two ids are
        merged still names its own side after a split. Several ids that the judgements
        make one (both names of a merged pair share an alias) give the canonical id.
        """
        rows = self._rows(match_key(name))
        ids = sorted({eid for eid, kind in rows if schema in (None, kind)})
        if len(ids) == 1:
            return ids[0]
        heads = {self.canonical(eid) for eid in ids}
        return heads.pop() if len(heads) == 1 else None

    def __call__(self, schema: str, name: str, *aliases: str) -> str:
        """The stored id of the name or, failing that, of one of its aliases (``stored``)."""
        memo_key = (schema, match_key(name))
        if memo_key not in self._memo:
            found = None
            for candidate in (name, *aliases):
                found = self.stored(candidate, schema)
                if found is None and schema == K.PLATFORM and candidate.endswith("s"):
                    found = self.stored(candidate[:-1], schema)
                if found:
                    break
            self._memo[memo_key] = found or new_id(schema, name)
        return self._memo[memo_key]

    def remember(self, statement: Statement) -> None:
        """Aliases seen earlier in the same document count for the rest of it."""
        if statement.prop in ("name", "alias"):
            self._memo[(statement.schema, match_key(statement.value))] = statement.entity_id


def derived_aliases(statement: Statement) -> list[Statement]:
    """Short names a reader uses for a platform: 'Trainium3 UltraServer' for 'AWS Trainium3 ...'."""
    if statement.schema != K.PLATFORM or statement.prop != P.NAME:
        return []
    words = statement.value.split()
    out = []
    if len(words) >= 2 and any(ch.isdigit() for ch in " ".join(words[1:])):
        short = " ".join(words[1:])
        out.append(
            Statement(
                statement.entity_id,
                K.PLATFORM,
                P.ALIAS,
                short,
                statement.value,
                statement.quote,
                statement.start,
                statement.end,
                "inferred",
            )
        )
    return out
