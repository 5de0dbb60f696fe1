import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useLocalizedPath } from '../../hooks/use-locale';
import { LazyLanguageMenu, LazyMobileDrawer } from './lazy-menus';
import { Logo } from './logo';
import { NAV_ITEMS } from './nav-items';

export function Navbar() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface">
      <div className="container-page flex h-16 items-center gap-6">
        <Link to={localized('/')} aria-label={t('nav.logo_label')} className="rounded-control">
          <Logo />
        </Link>
        <nav aria-label={t('nav.main')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={localized(item.to)}
                  end={item.end}
                  className={({ isActive }) =>
                    clsx(
                      'rounded-control px-3 py-2 text-sm font-medium',
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
        <div className="ml-auto flex items-center gap-2">
          <div className="hidden lg:block">
            <LazyLanguageMenu />
          </div>
          <LazyMobileDrawer />
        </div>
      </div>
    </header>
  );
}
