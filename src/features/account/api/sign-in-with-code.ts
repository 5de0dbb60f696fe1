import type { Session, VerificationCodeChecked } from '../../../../core/schemas/account';
import type { Locale } from '../../../../core/schemas/common';
import { apiRequest } from '../../../lib/api-client';

/** POST api/webclient/verification_code/check (spec §7): a right code gives a one-time password. */
export function checkSmsCode(phoneNum: string, code: string, locale: Locale): Promise<VerificationCodeChecked> {
  return apiRequest<VerificationCodeChecked>('/api/webclient/verification_code/check', {
    locale,
    method: 'POST',
    body: { phone_num: phoneNum, code },
    token: null,
  });
}

/** POST api/webclient/login {username: phone_num, password} (spec §7): the token and the user. */
export function loginWithPassword(username: string, password: string, locale: Locale): Promise<Session> {
  return apiRequest<Session>('/api/webclient/login', { locale, method: 'POST', body: { username, password }, token: null });
}

/** Spec §2.5 login: check the code, then log in with the password it gives (an unknown phone gets an account). */
export async function signInWithCode(phoneNum: string, code: string, locale: Locale): Promise<Session> {
  const { password } = await checkSmsCode(phoneNum, code, locale);
  return loginWithPassword(phoneNum, password, locale);
}
