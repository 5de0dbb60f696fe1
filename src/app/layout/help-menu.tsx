import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChatLauncher } from '../../features/chat/components/chat-launcher';
import { useLocalizedPath } from '../../hooks/use-locale';
import { HelpTriggerContent, menuContentClass, menuItemClass, menuTriggerClass } from './menu-triggers';
import { HELP_ITEMS } from './nav-items';

/** Navbar Help menu (spec §2.3): delivery schedule and the policy and contact pages. */
export function HelpMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <ChatLauncher>
      {(openChat) => (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={menuTriggerClass}>
        <HelpTriggerContent />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" sideOffset={8} className={menuContentClass}>
        {HELP_ITEMS.map((item) => (
          <DropdownMenu.Item key={item.to} asChild>
            <Link to={localized(item.to)} className={menuItemClass}>
              {t(item.label)}
            </Link>
          </DropdownMenu.Item>
        ))}
          <DropdownMenu.Item onSelect={openChat} className={menuItemClass}>
            {t('help.chat_open')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      )}
    </ChatLauncher>
  );
}
