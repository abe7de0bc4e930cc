/** 关于页（/user/about）：版本、更新记录、发布版本。 */
export default {
  'about.buildVersion': '本浏览器运行的版本',
  'about.serverVersion': '已发布版本',
  'about.publishedAt': '发布时间',
  'about.check.current': '当前控制台已是最新版本。',
  'about.check.update': '有新版本可用',
  'about.check.updateBody': '已发布的主版本与本浏览器运行的版本不同。请刷新页面以使用新版本。',

  'about.history.title': '更新记录',
  'about.history.none': '尚未发布任何版本。',
  'about.history.version': '版本',
  'about.history.publishedAt': '发布时间',
  'about.history.author': '发布人',
  'about.history.note': '发布说明',
  'about.history.by': '{time}，发布人 {author}',

  'about.publish.title': '发布版本',
  'about.publish.hint': '请在新构建部署完成后再发布。所有打开的控制台每 {minutes} 分钟检查一次版本；主版本不同的将提示刷新。',
  'about.publish.version': '版本号',
  'about.publish.versionHelp': '发布日期、一个点和构建号，例如 20250401.3。点之前的部分为主版本。',
  'about.publish.versionPattern': '请使用发布日期加构建号：YYYYMMDD.N，例如 20250401.3。',
  'about.publish.note': '发布说明',
  'about.publish.submit': '发布',
  'about.publish.confirmTitle': '发布版本 {version}？',
  'about.publish.confirmMajor': '其主版本与当前构建不同：{minutes} 分钟内所有打开的控制台都会显示更新提示。',
  'about.publish.confirmMinor': '其主版本与当前构建相同：打开的控制台不会被要求刷新。',
  'about.publish.done': '版本 {version} 已发布。',
};
