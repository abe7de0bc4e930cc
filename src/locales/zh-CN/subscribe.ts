/** 订阅的图表（/user/subscribe）。 */
export default {
  'subscribe.empty.title': '您还没有订阅任何图表',
  'subscribe.empty.why': '图表需在图表编辑器中订阅，而图表编辑器尚未上线，因此目前还不存在任何订阅。',
  'subscribe.empty.later': '图表编辑器上线后，您订阅的图表会连同最近更新时间显示在这里。',
  'subscribe.empty.help': '查看使用说明',
};
