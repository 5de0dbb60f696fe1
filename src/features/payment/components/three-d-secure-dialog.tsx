import * as Dialog from '@radix-ui/react-dialog';
import { useId } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { LockIcon } from '../../../components/icons';
import { formatPrice } from '../../../lib/format-price';
import { currentLocale } from '../../../lib/i18n';
import { buttonStyles } from '../../../components/ui/button-styles';

export type AuthenticationOutcome = 'complete' | 'fail';

interface Challenge {
  /** Dollars, shown like the bank's page shows the amount. */
  amount: number | null;
  cardLabel: string | null;
  resolve: (outcome: AuthenticationOutcome) => void;
}

const challengeStore = createStore<{ challenge: Challenge | null }>(() => ({ challenge: null }));
let root: Root | null = null;

/**
 * The sandbox's stand-in for the bank's 3-D Secure page (test card 4000 0025 0000 3155): a Radix
 * dialog with Complete / Fail authentication. It mounts itself once on first use, so any page that
 * pays (checkout, order detail) gets it without placing a host. Closing it counts as a failure, as
 * closing a bank's challenge does.
 */
export function askSandboxAuthentication(details: { amount: number | null; cardLabel: string | null }): Promise<AuthenticationOutcome> {
  if (!root) {
    const container = document.createElement('div');
    container.dataset.sandbox3ds = '';
    document.body.appendChild(container);
    root = createRoot(container);
    root.render(<ThreeDSecureHost />);
  }
  return new Promise((resolve) => {
    challengeStore.getState().challenge?.resolve('fail');
    challengeStore.setState({ challenge: { ...details, resolve } });
  });
}

function settle(outcome: AuthenticationOutcome) {
  const challenge = challengeStore.getState().challenge;
  challengeStore.setState({ challenge: null });
  challenge?.resolve(outcome);
}

function ThreeDSecureHost() {
  const { t } = useTranslation();
  const challenge = useStore(challengeStore, (s) => s.challenge);
  const textId = useId();
  const locale = currentLocale();
  return (
    <Dialog.Root open={challenge !== null} onOpenChange={(open) => (open ? undefined : settle('fail'))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-ink/60 animate-fade-in" />
        <Dialog.Content
          aria-describedby={textId}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-[70] w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-card bg-surface shadow-raised animate-fade-in focus:outline-none"
        >
          <div className="flex items-center gap-2 bg-ink px-5 py-3 text-sm font-semibold text-white">
            <LockIcon width={16} height={16} />
            {t('payment.ui.three_ds.bank')}
          </div>
          <div className="flex flex-col gap-3 px-5 pt-5 pb-6">
            <Dialog.Title className="text-lg font-bold text-ink">{t('payment.ui.three_ds.title')}</Dialog.Title>
            <p id={textId} className="text-sm text-ink-muted">
              {t('payment.ui.three_ds.text')}
            </p>
            {challenge ? (
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-control bg-canvas px-3 py-2 text-sm">
                {challenge.amount !== null ? (
                  <>
                    <dt className="text-ink-muted">{t('payment.ui.three_ds.amount')}</dt>
                    <dd className="font-semibold text-ink tabular-nums">{formatPrice(challenge.amount, locale)}</dd>
                  </>
                ) : null}
                {challenge.cardLabel ? (
                  <>
                    <dt className="text-ink-muted">{t('payment.ui.three_ds.card')}</dt>
                    <dd className="font-semibold text-ink">{challenge.cardLabel}</dd>
                  </>
                ) : null}
              </dl>
            ) : null}
            <p className="rounded-control border border-dashed border-brand-300 bg-brand-50 px-3 py-2 text-xs text-brand-900">
              {t('payment.ui.three_ds.sandbox_notice')}
            </p>
            <div className="mt-1 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <button type="button" className={buttonStyles.secondary} onClick={() => settle('fail')}>
                {t('payment.ui.three_ds.fail')}
              </button>
              <button type="button" className={buttonStyles.primary} onClick={() => settle('complete')}>
                {t('payment.ui.three_ds.complete')}
              </button>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
