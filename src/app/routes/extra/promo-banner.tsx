import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../hooks/use-locale';

/** The landing banner (spec §2.8): a drawn SVG with fixed proportions, linking to /banner-page. */
export function PromoBanner({ linked = true }: { linked?: boolean }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const body = (
    <div className="relative w-full sm:aspect-[16/5] overflow-hidden rounded-card bg-brand-700 text-white">
      <svg aria-hidden="true" focusable="false" viewBox="0 0 800 250" preserveAspectRatio="xMidYMid slice" className="absolute inset-0 h-full w-full">
        <circle cx="690" cy="60" r="140" fill="#ffffff" opacity="0.08" />
        <circle cx="760" cy="230" r="90" fill="#ffffff" opacity="0.1" />
        <rect x="520" y="120" width="120" height="90" rx="12" fill="#ffffff" opacity="0.16" />
        <rect x="600" y="90" width="90" height="120" rx="12" fill="#ffffff" opacity="0.12" />
      </svg>
      <div className="relative flex h-full flex-col justify-center gap-2 px-6 py-8 sm:p-10">
        <p className="text-sm font-semibold tracking-wide uppercase opacity-90">{t('landing.banner.kicker')}</p>
        <p className="max-w-xl text-2xl font-bold leading-tight sm:text-3xl">{t('landing.banner.headline')}</p>
        <p className="max-w-xl opacity-90">{t('landing.banner.text')}</p>
      </div>
    </div>
  );
  if (!linked) return body;
  return (
    <Link to={localized('/banner-page')} aria-label={t('landing.banner.headline')} className="block rounded-card">
      {body}
    </Link>
  );
}
