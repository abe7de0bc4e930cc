/** 首页（/home）。 */
export default {
  'home.areas.title': '您可进入的区域',
  'home.subscribed.title': '您订阅的图表',
  'home.version.title': '版本',
  'home.version.more': '关于与更新记录',
  'home.files.title': '最近上传的文件',
  'home.files.all': '全部文件',
  'home.files.size': '{kib} KiB',
  'home.files.none': '您还没有上传任何文件。',
  'events.home.title': '高重要性发布',
  'events.home.open': '打开日历',
  'events.home.empty': '今天及未来 {days} 天没有高重要性发布。日历数据在事件页面导入 ICS、CSV 或 Excel 文件获得。',
  'events.home.today': '今天',
};
