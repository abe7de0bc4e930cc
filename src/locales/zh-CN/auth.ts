/** 登录等待、密码规则、注册方式与审批（issue 8 第 1、3、7、22 项）。 */
export default {
  'api.wait.aMoment': '片刻',
  'pages.register.mode.approval': '新账号需经管理员审批后才能登录。',
  'pages.register.mode.closed': '注册已关闭，请联系管理员开通账号。',
  'pages.register.captcha': '手机验证码',
  'pages.register.codeSentIfFree': '如果该号码未被使用，验证码已发出，{minutes} 分钟内有效。',
  'pages.register.pending': '账号已创建，管理员审批后即可登录。',
  'admin.users.pending': '待审批',
  'admin.users.approve': '批准',
  'admin.users.approved': '已批准 {username}。',
};
