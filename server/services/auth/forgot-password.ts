import { and, eq, sql } from 'drizzle-orm';
import { maskPhoneNum } from '../../../core/account/phone';
import { LOCALES, type Locale } from '../../../core/schemas/common';
import type { MailMessage } from '../../adapters/mail/mail-provider';
import type { Database } from '../../db/client';
import { customers, staffAccounts } from '../../db/schema';
import { translator } from '../../i18n';

/**
 * api/webclient/password/forgot (spec §2.5 forgot_password_view). Buyers have no password and staff
 * passwords are reset by a supervisor, so the mail explains the way back in. The caller always hears
 * "sent": whether the address belongs to anyone is never revealed.
 */

const asLocale = (value: string, fallback: Locale): Locale => ((LOCALES as readonly string[]).includes(value) ? (value as Locale) : fallback);

/** The mails to send for an address: one per active staff account and one per customer using it. */
export async function forgotPasswordMails(db: Database, emailInput: string, callerLocale: Locale): Promise<MailMessage[]> {
  const email = emailInput.trim().toLowerCase();
  const [staff, buyers] = await Promise.all([
    db
      .select({ username: staffAccounts.username, name: staffAccounts.name, email: staffAccounts.email })
      .from(staffAccounts)
      .where(and(sql`lower(${staffAccounts.email}) = ${email}`, eq(staffAccounts.active, true))),
    db
      .select({ phone: customers.phone, name: customers.name, email: customers.email, language: customers.language })
      .from(customers)
      .where(sql`lower(${customers.email}) = ${email}`)
      .limit(5),
  ]);
  const mails: MailMessage[] = [];
  for (const s of staff) {
    const t = translator(callerLocale);
    mails.push({
      to: s.email,
      subject: t('auth.mail_staff_reset_subject'),
      text: t('auth.mail_staff_reset_text', { name: s.name, username: s.username }),
    });
  }
  for (const c of buyers) {
    const t = translator(asLocale(c.language, callerLocale));
    mails.push({
      to: c.email,
      subject: t('auth.mail_customer_signin_subject'),
      text: t('auth.mail_customer_signin_text', { name: c.name || t('auth.mail_customer_default_name'), phone: maskPhoneNum(c.phone) }),
    });
  }
  return mails;
}
