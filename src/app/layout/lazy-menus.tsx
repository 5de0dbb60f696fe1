import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../../components/icons';
import { useLocale } from '../../hooks/use-locale';
import { drawerTriggerClass, HelpTriggerContent, LanguageTriggerContent, menuTriggerClass } from './menu-triggers';

/*
 * The Radix menus (and floating-ui) and the search box load right after the first render instead of
 * with the first page's JS; until then a look-alike holds their place.
 */
const LanguageMenu = lazy(() => import('./language-menu').then((m) => ({ default: m.LanguageMenu })));
const HelpMenu = lazy(() => import('./help-menu').then((m) => ({ default: m.HelpMenu })));
const MobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })));
const SearchBox = lazy(() =>
  import('../../features/search/components/search-box').then((m) => ({ default: m.SearchBox })),
);

export function LazyLanguageMenu() {
  const locale = useLocale();
  return (
    <Suspense
      fallback={
        <button type="button" aria-haspopup="menu" aria-expanded="false" className={menuTriggerClass}>
          <LanguageTriggerContent locale={locale} />
        </button>
      }
    >
      <LanguageMenu />
    </Suspense>
  );
}

export function LazyHelpMenu() {
  return (
    <Suspense
      fallback={
        <button type="button" aria-haspopup="menu" aria-expanded="false" className={menuTriggerClass}>
          <HelpTriggerContent />
        </button>
      }
    >
      <HelpMenu />
    </Suspense>
  );
}

export function LazyMobileDrawer({ showPosition }: { showPosition: boolean }) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <button type="button" aria-haspopup="dialog" aria-expanded="false" className={drawerTriggerClass}>
          <MenuIcon width={24} height={24} />
          <span className="sr-only">{t('nav.open_menu')}</span>
        </button>
      }
    >
      <MobileDrawer showPosition={showPosition} />
    </Suspense>
  );
}

export function LazySearchBox({ className }: { className?: string }) {
  return (
    <Suspense fallback={<div aria-hidden="true" className={`h-11 rounded-control border border-line-strong bg-surface ${className ?? ''}`} />}>
      <SearchBox className={className} />
    </Suspense>
  );
}
