/** The stream area's strings (issue 9, docs/market-data.md). Same keys in zh-CN, en-US and ar-EG. */
export default {} as Record<string, string>;
