"""Figures in running text: scope after the figure, money's purpose, company-level figures,
baselines of a comparison, and unattached figures. Every sentence here is SYNTHETIC: the
company and chip names ("Acme Foundry", "Zeta Memory", "Trainium9") are invented."""

from __future__ import annotations

from chipatlas.extract.mentions import DictGazetteer
from chipatlas.extract.prose import Context, sentence_claims, sentences
from chipatlas.model.statement import Statement

_GAZ = DictGazetteer(
    {
        "Acme Foundry": ("company:acme_foundry", "Company"),
        "Zeta Memory": ("company:zeta_memory", "Company"),
        "Omega Chips": ("company:omega_chips", "Company"),
        "Nova X1": ("chip:nova_x1", "Chip"),
    }
)


def _ref(schema: str, name: str, *aliases: str) -> str:
    return f"{schema}:{name}"


def _figures(text: str) -> list[tuple[str, str, str, str, str]]:
    """(subject or '' when unattached, metric, value, unit, scope) of every figure read."""
    ctx = Context(gaz=_GAZ, language="en")
    out: list[Statement] = []
    for span in sentences(text, 0, len(text)):
        out += sentence_claims(text, span, _ref, ctx)
    by_claim: dict[str, dict[str, str]] = {}
    for s in out:
        by_claim.setdefault(s.entity_id, {})[s.prop] = s.value
    return sorted(
        (c.get("subject", ""), c["metric"], c["value"], c.get("unit", ""), c.get("scope", ""))
        for c in by_claim.values()
        if "metric" in c
    )


def test_scope_written_after_the_figure() -> None:
    text = "SYNTHETIC: Trainium9 delivers 3.1 PFLOPs of FP8 compute per chip."
    assert _figures(text) == [("Chip:Trainium9", "fp8_flops", "3.1", "PFLOPS", "per_chip")]


def test_pods_are_a_scope() -> None:
    text = "SYNTHETIC: Trainium9 systems scale up to 4,096 chips per pod."
    assert _figures(text) == [("Chip:Trainium9", "accelerator_count", "4096", "count", "per_pod")]


def test_money_is_stored_with_its_purpose() -> None:
    text = (
        "SYNTHETIC: Acme Foundry will receive $2.5 billion in grants for its new line. "
        "Acme Foundry plans to invest $40 billion in gross capex through 2040. "
        "Acme Foundry's quarterly revenue rose to $9 billion."
    )
    assert _figures(text) == [
        ("company:acme_foundry", "capex", "40000000000", "USD", ""),
        ("company:acme_foundry", "grant", "2500000000", "USD", ""),
        ("company:acme_foundry", "revenue", "9000000000", "USD", "per_quarter"),
    ]


def test_percentages_belong_to_the_name_in_their_clause() -> None:
    text = (
        "SYNTHETIC: Zeta Memory holds a 55% share of the market, while Acme Foundry follows with 30%. "
        "Other makers include Omega Chips (4%), and various others (2%)."
    )
    assert _figures(text) == [
        ("", "percent", "2", "%", ""),  # "various others": no name, so no subject guessed
        ("", "percent", "4", "%", ""),  # a percent of what, its sentence does not say: no company figure
        ("company:acme_foundry", "share", "30", "%", ""),  # its clause is silent; its sentence says share
        ("company:zeta_memory", "share", "55", "%", ""),
    ]


def test_two_names_each_get_the_figure() -> None:
    text = "SYNTHETIC: Zeta Memory and Omega Chips each hold an 8% stake in the venture."
    assert _figures(text) == [
        ("company:omega_chips", "share", "8", "%", ""),
        ("company:zeta_memory", "share", "8", "%", ""),
    ]


def test_a_percentage_of_a_known_chip() -> None:
    text = "SYNTHETIC: Acme Foundry's Nova X1 has reached a 45% manufacturing yield."
    assert _figures(text) == [("chip:nova_x1", "yield", "45", "%", "")]


def test_a_comparison_baseline_is_not_the_subject() -> None:
    text = "SYNTHETIC: The new part offers 3x higher throughput per chip compared to its previous Trainium8."
    # Trainium8 is the baseline; no other chip is named, so the figure stays unattached.
    assert _figures(text) == [("", "throughput_gain", "3", "x", "per_chip")]


def test_a_name_right_after_the_figure_is_its_subject() -> None:
    text = "SYNTHETIC: Trainium9 pairs with eight stacks of HBM4 and a 3 nm Nova X1 CPU."
    assert _figures(text) == [
        ("Chip:Trainium9", "hbm_stacks", "8", "count", "per_chip"),
        ("chip:nova_x1", "process_node", "3", "nm", "per_chip"),  # the known entity of 'Nova X1'
    ]


def test_wafers_a_month_belong_to_the_company() -> None:
    text = "SYNTHETIC: Acme Foundry will reach a monthly packaging capacity of 90,000 wafers by 2031."
    assert _figures(text) == [("company:acme_foundry", "wafer_capacity", "90000", "count", "per_month")]


def test_money_with_no_clear_owner_is_kept_unattached() -> None:
    text = "SYNTHETIC: Zeta Memory met Omega Chips. A fund of $3 billion was mentioned."
    assert _figures(text) == [("", "fund_size", "3000000000", "USD", "")]


def test_percent_words_are_percentages() -> None:
    text = "SYNTHETIC: Acme Foundry revenue grew 16.9 percent year-on-year."
    assert _figures(text) == [("company:acme_foundry", "revenue_growth", "16.9", "%", "")]


def test_a_figure_in_a_table_row_is_its_columns() -> None:
    # SYNTHETIC two-column comparison written as an inline Markdown table.
    text = (
        "SYNTHETIC: The parts compare as follows. | Spec | Trainium8 | Trainium9 | "
        "|------|------|------| | Memory | 96 GB | 144 GB | | Power | 500 W | 900 W |"
    )
    assert _figures(text) == [
        ("Chip:Trainium8", "hbm_capacity", "96", "GB", "per_chip"),
        ("Chip:Trainium8", "power", "500", "W", "per_chip"),
        ("Chip:Trainium9", "hbm_capacity", "144", "GB", "per_chip"),
        ("Chip:Trainium9", "power", "900", "W", "per_chip"),
    ]


def test_a_unit_glued_to_a_name_is_no_unit() -> None:
    text = "SYNTHETIC: A rack holds 36 GB200 boards."
    assert [f for f in _figures(text) if f[3] == "GB"] == []


def test_a_baseline_a_few_words_after_compared_with() -> None:
    text = "SYNTHETIC: Trainium9 is 30x faster compared with the same number of Trainium8 parts."
    got = _figures(text)
    assert [f[2:4] for f in got] == [("30", "x")]
    assert all(f[0] != "Chip:Trainium8" for f in got)


def test_written_numbers_and_unit_words() -> None:
    from chipatlas.extract.quantities import find_quantities

    got = [
        (q.kind, q.value, q.unit) for q in find_quantities("SYNTHETIC: five petaflops on a 3-nanometer node")
    ]
    assert got == [("flops", 5.0, "PFLOPS"), ("node", 3.0, "nm")]


def test_range_words_in_other_languages() -> None:
    from chipatlas.extract.quantities import find_quantities

    for text in ("SYNTHETIC: de 2 à 4 nm", "SYNTHETIC: von 2 bis 4 nm", "SYNTHETIC: de 2 a 4 nm"):
        (q,) = find_quantities(text)
        assert (q.low, q.high, q.unit) == (2.0, 4.0, "nm")


def test_it_refers_to_the_chip_in_focus() -> None:
    text = "SYNTHETIC: Trainium9 was shown today. It delivers 4,000 TFLOPs of FP8 performance."
    assert _figures(text) == [("Chip:Trainium9", "fp8_flops", "4000", "TFLOPS", "per_chip")]


def test_a_size_only_one_chip_has_is_per_chip() -> None:
    text = "SYNTHETIC: Trainium9 is a 1.2 kW liquid-cooled part."
    assert _figures(text) == [("Chip:Trainium9", "power", "1.2", "kW", "per_chip")]


def test_figures_listed_with_a_compared_one_are_compared() -> None:
    text = "SYNTHETIC: Trainium9 is built on a 3 nm node, denser than earlier 5 nm and 7 nm nodes."
    assert _figures(text) == [("Chip:Trainium9", "process_node", "3", "nm", "per_chip")]


def test_a_node_in_a_sentence_about_a_company_is_not_the_carried_chip() -> None:
    text = "SYNTHETIC: Trainium9 uses eight stacks. Zeta Memory makes them on its 10nm node."
    assert ("", "process_node", "10", "nm", "per_chip") in _figures(text)
    assert all(f[1] != "process_node" or f[0] == "" for f in _figures(text))


def test_a_fab_range_is_kept_unattached() -> None:
    text = "SYNTHETIC: Acme Foundry will make Trainium9 parts on 2 to 4 nm processes."
    assert _figures(text) == [("", "process_node", "2-4", "nm", "")]


def test_decimal_comma_and_foreign_money_words() -> None:
    from chipatlas.extract.quantities import find_quantities

    def read(text: str) -> list[tuple[str, float, str]]:
        return [(q.kind, q.value, q.unit) for q in find_quantities(text)]

    assert read("SYNTHETIC: almeno 11,7 Gbps") == [("bits_per_s", 11.7, "Gb/s")]
    assert read("SYNTHETIC: 165 milliards de dollars") == [("money", 165e9, "USD")]
    assert read("SYNTHETIC: 500 mil millones de dólares") == [("money", 500e9, "USD")]
    assert read("SYNTHETIC: 2.900 millones de dólares") == [("money", 2.9e9, "USD")]
    assert read("SYNTHETIC: cinco o 5 billones de dólares") == [("money", 5e12, "USD")]
    assert read("SYNTHETIC: knapp 5 Milliarden Dollar") == [("money", 5e9, "USD")]
    assert read("SYNTHETIC: 45,00 construction jobs") == []  # ',00' is no decimal comma


def test_between_and_ranging_from_are_ranges() -> None:
    from chipatlas.extract.quantities import find_quantities

    for text in (
        "SYNTHETIC: between 90,000 and 110,000 wafers",
        "SYNTHETIC: ranging from 90,000 to 110,000 wafers",
    ):
        (q,) = find_quantities(text)
        assert (q.low, q.high, q.item) == (90000.0, 110000.0, "wafers")
    assert find_quantities("SYNTHETIC: from 20 to 40 chips") == []  # a change, not a range


def test_jobs_with_adjectives_belong_to_the_company() -> None:
    text = "SYNTHETIC: Acme Foundry expects approximately 7,500 direct and indirect jobs."
    assert _figures(text) == [("company:acme_foundry", "jobs", "7500", "count", "")]


def test_a_pin_speed_is_no_chip_bandwidth() -> None:
    text = "SYNTHETIC: Trainium9 memory runs at 11.7 Gbps and 10.6 GB/s per stack."
    assert {(f[0], f[1], f[4]) for f in _figures(text)} == {("", "pin_speed", "per_pin")}


def test_the_owner_written_after_the_amount() -> None:
    text = "SYNTHETIC: Omega Chips benefits from the investment, 165 milliards de dollars de Acme Foundry."
    assert _figures(text) == [("company:acme_foundry", "investment", "165000000000", "USD", "")]


def test_a_model_number_is_no_scaled_amount() -> None:
    from chipatlas.extract.quantities import find_quantities

    got = find_quantities("SYNTHETIC: 300,000 Nova 910B chips and ~600k dies, $47.5B")
    assert [(q.value, q.unit) for q in got] == [(300000.0, "count"), (600000.0, "count"), (47.5e9, "USD")]


def test_the_system_is_the_ultraserver_named_before() -> None:
    text = (
        "SYNTHETIC: A Trainium9 UltraServer connects 64 chips. "
        "The system delivers up to 3.5x more compute than the prior generation."
    )
    assert ("Platform:Trainium9 UltraServer", "compute_gain", "3.5", "x", "per_ultraserver") in _figures(text)


def test_a_multiplier_takes_the_scope_of_its_baseline() -> None:
    text = (
        "SYNTHETIC: Trainium9 is shown. It gives 2.5x more compute than the previous Trainium8 UltraServers."
    )
    assert ("Platform:Trainium9 UltraServer", "compute_gain", "2.5", "x", "per_ultraserver") in _figures(text)


def test_chips_made_in_a_year_are_production_per_year() -> None:
    text = "SYNTHETIC: Acme Foundry produced 50,000 Trainium9 chips in 2031."
    assert _figures(text) == [("Chip:Trainium9", "production", "50000", "count", "per_year")]


def test_compounds_count_what_their_noun_holds() -> None:
    text = "SYNTHETIC: Trainium9 ships in 4,096-chip pods built from two 90-billion-transistor dies."
    assert _figures(text) == [
        ("Chip:Trainium9", "accelerator_count", "4096", "count", "per_pod"),
        ("Chip:Trainium9", "transistor_count", "90000000000", "count", "per_die"),
    ]


def test_stack_layers_stay_unattached() -> None:
    text = "SYNTHETIC: Trainium9 uses 12-layer HBM4 from Zeta Memory."
    assert _figures(text) == [("", "stack_layers", "12", "count", "per_stack")]


def test_a_figure_in_parentheses_continues_the_clause_before() -> None:
    text = "SYNTHETIC: Chips now make ~25% of Zeta Memory's revenue (up from 10% before 2030)."
    assert _figures(text) == [
        ("company:zeta_memory", "revenue_share", "10", "%", ""),
        ("company:zeta_memory", "revenue_share", "25", "%", ""),
    ]


def test_a_container_scope_carries_to_the_next_figure() -> None:
    text = "SYNTHETIC: Trainium9 scales to 8,192 chips per pod and reaches 40 exaflops of compute."
    assert _figures(text) == [
        ("Chip:Trainium9", "accelerator_count", "8192", "count", "per_pod"),
        ("Chip:Trainium9", "flops", "40", "EFLOPS", "per_pod"),
    ]


def test_what_a_company_figure_measures_from_its_sentence_when_its_clause_is_silent() -> None:
    # Synthetic sentences; "Acme Foundry" and "Zeta Memory" are invented companies.
    spanish = "SYNTHETIC: Acme Foundry invertirá 2.900 millones de dólares, para ampliar su planta."
    assert _figures(spanish)[0][1] == "investment"
    italian = "SYNTHETIC: Acme Foundry supera per capitalizzazione Zeta Memory (1,5 trilioni di dollari)."
    assert [f[:2] for f in _figures(italian)] == [("company:zeta_memory", "market_cap")]
    share = "SYNTHETIC: Acme Foundry now accounts for over 70% of the synthetic chip market."
    assert _figures(share) == [("company:acme_foundry", "share", "70", "%", "")]


def test_wafers_in_a_cowos_sentence_are_cowos_capacity() -> None:
    text = "SYNTHETIC: Acme Foundry's CoWoS output will reach 90,000 wafers a month."
    assert _figures(text) == [("company:acme_foundry", "cowos_capacity", "90000", "count", "per_month")]


def test_a_precision_named_before_a_bare_flops_figure() -> None:
    text = "SYNTHETIC: Trainium9 gains 2x in FP8 compute, delivering six petaflops."
    assert ("Chip:Trainium9", "fp8_flops", "6", "PFLOPS", "per_chip") in _figures(text)


def test_planned_production_is_a_target() -> None:
    text = "SYNTHETIC: Acme Foundry plans to produce 90,000 Nova X1 chips in 2031."
    assert [f[1:] for f in _figures(text)] == [("production_target", "90000", "count", "per_year")]


def test_a_figure_in_parentheses_after_an_unknown_name_is_not_anothers() -> None:
    # "Vertex Labs" is an invented name the gazetteer does not know.
    text = "SYNTHETIC: Acme Foundry is the third richest after Vertex Labs (3,04 trilioni di dollari)."
    assert _figures(text) == [("", "money", "3040000000000", "USD", "")]


def test_a_rival_named_as_such_owns_no_money() -> None:
    text = "SYNTHETIC: Acme Foundry takes on Zeta Memory with a $4.9bn deal."
    assert _figures(text) == [("company:acme_foundry", "contract", "4900000000", "USD", "")]


def test_wafers_of_the_company_whose_capacity_the_sentence_speaks_of() -> None:
    text = (
        "SYNTHETIC: Acme Foundry's expansion is driven by demand from Zeta Memory, "
        "with monthly capacity reaching between 90,000 and 110,000 wafers."
    )
    assert _figures(text) == [
        ("company:acme_foundry", "wafer_capacity", "90000-110000", "count", "per_month")
    ]
    two = "SYNTHETIC: Acme Foundry's output and Zeta Memory's capacity grow, to 90,000 wafers."
    assert _figures(two)[0][0] == ""


def test_a_share_of_the_company_a_sentence_describes() -> None:
    text = (
        "SYNTHETIC: Acme Foundry ships parts. The company now accounts for over 70% of the synthetic market."
    )
    assert ("company:acme_foundry", "share", "70", "%", "") in _figures(text)
    bare = "SYNTHETIC: Acme Foundry ships parts. Buyers account for over 70% of the synthetic market."
    assert ("", "share", "70", "%", "") in _figures(bare)


def test_a_multiplier_after_a_chip_named_as_such_is_the_chips() -> None:
    text = "SYNTHETIC: Trainium9 performance is four times better."
    assert _figures(text) == [("Chip:Trainium9", "performance_gain", "4", "x", "per_chip")]
    counted = "SYNTHETIC: Clusters link 9,000 Trainium9 chips, a number ten times the last one."
    assert ("", "gain", "10", "x", "") in _figures(counted)


def test_a_table_rows_precision_is_its_own_label() -> None:
    text = (
        "SYNTHETIC: | Spec | Nova X1 | Trainium9 | | FP8 performance | 3 PetaFLOPS | 7 PetaFLOPS | "
        "| FP4 performance | 6 PetaFLOPS | 14 PetaFLOPS |"
    )
    got = {(f[0], f[1], f[2]) for f in _figures(text)}
    assert ("Chip:Trainium9", "fp8_flops", "7") in got and ("Chip:Trainium9", "fp4_flops", "14") in got


def test_what_a_multiplier_multiplies() -> None:
    text = (
        "SYNTHETIC: Each Trainium9 UltraServer delivers up to 4.4x more compute performance, "
        "4x greater energy efficiency, and nearly 3x more memory bandwidth than before."
    )
    assert [(f[1], f[2]) for f in _figures(text)] == [
        ("bandwidth_gain", "3"),
        ("compute_gain", "4.4"),
        ("efficiency_gain", "4"),
    ]
    precision = "SYNTHETIC: Trainium9 brings a 1.9x improvement in FP8 compute."
    assert _figures(precision)[0][1] == "fp8_gain"


def test_the_money_purpose_written_nearest_the_amount() -> None:
    text = "SYNTHETIC: Grants support Acme Foundry's plans to spend $50 billion in gross capex."
    assert _figures(text) == [("company:acme_foundry", "capex", "50000000000", "USD", "")]
