/** 权限演示（/access）。 */
export default {
  'access.intro': '控制台的每一项权限、它保护的页面，以及您的账户是否拥有该权限（与菜单和页面守卫看到的一致）。',
  'access.isAdmin': '管理员',
  'access.summary': '已拥有的权限',
  'access.summaryValue': '{granted} / {total}',
  'access.column.key': '权限标识',
  'access.column.paths': '路由',
  'access.column.menu': '菜单名称',
  'access.column.granted': '已授权',
  'access.granted.yes': '是',
  'access.granted.no': '否',
  'access.grantedBy': '通过 {paths} 授予',
};
