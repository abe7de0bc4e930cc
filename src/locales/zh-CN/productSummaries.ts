/** The product pages' one-line summaries on the route cards (src/utils/routeTree.ts summaryKeyOf): drawn by the section pages, so they load with the pages' part, not with the product pages' own. */
export default {
  'pages.summary.tool.realtime.fu': '上期所燃料油对新加坡 380 cSt：内外盘价差（美元/吨或美元/桶）实时值、历史、区间带与季节性。',
  'pages.summary.tool.realtime.lu': '上能所低硫燃料油对新加坡 0.5% 船燃，以及中国与新加坡的 Hi-5 价差。',
  'pages.summary.tool.realtime.lpgFei': '大商所液化气对 FEI 丙烷进口成本，并列出每项按日期生效的参数。',
  'pages.summary.tool.realtime.pdh': 'PDH 利润：丙烯对 1.2 倍丙烷加成本，交易所价格与普氏价格两种口径。',
  'pages.summary.tool.realtime.px': 'PX 期货对 PX CFR 中国进口成本，以及 PX 对石脑油价差。',
  'pages.summary.tool.realtime.pta': 'PTA 期货加工差、以美元计 PX 的加工差及普氏亚洲利润，对照常见区间。',
  'pages.summary.tool.realtime.oilOtc': '燃料油掉期曲线、东西价差、粘度价差及对布伦特的裂解价差。',
  'pages.summary.tool.realtime.uc': '废弃食用油（UCO）出口套利，出口退税按日期生效。',
  'pages.summary.tool.realtime.oilTermSpread': '原油期货曲线今日对一周前、一个月前，以及月间价差矩阵与展期收益。',
  'pages.summary.tool.realtime.macroDiffToReal': '价格相对其因子拟合值的偏离：偏离、Z 值与系数。',
  // Calculator pages drawn like the product pages (issue 21).
  'pages.summary.tool.calculator.oilDaliyWatchdog': '晨间视图：基准与本组价差实时值、曲线与前一日对比、裂解价差、今日发布与数据源状态。',
  'pages.summary.tool.calculator.futOptCrossSectionData': '期货期权横截面：波动率微笑、期限结构、按行权价的持仓与 25 delta 偏度，以及单个期权计算器。',
  'pages.summary.tool.calculator.position': 'CFTC 持仓报告各类别净持仓与 COT 指数，交易所会员持仓排名。',
  'pages.summary.tool.calculator.warehouseCargoLocData': '交易所仓单及其每日增减，以及来自 Kpler 数据的各地点货物流量（示意地图）。',
  'pages.summary.list.data': '由任意地址经公式与变换（重采样、变化、滚动均值与 z 值、基期、按生效汇率换算）构建的命名序列，可在任何地方以 set:<id> 读取。',
} as Record<string, string>;
