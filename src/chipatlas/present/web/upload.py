"""Reading an uploaded document: multipart (field ``file``) or a raw body, never past the limit."""

from __future__ import annotations

import hashlib
from collections.abc import AsyncGenerator
from pathlib import PurePosixPath

from starlette.datastructures import UploadFile
from starlette.formparsers import MultiPartParser
from starlette.requests import Request

from chipatlas.present.web.render import WebError
from chipatlas.sources import SourceDocument
from chipatlas.sources.document import guess_media_type

DEFAULT_MAX_UPLOAD = 10 * 1024 * 1024
_MULTIPART_SLACK = 64 * 1024  # boundaries and form fields around the file


def too_large(size: int | None, limit: int) -> WebError:
    got = f"{size:,} bytes" if size is not None else "larger than that"
    return WebError(
        413,
        "payload_too_large",
        f"the upload is {got}; this server accepts documents up to {limit:,} bytes "
        "(the operator sets the limit with --max-upload or CHIPATLAS_MAX_UPLOAD)",
    )


async def _body(request: Request, limit: int) -> bytes:
    declared = request.headers.get("content-length")
    if declared and declared.isdigit() and int(declared) > limit:
        raise too_large(int(declared), limit)
    chunks, total = [], 0
    async for chunk in request.stream():
        total += len(chunk)
        if total > limit:
            raise too_large(None, limit)
        chunks.append(chunk)
    return b"".join(chunks)


async def _replay(data: bytes) -> AsyncGenerator[bytes, None]:
    yield data


def _safe_name(name: str | None) -> str:
    base = PurePosixPath((name or "").replace("\\", "/")).name.strip()
    return base[:200] or "upload.txt"


async def read_upload(request: Request, limit: int) -> tuple[SourceDocument, dict[str, str]]:
    """The uploaded document and the other form fields (``platform``, ``source_key``)."""
    ctype = request.headers.get("content-type", "")
    if ctype.startswith("multipart/form-data"):
        body = await _body(request, limit + _MULTIPART_SLACK)
        form = await MultiPartParser(request.headers, _replay(body), max_files=1, max_fields=10).parse()
        upload = form.get("file")
        if not isinstance(upload, UploadFile):
            raise WebError(400, "missing_file", "send the document as a multipart field named 'file'")
        data = await upload.read()
        if len(data) > limit:
            raise too_large(len(data), limit)
        name = _safe_name(upload.filename)
        fields = {k: v for k, v in form.items() if isinstance(v, str)}
    else:
        data = await _body(request, limit)
        name = _safe_name(request.query_params.get("filename"))
        fields = dict(request.query_params)
    if not data:
        raise WebError(400, "empty_document", "the uploaded document is empty")
    media = guess_media_type(name, data)
    # Without a source_key field an upload is a source of its own: two uploads that share a
    # file name must not supersede each other.
    key = f"upload:{hashlib.sha256(data).hexdigest()}"
    return SourceDocument(uri=f"upload:{name}", data=data, media_type=media, key=key), fields
