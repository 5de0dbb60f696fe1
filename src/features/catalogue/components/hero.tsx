import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon, TruckIcon, WarehouseIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../hooks/use-locale';

export function Hero() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <section
      aria-labelledby="hero-title"
      className="border-b border-line bg-[radial-gradient(ellipse_at_top_left,var(--color-brand-100),transparent_60%),linear-gradient(135deg,var(--color-brand-50),var(--color-surface))]"
    >
      <div className="container-page grid items-center gap-8 py-10 sm:py-14 lg:grid-cols-[1.35fr_1fr] lg:gap-12 lg:py-20">
        <div className="flex flex-col items-start gap-5">
          <p className="rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold tracking-wide text-brand-900">
            {t('home.hero_eyebrow')}
          </p>
          <h1 id="hero-title" className="text-4xl leading-tight font-extrabold tracking-tight text-ink sm:text-5xl">
            {t('home.hero_title')}
          </h1>
          <p className="max-w-xl text-base leading-relaxed text-ink-muted sm:text-lg">{t('home.hero_subtitle')}</p>
          <Link
            to={localized(paths.supply())}
            className="inline-flex items-center gap-2 rounded-control bg-brand-700 px-6 py-3 text-base font-semibold text-white shadow-card hover:bg-brand-800"
          >
            {t('home.buy_now')}
            <ChevronRightIcon width={18} height={18} />
          </Link>
        </div>

        <aside
          aria-labelledby="first-time-title"
          className="rounded-card border border-line bg-surface p-6 shadow-raised sm:p-7"
        >
          <h2 id="first-time-title" className="text-lg font-bold text-ink">
            {t('home.first_time')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t('home.first_time_body')}</p>
          <ul className="mt-5 flex flex-col gap-4">
            <PromiseItem icon={<TruckIcon width={22} height={22} />} title={t('home.promise_delivery_title')}>
              {t('home.promise_delivery_body')}
            </PromiseItem>
            <PromiseItem icon={<WarehouseIcon width={22} height={22} />} title={t('home.promise_pickup_title')}>
              {t('home.promise_pickup_body')}
            </PromiseItem>
          </ul>
        </aside>
      </div>
    </section>
  );
}

function PromiseItem({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3.5">
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">{icon}</span>
      <div>
        <p className="font-semibold text-ink">{title}</p>
        <p className="text-sm text-ink-muted">{children}</p>
      </div>
    </li>
  );
}
