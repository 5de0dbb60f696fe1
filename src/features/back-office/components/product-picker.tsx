import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../../core/format/currency';
import { inputStyles } from '../../../components/ui/input-styles';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useLocale } from '../../../hooks/use-locale';
import { useProductPick } from '../api/product-pick';

/**
 * Pick a product by SKU or name (the price-list editor, the gift of a spend tier, the products of a
 * combo): a search box, then a select of what it found (SKU · name · regular price). The chosen id is
 * the value; an id chosen before (an edited promotion) stays listed as "product #id" until another is
 * picked. `id` goes on the select, so a form can focus it when its value is refused.
 */
export function ProductPicker({
  id,
  label,
  value,
  onChange,
  invalid = false,
  describedBy,
  required = false,
  optional = false,
}: {
  id: string;
  label: string;
  /** The product id, or '' for none. */
  value: string;
  onChange: (productId: string) => void;
  invalid?: boolean;
  describedBy?: string | undefined;
  required?: boolean;
  /** Offer "none" even once a product is chosen (an optional gift). */
  optional?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [q, setQ] = useState('');
  const picks = useProductPick(useDebouncedValue(q, 250));
  const found = picks.data?.products ?? [];
  const searchId = useId();
  const labelId = useId();
  const known = value !== '' && found.some((p) => String(p.product_id) === value);
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <div className="min-w-0">
        <label htmlFor={searchId} className="mb-1 block text-xs text-ink-muted">
          {t('backOffice.productPicker.search')}
        </label>
        <input id={searchId} type="search" className={inputStyles()} value={q} placeholder={t('backOffice.productPicker.placeholder')} onChange={(e) => setQ(e.target.value)} />
      </div>
      <div className="min-w-0">
        {/* A select's name is its label's text only (a wrapping label would add the chosen option's text). */}
        <label id={labelId} htmlFor={id} className="mb-1 block text-xs text-ink-muted">
          {label}
        </label>
        <select
          id={id}
          aria-labelledby={labelId}
          className={inputStyles(invalid)}
          value={value}
          required={required}
          onChange={(e) => onChange(e.target.value)}
          {...(invalid ? { 'aria-invalid': true } : {})}
          {...(describedBy ? { 'aria-describedby': describedBy } : {})}
        >
          {value === '' || optional ? <option value="">{q.trim().length >= 2 && found.length === 0 && !picks.isFetching ? t('backOffice.productPicker.none_found') : '—'}</option> : null}
          {value !== '' && !known ? <option value={value}>{t('backOffice.productPicker.current', { id: value })}</option> : null}
          {found.map((p) => (
            <option key={p.product_id} value={String(p.product_id)}>
              {p.sku} · {p.product_name} · {formatCents(p.regular_price_cents, locale)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
