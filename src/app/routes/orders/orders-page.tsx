import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useLocalizedPath } from '../../../hooks/use-locale';
import { OrderList } from '../../../features/orders/components/order-list';
import { pageFromQuery } from '../../../features/orders/utils/pagination';
import { OrdersFrame } from './orders-frame';

/** My Orders (/orders): every order, 12 per page; the page number lives in ?page= so Back works. */
export function OrdersPage() {
  const { t } = useTranslation();
  return <OrdersListPage title={t('orders.ui.title')} lead={t('orders.ui.lead')} />;
}

/** Recent orders (/recent-order): the same list, newest first, from the user menu's 'Recent order'. */
export function RecentOrdersPage() {
  const { t } = useTranslation();
  return <OrdersListPage title={t('orders.ui.recent_title')} lead={t('orders.ui.recent_lead')} />;
}

function OrdersListPage({ title, lead }: { title: string; lead: string }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const [params, setParams] = useSearchParams();
  const page = pageFromQuery(params.get('page'));
  const tab = 'inline-flex min-h-10 items-center rounded-control px-3.5 text-sm font-semibold whitespace-nowrap';
  return (
    <OrdersFrame
      title={title}
      lead={lead}
      actions={
        <nav aria-label={t('orders.ui.views')}>
          <ul className="flex gap-1 rounded-control border border-line bg-surface p-1 shadow-card">
            {[
              { to: paths.recentOrder, label: t('orders.ui.recent_title') },
              { to: paths.orders, label: t('orders.ui.title') },
            ].map((entry) => (
              <li key={entry.to}>
                <NavLink
                  to={localized(entry.to)}
                  end
                  className={({ isActive }) => clsx(tab, isActive ? 'bg-brand-700 text-white' : 'text-ink-muted hover:text-ink')}
                >
                  {entry.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      }
    >
      {() => (
        <OrderList
          page={page}
          onPage={(next) => {
            setParams(next > 0 ? { page: String(next + 1) } : {});
            window.scrollTo({ top: 0 });
          }}
          emptyAction={
            <Link
              to={localized(paths.supply())}
              className="mt-1 inline-flex min-h-11 items-center justify-center rounded-control bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t('orders.ui.start_shopping')}
            </Link>
          }
        />
      )}
    </OrdersFrame>
  );
}
