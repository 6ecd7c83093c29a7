"""A table of SYNTHETIC sentences (issue 10, branch `quantities4`): quantity forms real articles in
French, German, Chinese, Korean and Japanese use, each written for this table with invented
companies and chips ("Samplefab", "Examplechip X1") and invented numbers; none is a supplier fact.
Written before the grammar was extended to read them.

``FORMS``: (language, sentence, kind, low, high, unit, original). ``original`` is the quote the
quantity must keep, verbatim (the span covers the words). Bits and bytes are never confused:
"Go", "To", "GByte" are bytes; "Gbit/s", "Gb/s", "Gbps" bits.

``SCOPES``: (language, sentence, metric, value, scope): the figure the whole sentence reader
gives, with the period (per week, month, year) written in the sentence's language.

``UNREAD``: forms whose unit or meaning is not a byte, bit or counted thing the registry knows
("GT/s" counts transfers, a bare "150 Milliarden" says nothing of what): never read as one.
"""

from __future__ import annotations

FORMS: list[tuple[str, str, str, float, float, str, str]] = [
    # French: péta-FLOPS, octets (bytes, never bits), decimal comma, scale words.
    ("fr", "La puce Examplechip X1 atteint 5 pétaflops en FP8.", "flops", 5, 5, "PFLOPS", "5 pétaflops"),
    ("fr", "Samplefab annonce 2,5 pétaFLOPS par puce.", "flops", 2.5, 2.5, "PFLOPS", "2,5 pétaFLOPS"),
    ("fr", "Le système atteint 1,2 exaflops.", "flops", 1.2, 1.2, "EFLOPS", "1,2 exaflops"),
    ("fr", "La puce dispose de 192 Go de mémoire HBM.", "bytes", 192, 192, "GB", "192 Go"),
    ("fr", "Un module de 1,5 To de mémoire.", "bytes", 1.5, 1.5, "TB", "1,5 To"),
    ("fr", "Un stockage de 1,200 Go au total.", "bytes", 1200, 1200, "GB", "1,200 Go"),
    ("fr", "Une bande passante de 8 To/s.", "bytes_per_s", 8, 8, "TB/s", "8 To/s"),
    ("fr", "Une liaison à 900 Go/s entre les puces.", "bytes_per_s", 900, 900, "GB/s", "900 Go/s"),
    ("fr", "Un cache de 256 Mo par puce.", "bytes", 256, 256, "MB", "256 Mo"),
    ("fr", "La carte embarque 96 gigaoctets de mémoire.", "bytes", 96, 96, "GB", "96 gigaoctets"),
    ("fr", "Samplefab investira 20 milliards de dollars.", "money", 2e10, 2e10, "USD",
     "20 milliards de dollars"),
    ("fr", "Un contrat de 300 millions d'euros.", "money_eur", 3e8, 3e8, "EUR", "300 millions d'euros"),
    ("fr", "Un budget de 1,5 milliard d'euros.", "money_eur", 1.5e9, 1.5e9, "EUR", "1,5 milliard d'euros"),
    # German: Milliarden, Mrd., Mio., GByte, TByte/s, Gbit/s, decimal comma.
    ("de", "Der Examplechip X1 hat 150 Milliarden Transistoren.", "count", 1.5e11, 1.5e11, "count",
     "150 Milliarden Transistoren"),
    ("de", "Samplefab investiert 2,5 Mrd. US-Dollar.", "money", 2.5e9, 2.5e9, "USD", "2,5 Mrd. US-Dollar"),
    ("de", "Ein Auftrag über 800 Mio. US-Dollar.", "money", 8e8, 8e8, "USD", "800 Mio. US-Dollar"),
    ("de", "Samplefab investiert 3 Milliarden Euro.", "money_eur", 3e9, 3e9, "EUR", "3 Milliarden Euro"),
    ("de", "Der Chip bietet 192 GByte HBM3E.", "bytes", 192, 192, "GB", "192 GByte"),
    ("de", "Der Speicher liefert 8 TByte/s.", "bytes_per_s", 8, 8, "TB/s", "8 TByte/s"),
    ("de", "Eine Bandbreite von 1,8 TByte/s.", "bytes_per_s", 1.8, 1.8, "TB/s", "1,8 TByte/s"),
    ("de", "Ein Port mit 800 Gbit/s.", "bits_per_s", 800, 800, "Gb/s", "800 Gbit/s"),
    # Bits against bytes, and transfers that are neither.
    ("en", "A Samplefab switch port runs at 1.6 Tbit/s.", "bits_per_s", 1.6, 1.6, "Tb/s", "1.6 Tbit/s"),
    ("en", "Each Samplefab pin runs at 11 Gb/s.", "bits_per_s", 11, 11, "Gb/s", "11 Gb/s"),
    ("en", "The Examplechip X1 link moves 900 GBps.", "bytes_per_s", 900, 900, "GB/s", "900 GBps"),
    ("en", "The Examplechip X1 port moves 400 Gbps.", "bits_per_s", 400, 400, "Gb/s", "400 Gbps"),
    ("en", "A Samplefab die stores 24 Gbit.", "bits", 24, 24, "Gb", "24 Gbit"),
    # Chinese: 亿个 with a noun, 万片 wafers, 亿美元, 千亿, 倍, 纳米.
    ("zh", "Examplechip X1芯片集成2080亿个晶体管。", "count", 2.08e11, 2.08e11, "count", "2080亿个晶体管"),
    ("zh", "Samplefab每月生产10万片晶圆。", "count", 1e5, 1e5, "count", "10万片"),
    ("zh", "Samplefab投资50亿美元扩产。", "money", 5e9, 5e9, "USD", "50亿美元"),
    ("zh", "Samplefab计划投资3千亿美元。", "money", 3e11, 3e11, "USD", "3千亿美元"),
    ("zh", "Samplefab营收达1.2千亿元。", "money_cny", 1.2e11, 1.2e11, "CNY", "1.2千亿元"),
    ("zh", "Examplechip X1的性能提升4倍。", "ratio", 4, 4, "x", "4倍"),
    ("zh", "Examplechip X1采用3纳米工艺。", "node", 3, 3, "nm", "3纳米"),
    # Korean: 월 10만 장, 배, 조 원, 천억 원, 억 달러, 나노, 개의 트랜지스터.
    ("ko", "Samplefab은 월 10만 장의 웨이퍼를 생산한다.", "count", 1e5, 1e5, "count", "10만 장"),
    ("ko", "Examplechip X1의 성능은 4배 향상됐다.", "ratio", 4, 4, "x", "4배"),
    ("ko", "Samplefab은 2.5배 이상 빨라졌다.", "ratio", 2.5, 2.5, "x", "2.5배 이상"),
    ("ko", "Samplefab은 매출 3조 원을 기록했다.", "money_krw", 3e12, 3e12, "KRW", "3조 원"),
    ("ko", "Samplefab은 5천억 원을 투자한다.", "money_krw", 5e11, 5e11, "KRW", "5천억 원"),
    ("ko", "Samplefab은 10억 달러를 투자한다.", "money", 1e9, 1e9, "USD", "10억 달러"),
    ("ko", "Samplefab의 2나노 공정", "node", 2, 2, "nm", "2나노"),
    ("ko", "Examplechip X1에는 2080억 개의 트랜지스터가 들어간다.", "count", 2.08e11, 2.08e11, "count",
     "2080억 개의 트랜지스터"),
    # Japanese: 倍, 億円, 兆円, 万枚, 月産.
    ("ja", "Examplechip X1の性能は4倍になる。", "ratio", 4, 4, "x", "4倍"),
    ("ja", "Samplefabは500億円を投じる。", "money_jpy", 5e10, 5e10, "JPY", "500億円"),
    ("ja", "Samplefabは2兆円を投資する。", "money_jpy", 2e12, 2e12, "JPY", "2兆円"),
    ("ja", "Samplefabは月産10万枚の工場を建てる。", "count", 1e5, 1e5, "count", "10万枚"),
]  # fmt: skip

SCOPES: list[tuple[str, str, str, str, str]] = [
    # per week
    ("en", "Samplefab makes 20,000 wafers per week.", "wafers", "20000", "per_week"),
    ("de", "Samplefab fertigt 20,000 Wafer pro Woche.", "wafers", "20000", "per_week"),
    ("fr", "Samplefab produit 20,000 wafers par semaine.", "wafers", "20000", "per_week"),
    ("zh", "Samplefab每周生产2万片晶圆。", "wafers", "20000", "per_week"),
    ("ko", "Samplefab은 주당 2만 장의 웨이퍼를 생산한다.", "wafers", "20000", "per_week"),
    ("ja", "Samplefabは週産2万枚を目指す。", "wafers", "20000", "per_week"),
    # per month
    ("en", "Samplefab makes 80,000 wafers per month.", "wafers", "80000", "per_month"),
    ("de", "Samplefab fertigt 80,000 Wafer pro Monat.", "wafers", "80000", "per_month"),
    ("fr", "Samplefab produit 80,000 wafers par mois.", "wafers", "80000", "per_month"),
    ("zh", "Samplefab每月生产10万片晶圆。", "wafers", "100000", "per_month"),
    ("ko", "Samplefab은 월 10만 장의 웨이퍼를 생산한다.", "wafers", "100000", "per_month"),
    ("ja", "Samplefabは月産10万枚の工場を建てる。", "wafers", "100000", "per_month"),
    # per year
    ("en", "Samplefab makes 900,000 wafers per year.", "wafers", "900000", "per_year"),
    ("de", "Samplefab fertigt 900,000 Wafer pro Jahr.", "wafers", "900000", "per_year"),
    ("fr", "Samplefab produit 900,000 wafers par an.", "wafers", "900000", "per_year"),
    ("zh", "Samplefab每年生产90万片晶圆。", "wafers", "900000", "per_year"),
    ("ko", "Samplefab은 연간 90만 장의 웨이퍼를 생산한다.", "wafers", "900000", "per_year"),
    ("ja", "Samplefabは年産90万枚を目指す。", "wafers", "900000", "per_year"),
]  # fmt: skip

UNREAD: list[str] = [
    "Examplechip X1 uses PCIe at 32 GT/s per lane.",  # transfers, not bytes or bits
    "Der Examplechip X1 nutzt 64 GT/s.",
    "Samplefab nennt 150 Milliarden.",  # of what is not said
    "Samplefab은 100만 개발 사업을 시작했다.",  # 개발 (development) is no counter
    "Samplefab은 10억 대만 달러를 투자했다.",  # 대만 (Taiwan) is no counter
    "Samplefab은 5천억 장비 투자를 발표했다.",  # 장비 (equipment) is no counter
    "Samplefab annonce un plan pour 2025 To be continued.",  # a year before an English word
]
