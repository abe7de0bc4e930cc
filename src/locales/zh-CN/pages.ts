/** 外壳页面：登录、注册、首页、分组页、占位页、403 与 404。 */
export default {
  'app.title': '大宗商品交易控制台',
  'app.subtitle': '面向大宗商品与能源的交易研究平台',

  'pages.login.tab.password': '账号密码',
  'pages.login.tab.phone': '手机验证码',
  'pages.login.username': '用户名',
  'pages.login.password': '密码',
  'pages.login.phone': '手机号',
  'pages.login.captcha': '6 位验证码',
  'pages.login.submit': '登录',
  'pages.login.sendCode': '获取验证码',
  'pages.login.resendIn': '{seconds} 秒后重新发送',
  'pages.login.sendsLeft': '本次访问还可发送 {left}/{total} 次',
  'pages.login.sendLimitReached': '本页面已不能再发送验证码，请稍后刷新页面重试。',
  'pages.login.codeSent': '验证码已发送，{minutes} 分钟内有效。',
  'pages.login.noAccount': '还没有账号？',
  'pages.login.toRegister': '注册',

  'pages.register.title': '注册账号',
  'pages.register.username': '用户名',
  'pages.register.name': '姓名',
  'pages.register.phone': '手机号（选填）',
  'pages.register.password': '密码',
  'pages.register.confirm': '确认密码',
  'pages.register.submit': '注册',
  'pages.register.success': '注册成功，请使用新账号登录。',
  'pages.register.haveAccount': '已有账号？',
  'pages.register.toLogin': '登录',

  'pages.home.welcome': '欢迎，{name}',
  'pages.home.intro': '以下是您可以访问的功能区。',
  'pages.home.none': '您的账号尚未获得任何功能区的权限，请联系管理员开通。',

  'pages.section.intro': '本功能区中您可以访问的页面：',
  'pages.section.none': '您无权访问本功能区的任何页面。',
  'pages.placeholder.status': '建设中',

  'pages.403.title': '无权访问',
  'pages.403.subTitle': '您的账号无权访问此页面，请联系管理员开通。',
  'pages.404.title': '页面不存在',
  'pages.404.subTitle': '该地址没有对应的页面。',
  'pages.backHome': '返回首页',
  // 已完成的单页内容简介，用于首页和分组页的链接卡片。
  'pages.summary.test': '服务器健康、当前令牌、数据源、版本检查和本次会话的请求记录。',
  'pages.summary.access': '您账户的每个权限标志及其保护的页面。',
};
