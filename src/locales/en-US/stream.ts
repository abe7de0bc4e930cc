/** The stream area's strings (issue 9, docs/market-data/stream.md). Same keys in zh-CN, en-US and ar-EG. */
export default {
  'stream.status.idle': 'Live prices not connected',
  'stream.status.connecting': 'Connecting to live prices',
  'stream.status.live': 'Live',
  'stream.status.reconnecting': 'Live prices interrupted, reconnecting',
  'stream.status.closed': 'Live prices closed',
};
