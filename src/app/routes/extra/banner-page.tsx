import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useLocalizedPath } from '../../../hooks/use-locale';
import { PromoBanner } from './promo-banner';

const POINTS = ['one', 'two', 'three'] as const;

/** Spec §2.1 /banner-page: what a banner leads to: the banner, its offer in full and a way to shop it. */
export function BannerPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  useDocumentTitle(t('landing.banner_page.title'));
  return (
    <div className="container-page flex flex-col gap-8 py-8 lg:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t('landing.banner_page.title')}</h1>
      <PromoBanner linked={false} />
      <ul className="grid gap-4 md:grid-cols-3">
        {POINTS.map((key) => (
          <li key={key} className="rounded-card border border-line bg-surface p-5">
            <h2 className="text-lg font-semibold text-ink">{t(`landing.banner_page.${key}.title`)}</h2>
            <p className="mt-1 text-ink-muted">{t(`landing.banner_page.${key}.text`)}</p>
          </li>
        ))}
      </ul>
      <div>
        <Link to={localized(paths.supply())} className="inline-flex h-11 items-center rounded-control bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
          {t('landing.supply.shop_now')}
        </Link>
      </div>
    </div>
  );
}
