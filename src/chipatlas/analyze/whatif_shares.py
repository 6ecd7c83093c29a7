"""What-if shares: the share of its component each ring row carries, and the stage of the others.

Shares, when the sources state none (they rarely do), follow documented defaults named
in the output (``share_basis``): a sole supplier carries all of it; a primary and the others
(second sources, or suppliers whose role no source states) split DEFAULT_PRIMARY / the rest;
suppliers without a role and no primary split equally; a supply made in several places splits
its share equally between them. "Main supplier" says it carries most of the part: an equal
split beside an unstated second supplier read TPU v7's primary HBM maker as half (walk14).

A row accepted from review keeps the stage its sentence stated ("stage: qualified" in its
notes, as ``ingest.review`` writes it). A second source that is qualified or in volume
covers part of the component (a sampling one does not yet). Beside such a source, a row
the ring still calls ``sole`` contradicts it: until a judgement removes one of the two, it
counts as a primary (the default split, named in ``share_basis``) and the conflict is shown.

A place the ring states as planned (``us_status`` planned_us_volume: a US plant announced,
not yet making the part) is no capacity today: beside places that make the part now it
carries no share and stands as an alternative at stage "planned", never covering. Counted
as a supplier, Amkor's and SPIL's planned Arizona lines had GB200 lose half its packaging,
not all of it, when Taiwan's packaging stopped (walk12). A part whose every place is planned
is a plan as a whole and is shared as before.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field
from typing import NamedTuple

from chipatlas.analyze.base import Row
from chipatlas.analyze.design_tier import WHY as DESIGN_WHY
from chipatlas.analyze.records_whatif import AlternativeStage
from chipatlas.model.vocab import PLANNED_US

DEFAULT_PRIMARY = 0.7  # a primary's share beside named second sources, when none is stated
COVERING = ("qualified", "volume")  # the stages at which a second source delivers parts
_STAGE = re.compile(r"\bstage: (\w+)")
PLANNED_STATUS = PLANNED_US  # a place announced, not yet making the part
PLANNED = "planned"  # the stage such a place stands at as an alternative
PLANNED_WHY = "planned place, not yet making the part: no share now"
ALL_PLANNED = "every place named for this part is planned, not yet making it"


def stage_of(notes: str | None) -> str | None:
    """The stage an accepted proposal stated for its row (None: the sources state none)."""
    found = _STAGE.search(notes or "")
    return found.group(1) if found else None


def planned(r: Row) -> bool:
    """A place announced and not yet making the part (not capacity a shock can take now)."""
    return r["us_status"] == PLANNED_STATUS


def alternative_stage(name: str, r: Row) -> AlternativeStage:
    stage = stage_of(r["notes"]) or (PLANNED if planned(r) else None)
    return {"supplier": name, "stage": stage, "covering": stage in COVERING}


def shown(a: AlternativeStage) -> str:
    """An alternative with its stage, as the CSV and the table show it."""
    if a["stage"] is None:
        return a["supplier"]
    return f"{a['supplier']} ({a['stage']}: {'covering' if a['covering'] else 'not covering'})"


# The documented defaults a share can rest on, as the output names them (``RowHit.assumed``).
ASSUMED_PRIMARY = "default primary share"
ASSUMED_SECOND = "default second-source share"


def even_over(n: int, what: str) -> str:
    """The assumption that a part is split evenly: 'even over 2 suppliers', 'even over 3 places'."""
    return f"even over {n} {what}"


class Share(NamedTuple):
    """One row's share of its component, why, and the defaults it rests on (empty: stated)."""

    share: float
    basis: str
    assumed: tuple[str, ...] = ()


@dataclass
class Shares:
    """(supply id, location id) -> its share; the conflict between a stated sole supplier
    and a covering second source, if any, and the supplies counted as primary because of it."""

    by_row: dict[tuple[str, str], Share] = field(default_factory=dict)
    conflict: str | None = None
    demoted: set[str] = field(default_factory=set)


def _conflict(by_supply: dict[str, list[Row]], roles: dict[str, str | None]) -> tuple[set[str], str | None]:
    """The sole supplies a covering second source contradicts, and the sentence that says so."""
    covering = [
        places[0]
        for sid, places in by_supply.items()
        if roles[sid] == "second_source" and stage_of(places[0]["notes"]) in COVERING
    ]
    sole = {sid for sid, role in roles.items() if role == "sole"}
    if not covering or not sole:
        return set(), None
    names = ", ".join(sorted(by_supply[s][0]["supplier"] or s for s in sole))
    others = ", ".join(sorted(f"{r['supplier']} ({stage_of(r['notes'])})" for r in covering))
    return sole, (
        f"the ring states {names} as sole supplier, but {others} "
        f"{'is an accepted second source' if len(covering) == 1 else 'are accepted second sources'}: "
        f"counted as primary {DEFAULT_PRIMARY:.0%} / second sources {1 - DEFAULT_PRIMARY:.0%} "
        "(default split) until a judgement"
    )


def _by_supply(rows: list[Row]) -> tuple[dict[str, list[Row]], dict[str, str | None]]:
    by_supply: dict[str, list[Row]] = defaultdict(list)
    for r in rows:
        if r["supplier_id"]:
            by_supply[r["supply_id"]].append(r)
    return by_supply, {sid: places[0]["role"] for sid, places in by_supply.items()}


def sole_conflict(rows: list[Row]) -> str | None:
    """The conflict sentence for one component's rows (chokepoints show it beside a sole row)."""
    return _conflict(*_by_supply(rows))[1]


def shares(rows: list[Row], design: frozenset[str] = frozenset()) -> Shares:
    """``design``: the component's design-tier supplies (analyze/design_tier.py), each carrying
    the whole part as a step of its own; the other suppliers share the part among themselves."""
    by_supply, roles = _by_supply(rows)
    live = _making_now(by_supply)
    demoted, conflict = _conflict(by_supply, roles)
    for sid in demoted:
        roles[sid] = "primary"
    sharing = {s: r for s, r in roles.items() if s not in design and live[s]}
    # A second source the ring lists but does not name still takes its part of the split: beside
    # it a primary is no only supplier (walk15: Trainium3's HBM primary read 100%).
    unnamed = len({r["supply_id"] for r in rows if not r["supplier_id"] and r["role"] == "second_source"})
    per_supply = _per_supply(sharing, demoted, unnamed)
    per_supply |= {sid: Share(1.0, DESIGN_WHY) for sid in design if sid in by_supply}
    out = Shares(conflict=conflict, demoted=demoted)
    for sid, places in by_supply.items():
        now = live[sid]
        share = per_supply.get(sid, Share(0.0, PLANNED_WHY))
        split = (even_over(len(now), "places"),) if len(now) > 1 else ()
        for r in places:
            if r["location_id"] not in now:
                out.by_row[(sid, r["location_id"])] = Share(0.0, PLANNED_WHY)
                continue
            note = share.basis if len(now) == 1 else f"{share.basis}; split over {len(now)} places"
            if planned(r):  # a part made only by plans: its loss is a loss to the plan
                note += f"; {ALL_PLANNED}"
            out.by_row[(sid, r["location_id"])] = Share(share.share / len(now), note, share.assumed + split)
    return out


def _making_now(by_supply: dict[str, list[Row]]) -> dict[str, set[str]]:
    """supply id -> the location ids of its places that make the part now. Only beside a place
    making it now is a planned one left out: a part whose every place is planned is shared
    among its plans, as a plan as a whole."""
    every = [r for places in by_supply.values() for r in places]
    if all(planned(r) for r in every):
        return {sid: {r["location_id"] for r in places} for sid, places in by_supply.items()}
    return {sid: {r["location_id"] for r in places if not planned(r)} for sid, places in by_supply.items()}


def _per_supply(roles: dict[str, str | None], demoted: set[str], unnamed: int = 0) -> dict[str, Share]:
    """``unnamed``: second sources the ring lists without naming them (they share the rest)."""
    n = len(roles)
    has_primary = any(r == "primary" for r in roles.values())
    # Beside a primary, a supplier whose role no source states is one of the others, as a
    # named second source is; without a primary, second sources and the unstated share equally.
    seconds = [
        sid for sid, role in roles.items() if role == "second_source" or (has_primary and role is None)
    ]
    n_seconds = len(seconds) + (unnamed if has_primary else 0)
    shares: dict[str, Share] = {}
    for sid, role in roles.items():
        if role == "sole" or (n == 1 and not n_seconds):
            shares[sid] = Share(1.0, "sole supplier" if role == "sole" else "only named supplier")
        elif role == "primary" and n_seconds:
            why = "conflict: stated sole beside a covering second source; " if sid in demoted else ""
            others = _others(roles, seconds, unnamed)
            basis = f"{why}primary beside {others} (default {DEFAULT_PRIMARY:.0%})"
            shares[sid] = Share(DEFAULT_PRIMARY, basis, (ASSUMED_PRIMARY,))
        elif sid in seconds and has_primary:
            kind = "second source" if role == "second_source" else "no role stated, beside a primary"
            basis = f"{kind} (default {1 - DEFAULT_PRIMARY:.0%} split over {n_seconds})"
            shares[sid] = Share((1 - DEFAULT_PRIMARY) / n_seconds, basis, (ASSUMED_SECOND,))
        else:
            basis = f"no stated split: equal share of {n} named suppliers"
            shares[sid] = Share(1.0 / n, basis, (even_over(n, "suppliers"),))
    shared = [sid for sid in shares if roles[sid] != "sole"]
    total = sum(shares[sid].share for sid in shared)
    if total > 1 + 1e-9:
        # Roles that overlap (two primaries) would put more than the whole component at risk:
        # the suppliers who share it are scaled down to share exactly all of it.
        for sid in shared:
            old = shares[sid]
            basis = f"{old.basis}; scaled down: the stated roles add up to {total:.0%}"
            shares[sid] = Share(old.share / total, basis, (*old.assumed, "scaled down to the whole part"))
    return shares


def _others(roles: dict[str, str | None], seconds: list[str], unnamed: int = 0) -> str:
    stated = sum(1 for sid in seconds if roles[sid] == "second_source")
    kinds = [
        "second sources" if stated else "",
        "suppliers of unstated role" if stated < len(seconds) else "",
        f"{unnamed} undisclosed second source{'s' if unnamed > 1 else ''}" if unnamed else "",
    ]
    return " and ".join(k for k in kinds if k)


def alternatives_note(staged: list[AlternativeStage]) -> str:
    """What the alternatives' stages say, in words beside them."""
    if not staged:
        return "no other supplier named in this ring"
    if all(a["stage"] is None for a in staged):
        return "named in this ring; whether they are qualified for it the sources do not say"
    stages = {a["stage"] for a in staged} - {None}
    if stages == {PLANNED}:
        return (
            "named in this ring; a planned place is not yet making the part and does not count "
            "as covering; the others' stage the sources do not say"
        )
    return (
        "named in this ring, with the stage an accepted proposal stated (a planned place: not yet "
        "making the part): only a qualified or in-volume source counts as covering; the others' "
        "stage the sources do not say"
    )
