/** 表单校验提示（规格第 5 节未给出规则，见 docs/web-shell.md）。 */
export default {
  'validation.required': '请输入{field}。',
  'validation.username': '请使用 {min} 至 {max} 位字母、数字、点、连字符或下划线。',
  'validation.phone': '请输入 11 位中国大陆手机号。',
  'validation.passwordLength': '密码长度需为 {min} 至 {max} 位。',
  'validation.confirmMismatch': '两次输入的密码不一致。',
  'validation.captcha': '请输入 6 位数字验证码。',
  'validation.maxLength': '最多 {max} 个字符。',
  'validation.invalid': '输入的值无效。',
};
