import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorNotice } from '../../../components/error-notice';
import { LoadingBox } from '../../../components/loading-box';
import { EmptyState } from '../../../components/empty-state';
import { useLocale } from '../../../hooks/use-locale';
import { formatPrice } from '../../../lib/format-price';
import { errorMessage } from '../../../lib/request-parsed';
import { useAnswerSubstitution, useSubstitutionOffer } from '../../../features/orders/api/substitution-offer';
import { OrdersFrame } from './orders-frame';

const button = 'inline-flex min-h-11 items-center justify-center rounded-control px-6 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60';

/**
 * The substitution offer (/substitution?token=, issue 20): the item ordered, the substitute the shop
 * proposes and its price, Accept or Refuse, once. The link works only in its customer's session.
 */
export function SubstitutionOfferPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('token');
  const token = raw && /^[\w-]{20,100}$/.test(raw) ? raw : null;
  return (
    <OrdersFrame title={t('substitutions.page_title')}>
      {() => (token === null ? <EmptyState title={t('substitutions.missing_token')} /> : <OfferBody token={token} />)}
    </OrdersFrame>
  );
}

function OfferBody({ token }: { token: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const offer = useSubstitutionOffer(token);
  const answer = useAnswerSubstitution(token);
  if (offer.isPending) return <LoadingBox label={t('orders.ui.loading_order')} />;
  if (offer.isError) return <ErrorNotice error={offer.error} />;
  const o = answer.data ?? offer.data;
  const decided = o.status !== 'pending';
  return (
    <section className="mx-auto max-w-xl rounded-card border border-line bg-surface p-5 sm:p-6" aria-labelledby="offer-intro">
      <p id="offer-intro" className="text-base text-ink">
        {t('substitutions.page_intro', { order_no: o.order_no })}
      </p>
      <dl className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="rounded-control bg-canvas px-4 py-3">
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{t('substitutions.original')}</dt>
          <dd className="mt-1 font-semibold break-words text-ink">{o.original_name}</dd>
        </div>
        <div className="rounded-control border border-brand-200 bg-brand-50 px-4 py-3">
          <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{t('substitutions.proposed')}</dt>
          <dd className="mt-1 font-semibold break-words text-ink">{o.substitute_name}</dd>
          <dd className="mt-1 text-sm text-ink-muted tabular-nums">
            {t('substitutions.price', { qty: o.qty, unit: formatPrice(o.unit_price, locale), total: formatPrice(o.row_total, locale) })}
          </dd>
        </div>
      </dl>
      {decided ? (
        <p role="status" className="mt-5 rounded-control bg-canvas px-4 py-3 text-sm font-semibold text-ink">
          {o.status === 'accepted' ? t('substitutions.accepted') : t('substitutions.refused')}
        </p>
      ) : (
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <button type="button" className={`${button} bg-brand-700 text-white hover:bg-brand-800`} disabled={answer.isPending} onClick={() => answer.mutate('accept')}>
            {t('substitutions.accept')}
          </button>
          <button type="button" className={`${button} border border-line bg-surface text-ink hover:bg-canvas`} disabled={answer.isPending} onClick={() => answer.mutate('refuse')}>
            {t('substitutions.refuse')}
          </button>
        </div>
      )}
      {answer.isError ? (
        <p role="alert" className="mt-4 text-sm font-semibold text-danger-700">
          {errorMessage(answer.error, t('errors.internal'))}
        </p>
      ) : null}
    </section>
  );
}
