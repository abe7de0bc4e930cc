/** 首页（/home）。 */
export default {
  'home.areas.title': '您可进入的区域',
  'home.version.title': '版本',
  'home.version.more': '关于与更新记录',
  'home.files.title': '最近上传的文件',
  'home.files.all': '全部文件',
  'home.files.size': '{kib} KiB',
  'home.files.none': '您还没有上传任何文件。',
};
