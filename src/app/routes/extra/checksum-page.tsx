import { APP_VERSION } from '../../../../core/request-signature';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/**
 * Spec §2.1 /checksum (unprefixed only): the build's version and its content hash, for support to
 * tell which build a browser runs. Both are fixed at build time (vite.config define).
 */
export function ChecksumPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('landing.checksum.title'));
  return (
    <div className="container-page py-12">
      <h1 className="text-2xl font-bold text-ink">{t('landing.checksum.title')}</h1>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 font-mono text-sm">
        <dt className="font-semibold text-ink">{t('landing.checksum.version')}</dt>
        <dd data-testid="build-version" className="text-ink-muted">{APP_VERSION}</dd>
        <dt className="font-semibold text-ink">{t('landing.checksum.hash')}</dt>
        <dd data-testid="build-hash" className="break-all text-ink-muted">{typeof __BUILD_HASH__ === 'string' ? __BUILD_HASH__ : 'development'}</dd>
      </dl>
    </div>
  );
}
