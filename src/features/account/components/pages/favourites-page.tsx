import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductSummary } from '../../../../../core/schemas/catalogue';
import { EmptyState } from '../../../../components/empty-state';
import { ErrorNotice } from '../../../../components/error-notice';
import { AlertIcon, CheckIcon } from '../../../../components/icons';
import { LoadingBox } from '../../../../components/loading-box';
import { ProductCard } from '../../../../components/product/product-card';
import { paths } from '../../../../config/paths';
import { useLocalizedPath } from '../../../../hooks/use-locale';
import { ApiRequestError } from '../../../../lib/api-client';
import { useFavourites } from '../../api/favourites-list';
import { useUnfollowProduct } from '../../api/favourites-list-unfollow';
import { AccountPage } from './account-page';
import { HeartIcon } from '../../../../components/icons';
import { buttonStyles } from '../../../../components/ui/button-styles';
import { FormAlert } from '../../../../components/ui/form-alert';

const removeButtonId = (productId: number) => `favourite-remove-${productId}`;

/** 'My favourites' (the spec's 'collects', §2.8): followed products as the current shop sells them. */
export function FavouritesPage() {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('favourites.title')} lead={t('favourites.lead')}>
      {() => <Favourites />}
    </AccountPage>
  );
}

function Favourites() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const favourites = useFavourites();
  const unfollow = useUnfollowProduct();
  const headingId = useId();
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  if (favourites.isPending) return <LoadingBox />;
  if (favourites.isError) return <ErrorNotice error={favourites.error} onRetry={() => void favourites.refetch()} />;
  const { list, unavailable } = favourites.data;

  const remove = (product: ProductSummary) => {
    // Focus moves to the neighbour's button, since this one disappears with its card.
    const index = list.findIndex((p) => p.product_id === product.product_id);
    const neighbour = list[index + 1] ?? list[index - 1];
    setFailure(null);
    setAnnouncement('');
    unfollow.mutate(product.product_id, {
      onSuccess: () => setAnnouncement(t('favourites.removed', { name: product.product_name })),
      onError: (error) =>
        setFailure(error instanceof ApiRequestError ? error.message : t('favourites.remove_failed', { name: product.product_name })),
    });
    // The card leaves the list at once (optimistic removal).
    requestAnimationFrame(() => {
      const next = neighbour ? document.getElementById(removeButtonId(neighbour.product_id)) : null;
      (next ?? document.getElementById(headingId))?.focus();
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <h2 id={headingId} tabIndex={-1} className="sr-only">
        {t('favourites.list_label')}
      </h2>
      <p
        role="status"
        className={announcement ? 'flex items-center gap-2 rounded-control bg-brand-50 px-3 py-2.5 text-sm font-medium text-brand-900' : 'sr-only'}
      >
        {announcement ? <CheckIcon width={18} height={18} className="shrink-0 text-brand-700" /> : null}
        {announcement}
      </p>
      <FormAlert>{failure}</FormAlert>
      {unavailable > 0 ? (
        <p className="flex items-start gap-2 rounded-control bg-warning-50 px-3 py-2.5 text-sm text-warning-800">
          <AlertIcon width={18} height={18} className="mt-px shrink-0" />
          {t('favourites.unavailable', { count: unavailable })}
        </p>
      ) : null}
      {list.length === 0 ? (
        <EmptyState title={t('favourites.empty_title')}>
          <p className="max-w-sm text-sm text-ink-muted">{t('favourites.empty_body')}</p>
          <Link to={localized(paths.supply())} className={buttonStyles.primary}>
            {t('favourites.browse')}
          </Link>
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-ink-muted">{t('favourites.count', { count: list.length })}</p>
          <ul aria-labelledby={headingId} className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4">
            {list.map((product) => (
              <li key={product.product_id} className="flex flex-col gap-2">
                <div className="flex-1">
                  <ProductCard product={product} headingLevel={3} to={localized(paths.product(product.product_id))} />
                </div>
                <button
                  id={removeButtonId(product.product_id)}
                  type="button"
                  onClick={() => remove(product)}
                  aria-label={t('favourites.remove_named', { name: product.product_name })}
                  className={buttonStyles.quietDanger}
                >
                  <HeartIcon width={16} height={16} fill="currentColor" />
                  {t('favourites.remove')}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
