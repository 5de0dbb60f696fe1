import { ApiRequestError } from '../../../lib/api-client';

/** The server no longer accepts the staff token (signed out elsewhere, expired, account disabled). */
export function isStaffRefusal(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  return error.status === 401 || ['NOT_LOGIN', 'TOKEN_EXPIRED', 'DATA_EXPIRED', 'STAFF_INACTIVE'].includes(error.code);
}
