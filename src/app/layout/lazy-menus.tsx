import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../../components/icons';
import { useLocale } from '../../hooks/use-locale';
import { drawerTriggerClass, LanguageTriggerContent, languageTriggerClass } from './menu-triggers';

/*
 * The Radix menus (and floating-ui) load right after the first render instead of with the first
 * page's JS; until then a look-alike trigger holds their place.
 */
const LanguageMenu = lazy(() => import('./language-menu').then((m) => ({ default: m.LanguageMenu })));
const MobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })));

export function LazyLanguageMenu() {
  const locale = useLocale();
  return (
    <Suspense
      fallback={
        <button type="button" aria-haspopup="menu" aria-expanded="false" className={languageTriggerClass}>
          <LanguageTriggerContent locale={locale} />
        </button>
      }
    >
      <LanguageMenu />
    </Suspense>
  );
}

export function LazyMobileDrawer() {
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
      <MobileDrawer />
    </Suspense>
  );
}
