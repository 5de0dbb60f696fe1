import type { Locale } from '../../../../core/schemas/common';

declare global {
  interface Window {
    $crisp?: unknown[];
    CRISP_WEBSITE_ID?: string;
    CRISP_RUNTIME_CONFIG?: { locale: string };
  }
}

const CRISP_LOCALES: Record<Locale, string> = { en: 'en', fr: 'fr', cn: 'zh' };

/**
 * CHAT_PROVIDER=crisp: loads Crisp's widget script once, in the page's language, and opens it. The
 * conversation then lives at Crisp (its own inbox), not in our database.
 */
export function openHostedChat(websiteId: string, locale: Locale): void {
  if (!document.getElementById('crisp-widget-script')) {
    window.$crisp = [];
    window.CRISP_WEBSITE_ID = websiteId;
    window.CRISP_RUNTIME_CONFIG = { locale: CRISP_LOCALES[locale] };
    const script = document.createElement('script');
    script.id = 'crisp-widget-script';
    script.src = 'https://client.crisp.chat/l.js';
    script.async = true;
    document.head.appendChild(script);
  }
  window.$crisp?.push(['do', 'chat:open']);
}
