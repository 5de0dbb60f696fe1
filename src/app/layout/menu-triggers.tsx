import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../core/schemas/common';
import { ChevronDownIcon, GlobeIcon } from '../../components/icons';

export const drawerTriggerClass =
  'inline-flex size-11 items-center justify-center rounded-control text-ink hover:bg-canvas lg:hidden';

export const languageTriggerClass =
  'inline-flex items-center gap-2 rounded-control border border-line px-3 py-2 text-sm font-medium text-ink hover:border-line-strong hover:bg-canvas data-[state=open]:bg-canvas';

/** The Language menu button's content: accessible name "Language: <current language>". */
export function LanguageTriggerContent({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  return (
    <>
      <GlobeIcon className="text-ink-muted" />
      <span className="sr-only">{t('common.language')}: </span>
      <span>{t(`common.languages.${locale}`)}</span>
      <ChevronDownIcon width={16} height={16} className="text-ink-muted" />
    </>
  );
}
