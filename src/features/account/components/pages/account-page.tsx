import clsx from 'clsx';
import { type ComponentType, type ReactNode, type SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { User } from '../../../../../core/schemas/account';
import { BookIcon } from '../../../../components/icons';
import { LoadingBox } from '../../../../components/loading-box';
import { paths } from '../../../../config/paths';
import { useLocalizedPath } from '../../../../hooks/use-locale';
import { useDocumentTitle } from '../../../../hooks/use-document-title';
import { LoginRequired } from '../../../../components/ui/login-required';
import { useRequireLogin } from '../../hooks/use-require-login';
import { HeartIcon, TicketIcon, UserIcon } from '../../../../components/icons';

type NavEntry = { to: string; label: string; Icon: ComponentType<SVGProps<SVGSVGElement>> };

/** The four account pages, beside the page on desktop and as a scrolling strip above it on phones. */
function AccountNav() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const entries: NavEntry[] = [
    { to: paths.addressBook, label: t('address_book.title'), Icon: BookIcon },
    { to: paths.coupons, label: t('coupons_page.title'), Icon: TicketIcon },
    { to: paths.favourites, label: t('favourites.title'), Icon: HeartIcon },
    { to: paths.profile, label: t('profile.title'), Icon: UserIcon },
  ];
  return (
    <nav aria-label={t('profile.account_nav')} className="-mx-4 mb-6 overflow-x-auto px-4 sm:-mx-6 sm:px-6 lg:mx-0 lg:mb-0 lg:px-0">
      <ul className="flex gap-2 lg:flex-col lg:gap-1 lg:rounded-card lg:border lg:border-line lg:bg-surface lg:p-2 lg:shadow-card">
        {entries.map(({ to, label, Icon }) => (
          <li key={to} className="shrink-0">
            <NavLink
              to={localized(to)}
              className={({ isActive }) =>
                clsx(
                  'flex min-h-11 items-center gap-2.5 rounded-control px-3.5 text-sm font-semibold whitespace-nowrap',
                  isActive
                    ? 'bg-brand-700 text-white lg:bg-brand-50 lg:text-brand-900'
                    : 'border border-line bg-surface text-ink hover:bg-canvas lg:border-transparent',
                )
              }
            >
              <Icon width={18} height={18} className="shrink-0" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The frame of every account page: the account navigation, the title, and the page itself once a
 * customer is signed in (spec §5 Other forms: account actions need login).
 */
export function AccountPage({
  title,
  lead,
  actions,
  children,
}: {
  title: string;
  lead?: ReactNode;
  /** Buttons beside the title (Add address). */
  actions?: (user: User) => ReactNode;
  children: (user: User) => ReactNode;
}) {
  const { t } = useTranslation();
  const gate = useRequireLogin();
  useDocumentTitle(title);

  return (
    <div className="container-page py-6 lg:py-10">
      <div className="lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:items-start lg:gap-10">
        <AccountNav />
        <div className="min-w-0">
          <header className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-3 border-b border-line pb-4">
            <div className="min-w-0">
              <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
              {lead ? <p className="mt-1.5 max-w-2xl text-sm text-ink-muted sm:text-base">{lead}</p> : null}
            </div>
            {gate.state === 'signed-in' && actions ? actions(gate.user) : null}
          </header>
          {gate.state === 'waiting' ? (
            <LoadingBox label={t('profile.checking')} />
          ) : gate.state === 'signed-out' ? (
            <LoginRequired title={t('profile.login_required_title')} action={t('profile.login_button')} />
          ) : (
            children(gate.user)
          )}
        </div>
      </div>
    </div>
  );
}

