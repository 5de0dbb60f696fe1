import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPhone, PHONE_COUNTRIES, type PhoneCountryId } from '../../../../core/account/phone';
import { ChevronDownIcon } from '../../../components/icons';
import { contact } from '../../../config/contact';
import { paths } from '../../../config/paths';
import { useLocale, useLocalizedPath } from '../../../hooks/use-locale';
import { ApiRequestError } from '../../../lib/api-client';
import { closeLogin } from '../../../lib/session/login-prompt';
import { signIn } from '../../../lib/session/session-store';
import { requestSmsCode } from '../api/request-sms-code';
import { signInWithCode } from '../api/sign-in-with-code';
import { showAccountNotice } from '../stores/account-notice-store';
import {
  checkCode,
  checkPhone,
  codeFieldValue,
  fieldOfError,
  phoneFieldValue,
  phoneFromSuggestion,
  type LoginField,
} from '../utils/login-form';

export interface PhoneEntry {
  country: PhoneCountryId;
  /** As typed, digits only. */
  digits: string;
}

type Errors = Partial<Record<LoginField, string>>;

export const fieldClass =
  'block min-h-11 w-full rounded-control border bg-surface px-3 text-base text-ink placeholder:text-ink-muted/80 focus:border-brand-700 focus:outline-2 focus:outline-offset-0 focus:outline-brand-700 aria-[invalid=true]:border-danger-700';
export const labelClass = 'mb-1.5 block text-sm font-semibold text-ink';
export const primaryButtonClass =
  'inline-flex min-h-12 w-full items-center justify-center rounded-control bg-brand-700 px-4 text-base font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70';
export const linkButtonClass =
  'rounded-control px-1 py-1 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline';

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
      {children}
    </p>
  );
}

/** The message users see for a failed call: the server's own (already translated), else the client's fallback. */
const messageOf = (error: unknown, fallback: string): string => (error instanceof ApiRequestError ? error.message : fallback);

/**
 * login_view (spec §2.5, §5 Login): country, phone, SMS code with Send / Resend and its countdown,
 * help for a code that did not arrive, the new-account notice, the agreement, Login and forgot
 * password. Request → check → login → signIn; errors show under the field they are about.
 */
export function SmsLoginForm({
  phone,
  onPhoneChange,
  countdown,
  sentTo,
  onSent,
  suggestedPhone,
  onForgotPassword,
}: {
  phone: PhoneEntry;
  onPhoneChange: (phone: PhoneEntry) => void;
  countdown: { seconds: number; start: (retryAfterSeconds?: number) => void };
  /** The phone_num the last code went to (kept by the modal while it stays mounted). */
  sentTo: string | null;
  onSent: (phoneNum: string) => void;
  suggestedPhone: string | null;
  onForgotPassword: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const id = useId();
  const ids = {
    country: `${id}-country`,
    phone: `${id}-phone`,
    phoneError: `${id}-phone-error`,
    code: `${id}-code`,
    codeError: `${id}-code-error`,
    codeStatus: `${id}-code-status`,
    formError: `${id}-form-error`,
  };
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const counting = countdown.seconds > 0;

  // The phone field first, when the modal opens and when coming back from forgot password.
  useEffect(() => phoneRef.current?.focus(), []);

  const focusField = (field: LoginField) => {
    if (field === 'phone') phoneRef.current?.focus();
    if (field === 'code') codeRef.current?.focus();
  };

  const showError = (field: LoginField, message: string) => {
    setErrors({ [field]: message });
    focusField(field);
  };

  const showServerError = (error: unknown) => {
    const field = error instanceof ApiRequestError ? fieldOfError(error.code, error.issues) : 'form';
    showError(field, messageOf(error, t('errors.network')));
  };

  const sendCode = async () => {
    // Spec §5: sending is blocked while the countdown runs.
    if (counting || sending) return;
    const checked = checkPhone(phone.country, phone.digits);
    if (!checked.ok) {
      showError('phone', t(checked.error));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const sent = await requestSmsCode(checked.phoneNum, locale);
      countdown.start(sent.retry_after);
      onSent(sent.phone_num || checked.phoneNum);
      codeRef.current?.focus();
    } catch (error) {
      showServerError(error);
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const checkedPhone = checkPhone(phone.country, phone.digits);
    if (!checkedPhone.ok) {
      showError('phone', t(checkedPhone.error));
      return;
    }
    const checkedCode = checkCode(code);
    if (!checkedCode.ok) {
      showError('code', t(checkedCode.error));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const session = await signInWithCode(checkedPhone.phoneNum, checkedCode.code, locale);
      signIn(session);
      closeLogin();
      showAccountNotice(t('login.logged_in'));
    } catch (error) {
      showServerError(error);
    } finally {
      setSubmitting(false);
    }
  };

  const suggested = suggestedPhone ? phoneFromSuggestion(suggestedPhone) : null;
  const suggestedDisplay = suggested
    ? formatPhone(`${PHONE_COUNTRIES.find((c) => c.id === suggested.country)?.dialCode ?? '1'}${suggested.digits}`)
    : null;
  const sendLabel = sending
    ? t('login.sending')
    : counting
      ? t('login.resend_in', { seconds: countdown.seconds })
      : sentTo
        ? t('login.resend_code')
        : t('login.send_code');

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {suggestedDisplay ? (
        <p className="rounded-control bg-brand-50 px-3 py-2.5 text-sm font-medium text-brand-900">
          {t('login.log_in_with', { phone: suggestedDisplay })}
        </p>
      ) : null}

      <div>
        <div className="grid grid-cols-[minmax(0,9.5rem)_minmax(0,1fr)] gap-x-2">
          <label htmlFor={ids.country} className={labelClass}>
            {t('login.country_label')}
          </label>
          <label htmlFor={ids.phone} className={labelClass}>
            {t('login.phone_label')}
          </label>
          <span className="relative">
            <select
              id={ids.country}
              value={phone.country}
              onChange={(event) => onPhoneChange({ ...phone, country: event.target.value as PhoneCountryId })}
              className={clsx(fieldClass, 'appearance-none truncate border-line-strong pr-8')}
            >
              {PHONE_COUNTRIES.map((country) => (
                <option key={country.id} value={country.id}>
                  {t('login.country_option', { country: t(`login.countries.${country.id}`), dial: country.dialCode })}
                </option>
              ))}
            </select>
            <ChevronDownIcon
              width={16}
              height={16}
              className="pointer-events-none absolute top-1/2 right-2.5 -translate-y-1/2 text-ink-muted"
            />
          </span>
          <input
            ref={phoneRef}
            id={ids.phone}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={t('login.phone_placeholder')}
            value={phone.digits}
            onChange={(event) => {
              onPhoneChange({ ...phone, digits: phoneFieldValue(event.target.value) });
              if (errors.phone) setErrors({ ...errors, phone: undefined });
            }}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={errors.phone ? ids.phoneError : undefined}
            className={clsx(fieldClass, 'border-line-strong')}
          />
        </div>
        {errors.phone ? <FieldError id={ids.phoneError}>{errors.phone}</FieldError> : null}
      </div>

      <div>
        <label htmlFor={ids.code} className={labelClass}>
          {t('login.code_label')}
        </label>
        <div className="flex gap-2">
          <input
            ref={codeRef}
            id={ids.code}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('login.code_placeholder')}
            value={code}
            onChange={(event) => {
              setCode(codeFieldValue(event.target.value));
              if (errors.code) setErrors({ ...errors, code: undefined });
            }}
            aria-invalid={errors.code ? true : undefined}
            aria-describedby={clsx(errors.code && ids.codeError, sentTo && ids.codeStatus) || undefined}
            className={clsx(fieldClass, 'min-w-0 flex-1 border-line-strong tracking-widest')}
          />
          <button
            type="button"
            onClick={() => void sendCode()}
            aria-disabled={counting || sending ? true : undefined}
            className={clsx(
              'inline-flex min-h-11 shrink-0 items-center justify-center rounded-control border px-3 text-sm font-semibold whitespace-nowrap tabular-nums',
              counting || sending
                ? 'cursor-not-allowed border-line bg-canvas text-ink-muted'
                : 'border-brand-700 bg-surface text-brand-800 hover:bg-brand-50',
            )}
          >
            {sendLabel}
          </button>
        </div>
        {errors.code ? <FieldError id={ids.codeError}>{errors.code}</FieldError> : null}
        <p id={ids.codeStatus} role="status" className="mt-1.5 text-sm text-ink-muted empty:hidden">
          {sentTo ? t('login.code_sent', { phone: formatPhone(sentTo) }) : null}
        </p>
        <details className="group mt-2 text-sm">
          <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded-control py-1 font-semibold text-brand-800 hover:underline [&::-webkit-details-marker]:hidden">
            {t('login.no_code_summary')}
            <ChevronDownIcon width={16} height={16} className="transition-transform group-open:rotate-180" />
          </summary>
          <ul className="mt-1.5 flex list-disc flex-col gap-1 pl-5 text-ink-muted">
            <li>{t('login.no_code_check_number')}</li>
            <li>{t('login.no_code_wait')}</li>
            <li>
              <Trans
                i18nKey="login.no_code_call"
                values={{ phone: contact.phone }}
                components={{ phone: <a href={contact.phoneHref} className="font-semibold whitespace-nowrap text-brand-800 underline" /> }}
              />
            </li>
          </ul>
        </details>
      </div>

      <p className="text-sm text-ink-muted">{t('login.new_account_notice')}</p>

      {errors.form ? <FieldError id={ids.formError}>{errors.form}</FieldError> : null}

      <button type="submit" disabled={submitting} className={primaryButtonClass}>
        {submitting ? t('login.submitting') : t('login.submit')}
      </button>

      <p className="text-xs leading-relaxed text-ink-muted">
        <Trans
          i18nKey="login.agreement"
          components={{
            terms: <Link to={localized(paths.termsOfService)} onClick={closeLogin} className="font-semibold text-brand-800 underline" />,
            privacy: <Link to={localized(paths.privacyPolicy)} onClick={closeLogin} className="font-semibold text-brand-800 underline" />,
          }}
        />
      </p>

      <div className="-mt-2 text-center">
        <button type="button" onClick={onForgotPassword} className={linkButtonClass}>
          {t('login.forgot_password')}
        </button>
      </div>
    </form>
  );
}
