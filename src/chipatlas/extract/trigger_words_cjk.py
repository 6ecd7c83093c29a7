"""Trigger lexicon of the signal taxonomy for Chinese, Japanese and Korean (``extract/taxonomy.py``
weighs it beside the Latin-script table of ``trigger_words.py``). Documented in docs/signals.md.
"""

from __future__ import annotations

# Chinese, Japanese and Korean: no word boundaries, so plain substrings in their own table.
CJK_TRIGGERS: dict[str, str] = {  # Chinese (simplified, then traditional) | Japanese | Korean
    # 發表 / 发表 release a product as 發布 does (not a statement, a view or a speech)
    "technical_release": "发布|推出|亮相|首发|问世|發布|首發|問世|発表|発売|公開|披露|출시|공개|선보|"
    "(?:發表|发表)(?!聲明|声明|看法|談話|谈话|演說|演说|演講|演讲|評論|评论|意見|意见|文章|論文|论文)",
    # mass production and a plant starting up are output added (量产, 量産, 양산, 投产, 稼働, 가동)
    # orders for equipment are tools bought to add capacity (向設備供應鏈追加訂單, 装置を発注, 장비 발주)
    # buying a plant (收购...工厂, 工場を買収, 공장 인수) adds capacity: no company is bought
    "capacity_expansion": "(?:设备|設備|装置|장비)[^，。,]{0,8}(?:订单|訂單|発注|발주|주문)|"
    # a groundbreaking (착공, 着工, 开工 / 動工; not 开工率, a utilisation rate) and a subsidy
    # for a plant (补贴, 補助, 보조금)
    "착공|着工|开工(?!率)|開工(?!率)|動工|动工|补贴|補貼|補助|보조금|"
    "(?:收购|收購|买下|買下)[^，。,]{0,10}(?:工厂|厂房|工廠|廠房|晶圆厂|晶圓廠)|"
    # tools moved into a plant (機台進駐, 设备进驻, 装置搬入, 장비 반입) and a plant built (蓋廠, 盖厂;
    # not 覆蓋/涵蓋, to cover): capacity about to be added
    "(?:機台|机台|設備|设备|装置|製造装置|장비)[^，。,、]{0,3}(?:進駐|进驻|進廠|进厂|搬入|반입)|"
    "(?<![覆涵])[蓋盖][^，。,、]{0,8}?(?:廠|厂)|"
    "(?:工場|공장)[^、。,，]{0,3}(?:買収|取得|인수|매입)|"
    # a plant's land and buildings bought ("工場の土地や建物を...取得", "공장 부지와 건물 인수"), and a
    # data centre built (データセンターの構築, 数据中心建设, 데이터센터 구축): capacity being built
    "(?:工場|工厂|工廠|공장)[^、。,，]{0,12}?(?:土地|建物|厂房|廠房|부지|건물)[^、。,，]{0,16}?"
    "(?:取得|購入|购买|購買|收购|收購|인수|매입)|"
    "(?:データセンター|数据中心|數據中心|資料中心|데이터 ?센터)(?:の|을|를)?\\s?"
    "(?:構築|建設|建设|兴建|興建|구축|건설|건립)|"
    "投资|斥资|扩产|扩建|建厂|新工厂|扩大.{0,8}产能|扩大生产|新建|产能提升|"
    "提升.{0,8}产能|产能.{0,10}(?:将达|达到?|提升|扩大|翻倍|增至|增加)|增产|量产|投产|"
    "擴產|擴建|建廠|新工廠|擴大.{0,8}產能|產能.{0,10}(?:將達|達到?|擴大|翻倍|增至|增加)|產能.{0,10}提升|斥資|提升.{0,8}產能|增產|量產|投產|"
    "投資|増産|増強|新工場|工場建設|生産能力|生産拡大|新設|増設|量産|稼働|"
    "투자|증설|신공장|공장 건설|생산능력|확충|생산 확대|증산|공장.{0,4}(?:짓|건설|신설)|신설|양산|가동|"
    # a plant built with words between (建设新芯片工厂, 興建新晶片廠, 新たな半導体工場を建設, 새 반도체 공장)
    "(?:建设|建設|兴建|興建|新建|建造|设立|設立)[^，。,、]{0,10}?(?:工厂|工廠|工場|晶圆厂|晶圓廠|厂|廠)|"
    "(?:新たな|新しい)[^、。]{0,10}?工場|工場[^、。]{0,3}(?:を)?(?:建設|新設)|새 [^,.]{0,10}?공장",
    "us_production": "美国生产|在美国制造|美国本土生产|亚利桑那|美国.{0,10}(?:建设|建厂|设厂|投产|工厂)|得州|"
    "美國.{0,10}(?:建設|建廠|設廠|投產|工廠|生產)|亞利桑那|"
    "米国生産|米国内で生産|アリゾナ|テキサス|オハイオ|インディアナ|米国.{0,10}(?:工場|生産)|"
    "미국 생산|미국 내 생산|미국 공장|애리조나|텍사스|오하이오|인디애나|미국.{0,10}(?:공장|생산)",
    # a supplier (供应商, 공급사) or a supply chain (供应链, 공급망) is no act of supplying
    # qualification: a buyer certifies a supplier's part (认证, 認證, 認証, 인증)
    # qualification tests passed (퀄 테스트, 品質テスト) are a deal too
    # entering a buyer's supply chain (打入...供应链), passing its validation (验证), shipping to it
    # (向け...出荷, ...에 ...출하) are deals too
    # being a partner (合作伙伴, 合作夥伴) is a role, no act of partnering
    "partnership_deal": "合作(?!伙伴|夥伴)|签约|签署|协议|合同|订单|大单|大單|验证|驗證|"
    "(?:打入|进入|切入|打進|進入|切入)[^，。]{0,12}供[应應][链鏈]|向け.{0,12}(?:出荷|供給|納入)|"
    "공급망 ?(?:진입|합류|편입)|에 [^,，]{0,15}출하|調達|采购|採購|구매|구입|"
    "供货|供应商?(?!链|短缺|吃紧|不足|紧张|优势)|谈判|"
    "认证|認證|認証|인증|"
    "簽約|簽署|協議|訂單|供貨|供應商?(?!鏈|短缺|吃緊|不足|緊張|優勢)|談判|"
    "퀄(?!컴)|품질 테스트|品質テスト|認定|"
    "提携|契約|供給元?(?!網|不足|能力|制約|逼迫|ひっ迫)|協議|交渉|合意|協業|受注|협력|계약|"
    "공급(?:사|업체)?(?! ?(?:망|부족|난|비상|차질|중단|지연))|납품|협상|합의|수주",
    # sold out: supply cannot meet orders (售罄, 完売, 매진)
    # a buyer cutting its orders (砍单, 削减订单, 注文削減, 주문 축소)
    "supply_disruption": "砍单|砍單|削减订单|削減訂單|注文削減|주문 ?(?:축소|감축)|"
    # sold out, out of stock, lead times lengthening (완판, 품절, 交期延长, リードタイム長期化, 납기 지연)
    "售罄|完売|매진|완판|품절|断货|斷貨|交期(?:延长|拉长|延長|拉長)|リードタイム(?:が)?(?:長期化|延長)|"
    "납기 ?(?:지연|연장)|短缺|延迟|推迟|停产|中断|缺货|缺陷|召回|不足|"
    "火灾|停工|受阻|断供|停电|减产|洪水|吃紧|供不应求|紧缺|品薄|逼迫|ひっ迫|품귀|공급난|"
    "延遲|推遲|停產|中斷|缺貨|火災|斷供|停電|減產|吃緊|緊缺|"
    "遅延|延期|停止|不具合|欠陥|リコール|火災|見合わせ|停電|減産|供給制約|洪水|"
    "부족|지연|차질|연기|결함|불량|리콜|중단|화재|정전|감산|비상|홍수",
    "export_control": "出口管制|出口限制|禁运|禁令|制裁|实体清单|禁運|實體清單|"
    # what may not enter a country (不得进入, 禁止进口, 輸入禁止, 수입 금지): a trade rule too
    "不得(?:进入|進入|进口|進口)|(?:禁止|暂停|暫停)(?:进口|進口)|輸入(?:を)?禁止|수입 ?금지|반입 ?금지|"
    # exports approved, allowed or resumed (批准...出口, 輸出を承認, 수출 승인): the controls ease
    "(?:批准|许可|許可|允许|允許|放行|解禁|恢复|恢復)[^，。,]{0,12}?(?:出口|出售|销售|銷售)|"
    "輸出.{0,3}(?:承認|許可|再開)|수출.{0,3}(?:승인|허용|재개)|"
    "限制.{0,6}(?:出售|销售|出口)|對華.{0,4}(?:出售|銷售|出口)|对华.{0,4}(?:出售|销售|出口)|"
    # exports to China named in full (對中國晶片出口, 对中国芯片出口), as 對華 already was
    "(?:對|对)(?:中國|中国)[^，。,]{0,6}(?:出售|銷售|销售|出口)|"
    # a cap on what may go to China, the seller and buyer named between ("限制X向單一家中國公司出口",
    # "每間中國企業購買...的上限"): a clause of the sentence, no comma or stop inside
    "限制[^，。,]{0,24}?(?:中國|中国)[^，。,]{0,12}?(?:出口|出售|銷售|销售|出貨|出货)|"
    "(?:中國|中国)(?:企業|企业|公司|客戶|客户)[^，。,]{0,24}?(?:購買|购买|採購|采购)[^，。,]{0,20}?上限|"
    "禁止.{0,6}(?:出售|销售|出口|采购|使用)|"
    "輸出規制|輸出管理|禁輸|エンティティー?リスト|反垄断|反壟斷|独禁法|独占禁止法|公取委|반독점|공정위|"
    "수출 규제|수출규제|수출 통제|수출통제|제재|수출 ?금지|수출 ?제한|거래 ?제한|"
    # a government's curb on investing in or equipping plants ("투자에 제약이 생길 전망"), and the
    # validated-end-user status that waives it (VEU, 검증된 최종 사용자, 经验证最终用户)
    "투자에 [^.。]{0,12}?(?:제약|규제|제한)(?:이|을|가)? ?(?:생기|생길|걸리|받|강화|가해)|"
    "(?:投资|投資)[^，。,]{0,8}?(?:受限|限制|規制|制限)|"
    "검증된 ?최종 ?사용자|经验证最终用户|經驗證最終用戶|検証済み?エンドユーザー|"
    # a licence or permit to export
    "出口许可|出口許可|輸出許可|輸出ライセンス|수출 ?허가|수출 ?라이선스|수출 ?승인|"
    # revenue shared with or paid to a government
    "与政府分享|與政府分享|上缴政府|上繳政府|を政府に|政府に支払|"
    "정부에 (?:내|납부|지급)|정부와 (?:공유|나누|나눈)",
    # a share price that jumps or falls is the market's verdict on a company: a result
    "financial_results": "营收|财报|净利|营业利润|營收|財報|淨利|營業利益|"
    # an adverb may stand between ("股價一度大漲", "株価が一時急騰", "주가 한때 급등")
    "股[价價][^，。,、]{0,4}?(?:大涨|大跌|暴涨|暴跌|上涨|下跌|大漲|暴漲|上漲)|"
    "株価(?:が)?[^、。,]{0,4}?(?:急騰|急落|上昇|下落)|"
    "주가(?:가)? ?[^,.]{0,4}?(?:급등|급락|상승|하락)|장중 ?(?:급등|급락)|"
    "决算|決算|売上|営業利益|純利益|실적|매출|영업이익|순이익|业绩|業績|"
    # profit attributable to owners, sales or operating revenue (应占利润, 销售收入, 營業收入)
    "应占利润|應佔利潤|销售收入|銷售收入|营业收入|營業收入|季度收入|季度利润|"
    # results named by their move (増収増益, 減益, 흑자 전환, 扭亏)
    "増収|減収|増益|減益|흑자 ?전환|적자 ?전환|扭亏|扭虧|"
    # a loss, a profit, a gross margin as Taiwanese and mainland outlets write them (虧損, 獲利, 毛利率)
    "亏损|虧損|转亏|轉虧|获利|獲利|毛利率|"
    # a shareholders' meeting: where a company reports on its year and gives its outlook
    "股东会|股東會|股东大会|股東大會|株主総会|주주총회|"
    # a results meeting, the call an English "earnings call" is (法說會, 決算説明会, 실적 발표회)
    "法說會|法说会|決算説明会|실적 ?(?:발표회|설명회)|컨퍼런스 ?콜|어닝 ?콜",
    "m_and_a": "收购|并购|收購|併購|買収|合併|인수|합병|売却|매각|出售.{0,8}(?:业务|部门|股份|股权)|"
    "剥离|分拆|분사|스핀오프",
    # a newly named chief (新任執行長, 新社長, 신임 대표), someone taking over or leaving (接任, 請辭)
    "executive_change": "任命|辞职|卸任|就任|辞任|退任|辭職|선임|사임|취임|接任|請辭|请辞|交棒|"
    "新任[^，。,、]{0,4}(?:執行長|执行长|總經理|总经理|董事長|董事长|總裁|总裁|CEO|社長|会長)|"
    "新(?:社長|会長|CEO)|社長交代|신임 ?(?:대표|사장|회장|CEO)",
    # switching to or training on someone's chips is adopting them (改用, 芯片训练, チップで学習)
    "customer_adoption": "采用|部署|选用|导入|採用|選用|導入|채택|도입|改用|换用|轉用|转用|"
    "芯片.{0,6}训练|晶片.{0,6}訓練|チップで.{0,12}学習|칩으로 .{0,10}학습",
    # a quoted, contract or spot price (报价, 合约价, 現貨價) is a price too
    "pricing": "价格|降价|涨价|價格|降價|漲價|报价|報價|合约价|合約價|现货价|現貨價|価格|値上げ|値下げ|가격",
}
