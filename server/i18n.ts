import i18next, { type TFunction } from 'i18next';
import { FALLBACK_LOCALE, LOCALES, type Locale } from '../core/schemas/common';
import cn from '../locales/cn.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };
import fr from '../locales/fr.json' with { type: 'json' };
import { I18N_KEY_OPTIONS } from '../core/i18n-options';

/** The server answers in the caller's language from the same locale files the renderer uses. */
const instance = i18next.createInstance();
void instance.init({
  resources: { en: { translation: en }, cn: { translation: cn }, fr: { translation: fr } },
  lng: FALLBACK_LOCALE,
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: [...LOCALES],
  initAsync: false,
  ...I18N_KEY_OPTIONS,
  interpolation: { escapeValue: false },
  returnNull: false,
});

const translators = new Map<Locale, TFunction>(LOCALES.map((l) => [l, instance.getFixedT(l)]));

export function translator(locale: Locale): TFunction {
  return translators.get(locale) ?? instance.getFixedT(FALLBACK_LOCALE);
}

/** APP-LANGUAGE → one of our locales; anything else falls back to English. */
export function localeFromHeader(value: string | string[] | undefined): Locale {
  const raw = (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase();
  if (!raw) return FALLBACK_LOCALE;
  if ((LOCALES as readonly string[]).includes(raw)) return raw as Locale;
  if (raw.startsWith('zh')) return 'cn';
  if (raw.startsWith('fr')) return 'fr';
  return FALLBACK_LOCALE;
}
