import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TabbedFrame } from './tabbed-frame';
import { paths } from '../config/paths';
import { useLocalizedPath } from '../hooks/use-locale';
import type en from '../../locales/en.json';

/** A tab's label: a key under backOffice.nav. */
type AreaLabel = Exclude<keyof (typeof en)['backOffice']['nav'], 'label'>;

/**
 * The back office's areas, in the order of the tabs. An area is listed here when its page exists
 * (back-office-routes.tsx); its label is a key under backOffice.nav.
 */
export const BACK_OFFICE_AREAS: readonly { path: string; label: AreaLabel; end?: boolean }[] = [
  { path: paths.backOffice, label: 'overview', end: true },
  { path: paths.backOfficeProducts, label: 'products' },
  { path: paths.backOfficeImport, label: 'import' },
  { path: paths.backOfficePromotions, label: 'promotions' },
  { path: paths.backOfficeCustomers, label: 'customers' },
  { path: paths.backOfficePriceLists, label: 'priceLists' },
  { path: paths.backOfficeBanners, label: 'banners' },
  { path: paths.backOfficeSettings, label: 'settings' },
];

/** The frame of every back-office page: the areas as tabs, then the page's title with its lead and actions. */
export function BackOfficeFrame({
  title,
  lead,
  actions,
  children,
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const tabs = BACK_OFFICE_AREAS.map((area) => ({ to: localized(area.path), label: t(`backOffice.nav.${area.label}`), end: area.end }));
  return (
    <TabbedFrame navLabel={t('backOffice.nav.label')} tabs={tabs} title={title} lead={lead} actions={actions}>
      {children}
    </TabbedFrame>
  );
}
