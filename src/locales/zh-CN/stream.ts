/** The stream area's strings (issue 9, docs/market-data/stream.md). Same keys in zh-CN, en-US and ar-EG. */
export default {
  'stream.status.idle': '实时行情未连接',
  'stream.status.connecting': '正在连接实时行情',
  'stream.status.live': '实时',
  'stream.status.reconnecting': '实时行情已断开，正在重连',
  'stream.status.closed': '实时行情已关闭',
};
