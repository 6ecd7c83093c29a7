"""The hedge words of Chinese, Japanese and Korean (extract/hedges.py reads them).

These scripts have no word boundaries, so each pattern is matched as plain substrings of
the text as written: hedges on where a story comes from, the writer's or the market's
forecast (commentary, not doubt), and a page owning up to errors in its own content.
"""

from __future__ import annotations

import re

from chipatlas.extract.literals import needed
from chipatlas.extract.source_kind import MEDIA_CJK

# Hedges on where the story comes from: passed on, rumoured, estimated by others.
HEDGE_CJK = re.compile(
    r"据报道|据悉|传闻|消息人士|知情人士|人士透露|人士称|消息称|业内人士|据.{0,12}透露|据称|传出|"
    # "被曝" (reportedly, exposed): "X被曝抢在测试完成前量产"
    r"被曝|"
    # a headline's "传" / "傳" (it is said) before the news: "传三星...通过认证" (not 传统, 传输, 传感器 ...)
    r"(?<![^\s，,：:「“])[传傳](?![统統输輸感播递遞言闻聞出承奇记記真染达達送導导])(?=[\u4e00-\u9fff\w])|"
    r"据.{0,10}报道|據.{0,10}報導|據悉|傳聞|消息人士|知情人士|業內人士|"
    # "according to a report" as English "according to a new report": 根据一份...报告,
    # レポートによると, 보고서에 따르면 (never a financial report, 财报/財報)
    r"(?:根据|根據|[据據])[^，。,]{0,14}?(?:报告|報告)|(?:報告書?|レポート)によ(?:ると|れば)|"
    r"(?:보고서|보도|외신)에 따르면|"
    # an industry's or investors' expectation (Taiwanese press: 業界預期, 法人預估)
    r"业界预[期估计]|業界預[期估計]|法人预[估期]|法人預[估期]|"
    r"関係者によると|報道によると|とみられる|と報じ|噂|とされる|模様|報道によれば|と伝えた|"
    r"소식통|루머|알려졌다|전해졌다|파악됐다|업계에 따르면|관계자에 따르면|"
    # "understood / estimated to have ..." (것으로 파악된다, 추정된다), "deal signed, estimated" (체결 추정)
    r"(?:것으로|으로|로) (?:파악|추정)(?:된다|됐다|되며|돼)|추정(?:된다|됐다)|"
    r"(?:체결|계약|공급|인수|납품) 추정|"
    # traditional Chinese word passed on, and an industry's word (業者透露, 業界傳出, 傳言, 據了解)
    r"傳出|傳言|据了解|據了解|"
    # a rumour (传言, 网传, 据传, うわさ) and unnamed supply-chain people (供应链透露, 供應鏈人士)
    r"传言|[网網][传傳]|[据據][传傳]|うわさ|(?:供应链|供應鏈)(?:人士|透露|消息)|"
    # the hearsay endings in the present (알려진다, 전해진다), an unnamed industry official, anonymity asked
    r"알려진다|전해진다|업계 관계자(?:는|들은|가)|익명을 요구한|"
    # reports passed on (と伝えられている, 一部で報じられた)
    r"と伝えられ|一部(?:で|の)?報(?:じられ|道)|"
    r"(?:业者|業者|业界|業界|業內|业内)[^，。]{0,6}(?:透露|指出|推测|推測|传出|傳出|预估|預估)|"
    r"전망(?:된다|이다)|관측(?:된다|이다)|것으로 보인다|업계는 보고|"
    # analysts' estimates: 分析师估计, アナリストの推計, 애널리스트들은 ... 추정했다
    r"分析师(?:估计|预计|预估|认为)|分析師(?:估計|預計|預估|認為)|"
    r"アナリスト(?:の(?:推計|予想|試算)|は.{0,40}(?:推計|予想|試算|とみて))|"
    r"애널리스트.{0,60}(?:추정|추산|예상|전망)|"
    # a rumour essay (小作文), a view or an analysis that "has emerged" (との見方が出ている, 분석이 나온다)
    r"小作文|との(?:見方|分析|観測|指摘)が(?:出|提起|強ま|広が)|との見方もある|"
    # the expected, not yet reported (것으로 예상된다, となる見通し, 预计将): commentary unless it opens
    r"것으로 예상(?:된다|됐다|되며|돼)|(?:となる|になる|する)見(?:通し|込み)|预计将|預計將|"
    r"(?:는|다는) (?:관측|분석|전망)(?:이|도) (?:나온다|나오고|제기)|有(?:分析|观点|觀點)(?:认为|認為|指出)|"
    + MEDIA_CJK
)
# The writer's or the market's forecast or inference ("is seen as", "is expected to"):
# commentary on the story, like "analysts expect", not doubt about where it comes from.
CJK_COMMENTARY = re.compile(
    r"とみられる|전망(?:된다|이다)|관측(?:된다|이다)|것으로 보인다|分析师(?:预计|认为)|分析師(?:預計|認為)|"
    r"アナリストは.*|애널리스트.*(?:예상|전망)|有(?:分析|观点|觀點)(?:认为|認為|指出)|"
    r"것으로 예상.*|(?:となる|になる|する)見.*|预计将|預計將"
)
# The page owning up to errors in Chinese, Japanese, Korean (its next sentence may say it):
# "本サイトの記事は...。ただし誤りや不確定な情報が含まれることがあります", "本文...可能存在错误",
# "이 기사는 ... 오류가 있을 수 있습니다".
SELF_DOUBT_CJK = re.compile(
    r"(?:本サイト|当サイト|本記事|この記事|本文|本站|本网站|本網站|이 기사|본 기사|본 사이트)[^\n]{0,120}?"
    r"(?:誤り[^。\n]{0,20}含まれ|不確定な情報|不正確な情報|可能(?:存在|有|含有)(?:错误|錯誤|误差|誤差|不准确|不準確)|"
    r"오류가 (?:있을|포함될) 수)"
)
# Each pattern's words (extract/literals.py): a text holding none of them skips its search.
HEDGE_CJK_WORDS = needed(HEDGE_CJK)
SELF_DOUBT_CJK_WORDS = needed(SELF_DOUBT_CJK)
