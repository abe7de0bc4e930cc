/**
 * Login and register pages in the real app (Umi's TestBrowser: routes, initial state, intl) over the fake
 * network: field validation, both login tabs, server errors in the user's language, the code countdown
 * and resend limit, and where the user lands.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@umijs/max';
import { notification } from 'antd';
import type { CurrentUser } from '@common/contract/user';
import { answer, bodiesSentTo, fail, failWith, noAnswer, ok, renderApp, sentTo, type Locale, type RenderedApp } from './harness';

const mockUser: CurrentUser = {
  id: 'u-trader',
  username: 'trader',
  name: 'Trader',
  phone: '13800000001',
  role: 'trader',
  access: [['auth_home', 'home', '/home']],
  createdAt: 1,
  lastLoginAt: null,
};
const LOGIN = '/v1/user/password_login';
const PHONE_LOGIN = '/v1/user/phone_captcha_login';
const CAPTCHA = '/v1/user/captcha/send';
const REGISTER = '/v1/user/register';

let app: RenderedApp;
const at = () => app.at();

async function open(path: string, locale: Locale = 'en-US') {
  app = renderApp(path, { locale });
  await waitFor(() => expect(document.querySelector('form')).not.toBeNull(), { timeout: 20_000 });
}

const field = (label: RegExp | string) => screen.getByLabelText(label, { selector: 'input' });
// Queries by role compute styles for the whole antd tree in jsdom (seconds per call): find buttons by text.
const button = (text: string) => screen.getByText(text, { selector: 'button, button *' }).closest('button') as HTMLButtonElement;
const activePanel = () => document.querySelector('.ant-tabs-tabpane-active') as HTMLElement;
const submitIn = (root: HTMLElement) => root.querySelector('button[type="submit"]') as HTMLButtonElement;
const type = (label: RegExp | string, value: string) => fireEvent.change(field(label), { target: { value } });

beforeEach(() => {
  answer('/v1/user/user_info', ok(mockUser));
  // The layout polls health and version once the user lands inside, and the home page loads its own.
  answer('/v2/strategy/notification/unread', ok({ unread: 0 })); // the header's notification bell
  answer('/v1/finData/lowFreqData/source/get/checkHealth', ok([]));
  answer('/v1/setting/version', ok({ version: '20250401.3', publishedAt: null }));
  // Home asks for the user's subscribed charts (issue 22): none.
  answer('/v2/subscribe/list', ok([]));
  // The register page reads the registration mode when it opens.
  answer('/v1/user/register/options', ok({ mode: 'open' }));
});
afterEach(() => {
  act(() => setLocale('zh-CN', false));
});

describe('password tab', () => {
  test('empty fields: required messages, no call', async () => {
    await open('/user/login');
    fireEvent.click(submitIn(activePanel()));
    expect(await screen.findByText('Username is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(sentTo(LOGIN)).toHaveLength(0);
  });

  test('success: token stored, user looked up, back to the page the user came from', async () => {
    answer(LOGIN, ok({ token: 'tok-1', expiresAt: 0, user: mockUser }));
    await open('/user/login?redirect=%2Fhome%3Ftab%3D2');
    type('Username', 'trader');
    type('Password', 'Trader@12345');
    fireEvent.click(submitIn(activePanel()));
    await waitFor(() => expect(at()).toBe('/home?tab=2'));
    expect(bodiesSentTo(LOGIN)).toEqual([{ username: 'trader', password: 'Trader@12345' }]);
    expect(window.localStorage.getItem('accessToken')).toBe('tok-1');
    expect(sentTo('/v1/user/user_info').length).toBeGreaterThan(0);
  });

  test('an unsafe redirect target goes home instead', async () => {
    answer(LOGIN, ok({ token: 'tok-1', expiresAt: 0, user: mockUser }));
    await open('/user/login?redirect=https%3A%2F%2Fevil.example.com');
    type('Username', 'trader');
    type('Password', 'Trader@12345');
    fireEvent.click(submitIn(activePanel()));
    await waitFor(() => expect(at()).toBe('/home'));
  });

  test("server errors show by msgKey in the user's language, else the server text, else a network message", async () => {
    await open('/user/login');
    type('Username', 'trader');
    type('Password', 'wrong-password');

    answer(LOGIN, failWith('badCredentials'));
    fireEvent.click(submitIn(activePanel()));
    expect(await screen.findByText('Wrong username or password.')).toBeInTheDocument();

    // A key this build does not know: the server's own words.
    answer(LOGIN, fail(423, { msg: 'Locked for 15 minutes', msgKey: 'api.error.somethingNew' }));
    fireEvent.click(submitIn(activePanel()));
    expect(await screen.findByText('Locked for 15 minutes')).toBeInTheDocument();

    answer(LOGIN, noAnswer('Network Error'));
    fireEvent.click(submitIn(activePanel()));
    expect(await screen.findByText('The server could not be reached. Check the connection and try again.')).toBeInTheDocument();
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(at()).toBe('/user/login');
  });

  test('the same error in Arabic, with the page right to left', async () => {
    answer(LOGIN, failWith('badCredentials'));
    await open('/user/login', 'ar-EG');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    type('اسم المستخدم', 'trader');
    type('كلمة المرور', 'x');
    fireEvent.click(submitIn(activePanel()));
    expect(await screen.findByText('اسم المستخدم أو كلمة المرور غير صحيحة.')).toBeInTheDocument();
  });
});

describe('phone tab', () => {
  async function openPhoneTab() {
    await open('/user/login');
    fireEvent.click(screen.getByText('Phone code'));
    await screen.findByLabelText('Mobile number');
  }

  test('phone and code are validated before any call', async () => {
    await openPhoneTab();
    type('Mobile number', '12345');
    fireEvent.click(screen.getByTestId('send-code'));
    expect(await screen.findByText('Enter an 11-digit mainland China mobile number.')).toBeInTheDocument();
    expect(sentTo(CAPTCHA)).toHaveLength(0);

    type('Mobile number', '13800000001');
    type('6-digit code', '12ab');
    fireEvent.click(submitIn(activePanel()));
    expect(await screen.findByText('Enter the 6-digit code.')).toBeInTheDocument();
    expect(sentTo(PHONE_LOGIN)).toHaveLength(0);
  });

  test('send code: 60 s countdown, codes left shown, at most 5 per visit', async () => {
    const success = jest.spyOn(notification, 'success').mockImplementation(() => undefined);
    answer(CAPTCHA, ok({ cooldownSeconds: 60, expiresInSeconds: 300 }));
    await openPhoneTab();
    type('Mobile number', '13800000001');
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      for (let sent = 1; sent <= 5; sent += 1) {
        fireEvent.click(screen.getByTestId('send-code'));
        await waitFor(() => expect(sentTo(CAPTCHA)).toHaveLength(sent));
        if (sent < 5) {
          await waitFor(() => expect(screen.getByTestId('send-code')).toHaveTextContent('Resend in 60 s'));
          expect(screen.getByTestId('send-code')).toBeDisabled();
          expect(screen.getByTestId('sends-left')).toHaveTextContent(`${5 - sent} of 5 codes left for this visit`);
          // Still locked one second before the end of the countdown.
          await act(async () => {
            jest.advanceTimersByTime(59_000);
          });
          expect(screen.getByTestId('send-code')).toHaveTextContent('Resend in 1 s');
          fireEvent.click(screen.getByTestId('send-code'));
          expect(sentTo(CAPTCHA)).toHaveLength(sent);
          await act(async () => {
            jest.advanceTimersByTime(1_000);
          });
          expect(screen.getByTestId('send-code')).toBeEnabled();
        }
      }
      await waitFor(() => expect(screen.getByTestId('sends-left')).toHaveTextContent('No more codes can be sent from this page.'));
      await act(async () => {
        jest.advanceTimersByTime(120_000);
      });
      expect(screen.getByTestId('send-code')).toBeDisabled();
      expect(sentTo(CAPTCHA)).toHaveLength(5);
      expect(bodiesSentTo(CAPTCHA)).toContainEqual({ phone: '13800000001' });
    } finally {
      jest.useRealTimers();
      success.mockRestore();
    }
  });

  test('a refused send (cooldown on the server) shows the message and does not count', async () => {
    answer(CAPTCHA, failWith('captchaCooldown', { retryAfter: 42 }));
    await openPhoneTab();
    type('Mobile number', '13800000001');
    fireEvent.click(screen.getByTestId('send-code'));
    expect(await screen.findByText('You can request another code in 42 seconds.')).toBeInTheDocument();
    expect(screen.getByTestId('send-code')).toBeEnabled();
    expect(screen.queryByTestId('sends-left')).toBeNull();
  });

  test('login with phone and code', async () => {
    answer(PHONE_LOGIN, ok({ token: 'tok-2', expiresAt: 0, user: mockUser }));
    await openPhoneTab();
    type('Mobile number', '13800000001');
    type('6-digit code', '123456');
    fireEvent.click(submitIn(activePanel()));
    await waitFor(() => expect(at()).toBe('/home'));
    expect(bodiesSentTo(PHONE_LOGIN)).toEqual([{ phone: '13800000001', captcha: '123456' }]);
    expect(window.localStorage.getItem('accessToken')).toBe('tok-2');
  });
});

describe('register page', () => {
  test('validation: username pattern, phone pattern, password length, confirmation', async () => {
    await open('/user/register');
    type('Username', 'a b');
    type('Mobile number (optional)', '999');
    type('Password', 'short');
    type('Confirm password', 'different');
    fireEvent.click(button('Register'));
    expect(await screen.findAllByText('Use 3 to 32 letters, digits, dots, hyphens or underscores.')).not.toHaveLength(0);
    expect(screen.getByText('Display name is required.')).toBeInTheDocument();
    expect(screen.getByText('Enter an 11-digit mainland China mobile number.')).toBeInTheDocument();
    expect(screen.getByText('The password needs 8 to 64 characters.')).toBeInTheDocument();
    expect(screen.getByText('The two passwords do not match.')).toBeInTheDocument();
    expect(sentTo(REGISTER)).toHaveLength(0);
  });

  test('success: account created (no phone sent when empty), then the login page with a success message', async () => {
    const success = jest.spyOn(notification, 'success').mockImplementation(() => undefined);
    answer(REGISTER, ok({ id: 'u9', username: 'newbie', pending: false }));
    await open('/user/register');
    type('Username', 'newbie');
    type('Display name', 'New Bie');
    type('Password', 'Secret@123');
    type('Confirm password', 'Secret@123');
    fireEvent.click(button('Register'));
    await waitFor(() => expect(at()).toBe('/user/login'));
    expect(bodiesSentTo(REGISTER)).toEqual([{ username: 'newbie', name: 'New Bie', password: 'Secret@123' }]);
    expect(success.mock.calls[0][0].message).toBe('Account created. Log in with your new account.');
    success.mockRestore();
  });

  test("a taken username: the server message in the user's language and the field marked", async () => {
    answer(REGISTER, failWith('usernameTaken', { fields: { username: 'api.error.usernameTaken' } }));
    await open('/user/register');
    type('Username', 'trader');
    type('Display name', 'T');
    type('Password', 'Secret@123');
    type('Confirm password', 'Secret@123');
    fireEvent.click(button('Register'));
    // Once, under the username field (no alert repeating it).
    await waitFor(() => expect(screen.getAllByText('This username is already taken.')).toHaveLength(1));
    expect(screen.queryByTestId('register-error')).toBeNull();
    expect(at()).toBe('/user/register');
  });
});
