import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PadAccount, PadBankFields } from '../../../../core/schemas/payment';
import { AlertIcon, BookIcon, CheckIcon, ClockIcon, ExternalLinkIcon } from '../../../components/icons';
import { useLocale } from '../../../hooks/use-locale';
import { ApiRequestError } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session/session-store';
import { usePaymentConfig } from '../api/get-payment-config';
import { acceptPadStatement, applyByCheque, checkCheque, padMethodsQueryKey, usePadStatement } from '../api/pad';
import { errorMessage } from '../../../lib/request-parsed';
import { connectOnlineBankWithStripe, connectSandboxBank } from '../utils/online-bank';
import { readAsDataUrl } from '../../../lib/read-as-data-url';
import { checkChequeFile, type ChequeFileProblem } from '../utils/cheque-image';
import {
  cleanPadInput,
  emptyPadForm,
  PAD_FIELDS,
  PAD_MAX_DIGITS,
  validatePadForm,
  type PadField,
  type PadFieldErrors,
  type PadFormValues,
} from '../utils/pad-form';
import { ChequeTemplate } from './cheque-template';
import { FormError, PaymentDialog } from './payment-ui';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';

type Step =
  | { kind: 'choose' }
  | { kind: 'cheque' }
  | { kind: 'agreement'; method: 'cheque'; fields: PadBankFields; image: string }
  | { kind: 'agreement'; method: 'online' }
  /** The sandbox's stand-in for the bank's own sign-in page. */
  | { kind: 'sandbox-bank' }
  | { kind: 'notice'; account: PadAccount | null };

/**
 * PAD binding (spec §2.8, §5 PAD bank form): upload a cheque or connect an online bank, read and
 * accept the PAD agreement ('next time' leaves without binding), then the binding notice: the
 * account is verified within 48 hours.
 */
export function PadBindingDialog({
  open,
  onOpenChange,
  onBound,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onBound?: (account: PadAccount | null) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const change = (next: boolean) => {
    onOpenChange(next);
    // Opening again starts from the choice.
    if (!next) setStep({ kind: 'choose' });
  };
  const titles: Record<Step['kind'], string> = {
    choose: t('pad.ui.title'),
    cheque: t('pad.ui.cheque.title'),
    agreement: t('pad.ui.agreement.title'),
    'sandbox-bank': t('pad.ui.sandbox_bank.title'),
    notice: t('pad.ui.notice.title'),
  };
  return (
    <PaymentDialog open={open} onOpenChange={change} closable={!busy} size={step.kind === 'cheque' ? 'lg' : 'md'} title={titles[step.kind]}>
      {open ? (
        <PadBindingSteps
          step={step}
          setStep={setStep}
          setBusy={setBusy}
          onClose={() => change(false)}
          onBound={(account) => {
            setStep({ kind: 'notice', account });
            onBound?.(account);
          }}
        />
      ) : null}
    </PaymentDialog>
  );
}

function PadBindingSteps({
  step,
  setStep,
  setBusy,
  onClose,
  onBound,
}: {
  step: Step;
  setStep: (step: Step) => void;
  setBusy: (busy: boolean) => void;
  onClose: () => void;
  onBound: (account: PadAccount | null) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  switch (step.kind) {
    case 'choose':
      return <ChooseMethod onCheque={() => setStep({ kind: 'cheque' })} onOnline={() => setStep({ kind: 'agreement', method: 'online' })} />;
    case 'cheque':
      return (
        <BankForm
          withCheque
          setBusy={setBusy}
          onBack={() => setStep({ kind: 'choose' })}
          submitLabel={t('pad.ui.actions.next')}
          onSubmit={async (fields, image) => {
            await checkCheque(fields, locale);
            setStep({ kind: 'agreement', method: 'cheque', fields, image: image! });
          }}
        />
      );
    case 'sandbox-bank':
      return (
        <BankForm
          withCheque={false}
          setBusy={setBusy}
          onBack={onClose}
          backLabel={t('pad.ui.actions.next_time')}
          submitLabel={t('pad.ui.sandbox_bank.connect')}
          intro={t('pad.ui.sandbox_bank.notice')}
          onSubmit={async (fields) => {
            const account = await connectSandboxBank(fields, locale);
            await queryClient.invalidateQueries({ queryKey: padMethodsQueryKey(sessionStore.getState().user?.cid ?? 0) });
            onBound(account);
          }}
        />
      );
    case 'agreement':
      return (
        <Agreement step={step} setBusy={setBusy} onNextTime={onClose} onBound={onBound} onSandboxBank={() => setStep({ kind: 'sandbox-bank' })} />
      );
    case 'notice':
      return <BindingNotice account={step.account} onDone={onClose} />;
  }
}

function ChooseMethod({ onCheque, onOnline }: { onCheque: () => void; onOnline: () => void }) {
  const { t } = useTranslation();
  const option = (icon: React.ReactNode, title: string, text: string, onClick: () => void) => (
    <li>
      <button
        type="button"
        onClick={onClick}
        className="flex w-full items-start gap-3 rounded-card border border-line bg-surface p-4 text-left hover:border-brand-700 hover:bg-brand-50"
      >
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">{icon}</span>
        <span className="min-w-0">
          <span className="block font-semibold text-ink">{title}</span>
          <span className="mt-0.5 block text-sm text-ink-muted">{text}</span>
        </span>
      </button>
    </li>
  );
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink">{t('pad.ui.choose_lead')}</p>
      <ul className="flex flex-col gap-3">
        {option(<BookIcon width={20} height={20} />, t('pad.ui.upload_cheque'), t('pad.ui.upload_cheque_text'), onCheque)}
        {option(<ExternalLinkIcon width={20} height={20} />, t('pad.ui.connect_bank'), t('pad.ui.connect_bank_text'), onOnline)}
      </ul>
      <p className="flex items-start gap-2 rounded-control bg-warning-50 px-3 py-2.5 text-xs text-warning-800">
        <AlertIcon width={16} height={16} className="mt-0.5 shrink-0" />
        {t('pad.ui.canadian_only')}
      </p>
    </div>
  );
}

const FILE_PROBLEM_KEYS: Record<ChequeFileProblem | 'missing', 'pad.ui.errors.image_type' | 'pad.ui.errors.image_size' | 'pad.ui.errors.image_missing'> = {
  type: 'pad.ui.errors.image_type',
  size: 'pad.ui.errors.image_size',
  empty: 'pad.ui.errors.image_missing',
  missing: 'pad.ui.errors.image_missing',
};

/**
 * The bank numbers form: with the cheque template and the cheque photo for 'upload a cheque', or
 * alone as the sandbox's bank sign-in. `onSubmit` errors show under their fields or above the buttons.
 */
function BankForm({
  withCheque,
  setBusy,
  onBack,
  backLabel,
  submitLabel,
  intro,
  onSubmit,
}: {
  withCheque: boolean;
  setBusy: (busy: boolean) => void;
  onBack: () => void;
  backLabel?: string;
  submitLabel: string;
  intro?: string;
  onSubmit: (fields: PadBankFields, image: string | null) => Promise<void>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<PadFormValues>(emptyPadForm);
  const [errors, setErrors] = useState<Partial<Record<PadField, string>>>({});
  const [focused, setFocused] = useState<PadField | null>(null);
  const [image, setImage] = useState<{ name: string; dataUrl: string } | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const fieldId = (field: PadField) => `${id}-${field}`;
  const imageId = `${id}-image`;

  const labels: Record<PadField, string> = {
    institution_number: t('pad.ui.fields.institution'),
    transit_number: t('pad.ui.fields.transit'),
    account_number: t('pad.ui.fields.account'),
    holder_name: t('pad.ui.fields.holder'),
  };
  const hints: Record<PadField, string> = {
    institution_number: t('pad.ui.fields.institution_hint'),
    transit_number: t('pad.ui.fields.transit_hint'),
    account_number: t('pad.ui.fields.account_hint'),
    holder_name: t('pad.ui.fields.holder_hint'),
  };
  const messageOf = (errs: PadFieldErrors): Partial<Record<PadField, string>> =>
    Object.fromEntries(Object.entries(errs).map(([field, key]) => [field, t(`pad.ui.errors.${key}` as 'pad.ui.errors.number_required')]));

  const pickFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setImageError(null);
    if (!file) return;
    const problem = checkChequeFile(file);
    if (problem) {
      setImage(null);
      setImageError(t(FILE_PROBLEM_KEYS[problem]));
      event.target.value = '';
      return;
    }
    try {
      setImage({ name: file.name, dataUrl: await readAsDataUrl(file) });
    } catch {
      setImageError(t('pad.ui.errors.image_read'));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    setFormError(null);
    const result = validatePadForm(values);
    const fieldErrors = result.ok ? {} : messageOf(result.errors);
    const missingImage = !withCheque || image ? null : t(FILE_PROBLEM_KEYS.missing);
    setErrors(fieldErrors);
    if (withCheque) setImageError(missingImage ?? imageError);
    const first = PAD_FIELDS.find((field) => fieldErrors[field]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    if (!result.ok) return;
    if (withCheque && !image) {
      fileRef.current?.focus();
      return;
    }
    setChecking(true);
    setBusy(true);
    try {
      await onSubmit(result.fields, image?.dataUrl ?? null);
    } catch (error) {
      if (error instanceof ApiRequestError && error.issues?.length) {
        const mapped: Partial<Record<PadField, string>> = {};
        const other: string[] = [];
        for (const issue of error.issues) {
          const field = issue.path.replace(/^body\./, '').split('.')[0] as PadField;
          if ((PAD_FIELDS as readonly string[]).includes(field)) mapped[field] ??= issue.message;
          else other.push(issue.message);
        }
        setErrors(mapped);
        setFormError(other.length ? other.join(' ') : Object.keys(mapped).length ? null : error.message);
      } else {
        setFormError(errorMessage(error, t('pad.ui.errors.binding_failed')));
      }
    } finally {
      setChecking(false);
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-busy={checking} className="flex flex-col gap-5">
      {intro ? (
        <p className="rounded-control border border-dashed border-brand-300 bg-brand-50 px-3 py-2 text-xs text-brand-900">{intro}</p>
      ) : null}
      <div className="flex flex-col gap-5">
        {withCheque ? <ChequeTemplate highlight={focused} /> : null}
        <div className={clsx('grid gap-4', withCheque && 'sm:grid-cols-2')}>
          {PAD_FIELDS.map((field) => (
            <TextField
              key={field}
              id={fieldId(field)}
              label={labels[field]}
              hint={hints[field]}
              error={errors[field]}
              value={values[field]}
              inputMode={field === 'holder_name' ? 'text' : 'numeric'}
              autoComplete={field === 'holder_name' ? 'name' : 'off'}
              maxLength={field === 'holder_name' ? 80 : PAD_MAX_DIGITS[field]}
              onFocus={() => setFocused(field)}
              onBlur={() => setFocused(null)}
              onChange={(e) => {
                const value = cleanPadInput(field, e.target.value);
                setValues((v) => ({ ...v, [field]: value }));
                setErrors((er) => ({ ...er, [field]: undefined }));
              }}
            />
          ))}
        </div>
      </div>
      {withCheque ? (
        <div>
          <span id={`${imageId}-label`} className="mb-1.5 block text-sm font-semibold text-ink">
            {t('pad.ui.image.label')}
          </span>
          <div
            className={clsx(
              'flex flex-col gap-3 rounded-control border border-dashed p-3 sm:flex-row sm:items-center',
              imageError ? 'border-danger-700' : 'border-line-strong',
            )}
          >
            {image ? (
              <img src={image.dataUrl} alt={t('pad.ui.image.preview_alt')} className="h-20 w-auto max-w-40 rounded-md border border-line object-contain" />
            ) : null}
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <input
                ref={fileRef}
                id={imageId}
                type="file"
                accept=".png,.jpg,.jpeg,image/png,image/jpeg"
                aria-labelledby={`${imageId}-label`}
                aria-describedby={`${imageId}-hint${imageError ? ` ${imageId}-error` : ''}`}
                aria-invalid={imageError ? true : undefined}
                onChange={(e) => void pickFile(e)}
                className="block w-full text-sm text-ink file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-control file:border file:border-brand-700 file:bg-surface file:px-3 file:font-semibold file:text-brand-800 hover:file:bg-brand-50"
              />
              <p id={`${imageId}-hint`} className="text-xs text-ink-muted">
                {image ? t('pad.ui.image.chosen', { name: image.name }) : t('pad.ui.image.hint')}
              </p>
            </div>
          </div>
          {imageError ? (
            <p id={`${imageId}-error`} role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
              {imageError}
            </p>
          ) : null}
        </div>
      ) : null}
      {formError ? <FormError>{formError}</FormError> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <button type="button" className={buttonStyles.secondary} onClick={onBack} disabled={checking}>
          {backLabel ?? t('pad.ui.actions.back')}
        </button>
        <button type="submit" className={buttonStyles.primary} disabled={checking} aria-busy={checking}>
          {checking ? <Spinner light /> : null}
          {checking ? t('pad.ui.actions.checking') : submitLabel}
        </button>
      </div>
    </form>
  );
}

/** The PAD agreement (create_pad_statement) with the authorization checkbox, 'next time' and 'accept'. */
function Agreement({
  step,
  setBusy,
  onNextTime,
  onBound,
  onSandboxBank,
}: {
  step: Extract<Step, { kind: 'agreement' }>;
  setBusy: (busy: boolean) => void;
  onNextTime: () => void;
  onBound: (account: PadAccount | null) => void;
  onSandboxBank: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const queryClient = useQueryClient();
  const statement = usePadStatement(true);
  const config = usePaymentConfig();
  const [checked, setChecked] = useState(false);
  const [checkError, setCheckError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  const accept = async () => {
    if (working) return;
    setError(null);
    if (!checked) {
      setCheckError(t('pad.ui.errors.accept_required'));
      document.getElementById(`${id}-accept`)?.focus();
      return;
    }
    setWorking(true);
    setBusy(true);
    try {
      await acceptPadStatement(locale);
      let account: PadAccount | null;
      if (step.method === 'cheque') {
        account = await applyByCheque({ ...step.fields, cheque_image: step.image, accept: true }, locale);
      } else {
        const cfg = config.data ?? (await config.refetch()).data;
        if (!cfg) throw new Error('no payment config');
        if (cfg.provider === 'sandbox') {
          onSandboxBank();
          return;
        }
        const user = sessionStore.getState().user;
        account = await connectOnlineBankWithStripe(cfg, { name: user?.name || user?.username || '', email: user?.email ?? '' }, locale);
      }
      await queryClient.invalidateQueries({ queryKey: padMethodsQueryKey(sessionStore.getState().user?.cid ?? 0) });
      onBound(account);
    } catch (caught) {
      setError(caught instanceof Error && caught.name === 'OnlineBankCancelled' ? t('pad.ui.errors.online_cancelled') : caught instanceof Error && caught.name === 'StripeUnavailableError' ? t('payment.ui.errors.stripe_unavailable') : errorMessage(caught, t('pad.ui.errors.binding_failed')));
    } finally {
      setWorking(false);
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      {statement.isPending ? (
        <p role="status" className="flex items-center gap-2 py-6 text-sm text-ink-muted">
          <Spinner />
          {t('pad.ui.agreement.loading')}
        </p>
      ) : statement.isError ? (
        <div className="flex flex-col items-start gap-2">
          <FormError>{errorMessage(statement.error, t('payment.ui.errors.generic'))}</FormError>
          <button type="button" className={buttonStyles.quiet} onClick={() => void statement.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <section
          aria-labelledby={`${id}-title`}
          tabIndex={0}
          className="max-h-[40dvh] overflow-y-auto rounded-control border border-line bg-canvas px-4 py-3 text-sm leading-relaxed text-ink"
        >
          <h3 id={`${id}-title`} className="font-bold">
            {statement.data.title}
          </h3>
          {statement.data.paragraphs.map((paragraph, index) => (
            <p key={index} className="mt-2">
              {paragraph}
            </p>
          ))}
        </section>
      )}
      {step.method === 'online' ? <p className="text-sm text-ink-muted">{t('pad.ui.agreement.online_next')}</p> : null}
      <div>
        <label className="flex cursor-pointer items-start gap-3 text-sm text-ink">
          <input
            id={`${id}-accept`}
            type="checkbox"
            checked={checked}
            aria-invalid={checkError ? true : undefined}
            aria-describedby={checkError ? `${id}-accept-error` : undefined}
            onChange={(e) => {
              setChecked(e.target.checked);
              setCheckError(null);
            }}
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
          />
          <span>{t('pad.ui.agreement.authorize')}</span>
        </label>
        {checkError ? (
          <p id={`${id}-accept-error`} role="alert" className="mt-1.5 text-sm font-medium text-danger-700">
            {checkError}
          </p>
        ) : null}
      </div>
      {error ? <FormError>{error}</FormError> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonStyles.secondary} onClick={onNextTime} disabled={working}>
          {t('pad.ui.actions.next_time')}
        </button>
        <button
          type="button"
          className={buttonStyles.primary}
          onClick={() => void accept()}
          disabled={working || !statement.isSuccess}
          aria-busy={working}
        >
          {working ? <Spinner light /> : null}
          {working ? t('pad.ui.actions.binding') : t('pad.ui.actions.accept')}
        </button>
      </div>
    </div>
  );
}

/** The binding notice: verification takes up to 48 hours; 'Card binding failed' when it already failed. */
function BindingNotice({ account, onDone }: { account: PadAccount | null; onDone: () => void }) {
  const { t } = useTranslation();
  const failed = account?.status === 'failed';
  const verified = account?.status === 'verified';
  return (
    <div className="flex flex-col items-center gap-3 py-2 text-center">
      <span
        className={clsx(
          'grid size-14 place-items-center rounded-full',
          failed ? 'bg-danger-50 text-danger-700' : 'bg-brand-50 text-brand-700',
        )}
      >
        {failed ? <AlertIcon width={28} height={28} /> : verified ? <CheckIcon width={28} height={28} /> : <ClockIcon width={28} height={28} />}
      </span>
      <p role="status" className="text-lg font-bold text-ink">
        {failed ? t('pad.ui.status.failed') : verified ? t('pad.ui.notice.verified') : t('pad.ui.status.pending')}
      </p>
      <p className="max-w-sm text-sm text-ink-muted">
        {failed ? t('pad.ui.notice.failed_text') : verified ? t('pad.ui.notice.verified_text') : t('pad.ui.notice.pending_text')}
      </p>
      {account ? (
        <p className="text-sm text-ink">
          {t('pad.ui.account_named', { institution: account.institution_number, last4: account.account_last4 })}
        </p>
      ) : null}
      <button type="button" className={clsx(buttonStyles.primary, 'mt-2 min-w-32')} onClick={onDone}>
        {t('pad.ui.actions.done')}
      </button>
    </div>
  );
}
