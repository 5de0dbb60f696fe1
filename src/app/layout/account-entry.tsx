import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../components/icons';
import { preloadLoginModal } from '../../features/account/components/login-modal-host';
import { requestLogin } from '../../lib/session/login-prompt';
import { isSignedIn, useSession } from '../../lib/session/session-store';
import { useLogoutPrompt } from './logout';
import { accountTriggerClass } from './menu-triggers';
import { userDisplayName } from './user-display';
import { UserIcon } from '../../components/icons';
import { withAllStrings } from '../../lib/i18n';

const UserMenu = lazy(() => withAllStrings(() => import('./user-menu')).then((m) => ({ default: m.UserMenu })));
const LogoutDialog = lazy(() => withAllStrings(() => import('./logout-dialog')).then((m) => ({ default: m.LogoutDialog })));

/**
 * Spec §2.3: a Login item when logged out (opens the login modal), the user menu when logged in.
 * Nothing until the stored session has been read, so a signed-in customer never sees Login flash.
 */
export function AccountEntry() {
  const { t } = useTranslation();
  const hydrated = useSession((s) => s.hydrated);
  const signedIn = useSession(isSignedIn);
  const user = useSession((s) => s.user);
  if (!hydrated) return null;
  if (!signedIn || !user) {
    return (
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => requestLogin()}
        onPointerEnter={preloadLoginModal}
        onFocus={preloadLoginModal}
        className={accountTriggerClass}
      >
        <UserIcon width={18} height={18} className="text-ink-muted" />
        {t('user_menu.login')}
      </button>
    );
  }
  const name = userDisplayName(user);
  return (
    <Suspense
      fallback={
        <button type="button" aria-haspopup="menu" aria-expanded="false" className={accountTriggerClass}>
          <UserIcon width={18} height={18} className="shrink-0 text-ink-muted" />
          <span className="max-w-36 truncate">{name}</span>
          <ChevronDownIcon width={16} height={16} className="shrink-0 text-ink-muted" />
        </button>
      }
    >
      <UserMenu />
    </Suspense>
  );
}

/** The logout confirmation; its code loads the first time it is asked for. */
export function LogoutDialogHost() {
  const open = useLogoutPrompt();
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <LogoutDialog />
    </Suspense>
  ) : null;
}
