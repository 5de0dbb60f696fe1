import { useTranslation } from 'react-i18next';
import { PRODUCT_LIMITS, TAX_CLASSES, WEIGHT_UNITS, type ProductFacets } from '../../../../core/schemas/back-office-products';
import { PlusIcon, TrashIcon } from '../../../components/icons';
import { buttonStyles } from '../../../components/ui/button-styles';
import { inputStyles } from '../../../components/ui/input-styles';
import { useLocale } from '../../../hooks/use-locale';
import { FORM_LANGUAGES, newRowKey, TEXT_FIELDS, type TextField } from '../utils/product-form-values';
import { FieldError, labelClass, Section, type FormKit } from './form-kit';

const LANG_ATTR = { en: 'en', cn: 'zh', fr: 'fr' } as const;
const LONG: ReadonlySet<TextField> = new Set(['description', 'specification']);
/** Tier labels wrap to two lines on a phone: they take two lines' height so the inputs line up. */
const TIER_LABEL = 'mb-1 flex min-h-8 items-end text-xs font-medium text-ink sm:min-h-0';

/** SKU, category, listed, tax class, pickup. */
export function BasicsSection({ kit, facets }: { kit: FormKit; facets: ProductFacets }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { values, set, fid, described } = kit;
  const categories = [...facets.categories].sort((a, b) => (a.name[locale] || a.name.en).localeCompare(b.name[locale] || b.name.en));
  return (
    <Section title={t('backOffice.products.form.basics')} className="border-t-0 pt-0">
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={fid('sku')} className={labelClass}>
            {t('backOffice.products.form.sku')}
          </label>
          <input
            id={fid('sku')}
            value={values.sku}
            maxLength={PRODUCT_LIMITS.skuChars}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => set('sku', e.target.value)}
            className={`${inputStyles(!!kit.error('sku'))} font-mono`}
            {...described('sku')}
          />
          <FieldError kit={kit} field="sku" />
        </div>
        <div>
          <label htmlFor={fid('category')} className={labelClass}>
            {t('backOffice.products.form.category')}
          </label>
          <select id={fid('category')} value={values.category} onChange={(e) => set('category', e.target.value)} className={inputStyles(!!kit.error('category'))} {...described('category')}>
            <option value="">{t('backOffice.products.form.category_choose')}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name[locale] || c.name.en}
              </option>
            ))}
          </select>
          <FieldError kit={kit} field="category" />
        </div>
      </div>
      <fieldset>
        <legend className={labelClass}>{t('backOffice.products.form.tax_class')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {TAX_CLASSES.map((value) => (
            <label key={value} className="flex min-h-11 items-start gap-2 rounded-control border border-line p-2 text-sm text-ink has-checked:border-brand-700 has-checked:bg-brand-50">
              <input type="radio" name={fid('tax_class')} value={value} checked={values.tax_class === value} onChange={() => set('tax_class', value)} className="mt-0.5 size-4 shrink-0 accent-brand-700" />
              <span>
                <span className="font-semibold">{t(`backOffice.products.tax.${value}`)}</span>
                <span className="block text-xs text-ink-muted">{t(`backOffice.products.tax_hint.${value}`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-x-6 gap-y-1">
        <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
          <input type="checkbox" checked={values.listed} onChange={(e) => set('listed', e.target.checked)} className="size-4 accent-brand-700" />
          {t('backOffice.products.form.listed')}
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
          <input type="checkbox" checked={values.pickup_allowed} onChange={(e) => set('pickup_allowed', e.target.checked)} className="size-4 accent-brand-700" />
          {t('backOffice.products.form.pickup_allowed')}
        </label>
      </div>
    </Section>
  );
}

/** Names, full names, slogans, descriptions and specifications, each in en, cn and fr side by side. */
export function TextsSection({ kit }: { kit: FormKit }) {
  const { t } = useTranslation();
  const { values, set, fid, described } = kit;
  return (
    <Section title={t('backOffice.products.form.texts')}>
      <p className="-mt-1 text-xs text-ink-muted">{t('backOffice.products.form.texts_hint')}</p>
      {TEXT_FIELDS.map((field) => (
        <div key={field} className="grid gap-3 sm:grid-cols-3">
          {FORM_LANGUAGES.map((lang) => {
            const key = `${field}.${lang}`;
            const common = {
              id: fid(key),
              lang: LANG_ATTR[lang],
              value: values[field][lang],
              onChange: (e: { target: { value: string } }) => set(field, { ...values[field], [lang]: e.target.value }),
              className: inputStyles(!!kit.error(key)),
              ...described(key),
            };
            return (
              <div key={lang} className="min-w-0">
                <label htmlFor={fid(key)} className={labelClass}>
                  {t(`backOffice.products.form.text.${field}`, { language: t(`backOffice.products.language.${lang}`) })}
                </label>
                {LONG.has(field) ? <textarea rows={3} maxLength={PRODUCT_LIMITS.textChars} {...common} /> : <input maxLength={PRODUCT_LIMITS.nameChars} {...common} />}
                <FieldError kit={kit} field={key} />
              </div>
            );
          })}
        </div>
      ))}
    </Section>
  );
}

/** Unit or weight selling, and the most units one order may take. */
export function SellingSection({ kit }: { kit: FormKit }) {
  const { t } = useTranslation();
  const { values, set, fid, described } = kit;
  return (
    <Section title={t('backOffice.products.form.selling')}>
      <fieldset>
        <legend className={labelClass}>{t('backOffice.products.form.sold_by')}</legend>
        <div className="flex flex-wrap gap-x-6">
          {([false, true] as const).map((weigh) => (
            <label key={String(weigh)} className="flex min-h-11 items-center gap-2 text-sm text-ink">
              <input type="radio" name={fid('need_weigh')} checked={values.need_weigh === weigh} onChange={() => set('need_weigh', weigh)} className="size-4 accent-brand-700" />
              {t(weigh ? 'backOffice.products.form.by_weight' : 'backOffice.products.form.by_unit')}
            </label>
          ))}
        </div>
        <p className="text-xs text-ink-muted">{t(values.need_weigh ? 'backOffice.products.form.by_weight_hint' : 'backOffice.products.form.by_unit_hint')}</p>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor={fid('weight_value')} className={labelClass}>
            {t('backOffice.products.form.weight_value')}
          </label>
          <input id={fid('weight_value')} inputMode="decimal" value={values.weight_value} onChange={(e) => set('weight_value', e.target.value)} className={inputStyles(!!kit.error('weight_value'))} {...described('weight_value')} />
          <FieldError kit={kit} field="weight_value" />
        </div>
        <div>
          <label htmlFor={fid('weight_unit')} className={labelClass}>
            {t('backOffice.products.form.weight_unit')}
          </label>
          <select id={fid('weight_unit')} value={values.weight_unit} onChange={(e) => set('weight_unit', e.target.value as typeof values.weight_unit)} className={inputStyles(!!kit.error('weight_unit'))} {...described('weight_unit')}>
            <option value="">{t('backOffice.products.form.weight_unit_none')}</option>
            {WEIGHT_UNITS.map((unit) => (
              <option key={unit} value={unit}>
                {unit}
              </option>
            ))}
          </select>
          <FieldError kit={kit} field="weight_unit" />
        </div>
        <div>
          <label htmlFor={fid('max_per_order')} className={labelClass}>
            {t('backOffice.products.form.max_per_order')}
          </label>
          <input id={fid('max_per_order')} inputMode="numeric" value={values.max_per_order} onChange={(e) => set('max_per_order', e.target.value)} className={inputStyles(!!kit.error('max_per_order'))} aria-describedby={`${fid('max_per_order')}-hint`} {...described('max_per_order')} />
          <p id={`${fid('max_per_order')}-hint`} className="mt-1 text-xs text-ink-muted">
            {t('backOffice.products.form.zero_no_limit')}
          </p>
          <FieldError kit={kit} field="max_per_order" />
        </div>
        <div>
          <label htmlFor={fid('min_qty')} className={labelClass}>
            {t('backOffice.products.form.min_qty')}
          </label>
          <input id={fid('min_qty')} inputMode="numeric" value={values.min_qty} onChange={(e) => set('min_qty', e.target.value)} className={inputStyles(!!kit.error('min_qty'))} {...described('min_qty')} />
          <FieldError kit={kit} field="min_qty" />
        </div>
        <div>
          <label htmlFor={fid('qty_step')} className={labelClass}>
            {t('backOffice.products.form.qty_step')}
          </label>
          <input id={fid('qty_step')} inputMode="numeric" value={values.qty_step} onChange={(e) => set('qty_step', e.target.value)} className={inputStyles(!!kit.error('qty_step'))} {...described('qty_step')} />
          <FieldError kit={kit} field="qty_step" />
        </div>
      </div>
    </Section>
  );
}

function MoneyInput({ kit, field, label, value, onChange, hint }: { kit: FormKit; field: string; label: string; value: string; onChange: (v: string) => void; hint?: string }) {
  const invalid = !!kit.error(field);
  const describedBy = [hint ? `${kit.fid(field)}-hint` : null, invalid ? `${kit.fid(field)}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="min-w-0">
      <label htmlFor={kit.fid(field)} className={labelClass}>
        {label}
      </label>
      <div className="relative">
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-muted">
          $
        </span>
        <input
          id={kit.fid(field)}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={`${inputStyles(invalid)} pl-7 tabular-nums`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      </div>
      {hint ? (
        <p id={`${kit.fid(field)}-hint`} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError kit={kit} field={field} />
    </div>
  );
}

/** Price, original price, the special offer and the batch price tiers (dollars in, cents on the wire). */
export function PricingSection({ kit }: { kit: FormKit }) {
  const { t } = useTranslation();
  const { values, set, fid, described } = kit;
  const tiers = values.batch_prices;
  return (
    <Section title={t('backOffice.products.form.pricing')}>
      <div className="grid gap-3 sm:grid-cols-2">
        <MoneyInput kit={kit} field="price_cents" label={t('backOffice.products.form.price')} value={values.price} onChange={(v) => set('price', v)} hint={t(values.need_weigh ? 'backOffice.products.form.price_hint_weight' : 'backOffice.products.form.price_hint')} />
        <MoneyInput kit={kit} field="original_price_cents" label={t('backOffice.products.form.original_price')} value={values.original_price} onChange={(v) => set('original_price', v)} hint={t('backOffice.products.form.original_price_hint')} />
      </div>
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-ink">
        <input type="checkbox" checked={values.on_special} onChange={(e) => set('on_special', e.target.checked)} className="size-4 accent-brand-700" />
        {t('backOffice.products.form.on_special')}
      </label>
      {values.on_special ? (
        <div className="grid gap-3 rounded-control bg-canvas p-3 sm:grid-cols-3">
          <MoneyInput kit={kit} field="special.discount_price_cents" label={t('backOffice.products.form.discount_price')} value={values.discount_price} onChange={(v) => set('discount_price', v)} />
          {(['dis_qty', 'discount_limit_times'] as const).map((name) => (
            <div key={name} className="min-w-0">
              <label htmlFor={fid(`special.${name}`)} className={labelClass}>
                {t(`backOffice.products.form.${name}`)}
              </label>
              <input id={fid(`special.${name}`)} inputMode="numeric" value={values[name]} onChange={(e) => set(name, e.target.value)} className={inputStyles(!!kit.error(`special.${name}`))} {...described(`special.${name}`)} />
              <p className="mt-1 text-xs text-ink-muted">{t(`backOffice.products.form.${name}_hint`)}</p>
              <FieldError kit={kit} field={`special.${name}`} />
            </div>
          ))}
        </div>
      ) : null}
      <div>
        <h4 className="text-sm font-semibold text-ink">{t('backOffice.products.form.batch_prices')}</h4>
        <p className="text-xs text-ink-muted">{t('backOffice.products.form.batch_hint')}</p>
        <FieldError kit={kit} field="batch_prices" />
        <ul className="mt-2 flex flex-col gap-2">
          {tiers.map((tier, index) => {
            const base = `batch_prices.${tier.key}`;
            const change = (patch: Partial<typeof tier>) => set('batch_prices', tiers.map((row) => (row.key === tier.key ? { ...row, ...patch } : row)));
            return (
              <li key={tier.key} className="grid grid-cols-[1fr_1fr_1fr_auto] items-start gap-2">
                {(['start', 'end'] as const).map((name) => (
                  <div key={name} className="min-w-0">
                    <label htmlFor={fid(`${base}.${name}`)} className={TIER_LABEL}>
                      {t(`backOffice.products.form.tier_${name}`, { n: index + 1 })}
                    </label>
                    <input id={fid(`${base}.${name}`)} inputMode="numeric" value={tier[name]} onChange={(e) => change({ [name]: e.target.value })} className={inputStyles(!!kit.error(`${base}.${name}`))} {...described(`${base}.${name}`)} />
                    <FieldError kit={kit} field={`${base}.${name}`} />
                  </div>
                ))}
                <div className="min-w-0">
                  <label htmlFor={fid(`${base}.price_cents`)} className={TIER_LABEL}>
                    {t('backOffice.products.form.tier_price', { n: index + 1 })}
                  </label>
                  <input id={fid(`${base}.price_cents`)} inputMode="decimal" value={tier.price} onChange={(e) => change({ price: e.target.value })} className={`${inputStyles(!!kit.error(`${base}.price_cents`))} tabular-nums`} {...described(`${base}.price_cents`)} />
                  <FieldError kit={kit} field={`${base}.price_cents`} />
                </div>
                <button
                  type="button"
                  onClick={() => set('batch_prices', tiers.filter((row) => row.key !== tier.key))}
                  aria-label={t('backOffice.products.form.tier_remove', { n: index + 1 })}
                  className="mt-9 grid size-11 place-items-center rounded-control text-danger-700 hover:bg-danger-50 sm:mt-5"
                >
                  <TrashIcon width={18} height={18} aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
        {tiers.length < PRODUCT_LIMITS.batchTiers ? (
          <button
            type="button"
            className={`${buttonStyles.quiet} mt-2`}
            onClick={() => {
              const last = tiers[tiers.length - 1];
              const start = last ? String((Number(last.end) || Number(last.start) || 0) + 1) : '1';
              set('batch_prices', [...tiers, { key: newRowKey(), start, end: '0', price: '' }]);
            }}
          >
            <PlusIcon width={16} height={16} aria-hidden="true" />
            {t('backOffice.products.form.tier_add')}
          </button>
        ) : null}
      </div>
    </Section>
  );
}

/** Stock per shop: not sold there, a count, or unlimited. */
export function StockSection({ kit, facets }: { kit: FormKit; facets: ProductFacets }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { values, set, fid, described } = kit;
  const shopName = new Map(facets.shops.map((s) => [s.id, s.name[locale] || s.name.en]));
  return (
    <Section title={t('backOffice.products.form.stock')}>
      <FieldError kit={kit} field="stock" />
      <ul className="flex flex-col gap-3">
        {values.stock.map((entry) => {
          const key = `stock.${entry.shop_id}`;
          const name = shopName.get(entry.shop_id) ?? `#${entry.shop_id}`;
          const change = (patch: Partial<typeof entry>) => set('stock', values.stock.map((s) => (s.shop_id === entry.shop_id ? { ...s, ...patch } : s)));
          return (
            <li key={entry.shop_id} className="grid items-start gap-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
              <span className="pt-2 text-sm font-semibold text-ink sm:pt-9">{name}</span>
              <div className="min-w-0">
                <label htmlFor={fid(`${key}-mode`)} className={labelClass}>
                  {t('backOffice.products.form.stock_mode', { shop: name })}
                </label>
                <select id={fid(`${key}-mode`)} value={entry.mode} onChange={(e) => change({ mode: e.target.value as typeof entry.mode })} className={inputStyles()}>
                  {entry.stored ? null : <option value="none">{t('backOffice.products.form.stock_none')}</option>}
                  <option value="count">{t('backOffice.products.form.stock_count')}</option>
                  <option value="unlimited">{t('backOffice.products.unlimited')}</option>
                </select>
              </div>
              <div className="min-w-0">
                <label htmlFor={fid(key)} className={labelClass}>
                  {t('backOffice.products.form.stock_units', { shop: name })}
                </label>
                <input
                  id={fid(key)}
                  inputMode="numeric"
                  value={entry.mode === 'count' ? entry.count : ''}
                  disabled={entry.mode !== 'count'}
                  onChange={(e) => change({ count: e.target.value })}
                  className={`${inputStyles(!!kit.error(key))} tabular-nums`}
                  {...described(key)}
                />
                <FieldError kit={kit} field={key} />
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** Tags: a short text in en, cn and fr with a colour. */
export function TagsSection({ kit }: { kit: FormKit }) {
  const { t } = useTranslation();
  const { values, set, fid, described } = kit;
  return (
    <Section title={t('backOffice.products.form.tags')}>
      <FieldError kit={kit} field="tags" />
      <ul className="flex flex-col gap-3">
        {values.tags.map((tag, index) => {
          const base = `tags.${tag.key}`;
          const change = (patch: Partial<typeof tag>) => set('tags', values.tags.map((row) => (row.key === tag.key ? { ...row, ...patch } : row)));
          return (
            <li key={tag.key} className="grid items-start gap-2 rounded-control border border-line p-2 sm:grid-cols-[1fr_1fr_1fr_8rem_auto]">
              {FORM_LANGUAGES.map((lang) => (
                <div key={lang} className="min-w-0">
                  <label htmlFor={fid(`${base}.tag.${lang}`)} className="mb-1 block text-xs font-medium text-ink">
                    {t('backOffice.products.form.tag_text', { n: index + 1, language: t(`backOffice.products.language.${lang}`) })}
                  </label>
                  <input
                    id={fid(`${base}.tag.${lang}`)}
                    lang={LANG_ATTR[lang]}
                    maxLength={PRODUCT_LIMITS.nameChars}
                    value={tag.text[lang]}
                    onChange={(e) => change({ text: { ...tag.text, [lang]: e.target.value } })}
                    className={inputStyles(!!kit.error(`${base}.tag.${lang}`))}
                    {...described(`${base}.tag.${lang}`)}
                  />
                  <FieldError kit={kit} field={`${base}.tag.${lang}`} />
                </div>
              ))}
              <div className="min-w-0">
                <label htmlFor={fid(`${base}.color`)} className="mb-1 block text-xs font-medium text-ink">
                  {t('backOffice.products.form.tag_color', { n: index + 1 })}
                </label>
                <span className="flex items-center gap-1">
                  <input
                    type="color"
                    aria-label={t('backOffice.products.form.tag_color_pick', { n: index + 1 })}
                    value={/^#[0-9a-fA-F]{6}$/.test(tag.color) ? tag.color : '#15803d'}
                    onChange={(e) => change({ color: e.target.value.toUpperCase() })}
                    className="h-11 w-10 shrink-0 cursor-pointer rounded-control border border-line-strong bg-surface p-1"
                  />
                  <input id={fid(`${base}.color`)} value={tag.color} onChange={(e) => change({ color: e.target.value })} className={`${inputStyles(!!kit.error(`${base}.color`))} font-mono text-sm`} {...described(`${base}.color`)} />
                </span>
                <FieldError kit={kit} field={`${base}.color`} />
              </div>
              <button
                type="button"
                onClick={() => set('tags', values.tags.filter((row) => row.key !== tag.key))}
                aria-label={t('backOffice.products.form.tag_remove', { n: index + 1 })}
                className="grid size-11 place-items-center self-end rounded-control text-danger-700 hover:bg-danger-50"
              >
                <TrashIcon width={18} height={18} aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
      {values.tags.length < PRODUCT_LIMITS.tags ? (
        <button type="button" className={`${buttonStyles.quiet} self-start`} onClick={() => set('tags', [...values.tags, { key: newRowKey(), text: { en: '', cn: '', fr: '' }, color: '#15803D' }])}>
          <PlusIcon width={16} height={16} aria-hidden="true" />
          {t('backOffice.products.form.tag_add')}
        </button>
      ) : null}
    </Section>
  );
}
