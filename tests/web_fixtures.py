"""Helpers shared by the web tests: a synthetic hostile document, and walking the site's pages.

SYNTHETIC TEST DATA: the CSV below is made up for the escaping tests. Its names and
notes are attack strings, not facts about any real company or product.
"""

from __future__ import annotations

from sqlalchemy import Engine

from chipatlas.ingest.pipeline import ingest
from chipatlas.sources import SourceDocument

XSS_PLATFORM = "synthetic_xss_test_rack"
XSS_SUPPLIER = "<script>alert('xss-supplier')</script>"
XSS_NOTES = "SYNTHETIC TEST ROW <img src=x onerror=alert('xss-notes')> not real data"
# The source_url is a valid https address carrying markup: a javascript: address would be
# refused at ingest (the schema's url type), and the page must still escape this one.
XSS_CSV = (
    "platform,component,supplier,supplier_detail,role,made_in_country,made_in_site,us_status,evidence,"
    "source_url,notes\n"
    "Synthetic XSS Test Rack,Accelerator,\"<script>alert('xss-supplier')</script>\","
    '"""><svg onload=alert(\'xss-detail\')>",primary,Taiwan,"<b onmouseover=alert(\'xss-site\')>Fab</b>",'
    'made abroad,claimed,"https://example.invalid/""><script>alert(\'xss-url\')</script>",'
    f'"{XSS_NOTES}"\n'
    "Synthetic XSS Test Rack,HBM,Synthetic Memory Co,,second source,South Korea,,made abroad,claimed,,"
    "\"SYNTHETIC: </mark><script>alert('xss-mark')</script>\"\n"
)

# A small synthetic ring to upload through the API (one new row for the seed's platform).
UPLOAD_CSV = (
    "platform,component,supplier,supplier_detail,role,made_in_country,made_in_site,us_status,evidence,"
    "source_url,notes\n"
    "AWS Trainium3 UltraServer,Optical transceivers,Synthetic Optics Test Co,,primary,Malaysia,,made abroad,"
    "speculative,,SYNTHETIC TEST ROW for the upload test; not real data\n"
)


def ingest_xss(engine: Engine) -> str:
    source = SourceDocument(uri="synthetic:xss_ring.csv", data=XSS_CSV.encode(), media_type="text/csv")
    report = ingest(engine, source)
    assert report.ok, report.lines()
    assert report.document_id
    return report.document_id
