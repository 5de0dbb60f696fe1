import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../lib/api-client';
import { AlertIcon } from './icons';

/** Shows why a request failed: the server's message for API errors, a generic line otherwise. */
export function ErrorNotice({
  error,
  title,
  onRetry,
  className,
}: {
  error: unknown;
  title?: string;
  onRetry?: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const message = error instanceof ApiRequestError ? error.message : t('errors.internal');
  return (
    <div
      role="alert"
      className={clsx(
        'flex flex-col items-start gap-3 rounded-card border border-danger-700/25 bg-danger-50 p-5 sm:flex-row sm:items-center',
        className,
      )}
    >
      <AlertIcon className="shrink-0 text-danger-700" width={24} height={24} />
      <div className="min-w-0 flex-1">
        {title ? <p className="font-semibold text-ink">{title}</p> : null}
        <p className="text-sm text-danger-700">{message}</p>
      </div>
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className="rounded-control border border-line-strong bg-surface px-4 py-2 text-sm font-medium text-ink hover:bg-canvas"
        >
          {t('common.retry')}
        </button>
      ) : null}
    </div>
  );
}
