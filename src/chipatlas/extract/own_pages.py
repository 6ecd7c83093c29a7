"""A page a company publishes under its own name is its own word about its own products.

A maker's documentation, product page or engineering blog states its chips' figures as
the maker: ``confirmed``, where trade press passing the same figures on is ``claimed``.
The page's address says whose it is: a host or code-host account that the name knowledge
lists as the company's (``sites`` in ``data/names/organisations.csv``; ``rocm.docs.amd.com``
and ``github.com/ROCm`` are AMD's). Raised: the signal, and each figure whose subject is the
company, one of its group, or a chip or platform the name knowledge says it (or its group)
makes. A figure about another maker's chip on the same page stays ``claimed`` (AMD's page
quoting a rival's bandwidth is not that rival's word), and a row a hedge already lowered
stays ``speculative``: only ``claimed`` rows move, each change reported.
"""

from __future__ import annotations

from dataclasses import replace

from chipatlas.extract.findings import Note
from chipatlas.model.knowledge import Known, by_id, owners, site_owner
from chipatlas.model.schema import K, P
from chipatlas.model.statement import Statement


def raise_own_page(uri: str, statements: list[Statement]) -> tuple[list[Statement], list[Note]]:
    """The page's own-product rows raised to ``confirmed`` when the page is a company's own."""
    owner = site_owner(uri)
    if owner is None:
        return statements, []
    group = {owner.id, *owners(owner.id)}
    subjects = {s.entity_id: s.value for s in statements if s.schema == K.CLAIM and s.prop == P.SUBJECT}
    raised = {cid for cid, subject in subjects.items() if _ours(subject, owner, group)}
    out, n = [], 0
    for s in statements:
        if s.evidence == "claimed" and (s.schema == K.SIGNAL or s.entity_id in raised):
            s = replace(s, evidence="confirmed")
            n += 1
        out.append(s)
    if not n:
        return out, []
    return out, [
        Note(None, f"evidence raised to confirmed for {n} row(s): the page is {owner.name}'s own ({uri})")
    ]


def _ours(subject: str, owner: Known, group: set[str]) -> bool:
    """The company itself or its group, or what it (or its group, or its parent) makes."""
    if subject in group or owner.id in owners(subject):
        return True
    entry = by_id(subject)
    maker = entry.maker if entry else None
    return maker is not None and (maker in group or owner.id in owners(maker))
