"""A streamed ring's statements on their way to the write, checked as they pass.

The whole-document checks of the pipeline (a NUL, an undeclared property, a rejected row)
see every statement here one at a time instead of in a list of all of them. The outcome is
the same as for a document read whole: a rejected row rejects the document with every
rejection listed, else the first NUL, else the first undeclared value refuses it; the
caller's one transaction means nothing written before that is kept.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from itertools import chain

from chipatlas.errors import InputError
from chipatlas.extract import Extraction, Note
from chipatlas.ingest.name_index import may_be_named
from chipatlas.limits import extend_deadline
from chipatlas.model.schema import SCHEMA, K, P, SchemaError
from chipatlas.model.statement import Statement
from chipatlas.resolve import derived_aliases

_PAUSE = 0.01  # s: a longer wait between two statements is the writer storing a batch


class StreamedStatements:
    """Walk ``statements()`` once (the write does); then ``refusal()`` says what refuses it."""

    def __init__(self, uri: str, text: str, found: Extraction) -> None:
        self.uri, self.text, self.found = uri, text, found
        self.count = 0
        # Entity ids whose captions and aliases are rebuilt after the write. Only kinds that
        # may be named: a ring states ~2 supply and production ids per row that the name
        # index and the search index skip anyway (~23 MB held on 100,000 rows).
        self.stated: set[str] = set()
        self._named: dict[str, bool] = {}
        self._last = ""  # a row's statements come grouped by entity: test each id once per run
        self.platforms: set[str] = set()
        self._nul: InputError | None = None
        self._undeclared: InputError | None = None

    def statements(self) -> Iterator[Statement]:
        """Each statement, then the aliases derived from them (the order of a whole read).
        Once the document is known to be refused, the rest is read (for its notes) but not
        handed to the write."""
        aliases: list[Statement] = []  # platform short names: a few per platform
        pending = self.found.pending or iter(())
        for s in chain(self.found.statements, pending):
            if s.prop == P.NAME and s.schema == K.PLATFORM:  # derived_aliases' own test, inlined
                aliases += derived_aliases(s)
            if self._take(s):
                handed = time.monotonic()
                yield s
                if (writing := time.monotonic() - handed) > _PAUSE:
                    extend_deadline(writing)  # the writer stored a batch: not reading time
        self.found.statements.clear()
        for s in aliases:
            if self._take(s):
                yield s

    def _take(self, s: Statement) -> bool:
        self.count += 1
        if s.entity_id != self._last:
            self._last = s.entity_id
            if may_be_named(s.entity_id, self._named):
                self.stated.add(s.entity_id)
        if s.prop == "platform":
            self.platforms.add(s.value)
        if self._nul is None and (
            "\x00" in s.value or "\x00" in s.original_value or "\x00" in (s.quote or "")
        ):
            self._nul = InputError(
                self.uri, f"a NUL character in {s.schema} {s.prop}: not text", line=self._line(s)
            )
        if self._undeclared is None:
            try:
                SCHEMA.validate(s.schema, s.prop, s.value)
            except SchemaError as exc:
                self._undeclared = InputError(self.uri, f"{exc} (see docs/schema.md)", line=self._line(s))
        return not (self.found.rejected or self._nul or self._undeclared)

    def _line(self, s: Statement) -> int:
        return self.text.count("\n", 0, s.start) + 1

    def refusal(self) -> InputError | None:
        """After the walk: what refuses the document, in the order a whole read checks it
        (rejected rows are the caller's: they are in ``found.rejected``)."""
        at = self.text.find("\x00")
        if at >= 0:
            line = self.text.count("\n", 0, at) + 1
            return InputError(self.uri, "a NUL character in the document's text: not text", line=line)
        return self._nul or self._undeclared

    def nothing_found(self) -> bool:
        if self.count or self.found.rejected:
            return False
        self.found.rejected.append(Note(1, "no statements found: nothing in the document reads as a fact"))
        return True
