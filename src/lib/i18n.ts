import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../../core/schemas/common';
import type en from '../../locales/en.json';
import { FALLBACK_LOCALE, htmlLang, isLocale, LOCALES } from './locale';
import { I18N_KEY_OPTIONS } from '../../core/i18n-options';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

/** One i18next instance for the renderer; the route's lang segment drives its language. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  // No strings ship with the entry: setLocale loads the visitor's language only (cn and fr translate
  // every en key, src/lib/locales.test.ts), in two parts (scripts/locale-parts-plugin.ts).
  resources: {},
  partialBundledLanguages: true,
  lng: FALLBACK_LOCALE,
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: [...LOCALES],
  // 'cn' is our code, not a BCP 47 tag: never let i18next look for a 'cn' base language.
  load: 'currentOnly',
  initAsync: false,
  ...I18N_KEY_OPTIONS,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

const applyDocumentLanguage = (lng: string): void => {
  const locale: Locale = isLocale(lng) ? lng : FALLBACK_LOCALE;
  document.documentElement.lang = htmlLang(locale);
  if (i18n.exists('common.meta_title')) document.title = i18n.t('common.meta_title');
};
i18n.on('languageChanged', applyDocumentLanguage);

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : FALLBACK_LOCALE;
}

type Part = 'first' | 'rest';
type PartLoader = () => Promise<{ default: object }>;

const parts: Record<Locale, Record<Part, PartLoader>> = {
  en: { first: () => import('../../locales/en.json?part=first'), rest: () => import('../../locales/en.json?part=rest') },
  cn: { first: () => import('../../locales/cn.json?part=first'), rest: () => import('../../locales/cn.json?part=rest') },
  fr: { first: () => import('../../locales/fr.json?part=first'), rest: () => import('../../locales/fr.json?part=rest') },
};

const loading = new Map<string, Promise<void>>();

/** Loads one part of a locale's strings once (again after a failure). */
function loadPart(locale: Locale, part: Part): Promise<void> {
  const key = `${locale}:${part}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = parts[locale][part]().then(
      (bundle) => {
        // The rest adds silently: re-rendering every translated component for strings the page on
        // screen does not show was a long task; what needs them waits for allStringsLoaded.
        i18n.addResourceBundle(locale, 'translation', bundle.default, true, true, { silent: part === 'rest' });
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/**
 * Loads the locale's strings if needed, then switches i18next (and so <html lang>) to it. With
 * `firstPartOnly` (the catalogue, search and product pages) it loads only the sections those pages
 * show; the rest when something needs it.
 */
export async function setLocale(locale: Locale, { firstPartOnly = false }: { firstPartOnly?: boolean } = {}): Promise<void> {
  if (firstPartOnly) {
    // The rest is fetched ahead when the page is idle (src/app/routes/first-data.ts prefetchLikelyNext)
    // and added when something needs it: any other page, a dialog, the cart (allStringsLoaded).
    await loadPart(locale, 'first');
  } else {
    await Promise.all([loadPart(locale, 'first'), loadPart(locale, 'rest')]);
  }
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  else applyDocumentLanguage(locale);
}

/**
 * Resolves once all of the current language's strings are in. The first pages load only the first
 * part, so the code they load later (dialogs, the cart drawer) waits for this first.
 */
export async function allStringsLoaded(): Promise<void> {
  const locale = currentLocale();
  await Promise.all([loadPart(locale, 'first'), loadPart(locale, 'rest')]);
}

/** A lazy component's import that also waits for all the strings (React.lazy's loader). */
export async function withAllStrings<T>(load: () => Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([load(), allStringsLoaded()]);
  return loaded;
}
