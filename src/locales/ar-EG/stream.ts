/** The stream area's strings (issue 9, docs/market-data/stream.md). Same keys in zh-CN, en-US and ar-EG. */
export default {
  'stream.status.idle': 'الأسعار المباشرة غير متصلة',
  'stream.status.connecting': 'جارٍ الاتصال بالأسعار المباشرة',
  'stream.status.live': 'مباشر',
  'stream.status.reconnecting': 'انقطعت الأسعار المباشرة، جارٍ إعادة الاتصال',
  'stream.status.closed': 'الأسعار المباشرة مغلقة',
};
