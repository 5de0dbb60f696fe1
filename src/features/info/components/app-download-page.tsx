import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/icons';
import { useInfoContent } from '../hooks/use-info-content';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** Store listings: searches on each store, which find the app once it is published under our name. */
export const APP_STORE_URL = 'https://apps.apple.com/ca/search?term=Supply%20Desk';
export const GOOGLE_PLAY_URL = 'https://play.google.com/store/search?q=Supply%20Desk&c=apps&hl=en_CA';

/**
 * /app-download: the download-app content of spec §2.7 (a promo text per language and the App Store
 * and Google Play badges), shown as the page itself at the dialog's 70% width (DECISIONS.md: the
 * dialog appears only here).
 */
export function AppDownloadPage() {
  const { t } = useTranslation();
  const content = useInfoContent().data?.appDownload;
  useDocumentTitle(t('info.titles.app_download'));

  return (
    <div className="container-page py-8 lg:py-14">
      <section
        aria-labelledby="app-download-title"
        className="mx-auto grid overflow-hidden rounded-card border border-line bg-surface shadow-raised lg:w-[70%] md:grid-cols-[1fr_auto]"
      >
        <div className="flex flex-col gap-5 p-6 sm:p-10">
          <h1 id="app-download-title" className="text-3xl leading-tight font-bold tracking-tight text-ink sm:text-4xl">
            {t('info.titles.app_download')}
          </h1>
          <p className="text-lg leading-relaxed text-ink-muted">{content?.promo ?? '\u00a0'}</p>
          {content ? (
            <ul className="flex flex-col gap-2.5">
              {content.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-2.5 text-ink">
                  <CheckIcon className="mt-0.5 shrink-0 text-brand-700" />
                  {benefit}
                </li>
              ))}
            </ul>
          ) : null}
          <StoreBadges className="flex flex-wrap gap-3 pt-2" />
          {content ? <p className="text-sm text-ink-muted">{content.note}</p> : null}
        </div>
        <div aria-hidden="true" className="hidden items-center justify-center bg-brand-50 px-10 md:flex">
          <PhoneIllustration />
        </div>
      </section>
    </div>
  );
}

/** A store badge drawn in HTML and SVG: black, rounded, the store's mark and two lines of text. */
/** Both stores' badges, as the app page and the download-app dialog show them. */
export function StoreBadges({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('info.app.stores')} className={className}>
      <li>
        <StoreBadge href={APP_STORE_URL} kind="apple" small={t('info.app.app_store_small')} large="App Store" />
      </li>
      <li>
        <StoreBadge href={GOOGLE_PLAY_URL} kind="google" small={t('info.app.google_play_small')} large="Google Play" />
      </li>
    </ul>
  );
}

export function StoreBadge({ href, kind, small, large }: { href: string; kind: 'apple' | 'google'; small: string; large: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex h-14 min-w-44 items-center gap-3 rounded-xl border border-ink bg-ink px-4 text-white hover:bg-black"
    >
      {kind === 'apple' ? (
        <svg viewBox="0 0 24 24" width="26" height="26" fill="currentColor" aria-hidden="true" focusable="false">
          <path d="M16.4 12.6c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9-1.7 0-3.3 1-4.2 2.6-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8s2 .8 3.4.8c1.4 0 2.3-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9-.1 0-2.7-1-2.7-4.1zM13.9 5c.7-.9 1.2-2 1-3.2-1 0-2.3.7-3 1.6-.7.8-1.2 2-1.1 3.1 1.2.1 2.3-.6 3.1-1.5z" />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M4 2.5 13.6 12 4 21.5c-.4-.2-.6-.6-.6-1.1V3.6c0-.5.2-.9.6-1.1z" fill="#2dd4bf" />
          <path d="m16.8 8.8-3.2 3.2L4 2.5c.2-.1.5-.1.8 0l12 6.3z" fill="#4ade80" />
          <path d="m16.8 15.2-12 6.3c-.3.1-.6.1-.8 0l9.6-9.5 3.2 3.2z" fill="#f87171" />
          <path d="m20.4 10.7-3.6-1.9-3.2 3.2 3.2 3.2 3.6-1.9c.9-.5.9-2.1 0-2.6z" fill="#facc15" />
        </svg>
      )}
      <span className="flex flex-col leading-tight">
        <span className="text-[0.7rem]">{small}</span>
        <span className="text-lg font-semibold tracking-tight">{large}</span>
      </span>
    </a>
  );
}

function PhoneIllustration() {
  return (
    <svg viewBox="0 0 160 300" width="150" height="280" focusable="false">
      <rect x="6" y="4" width="148" height="292" rx="26" fill="#17201b" />
      <rect x="14" y="22" width="132" height="256" rx="14" fill="#fff" />
      <rect x="58" y="10" width="44" height="6" rx="3" fill="#3b4640" />
      <rect x="26" y="36" width="108" height="44" rx="10" fill="#0f7a42" />
      <path d="M48 64c0-9 7-16 20-16-1 12-7 19-16 19-1 0-3 0-4-3z" fill="#fff" />
      <rect x="80" y="50" width="44" height="6" rx="3" fill="#d7f5e1" />
      <rect x="80" y="62" width="30" height="6" rx="3" fill="#b0e9c5" />
      {[96, 148, 200].map((y) => (
        <g key={y}>
          <rect x="26" y={y} width="46" height="44" rx="8" fill="#effbf3" />
          <rect x="88" y={y} width="46" height="44" rx="8" fill="#effbf3" />
          <rect x="32" y={y + 30} width="26" height="5" rx="2.5" fill="#7dd7a2" />
          <rect x="94" y={y + 30} width="26" height="5" rx="2.5" fill="#7dd7a2" />
        </g>
      ))}
      <rect x="26" y="252" width="108" height="16" rx="8" fill="#0f7a42" />
    </svg>
  );
}
