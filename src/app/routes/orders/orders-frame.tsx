import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../core/schemas/account';
import { LoadingBox } from '../../../components/loading-box';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { LoginRequired } from '../../../components/ui/login-required';
import { useRequireLogin } from '../../../features/account/hooks/use-require-login';

/**
 * The frame of the order pages: title, optional lead and back link, and the page once a customer is
 * signed in. Signed out, the login modal opens (as on the account pages) and this says why.
 */
export function OrdersFrame({
  title,
  lead,
  above,
  actions,
  bare = false,
  children,
}: {
  title: string;
  /** The page brings its own heading (the payment result): the title only names the document. */
  bare?: boolean;
  lead?: ReactNode;
  /** Above the title (a back link). */
  above?: ReactNode;
  actions?: ReactNode;
  children: (user: User) => ReactNode;
}) {
  const { t } = useTranslation();
  const gate = useRequireLogin();
  useDocumentTitle(title);
  return (
    <div className="container-page py-6 lg:py-10">
      {above}
      {bare ? null : (
      <header className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-3 border-b border-line pb-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words text-ink sm:text-3xl">{title}</h1>
          {lead ? <p className="mt-1.5 max-w-2xl text-sm text-ink-muted sm:text-base">{lead}</p> : null}
        </div>
        {actions}
      </header>
      )}
      {gate.state === 'waiting' ? (
        <LoadingBox label={t('orders.ui.checking_login')} />
      ) : gate.state === 'signed-out' ? (
        <LoginRequired title={t('orders.ui.login_required')} action={t('orders.ui.login')} />
      ) : (
        children(gate.user)
      )}
    </div>
  );
}

/** Reads `?orderId=` (digits only, int32); null when missing or junk. */
export function orderIdFromQuery(raw: string | null): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
