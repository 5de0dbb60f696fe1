import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TabbedFrame } from './tabbed-frame';
import { paths } from '../config/paths';
import { useLocalizedPath } from '../hooks/use-locale';

/**
 * The frame of the warehouse pages: the two day views (orders, pick list) and the claims as tabs (the
 * day views keep the chosen day and shop), then the page's title with its lead and actions.
 */
export function WarehouseFrame({
  title,
  lead,
  search,
  actions,
  children,
}: {
  title: string;
  lead?: ReactNode;
  /** `?date=&shop=` carried by the tabs. */
  search: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const tabs = [
    { to: `${localized(paths.warehouse)}${search}`, label: t('warehouseDesk.nav.orders'), end: true },
    { to: `${localized(paths.warehousePickList)}${search}`, label: t('warehouseDesk.nav.pick_list') },
    { to: localized(paths.warehouseClaims), label: t('warehouseDesk.nav.claims') },
  ];
  return (
    <TabbedFrame navLabel={t('warehouseDesk.nav.label')} tabs={tabs} title={title} lead={lead} actions={actions}>
      {children}
    </TabbedFrame>
  );
}
