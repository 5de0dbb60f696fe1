import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_PICTURE_MAX_BYTES } from '../../../../core/schemas/back-office-products';
import { ProductImage } from '../../../components/product/product-image';
import { buttonStyles } from '../../../components/ui/button-styles';
import { readAsDataUrl } from '../../../lib/read-as-data-url';
import { Section } from './form-kit';

const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * The product's picture: PNG, JPEG or WebP up to 5 MB, previewed here and sent after the product is
 * saved (the picture route needs the product's id; the server resizes it to the storefront's widths).
 */
export function PictureSection({ current, picture, onPicture, name }: { current: string; picture: string | null; onPicture: (dataUrl: string | null) => void; name: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [error, setError] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!PICTURE_TYPES.includes(file.type)) return setError(t('validation.picture_type'));
    if (file.size > PRODUCT_PICTURE_MAX_BYTES) return setError(t('validation.picture_too_large'));
    setError(null);
    onPicture(await readAsDataUrl(file));
  };

  return (
    <Section title={t('backOffice.products.form.picture')}>
      <div className="flex flex-wrap items-center gap-4">
        {picture ? (
          <img src={picture} alt={t('backOffice.products.form.picture_new_alt', { name })} className="size-28 rounded-card border border-line object-cover" />
        ) : (
          <ProductImage src={current} alt={current ? t('backOffice.products.form.picture_alt', { name }) : ''} width={112} height={112} sizes="112px" className="size-28 rounded-card border border-line bg-canvas object-cover" />
        )}
        <div className="flex flex-col gap-2">
          <label htmlFor={`${id}-file`} className={`${buttonStyles.secondary} cursor-pointer focus-within:outline-2 focus-within:outline-brand-700`}>
            {t(current || picture ? 'backOffice.products.form.picture_replace' : 'backOffice.products.form.picture_choose')}
            <input id={`${id}-file`} type="file" accept={PICTURE_TYPES.join(',')} onChange={(e) => void onFile(e)} className="sr-only" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`} />
          </label>
          {picture ? (
            <button type="button" className={buttonStyles.quiet} onClick={() => onPicture(null)}>
              {t('backOffice.products.form.picture_discard')}
            </button>
          ) : null}
          <p id={`${id}-hint`} className="text-xs text-ink-muted">
            {t(picture ? 'backOffice.products.form.picture_pending' : 'backOffice.products.form.picture_hint')}
          </p>
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-danger-700">
              {error}
            </p>
          ) : null}
        </div>
      </div>
    </Section>
  );
}
