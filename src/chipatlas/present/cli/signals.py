"""Commands of the signals layer: signals, specs, checks, conflicts, candidates, alias/entity add, sources."""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping, Sequence
from typing import Any

import typer

from chipatlas.present.cli.common import engine
from chipatlas.present.cli.render import (
    FORMAT,
    Format,
    console,
    emit,
    print_table,
    say,
)

# Each command imports what it uses when it runs (an instant CLI).
sources_app = typer.Typer(
    help="Feeds to poll: add, list, remove, poll; sources whose figures are reviewed.", no_args_is_help=True
)
alias_app = typer.Typer(help="Accept an alias for an entity.", no_args_is_help=True)
entity_app = typer.Typer(help="Add an entity the store does not know.", no_args_is_help=True)


def _out(
    rows: Sequence[Mapping[str, object]],
    fields: tuple[str, ...],
    fmt: Format,
    data: Any = None,
    empty: str = "",
) -> None:
    if emit(fmt, rows if data is None else data, rows, fields):
        return
    if not rows and empty:
        say(empty)
        return
    print_table(rows, fields)


def signals_cmd(
    ctx: typer.Context,
    entity: str = typer.Option(
        None, "--entity", help="Only signals that mention this entity (name, alias or id)."
    ),
    since: str = typer.Option(None, "--since", help="Only signals dated on or after YYYY[-MM[-DD]]."),
    type_: str = typer.Option(None, "--type", help="Only this type, e.g. technical_release."),
    fmt: Format = FORMAT,
) -> None:
    """Market signals read from articles and feeds, newest first."""
    from chipatlas.analyze.signals import signals as list_signals

    with engine(ctx).connect() as conn:
        rows = list_signals(conn, entity, since, type_)
    fields = ("date", "type", "impact", "sentiment", "n_sources", "title")
    # csv: the id first, as json has it: what /signals/ID and 'chipatlas document' are opened by
    if emit(fmt, rows, rows, ("id", *fields, "source", "document")):
        return
    if not rows:
        say("no signal matches: signals come from articles and feeds ('chipatlas ingest', 'sources poll')")
        return
    # On a terminal: the sources the story cites by name ("0" read as "no source" beside a
    # story that is its own document), and the document it was read from, by the id prefix
    # 'chipatlas document' takes.
    shown = [{**r, "cites": r["source"], "document": r["document"][:12]} for r in rows]
    print_table(shown, ("date", "type", "impact", "sentiment", "title", "cites", "document"))


def specs_cmd(
    ctx: typer.Context,
    name: str = typer.Argument(..., help="Entity name, alias or id."),
    fmt: Format = FORMAT,
) -> None:
    """Every sourced spec value of an entity (all sources, never merged)."""
    from chipatlas.analyze.specs import specs

    with engine(ctx).connect() as conn:
        rows = specs(conn, name)
    if fmt == Format.table:  # '64, 72 or 128' for people; JSON and CSV keep the data's '64|72|128'
        from chipatlas.analyze.value_forms import words

        rows = [{**r, "value": words(r["value"])} for r in rows]
    fields = ("metric", "scope", "value", "unit", "qualifier", "evidence", "source_url")
    _out(rows, fields, fmt, empty=f"no spec figures stored for {name}")


def checks_cmd(
    ctx: typer.Context,
    name: str = typer.Argument(..., help="A system (platform) name, alias or id."),
    fmt: Format = FORMAT,
) -> None:
    """Cross-checks: each system figure against chip (or instance) figure x count."""
    from chipatlas.analyze.specs import cross_checks

    with engine(ctx).connect() as conn:
        rows = cross_checks(conn, name)
    empty = (
        f"no cross-check for {name}: it needs a figure of the whole system and the same figure "
        "per chip (or instance) with a count, and the store has no such pair"
    )
    _out(rows, ("metric", "scope", "stated", "from", "gap_pct", "verdict"), fmt, empty=empty)


def _converted(shown: str, written: str) -> str:
    """'2,900 PFLOPS (written 2.9 EFLOPS)'; a figure only regrouped ('1,440' for '1440') as shown."""
    return shown if shown.replace(",", "") == written.replace(",", "") else f"{shown} (written {written})"


def conflicts_cmd(
    ctx: typer.Context,
    entity: str = typer.Option(None, "--entity", help="Only this entity: a name, alias or id."),
    fmt: Format = FORMAT,
) -> None:
    """Disagreements between sources: every value with its source, none picked."""
    from chipatlas.analyze.conflicts import conflicts

    with engine(ctx).connect() as conn:
        eid = _entity_id(conn, entity) if entity else None
        rows = conflicts(conn, eid)
        # 'MI355X' is the chip; the sources disagree about the platform built on it. "No
        # disagreement" alone read as none anywhere (walk12).
        elsewhere = _platforms_disagreeing(conn, eid) if eid and not rows else ""
    from chipatlas.present.web.labels import one_unit, prop_label

    # The fact in words, as the disagreements page names it ('Compute units per GPU', not
    # 'spec.compute_units.per_gpu'; the key stays in the CSV), and a count without the word
    # 'count' ('256', not '256 count') (walk12). Values in one unit, as the page shows them
    # ('2,900 PFLOPS' beside '1,440 PFLOPS', with 'written 2.9 EFLOPS'), so they compare (walk13).
    flat = [
        {
            "entity": c["name"],
            "fact": prop_label(c["prop"]),
            "prop": c["prop"],
            "value": _converted(str(v["shown"]), str(v["written"])),
            # how strong each source is, and its words (walk14: the CSV set a page's guess
            # beside the maker's confirmed figure unmarked)
            "evidence": str(v["evidence"]),
            "qualifier": str(v["qualifier"] or ""),
            "source": str(v["source_url"] or v["document"]),
            "quote": str(v["quote"]),
        }
        for c in rows
        for v in one_unit(c["values"])
    ]
    empty = "no disagreement between sources" + (f" about {entity}" if entity else "") + elsewhere
    fields: tuple[str, ...] = ("entity", "fact", "value", "evidence", "source")
    if fmt == Format.csv:
        fields = ("entity", "fact", "value", "evidence", "qualifier", "source", "quote", "prop")
    _out(flat, fields, fmt, data=rows, empty=empty)


def _platforms_disagreeing(conn: Any, eid: str) -> str:
    """Where a chip's platforms disagree: '; the platform it is used in, X, has 9 values in
    disagreement: chipatlas conflicts --entity ...', or ''."""
    from chipatlas.analyze.conflicts import platforms_disagreeing

    return "".join(
        f"; the platform it is used in, {name}, has {n} values in disagreement: "
        f"chipatlas conflicts --entity '{name}'"
        for name, n in platforms_disagreeing(conn, eid)
    )


def _entity_id(conn: Any, name: str) -> str:
    """A name, alias or id; or, as `specs` finds it, the subject of some claim named so (walk13:
    a platform known only from a claims file had specs but 'no entity' for its conflicts)."""
    from chipatlas.analyze.specs import entity_id
    from chipatlas.analyze.view import View, find_id
    from chipatlas.errors import NotFoundError

    try:
        return View.load(conn).canonical(find_id(conn, name))
    except NotFoundError:
        return View.load(conn).canonical(entity_id(conn, name))


def candidates_cmd(ctx: typer.Context, fmt: Format = FORMAT) -> None:
    """Organisation names read in articles that no entity has yet: accept with 'alias add' or 'entity add'."""
    from chipatlas.ingest.feeds import candidates

    with engine(ctx).connect() as conn:
        rows = candidates(conn)
    if fmt == Format.table:  # the 12 characters 'chipatlas document' takes; CSV keeps the whole id
        rows = [{**r, "document": str(r["document"])[:12]} for r in rows]
    _out(
        rows,
        ("name", "mentions", "quote", "document"),  # where the name was read, to check it there
        fmt,
        empty="no candidate names: every organisation read so far is known",
    )


def _curate(ctx: typer.Context, header: list[str], row: list[str], key: str) -> None:
    from chipatlas.ingest.pipeline import IngestOptions, ingest
    from chipatlas.sources import SourceDocument
    from chipatlas.store.writer import now

    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerows([header, row])
    data = buf.getvalue().encode()
    report = ingest(
        engine(ctx),
        SourceDocument(f"cli:{key}@{now()}", data, "text/csv"),
        IngestOptions(source_key=f"curation:{key}"),
    )
    for line in report.lines():
        say(line, error=not report.ok)
    if not report.ok:
        raise typer.Exit(1)


def alias_add(
    ctx: typer.Context,
    alias: str = typer.Argument(..., help="The other name, e.g. 'Trainum 2'."),
    entity: str = typer.Argument(..., help="The entity id it names, e.g. chip:trainium2."),
) -> None:
    """Record that ALIAS names ENTITY (with a document and date, like any fact)."""
    with engine(ctx).connect() as conn:
        from chipatlas.analyze.specs import entity_id
        from chipatlas.store.facts import current

        eid = entity_id(conn, entity)
        schema = str(next(iter(current(conn, [eid])[eid].values()))[0]["schema"])
    _curate(ctx, ["alias", "entity", "schema"], [alias, eid, schema], f"alias:{alias}")


def entity_add(
    ctx: typer.Context,
    name: str = typer.Argument(..., help="The entity's name."),
    kind: str = typer.Option("Company", "--kind", help="Company, Platform, Chip, Cluster or Site."),
) -> None:
    """Add an entity (e.g. an accepted candidate)."""
    _curate(ctx, ["name", "kind"], [name, kind], f"entity:{name}")


def sources_add(
    ctx: typer.Context,
    url: str = typer.Argument(..., help="An RSS/Atom feed: http(s) URL or a local file."),
) -> None:
    """Subscribe to a feed; 'sources poll' fetches it."""
    from chipatlas.ingest.feeds import add_feed

    with engine(ctx).begin() as conn:
        console.print(add_feed(conn, url), highlight=False)


def sources_poll(
    ctx: typer.Context,
    allow_private: bool = typer.Option(
        False, "--allow-private", help="Allow private and loopback addresses."
    ),
    timeout: float = typer.Option(20.0, "--timeout", help="Seconds per request."),
) -> None:
    """Fetch every feed; only new entries are ingested. Exit 1 if a feed failed or was refused."""
    from chipatlas.ingest.feeds import list_feeds, poll_feeds

    eng = engine(ctx)
    failed, landed = False, 0
    for line in poll_feeds(eng, allow_private=allow_private, timeout=timeout):
        bad = line.startswith(("error", "rejected"))
        failed = failed or bad
        landed += line.startswith("landed")
        say(line, error=bad)
    with eng.connect() as conn:
        subscribed = bool(list_feeds(conn))
    if not subscribed:
        say("no feeds subscribed: 'chipatlas sources add URL' adds one")
    elif not landed and not failed:
        say("nothing new: every feed's entries were already ingested")
    if failed:
        raise typer.Exit(1)


def sources_list(ctx: typer.Context, fmt: Format = FORMAT) -> None:
    """The subscribed feeds: when polled, what they answered, how many entries landed."""
    from dataclasses import asdict

    from chipatlas.ingest.feeds import list_feeds

    with engine(ctx).connect() as conn:
        rows = [asdict(f) for f in list_feeds(conn)]
    fields = ("url", "title", "added_at", "last_polled", "last_status", "n_items")
    _out(rows, fields, fmt, empty="no feeds subscribed: 'chipatlas sources add URL' adds one")


def sources_remove(
    ctx: typer.Context,
    url: str = typer.Argument(..., help="The feed's URL or path, as 'sources list' shows it."),
    yes: bool = typer.Option(False, "--yes", help="Do it (without --yes, only say what would happen)."),
) -> None:
    """Unsubscribe from a feed; the documents its entries landed stay in the store."""
    from chipatlas.ingest.feeds import list_feeds, remove_feed

    eng = engine(ctx)
    if not yes:
        with eng.connect() as conn:
            known = {f.url: f for f in list_feeds(conn)}
        if url not in known:
            with eng.begin() as conn:
                remove_feed(conn, url)  # raises the not-found error with the subscribed feeds
        say(f"would unsubscribe {url} ({known[url].n_items} entries landed stay); add --yes to do it")
        return
    with eng.begin() as conn:
        say(remove_feed(conn, url))


def sources_reviewed(
    ctx: typer.Context,
    key: str = typer.Argument(None, help="A source key (as 'chipatlas document' shows it); none: list them."),
    off: bool = typer.Option(False, "--off", help="Take the mark away: later figures wait for review again."),
    accept_waiting: bool = typer.Option(
        False,
        "--accept-waiting",
        help="Also accept its figures proposed before the mark (decided by 'auto'; one undoable batch).",
    ),
    by: str = typer.Option(None, "--by", help="Who marks it [default: the login name]."),
    fmt: Format = FORMAT,
) -> None:
    """Sources whose prose figures are stated as facts (each an accepted figure proposal,
    decided by 'auto'); mark one KEY, or take the mark away with --off."""
    import getpass
    from dataclasses import asdict

    from chipatlas.store import proposals as rows

    if key is None:
        with engine(ctx).connect() as conn:
            found = [asdict(r) for r in rows.reviewed(conn)]
        _out(found, ("source_key", "marked_by", "marked_at"), fmt, empty="no source is marked reviewed")
        return
    if off and accept_waiting:
        raise typer.BadParameter("--accept-waiting marks the source reviewed; it cannot go with --off")
    from chipatlas.ingest.reviewed_waiting import mark

    done = mark(engine(ctx), key, not off, by or getpass.getuser(), accept_waiting=accept_waiting)
    say(f"source {key}: " + ("figures wait for review again" if off else "reviewed; its figures are stated"))
    if done.accepted:
        say(
            f"accepted {len(done.accepted)} of its figures proposed before the mark (decided by auto; "
            f"'chipatlas review undo --batch {done.batch_id}' reverses them all)"
        )
    elif done.waiting and not off:  # the mark acts on later ingests; these were proposed before it
        say(
            f"{done.waiting} of its figures proposed before wait: add --accept-waiting, or "
            "'chipatlas review accept --kind figure --document ID'"
        )


def register(app: typer.Typer) -> None:
    app.command("signals")(signals_cmd)
    app.command("specs")(specs_cmd)
    app.command("checks")(checks_cmd)
    app.command("conflicts")(conflicts_cmd)
    app.command("candidates")(candidates_cmd)
    alias_app.command("add")(alias_add)
    entity_app.command("add")(entity_add)
    sources_app.command("add")(sources_add)
    sources_app.command("poll")(sources_poll)
    sources_app.command("list")(sources_list)
    sources_app.command("remove")(sources_remove)
    sources_app.command("reviewed")(sources_reviewed)
    app.add_typer(alias_app, name="alias")
    app.add_typer(entity_app, name="entity")
    app.add_typer(sources_app, name="sources")
