import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BoxIcon } from '../../../components/icons';
import { useLocalizedPath } from '../../../hooks/use-locale';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/**
 * Spec §2.8 / §8: "The product does not exist" (no id, a malformed id or 404 PRODUCT_NOT_FOUND) and
 * the delisted page (410 PRODUCT_DELISTED), both pointing back to the catalogue.
 */
export function ProductUnavailable({ kind }: { kind: 'missing' | 'delisted' }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const title = kind === 'missing' ? t('product.missing.title') : t('product.delisted.title');
  useDocumentTitle(title);
  return (
    <div className="container-page grid place-items-center py-16 sm:py-24">
      <div className="flex max-w-lg flex-col items-center gap-4 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-700">
          <BoxIcon width={32} height={32} />
        </span>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
        <p className="text-ink-muted">{kind === 'missing' ? t('product.missing.hint') : t('product.delisted.hint')}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <Link
            to={localized('/supply')}
            className="rounded-control bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t('product.unavailable.browse')}
          </Link>
          <Link
            to={localized('/')}
            className="rounded-control border border-line-strong bg-surface px-5 py-2.5 text-sm font-semibold text-ink hover:bg-canvas"
          >
            {t('errors.back_home')}
          </Link>
        </div>
      </div>
    </div>
  );
}
