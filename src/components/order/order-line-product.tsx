import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../../core/schemas/order';
import { GiftIcon, ScaleIcon } from '../icons';

type Line = OrderDetail['lines'][number];

/** The product cell of an order line: name, SKU, gift and catch-weight tags, what a substitute replaced, and the line's note. */
export function OrderLineProduct({ line }: { line: Line }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="font-semibold text-ink">{line.name}</span>
      <span className="mt-0.5 flex flex-wrap items-center gap-1.5 text-xs text-ink-muted">
        {line.sku ? <span>{t('orders.ui.lines.sku', { sku: line.sku })}</span> : null}
        {line.is_gift ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800">
            <GiftIcon width={12} height={12} />
            {t('orders.ui.lines.gift')}
          </span>
        ) : null}
        {line.need_weigh === 1 ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-warning-50 px-2 py-0.5 font-semibold text-warning-800">
            <ScaleIcon width={12} height={12} />
            {t('orders.ui.lines.catch_weight')}
          </span>
        ) : null}
      </span>
      {line.substituted_from ? (
        <span data-testid="line-substituted-from" className="mt-1 block text-xs font-semibold text-warning-800">
          {t('orders.ui.lines.substituted_from', { name: line.substituted_from })}
        </span>
      ) : null}
      {line.note ? <span className="mt-1 block text-xs text-ink-muted italic">{line.note}</span> : null}
    </>
  );
}
