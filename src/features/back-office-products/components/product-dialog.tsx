import * as Dialog from '@radix-ui/react-dialog';
import { useCallback, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductFacets, ProductRecord } from '../../../../core/schemas/back-office-products';
import { ErrorNotice } from '../../../components/error-notice';
import { CloseIcon } from '../../../components/icons';
import { LoadingBox } from '../../../components/loading-box';
import { RecordHistory } from '../../../components/record-history';
import { buttonStyles } from '../../../components/ui/button-styles';
import { useLocale } from '../../../hooks/use-locale';
import { errorMessage } from '../../../lib/request-parsed';
import { useProductRecord, useSaveProduct } from '../api/products';
import { blankValues, checkValues, isPlacedField, patchBetween, valuesFromRecord, type FieldErrors, type ProductFormValues } from '../utils/product-form-values';
import type { FormKit } from './form-kit';
import { PictureSection } from './picture-section';
import { BasicsSection, PricingSection, SellingSection, StockSection, TagsSection, TextsSection } from './product-form-sections';

/**
 * Create (`target` 'new') or edit one product in a Radix dialog: every field of core's product schema,
 * checked on the client by that schema (`validateProductInput`), with each message under its field in
 * the reader's language; the server's refusal shows above the buttons.
 */
export function ProductDialog({ target, facets, onClose, onSaved }: { target: number | 'new' | null; facets: ProductFacets | undefined; onClose: () => void; onSaved: (record: ProductRecord) => void }) {
  const { t } = useTranslation();
  const record = useProductRecord(typeof target === 'number' ? target : null);
  const open = target !== null;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-[70] flex max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-4xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-card bg-surface shadow-raised focus:outline-none sm:max-h-[calc(100dvh-2rem)]"
          data-testid="product-dialog"
        >
          <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3 sm:px-5">
            <Dialog.Title className="min-w-0 text-lg font-bold break-words text-ink">
              {target === 'new' ? t('backOffice.products.form.new_title') : record.data ? t('backOffice.products.form.edit_title', { sku: record.data.sku }) : t('backOffice.products.form.loading_title')}
            </Dialog.Title>
            <Dialog.Close className="grid size-11 shrink-0 place-items-center rounded-control text-ink-muted hover:bg-canvas hover:text-ink" aria-label={t('common.close')}>
              <CloseIcon width={20} height={20} aria-hidden="true" />
            </Dialog.Close>
          </div>
          {!open ? null : !facets || (target !== 'new' && record.isPending) ? (
            <LoadingBox className="m-4" label={t('common.loading')} />
          ) : target !== 'new' && record.isError ? (
            <div className="p-4">
              <ErrorNotice error={record.error} title={t('backOffice.products.form.load_failed')} onRetry={() => void record.refetch()} />
            </div>
          ) : (
            <ProductForm
              key={String(target)}
              record={target === 'new' ? null : (record.data ?? null)}
              facets={facets}
              onClose={onClose}
              onSaved={onSaved}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ProductForm({ record, facets, onClose, onSaved }: { record: ProductRecord | null; facets: ProductFacets; onClose: () => void; onSaved: (record: ProductRecord) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const shopIds = useMemo(() => facets.shops.map((s) => s.id), [facets]);
  const [values, setValues] = useState<ProductFormValues>(() => (record ? valuesFromRecord(record, shopIds) : blankValues(shopIds)));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [picture, setPicture] = useState<string | null>(null);
  const [nothingChanged, setNothingChanged] = useState(false);
  const save = useSaveProduct();

  const fid = useCallback((field: string) => `${id}-${field.replace(/[^A-Za-z0-9_-]/g, '-')}`, [id]);
  const text = t as unknown as (key: string) => string;
  const kit: FormKit = {
    values,
    set: (key, value) => {
      setValues((current) => ({ ...current, [key]: value }));
      setNothingChanged(false);
    },
    fid,
    error: (field) => {
      const key = errors[field];
      if (!key) return undefined;
      return key.startsWith('validation.') ? text(key) : t('errors.validation');
    },
    described: (field) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${fid(field)}-error` } : {}),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNothingChanged(false);
    const check = checkValues(values);
    if (!check.ok) {
      setErrors(check.errors);
      const first = Object.keys(check.errors)[0];
      // After the messages render, the first field in the form's order takes the focus.
      requestAnimationFrame(() => {
        const invalid = document.querySelector<HTMLElement>(`[data-testid="product-dialog"] [aria-invalid="true"]`);
        (invalid ?? (first ? document.getElementById(fid(first)) : null))?.focus();
      });
      return;
    }
    setErrors({});
    if (record) {
      const patch = patchBetween(record, check.value);
      if (Object.keys(patch).length === 0 && !picture) {
        setNothingChanged(true);
        return;
      }
      void save.mutateAsync({ save: { kind: 'patch', productId: record.id, body: patch }, picture }).then(onSaved, () => undefined);
    } else {
      void save.mutateAsync({ save: { kind: 'create', body: check.value }, picture }).then(onSaved, () => undefined);
    }
  };

  const name = values.name[locale] || values.name.en || values.sku;
  const sections = (
    <>
      <BasicsSection kit={kit} facets={facets} />
      <TextsSection kit={kit} />
      <PricingSection kit={kit} />
      <StockSection kit={kit} facets={facets} />
      <SellingSection kit={kit} />
      <TagsSection kit={kit} />
      <PictureSection current={record?.image ?? ''} picture={picture} onPicture={setPicture} name={name} />
      {record ? <RecordHistory path={`/api/back-office/products/${record.id}/history`} queryKey={['back-office', 'products', record.id]} /> : null}
    </>
  );
  // Issues no field above shows (a list that is too long, a shop the form does not know).
  const unplaced = Object.entries(errors).filter(([field]) => !isPlacedField(field, values));
  const errorCount = Object.keys(errors).length;

  return (
    <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col" aria-label={t('backOffice.products.form.label')}>
      <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-4 py-4 sm:px-5">
        {errorCount > 0 ? (
          <div role="alert" className="rounded-control bg-danger-50 px-3 py-2 text-sm text-danger-700" data-testid="product-form-errors">
            <p className="font-semibold">{t('backOffice.products.form.fix_fields', { count: errorCount })}</p>
            {unplaced.length > 0 ? (
              <ul className="mt-1 list-disc pl-5">
                {unplaced.map(([field, key]) => (
                  <li key={field}>{key.startsWith('validation.') ? text(key) : t('errors.validation')}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        {sections}
      </div>
      <div className="flex flex-col gap-2 border-t border-line px-4 py-3 sm:px-5">
        {save.isError ? (
          <p role="alert" className="rounded-control bg-danger-50 px-3 py-2 text-sm text-danger-700" data-testid="product-save-error">
            {errorMessage(save.error, t('errors.internal'))}
          </p>
        ) : null}
        {nothingChanged ? (
          <p role="status" className="text-sm text-ink-muted">
            {t('backOffice.products.form.nothing_changed')}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            {t('backOffice.products.form.cancel')}
          </button>
          <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
            {save.isPending ? t('backOffice.products.form.saving') : record ? t('backOffice.products.form.save') : t('backOffice.products.form.create')}
          </button>
        </div>
      </div>
    </form>
  );
}
