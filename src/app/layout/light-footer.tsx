import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useLocalizedPath } from '../../hooks/use-locale';
import { FOOTER_LINKS } from './nav-items';

const YEAR = new Date().getFullYear();

/** The light footer of /shop pages (spec §2.3, DECISIONS.md): links and copyright on one quiet band. */
export function LightFooter() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <div className="container-page flex flex-col gap-3 py-6 text-sm text-ink-muted md:flex-row md:items-center md:justify-between">
        <nav aria-label={t('footer.links_label')}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={localized(link.to)} className="hover:text-ink hover:underline">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="flex flex-wrap gap-x-4 text-xs">
          <span>{t('footer.copyright', { year: YEAR })}</span>
          <Link to={localized(paths.agentSignIn)} className="hover:text-ink hover:underline">
            {t('agent.footer_link')}
          </Link>
        </p>
      </div>
    </footer>
  );
}
