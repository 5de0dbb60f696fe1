import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-client';
import { useCreateArrivalReminder } from '../api/create-arrival-reminder';
import { hasReminderErrors, validateReminder, type ReminderErrors } from '../utils/reminder-form';
import { BellIcon } from '../../../components/icons';

const inputClass =
  'w-full rounded-control border bg-surface px-3 py-2.5 text-base text-ink placeholder:text-ink-muted/80 focus:border-brand-700 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700 aria-[invalid=true]:border-danger-700';

/**
 * Spec §2.8 / §5: an out-of-stock product's arrival reminder — phone and e-mail, both required, the
 * e-mail well formed; "submit successfully" or "submit failure" afterwards.
 */
export function ArrivalReminderForm({ shopId, productId }: { shopId: number; productId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<ReminderErrors>({});
  const phoneInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const reminder = useCreateArrivalReminder();

  // The server's per-field messages (same texts) when it refuses what the form let through.
  const serverIssues = reminder.error instanceof ApiRequestError ? (reminder.error.issues ?? []) : [];
  const serverMessage = (field: 'phone' | 'email') => serverIssues.find((i) => i.path === `body.${field}`)?.message;
  const phoneError = errors.phone ? t(errors.phone) : serverMessage('phone');
  const emailError = errors.email ? t(errors.email) : serverMessage('email');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateReminder({ phone, email });
    setErrors(found);
    if (hasReminderErrors(found)) {
      (found.phone ? phoneInput : emailInput).current?.focus();
      reminder.reset();
      return;
    }
    reminder.mutate(
      { shopId, productId, phone: phone.trim(), email: email.trim() },
      {
        onSuccess: () => {
          setPhone('');
          setEmail('');
        },
      },
    );
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-card border border-line bg-canvas p-4 sm:p-5">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-base font-semibold text-ink">
        <BellIcon className="text-brand-700" />
        {t('product.reminder.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('product.reminder.intro')}</p>
      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-phone`} className="text-sm font-medium text-ink">
            {t('product.reminder.phone')}
          </label>
          <input
            ref={phoneInput}
            id={`${id}-phone`}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            onChange={(e) => {
              setPhone(e.target.value);
              setErrors((prev) => ({ ...prev, phone: undefined }));
            }}
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={phoneError ? `${id}-phone-error` : undefined}
            placeholder={t('product.reminder.phone_placeholder')}
            className={inputClass}
          />
          {phoneError ? (
            <p id={`${id}-phone-error`} className="text-sm text-danger-700">
              {phoneError}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-email`} className="text-sm font-medium text-ink">
            {t('product.reminder.email')}
          </label>
          <input
            ref={emailInput}
            id={`${id}-email`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setErrors((prev) => ({ ...prev, email: undefined }));
            }}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${id}-email-error` : undefined}
            placeholder={t('product.reminder.email_placeholder')}
            className={inputClass}
          />
          {emailError ? (
            <p id={`${id}-email-error`} className="text-sm text-danger-700">
              {emailError}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-2 sm:col-span-2 sm:flex-row sm:items-center">
          <button
            type="submit"
            disabled={reminder.isPending}
            className="inline-flex items-center justify-center rounded-control bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {reminder.isPending ? t('product.reminder.submitting') : t('product.reminder.submit')}
          </button>
          <div aria-live="polite" className="text-sm">
            {reminder.isSuccess ? (
              <p role="status" className="font-medium text-brand-800">
                {t('product.reminder.submitted')}
              </p>
            ) : null}
            {reminder.isError && serverIssues.length === 0 ? (
              <p role="alert" className="text-danger-700">
                {t('product.reminder.failed')}
                {reminder.error instanceof ApiRequestError ? `: ${reminder.error.message}` : null}
              </p>
            ) : null}
          </div>
        </div>
      </form>
    </section>
  );
}
