"""Which subject a figure is given, and when it is kept unattached instead: a wrong subject
is worse than none. Every sentence here is SYNTHETIC: the chip, rack and company names
("Trainium9", "Zorblax ZR64", "Nova R72") are invented; the ids are lower-case as the
store writes them, so the rules that test an id's kind ("chip:") are exercised."""

from __future__ import annotations

from tests.figure_reading import figures_of

from chipatlas.extract.mentions import DictGazetteer

_GAZ = DictGazetteer({"Nova R72": ("platform:nova_r72", "Platform")})


def test_chips_counted_in_a_named_rack_are_the_racks_not_the_chips() -> None:
    text = "SYNTHETIC: Zorblax ZR64 racks, housing up to 72 Trainium9 chips, run hot."
    assert _figures(text) == [("", "accelerator_count", "72", "per_rack")]


def test_chips_counted_in_a_known_rack_are_that_racks() -> None:
    text = "SYNTHETIC: The Nova R72 rack, featuring 72 Trainium9 GPUs, is liquid-cooled."
    assert _figures(text) == [("platform:nova_r72", "accelerator_count", "72", "per_rack")]


def test_a_plain_racks_chip_count_stays_the_chips() -> None:
    text = "SYNTHETIC: Trainium9 ships in liquid-cooled racks supporting up to 64 GPUs per rack."
    assert _figures(text) == [("chip:trainium9", "accelerator_count", "64", "per_rack")]


def test_a_racks_power_is_never_a_chips() -> None:
    text = "SYNTHETIC: Trainium9 racks draw 120 kW per rack."
    assert _figures(text) == [("", "power", "120", "per_rack")]


def test_per_chip_after_one_figure_is_not_the_next_figures_scope() -> None:
    text = (
        "SYNTHETIC: Trainium9 UltraServers are out. They give up to 4.4× more compute than "
        "Trainium8 UltraServers, with 3× higher throughput per chip and 4× lower response times."
    )
    got = _figures(text)
    assert ("chip:trainium9", "throughput_gain", "3", "per_chip") in got
    assert [f for f in got if f[2] == "4"] == [
        ("platform:trainium9_ultraserver", "latency_gain", "4", "per_ultraserver")
    ]


def test_per_chip_before_any_figure_still_scopes_it() -> None:
    text = "SYNTHETIC: Trainium9 is out. Per chip, it delivers 5 PFLOPS of FP8 compute."
    assert _figures(text) == [("chip:trainium9", "fp8_flops", "5", "per_chip")]


def _figures(text: str) -> list[tuple[str, str, str, str]]:
    return figures_of(text, _GAZ)
