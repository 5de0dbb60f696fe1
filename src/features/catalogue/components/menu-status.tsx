import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorNotice } from '../../../components/error-notice';
import { LoadingBox } from '../../../components/loading-box';
import type { useMenu } from '../api/get-menu';

/** Loading, failure and empty states of the menu query; null when there is something to show. */
export function MenuStatus({ query }: { query: ReturnType<typeof useMenu> }) {
  const { t } = useTranslation();
  if (query.isPending) return <LoadingBox />;
  if (query.isError) {
    return <ErrorNotice error={query.error} title={t('errors.load_failed')} onRetry={() => void query.refetch()} />;
  }
  if (query.data.menus.length === 0) return <EmptyState title={t('catalogue.empty_menu')} />;
  return null;
}
