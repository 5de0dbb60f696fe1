import type { Locale } from '../schemas/common';

/** BCP 47 tag for <html lang> and Intl: cn is Simplified Chinese (the renderer's and the server's pages alike). */
export function htmlLang(locale: Locale): string {
  return { en: 'en', cn: 'zh-Hans', fr: 'fr' }[locale];
}
