"""The backup file format (docs/backup.md): gzip'd JSON lines with a header and a checksum.

Line 1 is the header (format name and version, chipatlas version, schema revision,
and every table with its columns and row count); then one line per row,
``["<table>", [values in the header's column order]]``; the last line is the trailer
``{"end": true, "rows": N, "sha256": "..."}``, the SHA-256 of every byte before it.
``verify`` reads a whole file without touching a store, so a truncated, corrupt or
newer file is refused before anything is written.
"""

from __future__ import annotations

import base64
import gzip
import hashlib
import json
import zlib
from collections.abc import Generator, Iterator
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal
from pathlib import Path
from typing import IO, Any

from sqlalchemy import Column, Table
from typing_extensions import TypedDict

from chipatlas.errors import InputError

FORMAT = "chipatlas-backup"
FORMAT_VERSION = 1
_MAGIC_SQLITE = b"SQLite format 3\x00"


class BackupError(InputError):
    """A backup file that cannot be restored; nothing was written."""


@dataclass(frozen=True)
class TableDump:
    """One table of a backup: its name, the columns its rows list, and how many rows."""

    name: str
    columns: tuple[str, ...]
    rows: int


class TableLine(TypedDict):
    name: str
    columns: list[str]
    rows: int


class HeaderLine(TypedDict):
    """The backup's first line: the format, who wrote it, at which schema, and its tables."""

    format: str
    format_version: int
    chipatlas_version: str
    schema_revision: str | None
    created_at: str
    backend: str
    tables: list[TableLine]


@dataclass(frozen=True)
class BackupHeader:
    format_version: int
    chipatlas_version: str
    schema_revision: str | None
    created_at: str
    backend: str
    tables: tuple[TableDump, ...]

    @property
    def total_rows(self) -> int:
        return sum(t.rows for t in self.tables)

    def as_json(self) -> HeaderLine:
        return {
            "format": FORMAT,
            "format_version": self.format_version,
            "chipatlas_version": self.chipatlas_version,
            "schema_revision": self.schema_revision,
            "created_at": self.created_at,
            "backend": self.backend,
            "tables": [{"name": t.name, "columns": list(t.columns), "rows": t.rows} for t in self.tables],
        }


# --- values: JSON has no bytes, dates or decimals; tag or stringify them -------------------


def encode_value(value: Any) -> Any:
    if isinstance(value, bytes | bytearray | memoryview):
        return {"$b64": base64.b64encode(bytes(value)).decode("ascii")}
    if isinstance(value, datetime | date):
        return value.isoformat()
    if isinstance(value, Decimal):
        return str(value)
    return value


def _python_type(column: Column[Any]) -> type | None:
    try:
        return column.type.python_type
    except NotImplementedError:  # SQLAlchemy's answer for a type with no Python equivalent
        return None


def decode_value(column: Column[Any], value: Any) -> Any:
    """A tagged or stringified value as the column's type wants it; ValueError if it cannot be."""
    kind = _python_type(column)
    if value is None or kind in (dict, list):
        return value
    if isinstance(value, dict):
        if kind is not bytes or set(value) != {"$b64"}:
            raise ValueError(f"column {column.name}: unexpected object {value!r:.60}")
        return base64.b64decode(value["$b64"], validate=True)
    if kind is datetime:
        return datetime.fromisoformat(value)
    if kind is date:
        return date.fromisoformat(value)
    if kind is Decimal:
        return Decimal(value)
    return value


# JSON carries these as they are; a value of another JSON type in such a column is refused.
_PLAIN: dict[type | None, tuple[type, ...]] = {
    str: (str,),
    int: (int,),
    bool: (bool,),
    float: (float, int),
}


# A row of any table, column name -> value, for ``insert(table)``: the tables' own columns
# type it (checked by ``Codec.decode``), so no record class stands for it.
TableRow = dict[str, object]


class Codec:
    """One table's rows to JSON values and back, in a fixed column order."""

    def __init__(self, columns: list[Column[Any]]) -> None:
        self.columns = columns
        self.keys = [c.key for c in columns]
        kinds = [_python_type(c) for c in columns]
        self._allowed = [_PLAIN.get(k) for k in kinds]
        self._tagged = [i for i, k in enumerate(kinds) if k not in _PLAIN]

    def encode(self, row: Any) -> list[Any]:
        values = list(row)
        for i in self._tagged:
            values[i] = encode_value(values[i])
        return values

    def decode(self, values: list[Any]) -> TableRow:
        for value, allowed, column in zip(values, self._allowed, self.columns, strict=True):
            if value is not None and allowed is not None and type(value) not in allowed:
                raise ValueError(f"column {column.name}: expected {allowed[0].__name__}, got {value!r:.60}")
        if self._tagged:
            values = list(values)
            for i in self._tagged:
                values[i] = decode_value(self.columns[i], values[i])
        return dict(zip(self.keys, values, strict=True))


# --- writing --------------------------------------------------------------------------------

_FLUSH = 1 << 20  # compress in 1 MiB chunks, not line by line


class Writer:
    """Appends lines to a gzip stream and keeps the running checksum."""

    def __init__(self, stream: IO[bytes]) -> None:
        self._gz = gzip.GzipFile(fileobj=stream, mode="wb", mtime=0, compresslevel=6)
        self._sha = hashlib.sha256()
        self._buffer: list[bytes] = []
        self._size = 0
        self.rows = 0

    def _line(self, obj: Any) -> None:
        data = json.dumps(obj, ensure_ascii=False, separators=(",", ":")).encode("utf-8") + b"\n"
        self._buffer.append(data)
        self._size += len(data)
        if self._size >= _FLUSH:
            self._flush()

    def _flush(self) -> None:
        chunk = b"".join(self._buffer)
        self._sha.update(chunk)
        self._gz.write(chunk)
        self._buffer, self._size = [], 0

    def header(self, header: BackupHeader) -> None:
        self._line(header.as_json())

    def row(self, table: str, values: list[Any]) -> None:
        self.rows += 1
        self._line([table, values])

    def close(self) -> None:
        self._flush()
        trailer = {"end": True, "rows": self.rows, "sha256": self._sha.hexdigest()}
        self._gz.write(json.dumps(trailer).encode("utf-8") + b"\n")
        self._gz.close()


# --- reading --------------------------------------------------------------------------------


@dataclass(frozen=True)
class RowLine:
    line: int
    table: str
    values: list[Any]


def _header(path: Path, line: bytes) -> BackupHeader:
    def bad(reason: str) -> BackupError:
        return BackupError(str(path), reason, 1)

    try:
        data = json.loads(line)
    except ValueError:
        raise bad("not a chipatlas backup (the first line is not a JSON header)") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise bad("not a chipatlas backup (no 'format': 'chipatlas-backup' in the header)")
    version = data.get("format_version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise bad("header has no integer format_version")
    if version > FORMAT_VERSION:
        raise bad(f"backup format version {version} is newer than this chipatlas reads ({FORMAT_VERSION})")
    try:
        tables = tuple(
            TableDump(str(t["name"]), tuple(str(c) for c in t["columns"]), int(t["rows"]))
            for t in data["tables"]
        )
        return BackupHeader(
            format_version=version,
            chipatlas_version=str(data["chipatlas_version"]),
            schema_revision=data["schema_revision"],
            created_at=str(data["created_at"]),
            backend=str(data["backend"]),
            tables=tables,
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise bad(f"header is incomplete ({exc.__class__.__name__}: {exc})") from None


def _lines(path: Path) -> Generator[bytes, None, None]:
    """The decompressed lines; a clear BackupError for a file that is not whole gzip."""
    try:
        with path.open("rb") as raw:
            magic = raw.read(len(_MAGIC_SQLITE))
    except OSError as exc:
        raise BackupError(str(path), f"cannot read: {exc.strerror or exc}") from None
    if magic == _MAGIC_SQLITE:
        raise BackupError(
            str(path), "this is a SQLite database (a --sqlite-copy), not a backup: use it with --db"
        )
    try:
        with gzip.open(path, "rb") as gz:
            yield from gz
    except (OSError, EOFError, zlib.error) as exc:
        raise BackupError(str(path), f"not a whole gzip file ({exc})") from None


def read_header(path: Path) -> BackupHeader:
    """Only the header: enough to refuse a newer format or schema before reading the rows."""
    lines = _lines(path)
    try:
        first = next(lines, None)
    finally:
        lines.close()
    if first is None:
        raise BackupError(str(path), "empty file", 1)
    return _header(path, first)


def read(path: Path, *, parse: bool = True) -> tuple[BackupHeader, Iterator[RowLine]]:
    """The header, and an iterator over the rows that checks every line and the trailer.

    With ``parse=False`` the rows are only counted and checksummed, not decoded: a
    quick whole-file check that yields nothing.
    """
    lines = _lines(path)
    first = next(lines, None)
    if first is None:
        raise BackupError(str(path), "empty file", 1)
    header = _header(path, first)
    return header, _rows(path, header, first, lines, parse)


def _table_of(raw: bytes) -> str | None:
    """The table a row line names, read without parsing the line (``["name",...``)."""
    end = raw.find(b'"', 2)
    return raw[2:end].decode("utf-8", "replace") if raw.startswith(b'["') and end > 2 else None


def _rows(
    path: Path, header: BackupHeader, first: bytes, lines: Iterator[bytes], parse: bool
) -> Iterator[RowLine]:
    sha = hashlib.sha256(first)
    widths = {t.name: len(t.columns) for t in header.tables}
    counts = dict.fromkeys(widths, 0)
    n = 1
    for raw in lines:
        n += 1
        if raw.startswith(b"{"):
            _check_trailer(path, n, raw, sha.hexdigest(), sum(counts.values()))
            _check_counts(path, header, counts)
            if next(lines, None) is not None:
                raise BackupError(str(path), "data after the end of the backup", n + 1)
            return
        sha.update(raw)
        table = _table_of(raw)
        if table not in counts:
            raise BackupError(str(path), f"row of table {table!r}, which the header does not list", n)
        counts[table] += 1
        if parse:
            yield _row(path, widths, n, raw)
    raise BackupError(str(path), "truncated: the file ends before its checksum line", n)


def _row(path: Path, widths: dict[str, int], n: int, raw: bytes) -> RowLine:
    try:
        item = json.loads(raw)
    except ValueError:
        raise BackupError(str(path), "line is not JSON (corrupt file)", n) from None
    if not (isinstance(item, list) and len(item) == 2 and isinstance(item[1], list)):
        raise BackupError(str(path), "not a row line ['table', [values]]", n)
    table, values = item
    width = widths.get(table) if isinstance(table, str) else None
    if width is None:
        raise BackupError(str(path), f"row of table {table!r}, which the header does not list", n)
    if len(values) != width:
        raise BackupError(str(path), f"row of {table} has {len(values)} values, header says {width}", n)
    return RowLine(n, table, values)


def _check_trailer(path: Path, n: int, raw: bytes, digest: str, rows: int) -> None:
    try:
        item = json.loads(raw)
    except ValueError:
        raise BackupError(str(path), "line is not JSON (corrupt file)", n) from None
    if not isinstance(item, dict) or item.get("end") is not True:
        raise BackupError(str(path), "unexpected object line", n)
    if item.get("sha256") != digest:
        raise BackupError(str(path), "checksum mismatch: the file was changed or damaged", n)
    if item.get("rows") != rows:
        raise BackupError(str(path), f"trailer says {item.get('rows')} rows, file has {rows}", n)


def _check_counts(path: Path, header: BackupHeader, counts: dict[str, int]) -> None:
    for t in header.tables:
        if counts[t.name] != t.rows:
            raise BackupError(str(path), f"header says {t.rows} rows of {t.name}, file has {counts[t.name]}")


def verify(path: Path) -> BackupHeader:
    """Check a whole backup (checksum, trailer, row counts); the header if it is sound."""
    header, rows = read(path, parse=False)
    for _ in rows:
        pass
    return header


def columns_of(table: Table, dump: TableDump, path: Path) -> list[Column[Any]]:
    """The store's columns for a dumped table; a backup column the store lacks is refused."""
    missing = [c for c in dump.columns if c not in table.c]
    if missing:
        raise BackupError(
            str(path), f"table {dump.name} has columns this chipatlas does not know: {', '.join(missing)}"
        )
    return [table.c[c] for c in dump.columns]
