"""One page in a real chromium for the browser tests (skipped without one, failed in CI)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from tests.conftest import IN_CI

CHROMIUM = os.environ.get("CHIPATLAS_CHROMIUM", "/usr/bin/chromium")


def _missing(reason: str) -> None:
    if IN_CI:
        pytest.fail(reason)
    pytest.skip(reason)


@contextmanager
def open_page(url: str) -> Iterator[Any]:
    """A chromium page opened at ``url``, closed with its browser on exit."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _missing("playwright is not installed")
    if not Path(CHROMIUM).is_file():
        _missing(f"no chromium at {CHROMIUM}")
    with sync_playwright() as pw:
        browser: Any = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"], headless=True)
        try:
            page = browser.new_page()
            page.goto(url)
            yield page
        finally:
            browser.close()
