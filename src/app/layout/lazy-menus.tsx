import { type KeyboardEvent, lazy, type ReactNode, Suspense, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../../components/icons';
import { useLocale } from '../../hooks/use-locale';
import { drawerTriggerClass, HelpTriggerContent, LanguageTriggerContent, menuTriggerClass } from './menu-triggers';

/*
 * The Radix menus (and floating-ui) load when the visitor first touches the page (a pointer, a key,
 * focus), not with the first page: looking at the catalogue needs none of them, and on a phone their
 * 35 KB and their first render cost the first screen. Until then a look-alike trigger holds each place;
 * pressing it opens the real menu as soon as its code has arrived. The search box loads right after
 * the first render: it is the page's main input.
 */
const LanguageMenu = lazy(() => import('./language-menu').then((m) => ({ default: m.LanguageMenu })));
const HelpMenu = lazy(() => import('./help-menu').then((m) => ({ default: m.HelpMenu })));
const MobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })));
const SearchBox = lazy(() =>
  import('../../features/search/components/search-box').then((m) => ({ default: m.SearchBox })),
);

const FIRST_USE_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
let touched = false;
const listeners = new Set<() => void>();

function markTouched(): void {
  if (touched) return;
  touched = true;
  for (const event of FIRST_USE_EVENTS) window.removeEventListener(event, markTouched, true);
  // After the event that touched the page has reached its target: a stand-in pressed by it records
  // the press before it is swapped for the loading menu.
  setTimeout(() => {
    for (const listener of listeners) listener();
  }, 0);
}

if (typeof window !== 'undefined') {
  for (const event of FIRST_USE_EVENTS) window.addEventListener(event, markTouched, { capture: true, passive: true });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the visitor has touched the page yet (then the menus' code is worth loading). */
function usePageTouched(): boolean {
  return useSyncExternalStore(subscribe, () => touched, () => false);
}

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A stand-in trigger until the menu's code is loaded; pressing it (pointer or Enter/Space/ArrowDown)
 * asks for the menu to open once it is there. `children(openOnLoad)` renders the real menu.
 */
function FirstUse({ fallback, children }: { fallback: (press: () => void) => ReactNode; children: (openOnLoad: boolean) => ReactNode }) {
  const touchedPage = usePageTouched();
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const press = () => {
    markTouched();
    setOpenOnLoad(true);
  };
  const stand = fallback(press);
  if (!touchedPage) return stand;
  return <Suspense fallback={stand}>{children(openOnLoad)}</Suspense>;
}

const pressProps = (press: () => void) => ({
  onPointerDown: press,
  onClick: press,
  onKeyDown: (event: KeyboardEvent) => {
    if (OPENING_KEYS.has(event.key)) press();
  },
});

export function LazyLanguageMenu() {
  const locale = useLocale();
  return (
    <FirstUse
      fallback={(press) => (
        <button type="button" aria-haspopup="menu" aria-expanded="false" className={menuTriggerClass} {...pressProps(press)}>
          <LanguageTriggerContent locale={locale} />
        </button>
      )}
    >
      {(openOnLoad) => <LanguageMenu defaultOpen={openOnLoad} />}
    </FirstUse>
  );
}

export function LazyHelpMenu() {
  return (
    <FirstUse
      fallback={(press) => (
        <button type="button" aria-haspopup="menu" aria-expanded="false" className={menuTriggerClass} {...pressProps(press)}>
          <HelpTriggerContent />
        </button>
      )}
    >
      {(openOnLoad) => <HelpMenu defaultOpen={openOnLoad} />}
    </FirstUse>
  );
}

export function LazyMobileDrawer({ showPosition }: { showPosition: boolean }) {
  const { t } = useTranslation();
  return (
    <FirstUse
      fallback={(press) => (
        <button type="button" aria-haspopup="dialog" aria-expanded="false" className={drawerTriggerClass} {...pressProps(press)}>
          <MenuIcon width={24} height={24} />
          <span className="sr-only">{t('nav.open_menu')}</span>
        </button>
      )}
    >
      {(openOnLoad) => <MobileDrawer showPosition={showPosition} defaultOpen={openOnLoad} />}
    </FirstUse>
  );
}

export function LazySearchBox({ className }: { className?: string }) {
  return (
    <Suspense fallback={<div aria-hidden="true" className={`h-11 rounded-control border border-line-strong bg-surface ${className ?? ''}`} />}>
      <SearchBox className={className} />
    </Suspense>
  );
}
