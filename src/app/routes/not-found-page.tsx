import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page';

/** Unknown paths and unsupported locales (spec §2.2). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return <StatusPage code="404" title={t('errors.not_found_page')} hint={t('errors.not_found_hint')} />;
}
