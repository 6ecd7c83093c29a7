"""A page kept as documentation says what a product or a machine is, not what happened.

A reference manual, a user guide or an SDK's docs describe hardware in the words its maker or
operator uses ("high-performance", "fast interconnect") with no news to weigh: its signal is
``neutral``, where the same words in a story would tip it. The page's address says it is kept
as documentation: a folder or a host named for it ("/docs/", "/documentation/", "/user-guide/",
"/manual/", "docs.example.org", "*.readthedocs.io"). A blog or news folder kept by a
documentation tool ("mkdocs/blog/posts/") is not documentation.
"""

from __future__ import annotations

import re
from urllib.parse import unquote, urlsplit

# A folder named for documentation, anywhere in the path ("/docs/", "/user-manual/", "/ja/docs/").
_DOC_FOLDER = re.compile(
    r"/(?:docs?|documentation|user[-_]?guides?|user[-_]?manuals?|manuals?|handbook|reference|wiki)/", re.I
)
_DOC_HOST = re.compile(
    r"^(?:docs?|documentation|manual|wiki)\.|\.readthedocs\.(?:io|org)$|readthedocs-hosted\.com$"
)
# A news or blog folder inside it: no reference page.
_STORY_FOLDER = re.compile(r"/(?:blog|blogs|posts?|news|press|articles?)/", re.I)


def documentation_page(uri: str) -> bool:
    """Whether the page's address keeps it as documentation (module docstring)."""
    parts = urlsplit(uri)
    path = unquote(parts.path)
    if _STORY_FOLDER.search(path):
        return False
    return bool(_DOC_FOLDER.search(path) or _DOC_HOST.search(parts.netloc.lower()))
