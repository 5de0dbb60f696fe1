import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useLocale, useLocalizedPath } from '../../../hooks/use-locale';
import { followLink } from '../api/newsletter';

/**
 * /newsletter?confirm=… or ?unsubscribe=…: where the sign-up e-mail's links lead. The confirmation
 * works once; a second visit says the link was used.
 */
export function NewsletterPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const [params] = useSearchParams();
  useDocumentTitle(t('newsletter.page_title'));
  const action = params.has('confirm') ? 'confirm' : params.has('unsubscribe') ? 'unsubscribe' : null;
  const token = action ? (params.get(action) ?? '') : '';
  const query = useQuery({
    queryKey: ['newsletter-link', action, token] as const,
    queryFn: () => followLink(action!, token, locale),
    enabled: action !== null,
    retry: false,
    staleTime: Infinity,
  });
  const message = !action
    ? t('newsletter.link_invalid')
    : query.isPending
      ? t('newsletter.working')
      : query.error
        ? query.error.message
        : t(query.data?.state === 'confirmed' ? 'newsletter.confirmed' : 'newsletter.unsubscribed');
  return (
    <div className="container-page py-12">
      <section className="mx-auto flex max-w-xl flex-col gap-4 rounded-card border border-line bg-surface p-8 shadow-raised">
        <h1 className="text-2xl font-bold text-ink">{t('newsletter.page_title')}</h1>
        <p role="status" className="text-ink">
          {message}
        </p>
        <Link to={localized('/')} className="self-start font-semibold text-brand-800 hover:underline">
          {t('newsletter.back_home')}
        </Link>
      </section>
    </div>
  );
}
