import clsx from 'clsx';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClaimableLine, OrderClaims } from '../../../../core/schemas/claims';
import type { PaymentType } from '../../../../core/checkout/order-totals';
import type { ClaimView } from '../../../../core/schemas/fulfilment';
import { ErrorNotice } from '../../../components/error-notice';
import { AlertIcon } from '../../../components/icons';
import { OrderCard } from '../../../components/order/order-card';
import { StatusBadge } from '../../../components/order/status-badge';
import { buttonStyles } from '../../../components/ui/button-styles';
import { useLocale } from '../../../hooks/use-locale';
import { formatDateTime } from '../../../lib/format-date';
import { formatPrice } from '../../../lib/format-price';
import { useOrderClaims } from '../api/get-order-claims';
import { claimTone } from '../utils/claim-tone';
import { StoredPhoto } from '../../../components/stored-photo';
import { ReportProblemDialog } from './report-problem-dialog';

/**
 * The buyer's claims on a delivered order (spec §9), on the order detail: each delivered line with
 * "Report a problem" while its window is open (fresh 24 hours, dry goods 15 days; the server says
 * why when it is not), and every report with its decision.
 */
export function OrderClaimsPanel({ orderId, paymentType, className }: { orderId: number; paymentType: PaymentType; className?: string }) {
  const { t } = useTranslation();
  const claims = useOrderClaims(orderId);
  const [line, setLine] = useState<ClaimableLine | null>(null);
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  if (claims.isPending) return null;
  if (claims.isError) return <ErrorNotice error={claims.error} title={t('claims.buyer.load_failed')} onRetry={() => void claims.refetch()} className={className} />;
  const data = claims.data;
  if (data.lines.length === 0 && data.claims.length === 0) return null;

  return (
    <OrderCard title={t('claims.buyer.title')} className={className} landmark>
      <p className="border-b border-line px-4 py-3 text-sm text-ink-muted sm:px-5">{t('claims.buyer.lead')}</p>
      <ul className="divide-y divide-line">
        {data.lines.map((l) => (
          <ClaimableLineRow
            key={l.line_id}
            line={l}
            onReport={(button) => {
              opener.current = button;
              setSent(false);
              setLine(l);
              setOpen(true);
            }}
          />
        ))}
      </ul>
      <p role="status" className={sent ? 'border-t border-line bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800 sm:px-5' : 'sr-only'}>
        {sent ? t('claims.buyer.sent') : ''}
      </p>
      {data.claims.length > 0 ? <ClaimList data={data} offline={paymentType === 'cash' || paymentType === 'pay_later'} /> : null}
      <ReportProblemDialog
        orderId={orderId}
        line={line}
        open={open}
        onOpenChange={setOpen}
        returnFocusTo={opener}
        onSent={() => {
          setOpen(false);
          setSent(true);
        }}
      />
    </OrderCard>
  );
}

function ClaimableLineRow({ line, onReport }: { line: ClaimableLine; onReport: (button: HTMLElement) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5">
      <div className="min-w-0 text-sm">
        <p className="font-medium break-words text-ink">{line.name}</p>
        <p className="text-ink-muted">
          {t('claims.buyer.delivered', { count: line.delivered_qty })}
          {line.claimed_qty > 0 ? ` · ${t('claims.buyer.claimed', { count: line.claimed_qty })}` : ''}
        </p>
        {line.refusal ? (
          <p className="mt-0.5 text-xs text-ink-muted">{line.refusal}</p>
        ) : line.deadline ? (
          <p className="mt-0.5 text-xs text-ink-muted">{t('claims.buyer.until', { time: formatDateTime(line.deadline, locale) })}</p>
        ) : null}
      </div>
      {line.refusal ? null : (
        <button type="button" onClick={(event) => onReport(event.currentTarget)} className={clsx(buttonStyles.outline, 'shrink-0 self-start sm:self-center')} aria-label={t('claims.buyer.report_line', { name: line.name })}>
          <AlertIcon width={16} height={16} />
          {t('claims.buyer.report')}
        </button>
      )}
    </li>
  );
}

function ClaimList({ data, offline }: { data: OrderClaims; offline: boolean }) {
  const { t } = useTranslation();
  const names = new Map(data.lines.map((l) => [l.line_id, l.name]));
  return (
    <section aria-labelledby="order-claims-list" className="border-t border-line">
      <h3 id="order-claims-list" className="px-4 pt-3 text-sm font-bold text-ink sm:px-5">
        {t('claims.buyer.your_claims')}
      </h3>
      <ul className="divide-y divide-line">
        {[...data.claims].reverse().map((claim) => (
          <ClaimRow key={claim.claim_id} claim={claim} name={names.get(claim.line_id) ?? ''} offline={offline} />
        ))}
      </ul>
    </section>
  );
}

/** `offline`: a cash or pay-later order, whose refund comes off what is owed (or back in cash once paid). */
function ClaimRow({ claim, name, offline }: { claim: ClaimView; name: string; offline: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const amount = formatPrice(claim.amount, locale);
  const decision =
    claim.status === 'pending'
      ? t('claims.buyer.decision_pending')
      : claim.status === 'rejected'
        ? t('claims.buyer.decision_rejected', { reason: claim.decision_reason })
        : claim.resolution === 'store_credit'
          ? t('claims.buyer.decision_store_credit', { amount })
          : t(offline ? 'claims.buyer.decision_refund_offline' : 'claims.buyer.decision_refund', { amount });
  return (
    <li className="flex flex-col gap-2 px-4 py-3 text-sm sm:px-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium break-words text-ink">
          {t('claims.buyer.qty_line', { count: claim.qty, name })} · {t(`claims.kind.${claim.kind}`)}
        </p>
        <StatusBadge tone={claimTone(claim.status)}>{t(`claims.status.${claim.status}`)}</StatusBadge>
      </div>
      <p className="text-xs text-ink-muted">{t('claims.buyer.filed_at', { time: formatDateTime(claim.created_at, locale) })}</p>
      {claim.note ? <p className="break-words whitespace-pre-line text-ink">{claim.note}</p> : null}
      {claim.photos.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {claim.photos.map((path, index) => (
            <li key={path}>
              <StoredPhoto path={path} as="customer" alt={t('claims.buyer.photo_alt', { n: index + 1 })} className="size-16" />
            </li>
          ))}
        </ul>
      ) : null}
      <p className={clsx('font-medium', claim.status === 'rejected' ? 'text-danger-700' : claim.status === 'approved' ? 'text-brand-800' : 'text-ink-muted')}>{decision}</p>
      {claim.status === 'approved' && claim.decision_reason ? <p className="text-ink-muted">{t('claims.buyer.note_from_staff', { note: claim.decision_reason })}</p> : null}
    </li>
  );
}
