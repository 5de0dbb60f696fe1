import { createColumnHelper } from '@tanstack/react-table';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../../../core/format/currency';
import { toCents } from '../../../../../core/money';
import type { GroupPriceRow } from '../../../../../core/schemas/price-lists';
import { DataTable } from '../../../../components/data-table';
import { buttonStyles } from '../../../../components/ui/button-styles';
import { inputStyles } from '../../../../components/ui/input-styles';
import { useLocale } from '../../../../hooks/use-locale';
import { errorMessage } from '../../../../lib/request-parsed';
import { useGroupPriceList, usePriceListWrites } from '../../api/price-lists';
import { ProductPicker } from '../product-picker';

const column = createColumnHelper<GroupPriceRow>();

/** A group's price list (the shared DataTable) and the form that adds or changes an entry by SKU or name. */
export function GroupPricesPanel({ groupId, onStatus }: { groupId: number; onStatus: (text: string) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const prices = useGroupPriceList(groupId);
  const writes = usePriceListWrites();
  const [productId, setProductId] = useState<number | null>(null);
  const [kind, setKind] = useState<'fixed' | 'percent'>('fixed');
  const [amount, setAmount] = useState('');
  // A select's name is its label's text only (a wrapping label would add the chosen option's text).
  const productField = useId();
  const kindLabel = useId();

  const fail = (error: unknown) => onStatus(t('backOffice.priceLists.save_failed', { message: errorMessage(error, t('errors.load_failed')) }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (productId === null) return;
    const value = Number(amount.replace(',', '.'));
    const price = kind === 'fixed' ? { kind, price_cents: toCents(value) } : { kind, percent_off_bp: Math.round(value * 100) };
    try {
      await writes.setPrice.mutateAsync({ groupId, productId, price });
      onStatus(t('backOffice.priceLists.saved'));
      setAmount('');
    } catch (error) {
      fail(error);
    }
  };

  const columns = useMemo(
    () => [
      column.accessor('sku', { header: () => t('backOffice.priceLists.col_sku'), cell: (i) => <span className="font-mono">{i.getValue()}</span> }),
      column.accessor('product_name', { header: () => t('backOffice.priceLists.col_product') }),
      column.accessor('regular_price_cents', {
        header: () => t('backOffice.priceLists.col_regular'),
        cell: (i) => formatCents(i.getValue(), locale),
        meta: { numeric: true },
      }),
      column.accessor('price', {
        header: () => t('backOffice.priceLists.col_rule'),
        cell: (i) => {
          const p = i.getValue();
          return p.kind === 'percent' ? t('backOffice.priceLists.rule_percent', { percent: p.percent_off_bp / 100 }) : t('backOffice.priceLists.rule_fixed');
        },
      }),
      column.accessor('group_unit_price_cents', {
        header: () => t('backOffice.priceLists.col_group_price'),
        cell: (i) => <span className="font-semibold text-brand-800">{formatCents(i.getValue(), locale)}</span>,
        meta: { numeric: true },
      }),
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">{t('backOffice.priceLists.col_actions')}</span>,
        cell: ({ row }) => (
          <button
            type="button"
            className={buttonStyles.quiet}
            aria-label={t('backOffice.priceLists.remove_price', { name: row.original.product_name })}
            onClick={() =>
              void writes.removePrice.mutateAsync({ groupId, productId: row.original.product_id }).then(() => onStatus(t('backOffice.priceLists.saved')), fail)
            }
          >
            {t('backOffice.priceLists.remove')}
          </button>
        ),
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, locale, groupId],
  );

  return (
    <section aria-labelledby="prices-title" className="flex flex-col gap-3">
      <h3 id="prices-title" className="text-lg font-bold text-ink">
        {t('backOffice.priceLists.prices_title')}
      </h3>
      <form onSubmit={(e) => void submit(e)} className="grid gap-3 rounded-card border border-line bg-surface p-3 sm:grid-cols-2 xl:grid-cols-4 xl:items-end">
        <div className="sm:col-span-2">
          <ProductPicker
            id={productField}
            label={t('backOffice.priceLists.col_product')}
            value={productId === null ? '' : String(productId)}
            onChange={(next) => setProductId(next === '' ? null : Number(next))}
            required
          />
        </div>
        <label className="flex flex-col gap-1 text-sm text-ink">
          <span id={kindLabel}>{t('backOffice.priceLists.kind')}</span>
          <select aria-labelledby={kindLabel} className={inputStyles()} value={kind} onChange={(e) => setKind(e.target.value === 'percent' ? 'percent' : 'fixed')}>
            <option value="fixed">{t('backOffice.priceLists.kind_fixed')}</option>
            <option value="percent">{t('backOffice.priceLists.kind_percent')}</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm text-ink">
          {kind === 'fixed' ? t('backOffice.priceLists.amount_fixed') : t('backOffice.priceLists.amount_percent')}
          <input className={inputStyles()} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} required pattern="[0-9]+([.,][0-9]{1,2})?" />
        </label>
        <button type="submit" className={buttonStyles.primary} disabled={productId === null || writes.setPrice.isPending}>
          {t('backOffice.priceLists.set_price')}
        </button>
      </form>
      {prices.data && prices.data.prices.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('backOffice.priceLists.no_prices')}</p>
      ) : (
        <DataTable
          data={prices.data?.prices ?? []}
          columns={columns}
          caption={t('backOffice.priceLists.prices_title')}
          getRowId={(row) => String(row.product_id)}
          headerStyle="plain"
          tableClassName="min-w-[36rem]"
        />
      )}
    </section>
  );
}
