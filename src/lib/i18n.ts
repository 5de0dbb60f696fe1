import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../../core/schemas/common';
import en from '../../locales/en.json';
import { FALLBACK_LOCALE, htmlLang, isLocale, LOCALES } from './locale';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

/** One i18next instance for the renderer; the route's lang segment drives its language. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  // en (the fallback) ships with the first page; cn and fr load when first used.
  resources: { en: { translation: en } },
  partialBundledLanguages: true,
  lng: FALLBACK_LOCALE,
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: [...LOCALES],
  // 'cn' is our code, not a BCP 47 tag: never let i18next look for a 'cn' base language.
  load: 'currentOnly',
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

const applyDocumentLanguage = (lng: string): void => {
  const locale: Locale = isLocale(lng) ? lng : FALLBACK_LOCALE;
  document.documentElement.lang = htmlLang(locale);
  document.title = i18n.t('common.meta_title');
};
applyDocumentLanguage(i18n.language);
i18n.on('languageChanged', applyDocumentLanguage);

export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : FALLBACK_LOCALE;
}

const lazyBundles: Record<Exclude<Locale, 'en'>, () => Promise<{ default: object }>> = {
  cn: () => import('../../locales/cn.json'),
  fr: () => import('../../locales/fr.json'),
};

/** Loads the locale's strings if needed, then switches i18next (and so <html lang>) to it. */
export async function setLocale(locale: Locale): Promise<void> {
  if (locale !== FALLBACK_LOCALE && !i18n.hasResourceBundle(locale, 'translation')) {
    const bundle = await lazyBundles[locale]();
    i18n.addResourceBundle(locale, 'translation', bundle.default, true, true);
  }
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}
