/** The shell's pages: login, register, home, group pages, placeholders, 403 and 404. */
export default {
  'app.title': 'Commodity Console',
  'app.subtitle': 'Trading and research for commodities and energy',

  'pages.login.tab.password': 'Password',
  'pages.login.tab.phone': 'Phone code',
  'pages.login.username': 'Username',
  'pages.login.password': 'Password',
  'pages.login.phone': 'Mobile number',
  'pages.login.captcha': '6-digit code',
  'pages.login.submit': 'Log in',
  'pages.login.sendCode': 'Send code',
  'pages.login.resendIn': 'Resend in {seconds} s',
  'pages.login.sendsLeft': '{left} of {total} codes left for this visit',
  'pages.login.sendLimitReached': 'No more codes can be sent from this page. Reload it to try again later.',
  'pages.login.codeSent': 'Code sent. It is valid for {minutes} minutes.',
  'pages.login.noAccount': 'No account yet?',
  'pages.login.toRegister': 'Register',

  'pages.register.title': 'Create an account',
  'pages.register.username': 'Username',
  'pages.register.name': 'Display name',
  'pages.register.phone': 'Mobile number (optional)',
  'pages.register.password': 'Password',
  'pages.register.confirm': 'Confirm password',
  'pages.register.submit': 'Register',
  'pages.register.success': 'Account created. Log in with your new account.',
  'pages.register.haveAccount': 'Already registered?',
  'pages.register.toLogin': 'Log in',

  'pages.home.welcome': 'Welcome, {name}',
  'pages.home.intro': 'These are the areas you may open.',
  'pages.home.none': 'No area has been granted to your account yet. Ask an administrator for access.',

  'pages.section.intro': 'Pages of this area you may open:',
  'pages.section.none': 'You may not open any page of this area.',
  'pages.placeholder.status': 'In preparation',

  'pages.403.title': 'No access',
  'pages.403.subTitle': 'Your account may not open this page. Ask an administrator for access.',
  'pages.404.title': 'Page not found',
  'pages.404.subTitle': 'The address does not match any page.',
  'pages.backHome': 'Back to home',
  // What a finished single page holds, for the link cards of home and group pages.
  'pages.summary.test': "Server health, your token, data sources, version check and this session's requests.",
  'pages.summary.access': 'Every permission flag of your account and the page it guards.',
};
