"""The same answers on PostgreSQL as on SQLite: the read pages and CLI, diffed.

Loads two fresh stores (a SQLite file and a new schema on the PostgreSQL server ``--db``
names, dropped at the end) with the bundled data and the first ``--docs`` audit texts
(held-back documents never), then asks both the same questions: every JSON page of the
API without a path parameter, each platform's page and ring, the review list, and the CLI's
``platforms``, ``ring``, ``signals`` and ``review`` as JSON. Prints each answer that
differs, with the first differing lines, and a count. Values that differ by design (the
time a row was written) are blanked first.

    python evaluation/parity.py [--db URL] [--docs 20] [--out DIR]
"""

from __future__ import annotations

import argparse
import difflib
import json
import re
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from fastapi.testclient import TestClient
from sqlalchemy import Engine

from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.present.web import create_app
from chipatlas.sources.document import load_path
from evaluation.audit import HERE as AUDIT
from evaluation.audit import load_documents
from evaluation.run import load_bundled
from evaluation.stores import fresh_store

PG = "postgresql+psycopg://postgres@127.0.0.1:5432/test"
ROOT = Path(__file__).resolve().parent.parent
# When a row was written (the two stores are loaded a minute apart): the clock time is
# blanked, its form (fraction, zone) kept, so a timestamp written differently still shows.
WRITTEN = re.compile(r'"(first_seen|last_seen|\w*_at|ingested\w*)": "\d{4}-\d\d-\d\d[T ][\d:]+(\.\d+)?')
Answers = dict[str, str]


def load(engine: Engine, docs: int) -> None:
    load_bundled(engine)
    chosen = [d for d in load_documents(AUDIT / "documents.json") if not d.held_back]
    done = 0
    for doc in chosen:
        path = AUDIT / "texts" / f"{doc.id}.txt"
        if done == docs:
            break
        if path.is_file():
            ingest(engine, load_path(path, doc.url), IngestOptions(source_key=f"audit:{doc.id}"))
            done += 1


def normal(body: Any) -> str:
    """JSON with sorted keys, one value a line, the moving values blanked."""
    text = json.dumps(body, indent=1, sort_keys=True, ensure_ascii=False, default=str)
    return WRITTEN.sub(lambda m: f'"{m[1]}": "<time>' + (".f" if m[2] else ""), text)


# Questions with a query: one each, named from the bundled data.
QUERIES = (
    "/api/v1/changes?since=2000-01-01",
    "/api/v1/compare?p=nvidia_gb200_nvl72&p=aws_trainium3_ultraserver",
    "/api/v1/exposure?name=TSMC",
    "/api/v1/exposure/site?site=Hsinchu",
    "/api/v1/search?q=HBM",
    "/api/v1/search?q=packaging%20Arizona",
    "/api/v1/search?q=%E4%B8%89%E6%98%9F",
    "/api/v1/whatif?company=TSMC",
    "/api/v1/whatif?country=Taiwan",
)


SEARCH = "GET /api/v1/search?"


def get(client: TestClient, path: str) -> tuple[str, Any]:
    """The answer, every page of it (a list's ``next_cursor`` followed), and its JSON."""
    got = client.get(path)
    if "json" not in got.headers.get("content-type", ""):
        return f"{got.status_code}\n{got.text}", None
    body = got.json()
    pages = [f"{got.status_code}\n{normal(body)}"]
    items = list(body.get("items", [])) if isinstance(body, dict) else []
    while isinstance(body, dict) and body.get("next_cursor"):
        got = client.get(path + ("&" if "?" in path else "?") + f"cursor={body['next_cursor']}")
        body = got.json()
        pages.append(f"{got.status_code}\n{normal(body)}")
        items += body.get("items", [])
    return "\n".join(pages), {"items": items} if items else body


def web_answers(engine: Engine) -> Answers:
    """Every JSON answer of the API: lists (every page), then each listed thing's own page."""
    with TestClient(create_app(engine)) as client:
        spec = client.get("/api/v1/openapi.json").json()
        out: Answers = {}
        listed: dict[str, Any] = {}
        for path, ops in sorted(spec["paths"].items()):
            if "get" in ops and "{" not in path and not path.startswith("/api/v1/jobs"):
                out[f"GET {path}"], listed[path] = get(client, path)
        slugs = [p["slug"] for p in listed["/api/v1/platforms"]["items"]]
        fill = {
            "/api/v1/platforms/{slug}": slugs,
            "/api/v1/specs/{entity}": slugs,
            "/api/v1/companies/{slug}": [c["slug"] for c in listed["/api/v1/companies"]["items"]],
            "/api/v1/documents/{doc_id}": [d["id"] for d in listed["/api/v1/documents"]["items"]],
            "/api/v1/signals/{signal_id}": [d["id"] for d in listed["/api/v1/signals"]["items"]],
            "/api/v1/sites/{slug}": [d["place"]["slug"] for d in listed["/api/v1/sites"].get("sites", [])],
        }
        for path, ops in sorted(spec["paths"].items()):
            for prefix, values in fill.items():
                if "get" in ops and path.startswith(prefix) and path.count("{") == 1:
                    hole = path[path.index("{") : path.index("}") + 1]
                    for value in (v for v in values if isinstance(v, str)):
                        concrete = path.replace(hole, quote(value, safe=""))
                        out[f"GET {concrete}"] = get(client, concrete)[0]
        for path in (*QUERIES, "/review.json", *(f"/platforms/{s}/review.json" for s in slugs)):
            out[f"GET {path}"] = get(client, path)[0]
        return out


def cli(url: str, *args: str) -> str:
    code = "import sys; from chipatlas.present.cli.app import main; sys.argv[0] = 'chipatlas'; main()"
    env = {"PYTHONPATH": f"{ROOT / 'src'}:{ROOT}", "PATH": "/usr/bin:/bin", "COLUMNS": "200"}
    done = subprocess.run(
        [sys.executable, "-c", code, "--db", url, *args], capture_output=True, text=True, env=env, check=False
    )
    try:
        body = normal(json.loads(done.stdout))
    except json.JSONDecodeError:
        body = done.stdout
    return f"exit {done.returncode}\n{body}"


def cli_answers(engine: Engine) -> Answers:
    url = engine.url.render_as_string(hide_password=False)
    names = [
        p["name"] for p in json.loads(cli(url, "platforms", "--format", "json").split("\n", 1)[1] or "[]")
    ]
    out = {"platforms": cli(url, "platforms", "--format", "json")}
    for name in names:
        out[f"ring {name}"] = cli(url, "ring", name, "--format", "json")
    out["signals"] = cli(url, "signals", "--format", "json")
    out["review"] = cli(url, "review", "--status", "all", "--format", "json")
    return out


def stores(db: str, docs: int) -> Iterator[tuple[str, Engine]]:
    for name, url in (("sqlite", None), ("postgresql", db)):
        with fresh_store(url, "parity") as engine:
            load(engine, docs)
            yield name, engine


def compare(a: Answers, b: Answers, show: Callable[[str], None]) -> int:
    differ = 0
    for key in sorted(set(a) | set(b)):
        left, right = a.get(key, "(none)"), b.get(key, "(none)")
        if left == right:
            continue
        differ += 1
        show(f"\n## {key}")
        lines = difflib.unified_diff(
            left.splitlines(), right.splitlines(), "sqlite", "postgresql", n=1, lineterm=""
        )
        for line in list(lines)[:40]:
            show(line)
    return differ


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Diff the read pages and CLI on SQLite and PostgreSQL")
    parser.add_argument("--db", metavar="URL", default=PG, help="the PostgreSQL server (a fresh schema)")
    parser.add_argument("--docs", type=int, default=20, help="audit texts to ingest besides the bundled data")
    parser.add_argument("--out", type=Path, default=None, help="also write each store's answers here")
    args = parser.parse_args(argv)
    answers: dict[str, Answers] = {}
    for name, engine in stores(args.db, args.docs):
        answers[name] = {**web_answers(engine), **{f"cli {k}": v for k, v in cli_answers(engine).items()}}
        if args.out:
            args.out.mkdir(parents=True, exist_ok=True)
            (args.out / f"{name}.json").write_text(json.dumps(answers[name], indent=1), encoding="utf-8")
    a, b = answers["sqlite"], answers["postgresql"]
    # Search ranks, cuts snippets and splits words with each backend's own engine (docs/backup.md).
    own = {k for k in a if k.startswith(SEARCH)}
    differ = compare(
        {k: v for k, v in a.items() if k not in own}, {k: v for k, v in b.items() if k not in own}, print
    )
    engine_own = compare({k: a[k] for k in own}, {k: b.get(k, "") for k in own}, print)
    print(
        f"\n{len(a)} answers compared: {differ} differ, and {engine_own} of {len(own)} searches (by design)"
    )
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
