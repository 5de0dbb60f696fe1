import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon } from '../../components/icons';
import { useLocale } from '../../hooks/use-locale';
import { LanguageTriggerContent, menuContentClass, menuItemClass, menuTriggerClass } from './menu-triggers';
import { useLanguageLinks } from './use-language-links';

/** Navbar Language menu: each item links to the current page in another language. */
export function LanguageMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const links = useLanguageLinks();
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={menuTriggerClass}>
        <LanguageTriggerContent locale={locale} />
      </DropdownMenu.Trigger>
      {/* No portal: the open menu stays inside the header landmark. */}
      <DropdownMenu.Content align="end" sideOffset={8} className={menuContentClass}>
        <DropdownMenu.Label className="px-3 pt-1.5 pb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">
          {t('common.language')}
        </DropdownMenu.Label>
        {links.map((link) => (
          <DropdownMenu.Item key={link.locale} asChild>
            <Link
              to={link.to}
              lang={link.tag}
              hrefLang={link.tag}
              aria-current={link.current ? 'true' : undefined}
              className={menuItemClass}
            >
              {t(`common.languages.${link.locale}`)}
              {link.current ? <CheckIcon width={16} height={16} className="text-brand-700" /> : null}
            </Link>
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
