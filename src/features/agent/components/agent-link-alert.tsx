import * as Dialog from '@radix-ui/react-dialog';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/ui/button-styles';
import { closeAgentLinkAlert, useAgentLinkFeedback } from '../stores/agent-link-feedback-store';

/** Spec §2.9 "A failure is shown in an alert": why the agent link was refused, and that nothing changed. */
export function AgentLinkAlert() {
  const { t } = useTranslation();
  const message = useAgentLinkFeedback((s) => s.alert);
  const messageId = useId();
  return (
    <Dialog.Root open={message !== null} onOpenChange={(open) => (open ? undefined : closeAgentLinkAlert())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-ink/45 animate-fade-in" />
        <Dialog.Content
          role="alertdialog"
          aria-describedby={messageId}
          data-testid="agent-link-alert"
          className="fixed top-1/2 left-1/2 z-[70] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-card bg-surface p-6 shadow-raised animate-fade-in focus:outline-none"
        >
          <Dialog.Title className="text-lg font-bold text-ink">{t('agent.link.alert_title')}</Dialog.Title>
          <p id={messageId} className="mt-2 text-sm leading-relaxed break-words text-ink">
            {message}
          </p>
          <p className="mt-2 text-sm text-ink-muted">{t('agent.link.nothing_changed')}</p>
          <div className="mt-6 flex justify-end">
            <Dialog.Close className={buttonStyles.primary}>{t('agent.link.alert_ok')}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
