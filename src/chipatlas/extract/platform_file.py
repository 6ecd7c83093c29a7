"""A platform summary file (the bundled ``platforms/<slug>.json``) as Platform statements."""

from __future__ import annotations

import re

from chipatlas.errors import InputError
from chipatlas.extract.findings import Extraction, RefFn
from chipatlas.limits import Limits
from chipatlas.model.names import slugify
from chipatlas.model.schema import K, P
from chipatlas.model.statement import Statement
from chipatlas.read.guard import load_json
from chipatlas.read.parsed import ParsedDocument

_SKIP = {"platform", "specs", "spec_sources"}


def _span(text: str, key: str, after: int = 0, member: bool = False) -> tuple[int, int]:
    """Offsets of the value literal of ``"key": value`` in the JSON text (of the whole member
    with ``member``: a bare ``null`` quoted alone says nothing of what is undisclosed)."""
    m = re.compile(r'"' + re.escape(key) + r'"\s*:\s*("(?:[^"\\]|\\.)*"|[-\d.eE+]+|null|true|false)').search(
        text, after
    )
    return (m.start(0 if member else 1), m.end(1)) if m else (0, 0)


def is_platform_file(doc: ParsedDocument) -> bool:
    return doc.media_type == "application/json" and '"platform"' in doc.text[:2000]


def extract_platform_file(doc: ParsedDocument, ref: RefFn) -> Extraction:
    data = load_json(doc.uri, doc.text, Limits.load())
    if not isinstance(data, dict) or not isinstance(data.get("platform"), str):
        raise InputError(doc.uri, 'not a platform file: no top-level "platform" name', line=1)
    name = data["platform"].strip()
    if not slugify(name):
        start, _ = _span(doc.text, "platform")
        line = doc.text.count("\n", 0, start) + 1
        reason = f'"platform" {name!r} has no letters or digits: a platform needs a name'
        raise InputError(doc.uri, reason, line=line)
    out = Extraction(kinds={"summary"})
    pid = ref(K.PLATFORM, name)
    out.platforms.add(pid)
    urls = data.get("spec_sources") or {}

    def add(prop: str, key: str, value: object, after: int = 0) -> None:
        start, end = _span(doc.text, key, after, member=value is None)
        quote = doc.text[start:end]
        url = urls.get(key) if isinstance(urls, dict) else None
        if value is None:
            out.statements.append(
                Statement(pid, K.PLATFORM, P.UNDISCLOSED, prop, quote, quote, start, end, "claimed", url)
            )
        elif not isinstance(value, dict | list):
            text = str(value)
            out.statements.append(
                Statement(pid, K.PLATFORM, prop, text, text, quote, start, end, "claimed", url)
            )

    add("name", "platform", name)
    stem = doc.uri.rsplit("/", 1)[-1].rsplit(".", 1)[0]
    if stem and slugify(stem) == stem and stem != slugify(name):
        # The file's own slug (the bundled data's README names platforms by it) is an alias too.
        start, end = _span(doc.text, "platform")
        out.statements.append(
            Statement(pid, K.PLATFORM, P.ALIAS, stem, stem, doc.text[start:end], start, end, "inferred")
        )
    for key, value in data.items():
        if key not in _SKIP:
            add(key, key, value)
    specs = data.get("specs")
    if isinstance(specs, dict):
        after = doc.text.find('"specs"')
        for key, value in specs.items():
            add(f"spec.{key}", key, value, max(after, 0))
    return out
