import type { VerificationCodeSent } from '../../../../core/schemas/account';
import type { Locale } from '../../../../core/schemas/common';
import { apiRequest } from '../../../lib/api-client';

/** GET api/webclient/verification_code/request?phone_num= (spec §7): texts a login code. */
export function requestSmsCode(phoneNum: string, locale: Locale): Promise<VerificationCodeSent> {
  return apiRequest<VerificationCodeSent>('/api/webclient/verification_code/request', {
    locale,
    query: { phone_num: phoneNum },
    token: null,
  });
}
