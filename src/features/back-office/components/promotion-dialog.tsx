import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROMOTION_INPUT_SCHEMAS, type PromotionKind, type PromotionRow } from '../../../../core/schemas/back-office-promotions';
import { buttonStyles } from '../../../components/ui/button-styles';
import { inputStyles } from '../../../components/ui/input-styles';
import { errorMessage } from '../../../lib/request-parsed';
import { usePromotionChoices, useSavePromotion } from '../api/promotions';
import { ProductPicker } from './product-picker';
import { initialValues, PROMOTION_FIELDS, toPayload, type FieldSpec, type FormValues } from './promotion-fields';

const LANGUAGES = ['en', 'cn', 'fr'] as const;
const label = 'mb-1 block text-sm font-medium text-ink';

/**
 * Create or edit one promotion (a Radix dialog): the kind's fields, checked with the kind's core schema
 * before they are sent; the messages under each field and the server's refusal are translated.
 */
export function PromotionDialog({
  kind,
  editing,
  open,
  onClose,
  onSaved,
}: {
  kind: PromotionKind;
  editing: PromotionRow | null;
  open: boolean;
  onClose: () => void;
  onSaved: (row: PromotionRow) => void;
}) {
  const { t } = useTranslation();
  const choices = usePromotionChoices();
  const firstShop = choices.data?.shops[0]?.id ?? null;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[70] flex max-h-[calc(100dvh-2rem)] w-[calc(100%-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-card bg-surface shadow-raised focus:outline-none">
          <Dialog.Title className="border-b border-line px-5 py-4 text-lg font-bold text-ink">
            {editing ? t('backOffice.promotions.edit_title', { title: editing.title }) : t(`backOffice.promotions.new.${kind}`)}
          </Dialog.Title>
          <Dialog.Description className="sr-only">{t('backOffice.promotions.lead')}</Dialog.Description>
          {open && (choices.data || editing) ? (
            <PromotionForm
              key={`${kind}-${editing?.id ?? 'new'}`}
              kind={kind}
              editing={editing}
              initial={initialValues(kind, editing?.fields ?? null, firstShop)}
              shops={choices.data?.shops ?? []}
              coupons={choices.data?.coupons ?? []}
              onClose={onClose}
              onSaved={onSaved}
            />
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PromotionForm({
  kind,
  editing,
  initial,
  shops,
  coupons,
  onClose,
  onSaved,
}: {
  kind: PromotionKind;
  editing: PromotionRow | null;
  initial: FormValues;
  shops: { id: number; name: string }[];
  coupons: { id: number; code: string }[];
  onClose: () => void;
  onSaved: (row: PromotionRow) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<FormValues>(initial);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const save = useSavePromotion(kind);
  const set = (name: string, value: unknown) => setValues((v) => ({ ...v, [name]: value }));
  // Field keys are built from the kind's specs (promotion-fields.ts); every one exists in the locales.
  const text = t as unknown as (key: string, params?: Record<string, string | number>) => string;
  const f = (key: string, params?: Record<string, string | number>) => text(`backOffice.promotions.field.${key}`, params);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = toPayload(kind, values);
    const parsed = PROMOTION_INPUT_SCHEMAS[kind].safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        found[field] ??= issue.message.startsWith('validation.') ? text(issue.message) : t('errors.validation');
      }
      setIssues(found);
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setIssues({});
    save.mutate({ id: editing?.id ?? null, body: parsed.data }, { onSuccess: onSaved });
  };

  const errorOf = (name: string) =>
    issues[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-danger-700">
        {issues[name]}
      </p>
    ) : null;
  const described = (name: string) => (issues[name] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` } : {});

  const field = (spec: FieldSpec) => {
    const fid = `${id}-${spec.name}`;
    const value = values[spec.name];
    switch (spec.type) {
      case 'shop':
        return (
          <div key={spec.name}>
            <label htmlFor={fid} className={label}>{f('shop')}</label>
            <select id={fid} className={inputStyles(!!issues[spec.name])} value={String(value)} onChange={(e) => set(spec.name, e.target.value)} {...described(spec.name)}>
              {spec.allShops ? <option value="">{t('backOffice.promotions.all_shops')}</option> : null}
              {shops.map((s) => (
                <option key={s.id} value={s.id}>{s.name}</option>
              ))}
            </select>
            {errorOf(spec.name)}
          </div>
        );
      case 'datetime':
        return (
          <div key={spec.name}>
            <label htmlFor={fid} className={label}>{f(spec.name)}</label>
            <input id={fid} type="datetime-local" className={inputStyles(!!issues[spec.name])} value={String(value)} onChange={(e) => set(spec.name, e.target.value)} {...described(spec.name)} />
            {errorOf(spec.name)}
          </div>
        );
      case 'optional_id':
        return (
          <div key={spec.name} className="sm:col-span-2">
            <ProductPicker
              id={fid}
              label={f(spec.label)}
              value={String(value)}
              onChange={(next) => set(spec.name, next)}
              invalid={!!issues[spec.name]}
              describedBy={issues[spec.name] ? `${id}-${spec.name}-error` : undefined}
              optional
            />
            {errorOf(spec.name)}
          </div>
        );
      case 'money':
      case 'int':
      case 'coupon_value':
      case 'code': {
        const caption =
          spec.type === 'code' ? f('code') : spec.type === 'coupon_value' ? f(values.kind === 'amount' ? 'value_amount' : 'value_percent') : f(spec.label);
        return (
          <div key={spec.name}>
            <label htmlFor={fid} className={label}>{caption}</label>
            <input
              id={fid}
              className={inputStyles(!!issues[spec.name])}
              inputMode={spec.type === 'code' ? 'text' : spec.type === 'money' || (spec.type === 'coupon_value' && values.kind === 'amount') ? 'decimal' : 'numeric'}
              autoCapitalize={spec.type === 'code' ? 'characters' : undefined}
              value={String(value)}
              onChange={(e) => set(spec.name, e.target.value)}
              {...described(spec.name)}
            />
            {errorOf(spec.name)}
          </div>
        );
      }
      case 'localized': {
        const localized = value as Record<string, string>;
        return (
          <fieldset key={spec.name} className="sm:col-span-2">
            <div className="grid gap-3 sm:grid-cols-3">
              {LANGUAGES.map((lang, index) => (
                <div key={lang}>
                  <label htmlFor={index === 0 ? fid : `${fid}-${lang}`} className={label}>
                    {f(spec.label, { language: t(`backOffice.promotions.language.${lang}`) })}
                  </label>
                  <input
                    id={index === 0 ? fid : `${fid}-${lang}`}
                    lang={lang === 'cn' ? 'zh' : lang}
                    className={inputStyles(!!issues[spec.name])}
                    value={localized[lang] ?? ''}
                    onChange={(e) => set(spec.name, { ...localized, [lang]: e.target.value })}
                    {...described(spec.name)}
                  />
                </div>
              ))}
            </div>
            {errorOf(spec.name)}
          </fieldset>
        );
      }
      case 'select':
        return (
          <div key={spec.name}>
            <label htmlFor={fid} className={label}>{f(spec.label)}</label>
            <select id={fid} className={inputStyles()} value={String(value)} onChange={(e) => set(spec.name, e.target.value)}>
              {spec.options.map((o) => (
                <option key={o} value={o}>{f(`${spec.optionLabel}${o}`)}</option>
              ))}
            </select>
          </div>
        );
      case 'checkbox':
        return (
          <label key={spec.name} className="flex min-h-11 items-center gap-3 text-sm text-ink sm:col-span-2">
            <input type="checkbox" className="size-5 accent-brand-700" checked={value === true} onChange={(e) => set(spec.name, e.target.checked)} />
            {f(spec.label)}
          </label>
        );
      case 'coupons': {
        const chosen = value as number[];
        return (
          <fieldset key={spec.name} className="sm:col-span-2" {...described(spec.name)}>
            <legend className={label}>{f('coupons')}</legend>
            <div id={fid} tabIndex={-1} className="grid max-h-48 gap-1 overflow-y-auto rounded-control border border-line p-2 sm:grid-cols-2">
              {coupons.map((c) => (
                <label key={c.id} className="flex min-h-10 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-700"
                    checked={chosen.includes(c.id)}
                    onChange={(e) => set(spec.name, e.target.checked ? [...chosen, c.id] : chosen.filter((x) => x !== c.id))}
                  />
                  <span className="font-mono">{c.code}</span>
                </label>
              ))}
            </div>
            {errorOf(spec.name)}
          </fieldset>
        );
      }
      case 'items': {
        const items = value as { product_id: string; qty: string }[];
        const setItem = (index: number, patch: Partial<{ product_id: string; qty: string }>) =>
          set(spec.name, items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
        return (
          <fieldset key={spec.name} className="sm:col-span-2">
            <legend className={label}>{f('items')}</legend>
            <ul className="space-y-2">
              {items.map((item, index) => (
                <li key={index} className="flex flex-wrap items-end gap-2">
                  <div className="min-w-0 flex-1 basis-full sm:basis-0">
                    <ProductPicker
                      id={index === 0 ? fid : `${fid}-${index}`}
                      label={`${f('product_id')} ${index + 1}`}
                      value={item.product_id}
                      onChange={(next) => setItem(index, { product_id: next })}
                      invalid={!!issues[spec.name]}
                    />
                  </div>
                  <div className="w-24">
                    <label htmlFor={`${fid}-qty-${index}`} className="mb-1 block text-xs text-ink-muted">{f('qty')}</label>
                    <input id={`${fid}-qty-${index}`} inputMode="numeric" className={inputStyles(!!issues[spec.name])} value={item.qty} onChange={(e) => setItem(index, { qty: e.target.value })} />
                  </div>
                  <button type="button" className={buttonStyles.quietDanger} onClick={() => set(spec.name, items.filter((_, i) => i !== index))} aria-label={f('remove_item', { index: index + 1 })}>
                    ×
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" className={`${buttonStyles.quiet} mt-2`} onClick={() => set(spec.name, [...items, { product_id: '', qty: '1' }])}>
              {f('add_item')}
            </button>
            {errorOf(spec.name)}
          </fieldset>
        );
      }
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
      <div className="grid min-h-0 flex-1 gap-4 overflow-y-auto px-5 py-4 sm:grid-cols-2">{PROMOTION_FIELDS[kind].map(field)}</div>
      {save.isError ? (
        <p role="alert" className="mx-5 mb-2 rounded-control bg-danger-50 px-3 py-2 text-sm text-danger-700">
          {errorMessage(save.error, t('errors.internal'))}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2 border-t border-line px-5 py-3">
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          {t('backOffice.promotions.cancel')}
        </button>
        <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
          {save.isPending ? t('backOffice.promotions.saving') : t('backOffice.promotions.save')}
        </button>
      </div>
    </form>
  );
}
