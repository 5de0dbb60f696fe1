import { sessionSchema, type LoginBody, type Session } from '../../../../core/schemas/account';
import type { Locale } from '../../../../core/schemas/common';
import { requestParsed } from '../../../lib/request-parsed';

/** POST /api/login: a staff username and password (DECISIONS.md); no customer token goes with it. */
export function staffLogin(body: LoginBody, locale: Locale): Promise<Session> {
  return requestParsed(sessionSchema, '/api/login', { locale, method: 'POST', body, token: null });
}
