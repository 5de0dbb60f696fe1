import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { CartButton } from '../../features/cart/components/cart-button';
import { isCartHiddenOn } from '../../features/cart/utils/cart-visibility';
import { CutoffCountdown } from '../../components/cutoff-countdown';
import { PositionLabel } from '../../features/position/components/position-label';
import { usePositionStore } from '../../features/position/stores/position-store';
import { useLocalizedPath } from '../../hooks/use-locale';
import type { PageChrome } from '../routes/page-chrome';
import { AccountEntry } from './account-entry';
import { LazyHelpMenu, LazyLanguageMenu, LazyMobileDrawer, LazySearchBox } from './lazy-menus';
import { Logo } from './logo';
import { SandboxBadge } from './sandbox-marks';
import { NAV_ITEMS } from './nav-items';

/**
 * Spec §2.3 navbar: a strip with the position label (and, from 992 px, Help, Language and the Login
 * item or user menu), then the logo, page links and the search box; below 992 px the links and menus
 * move into the drawer and the search box wraps onto its own line.
 */
export function Navbar({ chrome }: { chrome: PageChrome }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const hasPosition = usePositionStore((s) => s.position !== null);
  const showLabel = chrome.positionLabel && hasPosition;
  const showCart = !isCartHiddenOn(useLocation().pathname);

  return (
    <header className="z-30 border-b border-line bg-surface lg:sticky lg:top-0">
      <div className="border-b border-line bg-canvas">
        <div className="container-page flex min-h-10 flex-wrap items-center gap-x-4 md:h-10 md:flex-nowrap">
          {showLabel ? <PositionLabel className="-ml-2 max-w-full px-2 py-1 lg:max-w-[36rem]" maxChars={chrome.addressLabelMax} /> : null}
          <CutoffCountdown className="min-w-0 truncate text-xs max-md:w-full max-md:pb-1.5 lg:shrink-0" />
          <div className="ml-auto hidden items-center gap-1 lg:flex">
            <LazyHelpMenu />
            <LazyLanguageMenu />
            <AccountEntry />
          </div>
        </div>
      </div>
      <div className="container-page flex min-h-16 flex-wrap items-center gap-x-3 gap-y-2 py-2.5 sm:gap-x-6 lg:h-16 lg:flex-nowrap lg:py-0">
        <Link to={localized('/')} aria-label={t('nav.logo_label')} className="rounded-control">
          <Logo />
        </Link>
        <SandboxBadge />
        <nav aria-label={t('nav.main')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={localized(item.to)}
                  end={item.end}
                  className={({ isActive }) =>
                    clsx(
                      'rounded-control px-3 py-2 text-sm font-medium whitespace-nowrap',
                      isActive ? 'bg-brand-50 text-brand-800' : 'text-ink-muted hover:bg-canvas hover:text-ink',
                    )
                  }
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {chrome.searchBox ? (
          <LazySearchBox className="order-last w-full lg:order-none lg:ml-auto lg:w-auto lg:max-w-xl lg:flex-1" />
        ) : null}
        <div className={clsx('ml-auto flex items-center gap-1', chrome.searchBox && 'lg:ml-0')}>
          {showCart ? <CartButton /> : null}
          <div className="lg:hidden">
            <LazyMobileDrawer showPosition={chrome.positionLabel} />
          </div>
        </div>
      </div>
    </header>
  );
}
