"""Property-based fuzzing (hypothesis) of every reader and of ``ingest``.

Generated documents mix well-formed fragments of every format (CSV rows, pipe tables,
JSON, RSS, HTML, prose) with hostile bytes (BOM, NUL, invalid UTF-8, control characters,
deep nesting, long digit runs). Must hold for each: no exception other than
``InputError`` from a reader; ``ingest`` either lands or refuses, and a refusal leaves
every table of the store exactly as it was; each case finishes within its time limit.
All text is generated here (synthetic).
"""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import Engine
from tests.fuzz_support import dump

from chipatlas.errors import InputError
from chipatlas.ingest.pipeline import ingest
from chipatlas.read import read_document
from chipatlas.sources import SourceDocument
from chipatlas.store.db import connect, migrate

MEDIA = ["text/plain", "text/markdown", "text/csv", "text/tab-separated-values", "text/html",
         "application/json", "application/rss+xml"]  # fmt: skip
CASE_SECONDS = 5.0

_words = st.sampled_from(
    ["Synthetic", "Foundry", "Co", "wafer", "3nm", "HBM", "TSMC", "Taiwan", "sole", "claimed", "said",
     "Accelerator", "supplier", "component", "role", "Not disclosed", "Trainium3", "1,200", "$4B", "MW"]
)  # fmt: skip
_sentence = st.lists(_words, min_size=1, max_size=14).map(lambda ws: " ".join(ws) + ".")
_hostile = st.sampled_from(
    ["\ufeff", "\x00", "\x01\x02\x03", "\r", "\r\n", "\u202e", "\u200b", "\t", '"', "|", ",", "<", ">",
     "&#0;", "&amp;", "\\u0000", "]]>", "<!--", "9" * 60, "[" * 300, "{" * 300, "<div>" * 300]
)  # fmt: skip


@st.composite
def _fragment(draw: st.DrawFn) -> str:
    kind = draw(st.sampled_from(["prose", "csv", "pipe", "json", "rss", "html", "hostile", "text"]))
    if kind == "prose":
        return " ".join(draw(st.lists(_sentence, min_size=1, max_size=6)))
    if kind == "csv":
        rows = draw(st.lists(st.lists(_words, min_size=1, max_size=6), min_size=1, max_size=5))
        return "component,supplier,role\n" + "\n".join(",".join(r) for r in rows) + "\n"
    if kind == "pipe":
        rows = draw(st.lists(st.lists(_words, min_size=1, max_size=5), min_size=1, max_size=4))
        return "| component | supplier |\n|---|---|\n" + "\n".join("| " + " | ".join(r) + " |" for r in rows)
    if kind == "json":
        name, value = draw(_words), draw(st.sampled_from(["1", "null", "[", '"x"']))
        return '{"platform": "' + name + '", "tdp_w": ' + value + "}"
    if kind == "rss":
        title = draw(_sentence)
        item = f"<item><title>{title}</title></item>"
        return f'<?xml version="1.0"?><rss version="2.0"><channel>{item}</channel></rss>'
    if kind == "html":
        return f"<html><body><p>{draw(_sentence)}</p><table><tr><td>{draw(_words)}</td></tr></table>"
    if kind == "hostile":
        return draw(_hostile)
    return draw(st.text(max_size=80))


_documents = st.tuples(
    st.lists(_fragment(), min_size=1, max_size=6).map("\n".join),
    st.sampled_from(MEDIA),
    st.sampled_from([b"", b"\xef\xbb\xbf", b"\xff\xfe", b"\xef\xbb\xbf\xc3"]),
    st.sampled_from(["utf-8", "latin-1", "raw"]),
)


def _encode(text: str, prefix: bytes, encoding: str) -> bytes:
    if encoding == "raw":  # invalid UTF-8 sprinkled in
        return prefix + text.encode("utf-8", "surrogatepass").replace(b"a", b"\xc3(")
    return prefix + text.encode(encoding, "replace")


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Engine]:
    engine = connect(f"sqlite:///{tmp_path_factory.mktemp('fuzz') / 'fuzz.db'}")
    migrate(engine)
    yield engine
    engine.dispose()


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_documents)
def test_readers_raise_only_input_errors(doc: tuple[str, str, bytes, str]) -> None:
    text, media, prefix, encoding = doc
    source = SourceDocument("synthetic_fuzz", _encode(text, prefix, encoding), media)
    started = time.monotonic()
    try:
        parsed = read_document(source)
    except InputError as exc:
        assert exc.line is not None and len(str(exc)) < 400
    else:
        assert all(
            c.start <= c.end <= len(parsed.text) for t in parsed.tables for r in t.rows for c in r.cells
        )
    assert time.monotonic() - started < CASE_SECONDS


@settings(
    max_examples=120,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(doc=_documents)
def test_ingest_lands_or_refuses_without_a_trace(store: Engine, doc: tuple[str, str, bytes, str]) -> None:
    text, media, prefix, encoding = doc
    source = SourceDocument("synthetic_fuzz", _encode(text, prefix, encoding), media)
    before = dump(store)
    started = time.monotonic()
    report = ingest(store, source)
    assert time.monotonic() - started < CASE_SECONDS
    assert report.status in ("landed", "unchanged", "rejected")
    if report.status == "rejected":
        assert report.rejected and all(len(n.message) < 400 for n in report.rejected)
        assert all(n.line is not None for n in report.rejected), report.lines()
        assert dump(store) == before
