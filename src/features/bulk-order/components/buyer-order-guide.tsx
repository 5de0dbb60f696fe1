import clsx from 'clsx';
import { useMemo, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { quantityRuleFromWire, roundUpToValid } from '../../../../core/cart/quantity-rule';
import type { OrderGuideItem } from '../../../../core/schemas/agent';
import { ErrorNotice } from '../../../components/error-notice';
import { LoadingBox } from '../../../components/loading-box';
import { buttonStyles } from '../../../components/ui/button-styles';
import { useLocale } from '../../../hooks/use-locale';
import { useShopScope } from '../../../hooks/use-shop-scope';
import { formatPrice } from '../../../lib/format-price';
import { htmlLang } from '../../../lib/locale';
import { errorMessage } from '../../../lib/request-parsed';
import { useOrderGuide } from '../api/get-order-guide';
import { useSaveParLevels } from '../api/save-par-levels';

/** One proposal handed to the cart. */
export interface GuideProposal {
  productId: number;
  name: string;
  qty: number;
}

export interface BuyerOrderGuideProps {
  customerId: number;
  productHref: (productId: number) => string;
  /** Adds every proposal in one step; answers what to announce. */
  onAddAll: (proposals: GuideProposal[]) => Promise<string>;
}

/** A whole number typed in a field, or null when empty or not one. */
function whole(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  const n = Number(text);
  return Number.isInteger(n) && n >= 0 ? n : null;
}

/** The guide's walk-in order: the places the buyer gave first, then the rest as the server answers them. */
function walkInOrder(items: readonly OrderGuideItem[]): number[] {
  return items
    .map((item, index) => ({ id: item.product_id, key: item.guide_position ?? 1_000_000 + index }))
    .sort((a, b) => a.key - b.key)
    .map((entry) => entry.id);
}

/**
 * The buyer's order guide (issue 20): every product bought in the last 90 days with its usual quantity,
 * last order date and price now; a par level (saved per customer) and what is on the shelf give the
 * proposal par − on hand, rounded up to a quantity the product's rule allows. Rows move by drag and
 * drop or by the keyboard's move up / move down buttons; "Add all to cart" adds the proposals at once.
 */
export function BuyerOrderGuide({ customerId, productHref, onAddAll }: BuyerOrderGuideProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { shopId } = useShopScope();
  const guide = useOrderGuide(customerId, shopId, locale);
  const save = useSaveParLevels(locale);
  const [order, setOrder] = useState<number[]>([]);
  const [pars, setPars] = useState<Record<number, string>>({});
  const [onHand, setOnHand] = useState<Record<number, string>>({});
  const [dragging, setDragging] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const [adding, setAdding] = useState(false);

  const items = guide.data?.items;
  // A new answer (first load, or after a save) resets the order and the par fields from it.
  const [seen, setSeen] = useState<typeof items>(undefined);
  if (items !== seen) {
    setSeen(items);
    if (items) {
      setOrder(walkInOrder(items));
      setPars(Object.fromEntries(items.map((item) => [item.product_id, item.par === null || item.par === undefined ? '' : String(item.par)])));
    }
  }

  const byId = useMemo(() => new Map((items ?? []).map((item) => [item.product_id, item])), [items]);
  const rows = order.map((id) => byId.get(id)).filter((item): item is OrderGuideItem => item !== undefined);
  const dateFormat = useMemo(() => new Intl.DateTimeFormat(htmlLang(locale), { month: 'short', day: 'numeric', year: 'numeric' }), [locale]);

  const proposalOf = (item: OrderGuideItem): number => {
    const par = whole(pars[item.product_id]);
    if (par === null) return 0;
    const have = whole(onHand[item.product_id]) ?? 0;
    return roundUpToValid(quantityRuleFromWire(item), par - have);
  };
  const proposals = rows.map((item) => ({ productId: item.product_id, name: item.name, qty: proposalOf(item) })).filter((p) => p.qty > 0);
  const invalidPar = rows.some((item) => (pars[item.product_id] ?? '') !== '' && whole(pars[item.product_id]) === null);

  const move = (id: number, to: number) => {
    setOrder((current) => {
      const from = current.indexOf(id);
      if (from < 0 || to < 0 || to >= current.length || from === to) return current;
      const next = [...current];
      next.splice(from, 1);
      next.splice(to, 0, id);
      return next;
    });
  };
  const moveBy = (item: OrderGuideItem, delta: number) => {
    const to = order.indexOf(item.product_id) + delta;
    move(item.product_id, to);
    setStatus(t('orderGuide.moved', { name: item.name, position: to + 1, count: order.length }));
  };
  const onDrop = (event: DragEvent, target: number) => {
    event.preventDefault();
    if (dragging !== null) move(dragging, order.indexOf(target));
    setDragging(null);
  };

  const onSave = () => {
    if (invalidPar) return setStatus(t('orderGuide.parInvalid'));
    const levels = rows.map((item) => ({ product_id: item.product_id, par: whole(pars[item.product_id]) }));
    save.mutate(
      { customer_id: customerId, levels, order },
      { onSuccess: () => setStatus(t('orderGuide.saved')), onError: (error) => setStatus(errorMessage(error, t('orderGuide.saveFailed'))) },
    );
  };
  const onAdd = async () => {
    if (proposals.length === 0) return setStatus(t('orderGuide.nothingToAdd'));
    setAdding(true);
    try {
      setStatus(await onAddAll(proposals));
    } finally {
      setAdding(false);
    }
  };

  if (guide.isPending) return <LoadingBox />;
  if (guide.error) return <ErrorNotice error={guide.error} onRetry={() => void guide.refetch()} />;

  const cell = 'text-sm text-ink';
  const numberInput = 'h-10 w-20 rounded-control border border-line-strong bg-surface px-2 text-right text-base text-ink focus:outline-2 focus:outline-brand-700 aria-invalid:border-danger-700';
  return (
    <section aria-labelledby="order-guide-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="order-guide-title" className="text-2xl font-bold text-ink">
            {t('orderGuide.title')}
          </h1>
          <p className="text-sm text-ink-muted">{t('orderGuide.intro', { days: 90 })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonStyles.secondary} onClick={onSave} disabled={save.isPending || rows.length === 0}>
            {t('orderGuide.save')}
          </button>
          <button type="button" className={buttonStyles.primary} onClick={() => void onAdd()} disabled={adding || rows.length === 0}>
            {t('orderGuide.addAll', { count: proposals.length })}
          </button>
        </div>
      </div>
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-brand-800" data-testid="order-guide-status">
        {status}
      </p>
      {rows.length === 0 ? (
        <p className="rounded-card border border-line bg-surface p-6 text-center text-ink-muted">{t('orderGuide.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label={t('orderGuide.listLabel')}>
          {rows.map((item, index) => {
            const rule = quantityRuleFromWire(item);
            const proposal = proposalOf(item);
            const parText = pars[item.product_id] ?? '';
            const parBad = parText !== '' && whole(parText) === null;
            const id = `guide-${item.product_id}`;
            return (
              <li
                key={item.product_id}
                draggable
                onDragStart={(event) => {
                  setDragging(item.product_id);
                  event.dataTransfer.effectAllowed = 'move';
                }}
                onDragOver={(event) => event.preventDefault()}
                onDrop={(event) => onDrop(event, item.product_id)}
                onDragEnd={() => setDragging(null)}
                data-testid="order-guide-row"
                className={clsx(
                  'grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 rounded-card border bg-surface p-3 lg:grid-cols-[auto_minmax(0,1fr)_repeat(3,auto)] lg:items-center',
                  dragging === item.product_id ? 'border-brand-700 opacity-60' : 'border-line',
                )}
              >
                <div className="row-span-2 flex flex-col items-center gap-1 lg:row-span-1">
                  <span aria-hidden="true" className="cursor-grab text-ink-muted select-none" title={t('orderGuide.dragHint')}>
                    ⠿
                  </span>
                  <button type="button" className="rounded-control px-2 text-sm text-brand-800 hover:bg-brand-50 disabled:opacity-40" disabled={index === 0} onClick={() => moveBy(item, -1)}>
                    ↑<span className="sr-only">{t('orderGuide.moveUp', { name: item.name })}</span>
                  </button>
                  <button type="button" className="rounded-control px-2 text-sm text-brand-800 hover:bg-brand-50 disabled:opacity-40" disabled={index === rows.length - 1} onClick={() => moveBy(item, 1)}>
                    ↓<span className="sr-only">{t('orderGuide.moveDown', { name: item.name })}</span>
                  </button>
                </div>
                <div className="min-w-0">
                  <Link to={productHref(item.product_id)} className="font-semibold break-words text-ink hover:text-brand-800 hover:underline">
                    {item.name}
                  </Link>
                  <p className="text-xs text-ink-muted">
                    {item.sku} · {t('orderGuide.usual', { qty: item.usual_qty })} · {t('orderGuide.last', { date: dateFormat.format(new Date(item.last_ordered_at)) })} ·{' '}
                    {item.price === null || item.price === undefined ? t('orderGuide.notSold') : t('orderGuide.priceNow', { price: formatPrice(item.price, locale) })}
                    {rule.step > 1 || rule.min > 1 ? <> · {t('orderGuide.rule', { min: rule.min, step: rule.step })}</> : null}
                  </p>
                </div>
                <div className={clsx(cell, 'flex flex-col')}>
                  <label htmlFor={`${id}-par`} className="text-xs text-ink-muted">
                    {t('orderGuide.par')}
                  </label>
                  <input
                    id={`${id}-par`}
                    inputMode="numeric"
                    value={parText}
                    aria-invalid={parBad || undefined}
                    onChange={(event) => setPars((current) => ({ ...current, [item.product_id]: event.target.value }))}
                    className={numberInput}
                  />
                </div>
                <div className={clsx(cell, 'col-start-2 flex flex-wrap items-end gap-3 lg:col-start-auto')}>
                  <div className="flex flex-col">
                    <label htmlFor={`${id}-hand`} className="text-xs text-ink-muted">
                      {t('orderGuide.onHand')}
                    </label>
                    <input
                      id={`${id}-hand`}
                      inputMode="numeric"
                      value={onHand[item.product_id] ?? ''}
                      onChange={(event) => setOnHand((current) => ({ ...current, [item.product_id]: event.target.value }))}
                      className={numberInput}
                    />
                  </div>
                </div>
                <p className={clsx(cell, 'col-start-2 lg:col-start-auto lg:w-28 lg:text-right')}>
                  <span className="block text-xs text-ink-muted">{t('orderGuide.proposal')}</span>
                  <strong data-testid="order-guide-proposal">{proposal}</strong>
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
