import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingOverlay } from '../../components/loading-overlay';
import { CartSlotsContext } from '../../components/product/cart-slots';
import { QuickLookContext } from '../../components/product/quick-look-slot';
import { QuickLookButton } from '../../features/product/components/quick-look-button';
import { DEFAULT_SHOP_ID } from '../../config/shop';
import { LoginModalHost } from '../../features/account/components/login-modal-host';
import { CART_SLOTS } from '../../features/cart/components/add-to-cart-controls';
import { LazyCart } from '../../features/cart/components/lazy-cart';
import { afterCartRestored, cartStore } from '../../features/cart/stores/cart-instance';
import { HoldBanner } from '../../features/customer-standing/components/hold-banner';
import { MENU_QUERY_ROOT } from '../../features/catalogue/api/get-menu';
import { PositionDialogHost } from '../../features/position/components/position-dialog-host';
import { onShopChange, positionStore, usePositionStore } from '../../features/position/stores/position-store';
import { isPickup, shopIdOf } from '../../features/position/utils/position-codec';
import type { Position } from '../../features/position/types/position';
import { ShopScopeContext, type ShopScope } from '../../hooks/use-shop-scope';
import { STICKY_HEADER_ATTRIBUTE } from '../../hooks/use-sticky-below-header';
import { useCheckoutStart } from '../routes/checkout/use-checkout-start';
import { useNavigationPending } from '../routes/navigation-pending';
import type { PageChrome } from '../routes/page-chrome';
import { LogoutDialogHost } from './account-entry';
import { AgentBar } from './agent-bar';
import { DownloadAppDialogHost } from './download-app-dialog-host';
import { LightFooter } from './light-footer';
import { Navbar } from './navbar';
import { TestDataBanner } from './sandbox-marks';
import { useSessionWiring } from './use-session-wiring';

// Below the first screen of every page (main fills the window): the footer and its newsletter form
// load after the first render instead of with it.
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));

/** Product cards' quick look (spec §2.8), from the product feature. */
const QUICK_LOOK = { QuickLook: QuickLookButton };

/** Catalogue and search browse the position's shop (the default shop until one is chosen). */
function useShopScopeFromPosition(): ShopScope {
  const shopId = usePositionStore((s) => s.shopId);
  const pickup = usePositionStore((s) => isPickup(s.position));
  return useMemo(
    () => ({ shopId: shopId > 0 ? shopId : DEFAULT_SHOP_ID, shippingType: pickup ? 'pickup' : 'delivery' }),
    [shopId, pickup],
  );
}

/**
 * Spec §4 Cart: the cart is cleared and set up again when the shop or the shipping type (pickup is
 * sid 0) changes; a cart restored at start-up is checked against the saved position too.
 */
function useCartFollowsPosition(): void {
  useEffect(() => {
    const follow = (position: Position | null) => {
      if (!position) return;
      cartStore.getState().ensureScope(shopIdOf(position), isPickup(position) ? 'pickup' : 'delivery');
    };
    const stopRestore = afterCartRestored(() => follow(positionStore.getState().position));
    const stopShop = onShopChange(() => follow(positionStore.getState().position));
    const stopPosition = positionStore.subscribe((state, previous) => {
      if (state.position !== previous.position && cartStore.persist.hasHydrated()) follow(state.position);
    });
    return () => {
      stopRestore();
      stopShop();
      stopPosition();
    };
  }, []);
}

/** Spec §2.3: the overlay shows while a page's code or guards load, and while the first menu loads. */
function useShowLoadingOverlay(): boolean {
  const navigating = useNavigationPending();
  const queryClient = useQueryClient();
  const menusFetching = useIsFetching({ queryKey: [MENU_QUERY_ROOT] });
  const firstMenu =
    menusFetching > 0 &&
    queryClient.getQueriesData({ queryKey: [MENU_QUERY_ROOT] }).every(([, data]) => data === undefined);
  return navigating || firstMenu;
}

/**
 * Spec §2.3: navbar, the page, footer, the position dialog, the cart drawer, the login modal and the
 * logout confirmation and the download-app dialog.
 */
export function AppLayout({ chrome, children }: { chrome: PageChrome; children: ReactNode }) {
  const { t } = useTranslation();
  const shopScope = useShopScopeFromPosition();
  const loading = useShowLoadingOverlay();
  useCartFollowsPosition();
  useSessionWiring();
  useCheckoutStart();
  return (
    <ShopScopeContext value={shopScope}>
      <CartSlotsContext value={CART_SLOTS}>
      <QuickLookContext value={QUICK_LOOK}>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          // Focus instead of following the hash: the desktop build routes on the hash.
          onClick={(event) => {
            event.preventDefault();
            document.getElementById('main')?.focus();
          }}
          className="sr-only z-50 rounded-control bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {t('common.skip_to_content')}
        </a>
        {/* Staff see whom they order for above the navbar; the pair sticks together from 992 px. */}
        <div className="z-30 lg:sticky lg:top-0" {...{ [STICKY_HEADER_ATTRIBUTE]: '' }}>
          <TestDataBanner />
          <AgentBar />
          <Navbar chrome={chrome} />
        </div>
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <HoldBanner />
          {children}
        </main>
        {chrome.footer === 'light' ? (
          <LightFooter />
        ) : (
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        )}
      </div>
      <PositionDialogHost />
      <LazyCart />
      <LoginModalHost />
      <LogoutDialogHost />
      <DownloadAppDialogHost />
      {loading ? <LoadingOverlay /> : null}
      </QuickLookContext>
      </CartSlotsContext>
    </ShopScopeContext>
  );
}
