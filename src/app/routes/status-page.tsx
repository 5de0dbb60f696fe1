import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../hooks/use-locale';

/** The shared frame of the 404 and error pages: a code, a heading, a hint and a link home. */
export function StatusPage({ code, title, hint }: { code: string; title: string; hint: ReactNode }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <div className="container-page grid place-items-center py-20 sm:py-28">
      <div className="flex max-w-lg flex-col items-center gap-4 text-center">
        <p className="text-sm font-semibold tracking-widest text-brand-700">{code}</p>
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
        <p className="text-ink-muted">{hint}</p>
        <Link
          to={localized('/')}
          className="mt-2 rounded-control bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('errors.back_home')}
        </Link>
      </div>
    </div>
  );
}
