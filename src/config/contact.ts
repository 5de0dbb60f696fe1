import { formatPhone } from '../../core/account/phone';

/** Customer service contact shown in the footer (spec §2.3, §9 Service and policy). */
export const contact = {
  phone: formatPhone('18885550199'),
  phoneHref: 'tel:+18885550199',
  email: 'orders@supplydesk.ca',
} as const;
