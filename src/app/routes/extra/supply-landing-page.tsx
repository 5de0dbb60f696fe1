import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductGrid } from '../../../components/product/product-grid';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useLocalizedPath } from '../../../hooks/use-locale';
import { useMenu } from '../../../features/catalogue/api/get-menu';
import { MenuStatus } from '../../../features/catalogue/components/menu-status';
import { PromoBanner } from './promo-banner';

const LANDING_PRODUCTS = 8;
const QUESTIONS = ['minimum', 'delivery', 'payment', 'returns'] as const;

/** Spec §2.1 /supply-landing, §2.8: the supply landing with products, Q&A and a banner. */
export function SupplyLandingPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const menu = useMenu();
  useDocumentTitle(t('landing.supply.title'));
  const products = (menu.data?.menus ?? []).flatMap((entry) => entry.products).slice(0, LANDING_PRODUCTS);

  return (
    <div className="container-page flex flex-col gap-12 py-8 lg:py-12">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t('landing.supply.title')}</h1>
        <p className="max-w-2xl text-lg text-ink-muted">{t('landing.supply.lead')}</p>
        <div>
          <Link to={localized(paths.supply())} className="inline-flex h-11 items-center rounded-control bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
            {t('landing.supply.shop_now')}
          </Link>
        </div>
      </header>
      <PromoBanner />
      <section aria-labelledby="landing-products" className="flex flex-col gap-4">
        <h2 id="landing-products" className="border-b border-line pb-3 text-2xl font-bold tracking-tight text-ink">
          {t('landing.supply.products')}
        </h2>
        {products.length > 0 ? <ProductGrid products={products} labelledBy="landing-products" /> : <MenuStatus query={menu} />}
      </section>
      <section aria-labelledby="landing-qa" className="flex flex-col gap-3">
        <h2 id="landing-qa" className="border-b border-line pb-3 text-2xl font-bold tracking-tight text-ink">
          {t('landing.supply.qa')}
        </h2>
        {QUESTIONS.map((key) => (
          <details key={key} className="rounded-card border border-line bg-surface p-4">
            <summary className="cursor-pointer font-semibold text-ink">{t(`landing.qa.${key}.q`)}</summary>
            <p className="mt-2 text-ink-muted">{t(`landing.qa.${key}.a`)}</p>
          </details>
        ))}
      </section>
    </div>
  );
}
