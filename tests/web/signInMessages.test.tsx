/**
 * Issue 8 items 3, 7 and 22 on the login and register pages: waits say how long in the user's language, an error
 * about one field is shown once (at the field), the register page shows the registration mode, proves the phone by a
 * code and says when a new account has to wait for approval.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@umijs/max';
import { notification } from 'antd';
import type { RegistrationMode } from '@common/contract/formats';
import { answer, bodiesSentTo, failWith, ok, renderApp, sentTo, type Locale } from './harness';

const LOGIN = '/v1/user/password_login';
const PHONE_LOGIN = '/v1/user/phone_captcha_login';
const CAPTCHA = '/v1/user/captcha/send';
const REGISTER = '/v1/user/register';
const OPTIONS = '/v1/user/register/options';

async function open(path: string, locale: Locale = 'en-US') {
  renderApp(path, { locale });
  await waitFor(() => expect(document.querySelector('form, [data-testid="register-closed"]')).not.toBeNull(), { timeout: 20_000 });
}
const field = (label: RegExp | string) => screen.getByLabelText(label, { selector: 'input' });
const type = (label: RegExp | string, value: string) => fireEvent.change(field(label), { target: { value } });
/** The submit button of the login page's active tab, else of the page's one form. */
const submit = () =>
  fireEvent.click(
    (document.querySelector('.ant-tabs-tabpane-active button[type="submit"]') ?? document.querySelector('form button[type="submit"]')) as HTMLElement,
  );

afterEach(() => {
  act(() => setLocale('zh-CN', false));
});

describe('waits say how long, in the user language', () => {
  test.each([
    ['en-US', 'Username', 'Password', 'Too many failed sign-ins. Try again in 2 minutes.'],
    ['zh-CN', '用户名', '密码', '登录失败次数过多，请在2分钟后再试。'],
    ['ar-EG', 'اسم المستخدم', 'كلمة المرور', 'محاولات دخول فاشلة كثيرة. حاول مرة أخرى بعد دقيقتان.'],
  ] as const)('%s: a throttled sign-in (retryAfter 90 s)', async (locale, username, password, text) => {
    answer(LOGIN, failWith('loginThrottled', { retryAfter: 90 }));
    await open('/user/login', locale);
    type(username, 'trader');
    type(password, 'whatever-1');
    submit();
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  test('a wait under a minute is said in seconds; a wait the server did not give is "a moment"', async () => {
    answer(LOGIN, failWith('tooManyRequests', { retryAfter: 45 }));
    await open('/user/login');
    type('Username', 'trader');
    type('Password', 'whatever-1');
    submit();
    expect(await screen.findByText('Too many requests. Try again in 45 seconds.')).toBeInTheDocument();
    answer(LOGIN, failWith('tooManyRequests'));
    submit();
    expect(await screen.findByText('Too many requests. Try again in a moment.')).toBeInTheDocument();
  });
});

describe('an error about one field is shown once', () => {
  test('a wrong code on the phone tab appears under the code field only', async () => {
    answer(PHONE_LOGIN, failWith('captchaInvalid', { fields: { captcha: 'api.error.captchaInvalid' } }));
    await open('/user/login');
    fireEvent.click(screen.getByText('Phone code'));
    await screen.findByLabelText('Mobile number');
    type('Mobile number', '13800000001');
    type('6-digit code', '000000');
    submit();
    await waitFor(() => expect(screen.getAllByText('The code is wrong.')).toHaveLength(1));
    expect(screen.queryByTestId('login-error')).toBeNull();
  });

  test('a refused password says why, at the password field', async () => {
    answer(OPTIONS, ok({ mode: 'open' }));
    answer(REGISTER, failWith('badRequest', { fields: { password: 'api.field.passwordCommon' } }));
    await open('/user/register');
    type('Username', 'newbie');
    type('Display name', 'New Bie');
    type('Password', 'sunshine1');
    type('Confirm password', 'sunshine1');
    submit();
    await waitFor(() => expect(screen.getAllByText('This password is one of the most common ones. Choose another.')).toHaveLength(1));
    expect(screen.queryByTestId('register-error')).toBeNull();
  });
});

describe('register page', () => {
  const openIn = async (mode: RegistrationMode) => {
    answer(OPTIONS, ok({ mode }));
    await open('/user/register');
    await waitFor(() => expect(sentTo(OPTIONS)).toHaveLength(1));
  };

  test('closed: says so and offers no form', async () => {
    await openIn('closed');
    expect(await screen.findByTestId('register-closed')).toHaveTextContent('Registration is closed. Ask an administrator for an account.');
    expect(document.querySelector('form')).toBeNull();
  });

  test('approval: says an administrator approves new accounts; after registering, says to wait for approval', async () => {
    const success = jest.spyOn(notification, 'success').mockImplementation(() => undefined);
    answer(REGISTER, ok({ id: 'u9', username: 'newbie', pending: true }));
    await openIn('approval');
    expect(await screen.findByTestId('register-mode')).toHaveTextContent('An administrator approves new accounts before they can log in.');
    type('Username', 'newbie');
    type('Display name', 'New Bie');
    type('Password', 'Quiet-Harbour-71');
    type('Confirm password', 'Quiet-Harbour-71');
    submit();
    await waitFor(() => expect(success).toHaveBeenCalled());
    expect(success.mock.calls[0][0].message).toBe('Account created. You can log in once an administrator has approved it.');
    success.mockRestore();
  });

  test('a phone needs the code sent for registration; the page never says whether the number is taken', async () => {
    const info = jest.spyOn(notification, 'info').mockImplementation(() => undefined);
    answer(CAPTCHA, ok({ cooldownSeconds: 60, expiresInSeconds: 300 }));
    answer(REGISTER, ok({ id: 'u9', username: 'newbie', pending: false }));
    await openIn('open');
    expect(screen.queryByLabelText('Code sent to the mobile number')).toBeNull();
    type('Username', 'newbie');
    type('Display name', 'New Bie');
    type('Mobile number (optional)', '13912340001');
    type('Password', 'Quiet-Harbour-71');
    type('Confirm password', 'Quiet-Harbour-71');
    submit();
    expect(await screen.findByText('Code sent to the mobile number is required.')).toBeInTheDocument();
    expect(sentTo(REGISTER)).toHaveLength(0);

    fireEvent.click(screen.getByTestId('register-send-code'));
    await waitFor(() => expect(info).toHaveBeenCalled());
    expect(info.mock.calls[0][0].message).toBe('If no account uses this number, a code is on its way. It is valid for 5 minutes.');
    expect(bodiesSentTo(CAPTCHA)).toEqual([{ phone: '13912340001', purpose: 'register' }]);
    type('Code sent to the mobile number', '123456');
    submit();
    await waitFor(() => expect(sentTo(REGISTER)).toHaveLength(1));
    expect(bodiesSentTo(REGISTER)[0]).toEqual({ username: 'newbie', name: 'New Bie', password: 'Quiet-Harbour-71', phone: '13912340001', captcha: '123456' });
    info.mockRestore();
  });
});
