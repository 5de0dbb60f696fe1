import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '../../../../core/account/phone';
import { CLAIM_STATUSES, type ClaimResolution, type ClaimStatus } from '../../../../core/orders/claims';
import type { ClaimQueueItem } from '../../../../core/schemas/claims';
import type { ClaimDecideBody } from '../../../../core/schemas/fulfilment';
import { EmptyState } from '../../../components/empty-state';
import { ErrorNotice } from '../../../components/error-notice';
import { LoadingBox } from '../../../components/loading-box';
import { StatusBadge } from '../../../components/order/status-badge';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { useLocale } from '../../../hooks/use-locale';
import { formatDateTime } from '../../../lib/format-date';
import { formatPrice } from '../../../lib/format-price';
import { errorMessage } from '../../../lib/request-parsed';
import { WarehouseFrame } from '../../../components/warehouse-frame';
import { useDecideClaim } from '../api/decide-claim';
import { useClaimQueue } from '../api/get-claim-queue';
import { claimTone } from '../utils/claim-tone';
import { PhotoViewer } from './photo-viewer';
import { RejectClaimDialog } from './reject-claim-dialog';

/**
 * The warehouse's claims (/warehouse/claims; spec §9): pending claims oldest first with the order,
 * the customer, the line, the buyer's note and photos, and what approval gives back (core's
 * claimRefund, the small order fee deducted when the order falls under $100); approve as a refund to
 * the original payment method or as store credit, or reject with a reason. Approved and rejected
 * claims can be looked back on.
 */
export function ClaimsQueueScreen() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ClaimStatus>('pending');
  const [done, setDone] = useState('');
  const queue = useClaimQueue(status);

  return (
    <WarehouseFrame
      title={t('claims.staff.title')}
      lead={t('claims.staff.lead')}
      search=""
      actions={
        <div role="group" aria-label={t('claims.staff.filter_label')} className="inline-flex rounded-control border border-line-strong bg-surface p-0.5">
          {CLAIM_STATUSES.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={status === value}
              onClick={() => {
                setStatus(value);
                setDone('');
              }}
              className={clsx(
                'min-h-10 rounded-[calc(var(--radius-control)-2px)] px-3 text-sm font-semibold',
                status === value ? 'bg-brand-700 text-white' : 'text-ink hover:bg-canvas',
              )}
            >
              {t(`claims.status.${value}`)}
            </button>
          ))}
        </div>
      }
    >
      <p role="status" className={done ? 'mb-4 rounded-control bg-brand-50 px-3 py-2.5 text-sm font-medium text-brand-800' : 'sr-only'}>
        {done}
      </p>
      {queue.isPending ? (
        <LoadingBox label={t('common.loading')} />
      ) : queue.isError ? (
        <ErrorNotice error={queue.error} title={t('claims.staff.load_failed')} onRetry={() => void queue.refetch()} />
      ) : queue.data.claims.length === 0 ? (
        <EmptyState title={t('claims.staff.empty')} />
      ) : (
        <ul className="flex flex-col gap-4" aria-busy={queue.isFetching}>
          {queue.data.claims.map((claim) => (
            <ClaimCard key={claim.claim_id} claim={claim} onDecided={setDone} />
          ))}
        </ul>
      )}
    </WarehouseFrame>
  );
}

function ClaimCard({ claim, onDecided }: { claim: ClaimQueueItem; onDecided: (message: string) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const decide = useDecideClaim();
  const [rejecting, setRejecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = `claim-${claim.claim_id}-title`;
  const pending = claim.status === 'pending';

  // mutateAsync: the card leaves the list once the queue reloads, and the screen still says what happened.
  const run = async (body: ClaimDecideBody, message: string) => {
    if (decide.isPending) return;
    setError(null);
    try {
      await decide.mutateAsync(body);
      setRejecting(false);
      onDecided(message);
    } catch (caught) {
      setError(errorMessage(caught, t('claims.staff.failed')));
    }
  };
  const approve = (resolution: ClaimResolution) =>
    void run({ claim_id: claim.claim_id, decision: 'approve', resolution, note: '' }, t('claims.staff.done_approved', { id: claim.claim_id }));
  const reject = (reason: string) => void run({ claim_id: claim.claim_id, decision: 'reject', reason }, t('claims.staff.done_rejected', { id: claim.claim_id }));

  return (
    <li>
      <article aria-labelledby={titleId} className="overflow-hidden rounded-card border border-line bg-surface shadow-card">
        <header className="flex flex-wrap items-center justify-between gap-2 border-b border-line bg-canvas px-4 py-3 sm:px-5">
          <h2 id={titleId} className="text-base font-bold text-ink">
            {t('claims.staff.order', { order_no: claim.order_no })} · #{claim.claim_id}
          </h2>
          <StatusBadge tone={claimTone(claim.status)}>{t(`claims.status.${claim.status}`)}</StatusBadge>
        </header>
        <div className="grid gap-4 px-4 py-4 sm:px-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_18rem]">
          <div className="min-w-0 text-sm">
            <p className="font-semibold break-words text-ink">
              {claim.line_name} <span className="font-mono text-xs font-normal text-ink-muted">{claim.sku}</span>
            </p>
            <p className="mt-1 text-ink">
              {t(`claims.kind.${claim.kind}`)} · {t('claims.staff.claimed_qty', { qty: claim.qty, delivered: claim.delivered_qty })}
            </p>
            <p className="mt-1 text-ink-muted">
              {claim.customer_name ? t('claims.staff.customer', { name: claim.customer_name, phone: formatPhone(claim.customer_phone) }) : formatPhone(claim.customer_phone)}
            </p>
            {claim.handed_over_at ? <p className="text-ink-muted">{t('claims.staff.handed_over', { time: formatDateTime(claim.handed_over_at, locale) })}</p> : null}
            <p className="text-ink-muted">{t('claims.staff.filed_at', { time: formatDateTime(claim.created_at, locale) })}</p>
            <p className="mt-2 break-words whitespace-pre-line text-ink">{claim.note || <span className="text-ink-muted">{t('claims.staff.no_note')}</span>}</p>
          </div>
          <div className="min-w-0">
            <p className="mb-1.5 text-sm font-semibold text-ink">{t('claims.staff.photos')}</p>
            {claim.photos.length > 0 ? (
              <ul className="flex flex-wrap gap-2">
                {claim.photos.map((path, index) => (
                  <li key={path}>
                    <PhotoViewer path={path} as="staff" alt={t('claims.staff.photo_alt', { n: index + 1, id: claim.claim_id })} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-ink-muted">{t('claims.staff.no_photos')}</p>
            )}
          </div>
          <div className="flex min-w-0 flex-col gap-2">
            {pending ? (
              <>
                {claim.proposed ? (
                  <div className="rounded-control bg-brand-50 px-3 py-2.5 text-sm text-brand-800">
                    <p className="font-semibold">{t('claims.staff.amount', { amount: formatPrice(claim.proposed.refund, locale) })}</p>
                    {claim.proposed.small_order_fee_deducted > 0 ? (
                      <p className="mt-0.5 text-xs">
                        {t('claims.staff.fee_deducted', {
                          goods: formatPrice(claim.proposed.goods_refund, locale),
                          fee: formatPrice(claim.proposed.small_order_fee_deducted, locale),
                        })}
                      </p>
                    ) : null}
                  </div>
                ) : null}
                <button type="button" className={buttonStyles.primary} disabled={decide.isPending} onClick={() => approve('refund')}>
                  {decide.isPending ? <Spinner light /> : null}
                  {t('claims.staff.approve_refund')}
                </button>
                <button type="button" className={buttonStyles.outline} disabled={decide.isPending} onClick={() => approve('store_credit')}>
                  {t('claims.staff.approve_credit')}
                </button>
                <RejectClaimDialog
                  trigger={
                    <button type="button" className={buttonStyles.quietDanger} disabled={decide.isPending}>
                      {t('claims.staff.reject')}
                    </button>
                  }
                  claimId={claim.claim_id}
                  open={rejecting}
                  onOpenChange={setRejecting}
                  pending={decide.isPending}
                  error={error}
                  onReject={reject}
                />
                {error && !rejecting ? (
                  <p role="alert" className="rounded-control bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700">
                    {error}
                  </p>
                ) : null}
              </>
            ) : (
              <div className="text-sm">
                {claim.status === 'approved' ? (
                  <p className="font-semibold text-brand-800">
                    {t('claims.staff.decided_amount', { amount: formatPrice(claim.amount, locale), resolution: t(`claims.resolution.${claim.resolution ?? 'refund'}`) })}
                  </p>
                ) : (
                  <p className="font-medium break-words text-danger-700">{claim.decision_reason}</p>
                )}
                {claim.decided_at ? <p className="mt-1 text-ink-muted">{t('claims.staff.decided', { name: claim.decided_by || '—', time: formatDateTime(claim.decided_at, locale) })}</p> : null}
              </div>
            )}
          </div>
        </div>
      </article>
    </li>
  );
}
