import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { StepFeedback } from './order-step-buttons';

/** The outcome of the last step(s): a polite status when it went through, an alert when refused. */
export function StepFeedbackNotice({ feedback, onDismiss }: { feedback: StepFeedback[]; onDismiss: () => void }) {
  const { t } = useTranslation();
  const refused = feedback.filter((f) => f.tone === 'error');
  const done = feedback.filter((f) => f.tone === 'ok');
  return (
    <div className="mb-3 flex flex-col gap-2" data-testid="step-feedback">
      <div role="status" aria-live="polite">
        {done.length > 0 ? (
          <p className="rounded-control bg-brand-50 px-3 py-2 text-sm font-medium text-brand-900">{done.map((f) => f.text).join(' · ')}</p>
        ) : null}
      </div>
      <div role="alert">
        {refused.length > 0 ? (
          <div className="flex items-start justify-between gap-3 rounded-control bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700">
            <ul className={clsx('flex flex-col gap-1')}>
              {refused.map((f, index) => (
                <li key={index}>{f.text}</li>
              ))}
            </ul>
            <button type="button" onClick={onDismiss} className="shrink-0 rounded-control px-2 py-1 text-xs font-semibold underline hover:bg-danger-50">
              {t('common.close')}
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
