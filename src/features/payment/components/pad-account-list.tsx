import clsx from 'clsx';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PadAccount } from '../../../../core/schemas/payment';
import { PlusIcon } from '../../../components/icons';
import { usePadMethods } from '../api/pad';
import { errorMessage } from '../../../lib/request-parsed';
import { PadBindingDialog } from './pad-binding-dialog';
import { FormError } from './payment-ui';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';

/**
 * The PAD payment card group (spec §2.8): bound bank accounts with their binding state. Only a
 * verified account can pay; one being verified says 'binding in progress (up to 48 hours)', a
 * refused one 'Card binding failed'. 'Add bank account' opens the PAD binding dialog.
 */
export function PadAccountList({ value, onChange }: { value: number | null; onChange: (accountId: number | null) => void }) {
  const { t } = useTranslation();
  const methods = usePadMethods();
  const groupName = useId();
  const [binding, setBinding] = useState(false);
  const accounts = methods.data?.accounts;

  useEffect(() => {
    if (!accounts) return;
    const usable = accounts.filter((a) => a.status === 'verified');
    if (usable.length === 0) {
      if (value !== null) onChange(null);
    } else if (value === null || !usable.some((a) => a.id === value)) {
      onChange(usable[0]!.id);
    }
  }, [accounts, value, onChange]);

  if (methods.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-2 text-sm text-ink-muted">
        <Spinner />
        {t('pad.ui.loading')}
      </p>
    );
  }
  if (methods.isError) {
    return (
      <div className="flex flex-col items-start gap-2">
        <FormError>{errorMessage(methods.error, t('payment.ui.errors.generic'))}</FormError>
        <button type="button" className={buttonStyles.quiet} onClick={() => void methods.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      {accounts!.length === 0 ? (
        <div className="rounded-control border border-dashed border-line-strong bg-canvas px-4 py-4">
          <p className="text-sm font-medium text-ink">{t('pad.ui.empty')}</p>
          <p className="mt-1 text-xs text-ink-muted">{t('pad.ui.empty_hint')}</p>
        </div>
      ) : (
        <div role="radiogroup" aria-label={t('pad.ui.list_label')} className="flex flex-col gap-2">
          {accounts!.map((account) => (
            <PadAccountRow
              key={account.id}
              account={account}
              name={groupName}
              checked={account.id === value}
              onSelect={() => onChange(account.id)}
            />
          ))}
        </div>
      )}
      <div>
        <button type="button" className={buttonStyles.outline} onClick={() => setBinding(true)}>
          <PlusIcon width={18} height={18} />
          {t('pad.ui.add')}
        </button>
      </div>
      <PadBindingDialog
        open={binding}
        onOpenChange={setBinding}
        onBound={(account) => {
          if (account?.status === 'verified') onChange(account.id);
        }}
      />
    </div>
  );
}

export function PadStatusBadge({ status }: { status: PadAccount['status'] }) {
  const { t } = useTranslation();
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        status === 'verified' && 'bg-brand-50 text-brand-800',
        status === 'pending' && 'bg-warning-50 text-warning-800',
        status === 'failed' && 'bg-danger-50 text-danger-700',
      )}
    >
      {t(`pad.ui.status.${status}`)}
    </span>
  );
}

function PadAccountRow({
  account,
  name,
  checked,
  onSelect,
}: {
  account: PadAccount;
  name: string;
  checked: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const usable = account.status === 'verified';
  const hintId = useId();
  return (
    <label
      className={clsx(
        'flex min-h-12 items-center gap-3 rounded-control border px-3 py-2',
        checked ? 'border-brand-700 bg-brand-50' : 'border-line bg-surface',
        usable ? 'cursor-pointer' : 'cursor-not-allowed',
      )}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        disabled={!usable}
        aria-describedby={hintId}
        onChange={onSelect}
        className="size-4 shrink-0 accent-brand-700"
      />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className={clsx('font-semibold', usable ? 'text-ink' : 'text-ink-muted')}>
            {t('pad.ui.account_named', { institution: account.institution_number, last4: account.account_last4 })}
          </span>
          <PadStatusBadge status={account.status} />
        </span>
        <span id={hintId} className="text-xs text-ink-muted">
          {account.status === 'pending'
            ? t('pad.ui.status.pending_hint')
            : account.status === 'failed'
              ? t('pad.ui.status.failed_hint')
              : t('pad.ui.account_holder', { name: account.holder_name, transit: account.transit_number })}
        </span>
      </span>
    </label>
  );
}
