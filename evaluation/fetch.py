"""Bring the gold set's texts into ``evaluation/texts/`` (git-ignored: third-party text is never committed).

For each label file: keep a text already in ``evaluation/texts/<text_file>``; otherwise
copy it from ``--from DIR`` (a copy kept outside the repository, e.g. a previous machine's
folder) when that holds it; a document in a public GitHub repository (its URL names the file at
one commit, ``https://github.com/OWNER/REPO/blob/COMMIT/PATH``) is read from a local snapshot of
that repository (``--mirror DIR``, default ``/work/.mirror``: ``DIR/OWNER+REPO/repo`` is its git
directory) with ``git show COMMIT:PATH``, or fetched as the raw file at that commit; any other
URL is fetched with httpx when the network allows and the body saved there. Never fill the
folder from a search service's stored excerpts: they are partial pages under their own terms
(docs/evaluation.md, "Where the texts come from"). A text that is neither present nor fetchable
is reported, and ``run.py`` skips that document and says so. A present text is never replaced
by a fresh fetch: the labels were written on that text, and a page that has changed (or
carries more than the excerpt labelled) would be scored against labels that no longer describe
it.

    python evaluation/fetch.py [--gold evaluation/gold] [--texts evaluation/texts] [--from DIR]
                               [--mirror DIR] [--offline]
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import httpx

from evaluation.gold import GoldDoc, GoldError, load_gold

HERE = Path(__file__).resolve().parent
TIMEOUT = 20.0
MIRROR = Path("/work/.mirror")
# A file at one commit of a public repository: the text can never change under its labels.
GITHUB_BLOB = re.compile(r"https://github\.com/([^/]+)/([^/]+)/blob/([0-9a-f]{40})/(.+)")


@dataclass(frozen=True)
class Fetched:
    id: str
    status: str  # present | copied | fetched | missing
    detail: str = ""


def _has(path: Path) -> bool:
    return path.is_file() and path.stat().st_size > 0


def from_mirror(url: str, mirror: Path) -> bytes | str:
    """The file a GitHub blob URL names, read from the local snapshot of its repository; or why not."""
    match = GITHUB_BLOB.fullmatch(url)
    if match is None:
        return "not a GitHub file at a commit"
    owner, repo, commit, path = match.groups()
    git_dir = mirror / f"{owner}+{repo}" / "repo"
    if not git_dir.is_dir():
        return f"no snapshot at {git_dir} (fetch github:{owner}/{repo} with the session's fetch tool)"
    shown = subprocess.run(
        ["git", "--git-dir", str(git_dir), "show", f"{commit}:{path}"], capture_output=True, check=False
    )
    if shown.returncode != 0:
        return f"{git_dir}: {shown.stderr.decode(errors='replace').strip()[:120]}"
    return shown.stdout


def raw_url(url: str) -> str:
    """The address of the file itself, not GitHub's page around it."""
    match = GITHUB_BLOB.fullmatch(url)
    if match is None:
        return url
    owner, repo, commit, path = match.groups()
    return f"https://raw.githubusercontent.com/{owner}/{repo}/{commit}/{path}"


def fetch_one(
    doc: GoldDoc, texts: Path, offline: bool, kept: Path | None = None, mirror: Path = MIRROR
) -> Fetched:
    target = texts / doc.text_file
    if _has(target):
        return Fetched(doc.id, "present")
    if kept is not None and _has(kept / doc.text_file):
        texts.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(kept / doc.text_file, target)
        return Fetched(doc.id, "copied", str(kept / doc.text_file))
    if GITHUB_BLOB.fullmatch(doc.url):
        body = from_mirror(doc.url, mirror)
        if isinstance(body, bytes):
            texts.mkdir(parents=True, exist_ok=True)
            target.write_bytes(body)
            return Fetched(doc.id, "copied", f"{len(body)} bytes from the snapshot")
        if offline:
            return Fetched(doc.id, "missing", body)
    if offline:
        return Fetched(doc.id, "missing", "offline")
    try:
        response = httpx.get(
            raw_url(doc.url), timeout=TIMEOUT, follow_redirects=True, headers={"User-Agent": "chipatlas-eval"}
        )
        response.raise_for_status()
    except httpx.HTTPError as exc:
        return Fetched(doc.id, "missing", f"{type(exc).__name__}: {exc}"[:120])
    texts.mkdir(parents=True, exist_ok=True)
    target.write_bytes(response.content)
    return Fetched(doc.id, "fetched", f"{len(response.content)} bytes")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--gold", type=Path, default=HERE / "gold")
    parser.add_argument("--texts", type=Path, default=HERE / "texts")
    parser.add_argument(
        "--from", dest="kept", type=Path, default=None, help="a folder of texts kept outside the repository"
    )
    parser.add_argument(
        "--mirror",
        type=Path,
        default=MIRROR,
        help="where snapshots of GitHub repositories are (OWNER+REPO/repo)",
    )
    parser.add_argument("--offline", action="store_true", help="only report (or copy) texts, fetch nothing")
    args = parser.parse_args(argv)
    try:
        docs = load_gold(args.gold)
    except GoldError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.kept is not None and not args.kept.is_dir():
        print(f"error: --from {args.kept}: no such folder", file=sys.stderr)
        return 2
    results = [fetch_one(d, args.texts, args.offline, args.kept, args.mirror) for d in docs]
    for r in results:
        if r.status != "present":
            print(f"{r.status:8} {r.id} {r.detail}")
    counts = {s: sum(r.status == s for r in results) for s in ("present", "copied", "fetched", "missing")}
    print(f"{len(results)} documents: " + ", ".join(f"{n} {s}" for s, n in counts.items()))
    return 1 if counts["missing"] else 0


if __name__ == "__main__":
    sys.exit(main())
