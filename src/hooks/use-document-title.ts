import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** "<page> · Supply Desk" while the page is shown (WCAG 2.4.2); the app title again after. */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const appName = t('common.app_name');
  const fallback = t('common.meta_title');
  useEffect(() => {
    if (!title) return;
    document.title = `${title} · ${appName}`;
    return () => {
      document.title = fallback;
    };
  }, [title, appName, fallback]);
}
