/** 请求层与会话启动的提示（规格第 8 节）。 */
export default {
  'request.noPermission': '您没有访问该资源的权限。',
  'request.loginExpired': '登录已过期，请重新登录。',
  'session.noAccount': '当前没有有效账号，请先登录。',
  'session.invalid': '账号登录信息无效，请重新登录。',
};
