import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParseKeys } from 'i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { CheckIcon, ChevronRightIcon, CloseIcon, MenuIcon, UserIcon } from '../../components/icons';
import { cartCount } from '../../../core/cart/cart-count';
import { cartUiStore, useCartStore } from '../../features/cart/stores/cart-instance';
import { isCartHiddenOn } from '../../features/cart/utils/cart-visibility';
import { PositionLabel } from '../../features/position/components/position-label';
import { positionStore } from '../../features/position/stores/position-store';
import { preloadLoginModal } from '../../features/account/components/login-modal-host';
import { useLocalizedPath } from '../../hooks/use-locale';
import { requestLogin } from '../../lib/session/login-prompt';
import { isSignedIn, useSession } from '../../lib/session/session-store';
import { ChatLauncher } from '../../features/chat/components/chat-launcher';
import { openLogoutPrompt } from './logout';
import { drawerTriggerClass } from './menu-triggers';
import { Logo } from './logo';
import { HELP_ITEMS, NAV_ITEMS, USER_MENU_ITEMS } from './nav-items';
import { useLanguageLinks } from './use-language-links';
import { userDisplayName } from './user-display';

/** Matches the 992 px desktop breakpoint (spec §9): the drawer only exists below it. */
const DESKTOP_QUERY = '(min-width: 62rem)';

const sectionTitleClass = 'px-3 pb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase';

/** Below 992 px the navbar items live in a full-width drawer: position, cart, account, pages, Help and Language. */
/** One list item per link, closing the drawer as it navigates. */
function DrawerLinkItems({ items, onNavigate }: { items: readonly { to: string; label: ParseKeys }[]; onNavigate: () => void }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return items.map((item) => (
    <li key={item.to}>
      <Link
        to={localized(item.to)}
        onClick={onNavigate}
        className="flex items-center justify-between rounded-control px-3 py-3 text-base text-ink hover:bg-canvas"
      >
        {t(item.label)}
        <ChevronRightIcon className="text-ink-muted" />
      </Link>
    </li>
  ));
}

export function MobileDrawer({ showPosition, defaultOpen = false }: { showPosition: boolean; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const localized = useLocalizedPath();
  const languages = useLanguageLinks();
  // The position dialog opens once the drawer has closed and handed focus back.
  const openPositionAfterClose = useRef(false);
  // Likewise the cart drawer (spec §2.3: the drawer carries the navbar's items, the cart included).
  const openCartAfterClose = useRef(false);
  // And the login modal or the logout confirmation.
  const afterClose = useRef<(() => void) | null>(null);
  const hydrated = useSession((s) => s.hydrated);
  const signedIn = useSession(isSignedIn);
  const user = useSession((s) => s.user);
  const cartItems = useCartStore((s) => cartCount(s.items));
  const showCart = !isCartHiddenOn(useLocation().pathname);
  const close = () => setOpen(false);

  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  return (
    <ChatLauncher>
      {(openChat) => (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={drawerTriggerClass}>
        <MenuIcon width={24} height={24} />
        <span className="sr-only">{t('nav.open_menu')}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40 animate-fade-in lg:hidden" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            const next = afterClose.current;
            if (next) {
              afterClose.current = null;
              next();
              return;
            }
            if (openCartAfterClose.current) {
              openCartAfterClose.current = false;
              event.preventDefault();
              cartUiStore.getState().setOpen(true);
              return;
            }
            if (!openPositionAfterClose.current) return;
            openPositionAfterClose.current = false;
            event.preventDefault();
            positionStore.getState().openDialog();
          }}
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-surface animate-drawer-in focus:outline-none lg:hidden"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-line px-4">
            <Link to={localized('/')} onClick={close} aria-label={t('nav.logo_label')}>
              <Logo />
            </Link>
            <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-control text-ink hover:bg-canvas">
              <CloseIcon width={24} height={24} />
              <span className="sr-only">{t('common.close')}</span>
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">{t('nav.menu_title')}</Dialog.Title>
          <Dialog.Description className="sr-only">{t('nav.menu_description')}</Dialog.Description>

          {showPosition ? (
            <PositionLabel
              className="mx-2 mt-3 px-3 py-3"
              onActivate={() => {
                openPositionAfterClose.current = true;
                close();
              }}
            />
          ) : null}

          {showCart ? (
            <button
              type="button"
              onClick={() => {
                openCartAfterClose.current = true;
                close();
              }}
              className="mx-2 mt-3 flex items-center justify-between rounded-control border border-line px-3 py-3 text-base font-medium text-ink hover:bg-canvas"
            >
              {t('cart.title')}
              <span className="rounded-full bg-brand-700 px-2 text-sm leading-6 font-bold text-white">
                {t('cart.itemCount', { count: cartItems })}
              </span>
            </button>
          ) : null}

          {hydrated ? (
            <section aria-labelledby="drawer-account" className="mt-3 border-t border-line px-2 pt-3">
              <h2 id="drawer-account" className={sectionTitleClass}>
                {t('user_menu.section_title')}
              </h2>
              {signedIn && user ? (
                <>
                  <p className="flex items-center gap-3 px-3 pb-2">
                    <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-800">
                      <UserIcon width={22} height={22} />
                    </span>
                    <span className="min-w-0">
                      <span className="block truncate font-semibold text-ink">{userDisplayName(user)}</span>
                      <span className="block text-sm text-ink-muted">{t('user_menu.uid', { cid: user.cid })}</span>
                    </span>
                  </p>
                  <ul>
                    <DrawerLinkItems items={USER_MENU_ITEMS} onNavigate={close} />
                    <li>
                      <button
                        type="button"
                        onClick={() => {
                          afterClose.current = openLogoutPrompt;
                          close();
                        }}
                        className="flex w-full items-center rounded-control px-3 py-3 text-left text-base font-medium text-danger-700 hover:bg-danger-50"
                      >
                        {t('user_menu.logout')}
                      </button>
                    </li>
                  </ul>
                </>
              ) : (
                <button
                  type="button"
                  aria-haspopup="dialog"
                  onPointerDown={preloadLoginModal}
                  onClick={() => {
                    // The modal opens once the drawer has closed and handed focus back.
                    afterClose.current = () => requestLogin();
                    close();
                  }}
                  className="flex w-full items-center gap-3 rounded-control px-3 py-3 text-left text-base font-medium text-ink hover:bg-canvas"
                >
                  <UserIcon width={22} height={22} className="text-ink-muted" />
                  {t('user_menu.login')}
                </button>
              )}
            </section>
          ) : null}

          <nav aria-label={t('nav.main')} className="border-t border-line px-2 py-3 mt-3">
            <ul>
              {NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={localized(item.to)}
                    end={item.end}
                    onClick={close}
                    className={({ isActive }) =>
                      clsx(
                        'flex items-center justify-between rounded-control px-3 py-3.5 text-base font-medium',
                        isActive ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-canvas',
                      )
                    }
                  >
                    {t(item.label)}
                    <ChevronRightIcon className="text-ink-muted" />
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <nav aria-labelledby="drawer-help" className="border-t border-line px-2 py-3">
            <h2 id="drawer-help" className={sectionTitleClass}>
              {t('nav.help')}
            </h2>
            <ul>
              <DrawerLinkItems items={HELP_ITEMS} onNavigate={close} />
              <li>
                <button
                  type="button"
                  onClick={() => {
                    // The chat opens once the drawer has closed (its focus handling done).
                    afterClose.current = openChat;
                    close();
                  }}
                  className="flex w-full items-center justify-between rounded-control px-3 py-3 text-left text-base text-ink hover:bg-canvas"
                >
                  {t('help.chat_open')}
                  <ChevronRightIcon className="text-ink-muted" />
                </button>
              </li>
            </ul>
          </nav>

          <section aria-labelledby="drawer-language" className="border-t border-line px-2 py-3">
            <h2 id="drawer-language" className={sectionTitleClass}>
              {t('common.language')}
            </h2>
            <ul>
              {languages.map((link) => (
                <li key={link.locale}>
                  <Link
                    to={link.to}
                    lang={link.tag}
                    hrefLang={link.tag}
                    aria-current={link.current ? 'true' : undefined}
                    onClick={close}
                    className={clsx(
                      'flex items-center justify-between rounded-control px-3 py-3 text-base',
                      link.current ? 'font-semibold text-brand-800' : 'text-ink hover:bg-canvas',
                    )}
                  >
                    {t(`common.languages.${link.locale}`)}
                    {link.current ? <CheckIcon className="text-brand-700" /> : null}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
      )}
    </ChatLauncher>
  );
}
