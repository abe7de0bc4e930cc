/**
 * The calls of the login and register pages. Loaded on demand (`import('../authActions')`) when the
 * user submits or asks for a code, so the contract registry and TypeBox behind `call` stay out of the
 * login page's first load. Each action resolves with `data` of a 200 answer and otherwise rejects with
 * the failure (request error or envelope) for `failureMessage()`. These are public calls: the request
 * layer's 401 handling is skipped (a 401 here means bad credentials).
 */
import type {
  CaptchaSendBody,
  CaptchaSendResult,
  LoginResult,
  PasswordLoginBody,
  PhoneCaptchaLoginBody,
  RegisterBody,
  RegisterOptions,
  RegisterResult,
} from '@common/contract/user';
import { callOk } from '@/services/call';

export { completeLogin } from '@/session/completeLogin';

/** A login answer without a token is no login (shown as an unknown failure). */
function withToken(result: LoginResult): LoginResult {
  if (!result?.token) throw { code: 0 };
  return result;
}

export async function loginWithPassword(body: PasswordLoginBody): Promise<LoginResult> {
  return withToken((await callOk('/v1/user/password_login', body)).data);
}

export async function loginWithPhone(body: PhoneCaptchaLoginBody): Promise<LoginResult> {
  return withToken((await callOk('/v1/user/phone_captcha_login', body)).data);
}

/** Login codes are requested without a purpose (the body the spec's clients send); registration codes name theirs. */
export const requestCaptcha = async (phone: string, purpose: CaptchaSendBody['purpose'] = 'login'): Promise<CaptchaSendResult> =>
  (await callOk('/v1/user/captcha/send', purpose === 'login' ? { phone } : { phone, purpose })).data;

export const registrationOptions = async (): Promise<RegisterOptions> => (await callOk('/v1/user/register/options')).data;

export const registerAccount = async (body: RegisterBody): Promise<RegisterResult> => (await callOk('/v1/user/register', body)).data;
