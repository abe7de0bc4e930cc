/**
 * The calls of the login and register pages. Loaded on demand (`import('../authActions')`) when the
 * user submits or asks for a code, so the contract registry and TypeBox behind the services stay out
 * of the login page's first load. Each action resolves with `data` of a 200 answer and otherwise
 * rejects with the failure (request error or envelope) for `failureMessage()`.
 */
import { SUCCESS_CODE, type ApiEnvelope } from '@common/contract/envelope';
import type { CaptchaSendResult, LoginResult, PasswordLoginBody, PhoneCaptchaLoginBody, RegisterBody, RegisterResult } from '@common/contract/user';
import { passwordLogin, phoneCaptchaLogin, register, sendCaptcha } from '@/services/user';

export { completeLogin } from '@/session/completeLogin';

async function dataOf<T>(call: Promise<ApiEnvelope<T>>): Promise<T> {
  const envelope = await call;
  if (envelope?.code !== SUCCESS_CODE) throw envelope;
  return envelope.data;
}

export async function loginWithPassword(body: PasswordLoginBody): Promise<LoginResult> {
  const result = await dataOf(passwordLogin(body));
  if (!result?.token) throw { code: 0 };
  return result;
}

export async function loginWithPhone(body: PhoneCaptchaLoginBody): Promise<LoginResult> {
  const result = await dataOf(phoneCaptchaLogin(body));
  if (!result?.token) throw { code: 0 };
  return result;
}

export const requestCaptcha = (phone: string): Promise<CaptchaSendResult> => dataOf(sendCaptcha({ phone }));

export const registerAccount = (body: RegisterBody): Promise<RegisterResult> => dataOf(register(body));
