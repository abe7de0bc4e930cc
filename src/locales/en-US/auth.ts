/** Sign-in waits, password rules, registration modes and approval (issue 8 items 1, 3, 7, 22). */
export default {
  'api.wait.aMoment': 'a moment',
  'pages.register.mode.approval': 'An administrator approves new accounts before they can log in.',
  'pages.register.mode.closed': 'Registration is closed. Ask an administrator for an account.',
  'pages.register.captcha': 'Code sent to the mobile number',
  'pages.register.codeSentIfFree': 'If no account uses this number, a code is on its way. It is valid for {minutes} minutes.',
  'pages.register.pending': 'Account created. You can log in once an administrator has approved it.',
  'admin.users.pending': 'Awaiting approval',
  'admin.users.approve': 'Approve',
  'admin.users.approved': 'Approved {username}.',
};
