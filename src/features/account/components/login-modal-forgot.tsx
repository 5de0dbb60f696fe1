import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MailIcon } from '../../../components/icons';
import { useLocale } from '../../../hooks/use-locale';
import { ApiRequestError } from '../../../lib/api-client';
import { sendPasswordReset } from '../api/forgot-password';
import { FORGOT_PASSWORD_DELAY_MS } from '../utils/login-form';
import { FieldError, fieldClass, labelClass, linkButtonClass, primaryButtonClass } from './login-modal-sms-form';

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * forgot_password_view (spec §2.5, §5 Forgot password): an e-mail, Continue and Back to login. An
 * empty e-mail does nothing; the send waits 3 s first, as the spec's simulated send does.
 */
export function ForgotPasswordView({
  email,
  onEmailChange,
  onSent,
  onBack,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onSent: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => inputRef.current?.focus(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed || busy) return;
    setError(null);
    setBusy(true);
    try {
      await wait(FORGOT_PASSWORD_DELAY_MS);
      await sendPasswordReset(trimmed, locale);
      onSent();
    } catch (failure) {
      // A refused address gets the server's reason; anything else is the spec's 'Something error!'.
      const invalid = failure instanceof ApiRequestError && failure.status === 400;
      setError(invalid ? failure.message : t('login.forgot_failed'));
      inputRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <Dialog.Description className="text-sm text-ink-muted">{t('login.forgot_body')}</Dialog.Description>
      <div>
        <label htmlFor={`${id}-email`} className={labelClass}>
          {t('login.email_label')}
        </label>
        <input
          ref={inputRef}
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={clsx(fieldClass, 'border-line-strong')}
        />
        {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      </div>
      <button type="submit" disabled={busy} aria-busy={busy} className={primaryButtonClass}>
        {busy ? t('login.sending') : t('login.continue')}
      </button>
      <div className="text-center">
        <button type="button" onClick={onBack} className={linkButtonClass}>
          {t('login.back_to_login')}
        </button>
      </div>
    </form>
  );
}

/** email_sent_view: 'We almost finished', check your e-mail, Go back. */
export function EmailSentView({ email, onBack }: { email: string; onBack: () => void }) {
  const { t } = useTranslation();
  const backRef = useRef<HTMLButtonElement>(null);
  useEffect(() => backRef.current?.focus(), []);
  return (
    <div className="flex flex-col items-center gap-4 py-2 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
        <MailIcon width={28} height={28} />
      </span>
      <Dialog.Description className="text-sm text-ink">{t('login.sent_body', { email: email.trim() })}</Dialog.Description>
      <button ref={backRef} type="button" onClick={onBack} className={primaryButtonClass}>
        {t('login.go_back')}
      </button>
    </div>
  );
}
