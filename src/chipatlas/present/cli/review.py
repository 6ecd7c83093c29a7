"""``chipatlas review``: proposed ring changes and figures read from documents, and the decisions on them."""

from __future__ import annotations

import getpass
from typing import TYPE_CHECKING

import typer

from chipatlas.present.cli import review_what as about
from chipatlas.present.cli.common import engine
from chipatlas.present.cli.render import FORMAT, Format, print_data, print_json, print_table, say, to_csv

if TYPE_CHECKING:  # loaded when a command runs, not to start the CLI
    pass

review_app = typer.Typer(
    help="Proposed ring changes: list them, accept, reject, edit, undo; auto-accept rules.",
    invoke_without_command=True,
)
_STATUSES = ("proposed", "candidate", "accepted", "rejected")
_KINDS = ("supply", "site", "ownership", "deployment", "figure")
_NARROW_DROPS = (
    "kind",
    "evidence",
    "scope",
    "basis",
    "document",
    "platform",
    "status",  # after the others: proposed or candidate is what a reviewer sorts by
    "quote",
    "conflict",
    "place",
    "object",
)


@review_app.callback()
def review_list(
    ctx: typer.Context,
    platform: str = typer.Option(None, "--platform", help="Only this platform (name, short form or slug)."),
    status: str = typer.Option(
        "open",
        "--status",
        help="open (proposed and candidates), proposed, candidate, accepted, rejected, all.",
    ),
    kind: str = typer.Option(
        None, "--kind", help="Only this kind: supply, site, ownership, deployment or figure."
    ),
    fmt: Format = FORMAT,
) -> None:
    """List proposals: the ring row each would add, confirm, change, contradict, fill, share or end,
    and the figures read from prose that wait for a person (kind figure)."""
    if ctx.invoked_subcommand is not None:
        return
    from chipatlas.analyze.proposals import FIELDS, FIGURE_FIELDS, pending
    from chipatlas.analyze.ring import find_platform

    statuses = {"open": ("proposed", "candidate"), "all": _STATUSES}.get(status, (status,))
    if not set(statuses) <= set(_STATUSES):
        raise typer.BadParameter(f"--status must be open, all or one of {', '.join(_STATUSES)}")
    if kind is not None and kind not in _KINDS:
        raise typer.BadParameter(f"--kind must be one of {', '.join(_KINDS)}")
    with engine(ctx).connect() as conn:
        pids = [find_platform(conn, platform)["id"]] if platform else None
        found = pending(conn, pids, statuses, kinds=(kind,) if kind else ())
    out = [p.record() for p in found]
    columns = FIGURE_FIELDS if kind == "figure" else FIELDS
    if fmt == Format.json:
        print_json(out)
    elif fmt == Format.csv:
        print_data(to_csv(out, list(out[0]) if out else columns))
    elif not out:
        where = f" for {platform}" if platform else ""
        what = f"{kind} proposals" if kind else "proposals"
        say(f"no {status} {what}{where}: they come from articles and notes that say who supplies what")
    else:
        # At a narrow terminal the columns a reviewer decides by stay (id, action, who, what, role,
        # stage): the others go in this order, and the table says which.
        # A document by its title (or where it came from) and the id's first 8 characters,
        # which '--document' accepts; JSON and CSV keep the whole id and the title and uri.
        shown = [{**r, "document": _document_cell(r["document_label"], r["document"])} for r in out]
        print_table(shown, columns, optional=_NARROW_DROPS)


def _document_cell(label: str | None, document_id: str) -> str:
    return f"{label} ({document_id[:8]})" if label else document_id[:8]


def _by(by: str | None) -> str:
    return by or getpass.getuser()


_ID = typer.Argument(None, help="The proposal; none: every open figure proposal the filters match.")
_KIND = typer.Option(None, "--kind", help="Deciding many: figure (the only kind decided in bulk).")
_DOCUMENT = typer.Option(None, "--document", help="Deciding many: the document's figure proposals.")
_CLASS = typer.Option(None, "--class", help="Deciding many: only this class, e.g. clause/money_result.")


def _many(
    ctx: typer.Context,
    action: str,
    kind: str | None,
    document: str | None,
    cls: str | None,
    by: str,
    reason: str | None,
    proposal_id: str | None = None,
) -> None:
    """Decide every open figure proposal matching, each its own decision; print each id and the count."""
    if proposal_id is not None:
        raise typer.BadParameter("give a proposal ID or --document/--class, not both")
    from chipatlas.analyze.document import find_document
    from chipatlas.analyze.proposals import view
    from chipatlas.ingest.review_bulk import decide_figures

    if kind != "figure":
        raise typer.BadParameter("give a proposal ID, or --kind figure with --document and/or --class")
    if document is None and cls is None:
        raise typer.BadParameter(f"{action} of many figures needs a filter: --document ID and/or --class C")
    eng = engine(ctx)
    with eng.connect() as conn:
        doc_id = find_document(conn, document) if document else None
    done = decide_figures(eng, action, by, reason, document_id=doc_id, class_name=cls)
    with eng.connect() as conn:
        for shown in view(conn, done.proposals):
            say(f"{action}ed {shown.id}: {shown.figure_line()}")
    if not done.proposals:
        say(f"{action}ed 0 figure proposals: none open matches")
        return
    again = " ".join(
        x for x in (f"--document {document}" if document else "", f"--class {cls}" if cls else "") if x
    )
    say(
        f"{action}ed {len(done.proposals)} figure proposals (bulk decision {done.batch_id}; "
        f"'chipatlas review undo {again}' or 'undo --batch {done.batch_id}' reverses them all)"
    )


def review_accept(
    ctx: typer.Context,
    proposal_id: str = _ID,
    reason: str = typer.Option(None, "--reason"),
    by: str = typer.Option(None, "--by", help="Who decides [default: the login name]."),
    kind: str = _KIND,
    document: str = _DOCUMENT,
    cls: str = _CLASS,
) -> None:
    """Accept: the ring gets the row (quoting the proposal's sentence), or loses it for an 'end';
    a customer proposal (no platform named) states a supply between the two companies. Without
    an ID, '--kind figure --document ID [--class C]' accepts every open figure proposal matching."""
    from chipatlas.ingest.review import accept

    if proposal_id is None or document or cls:
        _many(ctx, "accept", kind, document, cls, _by(by), reason, proposal_id)
        return
    stated = about.stated_before(ctx, proposal_id)
    p = accept(engine(ctx), proposal_id, _by(by), reason)
    shown = about.shown(ctx, p)
    if p.kind == "figure":
        say(f"accepted {p.id}: {about.what(shown)} (quoting its document {p.document_id})")
        return
    say(f"accepted {p.id}: {about.what(shown)}")
    if p.action in ("customer", "customer_share", "customer_end"):
        return
    if p.kind == "supply" and p.country and p.country in stated:
        say(
            f"note: the ring already states {shown.supplier}'s {p.component} made in {p.country}: "
            "the document is one more source of it, no new row"
        )
    if shown.conflict:  # the ring now holds both: the reviewer should know what to reconcile
        say(f"note: {shown.conflict}; the ring now states both")
        if counted := about.counted(ctx, p.platform_id, p.component):
            say(f"note: what-if and exposure: {counted}")


def review_reject(
    ctx: typer.Context,
    proposal_id: str = _ID,
    reason: str = typer.Option(None, "--reason"),
    by: str = typer.Option(None, "--by"),
    kind: str = _KIND,
    document: str = _DOCUMENT,
    cls: str = _CLASS,
) -> None:
    """Reject: the ring stays as it is; the decision is kept. Without an ID, '--kind figure
    --document ID [--class C]' rejects every open figure proposal matching."""
    from chipatlas.ingest.review import reject

    if proposal_id is None or document or cls:
        _many(ctx, "reject", kind, document, cls, _by(by), reason, proposal_id)
        return
    p = reject(engine(ctx), proposal_id, _by(by), reason)
    say(f"rejected {p.id}: {about.what(about.shown(ctx, p))}" + (f" (reason: {reason})" if reason else ""))


def review_undo(
    ctx: typer.Context,
    proposal_id: str = typer.Argument(
        None, help="The proposal; none: a bulk decision (--batch or its filter)."
    ),
    reason: str = typer.Option(None, "--reason"),
    by: str = typer.Option(None, "--by"),
    batch: str = typer.Option(None, "--batch", help="Undoing many: the bulk decision's id (printed by it)."),
    document: str = typer.Option(
        None, "--document", help="Undoing many: the last bulk decision made with this --document."
    ),
    cls: str = typer.Option(None, "--class", help="Undoing many: ... and this --class."),
) -> None:
    """Undo the last accept or reject: an accepted row is retired (history keeps it). Without an
    ID, undo a bulk decision: '--document ID [--class C]' (as it was given) or '--batch B'
    retracts exactly the judgements it made, in one go; the undo is recorded."""
    if proposal_id is not None:
        if batch or document or cls:
            raise typer.BadParameter("give a proposal ID or --batch/--document/--class, not both")
        from chipatlas.ingest.review import undo

        p = undo(engine(ctx), proposal_id, _by(by), reason)
        say(f"undone {p.id}: {p.status} again")
        return
    _undo_many(ctx, _by(by), reason, batch, document, cls)


def _undo_many(
    ctx: typer.Context, by: str, reason: str | None, batch: str | None, document: str | None, cls: str | None
) -> None:
    from chipatlas.analyze.document import find_document
    from chipatlas.ingest.review_bulk import check_class
    from chipatlas.ingest.review_undo_bulk import undo_batch

    if batch is None and document is None and cls is None:
        raise typer.BadParameter(
            "give a proposal ID, --batch B, or the --document/--class of a bulk decision"
        )
    if cls is not None:
        check_class(cls)
    eng = engine(ctx)
    with eng.connect() as conn:
        doc_id = find_document(conn, document) if document else None
    target, done = undo_batch(eng, by, reason, batch_id=batch, document_id=doc_id, class_name=cls)
    for p in done.proposals:
        say(f"undone {p.id}: {p.status} again")
    for pid in done.skipped:
        say(f"left {pid}: decided again since the bulk {target.action}")
    skipped = f"; {len(done.skipped)} decided again since, left as they are" if done.skipped else ""
    say(f"undid {len(done.proposals)} of bulk {target.action} {target.id} ({target.at}){skipped}")


def review_edit(
    ctx: typer.Context,
    proposal_id: str = typer.Argument(...),
    role: str = typer.Option(None, "--role", help="sole | primary | second_source"),
    component: str = typer.Option(None, "--component"),
    supplier: str = typer.Option(None, "--supplier", help="A company name or id."),
    platform: str = typer.Option(None, "--platform"),
    obj: str = typer.Option(
        None, "--object", help="Ownership: the owned company; deployment: the cluster (name or id)."
    ),
    place: str = typer.Option(None, "--place", help="Site: where it is made, e.g. 'Phoenix, Arizona'."),
    stage: str = typer.Option(None, "--stage", help="sampling, qualifying, qualified, volume, planned ..."),
    share: str = typer.Option(None, "--share", help="A percentage, e.g. 30%."),
    country: str = typer.Option(None, "--country", help="Where it is made, e.g. Taiwan."),
    subject: str = typer.Option(None, "--subject", help="Figure: what it is about (name or id)."),
    metric: str = typer.Option(None, "--metric", help="Figure: e.g. revenue, hbm_capacity."),
    value: str = typer.Option(None, "--value", help="Figure: a number, or a range 'a-b'."),
    unit: str = typer.Option(None, "--unit", help="Figure: e.g. USD, GB, TB/s, %, count."),
    scope: str = typer.Option(None, "--scope", help="Figure: e.g. per_chip, per_year."),
    by: str = typer.Option(None, "--by"),
) -> None:
    """Correct an open proposal before deciding (each edit is logged)."""
    from chipatlas.analyze.ring import find_platform
    from chipatlas.ingest.review_edit import edit
    from chipatlas.store import proposals as rows

    eng = engine(ctx)
    with eng.connect() as conn:
        # a deployment's object is a cluster: a name the store lacks is added as one
        obj_kind = "Cluster" if rows.get(conn, proposal_id).kind == "deployment" else "Company"
        supplier_id = about.known(conn, supplier, "--supplier", "Company") if supplier else None
        platform_id = find_platform(conn, platform)["id"] if platform else None
        object_id = about.known(conn, obj, "--object", obj_kind) if obj else None
        subject_id = about.known(conn, subject, "--subject", "Company") if subject else None
    p = edit(
        eng,
        proposal_id,
        _by(by),
        role=role,
        component=component,
        supplier_id=supplier_id,
        platform_id=platform_id,
        object_id=object_id,
        place=place,
        stage=stage,
        share=share,
        country=country,
        subject_id=subject_id,
        metric=metric,
        value=value,
        unit=unit,
        scope=scope,
    )
    # what the proposal now says, so the reviewer sees the edit took, then its status
    now = f"edited {p.id}: {about.what(about.shown(ctx, p))}; {p.status}"
    say(now + (f" ({p.reason})" if p.reason else ""))


def review_auto(
    ctx: typer.Context,
    platform: str = typer.Argument(..., help="The platform the rule is for."),
    min_evidence: str = typer.Option(None, "--min-evidence", help="confirmed | committed | claimed | ..."),
    source: list[str] = typer.Option([], "--source", help="Source-key prefix (repeat); none: any source."),
    off: bool = typer.Option(False, "--off", help="Remove the rule."),
) -> None:
    """Auto-accept this platform's proposals at or above an evidence level (each still a decision)."""
    from chipatlas.analyze.ring import find_platform
    from chipatlas.model.vocab import EVIDENCE_LEVELS
    from chipatlas.store.proposals import AutoAccept, set_settings

    if not off and min_evidence not in EVIDENCE_LEVELS:
        raise typer.BadParameter(f"--min-evidence must be one of {', '.join(EVIDENCE_LEVELS)}")
    with engine(ctx).begin() as conn:
        pid = find_platform(conn, platform)["id"]
        rule = None if off else AutoAccept(platform_id=pid, min_evidence=min_evidence, sources=tuple(source))
        set_settings(conn, rule, pid)
    say(
        f"auto-accept for {pid}: "
        + ("off" if off else f"{min_evidence} or stronger from {', '.join(source) or 'any source'}")
    )


def register(app: typer.Typer) -> None:
    review_app.command("accept")(review_accept)
    review_app.command("reject")(review_reject)
    review_app.command("undo")(review_undo)
    review_app.command("edit")(review_edit)
    review_app.command("auto")(review_auto)
    app.add_typer(review_app, name="review")
