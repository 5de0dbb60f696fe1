import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { cartCount } from '../../../../core/cart/cart-count';
import { cartUiStore, useCartStore } from '../stores/cart-instance';
import { CartIcon } from '../../../components/icons';

/** The navbar's cart bar (spec §2.3): the counter (sum of qty) and the button that opens the drawer. */
export function CartButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const count = useCartStore((s) => cartCount(s.items));
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => cartUiStore.getState().setOpen(true)}
      // Loading the drawer's code on hover makes the first open instant.
      onPointerEnter={() => void import('./cart-overlays')}
      className={clsx(
        'relative inline-flex size-11 items-center justify-center rounded-control text-ink hover:bg-canvas lg:w-auto lg:gap-2 lg:px-3',
        className,
      )}
    >
      <CartIcon width={24} height={24} />
      <span className="sr-only lg:not-sr-only lg:text-sm lg:font-medium">{t('cart.title')}</span>
      <span className="sr-only">{t('cart.itemCount', { count })}</span>
      <span
        aria-hidden="true"
        data-testid="cart-count"
        className={clsx(
          'absolute top-0.5 right-0.5 min-w-5 rounded-full px-1.5 text-center text-xs leading-5 font-bold lg:static',
          count > 0 ? 'bg-brand-700 text-white' : 'bg-canvas text-ink-muted',
        )}
      >
        {count}
      </span>
    </button>
  );
}
