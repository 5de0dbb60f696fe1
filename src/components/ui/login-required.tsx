import { useTranslation } from 'react-i18next';
import { requestLogin } from '../../lib/session/login-prompt';
import { LockIcon } from '../icons';
import { buttonStyles } from './button-styles';

/** Shown on a signed-in page while signed out: the login modal is already open; this says why and can reopen it. */
export function LoginRequired({ title, action }: { title: string; action: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 rounded-card border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700">
        <LockIcon width={24} height={24} />
      </span>
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      <p className="max-w-sm text-sm text-ink-muted">{t('auth.not_logged_in')}</p>
      <button type="button" onClick={() => requestLogin({ forced: true })} className={`mt-1 ${buttonStyles.primary}`}>
        {action}
      </button>
    </div>
  );
}
