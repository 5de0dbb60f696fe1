import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../core/schemas/common';
import { ChevronDownIcon, GlobeIcon, HelpIcon } from '../../components/icons';

export const drawerTriggerClass =
  'inline-flex size-11 items-center justify-center rounded-control text-ink hover:bg-canvas lg:hidden';

export const menuTriggerClass =
  'inline-flex items-center gap-1.5 rounded-control px-2.5 py-1.5 text-sm font-medium text-ink hover:bg-surface data-[state=open]:bg-surface';

/** The Language menu button's content: accessible name "Language: <current language>". */
export function LanguageTriggerContent({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  return (
    <>
      <GlobeIcon width={18} height={18} className="text-ink-muted" />
      <span className="sr-only">{t('common.language')}: </span>
      <span>{t(`common.languages.${locale}`)}</span>
      <ChevronDownIcon width={16} height={16} className="text-ink-muted" />
    </>
  );
}

export function HelpTriggerContent() {
  const { t } = useTranslation();
  return (
    <>
      <HelpIcon width={18} height={18} className="text-ink-muted" />
      <span>{t('nav.help')}</span>
      <ChevronDownIcon width={16} height={16} className="text-ink-muted" />
    </>
  );
}

export const menuContentClass =
  'z-50 min-w-52 rounded-card border border-line bg-surface p-1.5 shadow-raised animate-fade-in';
export const menuItemClass =
  'flex items-center justify-between gap-6 rounded-md px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

/** The navbar strip's Login button and user menu trigger, beside Help and Language. */
export const accountTriggerClass = `${menuTriggerClass} whitespace-nowrap`;
