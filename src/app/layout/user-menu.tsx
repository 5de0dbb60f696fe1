import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../../components/icons';
import { useLocalizedPath } from '../../hooks/use-locale';
import { useSession } from '../../lib/session/session-store';
import { openLogoutPrompt } from './logout';
import { accountTriggerClass, menuContentClass, menuItemClass } from './menu-triggers';
import { USER_MENU_ITEMS } from './nav-items';
import { userDisplayName } from './user-display';
import { UserIcon } from '../../components/icons';

/** Spec §2.3, logged in: the name and 'UID: ' + cid, the account pages and Logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const user = useSession((s) => s.user);
  if (!user) return null;
  const name = userDisplayName(user);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={accountTriggerClass} aria-label={t('user_menu.trigger_label', { name })}>
        <UserIcon width={18} height={18} className="shrink-0 text-ink-muted" />
        <span className="max-w-36 truncate">{name}</span>
        <ChevronDownIcon width={16} height={16} className="shrink-0 text-ink-muted" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" sideOffset={8} className={`${menuContentClass} w-60`}>
        <DropdownMenu.Label className="px-3 pt-2 pb-2.5">
          <span className="block text-sm font-semibold break-words text-ink">{name}</span>
          <span className="block text-xs text-ink-muted" data-testid="user-uid">
            {t('user_menu.uid', { cid: user.cid })}
          </span>
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="mx-1.5 my-1 h-px bg-line" />
        {USER_MENU_ITEMS.map((item) => (
          <DropdownMenu.Item key={item.to} asChild>
            <Link to={localized(item.to)} className={menuItemClass}>
              {t(item.label)}
            </Link>
          </DropdownMenu.Item>
        ))}
        <DropdownMenu.Separator className="mx-1.5 my-1 h-px bg-line" />
        <DropdownMenu.Item onSelect={openLogoutPrompt} className={`${menuItemClass} cursor-pointer`}>
          {t('user_menu.logout')}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
