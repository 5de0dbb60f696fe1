import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEFAULT_SHOP_ID } from '../../config/shop';
import { ADDRESS_BOOK_QUERY_ROOT } from '../../features/account/api/address-book-list';
import { refreshStoredUser } from '../../features/account/api/refresh-user';
import { cartStore, withCartSyncPaused } from '../../features/cart/stores/cart-instance';
import { positionStore } from '../../features/position/stores/position-store';
import { FAVOURITES_QUERY_ROOT } from '../../features/product/api/follow-product';
import { useLocale } from '../../hooks/use-locale';
import { localizePath } from '../../lib/locale';
import { requestLogin } from '../../lib/session/login-prompt';
import { onSignIn, onSignOut, sessionStore } from '../../lib/session/session-store';
import { wireSession } from './session-wiring';

/** The product page's followed ids (['favourites', 'ids', shopId]) are not keyed by customer. */
const FOLLOWED_IDS_QUERY_KEY = [FAVOURITES_QUERY_ROOT, 'ids'];

/** One expiry prompt per expired session, whichever locale tree's layout is mounted. */
const expiryPrompted = { current: false };

/** Spec §4 Logout step 1: the customer's cid goes into the position cookie before the session ends. */
export function copyCidToPosition(cid: number): void {
  const { position, choosePosition } = positionStore.getState();
  if (position && position.cid !== cid) choosePosition({ ...position, cid });
}

/**
 * Connects the session to the cart, the position, the query cache and routing (session-wiring.ts has
 * the rules). Mounted by the layout; the locale and navigate are read when an event happens.
 */
export function useSessionWiring(): void {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const latest = useRef({ t, locale, navigate });
  useEffect(() => {
    latest.current = { t, locale, navigate };
  });

  useEffect(
    () =>
      wireSession({
        onSignIn,
        onSignOut,
        session: sessionStore,
        expiryPrompted,
        positionCid: () => positionStore.getState().position?.cid,
        forgetAddressBook: () => {
          const { position, choosePosition } = positionStore.getState();
          if (position?.addrBook) {
            const { addrBook: _forgotten, ...rest } = position;
            choosePosition(rest);
          }
          queryClient.removeQueries({ queryKey: [ADDRESS_BOOK_QUERY_ROOT] });
        },
        // The sync waits for the merge, so an empty local cart cannot overwrite the stored one first.
        mergeCart: () =>
          withCartSyncPaused(async () => {
            // Loaded on demand: the calculate body builder and the merge call stay out of the first page.
            const { mergeCartAtSignIn } = await import('../../features/cart/api/merge-cart');
            const shopId = positionStore.getState().shopId;
            await mergeCartAtSignIn(latest.current.locale, shopId > 0 ? shopId : DEFAULT_SHOP_ID);
          }),
        clearCart: () => cartStore.getState().clear(),
        forgetCustomerQueries: () => queryClient.removeQueries({ queryKey: FOLLOWED_IDS_QUERY_KEY }),
        goHome: () => void latest.current.navigate(localizePath('/', latest.current.locale)),
        promptExpired: () => requestLogin({ notice: latest.current.t('auth.token_expired') }),
      }),
    [queryClient],
  );

  // A restored session's user is refreshed once per start (an expired token ends the session here).
  useEffect(() => {
    const refresh = (state: { hydrated: boolean }) => {
      if (!state.hydrated || userRefreshed) return;
      userRefreshed = true;
      void refreshStoredUser(latest.current.locale);
    };
    refresh(sessionStore.getState());
    return sessionStore.subscribe(refresh);
  }, []);
}

let userRefreshed = false;
