/** Subscribed charts (/user/subscribe). */
export default {
  'subscribe.empty.title': 'You have no subscribed charts',
  'subscribe.empty.why': 'Charts are subscribed from the chart builder, which is not available yet, so no subscription can exist so far.',
  'subscribe.empty.later': 'Once the chart builder is released, the charts you subscribe to appear here with their latest update.',
  'subscribe.empty.help': 'Read the usage instructions',
};
