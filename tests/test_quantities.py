"""Quantities with units, as the domain writes them (synthetic sentences)."""

from __future__ import annotations

import pytest

from chipatlas.extract.quantities import find_quantities, to_si


@pytest.mark.parametrize(
    ("text", "kind", "value", "unit", "qualifier"),
    [
        ("delivers ~0.36 ExaFLOPS FP8 per rack", "flops", 0.36, "EFLOPS", "FP8; approx."),
        ("rising to 1.4 ExaFLOPS with structured sparsity", "flops", 1.4, "EFLOPS", "sparse"),
        ("about 20.8 petaflops of FP8 compute", "flops", 20.8, "PFLOPS", "FP8; approx."),
        ("10 PFLOPS FP4 dense", "flops", 10, "PFLOPS", "FP4; dense"),
        ("with 144 GB HBM3E", "bytes", 144, "GB", ""),
        ("and 46 TB/s memory bandwidth", "bytes_per_s", 46, "TB/s", ""),
        ("12.8 Tb/s EFAv3 networking", "bits_per_s", 12.8, "Tb/s", ""),
        ("a 132 kW rack", "power", 132, "kW", ""),
        ("supplying 2 gigawatts of capacity", "power", 2, "GW", ""),
        ("a 3nm chip", "node", 3, "nm", ""),
        ("a run rate of about $50 billion", "money", 50e9, "USD", "approx."),
    ],
)
def test_units(text: str, kind: str, value: float, unit: str, qualifier: str) -> None:
    (q,) = find_quantities(text)
    assert (q.kind, q.value, q.unit, q.qualifier) == (kind, value, unit, qualifier)
    assert text[q.start : q.end] == q.original


def test_hbm_type_and_counts() -> None:
    qs = find_quantities("A single instance packs 16 Trainium2 chips, with 1.5 TB HBM3 memory.")
    assert next((q.kind, q.value, q.item) for q in qs) == ("count", 16, "Trainium2 chips")
    assert qs[1].hbm_type == "HBM3"
    (word,) = find_quantities("across four Trn2 instances")
    assert (word.value, word.item) == (4, "Trn2 instances")


def test_vague_amounts_are_ranges_with_original_text() -> None:
    (q,) = find_quantities("with hundreds of thousands of Trainium2 chips")
    assert (q.low, q.high, q.original) == (100_000, 999_999, "hundreds of thousands of Trainium2 chips")


def test_digits_inside_names_are_not_numbers() -> None:
    assert [q.value for q in find_quantities("packs 144 Trainium3 chips")] == [144]


def test_si() -> None:
    assert to_si(13.5, "TB") == ("bytes", 13.5e12)
    assert to_si(96, "GiB") == ("bytes", 96 * 2**30)
    assert to_si(12.8, "Tb/s") == ("bits_per_s", 12.8e12)
    assert to_si(0.36, "EFLOPS") == ("flops", 0.36e18)


# --- the one unit registry (synthetic sentences) ---------------------------------------

_BYTE_FORMS = ("B", "B/s", "Bps", "b", "b/s", "bps")
_FLOP_WORDS = {"T": "tera", "P": "peta", "E": "exa"}


def _written_units() -> list[str]:
    """Every unit spelling the grammar's unit alternation can match, in several cases."""
    out: list[str] = []
    for p in "kMGTP":
        for form in _BYTE_FORMS:
            out += [p + form, (p + form).lower(), (p + form).upper()]
    for p, word in _FLOP_WORDS.items():
        out += [f"{p}FLOPS", f"{p}FLOP/s", f"{p}flops", f"{word}flops", f"{word}FLOPS", f"{word} flops"]
        out += [f"{word.capitalize()}FLOPS", f"{word}flop/s"]
    out += ["GiB", "TiB", "gib", "W", "kW", "MW", "GW", "kw", "watts", "kilowatts", "megawatts", "gigawatts"]
    return [*out, "nm", "%", "percent", "per cent", "Percent"]


def _expect_bits(written: str) -> bool | None:
    """None for non-data units; else bits by the registry's rule: case decides where kept."""
    letter = written.rstrip("/s").removesuffix("ps")[-1:]
    if letter.lower() != "b" or "i" in written.lower():
        return None if letter.lower() != "b" else False
    # 'k' is lower case by nature, so "kb"/"kbps" still show their b; "tb", "TBPS" do not.
    if (written.islower() and not written.startswith("k")) or written.isupper():
        return written.lower().endswith("bps")
    return letter == "b"


@pytest.mark.parametrize("written", _written_units())
def test_every_grammar_unit_converts_through_the_registry(written: str) -> None:
    from chipatlas.model.units import BASES, UNITS, convert

    text = f"a synthetic part rated 12 {written} in this test"
    (q,) = find_quantities(text)
    assert text[q.start : q.end] == q.original == f"12 {written}"
    unit = UNITS[q.unit]  # every unit the grammar produces is a registry symbol
    assert q.kind == unit.kind
    assert q.si == pytest.approx(12 * convert(1, q.unit, BASES[unit.kind]))
    expected = _expect_bits(written)
    if expected is not None:
        assert unit.is_bits is expected, (written, q.unit)


@pytest.mark.parametrize(
    ("written", "kind", "si"),
    [
        ("8 TBps", "bytes_per_s", 8e12),
        ("8 Tbps", "bits_per_s", 8e12),
        ("1.2TBps", "bytes_per_s", 1.2e12),
        ("10 Gbps", "bits_per_s", 10e9),
        ("400 gbps", "bits_per_s", 400e9),
        ("4.9 TB/s", "bytes_per_s", 4.9e12),
        ("12.8 Tb/s", "bits_per_s", 12.8e12),
        ("24 Gb", "bits", 24e9),
        ("192 GB", "bytes", 192e9),
        ("192 gb", "bytes", 192e9),
    ],
)
def test_bits_and_bytes_are_never_confused(written: str, kind: str, si: float) -> None:
    (q,) = find_quantities(f"synthetic: {written} of bandwidth")
    assert (q.kind, q.si) == (kind, pytest.approx(si))


def test_bits_convert_to_bytes_by_eight() -> None:
    from chipatlas.model.units import convert

    assert convert(1, "Tb/s", "TB/s") == pytest.approx(0.125)
    assert convert(8, "Gb", "GB") == pytest.approx(1)
    assert convert(1, "GiB", "GB") == pytest.approx(2**30 / 1e9)


def test_spec_keys_and_prose_share_one_registry() -> None:
    from chipatlas.analyze.spec_units import parse_key
    from chipatlas.model.units import KEY_TOKENS, key_unit, read_unit, to_base

    # In snake-case keys case is gone: the bundled files' "tbps" is TB/s, declared once.
    key = parse_key("hbm_tbps_per_chip")
    assert key is not None and (key.unit, key.factor) == ("B/s", 1e12)
    assert key_unit("tbps") == read_unit("TBps") == read_unit("TB/s")
    assert to_si(8, "TB/s") == to_base(8, "TBps") == ("bytes_per_s", 8e12)
    # Prose keeps case: 'Tbps' is terabits, 8x less than the key's terabytes.
    assert to_si(8, "Tbps") == ("bits_per_s", 8e12)
    for token in KEY_TOKENS:
        unit = key_unit(token)
        assert unit is not None and not unit.is_bits, token


@pytest.mark.parametrize(
    ("text", "read"),
    [
        # SYNTHETIC addresses: a link's target or a bare URL holds a page's name, not a figure
        ("* [Zorblax ships](https://news.example/zorblax-88-core-cpu-with-288-gb-of-hbm) with 3 GB", [3.0]),
        ("see https://news.example/5nm-300mm-wafers for 4 GB", [4.0]),
        ("the [ZX900](/wiki/zx900-5nm) has 96 GB", [96.0]),
        # a unit written as a link stays read with its number
        ("offers 288 [petaFLOPS](/wiki/petaflops) on 5nm", [288.0, 5.0]),
    ],
)
def test_an_address_holds_no_figure(text: str, read: list[float]) -> None:
    assert [q.value for q in find_quantities(text)] == read


@pytest.mark.parametrize("text", ["four ZX-3 wafer scale engines", "the Nova-3 chips ship", "QX-5 dies"])
def test_a_models_number_is_no_count(text: str) -> None:
    """SYNTHETIC names: the number glued to a name by a hyphen is the model's, not a count."""
    assert find_quantities(text) == []


def test_a_range_of_counts_is_still_read() -> None:
    assert [(q.value, q.high) for q in find_quantities("2-4 wafers")] == [(2.0, 4.0)]
