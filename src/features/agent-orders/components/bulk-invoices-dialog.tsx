import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/icons';
import { buttonStyles } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { useLocale } from '../../../hooks/use-locale';
import { torontoToday } from '../../../lib/format-date';
import { currentStaffToken } from '../../../lib/session/staff-session';
import type { PlatformBulkInvoices } from '../../../platform/platform';
import { DateField } from './filter-fields';
import { DialogActions } from '../../../components/ui/dialog-parts';

type Outcome = Awaited<ReturnType<PlatformBulkInvoices['download']>>;
type Progress = { done: number; total: number; current: string };
type Stage = { kind: 'form' } | { kind: 'running'; progress: Progress | null } | { kind: 'done'; outcome: Outcome } | { kind: 'error'; message: string };

/**
 * Supervisors on desktop: every invoice of a date range into a folder (the desktop asks which),
 * with a progress bar, a cancel button and a summary of what was saved and what failed.
 */
export function BulkInvoicesDialog({ bulk }: { bulk: PlatformBulkInvoices }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [stage, setStage] = useState<Stage>({ kind: 'form' });
  const running = stage.kind === 'running';
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (running) return;
        setOpen(next);
        if (next) setStage({ kind: 'form' });
      }}
    >
      <Dialog.Trigger className={buttonStyles.secondary}>{t('agentOrders.bulk.button')}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/55 animate-fade-in" />
        <Dialog.Content
          onInteractOutside={(event) => event.preventDefault()}
          onEscapeKeyDown={(event) => {
            if (running) event.preventDefault();
          }}
          className="fixed inset-x-0 bottom-0 z-[60] max-h-[90dvh] overflow-y-auto rounded-t-card bg-surface px-5 pt-6 pb-6 shadow-raised animate-fade-in focus:outline-none sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(32rem,calc(100vw-3rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card sm:px-7 sm:pt-7"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold tracking-tight text-ink">{t('agentOrders.bulk.title')}</Dialog.Title>
            {running ? null : (
              <Dialog.Close className="-mt-1 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-control text-ink hover:bg-canvas">
                <CloseIcon />
                <span className="sr-only">{t('agentOrders.bulk.close')}</span>
              </Dialog.Close>
            )}
          </div>
          <Dialog.Description className="mt-1.5 text-sm text-ink-muted">{t('agentOrders.bulk.lead')}</Dialog.Description>
          <BulkBody bulk={bulk} stage={stage} setStage={setStage} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function BulkBody({ bulk, stage, setStage }: { bulk: PlatformBulkInvoices; stage: Stage; setStage: (stage: Stage) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const today = torontoToday();
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [problem, setProblem] = useState<string | null>(null);

  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (!from || !to) return setProblem(t('agentOrders.bulk.range_required'));
    if (from > to) return setProblem(t('agentOrders.bulk.range_order'));
    const token = currentStaffToken();
    if (!token) return setProblem(t('agentOrders.bulk.error', { message: t('auth.forbidden') }));
    setProblem(null);
    setStage({ kind: 'running', progress: null });
    try {
      const outcome = await bulk.download({ from, to, token, locale }, (progress) => setStage({ kind: 'running', progress }));
      setStage({ kind: 'done', outcome });
    } catch (caught) {
      setStage({ kind: 'error', message: t('agentOrders.bulk.error', { message: caught instanceof Error ? caught.message : String(caught) }) });
    }
  };

  if (stage.kind === 'running') {
    const progress = stage.progress;
    const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
    return (
      <div className="mt-5 flex flex-col gap-3">
        <div
          role="progressbar"
          aria-label={t('agentOrders.bulk.progress_label')}
          aria-valuemin={0}
          aria-valuemax={progress?.total ?? 0}
          aria-valuenow={progress?.done ?? 0}
          aria-valuetext={progress ? t('agentOrders.bulk.progress', { done: progress.done, total: progress.total }) : t('agentOrders.bulk.starting')}
          className="h-3 w-full overflow-hidden rounded-full bg-canvas ring-1 ring-line"
        >
          <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
        </div>
        <p className="flex items-center gap-2 text-sm text-ink" aria-live="polite">
          <Spinner />
          {progress
            ? `${t('agentOrders.bulk.progress', { done: progress.done, total: progress.total })}${progress.current ? ` · ${t('agentOrders.bulk.current', { order: progress.current })}` : ''}`
            : t('agentOrders.bulk.starting')}
        </p>
        <div className="flex justify-end">
          <button type="button" className={buttonStyles.secondary} onClick={() => void bulk.cancel()}>
            {t('agentOrders.bulk.cancel')}
          </button>
        </div>
      </div>
    );
  }

  if (stage.kind === 'done' || stage.kind === 'error') {
    return (
      <div className="mt-5 flex flex-col gap-3" role="status">
        {stage.kind === 'error' ? (
          <p className="rounded-control bg-danger-50 px-3 py-2.5 text-sm font-medium text-danger-700">{stage.message}</p>
        ) : (
          <Summary outcome={stage.outcome} />
        )}
        <div className="flex justify-end">
          <Dialog.Close className={buttonStyles.primary}>{t('agentOrders.bulk.close')}</Dialog.Close>
        </div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void start(event)} className="mt-5 flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3">
        <DateField id={`${id}-from`} label={t('agentOrders.bulk.from')} value={from} onChange={setFrom} invalid={Boolean(problem)} describedBy={problem ? `${id}-problem` : undefined} />
        <DateField id={`${id}-to`} label={t('agentOrders.bulk.to')} value={to} onChange={setTo} invalid={Boolean(problem)} describedBy={problem ? `${id}-problem` : undefined} />
      </div>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-danger-700">
          {problem}
        </p>
      ) : null}
      <DialogActions cancel={{ label: t('agentOrders.bulk.cancel') }} action={{ label: t('agentOrders.bulk.start') }} />
    </form>
  );
}

function Summary({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  const saved = outcome.saved.length;
  return (
    <>
      {outcome.cancelled ? <p className="text-sm font-medium text-warning-800">{t('agentOrders.bulk.cancelled')}</p> : null}
      {outcome.folder === null && saved === 0 ? (
        <p className="text-sm text-ink">{t('agentOrders.bulk.no_folder')}</p>
      ) : saved > 0 ? (
        <p className="text-sm font-medium text-brand-800">{t('agentOrders.bulk.saved', { count: saved, folder: outcome.folder ?? '' })}</p>
      ) : (
        <p className="text-sm text-ink">{t('agentOrders.bulk.saved_none')}</p>
      )}
      {outcome.failed.length > 0 ? (
        <div>
          <p className="text-sm font-medium text-danger-700">{t('agentOrders.bulk.failed', { count: outcome.failed.length })}</p>
          <ul className="mt-1 max-h-48 list-disc overflow-y-auto pl-5 text-sm text-ink">
            {outcome.failed.map((failure) => (
              <li key={failure.order_no}>
                <span className="font-mono">{failure.order_no}</span>: {failure.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
