import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ClockIcon, MailIcon, PhoneIcon } from '../../components/icons';
import { contact } from '../../config/contact';
import { paths } from '../../config/paths';
import { useLocalizedPath } from '../../hooks/use-locale';
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form';
import { Logo } from './logo';
import { FOOTER_LINKS } from './nav-items';

// Read once per page load, outside render (rendering stays pure).
const YEAR = new Date().getFullYear();

/** Supply-mode footer (spec §2.3): contact block, information links, copyright. */
export function Footer() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <footer className="mt-16 bg-brand-900 text-brand-100">
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-[1.2fr_1fr_1fr]">
        <div className="flex flex-col gap-4">
          <Link to={localized('/')} aria-label={t('nav.logo_label')} className="self-start rounded-control">
            <Logo inverted />
          </Link>
          <p className="max-w-sm text-sm leading-relaxed">{t('footer.blurb')}</p>
          <NewsletterForm />
        </div>

        <section aria-labelledby="footer-contact" className="flex flex-col gap-4">
          <h2 id="footer-contact" className="text-sm font-bold tracking-widest text-white">
            {t('footer.get_in_touch')}
          </h2>
          <dl className="flex flex-col gap-3 text-sm">
            <ContactLine icon={<PhoneIcon />} label={t('footer.customer_service')}>
              <a href={contact.phoneHref} className="font-semibold text-white hover:underline">
                {contact.phone}
              </a>
            </ContactLine>
            <ContactLine icon={<ClockIcon />} label={t('footer.service_hours_label')}>
              {t('footer.service_hours')}
            </ContactLine>
            <ContactLine icon={<MailIcon />} label={t('footer.email_label')}>
              <a href={`mailto:${contact.email}`} className="font-semibold text-white hover:underline">
                {contact.email}
              </a>
            </ContactLine>
          </dl>
        </section>

        <nav aria-labelledby="footer-links" className="flex flex-col gap-4">
          <h2 id="footer-links" className="text-sm font-bold tracking-widest text-white uppercase">
            {t('footer.links_title')}
          </h2>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-2.5 text-sm lg:grid-cols-1">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={localized(link.to)} className="hover:text-white hover:underline">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/15">
        <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-5 text-xs">
          <p>{t('footer.copyright', { year: YEAR })}</p>
          {/* Discreet way in for phone-sales staff (issue 7). */}
          <Link to={localized(paths.agentSignIn)} className="text-brand-200 hover:text-white hover:underline">
            {t('agent.footer_link')}
          </Link>
        </div>
      </div>
    </footer>
  );
}

function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs text-brand-200">
        <span className="text-brand-300">{icon}</span>
        {label}
      </dt>
      <dd className="pl-7">{children}</dd>
    </div>
  );
}
