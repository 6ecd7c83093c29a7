"""The account an ingest gives of itself: what landed, what was repaired, what was refused."""

from __future__ import annotations

from dataclasses import dataclass, field

from chipatlas.extract import Note

# A figure kept with no subject (extract/textdoc.py): the report lists this many, then counts.
_UNATTACHED = "unattached figure "
SHOWN_UNATTACHED = 5


@dataclass
class DocumentReport:
    uri: str
    status: str  # landed | unchanged | rejected | busy | would land (dry run)
    document_id: str | None = None
    source_key: str | None = None
    source_origin: str | None = (
        None  # given (--source) | content (a dataset title) | location | stored (--reread)
    )
    retries: int = 0  # whole-document retries because another writer held the store
    kinds: list[str] = field(default_factory=list)
    new: int = 0
    confirmed: int = 0
    retired: int = 0
    platforms: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # from reading: encoding, BOM
    repairs: list[Note] = field(default_factory=list)
    rejected: list[Note] = field(default_factory=list)
    checks: list[Note] = field(default_factory=list)
    proposals: list[str] = field(default_factory=list)  # proposed ring changes (docs/review.md)
    # claim id -> how its subject was read (``extract.subject_basis``); in memory only, for the
    # evaluation tools: not in ``lines()`` nor ``as_dict()``
    figure_bases: dict[str, str] = field(default_factory=dict)
    # "projections rebuilt: built by version N, now version M" when this ingest found the
    # store's projections built by another version and rebuilt them all (ingest/rebuild.py)
    projections: str | None = None

    @property
    def ok(self) -> bool:
        return self.status not in ("rejected", "busy")

    def where(self, note: Note) -> str:
        return f"{self.uri}:{note.line}" if note.line is not None else self.uri

    def lines(self) -> list[str]:
        """The report as plain lines: one per fact, file:line first where there is one."""
        out = []
        if not self.ok:
            out += [f"{self.status} {self.where(n)}: {n.message}" for n in self.rejected]
        else:
            what = ", ".join(self.kinds) or "nothing new"
            out.append(
                f"{self.status} {self.uri}: {what}; {self.new} new, {self.confirmed} confirmed, "
                f"{self.retired} superseded statements"
            )
        if self.ok and self.retired and self.source_origin == "stored":
            out.append(f"retires {self.retired} statements an earlier reading stated (history keeps them)")
        elif self.ok and self.retired:
            hint = "" if self.source_origin == "given" else "; use --source to keep both"
            out.append(f"supersedes {self.retired} statements of source {self.source_key}{hint}")
        if self.retries:
            out.append(f"busy {self.uri}: another writer held the store; retried {self.retries} times")
        if self.projections and self.status == "landed":
            out.append(self.projections)
        elif self.projections and self.status == "would land":
            out.append(self.projections.replace("rebuilt:", "would be rebuilt:", 1))
        out += [f"read {self.uri}: {n}" for n in self.notes]
        out += [f"repaired {self.where(n)}: {n.message}" for n in self.repairs]
        out += [f"checked {self.where(n)}: {n.message}" for n in _once(self._shown_checks())]
        out += self.proposals
        return out

    def _shown_checks(self) -> list[Note]:
        """The checks, a spec page's many unattached figures cut to the first few and a line
        that counts the rest and names the command that lists every one (JSON keeps all)."""
        unattached = [n for n in self.checks if n.message.startswith(_UNATTACHED)]
        if len(unattached) <= SHOWN_UNATTACHED:
            return self.checks
        hidden = {id(n) for n in unattached[SHOWN_UNATTACHED:]}
        where = f"'chipatlas document {self.document_id[:12]}'" if self.document_id else "the document"
        rest = Note(
            None,
            f"{len(hidden)} more unattached figures, {len(unattached)} in all: {where} lists every one",
        )
        return [n for n in self.checks if id(n) not in hidden] + [rest]

    def as_dict(self) -> dict[str, object]:
        return {
            "uri": self.uri,
            "status": self.status,
            "document": self.document_id,
            "source": self.source_key,
            "source_origin": self.source_origin,
            "retries": self.retries,
            "kinds": self.kinds,
            "new": self.new,
            "confirmed": self.confirmed,
            "superseded": self.retired,
            "platforms": self.platforms,
            "notes": self.notes,
            "repairs": [{"line": n.line, "message": n.message} for n in self.repairs],
            "rejected": [{"line": n.line, "message": n.message} for n in self.rejected],
            "checks": [{"line": n.line, "message": n.message} for n in self.checks],
            "proposals": self.proposals,
            "projections": self.projections,
        }


def _once(checks: list[Note]) -> list[Note]:
    """Each check line once, with how often it was found: a figure written twice in one
    sentence ('144 PFLOPS ... 144 PFLOPS') printed two identical lines, read as a glitch."""
    seen: dict[tuple[int | None, str], int] = {}
    for n in checks:
        seen[(n.line, n.message)] = seen.get((n.line, n.message), 0) + 1
    return [
        Note(line, message + (f" ({times} times)" if times > 1 else ""))
        for (line, message), times in seen.items()
    ]
