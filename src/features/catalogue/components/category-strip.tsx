import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Category } from '../../../../core/schemas/catalogue';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../hooks/use-locale';
import { ProductImage } from '../../../components/product/product-image';

/** Home: every category as image + name, each linking to its supply page. */
export function CategoryStrip({ categories }: { categories: Category[] }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <section aria-labelledby="categories-title" className="container-page pt-10">
      <h2 id="categories-title" className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
        {t('home.categories_title')}
      </h2>
      <ul className="-mx-4 mt-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-4 sm:overflow-visible sm:px-0 md:grid-cols-6 lg:grid-cols-8">
        {categories.map((category) => (
          <li key={category.id} className="w-24 shrink-0 snap-start sm:w-auto">
            <Link
              to={localized(paths.supply(category.slug))}
              className="group flex flex-col items-center gap-2 rounded-card p-2 text-center hover:bg-surface"
            >
              <span className="grid size-20 place-items-center overflow-hidden rounded-full border border-line bg-surface shadow-card transition group-hover:border-brand-300 sm:size-24">
                <ProductImage src={category.image} alt="" sizes="96px" className="size-full object-cover" />
              </span>
              <span className="line-clamp-2 text-sm font-medium text-ink group-hover:text-brand-800">
                {category.name}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
