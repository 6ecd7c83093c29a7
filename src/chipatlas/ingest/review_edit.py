"""Editing an open proposal before deciding on it: its role, stage, share, country, parts,
or a figure's subject, metric, value, unit and scope; every field checked, every edit logged."""

from __future__ import annotations

import re

from sqlalchemy import Engine

from chipatlas.errors import InputError
from chipatlas.ingest.figure_proposals import check_figure_edit
from chipatlas.ingest.review_kinds import missing
from chipatlas.model.countries import lookup
from chipatlas.model.vocab import ROLES
from chipatlas.store import proposals as rows
from chipatlas.store.writer import now
from chipatlas.store.writing import write_transaction

# What a buyer's proposal becomes when the reviewer names the platform.
_RING_ACTION = {"customer": "add", "customer_end": "end", "customer_share": "share"}


# The stages a proposal may state: a supply's (sampling ... volume), a site's (ramping, planned),
# an ownership's (acquired, subsidiary, stake).
STAGES = (
    "sampling",
    "qualifying",
    "qualified",
    "volume",
    "ramping",
    "planned",
    "acquired",
    "subsidiary",
    "stake",
)
_SHARE = re.compile(r"\d{1,3}(?:\.\d+)?%")
EDITABLE = (
    "role",
    "stage",
    "share",
    "country",
    "component",
    "supplier_id",
    "platform_id",
    "object_id",
    "place",
    # a figure proposal's (ingest/figure_proposals.check_figure_edit checks them)
    "subject_id",
    "metric",
    "value",
    "unit",
    "scope",
)


def _checked(proposal_id: str, values: dict[str, str | None]) -> dict[str, str | None]:
    """The edited fields, each checked: a role and a stage from the vocabulary, a share as a
    percentage, a country as the country table names it."""
    where = f"proposal {proposal_id}"
    unknown = sorted(set(values) - set(EDITABLE))
    if unknown:
        raise InputError(where, f"cannot edit {', '.join(unknown)}; editable: {', '.join(EDITABLE)}")
    if "role" in values and values["role"] not in ROLES:
        raise InputError(where, f"role must be one of {', '.join(ROLES)}")
    if "stage" in values and values["stage"] not in STAGES:
        raise InputError(where, f"stage must be one of {', '.join(STAGES)}")
    if "share" in values and not _SHARE.fullmatch(str(values["share"]).replace(" ", "")):
        raise InputError(where, f"share {values['share']!r} is not a percentage such as 30%")
    if "share" in values:
        values["share"] = str(values["share"]).replace(" ", "")
    if "country" in values:
        found = lookup(str(values["country"]))
        if found is None:
            raise InputError(where, f"{values['country']!r} is not a country the country table knows")
        values["country"] = found.name
    return values


def edit(engine: Engine, proposal_id: str, by: str, **changes: str | None) -> rows.Proposal:
    """Set the role, stage, share, country, component, supplier id, platform id, object id (the
    owned company or the cluster) or place of an open proposal before deciding; of a figure,
    its subject id, metric, value, unit or scope."""
    values = _checked(proposal_id, {k: v.strip() for k, v in changes.items() if v is not None and v.strip()})
    if not values:
        raise InputError(f"proposal {proposal_id}", "nothing to edit: give at least one field")
    with write_transaction(engine) as conn:
        p = rows.get(conn, proposal_id)
        if p.status not in ("proposed", "candidate"):
            raise InputError(f"proposal {p.id}", f"it is {p.status}: undo it first")
        check_figure_edit(p, values)
        merged = {**p.as_json(), **values}
        if merged.get("action") in rows.CUSTOMER_ACTIONS and values.get("platform_id"):
            # A platform named by the reviewer: the buyer's proposal becomes a ring proposal.
            values["action"] = merged["action"] = _RING_ACTION[str(merged["action"])]
        complete = not missing(merged)
        values["status"] = "proposed" if complete else "candidate"
        values["reason"] = None if complete else p.reason
        rows.set_fields(conn, p.id, **values)
        what = ", ".join(f"{k}={v}" for k, v in changes.items() if v is not None)
        rows.record(
            conn, rows.Decision(proposal_id=p.id, decision="edit", decided_by=by, reason=what, at=now())
        )
        return rows.get(conn, proposal_id)
