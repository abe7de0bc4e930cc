/** Texts of the product pages' specs (issue 20: src/pages/Tool/Trade/Product/specs/); same keys in every language. */
export default {
  'product.pta.title': 'PTA 加工差',
  'product.pta.description': 'PTA 加工差的三种口径：期货 TA - 0.655 × PX；PX 按美元进口价（含增值税、关税与汇率）；普氏亚洲 PTA 利润 PTA - (0.66 × PX + 150)。',
  'product.pta.live': '实时价差与腿',
  'product.pta.processingHistory': '加工差历史（元/吨）',
  'product.pta.processingHistory.note': '期货口径与美元 PX 口径；阴影为常见区间 450-700 元/吨，z 分数带基于 250 个交易日。',
  'product.pta.band': '常见区间 450-700 元/吨',
  'product.pta.plattsHistory': '普氏亚洲 PTA 利润（美元/吨）',
  'product.pta.explainFutures': '期货加工差：公式与参数',
  'product.pta.explainUsd': '美元 PX 加工差：公式与生效参数',
  'product.pta.explainPlatts': '普氏利润：公式与参数',
  'product.pta.about': '口径说明',
  'product.pta.about.body':
    '期货加工差 = TA - 0.655 × PX（郑商所主力合约，元/吨，均含税）。美元 PX 口径 = TA - 0.655 × PX CFR 中国 × (1 + 关税) × (1 + 增值税) × 美元兑人民币，关税与增值税按各日生效的参数。普氏亚洲 PTA 利润 = PTA CFR 中国 - (0.66 × PX CFR 中国 + 150)，美元/吨。0.655、0.66 与 150 为行业惯例系数，可在参考数据中按日期修改。',
};
