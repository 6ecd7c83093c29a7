"""A supply for a chip no platform is built on (the bundled H20: a chip with a maker and no
platform): its candidate names another chip than a platform proposal of the same part, so it is
kept beside it, and a buyer's proposal of the chip's maker folds into it (docs/review.md).

Every note here is SYNTHETIC text written for the test (marked so in its heading); the
companies and chips are the bundled ones, the events are made up and are not facts. Each runs
on SQLite and PostgreSQL (the ``bundled`` fixture).
"""

from __future__ import annotations

from sqlalchemy import Engine
from tests.proposal_notes import note_proposals as _note

from chipatlas.store import proposals as rows


def _said(found: list[rows.Proposal]) -> list[tuple[str | None, str | None, str | None, str | None]]:
    return sorted(
        ((p.supplier_id, p.component, p.platform_id or p.target, p.object_id) for p in found), key=str
    )


def test_a_chip_with_no_platform_is_kept_beside_a_platform_of_the_same_part(bundled: Engine) -> None:
    found = _note(bundled, "Micron will supply HBM3E for the H20 and for the Blackwell B200.", "chip_beside")
    assert _said(found) == [
        ("company:micron", "HBM", "H20", None),
        ("company:micron", "HBM", "platform:nvidia_gb200_nvl72", None),
    ]
    (chip,) = [p for p in found if p.platform_id is None]
    assert chip.status == "candidate" and "no platform is known to be built on H20" in (chip.reason or "")


def test_a_buyer_proposal_folds_into_its_own_chip(bundled: Engine) -> None:
    # "to Nvidia" and "for the H20" (made by Nvidia) are one supply: the chip's is kept
    body = "Micron will supply HBM3E to Nvidia. Micron will also supply HBM3E for the H20."
    assert _said(_note(bundled, body, "chip_fold")) == [("company:micron", "HBM", "H20", None)]


def test_a_buyer_that_does_not_make_the_chip_stays(bundled: Engine) -> None:
    # AWS makes no H20: the buyer's supply is another one
    body = "Micron will supply HBM3E to AWS. Micron will also supply HBM3E for the H20."
    assert _said(_note(bundled, body, "chip_other_buyer")) == [
        ("company:micron", "HBM", "H20", None),
        ("company:micron", "HBM", None, "company:aws"),
    ]
